"""Text shapes of the thirty-fifth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``tilde_after_third``: a tilde after every third word (``word~``);
- ``caret_before_fourth``: a caret before every fourth word (``^word``);
- ``euro_for_e_second``: in every second word (the 2nd, 4th, ...) each ``e``/``E``
  written as the euro sign;
- ``one_for_l_third``: in every third word each ``l``/``L`` written as the digit one;
- ``colon_after_fifth``: a colon after every fifth word (``word:``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "tilde_after_third",
    "caret_before_fourth",
    "euro_for_e_second",
    "one_for_l_third",
    "colon_after_fifth",
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
    if shape == "tilde_after_third":
        out = [f"{w}~" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "caret_before_fourth":
        out = [f"^{w}" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "euro_for_e_second":
        out = [
            w.replace("e", "\u20ac").replace("E", "\u20ac") if n % 2 == 1 else w
            for n, w in enumerate(words)
        ]
    elif shape == "one_for_l_third":
        out = [
            w.replace("l", "1").replace("L", "1") if n % 3 == 2 else w for n, w in enumerate(words)
        ]
    elif shape == "colon_after_fifth":
        out = [f"{w}:" if n % 5 == 4 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
