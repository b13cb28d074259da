"""How an attack text is dressed. Two thirds of the attacks are plain (by position in the
bank); the rest cycle through eight shapes: invisible characters (word joiner, zero-width
space, soft hyphen) inside longer words, Cyrillic/Greek look-alike letters, numeric
character references for some letters (applied by ``channels``), longer words spelt out
with spaces, a line break inside a sentence, markdown noise, and two of this set's own:
fullwidth Latin letters in a few words and combining accents stacked on letters. PDFs
(cp1252) cannot carry the invisible, look-alike, fullwidth or combining characters and no
character references: those fall back to plain there and are labelled plain."""

from __future__ import annotations

import random
from collections.abc import Callable

SHAPES = (
    "plain",
    "invisible",
    "lookalike",
    "entities",
    "spaced",
    "line_break",
    "markdown",
    "fullwidth",
    "combining",
)
INVISIBLE = ("\u2060", "\u200b", "\u00ad")
LOOKALIKE = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "i": "\u0456",
    "x": "\u0445",
    "y": "\u0443",
    "s": "\u0455",
    "v": "\u03bd",
}
COMBINING = ("\u0301", "\u0308", "\u0323", "\u0331")
PDF_UNSAFE = frozenset({"invisible", "lookalike", "entities", "fullwidth", "combining"})


def shape_of(position: int) -> str:
    """Plain unless position % 3 == 1; those cycle through the other eight shapes."""
    if position % 3 != 1:
        return "plain"
    return SHAPES[1 + (position // 3) % (len(SHAPES) - 1)]


def for_pdf(shape: str) -> str:
    return "plain" if shape in PDF_UNSAFE else shape


def _long(word: str) -> bool:
    return sum(ch.isalpha() for ch in word) >= 5


def _each_long_word(
    text: str, rng: random.Random, share: float, change: Callable[[str], str]
) -> str:
    lines = []
    for line in text.split("\n"):
        words = line.split(" ")
        longs = [i for i, w in enumerate(words) if _long(w)]
        if longs:
            chosen = set(rng.sample(longs, k=max(1, round(len(longs) * share))))
            words = [change(w) if i in chosen else w for i, w in enumerate(words)]
        lines.append(" ".join(words))
    return "\n".join(lines)


def dress(shape: str, text: str, rng: random.Random) -> str:
    if shape in ("plain", "entities"):  # entities: written by channels
        return text
    if shape == "invisible":
        mark = rng.choice(INVISIBLE)

        def hide(w: str) -> str:
            cut = rng.randrange(1, len(w) - 1)
            return w[:cut] + mark + w[cut:]

        return _each_long_word(text, rng, 0.6, hide)
    if shape == "lookalike":

        def swap(w: str) -> str:
            return "".join(LOOKALIKE.get(ch, ch) if rng.random() < 0.7 else ch for ch in w)

        dressed = _each_long_word(text, rng, 0.5, swap)
        if dressed == text:
            dressed = "".join(LOOKALIKE.get(ch, ch) for ch in text)
        return dressed
    if shape == "spaced":
        return _each_long_word(text, rng, 0.35, lambda w: " ".join(w))
    if shape == "line_break":
        words = text.split(" ")
        if len(words) < 3:
            return text.replace(" ", "\n", 1) if " " in text else text
        at = rng.randrange(1, len(words) - 1)
        return " ".join(words[:at]) + "\n" + " ".join(words[at:])
    if shape == "markdown":
        marks = ("**", "__", "~~", "`", "*")
        return _each_long_word(text, rng, 0.4, lambda w: (m := rng.choice(marks)) + w + m)
    if shape == "fullwidth":

        def wide(w: str) -> str:
            return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in w)

        return _each_long_word(text, rng, 0.3, wide)
    if shape == "combining":

        def stack(w: str) -> str:
            return "".join(
                ch + rng.choice(COMBINING) if ch.isalpha() and rng.random() < 0.5 else ch
                for ch in w
            )

        return _each_long_word(text, rng, 0.5, stack)
    raise ValueError(f"unknown shape {shape!r}")


def entity_letters(text: str, rng: random.Random) -> list[bool]:
    """Which characters the entities shape writes as references: about 40 % of the letters
    of words of five letters or more (and at least five letters in all)."""
    flags = [False] * len(text)
    start = 0
    for word in text.replace("\n", " ").replace("\t", " ").split(" "):
        if _long(word):
            for k, ch in enumerate(word):
                if ch.isalpha() and rng.random() < 0.4:
                    flags[start + k] = True
        start += len(word) + 1
    letters = [i for i, ch in enumerate(text) if ch.isalpha()]
    for i in letters[: max(0, 5 - sum(flags))]:
        flags[i] = True
    return flags
