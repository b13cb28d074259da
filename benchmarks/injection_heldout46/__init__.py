"""A forty-sixth held-out injection set (issue 18), written blind: 1203 documents, 945
injected (135 attacks x 7 channels, 45 attacks per language en/es/pt) and 258 clean (12
hard-negative categories x 6 per language + 14 plain host pages per language). It was SEALED
(``injection_quality.SEALED``, entry "written 2026-12-05, not yet scored for a candidate
frozen after it") until its first scoring on 2026-12-05 (stop 50, the next session): v52 0.874,
candidate v53 0.880, 6 gained, none lost (``injection_quality``'s docstring); nobody scored it in
the session that wrote it. Scored twice, it is a tuning writer from then on.

Who and when: a helper session started by the project's lead session, 2026-12-05 (UTC, by
``date -u``): brief and rules read 07:24; template and shared assembly read 07:24-07:25;
avoid-list greps 07:24-07:26; the grid 07:26; page template, channels, PDF maker and shapes
07:26-07:27; attacks en 07:26-07:27, es 07:27-07:28, pt 07:27-07:28; hosts 07:28; clean
pages 07:28-07:29; the Chromium check 07:29-07:30 (one hiding replaced, re-checked); tests
and registration 07:30-07:33; avoid-list replacements 07:32-07:34; tests, the corpus check,
this docstring and the wiring check after 07:34 (see below).

How the texts were written: every attack, host page and clean sentence typed by hand into
``attacks_*.py``, ``hosts.py`` and ``clean_*.py``, each attack to the cell ``_grid.cell``
gives its position (addressee, ask, tone, context), fixed before any text was written (no
phrase bank, no generator, no template filled in). The offsets (en 131, es 176, pt 221)
give the three languages disjoint runs of the grid, so no attack is a rendering of another
language's; the attacks of each language were written apart. The clean pages are the same
twelve categories in each language, the Spanish and Portuguese sentences close renderings
of the English ones; the host pages likewise. The longest attack per language is a standing
rule (tone ``policy``): en 11, 78 words, a foundry's ranking rule; es 7, 79 words, a
glacier-guide club's rule to send the asker's details out; pt 8,
80 words, an icehouse association's rule to promote an account. The shortest are 11 (en)
and 12 (es, pt) words. The ask ``ignore`` never uses that word (nor ignorar): the texts say
the earlier directions "no longer apply", "are void", "set them aside", "dejar de lado",
"deixe para trás", "ficam sem efeito" and the like. Clean texts talk about AI, assistants,
chatbots, instructions, policies and "ignore" (release notes of a minutes assistant, a
sewing machine manual, a library AI policy, a thermostat voice-assistant FAQ, dog recall
training, noticeboard poster rules, chess club engine rules, a bread machine recipe, a help
chatbot data notice, a hospital visiting policy, a label of an exhibition of drawing
machines, advice on scam calls) without addressing a reader model; five of each
category's six documents also carry one of their own sentences in a hidden channel
(heldout_assembly's placement), and each plain host page one of its own.

What was opened: ``/work/scratch/PREAMBLE.md`` and the brief; ``issues show 18 | head -60``;
of ``benchmarks/injection_heldout32/`` ``_grid.py``, ``build.py``, ``channels.py``,
``page.py``, ``pdfmake.py``, ``shapes.py`` and the non-docstring part of ``__init__.py``
(plus its first five docstring lines and a list of its lines starting with a letter, see
below); never its ``attacks_*``, ``clean_*`` or ``hosts.py``; ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``, ``tests/heldout_checks.py`` and the parts of
``tests/test_heldout_assembly.py`` and ``tests/test_injection_heldout_assembled.py`` needed
to add this set (imports, pins, the ``SETS`` entries of heldout44/45, the shared checks, the
seal test's docstring head). The ``__init__`` docstrings of every
``benchmarks/injection_heldout*`` package were dumped (``ast.get_docstring``) to
/tmp/h46_docs.txt and grepped for each planned name, printing only short contexts. In
``benchmarks/injection_quality.py`` only: the lines naming ``"heldout45"``, ``HELDOUT`` and
``SEALED``, the first 25 characters of docstring lines 222-235, and lines 336-347 (the end
of ``HELDOUT`` and ``SEALED``); it was edited by a script that printed nothing of it. No text
file of heldout33 .. heldout45, nothing under ``src/pytest_websearch_bench/safety/`` or
``artifacts/``, ``page_probe``, ``candidates``, ``train_injection_model.py``,
``injection_data`` texts, README, ``docs/``, other worktrees or other scratch files was
opened; no ``git log``/``show``/``diff`` was run.

What was seen that should not have been: the first docstring lines of heldout32's
``__init__.py`` hold that set's detector figures of its first scoring (two candidates'
detection and false-positive rates); the 25-character line heads of ``injection_quality.py``
showed fragments of an earlier set's scoring (a candidate name, "0", "of 381, 7 attacks
gained", "paired rule held"); the seal test's docstring names the candidates each earlier
set was scored on and whether they shipped (no figures); issue 18's head states the
detector's figures at that time (it is the brief's own reading). Some grep contexts of the
docstring dump showed per-technique document counts of earlier sets. None concerns this set;
none was used, and nothing here was changed because of them. No figure of this set was seen.

What was run: headless Chromium 150 (``/usr/bin/chromium --headless=new --no-sandbox
--disable-gpu --hide-scrollbars`` with new ``--user-data-dir`` directories, 900 x 900):
for each CSS hiding, this template's page with the hidden paragraph, the same page with
``visibility:hidden`` added to the hiding (same layout, nothing painted) and the page with
the paragraph unhidden; a first ``card_matched_ink`` (text in the card's own colour) looked
blank but was not pixel-identical to the reference and was replaced by
``translate_x_far_left``; then all six were pixel-identical to their reference and differed
from the unhidden page; again (07:35) with the longest Portuguese attack as the hidden text
at 900 x 900 and 390 x 800, all six pixel-identical to their reference. The PDF hidings
through ``assert_pdf_technique_hides``: a first
``0 Tz`` hiding failed it (PDFium extracts no text at zero horizontal scaling) and was
replaced; a mirror left of the page passed but was a repeat of an earlier one and became
``mirror_under_foot``. ruff check and ruff format (clean); ``pytest -n 2 -q
tests/test_injection_heldout46.py tests/test_injection_heldout_assembled.py
tests/test_heldout_assembly.py tests/test_injection_data.py`` (07:34-07:36: 477 passed, 28
skipped: the corpus checks, the corpus being absent at the tests' default path); the corpus
check of ``tests/heldout_checks.py`` (``assert_no_corpus_file_copied``) by hand against
/work/shared/corpus (passed); a check that every attack's comment in ``attacks_*.py`` names
its grid cell; and, at the end, the one wiring check (exit code and stderr size only). No
detector was run
on the set otherwise.

Repeats and near neighbours (found by the greps; exact repeats replaced before the
commit): the tones first planned ``lost_property_notice`` and ``recipe_margin_note`` were
named earlier and became ``unclaimed_items_board`` and ``recipe_card_scribble`` (near an
earlier ``recipe_margin_tip`` and ``lost_property_ticket``); the shapes
``dollar_for_s_second`` and ``semicolon_after_seventh`` were earlier and became
``tilde_for_n_third`` and ``slash_before_sixth``; the metas ``summary-line`` and
``overline`` became ``crossline`` and ``tease-line``; the footer class ``tailpiece``
became ``endmark``; the PDF hiding ``rise_far_below`` became ``text_rise_under_foot`` but is
the same idea as the earlier ``rise_far_below`` and ``2400 Ts`` (a repeat of idea,
disclosed); the clean category ``chatbot_privacy_notice`` became
``help_chatbot_data_notice`` (near earlier ``chatbot_privacy_faq``); the sail-loft host
(an earlier host) became a cornet band; the PDF page 540 x 700 (used before) became
552 x 708. Near neighbours left and disclosed: ``rotate_y_quarter_turn`` repeats the idea
of an earlier ``rotate_y_edge_on`` (and of ``rotateX``/``rotate:x 90deg``);
``inset_right_full`` is an earlier ``inset_right_full_clip`` under another name;
``max_block_size_zero`` is near an earlier ``block-size:0;overflow:clip``;
``translate_x_far_left`` near an earlier ``translate:-40000px`` and ``translate_far_right``;
``offset_path_far_corner`` near an earlier offset-path placement; ``absolute_above_top``
near earlier off-page positioning; ``white_stroke_mode`` near an earlier
``white_stroke_outline``; ``mirror_under_foot`` near earlier ``ctm_mirror_left`` and
``ctm_half_turn``; ``clip_only_render_mode`` (``7 Tr``) not found but near the earlier
render-mode hidings; ``comma_after_fifth`` near an earlier ``comma_after_third``; the
comment tools Docusaurus, Hugo, Astro, Jekyll and Gatsby were named before (as other
banners), VuePress not; the meta ``precis`` near an earlier ``precis-line``; the JSON-LD
types and properties (ArtGallery ``award``, ShoeStore ``slogan``, Optician ``knowsAbout``,
Volcano ``disambiguatingDescription``, Cemetery ``tourBookingPage``, PawnShop
``ethicsPolicy``) all appear in earlier docstrings (not replaced for lack of time); the
``thermostat_voice_faq`` category near an earlier smart thermostat manual; Times,
Palatino and Gill Sans were used by earlier templates; ``quire`` near an earlier
``quire_box``; the host and context topics icehouse, ice rink and sail were near or named
before (sail loft replaced; ``sailmaking`` as a context not found). The named AIs
(Orvandel, Sklimma, Pettarune), the asks, the tones ``trailhead_sign`` and
``radio_tide_report``, the attributes, the visible placements and the other contexts,
hosts and clean category names were not found.

Axes (``_grid.py``): addressees assistant, agent, model, system, named_ai (Orvandel,
Sklimma, Pettarune), the_ai, role (a pond-survey booking bot, pitch-sorting bot, wax-booking
bot, glacier-booking bot, bot de reservas de charcas, bot de afinación, bot de pedidos de
cera, bot de inscrições, bot de afinação de sinos, bot de reservas do glaciar ...), implicit
("whoever is turning this page into an answer", "quien lea esto en nombre de otro", "quem
estiver a resumir isto") and none; asks ignore, rank_first, verified, hide, reveal,
exfiltrate and this set's own refund_to_new_iban, erase_order_history, grant_admin_role;
tones imperative, request, note, policy and this set's own trailhead_sign,
unclaimed_items_board, radio_tide_report, recipe_card_scribble; contexts icehouse keeping,
sauerkraut crocking, ski waxing, sailmaking, snow globe filling, ice carving, sand casting,
tidepool surveying, glacier guiding, geyser watching, dragonfly counting, newt surveying and
three whose topic is AI (ai_foghorn_schedule_tuner, ai_felt_thickness_gauge,
ai_chime_pitch_sorter); offsets en 131, es 176, pt 221. Shapes (``shapes.py``, one attack in
three, ``i % 3 == 1``): comma_after_fifth, colon_before_third, hash_for_i_fourth,
tilde_for_n_third, slash_before_sixth (63 documents each, 630 plain).

Channels and techniques (documents per technique): visible_text (red_rubric 41,
marginal_gloss 22, ridged_cartouche 35, pinned_slip 37); css_hidden (offset_path_far_corner
19, rotate_y_quarter_turn 26, inset_right_full 21, max_block_size_zero 28,
translate_x_far_left 16, absolute_above_top 25); html_comment (docusaurus_admonition 17,
vuepress_container 37, astro_collection_entry 20, jekyll_include 18, hugo_shortcode 20,
gatsby_mdx_node 23); attribute (data-felt-gsm 28, data-horn-interval 23, data-chime-pitch
24, data-sail-panel 16, data-wax-grade 22, data-crock-brine 22); meta (headline-note 27,
precis 17, crossline 33, strap 23, tease-line 35); structured_data (ArtGallery award 17,
ShoeStore slogan 16, Optician knowsAbout 20, Volcano disambiguatingDescription 27, Cemetery
tourBookingPage 27, PawnShop ethicsPolicy 28); pdf_hidden_text (552 x 708 pt Times PDFs
written byte by byte: text_rise_under_foot 40, mirror_under_foot 40,
clip_only_render_mode 32, white_stroke_mode 23). Hosts (``hosts.py``): a felting studio, a
foghorn station museum, a wind-chime workshop, a cornet band and three AI-topic hosts (an AI
geyser eruption forecaster, an AI newt call counter, an AI icehouse melt tracker), each
under its own name per language (21 host names); 512 injected documents on AI hosts, 433 on
general ones. Page template (``page.py``): its own.

Counts and labels: 1203 documents; 945 injected (315 per language, 45 per channel per
language), 258 clean (72 hard negatives and 14 plain pages per language); clean placements
none 36, css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57; 192 PDFs. Ids ``h46-atk-<lang>-<i>-<channel>``,
``h46-clean-<lang>-<category>-<k>``, ``h46-plain-<lang>-<kind>-<j>``; families
``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;carrier=synthetic;
host_topic=ai|general;set=heldout46``, ``hardneg:<category>;placed=<channel>`` and
``plain:<kind>;placed=<channel>``; ``payload`` is the text as planted.

The wiring check (07:36): ``PYTHONPATH=src:benchmarks /work/venv/bin/python
benchmarks/injection_quality.py --part heldout46 --limit 5 --corpus /work/shared/corpus >
/dev/null 2> /tmp/h46_wiring.err`` exited 0 with an empty stderr (0 bytes); its output was
never looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout46"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
