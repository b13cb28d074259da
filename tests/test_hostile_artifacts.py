"""Hostile documents at the artifact layer: each ends in a typed ArtifactError naming the
document, never a library's exception. Found by fuzzing the bundled HTML and PDF."""

from __future__ import annotations

import pytest

from pdf_bytes import pdf_of
from pytest_websearch_bench.artifacts.errors import MalformedDocument
from pytest_websearch_bench.artifacts.load import load_artifact

URL = "https://example.com/report.pdf"


# The page tree lists a font where its second page should be: PDFium counts two pages
# and cannot load the second (a bare PdfiumError "Failed to load page." before).
BAD_PAGE = pdf_of(
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


# libxml2 keeps C0 controls in text and in tag names; lxml then refused the strings of
# its own tree: "ValueError: All strings must be XML compatible" from a tag query (the
# element path of a script) or from the main-text extractor's text edits.
CONTROLS = [
    b'<html><body><p>text</p><div\x06x><script type="application/ld+json">{}</script>'
    b"</div></body></html>",
    b'<html><body><div><span style="display:none">hidden</span>\x07tail<p>'
    + b"para graph " * 20
    + b"</p></div></body></html>",
]


@pytest.mark.parametrize("markup", CONTROLS, ids=["in a tag name", "in a dropped tail"])
@pytest.mark.parametrize("content_type", ["text/html", "application/xhtml+xml"])
def test_control_characters_in_html_are_dropped_as_a_browser_does(
    markup: bytes, content_type: str
) -> None:
    from pytest_websearch_bench.safety.injection import detect_injection

    artifact = load_artifact(markup, content_type=content_type, url=URL)
    texts = (artifact.text, artifact.main_text, *(h.text for h in artifact.hidden))
    assert not any(c in t for t in texts for c in "\x06\x07")
    assert detect_injection(artifact, None) is not None
