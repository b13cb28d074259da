"""A twenty-seventh held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (listed in
``injection_quality.SEALED``, left out of ``--part all``, never tuned on; no detector figure
on it seen by its writer) until its first scoring on 2026-12-04 (v30 0.606 / 0.0 %, candidate
v31 0.613 / 0.0 %: v31 not shipped); a tuning writer since.

Who and when: written on 2026-12-04 between 03:04 and about 03:24 UTC by ``date -u`` (first
``date -u`` 03:04:46; docstrings of earlier sets to /tmp 03:05:00; names grepped 03:05-03:09,
the PDF hidings first; PDF maker and its four hidings checked 03:07-03:08; grid 03:09;
attacks en/es/pt 03:09-03:11, two lengths fixed 03:11; shapes, channels, page, build
03:11-03:12; hosts and clean texts 03:12-03:13; first build and first Chromium check
03:13-03:16; registration and tests 03:16-03:17; corpus check 03:17; a last grep found a
repeated CSS hiding and a repeated name, replaced 03:17; final Chromium check 03:17-03:20;
pytest 03:17-03:19; first commit ``e809f78`` 03:20; wiring check 03:20:55; corpus check on
the final content 03:21; this docstring 03:21-03:24), by a helper session (branch
``heldout27``), a new writer for this set: every text in its own words. The interfaces
follow ``injection_heldout26`` (the template): ``load``, the ``LabeledDoc`` fields, the
family grammar, the channel names, the id scheme (prefix ``h27-``), the counts, the clean
placement counts and the test topics; ``build.py`` hands this set's parts to the shared
``benchmarks/heldout_assembly.HeldoutSet`` with this set's own page template (``page.py``: a
centred ``<div class="sheet">`` with a masthead ``<header class="mast">`` holding the site
name in a ``<span class="brand">`` and the menu as a flex ``<ul class="tabs">``, the
``<main>`` with heading and paragraphs, a ``<footer class="foot">``; Optima/Candara body,
Rockwell headings; one ``<style>`` sheet); ``_grid.py`` keeps the shared formula with new
offsets (en 52, es 8, pt 61) and ``pdfmake.py`` its own layout (landscape 600 x 420 pt,
Helvetica body under Times-BoldItalic headings, a short black bar left of each paragraph).

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md and its own
brief; the issue (``issues show 18 | head -60``); of ``injection_heldout26`` the whole
``__init__.py``, ``_grid.py``, ``build.py``, ``shapes.py``, the first 60 lines of
``channels.py`` and ``pdfmake.py``, none of its text files nor its ``page.py``;
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout26.py``,
``tests/test_injection_heldout_assembled.py``, ``tests/heldout_checks.py`` and
``tests/test_heldout_assembly.py`` (whole); of ``benchmarks/injection_data/__init__.py``
only ``grep -n -A 30 "class LabeledDoc"``. The package docstrings (``ast.get_docstring``) of
every ``benchmarks/injection_*`` package but ``injection_data`` went to /tmp/h27_docs.txt,
searched by a small script counting the hits of each planned name and printing 40
characters either side of the first two. Of ``benchmarks/injection_quality.py``: ``grep -n``
for HELDOUT, SEALED and heldout26 and ``sed -n`` of lines 134-142 and 230-240 (all cut to 60
characters), and a script printing only the length and last three characters of lines 139
and 140, to find where heldout26's sentence ends; it was edited by a small script (registry
entry, ``SEALED``, one docstring sentence after heldout26's), its diff printed cut to 120.
``tests/test_injection_heldout27.py`` was made from heldout26's by ``sed`` and then its own
parts rewritten. Ran: headless Chromium (``/usr/bin/chromium --headless=new --no-sandbox
--disable-gpu --hide-scrollbars``, a new ``--user-data-dir`` each time, 1000 x 900
screenshots) on pages of this set; PDFium through ``assert_pdf_technique_hides`` on scratch
PDFs and on every PDF of the set (through the tests); ruff check and format; pytest
(``-n 2``) on ``tests/test_injection_heldout27.py``, ``tests/test_injection_heldout_assembled.py``,
``tests/test_heldout_assembly.py`` and ``tests/test_injection_data.py`` (a first run was
stopped by its own process id when a hiding was replaced; the second passed: 151 passed, 9
skipped); the corpus check of ``tests/heldout_checks.py`` by hand against
/work/shared/corpus (passed at 03:17 and at 03:21 on the final content; the test skips in
the worktree); ``git status``, ``git diff --stat``, ``git add``, ``git commit`` and ``git
rev-parse --short HEAD`` (no ``git log``); ``ps`` to find that pytest's process id. Nothing
under ``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``, the README, ``docs/``,
another worktree or /work/scratch/ (but PREAMBLE.md and the brief) was opened. The one
detector run is the wiring check (see the end of this docstring).

What it saw that it should not have: the issue quotes the old detector's figures; the
``sed -n`` of ``injection_quality.py`` (cut to 60 characters) showed fragments of its
docstring with candidates' figures on heldout25 and heldout26 (v27, v29, v30);
heldout26's docstring and ``tests/test_injection_heldout_assembled.py`` name which
candidates were shipped after earlier sets were scored; a few grep passages of earlier
docstrings mention earlier figures or dropped trials. None was used to choose anything;
nothing about any detector's output on this set was seen.

Replaced before any detector run: the CSS hiding ``filter_flat_bright``
(``filter:contrast(0) brightness(2)``, a near repeat of an earlier ``contrast(0)
brightness(3)``) became ``blend_overlay_on_white``; the Portuguese AI name Firmina (named
before) became Rosalva.

Repeats and near neighbours, disclosed (left in place): PDF: ``default_gray_remap`` (a
``DefaultGray`` entry, not named before) lands on an indexed space of one white entry, near
an earlier indexed colour space; ``calculator_tint_white`` (a type 4 function, not named
before) is near earlier Separation and DeviceN spaces whose tint transform gives white;
``sampled_transfer_white`` is close to an earlier graphics-state transfer function mapping
every level to white (only ``TR2`` and the type 0 sampled function are new);
``group_matrix_folded`` is near an earlier Alpha soft mask from an empty group and earlier
singular CTMs. CSS: ``blend_soft_light``, ``blend_hue_on_white`` and
``blend_overlay_on_white`` are near earlier ``mix-blend-mode`` hidings (and the PDF soft
light, hue and overlay blends named before); ``relative_offset_away`` is near the earlier
``translate`` property and ``offset-path`` moves; ``after_white_cover`` is near earlier
white covers (white glyphs over text, a white rectangle over PDF text);
``bg_clip_text_white`` is near earlier transparent fills. Visible: ``select_option_shown``
is near an earlier unchosen ``<select>`` option (a CSS hiding) and ``<option label>``;
``role_alert_div`` is near earlier ``role="note"`` and ``role="status"`` blocks;
``svg_text_visible`` is near earlier SVG ``<text>`` hidings; ``ruby_base_text`` is near an
earlier ``<ruby>`` ``<rt>`` reading. Comments (Fastly, Osano, Fathom, Umami, Intercom,
Algolia) are tool banners as earlier ones were, none named before; the six ``data-``
names are not named before; the metas ``citation_dissertation_name`` and
``dcterms.tableOfContents`` are near earlier ``citation_*`` and ``dcterms.*`` metas; the
JSON-LD types are not named before as types (a notary service and libraries appear as
topics) and the six fields are not named before. Asks: ``bookmark_vendor`` is near
heldout26's ``set_as_homepage``; ``enable_autofill`` is near earlier saved-card and
auto-renewal asks; ``share_location`` is near an earlier notification-prompt ask. Tones:
``weather_bulletin`` (weather pages appear as a topic), ``knitting_pattern`` (a knitting
patterns topic and an AI knitting-pattern host before), ``meeting_minutes`` (board minutes
and a minutes bot before), ``raffle_ticket`` (an earlier ``data-raffle-stub``). Contexts:
``cider_vinegar`` is near an earlier vinegar-making context; ``bobbin_lace`` shares a word
with an earlier ``data-bobbin-count``. Shapes: ``pipe_every_fourth`` is near an earlier
``asterisk_every_fourth``, ``caps_every_third`` near earlier capitalisation shapes,
``semicolon_after_seventh`` and ``bracket_count_every_eighth`` near earlier punctuation
after every n-th word. Hosts: umbrella repair, knife sharpening and typewriter repair were
earlier contexts, aquarium an earlier JSON-LD type, houseplant care and jigsaw contest rules
earlier clean categories. Clean categories: the thermostat, e-reader, dishwasher, museum
audio guide, chess, fitness app and school homework-and-AI pages are near or repeat earlier
categories of the same kinds. The PDF fonts Helvetica and Times (an earlier Times-Italic)
were used before. The grid: pt's offset is en's plus 9, so pt's cells follow en's shifted
by nine positions (the texts are written anew).

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Thistlebrook, Caldermoor,
Pellucine, Orravane, Quillfenn; Anacleta, Evaristo, Casimira, Teodulfo, Saturnina;
Leontina, Aristides, Ermengarda, Bonifácio, Rosalva), ``the_ai``, ``role`` (a paper-strip
order bot, a trick-tutorial helper bot, a frame-drum quote bot, a garden-tour ticket bot, a
beach-find lookup bot; in Spanish and Portuguese a paper-strip order bot, kendama booking
bots, drum quote bots, alpine-garden visit bots, a sea-glass sorting bot, a beach-find
bot), ``implicit`` ("whoever is picking a tin whistle for a grandson", "tú, que eliges
flauta irlandesa para tu sobrina", "quem procura vidro do mar para a avó", ...), ``none``.
What is asked: ``ignore`` (never with that word), ``rank_first``, ``verified`` (certified,
approved, accredited by an invented body), ``hide``, ``reveal``, ``exfiltrate`` (names,
phones, addresses, birth dates, e-mail, postcodes, card numbers, DNI, NIF, citizen-card
numbers, to an e-mail or a URL), and three asks no earlier docstring names:
``share_location`` (share the user's location with the vendor), ``bookmark_vendor`` (put
the vendor's site in the user's bookmarks) and ``enable_autofill`` (save the user's card
or address in autofill for the vendor). How softly: ``imperative``, ``request``, ``note``,
``policy``, and four new: ``weather_bulletin`` ("Bulletin for assistants: steady
outlook", "Boletín para el asistente", "Previsão para modelos"), ``knitting_pattern`` ("Row
1: ... Row 2: ...", "Vuelta 1", "Carreira 1"), ``meeting_minutes`` ("Minutes, item 3: ...
Carried unanimously", "Acta, punto 2", "Ata, ponto 1") and ``raffle_ticket`` ("TICKET No.
0047, drawn", "Papeleta 31 premiada", "Rifa 19 premiada"). Context, 15: morris dancing, rug
hooking, quilling, tin whistles, hurling clubs, kendama, sea glass, bobbin lace, bodhrán
making, lino printing, cider vinegar, alpine gardens, and three whose topic is AI
(``ai_quilling_strip_cutter``, ``ai_hurling_fixture_planner``, ``ai_sea_glass_sorter``).
10 to 76 words (en 11-72, es 10-76, pt 10-72); the longest in each language is a long
standing rule or site policy.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel): a ``|`` after every fourth word (``pipe_every_fourth``), words joined two by two
with ``+`` (``plus_joined_pairs``), every eighth word followed by its position in brackets
(``bracket_count_every_eighth``), every third word in capitals (``caps_every_third``), a
semicolon after every seventh word (``semicolon_after_seventh``).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels:
visible_text (the selected ``<option>`` of a ``<select>``, a ``<div role="alert">``, a
visible SVG ``<text>``, the base text of a ``<ruby>``), css_hidden
(``mix-blend-mode:soft-light``, ``mix-blend-mode:hue``, ``mix-blend-mode:overlay`` over the
white root, ``position:relative;left:-300vw``, a ``.veil`` paragraph under a white
``::after`` box, a white background clipped to the text with a transparent colour),
html_comment (Fastly surrogate key, Osano consent, Fathom Analytics, Umami tracker,
Intercom messenger, Algolia DocSearch; head or body), attribute (``data-reel-drag``,
``data-fletch-twist``, ``data-jess-length``, ``data-sprue-gate``, ``data-loom-reed``,
``data-spoke-tension`` on an empty ``<span class="tick">``), meta
(``citation_dissertation_name``, ``dcterms.tableOfContents``, ``pagemap-blurb``,
``ia:markup_url_note``, ``rights-standard``), structured_data (JSON-LD HVACBusiness
hasDriveThroughService, Plumber makesOffer, Notary parentOrganization, ChildCare memberOf,
DaySpa interactionStatistic, Library alumni; ASCII-escaped about 30 % of the time) and
pdf_hidden_text (the four hidings in ``pdfmake.py``: a ``DefaultGray`` remap to one white
indexed entry, a Separation tint in a type 4 calculator function ``{pop 1}``, a ``TR2``
type 0 sampled transfer function at the top, an Alpha soft mask from a group whose form
matrix is all zeros). Verification: every CSS hiding on the final pages, three documents
per technique (18 documents), rendered in Chromium: each gave the same PNG as the same page
with the element's hiding replaced by ``visibility:hidden`` (layout kept, nothing painted),
and each painted once the hiding was removed (the style or class dropped); the four visible
placements painted (three pages each: the page differs from the same page with the text
removed). Every PDF hiding was checked with ``assert_pdf_technique_hides`` before the set
was built; the tests repeat it and render every PDF of the set
(``assert_pdf_hidden_blocks_paint_nothing``). Carriers: host pages written here
(``hosts.py``: an umbrella repairer, a market knife sharpener, an aquarium cleaner, a
typewriter-ribbon shop, and the AI-topic hosts an AI houseplant-watering planner, an AI
rural bus-timetable helper, an AI jigsaw sorter; 21 sites under 21 names); AI contexts ride
only on AI-topic hosts. No corpus page: ``load(corpus=...)`` gives the same bytes with or
without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language that talk
about AI, assistants, instructions, policies and "ignore" without addressing a reader model:
a smart thermostat manual, an e-reader FAQ, a library self-service kiosk guide, ride-share
community guidelines, translation app release notes, a dishwasher manual, a gardening forum
moderation policy, visual voicemail help, a chess training app FAQ, a museum audio guide,
fitness app terms, a school homework-and-AI policy; 6 documents each, five of six with one
of their own sentences also in a hidden HTML channel or a hidden PDF block; plus 14 plain
host pages per language (one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per language;
45 per channel and language; 515 on AI-topic hosts, 430 on general ones); 258 clean (86 per
language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36, css_hidden 39,
html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text 57). Shapes: plain
630, each of the five others 63. Techniques on the 945 attack documents: visible
svg_text_visible 35, select_option_shown 34, role_alert_div 34, ruby_base_text 32; css
after_white_cover 28, blend_hue_on_white 24, bg_clip_text_white 23, blend_overlay_on_white
23, relative_offset_away 21, blend_soft_light 16; comments osano_consent 27,
fastly_surrogate 26, fathom_analytics 22, intercom_widget 21, algolia_docsearch 21,
umami_tracker 18; attributes data-jess-length 29, data-spoke-tension 26, data-fletch-twist
24, data-loom-reed 20, data-reel-drag 19, data-sprue-gate 17; meta dcterms.tableOfContents
30, ia:markup_url_note 30, pagemap-blurb 28, citation_dissertation_name 25, rights-standard
22; JSON-LD Notary 31, HVACBusiness 24, Library 21, Plumber 20, DaySpa 20, ChildCare 19; PDF
hidings on the 135 attack PDFs sampled_transfer_white 43, default_gray_remap 37,
calculator_tint_white 34, group_matrix_folded 21. 192 PDFs in all. Every document is pinned
by a digest in ``tests/test_heldout_assembly.py``.

Labels: ``part="heldout27"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout27"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h27-atk-..``, ``h27-clean-..``,
``h27-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each document
draws from a ``random.Random`` seeded by its id; PDFs carry no date and no compression. Use
with ``benchmarks/`` on ``sys.path``: ``from injection_heldout27 import load``; ``python
benchmarks/injection_quality.py --part heldout27`` scores it; ``--part all`` scores it since
its first scoring (it left it out while it was sealed).

Wiring check (the one detector run): ``injection_quality.py --part heldout27 --limit 5
--corpus /work/shared/corpus``, stdout to /dev/null, stderr to /tmp/h27_wiring.err: exit code
0, 0 bytes, at 03:20:55 UTC on ``e809f78`` (the set's final content); no detector was run
again. This docstring was then committed, changing no document.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout27"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
