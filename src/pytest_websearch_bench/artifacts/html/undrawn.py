"""What a browser lays out but does not draw, decided by the rules of the specifications
rather than by the shapes a writer used (v19, issue 18). ``render`` and ``hidden`` ask
these; each reading names the technique it reports.

* **Declarative shadow DOM** (HTML Living Standard, "The template element" and the
  parser's "insert an HTML element" for a ``<template shadowrootmode>``; DOM Standard
  4.2.2.3 "Finding slots and slottables"): the first ``<template shadowrootmode="open"|
  "closed">`` child of a valid shadow host (``article``, ``aside``, ``blockquote``,
  ``body``, ``div``, ``footer``, ``h1``-``h6``, ``header``, ``main``, ``nav``, ``p``,
  ``section``, ``span``, or a custom element name) becomes the host's shadow root: its
  content IS drawn (it is not an inert template), and the host's own children (its "light
  DOM") are drawn only where a ``<slot>`` of that shadow tree takes them: an element whose
  ``slot`` attribute names a ``<slot name>``, the rest (text included) by the default
  ``<slot>`` (no name). What no slot takes is not drawn (``shadow_unslotted``); a slot that
  takes something does not draw its own fallback content (``slot_fallback``). With
  ``shadowrootslotassignment="manual"`` nothing is taken until a script assigns it.
* **Grid rows of no height** (CSS Grid 1, 7.2 "Explicit track sizing", 11.5 "Resolve
  intrinsic track sizes" and 6.6 "Automatic minimum size of grid items"): a row track
  ``0``/``0px``/``0fr``/``minmax(0|auto, 0|0fr)`` is zero high when its items' minimum
  contribution is zero: an item that is a scroll container (``overflow`` other than
  ``visible``) has no automatic minimum size. Such an item, stretched (the default
  alignment) to the zero row and clipping what overflows it (``overflow: hidden|clip``),
  draws nothing (``grid_row_0``). Only items the auto-placement certainly puts in a zero row
  are read (the first R x C of them, R zero explicit rows and C explicit columns, 1 when
  the columns are unknown; all with ``grid-auto-flow: column`` or zero ``grid-auto-rows``);
  a grid whose items are placed or reordered by hand is not read.
* **Content pushed past a clip** (CSS 2.1 10.6.3 "Block-level non-replaced elements in
  normal flow", CSS Overflow 3 "overflow"): in a block container of a fixed height (or
  ``max-height``) that clips its overflow, block-level children in normal flow stack from
  the top; once the heights of the ones before (a lower bound: their ``height`` or
  ``min-height`` and vertical padding; margins, lines and borders counted as 0) reach the
  clip's bottom edge (the height and the bottom padding), everything after them is below
  the clip and not drawn (``pushed_out``). Not read when a child moves back up (a negative
  margin, a relative offset, a transform), when the container is not a block container
  (flex, grid, table, multi-column, vertical writing) or when a length is one this does
  not read. An ``em`` length is decided at 10, 16 and 24px fonts: all must agree.
* **SVG conditional processing** (SVG 2, 5.8 "Conditional processing"): an element whose
  ``requiredExtensions`` names an extension the browser does not implement (every URL but
  the XHTML and MathML namespaces; an empty value) or whose ``systemLanguage`` is empty is
  not drawn with all it holds (``condition_unmet``); a ``<switch>`` draws only the first
  direct child whose conditions are met (``switch_unchosen`` for the rest). A language the
  reader may speak leaves it undecided (and the later children too); ``requiredFeatures``
  is no longer a condition (SVG 2 removed it: browsers ignore it) and decides nothing.
* **Outside an SVG viewport** (SVG 2, 8.2 "The initial viewport", 8.6 "The viewBox
  attribute", 8.7 "preserveAspectRatio"; the user agent stylesheet's ``svg:not(:root)
  { overflow: hidden }``): an inline ``<svg>`` clips what is drawn outside its viewport.
  A ``<text>`` whose extent (from its ``x``/``y`` and its ``<tspan>``'s, ``text-anchor``,
  a generous 1em a character wide and 1.5em above and below its baseline) lies wholly
  outside the viewBox, widened to what the viewport shows under ``meet`` scaling, is not
  drawn (``outside_viewport``). Not read under a transform, a nested viewport, ``dx``/``dy``,
  a ``<textPath>`` or spacing, or when the ``<svg>`` shows its overflow; a viewport side
  this cannot size leaves that axis unbounded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lxml import etree

from .unpainted import px

# -- declarative shadow DOM ----------------------------------------------------------------------

_SHADOW_HOSTS = frozenset(
    {
        "article", "aside", "blockquote", "body", "div", "footer", "h1", "h2", "h3", "h4",
        "h5", "h6", "header", "main", "nav", "p", "section", "span",
    }
)  # fmt: skip
_CUSTOM_ELEMENT = re.compile(
    r"^[a-z][a-z0-9._\u00b7\u00c0-\uffff]*-[a-z0-9._\-\u00b7\u00c0-\uffff]*$"
)
_RESERVED_NAMES = frozenset(
    {
        "annotation-xml", "color-profile", "font-face", "font-face-src", "font-face-uri",
        "font-face-format", "font-face-name", "missing-glyph",
    }
)  # fmt: skip


def can_host_shadow(tag: str) -> bool:
    """DOM's "valid shadow host name": the listed elements and custom element names."""
    return tag in _SHADOW_HOSTS or (
        tag not in _RESERVED_NAMES and _CUSTOM_ELEMENT.match(tag) is not None
    )


