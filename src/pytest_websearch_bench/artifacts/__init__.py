"""The evidence layer: documents as a reader sees them, and spans that cite them.

``load_artifact`` reads HTML, PDF, markdown and plain text; ``parse_artifact_span``
and ``resolve_span`` implement the span grammar (see ``spans``).
"""

from .base import Artifact
from .cache import ArtifactCache
from .errors import (
    ArtifactError,
    EmptyDocument,
    EncryptedDocument,
    FormatTablesOcr,
    HtmlLimitExceeded,
    MalformedDocument,
    NeedsJavascript,
    SpanError,
    UnsupportedContentType,
)
from .html import HtmlArtifact
from .load import load_artifact, open_cached
from .pdf import PdfArtifact, reduce_pdf
from .spans import Span, locate, parse_artifact_span, resolve_span
from .text import TextArtifact

__all__ = [
    "Artifact",
    "ArtifactCache",
    "ArtifactError",
    "EmptyDocument",
    "EncryptedDocument",
    "FormatTablesOcr",
    "HtmlArtifact",
    "HtmlLimitExceeded",
    "MalformedDocument",
    "NeedsJavascript",
    "PdfArtifact",
    "Span",
    "SpanError",
    "TextArtifact",
    "UnsupportedContentType",
    "load_artifact",
    "locate",
    "open_cached",
    "parse_artifact_span",
    "reduce_pdf",
    "resolve_span",
]
