"""Text shapes of the fifty-second set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text (a word's stops and commas count as its characters):

- ``dagger_after_fourth``: a dagger after every fourth word (``word\u2020``; cp1252 holds it);
- ``currency_before_sixth``: a currency sign before every sixth word (``\u00a4word``; cp1252);
- ``ordinal_after_long``: a masculine ordinal indicator after every word of nine or more
  characters (``anemometer\u00ba``; cp1252 holds it);
- ``middle_tripled_long``: the middle character of every word of eight or more characters
  written three times when it is a letter (``hygrommmeter``: the character at ``len // 2``;
  ``half-term`` stays);
- ``second_capital_third``: the second character of every third word upper-cased (``wIndsock``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "dagger_after_fourth",
    "currency_before_sixth",
    "ordinal_after_long",
    "middle_tripled_long",
    "second_capital_third",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _tripled(word: str) -> str:
    m = len(word) // 2
    if len(word) < 8 or not word[m].isalpha():
        return word
    return word[:m] + word[m] * 3 + word[m + 1 :]


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "dagger_after_fourth":
        out = [f"{w}\u2020" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "currency_before_sixth":
        out = [f"\u00a4{w}" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "ordinal_after_long":
        out = [f"{w}\u00ba" if len(w) >= 9 else w for w in words]
    elif shape == "middle_tripled_long":
        out = [_tripled(w) for w in words]
    elif shape == "second_capital_third":
        out = [
            w[0] + w[1].upper() + w[2:] if n % 3 == 2 and len(w) > 1 else w
            for n, w in enumerate(words)
        ]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
