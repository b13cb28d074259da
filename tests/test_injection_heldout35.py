"""Tests of the thirty-fifth held-out injection set (``benchmarks/injection_heldout35``) that
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
PACKAGE = BENCHMARKS / "injection_heldout35"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout35 import load  # noqa: E402
from injection_heldout35.build import SET  # noqa: E402
from injection_heldout35.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Sails left lying still will mildew, so loosen all lashings."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "tilde_after_third", "en") == (
        "Sails left lying~ still will mildew,~ so loosen all~ lashings."
    )
    assert dress(text, "caret_before_fourth", "es") == (
        "Sails left lying ^still will mildew, so ^loosen all lashings."
    )
    assert dress(text, "euro_for_e_second", "pt") == (
        "Sails l\u20acft lying still will mild\u20acw, so loos\u20acn all lashings."
    )
    assert dress(text, "one_for_l_third", "en") == (
        "Sails left 1ying still will mi1dew, so loosen a11 lashings."
    )
    assert dress(text, "colon_after_fifth", "en") == (
        "Sails left lying still will: mildew, so loosen all lashings.:"
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "colon_after_fifth"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout35.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "ca_thousandth_alpha")
    assert b"q 0 g /Ga gs\nBT /Tr 11 Tf" in pdf and b"/ExtGState << /Ga 8 0 R >>" in pdf
    assert b"q 0 g 54 40 m 506 680 l 54 40 l h W n\n" in make_pdf(
        "H", [], "hidden words", "retraced_line_clip"
    )
    assert b"q 0 g /DeviceRGB cs 1 1 1 sc\n" in make_pdf("H", [], "hidden", "rgb_white_sc")
    assert b"q 0 g 1 40 0 1 0 0 cm\n" in make_pdf("H", [], "hidden", "ctm_skew_up_offpage")
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
        "html",
        "pathlib",
    }
    assert_imports_only(PACKAGE, allowed_from, {"random"})


def test_the_set_brings_its_own_page_template(docs: list[LabeledDoc]) -> None:
    import heldout_assembly
    from injection_heldout35.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(b'<header class="mast"><span class="sign">' in d.body for d in html)
    assert all(
        b'<div class="slate">\n<h1>' in d.body and b'<footer class="kerb">' in d.body for d in html
    )
    assert all(b".notch{background:#33495a" in d.body for d in html)
