"""Text shapes of the twenty-fifth set: one attack in three (``i % 3 == 2``, the same in
every channel) is dressed in one of five obfuscations no earlier set's docstring names;
the rest stay plain. Each works on the whitespace-separated words of the text:

- ``dotted_longest``: the letters of the longest word joined by dots, ``l.o.n.g``;
- ``tilde_every_fourth``: a ``~`` after every fourth word;
- ``doubled_initial``: the first letter of every word of five characters or more doubled;
- ``hyphen_halved_long``: every word of eight characters or more cut in half by a hyphen (one letter
  later when a hyphen is already there);
- ``underscore_pairs``: every second space an underscore, so the words go in pairs."""

from __future__ import annotations

SHAPES = (
    "plain",
    "dotted_longest",
    "tilde_every_fourth",
    "doubled_initial",
    "hyphen_halved_long",
    "underscore_pairs",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def _halve(word: str) -> str:
    """``word`` cut in half by a hyphen (one letter
    later when a hyphen is already there); next to a hyphen already there, one letter later."""
    k = len(word) // 2
    while k < len(word) and "-" in word[k - 1 : k + 1]:
        k += 1
    return f"{word[:k]}-{word[k:]}" if k < len(word) else word


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "dotted_longest":
        pick = min(range(len(words)), key=lambda k: (-len(words[k]), k))
        out = [".".join(w) if n == pick else w for n, w in enumerate(words)]
    elif shape == "tilde_every_fourth":
        out = [f"{w}~" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "doubled_initial":
        out = [w[0] + w if len(w) >= 5 else w for w in words]
    elif shape == "hyphen_halved_long":
        out = [_halve(w) if len(w) >= 8 else w for w in words]
    elif shape == "underscore_pairs":
        return "".join(w + ("_" if n % 2 == 0 else " ") for n, w in enumerate(words)).rstrip(" _")
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
