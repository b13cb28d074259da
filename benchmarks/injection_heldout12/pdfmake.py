"""One-page ISO B5 PDFs (499 x 709 pt), Times-Italic body under a Times-Bold title, written
byte by byte (no PDF library, no compression, no date). ``make_pdf`` draws the visible
paragraphs and, when given, one more text in a hidden layer by one of five techniques no
earlier set's docstring lists; each paints nothing (checked by rendering with PDFium in
the tests) while PDFium still extracts the text:

- ``empty_pattern``: filled with a tiling pattern whose cell draws nothing;
- ``lighten_blend``: black text under the ``Lighten`` blend mode, over a white rectangle
  painted under the whole page;
- ``screen_blend``: black text under the ``Screen`` blend mode, over the same white rectangle;
- ``white_shading``: filled with an axial shading pattern that runs from white to white;
- ``indexed_white``: filled from an ``Indexed`` colour space whose only entry is white."""

from __future__ import annotations

TECHNIQUES = ("empty_pattern", "lighten_blend", "screen_blend", "white_shading", "indexed_white")
WIDTH, HEIGHT = 499, 709
MARGIN = 54
SIZE, LEADING = 10, 13.5
CHARS_PER_LINE = 84
HIDDEN_OPS = {
    "empty_pattern": "/Pattern cs /Pe scn",
    "lighten_blend": "/GSl gs 0 g",
    "screen_blend": "/GSs gs 0 g",
    "white_shading": "/Pattern cs /Ps scn",
    "indexed_white": "/CsW cs 0 sc",
}


def _pdf_string(text: str) -> bytes:
    raw = text.encode("cp1252", "replace")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _wrap(text: str, width: int = CHARS_PER_LINE) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def _text_block(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    out = [f"BT /{font} {size} Tf {LEADING} TL {x} {y} Td".encode()]
    for k, line in enumerate(lines):
        out.append(_pdf_string(line) + (b" Tj" if k == 0 else b" '"))
    out.append(b"ET")
    return b"\n".join(out)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"unknown PDF hiding technique {how!r}; known: {', '.join(TECHNIQUES)}")
    y = HEIGHT - MARGIN - 16
    parts = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        _text_block(_wrap(title, 60), MARGIN, y, "F2", 16),
    ]
    y -= 30
    for para in paras:
        lines = _wrap(para)
        parts.append(_text_block(lines, MARGIN, y, "F1", SIZE))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        lines = _wrap(hidden)
        parts.append(b"q " + HIDDEN_OPS[how].encode())
        parts.append(_text_block(lines, MARGIN, max(y - 6, MARGIN), "F1", SIZE))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> "
            "/ExtGState << /GSl << /Type /ExtGState /BM /Lighten >> "
            "/GSs << /Type /ExtGState /BM /Screen >> >> "
            "/Pattern << /Pe 7 0 R /Ps 8 0 R >> "
            "/ColorSpace << /CsW [/Indexed /DeviceRGB 0 <FFFFFF>] >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"endstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Italic /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        (
            b"<< /Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 "
            b"/BBox [0 0 8 8] /XStep 8 /YStep 8 /Resources << >> /Length 0 >>\nstream\n"
            b"\nendstream"
        ),
        (
            b"<< /Type /Pattern /PatternType 2 /Shading << /ShadingType 2 /ColorSpace "
            b"/DeviceRGB /Coords [0 0 499 0] /Function << /FunctionType 2 /Domain [0 1] "
            b"/C0 [1 1 1] /C1 [1 1 1] /N 1 >> /Extend [true true] >> >>"
        ),
    ]
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for n, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{n} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    ).encode()
    return bytes(out)
