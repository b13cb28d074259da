"""One-page portrait PDFs (520 x 700 pt), written byte by byte: no PDF library, no
compression, no date. Heading in Helvetica-Bold over a thin grey rule, body in Courier.
``make_pdf`` sets the visible paragraphs and, on request, one more text inside a hidden block
(``q`` ... ``Q``) by one of four hidings. None paints a pixel (the tests render every PDF with
PDFium), and the text stays in the page's content stream, where PDFium extracts it:

- ``exponential_tint_white``: a fill in a one-colorant Separation space whose tint transform
  is a type 2 (exponential) function with ``C0`` and ``C1`` both ``[1]``: white for any tint;
- ``stitching_transfer_white``: a graphics state whose ``TR`` is a type 3 (stitching)
  function of two type 2 pieces that both give 1, so every level comes out white;
- ``luminosity_black_group``: a Luminosity soft mask from a group that paints the page black,
  so the mask is 0 everywhere;
- ``default_cmyk_remap``: the page's colour spaces hold a ``DefaultCMYK`` entry (an indexed
  space of one white entry); the block selects ``/DeviceCMYK cs 0 0 0 1 sc``, which the remap
  turns into that white entry."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream, pdf_string

TECHNIQUES = (
    "exponential_tint_white",
    "stitching_transfer_white",
    "luminosity_black_group",
    "default_cmyk_remap",
)
WIDTH, HEIGHT = 520, 700
MARGIN = 52
SIZE, LEADING = 9, 12
CHARS = 70

_OPEN = {
    "exponential_tint_white": b"/Cr 9 Tf /Sx cs 1 sc",
    "stitching_transfer_white": b"/Cr 9 Tf /Gst gs 0 g",
    "luminosity_black_group": b"/Cr 9 Tf /Glb gs 0 g",
    "default_cmyk_remap": b"/Cr 9 Tf /DeviceCMYK cs 0 0 0 1 sc",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def _bare_block(lines: list[str], x: float, y: float) -> bytes:
    """A text object without its own ``Tf``: it draws in the font the state holds."""
    parts = [f"BT {LEADING} TL {x:g} {y:g} Td".encode()]
    parts += [(b"T* " if n else b"") + pdf_string(line) + b" Tj" for n, line in enumerate(lines)]
    return b"\n".join([*parts, b"ET"])


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    y: float = HEIGHT - MARGIN - 10
    heading = lines_of(title, 44)
    parts = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        pdf_block(heading, MARGIN, y, "Hb", 16, 19),
    ]
    y -= 19 * len(heading) - 4
    parts.append(f"0.6 g {MARGIN} {y:g} {WIDTH - 2 * MARGIN} 0.8 re f 0 g".encode())
    y -= 20
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Cr", SIZE, LEADING))
        y -= LEADING * len(lines) + 9
    if hidden is not None:
        y = max(y - 6, MARGIN)
        parts.append(b"q " + _OPEN[how])
        parts.append(_bare_block(lines_of(hidden), MARGIN, y))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    black = pdf_stream(f"0 g 0 0 {WIDTH} {HEIGHT} re f".encode()).removeprefix(b"<< /Length ")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Cr 5 0 R /Hb 6 0 R >> "
            "/ColorSpace << /Sx [/Separation /Umber /DeviceGray "
            "<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [1] /N 1 >>] "
            "/DefaultCMYK [/Indexed /DeviceGray 0 <FF>] >> "
            "/ExtGState << /Gst << /TR << /FunctionType 3 /Domain [0 1] /Bounds [0.5] "
            "/Encode [0 1 0 1] /Functions [<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [1] "
            "/N 1 >> << /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [1] /N 1 >>] >> >> "
            "/Glb << /SMask << /S /Luminosity /G 8 0 R >> >> >> "
            ">> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout28) >>",
        (
            f"<< /Type /XObject /Subtype /Form /BBox [0 0 {WIDTH} {HEIGHT}] "
            "/Group << /S /Transparency /CS /DeviceGray >> /Length "
        ).encode()
        + black,
    ]
    return pdf_file("1.7", objects, 7)
