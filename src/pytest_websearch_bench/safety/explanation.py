"""What a verdict says about itself: findings, the report, and where text came from.

A ``Finding`` names the channel (vector and locator), the span it covers, the text
that flagged, the rules' signals and score against the channel's threshold, the
structural signals, the model's probability and the features that weighed most, and
which of the two decided. Its dict keeps every key of detector v2 (``vector``,
``locator``, ``text``, ``score``, ``signals``, ``threshold``, ``span``) and adds the
others; v2 dicts still load.

``Provenance`` holds the passages a stored page (the control) hides, to tell when a
reader's output repeats one of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .channels import VISIBLE
from .lexicon import fold
from .verdict_words import (
    GATED_ALONE,
    GATED_MODEL,
    MODEL,
    RULES,
    channel_words,
    count,
    cut,
    cutoff_names,
    cutoff_words,
    decimal,
    decoding_words,
    evidence_of,
    feature_phrase,
    hiding,
    model_phrases,
    one_line,
    place,
    plural,
    quote,
    share,
    signal_phrases,
)

_WORDS = re.compile(r"[^\W_]+")
MIN_ORIGIN_WORDS = 4  # a shorter piece of reader text is too common to place
MAX_KINDS_NAMED = 4  # the kinds of channel a "not flagged" line names (``_read_words``)


_DECODED = re.compile(r"\s*\[decoded: [^\]]*\]")


def passage_of(vector: str, locator: str) -> tuple[str, str]:
    """The passage a channel read is of: its vector and its locator without the decoding
    note (``deobfuscate.deobfuscated`` reads a passage again for each stretch that decodes to
    words: one passage, read more than once)."""
    return vector, _DECODED.sub("", locator)


def read_kinds(channels: Iterable[tuple[str, str]]) -> tuple[tuple[str, int], ...]:
    """The kinds of channel read, in words (``channel_words``), each with how many passages
    of it were read (``passage_of``: a passage read again after decoding counts once), from
    each channel's (vector, locator): the visible ones first, then in the order first read."""
    kinds: dict[str, set[tuple[str, str]]] = {}
    for vector, locator in channels:
        kinds.setdefault(channel_words(vector, locator), set()).add(passage_of(vector, locator))
    counted = ((words, len(passages)) for words, passages in kinds.items())
    return tuple(sorted(counted, key=lambda kind: not kind[0].startswith("visible")))


