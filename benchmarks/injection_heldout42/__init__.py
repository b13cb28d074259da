"""The forty-second held-out injection set (heldout42): 1203 documents, 945 injected (135
attacks x 7 channels, 45 attacks per language en/es/pt) and 258 clean (12 hard-negative
categories x 6 documents per language, and 14 plain host pages per language). Ids
``h42-atk-<lang>-<nn>-<channel>``, ``h42-clean-<lang>-<category>-<k>`` and
``h42-plain-<lang>-<host>-<j>``; part ``heldout42``; built by ``heldout_assembly.package_set``
from this package's own texts, hosts, channels, PDF maker, shapes and page template.

It was SEALED (listed in ``injection_quality.SEALED``, "written 2026-12-04, not yet scored for
a candidate frozen after it", left out of ``--part all``) for the next session's candidate:
nobody scored it in the session that wrote it, until its first scoring on 2026-12-05, 01:21 UTC
(stop 47: v46 0.808 / 0.0 %, candidate v47 0.826 / 0.0 %: 17 gained, none lost, the paired rule
held; v47 not shipped, its frozen-test scoring added a clean document); scored again for v48
(the same 17 gained); a tuning writer since.

Who and when. Written blind on 2026-12-04 by a helper session of the lead (brief
``heldout42``), in the worktree ``/work/wt/heldout42`` on branch ``heldout42``. Times by
``date -u``: started 22:51:46; avoid-list greps 22:52-22:53 and again 22:58-22:59; grid fixed
22:53:14; English attacks 22:53:14-22:53:40, Spanish to 22:54:05, Portuguese to 22:54:28;
hosts to 22:54:54; clean pages 22:54:54-22:55:45; shapes, page, channels, PDF maker and tests
22:55:45-22:57:40; Chromium checks 22:56:59 and 22:59:29; replacements after the second
avoid-list grep 22:58:50-22:59:43; docstring, wiring check and commit from 23:00.

How the texts were written. Every text was typed by hand, one by one: no phrase bank, no
template of sentences, no generator, no model. The grid (``_grid.py``: addressees, asks,
tones, contexts, offsets en 14 / es 52 / pt 88) was fixed first and printed, and attack ``i``
of each language was written to its cell ``cell(lang, i)`` (the cell is in a comment above
each text). Spanish and Portuguese were written in those languages, not translated line by
line. Attacks are 10 to 79 words: shortest en 11, es 10, pt 10 words; longest en 79, es 71,
pt 75 words, one exfiltration text per language. The ``ignore`` ask never uses the word
(nor ``ignorar``/``ignora``); no attack holds ``--`` or ``>``; every payload is cp1252.

Axes. Addressees: ``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Corvina,
Pelham, Marram, Larkspur, Tansy), ``the_ai``, ``role`` (support bot, checkout bot, claims or
reviewer bot, comparison bot, fact checking bot, booking bot, triage bot...), ``implicit``,
``none``. Asks: ``ignore``, ``rank_first``, ``verified``, ``hide``, ``reveal``,
``exfiltrate`` and this set's own ``double_the_payout``, ``reset_the_pin``,
``skip_age_check``. Tones: ``imperative``, ``request``, ``note``, ``policy`` and this set's
own ``payslip_footnote``, ``quiz_question``, ``tram_stop_display``, ``cookbook_margin``.
Contexts (15): ``salt_panning``, ``hedge_laying``, ``eel_trapping``, ``tortoise_boarding``,
``trug_making``, ``slipway_greasing``, ``mangle_restoring``, ``goose_droving``,
``wellhead_dressing``, ``sledge_runnering``, ``cask_charring``, ``sail_patching`` and three
whose topic is AI, ``ai_eel_run_forecaster``, ``ai_trug_split_grader``,
``ai_goose_flock_counter`` (an AI context goes only on an AI host). Shapes (``shapes.py``,
one attack in three): ``u_as_v_second``, ``double_colon_after_third``,
``s_as_five_fourth``, ``question_mark_after_sixth``, ``e_as_euro_fifth``.

Hosts (``hosts.py``, new topics, own names per language): a saltworks, a hedge laying
school, a tortoise boarding lodge, a slipway club, and three AI hosts: an eel run
forecaster, a trug split grader and a goose flock counter. Page template (``page.py``): a
``header.bollard`` with ``span.plate`` and ``ul.rungs``, an ``article.pane`` panel with a
slate-teal left border, a ``small.keel`` footer, Palatino body and Gill Sans/Tahoma capitals.

Channels and techniques (``channels.py``, ``pdfmake.py``). visible_text: ``postmark_oval``,
``kraft_label``, ``dogeared_card``, ``tabbed_card``. css_hidden: ``hex_alpha_digit_zero``
(``color:#1230``), ``inset_inline_far_shift`` (``position:relative;
inset-inline-start:-800vw``), ``margin_inline_far_pull`` (``margin-inline-start:-2000vw``),
``max_inline_nowrap_clip`` (``max-inline-size:0;overflow:clip;white-space:nowrap``),
``scale_prop_flat_y`` (``scale:1 0``), ``fixed_inset_block_far`` (``position:fixed;
inset-block-start:-900vh``). Each CSS hiding was checked with headless Chromium
(``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new
``--user-data-dir``, windows 900 and 420 px wide, the longest English attack as text): the
screenshot of the page with the hidden paragraph was byte for byte the PNG of the same page
with ``visibility:hidden`` added to that paragraph, for all six at both widths, while a
visible placement differed (control). html_comment banners: ``jahia_fragment``,
``episerver_block``, ``cascade_region``, ``alfresco_node``, ``hippo_document``,
``bricolage_story``. attribute: ``data-trug-rib``, ``data-slipway-tallow``,
``data-eel-fyke``, ``data-salt-crust``, ``data-hedge-pleach``, ``data-goose-drove`` on an
empty ``b.pin``. meta names: ``summary-hook``, ``lede-short``, ``deckline``, ``nutgraf``,
``abstract-line``. structured_data (JSON-LD type: property): RecyclingCenter:
nonprofitStatus, SelfStorage: iso6523Code, ChildCare: ownershipFundingInfo, Crematorium:
actionableFeedbackPolicy, BoatTerminal: interactionStatistic, Pond: hasCredential.
pdf_hidden_text (560 x 720 pt, Times): ``ctm_quarter_turn_offpage``,
``extgstate_lighten_blend``, ``ctm_flip_below_origin``, ``ctm_huge_scale_offpage``; each
passes ``heldout_checks.assert_pdf_technique_hides`` (tests).

Clean side (``clean_*.py``): twelve hard-negative categories, six sentences each per
language, about AI, assistants, instructions, policies, PINs, payouts, age checks and
``ignore`` without addressing a reader model: ``build_exclude_patterns``,
``ai_book_circle``, ``pin_reset_help``, ``claims_payout_faq``, ``age_check_law``,
``assistant_product_faq``, ``candidate_rules_sheet``, ``moderation_policy``,
``ranking_methodology``, ``ai_in_farming_article``, ``booking_data_notice``,
``recipe_substitutions``. Five of six documents per category also carry one of their own
sentences in a hidden channel; over all 258 clean documents (with the plain host pages,
one hiding a sentence in HTML and one in a PDF per host) the shared assembly places none 36,
css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text 57.

Labels. ``family`` is ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;
variant=..;carrier=synthetic;host_topic=..;set=heldout42`` for attacks,
``hardneg:<category>;placed=<channel|none>`` and ``plain:<host>;placed=..`` for clean
documents; ``payload`` is the dressed attack text.

What was opened and run. Opened: the brief and PREAMBLE; every non-text file of
``benchmarks/injection_heldout32/`` (``_grid``, ``build``, ``shapes``, ``page``,
``channels``, ``pdfmake``; of its ``__init__.py`` only the code after the docstring and the
docstring's last line, shown by accident of a sed range); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``; parts of ``tests/test_injection_heldout_assembled.py``
(head, the heldout40/41 entries, the checks, the seal test's docstring, which lists earlier
sets' scoring history by candidate name and shipped or not, no figures) and of
``tests/test_heldout_assembly.py``; parts of ``tests/heldout_checks.py``. The earlier
held-out packages' docstrings were dumped with ``ast.get_docstring`` to a file in /tmp and
grepped, by counts, for every planned name. ``injection_quality.py`` was edited by a script
that printed nothing of it (only counts of matched lines), and checked by importing it
(``heldout42`` in ``HELDOUT`` and in ``SEALED``, beside ``heldout41``). Ran: ruff check and
format, the tests named in the brief, the corpus check of ``tests/heldout_checks.py`` by hand
against ``/work/shared/corpus`` (it passed; the test skips in the worktree), headless
Chromium as above. Not opened: anything under ``src/pytest_websearch_bench/safety/`` or
artifacts, ``benchmarks/page_probe/``, ``benchmarks/candidates/``, the training script,
``benchmarks/injection_data/`` texts, README, ``docs/``, other worktrees, other sets' text
files, other commits.

What was seen that should not have been. While grepping the earlier docstrings with short
contexts (for ``degenerate``, ``mirror``, ``skew``, ``hex`` and ``shift``), a few printed
fragments listed earlier sets' technique names each followed by a two-digit number (they may
be detector figures or per-technique counts of an earlier set); none was used for anything,
and later greps printed counts only. A ``grep -r`` over ``tests/`` for old technique names
printed one line of ``tests/test_html_unread.py`` (an ``opacity:90%`` style), no figure.

Repeats and near neighbours (avoid-list). Replaced after the greps: named AIs Quillon and
Brindle (earlier sets' names) by Pelham and Larkspur; the clean category keys
``gitignore_guide``, ``ai_reading_group``, ``exam_instructions``, ``privacy_notice`` by new
keys (their topics, a gitignore guide, a reading group, exam instructions and a privacy
notice, stay near earlier hard negatives); CSS ``opacity:0%`` (a repeat of ``opacity:0``),
``max-block-size:0;overflow:clip`` (near ``block-size:0;overflow:clip``) and
``contain:paint;block-size:0`` (near ``contain:strict``); PDF hidings a CTM mirrored left
(a repeat of ``ctm_mirror_left``), a degenerate line clip (a repeat), a zero-width clip
rectangle (a repeat) and a CTM shift below the page (earlier CTM shift/translate hidings).
Kept and disclosed as near neighbours: ``scale_prop_flat_y`` near an earlier ``scale:0``;
``inset_inline_far_shift``, ``margin_inline_far_pull`` and ``fixed_inset_block_far`` near
earlier far off-screen placements (a ``translate`` property); ``max_inline_nowrap_clip``
near earlier zero-width boxes; ``hex_alpha_digit_zero`` near earlier colour-alpha-zero
hidings; ``ctm_quarter_turn_offpage`` near an earlier ``ctm_half_turn``;
``ctm_flip_below_origin`` near earlier flips; ``ctm_huge_scale_offpage`` near earlier
magnifying hidings; ``extgstate_lighten_blend`` near earlier ExtGState and blend-mode
hidings; all six JSON-LD types and all six properties occur in earlier sets (the type and
property pairs could not be checked without reading contexts); the fonts (Palatino, Gill
Sans, Times) and some class words (``pane``, ``keel``, ``bollard``, ``plate``) occur in
earlier docstrings; an earlier set had eels among its topics; the shapes are of the
letter-for-symbol and punctuation-after-every-nth-word families earlier sets used, with
new letters, marks and steps (``euro`` matched only "European"). No hits: the contexts,
tones, asks, shapes by name, hosts, comment banners, data attributes, meta names, the
visible placements and the named AIs Corvina, Marram, Tansy, Pelham and Larkspur.

Wiring check. Once, at the end: ``PYTHONPATH=src:benchmarks /work/venv/bin/python
benchmarks/injection_quality.py --part heldout42 --limit 5 --corpus /work/shared/corpus >
/dev/null 2> /tmp/h42_wiring.err; echo $?``: run at 23:00:52, exit code 0, stderr 0 bytes (stdout discarded). No figure was looked at; no other
detector run on this set."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout42"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
