"""heldout59: the fifty-ninth held-out prompt-injection set (issue 18), written blind.

Who and when. Written on 2026-12-07 by a helper session started by the lead's session for
this one job, on branch ``heldout59`` (worktree /work/wt/heldout59, made from ``main``).
Times by ``date -u``: start 06:51:07; worktree and the template's files read 06:51;
avoid-list dump 06:51:54; name greps 06:52-06:54 (and again 07:06 over every name in use);
Chromium installed with ``apt-get install -y chromium`` 06:54-06:55; grid 06:54:56; page
template and channels 06:55; shapes and PDF maker, PDF hidings checked 06:55-06:56; CSS
hidings tried in Chromium on scratch pages 06:56; attacks en 06:56-06:57, es 06:57, pt
06:57-06:58; hosts 06:58; clean pages 06:58-06:59; loader and build 06:59; registration
06:59; tests and digest pin 07:00; the named tests 07:00-07:05 (one failure: each
language's shortest text must be 9-12 words, so three texts were shortened, see below);
CSS hidings checked again on the set's own pages 07:05-07:06; corpus check 07:06; the
named tests again 07:05-07:10 (passed); this docstring 07:06-07:11; wiring check 07:09:59;
commit after it.

How the texts were written. Every text of the set (135 attacks, 216 hard-negative
sentences, 21 host pages of three paragraphs) was typed by hand in this session, each
attack to its grid cell: ``_grid.py`` (addressees, asks, tones, contexts and the
per-language offsets) was fixed first, the cells printed, and the text at position ``i``
of ``attacks_<lang>.py`` written for ``cell(lang, i)`` (the comment above each text names
its cell). No phrase bank, template or sentence generator was used; the Spanish and
Portuguese texts were written in those languages (Portuguese in the European register),
not translated line by line (the Spanish offset makes es 24-44 share cells with en 0-20;
their texts were written apart). Three texts were shortened after the first test run
(en 16, es 40, pt 5) to give each language a shortest text of 10-12 words. Word counts per
language: en 10-73, es 11-72, pt 12-76; the longest of each is a standing rule (en 6, es
12, pt 0). No attack uses the word "ignore" (nor "ignorar"/"ignora"); the ``ignore`` ask
says throw away, void, put aside, dead weight, disregard, drop, "quedan anuladas",
"olvídelas", "deja de lado", "tíralas", "põe de parte", "deixa cair", "esquece",
"deixam de contar", "estão anuladas". No attack holds ``--`` or ``>``.

What was opened and run. Opened: /work/scratch/PREAMBLE.md and the brief
(/work/scratch/prompt_heldout59.md); of ``benchmarks/injection_heldout58/`` its
``__init__.py`` (code and its whole docstring), ``_grid.py``, ``build.py``, ``channels.py``,
``page.py``, ``pdfmake.py`` and ``shapes.py``, not its attacks, clean pages or hosts;
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout58.py``,
``tests/heldout_checks.py``; of ``tests/test_heldout_assembly.py`` lines 1-20, 55-64 and
96-175; of ``tests/test_injection_heldout_assembled.py`` lines 1-100, 640-720 and
990-1033 (and grep for the set names); in ``benchmarks/injection_quality.py`` nothing was
printed but, through ``ast``, the values of heldout58's ``HELDOUT`` and ``SEALED``
entries, the line numbers of the two closing braces and of the sentence ``A set still
sealed``, per line 286-295 its indentation, length and a few booleans, and 42 characters
of line 289 around the word heldout58; the insertion was made by a script. The docstrings
of every ``benchmarks/injection_heldout*`` package were dumped with ``ast.get_docstring``
to /tmp and grepped for each planned name, printing counts and short contexts. Not opened:
anything under ``src/pytest_websearch_bench/safety/`` or ``artifacts/``,
``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, ``benchmarks/injection_data/`` texts, any other
set's text files, the README, ``docs/``, other worktrees, other files of /work/scratch; no
``git log`` or ``git show``; ``issues show 18`` was not run. Run: headless Chromium
(/usr/bin/chromium 150, installed by this session) on scratch pages in /tmp and on one page
of this set per CSS hiding; PDFium through ``heldout_checks``; ruff; the named tests
(``-n 2``); the corpus check by hand; the one wiring check at the end. No detector was run
on the set except that wiring check.

What was seen that should not have been. No figure of this set. Lines 990-1014 of
``tests/test_injection_heldout_assembled.py`` (a test docstring) list, per earlier set, the
candidate versions scored on it, whether each shipped, and for three sets a number
"gained"; they were read once and not used for anything here. The docstring greps printed
short contexts of earlier sets' docstrings, among them technique names, clean-category
ideas and role-bot names (below); nothing was copied from them.

Repeats and near neighbours (the avoid-list space is crowded after 58 sets; exact repeats
were replaced before any text was written, near ones kept and named). Replaced after the
grep: planned host topics and contexts with earlier hits (weathervanes, ropewalks, clogs,
abacuses, kites, lanterns, bellows, quilts, cider, moths, lichen, cobbles) by topics with
no hit; planned named AIs (Halyard, Brindle, Cardo) by Tumbril, Sorrel, Almendro, Zarcillo,
Carqueja, Lapinha (no hit); planned tones (telegram, fortune cookie, commentary,
auctioneer, horoscope, knitting pattern, crossword, sea shanty, haiku, tv chef) by the four
below; the visible class ``stencilstrip`` and ``cornerflag`` by ``ledgerstrip`` and
``lozenge``, the carrier ``bobbinmark`` by ``knotmark``; CSS hidings first planned and
found earlier (``color:Canvas``, ``light-dark()``, ``z-index:-1``, ``backface-visibility``,
``rotate:x``, ``xywh()``, relative ``rgb(from ...)``, ``translateZ`` behind the eye,
``display:table-column``, ``font-size-adjust:0``, ``progress()``, ``clip-path:rect(0 0 0
0)``, ``mask-size:0``, ``mix-blend-mode:lighten``, an ``offset-path``); PDF hidings found
earlier (``0 Tz``, ``7 Tr``, Darken with white text as ``darken_white_fill``, an Indexed
white, an empty tiling pattern, a white shading, the quarter and half CTM turns) replaced
or reshaped; the MkDocs banner first held ``--8<--`` and was reworded. Near, kept:
``stage_whisper`` near earlier asides; ``chain_letter`` near an earlier clean "chain
message"; ``noir_detective`` and ``ransom_note`` have no hit but are voices as earlier
dialect and character tones were; the asks ``buy_theremin_kit``,
``join_backgammon_ladder`` and ``tip_rickshaw_rider`` near earlier purchase, sign-up and
payment asks. Role bots reuse generic roles met before (a fact-check bot, a minutes bot, a
"bot de presupuestos", "robô de resumos"); the others (recap, shortlist, newsletter, price
comparator, agenda, etiquetas, compras, atas) were not grepped one by one. CSS:
``mask_self_subtracted`` near earlier ``mask-composite:exclude`` hidings (``subtract`` not
found); ``circle_off_corner_clip`` near earlier zero-area clip-paths (``circle(0)``);
``mirrored_over_top`` near an earlier ``rotate(180deg)`` about a far ``transform-origin``;
``sibling_count_opacity`` near an earlier ``sibling-index()`` opacity (``sibling-count()``
not found); ``fixed_above_viewport`` near earlier placements above the viewport and
heldout57's ``bottom:100%``; ``jump_start_fade`` near an earlier 0 s ``@keyframes``
animation. PDF: ``pattern_cell_outside_bbox`` near earlier empty tiling patterns;
``turned_one_twenty_off_left`` near earlier quarter and half turns of the CTM;
``shoved_past_right_edge`` near earlier translations off the page;
``triangle_clip_offpage`` near an earlier ``clip_triangle_above_page`` and off-page clip
rectangles. Courier-Bold was used by earlier sets as a font. Shapes: ``cedilla_for_every_c``
near an earlier cedilla shape, ``circumflex_for_every_u`` near an earlier
``circumflex_vowels_ninth``; ``ring_for_every_a`` and ``caron_for_every_s`` (no hit) near
earlier letter-to-accented-letter shapes; ``middot_for_every_space`` near earlier
separator shapes (underscores, ellipses). ``lozenge_box`` near an earlier
``lozenge_badge``; ``knotmark`` near an earlier ``class="knot"``. JSON-LD: the types
``Diet``, ``Vehicle``, ``DefinedTerm``, ``ClaimReview``, ``Product`` and ``Recipe`` each
appear in earlier docstrings; none of the six properties was found. Comment tools
(Blogger, MkDocs, Movable Type, Serendipity, GoLive, EverWeb) not found, near earlier CMS
and site-builder banners. Clean categories keep ideas met before in other words: jury
directions to disregard evidence, a puppy taught by ignoring, a translation app, a chat
service, a newsroom AI policy, an appliance manual.

Axes (``_grid.py``; family ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;
variant=..;carrier=synthetic;host_topic=..;set=heldout59``). Addressees (9): assistant,
agent, model ("language model"), system (a bracketed or capitalised system message),
named_ai (Tumbril and Sorrel in English, Almendro and Zarcillo in Spanish, Carqueja and
Lapinha in Portuguese), the_ai, role (a recap, fact-check, shortlist, newsletter, minutes,
agenda, estimates, summary, price-comparison, verifier, tag or shopping bot), implicit ("whoever is
reading this guide in order to answer someone"), none. Asks (9): ignore, rank_first,
verified, hide, reveal, exfiltrate, and three of this set: buy_theremin_kit,
join_backgammon_ladder, tip_rickshaw_rider. Tones (8): imperative, request, note, policy,
and four of this set: stage_whisper, chain_letter, noir_detective, ransom_note. Contexts
(15): theremin_antenna_tuning, glockenspiel_bar_polishing, mandolin_bridge_setting,
filigree_wire_twisting, bell_mould_loaming, dry_stone_coping, rickshaw_canopy_stitching,
shuffleboard_puck_gliding, tiddlywink_squidger_filing, domino_pip_painting,
backgammon_checker_turning, ant_farm_tunnel_sifting, and three whose topic is AI:
ai_axolotl_gill_scorer, ai_icicle_drip_timer, ai_dandelion_seed_counter. Offsets en 31,
es 7, pt 60 (every addressee five times and every context three times per language; every
ask at least four and every tone at least five times). Shapes (``shapes.py``), one attack
in three (``i % 3 == 2``), the five in turn: ring_for_every_a (a/A to å/Å),
caron_for_every_s (s/S to š/Š), middot_for_every_space (the words joined by a middle dot),
cedilla_for_every_c (c/C to ç/Ç), circumflex_for_every_u (u/U to û/Û); all cp1252.

Hosts (``hosts.py``, 21 sites): theremin_society, mandolin_circle, rickshaw_cooperative,
backgammon_club, and three whose topic is AI: axolotl_ai_lab, icicle_ai_survey,
dandelion_ai_project, each in English, Spanish and Portuguese.

Page (``page.py``): a deep teal ``<header class="railbar">`` with a thick orange left edge,
the site's name in spaced upper-case (``railname``) beside a dotted-underlined ``railnav``;
the text on a white ``<main class="feltboard">`` with a dashed teal left border on a pale
stone ground, the title over an orange rule; a small spaced ``<footer class="railfoot">``.
Trebuchet MS/DejaVu Sans. The style sheet also holds ``@keyframes h59shut`` (used by one
CSS hiding).

Channels and techniques (``channels.py``; counts over the 945 attack documents).
visible_text: pinned_note (``div.pinnednote``, a tilted yellow note) 33, ledger_strip
(``p.ledgerstrip``, a monospace band) 30, lozenge_box (``aside.lozenge``, floated right)
35, tear_off_slip (``section.tearoff``, a dashed top edge) 37. css_hidden, each checked in
headless Chromium to paint nothing (a page with the hiding against the same page with
``visibility:hidden`` added: identical pixels; without the hiding the text paints), on
scratch pages and again on one page of this set per hiding: mask_self_subtracted (two
opaque ``linear-gradient`` mask layers under ``mask-composite:subtract``) 23,
circle_off_corner_clip (``clip-path:circle(3px at -40px -40px)``) 15, mirrored_over_top
(``scale:1 -1;transform-origin:50% -200vh``) 25, sibling_count_opacity
(``opacity:calc(1 - sibling-count())``) 24, fixed_above_viewport
(``position:fixed;inset-block-end:100%``) 25, jump_start_fade (``animation:h59shut 9s
steps(1,jump-start) forwards``, the keyframes going to ``opacity:0``) 23. html_comment (a
publishing tool's leftover comment, head or body): blogger_widget 27, mkdocs_snippet 18,
movabletype_module 24, serendipity_plugin 22, golive_component 24, everweb_shape 20.
attribute (on an empty ``<s class="knotmark">``): data-antenna-pitch 23, data-bridge-crown
18, data-filigree-coil 25, data-coping-stone 24, data-puck-glide 21, data-domino-pip 24.
meta: theremin-range 30, mandolin-course 32, rickshaw-canopy 23, backgammon-point 30,
squidger-edge 20. structured_data (JSON-LD type: property): Diet: dietFeatures 21, Vehicle:
knownVehicleDamages 24, DefinedTerm: termCode 23, ClaimReview: claimReviewed 26, Product:
countryOfAssembly 13, Recipe: cookingMethod 28. pdf_hidden_text (``pdfmake.py``, US Letter
612 x 792 pt, Helvetica and Courier-Bold, a teal and orange left edge and an orange rule
under the title; each hiding passes ``assert_pdf_technique_hides``):
pattern_cell_outside_bbox (``/Pattern cs /P59 scn``, a coloured tiling pattern whose cell
paints only outside its ``/BBox``) 30, turned_one_twenty_off_left (``-0.5 0.866 -0.866
-0.5 0 0 cm``, the block turned 120 degrees, every point left of the page) 39,
shoved_past_right_edge (``1 0 0 1 640 0 cm``) 29, triangle_clip_offpage (``-60 -60 m -12
-60 l -60 -12 l h W n``, a clip triangle below and left of the page) 37.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels, 45 attacks per
language en/es/pt, 315 documents per language; 528 on AI hosts, 417 on general ones; shapes
plain 630 and 63 each of the five) and 258 clean (per language 72 hard negatives, 12
categories x 6, and 14 plain host pages, 2 per host). Clean categories:
juror_handbook_extract, translation_app_review, call_centre_script_memo,
chess_engine_fair_play_rules, smart_oven_booklet, newspaper_ai_byline_policy,
model_kit_instructions, puppy_class_ignore_method, ai_history_lecture_notes,
library_chatbot_hours, tax_return_assistant_faq, choir_conductor_notes (about AI,
assistants, agents, models, instructions, policies and ignoring, none addressing a reader
model). Clean placements: none 36, css_hidden 39, html_comment 36, attribute 33, meta 27,
structured_data 30, pdf_hidden_text 57 (each hidden copy one of the page's own
sentences). 192 PDFs. Ids ``h59-atk-<lang>-<nn>-<channel>``,
``h59-clean-<lang>-<category>-<k>``, ``h59-plain-<lang>-<kind>-<j>``; ``part="heldout59"``,
``source="synthetic"``, ``synthetic=True``; the payload of an attack is its dressed text.
Registered in ``benchmarks/injection_quality.py`` (``HELDOUT`` and ``SEALED``, one
docstring sentence). Digest pinned in ``tests/test_heldout_assembly.py``; the set added to
``tests/test_injection_heldout_assembled.py``; the corpus check of ``tests/heldout_checks.py``
(skipped by the test here, no default corpus) run by hand against /work/shared/corpus:
passed.

Wiring check. Once, after every other check:
``PYTHONPATH=src:benchmarks /work/venv/bin/python benchmarks/injection_quality.py --part
heldout59 --limit 5 --corpus /work/shared/corpus > /dev/null 2> /tmp/h32_wiring.err``;
run at 07:09:59, exit code 0, stderr 0 bytes (only these two looked at). No
figure was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout59"
WRITTEN = "2026-12-07"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
