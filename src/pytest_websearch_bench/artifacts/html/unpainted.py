"""CSS that leaves a box unpainted, decided by what the declarations do rather than by the
shapes a writer used (v18, issue 18). ``style.box_hiding`` asks these after its own
checks; every reading here is a whole-box hiding (nothing inside can show again).

* **Transforms** (CSS Transforms 1 and 2): the ``translate``, ``rotate`` and ``scale``
  properties and the ``transform`` list are composed into one 4x4 matrix about the
  ``transform-origin`` (``perspective()`` included). A matrix that is not invertible is
  not displayed (CSS Transforms 1: ``scaled_0``); else the box's corners are mapped
  through it, and the box is hidden when every corner lands behind the viewer (``w <= 0``
  after the perspective: ``behind_viewer``), when its image has no area (a singular or
  edge-on matrix, a zero scale: ``scaled_0``), when its centre moves -999px or further
  (``off_screen``), or when its back faces the viewer under ``backface-visibility:
  hidden`` (the inverse matrix's z-z entry is negative, as CSS Transforms 2 defines it:
  ``backface_hidden``; a 2D mirror is not a back face). A list that does not parse
  (``calc()``, ``var()``) is decided by its factors alone: one singular factor makes the
  whole singular. Lengths in percent are of an assumed 600 x 40 px box (the decisions
  above do not depend on it but for ``off_screen`` by a percentage).
* **Clipping** to no area: ``clip-path`` basic shapes (``inset()`` whose opposite insets,
  in percent, add to 100 % or more; a zero ``circle()``/``ellipse()`` radius; a
  ``polygon()`` whose points are all on one line; ``rect()``/``xywh()`` of zero width or
  height) and the legacy ``clip: rect()`` (of an absolutely positioned box) at most 1px
  wide or high.
* **Filter and mask**: ``filter`` whose ``opacity()`` functions multiply to 0.05 or
  less; a ``mask``/``mask-image`` (and ``-webkit-``) made only of gradients whose every
  colour stop is transparent.
* **Containment**: ``contain: strict`` (or ``size`` with ``paint``, or with hidden
  overflow) and nothing that gives the box a height (``height``, ``min-height``,
  ``contain-intrinsic-size``, padding...): size containment lays it out as if empty
  (zero high) and paint containment clips what it holds to that.
* **Animation at rest**: an animation that stays on its last keyframe (fill mode
  ``forwards`` or ``both``, a finite count, normal direction) where that keyframe hides
  the box (``hiding_keyframes`` reads the page's ``@keyframes``).

v23 (from the specifications' general cases, not a writer's markup):

* **Clip paths drawn as paths** (CSS Masking 1 ``path()``, CSS Shapes 2 ``shape()``): a
  clip path whose every subpath lies on one line encloses no area under either fill rule
  (SVG 2's path data: end points and curve control points, since a Bezier curve stays in
  their convex hull; an arc, whose bulge they do not bound, is not read): ``clipped``.
* **Motion paths** (CSS Motion Path 1): ``offset-path: path()`` places the box's centre at
  the point ``offset-distance`` along the path, ``ray()`` moves it from where it stands;
  a centre -999px or further off is ``off_screen``, as the transform rule
  (``motion_hiding``).
* **SVG filters** (Filter Effects 1): ``filter: url(#id)`` to an inline ``<filter>`` whose
  output is the last primitive's result with alpha 0 everywhere (``feComponentTransfer``'s
  ``feFuncA``, ``feColorMatrix``'s alpha row, ``feFlood`` of opacity 0, a primitive or a
  filter region of zero size): ``filter_alpha_0`` (``void_filters``,
  ``filter_url_hiding``). What cannot be proven transparent is not hidden.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable

import tinycss2
from lxml import etree

from .color import color_alpha  # (v34: CSS Color 4, ``color``)

_COLOR_FUNCTIONS = frozenset(
    {"rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"}
)
Matrix = list[list[float]]

BOX_WIDTH = 600.0  # the box percentages are taken of (see the module docstring)
BOX_HEIGHT = 40.0
OFF_SCREEN_PX = -999.0
MIN_OPACITY = 0.05
MIN_AREA_PX = 1.0  # an image of at most a pixel's area shows nothing

_LENGTH = re.compile(r"^(-?\d*\.?\d+)\s*(px|pt|pc|em|rem|ex|ch|%|vw|vh|cm|mm|in)?$")
_PX = {
    "px": 1.0, "pt": 4 / 3, "pc": 16.0, "em": 16.0, "rem": 16.0, "ex": 8.0, "ch": 8.0,
    "%": 0.16, "vw": 12.0, "vh": 8.0, "cm": 37.8, "mm": 3.78, "in": 96.0,
}  # fmt: skip
_ANGLE = re.compile(r"^(-?\d*\.?\d+)(deg|rad|grad|turn)?$")
_DEGREES = {"deg": 1.0, "rad": 180 / math.pi, "grad": 0.9, "turn": 360.0}
_FUNCTION = re.compile(r"([a-zA-Z][\w-]*)\(([^()]*)\)")
_NUMBER = re.compile(r"^-?\d*\.?\d+$")
_MASKS = ("mask", "mask-image", "-webkit-mask", "-webkit-mask-image")


def px(value: str | None) -> float | None:
    """A CSS length in pixels (relative units at a 16px font); None when it is not one."""
    if value is None:
        return None
    match = _LENGTH.match(value.strip())
    if not match or (match.group(2) is None and float(match.group(1)) != 0):
        return None
    return float(match.group(1)) * _PX[match.group(2) or "px"]


def _length(value: str, along: float) -> float | None:
    """A length in px, a percentage taken of ``along``."""
    value = value.strip()
    if value.endswith("%"):
        try:
            return float(value[:-1]) / 100 * along
        except ValueError:
            return None
    return px(value)


def _angle(value: str) -> float | None:
    """An angle in radians (a bare 0 is one)."""
    match = _ANGLE.match(value.strip().lower())
    if not match or (match.group(2) is None and float(match.group(1)) != 0):
        return None
    return math.radians(float(match.group(1)) * _DEGREES[match.group(2) or "deg"])


def _number(value: str) -> float | None:
    value = value.strip()
    try:
        return float(value[:-1]) / 100 if value.endswith("%") else float(value)
    except ValueError:
        return None


# -- transforms ------------------------------------------------------------------------------


def _identity() -> Matrix:
    return [[1.0 if r == c else 0.0 for c in range(4)] for r in range(4)]


def _multiply(a: Matrix, b: Matrix) -> Matrix:
    return [[sum(a[r][k] * b[k][c] for k in range(4)) for c in range(4)] for r in range(4)]


def _translation(x: float, y: float, z: float = 0.0) -> Matrix:
    m = _identity()
    m[0][3], m[1][3], m[2][3] = x, y, z
    return m


def _scaling(x: float, y: float, z: float = 1.0) -> Matrix:
    m = _identity()
    m[0][0], m[1][1], m[2][2] = x, y, z
    return m


def _rotation(x: float, y: float, z: float, angle: float) -> Matrix | None:
    """A rotation by ``angle`` radians about the axis (x, y, z) (CSS ``rotate3d``)."""
    norm = math.sqrt(x * x + y * y + z * z)
    if norm == 0:
        return _identity()  # (CSS: no rotation about a null axis)
    x, y, z = x / norm, y / norm, z / norm
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return [
        [t * x * x + c, t * x * y - s * z, t * x * z + s * y, 0.0],
        [t * x * y + s * z, t * y * y + c, t * y * z - s * x, 0.0],
        [t * x * z - s * y, t * y * z + s * x, t * z * z + c, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ]


def _perspective(depth: float | None) -> Matrix | None:
    if depth is None:
        return None
    m = _identity()
    m[3][2] = -1 / max(depth, 1.0)  # (a depth under 1px renders as 1px)
    return m


def transform_function(name: str, arguments: str) -> Matrix | None:
    """The matrix of one transform function, None when it is not one this reads."""
    name = name.lower()
    args = [a for a in re.split(r"\s*,\s*|\s+", arguments.strip()) if a]
    numbers = [_number(a) for a in args]
    if name in ("matrix", "matrix3d"):
        if None in numbers or len(numbers) != (6 if name == "matrix" else 16):
            return None
        v = [float(n) for n in numbers if n is not None]
        if name == "matrix":
            return [[v[0], v[2], 0, v[4]], [v[1], v[3], 0, v[5]], [0, 0, 1, 0], [0, 0, 0, 1]]
        return [[v[c * 4 + r] for c in range(4)] for r in range(4)]  # column-major
    if name.startswith("translate"):
        named = {"translate": "xy", "translatex": "x", "translatey": "y", "translatez": "z"}
        spelled = named.get(name, "xyz" if name == "translate3d" else "")
        if not spelled or not 1 <= len(args) <= len(spelled):
            return None
        moved = {"x": 0.0, "y": 0.0, "z": 0.0}
        along = {"x": BOX_WIDTH, "y": BOX_HEIGHT, "z": 0.0}
        for axis, arg in zip(spelled, args, strict=False):
            value = _length(arg, along[axis])
            if value is None:
                return None
            moved[axis] = value
        return _translation(moved["x"], moved["y"], moved["z"])
    if name.startswith("scale"):
        if None in numbers or not numbers:
            return None
        f = [float(n) for n in numbers if n is not None]
        if name == "scale" and len(f) <= 2:
            return _scaling(f[0], f[-1])
        if len(f) != (3 if name == "scale3d" else 1):
            return None
        if name == "scale3d":
            return _scaling(f[0], f[1], f[2])
        return {
            "scalex": lambda k: _scaling(k, 1),
            "scaley": lambda k: _scaling(1, k),
            "scalez": lambda k: _scaling(1, 1, k),
        }.get(name, lambda k: None)(f[0])
    if name.startswith("rotate"):
        if name == "rotate3d":
            if len(args) != 4 or None in numbers[:3]:
                return None
            angle = _angle(args[3])
            x, y, z = (float(n) for n in numbers[:3] if n is not None)
            return None if angle is None else _rotation(x, y, z, angle)
        axes: dict[str, tuple[float, float, float]] = {
            "rotate": (0.0, 0.0, 1.0), "rotatez": (0.0, 0.0, 1.0),
            "rotatex": (1.0, 0.0, 0.0), "rotatey": (0.0, 1.0, 0.0),
        }  # fmt: skip
        angle = _angle(args[0]) if len(args) == 1 else None
        if name not in axes or angle is None:
            return None
        rx, ry, rz = axes[name]
        return _rotation(rx, ry, rz, angle)
    if name.startswith("skew"):
        angles = [_angle(a) for a in args]
        if None in angles or not 1 <= len(angles) <= (2 if name == "skew" else 1):
            return None
        ax = angles[0] if name in ("skew", "skewx") else 0.0
        ay = (angles[1] if len(angles) == 2 else 0.0) if name == "skew" else 0.0
        if name == "skewy":
            ay = angles[0]
        m = _identity()
        m[0][1], m[1][0] = math.tan(ax or 0.0), math.tan(ay or 0.0)
        return m
    if name == "perspective":
        if len(args) == 1 and args[0] == "none":
            return _identity()
        return _perspective(px(args[0])) if len(args) == 1 else None
    return None


def _property_matrices(style: dict[str, str]) -> list[Matrix] | None:
    """The ``translate``, ``rotate`` and ``scale`` properties, in the order CSS applies
    them (before ``transform``); None when one does not parse."""
    found: list[Matrix] = []
    translate = style.get("translate", "none").split()
    if translate and translate != ["none"]:
        lengths = [
            _length(v, along)
            for v, along in zip(translate, (BOX_WIDTH, BOX_HEIGHT, 0.0), strict=False)
        ]
        if None in lengths or len(translate) > 3:
            return None
        x, y, z = ([float(v) for v in lengths if v is not None] + [0.0, 0.0])[:3]
        found.append(_translation(x, y, z))
    rotate = style.get("rotate", "none").split()
    if rotate and rotate != ["none"]:
        # (a bare 0 is an angle only alone: ``rotate: 0 1 0 90deg`` is an axis and an angle)
        unit = [v for v in rotate if len(rotate) == 1 or not _NUMBER.match(v)]
        angles = [a for a in (_angle(v) for v in unit) if a is not None]
        rest = [v for v in rotate if v not in unit or _angle(v) is None]
        named = {"x": (1.0, 0.0, 0.0), "y": (0.0, 1.0, 0.0), "z": (0.0, 0.0, 1.0)}
        if len(angles) != 1:
            return None
        if not rest:
            axis = (0.0, 0.0, 1.0)
        elif len(rest) == 1 and rest[0] in named:
            axis = named[rest[0]]
        else:
            spelled = rest if len(rest) == 3 else rotate[:3] if len(rotate) == 4 else []
            numbers = [_number(v) for v in spelled]
            if len(numbers) != 3 or None in numbers:
                return None
            x, y, z = (float(n or 0.0) for n in numbers)
            axis = (x, y, z)
        rotation = _rotation(*axis, angles[0])
        if rotation is None:
            return None
        found.append(rotation)
    scale = style.get("scale", "none").split()
    if scale and scale != ["none"]:
        factors = [_number(v) for v in scale]
        if None in factors or len(factors) > 3:
            return None
        f = [float(v) for v in factors if v is not None]
        found.append(_scaling(f[0], f[1] if len(f) > 1 else f[0], f[2] if len(f) > 2 else 1.0))
    return found


def _transform_list(value: str) -> tuple[list[Matrix], bool]:
    """The matrices of a ``transform`` value's functions and whether all of it parsed."""
    value = value.strip()
    if not value or value.startswith("none"):
        return [], True
    matrices: list[Matrix] = []
    complete = True
    end = 0
    for match in _FUNCTION.finditer(value):
        if value[end : match.start()].strip():
            complete = False
        end = match.end()
        matrix = transform_function(match.group(1), match.group(2))
        if matrix is None:
            complete = False
        else:
            matrices.append(matrix)
    if value[end:].strip() or (not matrices and value):
        complete = False
    return matrices, complete


