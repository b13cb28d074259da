"""One-page PDFs (600 x 600 pt, square), written byte by byte: no PDF library, no
compression, no date. Heading in Courier-Bold under a thin sand-coloured rule, body in
Helvetica. ``make_pdf`` sets the visible paragraphs and, on request, one more text inside a
hidden block (``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up
before its text object. None paints a pixel (the tests render every PDF with PDFium), and
the text stays in the page's content stream, where PDFium extracts it:

- ``evenodd_twin_rect_clip``: the page rectangle appended twice to one path and made the
  clip by the even-odd rule (``W*``): every point is inside twice, so nothing is inside;
- ``render_mode_three_preset``: text render mode 3 (neither fill nor stroke) set by ``Tr``
  before the text object opens, in the page's graphics state;
- ``ctm_flattened_vertical``: the CTM's vertical scale set to zero (``1 0 0 0 0 0 cm``), so
  every glyph is folded onto the bottom edge with no height;
- ``clip_offpage_corner``: the clip set to a small rectangle below and left of the page's
  origin, where nothing of the block falls."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "evenodd_twin_rect_clip",
    "render_mode_three_preset",
    "ctm_flattened_vertical",
    "clip_offpage_corner",
)
WIDTH, HEIGHT = 600, 600
MARGIN = 60
SIZE, LEADING = 10.5, 14
CHARS = 92

_SETUP = {
    "evenodd_twin_rect_clip": b"0 0 600 600 re 0 0 600 600 re W* n",
    "render_mode_three_preset": b"3 Tr",
    "ctm_flattened_vertical": b"1 0 0 0 0 0 cm",
    "clip_offpage_corner": b"-90 -90 40 40 re W n",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 48)
    top = HEIGHT - MARGIN
    parts = [
        b"1 g 0 0 600 600 re f",
        pdf_block(heading, MARGIN, top, "Cb", 16, 20),
        f"0.87 0.78 0.6 RG 1.5 w {MARGIN} {top - 20 * len(heading) + 6} m "
        f"{WIDTH - MARGIN} {top - 20 * len(heading) + 6} l S 0 G".encode(),
    ]
    y: float = top - 20 * len(heading) - 16
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Hv", SIZE, LEADING))
        y -= LEADING * len(lines) + 7
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 30 + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how] + b" 0 g")
        parts.append(pdf_block(hidden_lines, MARGIN, y, "Hv", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Hv 5 0 R /Cb 6 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout32) >>",
    ]
    return pdf_file("1.6", objects, 7)
