"""Tests of the fortieth held-out injection set (``benchmarks/injection_heldout40``) that
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
PACKAGE = BENCHMARKS / "injection_heldout40"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout40 import load  # noqa: E402
from injection_heldout40.build import SET  # noqa: E402
from injection_heldout40.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Our boat crew sold old oars and rope on most Sunday mornings too."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "initial_capital_every_word", "en") == (
        "Our Boat Crew Sold Old Oars And Rope On Most Sunday Mornings Too."
    )
    assert dress(text, "comma_after_third", "es") == (
        "Our boat crew, sold old oars, and rope on, most Sunday mornings, too."
    )
    assert dress(text, "oslash_for_o_fifth", "pt") == (
        "Our boat crew sold øld oars and rope on møst Sunday mornings too."
    )
    assert dress(text, "last_letter_doubled_fourth", "en") == (
        "Our boat crew soldd old oars and ropee on most Sunday morningss too."
    )
    assert dress(text, "square_brackets_sixth", "en") == (
        "Our boat crew sold old [oars] and rope on most Sunday [mornings] too."
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "square_brackets_sixth"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout40.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "clip_top_margin_strip")
    assert b"q 0 704 560 16 re W n 0 g\nBT /Tr 11 Tf" in pdf
    assert b"q 2400 Ts 0 g" in make_pdf("H", [], "hidden words", "rise_above_page")
    assert b"q /Gz gs 0 g" in make_pdf("H", [], "hidden", "gstate_fill_alpha_zero")
    assert b"/ExtGState << /Gz 8 0 R >>" in pdf and b"<< /Type /ExtGState /ca 0 >>" in pdf
    twin = b"q 0 0 560 720 re 0 0 m 0 720 l 560 720 l 560 0 l h W n 0 g"
    assert twin in make_pdf("H", [], "hidden", "nonzero_opposed_twin_clip")
    assert b"/Times-Roman" in pdf and b"/Times-Bold" in pdf and b"/CreationDate" not in pdf
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
    from injection_heldout40.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="almanac">\n<header class="topline"><span class="sitemark">' in d.body
        for d in html
    )
    assert all(
        b'<article class="sheet">\n<h1>' in d.body and b'<small class="colophon">' in d.body
        for d in html
    )
    assert all(b".stub{border:2px dashed #16284a" in d.body for d in html)
