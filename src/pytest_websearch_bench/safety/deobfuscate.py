"""Undoing obfuscation before the detector reads a channel (detector v9, v10, v12, v13).

Writer-independent, in two steps, each named in the verdict (``Finding.decoding``):

* **folding** (``fold_text``): characters a reader does not see or sees as plain Latin
  letters are made plain, so every stage reads the words: invisible format characters
  (soft hyphens, zero-width spaces and joiners, bidi controls, word joiners, the BOM)
  are removed (``invisible``); full-width and other compatibility forms (``Ｉｇｎｏｒｅ``,
  ligatures, mathematical letters) become their NFKC form (``compat``); Cyrillic and
  Greek look-alikes inside a word that also has Latin letters become the Latin letter
  (``homoglyph``; a Russian or Greek word is left alone); v10: a word made only of
  look-alikes among Latin words, with no other Cyrillic or Greek letter within
  ``SCRIPT_WINDOW`` characters, too, and letters spelt out one by one (four or more
  single letters one space, no-break space or spaced dot apart: "i g n o r e"; v13: not
  a run of one-letter words only, nor one touching a word through a hyphen) are
  joined (``spaced``). Every folded character keeps the offset of the character it came
  from, so a finding still cites the original span. Plain ASCII text without spaced
  letters is returned unchanged (nothing to fold);
* **decoding** (``decodings``): a stretch of text that reads as words only once decoded:
  ROT13, reversed text, base64, hex and (v12) leet digits ("1gn0r3 4ll pr3v10us": digits
  and ``@$`` inside words read as the letters they stand for; a word counts when it
  becomes a function word or a word of five letters or more with a digit between
  letters, and a stretch needs ``MIN_LEET`` such words, so "mp3", "covid19", "h264" or a
  product code never start one). A stretch is decoded only when the decoded form
  has at least ``MIN_KNOWN`` common function words of Spanish, English or Portuguese more
  than the raw form (``lexicon.STOPWORDS`` and a few more, words of two letters or more),
  so hashes, base64 images, tokens and minified code, which decode to no words, stay as
  they are. v66: the "p language" of Spanish and Portuguese children's games (``pgame``:
  each vowel said again after a p, "Copondipicipioponepes" for "Condiciones", "qupuepe"
  for "que"), tried only on a channel with at least ``MIN_PGAME`` such vowels, by the same
  rule, where a word with two such vowels or more counts as a word gained (content words
  are not in the function-word list, and ordinary words hardly ever hold two: "papa" and
  "mapa" hold one). The decoded text is judged as another reading of the same channel (same
  vector, same standard), cited by the encoded stretch.
"""

from __future__ import annotations

import base64
import binascii
import re
import string
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache

from .channels import Channel
from .lexicon import STOPWORDS, fold

# Invisible format characters (Unicode category Cf, tag characters excepted: those are
# decoded as smuggled text elsewhere) and the combining grapheme joiner.
_INVISIBLE = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0"
)
# Compatibility forms whose NFKC form is the plain letter: full-width and half-width
# forms, ideographic space, Latin ligatures, mathematical alphanumerics, enclosed letters.
_COMPAT = "\u3000\uff01-\uff5e\ufb00-\ufb06\u2460-\u24ff\U0001d400-\U0001d7ff\U0001f130-\U0001f189"
HOMOGLYPHS = {
    # Cyrillic
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j",
    "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ɡ": "g",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P",
    "С": "C", "Т": "T", "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S", "Ү": "Y",
    # Greek
    "ο": "o", "ν": "v", "ρ": "p", "ι": "i", "κ": "k", "υ": "u", "α": "a", "ε": "e",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M",
    "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
}  # fmt: skip
_LATIN = re.compile(r"[A-Za-z]")
_FOLDABLE = re.compile(f"[{_INVISIBLE}]+|[{_COMPAT}]")
_MIXED_WORD = re.compile(r"[^\W\d_]*[" + "".join(HOMOGLYPHS) + r"][^\W\d_]*")
SCRIPT_WINDOW = 80  # characters either side of an all-look-alike word that must be Latin
_OTHER_SCRIPT = re.compile("[\u0370-\u03ff\u0400-\u052f](?<![" + "".join(HOMOGLYPHS) + "])")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
# Letters spaced out: four or more single letters (v13; three in v10-v12), one space (or a
# no-break space, or a spaced dot) apart ("i g n o r e", "I . g . n . o . r . e"). v13: a
# run touching a word through a hyphen or an apostrophe is not one ("o CEP e o e-mail" read
# "eoe-mail"), and a run made only of words of one letter (Portuguese and Spanish prose:
# "e o a", "y a u", "à") is prose, not a word spelt out.
_SPACED = re.compile(
    r"(?<![\w.\-'\u2019])(?:[^\W\d_](?:[ \u00a0]| \. )){3,}[^\W\d_](?![\w\-'\u2019])"
)
ONE_LETTER_WORDS = frozenset("aeiouyàáâãéèêíóòôõú")


