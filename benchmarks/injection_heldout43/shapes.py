"""Text shapes of the forty-third set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``one_for_i_fourth``: in every fourth word each ``i``/``I`` written as the digit one;
- ``section_sign_after_fifth``: a section sign after every fifth word (``word§``);
- ``pilcrow_before_third``: a pilcrow before every third word (``¶word``);
- ``three_for_e_sixth``: in every sixth word each ``e``/``E`` written as the digit three;
- ``broken_bar_after_second``: a broken bar after every second word (``word¦``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "one_for_i_fourth",
    "section_sign_after_fifth",
    "pilcrow_before_third",
    "three_for_e_sixth",
    "broken_bar_after_second",
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
    if shape == "one_for_i_fourth":
        out = [
            w.replace("i", "1").replace("I", "1") if n % 4 == 3 else w for n, w in enumerate(words)
        ]
    elif shape == "section_sign_after_fifth":
        out = [f"{w}\u00a7" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "pilcrow_before_third":
        out = [f"\u00b6{w}" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "three_for_e_sixth":
        out = [
            w.replace("e", "3").replace("E", "3") if n % 6 == 5 else w for n, w in enumerate(words)
        ]
    elif shape == "broken_bar_after_second":
        out = [f"{w}\u00a6" if n % 2 == 1 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