def shadow_root(host: etree._Element) -> etree._Element | None:
    """The ``<template>`` child that the HTML parser attaches as ``host``'s declarative
    shadow root (the first with a valid ``shadowrootmode``), or None."""
    if not isinstance(host.tag, str) or not can_host_shadow(host.tag):
        return None
    for child in host:
        if child.tag == "template":
            mode = (child.get("shadowrootmode") or "").strip().lower()
            if mode in ("open", "closed"):
                return child
    return None


def is_shadow_root(template: etree._Element) -> bool:
    """``template`` is a declarative shadow root (drawn, not inert)."""
    parent = template.getparent()
    return parent is not None and shadow_root(parent) is template


def _slots(root: etree._Element) -> list[etree._Element]:
    """The ``<slot>`` elements of a shadow tree, in tree order (not those of a nested
    template: another tree, or inert)."""
    found: list[etree._Element] = []
    stack = list(reversed(root))
    while stack:
        element = stack.pop()
        if not isinstance(element.tag, str) or element.tag == "template":
            continue
        if element.tag == "slot":
            found.append(element)
        stack.extend(reversed(element))
    return found


@dataclass(frozen=True)
class Slotting:
    """How a shadow host draws its children: its shadow root, the light-DOM elements a
    slot takes, whether its text children are taken (a default slot), and the slots that
    take something (their fallback is not drawn)."""

    root: etree._Element
    slotted: frozenset[etree._Element]
    text_slotted: bool
    filled_slots: frozenset[etree._Element]


def slotting(host: etree._Element) -> Slotting | None:
    """The :class:`Slotting` of a declarative shadow host, None for any other element."""
    root = shadow_root(host)
    if root is None:
        return None
    manual = (root.get("shadowrootslotassignment") or "").strip().lower() == "manual"
    by_name: dict[str, etree._Element] = {}
    for slot in [] if manual else _slots(root):
        by_name.setdefault((slot.get("name") or "").strip(), slot)
    slotted: set[etree._Element] = set()
    filled: set[etree._Element] = set()
    for child in host:
        if child is root or not isinstance(child.tag, str):
            continue
        taker = by_name.get((child.get("slot") or "").strip())
        if taker is not None:
            slotted.add(child)
            filled.add(taker)
    default = by_name.get("")
    text_slotted = default is not None
    if default is not None and (host.text or any(c.tail for c in host)):
        filled.add(default)  # (DOM: every Text child is a slottable, whitespace too)
    return Slotting(root, frozenset(slotted), text_slotted, frozenset(filled))


def declarations(text: str) -> dict[str, str]:
    """Every declaration of a ``style`` attribute, names and values lowercased,
    ``!important`` dropped (``style.parse_style`` keeps only those that can hide)."""
    found: dict[str, str] = {}
    for part in text.split(";"):
        name, _, value = part.partition(":")
        if value.strip():
            found[name.strip().lower()] = value.replace("!important", "").strip().lower()
    return found


# -- lengths ------------------------------------------------------------------------------------

FONT_BASES = (10.0, 16.0, 24.0)  # the inherited font sizes an ``em`` is decided at


def length(value: str | None, font: float, along: float | None = None) -> float | None:
    """A CSS length in px at a ``font`` px font (``rem`` too: the root's is not known, and
    ``font`` stands for it); a percentage of ``along``; None when it is not one."""
    if value is None:
        return None
    value = value.strip()
    try:
        if value.endswith("rem"):
            return float(value[:-3]) * font
        if value.endswith("em"):
            return float(value[:-2]) * font
        if value.endswith("%"):
            return None if along is None else float(value[:-1]) / 100 * along
    except ValueError:
        return None
    return px(value)


