"""Spans: where in a stored artifact a quoted text is, in a grammar that round-trips.

Grammar (canonical form; ``parse_artifact_span`` accepts nothing else):

``offset:S-E``
    characters ``S`` to ``E`` (0-based, end exclusive) of ``Artifact.text``.
``page:N``
    the whole text of PDF page ``N`` (1-based, the document's original numbering).
``page:N:S-E``
    characters ``S`` to ``E`` of that page's text.
``selector:<css>``
    the first element matching the CSS selector: its visible text, whitespace runs
    collapsed to one space and the ends stripped.
``selector[S-E]:<css>``
    characters ``S`` to ``E`` of that collapsed text. The range sits before the
    selector, so no selector text (which may contain ``@``, ``:``, ``[`` or escaped
    digits) can be mistaken for it: everything after the first ``]:`` is CSS.

Numbers are decimal without leading zeros; ``S < E`` (an empty citation cites
nothing). ``str(span)`` gives the canonical text back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from .base import Artifact
from .errors import ArtifactError, SpanError

SpanKind = Literal["offset", "page", "selector"]
_NUMBER = r"(0|[1-9][0-9]*)"
_RANGE = rf"{_NUMBER}-{_NUMBER}"
_OFFSET = re.compile(rf"offset:{_RANGE}")
_PAGE = re.compile(rf"page:([1-9][0-9]*)(?::{_RANGE})?")
_SELECTOR = re.compile(rf"selector(?:\[{_RANGE}\])?:(.+)", re.DOTALL)

GRAMMAR = (
    "write offset:S-E, page:N, page:N:S-E, selector:<css> or selector[S-E]:<css> "
    "(0-based, end exclusive, S < E, no leading zeros)"
)


@dataclass(frozen=True)
class Span:
    kind: SpanKind
    start: int | None = None
    end: int | None = None
    page: int | None = None
    css: str | None = None

    def __str__(self) -> str:
        sub = f"{self.start}-{self.end}" if self.start is not None else None
        if self.kind == "offset":
            return f"offset:{sub}"
        if self.kind == "page":
            return f"page:{self.page}" + (f":{sub}" if sub else "")
        return f"selector[{sub}]:{self.css}" if sub else f"selector:{self.css}"


@lru_cache(maxsize=4096)
def _check_css(css: str) -> str | None:
    from lxml.cssselect import SelectorError

    from .html.tree import compile_selector

    try:
        compile_selector(css)
    except SelectorError as exc:
        return (str(exc).splitlines() or [type(exc).__name__])[0]
    return None


def _range(text: str, start: str, end: str) -> tuple[int, int]:
    first, last = int(start), int(end)
    if first >= last:
        raise SpanError(f"malformed span {text!r}: the range {first}-{last} is empty", GRAMMAR)
    return first, last


def parse_artifact_span(text: str) -> Span:
    """The span ``text`` names; SpanError (with the grammar) when it is malformed."""
    if not isinstance(text, str):
        raise SpanError(f"a span is a string, not {type(text).__name__}", GRAMMAR)
    match = _OFFSET.fullmatch(text)
    if match:
        start, end = _range(text, match[1], match[2])
        return Span("offset", start, end)
    match = _PAGE.fullmatch(text)
    if match:
        page = int(match[1])
        if match[2] is None:
            return Span("page", page=page)
        start, end = _range(text, match[2], match[3])
        return Span("page", start, end, page=page)
    match = _SELECTOR.fullmatch(text)
    if match:
        css = match[3]
        if css != css.strip() or "\n" in css:
            raise SpanError(
                f"malformed span {text!r}: the selector has surrounding whitespace or a newline",
                GRAMMAR,
            )
        problem = _check_css(css)
        if problem is not None:
            raise SpanError(f"malformed span {text!r}: invalid CSS selector: {problem}", GRAMMAR)
        if match[1] is None:
            return Span("selector", css=css)
        start, end = _range(text, match[1], match[2])
        return Span("selector", start, end, css=css)
    raise SpanError(f"malformed span {text!r}", GRAMMAR)


def _cut(span: Span, whole: str, where: str) -> str:
    if span.start is None or span.end is None:
        return whole
    if span.end > len(whole):
        raise SpanError(
            f"span {span} is out of bounds in {where}: the text it indexes has "
            f"{len(whole)} characters"
        )
    return whole[span.start : span.end]


def resolve_span(artifact: Artifact, span: Span | str) -> str:
    """Exactly the text ``span`` cites in ``artifact``.

    SpanError when it does not parse, does not apply to this kind of document, points
    past the end or at a page or element that is not there; FormatTablesOcr when it
    cites a page that has no text layer."""
    parsed = parse_artifact_span(span) if isinstance(span, str) else span
    if parsed.kind == "offset":
        return _cut(parsed, artifact.text, artifact.where)
    if parsed.kind == "page":
        assert parsed.page is not None
        try:
            pages = artifact.pages
        except ArtifactError as exc:
            raise SpanError(f"span {parsed}: {exc.message}", exc.remedy) from None
        page_text = getattr(artifact, "page_text", None)
        try:
            text = page_text(parsed.page) if page_text else pages[parsed.page - 1]
        except IndexError as exc:
            detail = exc.args[0] if exc.args and isinstance(exc.args[0], str) else None
            raise SpanError(
                f"span {parsed} cites a page the document does not have: "
                + (detail or f"{artifact.where} has {len(pages)} page(s)")
            ) from None
        return _cut(parsed, text, f"{artifact.where} page {parsed.page}")
    assert parsed.css is not None
    try:
        text = artifact.select_text(parsed.css)
    except ArtifactError as exc:
        raise SpanError(f"span {parsed}: {exc.message}", exc.remedy) from None
    return _cut(parsed, text, f"{artifact.where} element {parsed.css!r}")


def locate(text: str, quote: str, start: int = 0) -> tuple[int, int] | None:
    """Where ``quote`` is in ``text`` (from ``start``), whitespace runs matching any
    whitespace: the range to cite, whose text may differ from ``quote`` in spacing only."""
    position = text.find(quote, start)
    if position >= 0:
        return position, position + len(quote)
    words = quote.split()
    if not words:
        return None
    pattern = r"\s+".join(re.escape(w) for w in words)
    match = re.compile(pattern).search(text, start)
    return (match.start(), match.end()) if match else None
