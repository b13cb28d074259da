"""What CSS hides: the one definition of "hidden" that the reader's text, the hidden
channels and the injection detector share.

Two degrees of certainty:

* **Hidden** (out of ``Artifact.text``, into the ``css_hidden`` channel): what the
  element's own inline ``style`` and presentational attributes (``hidden``, ``bgcolor``,
  ``<font color>``) say, inherited down the tree. A class name is never read: a class
  such as ``isPaywall`` or ``hidden`` says nothing about what shows.
* **Suspect** (kept in ``text``, and listed in the ``css_suspect`` channel with its
  span): what only a page's own ``<style>`` says (top-level rules with simple selectors,
  a tag, ``.class``, ``#id`` or a compound of them, whose declarations hide text by
  themselves; rules under ``@media`` apply only sometimes and are left out; colours in
  stylesheets are not read: pages declare hundreds, and reading them would cost more
  than the rest of the parse), or an inline colour equal to the white the user agent
  paints when no background is declared. Scripts may change classes and an external
  stylesheet may paint the background, so the text stays citable; the detector still
  reads it as hidden.

Techniques: boxes hidden with everything inside them (``display:none`` or the
``hidden`` attribute, ``opacity`` at most 0.05, off-screen positioning at -999px or
further, an empty ``clip`` or ``clip-path``, a zero-sized box with hidden overflow,
``scale(0)``, ``text-indent`` of -999px or further, and v50's below) and inherited paint
that a descendant may undo (``visibility:hidden`` until ``visibility:visible``, a font size of
at most 1px until a readable size, transparent text, a colour within 5 % of the nearest
background per channel). Links take the user agent's colour, so a colour match ends at
a link without its own colour. v28: under a ``mix-blend-mode`` whose backdrop is known,
the colours compared are what the blend shows of the text and of what surrounds it
(``blend``: ``blend_matches_backdrop``); the backdrop the page's ``<style>`` gives the root
or the body counts for the suspect degree (``root_backgrounds``), never the canvas. v50: the
off-screen offsets read through the logical insets too (``inset``, ``inset-inline``,
``inset-block`` and their start and end longhands; a right offset only when no left one
places the box), and under ``position:relative`` the start offset alone (a page never
scrolls left; a vertical shift mid-page stays on it; ``sticky`` offsets are thresholds, not
shifts); a start margin of -999px or further, whatever the positioning, read as
``text-indent`` is (``margin_off_screen``; not under the element's own right or end
alignment); ``content`` set to an image on the element itself, which replaces what it holds
(``content_replaced``); a box clipping its inline overflow whose border-box width its start
padding fills, with no end padding (``padding_pushed``: the text starts at the clip edge).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cached_property

from lxml import etree

from .blend import blend_mode, declared_opacity, shown, stacking_context
from .color import Rgba, css_color
from .tree import Survey, survey
from .unpainted import (
    _MASKS,
    _contained_empty,
    _empty_clip,
    _empty_clip_path,
    _ends_hidden,
    _filter_opacity,
    _four,
    _transparent_mask,
    filter_url_hiding,
    hiding_keyframes,
    motion_hiding,
    px,
    transform_hiding,
)
from .unread import technique_of as unread_technique
from .unread import unread_after

BLACK: Rgba = (0.0, 0.0, 0.0, 1.0)
WHITE: Rgba = (1.0, 1.0, 1.0, 1.0)
UNKNOWN: Rgba = (-1.0, -1.0, -1.0, 1.0)  # an image or a gradient: any colour may be readable
COLOR_TOLERANCE = 0.05
MIN_FONT_PX = 1.0
MIN_OPACITY = 0.05
OFF_SCREEN_PX = -999.0
MIN_ZOOM = MIN_FONT_PX / 16  # a 16px font zoomed to a pixel

# Declarations that can hide text; a style without any of them is not parsed.
RELEVANT = frozenset(
    {
        "display", "visibility", "opacity", "font-size", "color", "background",
        "background-color", "text-indent", "position", "left", "top", "right", "clip",
        "clip-path", "height", "width", "max-height", "max-width", "overflow", "transform",
        "scale", "translate", "rotate", "backface-visibility", "content-visibility",
        # v18: what leaves a box unpainted, decided by its effect (``box_hiding``)
        "transform-origin", "filter", "mask", "mask-image", "-webkit-mask",
        "-webkit-mask-image", "contain", "contain-intrinsic-size",
        "contain-intrinsic-height", "contain-intrinsic-block-size", "min-height",
        "block-size", "min-block-size", "aspect-ratio", "padding", "padding-top",
        "padding-bottom", "padding-block", "animation", "animation-name",
        "animation-fill-mode", "animation-iteration-count", "animation-direction",
        # v19: what lays a box out where nothing is drawn (``undrawn``): grid rows of no
        # height, content pushed below a clip
        "overflow-y", "overflow-x", "grid-template-rows", "grid-template-columns", "grid-template", "grid",
        "grid-auto-rows", "grid-auto-flow", "grid-row", "grid-row-start", "grid-row-end",
        "grid-area", "grid-column", "grid-column-start", "grid-column-end", "order",
        "align-items", "align-self", "float", "bottom", "inset", "inset-block",
        "inset-block-start", "margin", "margin-top", "margin-bottom", "margin-block",
        "margin-block-start", "columns", "column-count", "column-width", "writing-mode",
        # v19: the logical sizes of a clipping box, ``zoom``, and the text's own fill
        # colour (``-webkit-text-fill-color``, CSS Compatibility), which paints the glyphs
        # in place of ``color`` unless a stroke or a background clipped to the text shows
        "inline-size", "max-block-size", "max-inline-size", "zoom", "-webkit-text-fill-color",
        "-webkit-text-stroke", "-webkit-text-stroke-width", "background-clip",
        "-webkit-background-clip",
        # v23: CSS Motion Path moves a box along a path or a ray (``unpainted.motion_hiding``)
        "offset", "offset-path", "offset-distance",
        # v28: blend modes and what makes a stacking context (the isolated group a blend
        # sees the backdrop of: ``blend``)
        "mix-blend-mode", "isolation", "z-index", "perspective", "will-change",
        "backdrop-filter", "-webkit-backdrop-filter", "container-type",
        # v50: the logical insets, the start margin, ``content`` on the element itself and
        # a start padding that fills a clipping border box (``box_hiding``)
        "inset-inline", "inset-inline-start", "inset-inline-end", "margin-left",
        "margin-inline", "margin-inline-start", "content", "box-sizing", "padding-left",
        "padding-right", "padding-inline", "padding-inline-start", "padding-inline-end",
        "text-align",
    }
)  # fmt: skip
# v23: values whose strings are case-sensitive (SVG path data: ``M`` absolute, ``m`` relative)
_CASED = frozenset({"clip-path", "offset", "offset-path"})
_QUOTED = re.compile(r"""("[^"]*"|'[^']*')""")
_MENTIONS_RELEVANT = re.compile(
    r"display|visibility|opacity|font|color|background|indent|position|clip|overflow|transform"
    r"|scale|translate|rotate|filter|mask|contain|animation|zoom|size|offset"
    r"|blend|isolation|z-index|perspective|will-change"
    r"|inset|margin|content|padding|box-sizing",  # v50
    re.IGNORECASE,
)


