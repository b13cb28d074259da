"""Small PDF builder for synthetic ``_shared/`` documents, on PDFium (pypdfium2).

Text lines in the standard Helvetica font, ruled tables that pdfplumber finds by
their lines, and image-only pages (a scan with no text layer). Output is
deterministic: PDFium stamps a creation date and a random file ID, which are
replaced by fixed values of the same length (so the cross-reference offsets hold)
and the file is byte-identical on every run.
"""

from __future__ import annotations

import ctypes
import hashlib
import io
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

PAGE_WIDTH = 612.0  # US Letter, points
PAGE_HEIGHT = 792.0
MARGIN = 56.0
FIXED_DATE = b"D:20261120120000+00'00'"


@dataclass
class _Line:
    x: float
    y: float
    text: str
    size: float
    invisible: bool = False  # render mode 3: neither filled nor stroked
    rgb: tuple[int, int, int] | None = None  # fill colour (None: black)


@dataclass
class _Page:
    lines: list[_Line] = field(default_factory=list)
    rules: list[tuple[float, float, float, float]] = field(default_factory=list)  # x, y, w, h
    scan_seed: str | None = None


class PdfBuilder:
    """Pages of text lines, ruled tables and scans, written by PDFium."""

    def __init__(self) -> None:
        self.pages: list[_Page] = []
        self._y = PAGE_HEIGHT - MARGIN

    def new_page(self) -> None:
        self.pages.append(_Page())
        self._y = PAGE_HEIGHT - MARGIN

    def _page(self) -> _Page:
        if not self.pages:
            self.new_page()
        return self.pages[-1]

    def line(
        self,
        text: str,
        *,
        size: float = 10.0,
        gap: float = 4.0,
        x: float = MARGIN,
        invisible: bool = False,
        rgb: tuple[int, int, int] | None = None,
    ) -> None:
        """A line of text (``invisible``: a hidden text layer; ``rgb``: its colour); a new
        page when this one is full."""
        if self._y - size < MARGIN:
            self.new_page()
        self._y -= size
        self._page().lines.append(_Line(x, self._y, text, size, invisible, rgb))
        self._y -= gap

    def paragraph(self, text: str, *, size: float = 10.0, width: int = 95) -> None:
        words = text.split()
        current: list[str] = []
        for word in words:
            if current and len(" ".join([*current, word])) > width:
                self.line(" ".join(current), size=size)
                current = []
            current.append(word)
        if current:
            self.line(" ".join(current), size=size)
        self._y -= size * 0.6

    def table(
        self, rows: Sequence[Sequence[str]], widths: Sequence[float], *, size: float = 9.0
    ) -> None:
        """A table with every cell ruled (each cell a single line of text)."""
        height = size + 8.0
        if self._y - height * len(rows) < MARGIN:
            self.new_page()
        page = self._page()
        top = self._y
        for r, row in enumerate(rows):
            y = top - height * (r + 1)
            x = MARGIN
            for width, text in zip(widths, row, strict=True):
                page.rules.append((x, y, width, height))
                page.lines.append(_Line(x + 4.0, y + 5.0, text, size))
                x += width
        self._y = top - height * len(rows) - 12.0

    def scan_page(self, seed: str) -> None:
        """A page that is only an image: a scanned sheet, no text layer."""
        self.pages.append(_Page(scan_seed=seed))
        self._y = PAGE_HEIGHT - MARGIN

    def build(self) -> bytes:
        import pypdfium2
        import pypdfium2.raw as raw

        document = pypdfium2.PdfDocument.new()
        font = raw.FPDFText_LoadStandardFont(document.raw, b"Helvetica")
        for spec in self.pages:
            page = document.new_page(PAGE_WIDTH, PAGE_HEIGHT)
            if spec.scan_seed is not None:
                _insert_scan(document, page, spec.scan_seed)
            for x, y, width, height in spec.rules:
                rect = raw.FPDFPageObj_CreateNewRect(x, y, width, height)
                raw.FPDFPageObj_SetStrokeColor(rect, 0, 0, 0, 255)
                raw.FPDFPageObj_SetStrokeWidth(rect, ctypes.c_float(0.8))
                raw.FPDFPath_SetDrawMode(rect, raw.FPDF_FILLMODE_NONE, True)
                raw.FPDFPage_InsertObject(page.raw, rect)
            for line in spec.lines:
                raw.FPDFPage_InsertObject(page.raw, _text_object(document, font, line))
            page.gen_content()
            page.close()
        buffer = io.BytesIO()
        document.save(buffer)
        document.close()
        return _deterministic(buffer.getvalue())


