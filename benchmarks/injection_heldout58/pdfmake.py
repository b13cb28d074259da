"""One-page PDFs (595 x 842 pt, A4 portrait), written byte by byte (hidings described in
the package docstring)."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "shear_upward_steep",
    "fill_alpha_gstate",
    "clip_corner_square",
    "rise_beyond_top",
)
WIDTH, HEIGHT = 595, 842
MARGIN = 64
FLOOR = 80
SIZE, LEADING = 10.5, 14.5
CHARS = 92

_SETUP = {
    "shear_upward_steep": b"1 20 0 1 0 0 cm",
    "fill_alpha_gstate": b"/H58a gs",
    "clip_corner_square": b"0 0 24 24 re W n",
    "rise_beyond_top": b"5000 Ts",
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
        f"0.36 0.12 0.23 rg 0 {HEIGHT - 30} {WIDTH} 30 re f 0 g".encode(),
        f"0.85 0.71 0.42 rg 0 {HEIGHT - 34} {WIDTH} 2 re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "F2", 20, 25),
    ]
    y: float = top - 25 * len(heading) - 10
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "F1", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, FLOOR + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how])
        parts.append(pdf_block(hidden_lines, MARGIN, y, "F1", SIZE, LEADING))
        parts.append(b"Q")
    parts.append(f"0.85 0.71 0.42 rg {MARGIN} 40 {WIDTH - 2 * MARGIN} 1 re f 0 g".encode())
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> "
            "/ExtGState << /H58a << /Type /ExtGState /ca 0 >> >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-BoldOblique "
        b"/Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout58) >>",
    ]
    return pdf_file("1.4", objects, 7)
