"""A third held-out set for the prompt-injection detector (issue 18): the clean measure for
a new detector candidate. Score it once to report, never tune on it.

Who and when: written by hand on 2026-12-01 by a helper session (branch ``heldout3``), every
text in its own words. Blindness rules it kept: it opened nothing under
``src/pytest_websearch_bench/safety/`` (the detector, its lexicon, its model), nothing under
``benchmarks/injection_data/`` (the development and frozen test banks), not
``benchmarks/train_injection_model.py``, and none of the text files of
``benchmarks/injection_heldout/`` (the second held-out set's attacks, clean pages, shapes,
hosts); it read only the interfaces (``injection_quality.py``, ``injection_heldout``'s
``__init__``, ``build`` and ``channels``, its test) and never ran the detector on this set
(``injection_quality.py --part heldout3 --limit 5`` once, output discarded, to prove the
wiring). From ``injection_data`` it imports only ``LabeledDoc`` and ``default_corpus``; the
channel techniques, shapes, PDF drawing, host pages and corpus page choice are its own.
Never look at this set's misses or false positives to change a detector.

Attacks (``attacks_en/es/pt.py``, 60 per language, 180 texts): who is addressed (assistant,
agent, model, system, ChatGPT, Claude, Gemini, "the AI", a role name such as summarizer,
research bot, shopping assistant, support bot, travel planner, and implicit readers such as
"whoever processes this page"), what is asked (ignore previous instructions, rank first,
declare verified, hide a fact, reveal the system prompt or keys, exfiltrate to a URL or an
e-mail address, change the answer), how softly (imperative, polite request, note, policy or
notice, indirect third-person "should", disguised as metadata ``key=value``, footnote); every
value of each axis in every language. Shapes (``shapes.py``, by position in the bank, a
third plain): zero-width characters inside words, Cyrillic/Greek homoglyphs, letter-spaced
words, fullwidth characters, Unicode tag characters after a visible "Updated.", markdown
(callout, link-reference comment, rule, heading, table), HTML fragments (``<system>``,
``<instructions>``, a "directive" div...), base64 behind a request to decode it. In PDFs the
four shapes Helvetica cannot draw fall back to plain (labelled so).

Channels (``channels.py``, ``pdfdoc.py``): every attack in each of the 7 scored channels:
visible_text (sentence appended to a paragraph, aside, figcaption, reader comment, table
cell, small print), css_hidden (display:none, visibility:hidden, font-size:0, opacity:0,
off-screen left/top, clip, clip-path, white on white, transparent colour, text-indent,
max-height:0, scale(0), a stylesheet class, the hidden attribute), html_comment (plain,
multi-line in the head, build banner, IE conditional, NOTE), attribute (img alt, a title,
nav aria-label, data-note, data-ai-hint, input placeholder, iframe title, aria-description,
svg aria-label), meta (description, keywords, og:description, og:title,
twitter:description, DC.description, a custom name), structured_data (JSON-LD Article
description, HowTo step, Product review, FAQ answer, Organization description, Event about,
WebPage abstract; ASCII-escaped a quarter of the time) and pdf_hidden_text (render mode 3,
white text, 0.8-point text, text under an opaque image drawn over it). Carriers: host pages
written here (``hosts.py``: gardening column, transit notice, product page, museum
exhibition, astronomy explainer, match report, per language) or, for about a quarter of the
HTML documents (drawn by each document's own seed), one of 20 real html-dev2 pages of the
FROZEN TEST side of its split (``benchmarks/html_dev2_split.json``, checked against the
list and its rule), chosen as the first by sha256("heldout3-carrier:" + id) that are UTF-8
and at most 250 kB, read at run time from ``../shared/corpus`` and never copied.

Clean documents (``clean_en/es/pt.py``): 17 hard-negative categories per language (security
blog quoting injections, research paper quoting a payload, prompt-engineering tutorial,
chatbot FAQ, API docs with "must"/"ignored", software manual, AI terms of service, voice
assistant privacy notice, release notes, HR/compliance AI policy, recipe, how-to, AI news,
exam instructions, support script, legal notice, README), 6 documents each (a subset of the
paragraphs), most with one or two of their own sentences also in a hidden channel (comment,
hidden CSS, attribute, meta, JSON-LD) or as a hidden PDF layer (``placed=<channel>``, or
``none``); and 12 plain host pages per language (``plain:<kind>``, one own sentence hidden).

Counts with the shared corpus: 1602 documents; 1260 injected (420 per language; per channel
180, i.e. 60 per language: visible_text, css_hidden, html_comment, attribute, meta,
structured_data, pdf_hidden_text; 1004 on host pages, 256 on 20 test-side html-dev2 pages);
342 clean (114 per language: 17 categories x 6 = 102 hard negatives + 12 plain; 60 of them
PDFs; placed: none 42, html_comment 45, css_hidden 51, attribute 48, meta 48,
structured_data 48, pdf_hidden_text 60). Without the corpus the 256 corpus-carried attacks
are left out (1346 documents, 1004 injected, at least 38 per channel and language), the
others unchanged byte for byte.

Labels: ``part="heldout3"``; attacks ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;variant=<technique>;carrier=<source>[;page=html-dev2/<id>];set=heldout3", clean
"hardneg:<category>;placed=<channel|none>" or "plain:<kind>;placed=<channel>"; all
``synthetic=True``. Deterministic: each document draws from a ``random.Random`` seeded by
its id; PDFs have fixed dates and IDs. Use with ``benchmarks/`` on ``sys.path``:
``from injection_heldout3 import load``; ``python benchmarks/injection_quality.py --part
heldout3`` scores it (``--part all`` includes it).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout3"
WRITTEN = "2026-12-01"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order; the corpus-carried ones only when the
    shared corpus (default ``../shared/corpus``) has ``html-dev2``."""
    from .build import build

    path = (corpus if corpus is not None else default_corpus()).resolve()
    return list(build(path))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