def _font(style: dict[str, str], inherited: float) -> float | None:
    size = style.get("font-size")
    if size is None:
        return inherited
    return length(size, inherited, inherited)


# -- grid rows of no height -------------------------------------------------------------------------

_TRACK_TOKEN = re.compile(r"\[[^\]]*\]|[\w.%-]+\([^()]*(?:\([^()]*\)[^()]*)*\)|[^\s\[\]()]+")
_ZERO = re.compile(r"^0*\.?0*(?:px|fr|em|rem)?$")


def _tracks(value: str) -> list[str] | None:
    """A track list's tracks (line names dropped, ``repeat(N, ...)`` expanded), None when
    it repeats to fill (``auto-fill``, ``auto-fit``) or is not a list this reads."""
    found: list[str] = []
    for token in _TRACK_TOKEN.findall(value.strip()):
        if token.startswith("["):
            continue
        if token.lower().startswith("repeat("):
            count, _, inner = token[7:-1].partition(",")
            if not count.strip().isdigit():
                return None
            tracks = _tracks(inner)
            if tracks is None:
                return None
            found += tracks * min(int(count.strip()), 1000)
            continue
        found.append(token.lower())
    return found or None


def _zero_track(track: str) -> bool:
    """A row track of no height once its items have no minimum contribution: its
    maximum is 0 (a length or ``0fr``) and its minimum 0 or ``auto``."""
    if _ZERO.match(track) and any(ch.isdigit() for ch in track):
        return True
    match = re.fullmatch(r"minmax\(\s*([^,]+?)\s*,\s*([^,]+?)\s*\)", track)
    if match is None:
        return False
    low, high = match.groups()
    low_ok = low == "auto" or (_ZERO.match(low) is not None and "fr" not in low)
    return low_ok and _ZERO.match(high) is not None and any(ch.isdigit() for ch in high)


def _grid_rows(style: dict[str, str]) -> list[str] | None:
    rows = style.get("grid-template-rows")
    if rows is None:
        for shorthand in ("grid-template", "grid"):
            value = style.get(shorthand)
            if value and "/" in value and "auto-flow" not in value and '"' not in value:
                rows = value.split("/")[0]
                break
    return _tracks(rows) if rows else None


def _grid_columns(style: dict[str, str]) -> int | None:
    columns = style.get("grid-template-columns")
    if columns is None:
        for shorthand in ("grid-template", "grid"):
            value = style.get(shorthand)
            if value and "/" in value and "auto-flow" not in value and '"' not in value:
                columns = value.split("/", 1)[1]
                break
    if columns is None:
        return 1  # one column: the implicit grid
    tracks = _tracks(columns)
    return len(tracks) if tracks else None


_PLACED = (
    "grid-row", "grid-row-start", "grid-row-end", "grid-area", "grid-column",
    "grid-column-start", "grid-column-end", "order",
)  # fmt: skip
_STRETCHED = frozenset({"", "stretch", "normal", "auto"})


def grid_hidden_items(
    container: etree._Element, style: dict[str, str], styles: dict[etree._Element, dict[str, str]]
) -> list[etree._Element]:
    """The items of a grid container (``style``: its declarations) that sit in a zero row
    and clip their content there (see the module docstring); ``styles``: its element
    children's declarations (those without any are absent)."""
    display = style.get("display", "").split()
    if "grid" not in display and "inline-grid" not in display:
        return []
    rows = _grid_rows(style)
    if not rows or not all(_zero_track(track) for track in rows):
        return []
    if style.get("align-items", "").split()[:1] not in ([], ["stretch"], ["normal"]):
        return []
    flow = style.get("grid-auto-flow", "")
    auto_rows = _tracks(style.get("grid-auto-rows", "auto")) or ["auto"]
    everywhere = "column" in flow or all(_zero_track(t) for t in auto_rows)
    columns = _grid_columns(style)
    reach = len(rows) * (columns or 1)
    items: list[etree._Element] = []
    count = 0 if not (container.text or "").strip() else 1  # an anonymous item takes a cell
    for child in container:
        tag: object = child.tag  # a function for comments (the stubs say str)
        if not isinstance(tag, str):
            if (child.tail or "").strip():
                count += 1
            continue
        own = styles.get(child, {})
        if any(name in own for name in _PLACED) or own.get("display", "") == "contents":
            return []  # placed or reordered by hand: the auto-placement is not known
        if own.get("display", "").startswith("none") or child.get("hidden") is not None:
            pass  # not an item
        elif own.get("position", "").startswith(("absolute", "fixed")):
            pass  # not an item either (and not clipped by the row)
        else:
            if (everywhere or count < reach) and _clips_in_zero_row(own):
                items.append(child)
            count += 1
        if (child.tail or "").strip():
            count += 1
    return items


