"""Hostile documents at the artifact layer: each ends in a typed ArtifactError naming the
document, never a library's exception. Found by fuzzing the bundled HTML and PDF."""

from __future__ import annotations

import pytest

from pytest_websearch_bench.artifacts.errors import MalformedDocument
from pytest_websearch_bench.artifacts.load import load_artifact

URL = "https://example.com/report.pdf"


def _pdf(objects: list[bytes]) -> bytes:
    """A PDF with a valid cross-reference table over ``objects`` (1-based numbers)."""
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return out


# The page tree lists a font where its second page should be: PDFium counts two pages
# and cannot load the second (a bare PdfiumError "Failed to load page." before).
BAD_PAGE = _pdf(
    [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
        b"<< /Type /Font >>",
    ]
)


def test_a_page_pdfium_cannot_load_is_a_malformed_document_naming_it() -> None:
    artifact = load_artifact(BAD_PAGE, content_type="application/pdf", url=URL)
    with pytest.raises(MalformedDocument) as raised:
        _ = artifact.text
    assert URL in str(raised.value) and "cannot load page 2" in str(raised.value)
    assert "remedy: re-capture the document" in str(raised.value)
