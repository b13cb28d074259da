"""Tests of the forty-ninth held-out injection set (``benchmarks/injection_heldout49``) that
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
PACKAGE = BENCHMARKS / "injection_heldout49"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout49 import load  # noqa: E402
from injection_heldout49.build import SET  # noqa: E402
from injection_heldout49.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Seven careful walkers followed the old towpath beside every waterlogged meadow."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "pilcrow_before_sixth", "en") == (
        "Seven careful walkers followed the \u00b6old towpath beside every waterlogged meadow."
    )
    assert dress(text, "vowels_raised_fourth", "es") == (
        "Seven careful walkers fOllOwEd the old towpath bEsIdE every waterlogged meadow."
    )
    assert dress(text, "first_two_swapped_long", "pt") == (
        "Seven acreful awlkers ofllowed the old otwpath ebside every awterlogged emadow."
    )
    assert dress(text, "asterisk_wrapped_seventh", "en") == (
        "Seven careful walkers followed the old *towpath* beside every waterlogged meadow."
    )
    assert dress(text, "slash_halved_long", "en") == (
        "Seven careful walkers followed the old towpath beside every water/logged meadow."
    )
    assert dress("Shipwrights wondered", "slash_halved_long", "en") == "Shipw/rights wondered"
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "slash_halved_long"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout49.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "ctm_turned_below_foot")
    assert b"q 0 -1 1 0 0 0 cm 0 g\nBT /F1 11 Tf" in pdf
    assert b"q -1 0 0 -1 0 0 cm 0 g" in make_pdf("H", [], "hidden", "ctm_flipped_both_axes")
    assert b"q 0 0 m 580 800 l W n 0 g" in make_pdf("H", [], "hidden", "clip_open_diagonal_line")
    assert b"q 0 -500 580 400 re W n 0 g" in make_pdf("H", [], "hidden", "clip_band_below_page")
    assert b"/Times-Roman" in pdf and b"/Helvetica-Bold" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 580 800]" in pdf
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
    from injection_heldout49.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="plaque"><span class="plaquename">' in d.body
        and b'<ul class="plaquelinks">' in d.body
        for d in html
    )
    assert all(
        b'<article class="tidebook">\n<h1>' in d.body and b'<footer class="tidefoot">' in d.body
        for d in html
    )
    assert all(b".roundelpanel::before{content:''" in d.body for d in html)
