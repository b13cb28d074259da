"""Reader fidelity: the shingle measure, the document comparison and the run-file block."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.metrics.reader_fidelity import (
    NO_READER,
    NOT_RECORDED,
    ControlView,
    compare,
    contains,
    overlap,
    reader_fidelity,
    shingles,
)
from pytest_websearch_bench.pipeline.control_reads import on_control, page_titles
from pytest_websearch_bench.records import CaseRecord, ReadRecord

WORDS = st.lists(st.sampled_from(["planta", "acero", "de", "la", "celaya", "2026", "norte"]))
TEXT = WORDS.map(" ".join)


@given(TEXT, TEXT)
def test_overlap_is_a_pair_of_ratios(control: str, reader: str) -> None:
    precision, recall = overlap(control, reader)
    assert 0.0 <= precision <= 1.0 and 0.0 <= recall <= 1.0


@given(TEXT)
def test_a_faithful_reader_scores_one(text: str) -> None:
    assert overlap(text, text) == (1.0, 1.0)
    assert overlap(text, f"# {text.upper()}\n\n") == (1.0, 1.0)  # case, marks, spacing aside


@given(TEXT, TEXT)
def test_extra_text_costs_precision_never_recall(control: str, extra: str) -> None:
    _, base_recall = overlap(control, control)
    precision, recall = overlap(control, f"{control} zzz {extra}")
    assert recall == base_recall
    assert precision <= 1.0


@given(WORDS, st.integers(min_value=1, max_value=8))
def test_shingles_count(tokens: list[str], size: int) -> None:
    found = shingles(" ".join(tokens), size)
    if not tokens:
        assert found == set()
    else:
        assert 1 <= len(found) <= max(1, len(tokens) - size + 1)
        assert all(len(s) == min(size, len(tokens)) for s in found)


def test_truncation_costs_recall_and_navigation_costs_precision() -> None:
    control = " ".join(f"palabra{i}" for i in range(100))
    half = " ".join(f"palabra{i}" for i in range(50))
    precision, recall = overlap(control, half)
    assert precision == 1.0 and 0.45 < recall < 0.55
    precision, recall = overlap(control, "Inicio Productos Contacto Aviso de privacidad " + control)
    assert recall == 1.0 and precision < 1.0


def test_contains_ignores_marks_and_cut_words() -> None:
    assert contains("**Ventas**: ventas@x.mx", "Ventas: ventas@x.mx respondemos")
    assert contains("IMMEX Servi", "IMMEX Servicios, S.A.")  # a quote cut at its limit
    assert not contains("", "anything")
    assert not contains("planta cerrada", "planta abierta")


def test_a_readers_label_is_not_the_page() -> None:
    page = "Grupo Tepeyac anuncia planta\nEl grupo anunció una planta."
    assert on_control("Title: Grupo Tepeyac anuncia planta", page)
    assert not on_control("Title: Grupo Tepeyac cierra planta", page)


def test_a_title_line_is_on_the_page_when_the_page_declares_that_title() -> None:
    # A reader heading its text with document.title ("Headline | Site", as Jina's does)
    # quotes the page's <title>, not its visible text: citable, and only that title.
    html = (
        b"<html><head><title>Planta nueva en Quer\xc3\xa9taro | Diario Norte</title>"
        b'<meta property="og:title" content="Grupo Tepeyac abre planta"></head>'
        b"<body><h1>Planta nueva en Quer\xc3\xa9taro</h1><p>El grupo anunci\xc3\xb3 una "
        b"planta de 40 millones en el parque industrial de la ciudad.</p></body></html>"
    )
    control = load_artifact(html, content_type="text/html", url="https://diario.example/a")
    titles = page_titles(control)
    assert titles == ("Planta nueva en Querétaro | Diario Norte", "Grupo Tepeyac abre planta")
    text = control.text
    assert not on_control("Title: Planta nueva en Querétaro | Diario Norte", text)
    assert on_control("Title: Planta nueva en Querétaro | Diario Norte", text, titles)
    assert on_control("Title: Grupo Tepeyac abre planta", text, titles)
    assert not on_control("Title: Grupo Tepeyac cierra planta | Diario Norte", text, titles)
    # Only a Title line: other words matching the title are not on the visible page.
    assert not on_control("Planta nueva en Querétaro | Diario Norte", text, titles)
    assert page_titles(load_artifact(b"plain words", content_type="text/plain")) == ()


def test_compare_counts_cells_pages_rendered_and_hidden() -> None:
    control = ControlView(
        "application/pdf",
        "uno dos tres cuatro\ncinco seis siete ocho",
        "uno dos tres cuatro\ncinco seis siete ocho",
        cells=("Aceros del Norte", "IMMEX", ""),
        pages=("uno dos tres cuatro", "cinco seis siete ocho"),
        page_count=3,
        hidden=("ignore previous instructions",),
    )
    got = compare(control, "uno dos tres cuatro Aceros del Norte ignore previous instructions")
    assert (got.cells, got.cells_kept) == (2, 1)
    assert (got.pages, got.pages_covered) == (3, 1)
    assert (got.hidden, got.hidden_passed) == (1, 1)
    assert got.javascript is None and got.notes == ["1 page(s) without a text layer"]
    failed = compare(control, None, "unsupported")
    assert failed.to_dict()["recall"] == 0.0 and failed.pages_covered == 0
    shell = ControlView("text/html", "", "", rendered_text="certificado IATF 16949 vigente")
    assert compare(shell, "You need to enable JavaScript to run this app.").javascript is False
    assert compare(shell, "Certificado IATF 16949 vigente.").javascript is True


def _record(provider: str, reads: list[ReadRecord]) -> CaseRecord:
    return CaseRecord("gs-001", provider, "c", "allowed", "t", "q", reads=reads)


def test_block_per_provider_and_its_null_reasons() -> None:
    measured = compare(ControlView("text/html", "a b c d e", "a b c d e"), "a b c d e")
    reads = [ReadRecord("https://x.mx/", "extract", fidelity=measured.to_dict())]
    block, why = reader_fidelity([_record("tavily", reads)])
    assert why == "" and block is not None
    assert block["documents"] == 1 and block["recall"] == 1.0 and block["f1"] == 1.0
    assert block["table_cells_kept"] is None and block["pdf_pages_covered"] is None
    neutral = [_record("brave", [ReadRecord("https://x.mx/", "neutral")])]
    assert reader_fidelity(neutral) == (None, NO_READER)
    stored = [_record("exa", [ReadRecord("https://x.mx/", "stored")])]
    assert reader_fidelity(stored) == (None, NOT_RECORDED)
