"""Tests of the fifty-seventh held-out injection set (``benchmarks/injection_heldout57``) that
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
PACKAGE = BENCHMARKS / "injection_heldout57"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout57 import load  # noqa: E402
from injection_heldout57.build import SET  # noqa: E402
from injection_heldout57.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Eleven Quiet ferrymen rowed across the estuary under Tuesday moonlight slowly."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "registered_after_capital", "en") == (
        "Eleven\u00ae Quiet\u00ae ferrymen rowed across the estuary under Tuesday\u00ae "
        "moonlight slowly."
    )
    assert dress(text, "swap_second_third", "es") == (
        "Eelven Qiuet frerymen rwoed arcoss the etsuary udner Teusday moonlight solwly."
    )
    assert dress(text, "micro_for_every_u", "pt") == (
        "Eleven Q\u00b5iet ferrymen rowed across the est\u00b5ary \u00b5nder T\u00b5esday "
        "moonlight slowly."
    )
    assert dress(text, "copyright_after_fifth", "en") == (
        "Eleven Quiet ferrymen rowed across\u00a9 the estuary under Tuesday moonlight\u00a9 slowly."
    )
    assert dress(text, "eth_for_every_d", "en") == (
        "Eleven Quiet ferrymen rowe\u00f0 across the estuary un\u00f0er Tues\u00f0ay "
        "moonlight slowly."
    )
    assert dress("Did Dan add", "eth_for_every_d", "es") == "\u00d0i\u00f0 \u00d0an a\u00f0\u00f0"
    assert dress("Ab cd a-bcde", "swap_second_third", "en") == "Ab cd a-bcde"
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "eth_for_every_d"
    for shape in SHAPES:
        dress(text + " Órgão ação niño União", shape, "pt").encode("cp1252", "strict")
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout57.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "ctm_tilted_sink")
    assert b"q 0.866 -0.5 0.5 0.866 0 -1200 cm\nBT /F1 11 Tf" in pdf
    assert b"q 0 820 612 40 re W n\nBT" in make_pdf("H", [], "hidden", "clip_band_above")
    assert b"q 1 0 0 20 0 0 cm\nBT" in make_pdf("H", [], "hidden", "ctm_stretch_tall")
    assert b"q 1 0 -20 1 0 0 cm\nBT" in make_pdf("H", [], "hidden", "shear_sideways_left")
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
    from injection_heldout57.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="tealbar"><span class="tealname">' in d.body
        and b'<nav class="tealnav">' in d.body
        for d in html
    )
    assert all(
        b'<main class="loomcloth">\n<h1>' in d.body and b'<div class="tealfoot">' in d.body
        for d in html
    )
    assert all(
        b"@property --h57-fade{" in d.body and b".doily{margin:18px auto;" in d.body for d in html
    )
