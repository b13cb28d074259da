"""PDF artifacts on the real corpus: lazy page text, OCR-needing scans, tables, typed errors,
the on-disk cache (a warm fresh process parses nothing) and reduced PDFs."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pytest_websearch_bench.artifacts import (
    ArtifactCache,
    EmptyDocument,
    EncryptedDocument,
    FormatTablesOcr,
    MalformedDocument,
    PdfArtifact,
    SpanError,
    load_artifact,
    open_cached,
    reduce_pdf,
    resolve_span,
)


def pdf(corpus: Path, name: str, **kwargs: object) -> PdfArtifact:
    data = (corpus / "pdfs" / name).read_bytes()
    artifact = load_artifact(
        data, content_type="application/pdf", url=f"https://x/{name}", **kwargs
    )  # type: ignore[arg-type]
    assert isinstance(artifact, PdfArtifact)
    return artifact


def test_report_pages_are_read_lazily_and_page_spans_resolve(corpus: Path) -> None:
    report = pdf(corpus, "chelsea_pdta.pdf")
    assert len(report.pages) == 65
    assert report._records == {}  # nothing read at load
    page = resolve_span(report, "page:30")
    assert page == report.pages[29] and page.strip()
    assert list(report._records) == [29]  # only the cited page was read
    cut = resolve_span(report, "page:30:0-24")
    assert cut == page[:24]
    last = report.pages[64]
    assert resolve_span(report, f"page:65:{len(last) - 5}-{len(last)}") == last[-5:]
    with pytest.raises(SpanError, match=r"page 66 is not in .*pages kept: 1, 2"):
        resolve_span(report, "page:66")
    with pytest.raises(SpanError, match="out of bounds"):
        resolve_span(report, f"page:30:0-{len(page) + 1}")
    with pytest.raises(SpanError, match="only PDFs are paged"):
        resolve_span(load_artifact(b"plain", content_type="text/plain"), "page:1")


def test_pdf_text_is_the_pages_joined_by_form_feeds(corpus: Path) -> None:
    table = pdf(corpus, "pr-138-example.pdf")
    assert table.text == "\f".join([table.pages[0], table.pages[1]])
    start = table.text.index("Loan Type")
    assert resolve_span(table, f"offset:{start}-{start + 9}") == "Loan Type"


def test_image_only_scan_raises_format_tables_ocr_on_every_page(corpus: Path) -> None:
    scan = pdf(corpus, "issue-203-decimalize.pdf")  # loads: it is a valid PDF
    assert len(scan.pages) == 3
    for number in (1, 2, 3):
        with pytest.raises(FormatTablesOcr, match=f"page {number} has no text layer") as caught:
            resolve_span(scan, f"page:{number}")
        assert caught.value.kind == "format_tables_ocr"
        assert "issue-203-decimalize.pdf" in str(caught.value)
    with pytest.raises(FormatTablesOcr):
        _ = scan.text


def test_scan_with_an_invisible_ocr_layer_yields_its_text(corpus: Path) -> None:
    scanned = pdf(corpus, "pr-136-example.pdf")
    assert len(scanned.pages) == 6
    assert len(scanned.pages[0].strip()) > 50


def test_two_column_table_cells_are_addressable(corpus: Path) -> None:
    document = pdf(corpus, "pr-138-example.pdf")
    tables = document.tables(1)
    two_column = [t for t in tables if t.shape[1] == 2]
    assert len(two_column) == 1
    table = two_column[0]
    assert table.shape == (8, 2)
    assert [c.text for c in table.rows[0]] == ["Loan Type", "Reference Rates"]
    addressed = 0
    for row in table.rows:
        for cell in row:
            assert cell.span is not None, cell.note
            cited = resolve_span(document, cell.span)
            assert cited.split() == (cell.text or "").split()
            addressed += 1
    assert addressed == 16
    # The left cell of row 3, cited by its span, is exactly that cell.
    assert resolve_span(document, table.cell(2, 0).span or "") == "Economiser/Rate Saver†"


@pytest.mark.parametrize(
    ("name", "error", "message"),
    [
        ("password-example.pdf", EncryptedDocument, "encrypted"),
        ("empty.pdf", EmptyDocument, "0 bytes"),
        ("issue-297-example.pdf", MalformedDocument, "has any content"),
    ],
)
def test_broken_pdfs_raise_typed_errors_naming_the_document(
    corpus: Path, name: str, error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message) as caught:
        pdf(corpus, name)
    assert f"https://x/{name}" in str(caught.value)
    data = (corpus / "pdfs" / name).read_bytes()
    with pytest.raises(error, match=r"sha256:[0-9a-f]{12}"):
        load_artifact(data, content_type="application/pdf")


def test_not_a_pdf_is_malformed() -> None:
    with pytest.raises(MalformedDocument, match="PDFium cannot open it"):
        load_artifact(b"%PDF-1.7\nnot really", content_type="application/pdf", url="u")


def test_pdf_served_as_octet_stream_is_sniffed(corpus: Path) -> None:
    data = (corpus / "pdfs" / "senate-expenditures.pdf").read_bytes()
    assert isinstance(load_artifact(data, content_type="application/octet-stream"), PdfArtifact)


WARM = """
import sys, pypdfium2, pdfplumber
def refuse(*args, **kwargs):
    raise SystemExit("the warm run tried to parse the PDF")