def parse_style(text: str) -> dict[str, str]:
    """The declarations of a ``style`` attribute or rule body that can hide text, names
    and values lowercased, ``!important`` dropped."""
    declarations: dict[str, str] = {}
    if not _MENTIONS_RELEVANT.search(text):
        return declarations
    for part in text.split(";"):
        name, _, value = part.partition(":")
        name = name.strip().lower()
        if name in RELEVANT and value.strip():
            value = value.replace("!important", "").strip()
            if name in _CASED and ("'" in value or '"' in value):
                declarations[name] = "".join(
                    piece if piece[:1] in "'\"" else piece.lower() for piece in _QUOTED.split(value)
                )
            else:
                declarations[name] = value.lower()
    return declarations


def background_of(style: dict[str, str], attribute: str | None = None) -> Rgba | None:
    """The background these declarations (or a ``bgcolor``) paint, UNKNOWN for an image or
    a gradient, None when they paint none (a translucent one counts as none)."""
    for name in ("background-color", "background"):
        value = style.get(name)
        if value is None:
            continue
        if "url(" in value or "gradient" in value:
            return UNKNOWN
        color = css_color(value.split()[0] if name == "background" and value else value)
        if color is not None and color[3] >= 0.5:
            return color
    color = css_color(attribute) if attribute else None
    return color if color is not None and color[3] >= 0.5 else None


