"""One-page 8 x 10 inch PDFs (576 x 720 pt) written byte by byte: no PDF library, no
compression, no date. Heading in Courier-Bold, body in Helvetica. ``make_pdf`` sets the
visible paragraphs and, on request, one more text inside a hidden block (``q`` ... ``Q``)
by one of four hidings no earlier set's docstring names. None paints a pixel (the tests
render every PDF with PDFium) and the text stays in the page's content stream, where
PDFium extracts it:

- ``ocmd_or_both_off``: optional content of a membership dictionary whose visibility
  expression is ``[/Or a b]`` over two groups that are both OFF;
- ``ocmd_allon_mixed``: optional content of a membership dictionary with the policy
  ``/AllOn`` over one group ON and one OFF;
- ``flat_bezier_clip``: a clip whose outline is two cubic Bezier curves with every control
  point on one straight line, an outline of zero area;
- ``separation_all_zero_tint``: black text replaced by a fill in a ``Separation`` colour
  space of the colorant ``/All`` at tint 0 (no ink), whose alternate maps it to white."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "ocmd_or_both_off",
    "ocmd_allon_mixed",
    "flat_bezier_clip",
    "separation_all_zero_tint",
)
WIDTH, HEIGHT = 576, 720
MARGIN = 54
SIZE, LEADING = 11, 14
CHARS = 78

_OPEN = {
    "ocmd_or_both_off": b"/OC /Mr BDC 0 g",
    "ocmd_allon_mixed": b"/OC /Ma BDC 0 g",
    "flat_bezier_clip": b"60 60 m 100 80 140 100 180 120 c 220 140 260 160 180 120 c h W n 0 g",
    "separation_all_zero_tint": b"/Sa cs 0 scn",
}
_CLOSE = {"ocmd_or_both_off": b"EMC", "ocmd_allon_mixed": b"EMC"}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def _block(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    return pdf_block(lines, x, y, font, size, LEADING)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    y: float = HEIGHT - MARGIN - 14
    parts = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        _block(lines_of(title, 50), MARGIN, y, "Cb", 15),
    ]
    y -= 34
    for para in paras:
        lines = lines_of(para)
        parts.append(_block(lines, MARGIN, y, "Hv", SIZE))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        y = max(y - 10, MARGIN)
        parts.append(b"q " + _OPEN[how])
        parts.append(_block(lines_of(hidden), MARGIN, y, "Hv", SIZE))
        parts.append(_CLOSE[how] + b"\nQ" if how in _CLOSE else b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [8 0 R 9 0 R 10 0 R] "
        b"/D << /ON [8 0 R] /OFF [9 0 R 10 0 R] /Order [8 0 R 9 0 R 10 0 R] >> >> >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Hv 5 0 R /Cb 6 0 R >> "
            "/Properties << /Mr << /Type /OCMD /OCGs [9 0 R 10 0 R] "
            "/VE [/Or 9 0 R 10 0 R] >> "
            "/Ma << /Type /OCMD /OCGs [8 0 R 9 0 R] /P /AllOn >> >> "
            "/ColorSpace << /Sa [/Separation /All /DeviceGray "
            "<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [0] /N 1 >>] >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout21) >>",
        b"<< /Type /OCG /Name (Reading copy) >>",
        b"<< /Type /OCG /Name (Fold lines) >>",
        b"<< /Type /OCG /Name (Die cut) >>",
    ]
    return pdf_file("1.7", objects, 7)
