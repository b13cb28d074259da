"""``detect_injection(artifact)``: instruction-like content in any channel of a document.

Every channel of the document (``channels``, ``pdf_channels``) is scored sentence by
sentence (``signals``); a channel whose best sentence reaches the channel's threshold
is a finding, named by its vector and locator, with the span it covers in the
artifact's text when it is there (so the model boundary can leave it out). The
document is flagged when it has a finding. Reports are cached by the artifact's
sha256 next to its parse.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..artifacts.base import Artifact
from ..artifacts.cache import ArtifactCache
from ..artifacts.html import HtmlArtifact
from ..artifacts.pdf import PdfArtifact
from .channels import VISIBLE, Channel, html_channels, text_channels
from .signals import WEIGHTS, score_text

DETECTOR_VERSION = "2"  # 2: HTML channels read from the artifact (lxml)
BONUS_WEIGHTS = {"config_key": 2, "smuggled": 2}
MAX_FINDING_TEXT = 300


@dataclass(frozen=True)
class Finding:
    vector: str
    locator: str  # where: comment[3], div > p:nth-of-type(2) [font_size_0], $.instructions...
    text: str  # the sentence that scored (cut to MAX_FINDING_TEXT)
    score: int
    signals: tuple[str, ...]
    threshold: int
    span: str | None = None  # offset:S-E or page:N:S-E, when the text is in Artifact.text

    def to_dict(self) -> dict[str, Any]:
        return {
            "vector": self.vector,
            "locator": self.locator,
            "text": self.text,
            "score": self.score,
            "signals": list(self.signals),
            "threshold": self.threshold,
            "span": self.span,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Finding:
        return cls(
            vector=str(data["vector"]),
            locator=str(data["locator"]),
            text=str(data["text"]),
            score=int(data["score"]),
            signals=tuple(data.get("signals", ())),
            threshold=int(data.get("threshold", VISIBLE)),
            span=data.get("span"),
        )


@dataclass(frozen=True)
class InjectionReport:
    sha256: str
    findings: tuple[Finding, ...]
    channels: int  # how many channels were read

    @property
    def flagged(self) -> bool:
        return bool(self.findings)

    def spans(self) -> list[str]:
        return [f.span for f in self.findings if f.span is not None]

    def to_dict(self) -> dict[str, Any]:
        return {
            "sha256": self.sha256,
            "flagged": self.flagged,
            "channels": self.channels,
            "findings": [f.to_dict() for f in self.findings],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> InjectionReport:
        return cls(
            sha256=str(data["sha256"]),
            findings=tuple(Finding.from_dict(f) for f in data.get("findings", [])),
            channels=int(data.get("channels", 0)),
        )


def channels_of(artifact: Artifact) -> list[Channel]:
    if isinstance(artifact, HtmlArtifact):
        return html_channels(artifact)
    if isinstance(artifact, PdfArtifact):
        from .pdf_channels import pdf_channels

        return pdf_channels(artifact)
    return text_channels(artifact.text)


def judge(channel: Channel) -> Finding | None:
    """A finding when the channel's best sentence reaches the channel's threshold."""
    scored = score_text(channel.text)
    if not scored:
        return None  # where text sits is never a finding by itself: its content decides
    best = scored[0]
    score = best.score + sum(BONUS_WEIGHTS[b] for b in channel.bonus)
    if score < channel.threshold:
        return None
    signals = best.signals + channel.bonus
    text = best.text
    # A visible line is cited by the sentence that scored; a hidden element as a whole.
    narrow = channel.threshold == VISIBLE
    span = channel.span_text(best.start, best.end) if narrow else channel.span_text()
    return Finding(
        vector=channel.vector,
        locator=channel.locator,
        text=text[:MAX_FINDING_TEXT],
        score=score,
        signals=tuple(dict.fromkeys(signals)),
        threshold=channel.threshold,
        span=span,
    )


def detect_injection(artifact: Artifact, cache: ArtifactCache | None = None) -> InjectionReport:
    """Findings over every channel of ``artifact``; ``.flagged`` when there is one."""
    name = f"injection-v{DETECTOR_VERSION}.json"
    if cache is not None:
        cached = cache.get_json(artifact.sha256, name)
        if cached is not None:
            return InjectionReport.from_dict(cached)
    channels = channels_of(artifact)
    findings = [f for f in (judge(c) for c in channels) if f is not None]
    report = InjectionReport(artifact.sha256, tuple(findings), len(channels))
    if cache is not None:
        cache.put_json(artifact.sha256, name, report.to_dict())
    return report


__all__ = ["WEIGHTS", "Finding", "InjectionReport", "detect_injection"]
