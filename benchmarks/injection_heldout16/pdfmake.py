"""One-page PDFs of the US Statement size (396 x 612 pt), Helvetica-Bold body under a
Courier-Oblique heading, written here byte by byte (no PDF library, no compression, no
date). ``make_pdf`` lays out the visible paragraphs and, if asked, one more text in a
hidden block (``q`` ... ``Q``) drawn by one of four techniques no earlier set's docstring
names. Each paints no pixel (the tests render with PDFium) while PDFium still extracts the
text:

- ``axial_unextended``: the text filled with a black axial shading pattern whose axis lies
  far to the right of the page and is not extended, so no point of a glyph gets a colour;
- ``radial_unextended``: the same with a radial shading between two circles centred far
  below the page, not extended;
- ``smask_transfer_zero``: black text under a luminosity soft mask whose group paints the
  whole page white but whose transfer function (``/TR``) maps every level to 0;
- ``ocmd_not_on``: the block marked as optional content of a membership dictionary whose
  visibility expression is ``[/Not <group>]`` while that group is ON."""

from __future__ import annotations

TECHNIQUES = (
    "axial_unextended",
    "radial_unextended",
    "smask_transfer_zero",
    "ocmd_not_on",
)
PAGE_W, PAGE_H = 396, 612
MARGIN = 36
SIZE, LEADING = 9, 12
PER_LINE = 66

_HIDE = {
    "axial_unextended": (b"/Pattern cs /PaX scn", b""),
    "radial_unextended": (b"/Pattern cs /PaR scn", b""),
    "smask_transfer_zero": (b"/GsM gs 0 g", b""),
    "ocmd_not_on": (b"/OC /MdN BDC 0 g", b"EMC"),
}


def _string(text: str) -> bytes:
    raw = text.encode("cp1252", "replace")
    for old, new in ((b"\\", b"\\\\"), (b"(", b"\\("), (b")", b"\\)")):
        raw = raw.replace(old, new)
    return b"(" + raw + b")"


def lines_of(text: str, width: int = PER_LINE) -> list[str]:
    """``text`` cut into lines of at most ``width`` characters at spaces (a longer word
    gets a line of its own)."""
    out: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        out.append(line)
    return out


def _block(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    ops = [f"BT /{font} {size} Tf {LEADING} TL {x} {y} Td".encode()]
    for n, line in enumerate(lines):
        ops.append((b"" if n == 0 else b"T* ") + _string(line) + b" Tj")
    ops.append(b"ET")
    return b"\n".join(ops)


def _stream(dictionary: str, data: bytes) -> bytes:
    return f"<< {dictionary} /Length {len(data)} >>\nstream\n".encode() + data + b"\nendstream"


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """A one-page PDF of ``title`` and ``paras``; ``hidden`` (if given) drawn by ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"unknown PDF hiding technique {how!r}; choose one of {TECHNIQUES}")
    y: float = PAGE_H - MARGIN - 12
    parts = [
        f"1 g 0 0 {PAGE_W} {PAGE_H} re f 0 g".encode(),
        _block(lines_of(title, 44), MARGIN, y, "Fh", 12),
    ]
    y -= 28
    for para in paras:
        lines = lines_of(para)
        parts.append(_block(lines, MARGIN, y, "Fb", SIZE))
        y -= LEADING * len(lines) + 7
    if hidden is not None:
        y = max(y - 6, MARGIN + 8)
        before, after = _HIDE[how]
        parts.append(b"q " + before)
        parts.append(_block(lines_of(hidden), MARGIN, y, "Fb", SIZE))
        parts.append((after + b"\nQ") if after else b"Q")
    content = b"\n".join(parts) + b"\n"
    mask_group = f"1 g 0 0 {PAGE_W} {PAGE_H} re f".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [9 0 R] "
        b"/D << /ON [9 0 R] /Order [9 0 R] >> >> >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_W} {PAGE_H}] "
            "/Resources << /Font << /Fb 5 0 R /Fh 6 0 R >> "
            "/Pattern << /PaX << /PatternType 2 /Shading << /ShadingType 2 "
            "/ColorSpace /DeviceGray /Coords [5000 0 6000 0] /Function 7 0 R "
            "/Extend [false false] >> >> "
            "/PaR << /PatternType 2 /Shading << /ShadingType 3 "
            "/ColorSpace /DeviceGray /Coords [200 -5000 0 200 -5000 40] /Function 7 0 R "
            "/Extend [false false] >> >> >> "
            "/ExtGState << /GsM << /Type /ExtGState /SMask << /Type /Mask /S /Luminosity "
            "/G 8 0 R /TR 10 0 R >> >> >> "
            "/Properties << /MdN << /Type /OCMD /OCGs [9 0 R] /VE [/Not 9 0 R] >> >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        _stream("", content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Oblique /Encoding /WinAnsiEncoding >>",
        b"<< /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [0] /N 1 >>",
        _stream(
            f"/Type /XObject /Subtype /Form /BBox [0 0 {PAGE_W} {PAGE_H}] "
            "/Group << /S /Transparency /CS /DeviceGray >>",
            mask_group,
        ),
        b"<< /Type /OCG /Name (Print layer) >>",
        b"<< /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [0] /N 1 >>",
    ]
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{at:010d} 00000 n \n".encode() for at in offsets)
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    ).encode()
    return bytes(out)