def box_hiding(
    style: dict[str, str],
    hidden_attribute: bool = False,
    faded: frozenset[str] = frozenset(),
    voided: frozenset[str] = frozenset(),
) -> str | None:
    """How these declarations hide an element with everything inside it (nothing inside
    can show again), or None. ``faded``: the page's ``@keyframes`` whose last frame hides
    (``hiding_keyframes``), for an animation that stays on it; ``voided``: the ids of the
    page's SVG filters whose output has no alpha (``unpainted.void_filters``, v23)."""
    if hidden_attribute or style.get("display", "").startswith("none"):
        return "display_none"
    if not style:
        return None
    if declared_opacity(style) <= MIN_OPACITY:
        return "opacity_0"
    indent = px(style.get("text-indent"))
    if indent is not None and indent <= OFF_SCREEN_PX:
        return "text_indent"
    position = style.get("position", "")
    placed = position.startswith(("absolute", "fixed"))
    if placed or position.startswith("relative"):  # (v50: the logical insets, relative)
        sides = ("left", "top", "right") if placed else ("left",)
        for side in sides:
            if side == "right" and _side(style, _INSETS["left"]) not in (None, "auto"):
                continue  # both set: the left offset places the box, the right is ignored
            offset = px(_side(style, _INSETS[side]))
            if offset is not None and offset <= OFF_SCREEN_PX:
                return "off_screen"
    if placed and _empty_clip(style.get("clip", "")):
        return "clipped"
    if _empty_clip_path(style.get("clip-path", "")):
        return "clipped"
    margin = px(_side(style, _MARGIN_START))  # v50: as ``text-indent``, whatever the position
    aligned = style.get("text-align", "").startswith(("right", "end", "-webkit-right"))
    if margin is not None and margin <= OFF_SCREEN_PX and not aligned:
        return "margin_off_screen"
    if _content_replaced(style.get("content", "")):
        return "content_replaced"  # v50
    if _padding_pushed(style):
        return "padding_pushed"  # v50
    if style.get("overflow", "").startswith(("hidden", "clip")):
        # (v19: and the logical sizes, the same in horizontal writing)
        for side in (
            "height", "width", "max-height", "max-width", "block-size", "inline-size",
            "max-block-size", "max-inline-size",
        ):  # fmt: skip
            extent = px(style.get(side))
            if extent is not None and extent <= 1:
                return "zero_box"
    technique = transform_hiding(style) or motion_hiding(style)  # (v23: motion paths)
    if technique is not None:
        return technique
    if _filter_opacity(style.get("filter", "")) <= MIN_OPACITY:
        return "filter_opacity_0"
    if filter_url_hiding(style.get("filter", ""), voided):
        return "filter_alpha_0"  # v23
    if any(_transparent_mask(style.get(name, "")) for name in _MASKS):
        return "masked"
    if _contained_empty(style):
        return "contained_empty"
    if faded and _ends_hidden(style, faded):
        return "animation_end_hidden"
    if style.get("content-visibility", "").startswith("hidden"):
        return "content_visibility_hidden"
    zoom = style.get("zoom")
    if zoom is not None:  # v19: CSS Viewport's ``zoom`` scales the box and all it holds
        try:
            factor = float(zoom[:-1]) / 100 if zoom.endswith("%") else float(zoom)
        except ValueError:
            factor = 1.0
        if 0 < factor <= MIN_ZOOM:  # (0 is treated as 1)
            return "zoom_tiny"
    return None


# (v18: the transform, clip, filter, mask, containment and animation readings are in
# ``unpainted``.)

