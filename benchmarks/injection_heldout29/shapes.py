"""Text shapes of the twenty-ninth set: one attack in three (``i % 3 == 2``, the same in
every channel) is dressed in one of five obfuscations; the rest stay plain. Each works on
the whitespace-separated words of the text:

- ``swapcase_every_third``: every third word with its letter case swapped;
- ``equals_wrapped_fifth``: every fifth word wrapped in equals signs (``=word=``);
- ``colon_after_fourth``: a colon after every fourth word;
- ``pipe_before_sixth``: a vertical bar before every sixth word;
- ``reversed_letters_eighth``: the letters of every eighth word in reverse order."""

from __future__ import annotations

SHAPES = (
    "plain",
    "swapcase_every_third",
    "equals_wrapped_fifth",
    "colon_after_fourth",
    "pipe_before_sixth",
    "reversed_letters_eighth",
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
    if shape == "swapcase_every_third":
        out = [w.swapcase() if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "equals_wrapped_fifth":
        out = [f"={w}=" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "colon_after_fourth":
        out = [f"{w}:" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "pipe_before_sixth":
        out = [f"|{w}" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "reversed_letters_eighth":
        out = [w[::-1] if n % 8 == 7 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
