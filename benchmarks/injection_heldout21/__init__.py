"""A twenty-first held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (scored once per candidate
frozen after it, never tuned on; no detector figure on it seen by its writer) until its
first scoring on 2026-12-03 (v23 0.545 / 0.0 %, candidate v25 0.588 / 0.0 %: v25 not
shipped, one false positive too many on the frozen test part); a tuning writer since.

Who and when: written on 2026-12-03 between 15:27 and 15:42 UTC by ``date -u`` (first
``date -u`` 15:27:40; texts and code committed at 15:37 as ``64c068a``, tests and the
registration at 15:38 as ``1282f52``, a replacement of one shape and two clean categories
at 15:40 as ``deee727``, then this docstring), by a helper session (branch ``heldout21``,
from main at ``2b9f3a4``), a new writer for this set: every text in its own words. The
interfaces follow ``injection_heldout19``: ``load``, the ``LabeledDoc`` fields, the family
grammar, the channel names, the id scheme, the counts, the clean placement counts and the
test topics; ``build.py``, ``_grid.py`` and ``pdfmake.py`` keep heldout19's structure.

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18 | head -60``); /tmp/h20_docstring.txt; of ``injection_heldout19`` the
whole ``__init__.py``, ``_grid.py``, ``build.py``, the first 60 lines of ``channels.py``
and ``pdfmake.py``, none of its text files; ``tests/test_injection_heldout19.py``,
``tests/heldout_checks.py``, and of ``benchmarks/injection_data/__init__.py`` only the
``LabeledDoc`` class (a ``grep -A 25``, which also showed ``default_corpus`` and the head
of ``corpus_missing``). The package docstrings (read with ``ast.get_docstring``) of
``injection_heldout``, ``injection_heldout3`` .. ``injection_heldout19``,
``injection_tuning9`` and ``injection_tuning10``, with /tmp/h20_docstring.txt appended,
went to /tmp/h21_docs.txt (2587 lines), searched with ``grep -ic`` for every name planned
here and, for the words that hit, with ``grep`` printing the matching lines. Of
``benchmarks/injection_quality.py``: ``grep -n`` for heldout19, HELDOUT, SEALED, ``def
loader`` and ``def parts_of`` (cut to 60 characters) and lines 196-205 (the registry's
end and SEALED); it was edited by a small script (registry entry, ``SEALED``, one
docstring sentence inserted after the text "scored twice, a tuning writer from now on."),
its diff printed as added and removed lines only (cut to 120 characters). Ran: headless
Chromium on scratch pages and this set's pages, PDFium on scratch PDFs and on this set's
PDFs (through the tests), ruff, pytest on ``tests/test_injection_heldout21.py`` and
``tests/test_injection_data.py``, and the corpus check of ``tests/heldout_checks.py`` once
by hand against /work/shared/corpus (passed). Nothing under
``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``, the README, another
worktree or /work/scratch/ (but PREAMBLE.md) was opened. The one detector run is the
wiring check (``injection_quality.py --part heldout21 --limit 5 --corpus
/work/shared/corpus``, stdout to /dev/null, stderr to /tmp/h21_wiring.err: exit code 0,
0 bytes) at 15:38:50 UTC, on ``1282f52``. It ran before ``deee727``, which replaced the
shape ``multitap_longest`` and the clean categories ``robot_mower_manual`` and
``translation_earbuds_faq`` once the grep showed them repeating earlier sets (an old
phone-keypad shape, a robot lawnmower quick start, translation earbuds as an AI
context); no detector was run again.

What it saw that it should not have: a ``git log --oneline -1`` run at the start, before
any commit of its own, printed the subject of ``2b9f3a4``, which quotes detector figures
on heldout19 and on the frozen test part. The issue quotes the old detector's figures;
heldout19's docstring (read in full as the template) quotes v21's and v23's figures on
heldout19; some grep lines of earlier docstrings mention figures of earlier candidates.
None was used to choose anything; nothing about any detector's output on this set was
seen.

Near neighbours, disclosed: ``svg_feconvolve_zero`` (an all-zero ``feConvolveMatrix``),
``svg_feimage_empty`` (an ``feImage`` with no image) and ``svg_fedisplacement_far`` (an
``feDisplacementMap`` of scale 90,000 over a white flood) are SVG filters reached by
``filter:url(#...)``, as earlier ``feFlood``, ``feOffset``, ``feComponentTransfer``,
``feColorMatrix``, ``feMerge``, ``feMorphology`` and ``feComposite`` ones were (new
primitives); ``webkit_mask_box_clear`` is a transparent gradient mask as an earlier
``mask-image`` was (through ``-webkit-mask-box-image``); ``clip_path_ellipse_zero`` is a
zero-area ``clip-path`` shape as earlier ``circle(0)``, ``inset``, ``polygon``, ``path``
and ``xywh`` ones were; ``color_mix_clear`` gives a transparent colour as earlier
``color:transparent`` did (through ``color-mix()``). ``ocmd_or_both_off`` and
``ocmd_allon_mixed`` are optional-content membership dictionaries as earlier ``/And``,
``/Not``, ``/AllOff`` and ``/AnyOn`` ones were (``/Or`` and ``/AllOn`` never named);
``flat_bezier_clip`` is a zero-area clip as the earlier collinear and zero-width ones
were (cubic curves); ``separation_all_zero_tint`` paints white as earlier
``Separation /None``, ``DeviceN`` and white fills did (the ``/All`` colorant at tint 0).
``word_order_reversed`` and ``middle_letters_reversed`` are near the earlier
``reversed_words`` and ``bidi_reversed``; ``length_sorted_words`` is near the earlier
alphabetical anagram; ``third_words_moved_last`` is near earlier shapes that move a letter
within a word; ``slashed_letters_longest`` is near earlier letter-spacing shapes. Visible
``td_cell`` sits in a table as an earlier ``<tfoot>`` did. The clean ``driving_test_guide``
is near earlier exam instructions, ``sat_nav_manual`` near a marine autopilot manual,
``flight_safety_card`` near an airline's check-in instructions. Dialect words that the
grep found in earlier docstrings and that were kept: "vina" (pt 36), "tara" in
"Tara-a-bit" (en 13), and "piazinho" near an earlier "piá".

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Ottoline, Fennick,
Wrenna, Dashiell, Tobiah; Anselmo, Nieves, Ramiro, Olvido, Celestino; Bentinho, Jurema,
Quitéria, Tião, Iracema: none a word in any earlier docstring), ``the_ai``, ``role`` (a
postcard translation helper bot, a carving-class booking bot, a shopping comparison bot,
a circus ticket bot, a museum-visit planner bot; in Spanish and Portuguese a workshop
comparison bot, a circus ticket bot, a visit planner bot, a postcard translator bot, a
workshop booking bot), ``implicit`` ("whoever is picking an abacus class for a child
tonight", "si te toca elegir clase de ábaco para un niño", "se és quem marca aulas de
canto tirolês para alguém", ...), ``none``. What is asked: ``ignore`` (without the word:
"orders you came in with count for nothing", "queda anulado", "perderam a validade"),
``rank_first``, ``verified`` (without the word: "certified by the national mind sports
board", "certificado oficial de seguridad", "homologação oficial dos correios"), ``hide``,
``reveal``, ``exfiltrate`` (names, addresses, phones, birth dates, passport, DNI, NIF,
card and bank details, e-mail passwords, head sizes to an e-mail or a URL), and three
asks no earlier docstring names: ``auto_signup`` (enrol the user in a paid plan, pass or
trial without asking), ``spread_to_contacts`` (send the page to everyone in the user's
contacts, as if from the user) and ``write_fake_review`` (post a five-star review in the
user's name). How softly: ``imperative``, ``request``, ``note``, ``policy``, and four
new: ``infomercial`` ("but wait, there's more", "¡pero espere, hay más!", "mas espere,
ainda tem mais"), ``town_crier`` ("hear ye", "oyez", "¡oíd, oíd!", "se hace saber",
"ouvi, ouvi", "faz-se saber"), ``dear_diary`` ("Dear diary", "Querido diario", "Querido
diário") and ``radio_dispatch`` ("over and out", "cambio y corto", "câmbio, desligo").
Context, 15 none named before: abacus lessons, sundial restoration, ice sculpting, piano
tuning, map engraving, barometer repair, yodelling lessons, millinery, a tightrope
school, umbrella repair, sand sculpture, a button museum, and three whose topic is AI
(``ai_knot_tutor``, ``ai_sudoku_coach``, ``ai_postcard_translator``). 9 to 78 words (en
9-78, es 11-75, pt 9-71); the longest in each language buries the order in a sundial
restorer's own description. Regional varieties: Cornish ("my 'ansum", "dreckly"),
Brummie ("tara-a-bit", "bostin'"), Bostonian ("wicked smaht"), Canadian ("eh") and
Ghanaian ("chale") English; Galician ("¡carallo!", "rapaz"), Navarrese ("¡ay va!",
"pocholo"), Bogotan ("sumercé", "qué pena con usted"), Caleño ("mirá ve", "oís") and
Guayaquileño ("mi llave") Spanish; capixaba ("é ruim, hein?", "pocar"), paranaense
("vina", "piazinho"), algarvio ("moce", "àvonde"), lisboeta ("baril") and Guinea-Bissau
("kuma", "n'ta bai") Portuguese. 90 of the 135 texts are plain prose.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel), five no earlier docstring lists: every third word moved to the end
(``third_words_moved_last``), the two longest words with a slash between letters
(``slashed_letters_longest``), the word order reversed (``word_order_reversed``), the
inner letters of words of six characters or more reversed, first and last kept
(``middle_letters_reversed``), the words sorted by length (``length_sorted_words``).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels,
with techniques no earlier docstring lists: visible_text (an ``<aside>``, a ``<code>`` in
a paragraph, a table ``<td>``, a ``<fieldset>``), css_hidden (an absolutely positioned
``<p>`` under ``filter:url(#...)`` of an SVG filter holding an all-zero
``feConvolveMatrix``, an empty ``feImage``, or an ``feDisplacementMap`` of scale 90,000;
under ``-webkit-mask-box-image`` of a transparent gradient; under
``clip-path:ellipse(0 0)``; under ``color:color-mix(in srgb,currentColor
0%,transparent)``), html_comment (Velocity macro, FreeMarker include, Thymeleaf fragment,
Razor partial, ColdFusion cfinclude, Pug mixin; head or body), attribute
(``data-raffle-stub``, ``data-tannoy-line``, ``data-turnstile-hint``,
``data-cloakroom-ticket``, ``data-coat-peg``, ``data-bunting-flag`` on an empty
``<div>``), meta (``DC.type``, ``ICBM``, ``distribution``, ``target``, the property
``og:determiner``), structured_data (JSON-LD GolfCourse smokingAllowed, Stadium
tourBookingPage, PublicSwimmingPool hasCredential, TattooParlor diversityPolicy,
MovingCompany foundingLocation, SelfStorage nonprofitStatus; ASCII-escaped about 30 % of
the time) and pdf_hidden_text (8 x 10 inch 576 x 720 pt Helvetica PDFs under a
Courier-Bold heading, written byte by byte: optional content of an OCMD whose
visibility expression is ``[/Or a b]`` over two OFF groups; of an OCMD ``/P /AllOn``
over one ON and one OFF group; a clip of two flat cubic Bezier curves; a fill in a
``Separation /All`` colour space at tint 0 mapped to white). The CSS hidings were
checked with headless Chromium (``--headless=new``, the flags of the brief, a new
``--user-data-dir`` each time) on scratch pages (900 x 500, no background colour): eight
candidates each gave the same PNG as the page with the hidden text emptied and painted
with the hiding removed; two (an ``feTile`` of an empty region, ``translate:-40000px``)
were left out as too near earlier ones. On this set's own pages (1000 x 900), three
attack documents per technique (18) gave the same PNG as the page with the hidden text
emptied, and all 18 painted with the hiding property removed. The PDF hidings were
checked with PDFium on scratch PDFs (same pixels as without the block, painting with the
hiding operators replaced by ``0 g``, text extracted); the tests repeat this for every
PDF of the set. Carriers: host pages written here (``hosts.py``: a community orchard, a
fire station open day, an umpires' course, a hedgehog hospital, and the AI-topic hosts
an AI lift dispatcher, an AI dry-cleaning sorter, an AI quiz-night host; 21 sites under
21 host names); AI contexts ride only on AI-topic hosts; ``host_topic`` is ``ai`` or
``general``. No corpus page: ``load(corpus=...)`` gives the same bytes with or without
the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language, none
found in an earlier docstring, that talk about AI, assistants, instructions, rules and
"ignore" without addressing a reader model: a driving test guide, resident parking
permit terms, a museum audio guide, an in-flight safety card, a fire drill notice, a sat
nav manual, escalator etiquette, school crossing patrol guidance, spelling bee rules, a
baby monitor guide, a hearing aid app guide, a dishwasher manual; 6 documents each (4-6
of the category's six sentences, rotating), five of six with one of their own sentences
also in a hidden HTML channel or a hidden PDF block (``placed=<channel>`` or ``none``);
plus 14 plain host pages per language (``plain:<kind>``, one own sentence hidden, half
PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 531 on AI-topic hosts, 414 on general ones); 258
clean (86 per language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57). Shapes: plain 630, each of the five others 63. Techniques on the 945
attack documents: visible fieldset_block 37, code_inline 35, td_cell 32, aside_block 31;
css svg_feimage_empty 29, svg_fedisplacement_far 26, color_mix_clear 23,
svg_feconvolve_zero 21, webkit_mask_box_clear 21, clip_path_ellipse_zero 15; comments
coldfusion_cfinclude 30, razor_partial 25, velocity_macro 22, freemarker_include 21,
pug_mixin 20, thymeleaf_fragment 17; attributes data-tannoy-line 30, data-coat-peg 27,
data-raffle-stub 23, data-cloakroom-ticket 20, data-turnstile-hint 18,
data-bunting-flag 17; meta og:determiner 34, distribution 34, target 26, ICBM 22,
DC.type 19; JSON-LD SelfStorage 30, GolfCourse 27, TattooParlor 22, PublicSwimmingPool
21, Stadium 19, MovingCompany 16; PDF hidings on the 135 attack PDFs flat_bezier_clip
39, ocmd_or_both_off 35, ocmd_allon_mixed 33, separation_all_zero_tint 28. 192 PDFs in
all.

Labels: ``part="heldout21"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout21"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h21-atk-..``, ``h21-clean-..``,
``h21-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout21 import
load``; ``python benchmarks/injection_quality.py --part heldout21`` scores it (since its
first scoring ``--part all`` does too).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout21"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
