"""The loaded document every span is resolved against, whatever its format.

An artifact is identified by the sha256 of the bytes it was loaded from (the
bytes stored in a fixture, never a provider's description of them), so an
observation that names a sha256 names exactly one document.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from .errors import ArtifactError

HTML = "text/html"
PDF = "application/pdf"
MARKDOWN = "text/markdown"
PLAIN = "text/plain"


def sha256_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def where(url: str | None, sha256: str) -> str:
    """How errors name a document: its URL, else the start of its sha256."""
    return url if url else f"sha256:{sha256[:12]}"


class Artifact:
    """A document as a reader sees it. Subclasses fill ``text`` (and ``pages`` for PDFs)."""

    content_type: str = PLAIN

    def __init__(self, *, sha256: str, url: str | None = None) -> None:
        self.sha256 = sha256
        self.url = url

    @property
    def where(self) -> str:
        return where(self.url, self.sha256)

    @property
    def text(self) -> str:
        raise NotImplementedError

    @property
    def pages(self) -> Sequence[str]:
        """PDF text per page (index 0 is page 1). Only PDFs are paged."""
        raise ArtifactError(
            self.where,
            f"has no pages: it is {self.content_type}, and only PDFs are paged",
            "cite it with an offset: or selector: span",
        )

    def select_text(self, css: str) -> str:
        """The whitespace-collapsed visible text of the first element matching ``css``."""
        raise ArtifactError(
            self.where,
            f"has no elements: it is {self.content_type}, and selector: spans apply to HTML",
            "cite it with an offset: span",
        )

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.content_type} {self.where}>"
