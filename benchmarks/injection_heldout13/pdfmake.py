"""One-page PDFs the size of an ISO C5 envelope (459 x 649 pt), Helvetica-Oblique body
under a Courier-Bold title, written byte by byte (no PDF library, no compression, no
date). ``make_pdf`` draws the visible paragraphs and, when given, one more text in a
hidden block (``q`` ... ``Q``) by one of five techniques no earlier set's docstring lists;
each paints nothing (the tests render with PDFium) while PDFium still extracts the text:

- ``difference_blend``: black text under the ``Difference`` blend mode over the white
  rectangle painted under the whole page (|white - black| is white);
- ``exclusion_blend``: black text under the ``Exclusion`` blend mode over that rectangle;
- ``evenodd_clip``: the text clipped by the same rectangle given twice under the
  even-odd rule, which leaves an empty clip;
- ``alpha_softmask``: a soft mask of type ``Alpha`` taken from an empty transparency
  group, so every painted point has alpha 0;
- ``stroke_alpha_zero``: glyph outlines only (render mode 1) with stroke alpha 0."""

from __future__ import annotations

TECHNIQUES = (
    "difference_blend",
    "exclusion_blend",
    "evenodd_clip",
    "alpha_softmask",
    "stroke_alpha_zero",
)
WIDTH, HEIGHT = 459, 649
MARGIN = 48
SIZE, LEADING = 9.5, 12.5
CHARS_PER_LINE = 80


def _hidden_ops(how: str, top: float) -> str:
    box = f"{MARGIN} {MARGIN} {WIDTH - 2 * MARGIN} {top} re"
    ops = {
        "difference_blend": "/GxD gs 0 g",
        "exclusion_blend": "/GxE gs 0 g",
        "evenodd_clip": f"{box} {box} W* n 0 g",
        "alpha_softmask": "/GxM gs 0 g",
        "stroke_alpha_zero": "/GxS gs 0 G 1 Tr",
    }
    return ops[how]


def _pdf_string(text: str) -> bytes:
    raw = text.encode("cp1252", "replace")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _lines(text: str, width: int = CHARS_PER_LINE) -> list[str]:
    """Words of ``text`` (its own line breaks kept) packed into lines of ``width``."""
    out: list[str] = []
    for source in text.split("\n"):
        line = ""
        for word in source.split():
            if line and len(line) + 1 + len(word) > width:
                out.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        if line:
            out.append(line)
    return out


def _block(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    out = [f"BT /{font} {size} Tf {LEADING} TL {x} {y} Td".encode()]
    for k, line in enumerate(lines):
        out.append(_pdf_string(line) + (b" Tj" if k == 0 else b" '"))
    out.append(b"ET")
    return b"\n".join(out)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"unknown PDF hiding technique {how!r}; known: {', '.join(TECHNIQUES)}")
    y: float = HEIGHT - MARGIN - 14
    parts = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        _block(_lines(title, 50), MARGIN, y, "Fb", 14),
    ]
    y -= 28
    for para in paras:
        lines = _lines(para)
        parts.append(_block(lines, MARGIN, y, "Fo", SIZE))
        y -= LEADING * len(lines) + 7
    if hidden is not None:
        y = max(y - 4, MARGIN + 10)
        parts.append(b"q " + _hidden_ops(how, HEIGHT - 2 * MARGIN).encode())
        parts.append(_block(_lines(hidden), MARGIN, y, "Fo", SIZE))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Fo 5 0 R /Fb 6 0 R >> "
            "/ExtGState << /GxD << /Type /ExtGState /BM /Difference >> "
            "/GxE << /Type /ExtGState /BM /Exclusion >> "
            "/GxM << /Type /ExtGState /SMask << /Type /Mask /S /Alpha /G 7 0 R >> >> "
            "/GxS << /Type /ExtGState /CA 0 >> >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"endstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique "
        b"/Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        (
            f"<< /Type /XObject /Subtype /Form /BBox [0 0 {WIDTH} {HEIGHT}] "
            "/Group << /S /Transparency /CS /DeviceGray >> /Resources << >> /Length 0 >>\n"
            "stream\n\nendstream"
        ).encode(),
    ]
    out = bytearray(b"%PDF-1.7\n%\xc3\xa7\xc3\xb1\n")
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
