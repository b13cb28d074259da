"""Tests of the thirty-first held-out injection set (``benchmarks/injection_heldout31``) that
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
PACKAGE = BENCHMARKS / "injection_heldout31"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout31 import load  # noqa: E402
from injection_heldout31.build import SET  # noqa: E402
from injection_heldout31.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Tool library members borrow sanders and steps for a week at most."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "exclamation_after_fifth", "en") == (
        "Tool library members borrow sanders! and steps for a week! at most."
    )
    assert dress(text, "curly_braced_fourth", "es") == (
        "Tool library members {borrow} sanders and steps {for} a week at {most.}"
    )
    assert dress(text, "mirrored_sixth", "pt") == (
        "Tool library members borrow sanders dna steps for a week at .tsom"
    )
    assert dress(text, "pipe_after_third", "en") == (
        "Tool library members| borrow sanders and| steps for a| week at most.|"
    )
    assert dress(text, "dollar_for_s_second", "en") == (
        "Tool library members borrow sanders and steps for a week at mo$t."
    )
    assert [shape_of(i) for i in (2, 5, 8, 11, 14)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(1) == shape_of(3) == shape_of(43) == "plain"
    assert shape_of(44) == "dollar_for_s_second"
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_soft_masks_and_hides_with_each() -> None:
    from injection_heldout31.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "smask_transfer_zero")
    assert b"q /Kd gs 0 g\nBT /Fr 11 Tf" in pdf and b"/S /Luminosity /G 14 0 R /TR 15 0 R" in pdf
    assert b"/S /Alpha /G 13 0 R" in pdf and b"/CS /DeviceCMYK" in pdf and b"/ca 0" in pdf
    assert b"/Times-Roman" in pdf and b"/CreationDate" not in pdf
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
    from injection_heldout31.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<div class="ream">\n<header class="topline"><em class="house">' in d.body for d in html
    )
    assert all(
        b'<section class="matter">\n<h1>' in d.body and b'<footer class="endnote">' in d.body
        for d in html
    )
    assert all(b".ribbon{background:#3d5a80" in d.body for d in html)
