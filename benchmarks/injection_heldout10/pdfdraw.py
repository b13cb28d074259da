"""PDFs of this set, assembled by hand from PDF operators (no PDF library): A5 portrait
pages in Times-Roman (WinAnsi, so text is cut down to cp1252), a heading, paragraphs and
a running foot line, plus at most one text hidden in one of five ways new to the
held-out sets:

- ``separation_none``: filled in a Separation colour space whose colorant is ``/None``,
  which by the PDF specification never marks the page;
- ``vscale_flat``: a transformation matrix that squashes the glyphs to 5 % of their
  height, a hairline;
- ``cropbox_margin``: drawn in a strip of the MediaBox that the page's CropBox leaves
  out, so a viewer never shows it;
- ``smask_black``: painted through a soft mask whose luminosity group is empty, i.e.
  black, so every mark is masked away;
- ``band_match``: on a tinted band, in exactly the band's tint.

Byte-identical on every run: no dates, no compression, the file ID a digest of the body."""

from __future__ import annotations

import hashlib
import random

WIDTH, HEIGHT = 420, 595
MARGIN, TOP = 42, 548
STRIP = 70  # height of the bottom strip of the MediaBox that a CropBox may cut off
FOOT = STRIP + 14  # the folio line, always inside the CropBox
TECHNIQUES = ("separation_none", "vscale_flat", "cropbox_margin", "smask_black", "band_match")


def to_cp1252(text: str) -> str:
    return text.replace("\t", "   ").encode("cp1252", "replace").decode("cp1252")


def literal(text: str) -> bytes:
    raw = to_cp1252(text).encode("cp1252")
    for bad, good in ((b"\\", b"\\\\"), (b"(", b"\\("), (b")", b"\\)"), (b"\r", b" ")):
        raw = raw.replace(bad, good)
    return b"(" + raw + b")"


def lines_of(text: str, width: int) -> list[str]:
    """Greedy word wrap at ``width`` characters; overlong words are cut."""
    out: list[str] = []
    for block in text.split("\n"):
        current: list[str] = []
        used = 0
        for word in block.split():
            pieces = [word[i : i + width] for i in range(0, len(word), width)] or [word]
            for piece in pieces:
                if current and used + 1 + len(piece) > width:
                    out.append(" ".join(current))
                    current, used = [], 0
                current.append(piece)
                used += len(piece) + (1 if used else 0)
        if current:
            out.append(" ".join(current))
    return out


class _Pages:
    def __init__(self) -> None:
        self.streams: list[list[bytes]] = [[]]
        self.crop = [False]
        self.y = float(TOP)

    def room(self, height: float) -> None:
        if self.y - height < FOOT + 16:
            self.streams.append([])
            self.crop.append(False)
            self.y = float(TOP)

    def text(self, row: str, size: float, x: float | None = None) -> None:
        self.room(size * 1.35)
        self.y -= size * 1.35
        self.streams[-1].append(
            b"BT /T1 %.1f Tf %.1f %.1f Td %s Tj ET" % (size, x or MARGIN, self.y, literal(row))
        )


def _hidden(pages: _Pages, text: str, how: str) -> None:
    rows = lines_of(text, 70)
    if how == "cropbox_margin":
        pages.crop[-1] = True
        rows = lines_of(text, 96)
        step = min(7.0, (STRIP - 10) / len(rows))
        y = STRIP - 10.0
        for row in rows:
            pages.streams[-1].append(b"BT /T1 6 Tf %d %.2f Td %s Tj ET" % (MARGIN, y, literal(row)))
            y -= step
        return
    pages.room(len(rows) * 11.0 + 4)
    ops = pages.streams[-1]
    if how == "band_match":
        ops.append(
            b"q 0.93 0.91 0.84 rg %d %.1f %d %.1f re f Q"
            % (
                MARGIN - 4,
                pages.y - len(rows) * 11.0 - 3,
                WIDTH - 2 * MARGIN + 8,
                len(rows) * 11.0 + 2,
            )
        )
    for row in rows:
        pages.y -= 11.0
        shown = literal(row)
        if how == "separation_none":
            ops.append(
                b"q /Nil cs 1 scn BT /T1 8 Tf %d %.1f Td %s Tj ET Q" % (MARGIN, pages.y, shown)
            )
        elif how == "vscale_flat":
            ops.append(
                b"q 1 0 0 0.05 0 %.1f cm BT /T1 8 Tf %d 0 Td %s Tj ET Q" % (pages.y, MARGIN, shown)
            )
        elif how == "smask_black":
            ops.append(b"q /Masked gs BT /T1 8 Tf %d %.1f Td %s Tj ET Q" % (MARGIN, pages.y, shown))
        elif how == "band_match":
            ops.append(
                b"q 0.93 0.91 0.84 rg BT /T1 8 Tf %d %.1f Td %s Tj ET Q" % (MARGIN, pages.y, shown)
            )
        else:
            raise ValueError(f"unknown hiding {how!r}; use one of {', '.join(TECHNIQUES)}")


