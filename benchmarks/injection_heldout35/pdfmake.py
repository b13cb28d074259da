"""One-page PDFs (560 x 720 pt, a tall page), written byte by byte: no PDF library, no
compression, no date. Heading in Times-Bold over a slate-blue band, body in Times-Roman.
``make_pdf`` sets the visible paragraphs and, on request, one more text inside a hidden
block (``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up, after a
black fill (``0 g``), before its text object. None paints a pixel (the tests render every
PDF with PDFium), and the text stays in the page's content stream, where PDFium extracts it:

- ``ca_thousandth_alpha``: a graphics state (``/Ga gs``) whose fill alpha is one thousandth
  (``/ca 0.001``), too faint to move any 8-bit channel off white;
- ``retraced_line_clip``: the clip made (``W n``) from a path that runs out along a line and
  back along the same line, enclosing no area;
- ``rgb_white_sc``: the fill colour space switched to DeviceRGB and set to white
  (``/DeviceRGB cs 1 1 1 sc``) on the white page;
- ``ctm_skew_up_offpage``: the CTM skewed so each point rises forty times its x
  (``1 40 0 1 0 0 cm``), lifting every glyph far above the page."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "ca_thousandth_alpha",
    "retraced_line_clip",
    "rgb_white_sc",
    "ctm_skew_up_offpage",
)
WIDTH, HEIGHT = 560, 720
MARGIN = 54
SIZE, LEADING = 11, 15
CHARS = 86

_SETUP = {
    "ca_thousandth_alpha": b"/Ga gs",
    "retraced_line_clip": b"54 40 m 506 680 l 54 40 l h W n",
    "rgb_white_sc": b"/DeviceRGB cs 1 1 1 sc",
    "ctm_skew_up_offpage": b"1 40 0 1 0 0 cm",
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
    band = 22 * len(heading) + 10
    parts = [
        b"1 g 0 0 560 720 re f",
        f"0.3 0.42 0.5 rg {MARGIN - 8} {top - band + 16} {WIDTH - 2 * MARGIN + 16} {band} re f".encode(),
        b"1 g",
        pdf_block(heading, MARGIN, top, "Tb", 17, 22),
        b"0 g",
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
            "/Resources << /Font << /Tr 5 0 R /Tb 6 0 R >> /ExtGState << /Ga 8 0 R >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout35) >>",
        b"<< /Type /ExtGState /ca 0.001 >>",
    ]
    return pdf_file("1.7", objects, 7)
