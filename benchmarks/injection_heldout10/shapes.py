"""Obfuscation shapes of this set, picked by an attack's position in its bank: two of
every three attacks stay ``plain``, the rest take turns through five shapes that no
earlier held-out set lists:

- ``circled``: the letters of most longer words written as circled Latin letters
  (U+24D0..U+24E9), the kind of thing a "fancy text" generator produces;
- ``superscript``: the letters of most longer words written as modifier (superscript)
  letters, tiny but legible;
- ``url_encoded``: the text as it looks when pasted from a query string: spaces as
  ``%20``, punctuation and accented letters percent-encoded (UTF-8);
- ``camel_joined``: the words of every line run together in CamelCase, as in a hashtag
  or an identifier;
- ``element_split``: longer words cut in two by an element boundary
  (``<span>ign</span><span>ore</span>``); in text-only places (attributes, meta, comments,
  JSON-LD, PDFs) there is no element to split on, so it falls back to ``plain``.

In PDFs (WinAnsi Times-Roman) ``circled`` and ``superscript`` cannot be drawn either and
also fall back to ``plain``; every fallback is labelled with the shape actually used."""

from __future__ import annotations

import random
import re
import string
from urllib.parse import quote

SHAPES = ("plain", "circled", "superscript", "url_encoded", "camel_joined", "element_split")
CUT = "\ue010"  # private-use marker where ``element_split`` ends one element
TEXT_ONLY_SAFE = frozenset({"plain", "circled", "superscript", "url_encoded", "camel_joined"})
PDF_SAFE = frozenset({"plain", "url_encoded", "camel_joined"})
CIRCLED = {c: chr(0x24D0 + i) for i, c in enumerate(string.ascii_lowercase)}
CIRCLED.update({c: chr(0x24B6 + i) for i, c in enumerate(string.ascii_uppercase)})
SUPER = dict(zip("abcdefghijklmnoprstuvwxyz", "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ", strict=True))
SUPER.update(dict(zip("ABDEGHIJKLMNOPRTUW", "ᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁᵂ", strict=True)))
_WORD = re.compile(r"[^\W\d_]{5,}")


def shape_of(position: int) -> str:
    if position % 3 != 2:
        return "plain"
    return SHAPES[1 + (position // 3) % (len(SHAPES) - 1)]


def fallback(shape: str, channel: str) -> str:
    """The shape an attack actually takes in ``channel``."""
    if channel == "pdf_hidden_text":
        return shape if shape in PDF_SAFE else "plain"
    if channel in ("visible_text", "css_hidden"):
        return shape
    return shape if shape in TEXT_ONLY_SAFE else "plain"


def _letters(table: dict[str, str], text: str, rng: random.Random) -> str:
    def swap(match: re.Match[str]) -> str:
        word = match.group(0)
        if rng.random() < 0.2:
            return word
        return "".join(table.get(ch, ch) for ch in word)

    return _WORD.sub(swap, text)


def _camel(text: str) -> str:
    out = []
    for line in text.split("\n"):
        words = re.findall(r"\S+", line)
        out.append("".join(w[:1].upper() + w[1:] for w in words))
    return "\n".join(out)


def _split(text: str, rng: random.Random) -> str:
    def cut(match: re.Match[str]) -> str:
        word = match.group(0)
        at = rng.randrange(2, len(word) - 1)
        return word[:at] + CUT + word[at:]

    return _WORD.sub(cut, text)


def dress(shape: str, text: str, rng: random.Random) -> str:
    if shape == "plain":
        return text
    if shape == "circled":
        return _letters(CIRCLED, text, rng)
    if shape == "superscript":
        return _letters(SUPER, text, rng)
    if shape == "url_encoded":
        return "\n".join(quote(line, safe="") for line in text.split("\n"))
    if shape == "camel_joined":
        return _camel(text)
    if shape == "element_split":
        return _split(text, rng)
    raise ValueError(f"unknown shape {shape!r}; use one of {', '.join(SHAPES)}")