_CLIPS = ("hidden", "clip")


def clips_vertically(style: dict[str, str]) -> bool:
    """``overflow-y`` (or the ``overflow`` shorthand's second value, else its first) is
    ``hidden`` or ``clip``."""
    vertical = style.get("overflow-y")
    if vertical is None:
        words = style.get("overflow", "").split()
        vertical = words[-1] if words else ""
    return vertical.strip() in _CLIPS


def _clips_in_zero_row(style: dict[str, str]) -> bool:
    """A grid item that a zero row leaves zero high and that clips its content: overflow
    hidden (no automatic minimum size), stretched, nothing giving it a height."""
    if not clips_vertically(style):
        return False
    if style.get("align-self", "").split()[:1] not in ([], ["stretch"], ["normal"], ["auto"]):
        return False
    for name in ("height", "min-height", "block-size", "min-block-size"):
        value = style.get(name)
        if value is not None and value.strip() not in ("auto", "0", "0px"):
            return False
    padding = style.get("padding")
    if padding is not None and len(padding.split()) in (1, 2):
        bottom: str | None = padding.split()[0]
    elif padding is not None:
        bottom = padding.split()[2] if len(padding.split()) >= 3 else None
    else:
        bottom = None
    bottom = style.get("padding-bottom", bottom)
    return bottom is None or length(bottom, 16.0) == 0


# -- content pushed past a clip -----------------------------------------------------------------------

_BLOCKS = frozenset(
    {
        "div", "p", "section", "article", "aside", "header", "footer", "main", "nav",
        "blockquote", "figure", "li", "dd", "dt", "form", "address", "h1", "h2", "h3",
        "h4", "h5", "h6", "pre", "ul", "ol", "dl", "hr", "center", "fieldset",
    }
)  # fmt: skip
_BLOCK_DISPLAYS = frozenset({"block", "flow-root", "list-item", "flex", "grid", "table"})
_CONTAINER_DISPLAYS = frozenset({"block", "flow-root", "list-item", "inline-block"})
_MOVES_UP = ("top", "bottom", "inset", "inset-block", "inset-block-start", "transform")
_MARGINS = ("margin", "margin-top", "margin-bottom", "margin-block", "margin-block-start")


def _display(element: etree._Element, style: dict[str, str]) -> str | None:
    """The outer display of an element: its declared one, else block for the elements the
    user agent draws as blocks, else None (inline or unknown)."""
    declared = style.get("display", "").split()
    if declared:
        return declared[0]
    return "block" if element.tag in _BLOCKS else None


def _vertical_padding(style: dict[str, str], font: float) -> tuple[float, float] | None:
    """(top, bottom) padding in px, None when one does not read."""
    sides = (style.get("padding") or "0").split()
    top_value = sides[0]
    bottom_value = sides[2] if len(sides) >= 3 else sides[0]
    top = length(style.get("padding-top", top_value), font)
    bottom = length(style.get("padding-bottom", bottom_value), font)
    if top is None or bottom is None:
        return None
    return top, bottom


def _height(
    style: dict[str, str], font: float, along: float | None, at_least: bool = False
) -> float | None:
    """The used height from ``height``, ``max-height`` and ``min-height`` (min wins), None
    when none is declared or one does not read. ``at_least``: a lower bound of the height
    (a ``min-height`` alone is one; for a clip it is not: the box grows past it)."""
    values: dict[str, float | None] = {}
    for name in ("height", "max-height", "min-height"):
        raw = style.get(name)
        if raw is not None and raw.strip() not in ("auto", "none"):
            values[name] = length(raw, font, along)
            if values[name] is None:
                return None
    height = values.get("height")
    if "max-height" in values:
        limit = values["max-height"]
        height = limit if height is None else min(height, limit or 0.0)
    if "min-height" in values and (height is not None or at_least):
        height = max(height or 0.0, values["min-height"] or 0.0)
    return height


