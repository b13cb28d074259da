"""The normalized shapes every adapter produces, whatever the provider's own JSON looks like."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ..dates import DateStatus, ProviderDate, date_status

# "snippets": the provider's short extract, asked for where the API needs asking.
Contents = Literal["none", "snippets", "text", "highlights"]


@dataclass(frozen=True, slots=True)
class SearchQuery:
    """A provider-neutral search request. Adapters map what their API can express
    and report the rest in :attr:`RequestSpec.ignored` (never silently)."""

    query: str
    max_results: int | None = None
    include_domains: tuple[str, ...] = ()
    exclude_domains: tuple[str, ...] = ()
    start_date: dt.date | None = None
    end_date: dt.date | None = None
    country: str | None = None  # ISO 3166-1 alpha-2
    language: str | None = None  # ISO 639-1
    topic: Literal["general", "news"] = "general"
    contents: Contents = "none"
    max_chars: int | None = None
    # Provider-specific parameters merged verbatim into the request (the escape hatch).
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Capabilities:
    search: bool = True
    extract: bool = False
    fetch: bool = False
    renders_javascript: bool = False
    parses_pdf: bool = False
    gives_dates: bool = False
    gives_scores: bool = False

    def as_dict(self) -> dict[str, bool]:
        return {
            "search": self.search,
            "extract": self.extract,
            "fetch": self.fetch,
            "renders_javascript": self.renders_javascript,
            "parses_pdf": self.parses_pdf,
            "gives_dates": self.gives_dates,
            "gives_scores": self.gives_scores,
        }


@dataclass(frozen=True, slots=True)
class AuthPlacement:
    """Where a provider expects its key: a header (with an optional scheme) or a query parameter."""

    header: str | None = None
    scheme: str | None = None  # "Bearer", "Bot", ...
    query_param: str | None = None


@dataclass(frozen=True, slots=True)
class RequestSpec:
    """An HTTP request without its secret; the adapter adds the key when it sends."""

    method: str
    url: str
    operation: str = "search"  # search | extract | fetch: selects the cassette in replay
    params: tuple[tuple[str, str], ...] = ()
    json: Mapping[str, Any] | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    ignored: tuple[str, ...] = ()  # SearchQuery fields this provider cannot express


@dataclass(frozen=True, slots=True)
class Usage:
    """What a call cost. ``source`` says whether the provider reported it or the
    pricing table priced it (``pricing:<provider>@<as_of>``)."""

    cost_usd: float | None
    source: str
    credits: float | None = None


@dataclass(slots=True)  # not frozen: built ten times a call, and frozen init is slower
class SearchResult:
    url: str  # canonical
    raw_url: str  # exactly as the provider returned it
    title: str
    snippet: str
    published_at: dt.datetime | None
    score: float | None
    position: int  # 1-based, in the provider's order
    host: str
    content: str | None = None  # full text when the provider returned it
    # When the provider sends extra snippets apart from its description (Brave, You.com),
    # ``snippet`` joins them all (what relevance reads) and these keep them apart (what
    # the judge's chunks show).
    description: str | None = None
    extra_snippets: tuple[str, ...] = ()
    # Every date the provider gave this result, in its own text beside the parsed value
    # (publication, modification, age...); ``published`` is the one read as the
    # publication date (``published_at``), kept even when it could not be parsed.
    dates: tuple[ProviderDate, ...] = ()
    published: ProviderDate | None = None

    @property
    def published_raw(self) -> str | None:
        return None if self.published is None else self.published.raw

    @property
    def date_status(self) -> DateStatus:
        """``parsed``, ``unparsed`` (the provider sent a date this code cannot read) or
        ``absent``."""
        return date_status(self.published)


@dataclass(frozen=True, slots=True)
class SearchResponse:
    provider: str
    results: tuple[SearchResult, ...]
    request_id: str | None = None
    usage: Usage | None = None  # provider-reported usage; the adapter's search() fills the cost
    latency_ms: float | None = None  # end to end from the adapter (recorded in replay)
    retrieved_at: dt.datetime | None = None
    status: int | None = None
    ignored_params: tuple[str, ...] = ()
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False)
    # What the provider said about results beyond these: False "no more" (a short answer
    # explained), True "more exist" (a short answer it presents as full), None when its
    # API says nothing either way.
    more_available: bool | None = None


@dataclass(slots=True)
class ExtractedDocument:
    url: str  # canonical
    raw_url: str
    content: str
    title: str = ""
    content_type: str = "text/markdown"
    published_at: dt.datetime | None = None
    dates: tuple[ProviderDate, ...] = ()  # every date the reader gave (see SearchResult)
    published: ProviderDate | None = None
    warnings: tuple[str, ...] = ()  # the reader's own warnings about this page

    @property
    def published_raw(self) -> str | None:
        return None if self.published is None else self.published.raw

    @property
    def date_status(self) -> DateStatus:
        return date_status(self.published)


# How a read failed, when the reader says so (a typed outcome of the read, never content):
# target_error: the target answered an HTTP error (``target_status``), even inside the
#   reader's 200 (Jina's warning, Firecrawl's metadata.statusCode, Exa's statuses...);
# target_timeout: the target did not answer in time; target_refused: the reader refuses
#   the target (blocked domain, harmful content); too_large: over the reader's size
#   limit; unsupported: a content type the reader does not read (a file, a binary);
# empty: the reader answered for the URL without any text;
# read_failed: the reader declared the URL failed without saying more.
ReadOutcome = Literal[
    "target_error",
    "target_timeout",
    "target_refused",
    "too_large",
    "unsupported",
    "empty",
    "read_failed",
]
READ_OUTCOMES: tuple[str, ...] = (
    "target_error",
    "target_timeout",
    "target_refused",
    "too_large",
    "unsupported",
    "empty",
    "read_failed",
)


@dataclass(frozen=True, slots=True)
class ReadFailure:
    """A requested URL the reader reported it could not read: the typed outcome, the
    target's own HTTP status when the reader gives it, and the reader's words (its tag,
    error type, warning or message)."""

    url: str  # canonical
    raw_url: str
    outcome: ReadOutcome
    target_status: int | None = None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class ExtractResponse:
    """Contents of N requested URLs. ``missing`` are requested URLs that did not come back;
    ``failures`` are those the provider itself reported as failed (``declared_failed``
    their URLs). A response is honest about its coverage when every missing URL is
    declared."""

    provider: str
    requested: tuple[str, ...]  # canonical
    documents: tuple[ExtractedDocument, ...]
    failures: tuple[ReadFailure, ...] = ()
    request_id: str | None = None
    usage: Usage | None = None
    latency_ms: float | None = None
    retrieved_at: dt.datetime | None = None
    status: int | None = None
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False)

    @property
    def declared_failed(self) -> tuple[str, ...]:  # canonical
        return tuple(f.url for f in self.failures)

    @property
    def missing(self) -> tuple[str, ...]:
        returned = {d.url for d in self.documents}
        return tuple(u for u in self.requested if u not in returned)

    @property
    def partial(self) -> bool:
        return bool(self.missing)

    @property
    def undeclared_missing(self) -> tuple[str, ...]:
        declared = set(self.declared_failed)
        return tuple(u for u in self.missing if u not in declared)
