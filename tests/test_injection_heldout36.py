"""Tests of the thirty-sixth held-out injection set (``benchmarks/injection_heldout36``) that
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
PACKAGE = BENCHMARKS / "injection_heldout36"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout36 import load  # noqa: E402
from injection_heldout36.build import SET  # noqa: E402
from injection_heldout36.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "The bell ringers of Birchfield meet in the tower with visitors on Fridays at eight."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "caret_after_third", "en") == (
        "The bell ringers^ of Birchfield meet^ in the tower^ with visitors on^ Fridays at eight.^"
    )
    assert dress(text, "equals_before_fourth", "es") == (
        "The bell ringers =of Birchfield meet in =the tower with visitors =on Fridays at eight."
    )
    assert dress(text, "percent_for_i_fifth", "pt") == (
        "The bell ringers of B%rchf%eld meet in the tower w%th visitors on Fridays at e%ght."
    )
    assert dress(text, "star_wrap_sixth", "en") == (
        "The bell ringers of Birchfield *meet* in the tower with visitors *on* Fridays at eight."
    )
    assert dress(text, "pipe_between_letters_seventh", "en") == (
        "The bell ringers of Birchfield meet i|n the tower with visitors on Fridays a|t eight."
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "pipe_between_letters_seventh"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout36.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "clip_heading_corner")
    assert b"q 8 404 12 12 re W n 0 g\nBT /Tr 10 Tf" in pdf
    assert b"q 40 40 m 560 380 l W n 0 g" in make_pdf("H", [], "hidden", "degenerate_line_clip")
    assert b"q 0.0001 0 0 0.0001 0 0 cm 0 g" in make_pdf("H", [], "hidden", "ctm_shrink_to_origin")
    assert b"q 1 0 0 1 9000 0 cm 0 g" in make_pdf("H", [], "hidden", "ctm_shift_far_right")
    assert b"/Times-Roman" in pdf and b"/Times-Bold" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 595 420]" in pdf
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
    from injection_heldout36.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(b'<header class="mast"><span class="sitemark">' in d.body for d in html)
    assert all(
        b'<div class="ply">\n<h1>' in d.body and b'<div class="basebar">' in d.body for d in html
    )
    assert all(b".band{background:#d2e3dc" in d.body for d in html)
