"""One-page PDFs (600 x 780 pt, portrait), written byte by byte: no PDF library, no
compression, no date. Heading in Courier-Bold above a mustard rule, body in Helvetica, a
small charcoal square at the foot's right. ``make_pdf`` sets the visible paragraphs and, on
request, one more text inside a hidden block (``q`` ... ``Q``, its lines kept above y = 50)
whose hiding is set up before its text object. None paints a pixel (the tests render every
PDF with PDFium), and the text stays in the page's content stream, where PDFium extracts it:

- ``ctm_pushed_above_top``: the CTM moved 1400 pt up (``1 0 0 1 0 1400 cm``), so the block,
  drawn below y = 780, lands wholly above the page;
- ``ctm_slid_far_left``: the CTM moved 1500 pt left (``1 0 0 1 -1500 0 cm``), so the
  block, drawn right of x = 60 and narrower than 500 pt, lands wholly left of the page;
- ``clip_even_odd_doubled``: the clip set by the even-odd rule to the page's rectangle drawn
  twice (``0 0 600 780 re 0 0 600 780 re W* n``): every point is crossed twice, so none is
  inside;
- ``clip_square_above_page``: the clip set to a square wholly above the page
  (``0 900 200 200 re W n``), which no point of the block, drawn below y = 780, meets."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "ctm_pushed_above_top",
    "ctm_slid_far_left",
    "clip_even_odd_doubled",
    "clip_square_above_page",
)
WIDTH, HEIGHT = 600, 780
MARGIN = 60
SIZE, LEADING = 10.5, 14
CHARS = 88

_SETUP = {
    "ctm_pushed_above_top": b"1 0 0 1 0 1400 cm",
    "ctm_slid_far_left": b"1 0 0 1 -1500 0 cm",
    "clip_even_odd_doubled": b"0 0 600 780 re 0 0 600 780 re W* n",
    "clip_square_above_page": b"0 900 200 200 re W n",
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
        pdf_block(heading, MARGIN, top, "F2", 16, 21),
        f"0.85 0.65 0.13 rg {MARGIN} {top - 21 * len(heading) + 8} {WIDTH - 2 * MARGIN} 3 re f"
        " 0 g".encode(),
        f"0.2 0.2 0.2 rg {WIDTH - MARGIN - 10} 30 10 10 re f 0 g".encode(),
    ]
    y: float = top - 21 * len(heading) - 14
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "F1", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
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
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout51) >>",
    ]
    return pdf_file("1.4", objects, 7)
