"""The adapter protocol: how a provider's HTTP API becomes the normalized models.

An adapter is pure where it can be (``build_search_request``,
``parse_search_response``, ``error_for``) so conformance tests need neither a key
nor a network, and does one HTTP attempt in :meth:`Adapter.search` through the
httpx client it is given (the replay transport in the bench). Retries, the
circuit breaker and deadlines wrap attempts from outside (the pipeline).

Over 400 lines because it is the one base class every provider subclasses (request
building, error mapping, costing, reading contents); the HTTP attempt itself
(``send``, ``last_request``, decoding) is in ``attempt``, the normalized models,
errors, prices and the readers of provider fields (dates, text, reader failures) in
``models``, ``errors``, ``pricing`` and ``fields``.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar
from urllib.parse import urlsplit

import httpx

from ..dates import ProviderDate, parse_datetime
from ..urls import canonical_url, canonical_url_and_host
from .attempt import OPERATION_EXTENSION as OPERATION_EXTENSION
from .attempt import RECORDED_EXTENSION as RECORDED_EXTENSION
from .attempt import HttpAttempt
from .direct import DirectResponse, PendingRequest
from .error_shapes import SHAPES, proxy_sign, served_as_page
from .errors import (
    SHAPE_ERRORS,
    ResponseParseError,
    WebSearchError,
    blocked_403,
    unexpected_shape,
    wrong_endpoint,
)
from .fields import float_or_none, resolve_relative_dates, retry_after_seconds, text_or_empty
from .models import (
    AuthPlacement,
    Capabilities,
    ExtractedDocument,
    ExtractResponse,
    ReadFailure,
    RequestSpec,
    SearchQuery,
    SearchResponse,
    SearchResult,
    Usage,
)
from .pricing import ProviderPricing, pricing_for

# Endpoint path endings -> operation (import-capture files each exchange by it).
OPERATION_PATHS = (
    (re.compile(r"/(search|search\.json|findSimilar|v\d/search|web/search)$"), "search"),
    (re.compile(r"/(extract|contents|v\d/extract|v\d/contents)$"), "extract"),
    (re.compile(r"/(scrape|fetch|v\d/scrape|v\d/fetch)$"), "fetch"),
)


# ``CallRecord.ignored_why`` of a param the provider's API has no parameter for.
NO_PARAMETER = "absent"


class Adapter(HttpAttempt, ABC):
    """Base class of every provider adapter. Subclasses declare the class
    attributes and implement the pure request/response mapping."""

    name: ClassVar[str]
    # the provider's own error body: the name of its check in ``error_shapes.py`` (None:
    # any body ``error_message`` reads a message in)
    error_shape: ClassVar[str | None] = None
    base_url: ClassVar[str]
    key_env: ClassVar[str]
    auth: ClassVar[AuthPlacement]
    capabilities: ClassVar[Capabilities] = Capabilities()
    # Documentation the adapter was built from, with dates; whether a real capture verified it.
    documentation: ClassVar[str] = ""
    verified_against_capture: ClassVar[bool] = False
    # JSON keys in this provider's responses that hold account or organisation ids.
    account_fields: ClassVar[tuple[str, ...]] = ()
    # Hosts beyond the base URL's that the provider's calls reach (for the recording allow-list).
    extra_hosts: ClassVar[tuple[str, ...]] = ()
    # The HTTP status a reader (fetch) answers for a page it could not read.
    fetch_failure_status: ClassVar[int] = 400
    # Whether results carry text an LLM judge can grade (title, description, snippets).
    exposes_chunks: ClassVar[bool] = True
    # The search params (SearchQuery fields) this provider's API has no parameter for at
    # all, and those it has but sends only under a condition (the condition, as the
    # report's ignored-param line says it after the provider's name: "sends country only
    # ..."). An ignored param in neither is reported without a reason.
    # docs/providers.md ("Params a provider does not send") lists the bundled ones.
    no_parameter_for: ClassVar[frozenset[str]] = frozenset()
    sent_only: ClassVar[Mapping[str, str]] = {}

    @classmethod
    def ignored_reason(cls, param: str) -> str | None:
        """Why a param in ``RequestSpec.ignored`` was left out: ``NO_PARAMETER``, the
        condition under which it is sent (``sent_only``), or None when not declared."""
        if param in cls.sent_only:
            return cls.sent_only[param]
        if param.split("[", 1)[0] in cls.no_parameter_for:
            return NO_PARAMETER
        return None

    def __init__(
        self,
        *,
        client: httpx.Client | None = None,
        api_key: str | None = None,
        base_url: str | None = None,
        pricing: ProviderPricing | None = None,
        offline: bool = False,
        timeout_s: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.api_key = api_key if api_key is not None else os.environ.get(self.key_env)
        self.endpoint = (base_url or self.base_url).rstrip("/")
        self.pricing = pricing or pricing_for(self.name)
        self.offline = offline
        self.timeout_s = timeout_s
        self._client = client
        # A transport that answers directly (the replay transport): the adapter's httpx
        # requests go straight to it, skipping httpx.Client's redirect and cookie machinery
        # (about 0.15 ms a call, which API calls never use).
        self.transport = transport
        self._urls: dict[str, httpx.URL] = {}
        # The last request sent (recorders need it for calls that got no response; a
        # replayed call's is built when asked: ``last_request``), and the Date header of
        # the last answer.
        self._last_request: httpx.Request | None = None
        self._pending_request: PendingRequest | None = None
        self.answered_at: dt.datetime | None = None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name} {self.endpoint}{' offline' if self.offline else ''}>"

    @property
    def hosts(self) -> tuple[str, ...]:
        host = urlsplit(self.endpoint).hostname or ""
        return (host, *self.extra_hosts)

    def operation_of(self, url: str) -> str | None:
        """The operation (search, extract, fetch) a request to ``url`` performs, or None
        when ``url`` is not one of this provider's hosts or endpoints."""
        parts = urlsplit(url)
        if (parts.hostname or "").lower() not in self.hosts:
            return None
        path = parts.path.rstrip("/")
        for pattern, operation in OPERATION_PATHS:
            if pattern.search(path):
                return operation
        return None

    def error_status_of(self, body: Any) -> int | None:
        """The HTTP status a documented error body of this provider states inside itself
        (Linkup ``error.statusCode``, Jina ``code``, Brave ``error.status``...), or None
        when ``body`` is no such error (import-capture refuses a bare error body whose
        status was not given)."""
        if not isinstance(body, Mapping):
            return None
        inner = body.get("error")
        for holder in (inner, body):
            if isinstance(holder, Mapping):
                for key in ("statusCode", "status_code", "status", "code"):
                    value = holder.get(key)
                    # (Jina's "status" is civkit's 40203: its "code" is the HTTP status.)
                    if (
                        isinstance(value, int)
                        and not isinstance(value, bool)
                        and 400 <= value < 600
                    ):
                        return value
        return None

    # -- pure mapping, per provider -------------------------------------------------

    @abstractmethod
    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        """The HTTP request for ``query``, without the key."""

    @abstractmethod
    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        """Normalize a search payload; an error payload raises :class:`WebSearchError`."""

    def render_search_payload(
        self,
        query: SearchQuery,
        results: Sequence[SearchResult],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        """The inverse of :meth:`parse_search_response`: a payload in this provider's real
        shape carrying ``results`` (used by the synthetic fixture generator; fields the
        API would not return for ``query`` are left out, as the API leaves them out)."""
        raise NotImplementedError(
            f"the {self.name} adapter cannot render synthetic payloads; record real "
            f"cassettes instead: `pytest --ws-provider={self.name} --ws-record=new`, with "
            "the run's paths, --ws-golden, --ws-cassettes and --ws-endpoint added"
        )

    # -- extract (contents of given URLs); providers without it say "unsupported" --------

    def build_extract_request(self, urls: Sequence[str]) -> RequestSpec:
        raise self.unsupported("extract")

    def parse_extract_response(self, payload: Any, requested: Sequence[str]) -> ExtractResponse:
        raise self.unsupported("extract")

    def render_extract_payload(
        self,
        documents: Sequence[ExtractedDocument],
        failed: Sequence[tuple[str, str]],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        """The inverse of :meth:`parse_extract_response` (for synthetic fixtures)."""
        raise self.unsupported("extract")

    # -- fetch (one URL's contents), for providers whose reader takes one URL a call ------

    def build_fetch_request(self, url: str) -> RequestSpec:
        raise self.unsupported("fetch")

    def parse_fetch_response(self, payload: Any, url: str) -> ExtractResponse:
        raise self.unsupported("fetch")

    def render_fetch_payload(self, document: ExtractedDocument | None, error: str | None) -> Any:
        """The inverse of :meth:`parse_fetch_response` (for synthetic fixtures)."""
        raise self.unsupported("fetch")

    def read_failure_for(self, status: int, body: Any, url: str) -> ReadFailure | None:
        """A reader's HTTP error answer that says the *target* could not be read (Linkup
        ``FETCH_*``, Jina 451/413...): a failed read of ``url``, not a request error.
        None (the default) when the status is an error of the request itself."""
        return None

    def fetch_cost(self, response: ExtractResponse) -> Usage:
        price = self.pricing.price("fetch")
        if price is None:
            return Usage(cost_usd=None, source=self.pricing.label)
        return Usage(cost_usd=price, source=self.pricing.label)

    def extract_cost(self, response: ExtractResponse) -> Usage:
        if response.usage is not None and response.usage.cost_usd is not None:
            return response.usage
        price = self.pricing.price("extract_per_url")
        if price is None:
            return Usage(cost_usd=None, source=self.pricing.label)
        return Usage(cost_usd=price * len(response.documents), source=self.pricing.label)

    def synthetic_error(self, kind: str) -> tuple[int, dict[str, str], bytes]:
        """(status, headers, body) of an error in this provider's documented shape, for
        synthetic fixtures: ``rate_limited``, ``bad_gateway`` (502 with the upstream
        proxy's HTML page) or ``unavailable`` (503 without a body)."""
        if kind == "rate_limited":
            body = json.dumps({"error": "rate limit exceeded"}).encode()
            return 429, {"content-type": "application/json"}, body
        if kind == "bad_gateway":
            html = b"<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>"
            return 502, {"content-type": "text/html"}, html
        if kind == "unavailable":
            return 503, {}, b""
        raise ValueError(f"no synthetic error of kind {kind!r}")

    def unsupported(self, operation: str) -> WebSearchError:
        return WebSearchError(
            "unsupported",
            f"{self.name} offers no {operation} operation",
            provider=self.name,
            retryable=False,
        )

    # Pages per reader call assumed when a stored page's read is priced (``read_cost``):
    # the largest billing unit among the bundled readers (Tavily bills 5 URLs a credit).
    READ_BATCH: ClassVar[int] = 5

    def read_cost(self, url: str) -> Usage | None:
        """What this provider's own reader bills per page when it reads a page together
        with others (``READ_BATCH`` pages a call, its extract or fetch price): the price
        of a stored document read with its reader's capabilities. None for a provider
        without a reader (the neutral fetcher reads for it)."""
        if not (self.capabilities.extract or self.capabilities.fetch):
            return None
        if not self.capabilities.extract:
            document = ExtractedDocument(url=url, raw_url=url, content="")
            response = ExtractResponse(provider=self.name, requested=(url,), documents=(document,))
            return self.fetch_cost(response)
        urls = [f"{url}#{n}" for n in range(self.READ_BATCH)]
        documents = tuple(ExtractedDocument(url=u, raw_url=u, content="") for u in urls)
        batch = self.extract_cost(
            ExtractResponse(provider=self.name, requested=tuple(urls), documents=documents)
        )
        if batch.cost_usd is None:
            return batch
        return Usage(cost_usd=batch.cost_usd / self.READ_BATCH, source=batch.source)

    def search_cost(self, query: SearchQuery, response: SearchResponse) -> Usage:
        """Cost of one successful search: the provider's own figure when the response
        carries one, the pricing table otherwise."""
        if response.usage is not None and response.usage.cost_usd is not None:
            return response.usage
        price = self.pricing.price("search")
        return Usage(cost_usd=price, source=self.pricing.label)

    def failed_call_cost(self, status: int | None) -> float:
        """What a failed attempt is billed. The documented APIs here bill successful calls only."""
        return 0.0

    def error_message(self, body: Any) -> str:
        """The human message inside a provider's error body."""
        if isinstance(body, Mapping):
            for key in ("error", "message", "detail"):
                value = body.get(key)
                if isinstance(value, str):
                    return value
                if isinstance(value, Mapping):
                    inner = self.error_message(value)
                    if inner:
                        return inner
        if isinstance(body, str):
            return body[:300]
        return ""

    def own_error_shape(self, body: Any) -> bool:
        """Whether an error body is in this provider's own shape: ``error_shape`` (each
        built-in adapter's, ``error_shapes.py``: a proxy's JSON with an ``error`` key is
        not Exa's nor Brave's), else a JSON object whose message ``error_message`` reads
        (an adapter that declares no shape). A proxy's or a filter's answer (an HTML
        page, plain text, nothing) is not; a 403 in another shape at a local address is
        ``blocked``, not ``auth`` (``errors.blocked_403``)."""
        if self.error_shape is not None:
            return SHAPES[self.error_shape](body)
        return isinstance(body, Mapping) and bool(self.error_message(body))

    def error_for(
        self,
        status: int,
        headers: Mapping[str, str],
        body: Any,
        *,
        reference: dt.datetime | None = None,
    ) -> WebSearchError:
        """Map an HTTP error to a :class:`WebSearchError` (override for provider shapes)."""
        message = self.error_message(body) or f"HTTP {status}"
        retry_after = retry_after_seconds(headers, reference)
        if status == 429:
            kind = "rate_limited"
        elif status in (401, 403):
            kind = "auth"
        elif status == 402:
            kind = "quota"
        elif status in (408,):
            kind = "timeout"
        elif status >= 500:
            kind = "upstream"
        else:
            kind = "bad_request"
        return WebSearchError(
            kind,  # type: ignore[arg-type]
            message,
            provider=self.name,
            status=status,
            retry_after_s=retry_after,
            body=body,
        )

    # -- helpers for subclasses ----------------------------------------------------------

    def result(
        self,
        *,
        url: str,
        title: object,
        snippet: object,
        published: ProviderDate | None,
        score: object,
        position: int,
        content: object = None,
        extra_snippets: Sequence[object] = (),
        dates: Sequence[ProviderDate] = (),
    ) -> SearchResult:
        """A normalized result; ``published`` is the publication date as the provider
        sent it (kept even when it cannot be parsed), ``dates`` every date it sent."""
        canonical, host = canonical_url_and_host(url)
        description = snippet if isinstance(snippet, str) else ""
        extras = (
            tuple(e for e in (text_or_empty(x) for x in extra_snippets) if e)
            if extra_snippets
            else ()
        )
        return SearchResult(
            url=canonical,
            raw_url=url,
            title=title if isinstance(title, str) else "",
            snippet=" ".join([description, *extras]).strip() if extras else description,
            description=description if extras else None,
            extra_snippets=extras,
            published_at=None if published is None else published.value,
            score=score if type(score) is float else float_or_none(score),
            position=position,
            host=host,
            content=content if isinstance(content, str) and content else None,
            dates=tuple(dates) if dates else (() if published is None else (published,)),
            published=published,
        )

    def _exchange(
        self, spec: RequestSpec, read_url: str | None = None
    ) -> tuple[Any, int, float | None, dt.datetime | None]:
        """Send once and decode; an HTTP error becomes a WebSearchError with latency and
        cost, except a reader's answer that its target failed (``read_url``), which comes
        back as a :class:`ReadFailure` body."""
        direct = self._replayed(spec) if self.transport is not None else None
        response: httpx.Response | DirectResponse
        if direct is None:
            response, latency_ms, retrieved_at = self.send(spec)
            self.answered_at = parse_datetime(response.headers.get("date"))
        else:
            response, recorded = direct, direct.answer.recorded
            latency_ms, retrieved_at = recorded.latency_ms, recorded.recorded_at
            self.answered_at = parse_datetime(direct.date)
        body = self.decode_body(response)
        if response.status_code >= 400 and read_url is not None:
            try:
                failure = self.read_failure_for(response.status_code, body, read_url)
            except SHAPE_ERRORS:  # an error body of another shape: the status says enough
                failure = None
            if failure is not None:
                return failure, response.status_code, latency_ms, retrieved_at
        if response.status_code >= 400:
            error = self.read_error(
                response.status_code,
                response.headers,
                body,
                url=spec.url,
                method=spec.method,
                reference=retrieved_at,
            )
            error.latency_ms = latency_ms
            # live: the recording's own waiting before the answer (recording/live.py)
            measured = getattr(response, "extensions", {}).get(RECORDED_EXTENSION)
            error.waited_ms = getattr(measured, "waited_ms", None)
            error.cost_usd = self.failed_call_cost(response.status_code)
            raise error
        if not isinstance(body, (Mapping, list)):
            raise ResponseParseError(self.name, "<body>", "not JSON", body=body)
        return body, response.status_code, latency_ms, retrieved_at

    def read_error(
        self,
        status: int,
        headers: Mapping[str, str],
        body: Any,
        *,
        url: str,
        method: str = "POST",
        reference: dt.datetime | None = None,
    ) -> WebSearchError:
        """The error an answer of ``status`` >= 400 at ``url`` is, as every call reads it
        (the recording's outage gate too: ``recording/live.py``): ``error_for`` (its
        status alone when the body has another shape), then a 403 a proxy or a filter
        sent is ``blocked`` (``errors.blocked_403``) and a 404/405 a wrong endpoint path
        (``errors.wrong_endpoint``)."""
        try:
            error = self.error_for(status, headers, body, reference=reference)
        except SHAPE_ERRORS:  # an error body of another shape: its status says enough
            plain = Adapter.error_for(self, status, headers, None, reference=reference)
            error = WebSearchError(
                plain.kind,
                f"{plain.message} (the error body has an unexpected shape)",
                provider=self.name,
                status=plain.status,
                retry_after_s=plain.retry_after_s,
                body=body,
            )
        if error.kind == "auth" and status == 403:
            # a header only a proxy's answer carries: a proxy's, at any address; not the
            # provider's 403 shape (or a page): a proxy's, when the address is local
            sign = proxy_sign(headers)
            if sign is not None or served_as_page(headers) or not self.own_error_shape(body):
                given = self.endpoint_given()
                blocked = blocked_403(self.name, url, headers, body, given, sign)
                error = blocked or error
        elif error.kind == "bad_request" and status in (404, 405):
            # no such route at the endpoint: its path, not the case's request
            try:
                said = self.error_message(body)
            except SHAPE_ERRORS:
                said = ""
            where = None if self.own_address() else self.endpoint_given()
            routed = wrong_endpoint(self.name, method, url, status, said, where)
            error = routed or error
        return error

    def extract(self, urls: Sequence[str]) -> ExtractResponse:
        """One extract attempt for ``urls``: contents, what is missing, and whether the
        provider declared it."""
        if not self.capabilities.extract:
            raise self.unsupported("extract")
        spec = self.build_extract_request(urls)
        body, status, latency_ms, retrieved_at = self._exchange(spec)
        try:
            with unexpected_shape(self.name, "extract body", body):
                parsed = self.parse_extract_response(body, urls)
                usage = self.extract_cost(parsed)
        except WebSearchError as error:
            error.latency_ms = latency_ms
            error.status = status
            raise
        return ExtractResponse(
            provider=self.name,
            requested=parsed.requested,
            documents=parsed.documents,
            failures=parsed.failures,
            request_id=parsed.request_id,
            usage=usage,
            latency_ms=latency_ms,
            retrieved_at=retrieved_at,
            status=status,
            raw=body if isinstance(body, Mapping) else {"items": body},
        )

    def fetch(self, url: str) -> ExtractResponse:
        """One fetch attempt for one URL (a reader endpoint)."""
        if not self.capabilities.fetch:
            raise self.unsupported("fetch")
        spec = self.build_fetch_request(url)
        body, status, latency_ms, retrieved_at = self._exchange(spec, read_url=url)
        if isinstance(body, ReadFailure):
            # The reader answered that the page failed: a read outcome, billed as failed.
            return ExtractResponse(
                provider=self.name,
                requested=(canonical_url(url),),
                documents=(),
                failures=(body,),
                usage=Usage(cost_usd=self.failed_call_cost(status), source="failed-call"),
                latency_ms=latency_ms,
                retrieved_at=retrieved_at,
                status=status,
            )
        try:
            with unexpected_shape(self.name, "fetch body", body):
                parsed = self.parse_fetch_response(body, url)
                usage = (
                    parsed.usage
                    if parsed.usage is not None and parsed.usage.cost_usd is not None
                    else self.fetch_cost(parsed)
                )
        except WebSearchError as error:
            error.latency_ms = latency_ms
            error.status = status
            raise
        return ExtractResponse(
            provider=self.name,
            requested=parsed.requested,
            documents=parsed.documents,
            failures=parsed.failures,
            request_id=parsed.request_id,
            usage=usage,
            latency_ms=latency_ms,
            retrieved_at=retrieved_at,
            status=status,
            raw=body if isinstance(body, Mapping) else {"items": body},
        )

    def search(self, query: SearchQuery) -> SearchResponse:
        """One search attempt. Raises :class:`WebSearchError` (with latency and billed
        cost) when the provider answers with an error."""
        spec = self.build_search_request(query)
        body, status, latency_ms, retrieved_at = self._exchange(spec)
        if not isinstance(body, Mapping):
            raise ResponseParseError(self.name, "<body>", "not a JSON object", body=body)
        try:
            with unexpected_shape(self.name, "search body", body):
                parsed = self.parse_search_response(body)
                # A relative date ("2 hours ago") is read from the answer's own Date header.
                if self.answered_at is not None:
                    resolve_relative_dates(parsed.results, self.answered_at)
                usage = self.search_cost(query, parsed)
        except WebSearchError as error:
            error.latency_ms = latency_ms
            error.status = status
            raise
        return SearchResponse(
            provider=self.name,
            results=parsed.results,
            request_id=parsed.request_id,
            usage=usage,
            latency_ms=latency_ms,
            retrieved_at=retrieved_at,
            status=status,
            ignored_params=spec.ignored,
            raw=body,
            more_available=parsed.more_available,
        )
