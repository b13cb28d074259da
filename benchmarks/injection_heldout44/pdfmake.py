"""One-page PDFs (540 x 700 pt), written byte by byte: no PDF library, no compression, no
date. Heading in Times-BoldItalic over a teal bar, body in Helvetica, black on a white page.
``make_pdf`` sets the visible paragraphs and, on request, one more text inside a hidden block
(``q`` ... ``Q``, its lines kept above the page's foot) whose hiding is set up before its
text object. None paints a pixel (the tests render every PDF with PDFium), and the text
stays in the page's content stream, where PDFium extracts it:

- ``mode_five_white_outline``: text render mode 5 (stroke and add to the clip, no fill) with
  a white stroking colour, so each glyph is outlined in white on the white page;
- ``gray_overrange_clamped``: the fill gray set to 7 (``7 g``), out of range and clamped to
  1, white on the white page;
- ``clip_zero_width_column``: the clip a rectangle of zero width standing in the middle of
  the page (``270 0 0 700 re W n``);
- ``clip_under_heading_bar``: the clip the rectangle of the teal bar over the heading
  (``54 664 432 6 re W n``), where no line of the block falls; the bar is painted before,
  so the clip shows nothing new."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "mode_five_white_outline",
    "gray_overrange_clamped",
    "clip_zero_width_column",
    "clip_under_heading_bar",
)
WIDTH, HEIGHT = 540, 700
MARGIN = 54
SIZE, LEADING = 10.5, 14.5
CHARS = 84

_SETUP = {
    "mode_five_white_outline": b"5 Tr 1 G 0.8 w",
    "gray_overrange_clamped": b"7 g",
    "clip_zero_width_column": b"270 0 0 700 re W n 0 g",
    "clip_under_heading_bar": b"54 664 432 6 re W n 0 g",
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
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        f"0.12 0.48 0.47 rg {MARGIN} {top + 18} {WIDTH - 2 * MARGIN} 6 re f 0 g".encode(),
        pdf_block(heading, MARGIN, top - 4, "Tb", 17, 21),
    ]
    y: float = top - 21 * len(heading) - 14
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Hv", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 30 + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how])
        parts.append(pdf_block(hidden_lines, MARGIN, y, "Hv", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Hv 5 0 R /Tb 6 0 R >> "
            ">> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-BoldItalic /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout44) >>",
    ]
    return pdf_file("1.7", objects, 7)
