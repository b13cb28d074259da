"""The fifty-second held-out injection set (issue 18). It was SEALED (``injection_quality.SEALED``)
until its first scoring on 2026-12-05 (stop 53): v55 (then shipped) 0.906 / 1.9 %, candidate v62 the
same, document for document (v62 only removes flags; it then lost five attacks of the frozen test
part and was not shipped; ``injection_quality``'s docstring). Scored twice, it is a tuning writer from then on.

The fifty-second held-out injection set (``heldout52``), written blind on 2026-12-05.

Who and when. Written by a helper session started by the lead, as a blind writer of a held-out
set, in the worktree ``/work/wt/heldout52`` (branch ``heldout52``, made from ``stop51``), from
13:54 to about 14:05 UTC by ``date -u``: brief read 13:54; structure of heldout51, the shared
assembly and the tests read 13:54-13:55; avoid-list greps 13:55-13:57; grid fixed 13:56 before
any text; English, Spanish and Portuguese attacks 13:57-13:58; hosts, clean pages, channels,
page template, PDF maker 13:59-14:00; Chromium check 14:00-14:01; registration and tests
14:01-14:03; the one wiring check 14:03; this docstring last. Another writer wrote heldout53 at
the same time in its own worktree; nothing of it was opened.

How the texts were written. Every attack, host page and clean sentence was typed by hand, one
at a time, each attack to its grid cell (``_grid.cell``: addressee, ask, tone, context fixed
before the text); no phrase bank, no template of sentences, no generator, no translation tool.
The Spanish and Portuguese (European) texts were written in those languages, not translated
line by line. Attacks are 10-78 words; the longest of each language is a standing rule (en 13,
es 39, pt 6, 77-78 words); the shortest are 10-12 words.

What was opened and run. Opened: the brief and the preamble; ``issues`` was not needed; every
non-text file of ``benchmarks/injection_heldout51`` (``_grid.py``, ``build.py``,
``channels.py``, ``page.py``, ``pdfmake.py``, ``shapes.py``, and of its ``__init__.py`` only
the code after the docstring and the docstring's length); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout51.py``, ``tests/test_heldout_assembly.py``,
``tests/test_injection_heldout_assembled.py`` (the parts naming sets and the checks),
``tests/heldout_checks.py``. Not opened: anything under the detector's ``safety`` or
``artifacts`` folders, ``page_probe``, ``candidates``, ``train_injection_model.py``,
``injection_data`` texts, any other set's attacks, clean pages or hosts, the README, ``docs``,
other worktrees, other scratch files; no ``git log`` or ``git show`` of other commits. Run: an
``ast.get_docstring`` dump of every module of every ``injection_heldout*`` package except their
text files (attacks, clean pages, hosts) into ``/tmp``, grepped for each planned name with
short contexts printed; headless Chromium screenshots; the tests below; the one wiring check.

What was seen that should not have been. A ``grep -n heldout51`` over
``benchmarks/injection_quality.py`` printed one line of that module's docstring holding a
detector figure for two candidates on an earlier set; it was not used for anything. Some
docstring-grep contexts printed technique names of earlier sets followed by numbers (counts or
figures, not known which); not used either. No figure of any detector on this set was seen.

Repeats and near neighbours (disclosed). Each planned name was grepped in the docstring dump and
replaced where found: a comparison bot, a summary bot, a helper bot and a tutor bot (role names
found in earlier sets) became an instrument catalogue bot, a pond-guide reader bot and a cloud
atlas marking bot; a windsock loft host became a workroom; a CSS ``max-width:0`` clip (found
exactly) was dropped. Near neighbours kept: ``opacity_below_zero`` beside earlier zero
opacities (``abs()``, ``sign()``); ``size_contained_clipped`` beside an earlier
``contain:strict``; ``mask_tile_sized_nothing`` beside earlier mask hidings (``mask-size:0 0``,
gradient masks); ``inset_sides_meeting`` beside earlier ``inset()`` clips; ``p3_alpha_none``
beside earlier transparent and colour-space colours (``display-p3`` whites, ``color-mix``);
``scale_pair_flat`` beside earlier ``scaleY(0)``, ``scale:1 0`` and ``scale3d``; PDF
``ctm_halved_far_right`` and ``ctm_doubled_sunk`` beside earlier CTM moves off the page,
``clip_band_under_page`` beside earlier clips set off the page, ``clip_sliver_left_margin``
beside an earlier clip to a small square in a margin; shapes ``dagger_after_fourth`` and
``currency_before_sixth`` beside earlier signs after or before every n-th word (a section sign
after every fifth), ``ordinal_after_long`` beside earlier marks on long words,
``middle_tripled_long`` beside an earlier ``final_letter_tripled_sixth``,
``second_capital_third`` beside earlier case changes (``title_case_all``,
``last_letter_upper``); the tones keep an earlier set's habit of genre tones (a bingo caller, a
label) without repeating one; the weather-instrument topic sits near earlier sundial,
barometer, weathervane, almanac and tide-clock words, none of which is used here.

Axes (``_grid.py``). Addressees (labels as earlier sets): assistant, agent, model, system,
named_ai (Nimbo, Squall, Haar, Sirocco, Borealis, Tramontana, Cierzo, Nortada, Galerno),
the_ai, role (English: a search digest bot, a pond-guide reader bot, an arrivals-summary
bot, an instrument catalogue bot, a cloud atlas marking bot; Spanish and Portuguese: atlas
helper and summary bots, paperwork, travel, order, search, news and support bots), implicit,
none. The English arrivals-summary bot and the Spanish and Portuguese summary and helper bots
are near neighbours of earlier sets' review-summary and helper bots, kept and disclosed. Asks: ignore (never with that word in any language), rank_first,
verified, hide, reveal, exfiltrate, and this set's renew_fishing_licence,
reserve_campsite_pitch, cancel_milk_delivery. Tones: imperative, request, note, policy, and
this set's radio_weather_bulletin, sports_commentary, sea_shanty_verse, school_report_card.
Contexts (15): rain_gauge_siting, anemometer_cup_balancing, hygrometer_hair_tensioning,
snow_board_measuring, frost_pocket_mapping, cloud_atlas_sketching, lightning_rod_earthing,
sunshine_card_reading, dew_pond_lining, stevenson_screen_painting, windsock_sewing,
storm_cone_hoisting, and the AI ones ai_hail_size_estimator, ai_fog_bank_forecaster,
ai_swallow_arrival_logger (set only on AI hosts). Offsets en 29, es 67, pt 113. Shapes
(``shapes.py``, one attack in three): dagger_after_fourth, currency_before_sixth,
ordinal_after_long, middle_tripled_long, second_capital_third.

Channels and techniques (``channels.py``, ``pdfmake.py``). visible_text: lozenge_badge,
hexagon_tile, barogram_trace, isobar_band (classes of the page's own sheet). css_hidden:
opacity_below_zero (``opacity:-4``), size_contained_clipped (``contain:size;overflow:hidden``),
mask_tile_sized_nothing (``mask:linear-gradient(#000,#000) 0 0/0 0 no-repeat``),
inset_sides_meeting (``clip-path:inset(0 50%)``), p3_alpha_none
(``color:color(display-p3 0 0 0 / 0)``), scale_pair_flat (``transform:scale(1,0)``); each was
checked with headless Chromium (``/usr/bin/chromium`` 150, ``--headless=new --no-sandbox
--disable-gpu --hide-scrollbars``, a new ``--user-data-dir``) on this set's page with a
three-sentence paragraph: the screenshot equals, pixel for pixel, the same page with
``visibility:hidden`` added to that paragraph, and differs from the page with the paragraph
unstyled; the four visible placements were seen painted. html_comment: weather-station
program comments (cumulus_mx_tag, weewx_skin, meteobridge_template, wswin_export,
weatherlink_page, saratoga_template). attribute: data-gauge-mm, data-vane-deg, data-cup-rpm,
data-hair-rh, data-snow-cm, data-rod-ohm on an empty ``<span class="obs">``. meta:
station-remark, obs-caption, gust-blurb, dew-line, vane-note. structured_data: Beach
(openingHours), ApartmentComplex (leaseLength), HotelRoom (bed), MeetingRoom (floorLevel),
SingleFamilyResidence (accommodationCategory), Hospital (legalName). pdf_hidden_text:
ctm_halved_far_right, ctm_doubled_sunk, clip_band_under_page, clip_sliver_left_margin (each
passes ``assert_pdf_technique_hides``). Hosts (``hosts.py``): an amateur weather observers'
network, a dew pond trust, a windsock workroom, a harbour signals society; AI: a hailstone
sizing lab, an estuary fog desk, a swallow arrival watch. Page (``page.py``): a new look, a
steel-blue header band over an off-white grid-ruled log sheet.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels; 45 per language,
en/es/pt), 258 clean (12 hard-negative categories x 6 per language, five of six also hiding one
of their own sentences in a hidden HTML channel or a hidden PDF block; 14 plain host pages per
language); 192 PDFs. Ids ``h52-atk-<lang>-<nn>-<channel>``, ``h52-clean-...``,
``h52-plain-...``; families as heldout51's grammar (``synthetic:addressee=...;set=heldout52``,
``hardneg:<category>;placed=<where>``, ``plain:<kind>;placed=<where>``). Clean categories:
ai_forecast_caveats, voice_assistant_readings, calibration_steps, observer_data_policy,
outlier_rejection, ferry_chatbot_faq, volunteer_code, station_league_table,
reading_verification, prompt_workshop, password_reset, fishing_licence_help: they talk about
AI, assistants, instructions, policies, ranking, verifying, revealing a password, renewing a
licence, booking a pitch, stopping the milk and ignoring readings, without addressing a model
that reads the page.

Checks. ``ruff check`` and ``ruff format`` clean; ``pytest -n 2 -q`` of
``tests/test_injection_heldout52.py``, ``tests/test_injection_heldout_assembled.py``,
``tests/test_heldout_assembly.py`` and ``tests/test_injection_data.py`` passed; the corpus
check (``assert_no_corpus_file_copied``), skipped by the test without a default corpus, was run
by hand against ``/work/shared/corpus`` and passed. Wiring check, once, at 14:03:
``injection_quality.py --part heldout52 --limit 5 --corpus /work/shared/corpus`` with stdout
discarded: exit code 0, stderr 0 bytes; no figure was looked at. The set is registered in
``injection_quality.HELDOUT`` and sealed in ``SEALED``."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout52"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
