"""Text shapes of the forty-sixth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``comma_after_fifth``: a comma after every fifth word (``word,``);
- ``colon_before_third``: a colon before every third word (``:word``);
- ``hash_for_i_fourth``: in every fourth word each ``i``/``I`` written as a hash sign;
- ``tilde_for_n_third``: in every third word (the 3rd, 6th, ...) each ``n``/``N``
  written as a tilde;
- ``slash_before_sixth``: a slash before every sixth word (``/word``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "comma_after_fifth",
    "colon_before_third",
    "hash_for_i_fourth",
    "tilde_for_n_third",
    "slash_before_sixth",
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
    if shape == "comma_after_fifth":
        out = [f"{w}," if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "colon_before_third":
        out = [f":{w}" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "hash_for_i_fourth":
        out = [
            w.replace("i", "#").replace("I", "#") if n % 4 == 3 else w for n, w in enumerate(words)
        ]
    elif shape == "tilde_for_n_third":
        out = [
            w.replace("n", "~").replace("N", "~") if n % 3 == 2 else w for n, w in enumerate(words)
        ]
    elif shape == "slash_before_sixth":
        out = [f"/{w}" if n % 6 == 5 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
