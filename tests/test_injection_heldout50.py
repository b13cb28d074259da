"""Tests of the fiftieth held-out injection set (``benchmarks/injection_heldout50``) that
are its own: its shapes, its PDF maker's own parts, the modules it may import and its own page
template. What every set built by ``heldout_assembly`` promises (counts, labels, bytes, where
each text is planted, PDFs, clean pages, the corpus, the seal) is checked for it in
``tests/test_injection_heldout_assembled.py``, its documents' digest in
``tests/test_heldout_assembly.py``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
PACKAGE = BENCHMARKS / "injection_heldout50"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout50 import load  # noqa: E402
from injection_heldout50.build import SET  # noqa: E402
from injection_heldout50.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Seven careful walkers followed the old towpath beside every waterlogged meadow."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "final_letter_tripled_sixth", "en") == (
        "Seven careful walkers followed the olddd towpath beside every waterlogged meadow."
    )
    assert dress(text, "reversed_every_eighth", "es") == (
        "Seven careful walkers followed the old towpath ediseb every waterlogged meadow."
    )
    assert dress(text, "consonant_doubled_seventh", "pt") == (
        "Seven careful walkers followed the old ttowpath beside every waterlogged meadow."
    )
    assert dress(text, "circumflex_vowels_ninth", "en") == (
        "Seven careful walkers followed the old towpath beside \u00eav\u00eary waterlogged meadow."
    )
    assert dress(text, "underscore_tail_fourth", "en") == (
        "Seven careful walkers followed_ the old towpath beside_ every waterlogged meadow."
    )
    assert dress("a b c d e f g and", "consonant_doubled_seventh", "en") == "a b c d e f gg and"
    assert dress("a b c d e f orca", "consonant_doubled_seventh", "en") == "a b c d e f orrca"
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "underscore_tail_fourth"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout50.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "ctm_quarter_left")
    assert b"q 0 1 -1 0 0 0 cm 0 g\nBT /F1 10.5 Tf" in pdf
    assert b"q 3 0 0 3 700 0 cm 0 g" in make_pdf("H", [], "hidden", "ctm_scaled_past_right")
    assert b"q 60 300 m 300 300 420 300 540 300 c h W n 0 g" in make_pdf(
        "H", [], "hidden", "clip_bezier_pinched"
    )
    assert b"q 860 400 m 860 422 833 440 800 440 c 767 440" in make_pdf(
        "H", [], "hidden", "clip_ellipse_off_right"
    )
    assert b"/Helvetica " in pdf and b"/Courier-Bold" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 600 780]" in pdf
    for technique in TECHNIQUES:
        assert_pdf_technique_hides(
            make_pdf, technique, ["A paragraph that shows."], "Texto escondido, ação e niño."
        )


def test_the_package_imports_only_its_own_modules_and_injection_data() -> None:
    allowed_from = {
        "__future__",
        "injection_data",
        "heldout_assembly",
        "dataclasses",
        "html",
        "pathlib",
    }
    assert_imports_only(PACKAGE, allowed_from, {"json", "random"})


def test_the_set_brings_its_own_page_template(docs: list[LabeledDoc]) -> None:
    import heldout_assembly
    from injection_heldout50.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="gantry"><strong class="gantryname">' in d.body
        and b'<nav class="gantrylinks">' in d.body
        for d in html
    )
    assert all(
        b'<main class="ledgerleaf">\n<h1>' in d.body and b'<footer class="ledgerfoot">' in d.body
        for d in html
    )
    assert all(b"repeating-linear-gradient(#fffaf0 0 27px" in d.body for d in html)
