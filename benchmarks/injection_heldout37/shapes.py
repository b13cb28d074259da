"""Text shapes of the thirty-seventh set: one attack in three (``i % 3 == 1``, the same in
every channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``exclaim_after_third``: an exclamation mark after every third word (``word!``);
- ``asterisk_before_fourth``: an asterisk before every fourth word (``*word``);
- ``colon_inside_fifth``: in every fifth word of four letters or more a colon put after its
  second character (``wo:rd``);
- ``doubled_last_letter_second``: in every second word (the 2nd, 4th, ...) its last
  character written twice (``wordd``);
- ``caret_for_i_third``: in every third word each ``i``/``I`` written as a caret (``^``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "exclaim_after_third",
    "asterisk_before_fourth",
    "colon_inside_fifth",
    "doubled_last_letter_second",
    "caret_for_i_third",
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
    if shape == "exclaim_after_third":
        out = [f"{w}!" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "asterisk_before_fourth":
        out = [f"*{w}" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "colon_inside_fifth":
        out = [f"{w[:2]}:{w[2:]}" if n % 5 == 4 and len(w) >= 4 else w for n, w in enumerate(words)]
    elif shape == "doubled_last_letter_second":
        out = [w + w[-1] if n % 2 == 1 else w for n, w in enumerate(words)]
    elif shape == "caret_for_i_third":
        out = [
            w.replace("i", "^").replace("I", "^") if n % 3 == 2 else w for n, w in enumerate(words)
        ]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