@dataclass(frozen=True)
class Finding:
    vector: str
    locator: str  # where: comment[3], div > p:nth-of-type(2) [font_size_0], $.instructions...
    text: str  # the sentence that flagged (cut to MAX_FINDING_TEXT)
    score: int  # the rules' score (signals' weights)
    signals: tuple[str, ...]  # the rules' signals, and what the place adds (config_key...)
    threshold: int  # the rules' threshold for the channel (or for the text's origin)
    span: str | None = None  # offset:S-E or page:N:S-E, when the text is in Artifact.text
    structural: tuple[str, ...] = ()  # the structural signals (``structure``)
    probability: float | None = None  # the model's, when a model read it
    contributions: tuple[tuple[str, float], ...] = ()  # the model's top features
    decided_by: str = "rules"  # rules | model | rules+model
    origin: str | None = None  # the control's hidden passage this reader text repeats
    page: str | None = None  # the page-level reason, when the page's context changed the bar
    # v9: how the channel was de-obfuscated before reading (``deobfuscate``): invisible,
    # compat, homoglyph (folding), rot13, reversed, base64, hex (decoding); v66: pgame (the p
    # language)
    decoding: tuple[str, ...] = ()
    # v21: the model member whose probability is reported ("v13" or "v20"; v22: "v13",
    # "v20" or "v22"; v24: or "v24"; v26: "v26" in v24's place: the detector flags a sentence when any member's
    # probability reaches the cutoff)
    member: str | None = None
    # v24: flagged by the union's agreement (a visible sentence with no addressing signal
    # that every member puts at ``injection.VISIBLE_AGREED`` or more; v48: and that speaks of
    # the reader's work, ``structure.reader_work``; v50: or that names a machine reader and on
    # which every member, the hidden-only ones too, is at ``injection.VISIBLE_NAMED``)
    agreed: bool = False
    # v67, stop 64 (no verdict changed): the level the model's probability was held to
    # (``injection.model_level``): its cutoff where that can flag it, or the agreement level that
    # flagged it; ``cutoff_rule`` says which (a key of ``verdict_words.CUTOFFS``). None: no model
    # read it, or visible text that addresses no AI reader (only every member's agreement flags
    # that), or a report from before stop 64
    cutoff: float | None = None
    cutoff_rule: str | None = None
    # v69: flagged by the gated member's judgement (``model.GATED_VISIBLE``) on a piece judged as visible,
    # which counts only when the sentence gives an order: the forms of order read, in words
    # (``orders.OrderForm.words``: "an obligation modal: debe"); empty otherwise
    order: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "vector": self.vector,
            "locator": self.locator,
            "text": self.text,
            "score": self.score,
            "signals": list(self.signals),
            "threshold": self.threshold,
            "span": self.span,
            "structural": list(self.structural),
            "probability": self.probability,
            "contributions": [[name, weight] for name, weight in self.contributions],
            "decided_by": self.decided_by,
            "origin": self.origin,
            "page": self.page,
            "decoding": list(self.decoding),
            "member": self.member,
            "agreed": self.agreed,
            "cutoff": self.cutoff,
            "cutoff_rule": self.cutoff_rule,
            "order": list(self.order),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Finding:
        probability, cutoff = data.get("probability"), data.get("cutoff")
        return cls(
            vector=str(data["vector"]),
            locator=str(data["locator"]),
            text=str(data["text"]),
            score=int(data["score"]),
            signals=tuple(data.get("signals", ())),
            threshold=int(data.get("threshold", VISIBLE)),
            span=data.get("span"),
            structural=tuple(data.get("structural", ())),
            probability=None if probability is None else float(probability),
            contributions=tuple((str(n), float(w)) for n, w in data.get("contributions", ())),
            decided_by=str(data.get("decided_by", "rules")),
            origin=data.get("origin"),
            page=data.get("page"),
            decoding=tuple(data.get("decoding", ())),
            member=data.get("member"),
            agreed=bool(data.get("agreed", False)),
            cutoff=None if cutoff is None else float(cutoff),
            cutoff_rule=data.get("cutoff_rule"),
            order=tuple(str(o) for o in data.get("order", ())),
        )

    def evidence(self) -> dict[str, list[str]]:
        """What the line says the sentence does (``verdict_words.EVIDENCE``'s phrases), each
        with the machine names among ``signals`` and ``structural`` that it stands for."""
        return evidence_of(dict.fromkeys((*self.signals, *self.structural)))

    def cutoff_shown(self) -> list[str]:
        """Every piece of evidence that met the condition its cutoff names (``cutoff_rule``:
        "aimed at an AI reader", "calls a reader at work"), strongest first
        (``cutoff_evidence``); the line names the first two and counts the rest."""
        return cutoff_evidence(
            self.cutoff_rule, (*self.signals, *self.structural), self.contributions
        )

    def gated_member(self) -> str | None:
        """v69: the gated member that decided (a finding of the gated judgement: an order was read,
        ``order``), else None."""
        return (self.member or "v69") if self.order else None

    def gated_alone(self) -> bool:
        """v69: whether the agreement that flagged was the gated member's alone (``GATED_ALONE``)."""
        return self.gated_member() is not None and self.cutoff_rule in GATED_ALONE

    def explain(self, verbose: bool = False) -> str:
        """One line a person reads: which channel in words, where (the span once), what the
        text says, what it does in ``verdict_words``'s vocabulary, and what decided, by the
        kind of evidence that weighed most (no member name: ``member`` keeps it). ``verbose``:
        the line in machine names instead (vector, locator, span, signal names, member,
        features), as it read until stop 63."""
        return one_line(self._machine_line() if verbose else self._line())

    def where(self) -> str:
        """The channel in words, the attribute or meta tag by name, and how it hides."""
        where = channel_words(str(self.vector), str(self.locator))
        hidden = hiding(str(self.locator))
        return f"{where} ({', '.join(hidden)})" if hidden else where

    def _line(self) -> str:
        line = f"{self.where()} at {place(str(self.locator), self.span)}"
        if one_line(str(self.text)):
            line += f": {quote(str(self.text))}"
        phrases = signal_phrases(dict.fromkeys((*self.signals, *self.structural)))
        line += f"; evidence: {', '.join(phrases) if phrases else 'no named signal'}"
        rules = f"{RULES} (score {self.score}, {self.threshold} needed here)"
        gated = self.gated_member()
        model = ""
        if self.probability is not None:
            shown = self.cutoff_shown()
            cutoff = cutoff_words(self.cutoff, self.cutoff_rule, shown, gated)
            model = (
                (f"{GATED_MODEL} ({gated})" if gated else MODEL)
                + f" (probability {self.probability:.2f}"
                + (f", {cutoff}" if cutoff else "")
                + weighed_words(
                    model_phrases(self.contributions),
                    cutoff_names(self.cutoff, self.cutoff_rule, shown),
                )
                + ")"
            )
        if self.decided_by == "rules":
            line += f"; decided by {rules}" + (f"; {model} did not flag it" if model else "")
        elif self.decided_by == "model":
            line += f"; decided by {model or MODEL}"
        elif self.decided_by == "rules+model":
            line += f"; decided by {rules} and {model or MODEL}"
        else:
            line += f"; decided by {self.decided_by}"
        if self.order:
            line += (
                f"; {GATED_MODEL} ({gated or 'v69'}) counts on visible text only when the sentence"
                f" gives an order, and it reads {', '.join(self.order)}"
            )
        if self.agreed and self.gated_alone():
            line += "; it addresses no AI reader, but it speaks of the reader's work"
        elif self.agreed:
            line += (
                "; every sentence model agrees, though it addresses no AI reader (it speaks of"
                " the reader's work or names a machine reader)"
            )
        if self.origin:
            line += "; repeats text the stored page hides"
        if self.page:
            line += f"; on this page: {page_note_words(str(self.page))}"
        if self.decoding:
            line += f"; read after {', '.join(decoding_words(self.decoding))}"
        return line

    def _machine_line(self) -> str:
        fired = ", ".join((*self.signals, *self.structural)) or "no named signal"
        model = (
            f"; model{' ' + self.member if self.member else ''} p={self.probability:.2f} ("
            + ", ".join(f"{n} {w:+.2f}" for n, w in self.contributions[:3])
            + ")"
            if self.probability is not None
            else ""
        )
        origin = "; hidden on the stored page" if self.origin else ""
        page = f"; page: {self.page}" if self.page else ""
        decoding = f"; read after {', '.join(self.decoding)}" if self.decoding else ""
        order_gate = f"; order gate: {'; '.join(self.order)}" if self.order else ""
        agreed = (
            f"; {self.member} alone at its agreement level (no addressing signal; it speaks of the"
            " reader's work)"
            if self.agreed and self.gated_alone()
            else "; every model member agrees (no addressing signal; it speaks of the reader's work"
            " or names a machine reader)"
            if self.agreed
            else ""
        )
        return (
            f"{self.vector} at {self.locator} [{self.span or 'no span'}]: {fired}; "
            f"rules {self.score}/{self.threshold}{model}; decided by {self.decided_by}"
            f"{agreed}{origin}{page}{decoding}{order_gate}"
        )


