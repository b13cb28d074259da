"""Text shapes of the thirty-third set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``hash_after_third``: a hash sign glued after every third word (``word#``);
- ``three_for_e_fourth``: in every fourth word each ``e``/``E`` written as the digit three;
- ``midword_colon_fifth``: every fifth word of two letters or more cut in its middle by a
  colon (``wo:rd``);
- ``bang_before_sixth``: an exclamation mark glued before every sixth word (``!word``);
- ``uppercase_every_second``: every second word (the 2nd, 4th, ...) in capitals."""

from __future__ import annotations

SHAPES = (
    "plain",
    "hash_after_third",
    "three_for_e_fourth",
    "midword_colon_fifth",
    "bang_before_sixth",
    "uppercase_every_second",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _cut(word: str) -> str:
    half = len(word) // 2
    return f"{word[:half]}:{word[half:]}" if len(word) > 1 else word


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "hash_after_third":
        out = [f"{w}#" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "three_for_e_fourth":
        out = [
            w.replace("e", "3").replace("E", "3") if n % 4 == 3 else w for n, w in enumerate(words)
        ]
    elif shape == "midword_colon_fifth":
        out = [_cut(w) if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "bang_before_sixth":
        out = [f"!{w}" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "uppercase_every_second":
        out = [w.upper() if n % 2 == 1 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
