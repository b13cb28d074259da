"""A thirty-sixth held-out injection set (issue 18), written blind: 1203 documents, 945
injected (135 attacks x 7 channels, 45 attacks per language en/es/pt) and 258 clean (12
hard-negative categories x 6 per language + 14 plain host pages per language). It was sealed
(``injection_quality.SEALED``) until its first scoring on 2026-12-04, 17:47 UTC (v39 0.675 /
0.4 %, candidate v40 0.690 / 0.4 %: 14 gained, none lost, the paired rule held; v40 shipped
after the frozen test part); a tuning writer since.

Who and when: written by hand on 2026-12-04 by a helper session (branch ``heldout36``,
worktree /work/wt/heldout36), started 17:12:48 UTC by ``date -u``; grid fixed 17:14:48,
English attacks 17:15:22, Spanish 17:15:52, Portuguese 17:16:17, page/channels/PDF maker
17:16:47, hosts 17:17:40, clean texts 17:18:26, first full test run 17:21:12, avoid-list
replacements 17:20:39 .. 17:21:20, Chromium check of every css_hidden page done by 17:22:58.

How the texts were written: every attack typed by hand, one by one, to its grid cell
(``_grid.cell``: addressee, ask, tone, context fixed before any text); no phrase bank, no
sentence generator, no translation tool; the Spanish and Portuguese attacks were written
for their own cells, not translated from the English. Hosts (``hosts.py``) and hard
negatives (``clean_*.py``) were typed by hand in the same way. Attacks are 11 to 74 words
(en), 11 to 78 (es) and 11 to 71 (pt); the longest of each language is a standing rule
(en 26, es 7, pt 13).

What was opened: the brief and PREAMBLE.md; ``benchmarks/injection_heldout32/``'s
``__init__.py`` (its code below the docstring; the first lines of its docstring were
printed by accident, see below), ``_grid.py``, ``build.py``, ``channels.py``, ``page.py``,
``pdfmake.py``, ``shapes.py`` (not its text files); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``, ``tests/test_heldout_assembly.py``,
``tests/test_injection_heldout_assembled.py`` and ``tests/heldout_checks.py``; the package
docstrings of every earlier ``injection_heldout*`` package, dumped to /tmp and searched
only by short-context greps for the avoid-list; the lines of
``benchmarks/injection_quality.py`` around the insertion points, cut to 40 characters. Not
opened: anything under ``src/pytest_websearch_bench/safety/`` or artifacts,
``benchmarks/page_probe/``, ``benchmarks/candidates/``, ``train_injection_model.py``,
``injection_data`` texts, README, ``docs/``, other worktrees, the text files of heldout32,
heldout33 and heldout34. ``issues show 18`` was not run.

What was run: ``date -u``; the grid printed to /tmp; the set built and counted; the PDF
hidings through ``assert_pdf_technique_hides``; headless Chromium
(``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new
``--user-data-dir`` per shot, 1280 x 1400 and 1280 x 1600); ruff check and format; the
pytest command of the brief (289 passed, 17 skipped: the corpus-dependent tests skip
because ``default_corpus()`` points at an absent /work/wt/shared/corpus); the corpus check
``assert_no_corpus_file_copied`` run by hand against /work/shared/corpus (passed); and the
one wiring check of the brief (see the end).

What was seen that should not have been: printing the first lines of heldout32's
``__init__.py`` showed the start of its docstring, which names a scoring of heldout32 with
two detector versions and two figure pairs. Nothing of it was used; no figure of this set
was seen. ``tests/test_injection_heldout_assembled.py`` names which earlier candidates were
scored on which set and whether they shipped (no figures).

Repeats and near neighbours (grepped in the earlier sets' docstrings; every exact hit was
replaced): the first channel plan had six comment banners, a meta name, six JSON-LD types
and all six fields, two PDF hidings (a text render mode and a mirrored CTM), four clean
category names and three English role-bot phrases (review, booking, quote bots) and a
moderator bot already used; all were replaced before the first commit. Near neighbours
kept: the wedding_toast tone near an earlier ``vows`` tone; lottery_draw near an earlier
mention of lottery results; the tones recipe_step / garden_show_tip near earlier recipe and
garden topics; refund_deposit near an earlier ``deny_refund``; delete_reviews near earlier
``delete_user_data`` / ``delete_audit_log``; the shapes caret_after_third,
equals_before_fourth, star_wrap_sixth and pipe_between_letters_seventh near earlier
``caret_before_vowel_words``, ``equals_wrapped_fifth``, ``asterisk_every_fourth`` and
``dots_between_letters_nint..``; the CSS hidings near earlier zero opacities (``exp(-40)``,
``sign()``), zero font sizes (``round()``), transparent colours, ``inline-size:0`` and
``scaleY``/``scale:0``; the PDF hidings near earlier zero-area clips (flat Bezier curves,
counter-wound and disjoint rectangles), ``clip_offpage_corner`` and CTMs that flatten,
magnify or move the block off the page; the hosts near earlier pipe-organ recitals, kayak
rentals, a ferry attribute and kiln attribute, clock-tower tours, beach huts and
bell-ringing; the category homework_ai_rules near an earlier ``school_ai_policy``.

Axes (``_grid.py``): addressees assistant, agent, model, system, named_ai (Octavine,
Lumora, Kestrelle, Tambrin, Vellumind: none found earlier), the_ai, role (a listing-tidy
bot, a lending desk bot, a berth-keeper bot, an estimate-drafting bot, a comparison bot, a
billing bot and others), implicit, none; asks ignore (never with that word, in no
language), rank_first, verified, hide, reveal, exfiltrate and three new: refund_deposit,
delete_reviews, approve_loan; tones imperative, request, note, policy and four new:
recipe_step, wedding_toast, lottery_draw, garden_show_tip; 15 contexts: organ pipe
voicing, kayak patching, tile glazing, lacquer work, fresco plastering, clock mending, ice
carving, chandelier cleaning, sail making, lute making, rug hooking, weathervane casting,
and three whose topic is AI (``ai_organ_pipe_tuner``, ``ai_kayak_leak_finder``,
``ai_glaze_colour_matcher``); offsets en 11, es 53, pt 88. Shapes (``shapes.py``), one
attack in three: caret_after_third, equals_before_fourth, percent_for_i_fifth,
star_wrap_sixth, pipe_between_letters_seventh (63 documents each, 630 plain).

Channels and techniques (documents per technique over the 135 attacks): visible_text
(double_frame 29, ruled_quote 34, corner_flag 41, tinted_band 31); css_hidden
(cos_opacity_vanishing ``opacity:cos(90deg)`` 26, max_font_zero
``font-size:max(0px,-2px)`` 15, hex4_color_clear ``color:#0000`` 19, max_width_zero_clip
``max-width:0;overflow:hidden`` 15, scale3d_flat ``transform:scale3d(1,0,1)`` 23,
neg_infinity_opacity ``opacity:calc(-infinity)`` 37); html_comment (banners of Kontent.ai,
Caisy, Flotiq, Prepr, Crafter CMS, Brightspot: 26, 30, 17, 22, 21, 19; head or body);
attribute (data-pipe-rank 24, data-kayak-seam 23, data-glaze-cone 25, data-ice-block 21,
data-lute-rose 26, data-sail-luff 16, on an empty ``<b class="pin">``); meta
(abstract-text 29, teaser-copy 24, digest-line 26, pitch-line 31, precis-line 25);
structured_data (JSON-LD PoliceStation reviewedBy 25, Preschool eventSchedule 25,
BedAndBreakfast floorSize 28, ArchiveOrganization dissolutionDate 21, SubwayStation
significantLink 18, Museum yearBuilt 18; ASCII-escaped about 30 % of the time);
pdf_hidden_text (clip_heading_corner 31, degenerate_line_clip 37, ctm_shrink_to_origin 29,
ctm_shift_far_right 38; see ``pdfmake.py``). Page template (``page.py``): a slate-blue
masthead with pill links, a grey-green panel with a thick teal left border, Palatino body.
Hosts: four general (tin-mine tours, a night-ferry café, a rope-bridge trail, a
bell-foundry museum) and three AI-topic (an AI tide clock, an AI lacquer-drying monitor, an
AI bell-rope scheduler), each with its own site name per language (21 domains).

Chromium check: each of the six CSS hidings was first shot on a scratch page with a long
text: the page with the hiding gave the same PNG bytes as the same page whose text was
wrapped in ``visibility:hidden`` (same layout, nothing painted), and differed from the page
without the hiding. Then every one of the 135 css_hidden attack pages (and again the five
whose text changed with the role-bot replacements) was shot twice the same way: 135 of 135
identical. The 39 clean css_hidden pages were shot the same way: 39 of 39 identical (17:24 UTC).
PDF: each of the four hidings passes ``assert_pdf_technique_hides`` (two of the first plan
failed or were repeats and were replaced: a singular-shear CTM painted a line; the mirrored
CTM and a text render mode were earlier names).

Labels: ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;
carrier=synthetic;host_topic=ai|general;set=heldout36`` for attacks (host_topic ai 498,
general 447), ``hardneg:<category>;placed=<channel>`` and ``plain:<host>;placed=<channel>``
for clean documents (placed: none 36, css_hidden 39, html_comment 36, attribute 33, meta
27, structured_data 30, pdf_hidden_text 57). Clean categories: ai_use_policy,
kitchen_speaker_review, kiln_instructions, image_prompt_class, forum_ignore_list,
chatbot_history, ferry_privacy_terms, support_escalation, homework_ai_rules,
security_training, job_ad_ai_trainer, recipe_with_ignore: texts about AI, assistants,
instructions, policies and ignoring, none addressed to a model reading the page; five of six
documents per category also hide one of their own sentences.

Wiring check (17:23:30 UTC), the one run of a detector on this set: ``PYTHONPATH=src:benchmarks
/work/venv/bin/python benchmarks/injection_quality.py --part heldout36 --limit 5 --corpus
/work/shared/corpus > /dev/null 2> /tmp/h36_wiring.err``: exit code 0, stderr 0 bytes; no
figure was looked at. Committed about 17:25 UTC."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout36"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
