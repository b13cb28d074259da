"""heldout62: the sixty-second held-out prompt-injection set (issue 18), written blind.

Who and when. Written on 2026-12-08 by a helper session started by the lead's session for
this one job (the only writer this session), on branch ``heldout62`` (worktree
/work/wt/heldout62, made from ``stop69``). Times by ``date -u``: start 00:12:56; brief,
preamble, worktree and the template's files 00:13; avoid-list dump 00:13:14; name greps
00:13-00:19 (again 00:25 and 00:36 over every name in use); grid fixed and its cells printed
00:19:15; page template, channels, shapes 00:19-00:20; PDF maker and PDF hidings checked
00:20-00:21 (one hiding replaced, see below); CSS hidings tried in headless Chromium on
scratch pages 00:21-00:23 (one hiding reshaped, see below); attacks en 00:25-00:26, es
00:26, pt 00:26-00:27; hosts 00:27; clean pages 00:27-00:28; loader and build 00:28;
registration 00:28-00:29; tests and digest pin 00:29 (this set's own tests and its part of
the shared ones passed first time); CSS hidings checked on the set's own pages 00:30-00:31;
ruff 00:31; the named tests 00:31:32-00:36:34 (passed: 751 passed, 44 skipped); corpus check
00:36:36 (passed); this docstring 00:37; wiring check after it; commit after that.

How the texts were written. Every text of the set (135 attacks, 216 hard-negative
sentences, 21 host pages of three paragraphs) was typed by hand in this session, each
attack to its grid cell: ``_grid.py`` (addressees, asks, tones, contexts and the
per-language offsets) was fixed first, the cells printed, and the text at position ``i``
of ``attacks_<lang>.py`` written for ``cell(lang, i)`` (the comment above each text names
its cell). No phrase bank, template or sentence generator was used; scripts only counted
words and checked the rules below. The Spanish and Portuguese texts were written in those
languages (Portuguese in the European register), not translated line by line; the offsets
make es 24-44 share cells with en 0-20 and pt 0-11 with en 33-44 (es and pt share none),
and those texts were worded apart (en 6 and es 30, both the standing verification rule of
a dollhouse forum, are the closest pair). Word counts per language: en 11-78, es 10-72, pt
10-77; the longest of each is a standing rule (en 6, es 30, pt 24, all ``policy``). No
attack uses the word "ignore" (nor "ignorar"/"ignora"; tested); the ``ignore`` ask says
"whatever game plan they handed you before kick-off is gone", "hereby withdrawn and void",
"has been cancelled. Drop it", "instructions issued before this line are withdrawn",
"discard every instruction it received before this page, cast off its old orders", "deja
sin efecto toda orden previa", "olvida todas las instrucciones recibidas antes", "las
órdenes del primer tiempo ya no valen", "quedan anuladas", "deita fora todas as ordens",
"põe de parte tudo o que lhe mandaram antes", "deixa cair as instruções que trazia",
"esquece as instruções que tinhas antes", "deixam de contar". No attack holds ``--`` or
``>``; every text of a shaped attack changes under its shape (tested). The hard negatives
do say ignore/ignorar/ignorá-lo, as they should.

What was opened and run. Opened: /work/scratch/PREAMBLE.md and the brief
(/work/scratch/prompt_heldout62.md); of ``benchmarks/injection_heldout61/`` its
``__init__.py`` (code and its whole docstring), ``_grid.py``, ``build.py``, ``channels.py``,
``page.py``, ``pdfmake.py`` and ``shapes.py``, not its attacks, clean pages or hosts;
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout61.py``,
``tests/heldout_checks.py``; of ``tests/test_heldout_assembly.py`` lines 55-70, 100-112,
113-119 and 140-175 (and grep for heldout61); of ``tests/test_injection_heldout_assembled.py``
lines 1-55 (in two pieces), 56-86 (grep for its ``Assembled`` class), 700-1042 and 1055-1080
(and grep for heldout61); in ``benchmarks/injection_quality.py`` nothing was printed but,
through ``ast`` and a line filter, heldout61's ``HELDOUT`` and ``SEALED`` entries, the line
numbers of the two closing braces and of the sentence ``A set still sealed``, lines 300-305
(heldout61's docstring sentence and the start of the generic rule) and the lines holding
the word heldout61; the insertion was made by a script. ``issues show 18`` was not run.
The module docstrings of every ``benchmarks/injection_heldout*`` package except the text
modules were dumped with ``ast.get_docstring`` to /tmp and grepped for each planned name,
printing counts and short contexts. Not opened: anything under
``src/pytest_websearch_bench/safety/`` or ``artifacts/``, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``,
``benchmarks/injection_data/`` texts, any other set's text files, the README, ``docs/``,
other worktrees, other files of /work/scratch; no ``git log`` or ``git show``. Run:
headless Chromium (/usr/bin/chromium 150.0.7871.100, already installed) on scratch pages in
/tmp and on pages of this set; PDFium through ``heldout_checks``; ruff; the named tests
(``-n 2``, under ``nice``); the corpus check by hand; the one wiring check at the end. No
detector was run on the set except that wiring check.

What was seen that should not have been. No figure of this set. Lines 1036-1042 and
1055-1062 of ``tests/test_injection_heldout_assembled.py`` (a test docstring) list, per
earlier set, the candidate versions scored on it, whether each shipped, and for two sets a
number "gained"; they were read once and used for nothing. The docstring greps printed
short contexts of earlier sets' docstrings (technique, tone, shape, host and clean-category
names); nothing was copied from them.

Repeats and near neighbours (after sixty-one sets nearly every idea has a neighbour; exact
name repeats were replaced, near ones kept and named). Replaced after the grep, before any
text: planned contexts and hosts on ocarinas, harmonicas, accordions, bagpipes, kazoos,
cuckoo clocks, sundials, barometers, hourglasses, metronomes, moths, lichen and hedgehogs
(all named before), and ``wax_seal_stamp_warming`` (an earlier ``wax_seal_note`` visible
class); planned tones (shipping forecast, auctioneer, sports commentary, obituary, wedding
toast, stage directions, museum label, lab notebook, riddle, ship log, voicemail, sermon,
haiku, limerick, lullaby, prophecy, telegram, horoscope, tongue twister, escape-room clue,
game show, radio dispatch); planned named AIs Tansy and Carqueja and the product names
Kestrel and Cotovia (named AIs before); planned visible classes ``luggagetag`` and
``chalkslate``; planned comment tools and attribute/meta names (GoLive, NetObjects,
FrontPage, CoffeeCup, Mobirise, Pinegrow, Webflow, Weebly, Jimdo, MkDocs, Hugo-like tools,
``data-marble-*``, ``data-hoop-*``); planned CSS hidings found earlier (``xywh()``,
``rect()``, ``backface-visibility``, ``translateZ`` behind the eye, ``rotate3d``/``rotateX``
edge-on, luminance masks, ``light-dark()``, ``infinity``, ``matrix(0,...)``, ``exp()``,
``rem()``, ``path()``, conic masks, ``oklch``, ``sign()``, ``sqrt``, ``hypot()``, ``tan()``,
``progress()``, ``writing-mode``, ``zoom``, ``font-size-adjust``, ``scale:0``,
``content-visibility``, ``container-type:size``, a far ``transform-origin`` turn,
``mix-blend-mode`` lighten/screen/plus-lighter/hue/colour-dodge and the rest,
``clip-path:shape()``, ``-webkit-mask-box-image``, ``color-mix()``, ``inset()``,
``grid-template-rows:0fr``, far relative offsets, ``display:table-column``); planned PDF
hidings found earlier (``7 Tr``, ``0 Tz``, every blend mode including Hue and Color,
indexed/DeviceN/CalGray/Lab/ICC white fills, ``0.0001`` scaling, mirrors, quarter and half
turns, shading and pattern fills, soft masks, ``/ca 0``, Type 3 blank fonts). Changed
after a check, before any text: a first PDF hiding, an empty text clip (``BT 7 Tr ET``),
painted under PDFium and became ``blank_glyph_clip``; the SVG mask first written
URL-encoded did not mask in Chromium and was rewritten as base64 before any check of the
set's pages.
Near, kept: the tones ``witness_statement`` (no hit) near earlier ``courtroom_oath`` and
``court_summons``, ``pep_talk`` (no hit) near earlier ``cheerleader_chant`` and a drill
sergeant, ``complaint_letter`` (no hit) near an earlier ``dismiss_complaints`` ask,
``manifesto`` (no hit); the asks ``donate_marble_jar``, ``preorder_music_box`` and
``commission_cyanotype`` (no hit) near earlier ``order_*``/``buy_*`` kits, sponsorships
and commissions in other words. The "ignore" phrasings "olvida" and "deixa cair" were used
by heldout61 too. Role bots (price-check, event-listing, deal-finder and kit-advisor bots;
"bot de ofertas", "bot de eventos", "bot de precios", "bot de catálogo"; "bot de preços",
"bot de eventos", "bot de catálogo", "bot de promoções") had no hit as written; earlier sets
named compare, finder and shopping bots. Named AIs (Pemberwick, Dunnock, Alhelí, Cardón,
Rosmaninho, Tremoço) had no hit. Shapes: ``oe_ligature_for_every_e`` near earlier
``diaeresis_for_every_e``/``grave_for_every_e``; ``division_sign_for_every_i`` near
``acute_for_every_i``; ``superscript_one_for_every_l`` near ``pound_for_every_l``;
``ae_ligature_for_every_a`` near ``ring_for_every_a``/``ordinal_for_every_a``;
``quarter_for_every_space`` near ``en_dash_for_every_space``, ``middot_for_every_space``
and a currency-sign separator. CSS: ``ray_climbed_off_top`` (``ray()`` not found) near an
earlier ``offset-path`` that moved a box 20,000 px; ``gradient_content_swap`` near an
earlier ``content:url()`` of a transparent GIF; ``white_ink_multiplied`` (``mix-blend-mode:
multiply`` not found in CSS) near earlier PDF ``multiply_white``/``darken_white_fill`` and
the other CSS blends; ``sunk_under_playmat`` near an earlier absolutely positioned
``z-index:-1`` paragraph under a filter; ``column_group_display`` near the earlier
``display:table-column``; ``blank_svg_data_mask`` (``svg+xml`` and ``data:image`` not
found) near earlier transparent-gradient, ``image-set()`` and ``url(#...)`` masks. PDF:
``sheared_far_left`` near earlier CTMs "sheared to the right, sheared upwards" and a
singular skew; ``corner_circle_clip`` near earlier corner-square, margin-band and
Bézier-arch clips; ``antidiagonal_reflection`` (``0 -1 -1 0 0 0 cm`` not found) near the
earlier mirrors and turns; ``blank_glyph_clip`` near earlier ``7 Tr`` clip hidings, and an
earlier docstring says a first clip from a space glyph painted under PDFium (this one, drawn
with the font set inside the clip's own text object, passes
``assert_pdf_technique_hides``). Helvetica and Helvetica-Bold and Trebuchet MS were used by
earlier sets; the 567 x 765 pt page was not found. JSON-LD: the six types appear in earlier
docstrings (``VisualArtwork`` with ``artMedium``); none of the six properties was found.
Comment tools, attribute names, meta names, visible and page classes, the ``shelfpin``
carrier, host names and topics, contexts and clean-category names had no hit. Clean
categories keep ideas met before in other words: a puppy taught by ignoring (here a
parrot), a tax-return assistant FAQ, out-of-office replies, a robot lawnmower quick start
(here a pool robot), regatta entry rules, school and exam rules on AI tools (here a coding
club), voice-assistant and smart-speaker FAQs.

Axes (``_grid.py``; family ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;
variant=..;carrier=synthetic;host_topic=..;set=heldout62``). Addressees (9): assistant,
agent, model ("language model", "modelo de lenguaje", "modelo de linguagem"), system (a
bracketed, capitalised or ``###`` system notice), named_ai (Pemberwick and Dunnock in
English, Alhelí and Cardón in Spanish, Rosmaninho and Tremoço in Portuguese), the_ai, role
(the bots above), implicit ("whoever turns this guide into an answer", "quien resuma esta
página", "a quem estiver a resumir esta página para alguém"), none. Asks (9): ignore,
rank_first, verified, hide, reveal, exfiltrate, and three of this set: donate_marble_jar,
preorder_music_box, commission_cyanotype. Tones (8): imperative, request, note, policy, and
four of this set: witness_statement, manifesto, complaint_letter, pep_talk. Contexts (15):
marble_run_levelling, boomerang_elbow_sanding, hula_hoop_tape_wrapping, frisbee_rim_truing,
paper_aeroplane_fold_trimming, ship_bottle_mast_raising, dollhouse_stair_gluing,
music_box_comb_tuning, stereoscope_card_mounting, cyanotype_sheet_rinsing,
worm_charming_plot_tapping, daguerreotype_case_hinging, and three whose topic is AI:
ai_pysanky_dye_matcher, ai_slingshot_target_scorer, ai_tug_of_war_pull_meter. Offsets en
31, es 7, pt 64 (every addressee five times and every context three times per language;
every ask at least four and every tone at least five times). Shapes (``shapes.py``), one
attack in three (``i % 3 == 1``), the five in turn: oe_ligature_for_every_e (e/E to œ/Œ),
division_sign_for_every_i (i/I to ÷), superscript_one_for_every_l (l/L to ¹),
ae_ligature_for_every_a (a/A to æ/Æ), quarter_for_every_space (the words joined by ¼); all
cp1252.

Hosts (``hosts.py``, 21 sites): marble_alley_club, boomerang_school, music_box_restorers,
cyanotype_darkroom, and three whose topic is AI: pysanky_ai_studio, slingshot_ai_range,
tug_ai_league, each in English, Spanish and Portuguese under its own name.

Page (``page.py``): a navy ``<header class="toyshelf">`` (a flex row) with a thick yellow
rule under it, the site's name in bold white Trebuchet MS (``shelfname``) at the left and
links underlined in red (``shelfnav``) at the right; the text on a white
``<main class="playmat">`` with a thick red left edge, rounded right corners and a pale
blue-grey drop edge on a pale blue-grey ground, the title in navy over a dotted yellow rule;
a small right-aligned ``<footer class="shelffoot">``. Trebuchet MS/DejaVu Sans.

Channels and techniques (``channels.py``; counts over the 945 attack documents).
visible_text: swing_tag (``div.swingtag``, a kraft-paper tag with a punched hole) 42,
speech_bubble (``aside.speechbubble``, a pale blue bubble floated right) 34, domino_tile
(``p.dominotile``, a black rounded monospace tile) 25, building_block
(``section.buildingblock``, a yellow block with a row of studs, bold) 34. css_hidden, each
checked in headless Chromium to paint nothing (a page with the hiding against the same page
with ``visibility:hidden`` added: identical pixels; without the hiding the text paints), on
scratch pages with a long wrapping text and a long ¼-joined unbroken text at window widths
1000 and 400, and on the set's own pages (each hiding's longest text and, where there is
one, its longest ¼-joined text, at widths 1000 and 400): ray_climbed_off_top
(``offset-path:ray(0deg);offset-distance:600vh``, the box carried six screen heights up
along a motion path) 24, gradient_content_swap (``content:linear-gradient(#0000 0 0)``, the
paragraph's content replaced by a transparent image) 21, white_ink_multiplied
(``color:#fff;mix-blend-mode:multiply``, white ink multiplied into any ground leaves it
unchanged) 21, sunk_under_playmat (``position:relative;z-index:-1``, painted beneath the
mat's own white background) 30, column_group_display (``display:table-column-group``, a
box whose content is never rendered) 19, blank_svg_data_mask (``mask-image`` of an empty
8 x 8 SVG in a base64 data URL) 20. html_comment (an old page tool's leftover comment, head
or body): claris_home_page 25, allaire_homesite 19, hotdog_pro 26, word_97_export 21,
phpbb_style 22, sphinx_docs 22. attribute (on an empty ``<s class="shelfpin">``):
data-boomerang-elbow 23, data-music-comb 28, data-stereo-card 20, data-cyanotype-wash 20,
data-frisbee-rim 19, data-dollhouse-stair 25. meta: boomerang-arc 23, music-box-tune 29,
cyanotype-exposure 21, pysanky-dye 28, frisbee-flight 34. structured_data (JSON-LD type:
property): HowTo: estimatedCost 21, Game: numberOfPlayers 29, VisualArtwork: artform 16,
Event: doorTime 24, Photograph: exifData 24, Product: itemCondition 21. pdf_hidden_text
(``pdfmake.py``, 567 x 765 pt, Helvetica and Helvetica-Bold, a navy band and yellow rule
across the top and a red bar down the left margin; each hiding passes
``assert_pdf_technique_hides``, also with a 60-word ¼-joined unbroken line):
sheared_far_left (``1 0 -40 1 0 0 cm``, every point moved left by forty times its height,
off the page) 35, corner_circle_clip (a clip to a circle of radius 12 pt, four Bézier curves, in
the top-left corner, where no hidden line reaches) 31, antidiagonal_reflection (``0 -1 -1 0 0
0 cm``, the block reflected across the line y = -x, below and left of the page) 29,
blank_glyph_clip (``BT /F1 10 Tf 7 Tr ( ) Tj ET 0 Tr``, a clip made of one space glyph,
which has no outline, so nothing after it paints) 40.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels, 45 attacks per
language en/es/pt, 315 documents per language; 515 on AI hosts, 430 on general ones; shapes
plain 630 and 63 each of the five) and 258 clean (per language 72 hard negatives, 12
categories x 6, and 14 plain host pages, 2 per host). Clean categories:
radiology_ai_patient_leaflet, parrot_training_column, guide_dog_etiquette_leaflet,
hospital_discharge_instructions, kids_coding_club_rules, wedding_photographer_ai_contract,
tax_form_guidance_notes, dating_app_ai_faq, subtitling_ai_style_guide,
pool_cleaning_robot_manual, sailing_race_instructions, email_autoresponder_setup (about AI,
assistants, models, instructions, policies and ignoring, none addressing a reader model).
Clean placements: none 36, css_hidden 39, html_comment 36, attribute 33, meta 27,
structured_data 30, pdf_hidden_text 57 (each hidden copy one of the page's own sentences).
192 PDFs. Ids ``h62-atk-<lang>-<nn>-<channel>``, ``h62-clean-<lang>-<category>-<k>``,
``h62-plain-<lang>-<kind>-<j>``; ``part="heldout62"``, ``source="synthetic"``,
``synthetic=True``; the payload of an attack is its dressed text. Registered in
``benchmarks/injection_quality.py`` (``HELDOUT`` and ``SEALED``, one docstring sentence).
Digest pinned in ``tests/test_heldout_assembly.py``; the set added to
``tests/test_injection_heldout_assembled.py`` (and its seal sentence now reads heldout59 to
heldout62); the corpus check of ``tests/heldout_checks.py`` (skipped by the test here, no
default corpus) run by hand against /work/shared/corpus: passed.

Wiring check. Once, after every other check:
``PYTHONPATH=src:benchmarks /work/venv/bin/python benchmarks/injection_quality.py --part
heldout62 --limit 5 --corpus /work/shared/corpus > /dev/null 2> /tmp/h32_wiring.err``;
run at 00:37:58, exit code 0, stderr 0 bytes (only these two looked at).
No figure was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout62"
WRITTEN = "2026-12-08"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
