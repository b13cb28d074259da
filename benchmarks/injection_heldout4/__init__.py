"""A fourth held-out set for the prompt-injection detector (issue 18): a blind measure
for a new detector candidate. Score it once to report; never tune on it.

Who and when: written by hand on 2026-12-01 by a helper session (branch ``heldout4``),
every text and every line of code in its own words. Blindness rules it kept: it opened
nothing under ``src/pytest_websearch_bench/safety/`` (the detector, its lexicon, its
model); nothing under ``benchmarks/injection_data/`` except its ``__init__`` (for
``LabeledDoc``, ``default_corpus`` and ``corpus_missing``); not
``benchmarks/train_injection_model.py``; none of the text files of
``benchmarks/injection_heldout/`` or ``benchmarks/injection_heldout3/`` (attacks, clean
pages, hosts, shapes); no other worktree. For interfaces only it read
``injection_quality.py``, ``injection_heldout3``'s ``__init__``, ``build``, ``channels``
and ``pdfdoc``, and ``tests/test_injection_heldout3.py``. It never ran the detector on this
set except one wiring check (``injection_quality.py --part heldout4 --limit 5``, output
discarded) and never looked at which documents any detector flags. From ``injection_data``
the package imports only ``LabeledDoc`` and ``default_corpus``.

Attacks (``attacks_en/es/pt.py``, 68 per language, 204 texts, parsed by ``_rows``): who is
addressed (assistant, agent, model, system, a named AI such as ChatGPT, Claude, Gemini,
Copilot or Perplexity, "the AI", a role such as shopping assistant, screening system,
triage bot or travel planner, an implicit reader such as "whoever summarises this page",
or no addressee at all); what is asked (ignore earlier instructions, rank first, declare
verified, hide a fact, reveal the prompt or keys, exfiltrate the conversation, codes or
keys to a URL or an e-mail address, change the answer, recommend a product); how softly
(imperative, polite request, note, policy or notice, third-person "should", question,
conditional "if you are an AI..."); and where such text is met in the wild (``context``:
product review, listing, CV, e-mail footer, calendar invite, forum post, issue thread,
documentation, SEO copy, "AI-readable" note, fake system or tool output). Every value of
every axis in every language; lengths from two words to a paragraph. Shapes (``shapes.py``,
by position in the bank, two thirds plain): markdown, HTML-like pseudo tags, zero-width
characters inside words, Cyrillic look-alike letters, spaced-out letters, base64 behind a
request to decode it. In PDFs, zero-width and look-alike shapes fall back to plain
(labelled plain).

Channels (``channels.py``, ``pdfraw.py``): every attack in each of the 7 scored channels:
visible_text (after one of the page's own sentences, a review block, a list item, a footer,
a definition, a forum reply, a small paragraph), css_hidden (a screen-reader-only class,
display:none !important, zero height, 1-pixel near-white type, a large negative margin,
translateX away, rgba transparent colour, an id rule with visibility:hidden, a zero-size
inline block, an opacity class, absolute far above the page, the hidden attribute),
html_comment (plain, TODO, starred block, mso conditional, template marker, revision
banner; head or body), attribute (img alt and title, abbr title, hidden input value,
data-summary, data-llm-context, a link's aria-label, textarea placeholder, option label,
video aria-description), meta (description, og:description, twitter:description,
abstract, itemprop description, citation_abstract, subject), structured_data (JSON-LD
JobPosting, Person, LodgingBusiness review, Event, SoftwareApplication release notes,
QAPage answer, @graph NewsArticle body, Offer; ASCII-escaped a fifth of the time) and
pdf_hidden_text (PDFs written byte by byte without a PDF library: text render mode 3,
white fill, 0.5-point type, a white rectangle painted over the text, an empty clipping
path). Carriers: host pages written here (``hosts.py``: guesthouse listing, job advert,
hiking trail, podcast episode, recycling notice, software issue thread, choir concert, per
language) or, for about a quarter of the HTML documents (drawn by each document's own
seed), one of 24 real html-dev2 pages of the FROZEN TEST side of its split
(``benchmarks/html_dev2_split.json``: in its test list, not in dev, and on the test side
by its rule), the first by sha256("heldout4-carrier:" + id) that are UTF-8 and at most
300 kB, read at run time from ``../shared/corpus`` and never copied; without the corpus
those documents are skipped and every other document is unchanged byte for byte.

Clean documents (``clean_en/es/pt.py``): 21 hard-negative categories per language that
talk about AI, prompts, assistants, instructions, "ignore" and policies without addressing
a reader model, or speak to people in the imperative (security advisory quoting a
payload, red-team write-up, prompt-writing course, AI product changelog, model card,
school AI policy, company AI policy, chatbot help centre, accessibility guide, e-mail
etiquette, recipe, DIY guide, AI terms of service, game rules, exam instructions, parent
guide to children and AI, AI journalism, SEO guide, CV advice about screening software,
review guidelines, phishing training), 6 documents each (a subset of the paragraphs),
most with one of their own sentences also in a hidden channel (comment, hidden CSS,
attribute, meta, JSON-LD) or a hidden PDF layer (``placed=<channel>``, or ``none``); and
14 plain host pages per language (``plain:<kind>``, one own sentence hidden, half PDFs).

Counts with the shared corpus: 1848 documents; 1428 injected (476 per language; 68 per
channel and language; 1125 on host pages, 303 on 24 test-side html-dev2 pages); 420 clean
(140 per language: 21 x 6 = 126 hard negatives + 14 plain; 75 PDFs; placed: none 54,
html_comment 60, css_hidden 60, attribute 57, meta 57, structured_data 57,
pdf_hidden_text 75). Without the corpus: 1545 documents, 1125 injected (at least 46 per
channel and language), the clean side unchanged.

Labels: ``part="heldout4"``; attacks ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=<source>[;page=html-dev2/<id>];
set=heldout4", clean "hardneg:<category>;placed=<channel|none>" or
"plain:<kind>;placed=<channel>"; all ``synthetic=True``. Deterministic: each document draws
from a ``random.Random`` seeded by its id; PDFs carry no date and an ID derived from their
content. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout4 import load``;
``python benchmarks/injection_quality.py --part heldout4`` scores it (``--part all``
includes it).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout4"
WRITTEN = "2026-12-01"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order; the corpus-carried ones only when the
    shared corpus (default ``../shared/corpus``) has ``html-dev2``."""
    from .build import build

    path = (corpus if corpus is not None else default_corpus()).resolve()
    return list(build(path))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
