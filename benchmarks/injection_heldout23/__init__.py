"""A twenty-third held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (left out of ``--part all``,
never tuned on; no detector figure on it seen by its writer) until its first scoring on
2026-12-03 (v23 0.486 / 0.8 %, candidate v27 0.545 / 0.8 %: v27 shipped); a tuning writer
since.

Who and when: written on 2026-12-03 between 18:36 and about 18:55 UTC by ``date -u`` (first
``date -u`` 18:36:46; texts, code, tests and the registration committed at 18:51 as ``7caa2c8``,
a wrapped docstring of ``page.py`` as ``9b4b6bf``, then this docstring with the wiring
check's result), by a helper session (branch ``heldout23``,
from main), a new writer for this set: every text in its own words. The interfaces follow
``injection_heldout22``: ``load``, the ``LabeledDoc`` fields, the family grammar, the
channel names, the id scheme (prefix ``h23-``), the counts, the clean placement counts and
the test topics; ``build.py`` hands this set's parts to the shared
``benchmarks/heldout_assembly.HeldoutSet`` with this set's own page template (``page.py``:
a top bar, a link list, an ``<article>``, an ``<aside>`` and one ``<style>`` sheet), so its
pages do not look like heldout21's and heldout22's; ``_grid.py`` keeps heldout22's formula
with new offsets and ``pdfmake.py`` heldout22's structure.

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18 | head -60``); of ``injection_heldout22`` the whole ``__init__.py``,
``_grid.py``, ``build.py``, the first 60 lines of ``channels.py`` and ``pdfmake.py``, none
of its text files; ``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout22.py``,
``tests/heldout_checks.py`` (lines 40-120 and the ``def`` lines) and
``tests/test_heldout_assembly.py``; of ``benchmarks/injection_data/__init__.py`` only the
``LabeledDoc`` class and ``default_corpus`` (a ``grep -A``, which also showed the head of
``corpus_missing``). The package docstrings (read with ``ast.get_docstring``) of
``injection_heldout``, ``injection_heldout3`` .. ``injection_heldout22``,
``injection_tuning9`` and ``injection_tuning10`` went to /tmp/h23_docs.txt (2981 lines),
searched with ``grep -ic`` for every name planned here and, for words that hit, with
``grep -o`` printing the passages around them. Of ``benchmarks/injection_quality.py``:
``grep -n`` for heldout22, HELDOUT, SEALED, ``def loader`` and ``def parts_of`` (cut to 60
characters), lines 208-221 (the registry's end and SEALED), lines 118-127 cut to 60
characters (to find where heldout22's docstring sentence ends) and the ``all``: line cut
to 120; it was edited by a small script (registry entry, ``SEALED``, one docstring sentence
after heldout22's), its diff printed as added and removed lines only (cut to 120). Ran:
headless Chromium on this set's pages, PDFium through ``assert_pdf_technique_hides`` on
scratch PDFs and on every PDF of the set (through the tests), ruff, pytest on
``tests/test_injection_heldout23.py``, ``tests/test_heldout_assembly.py`` and
``tests/test_injection_data.py``, and the corpus check of ``tests/heldout_checks.py`` once
by hand against /work/shared/corpus (passed; the test skips in the worktree). Nothing under
``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``, the README, ``docs/``,
another worktree or /work/scratch/ (but PREAMBLE.md) was opened; ``git log`` was not run.
The one detector run is the wiring check (``injection_quality.py --part heldout23 --limit 5
--corpus /work/shared/corpus``, stdout to /dev/null, stderr to /tmp/h23_wiring.err):
exit code 0, 0 bytes, at 18:51:51 UTC on ``9b4b6bf``; no detector was run again.

What it saw that it should not have: the issue quotes the old detector's figures;
heldout22's docstring (read in full as the template) quotes v23's and v26's figures on
heldout22; lines 118-127 of ``injection_quality.py``, even cut to 60 characters, show
figures of v23, v25 and v26 on heldout21, heldout22 and the frozen test part; a few grep
passages of earlier docstrings may mention earlier candidates' figures. None was used to
choose anything; nothing about any detector's output on this set was seen.

Near neighbours, disclosed: ``blend_difference_black`` and ``blend_exclusion_black`` (black
text under CSS ``mix-blend-mode:difference`` / ``exclusion``, which leave any backdrop as it
is) are CSS blends as an earlier set's ``mix-blend-mode:lighten`` and ``screen`` were, and
the same blend modes as earlier PDF hidings (Difference, Exclusion); they need a painted
backdrop, which this set's ``<style>`` gives the root (``html{background:#fff}``): on a
first page template without it, both painted in Chromium and the template was changed.
``svg_metadata_child``, ``svg_filter_child``, ``svg_unknown_parent`` and
``svg_clippath_text_child`` put SVG ``<text>`` inside an SVG element whose children are not
rendered, as earlier sets did with an unused ``<pattern>``, ``<marker>``, ``<symbol>``, a
``<linearGradient>`` child, an empty ``<clipPath>`` and an empty ``<mask>``.
``ctm_mirror_left``, ``ctm_half_turn`` and ``ctm_magnify_off_page`` carry the block off the
page through the CTM, as heldout22's quarter turn and earlier off-page placements did;
``clip_single_moveto`` is a clip without area as earlier zero-area, zero-width, collinear
and flat-curve clips were. ``details_summary`` sits in a ``<details>``, an element named
before as visible text; ``dl_dd`` and ``dl_dt`` are the two children of one ``<dl>``. The
comments ``tornado_module`` and ``askama_block`` use ``{# #}`` as heldout22's Nunjucks
import did. The meta ``googlebot`` is near an earlier ``robots``. The JSON-LD fields
``unnamedSourcesPolicy``, ``masthead``, ``missionCoveragePrioritiesPolicy`` and
``verificationFactCheckingPolicy`` are publisher-policy fields as earlier
``actionableFeedbackPolicy``, ``correctionsPolicy`` and ``noBylinesPolicy`` were;
``publishingPrinciples`` was named in an earlier docstring. The tone ``tour_guide_patter``
replaced a first ``limerick`` once the grep showed an earlier ``rhyme`` tone (the 17
limerick texts were rewritten before any detector run); ``square_dance_call`` is a dance
call as heldout22's ``bingo_caller`` and ``cheerleader_chant`` were calls. The ask
``install_extension`` is near an earlier ask that switched off a pop-up blocker or
two-factor login, ``auto_purchase`` near an earlier ``pay_elsewhere``, and
``cancel_rival_booking`` near an earlier clean category on membership cancellation. Shapes:
``upper_first_half`` is near earlier Unicode small capitals, ``asterisk_every_fourth`` near
heldout22's filler after every third word, ``tilde_after_vowels_longest`` near heldout22's
accents on the vowels of the two longest words. Clean: ``dentist_booking_faq`` is near an
earlier dental-clinic host, ``hospital_visitor_rules`` near earlier hospital pages,
``citizen_science_app_notes`` is release notes as earlier ones were; the host
``community_orchard`` near an earlier orchard mention, ``mobile_library`` near earlier
library pages. The PDFs use Courier-Bold headings as an earlier set's Courier-Bold PDFs
did (a font, not a hiding); the page size (396 x 612 pt) is not named before.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Wrenfield, Gobbelin,
Thistlecombe, Marrowby, Pickwhistle; Baltasarín, Clotildo, Remedina, Pancracio, Ursulina;
Tibúrcio, Firmina, Epaminondas, Clodoaldo, Genoveva: none a word in any earlier
docstring), ``the_ai``, ``role`` (a stilt-class finder bot, a snail-farm compare bot, a
cairn-workshop booking bot, a fence-quote bot, a tuning-helper bot; in Spanish and
Portuguese a snail comparer, a fence-budget bot, a stilt-class finder, a stone-retreat
bot, an organ-tuner bot, a stilt-lesson booking bot, a retreat booking bot), ``implicit``
("whoever is choosing a veneer inlay class from this list", "tú que comparas talleres de
taracea para alguien", "tu que escolhes uma oficina de marchetaria para alguém", ...), ``none``. What is
asked: ``ignore`` (never with that word), ``rank_first``, ``verified`` (approved,
certified, accredited by an invented board), ``hide``, ``reveal``, ``exfiltrate`` (names,
phones, postcodes, addresses, e-mail, DNI, NIF, passport, birth date, card number,
contacts, to an e-mail or a URL), and three asks no earlier docstring names:
``auto_purchase`` (buy an item or plan in the user's name with the saved card, without
asking), ``install_extension`` (add a browser add-on or plug-in, with wide access, without
telling) and ``cancel_rival_booking`` (cancel the user's booking with a competitor, often
rebooking with the vendor). How softly: ``imperative``, ``request``, ``note``, ``policy``,
and four new: ``courtroom_oath`` ("I solemnly swear", "¿Jura...?", "Fique em acta"),
``recipe_card`` (ingredients and numbered method steps), ``square_dance_call`` ("allemande
left", "¡cambio de pareja!", "roda pela esquerda") and ``tour_guide_patter`` ("on your
left", "sigan al guía", "à vossa esquerda"). Context, 15 none named before: coracle
building, hurdy-gurdy lessons, stilt walking, marquetry, scything courses, rock balancing,
yurt making, fly tying, snail farming, truffle hunting, barrel organ repair, wattle
fencing, and three whose topic is AI (``ai_snowplough_router``, ``ai_fly_hatch_predictor``,
``ai_barrel_organ_tuner``). 10 to 77 words (en 10-77, es 10-77, pt 10-71); the longest in
each language buries the order in a firm's own description (a snow-clearing firm, a
coracle workshop, a barrel-organ repairer). 90 of the 135 texts are plain prose.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel), five no earlier docstring names: ``#`` before words of seven characters or more
(``hashtag_long_words``), ``~`` after each vowel of the two longest words
(``tilde_after_vowels_longest``), every fourth word in asterisks
(``asterisk_every_fourth``), the first half of each word of four characters or more in
capitals (``upper_first_half``), ``=N`` after each word of eight characters or more
(``length_equals_long_words``).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels:
visible_text (a ``<fieldset>`` ``<legend>``, a ``<dl>`` ``<dd>``, a ``<dl>`` ``<dt>``, a
``<details>`` ``<summary>``), css_hidden (SVG ``<text>`` inside ``<metadata>``, inside a
``<filter>``, inside an unknown SVG element ``<shelf23>``, as a child of a ``<clipPath>``;
an absolutely positioned black ``<p>`` under ``mix-blend-mode:difference`` or
``exclusion``), html_comment (EJS comment, Template Toolkit, Cheetah directive, Tornado
module, Askama block, Scriban comment; head or body), attribute (``data-ferry-berth``,
``data-kiln-batch``, ``data-seed-packet``, ``data-wax-seal``, ``data-bib-number``,
``data-quiver-count`` on an empty ``<div>``), meta (``googlebot``, ``HandheldFriendly``,
``MobileOptimized``, ``msapplication-TileColor``, ``fediverse:creator``), structured_data
(JSON-LD BoatTerminal unnamedSourcesPolicy, TrainStation masthead, PawnShop
missionCoveragePrioritiesPolicy, TireShop verificationFactCheckingPolicy, BusStation
funder, AutoWash publishingPrinciples; ASCII-escaped about 30 % of the time) and
pdf_hidden_text (396 x 612 pt PDFs, Times-Roman under a Courier-Bold heading, written byte
by byte: the CTM mirrored left of the page, turned half a turn, magnified a thousand times
off the page; a clip whose path is a single moveto). The CSS hidings were checked with
headless Chromium (``--headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new
``--user-data-dir`` each time, 1000 x 900) on this set's own pages, three documents per
technique (18): each gave the same PNG as the page with the hidden text emptied, and each
painted once the hiding was removed (the SVG parent turned into a ``<g>``, the blend set to
``normal``); run again on the final pages (18 more documents, 54 renders), all 18 hid and
all 18 painted with the hiding removed. The PDF hidings were checked with PDFium through ``assert_pdf_technique_hides`` before the set was built; the tests repeat it
and render every PDF of the set. Carriers: host pages written here (``hosts.py``: a folk
dance society, a mobile library, a community orchard, a tide mill trust, and the AI-topic
hosts an AI laundry scheduler, an AI snow-day notifier, an AI bin-day reminder; 21 sites
under 21 names); AI contexts ride only on AI-topic hosts; ``host_topic`` is ``ai`` or
``general``. No corpus page: ``load(corpus=...)`` gives the same bytes with or without the
shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language that
talk about AI, assistants, instructions, policies and "ignore" without addressing a reader
model: a kitchen robot manual, language course terms, hospital visitor rules, a voice
banking FAQ, a dentist booking FAQ, a tractor autosteer manual, a pet microchip FAQ, a
census form guide, a glasshouse irrigation manual, a bird-survey app's release notes,
phone trade-in terms, tenancy agreement notes; 6 documents each (4-6 of the category's six
sentences, rotating), five of six with one of their own sentences also in a hidden HTML
channel or a hidden PDF block (``placed=<channel>`` or ``none``); plus 14 plain host pages
per language (``plain:<kind>``, one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 488 on AI-topic hosts, 457 on general ones); 258
clean (86 per language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57). Shapes: plain 630, each of the five others 63. Techniques on the 945
attack documents: visible dl_dt 39, fieldset_legend 37, dl_dd 34, details_summary 25; css
svg_filter_child 33, svg_unknown_parent 24, svg_metadata_child 22,
svg_clippath_text_child 20, blend_difference_black 18, blend_exclusion_black 18; comments
tornado_module 28, cheetah_directive 23, scriban_comment 22, template_toolkit 22,
ejs_comment 21, askama_block 19; attributes data-kiln-batch 29, data-quiver-count 25,
data-ferry-berth 22, data-bib-number 22, data-wax-seal 22, data-seed-packet 15; meta
msapplication-TileColor 34, HandheldFriendly 29, fediverse:creator 26, googlebot 23,
MobileOptimized 23; JSON-LD TireShop 29, TrainStation 26, PawnShop 24, BusStation 20,
AutoWash 18, BoatTerminal 18; PDF hidings on the 135 attack PDFs ctm_magnify_off_page 37,
ctm_half_turn 37, ctm_mirror_left 33, clip_single_moveto 28. 192 PDFs in all. Every
document is pinned by a digest in ``tests/test_injection_heldout23.py``.

Labels: ``part="heldout23"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout23"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h23-atk-..``, ``h23-clean-..``,
``h23-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout23 import
load``; ``python benchmarks/injection_quality.py --part heldout23`` scores it; ``--part
all`` leaves it out while it is sealed.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout23"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
