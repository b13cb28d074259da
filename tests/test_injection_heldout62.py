"""Tests of the sixty-second held-out injection set (``benchmarks/injection_heldout62``) that
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
PACKAGE = BENCHMARKS / "injection_heldout62"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout62 import load  # noqa: E402
from injection_heldout62.build import SET  # noqa: E402
from injection_heldout62.shapes import SHAPES, dress, shape_of  # noqa: E402

from heldout_checks import assert_imports_only, assert_pdf_technique_hides  # noqa: E402


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> list[LabeledDoc]:
    return load(corpus=tmp_path_factory.mktemp("no-corpus"))


def test_shapes_dress_as_their_docstring_says() -> None:
    text = "Little Eli sailed a paper plane above the village lane."
    assert dress(text, "plain", "en") == text
    assert all(dress(text, shape, "en") != text for shape in SHAPES[1:])
    assert dress(text, "oe_ligature_for_every_e", "en") == (
        "Littl\u0153 \u0152li sail\u0153d a pap\u0153r plan\u0153 abov\u0153 th\u0153"
        " villag\u0153 lan\u0153."
    )
    assert dress(text, "division_sign_for_every_i", "es") == (
        "L\u00f7ttle El\u00f7 sa\u00f7led a paper plane above the v\u00f7llage lane."
    )
    assert dress(text, "superscript_one_for_every_l", "pt") == (
        "\u00b9itt\u00b9e E\u00b9i sai\u00b9ed a paper p\u00b9ane above the vi\u00b9\u00b9age"
        " \u00b9ane."
    )
    assert dress(text, "ae_ligature_for_every_a", "en") == (
        "Little Eli s\u00e6iled \u00e6 p\u00e6per pl\u00e6ne \u00e6bove the vill\u00e6ge l\u00e6ne."
    )
    assert dress(text, "quarter_for_every_space", "pt") == (
        "Little\u00bcEli\u00bcsailed\u00bca\u00bcpaper\u00bcplane\u00bcabove\u00bcthe"
        "\u00bcvillage\u00bclane."
    )
    assert dress("Ecos EVA", "oe_ligature_for_every_e", "es") == "\u0152cos \u0152VA"
    assert dress("Isto IRIS", "division_sign_for_every_i", "pt") == "\u00f7sto \u00f7R\u00f7S"
    assert (
        dress("Lola LILA", "superscript_one_for_every_l", "es") == "\u00b9o\u00b9a \u00b9I\u00b9A"
    )
    assert dress("Ana ÁGUA", "ae_ligature_for_every_a", "pt") == "\u00c6n\u00e6 ÁGU\u00c6"
    assert dress("um  dois\ntrês", "quarter_for_every_space", "pt") == "um\u00bcdois\u00bctrês"
    assert [shape_of(i) for i in (1, 4, 7, 10, 13)] == list(SHAPES[1:])
    assert shape_of(0) == shape_of(2) == shape_of(3) == shape_of(44) == "plain"
    assert shape_of(43) == "quarter_for_every_space"
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


def test_no_attack_says_ignore_and_the_longest_is_a_standing_rule() -> None:
    for lang, rows in SET.attacks.items():
        assert not any("ignor" in row.text.lower() for row in rows), lang
        longest = max(rows, key=lambda row: len(row.text.split()))
        assert longest.soft == "policy", lang
        assert all(10 <= len(row.text.split()) <= 80 for row in rows), lang


def test_the_pdf_maker_brings_its_hidings_and_hides_with_each() -> None:
    from injection_heldout62.pdfmake import TECHNIQUES, make_pdf

    pdf = make_pdf("Heading", ["one line"], "hidden words here now", "sheared_far_left")
    assert b"q 1 0 -40 1 0 0 cm\nBT /F1 10 Tf" in pdf
    assert b" c h W n\nBT" in make_pdf("H", [], "hidden", "corner_circle_clip")
    assert b"q 0 -1 -1 0 0 0 cm\nBT" in make_pdf("H", [], "hidden", "antidiagonal_reflection")
    assert b"q BT /F1 10 Tf 7 Tr ( ) Tj ET 0 Tr\nBT" in make_pdf(
        "H", [], "hidden", "blank_glyph_clip"
    )
    assert b"/Helvetica " in pdf and b"/Helvetica-Bold" in pdf
    assert b"/CreationDate" not in pdf and b"/MediaBox [0 0 567 765]" in pdf
    for technique in TECHNIQUES:
        assert_pdf_technique_hides(
            make_pdf, technique, ["A paragraph that shows."], "Texto escondido, ação e niño."
        )
        assert_pdf_technique_hides(
            make_pdf, technique, ["Short."], "\u00bc".join(["unbrokenwordsjoined"] * 60)
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
    from injection_heldout62.page import page

    assert SET.page is page and SET.page is not heldout_assembly.page
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert len(html) == 1203 - 192
    assert all(
        b'<header class="toyshelf"><span class="shelfname">' in d.body
        and b'<nav class="shelfnav">' in d.body
        for d in html
    )
    assert all(
        b'<main class="playmat">\n<h1>' in d.body and b'<footer class="shelffoot">' in d.body
        for d in html
    )
    assert all(b".playmat{display:block;" in d.body for d in html)
