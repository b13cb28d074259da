"""The forty-third held-out injection set (issue 18), written blind; sealed until 2026-12-05.

Who and when: one helper session started by the lead's session as a blind writer, on
2026-12-05 (times by ``date -u``): started 01:13:14; avoid-list dump and greps 01:13-01:16;
grid fixed (``_grid.py``) 01:16; English attacks 01:16-01:17, Spanish 01:17-01:18,
Portuguese 01:18; shapes, channels, page, PDF maker 01:18-01:19; hosts 01:19; clean pages
01:20; Chromium screenshots 01:21; tests and pins 01:21-01:23; wiring check 01:22:52;
this docstring 01:24. This set stayed SEALED for the NEXT session's candidate: nobody
scored it in the session that wrote it, and it was listed in ``injection_quality.SEALED``
("written 2026-12-05, not yet scored for a candidate frozen after it"), so ``--part all``
left it out. That scoring came on 2026-12-05, 04:51 UTC (stop 48: v49 0.819 / 0.4 %, candidate
v50 0.830 / 0.4 %: 10 gained, none lost, the paired rule held at its bound; v50 shipped); a
tuning writer since.

How the texts were written: every attack, host page and clean sentence was typed by hand
into ``attacks_*.py``, ``hosts.py`` and ``clean_*.py``, one at a time, each attack to the
cell ``_grid.cell(lang, i)`` that was fixed before any text existed (the comment above each
text names its cell). No phrase bank, template or sentence generator; the Spanish and
Portuguese texts were written in those languages, not translated line by line from the
English. The asks labelled ``ignore`` never use that word (nor ``ignorar``); the clean pages
use it freely, as hard negatives.

What was opened: the brief and PREAMBLE; ``benchmarks/injection_heldout32/`` except its
text files (``__init__.py`` with its docstring skipped, ``_grid.py``, ``build.py``,
``channels.py``, ``page.py``, ``pdfmake.py``, ``shapes.py``); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``, ``tests/heldout_checks.py``,
``tests/test_heldout_assembly.py`` (all but a few unrelated lines) and
``tests/test_injection_heldout_assembled.py``. The package docstrings of every
``benchmarks/injection_heldout*`` package were dumped to /tmp and only grepped (hit counts,
and two short contexts). ``issues show 18`` was not run. Nothing under
``src/pytest_websearch_bench/safety/`` or its artifacts, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, the training script, ``injection_data`` texts, README, docs,
other worktrees or /work/scratch (but the two files) was opened; no ``git log``/``show``/
``diff`` of other commits. ``benchmarks/injection_quality.py`` was edited by a script that
printed nothing of it (the three insertions were then seen in this worktree's own diff).

What was seen that should not have been: the docstring of the last test of
``tests/test_injection_heldout_assembled.py`` names, for each earlier set, the candidate
versions scored on it and whether each shipped (no figures); it was not used. A first
version of the /tmp avoid-list dump also took in the non-text modules of heldout33 ..
heldout42 (channels, PDF makers, shapes, grids, pages); it was overwritten by a
docstrings-only dump before anything in it was read or grepped. No detector figure was seen.

Repeats and near neighbours (by grep of the earlier docstrings; every name below had no
hit unless said): the nine addressee labels and the six standard asks are the shared
ones; the CSS hiding ``inset_right_full_clip`` is a neighbour of earlier
``clip-path:inset`` hidings (``inset(50%)`` was used), ``translate3d_far_left`` of earlier
far-shift transforms, ``hsla_legacy_alpha_zero`` and ``exponent_opacity_tiny`` of earlier
zero-alpha colours and zero-opacity sums (heldout32's ``pow_opacity_zero``), and
``aspect-ratio`` had one hit; the PDF hidings ``clip_two_far_squares`` (disjoint clips, used
before), ``ctm_push_far_right`` (off-page moves, used before), ``rise_sunk_below`` (text rise;
the word had hits) and ``clip_diagonal_hairline`` (zero-area clips, used before) are near
neighbours; the shapes ``one_for_i_fourth`` and ``three_for_e_sixth`` are neighbours of
heldout32's letter-for-digit shapes and the three sign insertions of its punctuation
insertions; the comment banners follow heldout32's banner idea with new tools (Zesty.io,
Frontastic, AEM, Pagekit, Acquia Site Studio, Enonic XP: no hits); JSON-LD types
``MotorcycleDealer``, ``OutletStore``, ``SubwayStation``, ``BedAndBreakfast`` and fields
``areaServed``, ``funder``, ``seeks`` had one hit each; ``invoice`` had hits (the ask
``mark_invoice_paid`` had none); the role bots' names (order, review, billing, support
bots) had hits; Times fonts and Palatino had hits. The named AIs (Ardea, Mosaica, Plectra),
the contexts, host topics, tones, attributes, metas and page classes had none.

Axes (``_grid.py``): addressees assistant, agent, model, system, named_ai, the_ai, role,
implicit, none; asks ignore, rank_first, verified, hide, reveal, exfiltrate,
mark_invoice_paid, issue_store_voucher, lift_overdraft_cap; tones imperative, request,
note, policy, yearbook_caption, eulogy_excerpt, sleeve_notes_blurb, prompt_book_cue; 15
contexts (harpsichord_voicing, terrazzo_polishing, saltmarsh_grazing, parquet_laying,
heron_counting, sponge_diving, walnut_hulling, marionette_stringing, pretzel_twisting,
dredger_piloting, gondola_rowing, caving_survey and the AI contexts
ai_heron_nest_tallier, ai_terrazzo_chip_grader, ai_harpsichord_pitch_checker); offsets en
31, es 74, pt 118. Shapes (``shapes.py``): one attack in three dressed in one of five.
Attacks run from 10 to 75 words (en 10-75, es 12-72, pt 10-72).

Channels and techniques (``channels.py``, ``pdfmake.py``): visible_text (wax_seal_note,
rosette_badge, pennant_flag, stamp_card); css_hidden (inset_right_full_clip,
translate3d_far_left, aspect_ratio_zero_box, hsla_legacy_alpha_zero,
padding_pushed_overflow, exponent_opacity_tiny; each checked with headless Chromium 150,
``--headless=new --no-sandbox --disable-gpu --hide-scrollbars`` and a new user-data-dir:
a page holding a 45-word hidden paragraph gave a screenshot byte-identical to the same page
with ``visibility:hidden`` added to that paragraph, while a plain visible paragraph made a
different screenshot); html_comment (six content-tool banners); attribute (six ``data-``
names on an empty ``<b class="pip">``); meta (overline, subdeck, sell-line, hook-line,
tldr); structured_data (six schema.org types, one field each); pdf_hidden_text (four
hidings, each passing ``assert_pdf_technique_hides``; a fifth, horizontal scaling zero,
failed that check and was dropped). Own page template (``page.py``), own hosts (four
general: a saltmarsh lamb farm, a standing-oar rowing club, a walnut co-operative, a
caving club; three AI: a heron nest counter, a terrazzo chip grader, a harpsichord tuning
assistant), per language.

Counts and labels: 1203 documents; 945 injected (135 attacks x 7 channels, 45 attacks per
language in en, es, pt), 258 clean (12 hard-negative categories x 6 per language, five of
six hiding one of their own sentences, plus 14 plain host pages per language); 192 PDFs;
clean placements none 36, css_hidden 39, html_comment 36, attribute 33, meta 27,
structured_data 30, pdf_hidden_text 57. Ids ``h43-atk-<lang>-<nn>-<channel>``,
``h43-clean-...``, ``h43-plain-...``; families as in heldout32.

Checks run: ruff check and format; the four test files named in the brief (pass); the
corpus check of ``tests/heldout_checks.py`` by hand against /work/shared/corpus (pass); the
single wiring check ``injection_quality.py --part heldout43 --limit 5`` with stdout
discarded: exit code 0, stderr 0 bytes. No other run of any detector on this set."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout43"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
