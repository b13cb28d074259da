"""Tests of the fifty-sixth held-out injection set (``benchmarks/injection_heldout56``) that
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
PACKAGE = BENCHMARKS / "injection_heldout56"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout56 import load  # noqa: E402
from injection_heldout56.build import SET  # noqa: E402
from injection_heldout56.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Eleven Quiet ferrymen rowed across the estuary under Tuesday moonlight slowly."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "superscript_two_after_sixth", "en") == (
        "Eleven Quiet ferrymen rowed across the\u00b2 estuary under Tuesday moonlight slowly."
    )
    assert dress(text, "half_join_fourth", "es") == (
        "Eleven Quiet ferrymen rowed\u00bdacross the estuary under\u00bdTuesday moonlight slowly."
    )
    assert dress(text, "tilde_before_vowel_word", "pt") == (
        "\u02dcEleven Quiet ferrymen rowed \u02dcacross the \u02dcestuary \u02dcunder Tuesday "
        "moonlight slowly."
    )
    assert dress(text, "low_quote_before_long", "en") == (
        "Eleven Quiet \u201eferrymen rowed across the estuary under Tuesday \u201emoonlight slowly."
    )
    assert dress(text, "thorn_after_third", "en") == (
        "Eleven Quiet fer\u00ferymen rowed across the est\u00feuary under Tue\u00fesday "
        "moo\u00fenlight slo\u00fewly."
    )
    assert dress("Água é ótima", "tilde_before_vowel_word", "pt") == "Água é ótima"
    assert dress("one two three four five six", "half_join_fourth", "en") == (
        "one two three four\u00bdfive six"
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "thorn_after_third"
    for shape in SHAPES:
        dress(text + " Órgão ação niño", shape, "pt").encode("cp1252", "strict")
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout56.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "ctm_five_eighths_turn")
    assert b"q -0.7071 -0.7071 0.7071 -0.7071 0 0 cm\nBT /F1 10.5 Tf" in pdf
    assert b"q 0.2 0 0 0.2 -200 0 cm\nBT" in make_pdf("H", [], "hidden", "ctm_shrink_shove_left")
    assert b"q 54 40 m 541 40 l W n\nBT" in make_pdf("H", [], "hidden", "clip_open_line")
    assert b"q 1 -30 0 1 0 0 cm\nBT" in make_pdf("H", [], "hidden", "shear_down_steep")
    assert b"/Helvetica " in pdf and b"/Helvetica-Bold" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 595 842]" in pdf
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
    from injection_heldout56.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="mastband"><span class="mastname">' in d.body
        and b'<nav class="mastnav">' in d.body
        for d in html
    )
    assert all(
        b'<div class="gazettebody">\n<h1>' in d.body and b'<p class="endrule">' in d.body
        for d in html
    )
    assert all(b".postitnote{float:left;" in d.body for d in html)
