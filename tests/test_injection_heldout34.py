"""Tests of the thirty-fourth held-out injection set (``benchmarks/injection_heldout34``) that
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
PACKAGE = BENCHMARKS / "injection_heldout34"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout34 import load  # noqa: E402
from injection_heldout34.build import SET  # noqa: E402
from injection_heldout34.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Tall lettuce plants bolt early in a hot little greenhouse at times."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "hash_before_third", "en") == (
        "Tall lettuce #plants bolt early #in a hot #little greenhouse at #times."
    )
    assert dress(text, "one_for_l_fourth", "es") == (
        "Tall lettuce plants bo1t early in a hot little greenhouse at times."
    )
    assert dress(text, "underscore_join_fifth", "pt") == (
        "Tall lettuce plants bolt early_in a hot little greenhouse_at times."
    )
    assert dress(text, "seven_for_t_third", "en") == (
        "7all lettuce plants bol7 early in a hot little greenhouse at times."
    )
    assert dress(text, "pound_after_sixth", "en") == (
        "Tall lettuce plants bolt early in\u00a3 a hot little greenhouse at times.\u00a3"
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "pound_after_sixth"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout34.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "clip_point_bezier")
    assert b"q 280 360 m 280 360 280 360 280 360 c h W* n 0 g\nBT /Ro 11 Tf" in pdf
    assert b"q -3000 Ts 0 g" in make_pdf("H", [], "hidden words", "text_rise_below_page")
    assert b"q 1 0 0 1 9000 -9000 cm 0 g" in make_pdf("H", [], "hidden", "ctm_translate_far")
    assert b"q 1 0 40 1 0 0 cm 0 g" in make_pdf("H", [], "hidden", "ctm_shear_far")
    assert b"/Times-Roman" in pdf and b"/Times-Bold" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 560 720]" in pdf
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
    from injection_heldout34.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(b'<header class="masthead"><span class="mark">' in d.body for d in html)
    assert all(
        b'<div class="folio">\n<h1>' in d.body and b'<footer class="colophon">' in d.body
        for d in html
    )
    assert all(b".folio{max-width:680px" in d.body for d in html)
