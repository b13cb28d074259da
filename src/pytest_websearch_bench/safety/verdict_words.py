"""The words an injection verdict is explained in (``explanation``), defined once.

A finding's machine names (its vector, the rules' and the structural signals, the model's
features, the de-obfuscation steps, the sentence-model member) are what tools read; a
person reads the short fixed vocabulary below instead. Each phrase lists the machine names
it stands for, so a tool can go from one to the other (``EVIDENCE``), and a name this
vocabulary does not know yet is shown as it is rather than dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

# Where the text was: the channel (``Channel.vector``) in words. "Hidden" means a person
# looking at the page does not see it while a machine reading the page does.
CHANNELS: Mapping[str, str] = {
    "visible_text": "visible text",
    "pdf_text": "visible PDF text",
    "svg_text": "drawn SVG text",
    "html_comment": "hidden text in an HTML comment",
    "css_hidden": "text hidden by CSS",
    "attribute": "hidden text in an attribute (alt, title, aria-label, data-*)",
    "meta": "hidden text in a meta tag",
    "structured_data": "hidden text in structured data (JSON-LD)",
    "invisible_chars": "hidden text in invisible characters (Unicode tags)",
    "pdf_hidden_text": "hidden PDF text",
}

# What kind of evidence a sentence carries: each phrase and the signal names (rules'
# ``signals``, ``BONUS_WEIGHTS`` and ``structure.STRUCTURAL_SIGNALS``) it stands for.
EVIDENCE: Mapping[str, tuple[str, ...]] = {
    "asks to ignore instructions": ("override", "ask_ignore"),
    "addresses an AI reader": (
        "addressee",
        "addressed",
        "vocative",
        "named_vocative",
        "called",
        "note_to",
        "headed",
        "appositive",
        "inner_call",
        "conditional_reader",
        "reader_role",
        "asked_ai",
    ),
    "speaks as the system": ("template", "system_voice"),
    "talks about the AI's instructions or answer": ("meta",),
    "tells the AI what to answer": ("output", "answer_order", "steer"),
    "asks to rank or vouch for something": ("ask_rank", "ask_verified", "authority"),
    "asks to hide or leak something": ("ask_hide", "ask_reveal", "ask_exfiltrate"),
    "asks to run code or a tool": ("payload", "tool_call"),
    "gives an order": ("imperative", "task", "polite"),
    "speaks to its reader": ("second_person",),
    "an order in a data field": ("data_order", "config_key"),
    "hidden text": ("smuggled", "hidden_origin"),
}
_PHRASE_OF = {name: phrase for phrase, names in EVIDENCE.items() for name in names}

# How a channel was read before it was judged (``Finding.decoding``).
DECODINGS: Mapping[str, str] = {
    "invisible": "removing invisible characters",
    "compat": "folding compatibility forms",
    "homoglyph": "folding look-alike letters",
    "rot13": "decoding ROT13",
    "reversed": "reading it backwards",
    "base64": "decoding base64",
    "hex": "decoding hex",
    "leet": "reading digits as letters",
    "pgame": "decoding the p language",
}

# Who decided (``Finding.decided_by``): "the rules" weigh the signals above; "the sentence
# model" is the union of the shipped sentence models (which member: ``Finding.member``).
RULES = "the rules"
MODEL = "the sentence model"
WORDING = "its wording"  # the model's word, word-pair and letter features
_SPAN = re.compile(r"^(?:offset:\d+-\d+|page:\d+:\d+-\d+)$")
_BRACKETS = re.compile(r"\s+\[([^\]]*)\]")  # " [display_none]", not "comment[0]"
QUOTED = 80  # characters of the flagged text quoted in the line


def one_line(text: str) -> str:
    """``text`` on one line, its runs of whitespace (line breaks included) one space."""
    return " ".join(text.split())


def quote(text: str) -> str:
    """``text`` on one line, quoted, cut to ``QUOTED`` characters."""
    line = one_line(text)
    return f'"{line[:QUOTED]}{"..." if len(line) > QUOTED else ""}"'


def channel_words(vector: str) -> str:
    return CHANNELS.get(vector, vector)


def place(locator: str, span: str | None) -> str:
    """Where, with the span cited once: a visible line's locator is a span itself, so the
    sentence's span alone is shown; a hidden element's locator (without its bracketed
    notes: ``hiding``) and, when it has one, its span."""
    bare = _BRACKETS.sub("", locator).strip()
    if span and (not bare or _SPAN.match(bare)):
        return span
    if span and span != bare:
        return f"{bare} ({span})"
    return bare or "an unnamed place"


def hiding(locator: str) -> list[str]:
    """The locator's bracketed notes in words ("display none", "white text"), less the
    decoding (said apart)."""
    notes = [m.group(1).strip() for m in _BRACKETS.finditer(locator)]
    return [n.replace("_", " ") for n in notes if n and not n.startswith("decoded")]


def signal_phrases(names: Iterable[str]) -> list[str]:
    """The phrases for ``names``, in the vocabulary's order, each once; an unknown name as
    it is."""
    found = dict.fromkeys(_PHRASE_OF.get(name, name) for name in names)
    order = list(EVIDENCE)
    return sorted(found, key=lambda p: order.index(p) if p in EVIDENCE else len(order))


def evidence_of(names: Iterable[str]) -> dict[str, list[str]]:
    """Each phrase with the machine names among ``names`` it stands for."""
    out: dict[str, list[str]] = {}
    for name in names:
        out.setdefault(_PHRASE_OF.get(name, name), []).append(name)
    return out


def feature_phrase(feature: str) -> str | None:
    """What kind of evidence a model feature is (``features``): a signal's phrase, "hidden
    text" for the channel kind, "its wording" for words, pairs and letters; None for the
    bias and the sentence's length."""
    kind, _, rest = feature.partition(":")
    if kind == "s":
        name = rest.partition("&")[0]
        return _PHRASE_OF.get(name, name) if name else None
    if kind == "kind":
        return "hidden text" if rest == "hidden" else None
    if kind in ("w", "b", "c", "first"):
        return WORDING
    if feature.startswith("question"):
        return "asks a question"
    if kind == "nsig":
        return "several signals together"
    return None


def model_phrases(contributions: Sequence[tuple[str, float]], most: int = 3) -> list[str]:
    """The kinds of evidence among the model's features that weighed for the flag, the
    heaviest first, each once (at most ``most``)."""
    out: dict[str, None] = {}
    for name, weight in contributions:
        if not weight > 0:
            continue
        phrase = feature_phrase(str(name))
        if phrase is not None:
            out.setdefault(phrase)
        if len(out) == most:
            break
    return list(out)


def decoding_words(steps: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(DECODINGS.get(step, step) for step in steps))


def count(value: object) -> int:
    """A report's count, read leniently (a hand-made or damaged report says 0)."""
    if not isinstance(value, (int, float, str)):
        return 0
    try:
        return int(value)
    except (ValueError, OverflowError):
        return 0


def decimal(value: object) -> str:
    """A probability as two decimals (as given when it is not a number)."""
    try:
        return f"{float(value):.2f}" if isinstance(value, (int, float, str)) else str(value)
    except ValueError:
        return str(value)


def share(value: object) -> str:
    try:
        return f"{float(value):.0%}" if isinstance(value, (int, float, str)) else "?"
    except ValueError:
        return "?"


def plural(number: int, noun: str, nouns: str | None = None) -> str:
    return f"{number} {noun if number == 1 else nouns or noun + 's'}"
