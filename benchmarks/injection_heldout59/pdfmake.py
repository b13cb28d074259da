"""One-page PDFs (612 x 792 pt, US Letter portrait), written byte by byte (hidings described
in the package docstring)."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "pattern_cell_outside_bbox",
    "turned_one_twenty_off_left",
    "shoved_past_right_edge",
    "triangle_clip_offpage",
)
WIDTH, HEIGHT = 612, 792
MARGIN = 70
FLOOR = 76
SIZE, LEADING = 10, 14
CHARS = 96

_SETUP = {
    "pattern_cell_outside_bbox": b"/Pattern cs /P59 scn",
    "turned_one_twenty_off_left": b"-0.5 0.866 -0.866 -0.5 0 0 cm",
    "shoved_past_right_edge": b"1 0 0 1 640 0 cm",
    "triangle_clip_offpage": b"-60 -60 m -12 -60 l -60 -12 l h W n",
}
_TILE = b"0 g 20 20 6 6 re f"


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 50)
    top = HEIGHT - MARGIN - 14
    parts = [
        f"0.06 0.30 0.29 rg 0 0 14 {HEIGHT} re f 0 g".encode(),
        f"0.88 0.48 0.18 rg 14 0 4 {HEIGHT} re f 0 g".encode(),
        pdf_block(heading, MARGIN, top, "F2", 19, 24),
        f"0.88 0.48 0.18 rg {MARGIN} {top - 24 * len(heading) + 10} 160 2 re f 0 g".encode(),
    ]
    y: float = top - 24 * len(heading) - 14
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
            "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> /Pattern << /P59 8 0 R >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout59) >>",
        (
            f"<< /Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 "
            f"/BBox [0 0 10 10] /XStep 10 /YStep 10 /Resources << >> /Length {len(_TILE)} >>\n"
            "stream\n"
        ).encode()
        + _TILE
        + b"\nendstream",
    ]
    return pdf_file("1.4", objects, 7)
