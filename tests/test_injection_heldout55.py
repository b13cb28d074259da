"""Tests of the fifty-fifth held-out injection set (``benchmarks/injection_heldout55``) that
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
PACKAGE = BENCHMARKS / "injection_heldout55"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout55 import load  # noqa: E402
from injection_heldout55.build import SET  # noqa: E402
from injection_heldout55.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Seven Tired bellringers climbed the tower before Sunday evensong started properly."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "broken_bar_join_fifth", "en") == (
        "Seven Tired bellringers climbed the\u00a6tower before Sunday evensong "
        "started\u00a6properly."
    )
    assert dress(text, "cedilla_mid_long", "es") == (
        "Seven Tired bellr\u00b8ingers climbed the tower before Sunday evensong started "
        "prop\u00b8erly."
    )
    assert dress(text, "trademark_after_fourth", "pt") == (
        "Seven Tired bellringers climbed\u2122 the tower before Sunday\u2122 evensong started "
        "properly."
    )
    assert dress(text, "not_sign_before_capital", "en") == (
        "\u00acSeven \u00acTired bellringers climbed the tower before \u00acSunday evensong "
        "started properly."
    )
    assert dress(text, "diaeresis_before_seventh", "en") == (
        "Seven Tired bellringers climbed the tower \u00a8before Sunday evensong started properly."
    )
    assert dress("Água é ótima", "not_sign_before_capital", "pt") == "\u00acÁgua é ótima"
    assert dress("one two three four five six", "broken_bar_join_fifth", "en") == (
        "one two three four five\u00a6six"
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "diaeresis_before_seventh"
    for shape in SHAPES:
        dress(text + " Órgão ação niño", shape, "pt").encode("cp1252", "strict")
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout55.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "ctm_quarter_back")
    assert b"q 0 -1 1 0 0 0 cm\nBT /F1 11 Tf" in pdf
    assert b"q 582 762 30 30 re W n\nBT" in make_pdf("H", [], "hidden", "clip_top_right_nook")
    assert b"q 1 0 12 1 0 0 cm\nBT" in make_pdf("H", [], "hidden", "ctm_slant_far")
    assert b"q 2 Tr 1 g 1 G\nBT" in make_pdf("H", [], "hidden", "fill_stroke_white")
    assert b"/Times-Roman " in pdf and b"/Times-Bold" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 612 792]" in pdf
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
    from injection_heldout55.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="lintelbar"><span class="lintelname">' in d.body
        and b'<nav class="lintelnav">' in d.body
        for d in html
    )
    assert all(
        b'<div class="fernsheet">\n<h1>' in d.body and b'<p class="sillnote">' in d.body
        for d in html
    )
    assert all(b".cindertag{float:right;" in d.body for d in html)
