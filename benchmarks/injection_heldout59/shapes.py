"""Text shapes of the fifty-ninth set (listed in the package docstring)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "ring_for_every_a",
    "caron_for_every_s",
    "middot_for_every_space",
    "cedilla_for_every_c",
    "circumflex_for_every_u",
)
_RING = str.maketrans("aA", "\u00e5\u00c5")
_CARON = str.maketrans("sS", "\u0161\u0160")
_CEDILLA = str.maketrans("cC", "\u00e7\u00c7")
_CIRCUMFLEX = str.maketrans("uU", "\u00fb\u00db")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    if shape == "plain":
        return text
    words = text.split()
    if shape == "ring_for_every_a":
        return " ".join(w.translate(_RING) for w in words)
    if shape == "caron_for_every_s":
        return " ".join(w.translate(_CARON) for w in words)
    if shape == "middot_for_every_space":
        return "\u00b7".join(words)
    if shape == "cedilla_for_every_c":
        return " ".join(w.translate(_CEDILLA) for w in words)
    if shape == "circumflex_for_every_u":
        return " ".join(w.translate(_CIRCUMFLEX) for w in words)
    raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
