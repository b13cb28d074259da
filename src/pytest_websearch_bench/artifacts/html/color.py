"""CSS colours as the sRGB a browser paints, in every syntax of CSS Color 4.

``tinycss2.color4`` parses every syntax (hex, names, ``rgb()``, ``hsl()``, ``hwb()``,
``lab()``, ``lch()``, ``oklab()``, ``oklch()``, ``color()``); its ``Color.to`` brings hsl and
hwb to sRGB and lab, lch, oklab and oklch to XYZ, but not XYZ to sRGB. That last step is
the specification's (CSS Color 4, section 18, "Sample code for color conversions"): XYZ D50 to
D65 by the Bradford matrix, XYZ D65 to linear sRGB, then the sRGB transfer function, clipped
to the gamut (v34: until then a colour written in a CSS Color 4 syntax was not a colour to the
readers, so white text written ``oklch(1 0 0)`` on white was not read as hidden).
Spaces neither converts (``display-p3``, ``a98-rgb``, ``prophoto-rgb``, ``rec2020``) give None:
"not known", as an unparsed colour always was.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tinycss2.color4 import parse_color

Rgba = tuple[float, float, float, float]
Vector = tuple[float, float, float]

_D50_TO_D65 = (
    (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    (0.012314014864481998, -0.020507649298898964, 1.330365926242124),
)
_XYZ_D65_TO_LINEAR_SRGB = (
    (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
    (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
    (0.05563007969699366, -0.20397695888897652, 1.0569715142428786),
)


def _times(matrix: tuple[Vector, Vector, Vector], vector: Vector) -> Vector:
    x, y, z = vector
    a, b, c = ((row[0] * x + row[1] * y + row[2] * z) for row in matrix)
    return a, b, c


def _encoded(linear: float) -> float:
    """The sRGB transfer function (sign kept, as the specification's code does)."""
    size = abs(linear)
    value = 12.92 * size if size <= 0.0031308 else 1.055 * size ** (1 / 2.4) - 0.055
    return value if linear >= 0 else -value


def _clipped(rgb: Vector) -> Vector:
    r, g, b = (min(1.0, max(0.0, channel)) for channel in rgb)
    return r, g, b


def _srgb(color: Any) -> Vector | None:
    """A parsed ``tinycss2.color4.Color``'s sRGB, unclipped (None: a space not converted)."""
    space = color.space
    if space == "srgb":
        r, g, b = (c or 0.0 for c in color.coordinates)  # a "none" component is 0
        return r, g, b
    if space in ("hsl", "hwb"):
        r, g, b = color.to("srgb").coordinates
        return r, g, b
    if space == "srgb-linear":
        r, g, b = (_encoded(c or 0.0) for c in color.coordinates)
        return r, g, b
    if space in ("lab", "lch", "xyz-d50"):
        x, y, z = color.to("xyz-d50").coordinates
        linear = _times(_XYZ_D65_TO_LINEAR_SRGB, _times(_D50_TO_D65, (x, y, z)))
    elif space in ("oklab", "oklch", "xyz-d65", "xyz"):
        x, y, z = color.to("xyz-d65").coordinates
        linear = _times(_XYZ_D65_TO_LINEAR_SRGB, (x, y, z))
    else:
        return None
    r, g, b = (_encoded(c) for c in linear)
    return r, g, b


@lru_cache(maxsize=4096)
def css_color(value: str) -> Rgba | None:
    """(r, g, b, alpha), each 0-1, of a CSS colour in any CSS Color 4 syntax; None for what
    is not one (or is ``currentColor``, or sits in a space this does not convert)."""
    parsed = parse_color(value.strip())
    if parsed is None or isinstance(parsed, str):
        return None
    rgb = _srgb(parsed)
    if rgb is None:
        return None
    r, g, b = _clipped(rgb)
    return r, g, b, min(1.0, max(0.0, float(parsed.alpha)))


def color_alpha(token: Any) -> float | None:
    """The alpha of a CSS colour (a string or a tinycss2 token) in any syntax; None when it
    is not one: a colour in a space this does not convert still says how opaque it is."""
    parsed = parse_color(token)
    if parsed is None or isinstance(parsed, str):
        return None
    return float(parsed.alpha)