def _origin(style: dict[str, str]) -> tuple[float, float, float]:
    """The ``transform-origin`` in box coordinates (default the centre)."""
    words = style.get("transform-origin", "").split()
    keywords = {"left": 0.0, "center": 50.0, "right": 100.0, "top": 0.0, "bottom": 100.0}
    x, y, z = BOX_WIDTH / 2, BOX_HEIGHT / 2, 0.0
    swapped = (words and words[0] in ("top", "bottom")) or (
        len(words) > 1 and words[1] in ("left", "right")
    )
    if swapped:
        words[:2] = words[:2][::-1]
    for index, word in enumerate(words[:3]):
        along = (BOX_WIDTH, BOX_HEIGHT, 0.0)[index]
        value = keywords[word] / 100 * along if word in keywords else _length(word, along)
        if value is None:
            return BOX_WIDTH / 2, BOX_HEIGHT / 2, 0.0
        if index == 0:
            x = value
        elif index == 1:
            y = value
        else:
            z = value
    return x, y, z


def _determinant(m: Matrix) -> float:
    """The determinant of a square matrix (Laplace along the first row)."""
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return math.fsum(
        (-1) ** c * m[0][c] * _determinant([row[:c] + row[c + 1 :] for row in m[1:]])
        for c in range(len(m))
        if m[0][c]
    )


