"""One-page PDFs (560 x 720 pt, tall), written byte by byte: no PDF library, no compression,
no date. Heading in Helvetica-BoldOblique inside a pale green band, body in Times-Roman.
``make_pdf`` sets the visible paragraphs and, on request, one more text inside a hidden
block (``q 0 g`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up
after the black fill and before its text object. None paints a pixel (the tests render every
PDF with PDFium), and the text stays in the page's content stream, where PDFium extracts it:

- ``rise_under_foot``: a text rise of -4000 (``Ts``) set before the text object opens, so
  every glyph is drawn far below the page's bottom edge;
- ``ctm_lift_above_page``: the CTM moved up by 3000 pt (``1 0 0 1 0 3000 cm``), so the
  block is drawn far above the page's top edge;
- ``uncoloured_pattern_white``: the fill set to an uncoloured tiling pattern (``PaintType
  2``, a colour space ``[/Pattern /DeviceGray]``) whose cell fills itself, given the grey
  level 1 (``1 /Pu scn``): white glyphs on the white page;
- ``ctm_upend_below_page``: the CTM mirrored top to bottom (``1 0 0 -1 0 0 cm``), so the
  block, drawn upside down, falls below the page's bottom edge."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "rise_under_foot",
    "ctm_lift_above_page",
    "uncoloured_pattern_white",
    "ctm_upend_below_page",
)
WIDTH, HEIGHT = 560, 720
MARGIN = 54
SIZE, LEADING = 11, 15
CHARS = 84

_SETUP = {
    "rise_under_foot": b"-4000 Ts",
    "ctm_lift_above_page": b"1 0 0 1 0 3000 cm",
    "uncoloured_pattern_white": b"/Pg cs 1 /Pu scn",
    "ctm_upend_below_page": b"1 0 0 -1 0 0 cm",
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
    band = 22 * len(heading) + 12
    parts = [
        b"1 g 0 0 560 720 re f",
        f"0.86 0.93 0.84 rg {MARGIN - 8} {top - band + 16} {WIDTH - 2 * MARGIN + 16} {band} "
        "re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "Hb", 17, 22),
    ]
    y: float = top - band - 4
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Tr", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 36 + LEADING * len(hidden_lines))
        parts.append(b"q 0 g " + _SETUP[how])
        parts.append(pdf_block(hidden_lines, MARGIN, y, "Tr", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Tr 5 0 R /Hb 6 0 R >> "
            "/ColorSpace << /Pg [/Pattern /DeviceGray] >> /Pattern << /Pu 8 0 R >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        (
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-BoldOblique "
            b"/Encoding /WinAnsiEncoding >>"
        ),
        b"<< /Producer (injection_heldout45) >>",
        (
            b"<< /Type /Pattern /PatternType 1 /PaintType 2 /TilingType 1 /BBox [0 0 8 8] "
            b"/XStep 8 /YStep 8 /Resources << >> /Length 12 >>\nstream\n0 0 8 8 re f"
            b"\nendstream"
        ),
    ]
    return pdf_file("1.7", objects, 7)
