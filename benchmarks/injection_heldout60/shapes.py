"""Text shapes of the sixtieth set (listed in the package docstring)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "diaeresis_for_every_e",
    "grave_for_every_i",
    "currency_sign_for_every_space",
    "single_guillemets_round_words",
    "ordinal_for_every_o",
)
_DIAERESIS = str.maketrans("eE", "\u00eb\u00cb")
_GRAVE = str.maketrans("iI", "\u00ec\u00cc")
_ORDINAL = str.maketrans("oO", "\u00ba\u00ba")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    if shape == "plain":
        return text
    words = text.split()
    if shape == "diaeresis_for_every_e":
        return " ".join(w.translate(_DIAERESIS) for w in words)
    if shape == "grave_for_every_i":
        return " ".join(w.translate(_GRAVE) for w in words)
    if shape == "currency_sign_for_every_space":
        return "\u00a4".join(words)
    if shape == "single_guillemets_round_words":
        return " ".join(f"\u2039{w}\u203a" for w in words)
    if shape == "ordinal_for_every_o":
        return " ".join(w.translate(_ORDINAL) for w in words)
    raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