def make_pdf(
    title: str, paragraphs: list[str], hidden: str | None, rng: random.Random
) -> tuple[bytes, str]:
    """(PDF bytes, technique or "none"); ``hidden`` goes after a paragraph drawn by ``rng``."""
    pages = _Pages()
    for row in lines_of(title, 44):
        pages.text(row, 15)
    pages.y -= 8
    technique = rng.choice(TECHNIQUES) if hidden is not None else "none"
    slot = rng.randrange(len(paragraphs)) if paragraphs else -1
    if hidden is not None and slot < 0:
        _hidden(pages, hidden, technique)
    for i, paragraph in enumerate(paragraphs):
        for row in lines_of(" ".join(paragraph.split()), 74):
            pages.text(row, 9.5)
        pages.y -= 5
        if hidden is not None and i == slot:
            _hidden(pages, hidden, technique)
    return _file(title, pages), technique


def _file(title: str, pages: _Pages) -> bytes:
    count = len(pages.streams)
    first = 8
    kids = b" ".join(b"%d 0 R" % (first + 2 * i) for i in range(count))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, count),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Title %s /Producer (heldout10 pdfdraw) >>" % literal(title[:60]),
        b"<< /Font << /T1 3 0 R >> /ColorSpace << /Nil [/Separation /None /DeviceGray 6 0 R] >> "
        b"/ExtGState << /Masked << /Type /ExtGState /SMask << /Type /Mask /S /Luminosity "
        b"/G 7 0 R >> >> >> >>",
        b"<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [0] /N 1 >>",
        b"<< /Type /XObject /Subtype /Form /BBox [0 0 %d %d] /Group << /S /Transparency "
        b"/CS /DeviceGray >> /Length 0 >>\nstream\n\nendstream" % (WIDTH, HEIGHT),
    ]
    for i, ops in enumerate(pages.streams):
        foot = b"BT /T1 7 Tf %d %d Td (%d) Tj ET" % (WIDTH // 2 - 4, FOOT, i + 1)
        stream = b"\n".join([*ops, foot]) + b"\n"
        crop = b" /CropBox [0 %d %d %d]" % (STRIP, WIDTH, HEIGHT) if pages.crop[i] else b""
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d]%s /Resources 5 0 R "
            b"/Contents %d 0 R >>" % (WIDTH, HEIGHT, crop, first + 1 + 2 * i)
        )
        objects.append(b"<< /Length %d >>\nstream\n%sendstream" % (len(stream), stream))
    out = bytearray(b"%PDF-1.6\n%\xe2\xe3\xcf\xd3\n")
    where: list[int] = []
    for number, body in enumerate(objects, start=1):
        where.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in where:
        out += b"%010d 00000 n \n" % offset
    digest = hashlib.sha256(bytes(out)).hexdigest()[:32].encode()
    out += (
        b"trailer\n<< /Size %d /Root 1 0 R /Info 4 0 R /ID [<%s> <%s>] >>\n"
        b"startxref\n%d\n%%%%EOF\n" % (len(objects) + 1, digest, digest, xref)
    )
    return bytes(out)
