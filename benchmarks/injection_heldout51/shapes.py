"""Text shapes of the fifty-first set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``tail_doubled_long``: the last character (a stop or comma included) of every word of
  eight or more characters doubled (``stitchingg``; ``bucket`` stays);
- ``plus_wrapped_sixth``: every sixth word between plus signs (``+word+``);
- ``middle_dot_split_long``: every word of ten or more characters cut in two by a middle dot
  (``whist\u00b7lemaker``; cp1252 holds it, so PDFs draw it);
- ``at_before_fifth``: an at sign before every fifth word (``@word``);
- ``degree_after_seventh``: a degree sign after every seventh word (``word\u00b0``; cp1252 holds it)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "tail_doubled_long",
    "plus_wrapped_sixth",
    "middle_dot_split_long",
    "at_before_fifth",
    "degree_after_seventh",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _split(word: str) -> str:
    return f"{word[: len(word) // 2]}\u00b7{word[len(word) // 2 :]}" if len(word) >= 10 else word


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "tail_doubled_long":
        out = [w + w[-1] if len(w) >= 8 else w for w in words]
    elif shape == "plus_wrapped_sixth":
        out = [f"+{w}+" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "middle_dot_split_long":
        out = [_split(w) for w in words]
    elif shape == "at_before_fifth":
        out = [f"@{w}" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "degree_after_seventh":
        out = [f"{w}\u00b0" if n % 7 == 6 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