# v50: the declarations that set a physical side of the box (horizontal LTR writing, as
# everywhere here), each with the index of that side in its value: a box side's shorthand
# (``inset``, ``margin``, ``padding``: top right bottom left, 1-4 values) or a logical pair
# (start [end]; one value sets both). -1: the whole value.
_Sides = tuple[tuple[str, int, bool], ...]  # (property, index, logical pair)
_INSETS: dict[str, _Sides] = {
    "left": (("inset", 3, False), ("inset-inline", 0, True), ("inset-inline-start", -1, False),
             ("left", -1, False)),
    "top": (("inset", 0, False), ("inset-block", 0, True), ("inset-block-start", -1, False),
            ("top", -1, False)),
    "right": (("inset", 1, False), ("inset-inline", 1, True), ("inset-inline-end", -1, False),
              ("right", -1, False)),
}  # fmt: skip
_MARGIN_START: _Sides = (
    ("margin", 3, False), ("margin-inline", 0, True), ("margin-inline-start", -1, False),
    ("margin-left", -1, False),
)  # fmt: skip
_PADDING_START: _Sides = (
    ("padding", 3, False), ("padding-inline", 0, True), ("padding-inline-start", -1, False),
    ("padding-left", -1, False),
)  # fmt: skip
_PADDING_END: _Sides = (
    ("padding", 1, False), ("padding-inline", 1, True), ("padding-inline-end", -1, False),
    ("padding-right", -1, False),
)  # fmt: skip
_WIDTH: _Sides = (("width", -1, False), ("inline-size", -1, False))


def _side(style: dict[str, str], sides: _Sides) -> str | None:
    """v50: the value one physical side of the box gets from these declarations: of the
    properties that set it, the one declared last wins (declaration order, as
    ``parse_style`` keeps it); None when none sets it or the value holds a function (a
    shorthand's values are not split then)."""
    found = None
    order = {name: at for at, name in enumerate(style)}
    for name, index, pair in sorted(sides, key=lambda side: order.get(side[0], -1)):
        value = style.get(name)
        if value is None:
            continue
        if "(" in value:
            found = None
            continue
        if index < 0:
            found = value
            continue
        words = value.split()
        if pair:
            found = words[min(index, len(words) - 1)] if 1 <= len(words) <= 2 else None
        else:
            found = _four(words)[index] if 1 <= len(words) <= 4 else None
    return found


_IMAGES = (
    "url(", "linear-gradient(", "radial-gradient(", "conic-gradient(",
    "repeating-linear-gradient(", "repeating-radial-gradient(", "repeating-conic-gradient(",
    "image-set(", "-webkit-image-set(", "-webkit-cross-fade(", "image(",
)  # fmt: skip


def _content_replaced(value: str) -> bool:
    """v50: ``content`` on the element itself set to an
    image, with an optional alternative text (``/ "alt"``, read by assistive technology,
    never drawn): the element's content is replaced by the image, its text not drawn.
    Chromium draws the text under the unprefixed ``cross-fade()`` and ``image()`` of a URL,
    which it does not support, so those are not read. (A ``::before`` or ``::after`` rule never
    reaches here: ``stylesheet_rules`` reads simple selectors only.)"""
    value = value.strip()
    if not value.startswith(_IMAGES):
        return False
    if value.startswith("image(") and ("url(" in value or "'" in value or '"' in value):
        return False  # Chromium draws only ``image(<color>)``; the text shows otherwise
    depth = 0
    for at, char in enumerate(value):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                rest = value[at + 1 :].strip()
                return not rest or rest.startswith("/")
    return True  # never closed: a data URL cut at its ``;`` (``parse_style`` splits there)


