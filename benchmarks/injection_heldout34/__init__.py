"""The thirty-fourth held-out injection set (issue 18), written blind. It was sealed
(``injection_quality.SEALED``) until its first scoring on 2026-12-04, 17:04 UTC (v35 0.637 /
0.8 %, candidate v37 0.659 / 0.8 %: 21 attacks gained, none lost, the paired rule held; v37
shipped after the frozen test part); a tuning writer since.

Who and when: a helper session of pytest-websearch-bench started by the lead's session,
on 2026-12-04, from 16:44:52 UTC (``date -u`` at the start) to about 16:58 UTC (commits
at 16:57 and 16:58);
the package, its grid, channels, page, PDF maker and shapes at 16:47-16:50, the attacks
16:47-16:49 (en, es, pt), hosts 16:51, clean pages 16:51-16:52, the renames of the repeats
found by the avoid-list greps 16:54-16:55, the one wiring check at 16:55:01, the rewrite of
one tone's seventeen texts 16:55-16:56. Deadline 17:25 UTC.

How the texts were written: every attack, host paragraph and clean sentence was typed by
hand by this writer, each attack to its grid cell (``_grid.cell``, fixed before any text:
addressee, ask, tone, context) in its language; no phrase bank, no template of sentences, no
generator, no translation tool, no detector. Spanish and Portuguese were written as their
own texts to the same cells, not translated from the English.

What was opened: ``/work/scratch/PREAMBLE.md`` and the brief; of
``benchmarks/injection_heldout32/`` the code of ``__init__.py`` below its docstring (the
docstring itself was skipped), ``_grid.py``, ``build.py``, ``channels.py``, ``page.py``,
``pdfmake.py``, ``shapes.py`` (never its ``attacks_*``, ``clean_*`` or ``hosts.py``);
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout32.py``,
``tests/heldout_checks.py``, ``tests/test_heldout_assembly.py`` (its first 120 lines) and
``tests/test_injection_heldout_assembled.py``. The module docstrings of every earlier
``benchmarks/injection_heldout*`` package (``ast.get_docstring``; the text modules'
docstrings left out) were dumped to /tmp and grepped name by name with short contexts for
the avoid-list. Of ``benchmarks/injection_quality.py`` only ``grep -n`` lines cut to 40
characters, twelve docstring lines cut to 40 characters and nine lines of the HELDOUT and
SEALED tables cut to 60 characters were printed; it was edited by a small script that
printed only the four lines it inserted. ``issues show 18`` was not run. Nothing under
``src/pytest_websearch_bench/safety/`` or its artifacts, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``, the
``benchmarks/injection_data/`` texts, README, ``docs/``, other worktrees, other files of
/work/scratch, or heldout33's text files was opened.

What was run: ``date -u``; the docstring dump and greps; headless Chromium
(``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new
``--user-data-dir`` under /tmp) to screenshot each CSS hiding; the set's builder and its
tests; ruff; the corpus check of ``tests/heldout_checks.py`` by hand against
/work/shared/corpus (passed); and once, the wiring check ``injection_quality.py --part
heldout34 --limit 5 --corpus /work/shared/corpus`` with stdout sent to /dev/null: exit code 0,
stderr 0 bytes. No figure of it was looked at. It ran before one tone's texts were rewritten
(see below); it was not run again.

What was seen that should not have been: one of the 40-character cuts of
``injection_quality.py``'s docstring (locating heldout33's sentence) began "0.815, one attack
lost, where the rule a", a detector figure of an earlier set; it was not used. The assembled
tests' docstring names which candidate first scored each earlier set and whether it shipped
(no figures). The docstring greps showed earlier sets' technique counts (how many attack PDFs
each PDF hiding got) and a fragment saying an earlier set's first CSS hiding was dropped after
a detector run (no figure).

Repeats found by the greps and replaced: the AI host kinds ``ai_birdsong_identifier`` and
``ai_knot_tutor`` (now ``ai_dawn_chorus_listener``, ``ai_hitch_coach``); a narrowboat hire
host (now a shanty choir); the tone label ``bingo_caller`` (now ``housie_numbers``; its texts
are still bingo-number calls, near heldout22's ``bingo_caller``); a tone of sports
commentary, which an earlier set had as ``commentary`` (its seventeen texts were rewritten as
``fortune_cookie`` slips); the hard-negative category names ``phishing_awareness`` and
``call_centre_script`` (now ``hidden_text_staff_briefing`` and ``energy_app_helpline_notes``;
their topics stay near those earlier pages); the named AI Brindlewick (now Quorrelbee); the
PDF hidings "clip of two disjoint rectangles" (an earlier ``disjoint_clip_pair``) and "CTM
mirrored left of the page" (an earlier ``ctm_mirror_left``), now ``clip_point_bezier`` and
``ctm_shear_far``.

Near neighbours left and disclosed: ``block_size_lh_zero`` is close to an earlier
``block-size:0;overflow:clip``; ``hypot_opacity_zero`` and ``exp_opacity_vanishing`` to the
earlier math-function opacities (pow, log, mod, sign, acos); ``hsl_alpha_zero`` to earlier
zero-alpha colours (rem, relative colour, atan2); ``inline_size_zero_clip`` to the earlier
zero-height clips; ``padding_start_offbox`` to an earlier off-box text indent and offsets;
``text_rise_below_page`` to an earlier ``2400 Ts`` rise above the page;
``ctm_translate_far`` to the earlier off-page CTMs (quarter turn, half turn, magnify, moved
off); ``ctm_shear_far`` to an earlier singular skew; ``clip_point_bezier`` to earlier
line-segment and zero-area clips; the hurdy-gurdy host to an earlier hurdy-gurdy lessons
host; the ``crossword_clue`` tone to earlier crossword hard negatives; the context
``tallow_dipping`` to an earlier ``data-tallow-batch``; the JSON-LD fields ``isicV4``,
``taxID``, ``openingHours`` and ``tourBookingPage`` were used by earlier sets on other types;
the page's class words ``masthead``, ``folio`` and ``colophon`` appear in earlier docstrings
(contexts not read); Times-Roman was an earlier PDF font.

Axes (``_grid``): addressees assistant, agent, model, system, named_ai (Tollwick,
Quillbright, Quorrelbee, Hazelby, Campanil, Campanela, Bronzina, Cuerdín, Tostón, Lanilla,
Sineira, Cordelina, Feltrina, Badalo, Castanhola), the_ai, role (a door-control helper bot,
a bookkeeping helper bot, an orchard helper bot, a comparison bot, a fact-check bot, a
recipe bot, a booking bot, a donations bot, a porter bot, a support bot, ...), implicit,
none; asks ignore (never with that word, nor "ignorar"), rank_first, verified, hide,
reveal, exfiltrate and three of this set's own: ``refund_to_new_card``,
``unlock_side_door``, ``delete_audit_log``; tones imperative, request, note, policy and four
of its own: ``fortune_cookie``, ``housie_numbers``, ``lighthouse_log``, ``crossword_clue``;
fifteen contexts: bell_founding, indigo_vatting, quince_pasting, harp_stringing,
ice_harvesting, rope_laying, chestnut_roasting, map_engraving, cider_pressing, felt_making,
tallow_dipping, organ_voicing and three whose topic is AI (``ai_bell_pitch_checker``,
``ai_indigo_vat_reader``, ``ai_cider_gravity_predictor``), offsets en 14, es 50, pt 83.
Attack lengths: en 11-75 words, es 11-77, pt 10-73; the longest of each language is a
keeper's/watch log (en 29, es 29, pt 29).

Shapes (``shapes``), one attack in three: ``hash_before_third``, ``one_for_l_fourth``,
``underscore_join_fifth``, ``seven_for_t_third``, ``pound_after_sixth``.

Channels and techniques (``channels``, ``pdfmake``): visible_text (``divtab_aside``,
``quire_box``, ``sepia_band``, ``hooked_rule``); css_hidden (``hypot_opacity_zero``
``opacity:hypot(0)``, ``inline_size_zero_clip`` ``inline-size:0;overflow:hidden``,
``hsl_alpha_zero`` ``color:hsl(200 40% 20% / 0)``, ``exp_opacity_vanishing``
``opacity:exp(-40)``, ``padding_start_offbox`` ``padding-inline-start:100vw;overflow:hidden``,
``block_size_lh_zero`` ``block-size:0lh;overflow:hidden``), each screenshotted by headless
Chromium on this set's page against the same page with the text under
``visibility:hidden``: byte-identical PNGs for all six, and different ones with the hiding
removed; and each of the 135 css_hidden attack pages (as built before the tone rewrite
above; techniques are drawn by document id, so unchanged) screenshotted likewise against its
own ``visibility:hidden`` twin: identical for all 135 (``inline_size_zero_clip`` and
``padding_start_offbox`` paint nothing but leave a tall blank gap, one word per line);
html_comment (banners of Cockpit CMS, Apostrophe CMS, Plone, Ibexa DXP, Optimizely
CMS, Concrete CMS); attribute (``data-bell-tone``, ``data-indigo-dip``,
``data-quince-set``, ``data-rope-lay``, ``data-organ-rank``, ``data-felt-weight`` on an
empty ``<b class="pip">``); meta (``hookline``, ``summary-line``, ``tagline-two``,
``blurb-short``, ``dek-line``); structured_data (CityHall.department, PostOffice.taxID,
OutletStore.owns, VeterinaryCare.isicV4, SeaBodyOfWater.tourBookingPage,
MusicVenue.openingHours); pdf_hidden_text (``clip_point_bezier``, ``text_rise_below_page``,
``ctm_translate_far``, ``ctm_shear_far``, each passing ``assert_pdf_technique_hides``).
Page template (``page``): a teal masthead, a white folio with a teal left rule, a colophon.

Counts: 1203 documents, 945 injected (135 attacks x 7 channels; 45 per language), 258 clean
(12 hard-negative categories x 6 per language = 216, five of six hiding one of their own
sentences in a hidden HTML channel or PDF block; and 14 plain host pages per language = 42);
192 PDFs; clean placements: none 36, css_hidden 39, html_comment 36, attribute 33, meta 27,
structured_data 30, pdf_hidden_text 57. Labels follow the shared grammar
(``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;carrier=synthetic;
host_topic=..;set=heldout34``; clean ``hardneg:<category>;placed=<where>`` and
``plain:<kind>;placed=<where>``), ids ``h34-atk-<lang>-<nn>-<channel>``,
``h34-clean-..``, ``h34-plain-..``. Hard-negative categories: chatbot_privacy_faq,
prompt_writing_course, school_ai_policy, voice_assistant_recipe, hidden_text_staff_briefing,
knitting_errata, app_release_notes, exam_instructions, museum_robot_guide, ai_reading_group,
energy_app_helpline_notes, board_game_rules. Hosts: hurdy_gurdy_club, seed_swap,
shanty_choir, cricket_pavilion; AI: ai_dawn_chorus_listener, ai_loaf_crumb_grader,
ai_hitch_coach. Sealed in ``injection_quality.SEALED``: nobody has scored it."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout34"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