def _text_object(document: Any, font: Any, line: _Line) -> Any:
    import pypdfium2.raw as raw

    obj = raw.FPDFPageObj_CreateTextObj(document.raw, font, ctypes.c_float(line.size))
    encoded = ctypes.create_string_buffer((line.text + "\x00").encode("utf-16-le"))
    raw.FPDFText_SetText(obj, ctypes.cast(encoded, raw.FPDF_WIDESTRING))
    raw.FPDFPageObj_Transform(obj, 1, 0, 0, 1, line.x, line.y)
    if line.invisible:
        raw.FPDFTextObj_SetTextRenderMode(obj, raw.FPDF_TEXTRENDERMODE_INVISIBLE)
    if line.rgb is not None:
        raw.FPDFPageObj_SetFillColor(obj, *line.rgb, 255)
    return obj


def _insert_scan(document: Any, page: Any, seed: str) -> None:
    """A grey sheet with dark strokes where lines of type would be: pixels only."""
    import pypdfium2

    width, height = 306, 396  # half resolution of the page: small, still an image
    bitmap = pypdfium2.PdfBitmap.new_native(width, height, pypdfium2.raw.FPDFBitmap_BGR)
    bitmap.fill_rect((236, 233, 225, 255), 0, 0, width, height)
    rng = random.Random(seed)
    y = 30
    while y < height - 30:
        x = 24 + rng.randint(0, 6)
        while x < width - 40:
            word = rng.randint(8, 34)
            bitmap.fill_rect((40, 40, 40, 255), x, y, min(word, width - 24 - x), 3)
            x += word + rng.randint(4, 8)
        y += rng.randint(9, 12)
    image = pypdfium2.PdfImage.new(document)
    image.set_bitmap(bitmap)
    image.set_matrix(pypdfium2.PdfMatrix().scale(PAGE_WIDTH, PAGE_HEIGHT))
    page.insert_obj(image)
    bitmap.close()


_DATE = re.compile(rb"/CreationDate\s*\(D:[^)]*\)")
_ID = re.compile(rb"/ID\s*\[\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*\]")


def _deterministic(data: bytes) -> bytes:
    """Fixed creation date and an ID derived from the content, at unchanged lengths."""

    def date(match: re.Match[bytes]) -> bytes:
        original = match.group(0)
        fixed = b"/CreationDate(" + FIXED_DATE + b")"
        return fixed.ljust(len(original)) if len(fixed) <= len(original) else original

    data = _DATE.sub(date, data)
    blank = _ID.sub(
        lambda m: (
            m.group(0)
            .replace(m.group(1), b"0" * len(m.group(1)))
            .replace(m.group(2), b"0" * len(m.group(2)))
        ),
        data,
    )
    digest = hashlib.md5(blank, usedforsecurity=False).hexdigest().upper().encode()

    def file_id(match: re.Match[bytes]) -> bytes:
        first, second = match.group(1), match.group(2)
        return (
            match.group(0)
            .replace(first, digest[: len(first)].ljust(len(first), b"0"))
            .replace(second, digest[: len(second)].ljust(len(second), b"0"))
        )

    return _ID.sub(file_id, blank)
