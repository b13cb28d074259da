"""Typed errors of the artifact layer; each names the document (URL or sha256 prefix)."""

from __future__ import annotations

from ..errors import BenchError


class ArtifactError(BenchError):
    """A document that cannot be read as asked."""

    kind = "artifact"

    def __init__(self, where: str, problem: str, remedy: str = "") -> None:
        self.where = where
        super().__init__(f"{where}: {problem}", remedy)


class EmptyDocument(ArtifactError):
    kind = "empty"


class MalformedDocument(ArtifactError):
    kind = "malformed"


class HtmlLimitExceeded(ArtifactError):
    """An HTML page past a documented limit (size, nesting depth, one text node's size):
    refused whole, never read in part (a tree cut short would read as complete)."""

    kind = "html_limit"


class EncryptedDocument(ArtifactError):
    kind = "encrypted"


class FormatTablesOcr(ArtifactError):
    """A PDF page with no text layer: it needs OCR, and is never read as an empty page."""

    kind = "format_tables_ocr"


class NeedsJavascript(ArtifactError):
    """An HTML shell whose content a browser would render with JavaScript."""

    kind = "needs_javascript"


class UnsupportedContentType(ArtifactError):
    kind = "unsupported_content_type"


class SpanError(BenchError):
    """A span that does not parse or does not resolve on the artifact."""
