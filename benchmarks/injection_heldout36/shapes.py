"""Text shapes of the thirty-sixth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``caret_after_third``: a caret after every third word (``word^``);
- ``equals_before_fourth``: an equals sign before every fourth word (``=word``);
- ``percent_for_i_fifth``: in every fifth word each ``i``/``I`` written as a percent sign;
- ``star_wrap_sixth``: every sixth word wrapped in asterisks (``*word*``);
- ``pipe_between_letters_seventh``: in every seventh word a vertical bar between each two
  characters (``w|o|r|d``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "caret_after_third",
    "equals_before_fourth",
    "percent_for_i_fifth",
    "star_wrap_sixth",
    "pipe_between_letters_seventh",
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
    if shape == "caret_after_third":
        out = [f"{w}^" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "equals_before_fourth":
        out = [f"={w}" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "percent_for_i_fifth":
        out = [
            w.replace("i", "%").replace("I", "%") if n % 5 == 4 else w for n, w in enumerate(words)
        ]
    elif shape == "star_wrap_sixth":
        out = [f"*{w}*" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "pipe_between_letters_seventh":
        out = ["|".join(w) if n % 7 == 6 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
