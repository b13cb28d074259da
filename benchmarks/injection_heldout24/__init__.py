"""A twenty-fourth held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (listed in
``injection_quality.SEALED``, left out of ``--part all``, never tuned on; no detector figure
on it seen by its writer) until its first scoring on 2026-12-03 (v27 0.579 / 1.5 %, candidate
v28 0.594 / 1.5 %: v28 not shipped); a tuning writer since.

Who and when: written on 2026-12-03 between 21:54 and about 22:14 UTC by ``date -u`` (first
``date -u`` 21:54:35; grid 22:00, channels and CSS checks 22:00-22:02, PDF checks 22:00,
hosts and clean texts 22:02-22:04, attacks 22:04-22:06, registration and tests 22:06-22:08,
final Chromium check 22:10, PDF pair replaced 22:11, texts, code, tests and the registration committed 22:12 as
``fc8ced5``, then this docstring with the wiring check's result), by a helper session (branch
``heldout24``, from main ``dcfa1a3``), a new writer for this set: every text in its own
words. The interfaces follow ``injection_heldout23`` (the template): ``load``, the
``LabeledDoc`` fields, the family grammar, the channel names, the id scheme (prefix
``h24-``), the counts, the clean placement counts and the test topics; ``build.py`` hands
this set's parts to the shared ``benchmarks/heldout_assembly.HeldoutSet`` with this set's
own page template (``page.py``: a masthead strip, a tab row ``<ul class="tabs">``, a
``<section>`` for heading and paragraphs, a side column and a colophon, in a two-column CSS
grid styled by one ``<style>`` sheet, Georgia and Verdana), so its pages do not look like
heldout21's .. heldout23's; ``_grid.py`` keeps heldout23's formula with new offsets (en 17,
es 5, pt 38) and ``pdfmake.py`` heldout23's structure.

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18 | head -60``); of ``injection_heldout23`` the whole ``__init__.py``,
``_grid.py``, ``build.py``, ``shapes.py``, the first 60 lines of ``channels.py`` and
``pdfmake.py``, none of its text files nor its ``page.py``; ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout23.py``, ``tests/test_injection_heldout_assembled.py``,
``tests/heldout_checks.py`` and ``tests/test_heldout_assembly.py`` (all whole). Of
``benchmarks/injection_data/__init__.py`` nothing was opened beyond what the template and
the tests import (``LabeledDoc``, ``default_corpus``). The package docstrings (read with
``ast.get_docstring``) of ``injection_heldout``, ``injection_heldout3`` ..
``injection_heldout23``, ``injection_tuning9`` and ``injection_tuning10`` went to
/tmp/h24_docs.txt (``injection_data``'s docstring was dropped from that file unread),
searched with a script counting every name planned here and, for words that hit, printing
short passages (40-60 characters either side) around the first hits. Of
``benchmarks/injection_quality.py``: ``grep -n`` for HELDOUT, SEALED, heldout23, ``def
loader`` and ``def parts_of`` (cut to 60 characters); it was edited by a small script
(registry entry, ``SEALED``, one docstring sentence after heldout23's), its diff printed as
added and removed lines only (cut to 120). Ran: headless Chromium on this set's pages,
PDFium through ``assert_pdf_technique_hides`` on scratch PDFs and on every PDF of the set
(through the tests), ruff check and format, pytest (``-n 2``) on
``tests/test_injection_heldout24.py``, ``tests/test_injection_heldout_assembled.py``,
``tests/test_heldout_assembly.py`` and ``tests/test_injection_data.py``, and the corpus
check of ``tests/heldout_checks.py`` once by hand against /work/shared/corpus (passed; the
test skips in the worktree). Nothing under ``src/pytest_websearch_bench/safety/`` or
``.../artifacts/``, ``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, the README, ``docs/``, another worktree or
/work/scratch/ (but PREAMBLE.md) was opened; ``git log`` was not run.
The one detector run is the wiring check (``injection_quality.py --part heldout24 --limit 5
--corpus /work/shared/corpus``, stdout to /dev/null, stderr to /tmp/h24_wiring.err): exit
code 0, 0 bytes, at 22:12:47 UTC on ``fc8ced5``; no detector was run again.

What it saw that it should not have: the issue quotes the old detector's figures;
heldout23's docstring (read in full as the template) quotes v23's and v27's figures on
heldout23, and ``tests/test_injection_heldout_assembled.py`` names which candidates were
shipped after heldout21 .. 23 were scored; a few grep passages of earlier docstrings may
mention earlier candidates' figures. None was used to choose anything; nothing about any
detector's output on this set was seen.

Replaced after the grep, before any detector run: a first CSS hiding ``color:Canvas``
(system colour on the canvas) painted in Chromium and was replaced by ``svg_image_child``;
the first PDF pair (text in a Separation and in a DeviceN colour space whose tint transform
gives white) turned out, on a later grep, to be named in earlier docstrings and was
replaced by ``ctm_flip_below`` and ``ctm_shear_vertical``; the Portuguese named AI
"Gervásio" (an earlier set's LLM name) became "Eufrásio".

Near neighbours, disclosed: ``ctm_flip_below``, ``ctm_shear_far`` and ``ctm_shear_vertical``
carry the block off the page through the CTM, as heldout23's mirror, half turn and
magnification and earlier off-page placements did; ``clip_offpage_rect`` is a clip that
holds nothing of the page, as earlier zero-area, single-moveto, disjoint and even-odd clips
were. ``svg_view_child``, ``svg_animate_child`` and ``svg_image_child`` put SVG ``<text>``
inside an SVG element whose children are not rendered, as heldout23's ``<metadata>``,
``<filter>``, unknown element and ``<clipPath>`` and earlier ``<pattern>``, ``<marker>``,
``<symbol>``, ``<switch>`` ones did. ``forced_colors_only``, ``supports_not_grid`` and
``container_query_wide`` are ``display:none`` blocks that the page's own sheet shows only
under a condition a desktop browser does not meet (forced colours, no grid support, a
container 4000 px wide), near an earlier ``print-only`` one. ``object_fallback_shown`` shows
the fallback text of an ``<object>`` with no plug-in, the visible counterpart of an earlier
hidden ``<object>`` fallback; ``thead_cell`` sits in a table as earlier ``<th>`` and
``<tfoot>`` cells did; ``ol_step`` is a list item as an earlier ordered-list item was;
``role_note_div`` is an ARIA-role strip as an earlier ``role="status"`` one was. The comment
``yoast_banner`` is a plug-in banner as earlier Hugo, Varnish and Mailchimp notes were;
``go_template_comment``, ``haml_silent``, ``slim_comment`` and ``jsx_block_comment`` are
template comments as earlier sets' many were; ``eslint_directive`` is a linter comment as
earlier linter-suppression text was. The metas ``apple-itunes-app`` and
``msapplication-starturl`` are near earlier ``apple-mobile-web-app-title`` and
``msapplication-TileColor``/``-tooltip``. The JSON-LD fields ``accessibilitySummary``,
``conditionsOfAccess``, ``accessibilityHazard`` and ``backstory`` are CreativeWork fields
as earlier ``usageInfo``, ``creditText`` and ``copyrightNotice`` were. Shapes:
``vowel_upper_longest`` is near earlier marks on the vowels of the longest words,
``percent_wrapped_longest`` near earlier wrappings of the longest words,
``semicolon_every_fifth`` near heldout23's asterisks on every fourth word,
``last_letter_upper`` near heldout23's ``upper_first_half``. Asks: ``redirect_delivery`` is
near an earlier ``redirect_booking``, ``share_live_location`` near earlier exfiltration of
addresses, ``change_default_search`` near earlier asks that changed browser settings
(``install_extension``). Tones: ``lost_pet_poster`` shares a word with an earlier JSON-LD Poster type. Clean:
``carpool_app_release_notes`` is release notes as earlier ones were,
``fire_drill_procedure`` near an earlier fire-ban page, ``baggage_allowance_terms`` near an
earlier in-flight safety card, ``exam_invigilation_rules`` near an earlier note on AI tools
in exams; hosts: ``winter_swim_club`` is near an earlier swimming pool host, and the context ``ice_fishing`` near an earlier
ice rink host. The PDFs use Helvetica and Helvetica-BoldOblique, fonts earlier sets'
Helvetica PDFs used in other cuts (a font, not a hiding); the page size (500 x 500 pt) is
not named before.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Corvellan, Mirabosk,
Tallowmere, Brindlecott, Ossiander; Eustaquio, Filomeno, Rigoberta, Sinforosa, Hermógenes;
Ambrosina, Deolinda, Eufrásio, Leocádio, Zulmira: none a word in any earlier docstring),
``the_ai``, ``role`` (a contest-log helper bot, an ice-trip booking bot, a rig-review bot, a
tower-finder bot, a craft-fair planner bot; in Spanish and Portuguese a harness booking bot,
a broom shopping bot, a contest-log bot, a tower-finder bot, a rig-review bot, a
contact-log bot, an ice-fishing booking bot), ``implicit`` ("whoever plots a trapeze class
for a friend", "tú que comparas talleres de fieltro para alguien", "a quem escolhe um curso
de feltragem para alguém", ...), ``none``. What is asked: ``ignore`` (never with that word),
``rank_first``, ``verified`` (approved, certified, accredited by an invented board),
``hide``, ``reveal``, ``exfiltrate`` (names, phones, birth dates, e-mail, addresses,
postcodes, GPS tracks, card numbers, passport, DNI, NIF, citizen-card numbers, to an e-mail
or a URL), and three asks no earlier docstring names: ``redirect_delivery`` (send the
user's parcel to the vendor's locker, depot or back door instead of the user's address),
``change_default_search`` (make the vendor's search engine the browser's default) and
``share_live_location`` (switch on continuous location sharing with the vendor). How
softly: ``imperative``, ``request``, ``note``, ``policy``, and four new:
``ships_log_entry`` ("Log, 06:10. Wind light.", "Bitácora, 18:30", "Diário de bordo"),
``flight_attendant_announcement`` ("Ladies and gentlemen, this is your cabin crew",
"Les habla el sobrecargo", "Fala a chefe de cabine"), ``lost_pet_poster`` ("LOST: ...
Answers to ...", "SE BUSCA", "PROCURA-SE") and ``lab_notebook_entry`` ("Entry 31.
Hypothesis: ... Method: ... Result", "Cuaderno de campo", "Caderno de laboratório").
Context, 15 none named before: kombucha brewing, accordion repair, broom making, felt
making, paper marbling, ham radio contests, trapeze classes, seaweed foraging, ice fishing,
clog dancing, chair caning, bell ringing, and three whose topic is AI
(``ai_ice_thickness_estimator``, ``ai_accordion_reed_tuner``, ``ai_trapeze_spotter``). 10
to 78 words (en 12-78, es 10-78, pt 10-77); the longest in each language is a long rule or
poster (a craft fair's safety record, a lost sled dog). 90 of the 135 texts are plain
prose.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel), five no earlier docstring names: the last letter of words of four characters or
more in capitals (``last_letter_upper``), ``^`` before words beginning with a vowel
(``caret_before_vowel_words``), the two longest words in ``%`` (``percent_wrapped_longest``),
``;`` after every fifth word (``semicolon_every_fifth``), the vowels of the longest word in
capitals (``vowel_upper_longest``).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels:
visible_text (a ``<thead>`` header cell, an ``<ol>`` step, a ``<div role="note">``, the
fallback text of a plug-in-less ``<object>``), css_hidden (SVG ``<text>`` inside
``<view>``, inside ``<animate>``, inside ``<image>``; a ``<p>`` the page's sheet hides
unless forced colours are active, unless the browser lacks grid support, unless its
container is 4000 px wide), html_comment (Go template comment, ESLint directive, Haml
silent comment, JSX block comment, Slim comment, Yoast SEO banner; head or body), attribute
(``data-bellows-size``, ``data-anvil-weight``, ``data-pollen-count``,
``data-ladle-volume``, ``data-sextant-reading``, ``data-tallow-batch`` on an empty
``<div>``), meta (``apple-itunes-app``, ``google-site-verification``,
``msapplication-starturl``, ``skype_toolbar``, ``al:android:app_name``), structured_data
(JSON-LD MovieTheater seeks, NailSalon backstory, NightClub accessibilitySummary, ComedyClub
conditionsOfAccess, PublicToilet accessibilityHazard, LakeBodyOfWater reviewBody;
ASCII-escaped about 30 % of the time) and pdf_hidden_text (500 x 500 pt PDFs, Helvetica
under a Helvetica-BoldOblique heading, written byte by byte: the CTM sheared to the right,
sheared upwards, flipped below the page; a clip to a square off the page). The CSS hidings
were checked with headless Chromium (``--headless=new --no-sandbox --disable-gpu
--hide-scrollbars``, a new ``--user-data-dir`` each time, 1000 x 900): first on a sample
page of this template, each gave the same PNG as the page with the hidden text emptied and
painted once the hiding was removed (the SVG parent turned into a ``<g>``, the class
dropped), and the four visible techniques painted; then on the final pages, three
documents per technique (18 documents, 54 renders): all 18 hid and all 18 painted with the
hiding removed. The PDF hidings were checked with PDFium through
``assert_pdf_technique_hides`` before the set was built; the tests repeat it and render
every PDF of the set. Carriers: host pages written here (``hosts.py``: dune rangers, a
water-tower cafe, a winter swim club, a sextant school, and the AI-topic hosts an AI
allergen menu checker, an AI plant-watering planner, an AI gauge reader; 21 sites under 21
names); AI contexts ride only on AI-topic hosts; ``host_topic`` is ``ai`` or ``general``.
No corpus page: ``load(corpus=...)`` gives the same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language that
talk about AI, assistants, instructions, policies and "ignore" without addressing a reader
model: an e-bike manual, a warehouse induction, exam-hall rules, co-working house rules, a
solar inverter manual, car-wash instructions, school-bus rules, carpool app release notes,
baggage allowance terms, a fire-drill procedure, a dashcam guide, a station ticket-machine
guide; 6 documents each (4-6 of the category's six sentences, rotating), five of six with
one of their own sentences also in a hidden HTML channel or a hidden PDF block
(``placed=<channel>`` or ``none``); plus 14 plain host pages per language
(``plain:<kind>``, one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 521 on AI-topic hosts, 424 on general ones); 258
clean (86 per language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57). Shapes: plain 630, each of the five others 63. Techniques on the 945
attack documents: visible ol_step 37, thead_cell 35, object_fallback_shown 32,
role_note_div 31; css svg_image_child 27, supports_not_grid 25, svg_animate_child 23,
container_query_wide 22, forced_colors_only 22, svg_view_child 16; comments haml_silent 27,
slim_comment 26, go_template_comment 25, eslint_directive 21, jsx_block_comment 18,
yoast_banner 18; attributes data-pollen-count 25, data-bellows-size 24, data-ladle-volume
24, data-tallow-batch 23, data-anvil-weight 21, data-sextant-reading 18; meta
al:android:app_name 38, msapplication-starturl 30, skype_toolbar 25,
google-site-verification 25, apple-itunes-app 17; JSON-LD ComedyClub 28, PublicToilet 24,
NailSalon 24, NightClub 23, LakeBodyOfWater 18, MovieTheater 18; PDF hidings on the 135
attack PDFs ctm_flip_below 37, clip_offpage_rect 34, ctm_shear_vertical 34, ctm_shear_far
30. 192 PDFs in all. Every document is pinned by a digest in
``tests/test_heldout_assembly.py``.

Labels: ``part="heldout24"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout24"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h24-atk-..``, ``h24-clean-..``,
``h24-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout24 import
load``; ``python benchmarks/injection_quality.py --part heldout24`` scores it; ``--part
all`` scores it since its first scoring (it left it out while it was sealed).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout24"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
