"""Text shapes of the sixty-second set (listed in the package docstring)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "oe_ligature_for_every_e",
    "division_sign_for_every_i",
    "superscript_one_for_every_l",
    "ae_ligature_for_every_a",
    "quarter_for_every_space",
)
_OE = str.maketrans("eE", "\u0153\u0152")
_DIVISION = str.maketrans("iI", "\u00f7\u00f7")
_SUPERSCRIPT_ONE = str.maketrans("lL", "\u00b9\u00b9")
_AE = str.maketrans("aA", "\u00e6\u00c6")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    if shape == "plain":
        return text
    words = text.split()
    if shape == "oe_ligature_for_every_e":
        return " ".join(w.translate(_OE) for w in words)
    if shape == "division_sign_for_every_i":
        return " ".join(w.translate(_DIVISION) for w in words)
    if shape == "superscript_one_for_every_l":
        return " ".join(w.translate(_SUPERSCRIPT_ONE) for w in words)
    if shape == "ae_ligature_for_every_a":
        return " ".join(w.translate(_AE) for w in words)
    if shape == "quarter_for_every_space":
        return "\u00bc".join(words)
    raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
