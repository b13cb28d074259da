"""One-page PDFs (567 x 765 pt, 20 x 27 cm portrait), written byte by byte (hidings described
in the package docstring)."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "sheared_far_left",
    "corner_circle_clip",
    "antidiagonal_reflection",
    "blank_glyph_clip",
)
WIDTH, HEIGHT = 567, 765
MARGIN = 60
FLOOR = 84
SIZE, LEADING = 10, 14
CHARS = 96

_SETUP = {
    "sheared_far_left": b"1 0 -40 1 0 0 cm",
    "corner_circle_clip": (
        b"44 743 m 44 749.6 38.6 755 32 755 c 25.4 755 20 749.6 20 743 c "
        b"20 736.4 25.4 731 32 731 c 38.6 731 44 736.4 44 743 c h W n"
    ),
    "antidiagonal_reflection": b"0 -1 -1 0 0 0 cm",
    "blank_glyph_clip": b"BT /F1 10 Tf 7 Tr ( ) Tj ET 0 Tr",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 52)
    top = HEIGHT - MARGIN - 24
    parts = [
        f"0.12 0.31 0.47 rg 0 {HEIGHT - 30} {WIDTH} 30 re f 0 g".encode(),
        f"0.95 0.76 0.31 rg 0 {HEIGHT - 36} {WIDTH} 6 re f 0 g".encode(),
        f"0.89 0.34 0.18 rg {MARGIN - 18} {FLOOR - 20} 6 {top - FLOOR + 44} re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "F2", 19, 24),
    ]
    y: float = top - 24 * len(heading) - 10
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "F1", SIZE, LEADING))
        y -= LEADING * len(lines) + 7
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, FLOOR + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how])
        parts.append(pdf_block(hidden_lines, MARGIN, y, "F1", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout62) >>",
    ]
    return pdf_file("1.4", objects, 7)
