"""Text shapes of the fifty-fourth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text, and each sign it adds is in cp1252, so PDFs draw it:

- ``times_join_sixth``: the space after every sixth word replaced by a multiplication sign
  (``harbour\u00d7beside``);
- ``double_dagger_long``: a double dagger before every word of eight or more characters
  (``\u2021lighthouse``; a trailing stop counts as a character);
- ``macron_wrap_fifth``: every fifth word set between two macrons (``\u00afword\u00af``);
- ``per_mille_after_third``: a per mille sign after every third word (``word\u2030``);
- ``plus_minus_after_vowel_long``: in every word of seven or more characters, a plus-minus
  sign after its first vowel (``ha\u00b1rbour``; a word of seven or more without a vowel of
  ``aeiou``, accented or not, stays as it is)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "times_join_sixth",
    "double_dagger_long",
    "macron_wrap_fifth",
    "per_mille_after_third",
    "plus_minus_after_vowel_long",
)
_VOWELS = set("aeiouAEIOUáéíóúàèìòùâêîôûãõäëïöüÁÉÍÓÚÀÂÊÔÃÕ")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _after_vowel(word: str) -> str:
    if len(word) < 7:
        return word
    for n, ch in enumerate(word):
        if ch in _VOWELS:
            return word[: n + 1] + "\u00b1" + word[n + 1 :]
    return word


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "times_join_sixth":
        out = ""
        for n, w in enumerate(words):
            out += w
            if n < len(words) - 1:
                out += "\u00d7" if n % 6 == 5 else " "
        return out
    if shape == "double_dagger_long":
        parts = [f"\u2021{w}" if len(w) >= 8 else w for w in words]
    elif shape == "macron_wrap_fifth":
        parts = [f"\u00af{w}\u00af" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "per_mille_after_third":
        parts = [f"{w}\u2030" if n % 3 == 2 else w for n, w in enumerate(words)]
    elif shape == "plus_minus_after_vowel_long":
        parts = [_after_vowel(w) for w in words]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(parts)
