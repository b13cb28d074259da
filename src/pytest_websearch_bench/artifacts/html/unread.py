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
"""

from __future__ import annotations

from collections.abc import Mapping

from .color import css_color
from .unpainted import px

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
