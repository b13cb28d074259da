"""One-page PDFs of the JIS B5 size (516 x 729 pt), Courier-Bold body under a
Helvetica-BoldOblique heading, written here byte by byte (no PDF library, no compression,
no date). ``make_pdf`` lays out the visible paragraphs and, if asked, one more text in a
hidden block (``q`` ... ``Q``) drawn by one of four techniques no earlier set's docstring
names. Each paints no pixel (the tests render with PDFium) while PDFium still extracts the
text:

- ``function_shading_off_domain``: the text filled with a function-based (type 1) shading
  pattern whose domain, and so every point it colours, lies far off the page;
- ``nonzero_cancelled_clip``: a clip made of the page rectangle traced once
  anticlockwise and once clockwise, whose windings cancel under the nonzero rule;
- ``tiling_cell_off_page``: the text filled with a coloured tiling pattern whose steps
  are 100,000 points, so no tile falls on the page;
- ``ocmd_all_off``: the block marked as optional content of a membership dictionary with
  the policy ``/AllOff`` over a group that is ON."""

from __future__ import annotations

TECHNIQUES = (
    "function_shading_off_domain",
    "nonzero_cancelled_clip",
    "tiling_cell_off_page",
    "ocmd_all_off",
)
PAGE_W, PAGE_H = 516, 729
MARGIN = 40
SIZE, LEADING = 9, 12
PER_LINE = 76

_CLIP = (
    f"0 0 m {PAGE_W} 0 l {PAGE_W} {PAGE_H} l 0 {PAGE_H} l h "
    f"0 0 m 0 {PAGE_H} l {PAGE_W} {PAGE_H} l {PAGE_W} 0 l h W n 0 g"
).encode()
_HIDE = {
    "function_shading_off_domain": (b"/Pattern cs /PaF scn", b""),
    "nonzero_cancelled_clip": (_CLIP, b""),
    "tiling_cell_off_page": (b"/Pattern cs /PaT scn", b""),
    "ocmd_all_off": (b"/OC /MdA BDC 0 g", b"EMC"),
}


def _string(text: str) -> bytes:
    raw = text.encode("cp1252", "replace")
    for old, new in ((b"\\", b"\\\\"), (b"(", b"\\("), (b")", b"\\)")):
        raw = raw.replace(old, new)
    return b"(" + raw + b")"


def lines_of(text: str, width: int = PER_LINE) -> list[str]:
    """``text`` cut at spaces into lines of at most ``width`` characters (a longer word
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
    y: float = PAGE_H - MARGIN - 14
    parts = [
        f"1 g 0 0 {PAGE_W} {PAGE_H} re f 0 g".encode(),
        _block(lines_of(title, 50), MARGIN, y, "Fh", 14),
    ]
    y -= 30
    for para in paras:
        lines = lines_of(para)
        parts.append(_block(lines, MARGIN, y, "Fb", SIZE))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        y = max(y - 6, MARGIN + 8)
        before, after = _HIDE[how]
        parts.append(b"q " + before)
        parts.append(_block(lines_of(hidden), MARGIN, y, "Fb", SIZE))
        parts.append((after + b"\nQ") if after else b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [9 0 R] "
        b"/D << /ON [9 0 R] /Order [9 0 R] >> >> >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_W} {PAGE_H}] "
            "/Resources << /Font << /Fb 5 0 R /Fh 6 0 R >> "
            "/Pattern << /PaF << /PatternType 2 /Shading << /ShadingType 1 "
            "/ColorSpace /DeviceGray /Domain [50000 60000 50000 60000] /Function 7 0 R >> >> "
            "/PaT 8 0 R >> "
            "/Properties << /MdA << /Type /OCMD /OCGs [9 0 R] /P /AllOff >> >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        _stream("", content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-BoldOblique "
        b"/Encoding /WinAnsiEncoding >>",
        _stream("/FunctionType 4 /Domain [50000 60000 50000 60000] /Range [0 1]", b"{ pop pop 0 }"),
        _stream(
            "/PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 100000 "
            "/YStep 100000 /Matrix [1 0 0 1 -50000 -50000] /Resources << >>",
            b"0 g 0 0 10 10 re f",
        ),
        b"<< /Type /OCG /Name (Screen layer) >>",
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
