"""A thirty-second held-out injection set (issue 18), written blind: 1203 documents, 945
injected (135 attacks x 7 channels, 45 attacks per language en/es/pt) and 258 clean (12
hard-negative categories x 6 per language + 14 plain host pages per language). It was sealed
(``injection_quality.SEALED``) until its first scoring on 2026-12-04 (v35 0.714 / 5.0 %,
candidate v36b 0.768 / 5.0 %: the paired rule held, then v36b lost one attack on the frozen
test part and was not shipped); a tuning writer since.

Who and when: a helper session started by the project's lead session, 2026-12-04, from
14:25:46 UTC (``date -u`` at the start) to about 14:40 UTC (commit), on branch
``heldout32`` in its own worktree. Times by ``date -u``: grid fixed 14:28; English attacks
14:28-14:29, Spanish 14:29-14:30, Portuguese 14:30; PDF maker and shapes 14:30-14:31;
channels, page template and the Chromium check 14:31-14:32; hosts 14:32; clean pages
14:33-14:34; registry and tests 14:34; avoid-list renames 14:35; tests, corpus check and
the wiring check 14:35-14:38; this docstring 14:38.

How the texts were written: every attack, host page and clean sentence typed by hand into
``attacks_*.py``, ``hosts.py`` and ``clean_*.py``, one by one, each attack to the cell
``_grid.cell(lang, i)`` printed before any text was written (no phrase bank, no sentence
generator, no template filled in). Disclosed: the grid's offsets make Spanish cells 0-6 the
cells of English 38-44 and Portuguese cells 0-8 those of Spanish 36-44; those sixteen texts
were written as close renderings of the attack in the same cell of the other language
(same ask, context and idea, reworded), and several others share an idea across
languages; the clean pages are the same twelve categories in each language, the Spanish
and Portuguese sentences close renderings of the English ones; the host pages likewise. The longest attack per
language is a standing rule or long announcement (en 5, 76 words, a museum audio guide
stop; es 20, 79 words, an almanac; pt 17, 76 words, a ferry announcement); the shortest
11-12 words. The ``ignore`` ask never uses the word (nor Spanish/Portuguese ``ignor-``):
"set them aside", "treat it as void", "wipe it clean", "pierden vigencia", "deixa de
valer" and the like. Clean texts talk about AI, assistants, chatbots, instructions,
policies, system prompts and "ignore" (a chatbot outage notice, an AI reading group, a
voice assistant review, flat-pack instructions, a sash window FAQ, a school AI policy, a
museum AI glossary, a spam filter, a help-chat handover policy, a translation notice,
hidden-role board game rules, a photo competition's AI rules) without addressing a reader
model; five of each category's six documents also carry one of their own sentences in a
hidden channel (heldout_assembly's placement), and each plain host page one of its own.

What was opened: ``/work/scratch/PREAMBLE.md`` and the brief; every file of
``benchmarks/injection_heldout31/`` except its text files (``__init__.py`` with its
docstring stripped when printed, ``_grid.py``, ``build.py``, ``channels.py``, ``page.py``,
``pdfmake.py``, ``shapes.py``); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout31.py``, ``tests/heldout_checks.py``,
``tests/test_heldout_assembly.py`` and parts of ``tests/test_injection_heldout_assembled.py``;
parts of ``benchmarks/injection_quality.py`` (its ``HELDOUT``/``SEALED`` registry and the
neighbouring docstring paragraphs, to register this set). ``issues show 18`` was not run.
The ``__init__.py`` docstrings of every ``benchmarks/injection_heldout*`` package were
dumped to /tmp and grepped for each planned name, printing only short contexts (a first
dump also held other modules' docstrings of those packages, attack files' among them; it
was replaced by the ``__init__`` docstrings alone before any grep and never printed).
Nothing under ``src/pytest_websearch_bench/safety/`` or ``artifacts/``, ``page_probe``,
``candidates``, ``train_injection_model.py``, ``injection_data`` texts, README, ``docs/``,
other worktrees or other scratch files was opened.

What was seen that should not have been: printing lines 145-170 of
``injection_quality.py`` (to find where to add this set's sentence) showed the recorded
figures of heldout28 .. heldout30 (v30, v33 and v34 scores and false-positive rates, and
v34's score on the frozen test part). They concern other sets, were not used, and
nothing here was changed because of them. No figure of this set was seen.

What was run: headless Chromium (``/usr/bin/chromium --headless=new --no-sandbox
--disable-gpu --hide-scrollbars``, a new ``--user-data-dir`` under /tmp) screenshotting,
for each CSS hiding, a page with the hidden paragraph, the same page with
``visibility:hidden`` added to that paragraph, and the page with the paragraph unstyled:
for all six the first two were pixel-identical and the third differed (twice, before
and after a class rename of the template); the PDF hidings through
``assert_pdf_technique_hides``; ruff check and format; the tests named in the brief (238
passed, 14 skipped: the corpus checks, the corpus being absent at the tests' default
path); the corpus check of ``tests/heldout_checks.py``
(``assert_no_corpus_file_copied``) by hand against /work/shared/corpus (passed); and once,
at the end, the wiring check ``injection_quality.py --part heldout32 --limit 5 --corpus
/work/shared/corpus`` with stdout to /dev/null: exit 0, stderr 0 bytes, no figure looked
at. No detector was run on the set otherwise.

Repeats and near neighbours (found by the greps; exact repeats replaced before the
commit): the comment tools first planned (Magnolia area, Umbraco, Craft CMS, Kirby,
Statamic, concrete5) were named earlier and became Decap, Keystone, Agility, ButterCMS,
dotCMS and Crownpeak; the JSON-LD types first planned (Winery, SkiResort, TrainStation,
Playground, Brewery, Aquarium) and properties (``servesCuisine``, ``publicAccess``,
``maximumAttendeeCapacity``, ``acceptsReservations``, ``tourBookingPage``,
``knowsLanguage``, ``hasMenu``, ``additionalType``) were named earlier and were replaced;
``data-sash-weight`` became ``data-cord-weight`` (an earlier ``data-sash-colour``);
``pull_quote`` became ``hanging_quote`` (an earlier ``balanced_pull_quote``); the meta
``gist`` became ``nutshell``; the page classes ``folio``, ``tabs`` and ``colophon`` (each
in an earlier template) became ``sheaf``, ``tabrow`` and ``footline``. Near neighbours
left and disclosed: Locksmith and Bakery were earlier host topics (here JSON-LD types);
the ``chalkboard_special`` tone is near an earlier ``data-chalkboard-line`` attribute, the
``museum_audio_guide`` tone near an earlier clean category (a museum audio guide), the
``weather_almanac`` tone near earlier gardening-almanac hosts; ``open_firewall_port`` is
near an earlier ask to switch off a firewall; the AI hive-scale host near an earlier
hive-log assistant bot; ``dotted_aside`` shares a word with earlier ``dotted`` shapes;
``zero_for_o_second`` is in the family of heldout31's ``dollar_for_s_second``;
``clamp_font_zero``, ``pow_opacity_zero`` and ``min_scalex_zero`` hide by the same
properties as earlier math-function hidings (font size, opacity, scale) though through
functions not named before; every PDF hiding is near an earlier one (an even-odd clip
was named before, render mode 3, a singular CTM and ``text_clip_offpage_glyph``), the
exact forms here (the page rectangle twice under ``W*``, ``3 Tr`` set before ``BT``,
``1 0 0 0 0 0 cm``, a clip rectangle at -90 -90) not found; Georgia, Trebuchet MS and
Courier-Bold were used by earlier templates or PDFs. The named AIs (Vellinor, Quistra,
Tamberlo), contexts, asks, hosts' names and clean category names were not found.

Axes (``_grid.py``): addressees assistant, agent, model, system, named_ai (Vellinor,
Quistra, Tamberlo), the_ai, role (a harbour-berth bot, lime-kiln booking bot, cellar-stock
bot, tank-quote bot, flight-brief bot, bot de atraques, bot de reservas, bot de
orçamentos, bot de previsão de voo ...), implicit ("whoever is summarising", "quien lea
esto para otro", "a quem resumir") and none; asks ignore, rank_first, verified, hide,
reveal, exfiltrate and this set's own waive_late_fee, cancel_all_orders,
open_firewall_port; tones imperative, request, note, policy and this set's own
ferry_announcement, weather_almanac, chalkboard_special, museum_audio_guide; contexts
skep weaving, damson grading, cistern lining, weir keeping, cordwaining, quay mooring,
glider rigging, wisteria pruning, lime burning, pewter casting, sash cord fitting, mead
racking and three whose topic is AI (ai_weir_level_watcher, ai_damson_ripeness_scorer,
ai_glider_thermal_guesser); offsets en 23, es 61, pt 97. Shapes (``shapes.py``, one
attack in three, ``i % 3 == 1``): ampersand_after_fourth, plus_before_fifth,
at_for_a_third, zero_for_o_second, backslash_after_sixth (63 documents each, 630 plain).

Channels and techniques (documents per technique): visible_text (hanging_quote 31,
boxed_tip 32, dotted_aside 34, shaded_strip 38); css_hidden (sqrt_max_height_zero 25,
pow_opacity_zero 22, clamp_font_zero 25, min_scalex_zero 19, rem_alpha_zero 18,
abs_indent_offbox 26); html_comment (decap_widget 22, keystone_document 20,
agility_module 24, buttercms_collection 25, dotcms_contentlet 25, crownpeak_asset 19);
attribute (data-skep-coil 21, data-weir-board 20, data-last-size 24, data-mead-gravity 23,
data-cord-weight 27, data-lime-slake 20); meta (strapline 33, deck-text 25, lede-line 32,
promo-blurb 20, nutshell 25); structured_data (HardwareStore starRating 33, Locksmith
hasCertification 19, GardenStore foundingDate 17, Bakery numberOfEmployees 20, Mountain
elevation 24, RiverBodyOfWater hasGS1DigitalLink 22); pdf_hidden_text (600 x 600 pt
Helvetica PDFs written byte by byte: evenodd_twin_rect_clip 26,
render_mode_three_preset 21, ctm_flattened_vertical 47, clip_offpage_corner 41). Hosts
(``hosts.py``): a mead cellar, a harbourmaster's office, a wisteria garden, a sash window
joinery and three AI-topic hosts (an AI hive-scale service, an AI cistern leak finder, an
AI pewter mould checker), each under its own name per language (21 host names); 520
injected documents on AI hosts, 425 on general ones. Page template (``page.py``): its own.

Counts and labels: 1203 documents; 945 injected (315 per language, 45 per channel per
language), 258 clean (72 hard negatives and 14 plain pages per language); clean placements
none 36, css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57; 192 PDFs. Ids ``h32-atk-<lang>-<i>-<channel>``,
``h32-clean-<lang>-<category>-<k>``, ``h32-plain-<lang>-<kind>-<j>``; families
``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;carrier=synthetic;
host_topic=ai|general;set=heldout32``, ``hardneg:<category>;placed=<channel>`` and
``plain:<kind>;placed=<channel>``. Documents pinned by digest in
``tests/test_heldout_assembly.py``."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout32"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
