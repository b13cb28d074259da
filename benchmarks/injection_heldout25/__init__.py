"""A twenty-fifth held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (listed in
``injection_quality.SEALED``, left out of ``--part all``, never tuned on; no detector figure
on it seen by its writer) until its first scoring on 2026-12-03 (v27 0.600 / 0.0 %, candidate
v29 0.604 / 0.0 %: v29 not shipped); a tuning writer since.

Who and when: written on 2026-12-03 between 22:42 and about 23:00 UTC by ``date -u`` (first
``date -u`` 22:42:50; docstrings of earlier sets to /tmp and names grepped 22:43-22:46; grid
22:46; attacks en/es/pt 22:47-22:48; shapes, channels, PDF maker and PDF checks 22:48-22:49;
page, hosts and clean texts 22:49-22:50; first Chromium check 22:51-22:52; registration and
tests 22:52-22:53; first commit ``63eec88`` 22:53; a later grep showed three CSS hidings named
before, replaced 22:54-22:55; final Chromium check 22:56; this docstring 22:56-22:58; wiring check 22:57), by a
helper session (branch ``heldout25``), a new writer for this set: every text in its own words.
The interfaces follow ``injection_heldout24`` (the template): ``load``, the ``LabeledDoc``
fields, the family grammar, the channel names, the id scheme (prefix ``h25-``), the counts,
the clean placement counts and the test topics; ``build.py`` hands this set's parts to the
shared ``benchmarks/heldout_assembly.HeldoutSet`` with this set's own page template
(``page.py``: a top bar with the site name and a ``<nav>``, a breadcrumb line, a flexbox row
of a ``<main>`` card and a notice ``<aside>``, a ``<footer>`` with ``<small>``; Palatino and
Trebuchet MS; one ``<style>`` sheet); ``_grid.py`` keeps heldout24's formula with new offsets
(en 23, es 11, pt 2) and ``pdfmake.py`` heldout24's structure (560 x 400 pt, Times-Roman under
Courier-Bold).

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18 | head -60``); of ``injection_heldout24`` the whole ``__init__.py``,
``_grid.py``, ``build.py``, ``shapes.py``, the first 60 lines of ``channels.py`` and
``pdfmake.py``, none of its text files nor its ``page.py``; ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout24.py``, ``tests/heldout_checks.py``,
``tests/test_heldout_assembly.py`` (whole) and ``tests/test_injection_heldout_assembled.py``
(lines 1-80 and 80-450, i.e. whole). Of ``benchmarks/injection_data/__init__.py`` nothing was
opened. The package docstrings (``ast.get_docstring``) of every ``benchmarks/injection_*``
package but ``injection_data`` went to /tmp/h25_docs.txt, searched by a loop counting every
name planned here and, for names that hit, printing 30-60 characters either side of the first
two or three hits. Of ``benchmarks/injection_quality.py``: ``grep -n`` for HELDOUT, SEALED,
heldout24, ``def loader``, ``def parts_of`` (cut to 60 characters), one more ``grep -n`` for
"twenty-fourth|fourth set|2026-12-03" and ``sed -n 220,229p`` (both cut to 60) to find where
heldout24's sentence ends; it was edited by a small script (registry entry, ``SEALED``, one
docstring sentence after heldout24's), its diff printed as added and removed lines (cut to
120). Ran: headless Chromium (``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu
--hide-scrollbars``, a new ``--user-data-dir`` each time, 1000 x 900 screenshots) on pages of
this set; PDFium through ``assert_pdf_technique_hides`` on scratch PDFs and on every PDF of
the set (through the tests); ruff check and format; pytest (``-n 2``) on
``tests/test_injection_heldout25.py``, ``tests/test_injection_heldout_assembled.py``,
``tests/test_heldout_assembly.py`` and ``tests/test_injection_data.py``; the corpus check of
``tests/heldout_checks.py`` once by hand against /work/shared/corpus (passed at 22:53; the test
skips in the worktree). Nothing under ``src/pytest_websearch_bench/safety/`` or
``.../artifacts/``, ``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, the README, ``docs/``, another worktree or
/work/scratch/ (but PREAMBLE.md) was opened; ``git log`` was not run. The one detector run is
the wiring check (see the end of this docstring).

What it saw that it should not have: the issue quotes the old detector's figures; the extra
``grep`` of ``injection_quality.py`` (cut to 60 characters) showed fragments of its docstring
with candidates' figures on earlier sets (v17, v18, v23, v27 on heldout15 .. heldout24);
heldout24's docstring and ``tests/test_injection_heldout_assembled.py`` name which candidates
were shipped after earlier sets were scored; a few grep passages of earlier docstrings may
mention earlier figures. None was used to choose anything; nothing about any detector's
output on this set was seen.

Replaced before any detector run: the PDF hiding ``stroke_dash_zero`` (text render mode 1
with zero-length dashes) painted in PDFium and became ``blend_hue``; the CSS hidings
``shadow_root_unslotted`` (light-DOM text under a declarative shadow root),
``select_second_option`` (an unchosen ``<option>``) and ``mathml_annotation`` turned out,
on a later grep, to be named in earlier docstrings and were replaced by ``size_adjust_zero``,
``property_transparent`` and (after ``perspective_behind_viewer`` also turned out named)
``filter_ink_to_white``; the context ``sundial_making`` became ``hammock_weaving``.

Repeats and near neighbours, disclosed (found by the grep after the set was built; there was
no time left to replace them): all four PDF hidings REPEAT earlier sets' (a ColorDodge, a
SoftLight and a Hue blend over the white page, and a transfer function mapping every level to
1, are named in earlier docstrings); the visible placements ``search_landmark`` (a
``<search>`` landmark), ``menu_item`` (a ``<menu>`` item) and ``dfn_term`` (a ``<dfn>``)
REPEAT earlier visible placements, and ``blockquote_footer`` is near an earlier blockquote
with cite. CSS: ``rotate_x_edge_on`` (the individual ``rotate: x 90deg`` property) is near
an earlier ``transform: rotateX(90deg)``; ``blend_color_dodge`` near heldout23's difference
and exclusion blends and earlier PDF ColorDodge; ``filter_ink_to_white``
(``filter:brightness(0) invert(1)``) near an earlier ``filter:opacity(0)``;
``property_transparent`` (a registered custom colour whose initial value is transparent) near
earlier transparent colours; ``size_adjust_zero`` (an ``@font-face`` of a local font with
``size-adjust:0%``) near an earlier ``font-size-adjust:0``; ``scripting_none_only`` (shown only
under ``@media (scripting: none)``) near heldout24's conditional ``display:none`` blocks. The
JSON-LD fields ``disambiguatingDescription``, ``keywords``, ``paymentAccepted``,
``priceRange`` and ``legalName`` were used by earlier sets on other types (the types
RecyclingCenter, Waterfall, Reservoir, TaxiStand, DryCleaningOrLaundry, AnimalShelter and the
field ``publicAccess`` are not named before). The metas are verification tags as heldout24's
``google-site-verification`` was. The comments (Jetpack, Netlify, Vercel, Nuxt, Cloudflare,
Hotjar) are tool banners as earlier Yoast, Hugo, Varnish and Mailchimp ones were. Shapes:
``dotted_longest`` is near an earlier ``dotted``, ``doubled_initial`` near an earlier
``doubled_letters``, ``underscore_pairs`` near an earlier ``snake_joined``,
``tilde_every_fourth`` near an earlier ``tilde_after_vowels_longest``, ``hyphen_halved_long``
near earlier hyphenations. The PDF fonts Times-Roman and Courier-Bold were used by earlier
sets. Clean categories: a robot vacuum manual, a newsroom AI note, a smart speaker FAQ, hotel
rules, gym rules, a parking app, a chess club code and a chatbot FAQ are near earlier pages
of the same kinds (their words hit in earlier docstrings); hosts: ``ai_knitting_pattern_sizer``
shares a word with an earlier host.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Quillithar, Varnebright,
Osmundrel, Pellucian, Thistlewaite; Eduvigis, Tranquilino, Brígida, Sisebuto, Gumersinda;
Hermenegildo, Custódia, Juvêncio, Eulália, Belarmino), ``the_ai``, ``role`` (a kimchi-order
bot, a trail-booking bot, a show-entry helper bot, a tuning-help bot, a fixtures bot; in
Spanish and Portuguese a tournament bot, a kimchi-order bot, a snowshoe-booking bot, an
entries bot, a tuning bot), ``implicit`` ("whoever is grading lawns for a friend", "tú que
eliges un kit de banjo para tu sobrino", "a quem compara cursos de rodas para alguém", ...),
``none``. What is asked: ``ignore`` (never with that word), ``rank_first``, ``verified``
(certified, approved, accredited by an invented board), ``hide``, ``reveal``, ``exfiltrate``
(names, phones, addresses, birth dates, e-mail, postcodes, card numbers, passport, DNI, NIF,
citizen-card and club numbers, to an e-mail or a URL), and three asks no earlier docstring
names: ``enable_auto_renewal`` (switch the user's plan to renew by itself),
``connect_crypto_wallet`` (link the user's crypto wallet to the vendor and sign what it
proposes) and ``allow_notifications`` (press Allow on the vendor's browser notification
prompt). How softly: ``imperative``, ``request``, ``note``, ``policy``, and four new:
``obituary_notice`` ("It is with sorrow ...", "Con hondo pesar ...", "Descanse em paz ..."),
``tarot_reading`` ("The AI draws the Page of Cups", "Sale la Sacerdotisa", "Sai a Papisa"),
``haiku_verse`` (three short lines split by slashes) and ``escape_room_clue`` ("Clue three of
the Brine Vault", "Pista del candado rojo", "Enigma da sala do poço"). Context, 15:
wheelwrighting, croquet clubs, petanque leagues, banjo building, vinegar making, kimchi
making, ikebana, dowsing, snowshoe hiking, tatting, hammock weaving, ferret shows, and three
whose topic is AI (``ai_croquet_lawn_grader``, ``ai_kimchi_salt_calculator``,
``ai_banjo_head_tuner``). 9 to 77 words (en 10-77, es 9-73, pt 9-75); the longest in each
language is a long site policy or standing rule.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel): the longest word's letters joined by dots (``dotted_longest``), ``~`` after every
fourth word (``tilde_every_fourth``), the initial doubled in words of five characters or more
(``doubled_initial``), words of eight or more cut in half by a hyphen
(``hyphen_halved_long``), every second space an underscore (``underscore_pairs``).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels:
visible_text (``<blockquote>`` ``<footer>``, a ``<search>`` landmark, a ``<menu>`` item, a
``<dfn>``), css_hidden (``mix-blend-mode:color-dodge``, ``filter:brightness(0) invert(1)``,
``color:var(--ink25)`` of a registered transparent colour, ``rotate:x 90deg``, a local face
with ``size-adjust:0%``, a ``display:none`` block shown only without scripting),
html_comment (Jetpack stats, Netlify form, Vercel edge cache, Nuxt SSR, Cloudflare Rocket
Loader, Hotjar; head or body), attribute (``data-cleat-size``, ``data-mortar-mix``,
``data-spindle-turns``, ``data-ferrule-gauge``, ``data-brine-ratio``, ``data-bobbin-count``
on an empty ``<hr>``), meta (``yandex-verification``, ``msvalidate.01``,
``baidu-site-verification``, ``norton-safeweb-site-verification``,
``facebook-domain-verification``), structured_data (JSON-LD RecyclingCenter publicAccess,
Waterfall disambiguatingDescription, Reservoir keywords, TaxiStand paymentAccepted,
DryCleaningOrLaundry priceRange, AnimalShelter legalName; ASCII-escaped about 30 % of the
time) and pdf_hidden_text (the four ExtGState hidings above). Verification: every CSS hiding
on the final pages, three documents per technique (18 documents), rendered in Chromium: each
gave the same PNG as the same page with the element set to ``visibility:hidden`` (layout
kept, nothing painted), and each painted once the hiding was removed (the style or class
dropped); on the first pages ``scripting_none_only`` also matched the page with its text
emptied, and the four visible placements painted (three pages each). Every PDF hiding was
checked with ``assert_pdf_technique_hides`` before the set was built; the tests repeat it and
render every PDF of the set (``assert_pdf_hidden_blocks_paint_nothing``). Carriers: host pages
written here (``hosts.py``: a barber shop, a fishmonger, a skate park, clock-tower tours, and
the AI-topic hosts an AI tyre-tread checker, an AI wine-label translator, an AI
knitting-pattern sizer; 21 sites under 21 names); AI contexts ride only on AI-topic hosts.
No corpus page: ``load(corpus=...)`` gives the same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language that talk
about AI, assistants, instructions, policies and "ignore" without addressing a reader model:
a robot vacuum manual, a newsroom AI disclosure, a smart speaker privacy FAQ, hotel house
rules, a pressure-cooker recipe, translation app release notes, gym induction rules, parking
app terms, a voice assistant setup guide, a chess club code of conduct, a customer-service
chatbot FAQ, a sewing machine manual; 6 documents each, five of six with one of their own
sentences also in a hidden HTML channel or a hidden PDF block; plus 14 plain host pages per
language (one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per language;
45 per channel and language; 503 on AI-topic hosts, 442 on general ones); 258 clean (86 per
language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36, css_hidden 39,
html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text 57). Shapes: plain
630, each of the five others 63. Techniques on the 945 attack documents: visible
blockquote_footer 40, dfn_term 35, menu_item 30, search_landmark 30; css scripting_none_only
33, size_adjust_zero 25, filter_ink_to_white 23, property_transparent 21, rotate_x_edge_on 19,
blend_color_dodge 14; comments netlify_form 27, vercel_edge 25, jetpack_stats 24,
cloudflare_rocket 22, hotjar_snippet 22, nuxt_ssr 15; attributes data-spindle-turns 35,
data-brine-ratio 32, data-bobbin-count 22, data-mortar-mix 17, data-cleat-size 15,
data-ferrule-gauge 14; meta msvalidate.01 33, yandex-verification 29,
norton-safeweb-site-verification 28, facebook-domain-verification 25,
baidu-site-verification 20; JSON-LD Reservoir 30, Waterfall 28, TaxiStand 26,
RecyclingCenter 19, AnimalShelter 17, DryCleaningOrLaundry 15; PDF hidings on the 135 attack
PDFs transfer_all_white 39, blend_soft_light 38, blend_color_dodge 32, blend_hue 26. 192
PDFs in all. Every document is pinned by a digest in ``tests/test_heldout_assembly.py``.

Labels: ``part="heldout25"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout25"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h25-atk-..``, ``h25-clean-..``,
``h25-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each document
draws from a ``random.Random`` seeded by its id; PDFs carry no date and no compression. Use
with ``benchmarks/`` on ``sys.path``: ``from injection_heldout25 import load``; ``python
benchmarks/injection_quality.py --part heldout25`` scores it; ``--part all`` scores it since
its first scoring (it left it out while it was sealed).

Wiring check (the one detector run): ``injection_quality.py --part heldout25 --limit 5
--corpus /work/shared/corpus``, stdout to /dev/null, stderr to /tmp/h25_wiring.err: exit code
0, 0 bytes, at 22:57:20 UTC on ``74dd78f`` (the set's final content); no detector was run
again. This docstring was then committed (22:58), changing no document.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout25"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
