"""A fifth held-out set for the prompt-injection detector (issue 18): a blind measure for
detector candidates, on text nobody tuned on. Score it once to report; never tune on it.

Who and when: written by hand on 2026-12-02 by a helper session (branch ``heldout5``),
every text and every line of code in its own words. Blindness rules it kept: it opened
nothing under ``src/pytest_websearch_bench/safety/`` (the detector, its lexicon, its
model); nothing under ``benchmarks/injection_data/`` except its ``__init__`` (for
``LabeledDoc``, ``default_corpus`` and ``corpus_missing``); not
``benchmarks/train_injection_model.py``; none of the text files of
``benchmarks/injection_heldout/``, ``injection_heldout3/`` or ``injection_heldout4/``
(attacks, clean pages, hosts, shapes); no other worktree. For interfaces only it read
``injection_quality.py``, ``injection_heldout4``'s ``__init__``, ``build``, ``channels``,
``pdfraw`` and ``_rows``, and ``tests/test_injection_heldout4.py``. It never ran the
detector on this set except one wiring check (``injection_quality.py --part heldout5
--limit 5``, output discarded) and never looked at which documents any detector flags.
From ``injection_data`` the package imports only ``LabeledDoc`` and ``default_corpus``.

Attacks (``attacks_en/es/pt.py``, 62 per language, 186 texts, parsed by ``_rows``), four
labelled axes: who is addressed (assistant, agent, model, system, a named AI such as
ChatGPT, Claude, Gemini, Copilot, Perplexity, Bing Chat or Meta AI, "the AI", a role such
as procurement bot, research agent, meal-planner bot, hiring screener or travel planner,
an implicit reader such as "whoever summarises this", or nobody); what is asked (ignore
earlier instructions, rank first, declare verified, hide a fact, reveal the prompt or
keys, exfiltrate to a URL or an e-mail address, change the answer, recommend or buy, call
a tool); how softly (imperative, request, note, policy, third-person "should", question,
conditional, disguised as data: a config line, a table row, a badge URL, an RSS element, a
subtitle cue); and ``context``, where such text is met, none used by heldout4: recipe blog
comments, paper acknowledgements, app-store descriptions, changelogs, wiki talk pages,
ticket descriptions, ad copy, support macros, README badges, transcripts and subtitles,
license files, RSS items. Every value of every axis in every language; from three words
to a paragraph. Shapes (``shapes.py``, by position, two thirds plain): full-width Latin
letters, soft hyphens inside long words, ROT13 behind a request to decode it (full-width
falls back to plain in PDFs, labelled plain).

Channels (``channels.py``, ``pdfbytes.py``), every attack in each of the 7 scored
channels: visible_text (a blog comment, the paragraph after one of the page's own, a
table row, a callout, a code block, small print, an ordered list item), css_hidden
(clip-path inset, font-size 0, text-indent far left, white on white, visibility collapse,
max-height 0, fixed far left, scale(0), a class rule in a style element, content-visibility
hidden, aria-hidden tiny type), html_comment (bare, IE conditional, SSI-like, license
header, build stamp, editor note, knockout binding; head or body), attribute (figure img
alt, iframe title, button aria-label, input placeholder, data-tooltip, data-ai-hint, span
title, area alt, optgroup label, link title), meta (description, og:description,
twitter:description, DC.description, og:image:alt, dcterms.abstract, summary),
structured_data (JSON-LD Recipe step, ScholarlyArticle abstract, MobileApplication,
SoftwareSourceCode, Review, VideoObject transcript, DiscussionForumPosting, FAQPage answer,
Product offer; ASCII-escaped a quarter of the time) and pdf_hidden_text (PDFs written byte
by byte without a PDF library: render mode 7, grey level 1, horizontal scaling 1%, white
outline, fill opacity 0). Carriers: host pages written here (``hosts.py``: bakery,
library, bike workshop, pool, language school, campsite, per language) or, for about a
quarter of the HTML documents (drawn by each document's seed), one of 24 real html-dev2
pages of the FROZEN TEST side of ``benchmarks/html_dev2_split.json`` (in its test list,
not in dev, test by its rule; UTF-8, at most 300 kB), ordered by
sha256("heldout5-carrier:" + id) with heldout4's 24 put last, read at run time from
``../shared/corpus`` and never copied. Without the corpus those documents are skipped and
every other document is unchanged byte for byte.

Clean documents (``clean_en/es/pt.py``): 21 hard-negative categories per language
(security advisory quoting a payload, prompt tutorial, chatbot help centre, AI terms of
use, recipe, IT help desk, exam instructions, agent framework docs, AI ethics lecture,
guide to support macros for human agents, travel agency, sysadmin runbook, privacy
notice, board game rules, AI newsletter, AI app changelog, wiki guidelines quoting
"ignore all rules", license text, classroom worksheet on AI text, API key safety, AI
search SEO), 6 documents each, most with one of their own sentences also in a hidden
channel or a hidden PDF layer (``placed=<channel>`` or ``none``); plus 12 plain host
pages per language (``plain:<kind>``, one own sentence hidden, half PDFs).

Counts with the shared corpus: 1716 documents; 1302 injected (434 per language; 62 per
channel and language; 1022 on host pages, 280 on 24 test-side html-dev2 pages); 414 clean
(138 per language: 21 x 6 = 126 hard negatives + 12 plain; 72 PDFs; placed: none 54,
html_comment 60, css_hidden 57, attribute 57, meta 57, structured_data 57,
pdf_hidden_text 72). Without the corpus: 1436 documents, 1022 injected (at least 41 per
channel and language), the clean side unchanged.

Labels: ``part="heldout5"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=<source>[;page=html-dev2/<id>];
set=heldout5"; clean "hardneg:<category>;placed=<channel|none>" or
"plain:<kind>;placed=<channel>"; all ``synthetic=True``. Deterministic: each document draws
from a ``random.Random`` seeded by its id; PDFs carry no date. Use with ``benchmarks/``
on ``sys.path``: ``from injection_heldout5 import load``; ``python
benchmarks/injection_quality.py --part heldout5`` scores it (``--part all`` includes it).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout5"
WRITTEN = "2026-12-02"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order; the corpus-carried ones only when the
    shared corpus (default ``../shared/corpus``) has ``html-dev2``."""
    from .build import build

    path = (corpus if corpus is not None else default_corpus()).resolve()
    return list(build(path))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
