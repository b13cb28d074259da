"""Obfuscations applied to an attack text (shape axis): Unicode tag characters, zero-width
characters inside words, Cyrillic homoglyphs, letter spacing. Deterministic."""

from __future__ import annotations

import unicodedata

OBFUSCATIONS = ("unicode_tags", "zero_width", "homoglyph", "spacing")
# Shapes that survive only in HTML (the PDF font draws no such characters).
HTML_ONLY = ("unicode_tags", "zero_width", "homoglyph")

_HOMOGLYPHS = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "c": "\u0441",
    "p": "\u0440",
    "x": "\u0445",
    "i": "\u0456",
    "y": "\u0443",
}
_ZW = ("\u200b", "\u200c", "\u2060", "\u200d")


def _ascii(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if ord(c) < 128)


def unicode_tags(text: str) -> str:
    """Every character as its invisible Unicode tag twin (U+E0000 + ASCII code)."""
    return "".join(chr(0xE0000 + ord(c)) for c in _ascii(text) if 0x20 <= ord(c) < 0x7F)


def zero_width(text: str) -> str:
    out: list[str] = []
    for k, word in enumerate(text.split(" ")):
        if len(word) > 3:
            at = 1 + (k % (len(word) - 2))
            word = word[:at] + _ZW[k % len(_ZW)] + word[at:]
        out.append(word)
    return " ".join(out)


def homoglyph(text: str) -> str:
    """The first swappable letter of every word becomes its Cyrillic look-alike."""
    out: list[str] = []
    for word in text.split(" "):
        for i, c in enumerate(word):
            if c in _HOMOGLYPHS:
                word = word[:i] + _HOMOGLYPHS[c] + word[i + 1 :]
                break
        out.append(word)
    return " ".join(out)


def spacing(text: str) -> str:
    """Letters spaced out, words three spaces apart ("i g n o r e   a l l")."""
    return "   ".join(" ".join(word) for word in text.split())


def apply(shape: str, text: str) -> str:
    if shape == "unicode_tags":
        return unicode_tags(text)
    if shape == "zero_width":
        return zero_width(text)
    if shape == "homoglyph":
        return homoglyph(text)
    if shape == "spacing":
        return spacing(text)
    return text
