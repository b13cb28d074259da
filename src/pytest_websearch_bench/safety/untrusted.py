"""``UntrustedText``: web text on its way to claims, the pipeline or a model.

It is its own type, not a ``str``: it cannot be concatenated into a prompt, and
formatting it (``str()``, f-strings) gives a label, not the text. It carries where it
came from (URL, artifact sha256, span) and the detector's findings that fall inside
it, as ranges to leave out. The raw text is reachable through ``unsafe_text``, which
only verification and the model boundary (``boundary.build_model_context``) use.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..artifacts.base import Artifact
from ..artifacts.spans import Span, parse_artifact_span, resolve_span
from .injection import Finding


@dataclass(frozen=True)
class Source:
    url: str | None
    sha256: str | None
    span: str | None  # where in the artifact (the span grammar), when known

    def label(self) -> str:
        where = self.url or (f"sha256:{self.sha256[:12]}" if self.sha256 else "unknown source")
        return f"{where} {self.span}" if self.span else where


class UntrustedText:
    __slots__ = ("_text", "document_findings", "document_flagged", "excluded", "findings", "source")

    def __init__(
        self,
        text: str,
        source: Source,
        findings: Sequence[Finding] = (),
        excluded: Iterable[tuple[int, int]] = (),
        *,
        document_flagged: bool | None = None,
        document_findings: int | None = None,
    ) -> None:
        if not isinstance(text, str):
            raise TypeError(f"UntrustedText wraps a str, not {type(text).__name__}")
        self._text = text
        self.source = source
        self.findings = tuple(findings)
        self.excluded = tuple(sorted(excluded))  # ranges of the text a model must not get
        # Whether the document it came from was flagged anywhere (None: not checked), and how
        # many findings it has (None: not known). ``findings`` holds only those inside this
        # text: a flagged HTML comment is not in the page's text, so text cut from such a page
        # carries no finding while its document is flagged.
        self.document_flagged = bool(findings) if document_flagged is None else document_flagged
        self.document_findings = (
            len(self.findings)
            if document_findings is None and document_flagged is None
            else document_findings
        )

    @property
    def unsafe_text(self) -> str:
        """The raw text. For checking it against artifacts and for the model boundary;
        never put it into a prompt yourself."""
        return self._text

    @property
    def flagged(self) -> bool:
        return bool(self.findings)

    def __len__(self) -> int:
        return len(self._text)

    def __str__(self) -> str:
        mark = ", flagged" if self.flagged else ""
        return f"<UntrustedText {len(self._text)} chars from {self.source.label()}{mark}>"

    __repr__ = __str__

    def __format__(self, spec: str) -> str:
        return str(self)

    def __add__(self, other: object) -> UntrustedText:
        raise TypeError("UntrustedText cannot be concatenated; pass it to the model boundary")

    __radd__ = __add__

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, UntrustedText):
            return NotImplemented
        return (self._text, self.source, self.findings, self.excluded) == (
            other._text,
            other.source,
            other.findings,
            other.excluded,
        )

    def __hash__(self) -> int:
        return hash((self._text, self.source, self.excluded))


def _frame(span: Span) -> tuple[int | None, int, int | None]:
    """(page, start, end) of a span in its own coordinates (page None: Artifact.text)."""
    page = span.page if span.kind == "page" else None
    return page, span.start or 0, span.end


def untrusted_from(
    artifact: Artifact, span: str, findings: Sequence[Finding] = (), url: str | None = None
) -> UntrustedText:
    """The text ``span`` cites in ``artifact``, as untrusted text carrying the findings
    that overlap it (their ranges made relative to it, to be left out)."""
    text = resolve_span(artifact, span)
    cited = parse_artifact_span(span)
    page, start, end = _frame(cited)
    end = start + len(text) if end is None else end
    overlapping: list[Finding] = []
    excluded: list[tuple[int, int]] = []
    for finding in findings:
        if finding.span is None:
            continue
        other = parse_artifact_span(finding.span)
        other_page, other_start, other_end = _frame(other)
        if other_page != page or other_end is None:
            continue
        left, right = max(start, other_start), min(end, other_end)
        if left < right:
            overlapping.append(finding)
            excluded.append((left - start, right - start))
    return UntrustedText(
        text,
        Source(url or artifact.url, artifact.sha256, span),
        overlapping,
        excluded,
        document_flagged=bool(findings),
        document_findings=len(findings),
    )