def _padding_pushed(style: dict[str, str]) -> bool:
    """v50: a box that clips its inline overflow, sized by its border box (``box-sizing:
    border-box``) to a width its start padding fills (both percentages, or both lengths),
    with no end padding: the content box is squeezed to nothing at the clip edge, and the
    text starts there. (An end padding widens the box past its width and the text shows
    in it; under content-box sizing the padding adds to the width.)"""
    if not style.get("box-sizing", "").startswith("border-box"):
        return False
    if not any(
        style.get(name, "").startswith(("hidden", "clip")) for name in ("overflow", "overflow-x")
    ):
        return False
    start = _side(style, _PADDING_START)
    width = _side(style, _WIDTH)
    end = _side(style, _PADDING_END)
    if start is None or width is None or (end is not None and px(end) != 0):
        return False
    if start.endswith("%") != width.endswith("%"):
        return False
    padding, extent = px(start), px(width)
    return padding is not None and extent is not None and padding > 0 and padding >= extent


@dataclass(frozen=True)
class Paint:
    """The inherited properties that decide whether text shows (colour, background, font
    size, visibility), and the element whose declaration hides the text, if any.

    ``background`` None means no declaration paints one; ``canvas`` is what is assumed
    then (None for the reader's text, where stylesheets may paint anything; WHITE for
    the suspect degree, the user agent's default). ``boxed``: inside a box a stylesheet
    hides (suspect degree only), which nothing inside can undo."""

    color: Rgba | None = BLACK  # None: a link's colour, which the user agent's stylesheet sets
    background: Rgba | None = None
    canvas: Rgba | None = None
    font_px: float = 16.0
    visible: bool = True
    hider: etree._Element | None = None
    technique: str | None = None
    boxed: bool = False
    fill: Rgba | None = None  # v19: ``-webkit-text-fill-color`` (None: ``currentcolor``)
    # v28 (``blend``): the background painted nearest up the tree inside the current
    # stacking context (None: none, the group is transparent there), and the blend mode
    # of the nearest blended element with the backdrop it is blended with, when known
    group: Rgba | None = None
    blend: tuple[str, Rgba] | None = None
    # v35 (``unread``): the suspect degree reads values it cannot evaluate as unproven
    # (``reads_unread``), and the checked properties left unread around the text
    reads_unread: bool = False
    unread: frozenset[str] = frozenset()

    def child(self, element: etree._Element, style: dict[str, str]) -> Paint:
        """The paint inside ``element``, whose declarations are ``style``."""
        if self.boxed:
            return self
        color_value = style.get("color") or (
            element.get("color") if element.tag == "font" else None
        )
        parsed = css_color(color_value) if color_value else None
        color = parsed or (None if element.tag == "a" else self.color)
        background = background_of(style, element.get("bgcolor")) or self.background
        size = style.get("font-size", "")
        value = px(size)
        font_px = self.font_px
        if value is not None:
            relative = size.endswith(("em", "%")) and not size.endswith("rem")
            font_px = self.font_px * value / 16 if relative else value
        visibility = style.get("visibility", "")
        visible = (
            False
            if visibility.startswith(("hidden", "collapse"))
            else True
            if visibility.startswith("visible")
            else self.visible
        )
        fill = self.fill
        fill_value = style.get("-webkit-text-fill-color")
        if fill_value is not None:
            shown_otherwise = "text" in style.get("background-clip", "") + style.get(
                "-webkit-background-clip", ""
            ) or any(name in style for name in ("-webkit-text-stroke", "-webkit-text-stroke-width"))
            fill = None if shown_otherwise else css_color(fill_value)
        own = background_of(style, element.get("bgcolor"))
        group, blended = self._group(style, own)
        if blended is not None:
            technique = _blend_technique(
                color if fill is None else fill, blended, group, font_px, visible
            )
        else:
            technique = _technique(
                color if fill is None else fill, background or self.canvas, font_px, visible
            )
        if technique == "transparent_text" and fill is not None:
            technique = "text_fill_transparent"
        unread = unread_after(self.unread, style) if self.reads_unread else self.unread
        if technique is None and unread:
            technique = unread_technique(unread)
        if technique is None:
            hider = None
        elif technique == self.technique:
            hider = self.hider
        else:
            hider = element
        return Paint(
            color,
            background,
            self.canvas,
            font_px,
            visible,
            hider,
            technique,
            fill=fill,
            group=group,
            blend=blended,
            reads_unread=self.reads_unread,
            unread=unread,
        )

    def _group(
        self, style: dict[str, str], own: Rgba | None
    ) -> tuple[Rgba | None, tuple[str, Rgba] | None]:
        """v28: the background painted in the stacking context inside an element whose
        declarations are ``style`` and background ``own``, and the blend its text is under
        (``blend``): a blended element is blended with the known backdrop of the context it
        sits in (a blend inside a blend is not decided); any other stacking context starts
        a group of its own, in which no blend is decided."""
        mode = blend_mode(style.get("mix-blend-mode"))
        if mode is not None:
            backdrop = self.group if self.blend is None else None
            if backdrop is None or backdrop is UNKNOWN:
                return own, None
            return own, (mode, backdrop)
        if stacking_context(style):
            return own, None
        return own or self.group, self.blend

    def box(self, element: etree._Element, technique: str) -> Paint:
        """Inside a box hidden with everything in it (the suspect degree keeps its text)."""
        return replace(self, hider=element, technique=technique, boxed=True)

    @cached_property
    def link(self) -> Paint:
        """The paint inside a link without its own colour: the user agent colours links, so
        a colour-matching technique ends there."""
        if self.boxed:
            return self
        if self.technique in (
            "color_matches_background",
            "transparent_text",
            "blend_matches_backdrop",
        ):
            return replace(self, color=None, hider=None, technique=None)
        return replace(self, color=None)


