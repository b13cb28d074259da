"""Tests of the thirty-seventh held-out injection set (``benchmarks/injection_heldout37``) that
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
PACKAGE = BENCHMARKS / "injection_heldout37"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout37 import load  # noqa: E402
from injection_heldout37.build import SET  # noqa: E402
from injection_heldout37.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Pilots list tide tables in this inlet for visiting boats and ships."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "exclaim_after_third", "en") == (
        "Pilots list tide! tables in this! inlet for visiting! boats and ships.!"
    )
    assert dress(text, "asterisk_before_fourth", "es") == (
        "Pilots list tide *tables in this inlet *for visiting boats and *ships."
    )
    assert dress(text, "colon_inside_fifth", "pt") == (
        "Pilots list tide tables in this inlet for visiting bo:ats and ships."
    )
    assert dress(text, "doubled_last_letter_second", "en") == (
        "Pilots listt tide tabless in thiss inlet forr visiting boatss and ships.."
    )
    assert dress(text, "caret_for_i_third", "en") == (
        "Pilots list t^de tables in th^s inlet for v^s^t^ng boats and sh^ps."
    )
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "caret_for_i_third"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout37.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "luminosity_blend_white")
    assert b"q /Lm gs 1 g\nBT /Tr 11 Tf" in pdf and b"/BM /Luminosity" in pdf
    assert b"q /Sh gs 0 g" in make_pdf("H", [], "hidden words", "ais_shape_zero")
    assert b"/AIS true /ca 0" in pdf
    assert b"q 64 560 467 4 re W n 0 g" in make_pdf("H", [], "hidden", "clip_to_heading_strip")
    assert b"q -4000 Ts 0 g" in make_pdf("H", [], "hidden", "ts_sunk_below")
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
    from injection_heldout37.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="workbench">\n<header class="plank"><span class="maker">' in d.body
        for d in html
    )
    assert all(
        b'<div class="board">\n<h1>' in d.body and b'<small class="endnote">' in d.body
        for d in html
    )
    assert all(b".notepad{background:repeating-linear-gradient" in d.body for d in html)
