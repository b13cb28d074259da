"""One-page PDFs (560 x 720 pt, tall), written byte by byte: no PDF library, no compression,
no date. Heading in Times-Bold over a thick slate-teal bar on its left, body in Times-Roman.
``make_pdf`` sets the visible paragraphs and, on request, one more text inside a hidden
block (``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up before
its text object. None paints a pixel (the tests render every PDF with PDFium), and the text
stays in the page's content stream, where PDFium extracts it:

- ``ctm_quarter_turn_offpage``: the CTM turned a quarter turn (``0 1 -1 0 0 0 cm``), so
  every glyph lands at negative x, left of the page;
- ``extgstate_lighten_blend``: a graphics state whose blend mode is ``/Lighten`` (``/Gl
  gs``): black glyphs lightened against the white page leave it white;
- ``ctm_flip_below_origin``: the CTM flipped top to bottom (``1 0 0 -1 0 0 cm``), so every
  glyph lands at negative y, below the page;
- ``ctm_huge_scale_offpage``: the CTM scaled twenty-five times (``25 0 0 25 0 0 cm``), so
  the block starts far past the page's right edge."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "ctm_quarter_turn_offpage",
    "extgstate_lighten_blend",
    "ctm_flip_below_origin",
    "ctm_huge_scale_offpage",
)
WIDTH, HEIGHT = 560, 720
MARGIN = 56
SIZE, LEADING = 11, 15
CHARS = 84

_SETUP = {
    "ctm_quarter_turn_offpage": b"0 1 -1 0 0 0 cm",
    "extgstate_lighten_blend": b"/Gl gs",
    "ctm_flip_below_origin": b"1 0 0 -1 0 0 cm",
    "ctm_huge_scale_offpage": b"25 0 0 25 0 0 cm",
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
        f"0.18 0.36 0.38 rg {MARGIN - 14} {top - 22 * len(heading) + 14} 6 "
        f"{22 * len(heading)} re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "Fb", 17, 22),
    ]
    y: float = top - 22 * len(heading) - 14
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Fr", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 30 + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how] + b" 0 g")
        parts.append(pdf_block(hidden_lines, MARGIN, y, "Fr", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Fr 5 0 R /Fb 6 0 R >> /ExtGState << /Gl << /BM /Lighten >> >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout42) >>",
    ]
    return pdf_file("1.5", objects, 7)
