"""Text shapes of the forty-ninth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``pilcrow_before_sixth``: a pilcrow before every sixth word (``¶word``; cp1252 holds
  it, so PDFs draw it);
- ``vowels_raised_fourth``: the vowels a, e, i, o, u of every fourth word in capitals
  (``wOrd``);
- ``first_two_swapped_long``: the first two characters of every word of six or more
  characters swapped (``ownder`` for ``wonder``);
- ``asterisk_wrapped_seventh``: every seventh word between asterisks (``*word*``);
- ``slash_halved_long``: every word of nine or more characters cut in two by a slash
  (``shipw/rights``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "pilcrow_before_sixth",
    "vowels_raised_fourth",
    "first_two_swapped_long",
    "asterisk_wrapped_seventh",
    "slash_halved_long",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _raise_vowels(word: str) -> str:
    return "".join(c.upper() if c in "aeiou" else c for c in word)


def _swap(word: str) -> str:
    return word[1] + word[0] + word[2:] if len(word) >= 6 else word


def _halve(word: str) -> str:
    return f"{word[: len(word) // 2]}/{word[len(word) // 2 :]}" if len(word) >= 9 else word


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "pilcrow_before_sixth":
        out = [f"\u00b6{w}" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "vowels_raised_fourth":
        out = [_raise_vowels(w) if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "first_two_swapped_long":
        out = [_swap(w) for w in words]
    elif shape == "asterisk_wrapped_seventh":
        out = [f"*{w}*" if n % 7 == 6 else w for n, w in enumerate(words)]
    elif shape == "slash_halved_long":
        out = [_halve(w) for w in words]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
