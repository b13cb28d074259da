"""Tests of the forty-fourth held-out injection set (``benchmarks/injection_heldout44``) that
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
PACKAGE = BENCHMARKS / "injection_heldout44"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout44 import load  # noqa: E402
from injection_heldout44.build import SET  # noqa: E402
from injection_heldout44.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Sisters Iris and Silas visit this island shop in spring, bringing big baskets."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "five_for_s_third", "en") == (
        "Sisters Iris and Silas visit thi5 island shop in spring, bringing big baskets."
    )
    assert dress(text, "one_for_i_fourth", "es") == (
        "Sisters Iris and S1las visit this island shop in spring, bringing b1g baskets."
    )
    assert dress(text, "backtick_after_fifth", "pt") == (
        "Sisters Iris and Silas visit` this island shop in spring,` bringing big baskets."
    )
    assert dress(text, "brackets_every_seventh", "en") == (
        "Sisters Iris and Silas visit this [island] shop in spring, bringing big baskets."
    )
    assert dress(text, "hyphen_split_sixth", "en") == (
        "Sisters Iris and Silas visit th-is island shop in spring, bringing b-ig baskets."
    )
    assert dress("a b c d e f-g h", "hyphen_split_sixth", "en") == "a b c d e f-g h"
    assert [shape_of(i) for i in (2, 5, 8, 11, 14)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(1) == shape_of(3) == shape_of(43) == "plain"
    assert shape_of(44) == "hyphen_split_sixth"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout44.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "mode_five_white_outline")
    assert b"q 5 Tr 1 G 0.8 w\nBT /Hv 10.5 Tf" in pdf
    assert b"q 7 g\nBT" in make_pdf("H", [], "hidden words", "gray_overrange_clamped")
    assert b"q 270 0 0 700 re W n 0 g" in make_pdf("H", [], "hidden", "clip_zero_width_column")
    assert b"q 54 664 432 6 re W n 0 g" in make_pdf("H", [], "hidden", "clip_under_heading_bar")
    assert b"/Helvetica" in pdf and b"/Times-BoldItalic" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 540 700]" in pdf
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
    from injection_heldout44.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="awning"><span class="signboard">' in d.body
        and b'<ul class="pegs">' in d.body
        for d in html
    )
    assert all(
        b'<article class="placard">\n<h1>' in d.body and b'<footer class="kickplate">' in d.body
        for d in html
    )
    assert all(b".placard{max-width:684px;margin:18px auto;background:#fff" in d.body for d in html)
