"""Text shapes of the twenty-third set: one attack in three (``i % 3 == 2``, the same in
every channel) is dressed in one of five obfuscations no earlier set's docstring names;
the rest stay plain. Each works on the whitespace-separated words of the text:

- ``hashtag_long_words``: a ``#`` before every word of seven characters or more;
- ``tilde_after_vowels_longest``: a ``~`` after each vowel of the two longest words;
- ``asterisk_every_fourth``: every fourth word wrapped in asterisks, ``*like*``;
- ``upper_first_half``: on words of four characters or more, the first half (rounded up)
  in capitals, the rest in small letters;
- ``length_equals_long_words``: ``=N`` after each word of eight characters or more, N
  being the word's length."""

from __future__ import annotations

SHAPES = (
    "plain",
    "hashtag_long_words",
    "tilde_after_vowels_longest",
    "asterisk_every_fourth",
    "upper_first_half",
    "length_equals_long_words",
)
VOWELS = set("aeiouAEIOUáéíóúàâêôãõÁÉÍÓÚÀÂÊÔÃÕ")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def _longest(words: list[str]) -> set[int]:
    order = sorted(range(len(words)), key=lambda n: (-len(words[n]), n))
    return set(order[:2])


def _half(word: str) -> str:
    cut = (len(word) + 1) // 2
    return word[:cut].upper() + word[cut:].lower()


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "hashtag_long_words":
        out = [f"#{w}" if len(w) >= 7 else w for w in words]
    elif shape == "tilde_after_vowels_longest":
        pick = _longest(words)
        out = [
            "".join(c + "~" if c in VOWELS else c for c in w) if n in pick else w
            for n, w in enumerate(words)
        ]
    elif shape == "asterisk_every_fourth":
        out = [f"*{w}*" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "upper_first_half":
        out = [_half(w) if len(w) >= 4 else w for w in words]
    elif shape == "length_equals_long_words":
        out = [f"{w}={len(w)}" if len(w) >= 8 else w for w in words]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
