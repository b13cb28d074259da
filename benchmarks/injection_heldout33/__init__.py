"""The thirty-third held-out injection set (heldout33), written blind for issue 18. It was
sealed (``injection_quality.SEALED``) until its first scoring on 2026-12-04, 16:58 UTC (v35
0.729 / 0.4 %, candidate v37 0.737 / 0.4 %: 7 attacks gained, none lost, under the 10 the
paired rule asks; v37 not shipped on it); a tuning writer since.

Who and when: a helper session started by the lead session, as the thirty-third blind writer,
on 2026-12-04 in the worktree ``/work/wt/heldout33`` (branch ``heldout33``). Times by ``date
-u``: started 15:39:44 UTC; avoid-list docstring dump 15:40; grid 15:42; shapes, channels,
page, PDF maker 15:42-15:43; PDF hidings checked 15:43:27; CSS hidings checked with Chromium
15:44:08; English attacks 15:44:55, Spanish 15:45:35, Portuguese 15:46:12; hosts 15:46:43;
clean pages 15:47:07-15:47:45; registration and tests 15:48; tests passed 15:48:33; corpus
check and wiring check 15:48:39-15:48:43; avoid-list renames (``Quillon``,
``ai_pantry_planner``, below) 15:48:57, after the wiring check; tests and corpus check run
again after the renames 15:49:49-15:50:02 (same results); this docstring and the commit
15:49-15:51.
Deadline 16:08 UTC.

How the texts were written: every attack, host page and clean page was typed by hand in this
session, each attack to its grid cell (``_grid.cell(lang, i)``, labels fixed before any text;
the cell is written as a comment above each text). No phrase bank, no sentence generator, no
translation tool. Disclosed: the offsets differ by 36, so English attacks 36-44 share their
cells with Spanish 0-8, and Spanish 36-44 with Portuguese 0-8; those eighteen Spanish and
Portuguese texts were written as close variants (near translations) of the text already typed
for the same cell. A few more echo another language's text of a similar cell (pt 43 ~ en 10,
pt 32 ~ en 23, pt 27 ~ en 18, pt 13 ~ es 16, pt 31 ~ en 22, pt 36 ~ en 3); the rest were
written on their own. The host and clean pages are the same pages in the three languages,
written in each (close translations of one another). The detector was never run
on the set except the one wiring check below.

What was opened: ``/work/scratch/PREAMBLE.md`` and the brief (``prompt_heldout33.md``);
``benchmarks/injection_heldout32/`` except its text files (``_grid.py``, ``build.py``,
``shapes.py``, ``channels.py``, ``page.py``, ``pdfmake.py``; of ``__init__.py`` only the code
after its docstring, the docstring itself not printed); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``, ``tests/heldout_checks.py``, and the parts of
``tests/test_heldout_assembly.py`` and ``tests/test_injection_heldout_assembled.py`` that
concern heldout32 and the shared checks; the package docstrings of every earlier
``injection_heldout*`` package, dumped with ``ast.get_docstring`` to a file in /tmp and only
grepped (counts, and a few contexts of 40-60 characters) for the avoid-list. ``issues show 18``
was not run. Nothing under ``src/pytest_websearch_bench/safety/``, ``artifacts/``,
``benchmarks/page_probe/``, ``benchmarks/candidates/``, ``benchmarks/injection_data/`` texts,
the training script, README, ``docs/``, other worktrees or the rest of /work/scratch.

What was seen that should not have been (disclosed, not used): ``git log --oneline | head -3``
at the start printed the head commit messages, one of which gives heldout32's scoring (two
candidates' figures on heldout32 and a frozen test part figure); and a ``sed`` of lines
162-169 of ``benchmarks/injection_quality.py`` cut to 40 characters, run to find the insertion
point, showed one 40-character fragment with a candidate's figure on heldout32. Nothing in
this set was written or changed after seeing them; they say nothing about this set's texts.

Ran: ``ruff format`` and ``ruff check`` on the changed files; headless Chromium 150
(``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new
``--user-data-dir`` under /tmp) on a test page with this set's style sheet; PDFium through
``assert_pdf_technique_hides``; the pytest run the brief names (255 passed, 15 skipped: the
corpus tests, whose default path is absent in a worktree); the corpus check
``assert_no_corpus_file_copied`` by hand against ``/work/shared/corpus`` (passed); and once the
wiring check ``injection_quality.py --part heldout33 --limit 5 --corpus /work/shared/corpus``
with stdout to /dev/null: exit code 0, stderr 0 bytes (run before the two renames below,
which changed one named AI in two English texts and one AI host kind name; not run again, the
brief allowing one). No figure was looked at.

Repeats found by the avoid-list greps and replaced: the named AI ``Quillon`` (an earlier set's
name; now ``Knapsworth``) and the AI host kind ``ai_pantry_planner`` (an earlier set's; now
``ai_larder_planner``). Near neighbours kept and disclosed: the tide mill host (an earlier set
had a tide mill trust), the stargazing AI host (earlier stargazing tours and lodge), the
``phishing_awareness`` clean category (earlier phishing-training pages), ``lido`` and ``polo``
each named once in an earlier docstring; the shapes are of the same families as earlier ones
(``hash_after_third`` near earlier punctuation-after-Nth shapes, ``three_for_e_fourth`` near
``zero_for_o_second`` and ``at_for_a_third``, ``midword_colon_fifth`` near
``colon_after_fourth``, ``bang_before_sixth`` near other glued-mark shapes,
``uppercase_every_second`` near ``last_letter_upper`` and ``swapcase_every_third``); the CSS
hidings use CSS math functions as heldout31/32 did (``acos``, ``atan``, ``atan2``, ``env()``,
``calc-size()`` and ``progress()`` not named in any earlier docstring); the PDF hidings are
near earlier clip, render-mode and CTM hidings (``line segment`` and ``opposite winding`` not
named before; ``white_stroke_outline`` near earlier white-fill and stroke hidings;
``half_turn_offpage_cm`` near earlier mirrored and rotated CTMs and ``clip_offpage_corner``).
The role-bot phrase "booking bot" occurs in earlier docstrings ("net-loft booking bot" here).
A first PDF hiding, an all-zero CTM (``0 0 0 0 306 396 cm``), failed
``assert_pdf_technique_hides`` and was replaced by ``half_turn_offpage_cm``; a first
``progress()`` syntax (``from ... to``) painted in Chromium 150 and was replaced by the comma
form.

Axes (``_grid.py``): addressees ``assistant``, ``agent``, ``model``, ``system``, ``named_ai``
(Knapsworth, Brakka, Tessaly, Marrowbot; Pedernala, Murallo, Zarzalia, Escarcha; Pederneira,
Geadinha, Sílexa, Muralhinha, Silvana), ``the_ai``, ``role`` (a comb-shop ledger bot, a
net-loft booking bot, a clamp-weather bot, a drift-log bot, a brick price comparison helper,
and their Spanish and Portuguese counterparts), ``implicit``, ``none``. Asks: ``ignore``
(never with that word, nor ``ignorar``), ``rank_first``, ``verified``, ``hide``, ``reveal``,
``exfiltrate``, and this set's own ``extend_trial_period``, ``transfer_loyalty_points``,
``grant_owner_role``. Tones: ``imperative``, ``request``, ``note``, ``policy``, and this set's
own ``lost_property_notice``, ``seed_packet_instructions``, ``pub_quiz_round``,
``postcard_home``. Contexts (15): ``flint_knapping``, ``rush_light_dipping``,
``horn_comb_making``, ``dry_stone_walling``, ``turret_clock_winding``, ``net_mending``,
``hedgelaying``, ``well_digging``, ``sugar_beet_clamping``, ``ice_house_keeping``,
``typefounding``, ``brickmaking`` and the AI contexts ``ai_flint_flake_sorter``,
``ai_brick_crack_spotter``, ``ai_clock_drift_predictor``. Offsets en 11, es 47, pt 83. Attack
lengths: en 12-77 words, es 12-73, pt 11-74 (the longest per language a standing rule).

Shapes (``shapes.py``, one attack in three): ``hash_after_third``, ``three_for_e_fourth``,
``midword_colon_fifth``, ``bang_before_sixth``, ``uppercase_every_second``.

Channels and techniques (``channels.py``, ``pdfmake.py``, ``page.py``): visible placements
``rubber_stamp``, ``index_card``, ``ticket_stub``, ``chalk_panel``; CSS hidings
``acos_opacity_zero``, ``atan_font_zero``, ``atan2_alpha_zero``,
``env_fallback_opacity_zero``, ``calc_size_height_zero``, ``progress_scale_zero``, each checked
in Chromium 150: the paragraph with the hiding screenshots identical to the same paragraph
with ``visibility:hidden`` added, and differs from the paragraph without the hiding; HTML
comments in the banners of six translation tools (``weblate_unit``, ``lokalise_key``,
``transifex_resource``, ``smartling_job``, ``pontoon_entity``, ``poeditor_term``); data
attributes ``data-flint-edge``, ``data-comb-tooth``, ``data-wall-batter``, ``data-net-mesh``,
``data-clock-drift``, ``data-brick-course`` on an empty ``<b class="pin">``; metas
``takeaway``, ``bottom-line``, ``one-liner``, ``elevator-pitch``, ``at-a-glance``; JSON-LD
``BusStop``/``geoTouches``, ``MotorcycleDealer``/``hasPOS``,
``GatedResidenceCommunity``/``geoWithin``, ``LandmarksOrHistoricalBuildings``/``latitude``,
``ParkingFacility``/``branchOf``, ``EventVenue``/``logo``; PDF hidings
``line_segment_clip``, ``opposite_winding_clip``, ``white_stroke_outline``,
``half_turn_offpage_cm``, each passing ``assert_pdf_technique_hides``. Hosts (``hosts.py``):
a tide mill museum, a lido club, a map library, a cycle polo league, and the AI-topic hosts a
sign-language tutor app, a stargazing forecast model and a larder meal planner.

Counts: 1203 documents; 945 injected (135 attacks, 45 per language, x 7 channels); 258 clean
(12 hard-negative categories x 6 per language = 216, five of six hiding one of their own
sentences in a hidden HTML channel or a hidden PDF block; and 14 plain host pages per
language, one HTML page hiding one of its own sentences and one PDF per host); 192 PDFs. Clean
categories: ``staff_ai_policy``, ``prompt_course``, ``assistant_review``,
``ignore_file_help``, ``flatpack_instructions``, ``privacy_notice``, ``ai_rules_news``,
``phishing_awareness``, ``call_centre_script``, ``parents_chatbot_guide``,
``injection_study_abstract``, ``password_help``: they talk about AI, assistants, instructions,
policies and ignoring without addressing a reader model.

Labels: ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;
carrier=synthetic;host_topic=ai|general;set=heldout33`` for attacks, ``hardneg:<category>;
placed=<channel>`` and ``plain:<kind>;placed=<channel>`` for clean pages; ids ``h33-atk-``,
``h33-clean-``, ``h33-plain-``. The set is SEALED in ``injection_quality`` (left out of
``--part all``) until it is first scored for a candidate frozen after it."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout33"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
