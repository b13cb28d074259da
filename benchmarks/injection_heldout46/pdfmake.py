"""One-page PDFs (552 x 708 pt, portrait), written byte by byte: no PDF library, no
compression, no date. Heading in Times-Bold over a slate-blue band's lower edge, body in
Times-Roman. ``make_pdf`` sets the visible paragraphs and, on request, one more text inside a
hidden block (``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up
before its text object, in the graphics state the text object inherits. None paints a pixel
(the tests render every PDF with PDFium), and the text stays in the page's content stream,
where PDFium extracts it:

- ``text_rise_under_foot``: a text rise of -4000 (``Ts``), dropping every glyph far under the page;
- ``mirror_under_foot``: the CTM mirrored about the page's bottom edge
  (``1 0 0 -1 0 0 cm``), so the block, set above the foot, falls at negative y, under the
  page (upside down);
- ``clip_only_render_mode``: text render mode 7 (``7 Tr``), glyph outlines only added to the
  clipping path, never filled or stroked;
- ``white_stroke_mode``: render mode 1 (stroke, no fill) with a white stroke colour on the
  white page (``1 1 1 RG 1 Tr``)."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "text_rise_under_foot",
    "mirror_under_foot",
    "clip_only_render_mode",
    "white_stroke_mode",
)
WIDTH, HEIGHT = 552, 708
MARGIN = 54
SIZE, LEADING = 11, 14.5
CHARS = 84

_SETUP = {
    "text_rise_under_foot": b"-4000 Ts",
    "mirror_under_foot": b"1 0 0 -1 0 0 cm",
    "clip_only_render_mode": b"7 Tr",
    "white_stroke_mode": b"1 1 1 RG 1 Tr",
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
    band = top - 22 * len(heading) + 4
    parts = [
        b"1 g 0 0 552 708 re f",
        f"0.32 0.41 0.48 rg {MARGIN} {band} {WIDTH - 2 * MARGIN} 3 re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "Tb", 17, 22),
    ]
    y: float = band - 20
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
        b"<< /Producer (injection_heldout46) >>",
    ]
    return pdf_file("1.5", objects, 7)
