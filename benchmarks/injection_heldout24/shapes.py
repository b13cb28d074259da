"""Text shapes of the twenty-fourth set: one attack in three (``i % 3 == 2``, the same in
every channel) is dressed in one of five obfuscations no earlier set's docstring names;
the rest stay plain. Each works on the whitespace-separated words of the text:

- ``last_letter_upper``: the last letter of every word of four characters or more in
  capitals;
- ``caret_before_vowel_words``: a ``^`` before every word that begins with a vowel;
- ``percent_wrapped_longest``: the two longest words wrapped in ``%``, ``%like%``;
- ``semicolon_every_fifth``: a ``;`` after every fifth word;
- ``vowel_upper_longest``: every vowel of the longest word in capitals."""

from __future__ import annotations

SHAPES = (
    "plain",
    "last_letter_upper",
    "caret_before_vowel_words",
    "percent_wrapped_longest",
    "semicolon_every_fifth",
    "vowel_upper_longest",
)
VOWELS = set("aeiouAEIOUáéíóúàâêôãõÁÉÍÓÚÀÂÊÔÃÕ")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def _longest(words: list[str], n: int) -> set[int]:
    order = sorted(range(len(words)), key=lambda k: (-len(words[k]), k))
    return set(order[:n])


def _last_upper(word: str) -> str:
    for k in range(len(word) - 1, -1, -1):
        if word[k].isalpha():
            return word[:k] + word[k].upper() + word[k + 1 :]
    return word


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "last_letter_upper":
        out = [_last_upper(w) if len(w) >= 4 else w for w in words]
    elif shape == "caret_before_vowel_words":
        out = [f"^{w}" if w[:1] in VOWELS else w for w in words]
    elif shape == "percent_wrapped_longest":
        pick = _longest(words, 2)
        out = [f"%{w}%" if n in pick else w for n, w in enumerate(words)]
    elif shape == "semicolon_every_fifth":
        out = [f"{w};" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "vowel_upper_longest":
        pick = _longest(words, 1)
        out = [
            "".join(c.upper() if c in VOWELS else c for c in w) if n in pick else w
            for n, w in enumerate(words)
        ]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
