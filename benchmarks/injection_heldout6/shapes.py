"""Surface shapes of this set (chosen by an attack's position; about two thirds plain):
zero-width characters inside words, Cyrillic and Greek look-alike letters, HTML numeric
character references for some letters (applied by ``channels`` where markup is written),
key words spelt out letter by letter, line breaks inside a sentence, and markdown emphasis
noise. In PDFs (WinAnsi text) the three shapes that need Unicode or markup fall back to
plain and are labelled plain."""

from __future__ import annotations

import random
import re

SHAPES = ("plain", "zero_width", "homoglyph", "entities", "spaced", "line_broken", "markdown")
NOT_IN_PDF = frozenset({"zero_width", "homoglyph", "entities"})
ZERO_WIDTH = ("\u200b", "\u200c", "\u200d", "\u2060")
LOOKALIKE = {
    "a": "\u0430",  # Cyrillic a
    "e": "\u0435",  # Cyrillic ie
    "o": "\u03bf",  # Greek omicron
    "p": "\u0440",  # Cyrillic er
    "c": "\u0441",  # Cyrillic es
    "i": "\u0456",  # Cyrillic Byelorussian-Ukrainian i
    "x": "\u0445",  # Cyrillic ha
    "y": "\u0443",  # Cyrillic u
    "A": "\u0391",  # Greek Alpha
    "E": "\u0395",  # Greek Epsilon
    "O": "\u041e",  # Cyrillic O
    "T": "\u03a4",  # Greek Tau
}


def shape_of(position: int) -> str:
    """Every third attack (positions 2, 5, 8, ...) is shaped, cycling the six shapes."""
    if position % 3 != 2:
        return "plain"
    return SHAPES[1 + (position // 3) % (len(SHAPES) - 1)]


def for_pdf(shape: str) -> str:
    return "plain" if shape in NOT_IN_PDF else shape


_TOKEN = re.compile(r"(\s+)")
_CORE = re.compile(r"^(\W*)(.*?)(\W*)$", re.S)


def _letters(word: str) -> int:
    return sum(ch.isalpha() for ch in word)


def _long_words(words: list[str], rng: random.Random, share: float) -> list[int]:
    picks = [i for i, w in enumerate(words) if _letters(w) >= 4]
    k = max(1, round(len(picks) * share)) if picks else 0
    return sorted(rng.sample(picks, k=min(k, len(picks))))


def dress(shape: str, text: str, rng: random.Random) -> str:
    """``text`` in ``shape`` ("entities" is left to the channel, which writes markup)."""
    if shape in ("plain", "entities"):
        return text
    if shape == "homoglyph":
        out = []
        for ch in text:
            swap = LOOKALIKE.get(ch)
            out.append(swap if swap and rng.random() < 0.55 else ch)
        return "".join(out)
    words = _TOKEN.split(text)  # words at even positions, the whitespace between at odd
    if shape == "zero_width":
        for i in _long_words(words, rng, 0.6):
            w = words[i]
            for _ in range(1 + (len(w) > 9)):
                cut = rng.randrange(1, len(w))
                w = w[:cut] + rng.choice(ZERO_WIDTH) + w[cut:]
            words[i] = w
        return "".join(words)
    if shape == "spaced":
        ranked = sorted(
            (i for i in range(0, len(words), 2) if _letters(words[i]) >= 5),
            key=lambda i: (-_letters(words[i]), i),
        )
        for i in ranked[: max(1, min(3, len(ranked) // 5))]:
            lead, core, tail = _CORE.match(words[i]).groups()  # type: ignore[union-attr]
            words[i] = lead + " ".join(core) + tail
        return "".join(words)
    if shape == "line_broken":
        gaps = [i for i in range(1, len(words), 2) if "\n" not in words[i]]
        for i in rng.sample(gaps, k=min(len(gaps), rng.randint(2, 4))):
            words[i] = "\n"
        return "".join(words)
    if shape == "markdown":
        marks = ("**", "_", "`", "~~", "__", "*")
        for i in _long_words(words, rng, 0.35):
            lead, core, tail = _CORE.match(words[i]).groups()  # type: ignore[union-attr]
            m = rng.choice(marks)
            words[i] = f"{lead}{m}{core}{m}{tail}"
        return rng.choice(("> ", "### ", "- ", "")) + "".join(words)
    raise ValueError(f"unknown shape {shape!r}")


def entity_letters(text: str, rng: random.Random) -> list[bool]:
    """Which characters of ``text`` the entities shape writes as numeric references: about
    half of the letters of every word of four letters or more."""
    flags = [False] * len(text)
    start = 0
    for word in text.split(" "):
        if sum(ch.isalpha() for ch in word) >= 4:
            for j, ch in enumerate(word):
                if ch.isalpha() and rng.random() < 0.5:
                    flags[start + j] = True
        start += len(word) + 1
    return flags
