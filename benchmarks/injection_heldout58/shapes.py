"""Text shapes of the fifty-eighth set (listed in the package docstring)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "grave_for_every_a",
    "inner_vowels_dropped_long",
    "umlaut_for_every_o",
    "pound_for_every_l",
    "acute_for_every_i",
)
_GRAVE = str.maketrans("aA", "\u00e0\u00c0")
_UMLAUT = str.maketrans("oO", "\u00f6\u00d6")
_POUND = str.maketrans("lL", "\u00a3\u00a3")
_ACUTE = str.maketrans("iI", "\u00ed\u00cd")
_VOWELS = set("aeiouAEIOU\u00e1\u00e9\u00ed\u00f3\u00fa\u00e3\u00f5\u00e2\u00ea\u00f4\u00e0")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def _squeeze(word: str) -> str:
    """A word of eight or more letters keeps its first letter and loses its other vowels."""
    if sum(c.isalpha() for c in word) < 8:
        return word
    return word[0] + "".join(c for c in word[1:] if c not in _VOWELS)


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    if shape == "plain":
        return text
    words = text.split()
    if shape == "grave_for_every_a":
        parts = [w.translate(_GRAVE) for w in words]
    elif shape == "inner_vowels_dropped_long":
        parts = [_squeeze(w) for w in words]
    elif shape == "umlaut_for_every_o":
        parts = [w.translate(_UMLAUT) for w in words]
    elif shape == "pound_for_every_l":
        parts = [w.translate(_POUND) for w in words]
    elif shape == "acute_for_every_i":
        parts = [w.translate(_ACUTE) for w in words]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(parts)
