"""Linkup Search and Fetch APIs.

Built from documentation alone: linkup-python-sdk src/linkup/_client.py (@042896d,
@60f952c) for the endpoints, auth and error codes, src/linkup/_types.py @0cded9d for
the response of each ``outputType``; litellm's linkup transformation; docs.linkup.so
fetch overview (read 2026-11) for POST /v1/fetch (one URL, markdown back);
docs.linkup.so pricing (USD since 2026-05).

The ranking is ``results`` (searchResults) or ``sources`` (sourcedAnswer, structured
with includeSources); images are not documents; structured without sources is a
typed parse error, never an empty ranking. Linkup sends no dates. A fetch answered
400 ``FETCH_*`` is a failed read of the target (``read_failed``, ``too_large``,
``unsupported``), not a request error; error messages carry ``details``.

Response shapes (conformance data: tests/data/shapes/linkup/):
* Real capture: none (record one with --ws-record=new before trusting the adapter).
* Documentation only: search_results, search_sourced_answer,
  search_structured_with_sources, search_structured_no_sources; fetch_ok; errors
  err_400_no_result (empty answer), err_400_validation, err_400_fetch_error,
  err_400_fetch_is_file, err_400_fetch_too_large, err_400_fetch_unsupported, err_401,
  err_403, err_429_budget, err_429_credits, err_429_queue, err_429_rate.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from typing import Any

from ..urls import canonical_url
from .base import Adapter
from .errors import ResponseParseError, WebSearchError
from .fields import first_text, mapping, read_failure, require
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

# Fetch errors about the target, not the request (linkup-python-sdk _client.py: 400 codes
# FETCH_ERROR, FETCH_RESPONSE_TOO_LARGE, FETCH_UNSUPPORTED_CONTENT_TYPE, FETCH_URL_IS_FILE).
FETCH_FAILURES: dict[str, ReadOutcome] = {
    "FETCH_ERROR": "read_failed",
    "FETCH_RESPONSE_TOO_LARGE": "too_large",
    "FETCH_UNSUPPORTED_CONTENT_TYPE": "unsupported",
    "FETCH_URL_IS_FILE": "unsupported",
}


def _error(body: Any) -> Mapping[str, Any]:
    return mapping(body.get("error")) if isinstance(body, Mapping) else {}


class LinkupAdapter(Adapter):
    name = "linkup"
    error_shape = "linkup"  # error_shapes.py
    base_url = "https://api.linkup.so"
    key_env = "LINKUP_API_KEY"
    auth = AuthPlacement(header="Authorization", scheme="Bearer")
    capabilities = Capabilities(search=True, fetch=True, renders_javascript=True, parses_pdf=True)
    documentation = (
        "linkup-python-sdk src/linkup/_client.py; litellm linkup transformation; "
        "docs.linkup.so fetch overview and pricing (2026-05..11)"
    )

    no_parameter_for = frozenset({"country", "language", "topic"})

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        body: dict[str, Any] = {
            "q": query.query,
            "depth": "standard",
            "outputType": "searchResults",
        }
        ignored: list[str] = []
        if query.max_results is not None:
            body["maxResults"] = query.max_results
        if query.include_domains:
            body["includeDomains"] = list(query.include_domains)
        if query.exclude_domains:
            body["excludeDomains"] = list(query.exclude_domains)
        if query.start_date:
            body["fromDate"] = query.start_date.isoformat()
        if query.end_date:
            body["toDate"] = query.end_date.isoformat()
        for name, value in (
            ("country", query.country),
            ("language", query.language),
            ("topic", query.topic != "general"),
        ):
            if value:
                ignored.append(name)
        body.update(query.options)
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/v1/search",
            json=body,
            headers={"Content-Type": "application/json"},
            ignored=tuple(ignored),
        )

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        """By ``outputType`` (settable through ``options``): ``searchResults`` ->
        ``results``; ``sourcedAnswer`` -> ``{answer, sources}``; ``structured`` with
        ``includeSources`` -> ``{data, sources}``. The ranking is the results, or the
        sources; images are not documents. Linkup sends no dates."""
        key = "results" if "results" in payload or "sources" not in payload else "sources"
        if key not in payload and isinstance(payload, Mapping) and "error" not in payload:
            raise ResponseParseError(
                self.name,
                "results",
                "missing: neither results nor sources came back (outputType=structured "
                "answers with the caller's object alone unless includeSources is true)",
                body=payload,
            )
        results: list[SearchResult] = []
        for item in require(payload, key, self.name):
            if item.get("type", "text") != "text":
                continue  # images are not documents
            results.append(
                self.result(
                    url=require(item, "url", self.name, f"{key}[{len(results)}]."),
                    title=item.get("name"),
                    snippet=first_text(item.get("content"), item.get("snippet")),
                    published=None,
                    score=None,
                    position=len(results) + 1,
                )
            )
        return SearchResponse(provider=self.name, results=tuple(results))

    def render_search_payload(
        self,
        query: SearchQuery,
        results: Sequence[SearchResult],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        return {
            "results": [
                {"type": "text", "name": r.title, "url": r.raw_url, "content": r.snippet}
                for r in results
            ]
        }

    def search_cost(self, query: SearchQuery, response: SearchResponse) -> Usage:
        depth = query.options.get("depth", "standard")
        output = query.options.get("outputType", "searchResults")
        key = (
            "search_deep"
            if depth == "deep"
            else ("search_answer" if output != "searchResults" else "search")
        )
        return Usage(cost_usd=self.pricing.price(key), source=self.pricing.label)

    def build_fetch_request(self, url: str) -> RequestSpec:
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/v1/fetch",
            operation="fetch",
            json={"url": url, "renderJs": False},
            headers={"Content-Type": "application/json"},
        )

    def parse_fetch_response(self, payload: Any, url: str) -> ExtractResponse:
        markdown = require(payload, "markdown", self.name)
        requested = (canonical_url(url),)
        if not isinstance(markdown, str) or not markdown.strip():
            failure = read_failure(url, outcome="empty", reason="markdown is empty")
            return ExtractResponse(
                provider=self.name, requested=requested, documents=(), failures=(failure,)
            )
        return ExtractResponse(
            provider=self.name,
            requested=requested,
            documents=(ExtractedDocument(url=canonical_url(url), raw_url=url, content=markdown),),
        )

    def read_failure_for(self, status: int, body: Any, url: str) -> ReadFailure | None:
        code = _error(body).get("code")
        if not isinstance(code, str) or not code.startswith("FETCH_"):
            return None
        return read_failure(
            url,
            outcome=FETCH_FAILURES.get(code, "read_failed"),
            reason=f"{code}: {self.error_message(body)}",
        )

    def error_message(self, body: Any) -> str:
        """``error.message`` and each of ``error.details`` (``field: message``), as the
        official SDK builds its exceptions' messages."""
        error = _error(body)
        message = first_text(error.get("message"))
        details = [
            f"{d.get('field')}: {d.get('message')}" if d.get("field") else str(d.get("message"))
            for d in error.get("details") or []
            if isinstance(d, Mapping) and d.get("message")
        ]
        if message or details:
            return " ".join([message, *details]).strip()
        return super().error_message(body)

    def render_fetch_payload(self, document: ExtractedDocument | None, error: str | None) -> Any:
        if document is None:
            return {
                "error": {
                    "statusCode": 400,
                    "code": "FETCH_ERROR",
                    "message": error or "Failed to fetch the URL",
                    "details": [],
                }
            }
        return {"markdown": document.content}

    def error_for(
        self,
        status: int,
        headers: Mapping[str, str],
        body: Any,
        *,
        reference: dt.datetime | None = None,
    ) -> WebSearchError:
        error = super().error_for(status, headers, body, reference=reference)
        code = _error(body).get("code")
        if code == "SEARCH_QUERY_NO_RESULT":
            error.kind, error.retryable = "no_results", False
        elif code in ("INSUFFICIENT_FUNDS_CREDITS", "EXCEED_BUDGET_LIMIT"):
            error.kind, error.retryable = "quota", False  # a 429 that waiting does not cure
        elif code in ("TOO_MANY_REQUESTS", "TASKS_QUEUE_LIMIT_EXCEEDED"):
            error.kind, error.retryable = "rate_limited", True
        return error

    def synthetic_error(self, kind: str) -> tuple[int, dict[str, str], bytes]:
        if kind == "rate_limited":
            body = {
                "error": {
                    "statusCode": 429,
                    "code": "TOO_MANY_REQUESTS",
                    "message": "Too many requests, please retry later.",
                    "details": [],
                }
            }
            return (
                429,
                {"content-type": "application/json; charset=utf-8"},
                json.dumps(body).encode(),
            )
        return super().synthetic_error(kind)