def _spelt_out(match: re.Match[str]) -> bool:
    """Whether a run of single letters spells a word out: some letter is not a word of
    one letter of Spanish, Portuguese or English (``ONE_LETTER_WORDS``)."""
    return any(c.isalpha() and c.lower() not in ONE_LETTER_WORDS for c in match.group(0))


@dataclass(frozen=True)
class Folded:
    """``text`` folded; ``offsets[i]`` is the original offset of its character ``i``
    (one more entry for the end); ``steps`` the kinds of folding applied."""

    text: str
    offsets: tuple[int, ...] | None
    steps: tuple[str, ...]


def fold_text(text: str) -> Folded:
    """``text`` with invisible characters removed, look-alikes made plain and letters
    spaced out joined (see the module docstring); ASCII text without letters spaced out
    comes back as it is."""
    if text.isascii() and not any(_spelt_out(m) for m in _SPACED.finditer(text)):
        return Folded(text, None, ())
    out: list[str] = []
    offsets: list[int] = []
    steps: set[str] = set()
    position = 0

    def copy(upto: int) -> None:
        out.append(text[position:upto])
        offsets.extend(range(position, upto))

    for match in _FOLDABLE.finditer(text):
        copy(match.start())
        chunk = match.group(0)
        if chunk[0] in _INVISIBLE_SET:
            steps.add("invisible")
        else:
            plain = unicodedata.normalize("NFKC", chunk)
            out.append(plain)
            offsets.extend([match.start()] * len(plain))
            steps.add("compat")
        position = match.end()
    copy(len(text))
    folded = "".join(out)
    homoglyphs = [m for m in _MIXED_WORD.finditer(folded) if _lookalike_word(folded, m)]
    if homoglyphs:
        chars = list(folded)
        for m in homoglyphs:
            for i in range(m.start(), m.end()):
                chars[i] = HOMOGLYPHS.get(chars[i], chars[i])
        folded = "".join(chars)
        steps.add("homoglyph")
    spaced = [m for m in _SPACED.finditer(folded) if _spelt_out(m)]
    if spaced:
        keep = [True] * len(folded)
        for m in spaced:
            for i in range(m.start(), m.end()):
                keep[i] = folded[i].isalpha()
        folded = "".join(c for c, k in zip(folded, keep, strict=True) if k)
        offsets = [o for o, k in zip(offsets, keep, strict=True) if k]
        steps.add("spaced")
    if not steps:
        return Folded(text, None, ())
    offsets.append(len(text))
    return Folded(folded, tuple(offsets), tuple(sorted(steps)))


def _lookalike_word(text: str, match: re.Match[str]) -> bool:
    """A word to make Latin: it mixes Latin letters with look-alikes (v9), or (v10) it is
    all look-alikes among Latin words, with no other Cyrillic or Greek letter within
    ``SCRIPT_WINDOW`` characters (a Russian or Greek word, or a word among them, is left
    alone)."""
    word = match.group(0)
    if _LATIN.search(word):
        return True
    if any(c not in HOMOGLYPHS for c in word):
        return False
    start, end = max(0, match.start() - SCRIPT_WINDOW), match.end() + SCRIPT_WINDOW
    around = text[start : match.start()] + " " + text[match.end() : end]
    return not _OTHER_SCRIPT.search(around) and len(_LATIN_WORD.findall(around)) >= 2


_INVISIBLE_SET = frozenset(
    chr(c)
    for part in re.findall(r".-.|.", _INVISIBLE)
    for c in (range(ord(part[0]), ord(part[-1]) + 1) if len(part) == 3 else (ord(part),))
)

# -- decoding -----------------------------------------------------------------------------

KNOWN = frozenset(w for stop in STOPWORDS.values() for w in stop if len(w) >= 2) | frozenset(
    "all any if do not no me my mi tu te you your yours este eso esto isso este these those "  # noqa: SIM905
    "what who when then than only also must should now always never every its his her him "
    "she he us them el ella ellos eles todas todos todo tudo nunca siempre sempre ahora agora "
    "debe deve usted".split()
)
MIN_KNOWN = 2  # function words the decoded form must gain over the raw one
MIN_WORDS = 3
_WORD = re.compile(r"[^\W\d_]+")
_STOP = re.compile(r"[.!?;()\[\]{}<>\"«»\n]")
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])")
_HEX = re.compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){10,}(?![0-9A-Fa-f])")