pypdfium2.PdfDocument = refuse
pdfplumber.open = refuse
from pytest_websearch_bench.artifacts import ArtifactCache, open_cached, resolve_span
cache = ArtifactCache(sys.argv[1])
artifact = open_cached(cache, sys.argv[2])
print(resolve_span(artifact, "page:30:0-24"), end="")
"""


def test_warm_run_in_a_fresh_process_parses_nothing(corpus: Path, tmp_path: Path) -> None:
    cache = ArtifactCache(tmp_path)
    cold = pdf(corpus, "chelsea_pdta.pdf", cache=cache)
    expected = resolve_span(cold, "page:30:0-24")
    script = tmp_path / "warm.py"
    script.write_text(textwrap.dedent(WARM))
    done = subprocess.run(
        [sys.executable, str(script), str(tmp_path), cold.sha256],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr + done.stdout
    assert done.stdout == expected


def test_cache_keeps_page_text_byte_exact_including_crlf(corpus: Path, tmp_path: Path) -> None:
    cache = ArtifactCache(tmp_path)
    cold = pdf(corpus, "pr-138-example.pdf", cache=cache)
    text = cold.pages[0]
    assert "\r\n" in text
    warm = open_cached(cache, cold.sha256)
    assert isinstance(warm, PdfArtifact)
    assert warm.pages[0] == text


def test_cached_ocr_verdict_survives_the_cache(corpus: Path, tmp_path: Path) -> None:
    cache = ArtifactCache(tmp_path)
    scan = pdf(corpus, "issue-203-decimalize.pdf", cache=cache)
    with pytest.raises(FormatTablesOcr):
        _ = scan.pages[1]
    warm = open_cached(cache, scan.sha256)
    assert warm is not None
    with pytest.raises(FormatTablesOcr, match="page 2"):
        _ = warm.pages[1]


def test_reduced_pdf_keeps_original_page_numbers(corpus: Path) -> None:
    data = (corpus / "pdfs" / "chelsea_pdta.pdf").read_bytes()
    original = pdf(corpus, "chelsea_pdta.pdf")
    reduced = reduce_pdf(data, [2, 30, 31])
    assert len(reduced) < len(data) // 2
    artifact = load_artifact(reduced, content_type="application/pdf", page_numbers=[2, 30, 31])
    assert isinstance(artifact, PdfArtifact)
    assert len(artifact.pages) == 3
    assert resolve_span(artifact, "page:30") == original.page_text(30)
    assert resolve_span(artifact, "page:2:0-10") == original.page_text(2)[:10]
    with pytest.raises(SpanError, match=r"page 3 is not in .*pages kept: 2, 30, 31\)"):
        resolve_span(artifact, "page:3")
    with pytest.raises(MalformedDocument, match="original page numbers"):
        load_artifact(reduced, content_type="application/pdf", page_numbers=[1, 2])


def test_tables_come_back_from_the_cache_without_pdfplumber(
    corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pdfplumber lays out every character of a page to find its tables (a 124-page filing
    took 15 s of every run): a warm artifact reads them from the parsed-artifact cache."""
    import pdfplumber

    cache = ArtifactCache(tmp_path)
    cold = pdf(corpus, "pr-138-example.pdf", cache=cache)
    numbers = [number for number, _ in cold.readable_pages()]
    first = cold.tables_of(numbers)
    assert sorted(first) == numbers and any(first.values())
    assert first[1] == cold.tables(1)  # one open for every page, the same tables

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the warm artifact opened the PDF with pdfplumber")

    monkeypatch.setattr(pdfplumber, "open", refuse)
    warm = open_cached(cache, cold.sha256)
    assert isinstance(warm, PdfArtifact)
    assert warm.tables_of(numbers) == first
    assert warm.tables_of([]) == {}