def _technique(
    color: Rgba | None, background: Rgba | None, font_px: float, visible: bool
) -> str | None:
    if not visible:
        return "visibility_hidden"
    if font_px <= MIN_FONT_PX:
        return "font_size_0"
    if color is None:
        return None
    if color[3] <= MIN_OPACITY:
        return "transparent_text"
    if (
        background is not None
        and background is not UNKNOWN
        and max(abs(color[i] - background[i]) for i in range(3)) <= COLOR_TOLERANCE
    ):
        return "color_matches_background"
    return None


def _blend_technique(
    color: Rgba | None,
    blended: tuple[str, Rgba],
    group: Rgba | None,
    font_px: float,
    visible: bool,
) -> str | None:
    """v28 (``blend``): text of ``color`` in a group blended as ``blended`` (mode, backdrop)
    whose own background inside is ``group``: hidden when what the text shows is what
    shows around it."""
    if not visible or font_px <= MIN_FONT_PX or color is None:
        return _technique(color, None, font_px, visible)
    if color[3] <= MIN_OPACITY:
        return "transparent_text"
    if group is UNKNOWN:
        return None
    mode, backdrop = blended
    cb = (backdrop[0], backdrop[1], backdrop[2])
    text = shown(mode, cb, color)
    around = shown(mode, cb, group)
    if max(abs(text[i] - around[i]) for i in range(3)) <= COLOR_TOLERANCE:
        return "blend_matches_backdrop"
    return None


# -- the page's own stylesheets (the suspect degree) -----------------------------------------------

