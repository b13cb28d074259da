"""The channels of a PDF: each page's text, and the text a reader cannot see.

Read through PDFium (pypdfium2), because pdfplumber does not expose text render
modes nor the order objects are painted in. Invisible text is text drawn in render
mode 3 or 7 (neither filled nor stroked), in white (filled, or outlined only in white),
in a font under one point or squeezed under one point wide (horizontal scaling), or painted
over afterwards by an opaque box (a filled rectangle or an image whose bounds hold the
text's: a person sees the box, a text extractor reads what is under it), or clipped
away (a clipping path with no area, or none over the text), or (v23) shown through a
singular matrix (``singular_matrix``: the text rendering matrix has determinant 0). v16: or painting nothing at
all, whatever the reason (``unpainted_text``): the page is drawn once by PDFium (grey, 72
dpi) and a text object whose box on the page is one flat shade, no pixel of ink, is read as
hidden. That holds for every way to paint text in the background's colour the object's own
colour does not tell (a blend mode such as ``Lighten`` or ``Screen`` over white, a pattern
whose cell draws nothing, a shading from white to white, an indexed or separation colour
space), and for any later one, since it asks the renderer what a person sees. An invisible
layer over a page that is a scan (an image covering most of it) is an OCR layer: the
text of the scan itself, so it counts as visible. v28: a hidden run whose text is on the
page more than once (a hidden copy of a visible sentence) is located at its own characters,
not at the first copy, which would blank the visible sentence out of the prose. v29: text
drawn off the page (``off_page_text``): a person sees only what lies inside the page's crop box (clipped to
its media box), so a text object whose box on the page (PDFium's bounds after the text
matrix and the CTM, carried through every Form XObject it sits in) leaves under a point
inside it, in a direction in which the box reaches past the page's edge, is read by a text
extractor and seen by nobody, however it got there (a translation, a mirror, a half turn,
a magnification, or coordinates simply outside the page). The decision is per object: a
box partly on the page, a point or more of it inside both ways, stays visible (some of it
is seen; the part past the edge is not cut away from the text read). Page rotation
(``/Rotate``) only turns the page when shown, so the test runs in the page's own space.
"""

from __future__ import annotations

import ctypes
import itertools
import math
from typing import Any

from ..artifacts.errors import FormatTablesOcr
from ..artifacts.pdf import PdfArtifact
from ..artifacts.spans import locate
from .channels import DECEPTIVE, Channel, hidden_text_read, visible_channels

SCAN_COVERAGE = 0.5  # an image over half the page makes it a scan
RENDER_SCALE = 1.0  # the page drawn at 72 dpi to see which text paints nothing
SINGULAR = 1e-6  # a text matrix this close to singular (relative) shows no area (v23)
FLAT = 4  # grey levels a box may vary by and still be one flat shade (no ink)
MAX_RENDERED_PAGES = 50  # pages of a document drawn for ``unpainted_text`` (time bound)
_FILL_MODES = (0, 2, 4, 6)  # render modes that paint with the fill colour
_STROKE_ONLY = (1, 5)  # render modes that paint the outline alone
_BOX_SEGMENTS = 6  # a filled path of at most this many segments is a box (``re``: 4-5)
_SLACK = 0.5  # points a cover may fall short of the text's bounds by
_MAX_OCCURRENCES = 64  # copies of a hidden run's text in the page text looked at (v28)
ON_PAGE = 1.0  # points of a text's box inside the page, each way, for any of it to be seen (v29)

Bounds = tuple[float, float, float, float]  # left, bottom, right, top


def _object_text(obj: Any, textpage: Any) -> str:
    import pypdfium2.raw as raw

    size = raw.FPDFTextObj_GetText(obj.raw, textpage.raw, None, 0)
    if size <= 2:
        return ""
    buffer = ctypes.create_string_buffer(size)
    raw.FPDFTextObj_GetText(
        obj.raw, textpage.raw, ctypes.cast(buffer, ctypes.POINTER(ctypes.c_ushort)), size
    )
    return buffer.raw[: size - 2].decode("utf-16-le", errors="replace")