def _apply(m: Matrix, point: tuple[float, float, float]) -> tuple[float, float, float]:
    """(x, y, w) of ``point`` mapped by ``m`` (before the division by ``w``)."""
    x, y, z = point
    out = [m[r][0] * x + m[r][1] * y + m[r][2] * z + m[r][3] for r in range(4)]
    return out[0], out[1], out[3]


def transform_hiding(style: dict[str, str]) -> str | None:
    """How the composed transform of these declarations leaves the box unpainted, or None
    (see the module docstring)."""
    if not any(name in style for name in ("transform", "translate", "rotate", "scale")):
        return None
    properties = _property_matrices(style)
    matrices, complete = _transform_list(style.get("transform", ""))
    if properties is None or not complete:
        singular = [m for m in (properties or []) + matrices if abs(_determinant(m)) < 1e-9]
        return "scaled_0" if singular else None
    composed = _identity()
    ox, oy, oz = _origin(style)
    for matrix in [_translation(ox, oy, oz), *properties, *matrices, _translation(-ox, -oy, -oz)]:
        composed = _multiply(composed, matrix)
    if abs(_determinant(composed)) < 1e-12:
        return "scaled_0"  # CSS Transforms 1: a non-invertible matrix is not displayed
    corners = [(0.0, 0.0, 0.0), (BOX_WIDTH, 0.0, 0.0), (BOX_WIDTH, BOX_HEIGHT, 0.0)]
    corners.append((0.0, BOX_HEIGHT, 0.0))
    mapped = [_apply(composed, corner) for corner in corners]
    if all(w <= 1e-9 for _, _, w in mapped):
        return "behind_viewer"
    if any(w <= 1e-9 for _, _, w in mapped):
        return None  # partly behind the viewer: what is in front shows
    points = [(x / w, y / w) for x, y, w in mapped]
    area = 0.5 * sum(
        points[i][0] * points[(i + 1) % 4][1] - points[(i + 1) % 4][0] * points[i][1]
        for i in range(4)
    )
    if abs(area) <= MIN_AREA_PX:
        return "scaled_0"
    cx, cy, cw = _apply(composed, (BOX_WIDTH / 2, BOX_HEIGHT / 2, 0.0))
    if cx / cw - BOX_WIDTH / 2 <= OFF_SCREEN_PX or cy / cw - BOX_HEIGHT / 2 <= OFF_SCREEN_PX:
        return "off_screen"
    if style.get("backface-visibility", "").startswith("hidden") and _back_faces(composed):
        return "backface_hidden"
    return None


