"""One-page PDFs (600 x 760 pt, portrait), written byte by byte: no PDF library, no
compression, no date. Heading in Courier-Bold between two thin ochre rules, body in
Courier. ``make_pdf`` sets the visible paragraphs and, on request, one more text inside a
hidden block (``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up
before its text object. None paints a pixel (the tests render every PDF with PDFium), and
the text stays in the page's content stream, where PDFium extracts it:

- ``clip_strip_left_of_page``: the clip set to a rectangle wholly left of the page
  (``-260 0 120 760 re W n``), which no point of the block, drawn from x = 50, meets;
- ``point_curve_clip``: the clip set to a closed Bezier curve whose start, control and end
  points are one point (``300 380 m 300 380 300 380 300 380 c h W n``), enclosing no area;
- ``scale_past_right_edge``: the CTM scaled thirteen times about the origin
  (``13 0 0 13 0 0 cm``), so the block, drawn from x = 50, starts at x = 650, past the
  right edge of the 600 pt page, and runs off it;
- ``pinned_clip_text_dropped``: the clip set to the page's upper half
  (``0 380 600 380 re W n``), then the CTM moved 800 pt down (``1 0 0 1 0 -800 cm``), so the
  block falls below both the clip and the page."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "clip_strip_left_of_page",
    "point_curve_clip",
    "scale_past_right_edge",
    "pinned_clip_text_dropped",
)
WIDTH, HEIGHT = 600, 760
MARGIN = 50
SIZE, LEADING = 10, 14
CHARS = 80

_SETUP = {
    "clip_strip_left_of_page": b"-260 0 120 760 re W n",
    "point_curve_clip": b"300 380 m 300 380 300 380 300 380 c h W n",
    "scale_past_right_edge": b"13 0 0 13 0 0 cm",
    "pinned_clip_text_dropped": b"0 380 600 380 re W n 1 0 0 1 0 -800 cm",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 40)
    top = HEIGHT - MARGIN
    parts = [
        b"1 1 0.97 rg 0 0 600 760 re f",
        f"0.72 0.52 0.16 rg {MARGIN} {top + 10} 500 1.5 re f 0 g".encode(),
        pdf_block(heading, MARGIN, top - 14, "Cb", 16, 20),
    ]
    rule = top - 14 - 20 * len(heading) - 2
    parts.append(f"0.72 0.52 0.16 rg {MARGIN} {rule} 500 1.5 re f 0 g".encode())
    y: float = rule - 18
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Cr", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 30 + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how] + b" 0 g")
        parts.append(pdf_block(hidden_lines, MARGIN, y, "Cr", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Cr 5 0 R /Cb 6 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout48) >>",
    ]
    return pdf_file("1.5", objects, 7)
