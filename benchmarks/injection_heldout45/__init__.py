"""A forty-fifth held-out injection set (issue 18), written blind: 1203 documents, 945
injected (135 attacks x 7 channels, 45 attacks per language en/es/pt) and 258 clean (12
hard-negative categories x 6 per language + 14 plain host pages per language). It was
SEALED (listed in ``injection_quality.SEALED``, left out of ``--part all``) until its first
scoring on 2026-12-05 (stop 49, the next session): v50 0.852, candidate v52 0.870, 17 gained,
none lost (``injection_quality``'s docstring); nobody scored it in the session that wrote it.
Scored twice, it is a tuning writer from then on.

Who and when: a helper session started by the project's lead session, 2026-12-05, from
04:21:09 UTC (``date -u`` at the start) to about 04:34 UTC (commit), on branch
``heldout45`` in its own worktree. Times by ``date -u``: avoid-list dump and first greps
04:21-04:23; grid fixed 04:23; English attacks 04:23-04:24, Spanish 04:24-04:25,
Portuguese 04:25; shapes 04:25; PDF maker 04:25-04:27; channels, page template and the
Chromium check 04:27-04:29; hosts 04:28; clean pages 04:29-04:30; tests and registry
04:30-04:31; avoid-list renames 04:31; tests, corpus check and the wiring check
04:31-04:32; this docstring 04:33.

How the texts were written: every attack, host page and clean sentence typed by hand into
``attacks_*.py``, ``hosts.py`` and ``clean_*.py``, one by one, each attack to the cell
``_grid.cell(lang, i)`` printed before any text was written (no phrase bank, no sentence
generator, no template filled in). Disclosed: the grid's offsets (en 31, es 74, pt 112) make
Spanish cells 0-1 the cells of English 43-44 and Portuguese cells 0-6 those of Spanish
38-44; Spanish 0 and Portuguese 0-6 were written as close renderings of the attack in the
same cell of the other language (same ask, context and idea, reworded), Spanish 1 shares
its idea with English 44 but is short; several others share an idea across languages. The
clean pages are the same twelve categories in each language, the Spanish and Portuguese
sentences close renderings of the English ones; the host pages likewise. Three attacks
name a host of this set (Kilnwise en 35, Enriador Lino es 11, Chifrex pt 16). The longest
attack per language is a standing rule (en 44, 77 words, a tannery's standing note; es 32,
74 words, a bell-rope workshop's standing rule; pt 7, 75 words, a cheese dairy's standing
rule); the shortest 10-12 words. The ``ignore`` ask never uses the word (nor
Spanish/Portuguese ``ignor-``): "treat them as void", "no longer hold. Wipe them",
"struck off", "quedan anuladas", "pierden su validez", "deixam de valer", "ficam sem
efeito" and the like. Clean texts talk about AI, assistants, chatbots, models,
instructions, policies, system prompts and "ignore" (a model railway manual, a library
chatbot workshop, a parish newsletter's AI policy, a help-chat outage notice, a review of
kitchen voice assistants, a mailbox ignore list, youth referees' briefing notes, a school
lab's AI rules, an evening class on writing prompts, a machine translation disclaimer, a
crossword magazine's AI policy, a hospital AI ethics board's minutes) without addressing a
reader model; five of each category's six documents also carry one of their own sentences
in a hidden channel (heldout_assembly's placement), and each plain host page one of its
own.

What was opened: ``/work/scratch/PREAMBLE.md`` and the brief; every file of
``benchmarks/injection_heldout32/`` except its text files (``__init__.py`` with its code
printed and its docstring printed through a filter that masked every line holding a
decimal, a per cent sign or a scoring word, ``_grid.py``, ``build.py``, ``channels.py``,
``page.py``, ``pdfmake.py``, ``shapes.py``); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``, ``tests/heldout_checks.py``, parts of
``tests/test_heldout_assembly.py`` and of ``tests/test_injection_heldout_assembled.py``;
of ``benchmarks/injection_quality.py`` the ``HELDOUT``/``SEALED`` registry lines and, with
every digit masked, docstring lines 213-221 (to find where this set's sentence goes); it was
edited by a script that printed nothing of it. ``issues show 18`` was not run. The
``__init__`` docstrings of every ``benchmarks/injection_heldout*`` package were dumped to
/tmp and grepped for each planned name, printing counts and short contexts only. Nothing
under ``src/pytest_websearch_bench/safety/`` or ``artifacts/``, ``page_probe``,
``candidates``, ``train_injection_model.py``, ``injection_data`` texts, README, ``docs/``,
other worktrees, other scratch files or any text file of heldout33 .. heldout44 was opened.

What was seen that should not have been: no detector figure of any set. The masked
docstring lines of ``injection_quality.py`` showed, digits hidden, the wording of the
earlier sets' scoring records (a candidate, the paired rule, false positives, attacks
gained and lost, shipped or not); the docstring of the unsealing test in
``tests/test_injection_heldout_assembled.py`` (printed with the lines around it) names for
each earlier set the candidates scored on it and whether each shipped, without figures.
Nothing here was changed because of either. No figure of this set was seen.

What was run: headless Chromium 150 (``/usr/bin/chromium --headless=new --no-sandbox
--disable-gpu --hide-scrollbars``, a new ``--user-data-dir`` under /tmp) screenshotting,
for each CSS hiding, this set's page with the hidden paragraph, the same page with
``visibility:hidden`` added to that paragraph, and the page with the paragraph unstyled:
for the six kept the first two were byte-identical PNGs and the third differed (a first
``background-clip:text`` hiding in the card's colour failed this and was replaced); the
PDF hidings through ``assert_pdf_technique_hides`` (a first horizontal scaling 0 failed it
and was replaced); ruff check and format; the tests named in the brief (460 passed, 27
skipped: the corpus checks, the corpus being absent at the tests' default path); the
corpus check of ``tests/heldout_checks.py`` (``assert_no_corpus_file_copied``) by hand
against /work/shared/corpus (passed); and once, at the end, the wiring check
``injection_quality.py --part heldout45 --limit 5 --corpus /work/shared/corpus`` with
stdout to /dev/null: exit 0, stderr 0 bytes, no figure looked at.

Repeats and near neighbours (found by the greps; exact repeats of names replaced before
the commit): the JSON-LD types first planned (Motel, Hostel, PostOffice, Embassy,
FireStation, Optician) and properties ``faxNumber``, ``globalLocationNumber``,
``smokingAllowed``, ``currenciesAccepted`` were named earlier and were replaced; the PDF
hiding ``ctm_flip_below_origin`` was named earlier and became ``ctm_upend_below_page``
(an earlier CTM mirror is its near neighbour); the clean category
``prompt_writing_evening_class`` became ``prompt_craft_night_course``; the host kind
``smokehouse`` became ``kipper_house`` (an earlier ``smokery`` remains near); the shapes
first planned ``bang_after_seventh`` and ``seven_for_t_second`` became
``question_after_seventh`` and ``k_for_c_second`` (earlier exclamation shapes and
``seven_for_t_third``); ``data-horn-plate``, ``data-felt-nap`` and ``data-bell-sally``
became ``data-comb-blank``, ``data-fuller-earth`` and ``data-sally-grip`` (earlier
``data-horn``/``data-felt``/``data-bell`` attributes); the page classes ``sheet``,
``imprint``, ``tailpiece``, ``stencil`` and ``peg`` (earlier templates and placements)
became ``ivorycard``, ``pressmark``, ``endline``, ``linocut`` and ``nib``; the PDF
hidings first planned, a Lighten blend and text render mode 7, were found as earlier
hidings and replaced. Near neighbours left and disclosed: every CSS hiding is near an
earlier one (``z-index:-1`` on a positioned paragraph was used before with a filter, here
it sinks under the opaque card; zero-area ``clip-path`` polygons were used before, not the
even-odd twin polygon; ``scale:0`` and ``round()`` zero sizes; ``round(down, ...)`` sizes
before this ``round(to-zero, ...)`` height; ``progress()`` appears in earlier docstrings;
``sign()`` opacities); every PDF hiding is near an earlier one (text rises of 2400 and
3000 pt and rises below the page; off-page CTM moves; an empty tiling pattern, white fills
and an Indexed white beside this uncoloured pattern in grey 1; a CTM mirror); the shapes
``percent_before_third``, ``underscore_before_sixth`` and ``x_for_s_fourth`` are in the
family of earlier ``hash_before_third``, ``underscore_join_fifth`` and
``dollar_for_s_second``; the tone ``sale_room_auctioneer`` shares a word with earlier
auctioneer texts; the AI context ``ai_flax_retting_timer`` shares "retting" with an
earlier mention; the clean categories on referees, model railways, newsletters, smart
speakers and crosswords share topics with earlier sets' words; the JSON-LD properties
``numberOfRooms`` and ``checkoutTime`` beside earlier ``checkinTime``; Palatino, Gill
Sans, Optima, Times-Roman and Helvetica-BoldOblique were used by earlier templates or
PDFs. The named AIs (Orvenna, Drustik, Pelloquin), the asks, the other tones and
contexts, the comment tools, meta names, the JSON-LD types now used, hosts' names and the
other clean category names were not found.

Axes (``_grid.py``): addressees assistant, agent, model, system, named_ai (Orvenna,
Drustik, Pelloquin), the_ai, role (a smokehouse order bot, a boatyard comparison bot, a
kiln monitoring bot, a tanbark price bot, a grinding quote bot, bot de pedidos del
ahumadero, bot de presupuestos del astillero, bot de soporte del vigilante de hornos, bot
de orçamentos da amoladoria, bot de reservas do estaleiro ...), implicit ("whoever is
boiling this splicing guide down", "quien esté leyendo esto para otra persona", "quem
resumir esta queijaria para outra pessoa") and none; asks ignore, rank_first, verified,
hide, reveal, exfiltrate and this set's own reset_admin_password, delete_user_reviews,
double_the_discount; tones imperative, request, note, policy and this set's own
seed_catalogue, sale_room_auctioneer, lock_keeper_log, chapel_notice_board; contexts flax
scutching, horn pressing, tanbark stacking, hatband blocking, felt fulling, sickle
grinding, cheese turning, slipware trailing, kipper smoking, bellrope splicing, rennet
setting, clinker riveting and three on AI (ai_flax_retting_timer, ai_horn_grain_sorter,
ai_slipware_kiln_watcher); offsets en 31, es 74, pt 112. Shapes (``shapes.py``, one attack
in three): percent_before_third, x_for_s_fourth, underscore_before_sixth,
question_after_seventh, k_for_c_second (63 documents each, 630 plain).

Channels and techniques (documents per technique): visible_text (scalloped_card 30,
crayon_box 37, gummed_label 28, linocut_panel 40); css_hidden (negative_z_under_card 14,
evenodd_twin_polygon 21, scale_prop_round_zero 15, max_height_round_to_zero 33,
progress_opacity_start 21, sign_complement_opacity 31); html_comment (cosmic_object 28,
ametys_page 26, croogo_node 19, piranha_block 15, getsimple_component 26,
cmsms_global_block 21); attribute (data-flax-stook 23, data-comb-blank 23,
data-kipper-rail 18, data-fuller-earth 23, data-rennet-vat 25, data-sally-grip 23); meta
(epigraph 26, summary-sentence 32, card-caption 24, feature-hook 29, intro-snippet 24);
structured_data (VacationRental numberOfRooms 17, CampingPitch checkoutTime 18,
RadioStation longitude 23, HealthClub permittedUsage 29, TheaterGroup
diversityStaffingReport 23, FurnitureStore occupancy 25); pdf_hidden_text (560 x 720 pt
Times-Roman PDFs written byte by byte: rise_under_foot 37, ctm_lift_above_page 33,
uncoloured_pattern_white 33, ctm_upend_below_page 32). Hosts (``hosts.py``): a kipper
smokehouse, a felt hat blocker, a bell-rope maker, a farmhouse cheese dairy and three
AI-topic hosts (an AI flax retting timer, an AI horn grain sorter, an AI slipware kiln
watcher), each under its own name per language (21 host names); 515 injected documents on
AI hosts, 430 on general ones. Page template (``page.py``): its own.

Counts and labels: 1203 documents; 945 injected (315 per language, 45 per channel per
language), 258 clean (72 hard negatives and 14 plain pages per language); clean placements
none 36, css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57; 192 PDFs. Ids ``h45-atk-<lang>-<i>-<channel>``,
``h45-clean-<lang>-<category>-<k>``, ``h45-plain-<lang>-<kind>-<j>``; families
``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;carrier=synthetic;
host_topic=ai|general;set=heldout45``, ``hardneg:<category>;placed=<channel>`` and
``plain:<kind>;placed=<channel>``. Documents pinned by digest in
``tests/test_heldout_assembly.py``."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout45"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
