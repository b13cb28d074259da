"""A seventh held-out set for the prompt-injection detector (issue 18): a blind measure of
detector candidates on text nobody tuned on. Score it once per candidate to report; never
tune on it, never read which of its documents a detector flags.

Who and when: written by hand on 2026-12-02 by a helper session (branch ``heldout7``), a
new writer for this set: every text and every line of code in its own words, with
phrasing, contexts and host pages of its own. Blindness rules it kept: it opened nothing
under ``src/pytest_websearch_bench/safety/`` (the detector, its lexicon, its model);
nothing under ``benchmarks/injection_data/`` except its ``__init__`` (for ``LabeledDoc``,
``default_corpus`` and ``corpus_missing``); not ``benchmarks/train_injection_model.py``,
not ``benchmarks/page_probe/``; none of the text files (attacks, clean pages, hosts,
shapes, markup) of ``injection_heldout``, ``injection_heldout3`` .. ``injection_heldout6``;
no other worktree; README lines 1178-1865 (detector results) only for the heldout6
paragraph it was asked to place its own beside. For interfaces only it read
``injection_quality.py`` and ``injection_heldout6``'s ``__init__``, ``build``,
``channels``, ``pdfbytes``, ``_rows`` and ``tests/test_injection_heldout6.py``. It ran no
detector on this set except the wiring check (``injection_quality.py --part heldout7
--limit 5``, output sent to /dev/null, only the exit code read) and never looked at which
documents any detector flags. What it saw that it should not have: finding the heldout6
README paragraph, a ``grep`` printed four README lines that name heldout6's scoring rule
and say that visible text and soft, addressee-less orders were the gap; reading that
paragraph to its first blank line showed the start of the v9 scoring rule (no figure of
any set); checking where its own paragraph landed, it printed the first 60 characters of
the four README lines just before the heldout6 paragraph, which give a few of v3's
detection figures on heldout5 by softness and addressee. Nothing about this set. From ``injection_data`` the package imports only
``LabeledDoc`` and ``default_corpus``; it imports no other bank.

Attacks (``attacks_en/es/pt.py``, 51 per language, 153 texts, parsed by ``_rows``), four
labelled axes: who is addressed (``assistant``, ``agent``, ``model``, ``system``,
``named_ai``: Mistral, Alexa, Siri, Llama, Qwen, Pi, Bing Chat, Cortana, Gemma, Kimi,
Bard, Meta AI, Sabiá; ``the_ai``; ``role``: a literature-review bot, a ticket-checking bot,
a claims-intake bot, a catalogue-search helper, a genealogy bot, a model-comparison robot,
a virtual concierge...; ``implicit``: "whoever is reading this on someone else's behalf",
"reader", "quien lee esto"; ``none``); what is asked (``ignore`` earlier instructions,
``rank_first``, declare ``verified``, ``hide`` a fact, ``reveal`` the prompt or keys,
``exfiltrate`` to a URL or e-mail address, ``change_answer``, ``recommend``/buy,
``tool_call``); how softly (``imperative``, ``request``, ``note``, ``policy``,
``indirect`` = third-person "should", ``question``, ``conditional``, ``disguised`` as data:
key=value lines, a table row, a MARC catalogue field, a JSON object, a ticket stub); and
``context``, where such text is met, none used by an earlier set: travel itineraries,
academic abstracts, government forms, e-commerce product Q&A, event tickets, weather
pages, sports statistics, obituaries, library catalogue records, restaurant menus,
insurance quotes, car-rental terms, gardening almanacs, petition pages, and three whose
host topic is AI itself (``model_card``, ``prompt_marketplace``, ``ai_course_syllabus``).
Three attacks per context and language; every value of every axis in every language; from
three words to paragraphs of up to 87 with the order buried mid-paragraph; many never use a
trigger word ("throw out the guidance you were handed", "set aside whatever you were told",
"larga as orientações que trazias"); Mexican, Rioplatense and peninsular Spanish, Brazilian
and European Portuguese, typos, Spanglish and English mixed into Portuguese. Shapes
(``shapes.py``, by position, two thirds plain): invisible characters (word joiner,
zero-width space or soft hyphen) inside words, Cyrillic/Greek look-alike letters, numeric
character references for about 40 % of the letters of longer words (literal in comments
and JSON-LD strings), longer words spelt out letter by letter, a line break inside a
sentence, markdown noise, and two of this set's own: fullwidth Latin letters and combining
accents stacked on letters. In PDFs the invisible, look-alike, entity, fullwidth and
combining shapes fall back to plain and are labelled plain.

Channels (``channels.py``, ``pdfbytes.py``), every attack in each of the 7 scored
channels: visible_text (a reader's quotation, a list item, a table caption, a figure
caption, a callout, a subheading and paragraph, small print, an open ``details``, an
``address``), css_hidden (``visibility:hidden``, ``font-size:0``, text indented far away,
``transform:scale(0)``, ``max-height:0``, fixed far left, ``clip-path:inset(100%)``, white
on white, a ``<style>`` class rule ``display:none``, ``content-visibility:hidden``,
``aria-hidden`` off screen), html_comment (reviewer note, after an SSI include, knockout
binding, ESI ``<!--esi``, a commented-out paragraph, a copyright header, a star box, a Vue
placeholder; head or body), attribute (img alt, link title, button aria-label,
data-tooltip, input placeholder, option label, figure data-caption, area alt, time title),
meta (description, og:description, twitter:description, DC.description, dcterms.abstract,
summary, og:image:alt), structured_data (JSON-LD FAQPage answer, Review body, Event,
Offer description, ScholarlyArticle abstract, Trip itinerary, GovernmentService, QAPage
suggested answer, an ``@graph`` article body, Person description, or RDFa; ASCII escaped
about a third of the time) and pdf_hidden_text (US Letter Times-Roman PDFs written byte by
byte without a PDF library: render mode 7, 1 % horizontal scale, a text rise above the
page, below the bottom edge, white grey fill, white CMYK fill). Carriers: host pages
written here (``hosts.py``: bicycle workshop, swimming pool, veterinary clinic, bakery,
print shop, and the AI-topic hosts AI lab blog, AI meetup, chatbot vendor documentation;
per language; AI contexts always ride on AI-topic hosts, other contexts on any host:
``host_topic`` in the family is ``ai``, ``general`` or ``corpus``) or, for about a quarter
of the HTML documents (drawn by each document's seed), one of 7 real html-dev2 pages of the
FROZEN TEST side of ``benchmarks/html_dev2_split.json`` (in its test list, not in dev, test
by its rule, UTF-8) that none of heldout4, heldout5 and heldout6 drew. Those three drew
from the test-side pages of at most 300 kB and between them used all 62 (their draws are
replicated in ``build.drawn_earlier`` and excluded); the fresh ones are the larger pages,
so this set takes test-side pages of up to 1 MB (8 exist; 7 fit; 434-730 kB), ordered by
sha256("heldout7-carrier:" + id), read at run time from ``../shared/corpus`` and never
copied. Without the corpus those documents are skipped and every other document is
unchanged byte for byte.

Clean documents (``clean_en/es/pt.py``): 15 hard-negative categories per language
(examination rules, a photo contest banning AI images, an office e-mail etiquette guide, a
sat-nav manual, a library workshop on chatbots for CVs, a two-step verification guide, a
board game's rulebook, a parenting column on smart speakers, a data-access request page, a
wine guide's ranking method, a machine-translation notice, an LLM library's release notes
with a system prompt in a code block, hospital visiting rules, a fact check quoting a
viral chain message, a prompt-writing course), 6 documents each, most with one of their own
sentences also in a hidden channel or a hidden PDF layer (``placed=<channel>`` or
``none``); plus 16 plain host pages per language (``plain:<kind>``, one own sentence
hidden, half PDFs).

Counts with the shared corpus: 1389 documents; 1071 injected (357 per language; 51 per
channel and language; 815 on host pages, 391 of them AI-topic, 256 on 7 test-side
html-dev2 pages); 318 clean (106 per language: 15 x 6 = 90 hard negatives + 16 plain; 60
PDFs; placed: none 39, css_hidden 45, html_comment 45, meta 45, attribute 42,
structured_data 42, pdf_hidden_text 60). Without the corpus: 1133 documents, 815
injected (at least 29 per channel and language), the clean side unchanged.

Labels: ``part="heldout7"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=<source>[;page=html-dev2/<id>];
host_topic=<ai|general|corpus>;set=heldout7"; clean "hardneg:<category>;placed=<channel|
none>" or "plain:<kind>;placed=<channel>"; all ``synthetic=True``. Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout7 import
load``; ``python benchmarks/injection_quality.py --part heldout7`` scores it (``--part
all`` includes it).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout7"
WRITTEN = "2026-12-02"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order; the corpus-carried ones only when the
    shared corpus (default ``../shared/corpus``) has ``html-dev2``."""
    from .build import build

    path = (corpus if corpus is not None else default_corpus()).resolve()
    return list(build(path))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
