"""Checks every hand-written held-out injection set's tests make the same way (issue 18):
no shared-corpus file copied into a set, a PDF page's pixels, a scored set in
``injection_quality``'s ``--part all``, and (``test_injection_heldout16`` .. ``21``) each
PDF's hidden block painting nothing, each PDF hiding technique, and a set's imports. The
sets' texts and generators stay each writer's own; only checks identical across the sets'
tests live here, the set-specific values (counts, sentences, allowed modules) passed in."""

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


def _squash(text: str) -> str:
    return " ".join(text.split())


def assert_pdf_hidden_blocks_paint_nothing(
    docs: Iterable[Any], make_pdf: Callable[..., bytes], count: int
) -> None:
    """Blanking the hidden block of each of the ``count`` PDFs (from ``\\nq `` to ``\\nQ\\n``,
    same length, offsets kept) changes no pixel while the page still shows its visible text;
    the block draws text, and PDFium extracts every attack's planted text."""
    import pypdfium2

    empty = pdf_pixels(make_pdf("", []))
    pdfs = [d for d in docs if d.body.startswith(b"%PDF-")]
    assert len(pdfs) == count
    for doc in pdfs:
        start = doc.body.index(b"\nq ")
        end = doc.body.index(b"\nQ\n", start) + 2
        blanked = doc.body[:start] + b" " * (end - start) + doc.body[end:]
        shown = pdf_pixels(doc.body)
        assert shown == pdf_pixels(blanked) and shown != empty, doc.id
        assert b") Tj" in doc.body[start:end], doc.id
        if doc.injected:
            text = pypdfium2.PdfDocument(doc.body)[0].get_textpage().get_text_range()
            assert _squash(doc.payload or "")[:30] in _squash(text), doc.id


def assert_pdf_technique_hides(
    make_pdf: Callable[..., bytes], technique: str, paras: list[str], hidden: str
) -> None:
    """A PDF made with ``technique`` renders as the same page without its hidden block, paints
    the block once the hiding operators are replaced by a black fill (``0 g``), and keeps the
    hidden text extractable; an unknown technique is refused."""
    import pypdfium2
    import pytest

    pdf = make_pdf("Heading", paras, hidden, technique)
    assert pdf_pixels(pdf, 2) == pdf_pixels(make_pdf("Heading", paras), 2)
    start = pdf.index(b"\nq ") + 3
    end = pdf.index(b"\nBT", start)
    bare = pdf[:start] + b"0 g".ljust(end - start) + pdf[end:]
    assert pdf_pixels(bare, 2) != pdf_pixels(pdf, 2)
    words = " ".join(hidden.split()[:4])
    assert words in pypdfium2.PdfDocument(pdf)[0].get_textpage().get_text_range()
    with pytest.raises(ValueError):
        make_pdf("Heading", paras, hidden, "no-such-technique")


def assert_imports_only(package: Path, allowed_from: set[str], allowed_import: set[str]) -> None:
    """Every module of ``package`` imports (absolutely) only from ``allowed_from`` and
    ``import``s only ``allowed_import``: a held-out set uses nothing of the detector."""
    import ast

    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                assert node.module in allowed_from, (path.name, node.module)
            if isinstance(node, ast.Import):
                assert {a.name for a in node.names} <= allowed_import, path.name
