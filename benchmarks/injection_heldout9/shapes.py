"""Obfuscation shapes of this set, chosen by an attack's position in its bank: two in
every three attacks stay ``plain``; the others cycle through five shapes:

- ``small_caps``: lower-case letters of most longer words swapped for Unicode small
  capitals (ᴀ ʙ ᴄ ...), which read like the word at a glance;
- ``odd_spaces``: the spaces between words replaced by a mix of no-break, thin, narrow
  no-break, en and ideographic spaces;
- ``snake_joined``: the words of every line glued with underscores, like a slug or an
  identifier;
- ``bidi_reversed``: longer words stored backwards inside a right-to-left override
  (U+202E ... U+202C), so a browser shows them the right way round;
- ``lookalike``: Greek and Cyrillic letters that look like some Latin ones.

In PDFs (WinAnsi Helvetica can draw neither) ``small_caps``, ``odd_spaces``,
``bidi_reversed`` and ``lookalike`` fall back to ``plain`` and are labelled so."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

SHAPES = ("plain", "small_caps", "odd_spaces", "snake_joined", "bidi_reversed", "lookalike")
PDF_SAFE = frozenset({"plain", "snake_joined"})
SMALL = dict(
    zip(
        "abcdefghijklmnoprstuvwyz",
        "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ",
        strict=True,
    )
)
SPACES = ("\u00a0", "\u2009", "\u202f", "\u2002", "\u3000")
RLO, PDF_MARK = "\u202e", "\u202c"
LOOKALIKE = {
    "o": "\u03bf",
    "a": "\u0430",
    "e": "\u0435",
    "p": "\u0440",
    "c": "\u0441",
    "i": "\u0456",
}
_WORD = re.compile(r"[^\W\d_]{5,}")


def shape_of(position: int) -> str:
    if position % 3 != 2:
        return "plain"
    return SHAPES[1 + (position // 3) % (len(SHAPES) - 1)]


def for_pdf(shape: str) -> str:
    return shape if shape in PDF_SAFE else "plain"


def _small(word: str, rng: random.Random) -> str:
    if rng.random() < 0.3:
        return word
    return "".join(SMALL.get(ch, ch) for ch in word)


def _flip(word: str, rng: random.Random) -> str:
    if rng.random() < 0.45:
        return word
    return RLO + word[::-1] + PDF_MARK


def _look(word: str, rng: random.Random) -> str:
    letters = list(word)
    spots = [i for i, ch in enumerate(letters) if ch in LOOKALIKE]
    for i in rng.sample(spots, k=min(len(spots), rng.randint(1, 2))):
        letters[i] = LOOKALIKE[letters[i]]
    return "".join(letters)


def _first(text: str, change: Callable[[str], str]) -> str:
    """``text`` with its first word of 3+ letters changed (a fallback when the random
    draw left every word alone)."""
    return re.sub(r"[^\W\d_]{3,}", lambda m: change(m.group(0)), text, count=1)


def dress(shape: str, text: str, rng: random.Random) -> str:
    """``text`` in ``shape``; deterministic for a given ``rng`` state."""
    if shape == "plain":
        return text
    if shape == "small_caps":
        changed = _WORD.sub(lambda m: _small(m.group(0), rng), text)
        return (
            changed
            if changed != text
            else _first(text, lambda w: "".join(SMALL.get(c, c) for c in w))
        )
    if shape == "odd_spaces":
        return re.sub(r"(?<=\S) (?=\S)", lambda _m: rng.choice(SPACES), text)
    if shape == "snake_joined":
        return "\n".join(re.sub(r"[ \t]+", "_", line) for line in text.split("\n"))
    if shape == "bidi_reversed":
        changed = _WORD.sub(lambda m: _flip(m.group(0), rng), text)
        return changed if changed != text else _first(text, lambda w: RLO + w[::-1] + PDF_MARK)
    if shape == "lookalike":
        changed = _WORD.sub(lambda m: _look(m.group(0), rng), text)
        if changed != text:
            return changed
        at = next((i for i, ch in enumerate(text) if ch in LOOKALIKE), None)
        return text if at is None else text[:at] + LOOKALIKE[text[at]] + text[at + 1 :]
    raise ValueError(f"unknown shape {shape!r}; use one of {', '.join(SHAPES)}")