def weighed_words(kinds: Sequence[str], named: Sequence[str]) -> str:
    """What the model weighed most (``kinds``, ``model_phrases``), each thing said once: the
    kinds the cutoff's "(shown by: ...)" already names (``named``: ``cutoff_names``) are not
    said again, so ", mostly on: A, B" becomes ", also on: B" after "(shown by: A)", and
    nothing when every kind was named there (its evidence is listed strongest first, the
    model's heaviest leading)."""
    rest = [kind for kind in kinds if kind not in named]
    if not rest:
        return ""
    return f", {'also on' if len(rest) < len(kinds) else 'mostly on'}: {', '.join(rest)}"


def cutoff_evidence(
    rule: object, names: Iterable[str], contributions: Iterable[tuple[str, float]] = ()
) -> list[str]:
    """The phrases (``signal_phrases``) of those of ``names`` that met the condition the cutoff
    ``rule`` names (``injection.CUTOFF_CONDITIONS``: "aimed at an AI reader", "calls a reader at
    work"), all of them, strongest first: the heaviest feature of the model's for it among
    ``contributions`` (the finding's top features), then the rules' weight of its names
    (``WEIGHTS``, ``BONUS_WEIGHTS``), then the vocabulary's order; [] for a cutoff that names no
    such condition. The line names the first two (``verdict_words.shown_words``)."""
    from .injection import BONUS_WEIGHTS, CUTOFF_CONDITIONS, WEIGHTS  # (it imports this module)

    condition = CUTOFF_CONDITIONS.get(str(rule), frozenset())
    met = evidence_of([name for name in dict.fromkeys(names) if name in condition])
    phrases = signal_phrases(met)
    model: dict[str, float] = {}
    for feature, weight in contributions:
        phrase = feature_phrase(str(feature))
        if phrase in met and isinstance(weight, (int, float)) and weight > 0:
            model[phrase] = max(model.get(phrase, 0.0), float(weight))
    rules = {
        phrase: max((WEIGHTS.get(n) or BONUS_WEIGHTS.get(n) or 0) for n in met[phrase])
        for phrase in phrases
    }
    return sorted(phrases, key=lambda p: (-model.get(p, 0.0), -rules[p], phrases.index(p)))


