"""Text shapes of the fifty-fifth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text, and each sign it adds is in cp1252, so PDFs draw it:

- ``broken_bar_join_fifth``: the space after every fifth word replaced by a broken bar
  (``tower\u00a6bell``);
- ``cedilla_mid_long``: in every word of nine or more characters, a spacing cedilla inserted
  after its first half (``barom\u00b8eters``, the half rounded down);
- ``trademark_after_fourth``: a trade mark sign after every fourth word (``word\u2122``);
- ``not_sign_before_capital``: a not sign before every word whose first character is an
  upper-case letter (``\u00acMonday``);
- ``diaeresis_before_seventh``: a spacing diaeresis before every seventh word
  (``\u00a8word``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "broken_bar_join_fifth",
    "cedilla_mid_long",
    "trademark_after_fourth",
    "not_sign_before_capital",
    "diaeresis_before_seventh",
)


def shape_of(i: int) -> str:
    """The shape of attack ``i``: plain unless ``i % 3 == 1``, then the five in turn."""
    return SHAPES[1 + (i // 3) % 5] if i % 3 == 1 else "plain"


def dress(text: str, shape: str, lang: str) -> str:
    """``text`` in ``shape``; ``lang`` is accepted for symmetry with earlier sets."""
    del lang
    words = text.split()
    if shape == "plain":
        return text
    if shape == "broken_bar_join_fifth":
        out = ""
        for n, w in enumerate(words):
            out += w
            if n < len(words) - 1:
                out += "\u00a6" if n % 5 == 4 else " "
        return out
    if shape == "cedilla_mid_long":
        parts = [
            w[: len(w) // 2] + "\u00b8" + w[len(w) // 2 :] if len(w) >= 9 else w for w in words
        ]
    elif shape == "trademark_after_fourth":
        parts = [f"{w}\u2122" if n % 4 == 3 else w for n, w in enumerate(words)]
    elif shape == "not_sign_before_capital":
        parts = [f"\u00ac{w}" if w[:1].isupper() else w for w in words]
    elif shape == "diaeresis_before_seventh":
        parts = [f"\u00a8{w}" if n % 7 == 6 else w for n, w in enumerate(words)]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(parts)
