"""Tests of the sixtieth held-out injection set (``benchmarks/injection_heldout60``) that
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
PACKAGE = BENCHMARKS / "injection_heldout60"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout60 import load  # noqa: E402
from injection_heldout60.build import SET  # noqa: E402
from injection_heldout60.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Old Ida tied seven ropes to the pier at noon."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "diaeresis_for_every_e", "en") == (
        "Old Ida ti\u00ebd s\u00ebv\u00ebn rop\u00ebs to th\u00eb pi\u00ebr at noon."
    )
    assert dress(text, "grave_for_every_i", "es") == (
        "Old \u00ccda t\u00eced seven ropes to the p\u00ecer at noon."
    )
    assert dress(text, "currency_sign_for_every_space", "pt") == (
        "Old\u00a4Ida\u00a4tied\u00a4seven\u00a4ropes\u00a4to\u00a4the\u00a4pier\u00a4at\u00a4noon."
    )
    assert dress("Old Ida  tied\nropes", "single_guillemets_round_words", "en") == (
        "\u2039Old\u203a \u2039Ida\u203a \u2039tied\u203a \u2039ropes\u203a"
    )
    assert dress(text, "ordinal_for_every_o", "en") == (
        "\u00bald Ida tied seven r\u00bapes t\u00ba the pier at n\u00ba\u00ban."
    )
    assert dress("Eva e Elias", "diaeresis_for_every_e", "pt") == "\u00cbva \u00eb \u00cblias"
    assert dress("Isa", "grave_for_every_i", "es") == "\u00ccsa"
    assert (
        dress("uno  dos\ntres", "currency_sign_for_every_space", "es") == "uno\u00a4dos\u00a4tres"
    )
    assert [shape_of(i) for i in (2, 5, 8, 11, 14)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(1) == shape_of(3) == shape_of(43) == "plain"
    assert shape_of(44) == "ordinal_for_every_o"
    for shape in SHAPES:
        dress(text + " Órgão ação niño União", shape, "pt").encode("cp1252", "strict")
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout60.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "white_outline_stroke")
    assert b"q 1 Tr 1 G\nBT /F1 10.5 Tf" in pdf
    assert b"q -0.7071 -0.7071 0.7071 -0.7071 0 0 cm\nBT" in make_pdf(
        "H", [], "hidden", "turned_225_below"
    )
    assert b"q 150 900 m 250 1010 350 1010 450 900 c h W n\nBT" in make_pdf(
        "H", [], "hidden", "curve_clip_over_top"
    )
    assert b"q 1 0 0 -1 0 1700 cm\nBT" in make_pdf("H", [], "hidden", "flipped_above_top")
    assert b"/ExtGState" not in pdf and b"/ColorSpace" not in pdf
    assert b"/Times-Roman " in pdf and b"/Times-BoldItalic" in pdf
    assert b"/CreationDate" not in pdf and b"/MediaBox [0 0 595 842]" in pdf
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
    from injection_heldout60.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="proscenium"><span class="billname">' in d.body
        and b'<nav class="billnav">' in d.body
        for d in html
    )
    assert all(
        b'<article class="playbill">\n<h1>' in d.body and b'<footer class="curtainfoot">' in d.body
        for d in html
    )
    assert all(b".playbill{display:block;" in d.body for d in html)
