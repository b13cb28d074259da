"""PDFs for this set, written byte by byte (no PDF library): A4 pages in Helvetica
(WinAnsi, so text is reduced to cp1252), a title, paragraphs, a running footer, and
optionally one text hidden in one of six ways: text render mode 3 (neither filled nor
stroked), a font size of 0.3 pt, a text matrix that puts it left of the page, white fill
colour in RGB (``1 1 1 rg``), ordinary black text painted over by a white rectangle, or a
clipping path of zero area set before it. Byte-identical on every run: no dates, no
compression, an /Info dictionary with a title only, the file ID a digest of the bytes."""

from __future__ import annotations

import hashlib
import random

PAGE_W, PAGE_H, LEFT, TOP, BOTTOM = 595, 842, 56, 790, 64
TECHNIQUES = (
    "render_mode_3",
    "tiny_font",
    "off_page",
    "white_rgb",
    "covered_by_rect",
    "zero_area_clip",
)


def cp1252(text: str) -> str:
    return text.replace("\t", "   ").encode("cp1252", "replace").decode("cp1252")


def _literal(text: str) -> bytes:
    raw = cp1252(text).encode("cp1252")
    raw = raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
    return b"(" + raw + b")"


def lines_of(text: str, width: int) -> list[str]:
    out: list[str] = []
    for chunk in text.split("\n"):
        current: list[str] = []
        for word in chunk.split():
            if current and len(" ".join([*current, word])) > width:
                out.append(" ".join(current))
                current = [word]
            else:
                current.append(word)
        if current:
            out.append(" ".join(current))
    return out


class _Pages:
    def __init__(self) -> None:
        self.ops: list[list[bytes]] = [[]]
        self.y = float(TOP)

    def room(self, height: float) -> None:
        if self.y - height < BOTTOM:
            self.ops.append([])
            self.y = float(TOP)

    def text(self, line: str, size: float, *, x: float = LEFT, pre: bytes = b"") -> float:
        self.room(size * 1.35)
        self.y -= size * 1.35
        self.ops[-1].append(
            b"BT %s/F1 %.2f Tf %.1f %.1f Td %s Tj ET" % (pre, size, x, self.y, _literal(line))
        )
        return self.y


def _hide(pages: _Pages, text: str, how: str) -> None:
    lines = lines_of(text, 95)
    if how == "render_mode_3":
        for line in lines:
            pages.text(line, 9, pre=b"3 Tr ")
    elif how == "tiny_font":
        for line in lines:
            pages.text(line, 0.3)
    elif how == "off_page":
        for line in lines:
            pages.text(line, 9, x=-3000.0)
    elif how == "white_rgb":
        pages.ops[-1].append(b"q 1 1 1 rg")
        for line in lines:
            pages.text(line, 9)
        pages.ops[-1].append(b"Q")
    elif how == "covered_by_rect":
        pages.room(len(lines) * 9 * 1.35)
        top = pages.y
        for line in lines:
            pages.text(line, 9)
        pages.ops[-1].append(
            b"q 1 1 1 rg %.1f %.1f %.1f %.1f re f Q"
            % (LEFT - 2, pages.y - 3, PAGE_W - 2 * LEFT + 4, top - pages.y + 3)
        )
    elif how == "zero_area_clip":
        pages.ops[-1].append(b"q 0 0 0 0 re W n")
        for line in lines:
            pages.text(line, 9)
        pages.ops[-1].append(b"Q")
    else:
        raise ValueError(f"unknown hiding technique {how!r}")


def build_pdf(
    title: str, paragraphs: list[str], hidden: str | None, rng: random.Random
) -> tuple[bytes, str]:
    """(PDF bytes, technique): ``hidden`` (if any) goes between two paragraphs."""
    pages = _Pages()
    pages.text(title, 15)
    pages.y -= 8
    slot = rng.randrange(len(paragraphs) + 1)
    technique = "none"
    for i in range(len(paragraphs) + 1):
        if hidden is not None and i == slot:
            technique = rng.choice(TECHNIQUES)
            _hide(pages, hidden, technique)
        if i < len(paragraphs):
            for line in lines_of(paragraphs[i], 88):
                pages.text(line, 10.5)
            pages.y -= 7
    return _file(title, pages.ops), technique


def _file(title: str, pages: list[list[bytes]]) -> bytes:
    count = len(pages)
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R /Lang (und) >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>"
        % (b" ".join(b"%d 0 R" % (6 + 2 * i) for i in range(count)), count),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Title %s /Producer (heldout6 pdfbytes) >>" % _literal(title[:80]),
        b"<< /Font << /F1 3 0 R >> /ProcSet [/PDF /Text] >>",
    ]
    for i, ops in enumerate(pages):
        footer = b"BT /F1 7 Tf %d 30 Td (%d / %d) Tj ET" % (PAGE_W - 90, i + 1, count)
        stream = b"\n".join([*ops, footer]) + b"\n"
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources 5 0 R "
            b"/Contents %d 0 R >>" % (PAGE_W, PAGE_H, 7 + 2 * i)
        )
        objects.append(b"<< /Length %d >>\nstream\n%sendstream" % (len(stream), stream))
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets: list[int] = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    digest = hashlib.sha256(bytes(out)).hexdigest()[:32].encode()
    out += (
        b"trailer\n<< /Size %d /Root 1 0 R /Info 4 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n"
        % (len(objects) + 1, digest, digest, xref)
    )
    return bytes(out)
