"""v28 (issue 18): what a blend mode leaves of text, from the blend formulas of CSS
Compositing and Blending 1, not from the shapes a writer used.

An element with ``mix-blend-mode`` other than ``normal`` is painted as a group and then
blended with its *backdrop*: what is painted behind it within the stacking context it
belongs to. A pixel of the group with colour ``Cs`` shows ``B(Cb, Cs)`` over a backdrop
``Cb``; where the group paints nothing the backdrop shows unchanged. So text inside a
blended element shows ``B(Cb, text colour)`` beside ``B(Cb, the group's own background)``
(or beside ``Cb`` where the group has no background), and it paints nothing a person can
see when the two are the same colour: black text under ``difference``, ``exclusion``,
``lighten``, ``screen``, ``color-dodge`` or ``plus-lighter``, white text under
``multiply``, ``darken`` or ``color-burn``, any text under ``hue``, ``saturation`` or
``color`` over a grey backdrop, and so on, whatever the backdrop's colour is for the
separable modes that leave it unchanged.

The backdrop is decided only when it is known: the background (a colour, not an image)
painted nearest up the tree *inside the same stacking context* (an element that makes
one, by ``opacity`` below 1, a transform, a filter, ``isolation: isolate``, a ``z-index``,
a fixed or sticky position, a clip path, a mask, containment..., is an isolated group
whose backdrop is its own background or nothing), up to the root's background, which
the canvas paints. With no declared background, the canvas is not a backdrop: the
group is blended with nothing and paints as it is (checked in Chromium 150 headless:
black text under ``difference`` paints on a page without a background, paints nothing
on one whose ``html`` or ``body`` background is white).
"""

from __future__ import annotations

Rgb = tuple[float, float, float]

_SEPARABLE = frozenset(
    {
        "multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn",
        "hard-light", "soft-light", "difference", "exclusion", "plus-lighter", "plus-darker",
    }
)  # fmt: skip
_NON_SEPARABLE = frozenset({"hue", "saturation", "color", "luminosity"})
BLEND_MODES = _SEPARABLE | _NON_SEPARABLE


def blend_mode(value: str | None) -> str | None:
    """The blend mode a ``mix-blend-mode`` value names (None for ``normal``, a value that
    does not parse, or none)."""
    if not value:
        return None
    mode = value.split()[0].strip().lower() if value.split() else ""
    return mode if mode in BLEND_MODES else None


def _hard_light(cb: float, cs: float) -> float:
    if cs <= 0.5:
        return cb * 2 * cs
    return _screen(cb, 2 * cs - 1)


def _screen(cb: float, cs: float) -> float:
    return cb + cs - cb * cs


def _soft_light(cb: float, cs: float) -> float:
    if cs <= 0.5:
        return cb - (1 - 2 * cs) * cb * (1 - cb)
    d = ((16 * cb - 12) * cb + 4) * cb if cb <= 0.25 else cb**0.5
    return cb + (2 * cs - 1) * (d - cb)


def _dodge(cb: float, cs: float) -> float:
    if cb == 0:
        return 0.0
    if cs >= 1:
        return 1.0
    return min(1.0, cb / (1 - cs))


def _burn(cb: float, cs: float) -> float:
    if cb >= 1:
        return 1.0
    if cs <= 0:
        return 0.0
    return 1 - min(1.0, (1 - cb) / cs)


def _separable(mode: str, cb: float, cs: float) -> float:
    if mode == "multiply":
        return cb * cs
    if mode == "screen":
        return _screen(cb, cs)
    if mode == "overlay":
        return _hard_light(cs, cb)
    if mode == "darken":
        return min(cb, cs)
    if mode == "lighten":
        return max(cb, cs)
    if mode == "color-dodge":
        return _dodge(cb, cs)
    if mode == "color-burn":
        return _burn(cb, cs)
    if mode == "hard-light":
        return _hard_light(cb, cs)
    if mode == "soft-light":
        return _soft_light(cb, cs)
    if mode == "difference":
        return abs(cb - cs)
    if mode == "exclusion":
        return cb + cs - 2 * cb * cs
    if mode == "plus-lighter":
        return min(1.0, cb + cs)
    return max(0.0, cb + cs - 1)  # plus-darker


def _lum(c: Rgb) -> float:
    return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]


