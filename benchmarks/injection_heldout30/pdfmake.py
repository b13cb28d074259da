"""One-page portrait PDFs (520 x 700 pt), written byte by byte: no PDF library, no compression,
no date. Heading in Courier-Bold under a thin rule, body in Helvetica. ``make_pdf`` sets the
visible paragraphs and, on request, one more text inside a hidden block (``q`` ... ``Q``, its
lines kept above the page's foot) by one of four hidings. None paints a pixel (the tests
render every PDF with PDFium), and the text stays in the page's content stream, where PDFium
extracts it:

- ``type3_flat_matrix``: a Type 3 font whose glyphs are filled boxes, with a
  ``/FontMatrix`` whose vertical scale is 0, flattening every glyph to no height;
- ``type3_matrix_far``: a Type 3 font whose glyphs are filled boxes, with a ``/FontMatrix``
  whose translation lifts every glyph 700 points above its baseline (off the page); a
  ``/ToUnicode`` map keeps the text extractable;
- ``type3_coloured_white``: a Type 3 font whose glyph procedures are coloured (``d0``) and
  set their own white fill before filling their box, whatever the text's fill colour;
- ``type3_clipped_glyphs``: a Type 3 font whose glyph procedures clip to an empty rectangle
  before filling their box (``/ToUnicode`` as above)."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream, pdf_string

TECHNIQUES = (
    "type3_flat_matrix",
    "type3_matrix_far",
    "type3_coloured_white",
    "type3_clipped_glyphs",
)
WIDTH, HEIGHT = 520, 700
MARGIN = 52
SIZE, LEADING = 10, 14
CHARS = 84

_OPEN = {
    "type3_flat_matrix": b"/Fz 10 Tf 0 g",
    "type3_matrix_far": b"/Fm 10 Tf 0 g",
    "type3_coloured_white": b"/Fw 10 Tf 0 g",
    "type3_clipped_glyphs": b"/Fc 10 Tf 0 g",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def _bare_block(lines: list[str], x: float, y: float) -> bytes:
    """A text object without its own ``Tf``: it draws in the font the state holds."""
    parts = [f"BT {LEADING} TL {x:g} {y:g} Td".encode()]
    parts += [(b"T* " if n else b"") + pdf_string(line) + b" Tj" for n, line in enumerate(lines)]
    return b"\n".join([*parts, b"ET"])


def _to_unicode() -> bytes:
    """A CMap giving each WinAnsi code 32-255 its Unicode character."""
    pairs = []
    for code in range(32, 256):
        try:
            ch = bytes([code]).decode("cp1252")
        except UnicodeDecodeError:
            continue
        pairs.append(f"<{code:02X}> <{ord(ch):04X}>")
    body = [
        "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
        "/CMapName /H30-WinAnsi-UCS def /CMapType 2 def",
        "1 begincodespacerange <00> <FF> endcodespacerange",
    ]
    for start in range(0, len(pairs), 100):
        chunk = pairs[start : start + 100]
        body += [f"{len(chunk)} beginbfchar", *chunk, "endbfchar"]
    body += ["endcmap CMapName currentdict /CMap defineresource pop end end"]
    return pdf_stream("\n".join(body).encode())


def _type3(matrix: str, proc: int) -> bytes:
    return (
        f"<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [{matrix}] "
        f"/CharProcs << /g {proc} 0 R >> /Encoding << /Type /Encoding /Differences "
        f"[32 {' '.join(['/g'] * 224)}] >> /FirstChar 32 /LastChar 255 "
        f"/Widths [{' '.join(['560'] * 224)}] /Resources << >> /ToUnicode 8 0 R >>"
    ).encode()


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 44)
    top = HEIGHT - MARGIN - 6
    parts = [
        b"1 g 0 0 520 700 re f",
        pdf_block(heading, MARGIN, top, "Hb", 16, 20),
    ]
    rule = top - 20 * (len(heading) - 1) - 10
    parts.append(f"0.3 G 0.8 w {MARGIN} {rule} m {WIDTH - MARGIN} {rule} l S 0 g".encode())
    y: float = rule - 22
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Hv", SIZE, LEADING))
        y -= LEADING * len(lines) + 9
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 20 + LEADING * len(hidden_lines))
        parts.append(b"q " + _OPEN[how])
        parts.append(_bare_block(hidden_lines, MARGIN, y))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Hv 5 0 R /Hb 6 0 R /Fm 9 0 R /Fz 10 0 R /Fc 11 0 R /Fw 14 0 R >> "
            ">> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout30) >>",
        _to_unicode(),
        _type3("0.001 0 0 0.001 0 70", 12),
        _type3("0.001 0 0 0 0 0", 12),
        _type3("0.001 0 0 0.001 0 0", 13),
        pdf_stream(b"560 0 0 0 600 700 d1 40 0 480 700 re f"),
        pdf_stream(b"560 0 0 0 600 700 d1 0 0 0 0 re W n 40 0 480 700 re f"),
        _type3("0.001 0 0 0.001 0 0", 15),
        pdf_stream(b"560 0 d0 1 g 40 0 480 700 re f"),
    ]
    return pdf_file("1.7", objects, 7)
