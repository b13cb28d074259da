"""The words an injection verdict is explained in (``explanation``), defined once.

A finding's machine names (its vector, the rules' and the structural signals, the model's
features, the de-obfuscation steps, the sentence-model member) are what tools read; a
person reads the short fixed vocabulary below instead. Each phrase lists the machine names
it stands for, so a tool can go from one to the other (``EVIDENCE``), and a name this
vocabulary does not know yet is shown as it is rather than dropped.
"""

from __future__ import annotations

import math
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
# Each phrase says what its names detect, no more (walkthrough 63: ``ask_reveal`` fires on "your
# instructions" wherever it stands, "forget your instructions" too, so it is not "asks to leak";
# ``template`` is a chat-role header or a prompt template's mark, not the system's voice).
EVIDENCE: Mapping[str, tuple[str, ...]] = {
    # ``override``: ignore, disregard, forget, drop... instructions or rules; "from now on you";
    # "you are now", "act as"; ``ask_ignore``: "ignore previous", "disregard", "forget all"...
    "asks to ignore, forget or replace earlier instructions": ("override", "ask_ignore"),
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
    "speaks as the system": ("system_voice",),  # "SYSTEM:", "[admin]", "internal note"
    # "Assistant: ...", "<|im_start|>", "[INST]", "### Instruction"
    "writes a chat-role header or a prompt template's marks": ("template",),
    "talks about the AI's instructions or answer": ("meta",),
    "tells the AI what to answer": ("output", "answer_order", "steer"),
    "asks to rank or vouch for something": ("ask_rank", "ask_verified", "authority"),
    # "do not mention", "don't tell", "keep this secret", "omit the", "skip validation"
    "asks to leave something out or keep it from the user": ("ask_hide",),
    # "reveal your", "show your", "repeat your", "system prompt", "your instructions"
    "names or asks for the AI's own prompt or instructions": ("ask_reveal",),
    # "send the", "forward all", "to this url", "api key", "password", "conversation history"
    "asks to send something out, or names secrets (keys, passwords, the conversation)": (
        "ask_exfiltrate",
    ),
    "asks to run code or a tool": ("payload", "tool_call"),
    "gives an order": ("imperative", "task", "polite"),
    "speaks to its reader": ("second_person",),
    "an order in a data field": ("data_order", "config_key"),
    "hidden text": ("smuggled", "hidden_origin"),
}
_PHRASE_OF = {name: phrase for phrase, names in EVIDENCE.items() for name in names}

# The level the model's probability was held to (``Finding.cutoff_rule``, set by
# ``injection.model_level``): a kind's cutoff, the step that moved it, or every member's agreement.
# Stop 66: "aimed at an AI reader" is a condition of its own (``injection.ADDRESSING``: it
# addresses one, talks about what only an AI has or asks what only an AI does), not the phrase
# "addresses an AI reader" (whose names are a few of those): the line shows the evidence that met
# it (``cutoff_words``' ``shown``). Every wording is listed in the README (a test checks it).
# Stop 67: no wording for ``structural`` ("metadata on a large page") or ``structural_low``
# ("metadata on a small page or ..."): ``injection.model_cutoff`` passes through them but never
# ends on them, as ``structural_at_most`` (``STRUCTURAL_AT_MOST``, 0.80) lowers every structural
# piece's cutoff under the shipped members' 0.97 and 0.90; only a scorer given to
# ``detect_injection`` with lower cutoffs of its own could end there ("cutoff LEVEL here").
CUTOFFS: Mapping[str, str] = {
    "visible": "visible text aimed at an AI reader",
    "hidden": "hidden text",
    "structural_at_most": "metadata",
    "visible_reader": "visible text that calls a reader at work",
    "ruled": "a sentence whose weak signals reached the rules' bar",
    "addressed_hidden": "hidden text aimed at an AI reader",
    "visible_clause": "a clause read apart from its sentence",
    "clause": "a clause read apart from its sentence",
    "agreed_addressed": "every sentence model at this or more, for visible text aimed at an AI "
    "reader",
    "agreed_reader": "every sentence model at this or more, for visible text about the reader's "
    "work",
    "agreed_named": "every sentence model at this or more, for visible text that names a machine "
    "reader",
}
AGREEMENT = frozenset({"agreed_addressed", "agreed_reader", "agreed_named"})
# v69: in the gated judgement the agreements of the visible members are the gated member's alone
# (``model.UnionModel.gated_view``); "agreed_named" still asks every member of the union
GATED_ALONE = frozenset({"agreed_addressed", "agreed_reader"})

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
# v69: the member heard on visible text only when the sentence gives an order (``model.GATED_VISIBLE``)
GATED_MODEL = "the gated sentence model"
WORDING = "its wording"  # the model's word, word-pair and letter features
_SPAN = re.compile(r"^(?:offset:\d+-\d+|page:\d+:\d+-\d+)$")
_BRACKETS = re.compile(r"\s+\[([^\]]*)\]")  # " [display_none]", not "comment[0]"
QUOTED = 80  # characters of the flagged text quoted in the line


