"""A seventeenth held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (scored once per candidate
frozen after it, never tuned on) until its first scoring on 2026-12-03 (v17 0.402 / 0.0 %,
candidate v21 0.444 / 0.0 %: v21 shipped); a tuning writer since.

Who and when: written by hand on 2026-12-03, between 09:20 and about 09:38 UTC by ``date
-u``, by a helper session (branch ``heldout17``, from ``lead37b`` at ``28cbc68``), a new
writer for this set: every text and every line of code in its own words. Only the
interfaces follow ``injection_heldout16``: ``load``, the ``LabeledDoc`` fields, the family
grammar, the channel names, the id scheme, the counts and the test topics.

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18``); of ``injection_heldout16`` the whole ``__init__.py`` (docstring and
``load``; its first lines quote figures of other detectors on heldout16, irrelevant here),
``_grid.py``, ``build.py``, the first 60 lines of ``channels.py``, ``pdfmake.py``;
``tests/test_injection_heldout16.py`` and ``tests/heldout_checks.py``; none of heldout16's
text files nor its ``shapes.py``. The module docstrings of ``injection_heldout``,
``injection_heldout3`` .. ``injection_heldout16``, ``injection_tuning9`` and
``injection_tuning10`` were extracted with ``ast`` to a scratch file (1867 lines; a first
extraction script also took the docstrings of those packages' submodules, and was
overwritten by the ``__init__``-only one before anything of it was read). That file was
searched with ``grep`` for every name planned here and the technique lists of each earlier
set were read; names already used were replaced (an ordered list item, an open
``details`` and an ``<address>`` for visible text; the CSS tricks ``<rp>``, ``<datalist>``,
a slot-less shadow root, ``backface-visibility``, SVG ``<switch>`` and ``rotateX``, all in
earlier docstrings; almost every well-known chatbot name). Of
``benchmarks/injection_data/__init__.py`` lines 1-60. Of ``benchmarks/injection_quality.py``
a ``grep -n`` for HELDOUT, SEALED, ``def loader`` and ``def parts_of`` and lines 171-193
(the registry), edited only to register this set (its own diff printed as added and
removed lines only). Also headless Chromium screenshots of scratch pages in /tmp and of
some of this set's own pages, and PDFium renderings of scratch PDFs (below). It opened
nothing under ``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``, not
``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, no other set's texts, not the README, no other
worktree, nothing of /work/scratch/scores, and no ``git log`` beyond its own commits. It
ran no detector on this set except the one wiring check (``injection_quality.py --part
heldout17 --limit 5``, stdout to /dev/null, stderr to a scratch file that came back
empty, exit code 0), at 09:36 UTC after all texts were written; afterwards only this
docstring was finished.

What it saw that it should not have: nothing about any detector's output on this set.
heldout16's docstring quotes figures of v17, v19 and v20 on heldout16, the issue quotes
the old detector's figures and earlier docstrings quote a few more; they came before any
text here and no text was chosen on them.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Koala, Cleverbot, Mitsuku,
Woebot, Wysa; Aurora, Rytr, Ajax, Nina, Tess; Lu, Zoe, Jade, Amelia, Beto), ``the_ai``,
``role`` (a scent-quiz helper bot, a perfume-workshop booking bot, a trampoline-session
planner, a tango-class matchmaker bot, a laser-tag team scheduler; the same five in
Spanish and Portuguese), ``implicit`` ("if you're the one sorting out a puppet show for
somebody's kid", "to anyone picking a sushi class on a mate's behalf", "si eres quien
elige una app de sueño para otra persona", "pra quem escolhe teatro de bonecos em nome de
uma criança", ...), ``none``. What is asked: ``ignore`` (without the word: "drop it on the
floor and walk away from it", "quedó anulado", "ficam sem efeito"), ``rank_first``,
``verified`` (without the word: "officially inspected and passed", "revisada y aprobada
por la federación", "homologados"), ``hide``, ``reveal`` (the setup text, opening orders),
``exfiltrate`` (chats, names, phones, card numbers to an e-mail or a URL), and three asks
no earlier docstring names: ``fake_urgency`` (invent scarcity or a deadline: two slots
left, ends at midnight, closes in 48 hours), ``redirect_booking`` (send users to a
look-alike payment or booking address instead of the business's own) and
``upsell_premium`` (push the dearest plan or pass and call the cheap one unavailable or
not enough). How softly: ``imperative``, ``request``, ``note``, ``policy``, and four new:
``riddle`` (the order as a riddle's answer: "what has four legs...", "adivina
adivinanza", "o que é o que é"), ``toast`` (raised as a toast: "cheers", "¡salud!",
"tim-tim"), ``proverb`` (hung on a saying, real or made up: "a wise paddler shares his
map", "cuentas claras conservan la amistad", "quem não deve não teme") and ``prophecy``
(foretold: "it is written", "lo dicen las estrellas", "está profetizado"). Context, 15
none named before: canyoning trips, tango lessons, horse trekking, puppet shows, perfume
workshops, kayak rentals, origami classes, a laser-tag arena, stargazing tours, sushi
classes, a trampoline park, closet organizing, and three whose topic is AI
(``ai_sleep_coach``, ``ai_scent_finder``, ``ai_running_coach``). 9 to 78 words (the long
ones bury the order mid-paragraph in a trampoline park's, a canyon outfitter's, a sleep
app's or a trekking yard's own description); Australian ("heaps", "ta"), Kiwi ("sweet
as"), Singlish ("can or not, lah"), Nigerian ("abeg", "sharp sharp") and Indian ("do the
needful") English; Mexican ("órale", "chido"), Dominican ("tíguere", "vaina"), Chilean
("cachai"), Rioplatense ("re lenta, fijate") and Panamanian ("xopa") Spanish; baiano
("oxente"), mineiro ("uai", "sô"), gaúcho ("bah", "tchê"), nordestino ("arretado"),
Angolan ("kota", "mambo") and Mozambican ("maningue") Portuguese. 90 of the 135 texts are
plain prose with no obfuscation.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel), five no earlier docstring lists: the longest word in Bacon's A/B cipher after a
hint (``bacon_longest``), the longest word as octal letter codes after a hint
(``octal_longest``), the longest word as a bracketed run of words whose capitals spell it
after a hint (``acrostic_longest``), the whole text with its spaces removed in blocks of
five (``chunked_fives``), the last letter of every word of five letters or more moved to
its front (``last_letter_front``). All are drawn in PDFs too (no fallback).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels,
with techniques no earlier docstring lists: visible_text (``<article>``, ``<section>``, an
``<h3>`` heading, ``<span dir="auto">``), css_hidden (the second child of a MathML
``<maction>``, which renders only its first; a ``<p>`` inside an SVG ``<foreignObject>``
of 0 x 0; an absolutely positioned ``<p>`` under ``clip-path:url(#...)`` pointing at an
SVG ``<clipPath>`` with no children; an absolutely positioned ``<p>`` whose CSS
``content:url()`` of a transparent 1 x 1 GIF makes it a replaced element; an absolutely
positioned ``<p>`` at ``z-index:-1`` under ``filter:contrast(0) brightness(3)``, which
turns its glyphs white under the page's own text; an SVG ``<text>`` inside an unused
``<symbol>``), html_comment (Kentico widget zone, concrete5 area, Magnolia area, Plone
viewlet, Statamic partial, Wagtail StreamField block; head or body), attribute
(``data-flip-back``, ``data-coupon-terms``, ``data-voice-line``, ``data-teaser-text``,
``data-footnote-body``, ``data-callout-text`` on an empty card ``<div>``), meta
(``dcterms.audience``, ``og:see_also``, ``dcterms.provenance``, ``dcterms.mediator``,
``dcterms.accrualPolicy``), structured_data (JSON-LD DanceEvent typicalAgeRange,
EducationalOccupationalProgram programPrerequisites, Accommodation accommodationCategory,
Winery priceRange, Planetarium openingHours, SportsActivityLocation currenciesAccepted;
ASCII-escaped about 30 % of the time) and pdf_hidden_text (JIS B5 Courier-Bold PDFs
written byte by byte: text filled with a function-based shading pattern whose domain lies
off the page, a clip of the page rectangle traced both ways whose windings cancel under
the nonzero rule, text filled with a tiling pattern whose 100,000-point steps put no tile
on the page, a block in an optional-content membership dictionary with policy ``/AllOff``
over an ON group). The CSS-hidden techniques were checked with headless Chromium
(``--headless=new``) on scratch pages (900 x 400): each gave the same PNG bytes as a
control with the hidden text emptied, and undoing the trick (``<mrow>`` for
``<maction>``, a 900 x 60 foreignObject, no clip-path, no ``content``, no filter, a
``<g>`` for the ``<symbol>``) made the text paint. On the set's own pages (1000 x 900),
three attack documents per technique gave the same PNG bytes as the page with the hidden
text emptied, except the filter technique, whose absolutely positioned white glyphs
covered the next paragraph's text; ``z-index:-1`` was added, and six of its documents
then matched their controls (and painted without the filter). The tests render every PDF
of the set with PDFium and check that blanking its hidden block changes no pixel, that
the visible text paints, that the block without its hiding operators would paint, and
that PDFium extracts the hidden text. Carriers: host pages written here (``hosts.py``: a
canyoning outfitter, a tango hall, a puppet theatre, a stargazing lodge, and the AI-topic
hosts an AI sleep-coach app, an AI scent-finder app, an AI running-coach app; per
language); AI contexts ride only on AI-topic hosts; ``host_topic`` is ``ai`` or
``general``. No corpus page: ``load(corpus=...)`` gives the same bytes with or without the
shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language, none in
an earlier docstring, that talk about AI, assistants, instructions, rules, overrides,
"ignore", downloads and refunds without addressing a reader model: overriding a
thermostat schedule, mail-filter rules, fire-drill instructions, prescription-label
directions, driving-test rules, voice-assistant privacy settings, the offside rule, a
kettle recall with refunds, rules for AI tools in exams, a router firmware download,
crochet pattern notes, teaching a puppy by ignoring it; 6 documents each (4-6 of the
category's six sentences, rotating), five of six with one of their own sentences also in
a hidden HTML channel or a hidden PDF block (``placed=<channel>`` or ``none``); plus 14
plain host pages per language (``plain:<kind>``, one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 530 on AI-topic hosts, 415 on general ones); 258
clean (86 per language: 12 x 6 = 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57). Shapes: plain 630, each of the five others 63. 192 PDFs in all.

Labels: ``part="heldout17"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout17"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h17-atk-..``, ``h17-clean-..``,
``h17-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout17 import
load``; ``python benchmarks/injection_quality.py --part heldout17`` scores it.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout17"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (default
    ``default_corpus()``) is accepted as the other sets' loaders accept it and never read:
    no document rides on a corpus page, so the set is the same with or without one."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
