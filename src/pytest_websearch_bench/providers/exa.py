"""Exa Search API.

Sources (PROVIDERS.md): exa-py conformance list and pydantic-ai cassettes (2026-07)
for endpoints and fields; exa.ai/docs/admin/error-codes for errors;
exa.ai/docs/changelog/pricing-update (2026-03-03) for prices. Verified against
the real pydantic-ai captures of /search, /contents and /findSimilar.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from typing import Any

from ..dates import iso_millis, parse_datetime
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


def _day_start(day: dt.date) -> str:
    return f"{day.isoformat()}T00:00:00.000Z"


class ExaAdapter(Adapter):
    name = "exa"
    base_url = "https://api.exa.ai"
    key_env = "EXA_API_KEY"
    auth = AuthPlacement(header="x-api-key")
    capabilities = Capabilities(
        search=True, extract=True, gives_dates=True, gives_scores=True, parses_pdf=True
    )
    documentation = (
        "exa-py conformance list; pydantic-ai tests/cassettes/test_exa (2026-07-15); "
        "exa.ai/docs/changelog/pricing-update (2026-03-03)"
    )
    verified_against_capture = True

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        body: dict[str, Any] = {"query": query.query, "type": "auto"}
        ignored: list[str] = []
        if query.max_results is not None:
            body["numResults"] = query.max_results
        if query.include_domains:
            body["includeDomains"] = list(query.include_domains)
        if query.exclude_domains:
            body["excludeDomains"] = list(query.exclude_domains)
        if query.start_date is not None:
            body["startPublishedDate"] = _day_start(query.start_date)
        if query.end_date is not None:
            body["endPublishedDate"] = _day_start(query.end_date + dt.timedelta(days=1))
        if query.topic == "news":
            body["category"] = "news"
        if query.country:
            body["userLocation"] = query.country.upper()
        if query.language:
            ignored.append("language")
        if query.contents == "text":
            body["contents"] = {
                "text": {"maxCharacters": query.max_chars} if query.max_chars else True
            }
        elif query.contents in ("highlights", "snippets"):
            body["contents"] = {"highlights": True}
        body.update(query.options)
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/search",
            json=body,
            headers={"Content-Type": "application/json"},
            ignored=tuple(ignored),
        )

    @staticmethod
    def _snippet(item: Mapping[str, Any]) -> str:
        highlights = item.get("highlights")
        if isinstance(highlights, list) and highlights:
            return " … ".join(str(h) for h in highlights)
        for key in ("summary", "text"):
            value = item.get(key)
            if isinstance(value, str) and value:
                return value[:500]
        return ""

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        if "error" in payload and "results" not in payload:
            raise WebSearchError(
                "bad_request", self.error_message(payload), provider=self.name, body=payload
            )
        raw_results = require(payload, "results", self.name)
        results = []
        for index, item in enumerate(raw_results):
            where = f"results[{index}]."
            results.append(
                self.result(
                    url=require(item, "url", self.name, where),
                    title=item.get("title"),
                    snippet=self._snippet(item),
                    published=item.get("publishedDate"),
                    score=item.get("score"),
                    position=index + 1,
                    content=item.get("text"),
                )
            )
        usage = None
        cost = payload.get("costDollars")
        if isinstance(cost, Mapping) and cost.get("total") is not None:
            usage = Usage(cost_usd=float(cost["total"]), source="provider:costDollars")
        request_id = payload.get("requestId")
        return SearchResponse(
            provider=self.name,
            results=tuple(results),
            request_id=str(request_id) if request_id else None,
            usage=usage,
        )

    def render_search_payload(
        self,
        query: SearchQuery,
        results: Sequence[SearchResult],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        items = []
        for result in results:
            item: dict[str, Any] = {
                "id": result.raw_url,
                "url": result.raw_url,
                "title": result.title,
            }
            if result.published_at is not None:
                item["publishedDate"] = iso_millis(result.published_at)
            if query.contents in ("highlights", "snippets"):
                item["highlights"] = [result.snippet]
                item["highlightScores"] = [round(result.score or 0.0, 6)]
            elif query.contents == "text":
                item["text"] = result.content or result.snippet
            items.append(item)
        price = self.pricing.price("search") or 0.0
        return {
            "requestId": request_id,
            "resolvedSearchType": "neural",
            "results": items,
            "searchTime": latency_ms,
            "costDollars": {"total": price, "search": {"neural": price}},
            "effectiveFilters": {
                "includeDomains": list(query.include_domains),
                "excludeDomains": list(query.exclude_domains),
                "includeText": [],
                "excludeText": [],
                "includeUrls": [],
                "excludeUrls": [],
            },
        }

    def build_extract_request(self, urls: Sequence[str]) -> RequestSpec:
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/contents",
            operation="extract",
            json={"urls": list(urls), "text": True},
            headers={"Content-Type": "application/json"},
        )

    def parse_extract_response(self, payload: Any, requested: Sequence[str]) -> ExtractResponse:
        documents = []
        for index, item in enumerate(require(payload, "results", self.name)):
            url = require(item, "url", self.name, f"results[{index}].")
            documents.append(
                ExtractedDocument(
                    url=canonical_url(url),
                    raw_url=url,
                    content=item.get("text") or "",
                    title=item.get("title") or "",
                    content_type="text/plain",
                    published_at=parse_datetime(item.get("publishedDate")),
                )
            )
        # /contents answers 200 overall and reports each URL's fate in "statuses".
        failed = tuple(
            canonical_url(str(s.get("id")))
            for s in payload.get("statuses") or []
            if isinstance(s, Mapping) and s.get("status") not in (None, "success") and s.get("id")
        )
        usage = None
        cost = payload.get("costDollars")
        if isinstance(cost, Mapping) and cost.get("total") is not None:
            usage = Usage(cost_usd=float(cost["total"]), source="provider:costDollars")
        request_id = payload.get("requestId")
        return ExtractResponse(
            provider=self.name,
            requested=tuple(canonical_url(u) for u in requested),
            documents=tuple(documents),
            declared_failed=failed,
            request_id=str(request_id) if request_id else None,
            usage=usage,
        )

    def render_extract_payload(
        self,
        documents: Sequence[ExtractedDocument],
        failed: Sequence[tuple[str, str]],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        price = self.pricing.price("contents_per_page") or 0.0
        results = []
        for d in documents:
            item: dict[str, Any] = {
                "id": d.raw_url,
                "url": d.raw_url,
                "title": d.title,
                "text": d.content,
            }
            if d.published_at is not None:
                item["publishedDate"] = iso_millis(d.published_at)
            results.append(item)
        statuses: list[dict[str, Any]] = [
            {"id": d.raw_url, "status": "success", "source": "cached"} for d in documents
        ]
        statuses += [
            {"id": url, "status": "error", "error": {"tag": error}} for url, error in failed
        ]
        total = round(price * len(documents), 6)
        return {
            "requestId": request_id,
            "results": results,
            "statuses": statuses,
            "searchTime": latency_ms,
            "costDollars": {"total": total, "contents": {"text": total}},
        }

    def synthetic_error(self, kind: str) -> tuple[int, dict[str, str], bytes]:
        if kind == "rate_limited":
            # A 429 body seen in tests (PROVIDERS.md); Exa documents no rate-limit headers.
            body = {
                "requestId": "synthetic-429",
                "error": "You've exceeded your Exa rate limit of 10 requests per second",
                "tag": "RATE_LIMIT_EXCEEDED",
            }
            return (
                429,
                {"content-type": "application/json; charset=utf-8"},
                json.dumps(body).encode(),
            )
        return super().synthetic_error(kind)

    def search_cost(self, query: SearchQuery, response: SearchResponse) -> Usage:
        if response.usage is not None and response.usage.cost_usd is not None:
            return response.usage
        base = self.pricing.price("search")
        extra = self.pricing.price("search_extra_result") or 0.0
        if base is None:
            return Usage(cost_usd=None, source=self.pricing.label)
        beyond = max(0, len(response.results) - 10)
        return Usage(cost_usd=base + beyond * extra, source=self.pricing.label)
