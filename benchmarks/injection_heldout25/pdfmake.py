"""One-page landscape PDFs (560 x 400 pt), written byte by byte: no PDF library, no
compression, no date. Heading in Courier-Bold, body in Times-Roman. ``make_pdf`` sets the
visible paragraphs and, on request, one more text inside a hidden block (``q`` ... ``Q``) by
one of four hidings. None paints a pixel (the tests render every PDF with PDFium), and the
text stays in the page's content stream, where PDFium extracts it:

- ``blend_color_dodge``: an ExtGState with blend mode ColorDodge; black dodged onto the
  white page gives white;
- ``blend_soft_light``: an ExtGState with blend mode SoftLight; black soft-lit onto white
  gives white;
- ``transfer_all_white``: an ExtGState whose transfer function maps every level to 1, so
  the black fill comes out white;
- ``blend_hue``: an ExtGState with blend mode Hue; the hue of black with the saturation
  and luminosity of the white page gives white."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "blend_color_dodge",
    "blend_soft_light",
    "transfer_all_white",
    "blend_hue",
)
WIDTH, HEIGHT = 560, 400
MARGIN = 48
SIZE, LEADING = 10.5, 13.5
CHARS = 92

_OPEN = {
    "blend_color_dodge": b"/Gd gs 0 g",
    "blend_soft_light": b"/Gs gs 0 g",
    "transfer_all_white": b"/Gt gs 0 g",
    "blend_hue": b"/Gh gs 0 g",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def _block(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    return pdf_block(lines, x, y, font, size, LEADING)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    y: float = HEIGHT - MARGIN - 8
    parts = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        _block(lines_of(title, 44), MARGIN, y, "Cb", 15),
    ]
    y -= 30
    for para in paras:
        lines = lines_of(para)
        parts.append(_block(lines, MARGIN, y, "Tr", SIZE))
        y -= LEADING * len(lines) + 6
    if hidden is not None:
        y = max(y - 8, MARGIN)
        parts.append(b"q " + _OPEN[how])
        parts.append(_block(lines_of(hidden), MARGIN, y, "Tr", SIZE))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Tr 5 0 R /Cb 6 0 R >> "
            "/ExtGState << /Gd << /BM /ColorDodge >> /Gs << /BM /SoftLight >> /Gh << /BM /Hue >> "
            "/Gt << /TR << /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [1] /N 1 >> >> >> "
            ">> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout25) >>",
    ]
    return pdf_file("1.6", objects, 7)
