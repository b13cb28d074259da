"""Text shapes of the twenty-eighth set: one attack in three (``i % 3 == 2``, the same in
every channel) is dressed in one of five obfuscations; the rest stay plain. Each works on
the whitespace-separated words of the text:

- ``hash_every_fifth``: every fifth word written as a hashtag (``#`` before it);
- ``tilde_wrapped_sixth``: every sixth word wrapped in tildes (``~word~``);
- ``dots_between_letters_ninth``: the letters of every ninth word joined by dots;
- ``lower_every_word``: the whole text in lower case;
- ``doubled_every_seventh``: every seventh word written twice."""

from __future__ import annotations

SHAPES = (
    "plain",
    "hash_every_fifth",
    "tilde_wrapped_sixth",
    "dots_between_letters_ninth",
    "lower_every_word",
    "doubled_every_seventh",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 2``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 2 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "hash_every_fifth":
        out = [f"#{w}" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "tilde_wrapped_sixth":
        out = [f"~{w}~" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "dots_between_letters_ninth":
        out = [".".join(w) if n % 9 == 8 else w for n, w in enumerate(words)]
    elif shape == "lower_every_word":
        out = [w.lower() for w in words]
    elif shape == "doubled_every_seventh":
        out = [f"{w} {w}" if n % 7 == 6 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