@lru_cache(maxsize=1 << 16)
def _known(word: str) -> bool:
    return fold(word) in KNOWN


_ROT13 = str.maketrans(
    string.ascii_lowercase + string.ascii_uppercase,
    string.ascii_lowercase[13:]
    + string.ascii_lowercase[:13]
    + string.ascii_uppercase[13:]
    + string.ascii_uppercase[:13],
)


# v66: a vowel said again after a p (the same vowel, its accent too: "úpú"), the "p language"
_PGAME = re.compile(r"([aeiouáéíóúàâêôãõ])p\1", re.IGNORECASE)
MIN_PGAME = 3  # such vowels a channel needs before the p language is tried
MAX_PGAME_CHARS = 200_000  # of a channel, looked at for them (a long page costs no more)


def _pgame(text: str) -> str:
    """``text`` read back from the p language: every vowel-p-same-vowel made one vowel."""
    return _PGAME.sub(r"\1", text)


def _decode(word: str, transform: str) -> str:
    return (
        _rot13(word)
        if transform == "rot13"
        else _pgame(word)
        if transform == "pgame"
        else word[::-1]
    )


def _rot13(text: str) -> str:
    """ROT13 (``codecs``' rot13: ASCII letters only), by table: every word of a page is
    tried."""
    return text.translate(_ROT13)


def _best_stretch(text: str, transform: str) -> tuple[int, int] | None:
    """The stretch of words (offsets in ``text``) whose transformed words are known
    function words far more often than the raw ones: the best-scoring run of words
    (a word that becomes known +1, one that stops being known -1, any other -0.25),
    widened over neighbouring unknown words up to punctuation that ends a clause."""
    words = list(_WORD.finditer(text))
    if len(words) < MIN_WORDS:
        return None
    gains = []
    for m in words:
        word = m.group(0)
        decoded = _decode(word, transform)
        raw_known, new_known = _known(word), _known(decoded)
        gains.append(
            1.0
            if (new_known and not raw_known)
            or (transform == "pgame" and len(_PGAME.findall(word)) >= 2)
            else -1.0
            if raw_known and not new_known
            else -0.25
        )
    best, best_range, run, run_start = 0.0, None, 0.0, 0
    for i, gain in enumerate(gains):
        if run <= 0:
            run, run_start = 0.0, i
        run += gain
        if run > best:
            best, best_range = run, (run_start, i)
    if best_range is None:
        return None
    first, last = best_range
    gained = sum(1 for g in gains[first : last + 1] if g == 1.0)
    if gained < MIN_KNOWN or gained < 0.25 * (last - first + 1):
        return None
    while (
        first > 0
        and gains[first - 1] != -1.0
        and not _STOP.search(text[words[first - 1].end() : words[first].start()])
    ):
        first -= 1
    while (
        last + 1 < len(words)
        and gains[last + 1] != -1.0
        and not _STOP.search(text[words[last].end() : words[last + 1].start()])
    ):
        last += 1
    if last - first + 1 < MIN_WORDS:
        return None
    return words[first].start(), words[last].end()


# v12: leet digits and signs read as letters ("1gn0r3" -> "ignore"); 1 is tried as i and l.
_LEET = str.maketrans("0134578@$", "oieastbas")
_LEET_L = str.maketrans("0134578@$", "oleastbas")
_LEET_TOKEN = re.compile(r"(?:[^\W_]|[@$])+")
_LEET_INNER = re.compile(r"[^\W\d_][0134578@$]+[^\W\d_]")
MIN_LEET = 2  # words read through leet a stretch needs
MAX_LEET_TOKENS = 4000  # a channel's tokens looked at (a long page costs no more)


def _leet_word(token: str) -> tuple[str, bool] | None:
    """The word ``token`` stands for in leet and whether it counts toward ``MIN_LEET`` (a
    function word, or five letters or more with a digit between letters); None when it is
    not leet (a shorter word with a digit between letters is read, not counted)."""
    letters = "".join(c for c in token if c.isalpha())
    if (
        token.isalpha()
        or not letters
        or not (letters.islower() or letters.isupper() or letters.istitle())
    ):
        return None  # a word, a number, or mixed case (a token, a hash, base64)
    inner = _LEET_INNER.search(token) is not None
    for table in (_LEET, _LEET_L):
        word = token.translate(table)
        if not word.isalpha():
            return None
        if _known(word) or (len(word) >= 5 and inner):
            return word, True
    word = token.translate(_LEET)
    return (word, False) if inner and len(word) >= 3 else None


