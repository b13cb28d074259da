"""Text shapes of the forty-first set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``hash_for_h_second``: in every second word (the 2nd, 4th, ...) each ``h``/``H`` written
  as a hash sign;
- ``k_for_c_fourth``: in every fourth word each ``c``/``C`` written as ``k``/``K``;
- ``semicolon_after_third``: a semicolon after every third word (``word;``);
- ``doubled_last_letter_fifth``: the last character of every fifth word written twice;
- ``x_for_e_sixth``: in every sixth word each ``e``/``E`` written as ``x``/``X``."""

from __future__ import annotations

SHAPES = (
    "plain",
    "hash_for_h_second",
    "k_for_c_fourth",
    "semicolon_after_third",
    "doubled_last_letter_fifth",
    "x_for_e_sixth",
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
    if shape == "hash_for_h_second":
        out = [
            w.replace("h", "#").replace("H", "#") if n % 2 == 1 else w for n, w in enumerate(words)
        ]
    elif shape == "k_for_c_fourth":
        out = [
            w.replace("c", "k").replace("C", "K") if n % 4 == 3 else w for n, w in enumerate(words)
        ]
    elif shape == "semicolon_after_third":
        out = [f"{w};" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "doubled_last_letter_fifth":
        out = [w + w[-1] if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "x_for_e_sixth":
        out = [
            w.replace("e", "x").replace("E", "X") if n % 6 == 5 else w for n, w in enumerate(words)
        ]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
