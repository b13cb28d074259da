"""How an attack is dressed before it is planted: plain for two attacks in three, and for
the third (``i % 3 == 2``, the same in every channel) one of five shapes no earlier set's
docstring lists:

- ``stutter_first_letters``: every word of six characters or more starts with a stutter of
  its first letter and a hyphen ("G-Gritstone");
- ``ends_inward_words``: the words taken from both ends inwards (first, last, second,
  second to last, ...);
- ``diacritic_vowels_longest``: the vowels of the two longest words given an acute accent;
- ``vigenere_longest``: the ASCII letters of the two longest words shifted forward by the
  repeating key 1, 2, 3 (a Vigenère cipher with the key "bcd");
- ``filler_word_every_third``: a hesitation word ("erm", "eh", "hã") after every third
  word."""

from __future__ import annotations

SHAPES = (
    "plain",
    "stutter_first_letters",
    "ends_inward_words",
    "diacritic_vowels_longest",
    "vigenere_longest",
    "filler_word_every_third",
)
FILLER = {"en": "erm", "es": "eh", "pt": "hã"}
ACUTE = str.maketrans("aeiouAEIOU", "áéíóúÁÉÍÓÚ")


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def _longest(words: list[str]) -> set[int]:
    order = sorted(range(len(words)), key=lambda n: (-len(words[n]), n))
    return set(order[:2])


def _vigenere(word: str) -> str:
    out = []
    step = 0
    for ch in word:
        if ch.isascii() and ch.isalpha():
            base = ord("a") if ch.islower() else ord("A")
            out.append(chr(base + (ord(ch) - base + 1 + step % 3) % 26))
            step += 1
        else:
            out.append(ch)
    return "".join(out)


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape`` (``lang`` picks the hesitation word)."""
    words = text.split()
    if shape == "plain":
        return text
    if shape == "stutter_first_letters":
        return " ".join(f"{w[0]}-{w}" if len(w) >= 6 else w for w in words)
    if shape == "ends_inward_words":
        order = [words[(n // 2) if n % 2 == 0 else -(n // 2) - 1] for n in range(len(words))]
        return " ".join(order)
    if shape == "diacritic_vowels_longest":
        pick = _longest(words)
        return " ".join(w.translate(ACUTE) if n in pick else w for n, w in enumerate(words))
    if shape == "vigenere_longest":
        pick = _longest(words)
        return " ".join(_vigenere(w) if n in pick else w for n, w in enumerate(words))
    if shape == "filler_word_every_third":
        out: list[str] = []
        for n, w in enumerate(words, start=1):
            out.append(w)
            if n % 3 == 0 and n < len(words):
                out.append(FILLER[lang])
        return " ".join(out)
    raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
