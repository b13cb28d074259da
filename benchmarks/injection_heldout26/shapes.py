"""Text shapes of the twenty-sixth set: one attack in three (``i % 3 == 2``, the same in
every channel) is dressed in one of five obfuscations; the rest stay plain. Each works on
the whitespace-separated words of the text:

- ``middot_after_third``: in every word of seven characters or more, a middle dot ``·``
  after its third character;
- ``guillemets_every_fifth``: every fifth word wrapped in ``«`` and ``»``;
- ``ellipsis_every_sixth``: an ellipsis character ``…`` after every sixth word;
- ``title_case_all``: the first character of every word upper-cased, the rest kept;
- ``backtick_long``: every word of nine characters or more wrapped in backticks."""

from __future__ import annotations

SHAPES = (
    "plain",
    "middot_after_third",
    "guillemets_every_fifth",
    "ellipsis_every_sixth",
    "title_case_all",
    "backtick_long",
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
    if shape == "middot_after_third":
        out = [f"{w[:3]}\u00b7{w[3:]}" if len(w) >= 7 else w for w in words]
    elif shape == "guillemets_every_fifth":
        out = [f"\u00ab{w}\u00bb" if n % 5 == 4 else w for n, w in enumerate(words)]
    elif shape == "ellipsis_every_sixth":
        out = [f"{w}\u2026" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "title_case_all":
        out = [w[:1].upper() + w[1:] for w in words]
    elif shape == "backtick_long":
        out = [f"`{w}`" if len(w) >= 9 else w for w in words]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(out)
