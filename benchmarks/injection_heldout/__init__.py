"""A second held-out set for the prompt-injection detector (issue 18), independent of
``injection_data`` and of the detector.

Who and when: written by hand on 2026-12-01 by a helper session (branch ``heldout2``) that
did not read the detector (``src/pytest_websearch_bench/safety/``), its lexicon or model,
nor the wordings of ``injection_data`` (its banks, hard negatives and attack composer);
only its document format (``LabeledDoc``), corpus reader and split were reused. It is blind
to the detector: NEVER tune on it, never look at its misses to change the detector. It is
scored once, to report (``python benchmarks/injection_quality.py --part heldout``).

What: attack texts written fresh in Spanish, English and Portuguese (``attacks_*.py``,
56-58 per language), varied in who is addressed (assistant, agent, model, LLM, system,
ChatGPT, Claude, Gemini, Copilot, "the AI", a role name, an implicit reader such as
"whoever summarises this page"), what is asked (ignore previous instructions, rank first,
declare verified, hide a fact, reveal the instructions, exfiltrate to a URL or e-mail), how
softly (imperative, request, note, policy, indirect third-person "should") and shape
(plain, role-play, fake tool call or JSON, chat-template tokens, Unicode tag characters,
zero-width characters, Cyrillic homoglyphs, letter spacing). Every attack is planted in
every channel (``channels.py``: HTML comment, CSS-hidden text, attribute, JSON-LD, meta,
visible text blended into prose, PDF hidden text) of a host page written here (news,
product, recipe, docs; ``hosts.py``) or, for a third of the HTML documents, of a real
corpus page from the TEST side of the existing split only (``injection_data.corpus.
carriers(corpus, "test")``: html/ and html-dev/ by ``split.side``, html-dev2 by
``benchmarks/html_dev2_split.json``); no dev page is used. Clean documents: hard negatives
written fresh (``clean_*.py``: manuals, terms of service, chatbot FAQs, recipes, release
notes, security blogs quoting injections, AI news, school rules on ChatGPT, prompt
engineer job ads), some with one of their own sentences in a hidden channel (meta, alt,
JSON-LD, collapsed text...) and some as PDFs, and plain pages (``plain:<kind>``).
Everything is synthetic (``synthetic=True``).

Counts with the shared corpus present (1197 injected, 210 clean, 1407 documents):
injected per channel x language 56 en, 58 es, 57 pt in each of the 7 channels; clean per
language 70 (54 hard negatives in 9 categories x 6, 16 plain pages). Without the corpus
the corpus-carried attacks are left out (ids of the rest unchanged).

Labels: ``part="heldout"``; ``family`` "synthetic:addressee=..;ask=..;soft=..;shape=..;
variant=..;carrier=..[;page=<folder>/<name>];set=heldout" for attacks, "hardneg:<category>;
placed=<channel or none>" and "plain:<kind>" for clean pages. Deterministic: the same
documents, byte for byte, on every run. Use ``benchmarks/`` on ``sys.path``: ``from
injection_heldout import load``.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout"
WRITTEN = "2026-12-01"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every held-out document, in a fixed order."""
    from .build import build

    path = (corpus if corpus is not None else default_corpus()).resolve()
    return list(build(path))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
