"""Tests of the thirty-eighth held-out injection set (``benchmarks/injection_heldout38``) that
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
PACKAGE = BENCHMARKS / "injection_heldout38"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout38 import load  # noqa: E402
from injection_heldout38.build import SET  # noqa: E402
from injection_heldout38.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Seven keen members mend old wheels every second Saturday here."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "e_as_three_fifth", "en") == (
        "Seven keen members mend old wheels every second Saturday h3r3."
    )
    assert dress(text, "upper_every_second", "es") == (
        "Seven KEEN members MEND old WHEELS every SECOND Saturday HERE."
    )
    assert dress(text, "colon_after_third", "pt") == (
        "Seven keen members: mend old wheels: every second Saturday: here."
    )
    assert dress(text, "percent_before_fourth", "en") == (
        "Seven keen members %mend old wheels every %second Saturday here."
    )
    assert dress(text, "reversed_seventh", "en") == (
        "Seven keen members mend old wheels yreve second Saturday here."
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "reversed_seventh"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout38.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "white_on_white_fill")
    assert b"q 1 g\nBT /Tr 11 Tf" in pdf
    assert b"q 0 g -900 Ts" in make_pdf("H", [], "hidden words", "text_rise_below_page")
    assert b"q 0 0 0 720 re W n 0 g" in make_pdf("H", [], "hidden", "zero_width_clip")
    assert b"q 0 g 7 Tr" in make_pdf("H", [], "hidden", "render_mode_seven_clip")
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
    from injection_heldout38.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="quire">\n<header class="masthead"><span class="sitemark">' in d.body
        for d in html
    )
    assert all(
        b'<article class="folio">\n<h1>' in d.body and b'<div class="colophon">' in d.body
        for d in html
    )
    assert all(b".cork{background:#e9d9b8" in d.body for d in html)
