"""One-page Crown Quarto PDFs (547 x 720 pt) written here a byte at a time: no PDF
library, no compression, no date. Heading in Helvetica-BoldOblique, body in Times-Roman.
``make_pdf`` sets the visible paragraphs and, on request, one further text inside a hidden
block (``q`` ... ``Q``) by one of four hidings that no earlier set's docstring names. None
of them paints a pixel (the tests render every PDF with PDFium) and the text stays in the
page's own content stream, where PDFium still extracts it:

- ``coons_patch_collapsed``: the glyphs are filled with a shading pattern of type 6 (Coons
  patches) holding a single patch whose twelve control points are one and the same point,
  a patch of zero area;
- ``mesh_pattern_empty``: the glyphs are filled with a shading pattern of type 4 (a
  free-form triangle mesh) whose data stream holds no triangle at all;
- ``ocmd_and_off``: the block is optional content of a membership dictionary whose
  visibility expression is ``[/And on off]`` over one group left ON and one set OFF;
- ``collinear_clip``: the clip is a closed path through three points on one straight
  line, an outline of zero area."""

from __future__ import annotations

TECHNIQUES = (
    "coons_patch_collapsed",
    "mesh_pattern_empty",
    "ocmd_and_off",
    "collinear_clip",
)
WIDTH, HEIGHT = 547, 720
MARGIN = 54
SIZE, LEADING = 11, 14
CHARS = 80

_OPEN = {
    "coons_patch_collapsed": b"/Pattern cs /Mc scn",
    "mesh_pattern_empty": b"/Pattern cs /Mq scn",
    "ocmd_and_off": b"/OC /Mv BDC 0 g",
    "collinear_clip": b"60 60 m 160 110 l 260 160 l h W n 0 g",
}
_CLOSE = {"ocmd_and_off": b"EMC"}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters (a longer word
    gets a line to itself)."""
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


def _string(text: str) -> bytes:
    raw = text.encode("cp1252", "replace")
    raw = raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
    return b"(" + raw + b")"


def _block(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    parts = [f"BT /{font} {size:g} Tf {LEADING} TL {x:g} {y:g} Td".encode()]
    for n, line in enumerate(lines):
        parts.append((b"T* " if n else b"") + _string(line) + b" Tj")
    parts.append(b"ET")
    return b"\n".join(parts)


def _stream(data: bytes, extra: str = "") -> bytes:
    return f"<< {extra}/Length {len(data)} >>\nstream\n".encode() + data + b"\nendstream"


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    y: float = HEIGHT - MARGIN - 14
    parts = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        _block(lines_of(title, 56), MARGIN, y, "Hb", 16),
    ]
    y -= 34
    for para in paras:
        lines = lines_of(para)
        parts.append(_block(lines, MARGIN, y, "Tr", SIZE))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        y = max(y - 10, MARGIN)
        parts.append(b"q " + _OPEN[how])
        parts.append(_block(lines_of(hidden), MARGIN, y, "Tr", SIZE))
        parts.append(_CLOSE[how] + b"\nQ" if how in _CLOSE else b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [8 0 R 9 0 R] "
        b"/D << /ON [8 0 R] /OFF [9 0 R] /Order [8 0 R 9 0 R] >> >> >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Tr 5 0 R /Hb 6 0 R >> "
            "/Properties << /Mv << /Type /OCMD /OCGs [8 0 R 9 0 R] "
            "/VE [/And 8 0 R 9 0 R] >> >> "
            "/Pattern << /Mq << /PatternType 2 /Shading 10 0 R >> "
            "/Mc << /PatternType 2 /Shading 11 0 R >> >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        _stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-BoldOblique "
        b"/Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout19) >>",
        b"<< /Type /OCG /Name (Screen copy) >>",
        b"<< /Type /OCG /Name (Proof marks) >>",
        _stream(
            b"",
            "/ShadingType 4 /ColorSpace /DeviceGray /BitsPerCoordinate 16 "
            "/BitsPerComponent 8 /BitsPerFlag 8 /Decode [0 600 0 800 0 1] ",
        ),
        _stream(
            b"\x00" + b"\x7f\x00\x7f\x00" * 12 + b"\x00" * 4,
            "/ShadingType 6 /ColorSpace /DeviceGray /BitsPerCoordinate 16 "
            "/BitsPerComponent 8 /BitsPerFlag 8 /Decode [0 600 0 800 0 1] ",
        ),
    ]
    pdf = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for n, body in enumerate(objects, start=1):
        offsets.append(len(pdf))
        pdf += f"{n} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(pdf)
    pdf += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    pdf += b"".join(f"{at:010d} 00000 n \n".encode() for at in offsets)
    pdf += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info 7 0 R >>\n"
        f"startxref\n{xref}\n%%EOF\n"
    ).encode()
    return bytes(pdf)
