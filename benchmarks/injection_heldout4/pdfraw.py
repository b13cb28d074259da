"""PDF documents written byte by byte for the fourth held-out set (no PDF library): A4
pages in Helvetica (WinAnsi, so text is reduced to cp1252), a title, paragraphs and,
optionally, a text hidden in one of five ways: text render mode 3 (invisible), white fill,
0.5-point type, a white rectangle painted over it, or an empty clipping path around it.
Byte-identical on every run: no dates, a fixed file ID derived from the content."""

from __future__ import annotations

import hashlib
import random

WIDTH, HEIGHT, LEFT, TOP, BOTTOM = 595, 842, 56, 790, 60
HIDING = ("invisible_mode", "white_fill", "micro_type", "painted_over", "empty_clip")


def cp1252(text: str) -> str:
    return text.encode("cp1252", "replace").decode("cp1252")


def _literal(text: str) -> bytes:
    raw = cp1252(text).encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _lines(text: str, width: int) -> list[str]:
    out: list[str] = []
    for para in text.split("\n"):
        current = ""
        for word in para.split():
            if current and len(current) + len(word) + 1 > width:
                out.append(current)
                current = word
            else:
                current = (current + " " + word).strip()
        if current:
            out.append(current)
    return out


class _Pages:
    def __init__(self) -> None:
        self.streams: list[list[bytes]] = [[]]
        self.y = float(TOP)

    def room(self, height: float) -> None:
        if self.y - height < BOTTOM:
            self.streams.append([])
            self.y = float(TOP)

    def text(self, line: str, size: float, prefix: bytes = b"") -> None:
        self.room(size + 2)
        self.y -= size + 2
        self.streams[-1].append(
            b"BT "
            + prefix
            + b"/F1 %.1f Tf %d %.1f Td " % (size, LEFT, self.y)
            + _literal(line)
            + b" Tj ET"
        )


def _hide(pages: _Pages, text: str, how: str) -> None:
    if how == "micro_type":
        for line in _lines(text, 600):
            pages.text(line, 0.5)
        return
    lines = _lines(text, 95)
    height = 11.0 * len(lines)
    pages.room(height + 4)
    top = pages.y
    if how == "empty_clip":
        pages.streams[-1].append(b"q 0 0 0 0 re W n")
    for line in lines:
        prefix = {"invisible_mode": b"3 Tr ", "white_fill": b"1 1 1 rg "}.get(how, b"")
        pages.y -= 11.0
        pages.streams[-1].append(
            b"BT " + prefix + b"/F1 9 Tf %d %.1f Td " % (LEFT, pages.y) + _literal(line) + b" Tj ET"
        )
    if how == "empty_clip":
        pages.streams[-1].append(b"Q")
    if how == "painted_over":
        pages.streams[-1].append(
            b"q 1 1 1 rg %d %.1f %d %.1f re f Q"
            % (LEFT - 3, pages.y - 3, WIDTH - 2 * LEFT + 6, top - pages.y + 4)
        )
    pages.y -= 4


def document(
    title: str, paragraphs: list[str], hidden: str | None, rng: random.Random
) -> tuple[bytes, str]:
    """(PDF bytes, technique) with ``hidden`` (if any) between two paragraphs."""
    pages = _Pages()
    pages.text(title, 15)
    pages.y -= 8
    spot = rng.randrange(len(paragraphs) + 1)
    technique = "none"
    for i in range(len(paragraphs) + 1):
        if hidden is not None and i == spot:
            technique = HIDING[rng.randrange(len(HIDING))]
            _hide(pages, hidden, technique)
        if i < len(paragraphs):
            for line in _lines(paragraphs[i], 95):
                pages.text(line, 10)
            pages.y -= 5
    return _serialize(pages.streams), technique


def _serialize(streams: list[list[bytes]]) -> bytes:
    count = len(streams)
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids ["
        + b" ".join(b"%d 0 R" % (4 + 2 * i) for i in range(count))
        + b"] /Count %d >>" % count,
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ]
    for i, ops in enumerate(streams):
        content = b"\n".join(ops) + b"\n"
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] " % (WIDTH, HEIGHT)
            + b"/Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>" % (5 + 2 * i)
        )
        objects.append(b"<< /Length %d >>\nstream\n" % len(content) + content + b"endstream")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets: list[int] = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    ident = hashlib.sha256(bytes(out)).hexdigest()[:32].encode()
    out += b"trailer\n<< /Size %d /Root 1 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        ident,
        ident,
        xref,
    )
    return bytes(out)
