"""Text shapes of the fifty-sixth set: one attack in three (``i % 3 == 1``, the same in every
channel) is dressed in one of five obfuscations; the rest stay plain. Each works on the
whitespace-separated words of the text, and each sign it adds is in cp1252, so PDFs draw it:

- ``superscript_two_after_sixth``: a superscript two after every sixth word (``word\u00b2``);
- ``half_join_fourth``: the space after every fourth word replaced by a vulgar fraction one
  half (``tower\u00bdbell``);
- ``tilde_before_vowel_word``: a small tilde before every word whose first character is an
  ASCII vowel, either case (``\u02dcapple``);
- ``low_quote_before_long``: a low double quotation mark before every word of eight or more
  characters (``\u201ebarometer``);
- ``thorn_after_third``: in every word of seven or more characters, a small thorn after its
  third character (``barþometer``)."""

from __future__ import annotations

SHAPES = (
    "plain",
    "superscript_two_after_sixth",
    "half_join_fourth",
    "tilde_before_vowel_word",
    "low_quote_before_long",
    "thorn_after_third",
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
    if shape == "half_join_fourth":
        out = ""
        for n, w in enumerate(words):
            out += w
            if n < len(words) - 1:
                out += "\u00bd" if n % 4 == 3 else " "
        return out
    if shape == "superscript_two_after_sixth":
        parts = [f"{w}\u00b2" if n % 6 == 5 else w for n, w in enumerate(words)]
    elif shape == "tilde_before_vowel_word":
        parts = [f"\u02dc{w}" if w[:1] in "aeiouAEIOU" and w[:1] else w for w in words]
    elif shape == "low_quote_before_long":
        parts = [f"\u201e{w}" if len(w) >= 8 else w for w in words]
    elif shape == "thorn_after_third":
        parts = [w[:3] + "\u00fe" + w[3:] if len(w) >= 7 else w for w in words]
    else:
        raise ValueError(f"no shape called {shape!r}; this set's shapes are {SHAPES}")
    return " ".join(parts)
