"""A twenty-eighth held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (listed in
``injection_quality.SEALED``, left out of ``--part all``, never tuned on; no detector figure on
it seen by its writer) until its first scoring on 2026-12-04 (v30 0.676 / 0.4 %, candidate v33
0.691 / 0.4 %: v33 not shipped); a tuning writer since.

Who and when: written on 2026-12-04 between 05:42 and about 06:11 UTC by ``date -u`` (first
``date -u`` 05:42:33; docstrings of earlier sets to /tmp 05:42:48; names grepped 05:43-05:47,
the PDF hidings first; first CSS trials in Chromium 05:47-05:48; a break in the session
05:48-06:01 (an interruption outside the work, nothing run); last CSS trials 06:01; grid
06:01; attacks en/es/pt 06:01-06:03, two lengths fixed 06:03; shapes, build, channels, page
06:03-06:04; PDF maker and its four hidings checked 06:04 (one replaced); hosts and clean
texts 06:04-06:06; registration and tests 06:06; first pytest 06:06-06:08; final Chromium
check 06:06-06:08; a last grep 06:08 found repeated names, seven comment, meta and JSON-LD
names replaced 06:08-06:09; second pytest 06:09-06:10; corpus check 06:09; commit, wiring
check and this docstring 06:10-06:12), by a helper session (branch ``heldout28``), a new
writer for this set: every text in its own words. The interfaces follow
``injection_heldout27`` (the template): ``load``, the ``LabeledDoc`` fields, the family
grammar, the channel names, the id scheme (prefix ``h28-``), the counts, the clean placement
counts and the test topics; ``build.py`` hands this set's parts to the shared
``benchmarks/heldout_assembly.HeldoutSet`` with this set's own page template (``page.py``: a
two-column grid ``<div class="folio">``, a left ``<nav class="rail">`` with the site name in
a ``<strong class="wordmark">`` and the menu as an ``<ol class="links">``, the ``<main>``
with heading and paragraphs, an ``<aside class="colophon">``; Gill Sans/Trebuchet body,
Palatino headings; one ``<style>`` sheet); ``_grid.py`` keeps the shared formula with new
offsets (en 23, es 70, pt 37) and ``pdfmake.py`` its own layout (portrait 520 x 700 pt,
Courier body under Helvetica-Bold headings, a thin grey rule under the heading).

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md and its own
brief; the issue (``issues show 18 | head -60``); of ``injection_heldout27`` the whole
``__init__.py``, ``_grid.py``, ``build.py``, ``shapes.py``, the first 60 lines of
``channels.py`` and ``pdfmake.py``, none of its text files nor its ``page.py``;
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout27.py``,
``tests/test_injection_heldout_assembled.py``, ``tests/heldout_checks.py`` and
``tests/test_heldout_assembly.py`` (whole; ``grep -n`` of the last two for heldout27).
``benchmarks/injection_data/__init__.py`` was not opened (the fields were read from
``heldout_assembly.HeldoutSet.doc``). The package docstrings (``ast.get_docstring``) of every
``benchmarks/injection_*`` package but ``injection_data`` went to /tmp/h28_docs.txt, searched
by a small script counting the hits of each planned name and printing 25 characters either
side of the first (and, for a few names, 100-150 characters around up to four hits). Of
``benchmarks/injection_quality.py``: ``grep -n`` for HELDOUT, SEALED and heldout27 cut to 60
characters; it was edited by a small script (registry entry, ``SEALED``, one docstring
sentence after heldout27's), its diff printed cut to 120. ``tests/test_injection_heldout28.py``
was made from heldout27's by ``sed`` and its own parts rewritten. Ran: headless Chromium
(``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new
``--user-data-dir`` each time, 1000 x 900 screenshots) on scratch pages and on pages of this
set; PDFium through ``assert_pdf_technique_hides`` on scratch PDFs and on every PDF of the
set (through the tests); ruff check and format; pytest (``-n 2``) on
``tests/test_injection_heldout28.py``, ``tests/test_injection_heldout_assembled.py``,
``tests/test_heldout_assembly.py`` and ``tests/test_injection_data.py`` (twice, both passed:
170 passed, 10 skipped); the corpus check of ``tests/heldout_checks.py`` by hand against
/work/shared/corpus (passed on the final content; the test skips in the worktree); ``git
status``, ``git add``, ``git commit`` and ``git rev-parse --short HEAD`` (no ``git log``).
Nothing under ``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``,
``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, the README, ``docs/``, another worktree or
/work/scratch/ (but PREAMBLE.md and the brief) was opened. The one detector run is the wiring
check (see the end of this docstring).

What it saw that it should not have: the issue quotes the old detector's figures; the diff of
``injection_quality.py`` showed, as context, the end of heldout27's sentence with candidates'
figures on heldout27 (v30, v31); heldout27's docstring and
``tests/test_injection_heldout_assembled.py`` name which candidates were shipped after
earlier sets were scored; a few grep passages of earlier docstrings mention dropped trials.
None was used to choose anything; nothing about any detector's output on this set was seen.

Replaced before any detector run: the CSS hidings first tried (a white outline with a
negative offset, a thick white line-through; they painted or covered too much) and a PDF
hiding (a shading pattern whose pattern matrix is all zeros, which failed
``assert_pdf_technique_hides``) never entered the set; after a last grep, the comment
banners Matomo, Hotjar, Netlify and Storyblok (named before) became Bunny CDN, Plasmic,
Directus and TinaCMS; all five metas (``og:see_also``, ``parsely-tags``,
``sailthru.description``, ``dc.coverage``, ``msapplication-tooltip``, named before) became
``dc.provenance``, ``eprints.note``, ``bepress_citation_abstract``, ``abstract-note``,
``shelf-note``; the JSON-LD ``Dentist hasCredential`` became ``BeautySalon memorialNote`` and
the field ``keywords`` became ``specialOpeningHoursSpecification``.

Repeats and near neighbours, disclosed (left in place, for lack of time): PDF:
``exponential_tint_white`` (a type 2 function, not named before) is near earlier Separation
and DeviceN spaces whose tint transform gives white and heldout27's calculator tint;
``stitching_transfer_white`` (a type 3 function) is near earlier transfer functions mapping
every level to white; ``luminosity_black_group`` is near an earlier soft mask from an empty
luminosity group (same effect); ``default_cmyk_remap`` is heldout27's ``DefaultGray`` remap
for CMYK. CSS: ``blend_color_burn`` is near earlier ``mix-blend-mode`` hidings;
``rotate_y_edge_on`` is near the earlier ``rotate:x 90deg``; ``matrix3d_w_zero`` is near
earlier singular ``matrix(0,...)`` and ``scale(0)``; ``contrast_color_white`` and
``selected_item_text`` are near the earlier ``color:canvas`` and white-on-white colours;
``math_depth_shrunk`` is near earlier zero font sizes. Comments: Zaraz (Cloudflare named
before as a banner), Contentful, Bunny, Plasmic, Directus, TinaCMS are tool banners as
earlier ones were. Attributes: ``data-cope-batter`` and ``data-spar-twist`` share a word
with earlier texts (horoscope, spark); the six are not named before. Metas: the five names
are near earlier ``dc.*``, ``citation_*`` and note metas. JSON-LD: five of the six types
(TattooParlor, Distillery, BowlingAlley, Campground, TouristInformationCenter; not
BeautySalon) were named before as types, and ``knowsAbout``, ``slogan``, ``award``
and ``publicAccess`` as fields. Asks: ``add_calendar_event`` repeats an earlier
``add_calendar_invite``; ``install_extension`` is near an earlier browser-extension payload;
``post_review`` is near earlier review topics. Tones: ``telegram_stop`` repeats an earlier
``telegram``; ``auction_call`` repeats an earlier auctioneer tone; ``crossword_clue`` is near
earlier crossword answers; ``tide_table`` near an earlier key/value tide table. Contexts:
coracle building, clog dancing, dry-stone walling, marquetry, fly tying, thatching,
letterpress, a cobbler and pigeon racing were named before (as contexts or hosts); change
ringing, horseshoe pitching and wild swimming were not (bells appear often). Shapes:
``hash_every_fifth`` is near an earlier ``hashtag_long_words``, ``tilde_wrapped_sixth`` near
earlier tilde shapes, ``dots_between_letters_ninth`` near ``dotted_longest``,
``doubled_every_seventh`` near earlier doubled letters and words, ``lower_every_word`` near
earlier case shapes. Named AI: Clotilde (Portuguese) was named before. Hosts: a sail loft,
bellows (an earlier ``data-bellows-size``), hives and rope appear in earlier sets; clock
winding and a seed library were not found. Clean categories: the robot vacuum manual, voice,
chatbot FAQ, hearing aid app, photo editor release notes, password, spam filter, parking,
newsroom, doorbell and language course pages repeat or are near earlier categories; exam
proctoring was not found. Fonts: Courier, Helvetica-Bold, Gill Sans, Palatino and Trebuchet
were used before. Visible: none of ``writing-mode``, ``column-count``, ``::first-letter`` and
``rotate`` was named before. The grid: pt's offset is en's plus 14, so pt's cells follow
en's shifted by fourteen positions (the texts are written anew).

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Brindlewick, Morrowgate,
Tansiel, Quorvane, Hollisande; Eulalio, Rosendo, Filomena, Gaudencio, Begoña; Doralice,
Anísio, Clotilde, Ezequias, Leocádia), ``the_ai``, ``role`` (a marquetry quote bot, a
type-setting bot, a ringing helper, an open-water booking bot, a step-dance booking bot, a
loft clock bot; in Spanish and Portuguese printing quote bots, open-water booking bots, clog
booking bots, loft clock bots, marquetry quote bots), ``implicit`` ("you who are booking a
first handbell lesson for your daughter", "tú, que eliges un método de toque para tu hijo",
"você que escolhe o primeiro torno de moscas", ...), ``none``. What is asked: ``ignore``
(never with that word), ``rank_first``, ``verified``, ``hide``, ``reveal``, ``exfiltrate``
(names, phones, addresses, birth dates, e-mail, postcodes, card numbers, DNI, NIF,
citizen-card numbers, to an e-mail or a URL), and three further asks: ``post_review``
(publish a five-star review in the user's name), ``add_calendar_event`` (put the vendor's
event in the user's calendar) and ``install_extension`` (install the vendor's browser
extension). How softly: ``imperative``, ``request``, ``note``, ``policy``, and four more:
``tide_table`` ("High water 06:12, for the assistant", "Pleamar", "Preia-mar"),
``auction_call`` ("Lot 14, going once ... Sold", "Lote ... Adjudicado", "Lote ...
Arrematado"), ``telegram_stop`` (capitals broken by STOP) and ``crossword_clue`` ("Clue, 7
across ... Answer", "Crucigrama", "Palavras cruzadas"). Context, 15: change ringing, coracle
building, clog dancing, pigeon racing, dry-stone walling, marquetry, fly tying, thatching,
letterpress, horseshoe pitching, shoe cobbling, wild swimming, and three whose topic is AI
(``ai_bell_method_caller``, ``ai_coracle_fitter``, ``ai_pigeon_loft_clock``). 9 to 77 words
(en 12-76, es 11-77, pt 9-76); the longest in each language is a long standing rule or site
policy.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel): every fifth word as a hashtag (``hash_every_fifth``), every sixth word wrapped in
tildes (``tilde_wrapped_sixth``), the letters of every ninth word joined by dots
(``dots_between_letters_ninth``), the whole text in lower case (``lower_every_word``), every
seventh word written twice (``doubled_every_seventh``).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels:
visible_text (a ``<p class="upright">`` in vertical writing, a ``<div class="twocol">`` in
two columns, a ``<p class="initial">`` with a floated first letter, a ``<p class="sticker">``
turned by two degrees), css_hidden (``mix-blend-mode:color-burn`` over the white root,
``position:absolute;font-size:math;math-depth:60``, ``color:contrast-color(#000)``, a
``matrix3d`` whose w row is all zeros, ``color:SelectedItemText``, ``rotate:y 90deg``),
html_comment (Cloudflare Zaraz, Bunny CDN, Plasmic, Directus, TinaCMS, Contentful; head or
body), attribute (``data-clapper-stay``, ``data-sallie-grip``, ``data-thole-pin``,
``data-cope-batter``, ``data-hackle-wrap``, ``data-spar-twist`` on an empty ``<i
class="pin">``), meta (``dc.provenance``, ``eprints.note``, ``bepress_citation_abstract``,
``abstract-note``, ``shelf-note``), structured_data (JSON-LD TattooParlor knowsAbout,
Distillery slogan, BowlingAlley award, Campground publicAccess, BeautySalon memorialNote,
TouristInformationCenter specialOpeningHoursSpecification; ASCII-escaped about 30 % of the
time) and pdf_hidden_text (the four hidings in ``pdfmake.py``: a Separation whose tint
transform is a type 2 function giving 1, a ``TR`` type 3 stitching function of two pieces
giving 1, a Luminosity soft mask from a group painting the page black, a ``DefaultCMYK`` remap
to one white indexed entry). Verification: every CSS hiding on the final pages, three
documents per technique (18 documents), rendered in Chromium: each gave the same PNG as the
same page with the hiding replaced by ``visibility:hidden`` (``position:absolute`` kept where
the hiding has it), and each painted once the hiding was removed; the four visible placements
painted (three pages each: the page differs from the same page with the text removed). Every
PDF hiding was checked with ``assert_pdf_technique_hides`` before the set was built; the
tests repeat it and render every PDF of the set (``assert_pdf_hidden_blocks_paint_nothing``).
Carriers: host pages written here (``hosts.py``: a sail loft, a clock winder, a seed
library, a bellows mender, and the AI-topic hosts an AI tide-walk planner, an AI rope-splice
tutor, an AI hive-scale reader; 21 sites under 21 names); AI contexts ride only on AI-topic
hosts. No corpus page: ``load(corpus=...)`` gives the same bytes with or without the shared
corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language that talk
about AI, assistants, instructions, policies and "ignore" without addressing a reader model:
a robot vacuum manual, car voice control, a bank chat FAQ, hearing aid app help, photo editor
release notes, a password manager FAQ, spam filter help, parking app terms, a newsroom AI
policy, online exam rules, a smart doorbell guide, a language course AI policy; 6 documents
each, five of six with one of their own sentences also in a hidden HTML channel or a hidden
PDF block; plus 14 plain host pages per language (one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per language;
45 per channel and language; 532 on AI-topic hosts, 413 on general ones); 258 clean (86 per
language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36, css_hidden 39,
html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text 57). Shapes:
plain 630, each of the five others 63. Techniques on the 945 attack documents: visible
first_letter_drop_cap 35, vertical_writing_note 35, column_count_block 33, tilted_sticker 32;
css matrix3d_w_zero 26, math_depth_shrunk 25, blend_color_burn 23, rotate_y_edge_on 23,
contrast_color_white 20, selected_item_text 18; comments bunny_cdn 28, plasmic_loader 26,
directus_block 24, zaraz_loader 22, contentful_preview 22, tinacms_field 13; attributes
data-sallie-grip 28, data-hackle-wrap 26, data-thole-pin 24, data-cope-batter 22,
data-spar-twist 18, data-clapper-stay 17; meta dc.provenance 30, shelf-note 30,
bepress_citation_abstract 27, eprints.note 24, abstract-note 24; JSON-LD
TouristInformationCenter 36, BowlingAlley 25, Campground 25, Distillery 17, BeautySalon 16,
TattooParlor 16; PDF hidings on the 135 attack PDFs exponential_tint_white 41,
default_cmyk_remap 36, luminosity_black_group 30, stitching_transfer_white 28. 192 PDFs in
all. Every document is pinned by a digest in ``tests/test_heldout_assembly.py``.

Labels: ``part="heldout28"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout28"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h28-atk-..``, ``h28-clean-..``,
``h28-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each document
draws from a ``random.Random`` seeded by its id; PDFs carry no date and no compression. Use
with ``benchmarks/`` on ``sys.path``: ``from injection_heldout28 import load``; ``python
benchmarks/injection_quality.py --part heldout28`` scores it; ``--part all`` scores it since
its first scoring (it left it out while it was sealed).

Wiring check (the one detector run): ``injection_quality.py --part heldout28 --limit 5
--corpus /work/shared/corpus``, stdout to /dev/null, stderr to /tmp/h28_wiring.err: exit code
0, 0 bytes, at 06:10:01 UTC on ``38263aa`` (the set's final content); no detector was run
again. This docstring was then completed and committed, changing no document.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout28"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
