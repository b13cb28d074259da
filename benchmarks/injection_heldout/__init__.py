"""A second held-out set for the prompt-injection detector (issue 18), independent of
``injection_data`` and of the detector.

Who and when: written by hand on 2026-12-01 by a helper session (branch ``heldout2``) that
did not read the detector (``src/pytest_websearch_bench/safety/``), its lexicon or model,
nor the wordings of ``injection_data`` (its banks, hard negatives and attack composer);
only its document format (``LabeledDoc``) and its corpus reader (``corpus.carriers``, which
applies the split) are imported; channel techniques and host pages are written here. It is blind
to the detector: NEVER tune on it, never look at its misses to change the detector. It is
scored once, to report (``python benchmarks/injection_quality.py --part heldout``).

What: attack texts written fresh in Spanish, English and Portuguese (``attacks_*.py``:
66 en, 68 es, 67 pt; the first 56-58 of each language are close counterparts across
languages, the last ten of each were written for that language alone), varied in who is
addressed (assistant, agent, model, LLM, system, ChatGPT, Claude, Gemini, Copilot, "the
AI", a role name, an implicit reader such as "whoever summarises this page"), what is asked
(ignore previous instructions, rank first, declare verified, hide a fact, reveal the
instructions, exfiltrate to a URL or e-mail), how softly (imperative, request, note,
policy, indirect third-person "should") and shape (plain, role-play, fake tool call or
JSON, chat-template tokens, Unicode tag characters, zero-width characters, Cyrillic
homoglyphs, letter spacing; in PDFs the three character tricks fall back to plain text,
labelled so). Every attack is planted in every channel (``channels.py``: HTML comment,
CSS-hidden text, attribute, JSON-LD, meta, visible text blended into prose, PDF hidden text
as render mode 3, white or 1-point text) of a host page written here (news, product,
recipe, docs; ``hosts.py``) or, for a third of the HTML documents, of a real corpus page
from the TEST side of the existing split only (``injection_data.corpus.carriers(corpus,
"test")``: html/ and html-dev/ by ``split.side``, html-dev2 by
``benchmarks/html_dev2_split.json``); no dev page is used. Clean documents: hard negatives
written fresh (``clean_es/en/pt.py``: voice-assistant manuals, terms of service for AI
features, chatbot FAQs, sourdough recipes, release notes, security blogs quoting
injections in code and quotations, AI regulation news, school rules on ChatGPT, prompt
engineer job ads; ``clean_more.py``, written per language: API docs on system messages,
forum threads, privacy notices of assistants, reviews of AI gadgets, and parenting / car
manual (en), bank fraud notice / library workshop (es), scam alert / teachers' course
(pt)), 5 variants each (a subset of its paragraphs), some with one of their own sentences
also in a hidden channel (meta, alt, JSON-LD, collapsed text...) and some as PDFs; and
plain pages (``plain:<kind>``, 4 per host kind and language). Everything is synthetic
(``synthetic=True``).

Counts with the shared corpus present: 1680 documents, 1407 injected (per channel, for
each of the 7 channels: 68 es, 66 en, 67 pt; 1005 on host pages, 402 on test-side corpus
pages), 273 clean (91 per language: 75 hard negatives in 15 categories x 5, 16 plain; 39 of
them PDFs). Without the corpus the 402 corpus-carried attacks are left out (1278
documents; the ids of the rest unchanged).

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
