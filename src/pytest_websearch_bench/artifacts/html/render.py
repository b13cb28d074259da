"""Rendering an lxml tree into what a reader sees: ``text``, in document order, with
where each visible piece of text landed (for selectors and main-text ranges), and what
CSS hid on the way (``style``).

No script, style, template or head, no comments, no attribute values, no text CSS
hides. Blocks are separated by a newline and the cells of a table row by a tab (a row
reads across); whitespace inside a block is collapsed (kept in ``<pre>``); text is NFC
and soft hyphens are dropped (they show only where a line wraps). One iterative walk:
no page reaches the recursion limit.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from lxml import etree

from .blend import stacking_context
from .style import (
    WHITE,
    Paint,
    background_of,
    box_hiding,
    page_keyframes,
    parse_style,
    root_backgrounds,
    sheet_declarations,
)
from .tree import Survey, elements, shown_part, strings, survey, ua_hiding
from .undrawn import (
    clips_vertically,
    declarations,
    grid_hidden_items,
    is_shadow_root,
    pushed_out,
    slotting,
)
from .unpainted import void_filters
from .unread import unread_box

# Never text a reader sees. <map> and <object> are not here: a map's content is rendered
# and an object's content is its fallback, which shows once the plugin is gone. (v15: the
# text of media and canvas fallback, frames, noscript and template is read apart, as the
# ``unrendered`` hidden channel: ``hidden.unrendered_channels``.)
SKIP_TAGS = frozenset(
    {
        "script", "style", "template", "noscript", "head", "title", "meta", "link", "svg",
        "math", "iframe", "embed", "canvas", "audio", "video", "source", "track", "input",
        "meter", "progress", "datalist",
    }
)  # fmt: skip
# v18: elements that show one child and hide the rest (``tree.shown_part``): a closed
# ``<details>`` (its first ``<summary>``) and a drop-down ``<select>`` (its chosen option).
PARTIAL_TAGS = frozenset({"details", "select"})
BLOCK_TAGS = frozenset(
    {
        "address", "article", "aside", "blockquote", "body", "caption", "center", "dd",
        "details", "dialog", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
        "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "html", "li", "main",
        "menu", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody", "tfoot",
        "thead", "tr", "ul", "br", "option", "legend", "label", "picture",
    }
)  # fmt: skip
CELL_TAGS = frozenset({"td", "th"})
# What trafilatura's cleaning deletes with all it holds (its MANUALLY_CLEANED but forms and
# figures, which it may keep, and <time>): the main text takes them out before it runs,
# but one that holds half the reader's text (``Rendered.cleaned``).
CLEANED_TAGS = frozenset(
    {
        "aside", "footer", "nav", "menu", "menuitem", "button", "input", "select", "textarea",
        "label", "fieldset", "legend", "object", "applet", "map", "area", "dialog", "frame",
        "frameset", "fencedframe", "picture", "noindex", "marquee", "blink", "datalist",
        "optgroup", "option", "output", "param", "progress", "rp", "rt", "rtc", "source",
        "track", "use", "link",
    }
)  # fmt: skip
SPACES = re.compile(r"[ \t\r\n\f\v\u00a0\u200b]+")
# A zero-width space inside a word only marks where a line may break: the word reads (and
# is quoted) whole. Beside a space it is a space.
IN_WORD_ZWSP = re.compile(r"(?<=\S)\u200b+(?=\S)")

_STYLED = etree.XPath(
    "descendant::*[@style or @hidden or @bgcolor or @popover or self::font or self::dialog]"
)
_PLAIN_TEXT = etree.XPath(
    "descendant::text()[not(ancestor::script or ancestor::style or ancestor::template)]"
)


@dataclass
class Rendered:
    """``text``, and for every visible piece of text its range and the element it sits in
    (an element's ``.text`` sits in it, a ``.tail`` in its parent)."""

    text: str
    starts: list[int]
    ends: list[int]
    owners: list[etree._Element]
    linked: list[bool]  # the piece sits inside a link
    boxes: list[etree._Element]  # hidden with everything inside (display:none and the like)
    css_hidden: list[tuple[etree._Element, str, str]]  # (element, technique, text): not in text
    # (element, technique, (start, end)): in text, hidden only by a stylesheet or the canvas
    suspects: list[tuple[etree._Element, str, tuple[int, int]]]
    # (element, characters of ``text`` inside it) of the outermost CLEANED_TAGS elements
    cleaned: list[tuple[etree._Element, int]] = field(default_factory=list)


class _Renderer:
    """Builds the reader's text in one iterative walk."""

    def __init__(
        self,
        sheet: dict[etree._Element, dict[str, str]] | None = None,
        styled: set[etree._Element] | None = None,
        faded: frozenset[str] = frozenset(),
        shadow_roots: set[etree._Element] | None = None,
        voided: frozenset[str] = frozenset(),
    ) -> None:
        self.sheet = sheet or {}
        self.faded = faded  # the page's @keyframes whose last frame hides (v18)
        self.voided = voided  # the ids of the page's SVG filters with no alpha out (v23)
        self.reopen: dict[etree._Element, Paint] = {}  # the shown part of a partial box
        # v19 (``undrawn``): declarative shadow roots (drawn, unlike other templates), their
        # hosts, the slots whose fallback is not drawn, and the paint of the text after an
        # element (``tails``) when its container does not draw it
        self.shadow_roots = shadow_roots
        self.hosts: set[etree._Element] = set()
        self.filled_slots: set[etree._Element] = set()
        self.tails: dict[etree._Element, Paint] = {}
        self.styled = styled  # elements with inline style or presentational hiding, if known
        self.parts: list[str] = []
        self.length = 0
        self.last = "\n"  # the last character written ("\n" before anything)
        self.pending_break = False
        self.pending_cell = False
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.owners: list[etree._Element] = []
        self.linked: list[bool] = []
        self.links = 0  # open <a> elements
        self.cleaned = 0  # open CLEANED_TAGS elements
        self.cleaned_open: tuple[etree._Element, int] | None = None  # outermost, where
        self.cleaned_list: list[tuple[etree._Element, int]] = []
        self.boxes: list[etree._Element] = []
        self.hidden_boxes: list[tuple[etree._Element, str, str]] = []
        self.hidden: dict[etree._Element, list[str]] = {}  # text hidden by inherited paint
        self.hider_order: list[tuple[etree._Element, str]] = []
        self.suspect: dict[etree._Element, list[int]] = {}  # [start, end] in text
        self.suspect_order: list[tuple[etree._Element, str]] = []

    def block(self) -> None:
        if self.length:
            self.pending_break = True

    def cell(self) -> None:
        if self.length:
            self.pending_cell = True

    def _emit(self, text: str, owner: etree._Element) -> bool:
        if self.pending_break and self.length:
            self.parts.append("\n")
            self.length += 1
            self.last = "\n"
        elif self.pending_cell and self.length and self.last != "\n":
            self.parts.append("\t")
            self.length += 1
            self.last = "\t"
        self.pending_break = self.pending_cell = False
        if self.last in " \t\n" and text.startswith(" "):
            text = text.lstrip(" ")
            if not text:
                return False
        self.starts.append(self.length)
        self.parts.append(text)
        self.length += len(text)
        self.ends.append(self.length)
        self.owners.append(owner)
        self.linked.append(self.links > 0)
        self.last = text[-1]
        return True

    def _space(self) -> None:
        """Whitespace between two pieces of a block: one space."""
        if (
            not (self.pending_break or self.pending_cell)
            and self.length
            and self.last not in " \t\n"
        ):
            self.parts.append(" ")
            self.length += 1
            self.last = " "

    def string(
        self, raw: str | None, owner: etree._Element, pre: bool, paint: Paint, suspect: Paint
    ) -> None:
        if not raw:
            return
        if paint.hider is not None:
            bucket = self.hidden.get(paint.hider)
            if bucket is None:
                bucket = self.hidden[paint.hider] = []
                self.hider_order.append((paint.hider, paint.technique or ""))
            bucket.append(raw)
            return
        if not pre and raw.isspace():  # the markup's indentation, half of all strings
            self._space()
            return
        if "\xad" in raw:
            raw = raw.replace("\xad", "")
        if "\u200b" in raw:
            raw = IN_WORD_ZWSP.sub("", raw)
        if not unicodedata.is_normalized("NFC", raw):
            raw = unicodedata.normalize("NFC", raw)  # "u" + U+0308 reads, and is quoted, as "ü"
        text = raw.replace("\r\n", "\n") if pre else SPACES.sub(" ", raw)
        if not pre and not text.strip():
            self._space()
            return
        if self._emit(text, owner) and suspect.hider is not None:
            where = self.suspect.get(suspect.hider)
            if where is None:
                self.suspect[suspect.hider] = [self.starts[-1], self.ends[-1]]
                self.suspect_order.append((suspect.hider, suspect.technique or ""))
            else:
                where[1] = self.ends[-1]

    def walk(
        self,
        root: etree._Element,
        pre: bool = False,
        paint: Paint | None = None,
        suspect: Paint | None = None,
    ) -> None:
        """The content of ``root`` (not ``root``'s own hiding or block break), iteratively."""
        styled = set(elements(_STYLED, root)) if self.styled is None else set(self.styled)
        styled.update(self.sheet)
        if self.shadow_roots is None:
            self.shadow_roots = {t for t in root.iter("template") if is_shadow_root(t)}
        shadow_roots = self.shadow_roots
        self.hosts.update(h for h in (t.getparent() for t in shadow_roots) if h is not None)
        hosts = self.hosts
        tails = self.tails
        paint = paint or Paint()
        suspect = suspect or Paint(canvas=WHITE, reads_unread=True)
        self.string(root.text, root, pre, paint, suspect)
        Frame = tuple[etree._Element, Iterator[etree._Element], Paint, Paint, bool]
        frames: list[Frame] = [(root, iter(root), paint, suspect, pre)]
        string = self.string
        while frames:
            # The children of the innermost open element, up to the first with children of
            # its own (a frame is pushed for it and the loop starts over there); a leaf is
            # read and closed in place.
            element, children, paint, suspect, is_pre = frames[-1]
            for child in children:
                tag = child.tag
                if not isinstance(tag, str) or (
                    tag in SKIP_TAGS and not (tag == "template" and child in shadow_roots)
                ):  # comments: only the tail
                    if child.tail:
                        string(child.tail, element, is_pre, tails.get(child, paint), suspect)
                    continue
                inline: dict[str, str] | None = None
                child_paint, child_suspect = (
                    (paint.link, suspect.link) if tag == "a" else (paint, suspect)
                )
                if self.reopen and child in self.reopen:
                    child_paint = self.reopen.pop(child)
                if child in styled:
                    inline = parse_style(child.get("style") or "")
                    technique = ua_hiding(child) or box_hiding(
                        inline, faded=self.faded, voided=self.voided
                    )
                    if technique is not None:
                        self.boxes.append(child)
                        text = element_plain_text(child)
                        if text:
                            self.hidden_boxes.append((child, technique, text))
                        if child.tail:
                            string(child.tail, element, is_pre, tails.get(child, paint), suspect)
                        continue
                    child_paint = child_paint.child(child, inline)
                    child_suspect = self._suspect(child, child_suspect, inline)
                if tag in PARTIAL_TAGS:
                    partial = shown_part(child)
                    if partial is not None:
                        technique, shown = partial
                        if shown is not None:
                            self.reopen[shown] = child_paint
                        child_paint = child_paint.box(child, technique)
                if tag == "slot" and child in self.filled_slots:
                    child_paint = child_paint.box(child, "slot_fallback")
                if len(child) and (inline or child in hosts):
                    child_paint = self._arrange(child, inline or {}, child_paint)
                child_pre = is_pre or tag == "pre"
                if tag in BLOCK_TAGS:
                    if self.length:
                        self.pending_break = True
                elif tag in CELL_TAGS:
                    if self.length:
                        self.pending_cell = True
                elif tag == "a":
                    self.links += 1
                if tag in CLEANED_TAGS:
                    if not self.cleaned:
                        self.cleaned_open = (child, self.length)
                    self.cleaned += 1
                if child.text:
                    string(child.text, child, child_pre, child_paint, child_suspect)
                if len(child):
                    frames.append((child, iter(child), child_paint, child_suspect, child_pre))
                    break
                self._close(tag, child)
                if child.tail:
                    string(child.tail, element, is_pre, tails.get(child, paint), suspect)
            else:
                frames.pop()
                if frames:
                    self._close(element.tag, element)
                    if element.tail:
                        parent, _, outer, outer_suspect, outer_pre = frames[-1]
                        outer = tails.get(element, outer)
                        string(element.tail, parent, outer_pre, outer, outer_suspect)

    def _arrange(self, element: etree._Element, inline: dict[str, str], paint: Paint) -> Paint:
        """v19 (``undrawn``): the children ``element`` lays out where nothing is drawn (the
        items of a zero grid row, what a spacer pushes below a clip, a shadow host's
        unslotted children), given the paint they would otherwise have; returns the paint
        of ``element``'s own text (a shadow host without a default slot does not draw it)."""
        display = inline.get("display", "")
        if "grid" in display or clips_vertically(inline):
            own = declarations(element.get("style") or "")
            styles = {
                c: declarations(c.get("style") or "")
                for c in element
                if isinstance(c.tag, str) and c.get("style")
            }
            if "grid" in display:
                for item in grid_hidden_items(element, own, styles):
                    self.reopen[item] = paint.box(item, "grid_row_0")
            else:
                spacer = pushed_out(element, own, styles)
                if spacer is not None:
                    below = paint.box(element, "pushed_out")
                    self.tails[spacer] = below
                    for later in spacer.itersiblings():
                        self.tails[later] = below
                        if isinstance(later.tag, str):
                            self.reopen[later] = below
        if element in self.hosts:
            slots = slotting(element)
            if slots is not None:
                self.filled_slots |= slots.filled_slots
                unslotted = paint.box(element, "shadow_unslotted")
                for child in element:
                    if child is slots.root or child in slots.slotted:
                        self.reopen[child] = paint
                    elif isinstance(child.tag, str):
                        self.reopen[child] = unslotted
                    if not slots.text_slotted:
                        self.tails[child] = unslotted
                if not slots.text_slotted:
                    return unslotted
        return paint

    def _close(self, tag: str, element: etree._Element) -> None:
        """The end of an element named ``tag``: a block or cell break, a link's end, the end
        of a CLEANED_TAGS element."""
        if tag in BLOCK_TAGS:
            if self.length:
                self.pending_break = True
        elif tag in CELL_TAGS:
            if self.length:
                self.pending_cell = True
        elif tag == "a":
            self.links -= 1
        if tag in CLEANED_TAGS:
            self.cleaned -= 1
            if not self.cleaned and self.cleaned_open is not None:
                self.cleaned_list.append((element, self.length - self.cleaned_open[1]))

    def _suspect(self, element: etree._Element, suspect: Paint, inline: dict[str, str]) -> Paint:
        """The suspect degree inside ``element``: its stylesheet rules under its inline
        style, on the user agent's white canvas."""
        if suspect.boxed:
            return suspect
        from_sheet = self.sheet.get(element)
        merged = {**from_sheet, **inline} if from_sheet else inline
        technique = box_hiding(merged, faded=self.faded, voided=self.voided) if from_sheet else None
        if technique is None:
            technique = unread_box(merged)  # v38: a box the reader cannot read is unproven
        if technique is not None:
            return suspect.box(element, technique)
        return suspect.child(element, merged)

    def result(self) -> Rendered:
        hidden = list(self.hidden_boxes)
        for element, technique in self.hider_order:
            text = collapse(" ".join(self.hidden[element]))
            if text:
                hidden.append((element, technique, text))
        suspects = [
            (element, technique, (self.suspect[element][0], self.suspect[element][1]))
            for element, technique in self.suspect_order
        ]
        return Rendered(
            "".join(self.parts),
            self.starts,
            self.ends,
            self.owners,
            self.linked,
            self.boxes,
            hidden,
            suspects,
            self.cleaned_list,
        )


def element_plain_text(element: etree._Element) -> str:
    """All text under ``element`` but scripts and styles, whitespace collapsed."""
    return collapse(" ".join(strings(_PLAIN_TEXT, element)))


def render(root: etree._Element | None, surveyed: Survey | None = None) -> Rendered:
    """The reader's text of the page's ``<body>``, with the page's own colours (the
    ``<html>`` and ``<body>`` styles) applied first. ``surveyed``: the page's survey, when
    already taken."""
    body = root.find("body") if root is not None else None
    if root is None or body is None:
        return _Renderer().result()
    surveyed = surveyed or survey(root)
    faded = page_keyframes(surveyed)
    voided = page_void_filters(surveyed)
    renderer = _Renderer(
        sheet_declarations(root, surveyed, faded, voided), surveyed.styled, faded, voided=voided
    )
    paint, suspect = Paint(), Paint(canvas=WHITE, reads_unread=True)
    roots = root_backgrounds(surveyed) if surveyed.styles else {}
    for element in (root, body):
        inline = parse_style(element.get("style") or "")
        painted = paint.group, suspect.group  # the root's background, on the canvas
        if inline or element.get("bgcolor") is not None:
            paint = paint.child(element, inline)
        from_sheet = renderer.sheet.get(element)
        if inline or from_sheet or element.get("bgcolor") is not None:
            suspect = suspect.child(element, {**(from_sheet or {}), **inline})
        sheet_background = roots.get(str(element.tag))
        if sheet_background is not None and background_of(inline, element.get("bgcolor")) is None:
            suspect = replace(suspect, group=sheet_background)  # (v28: for blends only)
        if element is body and stacking_context(inline):
            # v28: a body that is a stacking context of its own, when the root paints no
            # background, gives its background to the canvas under its group
            if painted[0] is None:
                paint = replace(paint, group=None, blend=None)
            if painted[1] is None:
                suspect = replace(suspect, group=None, blend=None)
    renderer.walk(body, paint=paint, suspect=suspect)
    return renderer.result()


def page_void_filters(surveyed: Survey) -> frozenset[str]:
    """v23: the ids of the page's inline SVG ``<filter>`` elements whose output has alpha 0
    everywhere (``unpainted.void_filters``): ``filter: url(#id)`` to one paints nothing."""
    if not surveyed.svgs:
        return frozenset()
    filters: list[etree._Element] = []
    for svg in surveyed.svgs:
        filters.extend(svg.iter("filter"))
    return void_filters(filters)


def collapse(text: str) -> str:
    """Whitespace runs (block breaks included) to one space, ends stripped: the text a
    ``selector:`` span sees."""
    if "\u200b" in text:
        text = IN_WORD_ZWSP.sub("", text)
    return SPACES.sub(" ", text).strip()


def paint_inside(element: etree._Element) -> Paint | None:
    """The paint inside ``element`` from the inline styles of its ancestors and its own;
    None when one of them hides it with everything inside (as the page's ``text`` does)."""
    paint = Paint()
    for node in [*reversed(list(element.iterancestors())), element]:
        if node.tag == "a":
            paint = paint.link
        inline = parse_style(node.get("style") or "")
        if node.tag not in ("html", "body") and (ua_hiding(node) or box_hiding(inline)):
            return None
        if inline or node.get("bgcolor") is not None or node.tag == "font":
            paint = paint.child(node, inline)
    return paint


def rendered_inside(element: etree._Element) -> Rendered | None:
    """v28: what a reader sees of ``element``'s content by the rules of ``text`` (its
    ancestors' inline styles included; None when one hides it with everything inside),
    with what CSS hides there: the HTML an SVG ``<foreignObject>`` draws."""
    paint = paint_inside(element)
    if paint is None:
        return None
    renderer = _Renderer()
    renderer.walk(element, paint=paint)
    return renderer.result()


def element_text(element: etree._Element) -> str:
    """An element's visible text (the rules of ``text``, its ancestors' styles included),
    whitespace collapsed: what a ``selector:`` span cites."""
    paint = paint_inside(element)
    if paint is None:
        return ""
    pre = element.tag == "pre" or any(a.tag == "pre" for a in element.iterancestors())
    renderer = _Renderer()
    renderer.walk(element, pre=pre, paint=paint)
    return collapse(renderer.result().text)
