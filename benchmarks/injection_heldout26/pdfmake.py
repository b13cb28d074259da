"""One-page portrait PDFs (430 x 600 pt), written byte by byte: no PDF library, no
compression, no date. Heading in Helvetica-Bold, body in Courier; each visible paragraph
under a thin grey rule. ``make_pdf`` sets the visible paragraphs and, on request, one more
text inside a hidden block (``q`` ... ``Q``) by one of four hidings. None paints a pixel (the
tests render every PDF with PDFium), and the text stays in the page's content stream, where
PDFium extracts it:

- ``hard_light_pale``: an ExtGState with blend mode HardLight and a pale grey fill (0.8);
  hard light of any grey above one half over the white page screens to white;
- ``icc_flat_curve``: the fill in an ICCBased grey colour space whose profile (written
  here, 232 bytes) has a grey tone curve of two entries both at the top, so every level,
  black included, comes out white;
- ``glyphs_to_space``: the block's text set (before ``BT``, by ``Tf`` outside the text
  object) in a Courier whose encoding maps every code to the ``space`` glyph, with a
  ``ToUnicode`` map that keeps the letters for extraction;
- ``alpha_mask_zeroed``: an ExtGState whose Alpha soft mask comes from an opaque group but
  carries a transfer function mapping every alpha to 0."""

from __future__ import annotations

import struct

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream, pdf_string

TECHNIQUES = (
    "hard_light_pale",
    "icc_flat_curve",
    "glyphs_to_space",
    "alpha_mask_zeroed",
)
WIDTH, HEIGHT = 430, 600
MARGIN = 40
SIZE, LEADING = 9.5, 12.5
CHARS = 62

_OPEN = {
    "hard_light_pale": b"/Ghl gs 0.8 g",
    "icc_flat_curve": b"/Icc cs 0 sc",
    "glyphs_to_space": b"/Sp 9.5 Tf 0 g",
    "alpha_mask_zeroed": b"/Gam gs 0 g",
}


def _icc_gray_flat() -> bytes:
    """A grey display profile (v2.1) whose tone curve maps every input to the top value."""
    xyz_d50 = struct.pack(">iii", 63190, 65536, 54061)
    curve = b"curv" + b"\0" * 4 + struct.pack(">I", 2) + b"\xff\xff\xff\xff"
    wtpt = b"XYZ " + b"\0" * 4 + xyz_d50
    tags = [(b"kTRC", curve), (b"wtpt", wtpt)]
    table_end = 128 + 4 + 12 * len(tags)
    body = b""
    entries = b""
    for sig, data in tags:
        entries += sig + struct.pack(">II", table_end + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    size = table_end + len(body)
    header = (
        struct.pack(">I", size)
        + b"\0\0\0\0"
        + bytes([2, 0x10, 0, 0])
        + b"mntrGRAYXYZ "
        + b"\0" * 12
        + b"acsp"
        + b"\0" * 24
        + struct.pack(">I", 0)
        + xyz_d50
        + b"\0" * 48
    )
    assert len(header) == 128
    return header + struct.pack(">I", len(tags)) + entries + body


def _to_unicode() -> bytes:
    """A ToUnicode CMap giving every one-byte code its cp1252 character."""
    pairs = []
    for code in range(32, 256):
        char = bytes([code]).decode("cp1252", "replace")
        if char == "\ufffd":
            continue
        pairs.append(f"<{code:02X}> <{ord(char):04X}>")
    chunks = [pairs[k : k + 100] for k in range(0, len(pairs), 100)]
    ranges = "\n".join(f"{len(c)} beginbfchar\n" + "\n".join(c) + "\nendbfchar" for c in chunks)
    return (
        "/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
        "/CMapName /H26-UCS def /CMapType 2 def\n"
        "1 begincodespacerange <00> <FF> endcodespacerange\n"
        f"{ranges}\nendcmap CMapName currentdict /CMap defineresource pop end end"
    ).encode()


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
    parts = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        pdf_block(lines_of(title, 34), MARGIN, y, "Hb", 16, 19),
    ]
    y -= 19 * len(lines_of(title, 34)) + 12
    for para in paras:
        lines = lines_of(para)
        parts.append(f"0.6 G 0.5 w {MARGIN} {y + 11:g} m {WIDTH - MARGIN} {y + 11:g} l S".encode())
        parts.append(pdf_block(lines, MARGIN, y, "Co", SIZE, LEADING))
        y -= LEADING * len(lines) + 9
    if hidden is not None:
        y = max(y - 8, MARGIN)
        parts.append(b"q " + _OPEN[how])
        parts.append(_bare_block(lines_of(hidden), MARGIN, y))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    icc = _icc_gray_flat()
    cmap = _to_unicode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Co 5 0 R /Hb 6 0 R /Sp 8 0 R >> "
            "/ColorSpace << /Icc [/ICCBased 9 0 R] >> "
            "/ExtGState << /Ghl << /BM /HardLight >> "
            "/Gam << /SMask << /S /Alpha /G 11 0 R "
            "/TR << /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [0] /N 1 >> >> >> >> "
            ">> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout26) >>",
        (
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding << /Type /Encoding "
            b"/Differences [32" + b" /space" * 224 + b"] >> /ToUnicode 10 0 R >>"
        ),
        f"<< /N 1 /Alternate /DeviceGray /Length {len(icc)} >>\nstream\n".encode()
        + icc
        + b"\nendstream",
        pdf_stream(cmap),
        (
            f"<< /Type /XObject /Subtype /Form /BBox [0 0 {WIDTH} {HEIGHT}] "
            "/Group << /S /Transparency >> /Length "
        ).encode()
        + pdf_stream(f"0 g 0 0 {WIDTH} {HEIGHT} re f".encode()).removeprefix(b"<< /Length "),
    ]
    return pdf_file("1.7", objects, 7)
