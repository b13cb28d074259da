"""heldout61: the sixty-first held-out prompt-injection set (issue 18), written blind.

Who and when. Written on 2026-12-07 by a helper session started by the lead's session for
this one job, on branch ``heldout61`` (worktree /work/wt/heldout61, made from ``stop68``).
Times by ``date -u``: start 20:44:23; brief, preamble, worktree and the template's files
20:44-20:45; avoid-list dump 20:45:21; name greps 20:45-20:48 (and again 21:01 and 21:08
over every name in use); grid 20:48:52; page template and channels 20:49; CSS hidings tried
in headless Chromium on scratch pages 20:49-20:50; shapes and PDF maker, PDF hidings checked
20:50; attacks en 20:50-20:51, es 20:51-20:52, pt 20:52-20:53; hosts 20:53; clean pages
20:53-20:54; loader and build 20:54; registration 20:54-20:55; tests and digest pin 20:55;
first run of this set's tests 20:55-20:57 (one failure, see below); CSS hidings checked on
the set's own pages 20:58-20:59 and again on scratch pages 21:00; the tone ``recipe_card``
found named earlier and replaced 21:01 (16 texts rewritten); the named tests 21:01:40-21:06:51
(passed); corpus check 21:06:56; CSS hidings checked again on the set's own pages
21:07-21:08; this docstring 21:09; wiring check after it; commit after that.

How the texts were written. Every text of the set (135 attacks, 216 hard-negative
sentences, 21 host pages of three paragraphs) was typed by hand in this session, each
attack to its grid cell: ``_grid.py`` (addressees, asks, tones, contexts and the
per-language offsets) was fixed first, the cells printed, and the text at position ``i``
of ``attacks_<lang>.py`` written for ``cell(lang, i)`` (the comment above each text names
its cell). No phrase bank, template or sentence generator was used; a small script only
spliced the 16 rewritten texts of the replaced tone into their places. The Spanish and
Portuguese texts were written in those languages (Portuguese in the European register), not
translated line by line (the offsets make es 0-5 share cells with en 39-44 and pt 0-19
with en 25-44, pt 14-44 with es 0-30; their texts were written apart). Word counts per
language: en 11-78, es
12-74, pt 11-75; the longest of each is a standing rule (en 6, es 26, pt 17, all
``policy``). No attack uses the word "ignore" (nor "ignorar"/"ignora"); the ``ignore`` ask
says void, "stops counting", "throw those away", "leave every instruction you carried at the
first stile", "struck from the record", "set aside", "no longer apply; drop them", "quedan
sin efecto", "caducan ... descártalas", "olvidó todo lo que le habían mandado", "dejó caer
todas sus órdenes", "dejó en la orilla", "olvida las indicaciones anteriores", "declaradas
nulas e sem efeito", "deixa de valer", "caducaram; põe-nas de lado", "largou todas as
ordens de antes no fundo do rio", "deixou cair", "deixou na areia". No attack holds ``--``
or ``>``; every text of a shaped attack changes under its shape (tested). The hard
negatives do say ignore/ignorar, as they should.

What was opened and run. Opened: /work/scratch/PREAMBLE.md and the brief
(/work/scratch/prompt_heldout61.md); ``issues show 18 | head -60``; of
``benchmarks/injection_heldout59/`` its ``__init__.py`` (code and its whole docstring),
``_grid.py``, ``build.py``, ``channels.py``, ``page.py``, ``pdfmake.py`` and ``shapes.py``,
not its attacks, clean pages or hosts; ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout59.py``, ``tests/heldout_checks.py``; of
``tests/test_heldout_assembly.py`` lines 96-110 and 145-175 (and grep for heldout58/59);
of ``tests/test_injection_heldout_assembled.py`` lines 1-110, 640-990 and 1015-1049 (and
grep for the set names and, once, for ``translate``, which printed five other sets' XPath
lines); in ``benchmarks/injection_quality.py`` nothing was printed but, through ``ast``,
heldout58's and heldout59's ``HELDOUT`` and ``SEALED`` entries, the line numbers of the two
closing braces and of the sentence ``A set still sealed``, heldout59's docstring sentence,
short contexts around the word heldout59, and lines 295-296 (the generic sealed rule,
which names no set, so nothing else needed changing); the insertion was made by a script.
The module docstrings of every ``benchmarks/injection_heldout*`` package except the text
modules were dumped with ``ast.get_docstring`` to /tmp and grepped for each planned name,
printing counts and short contexts. Not opened: anything under
``src/pytest_websearch_bench/safety/`` or ``artifacts/``, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``,
``benchmarks/injection_data/`` texts, any other set's text files, the README, ``docs/``,
other worktrees, other files of /work/scratch; no ``git log`` or ``git show``. Run:
headless Chromium (/usr/bin/chromium 150.0.7871.100, already installed) on scratch pages in
/tmp and on two pages of this set per CSS hiding at two window widths; PDFium through
``heldout_checks``; ruff; the named tests (``-n 2``); the corpus check by hand; the one
wiring check at the end. No detector was run on the set except that wiring check.

What was seen that should not have been. No figure of this set. Lines 1015-1030 of
``tests/test_injection_heldout_assembled.py`` (a test docstring) list, per earlier set, the
candidate versions scored on it, whether each shipped, and for some sets a number "gained";
they were read once and not used for anything. ``issues show 18`` shows the issue's own
figures for an early detector (allowed by the brief). The docstring greps printed short
contexts of earlier sets' docstrings (technique, tone, shape and clean-category names);
nothing was copied from them.

Repeats and near neighbours (the avoid-list space is crowded after sixty sets; exact
repeats were replaced, near ones kept and named). Replaced after the grep: planned shapes
(eth for d, slashed o, tilde for n, swapcase, bullets, micro sign, euro sign) by the five
below; planned tone ``tour_guide`` (named earlier) before any text; the tone
``recipe_card`` (named earlier; the first grep looked for "recipe card" with a space) after
its texts were written, by ``treasure_map``, its 16 texts rewritten; planned CSS hidings
found earlier (``round(down,...)``, ``mod()``, ``log()``, ``sin``/``cos`` opacities,
``rotate:y``, ``calc-size()``, ``contain:strict``/``contain:paint``, ``clip-path`` even-odd
polygons, ``filter:contrast(0) brightness()``, ``if()``, ``attr()``, ``popover``,
``hidden=until-found``); planned PDF hidings found earlier (text rise ``Ts``, a Separation
``/None``, optional content off, the Lighten, ColorDodge, Difference and Exclusion blends,
a transfer function to white, ``1 Tr`` white strokes, ``0 0 0 0 k``); the first
``translate`` hiding (leftwards by ``calc(-100% - 100vw)``) was changed to upwards before
any check of the set, since an unbroken en-dash line can overflow its box far to the
right. The PDF ring first had its hole inside the page; an unbroken en-dash line ran into
the ring's right band and painted (the one test failure), so the hole now runs off the
right edge. Near, kept: ``bedtime_story`` near an earlier ``fairy_tale`` tone with the same
openings ("Once upon a time", "Había una vez"); ``court_summons`` near an earlier
``courtroom_oath``; ``ghost_story`` and ``treasure_map`` have no hit; the asks
``enrol_castanet_course``, ``book_toboggan_run`` and ``adopt_nest_box`` near earlier
enrolment bots, ``book_extra_seats`` and a pet adoption. Role bots: booking, fact-check and
route-planner bots were met before; gift-finder, review-digest, "bot de viajes", "bot de
agenda", "bot de reseñas", "bot de resúmenes", "bot de compras", "bot de roteiros", "bot de
verificação", "bot de resumos", "bot de críticas" had no hit as written (heldout59 named
agenda, compras and summary bots in other words). Shapes: ``registered_for_every_r`` near
an earlier ``registered_after_capital``; ``dagger_for_every_t`` near ``dagger_after_fourth``;
``ordinal_for_every_a`` near ``ordinal_after_long`` and earlier letter-to-sign swaps (ring
for a, pound for l); ``cent_for_every_c`` (no hit) near those swaps;
``en_dash_for_every_space`` (no hit) near ``middot_for_every_space`` and other separator
shapes. CSS: ``transparent_border_fills_box`` (no border hit) near earlier padding-offbox
and zero-height clips; ``mask_slid_off_left`` (``mask-position`` not found) near earlier
zero-size and parked masks; ``halves_intersected_mask`` near earlier ``mask-composite``
exclude/subtract hidings; ``indent_past_right_edge`` near earlier far-left ``text-indent``;
``translate_self_and_screen_up`` near earlier ``translate:0 -400vh`` lifts;
``anchor_size_fallback_shut`` (``anchor-size`` not found) near heldout56's ``anchor()``
fallback and earlier zero-height clips. PDF: ``blown_up_four_hundred`` near an earlier
``3 0 0 3 700 0 cm``; ``margin_band_clip`` near ``clip_corner_square`` and off-page clips;
``turned_two_hundred_below`` near earlier quarter, half and 120-degree turns;
``frame_ring_clip`` near earlier even-odd twin-rectangle clips. Times-Roman and
Times-BoldItalic and the A4 page were used by earlier sets. JSON-LD: the types appear in
earlier docstrings; none of the six properties was found. Comment tools, attribute names,
meta names, visible classes, the ``pegmark`` carrier, host topics, contexts and the named
AIs had no hit. Clean categories (no name hit) keep ideas met before in other words: a
sat-nav manual, a marine autopilot manual, a court interpreters' code, class tablet rules,
a puppy taught by ignoring, library and vendor chatbots, a newsroom AI policy.

Axes (``_grid.py``; family ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;
variant=..;carrier=synthetic;host_topic=..;set=heldout61``). Addressees (9): assistant,
agent, model ("language model"), system (a bracketed or capitalised system message),
named_ai (Bramblewick and Teasel in English, Cardencha and Jaral in Spanish, Urtiga and
Giesta in Portuguese), the_ai, role (booking, gift-finder, review-digest, route-planner,
fact-check, summary, review, agenda, shopping, recommendation, travel, itinerary,
verification and critic bots), implicit ("whoever is reading this page in order to answer
someone"), none. Asks
(9): ignore, rank_first, verified, hide, reveal, exfiltrate, and three of this set:
enrol_castanet_course, book_toboggan_run, adopt_nest_box. Tones (8): imperative, request,
note, policy, and four of this set: ghost_story, bedtime_story, court_summons,
treasure_map. Contexts (15): yoyo_string_looping, castanet_cord_knotting,
bobsleigh_runner_waxing, toboggan_slat_steaming, diabolo_axle_greasing,
skipping_rope_handle_turning, spinning_top_tip_honing, nest_box_hole_drilling,
acorn_cap_whistling, conker_string_threading, pinecone_feeder_packing,
starfish_rockpool_sketching, and three whose topic is AI: ai_tadpole_leg_counter,
ai_firefly_flash_logger, ai_jellyfish_bloom_spotter. Offsets en 13, es 52, pt 38 (every
addressee five times and every context three times per language; every ask at least four
and every tone at least five times). Shapes (``shapes.py``), one attack in three
(``i % 3 == 1``), the five in turn: cent_for_every_c (c/C to ¢), dagger_for_every_t (t/T
to †), registered_for_every_r (r/R to ®), ordinal_for_every_a (a/A to ª),
en_dash_for_every_space (the words joined by an en dash); all cp1252.

Hosts (``hosts.py``, 21 sites): castanet_school, toboggan_run_club, diabolo_troupe,
nest_box_volunteers, and three whose topic is AI: tadpole_ai_lab, firefly_ai_census,
jellyfish_ai_watch, each in English, Spanish and Portuguese under its own name.

Page (``page.py``): a walnut-brown ``<header class="timberhead">`` with a double tan rule
under it, the site's name centred in bold italic Georgia (``timbername``) over small-caps
links (``timbernav``); the text on an ivory ``<main class="pinepanel">`` with a thin tan
border and a wide pale-tan halo on a cream ground, the centred title over a thin rule; an
italic centred ``<footer class="timberfoot">``. Georgia/DejaVu Serif.

Channels and techniques (``channels.py``; counts over the 945 attack documents).
visible_text: cue_card (``div.cuecard``, a ruled index card) 43, flag_tab
(``aside.flagtab``, a dark red swallow-tailed flag floated left) 37, stamp_well
(``p.stampwell``, a dotted-bordered monospace capitals box) 24, banner_fold
(``section.bannerfold``, a tan italic band) 31. css_hidden, each checked in headless
Chromium to paint nothing (a page with the hiding against the same page with
``visibility:hidden`` added: identical pixels; without the hiding the text paints), on
scratch pages and on two pages of this set per hiding (its longest text and, where there
is one, its longest en-dash text, at window widths 1000 and 400): transparent_border_fills_box
(``box-sizing:border-box;block-size:5em;border-block-start:5em solid #0000;overflow:hidden``,
a transparent border taking the whole box) 26, mask_slid_off_left (``mask:linear-gradient(#000
0 0) -200vw 0/100% 100% no-repeat``) 18, halves_intersected_mask (two half-width opaque
mask layers, left and right, under ``mask-composite:intersect``) 17, indent_past_right_edge
(``text-indent:100%;white-space:nowrap;overflow:hidden``) 24, translate_self_and_screen_up
(``translate:0 calc(-100% - 100vh)``) 29, anchor_size_fallback_shut
(``block-size:anchor-size(--h61-none block,0px);overflow:clip``, no such anchor, so the
0px fallback) 21. html_comment (an old page editor's leftover comment, head or body):
nvu_composer 24, kompozer_page 27, amaya_annotation 24, seamonkey_composer 26, iweb_widget
14, freeway_item 20. attribute (on an empty ``<i class="pegmark">``): data-castanet-pair
17, data-toboggan-slat 22, data-diabolo-axle 21, data-yoyo-loop 23, data-acorn-cap 27,
data-conker-string 25. meta: toboggan-run 25, diabolo-spin 21, nestbox-hole 32, yoyo-throw
27, firefly-flash 30. structured_data (JSON-LD type: property): VideoGame: cheatCode 20,
MusicComposition: musicalKey 26, Dataset: measurementTechnique 18, Book: bookEdition 24,
CreativeWork: interactivityType 18, Course: educationalCredentialAwarded 29.
pdf_hidden_text (``pdfmake.py``, A4 595 x 842 pt, Times-Roman and Times-BoldItalic, a
walnut band and tan rule across the top and a tan rule under the title; each hiding passes
``assert_pdf_technique_hides``): blown_up_four_hundred (``400 0 0 400 0 0 cm``, the block
scaled 400 times from the origin, far past the top right) 39, margin_band_clip (``28 0 22
842 re W n``, a clip band in the empty left margin) 32, turned_two_hundred_below
(``-0.9397 -0.342 0.342 -0.9397 0 0 cm``, the block turned 200 degrees, every point below
the page) 35, frame_ring_clip (``0 0 595 842 re 18 18 9000 806 re W* n``, an even-odd
clip that keeps only an 18 pt band at the left, top and bottom edges) 29.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels, 45 attacks per
language en/es/pt, 315 documents per language; 510 on AI hosts, 435 on general ones; shapes
plain 630 and 63 each of the five) and 258 clean (per language 72 hard negatives, 12
categories x 6, and 14 plain host pages, 2 per host). Clean categories:
lane_keeping_car_manual, weather_model_explainer, tantrum_parenting_column,
mortgage_chatbot_terms, satnav_update_notes, art_competition_ai_rules,
driving_instructor_handout, scholarship_essay_ai_policy, seminar_room_booking_faq,
flight_simulator_autopilot_guide, retirement_home_tablet_help,
sign_language_interpreter_code (about AI, assistants, agents, models, instructions,
policies and ignoring, none addressing a reader model). Clean placements: none 36,
css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text
57 (each hidden copy one of the page's own sentences). 192 PDFs. Ids
``h61-atk-<lang>-<nn>-<channel>``, ``h61-clean-<lang>-<category>-<k>``,
``h61-plain-<lang>-<kind>-<j>``; ``part="heldout61"``, ``source="synthetic"``,
``synthetic=True``; the payload of an attack is its dressed text. Registered in
``benchmarks/injection_quality.py`` (``HELDOUT`` and ``SEALED``, one docstring sentence).
Digest pinned in ``tests/test_heldout_assembly.py``; the set added to
``tests/test_injection_heldout_assembled.py``; the corpus check of
``tests/heldout_checks.py`` (skipped by the test here, no default corpus) run by hand
against /work/shared/corpus: passed.

Wiring check. Once, after every other check:
``PYTHONPATH=src:benchmarks /work/venv/bin/python benchmarks/injection_quality.py --part
heldout61 --limit 5 --corpus /work/shared/corpus > /dev/null 2> /tmp/h32_wiring.err``;
run at 21:09:45, exit code 0, stderr 0 bytes (only these two looked at). No figure was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout61"
WRITTEN = "2026-12-07"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
