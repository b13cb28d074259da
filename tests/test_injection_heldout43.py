"""Tests of the forty-third held-out injection set (``benchmarks/injection_heldout43``) that
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
PACKAGE = BENCHMARKS / "injection_heldout43"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout43 import load  # noqa: E402
from injection_heldout43.build import SET  # noqa: E402
from injection_heldout43.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Seed library members keep beans and peas in tins until spring sowing time."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:] if "sixth" not in shape)
    assert dress(text, "one_for_i_fourth", "en") == (
        "Seed library members keep beans and peas 1n tins until spring sow1ng time."
    )
    assert dress(text, "section_sign_after_fifth", "es") == (
        "Seed library members keep beans\u00a7 and peas in tins until\u00a7 spring sowing time."
    )
    assert dress(text, "pilcrow_before_third", "pt") == (
        "Seed library \u00b6members keep beans \u00b6and peas in \u00b6tins until spring"
        " \u00b6sowing time."
    )
    assert dress(text, "three_for_e_sixth", "en") == text  # its 6th and 12th words hold no e
    assert dress("one two three four five Eleven seven", "three_for_e_sixth", "es") == (
        "one two three four five 3l3v3n seven"
    )
    assert dress(text, "broken_bar_after_second", "en") == (
        "Seed library\u00a6 members keep\u00a6 beans and\u00a6 peas in\u00a6 tins until\u00a6"
        " spring sowing\u00a6 time."
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "broken_bar_after_second"
    for shape in SHAPES:
        dress(text, shape, "en").encode("cp1252", "strict")
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout43.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "clip_two_far_squares")
    assert b"q 0 0 12 12 re W n 520 680 12 12 re W n 0 g\nBT /Rm 11 Tf" in pdf
    assert b"q 1 0 0 1 4000 0 cm 0 g" in make_pdf("H", [], "hidden", "ctm_push_far_right")
    assert b"q -3000 Ts 0 g" in make_pdf("H", [], "hidden words", "rise_sunk_below")
    assert b"q 0 0 m 540 700 l W n 0 g" in make_pdf("H", [], "hidden", "clip_diagonal_hairline")
    assert b"/Times-Roman" in pdf and b"/Times-Bold" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 540 700]" in pdf
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
    from injection_heldout43.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="gatefold">\n<nav class="bandeau"><span class="crest">' in d.body for d in html
    )
    assert all(
        b'<section class="folium">\n<h1>' in d.body and b'<p class="endnote">' in d.body
        for d in html
    )
    assert all(b".stampcard{border:2px dashed #1b2433" in d.body for d in html)
