"""One-page PDFs of the US Legal size (612 x 1008 pt), Times-BoldItalic body under a
Courier-BoldOblique heading, written here byte by byte (no PDF library, no compression,
no date). ``make_pdf`` lays out the visible paragraphs and, if asked, one more text in a
hidden block (``q`` ... ``Q``) drawn by one of five techniques no earlier set's docstring
names. Each paints no pixel (the tests render with PDFium) while PDFium still extracts
the text:

- ``overlay_blend``: black text under the ``Overlay`` blend mode over the white rectangle
  laid under the page (overlay on a white backdrop screens it, which stays white);
- ``hue_blend``: black text under the non-separable ``Hue`` mode, which also keeps the
  backdrop's luminosity;
- ``saturation_blend``: black text under the non-separable ``Saturation`` mode, which keeps
  the backdrop's luminosity, white;
- ``devicen_white``: text in a ``DeviceN`` colour space of one invented colorant whose
  tint transform (a type 2 function) gives grey 1 for every tint;
- ``calgray_white``: the text filled in a ``CalGray`` colour space (D65 white point, gamma
  2.2) at its top value."""

from __future__ import annotations

TECHNIQUES = (
    "overlay_blend",
    "saturation_blend",
    "devicen_white",
    "hue_blend",
    "calgray_white",
)
PAGE_W, PAGE_H = 612, 1008
MARGIN = 60
SIZE, LEADING = 11, 14.5
PER_LINE = 92

_HIDE = {
    "overlay_blend": "/GsO gs 0 g",
    "hue_blend": "/GsH gs 0 g",
    "saturation_blend": "/GsS gs 0 g",
    "devicen_white": "/DnW cs 1 sc",
    "calgray_white": "/CgW cs 1 sc",
}


def _string(text: str) -> bytes:
    raw = text.encode("cp1252", "replace")
    for old, new in ((b"\\", b"\\\\"), (b"(", b"\\("), (b")", b"\\)")):
        raw = raw.replace(old, new)
    return b"(" + raw + b")"


def lines_of(text: str, width: int = PER_LINE) -> list[str]:
    """``text`` broken into lines of at most ``width`` characters at spaces (a longer word
    stands alone)."""
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


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """A one-page PDF of ``title`` and ``paras``; ``hidden`` (if given) drawn by ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"unknown PDF hiding technique {how!r}; choose one of {TECHNIQUES}")
    y: float = PAGE_H - MARGIN - 14
    parts = [
        f"1 g 0 0 {PAGE_W} {PAGE_H} re f 0 g".encode(),
        _block(lines_of(title, 60), MARGIN, y, "Fh", 14),
    ]
    y -= 32
    for para in paras:
        lines = lines_of(para)
        parts.append(_block(lines, MARGIN, y, "Fb", SIZE))
        y -= LEADING * len(lines) + 9
    if hidden is not None:
        y = max(y - 8, MARGIN + 10)
        parts.append(b"q " + _HIDE[how].encode())
        parts.append(_block(lines_of(hidden), MARGIN, y, "Fb", SIZE))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    states = (
        "/GsO << /Type /ExtGState /BM /Overlay >> "
        "/GsH << /Type /ExtGState /BM /Hue >> "
        "/GsS << /Type /ExtGState /BM /Saturation >>"
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_W} {PAGE_H}] "
            "/Resources << /Font << /Fb 5 0 R /Fh 6 0 R >> "
            f"/ExtGState << {states} >> "
            "/ColorSpace << /DnW [/DeviceN [/Ghostwhite] /DeviceGray 7 0 R] "
            "/CgW [/CalGray << /WhitePoint [0.9505 1 1.089] /Gamma 2.2 >>] >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"endstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-BoldItalic /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-BoldOblique "
        b"/Encoding /WinAnsiEncoding >>",
        b"<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [1] /N 1 >>",
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