def _technique(obj: Any, scan: bool) -> str | None:
    import pypdfium2.raw as raw

    mode = raw.FPDFTextObj_GetTextRenderMode(obj.raw)
    if mode in (raw.FPDF_TEXTRENDERMODE_INVISIBLE, raw.FPDF_TEXTRENDERMODE_CLIP):
        return None if scan else "invisible_render_mode"  # 7: invisible, added to the clip
    r, g, b, a = (ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint())
    if mode in _FILL_MODES and raw.FPDFPageObj_GetFillColor(
        obj.raw, ctypes.byref(r), ctypes.byref(g), ctypes.byref(b), ctypes.byref(a)
    ):
        if a.value == 0:
            return "transparent_text"
        if min(r.value, g.value, b.value) >= 245:
            return "white_text"
    if mode in _STROKE_ONLY and raw.FPDFPageObj_GetStrokeColor(
        obj.raw, ctypes.byref(r), ctypes.byref(g), ctypes.byref(b), ctypes.byref(a)
    ):  # outlined only: the outline's colour is all a reader sees
        if a.value == 0:
            return "transparent_text"
        if min(r.value, g.value, b.value) >= 245:
            return "white_text"
    size = ctypes.c_float()
    if raw.FPDFTextObj_GetFontSize(obj.raw, ctypes.byref(size)):
        matrix = obj.get_matrix()
        scale = max(abs(matrix.a), abs(matrix.d)) or 1.0
        if 0 < size.value * scale < 1.0:
            return "tiny_text"
        # squeezed to a sliver in one direction (horizontal scaling ``Tz 1``): glyphs
        # under a point wide or high are not read by a person either
        width, height = math.hypot(matrix.a, matrix.b), math.hypot(matrix.c, matrix.d)
        if 0 < size.value * min(width, height) < 1.0:
            return "squeezed_text"
    if _singular(obj.get_matrix()):
        return "singular_matrix"
    return None


def _singular(matrix: Any) -> bool:
    """v23: text shown under a singular matrix (PDFium's object matrix: the text matrix
    ``Tm`` with horizontal scaling, times the CTM). ISO 32000-1 9.4.4: glyphs are drawn
    through the text rendering matrix, and a matrix of determinant 0 folds the page onto
    a line (or a point): every glyph is drawn with no area, nothing a person reads. A
    determinant under ``SINGULAR`` of the product of its columns' lengths is taken as 0
    (PDFium keeps floats)."""
    a, b, c, d = matrix.a, matrix.b, matrix.c, matrix.d
    columns = math.hypot(a, b) * math.hypot(c, d)
    return bool(abs(a * d - b * c) <= SINGULAR * columns)


def _opaque_box(obj: Any) -> bool:
    """A filled, opaque rectangle-like path, or an image: what hides text painted before it."""
    import pypdfium2.raw as raw

    if obj.type == raw.FPDF_PAGEOBJ_IMAGE:
        return True
    if obj.type != raw.FPDF_PAGEOBJ_PATH:
        return False
    fill, stroke = ctypes.c_int(), ctypes.c_int()
    if not raw.FPDFPath_GetDrawMode(obj.raw, ctypes.byref(fill), ctypes.byref(stroke)):
        return False
    if fill.value == raw.FPDF_FILLMODE_NONE:
        return False
    if not 0 < raw.FPDFPath_CountSegments(obj.raw) <= _BOX_SEGMENTS:
        return False
    r, g, b, a = (ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint())
    if not raw.FPDFPageObj_GetFillColor(
        obj.raw, ctypes.byref(r), ctypes.byref(g), ctypes.byref(b), ctypes.byref(a)
    ):
        return False
    return a.value == 255


def _clipped_away(obj: Any, bounds: Bounds) -> bool:
    """Whether ``obj``'s clipping path leaves none of ``bounds`` to paint: a clip is the
    intersection of its paths, so one path whose box is empty or misses the text is enough."""
    import pypdfium2.raw as raw

    clip = raw.FPDFPageObj_GetClipPath(obj.raw)
    if not clip:
        return False
    x, y = ctypes.c_float(), ctypes.c_float()
    for path in range(raw.FPDFClipPath_CountPaths(clip)):
        xs, ys = [], []
        for index in range(raw.FPDFClipPath_CountPathSegments(clip, path)):
            segment = raw.FPDFClipPath_GetPathSegment(clip, path, index)
            if segment and raw.FPDFPathSegment_GetPoint(segment, ctypes.byref(x), ctypes.byref(y)):
                xs.append(x.value)
                ys.append(y.value)
        if not xs:
            continue
        left, bottom, right, top = min(xs), min(ys), max(xs), max(ys)
        if right - left < _SLACK or top - bottom < _SLACK:
            return True  # a clip with no area
        if right <= bounds[0] or left >= bounds[2] or top <= bounds[1] or bottom >= bounds[3]:
            return True  # a clip beside the text
    return False


