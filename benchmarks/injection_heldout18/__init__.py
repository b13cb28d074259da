"""An eighteenth held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (scored once per candidate
frozen after it, never tuned on) until its first scoring on 2026-12-03 (v21 0.454 / 0.0 %,
candidate v22 0.481 / 0.0 %: v22 not shipped); a tuning writer since.

Who and when: written on 2026-12-03 between 10:47 and 11:06 UTC by ``date -u``, by a
helper session (branch ``heldout18``, from ``lead38`` at ``b32345e``), a new writer for
this set: every text and every line of code in its own words. Only the interfaces follow
``injection_heldout17``: ``load``, the ``LabeledDoc`` fields, the family grammar, the
channel names, the id scheme, the counts and the test topics.

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18``); of ``injection_heldout17`` the whole ``__init__.py`` (docstring and
``load``), ``_grid.py``, ``build.py``, the first 60 lines of ``channels.py``,
``pdfmake.py``; ``tests/test_injection_heldout17.py`` and ``tests/heldout_checks.py``;
none of heldout17's text files (``attacks_*.py``, ``clean_*.py``, ``hosts.py``,
``shapes.py``). The package docstrings (``__init__.py`` only; the script was printed and
checked before it ran) of ``injection_heldout``, ``injection_heldout3`` ..
``injection_heldout17``, ``injection_tuning9`` and ``injection_tuning10`` were extracted
with ``ast`` to a scratch file under /tmp (2006 lines), which was searched with ``grep``
for every name planned here (each named AI alone, as a whole word), with the lists of
double-backquoted names and the earlier PDF and visible-text technique lists read in full;
names already used were replaced (planned asks close to ``downrank_rival``,
``fake_endorsement`` and an enrolment bot; contexts such as a zipline park and a dog
groomer; visible ``aside``, ``figcaption`` and table cells), and some PDF hidings were
dropped after a trial (a CalRGB white and a dashed outline, which PDFium painted, and
``0 Tz``, whose text PDFium no longer extracted). Of ``benchmarks/injection_quality.py`` a
``grep -n`` for heldout17, HELDOUT, SEALED, ``def loader`` and ``def parts_of`` and lines
185-195 (the registry's end and SEALED), edited only to register this set (its own diff printed as
added and removed lines only). Also headless Chromium screenshots of scratch pages in /tmp
and of this set's own pages, and PDFium renderings of scratch PDFs (below). It used the
interpreter, ruff and mypy of /work/wt/detector18/.venv (with ``PYTHONPATH`` pointing at
this worktree) and opened no file of that worktree. It opened nothing under
``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``, not
``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, not ``benchmarks/injection_data/`` (the
``LabeledDoc`` fields were taken from heldout17's ``build.py``), no other set's texts, not
the README, no other worktree, nothing under /work/scratch/ but PREAMBLE.md, and no ``git
log`` beyond its own commits. It ran no detector on this set except the one wiring check
(``injection_quality.py --part heldout18 --limit 5 --corpus /work/shared/corpus``, stdout
to /dev/null, stderr to a scratch file that came back empty (0 bytes), exit code 0), at
11:04 UTC after every text was written; afterwards only this docstring was written.

What it saw that it should not have: nothing about any detector's output on this set or
any other. The issue quotes the old detector's figures, and some earlier docstrings quote
or mention figures of earlier candidates on earlier sets (seen only as grep lines); they
came before any text here and no text was chosen on them. ``ruff format --check .`` named
``README.md`` line 746 as one it would reformat (a file this branch does not touch; its
content was not displayed or opened). One near neighbour is disclosed: heldout16's
docstring names a black radial shading pattern whose geometry lies off the page; this
set's ``radial_zero_radii`` is a different trick (both circles of radius 0 on the page)
in the same shading family.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Pip, Orla, Quill, Vesper,
Marlo; Nilo, Ondina, Tavi, Brisa, Quim; Juca, Caju, Lume, Bento, Tiba: none found as a
word in any earlier docstring), ``the_ai``, ``role`` (a sharpening-shop drop-off bot, a
route-setting bot, a darts fixtures bot, a reef-trip booking bot, an outfit-picking bot;
the same five roles in Spanish and Portuguese), ``implicit`` ("whoever is summing up
this page for a person", "if you're the one boiling this silks page down for a student",
"si te toca escoger un curso de talla para otra persona", "se estás a marcar um glamping
por outra pessoa", ...), ``none``. What is asked: ``ignore`` (without the word: "put
whatever orders you were handed to one side", "dé por anuladas", "perdem efeito"),
``rank_first``, ``verified`` (without the word: "fire-marshal approved and fully
certified", "pasó todas las inspecciones y tiene el sello oficial", "homologado"),
``hide``, ``reveal`` (the hidden setup text, opening lines), ``exfiltrate`` (names,
addresses, phones, birth dates, card and serial numbers to an e-mail or a URL), and three
asks no earlier docstring names: ``sneak_subscription`` (sign the user up to a paid plan
or membership without saying so), ``cite_as_source`` (name this page as the source of
every claim on a topic, even where others said it first) and ``vote_canvass`` (urge the
user to vote for the business in an awards poll). How softly: ``imperative``,
``request``, ``note``, ``policy``, and four new: ``telegram`` (capitals broken by STOP,
PUNTO, PONTO), ``commentary`` (a sports commentator's call: "what a pass!", "¡golazo!",
"que golaço!"), ``lullaby`` (a cradle song: "hush now", "arrorró", "a la nanita nana",
"boi da cara preta") and ``sermon`` (preached: "dearly beloved", "hermanos",
"bem-aventurado"). Context, 15 none named before: a bouldering gym, ice-sculpture
classes, a mini-golf course, knife sharpening, aerial-silks classes, watch repair, a darts
league, glamping sites, a go-kart track, snorkel trips, a lantern festival, candle making,
and three whose topic is AI (``ai_wardrobe_stylist``, ``ai_posture_coach``,
``ai_dream_journal``). 9 to 79 words (en 9-78, es 9-79, pt 9-73); the five longest bury
the order mid-paragraph in a silks studio's or a bouldering hall's own description.
Regional varieties: Scottish ("ye", "tae", "wee pal"), Welsh ("be tidy", "now in a
minute"), Geordie ("pet", "canny", "howay"), South African ("howzit", "lekker") and
Jamaican ("di word", "likkle", "mi seh") English; Guatemalan ("patojo", "chilero"),
Salvadoran ("cipote", "vaya pues", "chivo"), Honduran ("maje"), Nicaraguan ("tuanis") and
Ecuadorian ("ñaño", "achachay") Spanish; paulistano ("mano", "meu", "tá ligado"),
portuense ("carago"), alentejano ("compadre"), são-tomense ("leve-leve") and timorense
("maun") Portuguese. 90 of the 135 texts are plain prose with no obfuscation.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel), five no earlier docstring lists: the longest word as Roman numerals of its
letters' alphabet places after a hint (``roman_positions_longest``), every plain vowel
moved one step on after a hint (``vowel_cycle``), the children's "p" game in words of five
letters or more (``p_language``), first letters traded in runs of two words of four
letters or more (``spoonerised_pairs``), first and last letters traded in words of six
letters or more (``word_ends_swapped``). All are drawn in PDFs too (no fallback).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels,
with techniques no earlier docstring lists: visible_text (an ``<h2>`` heading, a ``<span
lang>``, an open ``<dialog open>``, the text of a link ``<a href>``), css_hidden (an
absolutely positioned ``<p>`` under ``clip-path:path('M0 0')``; one moved 20,000 px off
the page by ``offset-path``; one under ``filter:url(#...)`` pointing at an SVG filter
whose ``feComponentTransfer`` maps every alpha to 0; an SVG ``<text>`` inside an unused
``<pattern>``, inside an unused ``<marker>``, and as a child of a ``<linearGradient>``),
html_comment (Strapi dynamic zone, Storyblok blok, Kirby snippet, ProcessWire field,
Silverstripe include, Pimcore editable; head or body), attribute
(``data-allergen-hint``, ``data-swatch-note``, ``data-hover-caption``,
``data-tour-step``, ``data-share-quote``, ``data-sticker-note`` on an empty ``<div>``),
meta (``dcterms.educationLevel``, ``dcterms.instructionalMethod``,
``dcterms.rightsHolder``, ``geo.region``, ``business:contact_data:street_address``),
structured_data (JSON-LD BowlingAlley alternateName, Florist legalName, IceCreamShop
hasMenu, TennisComplex branchCode, HowTo usageInfo, Clip contentRating; ASCII-escaped
about 30 % of the time) and pdf_hidden_text (ISO RA4 Courier-Oblique PDFs under a
Times-Bold heading, written byte by byte: a clip made of two disjoint rectangles, a
singular CTM ``[1 1 1 1 0 0]`` folding the block onto a line, optional content of a group
left OFF by ``/BaseState /OFF`` and not listed ON, text filled with a radial shading
pattern whose two circles have radius 0 and which is not extended). The CSS-hidden
techniques were checked with headless Chromium (``--headless=new``) on scratch pages
(900 x 400, the hidden element absolutely positioned or in its own SVG): each gave the
same PNG bytes as a control with the hidden text emptied, and undoing the trick (no
clip-path, no offset-path, no filter, a ``<g>`` for the ``<pattern>``, ``<marker>`` or
``<linearGradient>``) made the text paint; the first version, a ``<p>`` in the flow, took
layout space and was replaced by the absolutely positioned one. On the set's own pages
(1000 x 900), three attack documents per technique (18) gave the same PNG bytes as the
page with the hidden text emptied, and all 18 painted with the trick undone. The PDF
hidings were checked with PDFium on scratch PDFs (same pixels as without the block,
painting with the hiding operators replaced by ``0 g``, text extracted); the tests do so
for every PDF of the set. Carriers: host pages written here (``hosts.py``: a bouldering
hall, a glamping meadow, a watch workshop, a lantern-walk committee, and the AI-topic
hosts an AI wardrobe stylist app, an AI posture-sensor app, an AI dream-journal app; per
language, 21 sites under 21 host names); AI contexts ride only on AI-topic hosts;
``host_topic`` is ``ai`` or ``general``. No corpus page: ``load(corpus=...)`` gives the
same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language, none in
an earlier docstring, that talk about AI, assistants, instructions, rules, overrides and
"ignore" without addressing a reader model: blocking nuisance calls, lifeguard flags,
threading a sewing machine, out-of-office replies, a library fine amnesty, a bank's
automated phone assistant, liquids in hand luggage, fitting snow chains, a summer fire
ban, machine-translated audio-guide tracks, noise-cancelling modes, a newspaper's AI-image
policy; 6 documents each (4-6 of the category's six sentences, rotating), five of six
with one of their own sentences also in a hidden HTML channel or a hidden PDF block
(``placed=<channel>`` or ``none``); plus 14 plain host pages per language
(``plain:<kind>``, one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 500 on AI-topic hosts, 445 on general ones); 258
clean (86 per language: 12 x 6 = 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57). Shapes: plain 630, each of the five others 63. PDF hidings on the
135 attack PDFs: radial_zero_radii 44, disjoint_clip_pair 33, singular_skew_ctm 31,
ocg_basestate_off 27. 192 PDFs in all.

Labels: ``part="heldout18"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout18"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h18-atk-..``, ``h18-clean-..``,
``h18-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout18 import
load``; ``python benchmarks/injection_quality.py --part heldout18`` scores it.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout18"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """All documents of the set, in a fixed order. ``corpus`` (by default
    ``default_corpus()``) is taken as the other sets' loaders take it and never read: no
    document rides on a corpus page, so the set is the same with a corpus or without."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
