"""The stored documents of ``_shared/`` are what their manifest entries say they are.

A file listed as ``application/pdf`` must start like a PDF, a page must be within the
HTML reader's size limit, no document may be empty and a text document may not be binary
data. Without this check a broken document reads as an ``error`` (or ``too_large``)
charged to whichever provider read it, in a green run. The check is cheap (a file's size
and its first bytes), so the start of every session runs it on the documents its cases
read, and ``ws-bench verify`` on all of them.

``ws-bench verify`` also opens every stored PDF that passes it with the bench's own PDF
reader (PDFium, ``artifacts.pdf``) and reads each page's text (``deep``): a truncated or
corrupt body starts like a PDF, and only the reader tells (a page that is a scan, with no
text layer, is readable: its reads say it needs OCR).
"""

from __future__ import annotations

import shlex
from collections.abc import Iterable
from pathlib import Path

from ..artifacts.base import HTML, PDF
from ..artifacts.errors import ArtifactError
from ..artifacts.html.tree import MAX_HTML_BYTES
from ..artifacts.pdf import PDF_MAGIC, load_pdf
from ..cassette_tree import SHARED_PREFIX
from ..errors import restore_hint
from ..treepaths import outside_file
from .manifest import Manifest, ManifestEntry

HEAD = 1024  # the PDF reader looks for its header in the first 1024 bytes too
_DOCUMENT_ROLES = ("document", "rendered", "page")
_HTML_TYPES = (HTML, "application/xhtml+xml")


_SIGNATURES = (
    (b"pk\x03\x04", "a ZIP archive (a .docx, .xlsx or .zip?)"),
    (b"\x1f\x8b", "gzip-compressed data (saved before it was decompressed?)"),
    (b"\x89png", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"gif8", "a GIF image"),
)
# How a saved page may begin ("Save as" writes a comment first; fragments start with a tag).
_HTML_STARTS = (b"<!doctype html", b"<html", b"<head", b"<body", b"<meta", b"<title", b"<!--")
_NOT_TEXT = frozenset(what for _, what in _SIGNATURES) | {"binary data"}


def sniff(head: bytes) -> str:
    """What the first bytes of a file look like, in words."""
    if not head:
        return "empty (0 bytes)"
    if PDF_MAGIC in head[:HEAD]:
        return "a PDF"
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    for magic, what in _SIGNATURES:
        if start.startswith(magic):
            return what
    if start.startswith(_HTML_STARTS) or any(
        tag in start for tag in (b"<html", b"<head", b"<body")
    ):
        return "an HTML page"
    if start.startswith((b"{", b"[")):
        return "JSON text"
    if start.startswith(b"<"):
        return "markup (XML or HTML)"
    if b"\x00" in head:
        return "binary data"
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.start < len(head) - 3:  # not only a character cut at the end of the head
            return "binary data"
    return "plain text"


def _media(content_type: str) -> str:
    return content_type.split(";")[0].strip().lower()


def _is_document(relative: str, entry: ManifestEntry) -> bool:
    return (
        relative.startswith(SHARED_PREFIX)
        and entry.content_type is not None
        and (entry.operation or "document") in _DOCUMENT_ROLES
    )


def _remedy(path: Path, entry: ManifestEntry) -> str:
    source = f" from {entry.source_url}" if entry.source_url else ""
    return (
        f"remedy: save the document again{source} as it was downloaded and put its new "
        f"sha256 in the manifest entry (README 'Your own golden set': `sha256sum "
        f"{shlex.quote(str(path))}` gives both hashes); or {restore_hint(path)}"
    )