def page_note_words(note: str) -> str:
    """A finding's page note (``injection._page_note``: notes joined by "; ") in words."""
    from .injection import REPEATED  # (both import this module)
    from .page import AGREED_OVER_TOPIC_NOTE, ORDER_OVER_TOPIC_NOTE

    words = {
        REPEATED: ("it repeats the page's visible text, so it was judged as visible text"),
        ORDER_OVER_TOPIC_NOTE: (
            "an order to an AI reader, so the page's own talk about AI does not excuse it"
        ),
        AGREED_OVER_TOPIC_NOTE: (
            "every sentence model is sure of it, so the page's own talk about AI does not excuse it"
        ),
    }
    return "; ".join(words.get(part, part) for part in note.split("; "))


def _first(shown: Any, why: Callable[[Mapping[str, Any]], str]) -> str:
    """``; first: VECTOR LOCATOR (WHY) 'TEXT'`` for the first piece a page rule let through
    (``shown``: the report's list of them; "" when there is none); TEXT cut as the line in
    words cuts its quote (``verdict_words.cut``: an ellipsis marks the cut)."""
    first = shown[0] if isinstance(shown, (list, tuple)) and shown else None
    if not isinstance(first, Mapping):
        return ""
    return (
        f"; first: {first.get('vector')} {first.get('locator')} ({why(first)}) "
        f"{cut(str(first.get('text', '')))!r}"
    )


def _first_words(shown: Any, why: Callable[[Mapping[str, Any]], str]) -> str:
    """``; first: CHANNEL at PLACE (WHY): "TEXT"`` in words, for the first piece a page rule
    let through ("" when there is none)."""
    first = shown[0] if isinstance(shown, (list, tuple)) and shown else None
    if not isinstance(first, Mapping):
        return ""
    locator = str(first.get("locator", ""))
    quoted = quote(str(first.get("text", "")))
    channel = channel_words(str(first.get("vector")), locator)
    return f"; first: {channel} at {place(locator, None)} ({why(first)}): {quoted}"


def _decided_words(kept: Mapping[str, Any]) -> str:
    decided = {"rules": RULES, "model": MODEL, "rules+model": f"{RULES} and {MODEL}"}
    by = str(kept.get("decided_by"))
    return f"{decided.get(by, by)} would have flagged it"


def _overruled_words(overruled: Mapping[str, Any]) -> str:
    names = [n.strip() for n in str(overruled.get("signals", "")).split(",") if n.strip()]
    evidence = ", ".join(signal_phrases(names)) or "no named signal"
    return (
        f"evidence: {evidence}; highest model probability {decimal(overruled.get('probability'))}"
    )


