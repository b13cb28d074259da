"""Text shapes of the thirty-first set: one attack in three (``i % 3 == 2``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``exclamation_after_fifth``: an exclamation mark after every fifth word;
- ``curly_braced_fourth``: every fourth word inside curly braces (``{word}``);
- ``mirrored_sixth``: the characters of every sixth word in reverse order;
- ``pipe_after_third``: a vertical bar after every third word (``word|``);
- ``dollar_for_s_second``: in every second word (the 2nd, 4th, ...) each ``s``/``S`` written
  as a dollar sign."""

from __future__ import annotations

SHAPES = (
    "plain",
    "exclamation_after_fifth",
    "curly_braced_fourth",
    "mirrored_sixth",
    "pipe_after_third",
    "dollar_for_s_second",
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
    if shape == "exclamation_after_fifth":
        out = [f"{w}!" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "curly_braced_fourth":
        out = ["{" + w + "}" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "mirrored_sixth":
        out = [w[::-1] if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "pipe_after_third":
        out = [f"{w}|" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "dollar_for_s_second":
        out = [
            w.replace("s", "$").replace("S", "$") if n % 2 == 1 else w for n, w in enumerate(words)
        ]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
