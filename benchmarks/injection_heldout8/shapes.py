"""How an attack text is dressed. By position in its bank, two attacks in three stay
``plain``; the rest cycle through six obfuscations of this set's own mix:

- ``invisible``: a zero-width non-joiner, zero-width joiner or byte-order mark inside
  longer words;
- ``lookalike``: some Latin letters swapped for Cyrillic or Greek ones that look alike;
- ``math_alnum``: some longer words written in Mathematical Alphanumeric letters (bold,
  sans-serif bold or monospace), new to this family;
- ``leet``: digits and signs for some letters of longer words (1gn0r3), new;
- ``case_noise``: alternating upper and lower case in longer words, new;
- ``dotted``: a longer word spelt with a dot or a middle dot between its letters, new.

PDFs (WinAnsi) cannot carry ``invisible``, ``lookalike`` or ``math_alnum``: there those
fall back to plain and are labelled plain."""

from __future__ import annotations

import random

SHAPES = ("plain", "invisible", "lookalike", "math_alnum", "leet", "case_noise", "dotted")
OBFUSCATIONS = SHAPES[1:]
PDF_UNSAFE = frozenset({"invisible", "lookalike", "math_alnum"})
INVISIBLE = ("\u200c", "\u200d", "\ufeff")
LOOKALIKE = {
    "a": "\u0430", "e": "\u0435", "o": "\u03bf", "p": "\u0440", "c": "\u0441",
    "i": "\u0456", "x": "\u0445", "y": "\u0443", "A": "\u0391", "O": "\u039f",
}  # fmt: skip
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
MATH_BASES = (0x1D400, 0x1D5D4, 0x1D670)  # bold, sans-serif bold, monospace capitals


def shape_of(position: int) -> str:
    if position % 3 != 2:
        return "plain"
    return OBFUSCATIONS[(position // 3) % len(OBFUSCATIONS)]


def for_pdf(shape: str) -> str:
    return "plain" if shape in PDF_UNSAFE else shape


def _math(word: str, base: int) -> str:
    out = []
    for ch in word:
        if "A" <= ch <= "Z":
            out.append(chr(base + ord(ch) - 65))
        elif "a" <= ch <= "z":
            out.append(chr(base + 26 + ord(ch) - 97))
        else:
            out.append(ch)
    return "".join(out)


def _word(shape: str, word: str, rng: random.Random) -> str:
    if shape == "invisible":
        cut = rng.randrange(1, len(word))
        return word[:cut] + rng.choice(INVISIBLE) + word[cut:]
    if shape == "lookalike":
        spots = [i for i, ch in enumerate(word) if ch in LOOKALIKE]
        if not spots:
            return word
        chosen = set(rng.sample(spots, k=max(1, len(spots) // 2)))
        return "".join(LOOKALIKE[ch] if i in chosen else ch for i, ch in enumerate(word))
    if shape == "math_alnum":
        return _math(word, rng.choice(MATH_BASES))
    if shape == "leet":
        spots = [i for i, ch in enumerate(word) if ch in LEET]
        if not spots:
            return word
        chosen = {rng.choice(spots)} | {i for i in spots if rng.random() < 0.6}
        return "".join(LEET[ch] if i in chosen else ch for i, ch in enumerate(word))
    if shape == "case_noise":
        start = rng.randrange(2)
        return "".join(ch.upper() if (i + start) % 2 else ch.lower() for i, ch in enumerate(word))
    if shape == "dotted":
        return rng.choice((".", "\u00b7")).join(word)
    raise ValueError(f"unknown shape {shape!r}")


def dress(shape: str, text: str, rng: random.Random) -> str:
    """``text`` in ``shape``: about half the words of five letters or more are changed (at
    least one), line breaks and tabs kept; ``dotted`` changes at most three words."""
    if shape == "plain":
        return text
    lines = text.split("\n")
    pieces = [line.split(" ") for line in lines]
    spots = [
        (i, j) for i, words in enumerate(pieces) for j, w in enumerate(words)
        if len(w) >= 5 and w.isalpha() and "\t" not in w
    ]  # fmt: skip
    if not spots:
        spots = [(i, j) for i, words in enumerate(pieces) for j, w in enumerate(words) if w]
    k = max(1, len(spots) // 2)
    if shape == "dotted":
        k = min(k, 3)
    for i, j in rng.sample(spots, k=k):
        pieces[i][j] = _word(shape, pieces[i][j], rng)
    return "\n".join(" ".join(words) for words in pieces)