def one_line(text: str) -> str:
    """``text`` on one line, its runs of whitespace (line breaks included) one space."""
    return " ".join(text.split())


def quote(text: str) -> str:
    """``text`` on one line, quoted; past ``QUOTED`` characters cut at the last word boundary
    within them (mid-word only when a first word is longer), with an ellipsis."""
    return f'"{cut(text)}"'


def cut(text: str) -> str:
    """``text`` on one line, unquoted; past ``QUOTED`` characters cut as ``quote`` cuts it,
    the cut marked with an ellipsis."""
    line = one_line(text)
    if len(line) <= QUOTED:
        return line
    kept = line[: QUOTED + 1].rsplit(" ", 1)[0] if " " in line[: QUOTED + 1] else line[:QUOTED]
    return f"{kept.rstrip(' ,;:')}..."


_ATTRIBUTE = re.compile(r"@([\w:.-]+)(?:\s*\[[^\]]*\])*\s*$")
_META = re.compile(r"^meta\[([^\]]+)\]")


def channel_words(vector: str, locator: str | None = None) -> str:
    """The channel in words; given its ``locator``, the attribute or meta tag it is in by name
    ("hidden text in the alt attribute", "hidden text in a meta tag (description)") rather than
    the legend's list."""
    if locator is not None and vector == "attribute":
        found = _ATTRIBUTE.search(locator)
        if found:
            return f"hidden text in the {found.group(1)} attribute"
    if locator is not None and vector == "meta":
        found = _META.match(locator.strip())
        if found:
            return f"hidden text in a meta tag ({found.group(1)})"
    return CHANNELS.get(vector, vector)


SHOWN_MOST = 2  # the pieces of evidence a cutoff's "(shown by: ...)" names; the rest counted


def shown_words(shown: Sequence[str]) -> str:
    """The evidence that met a cutoff's condition, ``shown`` strongest first: the first
    ``SHOWN_MOST`` by name, the rest counted ("a, b and 2 more"); all of them by name when
    there are no more than that (walkthrough 67: a comment with four pieces listed all four,
    the line's longest part)."""
    named = ", ".join(shown[:SHOWN_MOST])
    rest = len(shown) - SHOWN_MOST
    return f"{named} and {rest} more" if rest > 0 else named


def cutoff_names(cutoff: object, rule: object, shown: Sequence[str]) -> list[str]:
    """The phrases of ``shown`` that ``cutoff_words`` names in its "(shown by: ...)" (the
    first ``SHOWN_MOST``; none when it says no such part: no cutoff, or one without a kind)."""
    if cutoff is None or not (rule in AGREEMENT or (rule is not None and CUTOFFS.get(str(rule)))):
        return []
    return list(shown[:SHOWN_MOST])


def cutoff_words(
    cutoff: object, rule: object, shown: Sequence[str] = (), gated: str | None = None
) -> str | None:
    """ "cutoff 0.80 for hidden text aimed at an AI reader (shown by: talks about the AI's
    instructions or answer)" (a kind's cutoff, and ``shown``: the phrases of the evidence that
    met the condition it names, strongest first, said by ``shown_words``) or "every sentence
    model at 0.93 or more, ..." (an agreement); None without a cutoff. ``gated``: the gated
    member that decided (v69's gated judgement), whose ``GATED_ALONE`` agreements are its own."""
    if cutoff is None:
        return None
    level = exact(cutoff)
    by = f" (shown by: {shown_words(shown)})" if shown else ""
    if rule in AGREEMENT:
        words = CUTOFFS[str(rule)].replace("at this or more", f"at {level} or more")
        if gated is not None and rule in GATED_ALONE:
            words = words.replace("every sentence model", f"{GATED_MODEL} ({gated}) alone")
        return f"{words}{by}"
    kind = CUTOFFS.get(str(rule)) if rule is not None else None
    return f"cutoff {level}" + (f" for {kind}{by}" if kind else " here")


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


def exact(value: object) -> str:
    """A cutoff with as many decimals as it has, two at least (0.80, 0.995: rounding 0.995 to
    0.99 would put a probability of 0.99 under it at it)."""
    try:
        number = float(value) if isinstance(value, (int, float, str)) else None
    except ValueError:
        number = None
    if number is None or not math.isfinite(number):
        return str(value)
    text = f"{number:.4f}".rstrip("0")
    return text + "0" * max(0, 2 - len(text.partition(".")[2]))


def share(value: object) -> str:
    try:
        return f"{float(value):.0%}" if isinstance(value, (int, float, str)) else "?"
    except ValueError:
        return "?"


def plural(number: int, noun: str, nouns: str | None = None) -> str:
    return f"{number} {noun if number == 1 else nouns or noun + 's'}"
