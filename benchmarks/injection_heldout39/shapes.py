"""Text shapes of the thirty-ninth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``caret_after_fifth``: a caret after every fifth word (``word^``);
- ``dollar_for_s_third``: in every third word each ``s``/``S`` written as a dollar sign;
- ``pipe_after_seventh``: a vertical bar after every seventh word (``word|``);
- ``equals_before_sixth``: an equals sign before every sixth word (``=word``);
- ``one_for_l_second``: in every second word (the 2nd, 4th, ...) each ``l``/``L`` written
  as the digit one."""

from __future__ import annotations

SHAPES = (
    "plain",
    "caret_after_fifth",
    "dollar_for_s_third",
    "pipe_after_seventh",
    "equals_before_sixth",
    "one_for_l_second",
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
    if shape == "caret_after_fifth":
        out = [f"{w}^" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "dollar_for_s_third":
        out = [
            w.replace("s", "$").replace("S", "$") if n % 3 == 2 else w for n, w in enumerate(words)
        ]
    elif shape == "pipe_after_seventh":
        out = [f"{w}|" if n % 7 == 6 else w for n, w in enumerate(words)]
    elif shape == "equals_before_sixth":
        out = [f"={w}" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "one_for_l_second":
        out = [
            w.replace("l", "1").replace("L", "1") if n % 2 == 1 else w for n, w in enumerate(words)
        ]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
