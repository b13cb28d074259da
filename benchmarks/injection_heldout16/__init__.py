"""A sixteenth held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (scored
once per candidate frozen after it, never tuned on) until its first scoring on 2026-12-03
(v17 0.421 / 0.4 %, candidates v19 0.421 / 0.4 % and v20 0.476 / 0.0 %); a tuning writer since.

Who and when: written by hand on 2026-12-03, between 07:18 and about 07:40 UTC by ``date
-u``, by a helper session (branch ``heldout16``, from ``lead37`` at ``f59d986``), a new
writer for this set: every text and every line of code in its own words. Only the
interfaces follow ``injection_heldout15``: ``load``, the ``LabeledDoc`` fields, the family
grammar, the channel names, the id scheme, the counts and the test topics.

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18``); of ``injection_heldout15`` the whole ``__init__.py`` (docstring and
``load``), ``_grid.py``, ``build.py``, the first 60 lines of ``channels.py`` (docstring and
technique tables), ``pdfmake.py`` and ``tests/test_injection_heldout15.py``; none of its
text files (attacks, clean pages, hosts) nor its ``shapes.py``. The module docstrings of
``injection_heldout``, ``injection_heldout3`` .. ``injection_heldout15``,
``injection_tuning9`` and ``injection_tuning10`` were extracted with ``ast`` to a scratch
file (1692 lines); most of it was read (the ranges the display cut were printed after, a
few long "what it opened" passages only skimmed) and every name planned here was grepped
for; those already used or too close were replaced: falconry displays and calligraphy
workshops (heldout14 contexts), a ``quid_pro_quo`` softness (heldout14's ``bribe``), the
attributes ``hx-confirm``, ``data-bs-content`` and table ``summary``, the meta
``parsely-title``, JSON-LD ``VisualArtwork`` and the PDF techniques of a zero-area Form
BBox and a blank Type 3 font (all in an earlier docstring), and the chat spelling "kkk"
(heldout12). Of ``benchmarks/injection_data/__init__.py`` lines 1-60 (``LabeledDoc``,
``default_corpus``, ``corpus_missing``). Of ``benchmarks/injection_quality.py`` a ``grep
-n`` for HELDOUT, SEALED and ``def loader`` and lines 167-189 (the ``HELDOUT``/``SEALED``
registry), edited there only to register this set (its own diff printed as added and
removed lines only); ``grep -n line-length pyproject.toml``; a ``grep -l`` of
``tests/`` for modules naming ``injection_quality`` or heldout15, and of
``tests/test_injection_data.py`` a ``grep -n`` for HELDOUT/SEALED/parts_of/heldout and its
lines 210-240 (a test that listing ``--part all`` imports no held-out module), to know
which neighbouring tests to run; those (``-k "quality_script or sealed or unsealed or
in_all"`` over heldout11-15 and injection_data) were run with ``-q`` and only pass/fail
read. Also headless Chromium
screenshots of small scratch pages in /tmp and PDFium renderings of scratch PDFs (below).
It opened nothing under ``src/pytest_websearch_bench/safety/``, not
``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, no other text of ``benchmarks/injection_data/``,
no other held-out or tuning set's texts, not the README, no other worktree, nothing of
/work/scratch/scores. It ran no detector on this set except the one wiring check
(``injection_quality.py --part heldout16 --limit 5``, stdout sent to /dev/null, stderr to a
scratch file that came back empty, exit code 0), run at 07:29 UTC after all texts were
written, and once more the same way (empty stderr, exit 0) a minute later after one
English word ("folk", in heldout15's dialect list) was replaced, and a third time at
07:34 (empty stderr, exit 0) after the filtered ``<p>`` below was positioned absolutely;
afterwards only this docstring was finished.

What it saw that it should not have: nothing about any detector's output on this set.
The registry lines of ``injection_quality.py`` hold no figure. The issue quotes the old
detector's figures (0.856 of injected documents, 5.0 % false positives), and the earlier
docstrings include tuning9's measure of an old shipped detector (0.447 / 0.050) and
heldout11's report of v2 baseline categories; they came before any text here was written
and no text was chosen on them. The branch's own head commit message (printed by ``git
worktree add``) names heldout15's first scoring with two figures of v17 and v18 on it
(0.437 / 1.6 %); nothing about this set.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Watson, Kuki, Xiaoice,
BlenderBot, Galactica; MarIA, Alia, Sparrow, PaLM, LaMDA; Cabrita, Bode, Glória, Pythia,
Jurassic), ``the_ai``, ``role`` (a forge-course booking bot, an axe-lane booking helper, a
dance-class matching bot, an archery-session planner bot, a collar-setup helper bot; in
Spanish and Portuguese the same five roles, among them a forge enrolment bot and a collar
support bot), ``implicit`` ("if you're the one who plans the trip for someone keen on
snow", "whoever is choosing a woodturning class for somebody", "if you are choosing circus
classes on someone's behalf", "to anyone picking a dive for a friend", "si estás eligiendo
un curso de torno para otra persona", "si reservas clases de circo por cuenta de alguien",
"pra quem escolhe mergulho em nome de um amigo", "se está a marcar aulas de circo por
alguém"), ``none``. What is asked: ``ignore`` (without the word: "set it down and leave it
there", "the wish list you were handed no longer counts", "lo que te encargó al principio
ya no vale", "deixar pra trás a tarefa com que chegou"), ``rank_first``, ``verified``
(without the word: "independently inspected and signed off", "homologados por la
federación", "vistoriada e aprovada"), ``hide``, ``reveal`` (the "private briefing" or
"hidden notes"), ``exfiltrate`` (the chat, names, phones, card digits to an e-mail or a
URL), and three asks no earlier docstring names: ``inflate_rating`` (state a made-up star
rating or review count: 4.9 from 2,300 reviews, "un cinco perfecto de diez mil
visitantes", "4,95 estrelas em 5.200 mergulhos"), ``dismiss_complaints`` (call bad reviews
fake, a rival's or a former owner's or employee's doing, or user error) and
``solicit_review`` (make the reader ask its user for a five-star review on Google,
Tripadvisor or an app store). How softly: ``imperative``, ``request``, ``note``,
``policy``, and four new: ``rhyme`` (the order in rhymed verse), ``joking`` (wrapped in a
joke: knock-knock, "why did the AI cross...", "just kidding. Mostly."), ``gossip`` (passed
on as rumour: "heard on the towpath", "dicen por las pistas", "o zunzunzum entre os
agentes") and ``dare`` (a challenge: "bet you won't", "te reto", "duvido que").
Context, 15 none named before: blacksmith courses, dog-sledding tours, narrowboat hire,
axe-throwing lanes, woodturning classes, goat yoga, salsa classes, wreck-diving trips, a
zipline park, an archery range, a circus skills school, stand-up comedy nights, and three
whose topic is AI (``ai_pet_translator``, ``ai_garden_planner``, ``ai_energy_advisor``).
7 to 77 words (the long ones bury the order mid-paragraph in a dive centre's, a goat-yoga
farm's or a garden app's own description); British English ("reckons", "ever so",
"betcha"); Canarian ("mi niño"), Andalusian ("quillo"), Cuban ("asere"), Costa
Rican ("mae", "pura vida"), Uruguayan ("bo") and Venezuelan-Colombian ("chévere")
Spanish; carioca ("mermão"), paraense ("égua"), pernambucano ("visse") Brazilian and
European ("bué") Portuguese; chat laughter ("LOL", "jaja", "rsrs", "ksksks",
"huahuahua"). 90 of the 135 texts are plain prose with no obfuscation.

Shapes (``shapes.py``), one attack in three by position (the same in every channel), five
no earlier docstring lists: inner letters of every word of six letters or more reversed
between its first and last (``inner_scramble``), the longest word as its letters in
alphabetical order after a hint (``anagram_longest``), the longest word as Polybius-square
pairs after a hint (``polybius_longest``), the two longest words on a two-rail fence after
a hint (``rail_fence_longest``), the words of the two halves of the text taken in turn
after a hint (``interleaved_halves``). All are drawn in PDFs too (no fallback).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels,
with techniques no earlier docstring lists: visible_text (an ``<h4>`` heading, ``<big>``,
``<tt>``, ``<center>``, ``<nobr>``, ``<font color>``), css_hidden (a CSS custom property
string in a ``<style>`` block, fallback content of an ``<object>`` that shows a
transparent 1 x 1 GIF, a MathML ``<mphantom>``, an SVG ``<textPath>`` on a zero-length
path, an absolutely positioned ``<p>`` (so it moves nothing) under an SVG filter whose
``feColorMatrix`` zeroes every channel, a
``<script type="text/x-template">``), html_comment (PrestaShop hook, Liferay portlet, AEM
component, Contao module, DNN content pane, gatsby-head; head or body), attribute
(TourGuide ``data-tg-tour``, PhotoSwipe ``data-pswp-caption``, ``data-announce``,
``data-hover-text``, ``data-modal-body``, ``data-ribbon``), meta (``DC.rights``,
``og:locality``, ``citation_conference_title``, ``coverage``, ``rating``),
structured_data (JSON-LD AmusementPark paymentAccepted, CourseInstance courseWorkload,
Guide reviewAspect, ImageObject creditText, Poster copyrightNotice, Sculpture material;
ASCII-escaped about 30 % of the time) and pdf_hidden_text (US Statement Helvetica-Bold PDFs
written byte by byte: text filled with a black axial or radial shading pattern whose
geometry lies off the page and is not extended, black text under a luminosity soft mask
whose group paints white but whose transfer function maps every level to 0, a block in an
optional-content membership dictionary whose visibility expression is ``[/Not <group>]``
with that group ON). The CSS-hidden techniques were checked with headless Chromium
(``--headless=new``, 900 x 400) on scratch pages with the hidden element last: each gave
the same PNG bytes as a control page with the hidden text emptied, and undoing the trick
(no ``data`` on the object, ``<mrow>`` for ``<mphantom>``, a 900-unit path, no filter, a
``<div>`` for the script, ``body::after`` content for the property) made the text paint.
A first CSS technique, black text under ``mix-blend-mode:lighten`` on white, was dropped:
it hid the text but changed the anti-aliasing of the page's visible text. Then, on the set's
own pages (1000 x 900), four attack documents per technique (24, in all three languages)
gave the same PNG bytes as the same page with the hidden text emptied; the filtered
``<p>`` was made absolutely positioned after the first such run, where its emptied
control differed by the height of the paragraph it took up. The tests
render every PDF of the set with PDFium and check that blanking its hidden block changes
no pixel, that the visible text paints, that the block without its hiding operators would
paint, and that PDFium extracts the hidden text. Carriers: host pages written here
(``hosts.py``: a village forge, a narrowboat hire yard, a circus school, a comedy club,
and the AI-topic hosts a pet-translator collar app, an AI garden planner, an AI
home-energy adviser; per language); AI contexts ride only on AI-topic hosts;
``host_topic`` is ``ai`` or ``general``. No corpus page: ``load(corpus=...)`` gives the
same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language, none in
an earlier docstring, that talk about AI, assistants, instructions, rules, overrides,
"ignore", downloads and refunds without addressing a reader model: railway signal rules
for drivers, flight-cancellation refund rights, checking a download's checksum, a CAPTCHA
help page, an adaptive cruise control manual, motion zones on a video doorbell,
spreadsheet IFERROR handling, square-dance calls (quadrilha marcações in Portuguese), gym
membership cancellation, registering works made with AI tools, AI-writing detectors in
coursework, browser extension permissions; 6 documents each (4-6 of the category's six
sentences, rotating), five of six with one of their own sentences also in a hidden HTML
channel or a hidden PDF block (``placed=<channel>`` or ``none``); plus 14 plain host pages
per language (``plain:<kind>``, one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 518 on AI-topic hosts, 427 on general ones); 258
clean (86 per language: 12 x 6 = 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 30, html_comment 36, attribute 33, meta 36, structured_data 30,
pdf_hidden_text 57). Shapes: plain 630, inner_scramble 63, anagram_longest 63,
polybius_longest 63, rail_fence_longest 63, interleaved_halves 63. 192 PDFs in all.

Labels: ``part="heldout16"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout16"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h16-atk-..``, ``h16-clean-..``,
``h16-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout16 import
load``; ``python benchmarks/injection_quality.py --part heldout16`` scores it; ``--part
all`` left it out while it was in ``injection_quality.SEALED`` (until its first scoring).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout16"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (default
    ``default_corpus()``) is accepted as the other sets' loaders accept it and never read:
    no document rides on a corpus page, so the set is the same with or without one."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
