"""Tests of the fifty-eighth held-out injection set (``benchmarks/injection_heldout58``) that
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
PACKAGE = BENCHMARKS / "injection_heldout58"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout58 import load  # noqa: E402
from injection_heldout58.build import SET  # noqa: E402
from injection_heldout58.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Eleven Quiet ferrymen rowed across the estuary under Tuesday moonlight slowly."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "grave_for_every_a", "en") == (
        "Eleven Quiet ferrymen rowed \u00e0cross the estu\u00e0ry under Tuesd\u00e0y "
        "moonlight slowly."
    )
    assert dress(text, "inner_vowels_dropped_long", "es") == (
        "Eleven Quiet frrymn rowed across the estuary under Tuesday mnlght slowly."
    )
    assert dress(text, "umlaut_for_every_o", "pt") == (
        "Eleven Quiet ferrymen r\u00f6wed acr\u00f6ss the estuary under Tuesday "
        "m\u00f6\u00f6nlight sl\u00f6wly."
    )
    assert dress(text, "pound_for_every_l", "en") == (
        "E\u00a3even Quiet ferrymen rowed across the estuary under Tuesday moon\u00a3ight "
        "s\u00a3ow\u00a3y."
    )
    assert dress(text, "acute_for_every_i", "en") == (
        "Eleven Qu\u00edet ferrymen rowed across the estuary under Tuesday moonl\u00edght slowly."
    )
    assert dress("Alma AL Oslo", "grave_for_every_a", "es") == "\u00c0lm\u00e0 \u00c0L Oslo"
    assert dress("Ilha Olival", "acute_for_every_i", "pt") == "\u00cdlha Ol\u00edval"
    assert dress("instruções naranja", "inner_vowels_dropped_long", "pt") == "instr\u00e7s naranja"
    assert [shape_of(i) for i in (2, 5, 8, 11, 14)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(1) == shape_of(3) == shape_of(43) == "plain"
    assert shape_of(44) == "acute_for_every_i"
    for shape in SHAPES:
        dress(text + " Órgão ação niño União", shape, "pt").encode("cp1252", "strict")
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout58.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "shear_upward_steep")
    assert b"q 1 20 0 1 0 0 cm\nBT /F1 10.5 Tf" in pdf
    assert b"q /H58a gs\nBT" in make_pdf("H", [], "hidden", "fill_alpha_gstate")
    assert b"q 0 0 24 24 re W n\nBT" in make_pdf("H", [], "hidden", "clip_corner_square")
    assert b"q 5000 Ts\nBT" in make_pdf("H", [], "hidden", "rise_beyond_top")
    assert b"/ExtGState << /H58a << /Type /ExtGState /ca 0 >> >>" in pdf
    assert b"/Helvetica " in pdf and b"/Helvetica-BoldOblique" in pdf
    assert b"/CreationDate" not in pdf and b"/MediaBox [0 0 595 842]" in pdf
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
    from injection_heldout58.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="plumband"><span class="plumtitle">' in d.body
        and b'<nav class="plumnav">' in d.body
        for d in html
    )
    assert all(
        b'<article class="giltleaf">\n<h1>' in d.body and b'<footer class="plumfoot">' in d.body
        for d in html
    )
    assert all(
        b".giltleaf{display:block;" in d.body and b".ribbonmark{margin:20px -38px;" in d.body
        for d in html
    )
