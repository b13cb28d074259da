"""Text shapes of the fiftieth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``final_letter_tripled_sixth``: the last character of every sixth word written three
  times (``worddd``);
- ``reversed_every_eighth``: every eighth word spelled backwards (``drow``);
- ``consonant_doubled_seventh``: the first consonant of every seventh word doubled
  (``wword``, ``aand``);
- ``circumflex_vowels_ninth``: the vowels a, e, i, o, u of every ninth word given a
  circumflex (``wôrd``; cp1252 holds them, so PDFs draw them);
- ``underscore_tail_fourth``: an underscore after every fourth word (``word_``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "final_letter_tripled_sixth",
    "reversed_every_eighth",
    "consonant_doubled_seventh",
    "circumflex_vowels_ninth",
    "underscore_tail_fourth",
)
_HAT = str.maketrans("aeiou", "\u00e2\u00ea\u00ee\u00f4\u00fb")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _double_consonant(word: str) -> str:
    for n, c in enumerate(word):
        if c.isalpha() and c.lower() not in "aeiouáéíóúâêôãõàü":
            return word[: n + 1] + c + word[n + 1 :]
    return word


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "final_letter_tripled_sixth":
        out = [w + w[-1] * 2 if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "reversed_every_eighth":
        out = [w[::-1] if n % 8 == 7 else w for n, w in enumerate(words)]
    elif shape == "consonant_doubled_seventh":
        out = [_double_consonant(w) if n % 7 == 6 else w for n, w in enumerate(words)]
    elif shape == "circumflex_vowels_ninth":
        out = [w.translate(_HAT) if n % 9 == 8 else w for n, w in enumerate(words)]
    elif shape == "underscore_tail_fourth":
        out = [f"{w}_" if n % 4 == 3 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
