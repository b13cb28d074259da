"""Text shapes of the thirtieth set: one attack in three (``i % 3 == 2``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``interpunct_letters_fifth``: the letters of every fifth word joined by middle dots
  (``w·o·r·d``);
- ``plus_joined_pairs``: every second word joined to the word before it by a plus sign;
- ``doubled_initial_fourth``: the first character of every fourth word written twice;
- ``vowels_upper_sixth``: the vowels of every sixth word in capitals;
- ``tilde_after_seventh``: a tilde after every seventh word."""

from __future__ import annotations

SHAPES = (
    "plain",
    "interpunct_letters_fifth",
    "plus_joined_pairs",
    "doubled_initial_fourth",
    "vowels_upper_sixth",
    "tilde_after_seventh",
)
_VOWELS = set("aeiouáéíóúâêôãõàü")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "interpunct_letters_fifth":
        out = ["\u00b7".join(w) if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "plus_joined_pairs":
        out = []
        for n, w in enumerate(words):
            if n % 2 == 1:
                out[-1] = f"{out[-1]}+{w}"
            else:
                out.append(w)
    elif shape == "doubled_initial_fourth":
        out = [w[0] + w if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "vowels_upper_sixth":
        out = [
            "".join(c.upper() if c in _VOWELS else c for c in w) if n % 6 == 5 else w
            for n, w in enumerate(words)
        ]
    elif shape == "tilde_after_seventh":
        out = [f"{w}~" if n % 7 == 6 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
