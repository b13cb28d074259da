"""Obfuscations applied to about a fifth of the attacks: zero-width characters, look-alike
letters, spaced letters, accents stripped or doubled, leetspeak, HTML entities. Each keeps
the text readable to a person (or a model) and changes its bytes."""

from __future__ import annotations

import random
import re
import unicodedata

METHODS = (
    "zero_width",
    "homoglyph",
    "spaced",
    "strip_accents",
    "double_accents",
    "leet",
    "entities",
)
_ZW = ("\u200b", "\u200c", "\u200d", "\u2060")
_LOOK = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у"}
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
_ACCENT = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}
_WORD = re.compile(r"[^\W\d_]{5,}")
_ONE_AFTER = re.compile(r"\s+[^\W\d_]\b")
_ONE_BEFORE = re.compile(r"\b[^\W\d_]\s+$")


def _long_words(text: str, rng: random.Random, share: float) -> list[re.Match[str]]:
    words = list(_WORD.finditer(text))
    if not words:
        return []
    k = max(1, round(len(words) * share))
    return sorted(rng.sample(words, k=min(k, len(words))), key=lambda m: m.start())


def _apart(text: str, match: re.Match[str]) -> bool:
    """No one-letter word next to ``match`` (spaced letters would swallow it)."""
    return not (_ONE_AFTER.match(text, match.end()) or _ONE_BEFORE.search(text[: match.start()]))


def _per_word(
    text: str, rng: random.Random, share: float, change: object, *, apart: bool = False
) -> str:
    out, last = [], 0
    for match in _long_words(text, rng, share):
        if apart and not _apart(text, match):
            continue
        out.append(text[last : match.start()])
        out.append(change(match.group(0)))  # type: ignore[operator]
        last = match.end()
    out.append(text[last:])
    return "".join(out)


def obfuscate(text: str, method: str, rng: random.Random) -> str:
    if method == "zero_width":
        return _per_word(
            text,
            rng,
            0.6,
            lambda w: w[:2] + rng.choice(_ZW) + w[2:-1] + rng.choice(_ZW) + w[-1],
        )
    if method == "homoglyph":
        return _per_word(text, rng, 0.5, lambda w: "".join(_LOOK.get(ch, ch) for ch in w))
    if method == "spaced":
        return _per_word(text, rng, 0.25, lambda w: " ".join(w), apart=True)
    if method == "strip_accents":
        folded = unicodedata.normalize("NFKD", text)
        return "".join(ch for ch in folded if not unicodedata.combining(ch))
    if method == "double_accents":
        return _per_word(text, rng, 0.6, lambda w: "".join(_ACCENT.get(ch, ch) for ch in w))
    if method == "leet":
        return _per_word(text, rng, 0.5, lambda w: "".join(_LEET.get(ch, ch) for ch in w))
    raise ValueError(f"unknown obfuscation: {method}")


def entities(text: str, rng: random.Random) -> str:
    """``text`` as HTML with about half its letters written as numeric entities."""
    out = []
    for ch in text:
        if ch in "<>&\"'":
            out.append(f"&#{ord(ch)};")
        elif ch.isalpha() and rng.random() < 0.5:
            out.append(f"&#{ord(ch)};" if rng.random() < 0.5 else f"&#x{ord(ch):x};")
        elif ch == "\n":
            out.append("&#10;")
        else:
            out.append(ch)
    return "".join(out)
