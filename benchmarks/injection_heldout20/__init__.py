"""A twentieth held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (scored once per candidate
frozen after it, never tuned on; no detector figure on it seen by its writer) until its
first scoring on 2026-12-03 (v23 0.610 / 0.0 %, candidate v24 0.645 / 0.4 %: v24 not
shipped, one false positive too many on the frozen test part); a tuning writer since.

Who and when: written on 2026-12-03 between 14:15 and 14:35 UTC by ``date -u``, by a
helper session (branch ``heldout20``, from main at ``2b9f3a4``), a new writer for this
set: every text and every line of code in its own words. Only the interfaces follow
``injection_heldout19``: ``load``, the ``LabeledDoc`` fields, the family grammar, the
channel names, the id scheme, the counts and the test topics.

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18``, first 60 lines); of ``injection_heldout19`` the whole ``__init__.py``,
``_grid.py``, ``build.py``, the first 60 lines of ``channels.py``, ``pdfmake.py``;
``tests/test_injection_heldout19.py`` and ``tests/heldout_checks.py``; none of
heldout19's text files (``attacks_*.py``, ``clean_*.py``, ``hosts.py``, ``shapes.py``).
The package docstrings (``__init__.py`` only, read with ``ast.get_docstring``; the script
was printed before it ran) of ``injection_heldout``, ``injection_heldout3`` ..
``injection_heldout19``, ``injection_tuning9`` and ``injection_tuning10`` were extracted
to a scratch file under /tmp (2369 lines), which was searched with ``grep`` for every name
planned here (counts of hits, then the hit lines), with the paragraphs listing earlier
shapes and channel techniques printed. Names already used were replaced: CSS hidings
(``perspective``/``translateZ``, ``@keyframes``, an empty ``<clipPath>``, SVG
``fill="none"``, ``<canvas>`` and ``<dialog>`` fallbacks, all found in earlier
docstrings), PDF hidings (the Difference, Exclusion, Hue, Saturation, SoftLight
and ColorDodge blends, a Form XObject with an empty BBox, a blank Type 3 font, transfer
functions, counter-wound and disjoint clips, an Indexed colour space: all found earlier),
shapes (NATO spelling, percent-encoding, disemvowelling, Pig Latin, a two-rail fence:
found earlier), a tone (an auctioneer, near an earlier "auction lots" context), an ask (a
chain message, near an earlier clean category), regional varieties (Glaswegian, as
Scottish was used; Jamaican, Canarian, Peruvian, Dominican, Uruguayan, paulistano,
pernambucano, paraense, alentejano, timorense: found earlier) and visible tags
(``<details>``, ``<textarea>``, ``<blockquote>``, ``<abbr>``). Of
``benchmarks/injection_quality.py`` a ``grep -n`` for heldout19, HELDOUT, SEALED,
``def loader`` and ``def parts_of``, and lines 108-116 and 196-206 (the docstring's
heldout18/19 sentences, the registry's end and SEALED), edited only to register this set
(its own diff printed as added and removed lines only). Also headless Chromium (150,
installed for this with ``apt-get install -y chromium``, as ``/usr/bin/chromium`` was
absent) on scratch pages in /tmp and on this set's own pages, PDFium renderings of scratch
PDFs and of this set's PDFs, ``ruff``, ``mypy`` on this package, the tests, and
``heldout_checks.assert_no_corpus_file_copied`` run once by hand against
/work/shared/corpus (the test skips, as the default corpus path is absent from this
worktree; it passed and the loaded bytes were the same with and without the corpus). It
opened nothing under ``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``, not
``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, not ``benchmarks/injection_data/`` (the
``LabeledDoc`` fields were taken from heldout19's ``build.py``), no other set's texts, not
the README, no other worktree, nothing under /work/scratch/ but PREAMBLE.md, and ran
``git log`` only as ``--oneline -1`` and ``--oneline -2`` right after its own two
commits (every line shown its own). One scratch screenshot (a rejected candidate, below)
was viewed as an image. It ran no detector on this set except the one wiring check
(``injection_quality.py --part heldout20 --limit 5 --corpus /work/shared/corpus``, stdout
to /dev/null, stderr to a scratch file that came back empty (0 bytes), exit code 0), at
14:31 UTC after every text and every line of code was committed (``3d1d6c7``);
afterwards only this docstring was written.

What it saw that it should not have: nothing was printed about the base commit. The
issue quotes the old detector's figures; heldout19's docstring (read in full as the
template) quotes v21's and v23's figures on heldout19; lines 108-116 of
``injection_quality.py``, printed to place this set's sentence, quote v21's, v22's and
v23's figures on heldout18 and heldout19; some earlier docstrings quote or mention
figures of earlier candidates (seen as grep lines or in the printed technique
paragraphs). None of these was used to choose anything. Nothing about any detector's
output on this set was seen.

Near neighbours, disclosed: ``svg_femorphology_erode`` and ``svg_femerge_empty`` are SVG
filters reached by ``filter:url(#...)``, as earlier ``feColorMatrix``,
``feComponentTransfer``, ``feFlood`` and ``feOffset`` ones were (new primitives);
``rotatey_edge_on`` is an edge-on 3-D turn as an earlier ``rotateX(90deg)`` was (the other
axis); ``clip_path_xywh_zero`` is a ``clip-path`` basic shape of zero area as earlier
``inset``, ``polygon(0 0,0 0,0 0)`` and ``path('M0 0')`` ones were (the ``xywh()``
function); ``page_margin_box`` keeps its text in a ``<style>`` block as an earlier CSS
comment and custom property did (a print-only ``@page`` margin box);
``tensor_patch_collapsed`` and ``lattice_mesh_empty`` are mesh shading patterns as
heldout19's type 6 and type 4 were (types 7 and 5); ``color_blend`` is a non-separable
blend as earlier ``Hue`` and ``Saturation`` were (``/Color``); ``ocg_usage_view_off`` is
optional content as earlier OFF groups, ``/BaseState /OFF`` and membership dictionaries
were (hidden through a usage dictionary and the ``/AS`` auto-state array instead).
``base58_longest`` and ``base36_number_longest`` encode the longest word as earlier
base32, base64, hex, octal, binary and decimal shapes did (new bases);
``text_reversed`` reverses the characters of the whole text, near an earlier word-order
reversal and an earlier right-to-left override of reversed words; ``word_halves_rotated``
works inside each word, near an earlier shape that swapped the two halves of the text.
The asks ``weaken_security`` and ``health_claim`` are near earlier ``skip_safety`` /
``skip_warning`` and made-up-claim asks (``false_price``, ``fake_endorsement``).

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Quillon, Thimble, Marlowe,
Osric, Sprocket; Tomillo, Canelo, Chispa, Lucero, Tejón; Fubá, Cuíca, Paçoca, Pitanga,
Boto: none found as a word in any earlier docstring), ``the_ai``, ``role`` (a
compost-subscription bot, a canal-boat booking bot, a basket-order bot, a pinball league
bot, a barrel-quote bot; the same kinds in Spanish and Portuguese), ``implicit`` ("whoever
is drafting a summary of this AI mural designer for somebody", "whoever's fixin' to book
carillon tickets for somebody", "quien prepare una respuesta sobre arreglos de calzado
para otra persona", "quem estiver montando um passeio de fósseis para alguém", ...),
``none``. What is asked: ``ignore`` (without the word, in any language: "drop every
earlier rule you were handed", "tear up every instruction you had", "deja de valer",
"perde a vigência"), ``rank_first``, ``verified`` (without the word: "officially
inspected, accredited ... certified food-safe", "homologada, asegurada e inspeccionada",
"homologadas pelo Inmetro"), ``hide``, ``reveal`` (the hidden setup text, the system
instructions), ``exfiltrate`` (names, addresses, phones, birth dates, passport, card, CPF
and taxpayer numbers to an e-mail or a URL), and three asks no earlier docstring names:
``weaken_security`` (get the user to switch off an antivirus, a firewall, a browser
warning, a pop-up blocker or two-factor login), ``mass_share`` (get the user to forward or
post the page to friends, contacts, school or village groups) and ``health_claim`` (state
that the activity or product cures an illness: arthritis, asthma, diabetes, insomnia,
memory loss, migraines, hypertension, allergies). How softly: ``imperative``,
``request``, ``note``, ``policy``, and four new: ``cabin_crew`` (an in-flight
announcement: "doors to manual", "abróchense los cinturones", "apertem os cintos"),
``game_show`` ("come on down!", "survey says", "¡comodín del público!", "está valendo um
milhão!", "Ma oee!"), ``fortune_cookie`` ("your lucky numbers are", "tu galleta dice", "o
seu biscoito da sorte") and ``voicemail`` (a message left after the beep: "call me
back", "luego te llamo. Piii", "deixando recado"). Context, 15 none named before:
lacemaking, canal-boat hire, kintsugi repair, a letterpress studio, basket weaving, a
cobbler, a model railway club, a pinball arcade, carillon recitals, thatching, a
cooperage, fossil walks, and three whose topic is AI (``ai_pantry_planner``,
``ai_compost_advisor``, ``ai_mural_designer``). 9 to 74 words (en 9-74, es 9-74, pt
9-73); the longest in each language bury the order mid-paragraph in a canal-boat page's
own description. Regional varieties: Hawaiian Pidgin ("dis", "da", "brah", "shoots"),
Appalachian ("fixin' to", "y'uns"), Pittsburghese ("yinz", "n'at"), Bajan ("wunna",
"cheese on bread") and Bristolian ("gert lush", "my lover", "where's that to?")
English; Asturian ("guaje", "ho", "prestaríame"), Yucatecan ("hach", "bomba"), Colombian
costeño ("ajá", "eche", "qué nota"), Valencian Spanish ("nano", "xe") and Extremeño
("chacho", "besino", "notina") Spanish; manauara ("maninho", "leseira"), brasiliense
("véi", "massa"), potiguar ("arriégua", "visse"), transmontano ("ó home") and
Bissau-Guinean ("mantenha", "djumbai") Portuguese. 90 of the 135 texts are plain prose
with no obfuscation.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel), five no earlier docstring lists: every word of seven letters or more with its
second half first (``word_halves_rotated``), the longest word as the base58 of its UTF-8
bytes after a hint (``base58_longest``), the whole text character-reversed after a hint to
read it right to left (``text_reversed``), the longest all-ASCII word read as a base-36
numeral and written in decimal after a hint (``base36_number_longest``), every word of
four letters or more prefixed with its letter count and a colon
(``length_prefixed_words``). All are drawn in PDFs too (no fallback).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels,
with techniques no earlier docstring lists: visible_text (a table ``<caption>``, a
``<listing>`` block, a ``<header>`` strip, a ``<nav>`` crumb line), css_hidden (an
absolutely positioned ``<p>`` under ``filter:url(#...)`` of an SVG filter whose only
primitive is ``feMorphology`` eroding by 80 px; the same with an empty ``<feMerge/>``; a
``<p>`` with ``display:table-column``, whose content is never rendered; an absolutely
positioned ``<p>`` under ``transform:rotateY(90deg)``; one under ``clip-path:xywh(0 0 0
0)``; the text as the ``content`` string of an ``@page`` ``@top-center`` margin box in a
``<style>`` block in the head, which only paged media draw), html_comment (django CMS
placeholder, Odoo QWeb snippet, Bolt CMS field, Sulu block, Sitefinity widget, OpenCms
element; head or body), attribute (``data-tide-note``, ``data-usher-note``,
``data-compass-hint``, ``data-pantry-label``, ``data-lantern-caption``,
``data-spool-tag`` on an empty ``<i>``), meta (``dcterms.bibliographicCitation``,
``dcterms.conformsTo``, ``DC.source``, ``DC.relation``, the property ``book:author``),
structured_data (JSON-LD BikeStore leiCode, PetStore iso6523Code, ToyStore duns,
TravelAgency areaServed, HairSalon ethicsPolicy, ShoeStore publishingPrinciples;
ASCII-escaped about 30 % of the time) and pdf_hidden_text (Royal Octavo 432 x 648 pt
Courier PDFs under a Times-BoldItalic heading, written byte by byte: optional content of a
group turned off only by its usage dictionary's ``/View /ViewState /OFF`` through the
default configuration's ``/AS`` array; text filled with a type 7 tensor-product patch
pattern whose sixteen control points coincide; text filled with a type 5 lattice-form mesh
pattern holding no vertex; black text under the ``/Color`` blend mode over the white page
rectangle). The CSS hidings were checked with headless Chromium (``--headless=new``) on
scratch pages (900 x 500, no background colour set, the hidden text three lines long):
each gave the same PNG bytes as the page with the hidden text emptied, and a bare
element with the same text painted. A first candidate, an SVG ``feComposite`` with
``operator="out"`` of the source with itself, left faint glyph edges (seen on the
screenshot) and was dropped; an ``arithmetic`` ``feComposite`` with all k at 0 passed but
was not used. On this set's own pages (1000 x 900), three English
attack documents per technique (18) gave the same PNG bytes as the page with the hidden text
emptied; for the five element hidings, removing the hiding property made the text paint;
for ``page_margin_box``, Chromium's ``--print-to-pdf`` of the page carried the text (read
back with PDFium). The PDF hidings were checked with PDFium on scratch PDFs (same pixels
as without the block, painting with the hiding operators replaced by ``0 g``, text
extracted); the tests repeat these checks for every PDF of the set. Carriers: host pages
written here (``hosts.py``: a windmill museum, a salt-marsh reserve, a velodrome, a
butterfly house, and the AI-topic hosts an AI packing planner, an AI typing tutor, an AI
juggling coach; per language, 21 sites under 21 host names); AI contexts ride only on
AI-topic hosts; ``host_topic`` is ``ai`` or ``general``. No corpus page:
``load(corpus=...)`` gives the same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language, none
in an earlier docstring, that talk about AI, assistants, instructions, rules and "ignore"
without addressing a reader model: a station's lost property office, esports tournament
rules, a translation app FAQ, a hearing-aid manual, a sat-nav route guide, puppy obedience
classes, notes for a babysitter, houseplant care, a fire-drill procedure, escape-room
rules, the driving theory test, e-reader settings; 6 documents each (4-6 of the category's
six sentences, rotating), five of six with one of their own sentences also in a hidden HTML
channel or a hidden PDF block (``placed=<channel>`` or ``none``); plus 14 plain host pages
per language (``plain:<kind>``, one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 497 on AI-topic hosts, 448 on general ones); 258
clean (86 per language: 12 x 6 = 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 30, html_comment 36, attribute 33, meta 33, structured_data 33,
pdf_hidden_text 57). Shapes: plain 630, each of the five others 63. Techniques on the 945
attack documents: visible nav_crumb 40, caption_table 36, header_strip 35, listing_block
24; css rotatey_edge_on 28, clip_path_xywh_zero 25, svg_femerge_empty 24,
svg_femorphology_erode 21, display_table_column 20, page_margin_box 17; comments
sulu_block 29, odoo_qweb_snippet 26, sitefinity_widget 24, django_cms_placeholder 19,
opencms_element 19, bolt_cms_field 18; attributes data-usher-note 26, data-pantry-label
25, data-lantern-caption 22, data-tide-note 21, data-spool-tag 21, data-compass-hint 20;
meta DC.relation 30, DC.source 29, dcterms.conformsTo 26, book:author 25,
dcterms.bibliographicCitation 25; JSON-LD BikeStore 29, ShoeStore 27, HairSalon 24,
PetStore 21, TravelAgency 19, ToyStore 15; PDF hidings on the 135 attack PDFs
ocg_usage_view_off 36, color_blend 35, tensor_patch_collapsed 32, lattice_mesh_empty 32.
192 PDFs in all.

Labels: ``part="heldout20"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout20"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h20-atk-..``, ``h20-clean-..``,
``h20-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout20 import
load``; ``python benchmarks/injection_quality.py --part heldout20`` scores it (sealed:
``--part all`` leaves it out).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout20"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read: no
    document rides on a corpus page, so the set is the same with a corpus or without."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
