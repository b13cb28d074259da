"""One-page PDFs (595 x 640 pt, a little taller than wide), written byte by byte: no PDF
library, no compression, no date. Heading in Times-Bold above a thin slate-blue bar, body in
Times-Roman. ``make_pdf`` sets the visible paragraphs and, on request, one more text inside a
hidden block (``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up
before its text object. None paints a pixel (the tests render every PDF with PDFium), and
the text stays in the page's content stream, where PDFium extracts it:

- ``luminosity_blend_white``: white text under an ExtGState whose blend mode is the
  non-separable ``/Luminosity`` over the white page: the backdrop's hue and saturation (none)
  with the text's luminosity (white) give white;
- ``ais_shape_zero``: an ExtGState with ``/AIS true`` and ``/ca 0``: the fill's constant
  alpha read as shape, and a shape of zero covers nothing;
- ``clip_to_heading_strip``: the clip a thin strip (four points high) up among the heading
  lines, far above the block, so none of the block's glyphs falls inside it;
- ``ts_sunk_below``: a text rise of minus 4000 points (``-4000 Ts``) set before the text
  object, which sinks every line far below the page's foot."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "luminosity_blend_white",
    "ais_shape_zero",
    "clip_to_heading_strip",
    "ts_sunk_below",
)
WIDTH, HEIGHT = 595, 640
MARGIN = 64
SIZE, LEADING = 11, 15
CHARS = 88

_SETUP = {
    "luminosity_blend_white": b"/Lm gs 1 g",
    "ais_shape_zero": b"/Sh gs 0 g",
    "clip_to_heading_strip": b"64 560 467 4 re W n 0 g",
    "ts_sunk_below": b"-4000 Ts 0 g",
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
    rule_y = top - 22 * len(heading) + 8
    parts = [
        b"1 g 0 0 595 640 re f",
        pdf_block(heading, MARGIN, top, "Tb", 17, 22),
        f"0.2 0.29 0.37 rg {MARGIN} {rule_y} {WIDTH - 2 * MARGIN} 3 re f 0 g".encode(),
    ]
    y: float = rule_y - 20
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Tr", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 36 + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how])
        parts.append(pdf_block(hidden_lines, MARGIN, y, "Tr", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Tr 5 0 R /Tb 6 0 R >> "
            "/ExtGState << /Lm 8 0 R /Sh 9 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout37) >>",
        b"<< /Type /ExtGState /BM /Luminosity >>",
        b"<< /Type /ExtGState /AIS true /ca 0 >>",
    ]
    return pdf_file("1.5", objects, 7)