def _back_faces(m: Matrix) -> bool:
    """CSS Transforms 2: the back face is towards the viewer when the inverse of the
    accumulated matrix has a negative z-z entry (cofactor over determinant)."""
    determinant = _determinant(m)
    if abs(determinant) < 1e-12:
        return False
    minor = [[m[r][c] for c in (0, 1, 3)] for r in (0, 1, 3)]
    return _determinant(minor) / determinant < 0


# -- clipping ------------------------------------------------------------------------------------


def _empty_clip(value: str) -> bool:
    """A legacy ``clip: rect(top, right, bottom, left)`` at most 1px wide or high."""
    match = re.fullmatch(r"rect\(([^)]*)\)", value.strip())
    if not match:
        return False
    parts = [p for p in re.split(r"\s*,\s*|\s+", match.group(1).strip()) if p]
    if len(parts) != 4:
        return False
    top, right, bottom, left = (None if p == "auto" else px(p) for p in parts)
    high = bottom is not None and top is not None and bottom - top <= 1
    wide = right is not None and left is not None and right - left <= 1
    return high or wide


def _fraction(value: str) -> float | None:
    """A clip inset as a share of its side: a percentage, or 0 (a zero length)."""
    value = value.strip()
    if value.endswith("%"):
        return _number(value)
    length = px(value)
    return 0.0 if length == 0 else None


