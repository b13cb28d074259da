"""A sixth held-out set for the prompt-injection detector (issue 18): a blind measure of
detector candidates on text nobody tuned on. Score it once per candidate to report; never
tune on it, never read which of its documents a detector flags.

Who and when: written by hand on 2026-12-02 by a helper session (branch ``heldout6``), a
new writer for this set: every text and every line of code in its own words, with
phrasing, contexts and host pages of its own. Blindness rules it kept: it opened nothing
under ``src/pytest_websearch_bench/safety/`` (the detector, its lexicon, its model);
nothing under ``benchmarks/injection_data/`` except its ``__init__`` (for ``LabeledDoc``,
``default_corpus`` and ``corpus_missing``); not ``benchmarks/train_injection_model.py``,
not ``benchmarks/page_probe/``; none of the text files (attacks, clean pages, hosts,
shapes) of ``benchmarks/injection_heldout/``, ``injection_heldout3/``,
``injection_heldout4/`` or ``injection_heldout5/``; no other worktree; no README section
on detector results. For interfaces only it read ``injection_quality.py``, and
``injection_heldout5``'s ``__init__``, ``build``, ``channels``, ``pdfbytes`` and ``_rows``
and ``tests/test_injection_heldout5.py``. It never ran a detector on this set except the
wiring check (``injection_quality.py --part heldout6 --limit 5``, output sent to
/dev/null; run twice, before and after a last revision of the Spanish and Portuguese
attack texts, only the exit code read) and
never looked at which documents any detector flags (placing its README paragraph after
the set was written, it saw one row of the existing heldout5 results table in a diff
context; nothing about this set). From ``injection_data`` the package
imports only ``LabeledDoc`` and ``default_corpus``; it imports no other bank.

Attacks (``attacks_en/es/pt.py``, 51 per language, 153 texts, parsed by ``_rows``), four
labelled axes: who is addressed (``assistant``, ``agent``, ``model``, ``system``,
``named_ai``: Perplexity, Gemini, Claude, ChatGPT, Copilot, Grok, DeepSeek, Le Chat;
``the_ai``; ``role``: a museum-guide bot, a hiring screener, a scouting bot, a procurement
bot, a support bot...; ``implicit``: "whoever reads this", "listener, bot or
whatever you are"; ``none``); what is asked (``ignore`` earlier instructions,
``rank_first``, declare ``verified``, ``hide`` a fact, ``reveal`` the prompt or keys,
``exfiltrate`` to a URL or e-mail address, ``change_answer``, ``recommend``/buy,
``tool_call``); how softly (``imperative``, ``request``, ``note``, ``policy``,
``indirect`` = third-person "should", ``question``, ``conditional``, ``disguised`` as data:
key=value lines, a spec-sheet row, song lyrics, an action block); and ``context``, where
such text is met, none used by an earlier set: real-estate listings, match reports,
museum labels, court notices, hotel FAQs, job postings, lyrics, school newsletters,
municipal notices, spec sheets, podcast show notes, conference agendas, medical leaflets,
classified ads, and three whose host topic is AI itself (``ai_product_page``,
``ai_news``, ``chatbot_helpcentre``). Three attacks per context and language; every value
of every axis in every language; from three words to a paragraph with the order buried
mid-paragraph; Mexican, Rioplatense and peninsular Spanish, Brazilian and European
Portuguese, typos, Spanglish and English mixed into Portuguese. Shapes (``shapes.py``, by
position, two thirds plain): zero-width characters inside words, Cyrillic/Greek
look-alike letters, HTML numeric character references for about half the letters of
longer words (literal in comments and JSON-LD strings), the longest words spelt out
letter by letter, line breaks inside a sentence, markdown emphasis noise. In PDFs the
first three fall back to plain and are labelled plain.

Channels (``channels.py``, ``pdfbytes.py``), every attack in each of the 7 scored
channels: visible_text (a sidebar box, a definition list, a footnote, a quoted letter,
appended to one of the page's own paragraphs, a status banner, fine print, a spec-table
row), css_hidden (opacity 0, the ``hidden`` attribute, a zero-size box, ``clip:rect``, a
transparent colour, placed above the viewport, ``filter:opacity(0)``, an sr-only class
rule, ``display:none !important``, text the colour of its band, zero line height),
html_comment (TODO note, WordPress block, ``[if mso]`` conditional, i18n note, edge-cache
footer, banner block, handlebars-like, bare multi-line; head or body), attribute (abbr
title, hidden input value, data-summary, aria-description, td data-label, svg aria-label,
img title, progress aria-valuetext, data-ai-summary), meta (abstract, citation_abstract,
twitter:image:alt, subject, itemprop description, sailthru.description, page-topic),
structured_data (JSON-LD JobPosting, PodcastEpisode, ExhibitionEvent, SportsEvent, Hotel,
Course, Dataset, Organization slogan, WebPage mainEntity, or schema.org microdata; ASCII
escaped about a third of the time) and pdf_hidden_text (A4 Helvetica PDFs written byte by
byte without a PDF library: render mode 3, 0.3 pt type, off the page, white RGB fill,
painted over by a white rectangle, a zero-area clip). Carriers: host pages written here
(``hosts.py``: ferry line, choir, dental clinic, hardware store, community garden, and the
AI-topic hosts AI product page, AI news item, chatbot help centre; per language; AI
contexts always ride on AI-topic hosts, other contexts on any host: ``host_topic`` in the
family is ``ai``, ``general`` or ``corpus``) or, for about a quarter of the HTML documents
(drawn by each document's seed), one of 14 real html-dev2 pages of the FROZEN TEST side of
``benchmarks/html_dev2_split.json`` (in its test list, not in dev, test by its rule;
UTF-8, at most 300 kB) that neither heldout4 nor heldout5 drew (their first 24 by
sha256("heldout4-carrier:" + id) and by sha256("heldout5-carrier:" + id), and heldout5's
actual draw, are excluded; the rest ordered by sha256("heldout6-carrier:" + id)), read at
run time from ``../shared/corpus`` and never copied. Without the corpus those documents
are skipped and every other document is unchanged byte for byte.

Clean documents (``clean_en/es/pt.py``): 15 hard-negative categories per language (a
teacher's guide to chatbots in class, a bank's anti-phishing page quoting a fake text, a
developer's blog post on support-bot prompts with a system prompt in a code block, an
airline's check-in instructions, a translators' style guide, an SEO agency's pitch, a
smart speaker's help page, a game's cheat codes, a chatbot privacy notice, a call-centre
script for human agents, a password manager's FAQ on recovery keys, a newsroom's AI
policy, a robot vacuum's quick start, a ranking methodology, a notary's verification
service), 6 documents each, most with one of their own sentences also in a hidden channel
or a hidden PDF layer (``placed=<channel>`` or ``none``); plus 16 plain host pages per
language (``plain:<kind>``, one own sentence hidden, half PDFs).

Counts with the shared corpus: 1389 documents; 1071 injected (357 per language; 51 per
channel and language; 801 on host pages, 376 of them AI-topic, 270 on 14 test-side
html-dev2 pages); 318 clean (106 per language: 15 x 6 = 90 hard negatives + 16 plain; 60
PDFs; placed: none 39, css_hidden 45, html_comment 45, meta 45, attribute 42,
structured_data 42, pdf_hidden_text 60). Without the corpus: 1119 documents, 801
injected (at least 28 per channel and language), the clean side unchanged.

Labels: ``part="heldout6"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=<source>[;page=html-dev2/<id>];
host_topic=<ai|general|corpus>;set=heldout6"; clean "hardneg:<category>;placed=<channel|
none>" or "plain:<kind>;placed=<channel>"; all ``synthetic=True``. Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout6 import
load``; ``python benchmarks/injection_quality.py --part heldout6`` scores it (``--part
all`` includes it).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout6"
WRITTEN = "2026-12-02"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order; the corpus-carried ones only when the
    shared corpus (default ``../shared/corpus``) has ``html-dev2``."""
    from .build import build

    path = (corpus if corpus is not None else default_corpus()).resolve()
    return list(build(path))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
