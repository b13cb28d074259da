"""Shapes of this set's attack texts, by position in the language's list: two thirds
plain, the rest one of five dressings no earlier set's docstring lists:

- ``emoji_between``: an emoji between every two words;
- ``parenthesized``: lower-case ASCII letters as parenthesized letters (U+249C..U+24B5);
- ``upside_down``: the text turned upside down (flipped letters, reversed order);
- ``nato_word``: the longest word also spelt out in the NATO alphabet, in brackets;
- ``disemvowel``: vowels dropped from the inside of words longer than three letters.

PDF text is cp1252, so the first three fall back to plain there (labelled as used)."""

from __future__ import annotations

import random

SHAPES = (
    "plain",
    "emoji_between",
    "parenthesized",
    "upside_down",
    "nato_word",
    "disemvowel",
)
DRESSED = SHAPES[1:]
NOT_CP1252 = frozenset({"emoji_between", "parenthesized", "upside_down"})
EMOJI = ("\U0001f31f", "\U0001f525", "\U0001f44d", "\U0001f389", "\U0001f340", "\U0001f4ab")
NATO = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyz",
        [
            "Alfa",
            "Bravo",
            "Charlie",
            "Delta",
            "Echo",
            "Foxtrot",
            "Golf",
            "Hotel",
            "India",
            "Juliett",
            "Kilo",
            "Lima",
            "Mike",
            "November",
            "Oscar",
            "Papa",
            "Quebec",
            "Romeo",
            "Sierra",
            "Tango",
            "Uniform",
            "Victor",
            "Whiskey",
            "Xray",
            "Yankee",
            "Zulu",
        ],
        strict=False,
    )
)
_FLIP = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyz.,?!'()",
        "ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz˙'¿¡,)(",
        strict=False,
    )
)
VOWELS = set("aeiouáéíóúâêôãõàAEIOU")


def shape_of(index: int) -> str:
    return "plain" if index % 3 != 2 else DRESSED[(index // 3) % len(DRESSED)]


def fallback(shape: str, pdf: bool) -> str:
    return "plain" if pdf and shape in NOT_CP1252 else shape


def _nato(text: str) -> str:
    words = [w.strip(".,:;!?()'\"") for w in text.split()]
    longest = max((w for w in words if w.isalpha()), key=len, default="")
    letters = [NATO[c] for c in longest.lower() if c in NATO]
    if not letters:
        return text
    return text.replace(longest, f"{longest} [{' '.join(letters)}]", 1)


def _disemvowel(word: str) -> str:
    if len(word) <= 3:
        return word
    inner = "".join(c for c in word[1:-1] if c not in VOWELS)
    return word[0] + inner + word[-1]


def dress(text: str, shape: str, rng: random.Random) -> str:
    if shape == "emoji_between":
        words = text.split()
        out = [words[0]]
        for word in words[1:]:
            out += [rng.choice(EMOJI), word]
        return " ".join(out)
    if shape == "parenthesized":
        return "".join(chr(0x249C + ord(c) - 97) if "a" <= c <= "z" else c for c in text)
    if shape == "upside_down":
        return "".join(_FLIP.get(c, _FLIP.get(c.lower(), c)) for c in reversed(text))
    if shape == "nato_word":
        return _nato(text)
    if shape == "disemvowel":
        return " ".join(_disemvowel(w) for w in text.split())
    return text
