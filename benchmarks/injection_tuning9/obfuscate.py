"""Dressing an attack text so it reads the same to a person but not to a naive matcher.

Each function is deterministic for a given ``random.Random``. ``PDF_SAFE`` are the
dressings a PDF's WinAnsi font can draw; the others fall back to plain text in PDFs.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

_WORD = re.compile(r"[A-Za-zÀ-ÿ]{5,}")
_ZW = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff")
_CYRILLIC = {"a": "а", "e": "е", "o": "о", "c": "с", "p": "р", "i": "і", "x": "х", "y": "у"}
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def _words(text: str, rng: random.Random, share: float) -> list[re.Match[str]]:
    found = list(_WORD.finditer(text))
    if not found:
        return []
    k = max(1, round(len(found) * share))
    picked = rng.sample(found, k=min(k, len(found)))
    return sorted(picked, key=lambda m: m.start())


def _rewrite(text: str, matches: list[re.Match[str]], change: Callable[[str], str]) -> str:
    out, at = [], 0
    for m in matches:
        out.append(text[at : m.start()])
        out.append(change(m.group(0)))
        at = m.end()
    out.append(text[at:])
    return "".join(out)


def zero_width(text: str, rng: random.Random) -> str:
    def change(word: str) -> str:
        cut = rng.randrange(1, len(word))
        return word[:cut] + rng.choice(_ZW) + word[cut:]

    return _rewrite(text, _words(text, rng, 0.5), change)


def lookalike(text: str, rng: random.Random) -> str:
    def change(word: str) -> str:
        return "".join(_CYRILLIC.get(c, c) if rng.random() < 0.6 else c for c in word)

    return _rewrite(text, _words(text, rng, 0.4), change)


def spaced(text: str, rng: random.Random) -> str:
    """Letters one space (or no-break space) apart: "f o r g e t"."""
    sep = rng.choice([" ", " ", "\u00a0"])
    return _rewrite(text, _words(text, rng, 0.2), lambda w: sep.join(w))


def joined(text: str, rng: random.Random) -> str:
    """Letters joined by hyphens, dots or underscores: "f-o-r-g-e-t", "f.o.r.g.e.t"."""
    sep = rng.choice(["-", ".", "_"])
    return _rewrite(text, _words(text, rng, 0.2), lambda w: sep.join(w))


def leet(text: str, rng: random.Random) -> str:
    def change(word: str) -> str:
        return "".join(_LEET.get(c.lower(), c) if rng.random() < 0.7 else c for c in word)

    return _rewrite(text, _words(text, rng, 0.4), change)


def markdown(text: str, rng: random.Random) -> str:
    marks = ("**{}**", "_{}_", "`{}`", "~~{}~~ {}", "[{}](#)", "*{}*")

    def change(word: str) -> str:
        mark = rng.choice(marks)
        return mark.format(word, word) if mark.count("{}") == 2 else mark.format(word)

    return _rewrite(text, _words(text, rng, 0.35), change)


def entities(text: str, rng: random.Random) -> str:
    def change(word: str) -> str:
        return "".join(f"&#{ord(c)};" if rng.random() < 0.4 else c for c in word)

    return _rewrite(text, _words(text, rng, 0.35), change)


DRESSINGS: dict[str, Callable[[str, random.Random], str]] = {
    "zero_width": zero_width,
    "lookalike": lookalike,
    "spaced": spaced,
    "joined": joined,
    "leet": leet,
    "markdown": markdown,
    "entities": entities,
}
PDF_SAFE = frozenset({"spaced", "joined", "leet", "markdown", "entities"})


def dress(kind: str, text: str, rng: random.Random) -> str:
    if kind == "plain":
        return text
    return DRESSINGS[kind](text, rng)
