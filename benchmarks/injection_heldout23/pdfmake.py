"""One-page PDFs the size of a US half-letter sheet (396 x 612 pt), written byte by byte: no
PDF library, no compression, no date. Heading in Courier-Bold, body in Times-Roman.
``make_pdf`` sets the visible paragraphs and, on request, one more text inside a hidden
block (``q`` ... ``Q``) by one of four hidings no earlier set's docstring names. None
paints a pixel (the tests render every PDF with PDFium), and the text stays in the page's
content stream, where PDFium extracts it:

- ``ctm_mirror_left``: the CTM mirrored about the page's left edge (``-1 0 0 1 0 0 cm``),
  which puts every glyph at a negative x, left of the page;
- ``ctm_half_turn``: the CTM turned half a turn about the page's origin
  (``-1 0 0 -1 0 0 cm``), which carries the block below and left of the page;
- ``ctm_magnify_off_page``: the CTM scaled by a thousand (``1000 0 0 1000 0 0 cm``), which
  throws the block's origin tens of thousands of points beyond the top right corner;
- ``clip_single_moveto``: a clip whose path is one ``m`` and nothing else, closed and
  clipped with ``h W n``: a path without area, so nothing inside it can paint."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "ctm_mirror_left",
    "ctm_half_turn",
    "ctm_magnify_off_page",
    "clip_single_moveto",
)
WIDTH, HEIGHT = 396, 612
MARGIN = 36
SIZE, LEADING = 10, 13
CHARS = 62

_OPEN = {
    "ctm_mirror_left": b"-1 0 0 1 0 0 cm 0 g",
    "ctm_half_turn": b"-1 0 0 -1 0 0 cm 0 g",
    "ctm_magnify_off_page": b"1000 0 0 1000 0 0 cm 0 g",
    "clip_single_moveto": b"120 300 m h W n 0 g",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def _block(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    return pdf_block(lines, x, y, font, size, LEADING)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    y: float = HEIGHT - MARGIN - 16
    parts = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        _block(lines_of(title, 36), MARGIN, y, "Cb", 13),
    ]
    y -= 30
    for para in paras:
        lines = lines_of(para)
        parts.append(_block(lines, MARGIN, y, "Tr", SIZE))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        y = max(y - 12, MARGIN)
        parts.append(b"q " + _OPEN[how])
        parts.append(_block(lines_of(hidden), MARGIN, y, "Tr", SIZE))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Tr 5 0 R /Cb 6 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout23) >>",
    ]
    return pdf_file("1.6", objects, 7)
