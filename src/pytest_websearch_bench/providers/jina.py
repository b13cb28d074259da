"""Jina Search (s.jina.ai) and Reader (r.jina.ai).

Built from documentation alone: jina-ai/reader src/api/searcher.ts @0195d8d,
src/api/crawler.ts and src/services/snapshot-formatter.ts and errors.ts @0612fa0 for
the JSON envelope ``{code, status, data}``, the formatted page and the error classes;
code hits 52485279577 and 52711997632 for the request forms; apis.io's rate-limit
profile (third-party) for 429/402; docs.workato.com's Jina connector for token
metering (>= 10,000 tokens a search). Jina publishes no USD price per token in these
sources, so costs stay unknown (null) unless ws_pricing sets ``usd_per_token``.

The reader answers 200 even when the target failed: its ``warning`` says "Target URL
returned error 404: Not Found" and ``content`` is the target's error page. Such a read
is a failed read (``target_error``, ``target_status``), and such a search item keeps
no content; so is a page whose body ``code`` is not 200 inside the HTTP 200. 413 (file too large), 451 (target refused) and 422 (page could not be
loaded) from the reader are failed reads too, not request errors; 422 "No search
results" from search is the empty answer; 409 (key budget) is a quota.
``publishedTime`` (ISO, or the target's Last-Modified as an HTTP date) and the SERP
``date`` are kept; with X-Return-Format html/text the text is in ``html``/``text``.

Response shapes (conformance data: tests/data/shapes/jina/):
* Real capture: none (record one with --ws-record=new before trusting the adapter).
* Documentation only: search_json, search_no_content, search_item_target_error;
  reader_ok_published, reader_published_http_date, reader_html_format,
  reader_target_404_in_200, reader_empty_content; errors err_401, err_402,
  err_409_budget, err_422_no_results (empty answer), err_429, err_413_too_large,
  err_451_blocked.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar
from urllib.parse import urlsplit

from ..dates import ProviderDate, parse_loose
from ..urls import canonical_url
from .base import Adapter
from .errors import WebSearchError
from .fields import collect_dates, first_text, mapping, read_failure, require
from .models import (
    AuthPlacement,
    Capabilities,
    ExtractedDocument,
    ExtractResponse,
    ReadFailure,
    ReadOutcome,
    RequestSpec,
    SearchQuery,
    SearchResponse,
    SearchResult,
    Usage,
)

# snapshot-formatter.ts: "Target URL returned error <code>: <text>" when the target's own
# status is outside 200-399; the reader itself still answers 200 with the error page.
TARGET_ERROR = re.compile(r"Target URL returned error (\d{3})")
# The reader's HTTP errors that are about the target, not the request (services/errors.ts):
# 413 TargetFileTooLargeError, 451 the 4510x family (harmful / blocked / government
# concern), 422 AssertionFailureError (the page could not be loaded).
TARGET_FAILURES: dict[int, ReadOutcome] = {
    413: "too_large",
    451: "target_refused",
    422: "read_failed",
}


def _warnings(item: Mapping[str, Any]) -> tuple[str, ...]:
    warning = item.get("warning")
    if isinstance(warning, str) and warning.strip():
        return tuple(w.strip() for w in warning.split("\n") if w.strip())
    return ()


def _target_status(warnings: Sequence[str]) -> int | None:
    for warning in warnings:
        match = TARGET_ERROR.search(warning)
        if match:
            return int(match.group(1))
    return None


def _dates(item: Mapping[str, Any]) -> tuple[ProviderDate | None, tuple[ProviderDate, ...]]:
    """``publishedTime`` (article metadata, or the target's Last-Modified as an HTTP
    date) and the SERP ``date`` (``Sep 10, 2025``)."""
    return collect_dates(
        [("publishedTime", item.get("publishedTime")), ("date", item.get("date"))],
        publication=("publishedTime", "date"),
        parse=parse_loose,
    )


class JinaAdapter(Adapter):
    name = "jina"
    error_shape = "jina"  # error_shapes.py
    base_url = "https://s.jina.ai"
    reader_url = "https://r.jina.ai"
    extra_hosts = ("r.jina.ai",)
    fetch_failure_status = 422
    key_env = "JINA_API_KEY"
    auth = AuthPlacement(header="Authorization", scheme="Bearer")
    capabilities = Capabilities(
        search=True, fetch=True, renders_javascript=True, parses_pdf=True, gives_dates=True
    )
    documentation = (
        "s.jina.ai / r.jina.ai JSON responses (code hits 52485279577, 52711997632); "
        "apis.io rate-limit profile; docs.workato.com Jina connector"
    )

    def operation_of(self, url: str) -> str | None:
        """s.jina.ai searches; r.jina.ai reads the URL in its path (``/https://...``)."""
        host = (urlsplit(url).hostname or "").lower()
        if host == urlsplit(self.reader_url).hostname:
            return "fetch"
        return "search" if host in self.hosts else None

    no_parameter_for = frozenset({"exclude_domains", "start_date", "end_date", "topic"})
    sent_only: ClassVar[Mapping[str, str]] = {
        "include_domains[1:]": "sends one site of include_domains per request (the first)"
    }

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        headers = {"Accept": "application/json"}
        ignored: list[str] = []
        if query.include_domains:
            headers["X-Site"] = query.include_domains[0]  # one site per request
            if len(query.include_domains) > 1:
                ignored.append("include_domains[1:]")
        for name, value in (
            ("exclude_domains", query.exclude_domains),
            ("start_date", query.start_date),
            ("end_date", query.end_date),
            ("topic", query.topic != "general"),
        ):
            if value:
                ignored.append(name)
        params: list[tuple[str, str]] = [("q", query.query)]
        if query.max_results is not None:
            params.append(("num", str(query.max_results)))
        if query.country:
            params.append(("gl", query.country.lower()))
        if query.language:
            params.append(("hl", query.language.lower()))
        params += [(k, str(v)) for k, v in query.options.items()]
        return RequestSpec(
            method="GET",
            url=f"{self.endpoint}/",
            params=tuple(params),
            headers=headers,
            ignored=tuple(ignored),
        )

    def _tokens_cost(self, tokens: object) -> Usage | None:
        if not isinstance(tokens, (int, float)):
            return None
        price = self.pricing.price("usd_per_token")
        return Usage(
            cost_usd=None if price is None else tokens * price,
            source=f"provider-tokens*{self.pricing.label}",
            credits=float(tokens),
        )

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        if payload.get("code") not in (None, 200):
            raise self.error_for(int(payload["code"]), {}, payload)
        results = []
        for index, item in enumerate(require(payload, "data", self.name)):
            published, dates = _dates(item)
            failed = _target_status(_warnings(item)) is not None
            results.append(
                self.result(
                    url=require(item, "url", self.name, f"data[{index}]."),
                    title=item.get("title"),
                    snippet=first_text(item.get("description")),
                    published=published,
                    dates=dates,
                    score=None,
                    position=index + 1,
                    # the target's error page ("Just a moment...") is not its content
                    content=None if failed else item.get("content"),
                )
            )
        tokens = ((payload.get("meta") or {}).get("usage") or {}).get("tokens")
        return SearchResponse(
            provider=self.name, results=tuple(results), usage=self._tokens_cost(tokens)
        )

    def render_search_payload(
        self,
        query: SearchQuery,
        results: Sequence[SearchResult],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        data = []
        for result in results:
            item: dict[str, Any] = {
                "title": result.title,
                "url": result.raw_url,
                "description": result.snippet,
                "content": result.content or result.snippet,
                "usage": {"tokens": 1000},
            }
            if result.published_at is not None:
                item["date"] = result.published_at.strftime("%b %d, %Y")
            data.append(item)
        return {"code": 200, "status": 20000, "data": data, "meta": {"usage": {"tokens": 10_000}}}

    def search_cost(self, query: SearchQuery, response: SearchResponse) -> Usage:
        if response.usage is not None:
            return response.usage
        minimum = self.pricing.price("search_min_tokens")
        return self._tokens_cost(minimum) or Usage(cost_usd=None, source=self.pricing.label)

    def build_fetch_request(self, url: str) -> RequestSpec:
        return RequestSpec(
            method="GET",
            url=f"{self.reader_url}/{url}",
            operation="fetch",
            headers={"Accept": "application/json"},
        )

    def parse_fetch_response(self, payload: Any, url: str) -> ExtractResponse:
        requested = (canonical_url(url),)
        code = payload.get("code")
        if code not in (None, 200):
            # An error envelope inside the 200 (data null): the reader's own error, a
            # failed read when it is about the target; a page with a code is its status.
            refused = self.read_failure_for(int(code), payload, url)
            if refused is None and not mapping(payload.get("data")):
                raise self.error_for(int(code), {}, payload)
            coded = refused or read_failure(
                url, target_status=int(code), reason=f"code {code} in the reader's answer"
            )
            return ExtractResponse(
                provider=self.name, requested=requested, documents=(), failures=(coded,)
            )
        data = require(payload, "data", self.name)
        tokens = mapping(data.get("usage")).get("tokens")
        warnings = _warnings(data)
        status = _target_status(warnings)
        # X-Return-Format html/text puts the text in "html"/"text" instead of "content".
        content = first_text(data.get("content"), data.get("text"), data.get("html"))
        failure: ReadFailure | None = None
        if status is not None:
            failure = read_failure(url, target_status=status, reason="; ".join(warnings))
        elif not content.strip():
            failure = read_failure(url, outcome="empty", reason="; ".join(warnings))
        if failure is not None:
            return ExtractResponse(
                provider=self.name,
                requested=requested,
                documents=(),
                failures=(failure,),
                usage=self._tokens_cost(tokens),
            )
        raw_url = data.get("url") or url
        published, dates = _dates(data)
        document = ExtractedDocument(
            url=canonical_url(raw_url),
            raw_url=raw_url,
            title=data.get("title") or "",
            content=content,
            content_type="text/html" if content == data.get("html") else "text/markdown",
            published_at=None if published is None else published.value,
            published=published,
            dates=dates,
            warnings=warnings,
        )
        return ExtractResponse(
            provider=self.name,
            requested=requested,
            documents=(document,),
            usage=self._tokens_cost(tokens),
        )

    def read_failure_for(self, status: int, body: Any, url: str) -> ReadFailure | None:
        outcome = TARGET_FAILURES.get(status)
        if outcome is None:
            return None
        return read_failure(
            url,
            outcome=outcome,
            reason=self.error_message(body) or f"HTTP {status}",
        )

    def render_fetch_payload(self, document: ExtractedDocument | None, error: str | None) -> Any:
        if document is None:
            return {
                "data": None,
                "code": 422,
                "name": "AssertionFailureError",
                "status": 42206,
                "message": error or "Failed to fetch",
                "readableMessage": error,
            }
        return {
            "code": 200,
            "status": 20000,
            "data": {
                "title": document.title,
                "description": "",
                "url": document.raw_url,
                "content": document.content,
                "usage": {"tokens": len(document.content) // 4},
            },
        }

    def fetch_cost(self, response: ExtractResponse) -> Usage:
        return Usage(cost_usd=None, source=self.pricing.label)

    def error_for(
        self,
        status: int,
        headers: Mapping[str, str],
        body: Any,
        *,
        reference: dt.datetime | None = None,
    ) -> WebSearchError:
        error = super().error_for(status, headers, body, reference=reference)
        if status in (402, 409):  # token balance is zero; the key's budget is spent
            error.kind = "quota"
            error.retryable = False
        if status == 422:
            # AssertionFailureError; searcher.ts throws it for the empty answer too.
            no_results = "no search results" in error.message.lower()
            error.kind = "no_results" if no_results else "bad_request"
            error.retryable = False
        return error

    def synthetic_error(self, kind: str) -> tuple[int, dict[str, str], bytes]:
        if kind == "rate_limited":
            body = {
                "data": None,
                "code": 429,
                "name": "RateLimitTriggeredError",
                "status": 42903,
                "message": "Whoa there, turbo! You've hit the rate limit. Slow down and try again in a minute.",
            }
            return (
                429,
                {"content-type": "application/json; charset=utf-8", "retry-after": "60"},
                json.dumps(body).encode(),
            )
        return super().synthetic_error(kind)
