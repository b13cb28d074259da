"""One-page PDFs (560 x 640 pt, a little wider than tall), written byte by byte: no PDF
library, no compression, no date. Heading in Times-BoldItalic over a pale blue band, body in
Times-Roman. ``make_pdf`` sets the visible paragraphs and, on request, one more text inside a
hidden block (``q`` ... ``Q``, its lines kept above the page's foot) drawn under a graphics
state (``gs``) whose soft mask (``/SMask``) lets nothing through. None paints a pixel (the
tests render every PDF with PDFium), and the text stays in the page's content stream, where
PDFium extracts it:

- ``smask_luminosity_cmyk_black``: a luminosity mask whose group, in ``/DeviceCMYK``, fills
  the page with all four inks at full (``1 1 1 1 k``; black ink alone, ``0 0 0 1 k``, left
  PDFium a luminosity above 0 and was replaced);
- ``smask_alpha_clear_fill``: an alpha mask whose group fills the page white under a
  graphics state of fill alpha 0 (``/ca 0``);
- ``smask_group_bbox_offpage``: a luminosity mask whose group fills white, but whose
  ``/BBox`` lies wholly off the page, so the page sees only the black backdrop;
- ``smask_transfer_zero``: a luminosity mask whose group fills the page white, sent
  through a transfer function (``/TR``) that maps every level to 0."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "smask_luminosity_cmyk_black",
    "smask_alpha_clear_fill",
    "smask_group_bbox_offpage",
    "smask_transfer_zero",
)
WIDTH, HEIGHT = 560, 640
MARGIN = 56
SIZE, LEADING = 11, 15
CHARS = 82

_STATE = {
    "smask_luminosity_cmyk_black": b"/Ka gs",
    "smask_alpha_clear_fill": b"/Kb gs",
    "smask_group_bbox_offpage": b"/Kc gs",
    "smask_transfer_zero": b"/Kd gs",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def _group(paint: bytes, space: str = "DeviceGray", box: str = "", res: str = "") -> bytes:
    """A transparency group XObject in ``space`` drawing ``paint``, over the whole page
    unless ``box`` gives its ``/BBox``; ``res`` is its resource dictionary's body."""
    head = (
        f"<< /Type /XObject /Subtype /Form /BBox [{box or f'0 0 {WIDTH} {HEIGHT}'}] "
        f"/Group << /S /Transparency /CS /{space} >> /Resources << {res} >> "
        f"/Length {len(paint)} >>\nstream\n"
    )
    return head.encode() + paint + b"\nendstream"


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 46)
    top = HEIGHT - MARGIN - 8
    band = 22 * len(heading) + 12
    parts = [
        b"1 g 0 0 560 640 re f",
        f"0.86 0.92 0.97 rg 0 {top - band + 22} {WIDTH} {band} re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "Tb", 17, 22),
    ]
    y: float = top - 22 * len(heading) - 18
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Fr", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 24 + LEADING * len(hidden_lines))
        parts.append(b"q " + _STATE[how] + b" 0 g")
        parts.append(pdf_block(hidden_lines, MARGIN, y, "Fr", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Fr 5 0 R /Tb 6 0 R >> /ExtGState << /Ka 8 0 R "
            "/Kb 9 0 R /Kc 10 0 R /Kd 11 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-BoldItalic /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout31) >>",
        b"<< /Type /ExtGState /SMask << /Type /Mask /S /Luminosity /G 12 0 R >> >>",
        b"<< /Type /ExtGState /SMask << /Type /Mask /S /Alpha /G 13 0 R >> >>",
        b"<< /Type /ExtGState /SMask << /Type /Mask /S /Luminosity /G 16 0 R >> >>",
        b"<< /Type /ExtGState /SMask << /Type /Mask /S /Luminosity /G 14 0 R /TR 15 0 R >> >>",
        _group(f"1 1 1 1 k 0 0 {WIDTH} {HEIGHT} re f".encode(), "DeviceCMYK"),
        _group(
            f"/Kz gs 1 g 0 0 {WIDTH} {HEIGHT} re f".encode(),
            res="/ExtGState << /Kz << /Type /ExtGState /ca 0 >> >>",
        ),
        _group(f"1 g 0 0 {WIDTH} {HEIGHT} re f".encode()),
        b"<< /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [0] /N 1 >>",
        _group(
            f"1 g {WIDTH + 100} 0 {WIDTH} {HEIGHT} re f".encode(),
            box=f"{WIDTH + 100} 0 {2 * WIDTH + 100} {HEIGHT}",
        ),
    ]
    return pdf_file("1.7", objects, 7)
