"""Text shapes of the thirty-fourth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``hash_before_third``: a hash sign before every third word (``#word``);
- ``one_for_l_fourth``: in every fourth word each ``l``/``L`` written as the digit one;
- ``underscore_join_fifth``: every fifth word joined to the word after it by an underscore
  (``word_next``);
- ``seven_for_t_third``: in every third word (the 1st, 4th, 7th, ...) each ``t``/``T``
  written as the digit seven;
- ``pound_after_sixth``: a pound sign after every sixth word (``word£``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "hash_before_third",
    "one_for_l_fourth",
    "underscore_join_fifth",
    "seven_for_t_third",
    "pound_after_sixth",
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
    if shape == "hash_before_third":
        out = [f"#{w}" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "one_for_l_fourth":
        out = [
            w.replace("l", "1").replace("L", "1") if n % 4 == 3 else w for n, w in enumerate(words)
        ]
    elif shape == "underscore_join_fifth":
        seps = ["_" if n % 5 == 4 else " " for n in range(len(words) - 1)]
        return words[0] + "".join(sep + w for sep, w in zip(seps, words[1:], strict=True))
    elif shape == "seven_for_t_third":
        out = [
            w.replace("t", "7").replace("T", "7") if n % 3 == 0 else w for n, w in enumerate(words)
        ]
    elif shape == "pound_after_sixth":
        out = [f"{w}\u00a3" if n % 6 == 5 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
