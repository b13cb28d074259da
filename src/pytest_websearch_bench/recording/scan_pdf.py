"""The text a PDF hides from a byte scan, for the secret scanner (``ws-bench verify``).

A PDF keeps its page content, its metadata and its object streams compressed
(``FlateDecode``): a key or a personal address on a page is not in the file's bytes.
The scanner reads two views of it:

* every stream, inflated within the bounds of ``artifacts.pdf_streams`` (content
  operators, metadata, XMP, object streams; a compression bomb stops there);
* each page's text as PDFium extracts it (strings split by kerning, hex strings and
  font encodings joined back into words), for at most ``MAX_PDF_PAGES`` pages.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

from ..artifacts.errors import ArtifactError
from ..artifacts.pdf import PDF_MAGIC, load_pdf
from ..artifacts.pdf_streams import streams


def is_pdf(raw: bytes) -> bool:
    return PDF_MAGIC in raw[:1024]


def pdf_texts(raw: bytes) -> Iterator[tuple[str, str]]:
    """(location, text) of what ``raw`` holds inside its streams and on its pages."""
    for stream in streams(raw):
        if stream.flate and stream.data:
            yield f"pdf stream {stream.index}", stream.data.decode("latin-1")
    try:
        artifact = load_pdf(raw, sha256=hashlib.sha256(raw).hexdigest(), where="scan")
    except ArtifactError:
        return
    try:
        for number, text in artifact.readable_pages():
            yield f"pdf page {number}", text
    except ArtifactError:
        return
    finally:
        artifact.close()
