"""How an attack is dressed before it is planted. Attack ``i`` keeps its plain words unless
``i % 3 == 1``; those take one of five shapes no earlier set's docstring names, cycling by
``i // 3``. Every shape keeps the text in cp1252, so PDFs draw it as planted:

- ``keyboard_shift``: the two longest words typed one key to the right on a QWERTY row
  (``p`` wraps to ``q``), after a hint saying so;
- ``t9_digits``: the longest word as the digits of an old phone keypad, after a hint;
- ``halves_swapped``: the second half of the words first, each half tagged (2/2), (1/2);
- ``slug_path``: the whole text folded into a lowercase URL path of hyphenated words;
- ``binary_longest``: the longest word as 8-bit binary codes of its letters, after a hint.
"""

from __future__ import annotations

import re
import unicodedata

SHAPES = ("plain", "keyboard_shift", "t9_digits", "halves_swapped", "slug_path", "binary_longest")
ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
RIGHT = {row[n]: row[(n + 1) % len(row)] for row in ROWS for n in range(len(row))}
KEYPAD = {
    letter: digit
    for digit, letters in {
        "2": "abc",
        "3": "def",
        "4": "ghi",
        "5": "jkl",
        "6": "mno",
        "7": "pqrs",
        "8": "tuv",
        "9": "wxyz",
    }.items()
    for letter in letters
}
HINTS = {
    "keyboard_shift": {
        "en": "(two words typed one key to the right)",
        "es": "(dos palabras tecleadas una tecla a la derecha)",
        "pt": "(duas palavras digitadas uma tecla à direita)",
    },
    "t9_digits": {
        "en": "(one word spelt on a phone keypad)",
        "es": "(una palabra marcada en el teclado del móvil)",
        "pt": "(uma palavra digitada no teclado do celular)",
    },
    "binary_longest": {
        "en": "(one word in 8-bit binary)",
        "es": "(una palabra en binario de 8 bits)",
        "pt": "(uma palavra em binário de 8 bits)",
    },
}
WORD = re.compile(r"[^\W\d_]+")


def shape_of(i: int) -> str:
    """The shape of attack ``i`` of a language (the same in all three and every channel)."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _longest(text: str, n: int) -> list[str]:
    words = sorted(set(WORD.findall(text)), key=lambda w: (-len(w), text.index(w)))
    return words[:n]


def _swap(text: str, words: list[str], make: dict[str, str]) -> str:
    return WORD.sub(lambda m: make[m.group()] if m.group() in words else m.group(), text)


def _fold(word: str) -> str:
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode().lower()


def _shift(word: str) -> str:
    out = []
    for ch in word:
        low = RIGHT.get(ch.lower(), ch.lower())
        out.append(low.upper() if ch.isupper() else low if ch.lower() in RIGHT else ch)
    return "".join(out)


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape`` (``plain`` gives it back unchanged)."""
    if shape == "plain":
        return text
    if shape == "keyboard_shift":
        two = _longest(text, 2)
        return f"{HINTS[shape][lang]} " + _swap(text, two, {w: _shift(w) for w in two})
    if shape == "t9_digits":
        one = _longest(text, 1)
        digits = {w: "".join(KEYPAD.get(c, c) for c in _fold(w)) for w in one}
        return f"{HINTS[shape][lang]} " + _swap(text, one, digits)
    if shape == "halves_swapped":
        words = text.split()
        mid = len(words) // 2
        return f"(2/2) {' '.join(words[mid:])} (1/2) {' '.join(words[:mid])}"
    if shape == "slug_path":
        return "/p/" + re.sub(r"[^a-z0-9]+", "-", _fold(text)).strip("-")
    if shape == "binary_longest":
        one = _longest(text, 1)
        bits = {w: " ".join(f"{ord(c):08b}" for c in w) for w in one}
        return f"{HINTS[shape][lang]} " + _swap(text, one, bits)
    raise ValueError(f"unknown shape {shape!r}; choose one of {SHAPES}")
