"""A thirty-first held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (listed in
``injection_quality.SEALED``, left out of ``--part all``, never tuned on; no detector figure on
it seen by its writer) until its first scoring on 2026-12-04 (v34 0.564 / 0.0 %, candidate v35
0.598 / 0.0 %: v35 shipped); a tuning writer since.

Who and when: written on 2026-12-04 between 13:56 and about 14:12 UTC by ``date -u`` (first
``date -u`` 13:56:26; Chromium install started in the background 13:56; docstrings of earlier
sets to /tmp 13:56:45; names grepped 13:56-13:59; grid 13:59; attacks en 13:59-14:00, es
14:00, pt 14:00-14:01 (two pt texts changed by a small replace script for the length rule,
one name shortened); shapes, page, channels 14:01; PDF maker and PDFium check 14:02; Chromium
on scratch pages 14:02; hosts 14:02; clean texts 14:03-14:04; registration and tests 14:04;
first commit ``5cd208a`` 14:05; pytest and the corpus check 14:05; Chromium on pages of the set
14:05; a second round of greps 14:05, one name replaced; commit ``05cf206``; wiring check
14:05:47; this docstring 14:06, pytest again, commit ``2165192`` 14:07; a closer reading of
the earlier docstrings' soft masks, hosts and categories 14:07-14:08 found exact repeats,
replaced 14:08-14:10 (below: three PDF hidings, one AI host, one clean category), the digest
re-pinned, pytest, the corpus check and Chromium again 14:10, this docstring amended
14:10-14:12 and committed), by a helper session (branch
``heldout31``), a new writer for this set. The interfaces follow ``injection_heldout30`` (the
template): ``load``, the ``LabeledDoc`` fields, the family grammar, the channel names, the id
scheme (prefix ``h31-``), the counts, the clean placement counts and the test topics;
``build.py`` hands this set's parts to the shared ``benchmarks/heldout_assembly.HeldoutSet``
with this set's own page template (``page.py``: a ``<div class="ream">`` holding a ``<header
class="topline">`` with the site name in an ``<em class="house">`` and a ``<menu
class="paths">``, a ``<section class="matter">`` with a left rule, heading and paragraphs, a
``<footer class="endnote">``; Charter body in slate blue on white, Avenir Next/Segoe UI
headings in small capitals; one ``<style>`` sheet); ``_grid.py`` keeps the shared formula
with new offsets (en 11, es 52, pt 88) and ``pdfmake.py`` its own layout (560 x 640 pt,
Times-Roman body under a Times-BoldItalic heading on a pale blue band).

How the texts were written: every attack text, clean sentence and host page was typed by
hand in this session, each attack to its grid cell (the cells printed to /tmp first; no
generator script, no phrase bank); afterwards small replace scripts fixed one Spanish typo,
shortened one Portuguese text and lengthened another (so each language has a text of 9-12
words and a policy of 70-80), and replaced one named AI (below).

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md and its own
brief; ``issues show 18 | head -60``; of ``injection_heldout30`` the whole ``__init__.py``,
``_grid.py``, ``build.py``, ``page.py``, ``shapes.py``, ``channels.py`` and ``pdfmake.py``
(none of its text files nor ``hosts.py``); ``benchmarks/heldout_assembly.py`` (whole);
``tests/test_injection_heldout30.py`` and ``tests/heldout_checks.py`` (whole);
``tests/test_heldout_assembly.py`` (lines 20-80 and a ``grep -n``);
``tests/test_injection_heldout_assembled.py`` (lines 44-70, 195-515, 515-570 and a ``grep
-n``). The package docstrings (``ast.get_docstring``) of every ``injection_heldout*`` and
``injection_tuning*`` package went to /tmp/h31_docs.txt, searched by loops counting each
planned name's hits and printing 25-40 characters around up to five. Of
``benchmarks/injection_quality.py``: a ``grep -n`` for heldout30 and SEALED cut to 160
characters, lines 148-160 and 250-260 cut to 70; edited by a small script (registry entry,
``SEALED`` entry, one docstring sentence after heldout30's, ``heldout3 .. heldout31`` in the
``all`` sentence), its diff printed cut to 120. ``benchmarks/injection_data`` was not opened.
Ran: ``apt-get install -y chromium`` (Chromium 150); PDFium through
``assert_pdf_technique_hides`` on scratch PDFs; headless Chromium (``/usr/bin/chromium
--headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new ``--user-data-dir`` each
time, scripts /tmp/h31_chrome.py on scratch pages of this template and /tmp/h31_chrome2.py on
two pages of the set per technique, run again on the final pages), two screenshots viewed; ruff check and format; pytest
(``-n 2``) on ``tests/test_injection_heldout31.py``, ``tests/test_injection_heldout_assembled.py``,
``tests/test_heldout_assembly.py`` and ``tests/test_injection_data.py`` (a ``-k`` selection
once, failing on a wrong expectation in this set's own shape test, fixed; then the four files
whole: 221 passed, 13 skipped; again after the docstring and after the replacements, each
time 221 passed, 13 skipped); the corpus check of
``tests/heldout_checks.py`` by hand against /work/shared/corpus (passed; the test skips in the
worktree); ``git status``, ``git diff --stat``, ``git add``, ``git commit``, ``git rev-parse
--short HEAD`` (no ``git log`` beyond the first look at the last three subjects). Nothing under
``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``, the README, ``docs/``,
another worktree or /work/scratch/ (but PREAMBLE.md and the brief) was opened.

What it saw that it should not have: the ``git log --oneline -3`` subjects and the lines of
``injection_quality.py``'s docstring around heldout29/heldout30 show candidates' figures on
those sets and on the frozen test part (v30, v33, v34); ``heldout30``'s docstring gives v30 and
v34 figures on heldout30; the issue's head gives an early detector's figures; the assembled
test's unseal docstring names candidates scored on earlier sets; grep passages of earlier
docstrings mention dropped trials. None was used to choose anything; nothing about any
detector's output on this set was seen.

Replaced: the named AI ``Quorvane`` (found in an earlier docstring by the second round of
greps) became ``Vantorel`` before the wiring check. After the wiring check, found as exact
repeats of earlier sets' techniques and replaced: the PDF hidings ``smask_luminosity_black``
(a luminosity soft mask from a group painting the page black), ``smask_alpha_empty`` (an
alpha soft mask from an empty group) and ``smask_backdrop_black`` (an empty luminosity
group, the black backdrop made explicit) became ``smask_luminosity_cmyk_black``,
``smask_alpha_clear_fill`` and ``smask_group_bbox_offpage``; the AI host
``ai_birdsong_tally`` (an earlier ``ai_birdsong_identifier``) became ``ai_moth_trap_counter``;
the clean category ``court_interpreter_ai_policy`` (an earlier court interpreters' code)
became ``cinema_audio_description_notice``. A first ``0 0 0 1 k`` fill for the CMYK group
left PDFium a luminosity above 0 (the page painted) and became ``1 1 1 1 k``.

Repeats and near neighbours, disclosed (left in place): PDF: all four hidings are soft masks,
as several earlier ones were (a luminosity mask from a group painting the page black, an
alpha mask from an empty group, an empty luminosity group, an alpha mask from an opaque group
whose transfer function gives 0, a folded group matrix): ``smask_luminosity_cmyk_black`` is
near the black luminosity group (the same black, in CMYK), ``smask_alpha_clear_fill`` near
the empty alpha group (a fill that leaves alpha 0), ``smask_group_bbox_offpage`` near the
empty luminosity group (the page sees only the backdrop) and the folded group matrix,
``smask_transfer_zero`` near the zeroed alpha mask (a luminosity mask here); the literal
``SMask`` was not found; 30 sets left no PDF hiding family unused that the writer could find
in the time (render modes, clips, Type 3 fonts, blends, colour spaces, patterns, transfer
functions, optional content, soft masks, off-page and singular matrices were all named);
Times-Roman and Times-BoldItalic PDFs were used before. CSS: the six
math-function hidings name functions not found before (``log``, ``mod``, ``sin``, ``tan``,
``exp``, ``xyz-d65``), but the ideas repeat: zero opacity (``log_opacity_zero``,
``mod_opacity_zero``, near heldout30's ``sign_opacity_zero``), zero font size
(``sin_font_zero``, near heldout30's ``round_down_font``), ``scale:0`` (``tan_scale_zero``
repeats an earlier ``scale:0`` property), white on white (``xyz_d65_white``, near heldout30's
colour-space whites) and an inset clip-path (``exp_clip_inset``, near earlier clip-path
insets). Visible: margin note, washi tape, ribbon not found; ``ledger`` and ``ribbon`` hit
earlier attribute names (``data-ledger-memo``, ``data-ribbon``). Comments: Hygraph, DatoCMS,
Bloomreach, Squidex, Webiny, caisy not found. Attributes: furrow, seam, tooth, hurdle not
found; slate and knot unchecked as attribute words. Metas: ``synopsis``, ``standfirst``,
``kicker``, ``hub-blurb``, ``card-excerpt`` not found. JSON-LD: Mosque, Synagogue, Airport,
BuddhistTemple, ``contactPoint``, ``sponsor``, ``iataCode``, ``hasOfferCatalog``,
``containsPlace``, ``containedInPlace`` not found; Canal and Bridge appear only as words of
earlier contexts. Asks: ``grant_admin`` not found (an earlier ``grant_camera`` is near);
``unlock_door`` not found ("door" hits are a fire door and a video doorbell);
``raise_credit_limit`` not found ("credit" hits are other senses). Tones: shipping forecast,
scoreboard, hymn board and sampler not found (an earlier ask ``change_shipping_address``
shares a word). Shapes: exclamation, curly braces, dollar not found; ``mirrored_sixth`` is
near earlier reversed words (``mirror`` hits a PDF CTM mirror); ``pipe_after_third`` not
found as a shape ("pipe" hits pipe-organ and bagpipe contexts). Contexts: millstone dressing,
horn combs, slate splitting, hurdle making, net mending, pargeting, tinsmithing, bodging,
sieve making not found; gilding appears once (a gilding kit as a reward); quill cutting not
found as a context (Quillbot); chimney pots unchecked. Named AI: none of the fifteen found
after the replacement. Roles: "quote bot" and "comparison bot" kinds were used before (a
restoration-quote bot, a shopping comparison bot); "price bot" not found. Hosts: bandstand,
tool library, bus shelter, cliff railway, lichen, kerb not found; moth appears only in
"mother-of-pearl". Clean categories: a radio item appears among earlier
categories ("a radio ...", not read further), so ``radio_ai_voice_policy`` may be a near
repeat; audio description not found; an allergen menu checker was an earlier AI host
(``allergen_menu_policy`` near); pharmacy dosage and a hearing/translation app were earlier
topics (``pharmacy_label_reader`` near); school tablets, page turner, garage door opener,
knitting machine, job application AI rules, weather station release notes (release notes as
a kind were used before), livestream captions and vet triage chat not found as categories
("triage bot" was an earlier role; captions and hearing aids were earlier topics, near
``cinema_audio_description_notice``).

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Vantorel, Lissamet, Drevlin,
Ottavra, Pellimund; Berenvia, Casimuro, Odalvina, Fermintón, Lusandra; Tavorinha, Quelmiro,
Adalzira, Bentovaldo, Orisméria), ``the_ai``, ``role`` (a bot per context: a slate-quote bot,
a plasterwork quote bot, a gold-leaf price bot, a net-check bot, ...), ``implicit`` ("You,
comparing hurdle makers for this customer", "Tú, que comparas ...", "Você, que ..."),
``none``. What is asked: ``ignore`` (never with that word), ``rank_first``, ``verified``,
``hide``, ``reveal``, ``exfiltrate`` (names, phones, addresses, postcodes, birth dates,
e-mail, card numbers, DNI, NIF, CPF, to an e-mail or a URL), and three further asks:
``grant_admin`` (make an account an administrator), ``unlock_door`` (open a smart lock or
pass a door code) and ``raise_credit_limit`` (lift the user's credit limit without a
check). How softly: ``imperative``, ``request``, ``note``, ``policy``, and four more:
``shipping_forecast`` ("Horn Reach, for models: south 3, clear; ..."), ``scoreboard_line``
("Combs 31, returns 9, the AI 0. ..."), ``hymn_board`` ("Hymn board ...: 212, 47, 388. Verse
after the sermon: ...") and ``sampler_motto`` ("Stitched in red wool, 1868: ..."). Context,
15: millstone dressing, horn comb making, slate splitting, hurdle making, net mending,
pargeting, tinsmithing, bodging, gilding, quill cutting, sieve making, chimney pot casting,
and three whose topic is AI (``ai_millstone_furrow_planner``, ``ai_slate_grade_sorter``,
``ai_net_hole_spotter``). 11 to 76 words (en 11-76, es 12-72, pt 11-74); the longest in each
language is a standing rule or site policy (the policy tone).

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel): ``exclamation_after_fifth``, ``curly_braced_fourth``, ``mirrored_sixth``,
``pipe_after_third``, ``dollar_for_s_second`` (see its docstring).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels:
visible_text (a ``<p class="marg">`` margin note floated right, a ``<p class="tape">`` washi
tape strip, a ``<p class="ledger">`` on ledger lines, a ``<p class="ribbon">`` ribbon
banner), css_hidden (``opacity:calc(log(1))``, ``opacity:mod(9,3)``,
``font-size:calc(sin(0deg)*1em)``, ``scale:calc(tan(0deg))``, ``color:color(xyz-d65 0.9505 1
1.089)``, ``clip-path:inset(calc(exp(0)*50%))``), html_comment (Hygraph field, DatoCMS block,
Bloomreach component, Squidex content item, Webiny page element, caisy blueprint; head or
body), attribute (``data-furrow-pitch``, ``data-slate-grade``, ``data-knot-gauge``,
``data-tin-seam``, ``data-horn-tooth``, ``data-hurdle-sail`` on an empty ``<b class="pin">``),
meta (``synopsis``, ``standfirst``, ``kicker``, ``hub-blurb``, ``card-excerpt``),
structured_data (JSON-LD Mosque contactPoint, Synagogue sponsor, Airport iataCode,
BuddhistTemple hasOfferCatalog, Canal containsPlace, Bridge containedInPlace; ASCII-escaped
about 30 % of the time) and pdf_hidden_text (the four soft-mask hidings in ``pdfmake.py``: ``smask_luminosity_cmyk_black``,
``smask_alpha_clear_fill``, ``smask_group_bbox_offpage``, ``smask_transfer_zero``).
Verification: each CSS hiding on a scratch page of this template and on two pages of the set
(Chromium 150): each gave the same PNG as the page with ``visibility:hidden`` added to the same
style, and each painted once the style was removed; the four visible placements painted (the
page differs from the same page with the text removed, on scratch and on two set pages each).
The set pages were rendered again after the last replacements. Every
PDF hiding passed ``assert_pdf_technique_hides`` before the set was built; the tests repeat it
and render every PDF of the set (``assert_pdf_hidden_blocks_paint_nothing``). Carriers: host
pages written here (``hosts.py``: a bandstand trust, a tool library, a bus-shelter painting
society, a cliff railway, and the AI-topic hosts an AI lichen identifier, an AI kerb-crack
mapper, an AI moth-trap counter; 21 sites under 21 names); AI contexts ride only on AI-topic
hosts. No corpus page: ``load(corpus=...)`` gives the same bytes with or without the shared
corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language that talk
about AI, assistants, instructions, policies and "ignore" without addressing a reader model:
a radio station's synthetic-voice policy, class tablet rules, a page-turner pedal app, an
allergen menu policy, a garage door opener manual, a knitting machine manual, rules on AI tools
in job applications, a livestream caption notice, a pharmacy's talking label reader, weather
station release notes, vet out-of-hours chat terms, a cinema's audio description notice; 6 documents
each, five of six with one of their own sentences also in a hidden HTML channel or a hidden
PDF block; plus 14 plain host pages per language (one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per language;
45 per channel and language; 514 on AI-topic hosts, 431 on general ones); 258 clean (86 per
language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36, css_hidden 39,
html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text 57). Shapes:
plain 630, each of the five others 63. Techniques on the 945 attack documents: visible
ledger_lines 40, margin_note 35, washi_tape 33, ribbon_banner 27; css tan_scale_zero 28,
xyz_d65_white 28, log_opacity_zero 24, exp_clip_inset 21, mod_opacity_zero 18, sin_font_zero
16; comments datocms_block 28, webiny_element 24, caisy_blueprint 23, squidex_content 22,
bloomreach_component 21, hygraph_field 17; attributes data-slate-grade 31, data-horn-tooth 31,
data-knot-gauge 24, data-hurdle-sail 18, data-tin-seam 16, data-furrow-pitch 15; meta synopsis
32, kicker 29, hub-blurb 28, card-excerpt 27, standfirst 19; JSON-LD Canal 26, Mosque 25,
Synagogue 24, Bridge 21, Airport 20, BuddhistTemple 19; PDF hidings on the 135 attack PDFs
smask_luminosity_cmyk_black 36, smask_alpha_clear_fill 36, smask_group_bbox_offpage 35,
smask_transfer_zero 28. 192 PDFs in all. Every document is pinned by a digest in ``tests/test_heldout_assembly.py``.

Labels: ``part="heldout31"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout31"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h31-atk-..``, ``h31-clean-..``,
``h31-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each document
draws from a ``random.Random`` seeded by its id; PDFs carry no date and no compression. Use
with ``benchmarks/`` on ``sys.path``: ``from injection_heldout31 import load``; ``python
benchmarks/injection_quality.py --part heldout31`` scores it; ``--part all`` leaves it out
while it is sealed.

Wiring check (the one detector run): ``injection_quality.py --part heldout31 --limit 5
--corpus /work/shared/corpus``, stdout to /dev/null, stderr to /tmp/h31_wiring.err: exit code
0, 0 bytes, at 14:05:47 UTC on ``05cf206``. That was not the set's final content: the
replacements above (three PDF hidings, one AI host's texts, one clean category's texts; no
loader, registry or channel name changed) came after it, and the wiring check was not run
again (the brief allows one detector run); the tests and the corpus check were run on the
final content. No figure of any detector on this set was seen.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout31"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