def _moves_up(style: dict[str, str]) -> bool:
    if any(name in style for name in _MOVES_UP) or "translate" in style:
        return True
    return any("-" in style.get(name, "") for name in _MARGINS)


def pushed_out(
    container: etree._Element, style: dict[str, str], styles: dict[etree._Element, dict[str, str]]
) -> etree._Element | None:
    """The child of a clipping block container after which everything is below the clip
    (the spacer before it: its tail text and every later child are not drawn), or None
    (see the module docstring). ``styles``: its element children's declarations."""
    if not clips_vertically(style):
        return None
    if (_display(container, style) or "") not in _CONTAINER_DISPLAYS:
        return None
    if any(name in style for name in ("columns", "column-count", "column-width", "writing-mode")):
        return None
    found: etree._Element | None = None
    for base in FONT_BASES:
        spacer = _pushed_at(container, style, styles, base)
        if spacer is None or (found is not None and spacer is not found):
            return None
        found = spacer
    return found


def _pushed_at(
    container: etree._Element,
    style: dict[str, str],
    styles: dict[etree._Element, dict[str, str]],
    base: float,
) -> etree._Element | None:
    font = _font(style, base)
    if font is None:
        return None
    height = _height(style, font, None)
    padding = _vertical_padding(style, font)
    if height is None or padding is None or height <= 1:
        return None
    bottom = height + padding[1]
    offset = 0.0
    children = [c for c in container if isinstance(c.tag, str)]
    for index, child in enumerate(children):
        own = styles.get(child, {})
        if _moves_up(own):
            return None
        if own.get("position", "").startswith(("absolute", "fixed")) or own.get("float"):
            continue
        if own.get("display", "").startswith("none") or child.get("hidden") is not None:
            continue
        if (_display(child, own) or "") not in _BLOCK_DISPLAYS:
            continue
        child_font = _font(own, font)
        if child_font is None:
            return None
        child_height = _height(own, child_font, height, at_least=True) or 0.0
        child_padding = _vertical_padding(own, child_font)
        if child_padding is None:
            return None
        offset += child_height + child_padding[0] + child_padding[1]
        if offset >= bottom:
            later = children[index + 1 :]
            if any(_moves_up(styles.get(c, {})) for c in later):
                return None
            if not (child.tail or "").strip() and not later:
                return None  # nothing after it
            return child
    return None


# -- SVG conditional processing ----------------------------------------------------------------------

_SUPPORTED_EXTENSIONS = frozenset(
    {"http://www.w3.org/1999/xhtml", "http://www.w3.org/1998/math/mathml"}
)
_NOT_CHOICES = frozenset({"title", "desc", "metadata", "script", "style"})


def _attribute(element: etree._Element, name: str) -> str | None:
    """An SVG attribute, as the HTML parser lowercased it or as XML spells it."""
    value = element.get(name.lower())
    return value if value is not None else element.get(name)


def condition(element: etree._Element) -> bool | None:
    """SVG 2 conditional processing: False when ``element``'s conditions are certainly not
    met, True when it has none, None when they depend on the reader (a language)."""
    extensions = _attribute(element, "requiredExtensions")
    languages = _attribute(element, "systemLanguage")
    if extensions is not None:
        urls = extensions.lower().split()
        if not urls or any(url not in _SUPPORTED_EXTENSIONS for url in urls):
            return False
    if languages is not None:
        if not [lang for lang in languages.split(",") if lang.strip()]:
            return False
        return None
    return True if extensions is None else None


def switch_hidden(switch: etree._Element) -> dict[etree._Element, str]:
    """The direct children of an SVG ``<switch>`` it does not draw, with the reason."""
    hidden: dict[etree._Element, str] = {}
    chosen = False
    for child in switch:
        if not isinstance(child.tag, str) or child.tag.lower() in _NOT_CHOICES:
            continue
        if chosen:
            hidden[child] = "switch_unchosen"
            continue
        met = condition(child)
        if met is False:
            hidden[child] = "condition_unmet"
        elif met is True:
            chosen = True
    return hidden


# -- outside an SVG viewport ----------------------------------------------------------------------

_NUMBER_LIST = re.compile(r"[\s,]+")
_UNBOUNDED = (float("-inf"), float("inf"))


def _numbers(value: str | None) -> list[float] | None:
    """An SVG list of numbers (user units, ``px`` allowed), None when one is not."""
    if value is None:
        return []
    found: list[float] = []
    for part in _NUMBER_LIST.split(value.strip()):
        if not part:
            continue
        try:
            found.append(float(part.removesuffix("px")))
        except ValueError:
            return None
    return found


