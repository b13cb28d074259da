"""Tests of the fifty-fourth held-out injection set (``benchmarks/injection_heldout54``) that
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
PACKAGE = BENCHMARKS / "injection_heldout54"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout54 import load  # noqa: E402
from injection_heldout54.build import SET  # noqa: E402
from injection_heldout54.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Eleven patient rowers crossed the harbour beside every weatherbeaten lighthouse."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "times_join_sixth", "en") == (
        "Eleven patient rowers crossed the harbour\u00d7beside every weatherbeaten lighthouse."
    )
    assert dress(text, "double_dagger_long", "es") == (
        "Eleven patient rowers crossed the harbour beside every \u2021weatherbeaten "
        "\u2021lighthouse."
    )
    assert dress(text, "macron_wrap_fifth", "pt") == (
        "Eleven patient rowers crossed \u00afthe\u00af harbour beside every weatherbeaten "
        "\u00aflighthouse.\u00af"
    )
    assert dress(text, "per_mille_after_third", "en") == (
        "Eleven patient rowers\u2030 crossed the harbour\u2030 beside every weatherbeaten\u2030 "
        "lighthouse."
    )
    assert dress(text, "plus_minus_after_vowel_long", "en") == (
        "Eleven pa\u00b1tient rowers cro\u00b1ssed the ha\u00b1rbour beside every "
        "we\u00b1atherbeaten li\u00b1ghthouse."
    )
    assert dress("Rhythms órgãozinho", "plus_minus_after_vowel_long", "pt") == (
        "Rhythms ó\u00b1rgãozinho"
    )
    assert dress("Strychnos", "plus_minus_after_vowel_long", "en") == "Strychno\u00b1s"
    assert dress("one two three four five six seven", "times_join_sixth", "en") == (
        "one two three four five six\u00d7seven"
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "plus_minus_after_vowel_long"
    for shape in SHAPES:
        dress(text + " órgão ação niño", shape, "pt").encode("cp1252", "strict")
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout54.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "half_turn_origin")
    assert b"q -1 0 0 -1 0 0 cm\nBT /F1 10.5 Tf" in pdf
    assert b"q 0 0 595 30 re W n\nBT" in make_pdf("H", [], "hidden", "clip_bottom_band")
    assert b"q 1 Tr 1 G\nBT" in make_pdf("H", [], "hidden", "stroke_white_mode")
    assert b"q 0.0001 0 0 0.0001 0 0 cm\nBT" in make_pdf("H", [], "hidden", "shrink_to_origin")
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
    from injection_heldout54.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="quayhead"><strong class="quayname">' in d.body
        and b'<ul class="quaylinks">' in d.body
        for d in html
    )
    assert all(
        b'<article class="quayleaf">\n<h1>' in d.body and b'<footer class="quayfoot">' in d.body
        for d in html
    )
    assert all(b".cufflabel{display:inline-block;" in d.body for d in html)