@dataclass(frozen=True)
class InjectionReport:
    sha256: str
    findings: tuple[Finding, ...]
    # how many channels text was read from: the kinds ``read`` names (visible text, an HTML
    # comment, the alt attribute...), ``len(read)``; until stop 66 it counted every reading
    # (each passage, and again each decoded reading of one), which ``read`` counts as passages
    channels: int
    language: str | None = None  # es, en, pt or other (``lexicon.language_of``)
    # the per-page decision (``page``): visible sentences, those about AI, the topic bar,
    # how many flagging sentences it kept from flagging, hidden passages repeating prose
    page: Mapping[str, Any] | None = None
    # stop 64: what was read where text hides (``injection.hidden_summary``): ``passages`` (the
    # hidden channels read), the piece the model put ``highest``, its ``vector``, ``locator``,
    # ``cutoff`` and ``cutoff_rule``; None when nothing hides (or a report from before stop 64)
    hidden: Mapping[str, Any] | None = None
    # stop 65: the channels read, in words, each kind once with how many passages of it were
    # read (``read_kinds``: a visible line, a comment, an attribute's value...; stop 66: a passage
    # read again after decoding counts once); () in a report from before stop 65
    read: tuple[tuple[str, int], ...] = ()
    # stop 66: the lines of the page's text left unread for holding fewer than two words (a
    # visible line is read from two words on): counted when no channel was read, so a page of
    # one-word lines is not said to have no text; 0 otherwise (and in an older report)
    short_lines: int = 0

    @property
    def flagged(self) -> bool:
        return bool(self.findings)

    def page_reason(self, verbose: bool = False) -> str | None:
        """The page-level reason, when the page's context decided (``page``), in words
        (``verbose``: in the detector's terms, as it read until stop 63)."""
        if verbose:
            return self._machine_reason()
        page = self.page if isinstance(self.page, Mapping) else {}
        kept, repeated = count(page.get("kept_by_topic_bar")), count(page.get("repeated_prose"))
        overruled = count(page.get("overruled_by_model"))
        reasons = []
        if kept:
            where = _first_words(page.get("kept"), _decided_words)
            reasons.append(
                f"the page itself discusses AI ({page.get('about_ai')} of "
                f"{page.get('visible_sentences')} visible sentences, over its bar of "
                f"{share(page.get('topic_bar'))}), so {plural(kept, 'sentence')} of its visible "
                f"text that would flag {'was' if kept == 1 else 'were'} read as that discussion"
                f"{where}"
            )
        if repeated:
            reasons.append(
                f"{plural(repeated, 'hidden passage')} {'repeats' if repeated == 1 else 'repeat'}"
                " the page's visible text, so judged as visible text"
            )
        if overruled:  # v63
            where = _first_words(page.get("overruled"), _overruled_words)
            reasons.append(
                f"{plural(overruled, 'sentence')} the rules alone would flag "
                f"{'was' if overruled == 1 else 'were'} left unflagged: every sentence model "
                f"reads {'it' if overruled == 1 else 'them'} as ordinary prose (probability "
                f"under {page.get('overruled_under')}){where}"
            )
        return one_line("; ".join(reasons)) or None

    def _machine_reason(self) -> str | None:
        page = self.page if isinstance(self.page, Mapping) else {}
        kept, repeated = count(page.get("kept_by_topic_bar")), count(page.get("repeated_prose"))
        overruled = count(page.get("overruled_by_model"))
        reasons = []
        if kept:
            where = _first(page.get("kept"), lambda k: str(k.get("decided_by")))
            reasons.append(
                f"{kept} sentence(s) judged as visible text not flagged: the page's own voice "
                f"discusses AI ({page.get('about_ai')} of {page.get('visible_sentences')} "
                f"visible sentences, bar {share(page.get('topic_bar'))}){where}"
            )
        if repeated:
            reasons.append(f"{repeated} hidden passage(s) repeat the visible prose")
        if overruled:  # v63
            where = _first(
                page.get("overruled"),
                lambda o: f"rules: {o.get('signals')}; highest member {o.get('probability')}",
            )
            reasons.append(
                f"{overruled} piece(s) the rules alone would flag left unflagged: every model "
                f"member heard puts them under {page.get('overruled_under')}, ordinary prose{where}"
            )
        return one_line("; ".join(reasons)) or None

    def explain(self, verbose: bool = False) -> str:
        """Why, in one line, flagged or not: "flagged: " and the first finding's
        ``Finding.explain()`` (and how many more), else "not flagged: " and the page-level
        reason (``page_reason``), else that no sentence of the channels read came close.
        ``verbose``: the same in machine names (vector, signal names, member...), as it read
        until stop 63."""
        if self.findings:
            more = len(self.findings) - 1
            first = self.findings[0].explain(verbose)
            if verbose:
                return first + (f" (and {more} more finding(s))" if more else "")
            return one_line(f"flagged: {first}" + (f"; and {self._more()}" if more else ""))
        reason = self.page_reason(verbose)
        if reason:
            return one_line(f"not flagged: {reason}" + ("" if verbose else self._hidden_words()))
        if verbose:
            return (
                f"not flagged: no sentence of the {self.channels} channel(s) read reached its "
                "channel's bar"
            )
        if not self.channels and self.short_lines:
            lines = (
                "its one line holds a single word"
                if self.short_lines == 1
                else f"each of its {self.short_lines} lines holds a single word"
            )
            return (
                f"not flagged: none of the page's text was read: {lines}, and the detector "
                "reads a line from two words on"
            )
        if not self.channels:
            return "not flagged: the page has no text to read"
        # the count alone (walkthrough 63: "0 channels read: the visible text and each place
        # text hides in" named channels whatever their number); stop 66: the number of kinds
        # ``read`` names, never its passages ("2 channels of text read: visible text (2
        # passages)" counted two passages of one channel)
        channels = len(self.read) or self.channels
        return one_line(
            "not flagged: no sentence reads enough like an instruction to an AI reader "
            f"({plural(channels, 'channel')} of text read{self._read_words()})"
            + self._hidden_words()
        )

    def _read_words(self) -> str:
        """ ": visible text (2 passages) and hidden text in the alt attribute": which channels
        were read, briefly (walkthrough 65 #3: "2 channels of text read" did not say which);
        "" for a report that does not list them."""
        kinds = [words if n == 1 else f"{words} ({n} passages)" for words, n in self.read]
        if not kinds:
            return ""
        if len(kinds) > MAX_KINDS_NAMED:
            rest = len(kinds) - MAX_KINDS_NAMED + 1
            kinds = [*kinds[: MAX_KINDS_NAMED - 1], f"{rest} other kinds"]
        return ": " + (kinds[0] if len(kinds) == 1 else f"{', '.join(kinds[:-1])} and {kinds[-1]}")

    def _more(self) -> str:
        """ "N more finding(s): CHANNEL at PLACE, ..." for the findings after the first, each
        said to be the same sentence as the one shown when it is (walkthrough 63: "and 1 more
        finding" did not say where)."""
        first, rest = self.findings[0], self.findings[1:]
        shown = _normal(str(first.text))
        said: list[str] = []
        # a further finding's sentence -> where it was named first, and that finding
        earlier: dict[str, tuple[str, Finding]] = {}
        for finding in rest:
            where = finding.where()
            line = f"{where} at {place(str(finding.locator), finding.span)}"
            text = _normal(str(finding.text))
            if text and text == shown:
                line += f" (the same sentence as the one shown{_kept_in_text(first, finding)})"
            elif text and text in earlier:
                named, before = earlier[text]
                line += f" (the same sentence as the {named}{_kept_in_text(before, finding)})"
            elif text:
                earlier[text] = (where, finding)
            said.append(line)
        return f"{plural(len(rest), 'more finding')}: {', '.join(said)}"

    def _hidden_words(self) -> str:
        """ "; N hidden passage(s) read, highest model probability 0.41 (cutoff 0.90 for
        hidden text)" on a page not flagged where text hides ("" when nothing hides;
        walkthrough 63: an unflagged hidden passage went unmentioned)."""
        hidden = self.hidden if isinstance(self.hidden, Mapping) else {}
        passages = count(hidden.get("passages"))
        if not passages:
            return ""
        said = f"; {plural(passages, 'hidden passage')} read"
        highest = hidden.get("highest")
        if highest is None:
            return said + ", none read by the sentence model"
        where = channel_words(str(hidden.get("vector")), str(hidden.get("locator", "")))
        if passages > 1:
            where += f" at {place(str(hidden.get('locator', '')), None)}"
        said += f", highest model probability {decimal(highest)}"
        names = hidden.get("signals")
        shown = cutoff_evidence(
            hidden.get("cutoff_rule"), [str(n) for n in names] if isinstance(names, list) else ()
        )
        cutoff = cutoff_words(hidden.get("cutoff"), hidden.get("cutoff_rule"), shown)
        return said + (f" ({where}; {cutoff})" if cutoff else f" ({where})")

    def spans(self) -> list[str]:
        return [f.span for f in self.findings if f.span is not None]

    def to_dict(self) -> dict[str, Any]:
        return {
            "sha256": self.sha256,
            "flagged": self.flagged,
            "channels": self.channels,
            "language": self.language,
            "page": None if self.page is None else dict(self.page),
            "findings": [f.to_dict() for f in self.findings],
            "hidden": None if self.hidden is None else dict(self.hidden),
            "read": [[words, n] for words, n in self.read],
            **({"short_lines": self.short_lines} if self.short_lines else {}),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> InjectionReport:
        return cls(
            sha256=str(data["sha256"]),
            findings=tuple(Finding.from_dict(f) for f in data.get("findings", [])),
            channels=int(data.get("channels", 0)),
            language=data.get("language"),
            page=data.get("page"),
            hidden=data.get("hidden"),
            read=tuple((str(words), int(n)) for words, n in data.get("read", ())),
            short_lines=int(data.get("short_lines", 0)),
        )


# Text CSS hides only by the page's own stylesheet (or by a style the reader cannot evaluate)
# stays in the page's text: one sentence, found twice (docs/evidence.md, css_suspect). Stop 66:
# it said "a style not proven to hide it" of text the line had just called "hidden by CSS
# (display none)"; both readings are true, and the second one matters (the sentence is in the
# text that may cross to a model, where it is removed), so it says why the text is read twice.
KEPT_IN_TEXT = (
    "only the page's own stylesheet or a style this reader cannot evaluate hides it, so the "
    "page's text keeps it (a reader that ignores them, or a script that undoes them, shows it)"
)


def _kept_in_text(one: Finding, other: Finding) -> str:
    """ ", also read as visible text: ``KEPT_IN_TEXT``" (or ", also read as text hidden by CSS:
    ...", when ``other`` is the hidden reading) when ``one`` and ``other`` are the same span of
    the page's text found as text CSS hides (the suspect degree: a span in the text) and as
    visible text (walkthrough 65 #2: "text hidden by CSS" and "visible text" at one span read as
    a contradiction); "" otherwise."""
    if one.span is None or one.span != other.span:
        return ""
    if {one.vector, other.vector} != {"css_hidden", "visible_text"}:
        return ""
    return f", also read as {channel_words(str(other.vector))}: {KEPT_IN_TEXT}"


def _normal(text: str) -> str:
    return " ".join(_WORDS.findall(fold(text)))


@dataclass(frozen=True)
class Provenance:
    """The passages a stored page hides, normalised (folded words, single spaces)."""

    passages: tuple[str, ...]

    @classmethod
    def of(cls, texts: Iterable[str]) -> Provenance:
        normal = (_normal(t) for t in texts)
        return cls(tuple(dict.fromkeys(t for t in normal if t)))

    def hidden_origin(self, piece: str) -> str | None:
        """The hidden passage ``piece`` repeats (or that repeats it), if any."""
        normal = _normal(piece)
        if len(normal.split()) < MIN_ORIGIN_WORDS:
            return None
        for passage in self.passages:
            if normal in passage or (
                len(passage.split()) >= MIN_ORIGIN_WORDS and passage in normal
            ):
                return passage[:120]
        return None
