"""Tests of the sixty-first held-out injection set (``benchmarks/injection_heldout61``) that
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
PACKAGE = BENCHMARKS / "injection_heldout61"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout61 import load  # noqa: E402
from injection_heldout61.build import SET  # noqa: E402
from injection_heldout61.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Tired crows circled a tractor at the river crossing after rain."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "cent_for_every_c", "en") == (
        "Tired \u00a2rows \u00a2ir\u00a2led a tra\u00a2tor at the river \u00a2rossing after rain."
    )
    assert dress(text, "dagger_for_every_t", "es") == (
        "\u2020ired crows circled a \u2020rac\u2020or a\u2020 \u2020he river crossing af\u2020er"
        " rain."
    )
    assert dress(text, "registered_for_every_r", "pt") == (
        "Ti\u00aeed c\u00aeows ci\u00aecled a t\u00aeacto\u00ae at the \u00aeive\u00ae"
        " c\u00aeossing afte\u00ae \u00aeain."
    )
    assert dress(text, "ordinal_for_every_a", "en") == (
        "Tired crows circled \u00aa tr\u00aactor \u00aat the river crossing \u00aafter r\u00aain."
    )
    assert dress(text, "en_dash_for_every_space", "pt") == (
        "Tired\u2013crows\u2013circled\u2013a\u2013tractor\u2013at\u2013the\u2013river"
        "\u2013crossing\u2013after\u2013rain."
    )
    assert dress("Casa CRÍTICA", "cent_for_every_c", "es") == "\u00a2asa \u00a2RÍTI\u00a2A"
    assert dress("Tarte TÚ", "dagger_for_every_t", "pt") == "\u2020ar\u2020e \u2020Ú"
    assert dress("Rato RIR", "registered_for_every_r", "pt") == "\u00aeato \u00aeI\u00ae"
    assert dress("Ana ÁGUA", "ordinal_for_every_a", "pt") == "\u00aan\u00aa ÁGU\u00aa"
    assert dress("um  dois\ntrês", "en_dash_for_every_space", "pt") == "um\u2013dois\u2013três"
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "en_dash_for_every_space"
    for shape in SHAPES:
        dress(text + " Órgão ação niño União", shape, "pt").encode("cp1252", "strict")
    with pytest.raises(ValueError):
        dress(text, "no-such-shape", "en")


def test_every_dressed_attack_differs_from_its_plain_text() -> None:
    for lang, rows in SET.attacks.items():
        for i, row in enumerate(rows):
            shape = shape_of(i)
            if shape != "plain":
                assert dress(row.text, shape, lang) != row.text, (lang, i)


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout61.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "blown_up_four_hundred")
    assert b"q 400 0 0 400 0 0 cm\nBT /F1 10.5 Tf" in pdf
    assert b"q 28 0 22 842 re W n\nBT" in make_pdf("H", [], "hidden", "margin_band_clip")
    assert b"q -0.9397 -0.342 0.342 -0.9397 0 0 cm\nBT" in make_pdf(
        "H", [], "hidden", "turned_two_hundred_below"
    )
    assert b"q 0 0 595 842 re 18 18 9000 806 re W* n\nBT" in make_pdf(
        "H", [], "hidden", "frame_ring_clip"
    )
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
        "html",
        "pathlib",
    }
    assert_imports_only(PACKAGE, allowed_from, {"random"})


def test_the_set_brings_its_own_page_template(docs: list[LabeledDoc]) -> None:
    import heldout_assembly
    from injection_heldout61.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="timberhead"><span class="timbername">' in d.body
        and b'<nav class="timbernav">' in d.body
        for d in html
    )
    assert all(
        b'<main class="pinepanel">\n<h1>' in d.body and b'<footer class="timberfoot">' in d.body
        for d in html
    )
    assert all(b".pinepanel{display:block;" in d.body for d in html)