def _clip_color(c: Rgb) -> Rgb:
    lum = _lum(c)
    low, high = min(c), max(c)
    r, g, b = c
    if low < 0:
        r, g, b = (lum + (x - lum) * lum / (lum - low) for x in (r, g, b))
    if high > 1:
        r, g, b = (lum + (x - lum) * (1 - lum) / (high - lum) for x in (r, g, b))
    return (r, g, b)


def _set_lum(c: Rgb, lum: float) -> Rgb:
    d = lum - _lum(c)
    return _clip_color((c[0] + d, c[1] + d, c[2] + d))


def _sat(c: Rgb) -> float:
    return max(c) - min(c)


def _set_sat(c: Rgb, sat: float) -> Rgb:
    order = sorted(range(3), key=lambda i: c[i])
    low, mid, high = order
    out = [0.0, 0.0, 0.0]
    if c[high] > c[low]:
        out[mid] = (c[mid] - c[low]) * sat / (c[high] - c[low])
        out[high] = sat
    return (out[0], out[1], out[2])


def blend(mode: str, backdrop: Rgb, source: Rgb) -> Rgb:
    """``B(Cb, Cs)`` of CSS Compositing and Blending 1 for ``mode`` (a name of
    ``BLEND_MODES``), channels in 0..1."""
    if mode in _SEPARABLE:
        r, g, b = (_separable(mode, backdrop[i], source[i]) for i in range(3))
        return (r, g, b)
    if mode == "hue":
        return _set_lum(_set_sat(source, _sat(backdrop)), _lum(backdrop))
    if mode == "saturation":
        return _set_lum(_set_sat(backdrop, _sat(source)), _lum(backdrop))
    if mode == "color":
        return _set_lum(source, _lum(backdrop))
    return _set_lum(backdrop, _lum(source))  # luminosity


def shown(mode: str, backdrop: Rgb, source: tuple[float, float, float, float] | None) -> Rgb:
    """What a pixel of a blended group shows over ``backdrop``: ``B(Cb, Cs)`` mixed by the
    source's alpha, or the backdrop itself where the group paints nothing (None)."""
    if source is None:
        return backdrop
    alpha = max(0.0, min(1.0, source[3]))
    mixed = blend(mode, backdrop, (source[0], source[1], source[2]))
    r, g, b = ((1 - alpha) * backdrop[i] + alpha * mixed[i] for i in range(3))
    return (r, g, b)


# What makes an element a stacking context, hence an isolated group for the blends inside
# it (CSS 2 9.9.1, CSS Positioned Layout 3, CSS Compositing and Blending 1, CSS Transforms,
# Filter Effects, CSS Masking, CSS Containment): read from its declarations; a z-index
# counts without a position too (a flex or grid item's does).
_NONE = frozenset({"", "none", "auto", "normal"})


def declared_opacity(style: dict[str, str]) -> float:
    """The element's own ``opacity`` (a number or a percentage); 1.0 when it declares none
    or one a browser would drop as invalid."""
    opacity = style.get("opacity")
    if opacity is None:
        return 1.0
    try:
        return float(opacity[:-1]) / 100 if opacity.endswith("%") else float(opacity)
    except ValueError:
        return 1.0


def stacking_context(style: dict[str, str]) -> bool:
    """These declarations make the element a stacking context (see above)."""
    if not style:
        return False
    position = style.get("position", "")
    if position.startswith(("fixed", "sticky")):
        return True
    if style.get("z-index", "auto").strip() not in _NONE:
        return True
    if declared_opacity(style) < 1:
        return True
    for name in (
        "transform", "translate", "rotate", "scale", "perspective", "filter",
        "backdrop-filter", "-webkit-backdrop-filter", "clip-path", "mask", "mask-image",
        "-webkit-mask", "-webkit-mask-image", "offset-path", "offset", "will-change",
    ):  # fmt: skip
        if style.get(name, "none").strip() not in _NONE:
            return True
    if style.get("isolation", "").startswith("isolate"):
        return True
    if blend_mode(style.get("mix-blend-mode")) is not None:
        return True
    contain = style.get("contain", "")
    if any(word in contain for word in ("layout", "paint", "strict", "content")):
        return True
    if style.get("container-type", "normal").strip() not in _NONE:
        return True
    return style.get("content-visibility", "").startswith("auto")
