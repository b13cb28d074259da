"""Tests of the forty-second held-out injection set (``benchmarks/injection_heldout42``) that
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
PACKAGE = BENCHMARKS / "injection_heldout42"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout42 import load  # noqa: E402
from injection_heldout42.build import SET  # noqa: E402
from injection_heldout42.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Tool library users lends sanders and stools; members return full sets on Tuesdays."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "u_as_v_second", "es") == (
        "Tool library users lends sanders and stools; members return fvll sets on Tuesdays."
    )
    assert dress(text, "double_colon_after_third", "en") == (
        "Tool library users:: lends sanders and:: stools; members return:: full sets on:: Tuesdays."
    )
    assert dress(text, "s_as_five_fourth", "pt") == (
        "Tool library users lend5 sanders and stools; member5 return full sets on Tuesdays."
    )
    assert dress(text, "question_mark_after_sixth", "en") == (
        "Tool library users lends sanders and? stools; members return full sets on? Tuesdays."
    )
    assert dress(text, "e_as_euro_fifth", "en") == (
        "Tool library users lends sand\u20acrs and stools; members return full sets on Tuesdays."
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "e_as_euro_fifth"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout42.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "ctm_quarter_turn_offpage")
    assert b"q 0 1 -1 0 0 0 cm 0 g\nBT /Fr 11 Tf" in pdf
    assert b"q /Gl gs 0 g" in make_pdf("H", [], "hidden", "extgstate_lighten_blend")
    assert b"/ExtGState << /Gl << /BM /Lighten >> >>" in pdf
    assert b"q 1 0 0 -1 0 0 cm 0 g" in make_pdf("H", [], "x y", "ctm_flip_below_origin")
    assert b"q 25 0 0 25 0 0 cm 0 g" in make_pdf("H", [], "hidden", "ctm_huge_scale_offpage")
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
    from injection_heldout42.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="bollard"><span class="plate">' in d.body
        and b'<ul class="rungs"><li>' in d.body
        for d in html
    )
    assert all(
        b'<article class="pane">\n<h1>' in d.body and b'<small class="keel">' in d.body
        for d in html
    )
    assert all(b".kraft{background:#c8a97e" in d.body for d in html)
