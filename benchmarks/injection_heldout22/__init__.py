"""A twenty-second held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. It was SEALED (left out of ``--part all``,
never tuned on; no detector figure on it seen by its writer) until its first scoring on
2026-12-03 (v23 0.496 / 0.4 %, candidate v26 0.547 / 0.4 %: v26 not shipped, one false
positive too many on the frozen test part); a tuning writer since.

Who and when: written on 2026-12-03 between 17:47 and about 18:10 UTC by ``date -u`` (first
``date -u`` 17:47:00; texts, code, tests and the registration committed at 18:02 as
``14dd571``; a replacement of three visible techniques, one CSS hiding, one PDF hiding, one
context and one name at 18:06 as ``1c5098a``, then this docstring), by a helper session
(branch ``heldout22``, from main), a new writer for this set: every text in its own words.
The interfaces follow ``injection_heldout21``: ``load``, the ``LabeledDoc`` fields, the
family grammar, the channel names, the id scheme, the counts, the clean placement counts
and the test topics; ``build.py`` is heldout21's with the part and the id tag changed, and
``_grid.py`` and ``pdfmake.py`` keep heldout21's structure. (After its writer finished,
the lead folded the two identical assemblies into ``benchmarks/heldout_assembly.py``;
the documents are byte for byte the writer's, pinned in ``tests/test_heldout_assembly.py``.)

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18 | head -60``); of ``injection_heldout21`` the whole ``__init__.py``,
``_grid.py``, ``build.py``, the first 60 lines of ``channels.py`` and ``pdfmake.py``, none
of its text files; ``tests/test_injection_heldout21.py``, ``tests/heldout_checks.py``, and
of ``benchmarks/injection_data/__init__.py`` only the ``LabeledDoc`` class and
``default_corpus`` (a ``grep -A``, which also showed the head of ``corpus_missing``). The
package docstrings (read with ``ast.get_docstring``) of ``injection_heldout``,
``injection_heldout3`` .. ``injection_heldout21``, ``injection_tuning9`` and
``injection_tuning10`` went to /tmp/h22_docs.txt (2783 lines), searched with ``grep -ic``
for every name planned here and, for the words that hit, with ``grep -o`` printing the
matching passages. Of ``benchmarks/injection_quality.py``: ``grep -n`` for heldout21,
HELDOUT, SEALED, ``def loader`` and ``def parts_of`` (cut to 60 characters), lines 205-216
(the registry's end and SEALED) and lines 116-123 (cut to 120 characters, to find where
heldout21's docstring sentence ends); it was edited by a small script (registry entry,
``SEALED``, one docstring sentence inserted after heldout21's), its diff printed as added
and removed lines only (cut to 120 characters). ``tests/heldout_checks.py`` gained
``assert_sealed``. Ran: headless Chromium on scratch pages and on this set's pages, PDFium
on scratch PDFs and on this set's PDFs (through the tests), ruff, pytest on
``tests/test_injection_heldout22.py`` and ``tests/test_injection_data.py``, and the corpus
check of ``tests/heldout_checks.py`` once by hand against /work/shared/corpus (passed; the
test itself skips in the worktree, whose default corpus path, /work/wt/shared/corpus, does
not exist). Nothing under ``src/pytest_websearch_bench/safety/`` or ``.../artifacts/``,
``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, the README, another worktree or /work/scratch/
(but PREAMBLE.md) was opened; ``git log`` was not run. The one detector run is the wiring
check (``injection_quality.py --part heldout22 --limit 5 --corpus /work/shared/corpus``,
stdout to /dev/null, stderr to /tmp/h22_wiring.err: exit code 0, 0 bytes) at 18:02:12 UTC,
on ``14dd571``. It ran before ``1c5098a``, which replaced the visible ``th_header``,
``ol_item`` and ``footer_block``, the CSS ``mathml_semantics_annotation``, the PDF
``calgray_white_fill``, the context ``stained_glass`` and the Portuguese name "Gervásio"
once the grep showed them in earlier sets (a table ``<th>``, a list item and a footer as
visible text, a MathML ``<annotation>``, text in ``CalGray`` at its top value, a
stained-glass studio and bot, an LLM called Gervásio); no detector was run again.

What it saw that it should not have: the issue quotes the old detector's figures;
heldout21's docstring (read in full as the template) quotes v23's and v25's figures on
heldout21; lines 116-123 of ``injection_quality.py`` repeat those and v24's on the frozen
test part; some grep passages of earlier docstrings mention figures of earlier candidates.
None was used to choose anything; nothing about any detector's output on this set was seen.

Near neighbours, disclosed: ``svg_gradient_no_stops`` (SVG text filled with a gradient that
has no stops, painted as ``none``) is near an earlier SVG text inside a
``<linearGradient>`` and ``fill="none"``; ``svg_fill_dangling_url`` (a fill ``url()`` to
no element and no fallback) is near ``fill="none"`` too; ``mask_luminance_black`` (a
black gradient as a luminance mask) is a CSS mask as earlier ``mask-image`` gradients
were; ``relative_color_alpha_zero`` (``rgb(from currentColor r g b / 0)``) and
``light_dark_transparent`` (``light-dark(transparent,#000)`` in a light colour scheme)
give a transparent colour as earlier ``color:transparent`` and ``color-mix()`` did;
``clip_path_rect_zero`` is a zero-area ``clip-path`` shape as the earlier ``circle``,
``ellipse``, ``inset``, ``polygon``, ``path`` and ``xywh`` ones were, and near the old
``clip:rect(0 0 0 0)``. ``ocmd_anyoff_all_on`` and ``ocmd_ve_not_and_on`` are
optional-content membership dictionaries as the earlier ``/And``, ``/Not``, ``/AllOff``,
``/AnyOn``, ``/Or`` and ``/AllOn`` ones were (``/AnyOff`` never named; ``/Not`` over
``/And`` nested); ``text_clip_offpage_glyph`` uses render mode 7, named earlier as a hiding
of the text itself, here only to build a clip far off the page; ``ctm_quarter_turn_off_page``
moves the block off the page as earlier text rises and below-the-edge placements did
(through a rotation of the CTM). The PDFs are A5 like an earlier set's (a page size, not a
hiding). ``dir_item`` is a list item (``<li>`` was named before, inside ``<dir>`` here);
``figure_block`` sits in a ``<figure>`` as an earlier ``<figcaption>`` did.
``filler_word_every_third`` is near an earlier bracketed filler after every second word;
``vigenere_longest`` is near earlier Caesar, Atbash and other ciphers of the longest words;
``diacritic_vowels_longest`` near earlier letter-shape noise. The ask
``add_calendar_invite`` is near an earlier *context* "calendar invite" (where an attack
sat). The clean ``ice_rink_rules`` is near an earlier ice-rink host page,
``hotel_safe_instructions`` near earlier hotel FAQs and a JSON-LD Hotel,
``bike_share_terms`` near an earlier bike-workshop host.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``, heldout21's formula with new offsets), each text then
written to its cell. Who is addressed: ``assistant``, ``agent``, ``model``, ``system``,
``named_ai`` (Quillabel, Pemberly, Barnaby, Tumbleweed, Mossgrave; Valdomero, Rodacho,
Eulogio, Estanquita, Cristobalina; Anacleto, Lagoinha, Florinda, Bartolomeu, Quitanda: none
a word in any earlier docstring), ``the_ai``, ``role`` (a hive-log helper bot, a booking
bot, a class-finder bot, a trail-planner bot, a tank-comparison bot; in Spanish and
Portuguese a course-finder bot, a route-planner bot, an aquarium-comparison bot, a
hive-diary bot, a quote bot, an enrolment bot, a trail-planner bot), ``implicit``
("whoever is pricing pewter tankards for a wedding gift", "tú que lees esto para un
buscador de metales", "se és tu quem escolhe um monociclo para um miúdo", ...), ``none``.
What is asked: ``ignore`` (never with the word), ``rank_first``, ``verified`` (approved,
certified or stamped by an invented board), ``hide``, ``reveal``, ``exfiltrate`` (names,
postcodes, addresses, phones, birth dates, passport, DNI, NIF, card and bank details,
saved passwords, contacts, to an e-mail or a URL), and three asks no earlier docstring
names: ``delete_user_data`` (erase the user's files, photos, history, lists or contacts),
``add_calendar_invite`` (put an event from the vendor in the user's calendar, accepted
for them) and ``poison_memory`` (store in the assistant's long-term memory that the user
prefers the vendor, for every later session). How softly: ``imperative``, ``request``,
``note``, ``policy``, and four new: ``pirate_speak`` ("arr, matey", "¡arrr, grumete!",
"com mil tubarões"), ``cheerleader_chant`` ("Gimme a P!", "¡ra, ra, ra!", "olé, olé, a IA
é que é"), ``bingo_caller`` ("legs eleven", "¡los dos patitos!", "dois patinhos na lagoa")
and ``stage_directions`` (bracketed stage business, "Curtain", "Telón", "Pano"). Context,
15 none named before: kaleidoscope making, violin making, tapestry
restoration, pewter casting, firework displays, ventriloquism classes, a unicycle club, ice
fishing, geocaching, metal detecting, meteorite hunting, aquascaping, and three whose topic
is AI (``ai_koi_pond_monitor``, ``ai_herbarium_cataloguer``, ``ai_beehive_monitor``). 9 to
79 words (en 12-78, es 10-79, pt 9-78); the longest in each language buries the order in a
shop's own description (a kaleidoscope workshop, an aquascaping shop in Spanish and
Portuguese). 90 of the 135 texts are plain prose.

Shapes (``shapes.py``), one attack in three by position (``i % 3 == 2``, the same in every
channel), five no earlier docstring lists: a stutter of the first letter on words of six
characters or more (``stutter_first_letters``), the words from both ends inwards
(``ends_inward_words``), acute accents on the vowels of the two longest words
(``diacritic_vowels_longest``), a Vigenère shift of the two longest words by the key 1, 2, 3
(``vigenere_longest``), a hesitation word ("erm", "eh", "hã") after every third word
(``filler_word_every_third``).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels:
visible_text (a ``<figure>``, a ``<dir>`` list item, a ``<blink>`` in a paragraph, a
MathML ``<mtext>``), css_hidden (SVG ``<text>`` filled with a stopless
``<linearGradient>``; SVG ``<text>`` filled with ``url(#...)`` of no element; an
absolutely positioned ``<p>`` under ``mask:linear-gradient(#000,#000) luminance``, under
``color:rgb(from currentColor r g b / 0)``, under ``clip-path:rect(0 0 0 0)``, or under
``color-scheme:light;color:light-dark(transparent,#000)``), html_comment (Mako namespace,
Chameleon macro, Mustache partial, Nunjucks import, Smarty include, Blade component; head
or body), attribute (``data-tombola-slip``, ``data-hatcheck-stub``, ``data-sash-colour``,
``data-lifebuoy-tag``, ``data-bollard-number``, ``data-gangway-note`` on an empty
``<div>``), meta (``revisit-after``, ``format-detection``, ``theme-color``,
``color-scheme``, ``referrer``), structured_data (JSON-LD Casino
actionableFeedbackPolicy, Marina faxNumber, Playground correctionsPolicy, Cemetery
telephone, RVPark ownershipFundingInfo, Courthouse noBylinesPolicy; ASCII-escaped about
30 % of the time) and pdf_hidden_text (A5 420 x 595 pt Helvetica PDFs under a Times-Bold
heading, written byte by byte: optional content of an OCMD ``/P /AnyOff`` over two ON
groups; of an OCMD whose expression is ``[/Not [/And a b]]`` over two ON groups; a clip
made by a full stop in render mode 7 500 pt off the page; the CTM turned a quarter turn
about the origin). The CSS hidings were checked with headless Chromium
(``--headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new
``--user-data-dir`` each time) on scratch pages (900 x 500): each gave the same PNG as the
page with the hidden text emptied and painted with the hiding removed; one candidate (an
SVG filter whose region is 0 x 0) painted and was left out, and the MathML
``<annotation>`` passed but was replaced as named earlier. On this set's own pages
(1000 x 900), three attack documents per technique (18) gave the same PNG as the page with
the hidden text emptied, and all 18 painted with the hiding removed. The PDF hidings were
checked with PDFium on scratch PDFs through ``assert_pdf_technique_hides`` (same pixels as
without the block, painting once the hiding operators are replaced by ``0 g``, text
extracted); a first clip from a space glyph (no outline) painted under PDFium and was
changed to a full stop off the page. The tests repeat this for every PDF of the set.
Carriers: host pages written here (``hosts.py``: a lifeboat station, a village fete, a
horology society, a pressed-flower club, and the AI-topic hosts an AI cinema seat picker,
an AI toll-road helper, an AI camping planner; 21 sites under 21 host names); AI contexts
ride only on AI-topic hosts; ``host_topic`` is ``ai`` or ``general``. No corpus page:
``load(corpus=...)`` gives the same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language that
talk about AI, assistants, instructions, rules and "ignore" without addressing a reader
model: a vending machine notice, car wash instructions, a launderette machine guide, coffee
machine descaling, a polling station guide, bike share terms, an EV charger guide, a parcel
locker FAQ, hotel room safe instructions, a lift emergency notice, a library printer guide,
ice rink rules; 6 documents each (4-6 of the category's six sentences, rotating), five of
six with one of their own sentences also in a hidden HTML channel or a hidden PDF block
(``placed=<channel>`` or ``none``); plus 14 plain host pages per language
(``plain:<kind>``, one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 524 on AI-topic hosts, 421 on general ones); 258
clean (86 per language: 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57). Shapes: plain 630, each of the five others 63. Techniques on the 945
attack documents: visible dir_item 38, mathml_mtext 35, blink_inline 35, figure_block 27;
css relative_color_alpha_zero 32, light_dark_transparent 23, svg_fill_dangling_url 23,
mask_luminance_black 22, clip_path_rect_zero 19, svg_gradient_no_stops 16; comments
blade_component 27, smarty_include 25, mako_namespace 23, mustache_partial 22,
nunjucks_import 20, chameleon_macro 18; attributes data-tombola-slip 26,
data-bollard-number 24, data-gangway-note 22, data-hatcheck-stub 21, data-lifebuoy-tag 21,
data-sash-colour 21; meta referrer 30, format-detection 28, revisit-after 28, theme-color
26, color-scheme 23; JSON-LD Casino 29, Cemetery 24, Marina 24, Courthouse 22, Playground
19, RVPark 17; PDF hidings on the 135 attack PDFs ctm_quarter_turn_off_page 40,
ocmd_ve_not_and_on 37, text_clip_offpage_glyph 35, ocmd_anyoff_all_on 23. 192 PDFs in all.

Labels: ``part="heldout22"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout22"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h22-atk-..``, ``h22-clean-..``,
``h22-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout22 import
load``; ``python benchmarks/injection_quality.py --part heldout22`` scores it; ``--part
all`` leaves it out while it is sealed.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout22"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
