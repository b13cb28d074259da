"""The text a PDF hides from a byte scan, for the secret scanner (``ws-bench verify``).

A PDF keeps its page content, its metadata and its object streams compressed
(``FlateDecode``): a key or a personal address on a page is not in the file's bytes.
The scanner reads two views of it:

* every stream, inflated within the bounds of ``artifacts.pdf_streams`` (content
  operators, metadata, XMP, object streams; a compression bomb stops there);
* each page's text as PDFium extracts it (strings split by kerning, hex strings and
  font encodings joined back into words), for at most ``MAX_PDF_PAGES`` pages.

A stream or the file's own bytes are mostly operators and numbers: glyph positions
(``[74 1100 73 1153] TJ``), coordinates, cross-reference offsets, any run of which
looks like a phone number. There a phone is looked for only inside the PDF's literal
strings (``(...)``: document information, annotations, text shown) and in XML
metadata (XMP); a phone on a page is found in the page's extracted text. Keys,
tokens and e-mail addresses are looked for everywhere.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator

from ..artifacts.errors import ArtifactError
from ..artifacts.pdf import PDF_MAGIC, load_pdf
from ..artifacts.pdf_streams import streams


def is_pdf(raw: bytes) -> bool:
    return PDF_MAGIC in raw[:1024]


# A literal string, its balanced parentheses and escapes included (one level of nesting
# is what PDF writers emit; deeper nesting is read as several strings).
_LITERAL = re.compile(rb"\((?:[^()\\]|\\.|\((?:[^()\\]|\\.)*\))*\)", re.DOTALL)
_XML = re.compile(rb"<\?xpacket|<x:xmpmeta|<rdf:RDF")


_STREAM_BODY = re.compile(rb"stream\r?\n.*?endstream", re.DOTALL)
_LONGEST_LITERAL = 4096  # longer "strings" are binary bytes between two parentheses
_PRINTABLE = frozenset(range(0x20, 0x7F)) | {0x09, 0x0A, 0x0D}


def _textual(chunk: bytes) -> bool:
    return sum(byte in _PRINTABLE for byte in chunk) >= 0.9 * len(chunk)


def literal_spans(data: bytes, *, whole_file: bool = False) -> list[tuple[int, int]]:
    """Where ``data`` (an inflated stream, or with ``whole_file`` a PDF's own bytes) holds
    text rather than operators and numbers: its literal strings, or all of it when it is
    XML metadata. A file's stream bodies are left out (the inflated view reads them);
    parentheses around binary bytes (fonts, images) are no string."""
    if not whole_file and _XML.search(data[:4096]):
        return [(0, len(data))]
    bodies = [m.span() for m in _STREAM_BODY.finditer(data)] if whole_file else []
    spans = []
    for match in _LITERAL.finditer(data):
        start, end = match.span()
        if end - start > _LONGEST_LITERAL or not _textual(match.group()):
            continue
        if any(s <= start < e for s, e in bodies):
            continue
        spans.append((start, end))
    return spans


def pdf_texts(raw: bytes) -> Iterator[tuple[str, str, list[tuple[int, int]] | None]]:
    """(location, text, where a phone may be) of what ``raw`` holds inside its streams
    and on its pages; ``None``: anywhere (a page's extracted text)."""
    for stream in streams(raw):
        if stream.flate and stream.data:
            text = stream.data.decode("latin-1")  # one character a byte: spans carry over
            yield f"pdf stream {stream.index}", text, literal_spans(stream.data)
    try:
        artifact = load_pdf(raw, sha256=hashlib.sha256(raw).hexdigest(), where="scan")
    except ArtifactError:
        return
    try:
        for number, text in artifact.readable_pages():
            yield f"pdf page {number}", text, None
    except ArtifactError:
        return
    finally:
        artifact.close()
