"""One-page PDFs (560 x 700 pt, portrait), written byte by byte: no PDF library, no
compression, no date. Heading in Times-Bold over a short teal bar at the left margin, body in
Times-Roman. ``make_pdf`` sets the visible paragraphs and, on request, one more text inside a
hidden block (``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up
before its text object. None paints a pixel (the tests render every PDF with PDFium), and
the text stays in the page's content stream, where PDFium extracts it:

- ``zero_area_clip_rect``: the clip set to a rectangle of zero width and zero height
  (``0 0 0 0 re W n``), which holds no point;
- ``open_line_clip``: the clip set to an open path of one straight segment across the
  block (``m`` ... ``l W n``), which encloses no area;
- ``mirror_x_offpage``: the CTM mirrored left to right (``-1 0 0 1 0 0 cm``), so the block,
  drawn from the left margin rightwards, falls left of the page;
- ``slant_by_height_left``: the CTM sheared (``1 0 -20 1 0 0 cm``), so every point of the
  block, which sits at least 30 pt above the page's foot, is moved at least 600 pt to the
  left, off the page."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "zero_area_clip_rect",
    "open_line_clip",
    "mirror_x_offpage",
    "slant_by_height_left",
)
WIDTH, HEIGHT = 560, 700
MARGIN = 54
SIZE, LEADING = 11, 15
CHARS = 84

_SETUP = {
    "zero_area_clip_rect": b"0 0 0 0 re W n",
    "open_line_clip": b"54 350 m 506 350 l W n",
    "mirror_x_offpage": b"-1 0 0 1 0 0 cm",
    "slant_by_height_left": b"1 0 -20 1 0 0 cm",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 44)
    top = HEIGHT - MARGIN
    parts = [
        b"1 g 0 0 560 700 re f",
        f"0.1 0.45 0.45 rg {MARGIN} {top + 8} 60 4 re f 0 g".encode(),
        pdf_block(heading, MARGIN, top - 12, "Tb", 17, 21),
    ]
    y: float = top - 12 - 21 * len(heading) - 10
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
        b"<< /Producer (injection_heldout47) >>",
    ]
    return pdf_file("1.6", objects, 7)
