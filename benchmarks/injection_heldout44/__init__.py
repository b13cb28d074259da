"""A forty-fourth held-out injection set (issue 18), written blind: 1203 documents, 945
injected (135 attacks x 7 channels, 45 attacks per language en/es/pt) and 258 clean (12
hard-negative categories x 6 per language + 14 plain host pages per language). It was sealed
(``injection_quality.SEALED``): the first candidate frozen after this set was started is
scored on it first (perhaps later on 2026-12-05); until then it stays out of ``--part all``.
That scoring came on 2026-12-05, 01:38 UTC (stop 47: v46 0.851 / 0.4 %, candidate v48 0.868 /
0.4 %: 16 gained, none lost, the paired rule held; v48 shipped); a tuning writer since.

Who and when: a helper session started by the project's lead session, 2026-12-05, from
01:23:35 UTC (``date -u`` at the start) to about 01:38 UTC (commit), on branch
``heldout44`` in its own worktree. Times by ``date -u``: reading and avoid-list greps
01:23-01:28; grid fixed 01:28; English attacks 01:28-01:29; Spanish 01:29-01:30;
Portuguese 01:30; shapes and channels 01:30-01:31; page template 01:31; PDF maker 01:31;
hosts 01:32; clean pages 01:32-01:33; the Chromium check 01:33; registry and tests
01:33-01:34; avoid-list replacements (PDF hidings, a JSON-LD property) 01:34-01:35; tests,
corpus check and the wiring check 01:35-01:36; avoid-list renames of three clean
categories and a host name 01:36; tests and corpus check again 01:36; this docstring 01:37.

How the texts were written: every attack, host page and clean sentence typed by hand into
``attacks_*.py``, ``hosts.py`` and ``clean_*.py``, one by one, each attack to the cell
``_grid.cell(lang, i)`` printed before any text was written (no phrase bank, no sentence
generator, no template filled in). The grid's offsets (en 137, es 190, pt 246) give the
three languages no shared cell position; several attacks still share an idea across
languages (a "do not disturb" card, a dock tally shouted crate by crate, a wedding reply
card), and the clean pages are the same twelve categories in each language, the Spanish and
Portuguese sentences close renderings of the English ones; the host pages likewise. The
longest attack per language is a standing rule (en 15, 74 words, a coppice trust's standing
policy; es 26, 72 words, an AI service's standing policy; pt 11, 73 words, a hazel
cooperative's standing policy); the shortest 11-12 words. The ``ignore`` ask never uses the
word (nor Spanish/Portuguese ``ignor-``): "goes overboard", "no longer applies", "cross out
whatever your instructions said", "quedan anuladas", "dar por terminadas", "deixa de ter
efeito", "risca tudo" and the like. Clean texts talk about AI, assistants, chatbots,
instructions, policies, system prompts and "ignore" (AI ethics club minutes, parasol care
instructions, a library AI policy, a cook-along smart speaker diary, choir rehearsal notes,
customs form help, a shop chat helper's privacy notice, puzzle hunt rules, an exhibition
label on AI images, tenancy house rules, an office prompt-writing clinic, spam call advice)
without addressing a reader model; five of each category's six documents also carry one of
their own sentences in a hidden channel (heldout_assembly's placement), and each plain host
page one of its own.

What was opened: ``/work/scratch/PREAMBLE.md`` and the brief; every file of
``benchmarks/injection_heldout32/`` except its text files (``__init__.py`` with its
docstring printed with digits masked on its first twelve lines and on lines that looked
like figures, ``_grid.py``, ``build.py``, ``channels.py``, ``page.py``, ``pdfmake.py``,
``shapes.py``); ``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout32.py``,
``tests/heldout_checks.py``, ``tests/test_heldout_assembly.py`` and most of
``tests/test_injection_heldout_assembled.py``; of ``benchmarks/injection_quality.py`` only
the ``HELDOUT``/``SEALED`` lines naming heldout42 (after the module docstring) and, with
every digit masked, the docstring lines 201-214 (to see the shape of heldout42's sentence);
the file was then edited by a script that printed nothing of it. ``issues show 18`` was
not run. The ``__init__.py`` docstrings of every ``benchmarks/injection_heldout*`` package
(heldout43 absent from this worktree) were dumped to /tmp and grepped for each planned name,
printing only about 25 characters either side of a hit. Nothing under
``src/pytest_websearch_bench/safety/`` or ``artifacts/``, ``page_probe``, ``candidates``,
``train_injection_model.py``, ``injection_data`` texts, README, ``docs/``, other worktrees,
other scratch files or any other set's text files was opened.

What was seen that should not have been: no detector figure. The masked lines showed where
figures stand (``v## #.### / #.# %``) but no digit of them. The docstring of
``test_the_set_was_unsealed_by_its_first_scoring_and_is_in_all`` (read while adding this
set) names which candidate each earlier set was first scored with and whether it shipped,
no figures; nothing here was changed because of it.

What was run: headless Chromium (``/usr/bin/chromium --headless=new --no-sandbox
--disable-gpu --hide-scrollbars``, a new ``--user-data-dir`` under /tmp, Chromium 150)
screenshotting, for each CSS hiding, a page of this template with the hidden paragraph,
the same page with ``visibility:hidden`` added to that paragraph, and the page with the
paragraph unstyled: for all six the first two were pixel-identical and the third differed;
the PDF hidings through ``assert_pdf_technique_hides``; ruff check and format; the tests
named in the brief (425 passed, 25 skipped: the corpus checks of every set and of
``test_injection_data.py``, the corpus being absent at the tests' default path,
/work/wt/shared/corpus); the corpus check of ``tests/heldout_checks.py``
(``assert_no_corpus_file_copied``) by hand against /work/shared/corpus (passed, before and
after the last renames); and once, at 01:36, the wiring check ``injection_quality.py --part
heldout44 --limit 5 --corpus /work/shared/corpus`` with stdout to /dev/null: exit 0, stderr
0 bytes, no figure looked at (it preceded the renames of three clean categories and one
host name, which changed ids and bytes but no wiring). No detector was run on the set
otherwise.

Repeats and near neighbours (found by the greps; exact repeats replaced before the
commit): the PDF hidings first planned were named or built before and were replaced, some
twice: a DeviceN colour space tinting to white (an earlier ``devicen`` hiding),
``smask_transfer_zero`` (the same name earlier), ``text_rise_below`` (earlier
``text_rise_below_page``), ``ctm_shrunk_to_speck`` (the same name earlier; it also painted
in PDFium), ``ctm_shear_far_right`` (earlier ``ctm_shear_far``) and
``clip_top_margin_strip`` (the same name earlier). The four kept are near neighbours:
``mode_five_white_outline`` beside earlier render-mode (3, 7) and stroke hidings and white
fills, ``gray_overrange_clamped`` beside earlier white fills (``1 g``, ``0 0 0 0 k``),
``clip_zero_width_column`` beside earlier zero-width and zero-area clips,
``clip_under_heading_bar`` beside ``clip_top_margin_strip`` and the off-page clips. The
JSON-LD property ``acceptedPaymentMethod`` (named earlier) became ``hasShippingService``.
The clean categories ``voice_assistant_recipe_review`` and ``chatbot_privacy_notice`` (the
first near an earlier ``voice_assistant_recipe``, the second named earlier) and
``prompt_writing_workshop`` (near earlier ``prompt_writing_course``) became
``cookalong_speaker_diary`` (after ``kitchen_speaker_recipe_review``, near an earlier
``kitchen_speaker_review``), ``shop_chat_helper_privacy`` and ``office_prompt_clinic``; the
topics stay near earlier ones (a chatbot privacy notice, a prompt-writing class, house
rules, a choir app, a customs guide). The host "Hookline Planner" (an earlier meta
``hookline``) became "Chainstitch Planner". Near neighbours left and disclosed: the ask
``book_paid_upgrade`` beside an earlier ``grant_free_upgrade``; the tone
``wedding_rsvp_card`` beside an earlier wedding-vows tone, ``dock_tally_call`` sharing a word
with an earlier AI birdsong tally host; the contexts ``clog_sole_cutting`` beside earlier
clog dancing, ``horn_spoon_carving`` beside earlier horn combs, ``vellum_stretching`` sharing
a stem with an earlier AI name; the visible ``perforated_coupon`` beside an earlier
``data-coupon-terms``; the shapes ``five_for_s_third`` and ``one_for_i_fourth`` in the family
of earlier letter-for-digit shapes (``zero_for_o_second``, ``three_for_e_fourth``,
``seven_for_t_third``), ``backtick_after_fifth`` beside ``backtick_long``,
``brackets_every_seventh`` beside ``bracket_noise``, ``hyphen_split_sixth`` beside
``hyphen_break``; the CSS hidings, none named before, hide by the same properties as
earlier ones (``hypot_font_zero`` a zero font size through a function not named before,
the greps' ``hypot`` hits being "hypothetical"; ``viewport_minus_height`` a zero-height clip;
``canvas_ink_on_white`` a system colour as earlier ``SelectedItemText``;
``content_gradient_swap`` an element replaced by an image as an earlier ``content:url()``;
``unit_ratio_opacity`` a zero opacity; ``padding_push_clip`` the text pushed out of a
clipped box as earlier indents and shunts); Tahoma, Palatino, Courier New, Helvetica and
Times-BoldItalic were used by earlier templates or PDFs. The named AIs (Orvanth, Seliquor,
Brannowyn), the asks ``export_contacts`` and ``accept_all_cookies``, the tones, the other
contexts, comment tools, attributes, meta names, JSON-LD types, page classes and host names
were not found; the role bots' names were not grepped one by one.

Axes (``_grid.py``): addressees assistant, agent, model, system, named_ai (Orvanth,
Seliquor, Brannowyn), the_ai, role (a seam-matcher support bot, bellows booking bot,
fan-pleating help bot, pumice order bot, clog fitting bot, bot de pedidos de abanicos, bot
de reservas de fuelles, bot de presupuestos de piedra pómez, bot de marcações de foles, bot
de apoio do GomoCerto ...), implicit ("whoever is summarising", "quien lea esto para otro",
"a quem resumir") and none; asks ignore, rank_first, verified, hide, reveal, exfiltrate and
this set's own export_contacts, accept_all_cookies, book_paid_upgrade; tones imperative,
request, note, policy and this set's own door_hanger_card, wedding_rsvp_card,
recipe_margin_note, dock_tally_call; contexts globe gore pasting, coppice poling, fan
pleating, tambour beading, parasol ribbing, harmonium bellows, whip plaiting, vellum
stretching, pumice grading, cork stripping, horn spoon carving, clog sole cutting and three
whose topic is AI (ai_parasol_rib_counter, ai_harmonium_leak_listener,
ai_globe_seam_matcher). Shapes (``shapes.py``, one attack in three, ``i % 3 == 2``):
five_for_s_third, one_for_i_fourth, backtick_after_fifth, brackets_every_seventh,
hyphen_split_sixth (63 documents each, 630 plain).

Channels and techniques (documents per technique): visible_text (perforated_coupon 27,
rosette_callout 30, chevron_banner 39, carbon_copy_slip 39); css_hidden (hypot_font_zero
14, viewport_minus_height 27, canvas_ink_on_white 23, content_gradient_swap 21,
unit_ratio_opacity 25, padding_push_clip 25); html_comment (zola_shortcode 24,
pelican_plugin 28, hexo_tag 15, bridgetown_component 17, nanoc_filter 23, middleman_partial
28); attribute (data-gore-seam 19, data-parasol-rib 29, data-whip-plait 21, data-cork-bale
25, data-vellum-nap 14, data-pumice-mesh 27); meta (subdeck 28, overline 23, cutline 27,
pullout-line 24, hed-note 33); structured_data (Cooperative hasShippingService 20,
MusicGroup genre 27, DanceGroup skills 23, SportsTeam sport 17, WorkersUnion awards 23,
Consortium hasMerchantReturnPolicy 25); pdf_hidden_text (540 x 700 pt Helvetica PDFs under
a Times-BoldItalic heading, written byte by byte: mode_five_white_outline 27,
gray_overrange_clamped 45, clip_zero_width_column 33, clip_under_heading_bar 30). Hosts
(``hosts.py``): a parasol works, a harmonium and bellows repairer, a coppice trust, a globe
restoration studio and three AI-topic hosts (an AI cork-plank grader, an AI vellum flaw
mapper, an AI tambour-beading planner), each under its own name per language (21 host
names); 517 injected documents on AI hosts, 428 on general ones. Page template
(``page.py``): its own.

Counts and labels: 1203 documents; 945 injected (315 per language, 45 per channel per
language), 258 clean (72 hard negatives and 14 plain pages per language); clean placements
none 36, css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57; 192 PDFs. Ids ``h44-atk-<lang>-<i>-<channel>``,
``h44-clean-<lang>-<category>-<k>``, ``h44-plain-<lang>-<kind>-<j>``; families
``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;carrier=synthetic;
host_topic=ai|general;set=heldout44``, ``hardneg:<category>;placed=<channel>`` and
``plain:<kind>;placed=<channel>``. Documents pinned by digest in
``tests/test_heldout_assembly.py``."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout44"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
