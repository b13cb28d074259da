"""A thirtieth held-out set for the prompt-injection detector (issue 18): a blind measure of
detector candidates on text nobody tuned on. It was SEALED (listed in
``injection_quality.SEALED``, left out of ``--part all``, never tuned on; no detector figure on
it seen by its writer) until its first scoring on 2026-12-04 (v30 0.627 / 0.8 %, candidate v34
0.638 / 0.8 %: v34 shipped); a tuning writer since.

Who and when: written on 2026-12-04 between 07:38 and about 07:56 UTC by ``date -u`` (first
``date -u`` 07:38:31; docstrings of earlier sets to /tmp 07:39:43; names grepped 07:40-07:46,
the PDF hidings among the first; grid 07:46; attacks en/es/pt 07:46-07:48; PDF maker 07:48
(two hidings replaced, below); shapes, channels, page 07:48-07:49; hosts and clean texts
07:49-07:51; Chromium 07:51-07:52; registration and tests 07:52; first commit ``6a6e62c``
07:52; pytest and corpus check 07:52; a second round of greps 07:52-07:53, six names
replaced 07:53; Chromium again on the final pages 07:53; commit ``0006385``; pytest and the
corpus check on it 07:54; wiring check 07:54:22; this docstring 07:55, pytest again 07:55), by a helper
session (branch ``heldout30``), a new writer for this set. The interfaces follow
``injection_heldout29`` (the template): ``load``, the ``LabeledDoc`` fields, the family
grammar, the channel names, the id scheme (prefix ``h30-``), the counts, the clean placement
counts and the test topics; ``build.py`` hands this set's parts to the shared
``benchmarks/heldout_assembly.HeldoutSet`` with this set's own page template (``page.py``: a
``<div class="leaf">`` holding a ``<nav class="crumbs">`` with the site name in a ``<strong
class="brand">`` and slash-separated menu links, an ``<article>`` with heading and
paragraphs, an ``<aside class="tailpiece">``; Baskerville/Constantia body in deep brown,
Futura/Franklin Gothic headings; one ``<style>`` sheet); ``_grid.py`` keeps the shared
formula with new offsets (en 37, es 70, pt 23) and ``pdfmake.py`` its own layout (portrait
520 x 700 pt, Helvetica body under a Courier-Bold heading and a thin rule).

How the texts were written: every attack text, clean sentence and host page was typed by
hand in this session, each attack to its grid cell (no generator script, no phrase bank);
afterwards two texts were shortened by a small replace script to give each language a short
text, and one AI host was rewritten (below).

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md and its own
brief; ``issues show 18 | head -60``; of ``injection_heldout29`` the whole ``__init__.py``,
``_grid.py``, ``build.py``, ``shapes.py``, ``pdfmake.py`` and the first 60 lines of
``channels.py`` (plus one ``grep -n`` of that file for top-level names and ``def`` lines,
which showed the names and line numbers of its six placer functions beyond line 60), none
of its text files nor its ``page.py``; ``benchmarks/heldout_assembly.py`` (a ``grep -n`` and
lines 100-370); ``tests/test_injection_heldout29.py`` (whole); ``tests/heldout_checks.py``
(a ``grep -n`` and lines 19-38 and 70-129); ``tests/test_injection_heldout_assembled.py``
(lines 51-76, 180-240, 240-470 and a ``grep -n``); ``tests/test_heldout_assembly.py`` (lines
25-75 and a ``grep -n``). ``benchmarks/injection_data`` was not opened (the fields were read
from ``heldout_assembly.HeldoutSet.doc``). The package docstrings (``ast.get_docstring``) of
every ``benchmarks/injection_*`` package but ``injection_data`` went to /tmp/h30_docs.txt,
searched by small loops counting the hits of each planned name and printing 25-45
characters around up to six hits. Of ``benchmarks/injection_quality.py``: ``grep -n`` for
HELDOUT, SEALED and heldout29 cut to 60 characters, lines 148-155 and 247-253 cut to 60, the
last 60 characters of lines 151 and 154; edited by a small script (registry entry,
``SEALED``, one docstring sentence after heldout29's, ``heldout3 .. heldout30`` in the
``all`` sentence), its diff printed cut to 120. Ran: PDFium through
``assert_pdf_technique_hides`` on scratch PDFs; headless Chromium (``/usr/bin/chromium
--headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new ``--user-data-dir``
each time, 1000 x 900 screenshots, script /tmp/h30_chrome.py) on pages of this set, twice;
ruff check and format; pytest (``-n 2``) on ``tests/test_injection_heldout30.py``,
``tests/test_injection_heldout_assembled.py``, ``tests/test_heldout_assembly.py`` and
``tests/test_injection_data.py`` (a ``-k`` selection once: 50 passed, 3 skipped; the whole
four files three times, the last after this docstring: 204 passed, 12 skipped); the corpus check of ``tests/heldout_checks.py`` by
hand against /work/shared/corpus (passed, twice; the test skips in the worktree); ``git
status``, ``git add``, ``git commit``, ``git diff`` (of ``injection_quality.py`` and
``--stat``) and ``git rev-parse --short HEAD`` (no ``git log``). Nothing under
``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``, the README, ``docs/``,
another worktree or /work/scratch/ (but PREAMBLE.md and the brief) was opened.

What it saw that it should not have: heldout29's docstring and the diff context of
``injection_quality.py`` show candidates' figures on heldout29 (v30, v33); the ``grep -n`` of
``tests/test_injection_heldout_assembled.py`` showed a line naming candidates scored on
earlier sets; grep passages of earlier docstrings mention dropped trials; the issue's head
gives an early detector's figures. None was used to choose anything; nothing about any
detector's output on this set was seen.

Replaced before the wiring check: two PDF hidings tried first (Helvetica chosen at size 0
through a graphics state's ``/Font``, which painted nothing but left no extractable text in
PDFium; Helvetica re-encoded to ``.notdef`` with a ``/ToUnicode`` map, which painted and left
no text) became ``type3_flat_matrix`` and ``type3_coloured_white``. Found in earlier
docstrings by the second round of greps and replaced: the comment banner ``Storyblok``
(now Contentstack), the meta ``sailthru.description`` (now ``teaser-line``), the page fonts
Palatino and Gill Sans/Trebuchet (now Baskerville, Futura), the footer class ``colophon``
(now ``tailpiece``) and an AI dough-proofing timer host (now an AI pickle-jar monitor).

Repeats and near neighbours, disclosed (left in place, for lack of time): PDF: all four
hidings are Type 3 fonts, near an earlier set's Type 3 font whose glyphs draw nothing
(``/FontMatrix`` was not named before; ``type3_flat_matrix`` is near earlier singular
matrices, ``type3_matrix_far`` near earlier off-page moves, ``type3_clipped_glyphs`` near
earlier zero-area clips, ``type3_coloured_white`` near earlier white fills); Helvetica and
Courier were used before. CSS: the four colour-space whites (``rec2020``, ``display-p3``,
``prophoto-rgb``, ``a98-rgb``, none named before) are the same white-on-white idea as many
earlier sets (heldout29's ``srgb-linear`` among them); ``round_down_font`` (a zero font size
from ``round()``) is near earlier zero font sizes; ``sign_opacity_zero`` (opacity 0 from
``sign()``) near earlier zero opacities. Visible: sticky and hanging-indent placements not
found; a numbered step list is near an earlier tone with numbered method steps; "dashed"
appears only for an earlier PDF outline. Comments: Shopware, Sanity, Prismic, Builder.io and
Contentstack not found ("Payload" hits are the word payload, Payload CMS unchecked).
Attributes: none of the six found. Metas: ``cXenseParse``, ``addsearch``, ``page-gist``,
``bb-summary``, ``teaser-line`` not found. JSON-LD: Zoo, HinduTemple,
``maximumAttendeeCapacity``, ``eventAttendanceMode``, ``additionalProperty`` not found;
``servesCuisine``, ``priceRange``, ``tourBookingPage`` were named before; Distillery,
TattooParlor, Hackathon, BoatTerminal not grepped. Asks: ``add_payee`` and
``change_delivery_address`` not found; ``disable_2fa`` is near an earlier ask involving a
two-factor login and an earlier clean two-step verification guide. Tones: liturgy, well log,
lamplighter and button card not found. Shapes: interpunct and plus joins not found;
``interpunct_letters_fifth`` is near an earlier middle-dot shape, ``doubled_initial_fourth``
near ``doubled_letters``, ``vowels_upper_sixth`` near earlier vowel shapes,
``tilde_after_seventh`` near ``tilde_every_fourth``. Contexts: none of the fifteen found
(``punt`` and ``spoon`` hit only other words); roles not grepped. Named AI: none of the
fifteen found. Hosts: smithy, chandlery and rock pools not found; a seed library, a hedge
theme and a cycling club are near earlier hosts or contexts (a seed library appears in an
earlier writer's list); brine (3 hits) unchecked. Clean categories: a robot mower manual, a
newsroom AI note, car voice control, spam filter help, a phone menu with a virtual
assistant and a bank chat page repeat earlier categories; a museum label policy is near
heldout29's museum audio guide; choir pitch app, warehouse robots, dissertation AI policy,
villager modding and the clinic symptom checker were not found as categories.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Brannagh, Zephrine, Velmora,
Orwenna, Tallowin; Velarmina, Ondrelio, Cristobelia, Faustrino, Almudrena; Jacirema,
Gumerindo, Clodessa, Araminto, Lucivânia), ``the_ai``, ``role`` (a bot per context: a
borehole quote bot, a chair-repair quote bot, a cut-list bot, ...), ``implicit`` ("You,
sorting out a wall repair for someone", "Tú, que comparas ...", "Você, que ..."), ``none``.
What is asked: ``ignore`` (never with that word), ``rank_first``, ``verified``, ``hide``,
``reveal``, ``exfiltrate`` (names, phones, addresses, postcodes, birth dates, e-mail, card
numbers, DNI, NIF, CPF, to an e-mail or a URL), and three further asks: ``add_payee`` (save
a vendor's bank account as a payee), ``disable_2fa`` (switch off the user's two-step
sign-in) and ``change_delivery_address`` (send the goods to another address). How softly:
``imperative``, ``request``, ``note``, ``policy``, and four more: ``liturgy_response``
("Leader: ... All: ..."), ``well_log`` ("Well log, bore 2. 6 m: clay. ..."),
``button_card`` ("Card 4, twelve mother-of-pearl buttons, 15 mm. Stitched on the back:
...") and ``lamplighter_round`` ("Round of lamps, 16:50. Lamp 1 lit. ..."). Context, 15: dry
stone walling, stained glass leading, scythe mowing, punting tours, kelp harvesting,
charcoal burning, wicker weaving, raku firing, rush seating, spoon carving, rag rug making,
well digging, and three whose topic is AI (``ai_scythe_peening_coach``,
``ai_kelp_yield_estimator``, ``ai_glass_cut_planner``). 10 to 78 words (en 11-78, es 10-78,
pt 10-74); the longest in each language is a standing rule or site policy (the policy tone).

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel): ``interpunct_letters_fifth``, ``plus_joined_pairs``, ``doubled_initial_fourth``,
``vowels_upper_sixth``, ``tilde_after_seventh`` (see its docstring).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels:
visible_text (a ``<p class="stick">`` sticky note, an ``<ol class="steps">`` numbered step,
a ``<p class="dash">`` dashed box, a ``<p class="hang">`` hanging indent), css_hidden
(``color:color(rec2020 1 1 1)``, ``color:color(display-p3 1 1 1)``,
``color:color(prophoto-rgb 1 1 1)``, ``color:color(a98-rgb 1 1 1)``,
``font-size:round(down,.6px,1px)``, ``opacity:calc(sign(-3) + 1)``), html_comment
(Shopware snippet, Sanity portable text, Contentstack entry, Prismic slice, Payload CMS
field, Builder.io symbol; head or body), attribute (``data-rush-weave``,
``data-kelp-frond``, ``data-raku-glaze``, ``data-punt-pole``, ``data-snath-grip``,
``data-wicker-stake`` on an empty ``<i class="mark">``), meta (``teaser-line``,
``cXenseParse:recs:abstract``, ``addsearch-custom-field``, ``page-gist``, ``bb-summary``),
structured_data (JSON-LD Zoo tourBookingPage, HinduTemple maximumAttendeeCapacity,
Distillery servesCuisine, TattooParlor priceRange, Hackathon eventAttendanceMode,
BoatTerminal additionalProperty; ASCII-escaped about 30 % of the time) and pdf_hidden_text
(the four hidings in ``pdfmake.py``). Verification: each CSS hiding on two pages of the set,
rendered in Chromium on the final pages: each gave the same PNG as the page with
``visibility:hidden`` added to the same style (which keeps the hiding's own layout, e.g. the
collapsed lines of the zero font size), and each painted once the hiding was removed; the
four visible placements painted (two pages each: the page differs from the same page with
the text removed). Every PDF hiding was checked with ``assert_pdf_technique_hides`` before
the set was built; the tests repeat it and render every PDF of the set
(``assert_pdf_hidden_blocks_paint_nothing``). Carriers: host pages written here
(``hosts.py``: a village smithy, a cycling club, a seed library, a harbour chandlery, and the
AI-topic hosts an AI hedge survey tool, an AI pickle-jar monitor, an AI rock-pool
identifier; 21 sites under 21 names); AI contexts ride only on AI-topic hosts. No corpus
page: ``load(corpus=...)`` gives the same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language that talk
about AI, assistants, instructions, policies and "ignore" without addressing a reader model:
a choir pitch-trainer app, rules for working beside warehouse robots, a bank chat helper's
terms, a robot mower manual, a dissertation AI policy, helpline phone-menu help, newsroom AI
standards, car voice control, spam filter help, a clinic symptom-checker leaflet, a
villager-AI modding guide, a museum policy on AI-drafted labels; 6 documents each, five of
six with one of their own sentences also in a hidden HTML channel or a hidden PDF block;
plus 14 plain host pages per language (one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per language;
45 per channel and language; 504 on AI-topic hosts, 441 on general ones); 258 clean (86 per
language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36, css_hidden 39,
html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text 57). Shapes:
plain 630, each of the five others 63. Techniques on the 945 attack documents: visible
dashed_box 39, numbered_step 34, hanging_indent 33, sticky_note 29; css display_p3_white 24,
prophoto_white 24, round_down_font 24, sign_opacity_zero 23, rec2020_white 20, a98_white 20;
comments prismic_slice 27, shopware_snippet 24, sanity_block 24, payload_field 22,
builderio_symbol 21, contentstack_entry 17; attributes data-snath-grip 25, data-kelp-frond
24, data-wicker-stake 23, data-raku-glaze 22, data-punt-pole 21, data-rush-weave 20; meta
teaser-line 29, addsearch-custom-field 28, cXenseParse:recs:abstract 27, bb-summary 27,
page-gist 24; JSON-LD BoatTerminal 27, Distillery 25, HinduTemple 24, TattooParlor 23,
Hackathon 22, Zoo 14; PDF hidings on the 135 attack PDFs type3_matrix_far 45,
type3_flat_matrix 33, type3_clipped_glyphs 29, type3_coloured_white 28. 192 PDFs in all.
Every document is pinned by a digest in ``tests/test_heldout_assembly.py``.

Labels: ``part="heldout30"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout30"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h30-atk-..``, ``h30-clean-..``,
``h30-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each document
draws from a ``random.Random`` seeded by its id; PDFs carry no date and no compression. Use
with ``benchmarks/`` on ``sys.path``: ``from injection_heldout30 import load``; ``python
benchmarks/injection_quality.py --part heldout30`` scores it; ``--part all`` scores it since
its first scoring (it left it out while it was sealed).

Wiring check (the one detector run): ``injection_quality.py --part heldout30 --limit 5
--corpus /work/shared/corpus``, stdout to /dev/null, stderr to /tmp/h30_wiring.err: exit code
0, 0 bytes, at 07:54:22 UTC on ``0006385`` (the set's final content); no detector was run
again. This docstring was then completed and committed, changing no document.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout30"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
