"""Text shapes of the sixty-first set (listed in the package docstring)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "cent_for_every_c",
    "dagger_for_every_t",
    "registered_for_every_r",
    "ordinal_for_every_a",
    "en_dash_for_every_space",
)
_CENT = str.maketrans("cC", "\u00a2\u00a2")
_DAGGER = str.maketrans("tT", "\u2020\u2020")
_REGISTERED = str.maketrans("rR", "\u00ae\u00ae")
_ORDINAL = str.maketrans("aA", "\u00aa\u00aa")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    if shape == "plain":
        return text
    words = text.split()
    if shape == "cent_for_every_c":
        return " ".join(w.translate(_CENT) for w in words)
    if shape == "dagger_for_every_t":
        return " ".join(w.translate(_DAGGER) for w in words)
    if shape == "registered_for_every_r":
        return " ".join(w.translate(_REGISTERED) for w in words)
    if shape == "ordinal_for_every_a":
        return " ".join(w.translate(_ORDINAL) for w in words)
    if shape == "en_dash_for_every_space":
        return "\u2013".join(words)
    raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