def _leet_stretch(text: str) -> Decoding | None:
    """The best run of words with at least ``MIN_LEET`` leet words (see the module
    docstring), decoded word by word."""
    if not any(c in text for c in "0134578@$"):
        return None
    tokens = []
    for number, m in enumerate(_LEET_TOKEN.finditer(text)):
        if number >= MAX_LEET_TOKENS:
            break
        tokens.append((m, _leet_word(m.group(0))))
    best, best_range, run, run_start = 0.0, None, 0.0, 0
    for i, (_, leet) in enumerate(tokens):
        if run <= 0:
            run, run_start = 0.0, i
        run += -0.25 if leet is None else 1.0 if leet[1] else 0.5
        if run > best:
            best, best_range = run, (run_start, i)
    if best_range is None:
        return None
    first, last = best_range
    if sum(1 for _, leet in tokens[first : last + 1] if leet and leet[1]) < MIN_LEET:
        return None
    start, end = tokens[first][0].start(), tokens[last][0].end()
    parts, at = [], start
    for m, leet in tokens[first : last + 1]:
        parts.append(text[at : m.start()])
        parts.append(m.group(0) if leet is None else _cased(leet[0], m.group(0)))
        at = m.end()
    return Decoding(start, end, "".join(parts), "leet")


def _cased(word: str, token: str) -> str:
    return word.upper() if token.isupper() or not any(c.islower() for c in token) else word


def _reads_as_words(decoded: str) -> bool:
    words = _WORD.findall(decoded)
    known = sum(1 for w in words if _known(w))
    return len(words) >= MIN_WORDS and known >= MIN_KNOWN and known >= 0.2 * len(words)


def _printable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if any(unicodedata.category(c).startswith("C") and c not in "\n\t\r" for c in text):
        return None
    return text


@dataclass(frozen=True)
class Decoding:
    """``text[start:end]`` decoded by ``method`` reads as ``decoded``."""

    start: int
    end: int
    decoded: str
    method: str  # rot13 | reversed | pgame | base64 | hex | leet


def decodings(text: str) -> list[Decoding]:
    """The stretches of ``text`` that decode to words (see the module docstring)."""
    out: list[Decoding] = []
    methods = ["rot13", "reversed"]
    if len(_PGAME.findall(text, 0, MAX_PGAME_CHARS)) >= MIN_PGAME:
        methods.append("pgame")
    for method in methods:
        stretch = _best_stretch(text, method)
        if stretch is not None:
            raw = text[stretch[0] : stretch[1]]
            out.append(Decoding(stretch[0], stretch[1], _decode(raw, method), method))
    leet = _leet_stretch(text)
    if leet is not None:
        out.append(leet)
    for pattern, method in ((_BASE64, "base64"), (_HEX, "hex")):
        for match in pattern.finditer(text):
            token = match.group(0)
            try:
                data = (
                    base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
                    if method == "base64"
                    else bytes.fromhex(token)
                )
            except (binascii.Error, ValueError):
                continue
            plain = _printable(data)
            if plain is not None and _reads_as_words(plain):
                out.append(Decoding(match.start(), match.end(), plain, method))
    return out


def _through(offsets: tuple[int, ...] | None, local: list[int]) -> tuple[int, ...]:
    return tuple(local) if offsets is None else tuple(offsets[i] for i in local)


def deobfuscated(channel: Channel) -> list[Channel]:
    """The channel as the detector reads it: folded (``fold_text``, offsets kept), then
    one more reading of the same channel for each stretch that decodes to words, its
    locator and ``decoding`` naming the method, cited by the encoded stretch."""
    folded = fold_text(channel.text)
    if folded.steps:
        channel = replace(channel, text=folded.text, offsets=folded.offsets, decoding=folded.steps)
    out = [channel]
    text = channel.text
    for found in decodings(text):
        size, decoded = found.end - found.start, found.decoded
        local = (
            list(range(found.start))
            + [found.start + (k * size) // max(1, len(decoded)) for k in range(len(decoded))]
            + list(range(found.end, len(text) + 1))
        )
        out.append(
            replace(
                channel,
                locator=f"{channel.locator} [decoded: {found.method}]",
                text=text[: found.start] + decoded + text[found.end :],
                offsets=_through(channel.offsets, local),
                decoding=(*channel.decoding, found.method),
            )
        )
    return out


__all__ = ["HOMOGLYPHS", "Decoding", "Folded", "decodings", "deobfuscated", "fold_text"]
