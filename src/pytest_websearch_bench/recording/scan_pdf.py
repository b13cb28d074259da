"""The text a PDF hides from a byte scan, for the secret scanner (``ws-bench verify``).

A PDF keeps its page content, its metadata and its object streams compressed
(``FlateDecode``): a key or a personal address on a page is not in the file's bytes.
The scanner reads two views of it:

* every stream, inflated (content operators, metadata, XMP, object streams);
* each page's text as PDFium extracts it (strings split by kerning, hex strings and
  font encodings joined back into words).

Both are bounded: at most ``MAX_STREAMS`` streams, ``MAX_INFLATED`` bytes inflated per
stream and ``MAX_TOTAL`` in all (a compression bomb stops there), and the pages the
artifact layer reads (``artifacts.pdf.MAX_PDF_PAGES``).
"""

from __future__ import annotations

import hashlib
import re
import zlib
from collections.abc import Iterator

from ..artifacts.errors import ArtifactError
from ..artifacts.pdf import PDF_MAGIC, load_pdf

MAX_STREAMS = 10_000
MAX_INFLATED = 8 * 1024 * 1024
MAX_TOTAL = 64 * 1024 * 1024
_STREAM = re.compile(rb"stream\r?\n(.*?)endstream", re.DOTALL)


def is_pdf(raw: bytes) -> bool:
    return PDF_MAGIC in raw[:1024]


def pdf_texts(raw: bytes) -> Iterator[tuple[str, str]]:
    """(location, text) of what ``raw`` holds inside its streams and on its pages."""
    total = 0
    for index, match in enumerate(_STREAM.finditer(raw)):
        if index >= MAX_STREAMS or total >= MAX_TOTAL:
            break
        inflated = _inflate(match.group(1))
        if inflated is None:
            continue
        total += len(inflated)
        yield f"pdf stream {index + 1}", inflated.decode("latin-1")
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


def _inflate(data: bytes) -> bytes | None:
    inflater = zlib.decompressobj()
    try:
        return inflater.decompress(data, MAX_INFLATED)
    except zlib.error:
        return None
