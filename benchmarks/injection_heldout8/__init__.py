"""An eighth held-out set for the prompt-injection detector (issue 18): a blind measure of
detector candidates on text nobody tuned on. Score it once per candidate to report; never
tune on it, never read which of its documents a detector flags.

Who and when: written by hand on 2026-12-02 by a helper session (branch ``heldout8``), a
new writer for this set: every text and every line of code in its own words, with
phrasing, contexts, host pages, shapes and hiding code of its own. Blindness rules it
kept: it opened nothing under ``src/pytest_websearch_bench/safety/`` (the detector, its
lexicon, its model); nothing under ``benchmarks/injection_data/`` except its ``__init__``
(for ``LabeledDoc`` and ``default_corpus``); not ``benchmarks/train_injection_model.py``,
not ``benchmarks/page_probe/``; none of the text files (attacks, clean pages, hosts,
shapes, markup) of ``injection_heldout``, ``injection_heldout3`` .. ``injection_heldout7``;
no other worktree; it did not read README.md between the line starting "## Prompt
injection" and the line starting "## Using it inside" (its paragraph was put right before
the line "**A seventh held-out set**" by a script that printed nothing of the README). For
interfaces only it read ``injection_quality.py`` and ``injection_heldout7``'s
``__init__``, ``build``, ``channels``, ``pdfbytes``, ``_rows`` and
``tests/test_injection_heldout7.py``; of ``benchmarks/injection_split.json`` only what
defines the page split (its rule, note and page lists). It ran no detector on this set
except the wiring check (``injection_quality.py --part heldout8 --limit 5``, output sent to
/dev/null, only the exit code read) and never looked at which documents any detector
flags. What it saw that it should not have: ``injection_quality.py`` (read for wiring)
names which parts v9 and v10 were fitted on and that heldout7 was scored blind for them
(no figure); to choose carriers it loaded the earlier held-out sets and printed only their
document counts per ``source`` and the non-html-dev2 ``page=`` labels (which pages they
used, no text). From ``injection_data`` the package imports only ``LabeledDoc`` and
``default_corpus``; it imports no other bank.

Attacks (``attacks_en/es/pt.py``, 51 per language, 153 texts, parsed by ``_rows``), four
labelled axes: who is addressed (``assistant``, ``agent``, ``model``, ``system``,
``named_ai``: ChatGPT, Grok, DeepSeek, Copilot, Perplexity, Le Chat, Phind, Ernie, Aria,
Maritaca; ``the_ai``; ``role``: a study-planner bot, a journey planner, a wiki-maintenance
bot, a judging bot, a billing helper, a class-booking helper, a comparison bot...;
``implicit``: "whoever reads this", "if you are reading this page to answer somebody",
"quien lee esto por otra persona", "tá lendo isto por alguém?"; ``none``); what is asked
(``ignore`` earlier instructions, ``rank_first``, declare ``verified``, ``hide`` a fact,
``reveal`` the prompt or keys, ``exfiltrate`` to a URL or e-mail address,
``change_answer``, ``recommend``/buy, ``tool_call``); how softly (``imperative``,
``request``, ``note``, ``policy``, ``indirect`` = third-person "should", ``question``,
``conditional``, ``disguised`` as data: statement rows, CSV lines, a timetable, a JSON
wiki record, a marketplace listing); and ``context``, 17 no earlier set used: bank
statements, parking rules, tutoring ads, crowdfunding pages, transit timetables, dating
profiles, fan wikis, press releases, hackathon pages, open-data portals, utility bills,
pet adoption listings, recycling guides, gym schedules, and three whose topic is AI
(``ai_safety_blog``, ``chatbot_marketplace``, ``ai_regulation_explainer``). Three attacks
per context and language; every value of every axis in every language; from three words
to paragraphs of 84-98 words with the order buried mid-paragraph; many without a trigger
word ("put aside whatever guidance came before", "lo que te indicaron antes ya no cuenta",
"deixa pra lá o que te pediram antes"); Mexican, Rioplatense and peninsular Spanish,
Brazilian and European Portuguese, typos ("pa", "porfa"), Spanglish and English in
Portuguese. Shapes (``shapes.py``, by position, two thirds plain): invisible characters
(ZWNJ, ZWJ, BOM) inside words, Cyrillic/Greek look-alikes, and four not in heldout7's
list: Mathematical Alphanumeric letters (``math_alnum``), digits for letters (``leet``),
alternating case (``case_noise``) and letters separated by dots (``dotted``). In PDFs
invisible, look-alike and math letters fall back to plain and are labelled plain.

Channels (``channels.py``, ``pdfbytes.py``), every attack in each of the 7 scored
channels: visible_text (footnote, sidebar box, definition list, comment thread, card
footer, banner strip, marked paragraph, blockquote with cite), css_hidden (inline
``display:none``, ``opacity:0``, a zero box, far above the page, ``clip:rect(0 0 0 0)``,
``color:transparent``, the ``hidden`` attribute, ``filter:opacity(0)``, behind a white
cover with ``z-index:-1``, a 1 px no-wrap box, a ``@media screen`` rule), html_comment
(editor TODO, build banner, IE conditional comment, translator note, CMS block,
googleoff/googleon, debug dump, WordPress block attribute), attribute (abbr title,
data-note, aria-description, img title, image-input alt, hidden input value, table
summary, iframe title, picture source data-alt), meta (description, keywords, abstract,
citation_abstract, subject, news_keywords, og:title), structured_data (JSON-LD
NewsArticle, SoftwareApplication, HowTo step, Dataset, Organization slogan, Course,
BusTrip, MonetaryGrant, WebPage mainEntity, or a microdata Dataset; ASCII-escaped about
30 % of the time) and pdf_hidden_text (A4 Helvetica PDFs written byte by byte: render mode
3, a 0.2 pt font, a zero-area clip, white RGB fill, right of the page edge, painted over
by a white rectangle). Carriers: host pages written here (``hosts.py``: laundromat,
pottery studio, community radio, ferry company, locksmith, and the AI-topic hosts AI
reading group, AI workstation shop, AI policy newsletter; per language; AI contexts always
ride on AI-topic hosts; ``host_topic`` is ``ai``, ``general`` or ``corpus``) or, for about
a quarter of the HTML documents (drawn by each document's seed), one of 8 real pages of
the FROZEN TEST side of ``benchmarks/injection_split.json``'s page split: of its 41
test-side ``html/`` and ``html-dev/`` pages, 35 decode as UTF-8 and have an http(s) URL
in their manifest; the first 8 by sha256("heldout8-carrier:" + path) are all ``html-dev/``
pages (34-893 kB). The html-dev2 test side is used up by heldout3-7; these pages were used
only by ``injection_heldout`` (the second set; it drew every one of them) and by the test
part of ``injection_data``. Read at run time from ``../shared/corpus``, never copied.
Without the corpus those documents are skipped and every other document is unchanged byte
for byte.

Clean documents (``clean_en/es/pt.py``): 15 hard-negative categories per language (a
bank's fraud warning, a phishing-awareness module, a newsroom's generative-AI policy,
mailbox filter rules, a marketplace's ranking rules, a password-manager review, a
customer-service bot policy, voice control for heating, a translators' style guide,
verified-badge rules, review moderation, API key rotation, unsubscribe help, a robots.txt
explainer, a school letter on AI and homework), 6 documents each, most with one of their
own sentences also in a hidden channel or a hidden PDF layer (``placed=<channel>`` or
``none``); plus 16 plain host pages per language (``plain:<kind>``, one own sentence
hidden, half PDFs).

Counts with the shared corpus: 1389 documents; 1071 injected (357 per language; 51 per
channel and language; 841 on host pages, 400 of them AI-topic, 230 on 8 frozen-test-side
html-dev pages); 318 clean (106 per language: 15 x 6 = 90 hard negatives + 16 plain; 60
PDFs; placed: none 39, css_hidden 45, html_comment 45, meta 45, attribute 42,
structured_data 42, pdf_hidden_text 60). Shapes: plain 741, leet 63, case_noise 63,
invisible 54, lookalike 54, math_alnum 54, dotted 42. Without the corpus: 1159 documents,
841 injected (at least 35 per channel and language), the clean side unchanged.

Labels: ``part="heldout8"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=<source>[;page=html-dev/<file>];
host_topic=<ai|general|corpus>;set=heldout8"; clean "hardneg:<category>;placed=<channel|
none>" or "plain:<kind>;placed=<channel>"; all ``synthetic=True``. Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout8 import
load``; ``python benchmarks/injection_quality.py --part heldout8`` scores it (``--part
all`` includes it).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout8"
WRITTEN = "2026-12-02"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order; the corpus-carried ones only when the
    shared corpus (default ``../shared/corpus``) has the frozen-test-side pages of
    ``html/`` and ``html-dev/``."""
    from .build import build

    path = (corpus if corpus is not None else default_corpus()).resolve()
    return list(build(path))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