def check_document(root: Path, relative: str, entry: ManifestEntry) -> str | None:
    """The problem with one stored document (None when it is readable as listed)."""
    path = root / relative
    if outside_file(str(root), str(path)) is not None:
        return None  # the hash check names the link
    try:
        size = path.stat().st_size
        with open(path, "rb") as stream:
            head = stream.read(HEAD)
    except OSError:
        return None  # missing: the structure check names it
    assert entry.content_type is not None
    media = _media(entry.content_type)
    what = sniff(head)
    if size == 0:
        problem = f"the file is empty (0 bytes) but the manifest lists it as {media}"
    elif media == PDF and PDF_MAGIC not in head:
        problem = (
            f"the manifest lists it as {PDF} but the file is {what}, not a PDF (no %PDF- "
            f"header in its first {HEAD} bytes)"
        )
    elif PDF_MAGIC in head:
        return None  # a PDF listed as text/html: the reader sniffs the bytes and reads a PDF
    elif media in _HTML_TYPES and size > MAX_HTML_BYTES:
        return (
            f"{path}: the page is {size:,} bytes, over the {MAX_HTML_BYTES:,}-byte limit of "
            "the HTML reader, so every provider's read of it would end as too_large\n"
            "  remedy: store a smaller capture (the part its case cites; the recorder cuts "
            "bodies to 512 KB) and put its new sha256 in the manifest entry; or "
            f"{restore_hint(path)}"
        )
    elif (media.startswith("text/") or media in _HTML_TYPES) and what in _NOT_TEXT:
        problem = f"the manifest lists it as {media} but the file is {what}"
    else:
        return None
    return f"{path}: {problem}: the stored document cannot be read\n  {_remedy(path, entry)}"


def check_pdf_body(root: Path, relative: str, entry: ManifestEntry) -> str | None:
    """The problem with a stored PDF's body (None when the PDF reader opens it and reads
    every page): what a header and size check cannot see, a truncated or corrupt file."""
    path = root / relative
    try:
        data = path.read_bytes()
    except OSError:
        return None  # missing: the structure check names it
    if PDF_MAGIC not in data[:HEAD]:
        return None  # not a PDF at all: ``check_document`` names it
    from pypdfium2 import PdfiumError  # a text page PDFium cannot build, unwrapped

    try:
        with load_pdf(
            data, sha256=entry.sha256, where=str(path), page_numbers=entry.pages
        ) as artifact:
            for _ in artifact.readable_pages():
                pass
    except (ArtifactError, PdfiumError) as error:
        problem = (
            error.message.removeprefix(f"{error.where}: ")
            if isinstance(error, ArtifactError)
            else f"PDFium: {error}"
        )
        return (
            f"{path}: the PDF reader cannot read the stored PDF ({problem}): a truncated or "
            "corrupt file, which every provider's read of it would report as an error\n"
            f"  remedy: {_store_again(path, entry)}; or {restore_hint(path)}"
        )
    return None


def _store_again(path: Path, entry: ManifestEntry) -> str:
    """How to put a good copy of a stored document back: the generator writes a synthetic
    one again; a real one is downloaded again and stored with ``ws-bench add-document``."""
    if entry.synthetic:
        return (
            "write it again with `ws-bench synthesize` (the generator wrote it: README "
            "'Cassettes and replay')"
        )
    cases = " ".join(f"--case {shlex.quote(c)}" for c in entry.case_ids) or "--case ID"
    url = shlex.quote(entry.source_url) if entry.source_url else "URL"
    return (
        f"download it again{f' from {entry.source_url}' if entry.source_url else ''} and "
        f"store it with `ws-bench add-document FILE.pdf {cases} --source-url {url} --name "
        f"{shlex.quote(path.name)} --overwrite` (README 'Your own golden set')"
    )


def check_documents(
    root: Path, manifest: Manifest, paths: Iterable[str], *, deep: bool = False
) -> list[str]:
    """One message per stored document in ``paths`` that is not readable as its manifest
    entry says (file, what its bytes are, the remedy); ``deep``: every PDF is also opened
    and read with the PDF reader (``ws-bench verify``)."""
    errors = []
    for relative in paths:
        entry = manifest.files.get(relative)
        if entry is None or not _is_document(relative, entry):
            continue
        problem = check_document(root, relative, entry)
        if problem is None and deep and _media(entry.content_type or "") == PDF:
            problem = check_pdf_body(root, relative, entry)
        if problem is not None:
            errors.append(problem)
    return errors
