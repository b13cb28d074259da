"""Text shapes of the fortieth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``initial_capital_every_word``: every word's first letter upper-cased (the rest left as written);
- ``comma_after_third``: a comma after every third word (``word,``);
- ``oslash_for_o_fifth``: in every fifth word each ``o``/``O`` written as ``ø``/``Ø``;
- ``last_letter_doubled_fourth``: the last character of every fourth word written twice;
- ``square_brackets_sixth``: every sixth word inside square brackets (``[word]``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "initial_capital_every_word",
    "comma_after_third",
    "oslash_for_o_fifth",
    "last_letter_doubled_fourth",
    "square_brackets_sixth",
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
    if shape == "initial_capital_every_word":
        out = [w[:1].upper() + w[1:] for w in words]
    elif shape == "comma_after_third":
        out = [f"{w}," if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "oslash_for_o_fifth":
        out = [
            w.replace("o", "ø").replace("O", "Ø") if n % 5 == 4 else w for n, w in enumerate(words)
        ]
    elif shape == "last_letter_doubled_fourth":
        out = [w + w[-1] if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "square_brackets_sixth":
        out = [f"[{w}]" if n % 6 == 5 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
