"""Text shapes of the thirty-second set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``ampersand_after_fourth``: an ampersand after every fourth word (``word&``);
- ``plus_before_fifth``: a plus sign before every fifth word (``+word``);
- ``at_for_a_third``: in every third word each ``a``/``A`` written as an at sign;
- ``zero_for_o_second``: in every second word (the 2nd, 4th, ...) each ``o``/``O`` written
  as the digit zero;
- ``backslash_after_sixth``: a backslash after every sixth word (``word\\``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "ampersand_after_fourth",
    "plus_before_fifth",
    "at_for_a_third",
    "zero_for_o_second",
    "backslash_after_sixth",
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
    if shape == "ampersand_after_fourth":
        out = [f"{w}&" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "plus_before_fifth":
        out = [f"+{w}" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "at_for_a_third":
        out = [
            w.replace("a", "@").replace("A", "@") if n % 3 == 2 else w for n, w in enumerate(words)
        ]
    elif shape == "zero_for_o_second":
        out = [
            w.replace("o", "0").replace("O", "0") if n % 2 == 1 else w for n, w in enumerate(words)
        ]
    elif shape == "backslash_after_sixth":
        out = [f"{w}\\" if n % 6 == 5 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
