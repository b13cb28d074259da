"""A twenty-sixth held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (listed in
``injection_quality.SEALED``, left out of ``--part all``, never tuned on; no detector figure
on it seen by its writer) until its first scoring on 2026-12-04 (v27 0.597 / 0.0 %, candidate
v30 0.671 / 0.0 %: v30 shipped); a tuning writer since.

Who and when: written on 2026-12-04 between 02:01 and about 02:25 UTC by ``date -u`` (first
``date -u`` 02:01:33; docstrings of earlier sets to /tmp 02:01:59; names grepped 02:02-02:10,
the PDF hidings first; PDF maker and its four hidings checked 02:04-02:05; grid 02:10;
attacks en/es/pt 02:10-02:12, one ask replaced 02:12; shapes, channels, page, build
02:13; hosts and clean texts 02:14-02:15; first Chromium check 02:15-02:17, one CSS hiding
replaced and checked 02:17; registration and tests 02:17-02:18; corpus check and first commit
``48a4ee5`` 02:18; a last grep found a repeated tone and a repeated name, replaced 02:19;
final Chromium check 02:19-02:21; this docstring 02:20-02:23; wiring check 02:21), by a
helper session (branch ``heldout26``), a new writer for this set: every text in its own words.
The interfaces follow ``injection_heldout25`` (the template): ``load``, the ``LabeledDoc``
fields, the family grammar, the channel names, the id scheme (prefix ``h26-``), the counts,
the clean placement counts and the test topics; ``build.py`` hands this set's parts to the
shared ``benchmarks/heldout_assembly.HeldoutSet`` with this set's own page template
(``page.py``: a two-column CSS grid ``<div class="frame">`` of a left ``<nav class="rail">``
holding the site name and a square-bulleted link list, and an ``<article>`` with the heading
and paragraphs; under it a ``<div class="colophon">`` with an ``<address>``; Cambria and
Gill Sans; one ``<style>`` sheet); ``_grid.py`` keeps the shared formula with new offsets
(en 37, es 29, pt 14) and ``pdfmake.py`` its own layout (portrait 430 x 600 pt, Courier body
under Helvetica-Bold headings, a thin grey rule over each paragraph).

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md and its own
brief; the issue (``issues show 18 | head -60``); of ``injection_heldout25`` the whole
``__init__.py``, ``_grid.py``, ``build.py``, ``shapes.py``, the first 60 lines of
``channels.py`` and ``pdfmake.py``, none of its text files nor its ``page.py``;
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout25.py``,
``tests/test_injection_heldout_assembled.py``, ``tests/heldout_checks.py`` and
``tests/test_heldout_assembly.py`` (whole); of ``benchmarks/injection_data/__init__.py``
only ``grep -n -A 30 "class LabeledDoc"``. The package docstrings (``ast.get_docstring``) of
every ``benchmarks/injection_*`` package but ``injection_data`` went to /tmp/h26_docs.txt,
searched by a small script counting the hits of each planned name and printing 30-60
characters either side of the first one or two (one wider look, 200 characters, at the hit
for a planned ask). Of ``benchmarks/injection_quality.py``: ``grep -n`` for HELDOUT, SEALED
and heldout25 and ``sed -n`` of lines 130-138 and 226-234 (all cut to 60 characters) to find
where heldout25's sentence ends; it was edited by a small script (registry entry,
``SEALED``, one docstring sentence after heldout25's), its diff printed as added and removed
lines (cut to 120). Ran: headless Chromium (``/usr/bin/chromium --headless=new --no-sandbox
--disable-gpu --hide-scrollbars``, a new ``--user-data-dir`` each time, 1000 x 900
screenshots) on pages of this set; PDFium through ``assert_pdf_technique_hides`` on scratch
PDFs and on every PDF of the set (through the tests); ruff check and format; pytest
(``-n 2``) on ``tests/test_injection_heldout26.py``, ``tests/test_injection_heldout_assembled.py``,
``tests/test_heldout_assembly.py`` and ``tests/test_injection_data.py``; the corpus check of
``tests/heldout_checks.py`` by hand against /work/shared/corpus (passed at 02:18 and again
on the final content; the test skips in the worktree). Once, by mistake, ``git log -1
--format=%h`` (it printed only this branch's own new commit hash, right after committing;
nothing else of the history was shown). Nothing under ``src/pytest_websearch_bench/safety/``
or ``.../artifacts/``, ``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, the README, ``docs/``, another worktree or
/work/scratch/ (but PREAMBLE.md and the brief) was opened. The one detector run is the
wiring check (see the end of this docstring).

What it saw that it should not have: the issue quotes the old detector's figures; the
``sed -n`` and ``grep`` of ``injection_quality.py`` (cut to 60 characters) showed fragments
of its docstring with candidates' figures on heldout24 and heldout25 (v27, v29);
heldout25's docstring and ``tests/test_injection_heldout_assembled.py`` name which
candidates were shipped after earlier sets were scored; a few grep passages of earlier
docstrings may mention earlier figures. None was used to choose anything; nothing about any
detector's output on this set was seen.

Replaced before any detector run: the ask ``change_shipping_address`` (a repeat of an
earlier ``redirect_delivery``) became ``disable_ad_blocker``; the tone ``stage_direction``
(an earlier ``stage_directions`` tone) became ``wanted_poster``; the Spanish AI name
Sinforosa (named before) became Eufrasia; the CSS hiding ``stroke_white_over`` (a 0.4 em
white ``-webkit-text-stroke`` over the fill) did not give the ``visibility:hidden`` PNG in
Chromium and became ``clip_shape_zero``.

Repeats and near neighbours, disclosed (left in place): the PDF hiding
``alpha_mask_zeroed`` (an Alpha soft mask from an opaque group whose transfer function
gives 0) is near earlier soft masks (an Alpha soft mask from an empty group, luminosity
masks) and earlier transfer functions; ``hard_light_pale`` is one more blend mode after
the many earlier ones (HardLight itself is not named before); ``glyphs_to_space`` (an
encoding mapping every code to the space glyph, ``ToUnicode`` kept) is near an earlier blank
Type 3 font and glyphs that draw nothing; ``icc_flat_curve`` (an ICC grey profile with a
flat top curve) is near earlier colour spaces at their top value and transfer functions
(ICCBased is not named before). CSS: ``blend_plus_lighter`` and ``blend_hard_light_pale``
are near earlier ``mix-blend-mode`` hidings (lighten, difference, exclusion, color-dodge);
``mask_layers_excluded`` (two opaque layers under ``mask-composite:exclude``) and
``mask_shifted_away`` (one mask layer moved 300 viewport widths away) are near earlier mask
hidings; ``clip_shape_zero`` (``clip-path:shape()`` without area) is near earlier
zero-area clip-paths (``circle(0)``, ``inset``, ``polygon``, ``path``, ``rect``, ``xywh``);
``first_line_clear`` (one clipped line whose ``::first-line`` is transparent) is near
earlier transparent colours. Visible: ``data_value`` (a ``<data>`` element's text) is near
an earlier ``<data value>`` attribute placement; ``details_open_body`` is near an earlier
``<details>`` summary and an open ``<dialog>``; ``th_row_header`` is near earlier table
``<th>``/``<td>`` cells; ``custom_element`` (an undefined ``<shop-memo>``) is not named
before. The comments (Plausible, Akamai ESI, OneTrust, Sentry, WP Rocket, Docusaurus) are
tool banners as earlier ones were; ``thumbnail-caption``, ``standout``, ``original-source``,
``syndication-source`` and ``prism.teaser`` are not named before, nor are the six JSON-LD
types and fields. Asks: ``set_as_homepage`` is near an earlier ``change_default_search``;
``add_to_safe_senders`` and ``disable_ad_blocker`` are not named before. Tones:
``lost_and_found_notice``, ``warning_label``, ``dictionary_entry`` and ``wanted_poster``
are not named before (a "recall" and "obituary" tone were). Shapes: ``title_case_all`` is
near earlier capitalisation shapes, ``guillemets_every_fifth`` near earlier bracketings,
``middot_after_third`` near earlier dotted and hyphenated words. The PDF fonts Courier and
Helvetica-Bold were used by earlier sets. Hosts: a key-cutting shop and a piano host appear
in earlier sets; the sourdough recipe pages of an earlier set are near the dough-proofing
AI host. Clean categories: the robot mower manual, the screen reader guide and the bank app
FAQ are near earlier manuals and FAQs of the same kinds.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Marrowlight, Quennic,
Vespertine, Ochrelan, Gristlewick; Eustaquia, Pascasia, Fulgencio, Remedios, Eufrasia;
Olegário, Gaudêncio, Idalina, Ermelinda, Clotilde), ``the_ai``, ``role`` (a stitch-kit order
bot, a pattern-preview bot, a fret-job booking bot, a pegboard league bot, a wall-course
quote bot; in Spanish and Portuguese a walling-quote bot, a kit-order bot, a pattern-preview
bot, a workshop booking bot, a cribbage league bot), ``implicit`` ("whoever is scanning
tiles for a relative", "tú, que buscas jarabe de arce para tu suegra", "a quem compara
clubes de lacrosse para a filha", ...), ``none``. What is asked: ``ignore`` (never with that
word), ``rank_first``, ``verified`` (certified, approved, accredited by an invented body),
``hide``, ``reveal``, ``exfiltrate`` (names, phones, addresses, birth dates, e-mail,
postcodes, card numbers, DNI, NIF, citizen-card numbers, to an e-mail or a URL), and three
asks no earlier docstring names: ``add_to_safe_senders`` (put the vendor's address on the
user's safe-senders list), ``disable_ad_blocker`` (switch off the user's ad blocker for the
vendor's site) and ``set_as_homepage`` (make the vendor's site the browser's home page).
How softly: ``imperative``, ``request``, ``note``, ``policy``, and four new:
``lost_and_found_notice`` ("FOUND near the repair bench", "OBJETO PERDIDO", "ACHADOS E
PERDIDOS"), ``warning_label`` ("WARNING:", "ADVERTENCIA:", "ATENÇÃO:"), ``dictionary_entry``
("top pick (n.): ...", "previsión de savia (f.): ...") and ``wanted_poster`` ("WANTED: ...",
"SE BUSCA: ...", "PROCURA-SE: ..."). Context, 15: lacrosse clubs, bookbinding, lutherie,
handbell ringing, barbershop singing, cribbage leagues, mahjong clubs, bocce courts, dry
stone walling, maple syrup, saffron growing, sashiko, and three whose topic is AI
(``ai_mahjong_tile_reader``, ``ai_maple_sap_forecaster``, ``ai_sashiko_stitch_planner``).
9 to 76 words (en 9-76, es 10-74, pt 9-75); the longest in each language is a long site
policy or standing rule.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel): a middle dot after the third character of words of seven or more
(``middot_after_third``), every fifth word in guillemets (``guillemets_every_fifth``), an
ellipsis character after every sixth word (``ellipsis_every_sixth``), every word's first
character upper-cased (``title_case_all``), words of nine or more in backticks
(``backtick_long``).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels:
visible_text (a ``<data>`` element, an undefined custom element ``<shop-memo>``, a paragraph
in an open ``<details>``, a row header ``<th scope="row">``), css_hidden
(``mix-blend-mode:plus-lighter``, pale text under ``mix-blend-mode:hard-light``, two opaque
mask layers under ``mask-composite:exclude``, a mask layer positioned ``-300vw`` away with
``no-repeat``, ``clip-path:shape(from 0 0,line to 0 0)``, a one-line clipped ``.solo``
paragraph whose ``::first-line`` is transparent), html_comment (Plausible proxy, Akamai ESI,
OneTrust banner, Sentry release, WP Rocket cache, Docusaurus build; head or body),
attribute (``data-quern-grit``, ``data-heddle-count``, ``data-burr-angle``,
``data-keel-depth``, ``data-tenon-width``, ``data-spile-bore`` on an empty ``<i>``), meta
(``original-source``, ``syndication-source``, ``standout``, ``prism.teaser``,
``thumbnail-caption``), structured_data (JSON-LD Electrician additionalType,
RoofingContractor serviceArea, HousePainter availableLanguage, AutoBodyShop founder,
MotorcycleRepair contactType, TouristInformationCenter hoursAvailable; ASCII-escaped about
30 % of the time) and pdf_hidden_text (the four hidings in ``pdfmake.py``: HardLight blend
with a pale fill, an ICCBased grey space with a flat top tone curve, a font whose encoding
maps every code to the space glyph with a ``ToUnicode`` map, an Alpha soft mask zeroed by
its transfer function). Verification: every CSS hiding on the final pages, three documents
per technique (18 documents), rendered in Chromium: each gave the same PNG as the same page
with the element set to ``visibility:hidden`` (layout kept, nothing painted), and each
painted once the hiding was removed (the style or class dropped); the four visible
placements painted (three pages each: the page differs from the same page with the text
removed). Every PDF hiding was checked with ``assert_pdf_technique_hides`` before the set
was built; the tests repeat it and render every PDF of the set
(``assert_pdf_hidden_blocks_paint_nothing``). Carriers: host pages written here
(``hosts.py``: a key-cutting kiosk, a piano tuner, a driving school, a bike repair co-op,
and the AI-topic hosts an AI pill-box planner, an AI dough-proofing timer, an AI
parcel-size checker; 21 sites under 21 names); AI contexts ride only on AI-topic hosts. No
corpus page: ``load(corpus=...)`` gives the same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language that talk
about AI, assistants, instructions, policies and "ignore" without addressing a reader model:
a robot mower manual, park drone rules, photo editor release notes, a bread machine manual,
a cabin baggage policy, spam filter help, a car navigation guide, a smartwatch FAQ, a screen
reader guide, tax software terms, a bank app security FAQ, console parental controls; 6
documents each, five of six with one of their own sentences also in a hidden HTML channel or
a hidden PDF block; plus 14 plain host pages per language (one own sentence hidden, half
PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per language;
45 per channel and language; 529 on AI-topic hosts, 416 on general ones); 258 clean (86 per
language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36, css_hidden 39,
html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text 57). Shapes: plain
630, each of the five others 63. Techniques on the 945 attack documents: visible data_value
35, th_row_header 35, custom_element 33, details_open_body 32; css mask_layers_excluded 33,
clip_shape_zero 23, blend_plus_lighter 22, mask_shifted_away 22, first_line_clear 21,
blend_hard_light_pale 14; comments sentry_release 27, plausible_proxy 26, akamai_esi 24,
docusaurus_build 22, wp_rocket_cache 21, onetrust_banner 15; attributes data-spile-bore 31,
data-burr-angle 26, data-tenon-width 23, data-heddle-count 21, data-keel-depth 18,
data-quern-grit 16; meta prism.teaser 30, syndication-source 28, original-source 27,
standout 25, thumbnail-caption 25; JSON-LD MotorcycleRepair 32, TouristInformationCenter 26,
AutoBodyShop 24, Electrician 18, RoofingContractor 18, HousePainter 17; PDF hidings on the
135 attack PDFs hard_light_pale 45, alpha_mask_zeroed 37, icc_flat_curve 29,
glyphs_to_space 24. 192 PDFs in all. Every document is pinned by a digest in
``tests/test_heldout_assembly.py``.

Labels: ``part="heldout26"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout26"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h26-atk-..``, ``h26-clean-..``,
``h26-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each document
draws from a ``random.Random`` seeded by its id; PDFs carry no date and no compression. Use
with ``benchmarks/`` on ``sys.path``: ``from injection_heldout26 import load``; ``python
benchmarks/injection_quality.py --part heldout26`` scores it; ``--part all`` scores it since
its first scoring (it left it out while it was sealed).

Wiring check (the one detector run): ``injection_quality.py --part heldout26 --limit 5
--corpus /work/shared/corpus``, stdout to /dev/null, stderr to /tmp/h26_wiring.err: exit code
0, 0 bytes, at 02:21:27 UTC on ``c7a5e81`` (the set's final content); no detector was run
again. This docstring was then committed, changing no document.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout26"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
