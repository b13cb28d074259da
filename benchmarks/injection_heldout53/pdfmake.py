"""One-page PDFs (560 x 800 pt, portrait), written byte by byte: no PDF library, no
compression, no date. Heading in Times-Bold above a slate-blue double rule, body in
Times-Roman, a small teal diamond at the head's right. ``make_pdf`` sets the
visible paragraphs and, on request, one more text inside a hidden block (``q`` ... ``Q``, its
lines kept above y = 50) whose hiding is set up before its text object. None paints a pixel
(the tests render every PDF with PDFium), and the text stays in the page's content stream,
where PDFium extracts it:

- ``shear_far_left``: the CTM sheared (``1 0 -20 1 0 0 cm``), so a point at height y moves
  20 y to the left; the block, drawn at y >= 60 and within x = 56 .. 560, lands
  wholly left of the page (x <= 560 - 1200);
- ``flip_below_page``: the CTM mirrored in the x axis (``1 0 0 -1 0 0 cm``), so the block,
  drawn above y = 60, lands wholly below the page;
- ``clip_right_of_page``: the clip set to a strip wholly right of the page
  (``620 0 100 800 re W n``), which no point of the block, drawn left of x = 560, meets;
- ``clip_nonzero_cancelled``: the clip set by the nonzero rule to the page's rectangle drawn
  once anticlockwise (``re``) and once clockwise (``m`` ... ``l`` ... ``h``): the windings
  cancel, so no point is inside."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "shear_far_left",
    "flip_below_page",
    "clip_right_of_page",
    "clip_nonzero_cancelled",
)
WIDTH, HEIGHT = 560, 800
MARGIN = 56
SIZE, LEADING = 11, 15
CHARS = 80

_SETUP = {
    "shear_far_left": b"1 0 -20 1 0 0 cm",
    "flip_below_page": b"1 0 0 -1 0 0 cm",
    "clip_right_of_page": b"620 0 100 800 re W n",
    "clip_nonzero_cancelled": b"0 0 560 800 re 0 0 m 0 800 l 560 800 l 560 0 l h W n",
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
    rule = top - 22 * len(heading) + 6
    parts = [
        pdf_block(heading, MARGIN, top, "F2", 17, 22),
        f"0.27 0.35 0.55 rg {MARGIN} {rule} {WIDTH - 2 * MARGIN} 2 re f"
        f" {MARGIN} {rule - 4} {WIDTH - 2 * MARGIN} 1 re f 0 g".encode(),
        f"0.1 0.5 0.5 rg {WIDTH - MARGIN - 6} {HEIGHT - 30} m {WIDTH - MARGIN} {HEIGHT - 24} l"
        f" {WIDTH - MARGIN + 6} {HEIGHT - 30} l {WIDTH - MARGIN} {HEIGHT - 36} l h f 0 g".encode(),
    ]
    y: float = rule - 20
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "F1", SIZE, LEADING))
        y -= LEADING * len(lines) + 9
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
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout53) >>",
    ]
    return pdf_file("1.4", objects, 7)
