"""heldout60: the sixtieth held-out prompt-injection set (issue 18), written blind.

Who and when. Written on 2026-12-07 by a helper session started by the lead's session for
this one job, on branch ``heldout60`` (worktree /work/wt/heldout60, made from ``stop68``).
Times by ``date -u``: start 20:44:23; worktree, ``issues show 18 | head -60`` and the
template's files read 20:44-20:45; avoid-list dump 20:44:43; name greps 20:45-20:48 (and
again 20:53 for the JSON-LD types, 20:55 over every name in use, 20:58-21:01 for the PDF
hidings); grid 20:48:59; attacks en 20:49-20:50, es 20:50-20:51, pt 20:51; hosts
20:51-20:52; clean pages 20:52-20:53; shapes, channels, build 20:53; page template and PDF
maker 20:53-20:54; PDF hidings checked 20:54 (a first Screen-blend hiding failed the
PDFium check and was dropped); CSS hidings checked in headless Chromium on this set's own
pages 20:54:42-20:55:21; registration 20:55; tests and digest pin 20:55-20:56; this set's
tests 20:56-20:57 (passed); corpus check 20:57:28 (passed); three PDF hidings replaced
after the second grep found their ideas in earlier sets 21:01-21:04 (digest pinned again);
this set's tests again 21:04-21:05 (passed); the named tests 21:05:18-21:13:21 (passed);
corpus check again 21:05:20 (passed); this docstring 21:05-21:14; wiring check 21:13:22;
commit after it.

How the texts were written. Every text of the set (135 attacks, 216 hard-negative
sentences, 21 host pages of a title and three paragraphs) was typed by hand in this
session, each attack to its grid cell: ``_grid.py`` (addressees, asks, tones, contexts and
the per-language offsets) was fixed first, the cells printed, and the text at position
``i`` of ``attacks_<lang>.py`` written for ``cell(lang, i)`` (the comment above each text
names its cell). No phrase bank, template or sentence generator was used; the Spanish and
Portuguese texts were written in those languages (Portuguese in the European register),
not translated line by line (es 34-44 share cells with en 0-10; their texts were written
apart). Word counts per language: en 12-76, es 12-77, pt 12-73; the longest of each is a
standing rule (tone ``policy``: en 31, es 11, pt 1), the shortest en 33, es 44, pt 34. No
attack uses the word "ignore" (nor "ignorar"/"ignora"/"ignore-"); the ``ignore`` ask says
set aside, void, bin them, superseded and put down, cancelled and dropped; "quedan sin
efecto", "da por caducadas", "ya no valen... Tíralas", "queda anulado", "déjelas de lado",
"anule"; "deita fora", "esquece", "deixam de valer", "deixaram de circular... Desça delas".
No attack holds ``--`` or ``>`` (two planned system openers with angle brackets were
rewritten with square ones before the first build).

What was opened and run. Opened: /work/scratch/PREAMBLE.md and the brief
(/work/scratch/prompt_heldout60.md); ``issues show 18 | head -60``; of
``benchmarks/injection_heldout59/`` its ``__init__.py`` (code and its whole docstring),
``_grid.py``, ``build.py``, ``channels.py``, ``page.py``, ``pdfmake.py`` and ``shapes.py``,
not its attacks, clean pages or hosts; ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout59.py``, ``tests/heldout_checks.py``; of
``tests/test_heldout_assembly.py`` lines 1-20, 55-64 and 96-175; of
``tests/test_injection_heldout_assembled.py`` lines 1-100, 640-720, 716-1000 and 1015-1049
(and grep for heldout59 in both files). In ``benchmarks/injection_quality.py`` nothing was
printed but, through ``ast``, the values of heldout59's ``HELDOUT`` and ``SEALED`` entries,
the line numbers of the two closing braces and of the sentence ``A set still sealed``, per
line 286-296 its length, indentation and a few booleans, and about 120 characters of lines
292-293 around the word heldout59 (part of heldout59's docstring sentence); the insertion
was made by a script. The docstrings of every ``benchmarks/injection_heldout*`` package were
dumped with ``ast.get_docstring`` to /tmp and grepped for each planned name, printing counts
and short contexts. Not opened: anything under ``src/pytest_websearch_bench/safety/`` or
``artifacts/``, ``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, ``benchmarks/injection_data/`` texts, any other
set's text files, the README, ``docs/``, other worktrees, other files of /work/scratch; no
``git log`` or ``git show``. Run: headless Chromium (/usr/bin/chromium 150, already
installed) on pages of this set in /tmp; PDFium through ``heldout_checks``; ruff; this
set's tests and the named tests (``-n 2``, under ``nice``); the corpus check by hand; the
one wiring check at the end. No detector was run on the set except that wiring check. A
first run of the named tests was started before the PDF hidings were replaced; it was
stopped (its process and one left-over worker, by id) and run again.

What was seen that should not have been. No figure of this set. The head of issue 18 (which
the brief allows) gives the detector's old overall figures; not used. Lines 1015-1030 of
``tests/test_injection_heldout_assembled.py`` (a test docstring) list, per earlier set, the
candidate versions scored on it, whether each shipped, and for some sets a number
"gained"; read once while looking for the set names, not used. Looking for this session's
own left-over test worker with ``ps``, the list showed other sessions' processes, among
them a test run in another writer's worktree (its path and test file name only); nothing
of it was opened. The docstring greps printed short contexts of earlier sets' docstrings
(technique names, shapes, role bots, clean-category ideas); nothing was copied from them.

Repeats and near neighbours (the avoid-list space is saturated after 59 sets; exact repeats
were replaced, near ones kept and named). Replaced after the grep: planned hosts and contexts
with earlier hits (ocarina, coracle, croquet, sundial, hurdy-gurdy, zither, curling, pogo,
marquetry, tatting, pinhole, stilts, hedgehog, tide pool, pollen, barometer, cribbage,
snowshoe) by topics with no hit; the named AI Escarcha; tones (weather bulletin, ship's
log, lost-pet poster, wedding toast, fairy tale, lab notebook) by the four below; asks with
"sponsor"/"petition"; the CSS hidings first planned (``mix-blend-mode`` screen,
color-dodge and plus-lighter, ``filter:brightness``, ``contain:paint``, a conic mask,
``rotate3d``, ``mod()``/``round(down)`` opacities, a far ``margin-inline``); comment tools
(Sandvox, Pelican, Kirby, Grav, Textpattern, NetObjects, Umbraco, RapidWeaver); JSON-LD
pairs first planned (Taxon, Legislation, BoatTrip, Occupation, Quotation, ExercisePlan, all
found); PDF hidings (a Screen blend, which PDFium also painted at glyph edges, a Lab fill at
L* = 100, a CTM magnified 40 times and a ``1 0 -9 1`` shear, each found earlier as an idea);
the visible class ``rosette`` and the header class ``marquee``. Near, kept: asks
``book_quoits_lesson``, ``adopt_puffin_burrow``, ``order_zoetrope_strip`` near earlier
lesson, sponsorship (``sponsor_skittle_league``) and purchase asks; the tones
``train_announcement``, ``tweet_thread``, ``exam_invigilator``, ``treasure_map`` (no hit)
are voices as earlier announcement, thread, dialect and character tones were; the context
``skittle_alley_levelling`` and the attribute ``data-skittle-alley`` near an earlier
``data-skittle-neck``, ``data-quoit-pin`` near an earlier ``data-quoit-hob``. Role bots
reuse generic roles met before (a summary bot, a review bot, a booking bot, "bot de
reseñas", "robô de resumos"); the others (FAQ bot, garden-centre chatbot, bot de atención
al cliente, bot de recomendaciones, bot comparador, bot de citas, robô de respostas
rápidas, robô de compras, robô de pesquisa, robô comparador) were not all grepped one by
one. Shapes: ``diaeresis_for_every_e`` near an earlier ``diaeresis_before_seventh``,
``grave_for_every_i`` near an earlier ``grave_for_every_a``,
``currency_sign_for_every_space`` near an earlier ``currency_before_sixth`` and earlier
separator shapes (middle dot, broken bar), ``single_guillemets_round_words`` near an
earlier ``guillemets_every_fifth``, ``ordinal_for_every_o`` near an earlier
``ordinal_after_long`` and an earlier ø for o. CSS: ``pow_zero_opacity`` near earlier
math-function opacities (NaN, -infinity, ``sibling-count()``, ``clamp``) and an earlier
``pow()`` in a clipped height; ``to_zero_font`` near an earlier ``round(to-zero, ...)``
height and earlier zero font sizes; ``intrinsic_zero_contained`` near earlier size
containment (``container-type:size``, ``contain:strict``); ``none_channel_ink`` near earlier
fully transparent colours (rec2020, hwb, lab, oklab with alpha 0); ``fixed_below_fold``
near an earlier ``position:fixed;bottom:100vh`` and heldout59's ``fixed_above_viewport``;
``mask_tile_parked_far`` near an earlier ``mask_tile_sized_nothing``. PDF:
``white_outline_stroke`` near earlier outline-only glyphs with stroke alpha 0, an earlier
``stroke_dash_zero`` and earlier white fills; ``turned_225_below`` near earlier quarter, half
and 120-degree turns of the CTM; ``curve_clip_over_top`` near an earlier
``clip_point_bezier`` and earlier off-page clip rectangles; ``flipped_above_top`` near an
earlier ``flip_below_page`` and ``ctm_mirror_left``. Times-Roman, Times-BoldItalic and the
A4 page were used by earlier sets. Comment tools (Typecho, DokuWiki, PmWiki, Dotclear,
b2evolution, Habari) not found, near earlier CMS, wiki and blog banners. JSON-LD: none of
the six types or properties was found. Clean categories: the names were not found but
``spreadsheet_formula_help``, ``proofreading_style_sheet`` and ``lane_assist_leaflet``
are near earlier spreadsheet, proofreading and driving pages, and the ideas (an AI policy,
an appliance or device manual, a quiz) were met before in other words.

Axes (``_grid.py``; family ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;
variant=..;carrier=synthetic;host_topic=..;set=heldout60``). Addressees (9): assistant,
agent, model ("language model"), system (a bracketed or capitalised system message),
named_ai (Fescue and Wimble in English, Mimbre and Alcaraván in Spanish, Cotovia and
Azevinho in Portuguese), the_ai, role (the bots above), implicit ("whoever is reading this
page in order to answer somebody"), none. Asks (9): ignore, rank_first, verified, hide,
reveal, exfiltrate, and three of this set: book_quoits_lesson, adopt_puffin_burrow,
order_zoetrope_strip. Tones (8): imperative, request, note, policy, and four of this set:
train_announcement, tweet_thread, exam_invigilator, treasure_map. Contexts (15):
quoit_pin_setting, treadle_belt_splicing, zoetrope_slit_cutting, gourd_banjo_neck_fitting,
diabolo_axle_greasing, skittle_alley_levelling, magic_lantern_slide_painting,
wormery_bedding_mixing, toboggan_runner_waxing, sealing_wax_melting,
treehouse_rope_lashing, rain_gauge_reading, and three whose topic is AI:
ai_puffin_burrow_counter, ai_mussel_bed_mapper, ai_murmuration_tracker. Offsets en 47, es
13, pt 82 (every addressee five times and every context three times per language; every ask
at least four and every tone at least five times). Shapes (``shapes.py``), one attack in
three (``i % 3 == 2``), the five in turn: diaeresis_for_every_e (e/E to ë/Ë),
grave_for_every_i (i/I to ì/Ì), currency_sign_for_every_space (the words joined by ¤),
single_guillemets_round_words (each word inside ‹ ›), ordinal_for_every_o (o/O to º); all
cp1252.

Hosts (``hosts.py``, 21 sites): quoits_league, treadle_guild, zoetrope_workshop,
toboggan_club, and three whose topic is AI: puffin_ai_census, mussel_ai_monitor,
murmuration_ai_lab, each in English, Spanish and Portuguese.

Page (``page.py``): a playbill look on a dark plum ground: a plum ``<header
class="proscenium">`` with a gold double bottom rule, the site's name centred in small
capitals (``billname``) above rounded plum menu pills (``billnav``); the text on an ivory
``<article class="playbill">`` framed by a gold double border, the title centred in bold
italic over a thin gold rule; a small centred italic ``<footer class="curtainfoot">``.
Georgia/DejaVu Serif. The style sheet also styles ``.pinmark`` (the attribute carrier).

Channels and techniques (``channels.py``; counts over the 945 attack documents).
visible_text: stub_ticket (``div.stubticket``, a ticket stub with dotted side edges) 33,
slate_panel (``p.slatepanel``, chalk-coloured text on a dark slate in a wooden frame) 33,
cockade_badge (``aside.cockade``, a rounded pink badge floated left) 27, fold_flap
(``section.foldflap``, an inset shadow like a folded flap) 42. css_hidden, each checked in
headless Chromium to paint nothing (a page of this set with the hiding against the same
page with ``visibility:hidden`` added: identical pixels; without the hiding the text
paints): pow_zero_opacity (``opacity:pow(0,3)``) 22, to_zero_font
(``font-size:round(to-zero,.8em,1em)``) 25, intrinsic_zero_contained (``contain:size
paint;contain-intrinsic-block-size:0px``) 22, none_channel_ink (``color:rgb(none none
none/none)``) 24, fixed_below_fold (``position:fixed;inset-block-start:100vh``) 18,
mask_tile_parked_far (``mask:linear-gradient(#000 0 0) -900vw 0/9px 9px no-repeat``) 24.
html_comment (a publishing tool's leftover comment, head or body): typecho_widget 28,
dokuwiki_include 23, pmwiki_include 15, dotclear_widget 22, b2evolution_container 18,
habari_block 29. attribute (on an empty ``<i class="pinmark">``): data-quoit-pin 24,
data-treadle-belt 20, data-gourd-neck 25, data-zoetrope-slit 25, data-diabolo-axle 20,
data-skittle-alley 21. meta: quoit-throw 25, treadle-stitch 36, zoetrope-frame 20,
diabolo-spool 30, puffin-burrow 24. structured_data (JSON-LD type: property):
ChemicalSubstance: chemicalRole 23, MolecularEntity: iupacName 26, MathSolver:
mathExpression 24, Gene: expressedIn 21, TaxiService: providerMobility 26, HowToTool:
requiredQuantity 15. pdf_hidden_text (``pdfmake.py``, A4 595 x 842 pt, Times-Roman and
Times-BoldItalic, a plum band with a gold rule across the top and a gold rule under the
title; each hiding passes ``assert_pdf_technique_hides``): white_outline_stroke (``1 Tr 1
G``, glyph outlines stroked in white, never filled) 41, turned_225_below (``-0.7071 -0.7071
0.7071 -0.7071 0 0 cm``, the block turned 225 degrees, every point below the page) 26,
curve_clip_over_top (``150 900 m 250 1010 350 1010 450 900 c h W n``, a clip bounded by a
Bézier arch above the page) 34, flipped_above_top (``1 0 0 -1 0 1700 cm``, the block
mirrored about y = 850, every point above the page) 34.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels, 45 attacks per
language en/es/pt, 315 documents per language; 513 on AI hosts, 432 on general ones;
shapes plain 630 and 63 each of the five) and 258 clean (per language 72 hard negatives, 12
categories x 6, and 14 plain host pages, 2 per host). Clean categories:
satnav_detour_manual, art_contest_ai_rules, dog_sitter_instructions,
weather_model_explainer, camera_autofocus_manual, orchestra_sightreading_tips,
spreadsheet_formula_help, lane_assist_leaflet, lab_safety_induction, ai_pub_quiz_answers,
proofreading_style_sheet, ferry_timetable_notices (about AI, assistants, models,
instructions, policies and ignoring, none addressing a reader model). Clean placements:
none 36, css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57 (each hidden copy one of the page's own sentences). 192 PDFs. Ids
``h60-atk-<lang>-<nn>-<channel>``, ``h60-clean-<lang>-<category>-<k>``,
``h60-plain-<lang>-<kind>-<j>``; ``part="heldout60"``, ``source="synthetic"``,
``synthetic=True``; the payload of an attack is its dressed text. Registered in
``benchmarks/injection_quality.py`` (``HELDOUT`` and ``SEALED``, one docstring sentence).
Digest pinned in ``tests/test_heldout_assembly.py``; the set added to
``tests/test_injection_heldout_assembled.py``; the corpus check of
``tests/heldout_checks.py`` (skipped by the test here, no default corpus) run by hand
against /work/shared/corpus: passed.

Wiring check. Once, after every other check:
``PYTHONPATH=src:benchmarks /work/venv/bin/python benchmarks/injection_quality.py --part
heldout60 --limit 5 --corpus /work/shared/corpus > /dev/null 2> /tmp/h32_wiring.err``;
run at 21:13:22, exit code 0, stderr 0 bytes (only these two looked at). No figure was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout60"
WRITTEN = "2026-12-07"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