# Where a declaration may hide text: a first look (``_hides`` decides), one pattern with
# a literal start each, which the regex engine scans for fast (a single alternation of
# them is seven times slower on the megabyte of inline CSS some real pages carry).
# Case-sensitive, as property names are written.
_HINTS = tuple(
    re.compile(pattern)
    for pattern in (
        r"display\s*:\s*none",
        r"visibility\s*:\s*(?:hidden|collapse)",
        r"opacity\s*:\s*\.?0",
        r"font-size\s*:\s*(?:0|1px|\.)",
        r":\s*-\d{3}",  # text-indent, left, top, right far off-screen
        r"clip(?:-path)?\s*:\s*(?:rect|inset|circle)",
        r"height\s*:\s*[01](?:px)?\s*(?=[;}!])",
        r"width\s*:\s*[01](?:px)?\s*(?=[;}!])",
        r"scale[XYxy]?\(\s*0\s*[,)]",
        r"scale\s*:\s*0",
        r"translate(?:[XYxy]|3d)?\(\s*-\d{3}",
        r"matrix\(\s*0",
        r"backface-visibility\s*:\s*hidden",
        r"content-visibility\s*:\s*hidden",
        # v18 (``unpainted``): any transform, clip-path shape, filter, mask, containment
        # or animation may leave the box unpainted; ``_hides`` decides
        r"transform\s*:",
        r"rotate\s*:",
        r"clip-path\s*:",
        r"filter\s*:\s*[^;}]*opacity",
        r"mask(?:-image)?\s*:\s*[^;}]*gradient",
        r"contain\s*:\s*(?:strict|size)",
        r"animation(?:-name)?\s*:",
        # v23: motion paths, SVG filters (``unpainted.motion_hiding``, ``filter_url_hiding``)
        r"offset(?:-path)?\s*:",
        r"filter\s*:\s*[^;}]*url",
        # v50: logical insets and start margins far off, ``content`` set to an image, a
        # border box whose start padding may fill it (``box_hiding`` decides)
        r"inset[\w-]*\s*:\s*[^;}]*-\d{2}",
        r"margin(?:-left|-inline(?:-start)?)?\s*:\s*[^;}]*-\d{2}",
        r"content\s*:\s*[^;}]*(?:url|gradient|image|fade)\(",
        r"box-sizing\s*:\s*border-box",
    )
)
_COLOURS = frozenset({"color", "background", "background-color"})
_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_SIMPLE = re.compile(r"^(?:[a-z][a-z0-9]*)?(?:[.#][\w-]+)+$|^[a-z][a-z0-9]*$", re.IGNORECASE)
_PART = re.compile(r"[.#]?[\w-]+")
MAX_RULES = 5_000  # rules read from a page's <style> elements; the rest are ignored


def _hides(
    declarations: dict[str, str],
    faded: frozenset[str] = frozenset(),
    voided: frozenset[str] = frozenset(),
) -> bool:
    """These declarations hide text by themselves (colours aside)."""
    if box_hiding(declarations, faded=faded, voided=voided) is not None:
        return True
    if declarations.get("visibility", "").startswith(("hidden", "collapse")):
        return True
    size = px(declarations.get("font-size"))
    return size is not None and size <= MIN_FONT_PX


def page_keyframes(surveyed: Survey) -> frozenset[str]:
    """The names of the page's ``@keyframes`` (in its ``<style>`` elements) whose last
    keyframe hides the box (v18: an animation that stays there hides it)."""
    found: set[str] = set()
    for style in surveyed.styles:
        css = style.text or ""
        if "keyframes" in css:
            found |= hiding_keyframes(css, lambda body: _hides(parse_style(body)))
    return frozenset(found)


def stylesheet_rules(
    css: str, faded: frozenset[str] = frozenset(), voided: frozenset[str] = frozenset()
) -> Iterator[tuple[str, dict[str, str]]]:
    """(simple selector, declarations) of a stylesheet's top-level rules that hide text by
    themselves (not its colours: see the module docstring), in order. Rules inside
    ``@media`` and other at-rule blocks are skipped.

    Pages carry up to a megabyte of inline CSS, so the scan starts from what could hide
    (found by the regex engine) and looks around it, rather than walking every rule."""
    css = _COMMENT.sub("", css)
    depth = counted = 0  # brace depth at ``counted``
    done = -1  # the end of the last rule read
    hints = sorted({hit.start() for pattern in _HINTS for hit in pattern.finditer(css)})
    for hint in hints:
        if hint < done:
            continue  # in the rule just read
        opening = css.rfind("{", 0, hint)
        if opening < 0 or css.rfind("}", 0, hint) > opening:
            continue  # in a selector or an at-rule's prelude, not in declarations
        closing = css.find("}", hint)
        done = closing if closing >= 0 else len(css)
        between = css[counted:opening]
        depth = max(0, depth + between.count("{") - between.count("}"))
        counted = opening
        if depth:
            continue  # inside an at-rule block
        declarations = {
            k: v for k, v in parse_style(css[opening + 1 : done]).items() if k not in _COLOURS
        }
        if not _hides(declarations, faded, voided):
            continue
        start = max(css.rfind("}", 0, opening), css.rfind(";", 0, opening)) + 1
        for selector in css[start:opening].split(","):
            selector = selector.strip()
            if selector and _SIMPLE.match(selector):
                yield selector, declarations


