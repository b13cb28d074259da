"""One-page PDFs (612 x 792 pt, US Letter portrait), written byte by byte (hidings described
in the package docstring)."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "ctm_tilted_sink",
    "clip_band_above",
    "ctm_stretch_tall",
    "shear_sideways_left",
)
WIDTH, HEIGHT = 612, 792
MARGIN = 60
FLOOR = 72
SIZE, LEADING = 11, 15
CHARS = 88

_SETUP = {
    "ctm_tilted_sink": b"0.866 -0.5 0.5 0.866 0 -1200 cm",
    "clip_band_above": b"0 820 612 40 re W n",
    "ctm_stretch_tall": b"1 0 0 20 0 0 cm",
    "shear_sideways_left": b"1 0 -20 1 0 0 cm",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 50)
    top = HEIGHT - MARGIN - 16
    parts = [
        f"0.06 0.3 0.29 rg 0 {HEIGHT - 22} {WIDTH} 22 re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "F2", 19, 24),
        f"0.88 0.64 0.23 rg {MARGIN} {top - 24 * len(heading) + 12} "
        f"{WIDTH - 2 * MARGIN} 1.5 re f 0 g".encode(),
    ]
    y: float = top - 24 * len(heading) - 12
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "F1", SIZE, LEADING))
        y -= LEADING * len(lines) + 9
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
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout57) >>",
    ]
    return pdf_file("1.4", objects, 7)
