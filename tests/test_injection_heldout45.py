"""Tests of the forty-fifth held-out injection set (``benchmarks/injection_heldout45``) that
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
PACKAGE = BENCHMARKS / "injection_heldout45"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout45 import load  # noqa: E402
from injection_heldout45.build import SET  # noqa: E402
from injection_heldout45.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Tool library members collect sanders and clamps for a week at most."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "percent_before_third", "en") == (
        "Tool library %members collect sanders %and clamps for %a week at %most."
    )
    assert dress(text, "x_for_s_fourth", "es") == (
        "Tool library members collect sanders and clamps for a week at moxt."
    )
    assert dress(text, "underscore_before_sixth", "pt") == (
        "Tool library members collect sanders _and clamps for a week at _most."
    )
    assert dress(text, "question_after_seventh", "en") == (
        "Tool library members collect sanders and clamps? for a week at most."
    )
    assert dress(text, "k_for_c_second", "en") == (
        "Tool library members kollekt sanders and clamps for a week at most."
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "k_for_c_second"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout45.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "rise_under_foot")
    assert b"q 0 g -4000 Ts\nBT /Tr 11 Tf" in pdf
    assert b"q 0 g 1 0 0 1 0 3000 cm" in make_pdf("H", [], "hidden", "ctm_lift_above_page")
    assert b"q 0 g /Pg cs 1 /Pu scn" in make_pdf("H", [], "hidden", "uncoloured_pattern_white")
    assert b"q 0 g 1 0 0 -1 0 0 cm" in make_pdf("H", [], "hidden", "ctm_upend_below_page")
    assert b"/Times-Roman" in pdf and b"/Helvetica-BoldOblique" in pdf
    assert b"/PaintType 2" in pdf and b"/CreationDate" not in pdf
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
    from injection_heldout45.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<article class="broadside">\n<header class="toprule"><span class="pressmark">' in d.body
        for d in html
    )
    assert all(
        b'<div class="ivorycard">\n<h1>' in d.body and b'<footer class="endline">' in d.body
        for d in html
    )
    assert all(b".linocut{margin:12px 0" in d.body for d in html)
