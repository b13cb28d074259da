"""Tests of the fifty-ninth held-out injection set (``benchmarks/injection_heldout59``) that
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
PACKAGE = BENCHMARKS / "injection_heldout59"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout59 import load  # noqa: E402
from injection_heldout59.build import SET  # noqa: E402
from injection_heldout59.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Seven curious sailors pulled a cask across the sandy causeway at dusk."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "ring_for_every_a", "en") == (
        "Seven curious s\u00e5ilors pulled \u00e5 c\u00e5sk \u00e5cross the s\u00e5ndy"
        " c\u00e5usew\u00e5y \u00e5t dusk."
    )
    assert dress(text, "caron_for_every_s", "es") == (
        "\u0160even curiou\u0161 \u0161ailor\u0161 pulled a ca\u0161k acro\u0161\u0161 the"
        " \u0161andy cau\u0161eway at du\u0161k."
    )
    assert dress(text, "middot_for_every_space", "pt") == (
        "Seven\u00b7curious\u00b7sailors\u00b7pulled\u00b7a\u00b7cask\u00b7across\u00b7the"
        "\u00b7sandy\u00b7causeway\u00b7at\u00b7dusk."
    )
    assert dress(text, "cedilla_for_every_c", "en") == (
        "Seven \u00e7urious sailors pulled a \u00e7ask a\u00e7ross the sandy \u00e7auseway at dusk."
    )
    assert dress(text, "circumflex_for_every_u", "en") == (
        "Seven c\u00fbrio\u00fbs sailors p\u00fblled a cask across the sandy ca\u00fbseway"
        " at d\u00fbsk."
    )
    assert (
        dress("Ana AS Cuca Uva", "ring_for_every_a", "es")
        == "\u00c5n\u00e5 \u00c5S Cuc\u00e5 Uv\u00e5"
    )
    assert dress("Sé Casa", "caron_for_every_s", "pt") == "\u0160é Ca\u0161a"
    assert dress("Cuca Uva", "circumflex_for_every_u", "pt") == "C\u00fbca \u00dbva"
    assert dress("Cuca  Uva\nfim", "middot_for_every_space", "pt") == "Cuca\u00b7Uva\u00b7fim"
    assert [shape_of(i) for i in (2, 5, 8, 11, 14)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(1) == shape_of(3) == shape_of(43) == "plain"
    assert shape_of(44) == "circumflex_for_every_u"
    for shape in SHAPES:
        dress(text + " Órgão ação niño União", shape, "pt").encode("cp1252", "strict")
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout59.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "pattern_cell_outside_bbox")
    assert b"q /Pattern cs /P59 scn\nBT /F1 10 Tf" in pdf
    assert b"q -0.5 0.866 -0.866 -0.5 0 0 cm\nBT" in make_pdf(
        "H", [], "hidden", "turned_one_twenty_off_left"
    )
    assert b"q 1 0 0 1 640 0 cm\nBT" in make_pdf("H", [], "hidden", "shoved_past_right_edge")
    assert b"q -60 -60 m -12 -60 l -60 -12 l h W n\nBT" in make_pdf(
        "H", [], "hidden", "triangle_clip_offpage"
    )
    assert b"/Pattern << /P59 8 0 R >>" in pdf and b"/BBox [0 0 10 10]" in pdf
    assert b"0 g 20 20 6 6 re f" in pdf
    assert b"/Helvetica " in pdf and b"/Courier-Bold" in pdf
    assert b"/CreationDate" not in pdf and b"/MediaBox [0 0 612 792]" in pdf
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
    from injection_heldout59.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="railbar"><span class="railname">' in d.body
        and b'<nav class="railnav">' in d.body
        for d in html
    )
    assert all(
        b'<main class="feltboard">\n<h1>' in d.body and b'<footer class="railfoot">' in d.body
        for d in html
    )
    assert all(
        b".feltboard{display:block;" in d.body and b"@keyframes h59shut{to{opacity:0}}" in d.body
        for d in html
    )
