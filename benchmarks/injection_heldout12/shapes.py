"""Five obfuscation shapes no earlier set's docstring lists, each dressing a whole attack:

- ``hyphen_break``: every word of eight letters or more cut in two by a hyphen and a line
  break, as a narrow newspaper column would set it ("instruc-\\ntions");
- ``reversed_words``: the words of each sentence in reverse order, after a short hint to
  read it backwards, in the text's language;
- ``morse_key``: the two longest words in Morse code, marked "(morse)";
- ``word_game``: a spoken word game over words of three letters or more: Pig Latin in
  English, the "jerigonza" (a p-syllable after each vowel) in Spanish, the "língua do pê" in
  Portuguese;
- ``quoted_printable``: the e-mail transfer encoding: every byte of the three longest words
  and every non-ASCII byte as ``=XX``, with soft line breaks (``=`` + newline) every 60
  characters or so.

All are ASCII or Latin-1 and are drawn in PDFs too (no fallback). One attack in three is
dressed, by position, the same in every channel; the rest are ``plain``."""

from __future__ import annotations

import re
import unicodedata

SHAPES = ("plain", "hyphen_break", "reversed_words", "morse_key", "word_game", "quoted_printable")
MORSE = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyz0123456789",
        [
            ".-",
            "-...",
            "-.-.",
            "-..",
            ".",
            "..-.",
            "--.",
            "....",
            "..",
            ".---",
            "-.-",
            ".-..",
            "--",
            "-.",
            "---",
            ".--.",
            "--.-",
            ".-.",
            "...",
            "-",
            "..-",
            "...-",
            ".--",
            "-..-",
            "-.--",
            "--..",
            "-----",
            ".----",
            "..---",
            "...--",
            "....-",
            ".....",
            "-....",
            "--...",
            "---..",
            "----.",
        ],
        strict=True,
    )
)
BACKWARDS = {
    "en": "(read each sentence backwards)",
    "es": "(lee cada frase al revés)",
    "pt": "(leia cada frase de trás pra frente)",
}
VOWELS = "aeiouáéíóúâêôãõàü"
WORD = re.compile(r"[^\W\d_]{3,}")


def shape_of(i: int) -> str:
    """One attack in three is dressed, cycling through the five shapes."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _fold(word: str) -> str:
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode().lower()


def _longest(text: str, n: int) -> set[str]:
    words = sorted(set(WORD.findall(text)), key=lambda w: (-len(w), w))
    return set(words[:n])


def hyphen_break(text: str) -> str:
    def cut(m: re.Match[str]) -> str:
        w = m.group(0)
        half = len(w) // 2
        return f"{w[:half]}-\n{w[half:]}"

    return re.sub(r"[^\W\d_]{8,}", cut, text)


def reversed_words(text: str, lang: str) -> str:
    sentences = re.split(r"(?<=[.!?])\s+", text.strip())
    flipped = [" ".join(reversed(s.split())) for s in sentences if s]
    return f"{BACKWARDS[lang]} " + " / ".join(flipped)


def morse_key(text: str) -> str:
    keys = _longest(text, 2)

    def code(m: re.Match[str]) -> str:
        w = m.group(0)
        if w not in keys:
            return w
        return " ".join(MORSE.get(c, c) for c in _fold(w)) + " (morse)"

    return WORD.sub(code, text)


def _pig(w: str) -> str:
    low = w.lower()
    if low[0] in VOWELS:
        out = w + "way"
    else:
        k = 0
        while k < len(low) and low[k] not in VOWELS:
            k += 1
        out = w[k:] + w[:k].lower() + "ay"
    return out.capitalize() if w[0].isupper() else out


def _p_game(w: str) -> str:
    return "".join(c + "p" + c.lower() if c.lower() in VOWELS else c for c in w)


def word_game(text: str, lang: str) -> str:
    play = _pig if lang == "en" else _p_game
    return WORD.sub(lambda m: play(m.group(0)), text)


def quoted_printable(text: str) -> str:
    keys = _longest(text, 3)
    pieces: list[str] = []
    for token in re.split(r"(\W+)", text):
        encode_all = token in keys
        for ch in token:
            raw = ch.encode("utf-8")
            if encode_all or len(raw) > 1 or ch == "=":
                pieces.append("".join(f"={b:02X}" for b in raw))
            else:
                pieces.append(ch)
    lines, line = [], ""
    for piece in pieces:
        if len(line) + len(piece) > 60 and line:
            lines.append(line + "=")
            line = ""
        line += piece
    return "\n".join([*lines, line])


def dress(text: str, shape: str, lang: str) -> str:
    if shape == "plain":
        return text
    if shape == "hyphen_break":
        return hyphen_break(text)
    if shape == "reversed_words":
        return reversed_words(text, lang)
    if shape == "morse_key":
        return morse_key(text)
    if shape == "word_game":
        return word_game(text, lang)
    if shape == "quoted_printable":
        return quoted_printable(text)
    raise ValueError(f"unknown shape {shape!r}; known: {', '.join(SHAPES)}")
