"""Checks every hand-written held-out injection set's tests make the same way (issue 18):
no shared-corpus file copied into a set, a PDF page's pixels, and a scored set in
``injection_quality``'s ``--part all``. The sets' texts and generators stay each writer's
own; only these checks, identical across ``test_injection_heldout11`` .. ``16``, live here."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

_TITLE = re.compile(rb"<title>([^<]{20,200})</title>")


def assert_no_corpus_file_copied(docs: Iterable[Any], corpus: Path) -> None:
    """No document is byte for byte a shared-corpus file (under 5 MB), and no HTML document
    holds a corpus page's title (20-200 characters): the set uses no corpus page."""
    docs = list(docs)
    ours = {hashlib.sha256(d.body).hexdigest() for d in docs}
    titles: set[bytes] = set()
    read = 0
    for path in corpus.rglob("*"):
        if path.is_file() and path.stat().st_size < 5_000_000:
            data = path.read_bytes()
            read += 1
            assert hashlib.sha256(data).hexdigest() not in ours, path.name
            found = _TITLE.search(data[:20000])
            if found:
                titles.add(found.group(1).strip())
    assert read, f"no file read under {corpus}"
    for doc in docs:
        if not doc.body.startswith(b"%PDF-"):
            assert not any(t in doc.body for t in titles), doc.id


def pdf_pixels(body: bytes, scale: float = 1) -> bytes:
    """The RGB bytes of the first page of PDF ``body`` as PDFium renders it."""
    import pypdfium2

    page = pypdfium2.PdfDocument(body)[0]
    return bytes(page.render(scale=scale).to_pil().convert("RGB").tobytes())


def assert_scored_and_in_all(part: str, load: Callable[..., Any]) -> None:
    """A held-out set scored blind is no longer sealed: ``--part all`` (what CI prints)
    scores it, ``--part PART`` names it alone, and its loader is the set's ``load``."""
    import injection_quality

    assert part not in injection_quality.SEALED
    assert part in injection_quality.parts_of("all")
    assert injection_quality.parts_of(part) == (part,)
    assert injection_quality.loader(part) is load
