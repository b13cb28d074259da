"""One-page A5 PDFs (420 x 595 pt) written byte by byte: no PDF library, no compression, no
date. Heading in Times-Bold, body in Helvetica. ``make_pdf`` sets the visible paragraphs
and, on request, one more text inside a hidden block (``q`` ... ``Q``) by one of four
hidings no earlier set's docstring names. None paints a pixel (the tests render every PDF
with PDFium) and the text stays in the page's content stream, where PDFium extracts it:

- ``ocmd_anyoff_all_on``: optional content of a membership dictionary with the policy
  ``/AnyOff`` over two groups that are both ON (visible only if one were OFF);
- ``text_clip_offpage_glyph``: a clip set by an earlier text object in render mode 7 (add
  to clip, paint nothing) whose only glyph, a full stop, sits 500 pt beyond the page's lower
  left corner; the render mode is set back to 0 after ``ET``, so the hidden text is filled
  normally, but only inside that far-away full stop;
- ``ctm_quarter_turn_off_page``: the CTM turned a quarter turn about the page's origin, which
  carries the block past the left edge of the page;
- ``ocmd_ve_not_and_on``: optional content of a membership dictionary whose visibility
  expression nests ``/And`` in ``/Not``, ``[/Not [/And a b]]``, over two groups that are
  both ON, so the expression is false."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "ocmd_anyoff_all_on",
    "text_clip_offpage_glyph",
    "ctm_quarter_turn_off_page",
    "ocmd_ve_not_and_on",
)
WIDTH, HEIGHT = 420, 595
MARGIN = 40
SIZE, LEADING = 10, 13
CHARS = 64

_OPEN = {
    "ocmd_anyoff_all_on": b"/OC /Af BDC 0 g",
    "text_clip_offpage_glyph": b"BT /Hv 10 Tf 7 Tr -500 -500 Td (.) Tj ET 0 Tr 0 g",
    "ctm_quarter_turn_off_page": b"0 1 -1 0 0 0 cm 0 g",
    "ocmd_ve_not_and_on": b"/OC /Na BDC 0 g",
}
_CLOSE = {"ocmd_anyoff_all_on": b"EMC", "ocmd_ve_not_and_on": b"EMC"}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def _block(lines: list[str], x: float, y: float, font: str, size: float) -> bytes:
    return pdf_block(lines, x, y, font, size, LEADING)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    y: float = HEIGHT - MARGIN - 14
    parts = [
        f"1 g 0 0 {WIDTH} {HEIGHT} re f 0 g".encode(),
        _block(lines_of(title, 40), MARGIN, y, "Tb", 14),
    ]
    y -= 32
    for para in paras:
        lines = lines_of(para)
        parts.append(_block(lines, MARGIN, y, "Hv", SIZE))
        y -= LEADING * len(lines) + 7
    if hidden is not None:
        y = max(y - 10, MARGIN)
        parts.append(b"q " + _OPEN[how])
        parts.append(_block(lines_of(hidden), MARGIN, y, "Hv", SIZE))
        parts.append(_CLOSE[how] + b"\nQ" if how in _CLOSE else b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [8 0 R 9 0 R] "
        b"/D << /ON [8 0 R 9 0 R] /OFF [] /Order [8 0 R 9 0 R] >> >> >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Hv 5 0 R /Tb 6 0 R >> "
            "/Properties << /Af << /Type /OCMD /OCGs [8 0 R 9 0 R] /P /AnyOff >> "
            "/Na << /Type /OCMD /OCGs [8 0 R 9 0 R] /VE [/Not [/And 8 0 R 9 0 R]] >> >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout22) >>",
        b"<< /Type /OCG /Name (Tide table) >>",
        b"<< /Type /OCG /Name (Crew rota) >>",
    ]
    return pdf_file("1.7", objects, 7)
