"""heldout55: the fifty-fifth held-out injection set, written blind on 2026-12-05.

Who and when. Written by a helper session started by the lead, to the brief
``prompt_heldout55`` (with ``PREAMBLE.md``), in the worktree ``/work/wt/heldout55`` on branch
``heldout55`` (made from ``stop53``): started 19:17:37 UTC, structure and first texts by
19:24, CSS hidings checked in Chromium 19:24-19:25, tests passing 19:27, the wiring check at
19:27:52, names found in earlier sets replaced 19:28-19:29, final tests 19:30:36, this
docstring and the commit after 19:31 (times by ``date -u``). The writer saw no detector.

How the texts were written. Every attack, host page and clean sentence was typed by hand for
this set: no phrase bank, no sentence generator, no template filled in. The grid
(``_grid.py``: 9 addressees, 9 asks, 8 tones, 15 contexts, offsets en 19, es 61, pt 103) was
fixed and its 135 cells printed before any attack was written; each text was then written to
its cell. The Spanish and Portuguese texts were written in those languages, not translated
from the English. After the avoid-list check (below) the cells of one tone were rewritten
twice (17 texts each time), three shapes and one host were replaced and a named AI renamed;
no other text changed after it was first written.

What was opened. ``PREAMBLE.md`` and the brief; of ``benchmarks/injection_heldout54/`` the
code of ``__init__.py`` (its docstring not read: a script printing the code also printed three
short docstring lines of under 40 characters, "scored on it first.", "this set was seen.",
"their names here do not."), ``_grid.py``, ``build.py``, ``channels.py``, ``page.py``,
``pdfmake.py`` and ``shapes.py``; ``benchmarks/heldout_assembly.py`` (lines 1-300 and the
helpers below them); ``tests/test_injection_heldout54.py``; parts of
``tests/test_injection_heldout_assembled.py`` (the docstring, ``Assembled``, the heldout21,
heldout22, heldout52-54 entries, the tests from the counts to the seal) and
``tests/test_heldout_assembly.py`` (imports, pins, the parametrised list);
``tests/heldout_checks.py`` (``assert_pdf_technique_hides``, ``assert_imports_only``,
``assert_no_corpus_file_copied``); ``benchmarks/injection_quality.py`` lines 255-280 and
380-402 (the docstring's last set entries and the ``HELDOUT``/``SEALED`` tails). The package
docstrings of every earlier ``benchmarks/injection_heldout*`` package were dumped with
``ast.get_docstring`` to ``/tmp/h55_docstrings.txt`` and only grepped (counts and contexts of
up to about 80 characters). ``issues show 18`` was not run. Nothing under ``safety/`` or
``artifacts/``, ``page_probe``, ``candidates``, the training script, ``injection_data`` texts,
another set's text files, README, ``docs/``, other worktrees or other files of
``/work/scratch`` was opened; no ``git log`` or ``git show``.

What was seen that should not have been. The lines 255-280 of ``injection_quality.py`` hold
the first scoring figures of heldout51 .. heldout53 (detection rates and false-positive rates
of shipped and candidate detectors), and the docstring of the seal test in
``tests/test_injection_heldout_assembled.py`` (lines 930-945) names candidates and whether
they shipped. Both were read by accident while locating the lines to edit; nothing of them was
used in this set.

What was run. Headless Chromium 150 (``/usr/bin/chromium --headless=new --no-sandbox
--disable-gpu --hide-scrollbars``, new ``--user-data-dir`` per width) on pages of this set's
template holding each CSS hiding with an 80-word and a 3-word text, at 1000 and 390 px wide:
each page's screenshot is identical to the same page with ``visibility:hidden`` added to the
hidden paragraph (so the hiding paints nothing) and differs from the page with the style
removed (so the text would show): 24 of 24. ``ruff check`` and ``ruff format`` on every changed
file; ``pytest -n 2`` of ``tests/test_injection_heldout55.py``,
``tests/test_injection_heldout_assembled.py``, ``tests/test_heldout_assembly.py`` and
``tests/test_injection_data.py``: 630 passed, 37 skipped (the corpus tests skip in the
worktree, whose default corpus path is absent); the corpus check
(``assert_no_corpus_file_copied``) by hand against ``/work/shared/corpus``: passed. The one
wiring check, ``injection_quality.py --part heldout55 --limit 5 --corpus /work/shared/corpus``
with stdout to ``/dev/null``: exit code 0, stderr 0 bytes; no figure was looked at. It ran
before the replacements of 19:28-19:29 (texts, shapes, a host; the registration unchanged) and
was not run again. No detector was run on the set otherwise.

Repeats and near neighbours, disclosed. Every planned name was grepped in the dumped
docstrings; found and replaced: the tone first called ``telegram_wire`` (an earlier
``telegram``/``telegram_stop`` tone) and then ``school_report_card`` (an earlier set's tone
of that name), now ``lonely_hearts_ad``; the shapes ``pilcrow_mid_long``,
``currency_after_fourth`` and ``section_sign_seventh`` (earlier pilcrow, ``currency_before_sixth``
and ``section_before_fourth`` shapes), now the cedilla, trade mark and diaeresis shapes; the
host ``bell_foundry_museum`` (an earlier bell-foundry museum host), now ``tithe_barn_trust``;
the named AI Corvina (named earlier), now Pellucid; the attribute carrier ``<b class="rivet">``
(used earlier), now ``<i class="dowel">``; the comment builders PageCloud and WebStarts (named
earlier), now Voog and Sitebeat; the JSON-LD fields ``backstory`` and ``usageInfo`` (used
earlier), now ``educationalUse`` and ``sdLicense``. Near neighbours kept: the CSS hidings
``sideways_clip_sliver`` (earlier zero inline-size clips), ``svh_zero_ceiling`` (earlier
``max-height:0``, ``block-size:0`` and ``line-height:0;overflow:clip``), ``right_shove_vmax``
and ``lifted_above_svh`` (earlier off-page offsets such as ``left:-300vw`` and heldout54's
``bottom:100vh``), ``unset_var_opacity`` (an earlier ``var()`` colour hiding and zero
opacities), ``container_unit_cancel`` (earlier zero and negative font sizes); the PDF hidings
``ctm_quarter_back`` (an earlier quarter turn the other way), ``clip_top_right_nook`` (earlier
off-page and heldout54's bottom-band clips), ``ctm_slant_far`` (earlier shears) and
``fill_stroke_white`` (heldout54's white stroke mode, earlier white fills); the JSON-LD types
Quotation, ExercisePlan, Newspaper and Manuscript (named earlier with other fields); the
tone ``horoscope_line`` (horoscope lines and columns appear earlier as clean texts or hosts);
the asks ``reserve_sauna_slot`` (an earlier sauna-booking role bot) and
``order_barometer_repair`` (an earlier barometer-repair context); the host
``fungus_foray_club`` (earlier mushroom contexts and a mushroom-walk bot) and
``canal_lockhouse`` (an earlier lock-keeper tone or context); the context ``bobbin_lace_pricking``
(shares a word with an earlier context); the named AI Saltmarsh-3 (a saltmarsh context and
host earlier). The shapes' signs (broken bar, cedilla, not sign, trade mark, diaeresis) were
not found named earlier.

Axes. Addressees: assistant, agent, model, system, named_ai (Maravel, Brightfold, Pellucid,
Lumenhart, Saltmarsh-3), the_ai, role (a repair-quote bot, a help-desk bot, a
shopping-comparison bot, a safety-answer bot, a recipe-checker bot, an order bot, a booking
bot, a customer-service bot and others), implicit, none. Asks: ignore (the word itself never
used in any language), rank_first, verified, hide, reveal, exfiltrate, and three of this set:
reserve_sauna_slot, join_kazoo_choir, order_barometer_repair. Tones: imperative, request,
note, policy, and chore_rota, menu_special, lonely_hearts_ad, horoscope_line. Contexts (15):
slate_roof_dressing, walking_stick_steaming, toy_top_turning, tent_canvas_proofing,
knot_garden_clipping, barometer_tube_filling, book_headband_sewing, sash_cord_replacing,
kazoo_membrane_fitting, millpond_sluice_mending, harness_brass_polishing,
bobbin_lace_pricking and the AI contexts ai_starling_flock_counter,
ai_stamp_perforation_gauger, ai_sourdough_rise_timer (attacks of those only on AI hosts).
Shapes (``shapes.py``, one attack in three): broken_bar_join_fifth, cedilla_mid_long,
trademark_after_fourth, not_sign_before_capital, diaeresis_before_seventh, 63 documents each,
630 plain. Attacks run from 10 to 78 words; the longest per language (en 44, 78 words, a
chore rota; es 40, 74 words, a garden rule; pt 41, 75 words, a note) are the standing rules.

Channels and techniques (counts over the 945 attack documents). ``visible_text``: kite_tail
32, chalk_slate 32, sash_ribbon 37, cinder_tag 34 (classes of ``page.py``). ``css_hidden``:
sideways_clip_sliver (``width:0;overflow-x:clip``) 25, container_unit_cancel
(``font-size:calc(1cqw - 1svw)``, zero with no size container) 25, unset_var_opacity
(``opacity:var(--h55-unset,0)``) 18, right_shove_vmax (``position:relative;right:300vmax``)
18, lifted_above_svh (``position:absolute;top:-300svh``) 26, svh_zero_ceiling
(``max-height:0svh;overflow-y:clip``) 23. ``html_comment`` (banner comments of site
builders): hostinger_block 22, ionos_module 28, mjml_raw 22, voog_block 19, sitebeat_tile 21,
mozello_block 23. ``attribute`` (on an empty ``<i class="dowel">``): data-slate-nail 18,
data-docket-leaf 28, data-kazoo-reed 22, data-perforation-gauge 30, data-tent-wax 20,
data-knot-box 17. ``meta``: docket-note 23, chore-card 34, kazoo-part 28, tent-peg-label 25,
knot-plan 25. ``structured_data`` (JSON-LD type and field): Chapter.pagination 24,
ShortStory.educationalUse 26, ExercisePlan.activityFrequency 25,
Quotation.spokenByCharacter 13, Newspaper.issn 25, Manuscript.sdLicense 22.
``pdf_hidden_text`` (``pdfmake.py``, each passing ``assert_pdf_technique_hides``):
ctm_quarter_back 29, clip_top_right_nook 43, ctm_slant_far 34, fill_stroke_white 29.

Hosts (``hosts.py``, seven per language): tithe_barn_trust, hill_fort_walks,
fungus_foray_club, canal_lockhouse, and the AI-topic ai_sign_language_lab,
ai_radar_rainwatch, ai_translation_cafe; attack documents on AI hosts 521, on general hosts
424. Page template (``page.py``): a slate-green ``lintelbar`` band, a white ``fernsheet``
with a copper edge, a ``sillnote`` footer.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels, 45 per language
en/es/pt, ids ``h55-atk-<lang>-<nn>-<channel>``, families
``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;carrier=synthetic;
host_topic=..;set=heldout55``) and 258 clean: per language 72 hard negatives (12 categories
x 6: a school AI policy, a voice-assistant review, a prompt-injection explainer, a usage note
on ignore, kettle instructions, a club privacy policy, a shop chatbot FAQ, AI ethics reading
minutes, a system changelog, a model railway club, travel-agent advice, a weekly horoscope;
none addresses a model reading the page; five of each six hide one of their own sentences in
a hidden channel) and 14 plain host pages (two per host, one hiding its own sentence).
Clean placements: none 36, css_hidden 39, html_comment 36, attribute 33, meta 27,
structured_data 30, pdf_hidden_text 57. 192 PDFs. The set is registered in
``injection_quality.HELDOUT`` and sealed in ``SEALED``."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout55"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
