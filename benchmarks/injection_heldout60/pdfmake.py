"""One-page PDFs (595 x 842 pt, A4 portrait), written byte by byte (hidings described in
the package docstring)."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "white_outline_stroke",
    "turned_225_below",
    "curve_clip_over_top",
    "flipped_above_top",
)
WIDTH, HEIGHT = 595, 842
MARGIN = 72
FLOOR = 80
SIZE, LEADING = 10.5, 15
CHARS = 90

_SETUP = {
    "white_outline_stroke": b"1 Tr 1 G",
    "turned_225_below": b"-0.7071 -0.7071 0.7071 -0.7071 0 0 cm",
    "curve_clip_over_top": b"150 900 m 250 1010 350 1010 450 900 c h W n",
    "flipped_above_top": b"1 0 0 -1 0 1700 cm",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 46)
    top = HEIGHT - MARGIN - 20
    parts = [
        f"0.35 0.18 0.31 rg 0 {HEIGHT - 34} {WIDTH} 34 re f 0 g".encode(),
        f"0.85 0.71 0.35 rg 0 {HEIGHT - 40} {WIDTH} 3 re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "F2", 20, 25),
        f"0.85 0.71 0.35 rg {MARGIN} {top - 25 * len(heading) + 12} 451 1 re f 0 g".encode(),
    ]
    y: float = top - 25 * len(heading) - 14
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "F1", SIZE, LEADING))
        y -= LEADING * len(lines) + 10
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
            "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-BoldItalic /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout60) >>",
    ]
    return pdf_file("1.4", objects, 7)