def _empty_clip_path(value: str) -> bool:
    """A ``clip-path`` basic shape with no area (see the module docstring)."""
    drawn = re.search(r"\b(path|shape)\((.*)\)", value, re.S)
    if drawn is not None:  # v23
        if drawn.group(1) == "path":
            return _empty_path(drawn.group(2))
        return _empty_shape(drawn.group(2))
    match = re.search(r"\b(inset|circle|ellipse|polygon|rect|xywh)\(([^()]*)\)", value)
    if not match:
        return False
    shape, arguments = match.group(1), match.group(2).strip()
    if shape in ("circle", "ellipse"):
        radii = arguments.split(" at ")[0].split()
        return any(px(r) == 0 or r.strip() in ("0%",) for r in radii)
    if shape == "inset":
        sides = arguments.split(" round ")[0].split()
        if not 1 <= len(sides) <= 4:
            return False
        top, right, bottom, left = _four(sides)
        high = [_fraction(top), _fraction(bottom)]
        wide = [_fraction(left), _fraction(right)]
        return (None not in high and sum(h or 0.0 for h in high) >= 1) or (
            None not in wide and sum(w or 0.0 for w in wide) >= 1
        )
    if shape == "xywh":
        parts = arguments.split(" round ")[0].split()
        return len(parts) >= 4 and (px(parts[2]) == 0 or px(parts[3]) == 0)
    if shape == "rect":
        parts = arguments.split(" round ")[0].split()
        if len(parts) != 4:
            return False
        edges: list[float | None] = [
            _length(p, along) if p != "auto" else None
            for p, along in zip(parts, (BOX_HEIGHT, BOX_WIDTH, BOX_HEIGHT, BOX_WIDTH), strict=True)
        ]
        flat = None not in (edges[0], edges[2]) and (edges[2] or 0.0) <= (edges[0] or 0.0)
        thin = None not in (edges[1], edges[3]) and (edges[1] or 0.0) <= (edges[3] or 0.0)
        return flat or thin
    # polygon: all points on one line (no area under any fill rule)
    points: list[tuple[float, float]] = []
    for pair in arguments.split(","):
        words = pair.split()
        if words and words[0] in ("nonzero", "evenodd"):
            continue
        if len(words) != 2:
            return False
        x, y = _length(words[0], BOX_WIDTH), _length(words[1], BOX_HEIGHT)
        if x is None or y is None:
            return False
        points.append((x, y))
    if not points:
        return False
    first = points[0]
    other = next((p for p in points if p != first), None)
    if other is None:
        return True
    dx, dy = other[0] - first[0], other[1] - first[1]
    return all(abs(dx * (p[1] - first[1]) - dy * (p[0] - first[0])) < 1e-6 for p in points)


def _four(sides: list[str]) -> list[str]:
    """CSS's one-to-four side values as (top, right, bottom, left)."""
    if len(sides) == 1:
        return sides * 4
    if len(sides) == 2:
        return [sides[0], sides[1], sides[0], sides[1]]
    if len(sides) == 3:
        return [sides[0], sides[1], sides[2], sides[1]]
    return sides[:4]


# -- filter, mask ----------------------------------------------------------------------------------


def _filter_opacity(value: str) -> float:
    """The product of a ``filter``'s ``opacity()`` functions (1 when it has none)."""
    product = 1.0
    for match in _FUNCTION.finditer(value):
        if match.group(1).lower() == "opacity":
            amount = _number(match.group(2)) if match.group(2).strip() else 1.0
            if amount is not None:
                product *= max(0.0, min(1.0, amount))
    return product


def _transparent_mask(value: str) -> bool:
    """A mask made only of gradients whose every colour stop is transparent."""
    if not value or "gradient" not in value or "url(" in value:
        return False
    alphas: list[float] = []
    images = 0
    for token in tinycss2.parse_component_value_list(value):
        if token.type != "function":
            continue
        if not token.lower_name.endswith("gradient"):
            return False  # another image (image(), element()...): it may paint
        images += 1
        for argument in token.arguments:
            alpha = color_alpha(argument)
            if alpha is not None:
                alphas.append(alpha)
            elif argument.type == "function" and argument.lower_name in _COLOR_FUNCTIONS:
                return False  # a colour this does not parse: it may paint
    return images > 0 and bool(alphas) and max(alphas) <= MIN_OPACITY


# -- containment -------------------------------------------------------------------------------------

_SIZED = (
    "height", "min-height", "block-size", "min-block-size", "contain-intrinsic-size",
    "contain-intrinsic-height", "contain-intrinsic-block-size", "aspect-ratio", "padding",
    "padding-top", "padding-bottom", "padding-block",
)  # fmt: skip
_NO_SIZE = frozenset({"", "auto", "none", "0", "0px", "0 0", "0px 0px"})


def _contained_empty(style: dict[str, str]) -> bool:
    """Size and paint containment with nothing giving the box a height."""
    contain = style.get("contain", "").split()
    if not contain:
        return False
    size = "strict" in contain or "size" in contain
    clipped = (
        "strict" in contain
        or "paint" in contain
        or "content" in contain
        or style.get("overflow", "").startswith(("hidden", "clip"))
    )
    if not (size and clipped):
        return False
    if style.get("display", "").split()[:1] in (["inline"], ["contents"]):
        return False  # containment does not apply to an inline box
    return all(style.get(name, "").strip() in _NO_SIZE for name in _SIZED)


# -- animation -------------------------------------------------------------------------------------

_KEYFRAMES = re.compile(r"@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{")
_KEYFRAME = re.compile(r"([^{}]*)\{([^{}]*)\}")
_FILL_KEEPS = frozenset({"forwards", "both"})