def _property(element: etree._Element, name: str) -> str | None:
    style = declarations(element.get("style") or "")
    value = style.get(name)
    return value if value is not None else _attribute(element, name)


def _side(svg: etree._Element, name: str) -> float | str:
    """A viewport side in px, "auto" when it is left to the aspect ratio, "unknown"."""
    value = _property(svg, name)
    if value is None or value.strip().lower() == "auto":
        return "auto"
    numbers = _numbers(value)
    if numbers is None or len(numbers) != 1:
        return "unknown"
    return numbers[0]


def viewport_region(
    svg: etree._Element,
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The user-space ranges (x, y) an ``<svg>`` shows, None when it does not clip."""
    overflow = (_property(svg, "overflow") or "").strip().lower()
    if overflow.startswith(("visible", "auto")):
        return None
    width, height = _side(svg, "width"), _side(svg, "height")
    box = _numbers(_attribute(svg, "viewBox"))
    if box is None or (box and len(box) != 4) or (box and (box[2] <= 0 or box[3] <= 0)):
        return None
    if not box:
        xs = (0.0, width) if isinstance(width, float) else _UNBOUNDED
        ys = (0.0, height) if isinstance(height, float) else _UNBOUNDED
        return xs, ys
    vx, vy, vw, vh = box
    xs, ys = (vx, vx + vw), (vy, vy + vh)
    aspect = (_attribute(svg, "preserveAspectRatio") or "").split()
    if "none" in aspect or "slice" in aspect:
        return xs, ys  # the viewBox fills the viewport (or more than fills it)
    if width == "unknown" or height == "unknown":
        # one side not known: what ``meet`` adds may be on either axis
        return (xs, _UNBOUNDED) if height == "unknown" else (_UNBOUNDED, ys)
    if isinstance(width, float) and isinstance(height, float):
        if width <= 0 or height <= 0:
            return None
        scale = min(width / vw, height / vh)
        extra_x, extra_y = width / scale - vw, height / scale - vh
        return (vx - extra_x, vx + vw + extra_x), (vy - extra_y, vy + vh + extra_y)
    return xs, ys  # a side left to the aspect ratio: the viewBox's


_MOVING = ("transform", "dx", "dy", "letter-spacing", "word-spacing", "textlength")


def outside_viewport(text: etree._Element) -> bool:
    """A ``<text>`` drawn wholly outside the viewport of the ``<svg>`` it is in (see the
    module docstring)."""
    svg: etree._Element | None = None
    font = 16.0
    anchor: str | None = None
    chain = [text, *text.iterancestors()]
    for node in chain:
        kind: object = node.tag
        if node is not text and isinstance(kind, str) and kind.lower() == "svg":
            svg = node
            break
        if _property(node, "transform") is not None or _property(node, "writing-mode"):
            return False
        if (_property(node, "direction") or "").startswith("rtl"):
            return False
        anchor = anchor or _property(node, "text-anchor")
    if svg is None:
        return False
    for node in [text, *text.iterancestors()]:
        if node is svg:
            break
        size = _property(node, "font-size")
        if size is not None:
            value = length(size, 16.0)
            if value is None:
                return False
            font = value
            break
    region = viewport_region(svg)
    if region is None:
        return False
    xs: list[float] = []
    ys: list[float] = []
    for node in text.iter():
        tag: object = node.tag
        if not isinstance(tag, str):
            continue
        name = tag.lower()
        if name == "textpath" or any(_attribute(node, m) is not None for m in _MOVING):
            return False
        if node is not text and name not in ("tspan", "a"):
            return False
        if node is not text and _property(node, "font-size") is not None:
            return False
        x, y = _numbers(_attribute(node, "x")), _numbers(_attribute(node, "y"))
        if x is None or y is None:
            return False
        xs += x
        ys += y
    xs = xs or [0.0]
    ys = ys or [0.0]
    chars = len(" ".join("".join(str(part) for part in text.itertext()).split()))
    wide = chars * font
    anchor = (anchor or "start").strip()
    left = min(xs) - (wide if anchor == "end" else wide / 2 if anchor == "middle" else 0.0)
    right = max(xs) + (0.0 if anchor == "end" else wide / 2 if anchor == "middle" else wide)
    top, bottom = min(ys) - 1.5 * font, max(ys) + 1.5 * font
    (x0, x1), (y0, y1) = region
    return right <= x0 or left >= x1 or bottom <= y0 or top >= y1
