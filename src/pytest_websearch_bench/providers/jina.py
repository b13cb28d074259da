"""Jina Search (s.jina.ai) and Reader (r.jina.ai).

Built from documentation alone (no real capture exists here): the s.jina.ai/r.jina.ai
request forms and JSON responses from code hits 52485279577 and 52711997632;
apis.io's rate-limit profile (third-party) for 429/402; docs.workato.com's Jina
connector for token metering (>= 10,000 tokens a search). Jina publishes no USD
price per token in these sources, so costs stay unknown (null) unless ws_pricing
sets ``usd_per_token``. Not yet verified against a real capture.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from typing import Any

from ..dates import parse_loose
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


class JinaAdapter(Adapter):
    name = "jina"
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
            results.append(
                self.result(
                    url=require(item, "url", self.name, f"data[{index}]."),
                    title=item.get("title"),
                    snippet=item.get("description"),
                    published=parse_loose(item.get("date")),
                    score=None,
                    position=index + 1,
                    content=item.get("content"),
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
        if payload.get("code") not in (None, 200):
            raise self.error_for(int(payload["code"]), {}, payload)
        data = require(payload, "data", self.name)
        raw_url = data.get("url") or url
        document = ExtractedDocument(
            url=canonical_url(raw_url),
            raw_url=raw_url,
            title=data.get("title") or "",
            content=data.get("content") or "",
            content_type="text/markdown",
        )
        tokens = (data.get("usage") or {}).get("tokens")
        return ExtractResponse(
            provider=self.name,
            requested=(canonical_url(url),),
            documents=(document,) if document.content else (),
            declared_failed=() if document.content else (canonical_url(url),),
            usage=self._tokens_cost(tokens),
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
        if status == 402:  # token balance is zero
            error.kind = "quota"
            error.retryable = False
        if status == 422:
            error.kind = "bad_request"
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
