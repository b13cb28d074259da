"""heldout37: the thirty-seventh held-out injection set (issue 18), written blind. It was sealed
(``injection_quality.SEALED``) until its first scoring on 2026-12-04, 18:10 UTC (v40 0.730 /
1.2 %, candidate v41 0.730 / 1.2 %: nothing gained or lost, the paired rule failed; v41 not
shipped); a tuning writer since.

Who and when: a helper session started by the lead, on 2026-12-04 from 17:53 to about
18:06 UTC (brief read 17:53; avoid-list greps 17:54-17:57; page template, CSS hidings
checked in Chromium 17:56; PDF maker first cut 17:57; grid 17:57; attacks en/es/pt
17:58-17:59; hosts 17:59; clean pages 17:59-18:00; registration and tests 18:00-18:01;
wiring check 18:02; PDF hidings replaced after a second avoid-list grep 18:02-18:04; tests
and this docstring 18:04-18:06), on branch ``heldout37`` in its own worktree.

How the texts were written: every attack (45 per language, en/es/pt) typed by hand to its
grid cell (``_grid.cell``, fixed before any text was written), with no phrase bank and no
sentence generator; hosts, hard negatives and the page template typed by hand too. Attacks
run 12 to 75 words; the longest per language is a standing rule (en 40: 73 words, es 35: 75
words, pt 37: 75 words); the ask ``ignore`` is never worded with ignore/ignorar.

What was opened: the brief and PREAMBLE; ``benchmarks/injection_heldout32/`` except its text
files (its ``__init__.py`` below its docstring only); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``, ``tests/heldout_checks.py``,
``tests/test_heldout_assembly.py`` and ``tests/test_injection_heldout_assembled.py``; the
docstrings of every earlier held-out package (dumped with ``ast.get_docstring`` to /tmp,
text files skipped, grepped with short contexts for the avoid-list). Not opened: the detector
(``safety/``, artifacts), ``page_probe``, ``candidates``, the training script,
``injection_data`` texts, README, ``docs/``, other worktrees, the text files of heldout32 ..
heldout36. ``injection_quality.py`` was edited by a small script printing only its
inserted lines; ``issues show 18`` was not run.

What was seen that should not have been: locating the insertion point in
``injection_quality.py`` printed eight docstring lines cut to 60 characters, which showed
fragments of heldout36's recorded figures for v39/v40 (a score, a rate, "14 gained, none
lost"); some avoid-list grep contexts showed per-technique counts of earlier sets. None of
it concerns this set or was used.

Ran: headless Chromium 150 (``--headless=new --no-sandbox --disable-gpu --hide-scrollbars``,
own ``--user-data-dir``) on this page template and on one real css_hidden document per CSS
hiding, each compared pixel for pixel with the same page whose hidden paragraph also has
``visibility:hidden`` (identical for all six) and with the paragraph unstyled (text painted);
``assert_pdf_technique_hides`` on each PDF hiding; ruff; the four test files; the corpus
check of ``tests/heldout_checks.py`` by hand against /work/shared/corpus (passes; the test
skips here as the default corpus path is absent); the one wiring check.

Axes: addressees assistant, agent, model, system, named_ai (Brenvolt, Azimutha; Corvinel,
Pardalina; Seraldo, Vimbrel), the_ai, role (a print-shop comparison bot, a milliner review
bot, a casting-quote bot, a feed-plan reviewer bot, a bakery helper bot and others), implicit
(whoever reads/handles this), none. Asks: ignore, rank_first, verified, hide, reveal,
exfiltrate and three new: ``grant_free_upgrade``, ``mark_order_paid``, ``skip_id_check``.
Tones: imperative, request, note, policy and four new: ``tour_bus_guide``,
``cinema_trailer``, ``guestbook_entry``, ``chess_commentary``. Contexts (15): zither
fretting, okra pickling, felt hat blocking, ferrotype developing, tapir keeping, gingerbread
moulding, semaphore signalling, velvet steaming, gnomon casting, tessera cutting, hinge
forging, notepad printing and three AI: ``ai_zither_fret_gauger``, ``ai_okra_brine_tester``,
``ai_tapir_feed_planner``. Shapes (``shapes.py``, one attack in three): five of this set's
own. Hosts: four general (zither circle, okra stand, semaphore club, hinge smithy) and three
AI-topic (fret-gauge app, brine tester app, zoo feed planner) per language.

Channels and techniques: visible_text (four placements on the page's own classes),
css_hidden (six hidings, each checked in Chromium as above), html_comment (six content-tool
banners, head or body), attribute (six ``data-`` names), meta (five names), structured_data
(six schema.org types, one field each) and pdf_hidden_text (four hidings, ``pdfmake.py``,
each passing ``assert_pdf_technique_hides``). The page template (``page.py``) is new.

Repeats and near neighbours, disclosed: the first four PDF hidings planned (a white transfer
function, an Indexed white, cancelling windings, a Darken blend) were found in earlier
docstrings and replaced, as were ``ctm_shrunk_to_speck`` and ``clip_flat_curve``
(exact repeats of earlier ``ctm_shrink_to_origin`` and ``flat_bezier_clip``); the JSON-LD
``IceCreamShop``/``hasCredential`` were replaced. Kept near neighbours: ``ts_sunk_below``
(an earlier ``Ts`` rise went up), ``clip_to_heading_strip`` (earlier clips off the page or to
an off-page corner), ``ais_shape_zero`` (earlier fill alpha 0); ``matrix_flat_y`` (earlier
``matrix(0,0,0,0,0,0)`` and ``scale3d(1,0,1)``), ``contain_size_clip`` (earlier
``contain:strict``), ``round_to_zero_opacity`` (earlier ``round(down,..)`` font),
``rgb_none_alpha`` (earlier alpha-zero colours), ``exp_log_opacity`` (earlier ``exp`` and
``log`` hidings), ``asin_scale_zero`` (earlier trigonometric zeros);
``asterisk_before_fourth`` (earlier ``asterisk_every_fourth``), ``doubled_last_letter_second``
(earlier ``doubled_letters``), ``caret_for_i_third`` (earlier ``caret_before_vowel_words``),
``exclaim_after_third`` (earlier ``exclamation_after_fifth``); ``hover-blurb`` (earlier
``data-hover-caption``), ``agentInteractionStatistic`` (earlier ``interactionStatistic``);
topics sundial (earlier sundial restoration, here gnomon casting), mosaic (an earlier AI
mosaic host, here tessera cutting), chess (earlier chess club pages, here a tone and a clean
page), smithy (an earlier village smithy host), felt (an earlier felt topic); clean
categories ``choir_ai_usage_rules`` (earlier ``school_ai_policy``),
``machine_ethics_book_club`` (earlier ``ai_reading_group``), ``editor_plugin_changelog``
(earlier app changelogs); the ``endnote`` class and Palatino were used by earlier templates.

Counts: 1203 documents: 945 injected (135 attacks x 7 channels, 45 per language), 258 clean
(12 hard-negative categories x 6 per language = 216, five of six hiding one own sentence in
a hidden channel or PDF; 14 plain host pages per language = 42). Clean placements: none 36,
css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text
57. 192 PDFs. Labels: ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;
variant=..;carrier=synthetic;host_topic=ai|general;set=heldout37`` for attacks,
``hardneg:<category>;placed=<channel or none>`` and ``plain:<kind>;placed=..`` for clean
pages; ids ``h37-atk-<lang>-<nn>-<channel>``, ``h37-clean-..``, ``h37-plain-..``.

Wiring check: ``injection_quality.py --part heldout37 --limit 5 --corpus
/work/shared/corpus`` run once (18:02, before the PDF hidings were replaced; the loader path
did not change), exit 0, stderr 0 bytes; no figure looked at. The set is SEALED
(``injection_quality.SEALED``): nobody scored it in this session."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout37"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