_ROOT_SELECTOR = re.compile(r"(?<![\w.#:>+~\[-])(?:html|body|:root)(?=\s*[,{])", re.IGNORECASE)


def root_backgrounds(surveyed: Survey) -> dict[str, Rgba]:
    """v28: the background colours the page's ``<style>`` elements give the root (``html``
    or ``:root``) and the ``<body>`` in top-level rules whose selector is that element alone
    (in a list or not): the backdrop the canvas paints, read for blends only (``blend``),
    never as the background a colour is matched against (see the module docstring). Later
    rules win; rules inside ``@media`` and other at-rule blocks are skipped."""
    found: dict[str, Rgba] = {}
    for style in surveyed.styles:
        css = style.text or ""
        if "background" not in css:
            continue
        css = _COMMENT.sub("", css)
        done = -1
        for hit in _ROOT_SELECTOR.finditer(css):
            if hit.start() < done:
                continue
            opening = css.find("{", hit.end())
            closing = css.find("}", opening)
            if opening < 0 or closing < 0:
                break
            done = closing
            start = max(css.rfind("}", 0, hit.start()), css.rfind(";", 0, hit.start())) + 1
            if css.count("{", 0, start) != css.count("}", 0, start):
                continue  # inside an at-rule block
            background = background_of(parse_style(css[opening + 1 : closing]))
            if background is None:
                continue
            for selector in css[start:opening].split(","):
                name = selector.strip().lower()
                if name in ("html", ":root"):
                    found["html"] = background
                elif name == "body":
                    found["body"] = background
    return found


def _matches(element: etree._Element, parts: list[str]) -> bool:
    classes = set((element.get("class") or "").lower().split())
    for part in parts:
        if part.startswith("."):
            if part[1:] not in classes:
                return False
        elif part.startswith("#"):
            if (element.get("id") or "").lower() != part[1:]:
                return False
        elif str(element.tag).lower() != part:
            return False
    return True


def sheet_declarations(
    root: etree._Element,
    surveyed: Survey | None = None,
    faded: frozenset[str] = frozenset(),
    voided: frozenset[str] = frozenset(),
) -> dict[etree._Element, dict[str, str]]:
    """The declarations each element of the body gets from the page's own ``<style>``
    rules (simple selectors, in rule order; inline style is not merged here). Empty when
    the page has no such rule. ``surveyed``: the page's survey, when already taken."""
    surveyed = surveyed or survey(root)
    rules: list[tuple[list[str], dict[str, str]]] = []
    for style in surveyed.styles:
        for selector, declarations in stylesheet_rules(style.text or "", faded, voided):
            rules.append((_PART.findall(selector.lower()), declarations))
            if len(rules) >= MAX_RULES:
                break
    if not rules:
        return {}
    by_key: dict[str, list[int]] = {}  # ".class", "#id" or "tag" -> rule numbers
    for number, (parts, _) in enumerate(rules):
        key = next((p for p in parts if p.startswith("#")), None) or next(
            (p for p in parts if p.startswith(".")), parts[0]
        )
        by_key.setdefault(key, []).append(number)
    candidates: dict[etree._Element, set[int]] = {}
    if any(k.startswith(".") for k in by_key):
        for element in surveyed.classed:
            for name in (element.get("class") or "").lower().split():
                if f".{name}" in by_key:
                    candidates.setdefault(element, set()).update(by_key[f".{name}"])
    if any(k.startswith("#") for k in by_key):
        for element in surveyed.with_id:
            key = f"#{(element.get('id') or '').lower()}"
            if key in by_key:
                candidates.setdefault(element, set()).update(by_key[key])
    for key, numbers in by_key.items():
        if key[0] not in ".#":
            for element in root.iter(key):
                candidates.setdefault(element, set()).update(numbers)
    found: dict[etree._Element, dict[str, str]] = {}
    for element, matched in candidates.items():
        merged: dict[str, str] = {}
        for number in sorted(matched):
            parts, declarations = rules[number]
            if _matches(element, parts):
                merged.update(declarations)
        if merged:
            found[element] = merged
    return found
