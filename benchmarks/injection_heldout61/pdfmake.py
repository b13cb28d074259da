"""One-page PDFs (595 x 842 pt, A4 portrait), written byte by byte (hidings described in
the package docstring)."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "blown_up_four_hundred",
    "margin_band_clip",
    "turned_two_hundred_below",
    "frame_ring_clip",
)
WIDTH, HEIGHT = 595, 842
MARGIN = 66
FLOOR = 80
SIZE, LEADING = 10.5, 15
CHARS = 90

_SETUP = {
    "blown_up_four_hundred": b"400 0 0 400 0 0 cm",
    "margin_band_clip": b"28 0 22 842 re W n",
    "turned_two_hundred_below": b"-0.9397 -0.342 0.342 -0.9397 0 0 cm",
    "frame_ring_clip": b"0 0 595 842 re 18 18 9000 806 re W* n",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 48)
    top = HEIGHT - MARGIN - 20
    parts = [
        f"0.35 0.23 0.13 rg 0 {HEIGHT - 40} {WIDTH} 40 re f 0 g".encode(),
        f"0.79 0.65 0.42 rg 0 {HEIGHT - 44} {WIDTH} 2 re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "F2", 20, 25),
        f"0.79 0.65 0.42 rg {MARGIN} {top - 25 * len(heading) + 12} 463 0.8 re f 0 g".encode(),
    ]
    y: float = top - 25 * len(heading) - 12
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
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-BoldItalic /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout61) >>",
    ]
    return pdf_file("1.4", objects, 7)
