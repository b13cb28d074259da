"""One-page PDFs (560 x 720 pt, a tall page), written byte by byte: no PDF library, no
compression, no date. Heading in Times-Bold with a short slate-blue bar to its left, body in
Times-Roman. ``make_pdf`` sets the visible paragraphs and, on request, one more text inside a
hidden block (``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up
before its text object. None paints a pixel (the tests render every PDF with PDFium), and
the text stays in the page's content stream, where PDFium extracts it:

- ``white_on_white_fill``: the fill colour set to white (``1 g``) over the page's white
  ground, so the glyphs are painted in the colour already there;
- ``text_rise_below_page``: a text rise of -900 (``-900 Ts``) set before the text object
  opens, so every line is drawn far below the page's foot;
- ``zero_width_clip``: the clip set to a rectangle of no width (``0 0 0 720 re W n``);
- ``render_mode_seven_clip``: text render mode 7 (add to the clip, neither fill nor
  stroke) set before the text object opens."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "white_on_white_fill",
    "text_rise_below_page",
    "zero_width_clip",
    "render_mode_seven_clip",
)
WIDTH, HEIGHT = 560, 720
MARGIN = 64
SIZE, LEADING = 11, 15
CHARS = 84

_SETUP = {
    "white_on_white_fill": b"1 g",
    "text_rise_below_page": b"0 g -900 Ts",
    "zero_width_clip": b"0 0 0 720 re W n 0 g",
    "render_mode_seven_clip": b"0 g 7 Tr",
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
        b"1 g 0 0 560 720 re f",
        f"0.29 0.38 0.5 rg {MARGIN - 14} {top - 20 * len(heading) + 14} 5 "
        f"{20 * len(heading)} re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "Tb", 17, 20),
    ]
    y: float = top - 20 * len(heading) - 14
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Tr", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 34 + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how])
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
        b"<< /Producer (injection_heldout38) >>",
    ]
    return pdf_file("1.5", objects, 7)
