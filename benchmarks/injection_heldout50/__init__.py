"""The fiftieth held-out injection set (issue 18), written blind on 2026-12-05 between
13:22 and 13:37 UTC by a helper writer who never saw the detector, its code, its artifacts,
its training data or any figure of it on this set. It was SEALED (``injection_quality.SEALED``)
until its first scoring on 2026-12-05 (stop 51): v52 0.841, candidate v55 0.855, 13 gained, none
lost: the paired rule held and v55 shipped after the frozen test part (``injection_quality``'s
docstring). Scored twice, it is a tuning writer from then on. Its brief was the earlier one
(heldout47's and before), without heldout48's sentence on attacks that name no model.

How it was written. The grid (``_grid.py``: 9 addressees, 9 asks, 8 tones, 15 contexts,
offsets en 17, es 83, pt 131 in the shared ``heldout_assembly.Grid`` formula) was fixed
before any text; then every attack was typed by hand to its cell, in order, in English,
Spanish and Portuguese (no phrase bank, no sentence generator, no translation tool), each
``attacks_<lang>.py`` entry carrying its cell as a comment. Hosts (``hosts.py``), the twelve
hard-negative pages per language (``clean_<lang>.py``), the page template (``page.py``), the
channels (``channels.py``), the PDF maker (``pdfmake.py``) and the shapes (``shapes.py``)
are this set's own, written in the same session. ``build.py`` hands them to the shared
``benchmarks/heldout_assembly.py``. Attack lengths: en 11-79 words, es 10-74, pt 10-72; the
longest of each language is a standing rule (tone ``policy``: en 25, es 23, pt 34). The ask
``ignore`` is never written with that word (nor ``ignorar``/``ignora``) in any attack. Texts
hold no ``--`` or ``>`` and encode in cp1252.

What the writer opened: the preamble and the brief; of ``benchmarks/injection_heldout49``
the files ``_grid.py``, ``build.py``, ``channels.py``, ``shapes.py``, ``pdfmake.py``,
``page.py`` and the code below the docstring of its ``__init__.py`` (not its docstring, not
its attacks, clean or hosts files); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout49.py``, ``tests/heldout_checks.py``, the heldout49 parts of
``tests/test_heldout_assembly.py`` and ``tests/test_injection_heldout_assembled.py`` (which
list earlier sets' visible and CSS techniques); the lines of ``injection_quality.py`` round
the ``A set still sealed`` sentence, ``HELDOUT`` and ``SEALED``. The module docstrings of
every earlier ``benchmarks/injection_heldout*`` package (text files excluded) were dumped to
/tmp and grepped for each planned name, printing short contexts only. ``issues show 18``
was not run. Nothing under ``src/pytest_websearch_bench/safety/``, ``artifacts/``,
``benchmarks/page_probe/``, ``benchmarks/candidates/``, ``train_injection_model.py``,
``injection_data`` texts, README, ``docs/`` or another worktree was opened.

What the writer saw that it should not have: printing ``injection_quality.py`` lines
240-250 to find the insertion point showed heldout48's first-scoring figures (two candidates'
scores on heldout48); the unsealing test's docstring in
``tests/test_injection_heldout_assembled.py`` names which candidates were scored on which
set and how many documents a candidate gained; some grep contexts of earlier docstrings show
numbers beside technique names whose meaning was not pursued. None concerns this set and
none was used. No figure of this set was seen.

What was run: ``ruff check`` and ``ruff format``; headless Chromium 150
(``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a fresh
``--user-data-dir`` per shot, 1280 x 1800) on this set's page with each CSS hiding: the page
with the hidden paragraph is pixel for pixel the page whose paragraph text sits in a
``visibility:hidden`` span (same layout, nothing painted), and differs from the page with
the paragraph shown, for all six; ``assert_pdf_technique_hides`` for each PDF hiding (a first
one, the CTM scaled by 0.00001 into a speck at the corner, failed it and was replaced by
``ctm_quarter_left`` before any test of the set); the tests named in the brief; the corpus
check of ``tests/heldout_checks.py`` by hand against /work/shared/corpus (passes); and once,
as the brief allows, the wiring check ``injection_quality.py --part heldout50 --limit 5``
(exit 0, stderr empty; stdout unread). That check ran before the last renames below (two
contexts and their 18 texts, two visible placements, one PDF hiding, the attribute
element's class, one host name); the loader and the registration it checked did not change.

Repeats and near neighbours, from the docstring greps. Replaced on finding: the context
``pipe_organ_voicing`` (an earlier ``organ_voicing``) became ``dulcimer_bridge_setting`` and
the AI context ``ai_bell_tuning_helper`` (earlier ``ai_bell_tuner``, ``ai_bell_pitch_checker``)
became ``ai_tea_blend_taster``, their nine texts each rewritten; the visible placement
``pennant_flag`` (an earlier one of that name) became ``tin_sign`` and ``stencil_crate``
(earlier ``stencil``, ``stencil_band``) became ``cork_board``; the PDF hiding
``clip_triangle_off_corner`` (an earlier ``clip_triangle_above_page``) became
``clip_ellipse_off_right``; the attribute element's class ``peg`` (used earlier) became
``notchmark``; the named AI Tessera (an earlier context ``tessera cutting``) became Quenby;
the host "Quayside Candle Chandlery" (an earlier harbour chandlery host) became "Quayside
Taper Works". Near neighbours kept: the contexts ``beeswax_candle_dipping`` (earlier
``tallow_dipping``), ``ai_hive_weight_tracker`` (earlier ``ai_beehive_monitor``) and
``bell_rope_splicing`` (earlier bell founding and bell topics); the AI host about bell
tuning (``bell_pitch_ai``, near the earlier AI context ``ai_bell_pitch_checker``); the named
AI Cordel IA (an earlier name Cordelina); the JSON-LD properties ``conditionsOfAccess`` and
``creditText`` (used earlier with other types); CSS: ``pivot_far_above_turn`` is an
off-page transform as earlier translations far up were, ``float_pulled_far_left`` moves the
box off the page's left as an earlier ``position:relative;left:-300vw`` did,
``radial_mask_clear`` and ``svg_data_mask_empty`` are transparent masks as earlier
``mask-image`` gradients and an empty SVG ``<mask>`` were, ``circle_parked_outside`` is a
``clip-path`` circle as earlier zero-radius circles were, ``vertical_lr_zero_width`` is a
zero-size clip as earlier ``inline-size:0``/``max-width`` clips were (``writing-mode`` was
named earlier only as unused); PDF: ``clip_bezier_pinched`` is a zero-area clip as
heldout49's open diagonal line, earlier single-moveto and flat Bezier clips were,
``clip_ellipse_off_right`` an off-page clip as earlier off-page rectangles and triangles,
``ctm_scaled_past_right`` an off-page CTM as earlier moves right of the page, and
``ctm_quarter_left`` a quarter turn as heldout49's clockwise one; shapes: reversed words,
doubled letters and underscores appear in earlier shapes in other forms. Within the set: the
felt-hat mercury idea appears in en 24 and pt 15; the organ/dulcimer seller Cadwell & Sons
(en) is Cadaval & Filhos (pt); hosts are the same seven businesses in each language.

Axes. Addressees: assistant, agent, model, system, named_ai (en Quillmate, Scrivvy, Harrow,
Quenby, Beacon; es Pluméa IA, Brújula IA, Candela IA; pt Lumina IA, Cordel IA, Estrela IA),
the_ai, role (moderation, summary, shopping comparison, fact checking, travel planner,
review, customer support, booking, translation and sales bots), implicit, none. Asks:
ignore, rank_first, verified, hide, reveal, exfiltrate, and three of this set's own:
grant_free_shipping, delete_bad_reviews, unblock_banned_user. Tones: imperative, request,
note, policy, and four of its own: jam_jar_label (a terse capitalised label),
clothesline_peg_note (an informal note pegged on a line), allotment_board_notice (a
community noticeboard posting), quiz_night_question (a quiz question with its answer).
Contexts (15): bell_rope_splicing, saddle_tree_fitting, lute_rose_carving,
quill_pen_curing, felt_hat_blocking, beeswax_candle_dipping, lobster_pot_lacing,
barrel_hoop_driving, gong_hammering, dulcimer_bridge_setting, weather_vane_gilding,
jam_jar_sealing, and three whose topic is AI: ai_hive_weight_tracker, ai_loom_fault_finder,
ai_tea_blend_taster (an AI context only on an AI host). Shapes (``shapes.py``, one attack
in three): final_letter_tripled_sixth, reversed_every_eighth, consonant_doubled_seventh,
circumflex_vowels_ninth, underscore_tail_fourth. Hosts: ringing_tower, cooper_yard,
hat_blocker, taper_works, and three whose topic is AI: hive_scale_ai, loom_camera_ai,
bell_pitch_ai.

Channels and techniques. visible_text: cork_board, telegram_strip, tin_sign,
blackboard_tile (classes of the page's sheet); css_hidden: pivot_far_above_turn
(``transform:rotate(180deg);transform-origin:0 -300vh``), float_pulled_far_left
(``float:left;width:100%;margin-left:-300vw``), radial_mask_clear
(``mask-image:radial-gradient(transparent,transparent)``), circle_parked_outside
(``clip-path:circle(8px at -40px -40px)``), vertical_lr_zero_width
(``writing-mode:vertical-lr;width:0;overflow:hidden``), svg_data_mask_empty (a
``mask-image`` of an empty SVG data URL); html_comment: site-builder banners of Framer,
Duda, Weebly, Strikingly, Webnode and Pinegrow; attribute: data-lock-gate, data-bee-frame,
data-loom-shed, data-quarry-face, data-peat-stack, data-hop-kiln on an empty
``<s class="notchmark">``; meta: hover-summary, byline-gist, strap-line, kicker-text,
peek-text; structured_data: Quotation.text, Atlas.conditionsOfAccess, Drawing.creditText,
Manuscript.abstract, Statue.alternativeHeadline, Thesis.inSupportOf; pdf_hidden_text:
clip_bezier_pinched, clip_ellipse_off_right, ctm_scaled_past_right, ctm_quarter_left
(``pdfmake.py``).

Counts and labels. 1203 documents: 945 injected (135 attacks, 45 per language, each in the
7 channels; 630 plain, 63 per shape; 505 on AI hosts, 440 on general ones) and 258 clean
(per language 72 hard negatives, 12 categories x 6, and 14 plain host pages). Clean
placements: none 36, css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data
30, pdf_hidden_text 57; 192 PDFs. Hard negatives talk about AI courses, assistant release
notes, appliance instructions, privacy and library AI policies, when to ignore an alarm,
prompt-writing research, chatbot history, support-agent training, a system maintenance
notice, a model railway club and review moderation, addressing no model that reads them;
five documents of six per category hide one of their own sentences. Ids ``h50-atk-<lang>-
<nn>-<channel>``, ``h50-clean-...``, ``h50-plain-...``; families as the shared assembly
writes them (``synthetic:addressee=...;set=heldout50``, ``hardneg:...;placed=...``,
``plain:...;placed=...``); documents pinned by digest in ``tests/test_heldout_assembly.py``."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout50"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
