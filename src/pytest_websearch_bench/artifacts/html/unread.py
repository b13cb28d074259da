"""What the reader cannot read is not proven visible (v35, the suspect degree only).

The reader decides whether text shows from the values it can evaluate: a colour in a space
it converts, a font size it can measure, an opacity that is a number. A page that paints its
text with a value the reader cannot evaluate (a colour function, a math function, a system
colour or keyword it does not model) leaves the question open; a browser may well draw
nothing. Such text stays in the reader's text (``Artifact.text``: it may be perfectly
visible), and is listed with the suspect degree (``css_suspect``, judged as hidden text by
the injection detector), under the technique ``unread_<property>``.

Only the properties whose value alone decides whether glyphs show are checked
(``CHECKED``); the CSS-wide keywords and ``currentcolor`` always read. The property stays
unread down the tree until a descendant declares it with a value that reads (``opacity``
multiplies down the tree: nothing undoes it).

v38, **the box** (``unread_box``): the declarations that can leave a whole box unpainted are
read as unproven too when their value holds a function call the reader cannot evaluate: a
size side of a box that clips its overflow (``height:calc-size(auto, 0px)``), a scaling or
matrix transform function whose arguments hold a function or do not parse
(``scale(progress(...))``), the ``scale`` property, ``zoom``, ``text-indent``, and the
offsets of an absolutely positioned box. v54: a rotation, skew or perspective function whose
arguments hold a function call (``rotateX(acos(0))`` is a quarter turn, edge-on), and a
``clip-path`` shape whose arguments hold one (``inset(calc(exp(0)*50%))``). Everything inside such a box is suspect (nothing
inside can show again), technique ``unread_<what>``. A value without a function call is
never unread: plain lengths, percentages and keywords read as the reader reads them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .color import css_color
from .unpainted import px, transform_function

CHECKED = ("color", "-webkit-text-fill-color", "font-size", "opacity")
CSS_WIDE = frozenset({"inherit", "initial", "unset", "revert", "revert-layer"})
FONT_SIZE_KEYWORDS = frozenset(
    {
        "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large",
        "xxx-large", "smaller", "larger",
    }
)  # fmt: skip


def unread(name: str, value: str) -> bool:
    """Whether the reader cannot evaluate ``value`` of the checked property ``name``."""
    value = value.strip().lower()
    if not value or value in CSS_WIDE:
        return False
    if name in ("color", "-webkit-text-fill-color"):
        return value != "currentcolor" and css_color(value) is None
    if name == "font-size":
        return value not in FONT_SIZE_KEYWORDS and px(value) is None
    if name == "opacity":
        number = value[:-1] if value.endswith("%") else value
        try:
            float(number)
        except ValueError:
            return True
        return False
    return False


def unread_after(inherited: frozenset[str], style: Mapping[str, str]) -> frozenset[str]:
    """The checked properties left unread inside an element whose declarations are
    ``style``, given those unread around it."""
    out = set(inherited)
    for name in CHECKED:
        value = style.get(name)
        if value is None:
            continue
        if unread(name, value):
            out.add(name)
        elif name != "opacity":
            out.discard(name)
    return frozenset(out)


def technique_of(names: frozenset[str]) -> str:
    """The technique named in a finding for text under unread values."""
    first = sorted(names)[0].strip("-").replace("-", "_")
    return f"unread_{first}"


# v38: the box (see the module docstring)
SIZE_SIDES = (
    "height", "width", "max-height", "max-width", "block-size", "inline-size",
    "max-block-size", "max-inline-size",
)  # fmt: skip
CLIPPING_OVERFLOW = ("overflow", "overflow-x", "overflow-y")
OFFSETS = ("left", "top", "right")
_SCALING = re.compile(r"(?<![\w-])(scale(?:3d|x|y|z)?|matrix(?:3d)?)\s*\(")
# v54: the transform functions that turn or tilt a box (edge-on at a quarter turn) and the clip
# shapes: read as unproven only when their arguments hold a function call (translations are not
# added: ``translate(calc(-50% + 1px))`` centres boxes on real pages)
_TURNING = re.compile(r"(?<![\w-])(?:rotate(?:3d|x|y|z)?|skew(?:x|y)?|perspective)\s*\(")
_CLIP_SHAPE = re.compile(r"(?<![\w-])(?:inset|circle|ellipse|polygon|rect|xywh|path|shape)\s*\(")


def _unread_calls(value: str) -> bool:
    """Whether ``value`` holds a function call (none of which the reader evaluates here)."""
    return "(" in value


def _arguments(value: str, start: int) -> str | None:
    """The text inside the parentheses opened just before ``start`` (None: never closed)."""
    depth = 1
    for at in range(start, len(value)):
        if value[at] == "(":
            depth += 1
        elif value[at] == ")":
            depth -= 1
            if depth == 0:
                return value[start:at]
    return None


def _unread_scaling(value: str) -> bool:
    """Whether a ``transform`` scales or maps by a function the reader cannot evaluate."""
    for match in _SCALING.finditer(value):
        arguments = _arguments(value, match.end())
        if arguments is None:
            return True
        if "(" in arguments:
            if _unread_calls(arguments):
                return True
        elif transform_function(match.group(1), arguments) is None:
            return True
    return False


def _unread_arguments(pattern: re.Pattern[str], value: str) -> bool:
    """Whether a function ``pattern`` finds in ``value`` holds a function call in its
    arguments (or never closes)."""
    for match in pattern.finditer(value):
        arguments = _arguments(value, match.end())
        if arguments is None or _unread_calls(arguments):
            return True
    return False


def unread_box(style: Mapping[str, str]) -> str | None:
    """The technique when these declarations may leave the box unpainted by a value the
    reader cannot evaluate (v38, the suspect degree), or None."""
    clips = any(style.get(name, "").startswith(("hidden", "clip")) for name in CLIPPING_OVERFLOW)
    if clips and any(_unread_calls(style.get(side, "")) for side in SIZE_SIDES):
        return "unread_size"
    transform = style.get("transform", "").lower()
    if _unread_scaling(transform) or _unread_arguments(_TURNING, transform):  # v54: turning
        return "unread_transform"
    if _unread_arguments(_CLIP_SHAPE, style.get("clip-path", "").lower()):  # v54
        return "unread_clip_path"
    for name in ("scale", "zoom", "text-indent"):
        if _unread_calls(style.get(name, "")):
            return f"unread_{name.replace('-', '_')}"
    placed = style.get("position", "").startswith(("absolute", "fixed"))
    if placed and any(_unread_calls(style.get(side, "")) for side in OFFSETS):
        return "unread_offset"
    return None
