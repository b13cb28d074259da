"""Text shapes of the forty-fourth set: one attack in three (``i % 3 == 2``, the same in
every channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text:

- ``five_for_s_third``: in every third word (the 3rd, 6th, ...) each ``s``/``S`` written as
  the digit five;
- ``one_for_i_fourth``: in every fourth word each ``i``/``I`` written as the digit one;
- ``backtick_after_fifth``: a backtick after every fifth word (``word```);
- ``brackets_every_seventh``: every seventh word in square brackets (``[word]``);
- ``hyphen_split_sixth``: every sixth word of two letters or more cut in its middle by a
  hyphen (``wo-rd``), never next to a hyphen it already has."""

from __future__ import annotations

SHAPES = (
    "plain",
    "five_for_s_third",
    "one_for_i_fourth",
    "backtick_after_fifth",
    "brackets_every_seventh",
    "hyphen_split_sixth",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def _split(word: str) -> str:
    half = len(word) // 2
    if len(word) < 2 or word[half - 1] == "-" or word[half] == "-":
        return word
    return f"{word[:half]}-{word[half:]}"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "five_for_s_third":
        out = [
            w.replace("s", "5").replace("S", "5") if n % 3 == 2 else w for n, w in enumerate(words)
        ]
    elif shape == "one_for_i_fourth":
        out = [
            w.replace("i", "1").replace("I", "1") if n % 4 == 3 else w for n, w in enumerate(words)
        ]
    elif shape == "backtick_after_fifth":
        out = [f"{w}`" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "brackets_every_seventh":
        out = [f"[{w}]" if n % 7 == 6 else w for n, w in enumerate(words)]
    elif shape == "hyphen_split_sixth":
        out = [_split(w) if n % 6 == 5 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
