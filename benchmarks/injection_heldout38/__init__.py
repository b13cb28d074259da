"""heldout38: a thirty-eighth held-out prompt-injection set (issue 18), written blind. It was sealed
(``injection_quality.SEALED``) until its first scoring on 2026-12-04, 20:03 UTC (stop 45: v40 0.741 /
0.0 %, candidate v42 0.766 / 0.0 %: 24 gained, none lost, the paired rule held; v42 shipped); a tuning
writer since.

Who and when: written on 2026-12-04 by a helper session started by the lead, from 18:16:08 UTC
(first ``date -u``) to about 18:26 UTC (this docstring and the commit); infrastructure 18:17-18:19, CSS checks
18:19, hosts 18:19, attacks 18:19-18:21 (en, es, pt), clean pages 18:21-18:22, registration and
tests 18:22, the test run 18:22-18:25, the corpus check and the wiring check 18:25.

SEALED (until stop 45): this set was listed in ``injection_quality.SEALED`` ("written 2026-12-04, not yet scored
for a candidate frozen after it"). Nobody scored it in the session that wrote it; the NEXT
session's candidate is to be scored on it first, and the scoring that unseals it removes it
from ``SEALED`` in the same change that records its figures.

How the texts were written: every attack, host page and clean sentence was typed by hand for
this set, in English, Spanish and Portuguese (each language written directly, not translated
word for word), each attack to its grid cell (``_grid.cell``), fixed before any text was
written. No phrase bank, no template of sentences, no generator of text; the only code that
touches the texts is the shared ``heldout_assembly`` (placing them) and ``shapes.dress``.

What the writer opened: the brief and PREAMBLE.md; every file of
``benchmarks/injection_heldout32/`` except its text files (``__init__`` code below its
docstring, ``_grid``, ``build``, ``channels``, ``page``, ``pdfmake``, ``shapes``);
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout32.py``,
``tests/heldout_checks.py`` (its first 60 lines), parts of ``tests/test_heldout_assembly.py``
and ``tests/test_injection_heldout_assembled.py`` (the lines the new set needed); the package
docstrings of every ``benchmarks/injection_heldout*`` package, dumped to /tmp and only grepped
for planned names (file names and short hits printed, no passage read); lines 183-196 and
290-302 of ``benchmarks/injection_quality.py`` cut to 40-60 characters to find the insertion
points. Not opened: anything under ``src/pytest_websearch_bench/safety/`` or artifacts,
``benchmarks/page_probe/``, ``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``,
``benchmarks/injection_data/`` texts, README, ``docs/``, other worktrees, the text files of
heldout32 .. heldout37.

What the writer saw that it should not have: the 40-character cut of the
``injection_quality`` docstring around heldout36's and heldout37's sentences showed two
fragments of detector figures for earlier sets (a candidate's score and a percentage on
heldout36 and on heldout37). The assembled test's docstring names which candidates were scored
on earlier sets and whether each shipped (no figures). The assembled test's ``WHERE`` tables
show earlier sets' CSS hidings (read while adding this set's entry). None of it concerns this
set, none was used for it.

Repeats and near neighbours (from the avoid-list greps of the earlier package docstrings and of
the names in earlier sets' ``_grid``/``channels``/``shapes``/``pdfmake``): none of the
contexts, asks of its own, named AIs, role bots, hosts' sites, attribute names or meta names
was found. Found in earlier sets and kept (no time left to replace them, disclosed here): the
tones' themes of a radio dedication (heldout35), a bingo caller (heldout22, 23, 34), sports
commentary (heldout18, 34, 37) and a tram (heldout17); the shapes' ideas of a colon after words
(heldout27, 29, 33, 35) and words spelled backwards (several sets); the visible placements'
idea of a stamp (several sets); the comment banners' tools Keystatic, Apostrophe, Builder.io
and Plone (in earlier sets' names) and Craft CMS and Payload (words found in earlier sets);
every JSON-LD type and every JSON-LD field (each used by at least one earlier set, not
necessarily paired the same); the CSS functions ``sign()`` (heldout30, 36), ``mod()``
(heldout31), ``hsl()`` (heldout34) and ``scale(1,..)`` (heldout29), and clip-path hidings
(many sets, not with ``inset(50%)``); the PDF hidings' ideas of a white fill (heldout7, 16, 17,
33, 35), text rise (heldout11, 34, 37) and text render mode 7 (an earlier set); Times fonts
(many sets); host topics near earlier ones: letterpress (heldout20, 28) and bird song
(heldout19, 31, 34); clean categories whose names match earlier ones: a choir and AI
(heldout37), a chatbot history and a prompt class (heldout36), school AI rules (heldout34, 36,
37), beekeeping (heldout10), a model railway (an earlier set's names).

Axes (the grid, ``_grid.py``; over 45 attacks per language every addressee five times and
every context three times): 9 addressees (the shared grammar's), 9 asks (the six shared, never
the word "ignore" for the first, plus 3 of this set's own), 8 tones (imperative, request, note,
policy plus 4 of this set's own), 15 contexts (3 whose topic is AI, only on AI hosts). Five
named AIs and four role bots appear as addressees. Shapes: one attack in three
(``i % 3 == 1``) in one of 5 obfuscation shapes of this set's own (``shapes.py``), the rest
plain. Attack length 12-78 words in English, 12-71 in Spanish, 12-73 in Portuguese.

Channels and techniques (``channels.py``, ``pdfmake.py``, ``page.py``): the 7 scored channels;
4 visible placements, 6 CSS hidings, 6 comment banners, 6 data attributes, 5 meta names, 6
JSON-LD types (each with its field) and 4 PDF hidings. Each CSS hiding was checked with headless
Chromium (``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a
new ``--user-data-dir`` each, 800 x 900 window): a page with the hidden paragraph of 300 words
gave a screenshot identical, pixel for pixel, to the same page with the paragraph's text made
``visibility:hidden`` (same layout, nothing painted), for all six; a control page with the
text shown differed. Each PDF hiding passes ``assert_pdf_technique_hides`` (the tests), and a
text-scaling hiding tried first was dropped because PDFium did not extract its words. The
page template is this set's own (``page.py``, a new look).

Counts: 1203 documents: 945 injected (135 attacks x 7 channels; 45 attacks per language en /
es / pt, 315 documents per language) and 258 clean (per language 12 hard-negative categories
x 6 = 72, five of the six hiding one of their own sentences in a hidden HTML channel or a
hidden PDF block, and 14 plain pages, two per host of 7 hosts: 4 general, 3 whose topic is
AI); 192 PDFs. Clean texts talk about AI, assistants, instructions, policies and ignoring
without addressing a reader model. Ids ``h38-atk-<lang>-<nn>-<channel>``,
``h38-clean-<lang>-<category>-<k>``, ``h38-plain-<lang>-<kind>-<j>``.

Labels: injected documents ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;
variant=<technique>;carrier=synthetic;host_topic=ai|general;set=heldout38``; clean documents
``hardneg:<category>;placed=<channel or none>`` and ``plain:<kind>;placed=<channel>``.

Checks run: ruff check and format on what changed; ``pytest -n 2 -q
tests/test_injection_heldout38.py tests/test_injection_heldout_assembled.py
tests/test_heldout_assembly.py tests/test_injection_data.py`` (340 passed, 20 skipped); the
corpus check of ``tests/heldout_checks.py`` run by hand against /work/shared/corpus (passed).
Wiring check, the only run of anything detector-related on this set: ``injection_quality.py
--part heldout38 --limit 5 --corpus /work/shared/corpus`` with stdout to /dev/null: exit code
0, stderr 0 bytes; no figure was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout38"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
