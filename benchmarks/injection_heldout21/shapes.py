"""How an attack is dressed: plain, or one of five obfuscations no earlier set's docstring
lists. One attack in three (``i % 3 == 2``) is dressed, the same way in every channel."""

from __future__ import annotations

import re

SHAPES = (
    "plain",
    "third_words_moved_last",
    "slashed_letters_longest",
    "word_order_reversed",
    "middle_letters_reversed",
    "length_sorted_words",
)


def _longest(words: list[str], n: int = 1) -> list[int]:
    core = [len(re.sub(r"\W", "", w)) for w in words]
    return sorted(sorted(range(len(words)), key=lambda i: (-core[i], i))[:n])


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for the other sets' signature."""
    del lang
    if shape not in SHAPES:
        raise ValueError(f"no shape called {shape!r}; the shapes are {SHAPES}")
    words = text.split()
    if shape == "plain":
        return text
    if shape == "third_words_moved_last":
        words = [w for n, w in enumerate(words) if n % 3 != 2] + words[2::3]
    elif shape == "slashed_letters_longest":
        for i in _longest(words, 2):
            words[i] = "/".join(words[i])
    elif shape == "word_order_reversed":
        words.reverse()
    elif shape == "middle_letters_reversed":
        words = [w[0] + w[-2:0:-1] + w[-1] if len(w) >= 6 else w for w in words]
    else:
        words = sorted(words, key=len)
    return " ".join(words)
