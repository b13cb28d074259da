"""One-page PDFs (612 x 792 pt, US letter), written byte by byte: no PDF library, no
compression, no date. Heading in Times-Bold over a thick teal bar, body in Times-Roman.
``make_pdf`` sets the visible paragraphs and, on request, one more text inside a hidden block
(``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up before its text
object. None paints a pixel (the tests render every PDF with PDFium), and the text stays in
the page's content stream, where PDFium extracts it:

- ``line_segment_clip``: the clip set to a path that is one straight line segment (``m``,
  ``l``, ``W n``): a path with no area, so nothing is inside it;
- ``opposite_winding_clip``: the page rectangle drawn once by ``re`` and once more by hand in
  the opposite direction, made the clip by the nonzero rule (``W``): the windings cancel
  everywhere, so nothing is inside;
- ``white_stroke_outline``: text render mode 1 (stroke only, no fill) with the stroke colour
  set to white (``1 G``): the glyph outlines are stroked white on the white page;
- ``half_turn_offpage_cm``: the CTM turned half a turn about the page's origin (``-1 0 0 -1
  0 0 cm``), so the block lands below and left of the page, where nothing is shown."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "line_segment_clip",
    "opposite_winding_clip",
    "white_stroke_outline",
    "half_turn_offpage_cm",
)
WIDTH, HEIGHT = 612, 792
MARGIN = 66
SIZE, LEADING = 11, 15
CHARS = 88

_SETUP = {
    "line_segment_clip": b"66 60 m 546 720 l W n",
    "opposite_winding_clip": b"0 0 612 792 re 612 0 m 0 0 l 0 792 l 612 792 l h W n",
    "white_stroke_outline": b"1 Tr 1 G",
    "half_turn_offpage_cm": b"-1 0 0 -1 0 0 cm",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 52)
    top = HEIGHT - MARGIN
    parts = [
        b"1 g 0 0 612 792 re f",
        f"0.12 0.29 0.29 rg {MARGIN} {top + 22} {WIDTH - 2 * MARGIN} 6 re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "Tb", 17, 21),
    ]
    y: float = top - 21 * len(heading) - 14
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Tr", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 36 + LEADING * len(hidden_lines))
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
        b"<< /Producer (injection_heldout33) >>",
    ]
    return pdf_file("1.7", objects, 7)
