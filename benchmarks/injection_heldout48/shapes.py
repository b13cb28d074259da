"""Text shapes of the forty-eighth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``mid_dot_long``: every word of eight or more characters cut in two by a middle dot
  (``escape·ment``; cp1252 holds the dot, so PDFs draw it);
- ``reverse_every_fifth``: every fifth word written back to front (``drow``);
- ``plus_after_fourth``: a plus sign after every fourth word (``word+``);
- ``dots_inside_sixth``: the characters of every sixth word parted by full stops
  (``w.o.r.d``);
- ``first_letter_doubled_third``: the first character of every third word written twice
  (``wword``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "mid_dot_long",
    "reverse_every_fifth",
    "plus_after_fourth",
    "dots_inside_sixth",
    "first_letter_doubled_third",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def _cut(word: str) -> str:
    return f"{word[: len(word) // 2]}\u00b7{word[len(word) // 2 :]}" if len(word) >= 8 else word


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "mid_dot_long":
        out = [_cut(w) for w in words]
    elif shape == "reverse_every_fifth":
        out = [w[::-1] if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "plus_after_fourth":
        out = [f"{w}+" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "dots_inside_sixth":
        out = [".".join(w) if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "first_letter_doubled_third":
        out = [w[0] + w if n % 3 == 2 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
