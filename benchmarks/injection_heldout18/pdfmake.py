"""Single-page ISO RA4 PDFs (609 x 865 pt) built here byte for byte: no PDF library, no
compression, no creation date. The heading is set in Times-Bold, the body in
Courier-Oblique. ``make_pdf`` writes the visible paragraphs and, when asked, one more text
inside a hidden block (``q`` ... ``Q``) by one of four hidings that no earlier set's
docstring names. None of them paints a pixel (the tests render with PDFium), and the text
stays in the page's own content stream where PDFium still extracts it:

- ``disjoint_clip_pair``: two clipping rectangles that do not overlap are set one after
  the other, so the clip is their empty intersection;
- ``singular_skew_ctm``: the block is drawn through the matrix ``[1 1 1 1 0 0]``, which
  folds the whole plane onto one line of zero area;
- ``ocg_basestate_off``: the block is optional content of a second group that the
  default configuration never lists as ON while its ``/BaseState`` is ``/OFF``;
- ``radial_zero_radii``: the glyphs filled with a radial (type 3) shading pattern whose
  two circles both have radius 0 and which is not extended, so it colours no point."""

from __future__ import annotations

TECHNIQUES = (
    "disjoint_clip_pair",
    "singular_skew_ctm",
    "ocg_basestate_off",
    "radial_zero_radii",
)
WIDTH, HEIGHT = 609, 865
LEFT = 48
BODY_SIZE, STEP = 10, 13
COLUMNS = 84

_BEFORE = {
    "disjoint_clip_pair": b"20 20 30 30 re W n 300 500 30 30 re W n 0 g",
    "singular_skew_ctm": b"1 1 1 1 0 0 cm 0 g",
    "ocg_basestate_off": b"/OC /Ly2 BDC 0 g",
    "radial_zero_radii": b"/Pattern cs /Rz scn",
}
_AFTER = {"ocg_basestate_off": b"EMC"}


def wrap(text: str, width: int = COLUMNS) -> list[str]:
    """Words of ``text`` gathered into lines no longer than ``width`` (a word longer than
    that stands alone on its line)."""
    lines: list[str] = []
    current: list[str] = []
    size = 0
    for word in text.split():
        if current and size + 1 + len(word) > width:
            lines.append(" ".join(current))
            current, size = [], 0
        size += len(word) + (1 if current else 0)
        current.append(word)
    if current:
        lines.append(" ".join(current))
    return lines


def _literal(text: str) -> bytes:
    data = text.encode("cp1252", "replace")
    data = data.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
    return b"(" + data + b")"


def _text(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    out = f"BT /{font} {size} Tf {STEP} TL {x} {y} Td\n".encode()
    for k, line in enumerate(lines):
        out += (b"T* " if k else b"") + _literal(line) + b" Tj\n"
    return out + b"ET"


def _stream(extra: str, data: bytes) -> bytes:
    head = f"<< {extra} /Length {len(data)} >>\nstream\n".encode()
    return head + data + b"\nendstream"


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` over ``paras``; ``hidden``, if given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding named {how!r}; the hidings are {TECHNIQUES}")
    y: float = HEIGHT - LEFT - 16
    chunks = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        _text(wrap(title, 60), LEFT, y, "Ft", 15),
    ]
    y -= 32
    for para in paras:
        lines = wrap(para)
        chunks.append(_text(lines, LEFT, y, "Fc", BODY_SIZE))
        y -= STEP * len(lines) + 9
    if hidden is not None:
        y = max(y - 8, LEFT + 10)
        chunks.append(b"q " + _BEFORE[how])
        chunks.append(_text(wrap(hidden), LEFT, y, "Fc", BODY_SIZE))
        chunks.append(_AFTER[how] + b"\nQ" if how in _AFTER else b"Q")
    content = b"\n".join(chunks) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [9 0 R 10 0 R] "
        b"/D << /BaseState /OFF /ON [9 0 R] /Order [9 0 R 10 0 R] >> >> >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Fc 5 0 R /Ft 6 0 R >> "
            "/Properties << /Ly1 9 0 R /Ly2 10 0 R >> "
            "/Pattern << /Rz << /PatternType 2 /Shading << /ShadingType 3 /ColorSpace /DeviceGray "
            "/Coords [300 400 0 300 400 0] /Function << /FunctionType 2 /Domain [0 1] "
            "/C0 [0] /C1 [0] /N 1 >> /Extend [false false] >> >> >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        _stream("", content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Oblique /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout18) >>",
        b"<< /Type /Metadata /Subtype /XML /Length 0 >>\nstream\n\nendstream",
        b"<< /Type /OCG /Name (Print layer) >>",
        b"<< /Type /OCG /Name (Draft layer) >>",
    ]
    pdf = bytearray(b"%PDF-1.7\n%\xc7\xec\x8f\xa2\n")
    where = []
    for n, body in enumerate(objects, start=1):
        where.append(len(pdf))
        pdf += f"{n} 0 obj\n".encode() + body + b"\nendobj\n"
    start = len(pdf)
    pdf += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    pdf += b"".join(f"{at:010d} 00000 n \n".encode() for at in where)
    pdf += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info 7 0 R >>\n"
        f"startxref\n{start}\n%%EOF\n"
    ).encode()
    return bytes(pdf)
