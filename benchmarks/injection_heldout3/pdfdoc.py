"""PDF documents for the set, drawn with PDFium (pypdfium2): a title, paragraphs, and
optionally a text hidden in one of four ways: an invisible text layer (render mode 3),
white text, 0.8-point text, or ordinary text covered by an image drawn over it. Standard
Helvetica (WinAnsi) only: text is reduced to cp1252. Byte-identical on every run."""

from __future__ import annotations

import ctypes
import random
from dataclasses import dataclass

from pytest_websearch_bench.synthetic.pdf import _deterministic

WIDTH, HEIGHT, MARGIN = 595.0, 842.0, 60.0  # A4
TECHNIQUES = ("render_mode_3", "white_text", "tiny_text", "under_image")


@dataclass
class _Text:
    page: int
    x: float
    y: float
    text: str
    size: float
    mode: str  # "normal" or a technique


@dataclass
class _Cover:
    page: int
    x: float
    y: float
    w: float
    h: float
    seed: int


def latin(text: str) -> str:
    return text.encode("cp1252", "replace").decode("cp1252")


def _wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for raw in text.splitlines() or [""]:
        line = ""
        for word in raw.split():
            if line and len(line) + 1 + len(word) > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}".strip()
        if line:
            lines.append(line)
    return lines


class _Layout:
    def __init__(self) -> None:
        self.texts: list[_Text] = []
        self.covers: list[_Cover] = []
        self.page = 0
        self.y = HEIGHT - MARGIN

    def line(self, text: str, size: float, mode: str = "normal", gap: float = 3.0) -> None:
        if self.y - size < MARGIN:
            self.page += 1
            self.y = HEIGHT - MARGIN
        self.y -= size
        self.texts.append(_Text(self.page, MARGIN, self.y, latin(text), size, mode))
        self.y -= gap


def build(
    title: str, paragraphs: list[str], hidden: str | None, rng: random.Random
) -> tuple[bytes, str]:
    """(PDF bytes, technique) of ``paragraphs`` with ``hidden`` planted at a random place."""
    layout = _Layout()
    layout.line(title, 16.0, gap=10.0)
    technique = "none"
    at = rng.randrange(len(paragraphs) + 1)
    for i in range(len(paragraphs) + 1):
        if hidden is not None and i == at:
            technique = rng.choice(TECHNIQUES)
            _hide(layout, hidden, technique, rng)
        if i < len(paragraphs):
            for chunk in _wrap(paragraphs[i], 92):
                layout.line(chunk, 10.0)
            layout.y -= 6.0
    return _render(layout), technique


def _hide(layout: _Layout, text: str, technique: str, rng: random.Random) -> None:
    if technique == "tiny_text":
        for chunk in _wrap(text, 400):
            layout.line(chunk, 0.8, technique, gap=0.2)
        return
    chunks = _wrap(text, 92)
    if technique == "under_image" and layout.y - 12.0 * len(chunks) - 4.0 < MARGIN:
        layout.page += 1  # the whole block on one page, under one picture
        layout.y = HEIGHT - MARGIN
    top = layout.y + 2.0
    for chunk in chunks:
        layout.line(chunk, 9.0, technique)
    if technique == "under_image":
        width = WIDTH - 2 * MARGIN + 8.0
        low = layout.y - 1.0
        layout.covers.append(
            _Cover(layout.page, MARGIN - 4.0, low, width, top - low, rng.randrange(1 << 16))
        )
        layout.y -= 6.0


def _render(layout: _Layout) -> bytes:
    import io

    import pypdfium2
    import pypdfium2.raw as raw

    document = pypdfium2.PdfDocument.new()
    font = raw.FPDFText_LoadStandardFont(document.raw, b"Helvetica")
    pages = max([t.page for t in layout.texts] + [c.page for c in layout.covers]) + 1
    for number in range(pages):
        page = document.new_page(WIDTH, HEIGHT)
        for item in (t for t in layout.texts if t.page == number):
            obj = raw.FPDFPageObj_CreateTextObj(document.raw, font, ctypes.c_float(item.size))
            buffer = ctypes.create_string_buffer((item.text + "\x00").encode("utf-16-le"))
            raw.FPDFText_SetText(obj, ctypes.cast(buffer, raw.FPDF_WIDESTRING))
            raw.FPDFPageObj_Transform(obj, 1, 0, 0, 1, item.x, item.y)
            if item.mode == "render_mode_3":
                raw.FPDFTextObj_SetTextRenderMode(obj, raw.FPDF_TEXTRENDERMODE_INVISIBLE)
            elif item.mode == "white_text":
                raw.FPDFPageObj_SetFillColor(obj, 255, 255, 255, 255)
            else:
                raw.FPDFPageObj_SetFillColor(obj, 20, 20, 20, 255)
            raw.FPDFPage_InsertObject(page.raw, obj)
        for cover in (c for c in layout.covers if c.page == number):
            _cover(document, page, cover)  # drawn after the text: on top of it
        page.gen_content()
        page.close()
    out = io.BytesIO()
    document.save(out)
    document.close()
    return _deterministic(out.getvalue())


def _cover(document: object, page: object, cover: _Cover) -> None:
    """An opaque picture (a soft two-tone banner) over the rectangle of ``cover``."""
    import pypdfium2

    w, h = max(2, int(cover.w / 2)), max(2, int(cover.h / 2))
    bitmap = pypdfium2.PdfBitmap.new_native(w, h, pypdfium2.raw.FPDFBitmap_BGR)
    tone = 200 + cover.seed % 40
    bitmap.fill_rect((tone, 230, 240, 255), 0, 0, w, h)
    bitmap.fill_rect((tone - 60, 160, 190, 255), 0, 0, w // 3, h)
    image = pypdfium2.PdfImage.new(document)
    image.set_bitmap(bitmap)
    image.set_matrix(pypdfium2.PdfMatrix().scale(cover.w, cover.h).translate(cover.x, cover.y))
    page.insert_obj(image)  # type: ignore[attr-defined]
    bitmap.close()