def hiding_keyframes(css: str, hides: Callable[[str], bool]) -> set[str]:
    """The names of the ``@keyframes`` in ``css`` whose last keyframe (``to``/``100%``)
    hides the box: ``hides(declarations)`` decides (``style.box_hiding`` and
    ``visibility``)."""
    found: set[str] = set()
    for match in _KEYFRAMES.finditer(css):
        depth, end = 1, match.end()
        while depth and end < len(css):
            depth += {"{": 1, "}": -1}.get(css[end], 0)
            end += 1
        body = css[match.end() : end - 1]
        last: str | None = None
        for frame in _KEYFRAME.finditer(body):
            selectors = {s.strip().lower() for s in frame.group(1).split(",")}
            if selectors & {"to", "100%"}:
                last = frame.group(2)
        if last is not None and hides(last):
            found.add(match.group(1).lower())
    return found


def _ends_hidden(style: dict[str, str], faded: frozenset[str]) -> bool:
    """An animation of ``faded`` that stays on its last (hiding) keyframe."""
    shorthand = style.get("animation", "")
    layers = [layer.split() for layer in shorthand.split(",")] if shorthand else []
    names = style.get("animation-name", "").split(",")
    fills = style.get("animation-fill-mode", "").split(",")
    counts = style.get("animation-iteration-count", "").split(",")
    directions = style.get("animation-direction", "").split(",")
    for index, name in enumerate(names):
        if name.strip():
            words = [name.strip()]
            for extra in (fills, counts, directions):
                if index < len(extra) and extra[index].strip():
                    words.append(extra[index].strip())
            layers.append(words)
    for words in layers:
        if not any(w in faded for w in words):
            continue
        fill = _FILL_KEEPS & set(words) or _FILL_KEEPS & {f.strip() for f in fills}
        if not fill or "infinite" in words:
            continue
        if {"reverse", "alternate", "alternate-reverse"} & set(words):
            continue
        return True
    return False


# -- v23: geometry of clip paths and motion paths ------------------------------------------------

_PATH_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_PATH_ARITY = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "z": 0}
Point = tuple[float, float]


def path_points(data: str) -> tuple[list[list[Point]], bool] | None:
    """The points of SVG path data (SVG 2, 9.3 "Path data"), one list per subpath: every
    end point and control point (a Bezier curve lies in the convex hull of its control
    points), and whether any segment is a curve. None for data this does not read (an
    arc, whose bulge its end points do not bound; a malformed list)."""
    tokens = _PATH_TOKEN.findall(data)
    if "".join(tokens).replace(" ", "") != re.sub(r"[\s,]+", "", data):
        return None  # something else in the data: not read
    subpaths: list[list[Point]] = []
    x = y = start_x = start_y = 0.0
    last_control: Point | None = None
    curved = False
    command = ""
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token.isalpha():
            command = token
            index += 1
            if command.lower() == "z":
                x, y = start_x, start_y
                last_control = None
                continue
        elif not command or command.lower() == "z":
            return None
        kind = command.lower()
        if kind == "a":
            return None
        arity = _PATH_ARITY[kind]
        numbers = tokens[index : index + arity]
        if len(numbers) != arity or any(n.isalpha() for n in numbers):
            return None
        values = [float(n) for n in numbers]
        index += arity
        relative = command.islower()
        if kind == "h":
            points = [(values[0] + (x if relative else 0.0), y)]
        elif kind == "v":
            points = [(x, values[0] + (y if relative else 0.0))]
        else:
            points = [
                (values[k] + (x if relative else 0.0), values[k + 1] + (y if relative else 0.0))
                for k in range(0, arity, 2)
            ]
        if kind in ("s", "t"):  # the first control point reflects the last one
            mirror = (2 * x - last_control[0], 2 * y - last_control[1]) if last_control else (x, y)
            points.insert(0, mirror)
        if kind == "m":
            subpaths.append([points[0]])
            start_x, start_y = points[0]
            command = "l" if relative else "L"  # later pairs are lines
        else:
            if not subpaths:
                return None
            subpaths[-1].extend(points)
        curved = curved or kind in ("c", "s", "q", "t")
        last_control = points[-2] if kind in ("c", "s", "q", "t") else None
        x, y = points[-1]
    return subpaths, curved


def _collinear(points: list[Point]) -> bool:
    """All on one line (or one point): a shape through them encloses no area."""
    first = points[0]
    other = next((p for p in points if p != first), None)
    if other is None:
        return True
    dx, dy = other[0] - first[0], other[1] - first[1]
    scale = max(abs(dx), abs(dy), 1e-12)
    return all(abs(dx * (p[1] - first[1]) - dy * (p[0] - first[0])) / scale < 1e-6 for p in points)


def _string_argument(arguments: str) -> str | None:
    """The path string of ``path([<fill-rule>,] "<data>")``."""
    match = re.fullmatch(r"\s*(?:(?:nonzero|evenodd)\s*,\s*)?(['\"])(.*)\1\s*", arguments, re.S)
    return match.group(2) if match else None


def _empty_path(arguments: str) -> bool:
    """``clip-path: path()`` whose every subpath lies on one line (SVG 2's fill of a path
    encloses no area there, under either fill rule)."""
    data = _string_argument(arguments)
    read = path_points(data) if data is not None else None
    if read is None:
        return False
    subpaths, _ = read
    return all(_collinear(points) for points in subpaths)


