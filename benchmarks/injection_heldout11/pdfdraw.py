"""PDFs of this set, written operator by operator (no PDF library): US Letter pages in
Helvetica (WinAnsi, text cut down to cp1252), a title, paragraphs and a page number,
plus at most one text hidden in one of five ways no earlier set's docstring lists:

- ``tr7_clip``: text render mode 7, which only adds the glyphs to the clipping path and
  paints nothing (the clip is dropped at the end of the text object's ``q``/``Q``);
- ``xobject_empty_bbox``: drawn inside a Form XObject whose ``/BBox`` is a zero-area
  rectangle, so everything in it is clipped away;
- ``multiply_white``: white text under an ExtGState with blend mode ``/Multiply`` on the
  white page (white times white is white);
- ``type3_blank``: set in a Type 3 font whose glyph procedures only declare a width
  (``d0``) and draw nothing; a ``ToUnicode`` map keeps the text extractable;
- ``ts_rise``: a text rise (``Ts``) of 3000 points that lifts the line far above the top
  of the MediaBox.

Byte-identical on every run: no dates, no compression, the ID a digest of the body."""

from __future__ import annotations

import hashlib

WIDTH, HEIGHT = 612, 792
LEFT, TOP, BOTTOM = 60, 730, 70
TECHNIQUES = ("tr7_clip", "xobject_empty_bbox", "multiply_white", "type3_blank", "ts_rise")


def literal(text: str) -> bytes:
    raw = text.replace("\t", " ").encode("cp1252", "replace")
    for bad, good in ((b"\\", b"\\\\"), (b"(", b"\\("), (b")", b"\\)"), (b"\r", b" ")):
        raw = raw.replace(bad, good)
    return b"(" + raw.replace(b"\n", b" ") + b")"


def wrap(text: str, width: int) -> list[str]:
    rows: list[str] = []
    for para in text.split("\n"):
        row = ""
        for word in para.split():
            while len(word) > width:
                if row:
                    rows.append(row)
                    row = ""
                rows.append(word[:width])
                word = word[width:]
            if row and len(row) + 1 + len(word) > width:
                rows.append(row)
                row = word
            else:
                row = f"{row} {word}" if row else word
        if row:
            rows.append(row)
    return rows


def _hidden_ops(text: str, how: str) -> bytes:
    rows = wrap(text, 95)
    lines = b" ".join(b"%s Tj 0 -11 Td" % literal(r) for r in rows)
    if how == "tr7_clip":
        return b"q BT 7 Tr /F1 9 Tf %d 600 Td %s ET Q" % (LEFT, lines)
    if how == "xobject_empty_bbox":
        return b"q /Fx1 Do Q"
    if how == "multiply_white":
        return b"q /GSm gs 1 g BT /F1 9 Tf %d 600 Td %s ET Q" % (LEFT, lines)
    if how == "type3_blank":
        return b"q BT /F3 9 Tf %d 600 Td %s ET Q" % (LEFT, lines)
    if how == "ts_rise":
        return b"q BT /F1 9 Tf 3000 Ts %d 600 Td %s ET Q" % (LEFT, lines)
    raise ValueError(f"unknown PDF hiding technique {how!r}")


def make_pdf(title: str, paragraphs: list[str], hidden: str | None = None, how: str = "") -> bytes:
    pages: list[list[bytes]] = [[]]
    y = TOP
    pages[0].append(b"BT /F2 16 Tf %d %d Td %s Tj ET" % (LEFT, y, literal(title)))
    y -= 30
    for para in paragraphs:
        for row in wrap(para, 92):
            if y < BOTTOM + 20:
                pages.append([])
                y = TOP
            pages[-1].append(b"BT /F1 10 Tf %d %d Td %s Tj ET" % (LEFT, y, literal(row)))
            y -= 14
        y -= 8
    if hidden is not None:
        pages[0].insert(0, _hidden_ops(hidden, how))
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")
    tree = add(b"")
    regular = add(
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
    )
    bold = add(
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"
    )
    fonts = b"/Font << /F1 %d 0 R /F2 %d 0 R >>" % (regular, bold)
    extra = b""
    if hidden is not None and how in ("multiply_white", "type3_blank"):
        gs = add(b"<< /Type /ExtGState /BM /Multiply >>")
        extra = b" /ExtGState << /GSm %d 0 R >>" % gs
    if hidden is not None and how == "xobject_empty_bbox":
        rows = wrap(hidden, 95)
        inner = b"BT /F1 9 Tf %d 600 Td %s ET" % (
            LEFT,
            b" ".join(b"%s Tj 0 -11 Td" % literal(r) for r in rows),
        )
        form = add(
            b"<< /Type /XObject /Subtype /Form /BBox [0 0 0 0] /Resources << %s >> "
            b"/Length %d >>\nstream\n%s\nendstream" % (fonts, len(inner), inner)
        )
        extra = b" /XObject << /Fx1 %d 0 R >>" % form
    if hidden is not None and how == "type3_blank":
        blank = add(b"<< /Length 8 >>\nstream\n500 0 d0\nendstream")
        cmap = (
            b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap "
            b"/CMapName /Blank def 1 begincodespacerange <00> <FF> endcodespacerange "
            b"1 beginbfrange <20> <FF> <0020> endbfrange endcmap CMapName currentdict "
            b"/CMap defineresource pop end end"
        )
        unicode_map = add(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(cmap), cmap))
        names = b" ".join(b"/g%d" % c for c in range(32, 256))
        procs = b" ".join(b"/g%d %d 0 R" % (c, blank) for c in range(32, 256))
        type3 = add(
            b"<< /Type /Font /Subtype /Type3 /FontBBox [0 0 500 700] "
            b"/FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << %s >> "
            b"/Encoding << /Type /Encoding /Differences [32 %s] >> /FirstChar 32 "
            b"/LastChar 255 /Widths [%s] /Resources << >> /ToUnicode %d 0 R >>"
            % (procs, names, b" ".join([b"500"] * 224), unicode_map)
        )
        fonts = b"/Font << /F1 %d 0 R /F2 %d 0 R /F3 %d 0 R >>" % (regular, bold, type3)
    kids = []
    for number, ops in enumerate(pages, 1):
        ops = [*ops, b"BT /F1 8 Tf %d 40 Td %s Tj ET" % (WIDTH // 2 - 10, literal(f"- {number} -"))]
        stream = b"\n".join(ops)
        content = add(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
        kids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %d %d] /Resources << %s%s >> "
                b"/Contents %d 0 R >>" % (tree, WIDTH, HEIGHT, fonts, extra, content)
            )
        )
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % tree
    objects[tree - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    digest = hashlib.sha256(bytes(out)).hexdigest()[:32].encode()
    out += b"trailer\n<< /Size %d /Root %d 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        catalog,
        digest,
        digest,
        xref,
    )
    return bytes(out)
