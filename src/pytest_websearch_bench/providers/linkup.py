"""Linkup Search and Fetch APIs.

Built from documentation alone (no real capture exists here): linkup-python-sdk
src/linkup/_client.py for the endpoints and auth; litellm's linkup transformation for
the searchResults shape; docs.linkup.so fetch overview (read 2026-11) for POST
/v1/fetch (one URL, markdown back); docs.linkup.so pricing (USD since 2026-05).
Not yet verified against a real capture.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from typing import Any

from ..urls import canonical_url
from .base import Adapter, require
from .errors import WebSearchError
from .models import (
    AuthPlacement,
    Capabilities,
    ExtractedDocument,
    ExtractResponse,
    RequestSpec,
    SearchQuery,
    SearchResponse,
    SearchResult,
    Usage,
)


class LinkupAdapter(Adapter):
    name = "linkup"
    base_url = "https://api.linkup.so"
    key_env = "LINKUP_API_KEY"
    auth = AuthPlacement(header="Authorization", scheme="Bearer")
    capabilities = Capabilities(search=True, fetch=True, renders_javascript=True, parses_pdf=True)
    documentation = (
        "linkup-python-sdk src/linkup/_client.py; litellm linkup transformation; "
        "docs.linkup.so fetch overview and pricing (2026-05..11)"
    )

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
        results: list[SearchResult] = []
        for item in require(payload, "results", self.name):
            if item.get("type", "text") != "text":
                continue  # images are not documents
            results.append(
                self.result(
                    url=require(item, "url", self.name, f"results[{len(results)}]."),
                    title=item.get("name"),
                    snippet=item.get("content"),
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
        return ExtractResponse(
            provider=self.name,
            requested=(canonical_url(url),),
            documents=(ExtractedDocument(url=canonical_url(url), raw_url=url, content=markdown),),
        )

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
        code = ((body or {}).get("error") or {}).get("code") if isinstance(body, Mapping) else None
        if code == "SEARCH_QUERY_NO_RESULT":
            error.kind, error.retryable = "no_results", False
        elif code in ("INSUFFICIENT_FUNDS_CREDITS", "EXCEED_BUDGET_LIMIT"):
            error.kind, error.retryable = "quota", False  # a 429 that waiting does not cure
        elif code == "TOO_MANY_REQUESTS":
            error.kind, error.retryable = "rate_limited", True
        elif code == "FETCH_ERROR":
            error.kind, error.retryable = "bad_request", False
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