def _pair(words: list[str], relative: bool, at: Point) -> Point | None:
    if len(words) != 2:
        return None
    x, y = _length(words[0], BOX_WIDTH), _length(words[1], BOX_HEIGHT)
    if x is None or y is None:
        return None
    return (x + at[0], y + at[1]) if relative else (x, y)


def _empty_shape(arguments: str) -> bool:
    """``clip-path: shape()`` (CSS Shapes 2) whose every subpath lies on one line: its
    ``from``, ``move``, ``line``, ``hline``, ``vline``, ``curve``, ``smooth`` and ``close``
    commands read (coordinates in px or percent of the box); an ``arc`` or anything else
    is not read (then the shape is not taken as empty)."""
    if "(" in arguments:
        return False  # calc() and the like: not read
    commands = [c.split() for c in arguments.split(",")]
    if not commands or not commands[0]:
        return False
    head = commands[0]
    if head[0] in ("nonzero", "evenodd"):
        head = head[1:]
    if head[:1] != ["from"]:
        return False
    at = _pair(head[1:], False, (0.0, 0.0))
    if at is None:
        return False
    subpaths: list[list[Point]] = [[at]]
    start = at
    for words in commands[1:]:
        if words == ["close"]:
            at = start
            continue
        if len(words) < 3 or words[1] not in ("to", "by"):
            return False
        verb, relative, rest = words[0], words[1] == "by", words[2:]
        points: list[Point] = []
        if verb in ("hline", "vline"):
            if len(rest) != 1:
                return False
            along = BOX_WIDTH if verb == "hline" else BOX_HEIGHT
            value = _length(rest[0], along)
            if value is None:
                return False
            if verb == "hline":
                points = [(value + (at[0] if relative else 0.0), at[1])]
            else:
                points = [(at[0], value + (at[1] if relative else 0.0))]
        elif verb in ("move", "line"):
            point = _pair(rest, relative, at)
            if point is None:
                return False
            points = [point]
        elif verb in ("curve", "smooth"):
            end = _pair(rest[:2], relative, at)
            controls = " ".join(rest[3:]).replace("/", " ").split()
            if end is None or (rest[2:3] != ["with"] and len(rest) > 2):
                return False
            for k in range(0, len(controls), 2):
                control = _pair(controls[k : k + 2], relative, at)
                if control is None:
                    return False
                points.append(control)
            points.append(end)
        else:
            return False  # arc, or a command this does not read
        if verb == "move":
            subpaths.append(points)
            start = points[0]
        else:
            subpaths[-1].extend(points)
        at = points[-1]
    return all(_collinear(points) for points in subpaths)


def motion_hiding(style: dict[str, str]) -> str | None:
    """``off_screen`` when CSS Motion Path moves the box's centre -999px or further (as the
    transform rule): ``offset-path`` (or the ``offset`` shorthand) ``path()`` puts the box
    at the point ``offset-distance`` along the path (default 0, its start; lengths in px or
    percent of the path's length; clamped to an open path's ends), in the coordinates of its
    containing block; ``ray(<angle> ...)`` moves it from where it stands by
    ``offset-distance`` towards the angle (0deg up, clockwise). A path with curves is decided
    by its control points alone (all far off), an arc or ``url()`` not at all."""
    path = style.get("offset-path", "")
    distance = style.get("offset-distance", "0")
    shorthand = style.get("offset", "")
    if not path and shorthand:
        match = re.match(r"\s*((?:path|ray)\((?:[^()]|\([^()]*\))*\))\s*(\S*)", shorthand)
        if match is None:
            return None
        path, distance = match.group(1), match.group(2) or distance
    function = re.fullmatch(r"\s*(path|ray)\((.*)\)\s*", path, re.S)
    if function is None:
        return None
    far = OFF_SCREEN_PX
    if function.group(1) == "ray":
        words = function.group(2).replace(",", " ").split()
        angles = [a for a in (_angle(w) for w in words) if a is not None]
        angle = angles[0] if angles else None
        moved = px(distance)
        if angle is None or moved is None:
            return None
        dx, dy = moved * math.sin(angle), -moved * math.cos(angle)
        return "off_screen" if dx <= far or dy <= far else None
    data = _string_argument(function.group(2))
    read = path_points(data) if data is not None else None
    if read is None or not read[0]:
        return None
    subpaths, curved = read
    points = [p for sub in subpaths for p in sub]
    if curved:
        every_x = all(p[0] <= far for p in points)
        return "off_screen" if every_x or all(p[1] <= far for p in points) else None
    x, y = _along([p for sub in subpaths for p in sub], distance)
    return "off_screen" if x <= far or y <= far else None


def _along(points: list[Point], distance: str) -> Point:
    """The point ``distance`` along the polyline through ``points`` (clamped to its ends;
    a distance that is not a length is 0)."""
    lengths = [math.dist(a, b) for a, b in itertools.pairwise(points)]
    total = sum(lengths)
    value = distance.strip()
    if value.endswith("%"):
        share = _number(value)
        travelled = (share or 0.0) * total
    else:
        travelled = px(value) or 0.0
    travelled = max(0.0, min(total, travelled))
    at = points[0]
    for (a, b), length in zip(itertools.pairwise(points), lengths, strict=True):
        if travelled <= length and length > 0:
            t = travelled / length
            return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))
        travelled -= length
        at = b
    return at