def _page_bounds(obj: Any) -> Bounds:
    """``obj``'s box in the page's space. PDFium gives an object inside a Form XObject its
    box in the form's space; each form it sits in carries it on by the form's matrix."""
    left, bottom, right, top = obj.get_bounds()
    corners = [(left, bottom), (left, top), (right, bottom), (right, top)]
    container = obj.container
    while container is not None:
        m = container.get_matrix()
        corners = [(m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f) for x, y in corners]
        container = container.container
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    return min(xs), min(ys), max(xs), max(ys)


def _shown_region(page: Any) -> Bounds:
    """What a viewer shows of the page: its crop box (PDFium falls back to the media
    box), clipped to the media box (ISO 32000-1 14.11.2)."""
    crop, media = page.get_cropbox(), page.get_mediabox()
    return (
        max(crop[0], media[0]),
        max(crop[1], media[1]),
        min(crop[2], media[2]),
        min(crop[3], media[3]),
    )


def _off_page(bounds: Bounds, region: Bounds) -> bool:
    """v29: whether a box leaves under ``ON_PAGE`` points inside ``region`` in a direction
    in which it reaches past the region's edge (a box that is itself that thin on the page,
    one narrow glyph, is left to the other tests)."""
    for low, high in ((0, 2), (1, 3)):
        inside = min(bounds[high], region[high]) - max(bounds[low], region[low])
        past = bounds[low] < region[low] or bounds[high] > region[high]
        if past and inside < ON_PAGE:
            return True
    return False


def _holds(cover: Bounds, text: Bounds) -> bool:
    return (
        cover[0] <= text[0] + _SLACK
        and cover[1] <= text[1] + _SLACK
        and cover[2] >= text[2] - _SLACK
        and cover[3] >= text[3] - _SLACK
    )


def _covered(objects: list[Any], text_positions: list[int]) -> dict[int, str]:
    """Text objects nobody sees for where they are painted: clipped away, or wholly
    covered by an opaque box painted later (position -> technique)."""
    boxes = [(i, obj.get_bounds()) for i, obj in enumerate(objects) if _opaque_box(obj)]
    out = {}
    for position in text_positions:
        bounds = objects[position].get_bounds()
        if bounds[2] <= bounds[0] or bounds[3] <= bounds[1]:
            continue
        if _clipped_away(objects[position], bounds):
            out[position] = "clipped_text"
        elif any(i > position and _holds(box, bounds) for i, box in boxes):
            out[position] = "covered_text"
    return out


def _unpainted(page: Any, objects: list[Any], positions: list[int]) -> dict[int, str]:
    """Text objects whose box on the drawn page is one flat shade: they paint nothing a
    person sees (position -> ``unpainted_text``). A rotated page is not drawn (nothing
    found); an object outside the page, or with no text, is left alone."""
    if not positions or page.get_rotation() % 360:
        return {}
    left, _, right, top = page.get_cropbox()
    bitmap = page.render(scale=RENDER_SCALE, grayscale=True, draw_annots=False)
    try:
        if bitmap.n_channels != 1:
            return {}
        data = bytes(bitmap.buffer)
        width, height, stride = bitmap.width, bitmap.height, bitmap.stride
    finally:
        bitmap.close()
    out = {}
    for position in positions:
        x0, y0, x1, y1 = objects[position].get_bounds()
        cols = (
            max(0, int((x0 - left) * RENDER_SCALE)),
            min(width, math.ceil((min(x1, right) - left) * RENDER_SCALE)),
        )
        rows = (
            max(0, int((top - y1) * RENDER_SCALE)),
            min(height, math.ceil((top - y0) * RENDER_SCALE)),
        )
        if cols[1] - cols[0] < 2 or rows[1] - rows[0] < 2:
            continue  # off the page, or no box to look at
        low, high = 255, 0
        for row in range(*rows):
            line = data[row * stride + cols[0] : row * stride + cols[1]]
            low, high = min(low, min(line)), max(high, max(line))
            if high - low > FLAT:
                break
        if high - low <= FLAT:
            out[position] = "unpainted_text"
    return out


