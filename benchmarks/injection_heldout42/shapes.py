"""Text shapes of the forty-second set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``u_as_v_second``: in every second word (the 2nd, 4th, ...) each ``u``/``U`` written as
  ``v``/``V``;
- ``double_colon_after_third``: two colons after every third word (``word::``);
- ``s_as_five_fourth``: in every fourth word each ``s``/``S`` written as the digit five;
- ``question_mark_after_sixth``: a question mark after every sixth word (``word?``);
- ``e_as_euro_fifth``: in every fifth word each ``e``/``E`` written as the euro sign."""

from __future__ import annotations

SHAPES = (
    "plain",
    "u_as_v_second",
    "double_colon_after_third",
    "s_as_five_fourth",
    "question_mark_after_sixth",
    "e_as_euro_fifth",
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
    if shape == "u_as_v_second":
        out = [
            w.replace("u", "v").replace("U", "V") if n % 2 == 1 else w for n, w in enumerate(words)
        ]
    elif shape == "double_colon_after_third":
        out = [f"{w}::" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "s_as_five_fourth":
        out = [
            w.replace("s", "5").replace("S", "5") if n % 4 == 3 else w for n, w in enumerate(words)
        ]
    elif shape == "question_mark_after_sixth":
        out = [f"{w}?" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "e_as_euro_fifth":
        out = [
            w.replace("e", "\u20ac").replace("E", "\u20ac") if n % 5 == 4 else w
            for n, w in enumerate(words)
        ]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
