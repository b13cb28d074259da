"""PDFs for this set, written byte by byte without a PDF library: US Letter pages in
Times-Roman (WinAnsi, so text is reduced to cp1252) with a heading, paragraphs and a page
number, and optionally one text hidden in one of six ways: text render mode 7 (added to the
clipping path, never painted), a horizontal scale of 1 % (``1 Tz``), a text rise that lifts
it far above the page (``2400 Ts``), a position below the bottom edge, white fill in
grey (``1 g``) or white fill in CMYK (``0 0 0 0 k``). Byte-identical on every run: no
dates, no compression, an /Info dictionary with a title only, the file ID a digest."""

from __future__ import annotations

import hashlib
import random

PAGE_W, PAGE_H, LEFT, TOP, BOTTOM = 612, 792, 64, 736, 72
TECHNIQUES = (
    "render_mode_7",
    "squeezed_hscale",
    "rise_above_page",
    "below_page",
    "white_gray",
    "white_cmyk",
)


def cp1252(text: str) -> str:
    return text.replace("\t", "    ").encode("cp1252", "replace").decode("cp1252")


def _string(text: str) -> bytes:
    raw = cp1252(text).encode("cp1252")
    raw = raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
    return b"(" + raw + b")"


def wrap(text: str, width: int) -> list[str]:
    out: list[str] = []
    for chunk in text.split("\n"):
        line = ""
        for word in chunk.split():
            if line and len(line) + 1 + len(word) > width:
                out.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        if line:
            out.append(line)
    return out


class _Writer:
    def __init__(self) -> None:
        self.pages: list[list[bytes]] = [[]]
        self.y = float(TOP)

    def need(self, height: float) -> None:
        if self.y - height < BOTTOM:
            self.pages.append([])
            self.y = float(TOP)

    def line(self, text: str, size: float, *, y: float | None = None, state: bytes = b"") -> None:
        if y is None:
            self.need(size * 1.4)
            self.y -= size * 1.4
            y = self.y
        self.pages[-1].append(
            b"BT %s/F1 %.1f Tf %d %.1f Td %s Tj ET" % (state, size, LEFT, y, _string(text))
        )


def _hide(w: _Writer, text: str, how: str) -> None:
    """The hidden lines, inside q/Q so that no text state leaks into what follows."""
    lines = wrap(text, 90)
    state = {
        "render_mode_7": b"7 Tr ",
        "squeezed_hscale": b"1 Tz ",
        "rise_above_page": b"2400 Ts ",
    }
    w.need(len(lines) * 14.0)
    w.pages[-1].append(
        b"q 0 0 0 0 k" if how == "white_cmyk" else b"q 1 g" if how == "white_gray" else b"q"
    )
    if how in state:
        for line in lines:
            w.line(line, 10, state=state[how])
    elif how == "below_page":
        for k, line in enumerate(lines):
            w.line(line, 10, y=-120.0 - 14 * k)
    elif how in ("white_gray", "white_cmyk"):
        for line in lines:
            w.line(line, 10)
    else:
        raise ValueError(f"unknown hiding technique {how!r}")
    w.pages[-1].append(b"Q")


def build_pdf(
    title: str, paragraphs: list[str], hidden: str | None, rng: random.Random
) -> tuple[bytes, str]:
    """(PDF bytes, technique); ``hidden`` (if any) sits before one of the paragraphs or
    after the last."""
    w = _Writer()
    w.line(title, 16)
    w.y -= 10
    slot = rng.randrange(len(paragraphs) + 1)
    technique = "none"
    for i in range(len(paragraphs) + 1):
        if hidden is not None and i == slot:
            technique = rng.choice(TECHNIQUES)
            _hide(w, hidden, technique)
        if i < len(paragraphs):
            for line in wrap(paragraphs[i], 84):
                w.line(line, 11)
            w.y -= 8
    return _assemble(title, w.pages), technique


def _assemble(title: str, pages: list[list[bytes]]) -> bytes:
    count = len(pages)
    kids = b" ".join(b"%d 0 R" % (6 + 2 * i) for i in range(count))
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, count),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
        b"<< /Title %s /Creator (heldout7) >>" % _string(title[:72]),
        b"<< /Font << /F1 3 0 R >> >>",
    ]
    for i, ops in enumerate(pages):
        number = b"BT /F1 8 Tf %d 40 Td (- %d -) Tj ET" % (PAGE_W // 2 - 12, i + 1)
        stream = b"\n".join([*ops, number]) + b"\n"
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources 5 0 R "
            b"/Contents %d 0 R >>" % (PAGE_W, PAGE_H, 7 + 2 * i)
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
    digest = hashlib.sha256(bytes(out)).hexdigest()[:32].encode()
    out += (
        b"trailer\n<< /Size %d /Root 1 0 R /Info 4 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n"
        % (len(objects) + 1, digest, digest, xref)
    )
    return bytes(out)
