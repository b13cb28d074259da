"""Tests of the thirty-second held-out injection set (``benchmarks/injection_heldout32``) that
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
PACKAGE = BENCHMARKS / "injection_heldout32"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout32 import load  # noqa: E402
from injection_heldout32.build import SET  # noqa: E402
from injection_heldout32.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Tool library members borrow sanders and steps for a week at most."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "ampersand_after_fourth", "en") == (
        "Tool library members borrow& sanders and steps for& a week at most.&"
    )
    assert dress(text, "plus_before_fifth", "es") == (
        "Tool library members borrow +sanders and steps for a +week at most."
    )
    assert dress(text, "at_for_a_third", "pt") == (
        "Tool library members borrow sanders @nd steps for @ week at most."
    )
    assert dress(text, "zero_for_o_second", "en") == (
        "Tool library members b0rr0w sanders and steps f0r a week at m0st."
    )
    assert dress(text, "backslash_after_sixth", "en") == (
        "Tool library members borrow sanders and\\ steps for a week at most.\\"
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "backslash_after_sixth"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout32.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "evenodd_twin_rect_clip")
    assert b"q 0 0 600 600 re 0 0 600 600 re W* n 0 g\nBT /Hv 10.5 Tf" in pdf
    assert b"q 3 Tr 0 g" in make_pdf("H", [], "hidden words", "render_mode_three_preset")
    assert b"q 1 0 0 0 0 0 cm 0 g" in make_pdf("H", [], "hidden", "ctm_flattened_vertical")
    assert b"q -90 -90 40 40 re W n 0 g" in make_pdf("H", [], "hidden", "clip_offpage_corner")
    assert b"/Helvetica" in pdf and b"/Courier-Bold" in pdf and b"/CreationDate" not in pdf
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
    from injection_heldout32.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="sheaf">\n<nav class="tabrow"><strong class="brandtab">' in d.body
        for d in html
    )
    assert all(
        b'<main class="leaf">\n<h1>' in d.body and b'<p class="footline">' in d.body for d in html
    )
    assert all(b".strip{background:#e4d6b3" in d.body for d in html)
