"""One-page PDFs (560 x 640 pt, a tall card), written byte by byte: no PDF library, no
compression, no date. A slate-grey band across the top with the heading in Times-Bold in
white, body in Times-Roman below. ``make_pdf`` sets the visible paragraphs and, on request,
one more text inside a hidden block (``q`` ... ``Q``, its lines kept above the page's foot)
whose hiding is set up before its text object. None paints a pixel (the tests render every
PDF with PDFium), and the text stays in the page's content stream, where PDFium extracts it:

- ``ctm_turn_below_page``: the CTM turned a quarter clockwise (``0 -1 1 0 0 0 cm``), which
  swings every line of the block below the page's bottom edge;
- ``clip_zero_width_slit``: the clip set to a rectangle of zero width in the middle of the
  page (``280 0 0 640 re W n``), which holds no area;
- ``clip_triangle_above_page``: the clip set to a triangle wholly above the page's top edge;
- ``ctm_lift_above_page``: the CTM translated 5000 pt upwards, off the page."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "ctm_turn_below_page",
    "clip_zero_width_slit",
    "clip_triangle_above_page",
    "ctm_lift_above_page",
)
WIDTH, HEIGHT = 560, 640
MARGIN = 50
SIZE, LEADING = 11, 14.5
CHARS = 86

_SETUP = {
    "ctm_turn_below_page": b"0 -1 1 0 0 0 cm",
    "clip_zero_width_slit": b"280 0 0 640 re W n",
    "clip_triangle_above_page": b"0 700 m 560 700 l 280 900 l h W n",
    "ctm_lift_above_page": b"1 0 0 1 0 5000 cm",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 44)
    band = 24 + 20 * len(heading)
    parts = [
        b"1 g 0 0 560 640 re f",
        f"0.18 0.23 0.27 rg 0 {HEIGHT - band} {WIDTH} {band} re f".encode(),
        b"1 g",
        pdf_block(heading, MARGIN, HEIGHT - 30, "Tb", 16, 20),
        b"0 g",
    ]
    y: float = HEIGHT - band - 26
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Tr", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 30 + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how] + b" 0 g")
        parts.append(pdf_block(hidden_lines, MARGIN, y, "Tr", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Tr 5 0 R /Tb 6 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout41) >>",
    ]
    return pdf_file("1.6", objects, 7)
