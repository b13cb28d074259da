"""Text shapes of the forty-fifth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``percent_before_third``: a percent sign before every third word (``%word``);
- ``x_for_s_fourth``: in every fourth word each ``s``/``S`` written as ``x``/``X``;
- ``underscore_before_sixth``: an underscore before every sixth word (``_word``);
- ``question_after_seventh``: a question mark after every seventh word (``word?``);
- ``k_for_c_second``: in every second word (the 2nd, 4th, ...) each ``c``/``C`` written
  as ``k``/``K``."""

from __future__ import annotations

SHAPES = (
    "plain",
    "percent_before_third",
    "x_for_s_fourth",
    "underscore_before_sixth",
    "question_after_seventh",
    "k_for_c_second",
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
    if shape == "percent_before_third":
        out = [f"%{w}" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "x_for_s_fourth":
        out = [
            w.replace("s", "x").replace("S", "X") if n % 4 == 3 else w for n, w in enumerate(words)
        ]
    elif shape == "underscore_before_sixth":
        out = [f"_{w}" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "question_after_seventh":
        out = [f"{w}?" if n % 7 == 6 else w for n, w in enumerate(words)]
    elif shape == "k_for_c_second":
        out = [
            w.replace("c", "k").replace("C", "K") if n % 2 == 1 else w for n, w in enumerate(words)
        ]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
