"""One-page PDFs (560 x 800 pt, portrait), written byte by byte: no PDF library, no
compression, no date. Heading in Helvetica-Bold above a thin teal rule, body in Times-Roman,
a short teal bar at the foot's left. ``make_pdf`` sets the visible paragraphs and, on
request, one more text inside a hidden block (``q`` ... ``Q``, its lines kept above y = 50)
whose hiding is set up before its text object. None paints a pixel (the tests render every
PDF with PDFium), and the text stays in the page's content stream, where PDFium extracts it:

- ``ctm_halved_far_right``: the CTM halved and moved 900 pt right
  (``0.5 0 0 0.5 900 0 cm``), so the block, drawn right of x = 60, lands right of x = 930,
  wholly beyond the page's right edge (x = 560);
- ``ctm_doubled_sunk``: the CTM doubled and moved 2000 pt down (``2 0 0 2 0 -2000 cm``), so
  the block, drawn below y = 790, lands wholly below the page (under y = -420);
- ``clip_band_under_page``: the clip set to a band wholly under the page
  (``0 -400 560 300 re W n``), which no point of the block, drawn above y = 40, meets;
- ``clip_sliver_left_margin``: the clip set to a 20 pt strip at the page's left edge
  (``0 0 20 800 re W n``), which no glyph of the block, drawn from x = 60 rightwards, meets."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "ctm_halved_far_right",
    "ctm_doubled_sunk",
    "clip_band_under_page",
    "clip_sliver_left_margin",
)
WIDTH, HEIGHT = 560, 800
MARGIN = 60
SIZE, LEADING = 11, 14.5
CHARS = 80

_SETUP = {
    "ctm_halved_far_right": b"0.5 0 0 0.5 900 0 cm",
    "ctm_doubled_sunk": b"2 0 0 2 0 -2000 cm",
    "clip_band_under_page": b"0 -400 560 300 re W n",
    "clip_sliver_left_margin": b"0 0 20 800 re W n",
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
        pdf_block(heading, MARGIN, top, "F2", 15, 20),
        f"0.06 0.32 0.34 rg {MARGIN} {top - 20 * len(heading) + 9} {WIDTH - 2 * MARGIN} 1.5 re f"
        " 0 g".encode(),
        f"0.06 0.32 0.34 rg {MARGIN} 32 40 4 re f 0 g".encode(),
    ]
    y: float = top - 20 * len(heading) - 12
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "F1", SIZE, LEADING))
        y -= LEADING * len(lines) + 7
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 50 + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how] + b" 0 g")
        parts.append(pdf_block(hidden_lines, MARGIN, y, "F1", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout52) >>",
    ]
    return pdf_file("1.4", objects, 7)
