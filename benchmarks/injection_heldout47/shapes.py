"""Text shapes of the forty-seventh set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``colon_after_third``: a colon after every third word (``word:``);
- ``equals_before_fifth``: an equals sign before every fifth word (``=word``);
- ``underscore_joined_pairs``: each pair of words joined by an underscore instead of a
  space (``one_two three_four``);
- ``one_for_l_second``: in every second word (the 2nd, 4th, ...) each ``l``/``L`` written
  as the digit one;
- ``ampersand_before_sixth``: an ampersand before every sixth word (``&word``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "colon_after_third",
    "equals_before_fifth",
    "underscore_joined_pairs",
    "one_for_l_second",
    "ampersand_before_sixth",
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
    if shape == "colon_after_third":
        out = [f"{w}:" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "equals_before_fifth":
        out = [f"={w}" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "underscore_joined_pairs":
        out = ["_".join(words[n : n + 2]) for n in range(0, len(words), 2)]
    elif shape == "one_for_l_second":
        out = [
            w.replace("l", "1").replace("L", "1") if n % 2 == 1 else w for n, w in enumerate(words)
        ]
    elif shape == "ampersand_before_sixth":
        out = [f"&{w}" if n % 6 == 5 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
