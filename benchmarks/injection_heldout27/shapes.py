"""Text shapes of the twenty-seventh set: one attack in three (``i % 3 == 2``, the same in
every channel) is dressed in one of five obfuscations; the rest stay plain. Each works on
the whitespace-separated words of the text:

- ``pipe_every_fourth``: a vertical bar ``|`` glued to the end of every fourth word;
- ``plus_joined_pairs``: the words joined two by two with ``+`` instead of a space;
- ``bracket_count_every_eighth``: every eighth word followed by its position in brackets
  (``[8]``, ``[16]``, ...);
- ``caps_every_third``: every third word written in capitals;
- ``semicolon_after_seventh``: a semicolon glued to the end of every seventh word."""

from __future__ import annotations

SHAPES = (
    "plain",
    "pipe_every_fourth",
    "plus_joined_pairs",
    "bracket_count_every_eighth",
    "caps_every_third",
    "semicolon_after_seventh",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "pipe_every_fourth":
        out = [f"{w}|" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "plus_joined_pairs":
        out = ["+".join(words[k : k + 2]) for k in range(0, len(words), 2)]
    elif shape == "bracket_count_every_eighth":
        out = [f"{w} [{n + 1}]" if n % 8 == 7 else w for n, w in enumerate(words)]
    elif shape == "caps_every_third":
        out = [w.upper() if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "semicolon_after_seventh":
        out = [f"{w};" if n % 7 == 6 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
