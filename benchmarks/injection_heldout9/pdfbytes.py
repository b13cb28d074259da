"""PDFs of this set, written byte by byte with no PDF library: A4 pages set in Courier
(WinAnsi, so text is reduced to cp1252), a title, paragraphs and a page number, and
optionally one text hidden in one of six ways of this set: text render mode 7 (adds to
the clip path, paints nothing), an optional-content group switched off in the catalogue,
a white outline with no fill (render mode 1, white stroke), a clipping rectangle that
lies elsewhere on the page, a graphics state with fill opacity 0, or a horizontal scale
of 0.5 %. Byte-identical on every run: no dates, no compression, the file ID a digest of
the body."""

from __future__ import annotations

import hashlib
import random

WIDTH, HEIGHT, LEFT, TOP, BOTTOM = 595, 842, 60, 786, 64
TECHNIQUES = (
    "render_mode_7",
    "ocg_off",
    "white_stroke",
    "offset_clip",
    "alpha_zero",
    "hscale_tiny",
)


def cp1252(text: str) -> str:
    return text.replace("\t", "  ").encode("cp1252", "replace").decode("cp1252")


def _string(text: str) -> bytes:
    raw = cp1252(text).encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for piece in text.split("\n"):
        row = ""
        for word in piece.split():
            while len(word) > width:
                if row:
                    lines.append(row)
                    row = ""
                lines.append(word[:width])
                word = word[width:]
            if row and len(row) + 1 + len(word) > width:
                lines.append(row)
                row = word
            else:
                row = f"{row} {word}" if row else word
        if row:
            lines.append(row)
    return lines


class _Sheet:
    def __init__(self) -> None:
        self.pages: list[list[bytes]] = [[]]
        self.y = float(TOP)

    def need(self, height: float) -> None:
        if self.y - height < BOTTOM:
            self.pages.append([])
            self.y = float(TOP)

    def line(self, text: str, size: float, before: bytes = b"") -> None:
        self.need(size * 1.4)
        self.y -= size * 1.4
        self.pages[-1].append(
            b"BT %s/C 1 Tf %.1f 0 0 %.1f %d %.1f Tm %s Tj ET"
            % (before, size, size, LEFT, self.y, _string(text))
        )


def _hide(sheet: _Sheet, text: str, how: str) -> None:
    rows = wrap(text, 76)
    sheet.need(len(rows) * 13.0 + 2)
    ops = sheet.pages[-1]
    opening = {
        "render_mode_7": b"q",
        "ocg_off": b"/OC /Hid BDC q",
        "white_stroke": b"q 1 1 1 RG 0.1 w",
        "offset_clip": b"q %d %d 20 20 re W n" % (WIDTH - 40, HEIGHT - 40),
        "alpha_zero": b"q /Clear gs",
        "hscale_tiny": b"q",
    }
    before = {
        "render_mode_7": b"7 Tr ",
        "white_stroke": b"1 Tr ",
        "hscale_tiny": b"0.5 Tz ",
    }
    if how not in opening:
        raise ValueError(f"unknown hiding {how!r}; use one of {', '.join(TECHNIQUES)}")
    ops.append(opening[how])
    for row in rows:
        sheet.line(row, 9.0, before.get(how, b""))
    ops.append(b"Q EMC" if how == "ocg_off" else b"Q")


def build_pdf(
    title: str, paragraphs: list[str], hidden: str | None, rng: random.Random
) -> tuple[bytes, str]:
    """(PDF bytes, technique): ``hidden`` (when given) sits after a random paragraph."""
    sheet = _Sheet()
    sheet.line(title, 14)
    sheet.y -= 6
    after = rng.randrange(len(paragraphs)) if paragraphs else 0
    technique = "none"
    if hidden is not None and not paragraphs:
        technique = rng.choice(TECHNIQUES)
        _hide(sheet, hidden, technique)
    for i, paragraph in enumerate(paragraphs):
        for row in wrap(paragraph, 80):
            sheet.line(row, 10)
        sheet.y -= 6
        if hidden is not None and i == after:
            technique = rng.choice(TECHNIQUES)
            _hide(sheet, hidden, technique)
    return _assemble(title, sheet.pages), technique


def _assemble(title: str, pages: list[list[bytes]]) -> bytes:
    n = len(pages)
    first = 7
    kids = b" ".join(b"%d 0 R" % (first + 2 * i) for i in range(n))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [6 0 R] "
        b"/D << /Order [6 0 R] /OFF [6 0 R] >> >> >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, n),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
        b"<< /Title %s /Producer (heldout9 pdfbytes) >>" % _string(title[:70]),
        b"<< /Font << /C 3 0 R >> /ExtGState << /Clear << /Type /ExtGState /ca 0 /CA 0 >> >> "
        b"/Properties << /Hid 6 0 R >> >>",
        b"<< /Type /OCG /Name (notes) >>",
    ]
    for i, ops in enumerate(pages):
        folio = b"BT /C 1 Tf 8 0 0 8 %d 40 Tm (- %d -) Tj ET" % (WIDTH // 2 - 16, i + 1)
        stream = b"\n".join([*ops, folio]) + b"\n"
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources 5 0 R "
            b"/Contents %d 0 R >>" % (WIDTH, HEIGHT, first + 1 + 2 * i)
        )
        objects.append(b"<< /Length %d >>\nstream\n%sendstream" % (len(stream), stream))
    out = bytearray(b"%PDF-1.5\n%\xc7\xec\x8f\xa2\n")
    offsets: list[int] = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    ident = hashlib.sha256(bytes(out)).hexdigest()[:32].encode()
    out += (
        b"trailer\n<< /Size %d /Root 1 0 R /Info 4 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n"
        % (len(objects) + 1, ident, ident, xref)
    )
    return bytes(out)
