"""Text shapes of the fifty-third set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``section_before_fourth``: a section sign before every fourth word (``\u00a7word``; cp1252
  holds it, so PDFs draw it);
- ``hyphen_triads_long``: every word of nine or more characters cut by a hyphen after each
  third character (``lig-hth-ous-e``; a trailing stop counts as a character);
- ``ellipsis_after_eighth``: a horizontal ellipsis after every eighth word (``word\u2026``;
  cp1252 holds it);
- ``middle_letter_upper_long``: the middle character of every word of seven or more
  characters in capitals (``harBour``; a stop in the middle stays as it is);
- ``bar_after_two_long``: a vertical bar after the first two characters of every word of six
  or more characters (``ro|wers``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "section_before_fourth",
    "hyphen_triads_long",
    "ellipsis_after_eighth",
    "middle_letter_upper_long",
    "bar_after_two_long",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _triads(word: str) -> str:
    if len(word) < 9:
        return word
    return "-".join(word[n : n + 3] for n in range(0, len(word), 3))


def _middle_upper(word: str) -> str:
    if len(word) < 7:
        return word
    m = len(word) // 2
    return word[:m] + word[m].upper() + word[m + 1 :]


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "section_before_fourth":
        out = [f"\u00a7{w}" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "hyphen_triads_long":
        out = [_triads(w) for w in words]
    elif shape == "ellipsis_after_eighth":
        out = [f"{w}\u2026" if n % 8 == 7 else w for n, w in enumerate(words)]
    elif shape == "middle_letter_upper_long":
        out = [_middle_upper(w) for w in words]
    elif shape == "bar_after_two_long":
        out = [f"{w[:2]}|{w[2:]}" if len(w) >= 6 else w for w in words]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
