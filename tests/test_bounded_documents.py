"""Bounded work on documents: span numbers and PDF pages have documented limits, a PDF
whose content cannot be decoded is a typed error (never an empty success)."""

from __future__ import annotations

import hashlib
import io
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.artifacts import (
    MalformedDocument,
    SpanError,
    load_artifact,
    parse_artifact_span,
    resolve_span,
)
from pytest_websearch_bench.artifacts import pdf as pdf_module
from pytest_websearch_bench.artifacts.errors import DocumentTooLarge
from pytest_websearch_bench.artifacts.pdf import load_pdf
from pytest_websearch_bench.artifacts.spans import MAX_DIGITS, MAX_SPAN_LENGTH
from pytest_websearch_bench.synthetic.pdf import PdfBuilder

HUGE = "9" * 2000


@pytest.mark.parametrize(
    ("span", "problem"),
    [
        (f"offset:{HUGE}-{HUGE}9", "a number of 2,000 digits"),
        (f"offset:0-{HUGE}", "a number of 2,000 digits"),
        (f"page:{HUGE}", "a number of 2,000 digits"),
        (f"page:1:0-{'1' * (MAX_DIGITS + 1)}", f"a number of {MAX_DIGITS + 1} digits"),
        (f"selector[0-{HUGE}]:p", "a number of 2,000 digits"),
        ("offset:" + "1" * 5000 + "-" + "2" * 5000, "longer than 4,096 characters"),
        ("selector:" + "p " * MAX_SPAN_LENGTH, "longer than 4,096 characters"),
        ("offset:01-2", "malformed span 'offset:01-2'"),
        ("offset:5-5", "is empty"),
    ],
)
def test_hostile_span_numbers_are_typed_errors(span: str, problem: str) -> None:
    with pytest.raises(SpanError) as raised:
        parse_artifact_span(span)
    message = str(raised.value)
    assert problem in message
    assert len(message) < 1000  # the span is quoted, never echoed whole


@given(st.text(alphabet="offsetpagelcr:[]-0123456789 ", max_size=60))
def test_any_span_text_parses_or_is_a_span_error(text: str) -> None:
    try:
        span = parse_artifact_span(text)
    except SpanError:
        return
    assert parse_artifact_span(str(span)) == span


def test_the_largest_number_still_parses_and_resolves_out_of_bounds() -> None:
    top = "9" * MAX_DIGITS
    span = parse_artifact_span(f"offset:0-{top}")
    artifact = load_artifact(b"short text", content_type="text/plain")
    with pytest.raises(SpanError, match="out of bounds"):
        resolve_span(artifact, span)


def _pdf(pages: int) -> bytes:
    builder = PdfBuilder()
    for number in range(pages):
        if number:
            builder.new_page()
        builder.line(f"Planta en Celaya, pagina {number + 1}")
    return builder.build()


def test_a_pdf_over_the_page_limit_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf_module, "MAX_PDF_PAGES", 3)
    data = _pdf(4)
    with pytest.raises(DocumentTooLarge) as raised:
        load_pdf(data, sha256="x", where="big.pdf")
    assert "big.pdf" in str(raised.value) and "4 pages" in str(raised.value)
    assert raised.value.kind == "too_large"
    assert load_pdf(_pdf(3), sha256="y", where="ok.pdf").page_count == 3


def _corrupt_content(data: bytes) -> bytes:
    match = list(re.finditer(rb"stream\r?\n(.*?)endstream", data, re.DOTALL))[-1]
    raw = bytearray(data)
    for i in range(match.start(1) + 2, match.end(1) - 3):
        raw[i] = (raw[i] * 7 + 13) % 256
    return bytes(raw)


def test_a_pdf_whose_content_stream_is_corrupt_is_malformed_not_empty() -> None:
    data = _corrupt_content(_pdf(1))
    url = "https://gob.mx/bad.pdf"
    artifact = load_pdf(data, sha256=hashlib.sha256(data).hexdigest(), where=url, url=url)
    with pytest.raises(MalformedDocument) as raised:
        resolve_span(artifact, "page:1")
    assert url in str(raised.value) and "cannot be decoded" in str(raised.value)
    with pytest.raises(MalformedDocument):
        list(artifact.readable_pages())


def test_a_blank_page_of_an_intact_pdf_is_still_blank() -> None:
    import pypdfium2

    document = pypdfium2.PdfDocument.new()
    document.new_page(612, 792)
    buffer = io.BytesIO()
    document.save(buffer)
    data = buffer.getvalue()
    artifact = load_pdf(data, sha256=hashlib.sha256(data).hexdigest(), where="blank.pdf")
    assert artifact.text == ""
