"""Tests of the thirty-ninth held-out injection set (``benchmarks/injection_heldout39``) that
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
PACKAGE = BENCHMARKS / "injection_heldout39"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout39 import load  # noqa: E402
from injection_heldout39.build import SET  # noqa: E402
from injection_heldout39.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Tool library members borrow sanders and steps for a week at most."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "caret_after_fifth", "en") == (
        "Tool library members borrow sanders^ and steps for a week^ at most."
    )
    assert dress(text, "dollar_for_s_third", "es") == (
        "Tool library member$ borrow sanders and steps for a week at mo$t."
    )
    assert dress(text, "pipe_after_seventh", "pt") == (
        "Tool library members borrow sanders and steps| for a week at most."
    )
    assert dress(text, "equals_before_sixth", "en") == (
        "Tool library members borrow sanders =and steps for a week at =most."
    )
    assert dress(text, "one_for_l_second", "en") == (
        "Tool 1ibrary members borrow sanders and steps for a week at most."
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "one_for_l_second"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout39.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "shear_past_right_edge")
    assert b"q 1 0 40 1 0 0 cm 0 g\nBT /Tr 11 Tf" in pdf
    assert b"q 54 350 m 446 350 l h W n 0 g" in make_pdf(
        "H", [], "hidden words", "clip_hairline_segment"
    )
    assert b"q -5000 Ts 0 g" in make_pdf("H", [], "hidden", "rise_far_below")
    assert b"q 1 0 0 1 4000 0 cm 0 g" in make_pdf("H", [], "hidden", "translate_far_right")
    assert b"/Times-Roman" in pdf and b"/Helvetica-Bold" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 500 700]" in pdf
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
    from injection_heldout39.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="topband"><span class="sitemark">' in d.body
        and b'<div class="spreadrow">\n<ul class="sidelist"><li>' in d.body
        for d in html
    )
    assert all(
        b'<section class="slab">\n<h1>' in d.body and b'<div class="tailline">' in d.body
        for d in html
    )
    assert all(b".reedframe{border:3px double #8a6d3b" in d.body for d in html)