# -- v23: SVG filters whose output has no alpha ------------------------------------------------

_FILTER_URL = re.compile(r"url\(\s*['\"]?#([^'\")\s]+)['\"]?\s*\)")


def _attribute(element: etree._Element, name: str) -> str | None:
    """An SVG attribute as the HTML parser lowercased it, or as XML spells it."""
    value = element.get(name.lower())
    return value if value is not None else element.get(name)


def _numbers_of(value: str | None) -> list[float] | None:
    if value is None:
        return None
    try:
        return [float(v) for v in value.replace(",", " ").split()]
    except ValueError:
        return None


def _non_positive_extent(value: str | None) -> bool:
    """A ``width``/``height`` of zero or less (a number, a length or a percentage)."""
    if value is None:
        return False
    number = _number(value.strip().removesuffix("px"))
    return number is not None and number <= 0


def _alpha_never_positive(primitive: etree._Element) -> bool:
    """Whether a filter primitive's result has alpha 0 everywhere, read from its attributes
    (Filter Effects 1): ``feComponentTransfer`` whose ``feFuncA`` maps every alpha in [0, 1]
    to 0 or less (``table``/``discrete`` values, ``linear`` slope and intercept, ``gamma``
    amplitude and offset), ``feColorMatrix`` whose alpha row gives 0 or less for every input,
    ``feFlood`` of ``flood-opacity`` 0, or a primitive of zero width or height (its result
    "is a transparent black image"). Anything else may paint."""
    tag = str(primitive.tag).lower().rpartition("}")[2]
    if _non_positive_extent(_attribute(primitive, "width")) or _non_positive_extent(
        _attribute(primitive, "height")
    ):
        return True
    if tag == "fecomponenttransfer":
        functions = [c for c in primitive if str(c.tag).lower().rpartition("}")[2] == "fefunca"]
        if not functions:
            return False  # alpha unchanged
        function = functions[-1]
        kind = (_attribute(function, "type") or "").strip().lower()
        if kind in ("table", "discrete"):
            values = _numbers_of(_attribute(function, "tableValues"))
            return bool(values) and max(values or [1.0]) <= 0
        if kind == "linear":
            slope = _numbers_of(_attribute(function, "slope") or "1")
            intercept = _numbers_of(_attribute(function, "intercept") or "0")
            if not slope or not intercept:
                return False
            return max(intercept[0], slope[0] + intercept[0]) <= 0
        if kind == "gamma":
            amplitude = _numbers_of(_attribute(function, "amplitude") or "1")
            exponent = _numbers_of(_attribute(function, "exponent") or "1")
            offset = _numbers_of(_attribute(function, "offset") or "0")
            if not amplitude or not exponent or not offset or exponent[0] <= 0:
                return False
            return max(offset[0], amplitude[0] + offset[0]) <= 0
        return False
    if tag == "fecolormatrix":
        kind = (_attribute(primitive, "type") or "matrix").strip().lower()
        values = _numbers_of(_attribute(primitive, "values"))
        if kind != "matrix" or values is None or len(values) != 20:
            return False
        row = values[15:20]
        return sum(max(0.0, v) for v in row[:4]) + row[4] <= 0
    if tag == "feflood":
        style = primitive.get("style") or ""
        match = re.search(r"flood-opacity\s*:\s*([^;]+)", style)
        value = match.group(1) if match else _attribute(primitive, "flood-opacity")
        opacity = _number(value) if value is not None else None
        return opacity is not None and opacity <= 0
    return False


def void_filters(filters: list[etree._Element]) -> frozenset[str]:
    """The ids of SVG ``<filter>`` elements whose output has alpha 0 everywhere (Filter
    Effects 1: the output is the last primitive's result; a filter region of zero width
    or height disables the rendering of the element that uses it): what
    ``filter: url(#id)`` leaves unpainted. A filter without primitives is not taken."""
    found: set[str] = set()
    for element in filters:
        name = element.get("id")
        if not name:
            continue
        if _non_positive_extent(_attribute(element, "width")) or _non_positive_extent(
            _attribute(element, "height")
        ):
            found.add(name.lower())
            continue
        primitives = [c for c in element if str(c.tag).lower().rpartition("}")[2].startswith("fe")]
        if primitives and _alpha_never_positive(primitives[-1]):
            found.add(name.lower())
    return frozenset(found)


def filter_url_hiding(value: str, voided: frozenset[str]) -> bool:
    """A ``filter`` list whose last ``url(#id)`` names a void filter (``void_filters``) and
    that has only CSS filter functions after it (none of them gives alpha to what has
    none: ``drop-shadow`` of nothing is nothing)."""
    if not voided or "url(" not in value:
        return False
    urls = list(_FILTER_URL.finditer(value))
    if not urls or urls[-1].group(1).lower() not in voided:
        return False
    return "url(" not in value[urls[-1].end() :]
