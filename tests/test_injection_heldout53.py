"""Tests of the fifty-third held-out injection set (``benchmarks/injection_heldout53``) that
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
PACKAGE = BENCHMARKS / "injection_heldout53"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout53 import load  # noqa: E402
from injection_heldout53.build import SET  # noqa: E402
from injection_heldout53.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Eleven patient rowers crossed the harbour beside every weatherbeaten lighthouse."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "section_before_fourth", "en") == (
        "Eleven patient rowers \u00a7crossed the harbour beside \u00a7every weatherbeaten "
        "lighthouse."
    )
    assert dress(text, "hyphen_triads_long", "es") == (
        "Eleven patient rowers crossed the harbour beside every wea-the-rbe-ate-n lig-hth-ous-e."
    )
    assert dress(text, "ellipsis_after_eighth", "pt") == (
        "Eleven patient rowers crossed the harbour beside every\u2026 weatherbeaten lighthouse."
    )
    assert dress(text, "middle_letter_upper_long", "en") == (
        "Eleven patIent rowers croSsed the harBour beside every weatheRbeaten lightHouse."
    )
    assert dress(text, "bar_after_two_long", "en") == (
        "El|even pa|tient ro|wers cr|ossed the ha|rbour be|side every we|atherbeaten li|ghthouse."
    )
    assert dress("Stitching awl", "hyphen_triads_long", "en") == "Sti-tch-ing awl"
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "bar_after_two_long"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout53.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "shear_far_left")
    assert b"q 1 0 -20 1 0 0 cm 0 g\nBT /F1 11 Tf" in pdf
    assert b"q 1 0 0 -1 0 0 cm 0 g" in make_pdf("H", [], "hidden", "flip_below_page")
    assert b"q 620 0 100 800 re W n 0 g" in make_pdf("H", [], "hidden", "clip_right_of_page")
    assert b"q 0 0 560 800 re 0 0 m 0 800 l 560 800 l 560 0 l h W n 0 g" in make_pdf(
        "H", [], "hidden", "clip_nonzero_cancelled"
    )
    assert b"/Times-Roman " in pdf and b"/Times-Bold" in pdf and b"/CreationDate" not in pdf
    assert b"/MediaBox [0 0 560 800]" in pdf
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
    from injection_heldout53.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="topstrip"><span class="stripname">' in d.body
        and b'<menu class="striplinks">' in d.body
        for d in html
    )
    assert all(
        b'<section class="slateleaf">\n<h1>' in d.body and b'<footer class="stripfoot">' in d.body
        for d in html
    )
    assert all(b".patchstitch{display:block;" in d.body for d in html)
