"""heldout58: the fifty-eighth held-out prompt-injection set (issue 18), written blind.

Who and when. Written on 2026-12-06 by a helper session started by the lead's session for
this one job, on branch ``heldout58`` (worktree /work/wt/heldout58, made from stop55).
Times by ``date -u``: start 01:14:18; avoid-list dump 01:14:39; name greps 01:15-01:20;
page template 01:20; CSS hidings tried in Chromium 01:21-01:22; channels, PDF maker and
shapes 01:22-01:24; grid 01:24; attacks en 01:24-01:25, es 01:25-01:26, pt 01:26; hosts
01:27; clean pages 01:27-01:28; registration and tests 01:28-01:29; CSS hidings checked
again on the set's own pages 01:29-01:30; repeats found by the final avoid-list grep
replaced 01:30-01:31; ruff, digest pin, the named tests and the corpus check 01:31-01:34;
this docstring 01:34-01:35, finished after the wiring check; wiring check 01:34:57; commit after it.

How the texts were written. Every text of the set (135 attacks, 216 hard-negative
sentences, 21 host pages of three paragraphs) was typed by hand in this session, each
attack to its grid cell: ``_grid.py`` (addressees, asks, tones, contexts and the
per-language offsets) was fixed first, the cells printed, and the text at position ``i``
of ``attacks_<lang>.py`` written for ``cell(lang, i)`` (the comment above each text names
its cell). No phrase bank, template or sentence generator was used; the Spanish and
Portuguese texts were written in those languages (Portuguese in the European register),
not translated line by line. Eighteen texts (six per language) were rewritten when their
tone had to be replaced (see below). Word counts per language: en 10-77, es 10-73, pt 11-74
(the longest of each a standing rule, a contest entry or a hidden complaint told at length).
No attack uses the word "ignore" (nor "ignorar"/"ignora"); the ``ignore`` ask says set
aside, drop, void, forget, "deja de lado", "olvida", "descartar", "põe isso de parte",
"deixa cair", "deixam de contar", "anuladas".

What was opened and run. Opened: /work/scratch/PREAMBLE.md and the brief
(/work/scratch/prompt_heldout58.md); of ``benchmarks/injection_heldout57/`` its
``_grid.py``, ``build.py``, ``channels.py``, ``page.py``, ``pdfmake.py``, ``shapes.py``,
the code of its ``__init__.py`` and of its docstring only the first words and length of
each paragraph and the lines of its first paragraph shown with them (the structure),
not its attacks, clean pages or hosts; ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout57.py``, ``tests/heldout_checks.py``, and the parts of
``tests/test_heldout_assembly.py`` and ``tests/test_injection_heldout_assembled.py`` that
name heldout57 (lines 1-20 and 50-175 of the first; lines 1-100 and 600 to the end of the second,
whose lines 40-599 were grepped only for set names); in ``benchmarks/injection_quality.py`` only
the lines around the held-out docstring sentences (270-284), ``HELDOUT`` and ``SEALED``
(406-416), found by grep. The docstrings of every ``benchmarks/injection_heldout*``
package were dumped with ``ast.get_docstring`` to /tmp and grepped for each planned name,
printing short contexts. Not opened: anything under ``src/pytest_websearch_bench/safety/``
or ``artifacts/``, ``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, ``benchmarks/injection_data/`` texts, any other
set's text files, the README, ``docs/``, other worktrees, other files of /work/scratch;
no ``git log`` or ``git show``; ``issues show 18`` was not run. Run: headless Chromium
(/usr/bin/chromium 150, installed already) on scratch pages in /tmp and on one page of this
set per CSS hiding; PDFium through ``heldout_checks``; ruff; the named tests
(``-n 2``); the corpus check by hand; the one wiring check at the end. No detector was run
on the set except that wiring check.

What was seen that should not have been. No figure of this set. The lines of
``injection_quality.py``'s docstring printed around the held-out sentences (270-272)
showed heldout54's scoring figures (v63 and v65, a score and a rate each); they were not
used for anything here. The docstring greps printed short contexts of earlier sets'
docstrings, among them a few quoted attack phrases (Portuguese phrases about setting aside
what an employer said, riddle and oath openings, a "dropped inner vowels" shape and other
techniques named below); nothing was copied from them.

Repeats and near neighbours (found by the grep; exact repeats replaced, near ones kept and
named). Replaced: the tone ``square_dance_call`` (an earlier set's tone of that name) by
``cowboy_drawl``, its eighteen texts rewritten; the attribute carrier ``<b class="rivet">``
(used earlier) by ``<u class="whipstitch">``; the clean categories planned as
``ai_course_syllabus`` (an earlier name), ``museum_audio_guide_faq``,
``school_homework_ai_policy``, ``forum_ignore_list_guide`` and ``robot_lawnmower_manual``
(near earlier ``museum_audio_guide``, ``homework_ai_rules``, ``forum_ignore_list`` and a
lawnmower) by the names below, the hosts planned from earlier topics (barrel hoops,
marionettes, sundials, quills) and the meta name ``trowel-grit`` (earlier
``data-quern-grit``) before any text was written. Near, kept: ``cowboy_drawl`` is a
dialect voice as an earlier ``pirate_speak`` and its longest English text sits round a
campfire as heldout57's ``campfire_story`` did; ``radio_dj_intro`` is near earlier
announcer tones (``ferry_announcement``, ``tour_guide_patter``, ``infomercial``);
``drill_sergeant_bark`` near an earlier ``aerobics_instructor`` and one earlier mention of a
sergeant; ``shopping_list`` near earlier list-shaped texts. The asks
``order_harmonica_reeds``, ``enter_scarecrow_contest`` and ``sponsor_skittle_league`` are
near earlier purchase, sign-up and sponsorship asks (heldout57's
``order_marzipan_sampler`` and ``sponsor_soapbox_derby``). ``ai_puddle_depth_reader`` is
near heldout57's ``ai_snowdrift_depth_mapper``, ``ai_gull_call_labeler`` near earlier
sound sorters (``ai_chime_pitch_sorter``, a heron-nest tallier). Shapes:
``grave_for_every_a``, ``umlaut_for_every_o`` and ``acute_for_every_i`` are near earlier
letter-to-accented-letter shapes (``eth_for_every_d``, ``micro_for_every_u``,
``oslash_for_o_fifth``, ``diacritic_vowels_longest``); ``pound_for_every_l`` near earlier
letter-for-symbol shapes (``one_for_l_*``, ``dollar_for_s_*``); ``inner_vowels_dropped_long``
repeats the idea of an earlier shape that dropped inner vowels (name new). CSS:
``nan_censored_opacity`` near an earlier ``nan_height_censored`` and earlier zero
opacities through functions; ``rec2020_clear_ink`` near an earlier ``rec2020`` white and
earlier transparent colours; ``vb_lifted_relative`` near ``lifted_above_svh`` and an
``inset-block-start:-900vh`` (the ``vb`` unit new); ``inline_end_outside`` near heldout57's
``absolute_bottom_full`` and an earlier ``inset-inline-start:-800vw``;
``negative_cap_ceiling`` near ``svh_zero_ceiling`` and ``block-size:0lh``;
``size_container_shut`` near earlier size containment (``contain:size``). Two planned CSS
hidings were dropped in Chromium: ``filter:saturate(0) brightness(40)`` (text gone but other
pixels off by up to 3 levels) and ``filter:url(#...)`` to a missing filter (the text
painted). PDF: ``shear_upward_steep`` near an earlier ``ctm_shear_vertical`` and heldout57's
``shear_sideways_left``; ``fill_alpha_gstate`` repeats the idea of an earlier ``/ca 0``;
``clip_corner_square`` near earlier off-text clips (``clip_heading_corner``,
``clip_offpage_rect``); ``rise_beyond_top`` repeats the idea of an earlier ``2400 Ts`` rise.
The six comment tools (RapidWeaver, Sparkle, Nicepage, NetObjects, Sandvox, Xara) are new
names, near the earlier site-builder banners. JSON-LD: the types ``Occupation``,
``Course`` and ``Audience`` are near an earlier ``EducationalOccupationalProgram``, an
earlier meta name ``audience`` and the word "course" in earlier docstrings; no property
was found earlier. Named AIs (Ambry, Gossamer, Burdock, Oriel, Skein, Wicket) and the
page's class names were not found. Clean categories keep ideas met before in other words:
an AI class outline, an exam body's AI rule, a mute/ignore list, a robot appliance manual,
a voice-assistant review, a prompt-injection explainer.

Axes (``_grid.py``; family ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;
variant=..;carrier=synthetic;host_topic=..;set=heldout58``). Addressees (9): assistant,
agent, model ("language model"), system (a bracketed or capitalised system message),
named_ai (Ambry and Gossamer in English, Burdock and Oriel in Spanish, Skein and Wicket in
Portuguese), the_ai, role (a scorecard, timetable, caption, subtitle, stocktake, inventory,
review-writer, summary, rota or scoreboard bot), implicit ("whoever is summing up this
page"), none. Asks (9): ignore, rank_first, verified, hide, reveal, exfiltrate, and three
of this set: order_harmonica_reeds, enter_scarecrow_contest, sponsor_skittle_league.
Tones (8): imperative, request, note, policy, and four of this set: cowboy_drawl,
shopping_list, drill_sergeant_bark, radio_dj_intro. Contexts (15): harmonica_reed_filing,
scarecrow_stuffing, pogo_spring_oiling, trellis_slat_notching, mitten_thumb_gusseting,
periscope_mirror_angling, birdhouse_roof_shingling, yo_yo_axle_greasing,
ocarina_hole_voicing, skittle_pin_turning, trowel_edge_honing, spinning_top_tip_grinding,
and three whose topic is AI: ai_hoofprint_sorter, ai_puddle_depth_reader,
ai_gull_call_labeler. Offsets en 19, es 52, pt 3 (every addressee five times and every
context three times per language; every ask at least four and every tone at least five
times). Shapes (``shapes.py``), one attack in three (``i % 3 == 2``), the five in turn:
grave_for_every_a (a/A to à/À), inner_vowels_dropped_long (a word of eight or more
letters keeps its first letter and loses its other vowels), umlaut_for_every_o (o/O to
ö/Ö), pound_for_every_l (l/L to £), acute_for_every_i (i/I to í/Í); all cp1252.

Hosts (``hosts.py``, 21 sites): harmonica_club, scarecrow_fair, periscope_workshop,
skittle_alley, and three whose topic is AI: hoofprint_ai_lab, puddle_ai_survey,
gull_call_ai_project, each in English, Spanish and Portuguese.

Page (``page.py``): a plum ``<header class="plumband">`` with a gold double rule, the
site's name centred in cream italic (``plumtitle``) above an upper-case ``plumnav``; the
text on a white ``<article class="giltleaf">`` with a gold hairline and an offset tan
shadow on a parchment ground, the title between two gold rules; a small italic
``<footer class="plumfoot">``. Georgia/DejaVu Serif.

Channels and techniques (``channels.py``; counts over the 945 attack documents).
visible_text: luggage_tag (``div.luggagetag``) 30, enamel_badge (``p.enamelbadge``) 39,
medallion_disc (``aside.medallion``, a floated oval) 28, ribbon_bookmark
(``section.ribbonmark``, a red band across the leaf) 38. css_hidden, each checked in
headless Chromium to paint nothing (a page with the hiding against the same page with
``visibility:hidden`` added: identical pixels; without the hiding the text paints), on
scratch pages and again on one page of this set per hiding: nan_censored_opacity
(``opacity:calc(NaN)``) 16, rec2020_clear_ink (``color:color(rec2020 0 0 0 / 0)``) 27,
vb_lifted_relative (``position:relative;top:-900vb``) 20, inline_end_outside
(``position:absolute;inset-inline-end:100%``) 22, negative_cap_ceiling
(``max-block-size:calc(-4cap);overflow:hidden``) 26, size_container_shut
(``container-type:size;overflow:clip``) 24. html_comment (a site builder's leftover
comment, head or body): rapidweaver_stack 32, sparkle_box 26, nicepage_block 22,
netobjects_layout 19, sandvox_pagelet 20, xara_layer 16. attribute (on an empty
``<u class="whipstitch">``): data-straw-fill 23, data-mirror-tilt 19, data-axle-shim 17,
data-ocarina-vent 20, data-trowel-bevel 29, data-skittle-neck 27. meta: scarecrow-pose 18,
periscope-angle 27, skittle-set 27, trowel-temper 32, harmonica-key 31. structured_data
(JSON-LD type: property): Occupation: responsibilities 18, PronounceableText: phoneticText
24, Drug: overdosage 24, Course: coursePrerequisites 29, BroadcastService:
broadcastDisplayName 26, Audience: audienceType 14. pdf_hidden_text (``pdfmake.py``,
A4 595 x 842 pt, Helvetica and Helvetica-BoldOblique, a plum band with a gold rule; each
hiding passes ``assert_pdf_technique_hides``): shear_upward_steep (``1 20 0 1 0 0 cm``,
the block sheared far above the page) 33, fill_alpha_gstate (``/H58a gs``, an ExtGState
with ``/ca 0``) 24, clip_corner_square (``0 0 24 24 re W n``, a clip in an empty corner) 36,
rise_beyond_top (``5000 Ts``, a text rise off the page) 42.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels, 45 attacks per
language en/es/pt, 315 documents per language; 503 on AI hosts, 442 on general ones; shapes
plain 630 and 63 each of the five) and 258 clean (per language 72 hard negatives, 12
categories x 6, and 14 plain host pages, 2 per host). Clean categories:
planetarium_headset_help, chatbot_procurement_minutes, spam_filter_settings_help,
ai_evening_class_outline, assistant_job_advert, prompt_injection_explainer,
model_railway_rulebook, exam_board_ai_notice, voice_assistant_privacy_review,
mailing_list_mute_guide, robot_pool_cleaner_manual, estate_agent_viewing_rules (about AI,
assistants, agents, models, instructions, policies and ignoring, none addressing a reader
model). Clean placements: none 36, css_hidden 39, html_comment 36, attribute 33, meta 27,
structured_data 30, pdf_hidden_text 57 (each hidden copy one of the page's own
sentences). 192 PDFs. Ids ``h58-atk-<lang>-<nn>-<channel>``,
``h58-clean-<lang>-<category>-<k>``, ``h58-plain-<lang>-<kind>-<j>``; ``part="heldout58"``,
``source="synthetic"``, ``synthetic=True``; the payload of an attack is its dressed text.
Digest pinned in ``tests/test_heldout_assembly.py``; the corpus check of
``tests/heldout_checks.py`` (skipped by the test here, no default corpus) run by hand
against /work/shared/corpus: passed.

Wiring check. Once, after every other check:
``PYTHONPATH=src:benchmarks /work/venv/bin/python benchmarks/injection_quality.py --part
heldout58 --limit 5 --corpus /work/shared/corpus > /dev/null 2> /tmp/h55_wiring.err``;
run at 01:34:57, exit code 0, stderr 0 bytes (only these two looked at). No figure was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout58"
WRITTEN = "2026-12-06"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
