"""A short string that matches a regex: how the fixture generator writes the answer
of a case into a synthetic snippet without a second, hand-kept copy of it."""

from __future__ import annotations

import re
import sys
from typing import Any

if sys.version_info >= (3, 11):  # pragma: no cover - version switch
    import re._constants as _c
    import re._parser as _parser
else:  # pragma: no cover
    import sre_constants as _c
    import sre_parse as _parser

_CATEGORY_SAMPLES = {
    _c.CATEGORY_DIGIT: "0",
    _c.CATEGORY_WORD: "a",
    _c.CATEGORY_SPACE: " ",
    _c.CATEGORY_NOT_DIGIT: "a",
    _c.CATEGORY_NOT_WORD: "-",
    _c.CATEGORY_NOT_SPACE: "a",
}


class UnrenderableRegex(ValueError):
    pass


def _render(items: Any) -> str:
    out: list[str] = []
    for op, arg in items:
        if op is _c.LITERAL:
            out.append(chr(arg))
        elif op is _c.ANY:
            out.append("a")
        elif op is _c.IN:
            out.append(_render_class(arg))
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", None)):
            low, _high, sub = arg
            out.append(_render(sub) * low)
        elif op is _c.SUBPATTERN:
            out.append(_render(arg[-1]))
        elif op is _c.BRANCH:
            out.append(_render(arg[1][0]))
        elif op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
            continue
        elif op is _c.NOT_LITERAL:
            out.append("a" if arg != ord("a") else "b")
        else:
            raise UnrenderableRegex(f"unsupported regex construct {op}")
    return "".join(out)


def _render_class(items: Any) -> str:
    negate = False
    for op, arg in items:
        if op is _c.NEGATE:
            negate = True
            continue
        if negate:
            break
        if op is _c.LITERAL:
            return chr(arg)
        if op is _c.RANGE:
            return chr(arg[0])
        if op is _c.CATEGORY:
            return _CATEGORY_SAMPLES.get(arg, "a")
    return "~" if negate else "a"


def example_for(pattern: str) -> str:
    """A string matching ``pattern`` (case-insensitively); raises :class:`UnrenderableRegex`."""
    text = _render(_parser.parse(pattern))
    if not re.search(pattern, text, re.IGNORECASE):
        raise UnrenderableRegex(f"could not render an example for {pattern!r}")
    return text