def _text_index(textpage: Any, obj: Any) -> int | None:
    """Where ``obj``'s first character is in the page text (PDFium's text index of the
    first character the text page ties to the object), or None."""
    import pypdfium2.raw as raw

    target = ctypes.cast(obj.raw, ctypes.c_void_p).value
    for index in range(textpage.count_chars()):
        owner = raw.FPDFText_GetTextObject(textpage.raw, index)
        if owner and ctypes.cast(owner, ctypes.c_void_p).value == target:
            found = raw.FPDFText_GetTextIndexFromCharIndex(textpage.raw, index)
            return int(found) if found >= 0 else None
    return None


def _where(page_text: str, text: str, textpage: Any, first: Any) -> tuple[int, int] | None:
    """v28: the span of a hidden run in the page text. Its text may be there more than once
    (a hidden copy of a visible sentence): the run's own characters are the occurrence
    nearest where the text page puts the run's ``first`` object, not merely the first
    one, which would blank the visible copy out of the prose a person reads."""
    spans: list[tuple[int, int]] = []
    start = 0
    while len(spans) < _MAX_OCCURRENCES and (span := locate(page_text, text, start)):
        spans.append(span)
        start = span[0] + 1
    if len(spans) < 2:
        return spans[0] if spans else None  # whitespace may differ from PDFium's page text
    position = _text_index(textpage, first)
    if position is None:
        return spans[0]
    return min(spans, key=lambda span: abs(span[0] - position))


def _hidden_runs(
    objects: list[tuple[int, str | None, Any]], textpage: Any, page_text: str, number: int
) -> list[Channel]:
    """Consecutive text objects hidden the same way, as one channel each."""
    channels = []
    for technique, run in itertools.groupby(objects, key=lambda item: item[1]):
        if technique is None:
            continue
        items = list(run)
        text = " ".join(" ".join(_object_text(obj, textpage) for _, _, obj in items).split())
        if not hidden_text_read(text):
            continue  # (v19: a word path of one token is read)
        where = _where(page_text, text, textpage, items[0][2])
        channels.append(
            Channel(
                "pdf_hidden_text",
                f"page:{number} objects {items[0][0]}-{items[-1][0]} [{technique}]",
                text,
                DECEPTIVE,
                where,
                page=number,
            )
        )
    return channels


def pdf_channels(artifact: PdfArtifact) -> list[Channel]:
    import pypdfium2.raw as raw

    channels: list[Channel] = []
    document = artifact.document
    for index, number in enumerate(artifact.page_numbers):
        try:
            page_text = artifact.stored_page_text(index)
        except FormatTablesOcr:
            continue  # no text at all: nothing to hide in, nothing to read
        channels.extend(visible_channels(page_text, page=number))
        page = document[index]
        textpage = page.get_textpage()
        try:
            width, height = page.get_size()
            area = max(width * height, 1.0)
            objects = list(page.get_objects(max_depth=3))
            covered = 0.0
            for obj in objects:
                if obj.type == raw.FPDF_PAGEOBJ_IMAGE:
                    left, bottom, right, top = obj.get_bounds()
                    covered += max(0.0, right - left) * max(0.0, top - bottom)
            scan = covered / area >= SCAN_COVERAGE
            texts = [i for i, obj in enumerate(objects) if obj.type == raw.FPDF_PAGEOBJ_TEXT]
            under = {} if scan else _covered(objects, texts)  # a scan over its OCR layer
            region = _shown_region(page)
            for position in texts:  # off the page: unseen on a scan too (no scan is there)
                if _off_page(_page_bounds(objects[position]), region):
                    under[position] = "off_page_text"
            hidden = [
                (
                    position,
                    _technique(objects[position], scan) or under.get(position),
                    objects[position],
                )
                for position in texts
            ]
            if not scan and index < MAX_RENDERED_PAGES:
                unknown = [
                    position
                    for position, technique, obj in hidden
                    if technique is None and _object_text(obj, textpage).strip()
                ]
                unpainted = _unpainted(page, objects, unknown)
                hidden = [
                    (position, technique or unpainted.get(position), obj)
                    for position, technique, obj in hidden
                ]
            channels.extend(_hidden_runs(hidden, textpage, page_text, number))
        finally:
            textpage.close()
            page.close()
    return channels
