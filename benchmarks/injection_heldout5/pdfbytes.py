"""PDFs for this set, written byte by byte (no PDF library): US-Letter pages in Times-Roman
(WinAnsi: text is reduced to cp1252), a title, paragraphs and optionally one text hidden
in one of five ways: text render mode 7 (clip only, nothing painted), grey level 1 (white
through the ``g`` operator), horizontal scaling squeezed to 1 per cent, white stroke-only
outlines (render mode 1 with a white stroke), or a graphics state with fill opacity 0.
Byte-identical on every run: no dates, the file ID is a digest of the content."""

from __future__ import annotations

import hashlib
import random

WIDTH, HEIGHT, MARGIN, START, FLOOR = 612, 792, 64, 740, 70
TECHNIQUES = ("clip_mode7", "grey_white", "squeezed_tz1", "white_outline", "alpha_zero")


def winansi(text: str) -> str:
    return text.replace("\t", "  ").encode("cp1252", "replace").decode("cp1252")


def _string(text: str) -> bytes:
    raw = winansi(text).encode("cp1252")
    for a, b in ((b"\\", b"\\\\"), (b"(", b"\\("), (b")", b"\\)")):
        raw = raw.replace(a, b)
    return b"(" + raw + b")"


def wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for chunk in text.split("\n"):
        line = ""
        for word in chunk.split():
            if line and len(line) + 1 + len(word) > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        if line:
            lines.append(line)
    return lines


class _Writer:
    def __init__(self) -> None:
        self.pages: list[list[bytes]] = [[]]
        self.y = float(START)

    def need(self, height: float) -> None:
        if self.y - height < FLOOR:
            self.pages.append([])
            self.y = float(START)

    def line(self, text: str, size: float, state: bytes = b"", scale: int = 100) -> None:
        self.need(size + 3)
        self.y -= size + 3
        self.pages[-1].append(
            b"BT "
            + state
            + b"%d Tz /T1 %.1f Tf 1 0 0 1 %d %.1f Tm " % (scale, size, MARGIN, self.y)
            + _string(text)
            + b" Tj ET"
        )


_STATE = {
    "clip_mode7": (b"7 Tr ", 100),
    "grey_white": (b"1 g ", 100),
    "squeezed_tz1": (b"", 1),
    "white_outline": (b"1 Tr 1 G 0.1 w ", 100),
    "alpha_zero": (b"/Gs0 gs ", 100),
}


def _hidden(writer: _Writer, text: str, how: str) -> None:
    state, scale = _STATE[how]
    if how == "clip_mode7":
        writer.pages[-1].append(b"q")
    for piece in wrap(text, 100):
        writer.line(piece, 8.5, state, scale)
    if how == "clip_mode7":
        writer.pages[-1].append(b"Q")


def build_pdf(
    title: str, paragraphs: list[str], hidden: str | None, rng: random.Random
) -> tuple[bytes, str]:
    """(PDF bytes, technique): ``hidden`` (if any) sits between two paragraphs."""
    writer = _Writer()
    writer.line(title, 16)
    writer.y -= 6
    where = rng.randrange(len(paragraphs) + 1)
    technique = "none"
    for i in range(len(paragraphs) + 1):
        if hidden is not None and i == where:
            technique = TECHNIQUES[rng.randrange(len(TECHNIQUES))]
            _hidden(writer, hidden, technique)
        if i < len(paragraphs):
            for piece in wrap(paragraphs[i], 92):
                writer.line(piece, 11)
            writer.y -= 6
    return _assemble(writer.pages), technique


def _assemble(pages: list[list[bytes]]) -> bytes:
    n = len(pages)
    objs: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Count %d /Kids [%s] >>"
        % (n, b" ".join(b"%d 0 R" % (5 + 2 * i) for i in range(n))),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Type /ExtGState /ca 0 /CA 0 >>",
    ]
    for i, ops in enumerate(pages):
        stream = b"\n".join(ops) + b"\n"
        objs.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents %d 0 R "
            b"/Resources << /Font << /T1 3 0 R >> /ExtGState << /Gs0 4 0 R >> >> >>"
            % (WIDTH, HEIGHT, 6 + 2 * i)
        )
        objs.append(b"<< /Length %d >>\nstream\n%sendstream" % (len(stream), stream))
    out = bytearray(b"%PDF-1.5\n%\xc7\xec\x8f\xa2\n")
    where: list[int] = []
    for k, obj in enumerate(objs, start=1):
        where.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (k, obj)
    table = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % w for w in where)
    digest = hashlib.sha256(bytes(out)).hexdigest()[:32].encode()
    out += b"trailer\n<< /Size %d /Root 1 0 R /ID [<%s><%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objs) + 1,
        digest,
        digest,
        table,
    )
    return bytes(out)
