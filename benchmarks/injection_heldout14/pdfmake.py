"""Single-page PDFs of the US Executive size (522 x 756 pt), Times-Bold body text under a
Helvetica-BoldOblique heading, built here byte by byte (no PDF library, no compression, no
date). ``make_pdf`` lays out the visible paragraphs and, when asked, one more text in a
hidden block (``q`` ... ``Q``) by one of five techniques no earlier set's docstring names.
Each paints no pixel (the tests render with PDFium) while PDFium still extracts the text:

- ``softlight_blend``: black text under the ``SoftLight`` blend mode over the white
  rectangle laid under the whole page (soft light over white gives white);
- ``colordodge_blend``: black text under ``ColorDodge`` over that rectangle (a white
  backdrop divided by one minus black stays white);
- ``color_blend``: black text under the non-separable ``Color`` blend mode, which keeps the
  backdrop's luminosity, here white;
- ``lab_white``: the text filled in a ``Lab`` colour space at L* = 100, a* = b* = 0;
- ``transfer_white``: black text under a graphics state whose transfer function (``TR``,
  a type 2 function from 1 to 1) maps every level to white."""

from __future__ import annotations

TECHNIQUES = (
    "softlight_blend",
    "colordodge_blend",
    "color_blend",
    "lab_white",
    "transfer_white",
)
PAGE_W, PAGE_H = 522, 756
EDGE = 54
BODY_PT, STEP = 10.5, 13.5
LINE_CHARS = 84

_STATE = {
    "softlight_blend": "/HsS gs 0 g",
    "colordodge_blend": "/HsD gs 0 g",
    "color_blend": "/HsC gs 0 g",
    "lab_white": "/LabW cs 100 0 0 sc",
    "transfer_white": "/HsT gs 0 g",
}


def _literal(text: str) -> bytes:
    raw = text.encode("cp1252", "replace")
    for old, new in ((b"\\", b"\\\\"), (b"(", b"\\("), (b")", b"\\)")):
        raw = raw.replace(old, new)
    return b"(" + raw + b")"


def wrap(text: str, width: int = LINE_CHARS) -> list[str]:
    """The words of ``text`` in lines of at most ``width`` characters (a longer word gets a
    line of its own); the text's own line breaks start new lines."""
    lines: list[str] = []
    for chunk in text.split("\n"):
        current: list[str] = []
        for word in chunk.split():
            if current and len(" ".join([*current, word])) > width:
                lines.append(" ".join(current))
                current = []
            current.append(word)
        if current:
            lines.append(" ".join(current))
    return lines


def _text(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    ops = [f"BT /{font} {size} Tf {STEP} TL {x} {y} Td".encode()]
    ops += [_literal(line) + (b" Tj" if n == 0 else b" '") for n, line in enumerate(lines)]
    ops.append(b"ET")
    return b"\n".join(ops)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """A one-page PDF of ``title`` and ``paras``; ``hidden`` (if given) drawn by ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"unknown PDF hiding technique {how!r}; choose one of {TECHNIQUES}")
    y: float = PAGE_H - EDGE - 16
    stream = [
        f"1 g 0 0 {PAGE_W} {PAGE_H} re f 0 g".encode(),
        _text(wrap(title, 56), EDGE, y, "Hh", 15),
    ]
    y -= 30
    for para in paras:
        lines = wrap(para)
        stream.append(_text(lines, EDGE, y, "Tb", BODY_PT))
        y -= STEP * len(lines) + 8
    if hidden is not None:
        y = max(y - 6, EDGE + 12)
        stream.append(b"q " + _STATE[how].encode())
        stream.append(_text(wrap(hidden), EDGE, y, "Tb", BODY_PT))
        stream.append(b"Q")
    content = b"\n".join(stream) + b"\n"
    states = (
        "/HsS << /Type /ExtGState /BM /SoftLight >> "
        "/HsD << /Type /ExtGState /BM /ColorDodge >> "
        "/HsC << /Type /ExtGState /BM /Color >> "
        "/HsT << /Type /ExtGState /TR 7 0 R >>"
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_W} {PAGE_H}] "
            "/Resources << /Font << /Tb 5 0 R /Hh 6 0 R >> "
            f"/ExtGState << {states} >> "
            "/ColorSpace << /LabW [/Lab << /WhitePoint [0.9505 1 1.089] "
            "/Range [-100 100 -100 100] >>] >> >> /Contents 4 0 R >>"
        ).encode(),
        f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"endstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-BoldOblique "
        b"/Encoding /WinAnsiEncoding >>",
        b"<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [1] /N 1 >>",
    ]
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    starts = []
    for number, body in enumerate(objects, start=1):
        starts.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    table = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{at:010d} 00000 n \n".encode() for at in starts)
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{table}\n%%EOF\n"
    ).encode()
    return bytes(out)
