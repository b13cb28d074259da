"""Text shapes of the fifty-seventh set (listed in the package docstring)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "registered_after_capital",
    "swap_second_third",
    "micro_for_every_u",
    "copyright_after_fifth",
    "eth_for_every_d",
)
_ETH = str.maketrans("dD", "\u00f0\u00d0")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _swap(word: str) -> str:
    if len(word) >= 5 and word[1].isalpha() and word[2].isalpha():
        return word[0] + word[2] + word[1] + word[3:]
    return word


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "registered_after_capital":
        parts = [f"{w}\u00ae" if w[:1].isupper() else w for w in words]
    elif shape == "swap_second_third":
        parts = [_swap(w) for w in words]
    elif shape == "micro_for_every_u":
        parts = [w.replace("u", "\u00b5").replace("U", "\u00b5") for w in words]
    elif shape == "copyright_after_fifth":
        parts = [f"{w}\u00a9" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "eth_for_every_d":
        parts = [w.translate(_ETH) for w in words]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(parts)
