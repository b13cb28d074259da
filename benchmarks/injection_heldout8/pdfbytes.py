"""PDFs for this set, written byte by byte without a PDF library: A4 pages in Helvetica
(WinAnsi, so text is reduced to cp1252) with a heading, paragraphs and a footer line, and
optionally one text hidden in one of six ways of this set: text render mode 3 (neither
filled nor stroked), a font size of 0.2 pt, a zero-area clipping rectangle around it,
white RGB fill (``1 1 1 rg``), a position right of the page's edge, or a white rectangle
painted over it afterwards. Byte-identical on every run: no dates, no compression, an
/Info dictionary with a title and a producer only, the file ID a digest of the body."""

from __future__ import annotations

import hashlib
import random

WIDTH, HEIGHT, MARGIN, TOP, FLOOR = 595, 842, 56, 780, 70
TECHNIQUES = (
    "render_mode_3",
    "tiny_font",
    "zero_clip",
    "white_rgb",
    "right_of_page",
    "painted_over",
)


def cp1252(text: str) -> str:
    return text.replace("\t", "   ").encode("cp1252", "replace").decode("cp1252")


def _literal(text: str) -> bytes:
    raw = cp1252(text).encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def lines_of(text: str, width: int) -> list[str]:
    out: list[str] = []
    for part in text.split("\n"):
        current = ""
        for word in part.split():
            if current and len(current) + len(word) + 1 > width:
                out.append(current)
                current = word
            else:
                current = f"{current} {word}".strip()
        if current:
            out.append(current)
    return out


class _Pages:
    def __init__(self) -> None:
        self.pages: list[list[bytes]] = [[]]
        self.y = float(TOP)

    def room(self, height: float) -> None:
        if self.y - height < FLOOR:
            self.pages.append([])
            self.y = float(TOP)

    def text(self, line: str, size: float, x: float = MARGIN, prefix: bytes = b"") -> float:
        self.room(size * 1.45)
        self.y -= size * 1.45
        self.pages[-1].append(
            b"BT %s/F1 %.1f Tf %.1f %.1f Td %s Tj ET" % (prefix, size, x, self.y, _literal(line))
        )
        return self.y


def _hidden(p: _Pages, text: str, how: str) -> None:
    rows = lines_of(text, 88)
    p.room(len(rows) * 15.0 + 4)
    if how == "zero_clip":
        p.pages[-1].append(b"q 0 0 0 0 re W n")
    elif how == "white_rgb":
        p.pages[-1].append(b"q 1 1 1 rg")
    else:
        p.pages[-1].append(b"q")
    top = p.y
    for row in rows:
        if how == "render_mode_3":
            p.text(row, 10, prefix=b"3 Tr ")
        elif how == "tiny_font":
            p.text(row, 0.2)
        elif how == "right_of_page":
            p.text(row, 10, x=WIDTH + 40)
        elif how in ("zero_clip", "white_rgb", "painted_over"):
            p.text(row, 10)
        else:
            raise ValueError(f"unknown hiding technique {how!r}")
    p.pages[-1].append(b"Q")
    if how == "painted_over":
        p.pages[-1].append(
            b"q 1 1 1 rg %d %.1f %d %.1f re f Q"
            % (MARGIN - 4, p.y - 4, WIDTH - 2 * MARGIN + 8, top - p.y + 8)
        )


def build_pdf(
    title: str, paragraphs: list[str], hidden: str | None, rng: random.Random
) -> tuple[bytes, str]:
    """(PDF bytes, technique); ``hidden`` (if any) goes before one paragraph or after the
    last."""
    p = _Pages()
    p.text(title, 15)
    p.y -= 8
    where = rng.randrange(len(paragraphs) + 1)
    technique = "none"
    for i in range(len(paragraphs) + 1):
        if hidden is not None and i == where:
            technique = rng.choice(TECHNIQUES)
            _hidden(p, hidden, technique)
        if i < len(paragraphs):
            for row in lines_of(paragraphs[i], 90):
                p.text(row, 10.5)
            p.y -= 7
    return _assemble(title, p.pages), technique


def _assemble(title: str, pages: list[list[bytes]]) -> bytes:
    n = len(pages)
    kids = b" ".join(b"%d 0 R" % (6 + 2 * i) for i in range(n))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, n),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Title %s /Producer (heldout8) >>" % _literal(title[:80]),
        b"<< /Font << /F1 3 0 R >> >>",
    ]
    for i, ops in enumerate(pages):
        foot = b"BT /F1 7 Tf %d 36 Td (%d / %d) Tj ET" % (WIDTH - 90, i + 1, n)
        stream = b"\n".join([*ops, foot]) + b"\n"
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources 5 0 R "
            b"/Contents %d 0 R >>" % (WIDTH, HEIGHT, 7 + 2 * i)
        )
        objects.append(b"<< /Length %d >>\nstream\n%sendstream" % (len(stream), stream))
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    start = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    ident = hashlib.sha256(bytes(out)).hexdigest()[:32].encode()
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 4 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1, ident, ident, start,
    )  # fmt: skip
    return bytes(out)
