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
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .channels import VISIBLE
from .lexicon import fold

_WORDS = re.compile(r"[^\W_]+")
MIN_ORIGIN_WORDS = 4  # a shorter piece of reader text is too common to place


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
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Finding:
        probability = data.get("probability")
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
        )

    def explain(self) -> str:
        """One line a person reads: where, what fired, how sure."""
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
        agreed = (
            "; every model member agrees (no addressing signal; it speaks of the reader's work"
            " or names a machine reader)"
            if self.agreed
            else ""
        )
        return (
            f"{self.vector} at {self.locator} [{self.span or 'no span'}]: {fired}; "
            f"rules {self.score}/{self.threshold}{model}; decided by {self.decided_by}"
            f"{agreed}{origin}{page}{decoding}"
        )


def _first(shown: Any, why: Callable[[Mapping[str, Any]], str]) -> str:
    """``; first: VECTOR LOCATOR (WHY) 'TEXT'`` for the first piece a page rule let through
    (``shown``: the report's list of them; "" when there is none)."""
    first = shown[0] if isinstance(shown, (list, tuple)) and shown else None
    if not isinstance(first, Mapping):
        return ""
    return (
        f"; first: {first.get('vector')} {first.get('locator')} ({why(first)}) "
        f"{str(first.get('text', ''))[:80]!r}"
    )


@dataclass(frozen=True)
class InjectionReport:
    sha256: str
    findings: tuple[Finding, ...]
    channels: int  # how many channels were read
    language: str | None = None  # es, en, pt or other (``lexicon.language_of``)
    # the per-page decision (``page``): visible sentences, those about AI, the topic bar,
    # how many flagging sentences it kept from flagging, hidden passages repeating prose
    page: Mapping[str, Any] | None = None

    @property
    def flagged(self) -> bool:
        return bool(self.findings)

    def page_reason(self) -> str | None:
        """The page-level reason, when the page's context decided (``page``)."""
        page = self.page or {}
        kept, repeated = int(page.get("kept_by_topic_bar", 0)), int(page.get("repeated_prose", 0))
        overruled = int(page.get("overruled_by_model", 0))
        reasons = []
        if kept:
            where = _first(page.get("kept"), lambda k: str(k.get("decided_by")))
            reasons.append(
                f"{kept} sentence(s) judged as visible text not flagged: the page's own voice "
                f"discusses AI ({page.get('about_ai')} of {page.get('visible_sentences')} "
                f"visible sentences, bar {float(page.get('topic_bar', 0)):.0%}){where}"
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
        return "; ".join(reasons) or None

    def explain(self) -> str:
        """Why, in one line, flagged or not: the first finding's ``Finding.explain()`` (and
        how many more), else the page-level reason (``page_reason``), else that no sentence
        of the channels read reached its channel's bar."""
        if self.findings:
            more = len(self.findings) - 1
            return self.findings[0].explain() + (f" (and {more} more finding(s))" if more else "")
        reason = self.page_reason()
        if reason:
            return f"not flagged: {reason}"
        return (
            f"not flagged: no sentence of the {self.channels} channel(s) read reached its "
            "channel's bar"
        )

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
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> InjectionReport:
        return cls(
            sha256=str(data["sha256"]),
            findings=tuple(Finding.from_dict(f) for f in data.get("findings", [])),
            channels=int(data.get("channels", 0)),
            language=data.get("language"),
            page=data.get("page"),
        )


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
