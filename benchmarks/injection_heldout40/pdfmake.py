"""One-page PDFs (560 x 720 pt, a tall sheet), written byte by byte: no PDF library, no
compression, no date. Heading in Times-Bold over a thin navy rule, body in Times-Roman. ``make_pdf``
sets the visible paragraphs and, on request, one more text inside a hidden block (``q`` ...
``Q``, its lines kept above the page's foot) whose hiding is set up before its text object.
None paints a pixel (the tests render every PDF with PDFium), and the text stays in the
page's content stream, where PDFium extracts it:

- ``clip_top_margin_strip``: the clip set to a thin strip along the page's top margin
  (``0 704 560 16 re W n``), above the heading, where no line of the block ever falls;
- ``rise_above_page``: a text rise of 2400 pt (``2400 Ts``), lifting every line far above the
  page's top edge;
- ``gstate_fill_alpha_zero``: an ExtGState whose fill alpha is zero (``/ca 0``) selected by
  ``gs``, so the glyphs are filled fully transparent;
- ``nonzero_opposed_twin_clip``: the page rectangle (``re``, counter-clockwise) and the same
  rectangle drawn clockwise in one path made the clip by the nonzero rule (``W``): the two
  windings cancel everywhere, so nothing is inside."""

from __future__ import annotations

from heldout_assembly import pdf_block, pdf_file, pdf_lines, pdf_stream

TECHNIQUES = (
    "clip_top_margin_strip",
    "rise_above_page",
    "gstate_fill_alpha_zero",
    "nonzero_opposed_twin_clip",
)
WIDTH, HEIGHT = 560, 720
MARGIN = 54
SIZE, LEADING = 11, 15
CHARS = 84

_SETUP = {
    "clip_top_margin_strip": b"0 704 560 16 re W n",
    "rise_above_page": b"2400 Ts",
    "gstate_fill_alpha_zero": b"/Gz gs",
    "nonzero_opposed_twin_clip": b"0 0 560 720 re 0 0 m 0 720 l 560 720 l 560 0 l h W n",
}


def lines_of(text: str, width: int = CHARS) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    return pdf_lines(text, width)


def make_pdf(title: str, paras: list[str], hidden: str | None = None, how: str = "") -> bytes:
    """The PDF of ``title`` above ``paras``; ``hidden``, when given, drawn by hiding ``how``."""
    if hidden is not None and how not in TECHNIQUES:
        raise ValueError(f"no PDF hiding called {how!r}; this set's hidings are {TECHNIQUES}")
    heading = lines_of(title, 50)
    top = HEIGHT - MARGIN
    parts = [
        b"0.99 0.99 0.97 rg 0 0 560 720 re f 0 g",
        pdf_block(heading, MARGIN, top, "Tb", 17, 21),
        f"0.09 0.16 0.29 RG 0.8 w {MARGIN} {top - 21 * len(heading) + 8} m "
        f"{WIDTH - MARGIN} {top - 21 * len(heading) + 8} l S 0 G".encode(),
    ]
    y: float = top - 21 * len(heading) - 14
    for para in paras:
        lines = lines_of(para)
        parts.append(pdf_block(lines, MARGIN, y, "Tr", SIZE, LEADING))
        y -= LEADING * len(lines) + 8
    if hidden is not None:
        hidden_lines = lines_of(hidden)
        y = max(y - 6, 36 + LEADING * len(hidden_lines))
        parts.append(b"q " + _SETUP[how] + b" 0 g")
        parts.append(pdf_block(hidden_lines, MARGIN, y, "Tr", SIZE, LEADING))
        parts.append(b"Q")
    content = b"\n".join(parts) + b"\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] "
            "/Resources << /Font << /Tr 5 0 R /Tb 6 0 R >> /ExtGState << /Gz 8 0 R >> >> "
            "/Contents 4 0 R >>"
        ).encode(),
        pdf_stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Producer (injection_heldout40) >>",
        b"<< /Type /ExtGState /ca 0 >>",
    ]
    return pdf_file("1.5", objects, 7)
