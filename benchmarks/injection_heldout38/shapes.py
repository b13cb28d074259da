"""Text shapes of the thirty-eighth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``e_as_three_fifth``: in every fifth word each ``e``/``E`` written as the digit three;
- ``upper_every_second``: every second word (the 2nd, 4th, ...) in capitals;
- ``colon_after_third``: a colon after every third word (``word:``);
- ``percent_before_fourth``: a percent sign before every fourth word (``%word``);
- ``reversed_seventh``: every seventh word spelled backwards."""

from __future__ import annotations

SHAPES = (
    "plain",
    "e_as_three_fifth",
    "upper_every_second",
    "colon_after_third",
    "percent_before_fourth",
    "reversed_seventh",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "e_as_three_fifth":
        out = [
            w.replace("e", "3").replace("E", "3") if n % 5 == 4 else w for n, w in enumerate(words)
        ]
    elif shape == "upper_every_second":
        out = [w.upper() if n % 2 == 1 else w for n, w in enumerate(words)]
    elif shape == "colon_after_third":
        out = [f"{w}:" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "percent_before_fourth":
        out = [f"%{w}" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "reversed_seventh":
        out = [w[::-1] if n % 7 == 6 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
