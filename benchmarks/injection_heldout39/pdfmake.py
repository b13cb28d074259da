"""One-page PDFs (500 x 700 pt, portrait), written byte by byte: no PDF library, no
compression, no date. Heading in Helvetica-Bold above a short teal bar, body in Times-Roman.
``make_pdf`` sets the visible paragraphs and, on request, one more text inside a hidden
block (``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up before
its text object. None paints a pixel (the tests render every PDF with PDFium), and the text
stays in the page's content stream, where PDFium extracts it:

- ``shear_past_right_edge``: the CTM sheared along x by 40 times the height
  (``1 0 40 1 0 0 cm``, not singular), so every line, standing at least 36 pt above the
  page's foot, is pushed more than 1400 pt to the right, beyond the page;
- ``clip_hairline_segment``: the clip set to a closed path of one straight segment across
  the page (``m`` ... ``l h W n``), which encloses no area;
- ``rise_far_below``: a text rise of -5000 (``Ts``) set before the text object opens, so
  every line is drawn far below the page's foot;
- ``translate_far_right``: the CTM translated 4000 pt to the right (``1 0 0 1 4000 0 cm``),
  so the block falls well beyond the page's right edge."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "shear_past_right_edge",
    "clip_hairline_segment",
    "rise_far_below",
    "translate_far_right",
)
WIDTH, HEIGHT = 500, 700
MARGIN = 54
SIZE, LEADING = 11, 15
CHARS = 78

_SETUP = {
    "shear_past_right_edge": b"1 0 40 1 0 0 cm",
    "clip_hairline_segment": b"54 350 m 446 350 l h W n",
    "rise_far_below": b"-5000 Ts",
    "translate_far_right": b"1 0 0 1 4000 0 cm",
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
    bar = top - 22 * len(heading) + 4
    parts = [
        b"1 g 0 0 500 700 re f",
        pdf_block(heading, MARGIN, top, "Hb", 17, 22),
        f"0.18 0.42 0.35 rg {MARGIN} {bar} 90 3 re f 0 g".encode(),
    ]
    y: float = bar - 20
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
            "/Resources << /Font << /Tr 5 0 R /Hb 6 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout39) >>",
    ]
    return pdf_file("1.5", objects, 7)
