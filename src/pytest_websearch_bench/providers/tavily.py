"""Tavily Search API.

Sources (PROVIDERS.md): tavily-ai/tavily-python ``tavily/tavily.py`` (HEAD bf17644,
2026-06) for endpoints, auth and parameters; docs.tavily.com api-credits (2026-09)
for prices; ``tests/test_retry_after.py`` for the error body.

An extract's ``failed_results`` are failed reads; a result whose ``raw_content`` is
empty is one too (``empty``), never an empty document.

Response shapes (conformance data: tests/data/shapes/tavily/):
* Real capture: POST /search, topic general, with and without include_domains and
  max_results (pydantic-ai 2026-03, semantic-kernel 2025-04: the corpus tests).
* Documentation only: search_news (published_date, RFC 2822), extract_failed_results,
  extract_empty_raw_content; errors err_401, err_429_http_date, err_432.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..dates import provider_date, rfc2822
from ..urls import canonical_url
from .base import Adapter
from .errors import WebSearchError
from .fields import read_failure, require
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

# Tavily's ``country`` takes a lowercase English country name and works with topic=general only.
COUNTRY_NAMES = {
    "AR": "argentina",
    "BR": "brazil",
    "CA": "canada",
    "CL": "chile",
    "CO": "colombia",
    "CR": "costa rica",
    "DE": "germany",
    "EC": "ecuador",
    "ES": "spain",
    "FR": "france",
    "GB": "united kingdom",
    "GT": "guatemala",
    "MX": "mexico",
    "PE": "peru",
    "SV": "el salvador",
    "US": "united states",
    "UY": "uruguay",
}


class TavilyAdapter(Adapter):
    name = "tavily"
    error_shape = "tavily"  # error_shapes.py
    base_url = "https://api.tavily.com"
    key_env = "TAVILY_API_KEY"
    auth = AuthPlacement(header="Authorization", scheme="Bearer")
    capabilities = Capabilities(
        search=True, extract=True, gives_dates=True, gives_scores=True, parses_pdf=True
    )
    documentation = (
        "tavily-python tavily/tavily.py @bf17644 (2026-06); "
        "docs.tavily.com/documentation/api-credits.md (2026-09)"
    )
    verified_against_capture = True

    no_parameter_for = frozenset({"language"})
    sent_only: ClassVar[Mapping[str, str]] = {
        "country": "sends country only for a country it has a name for, and only with topic general"
    }

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        body: dict[str, Any] = {
            "query": query.query,
            "search_depth": "basic",
            "topic": query.topic,
        }
        ignored: list[str] = []
        if query.max_results is not None:
            body["max_results"] = min(query.max_results, 20)
        if query.include_domains:
            body["include_domains"] = list(query.include_domains)
        if query.exclude_domains:
            body["exclude_domains"] = list(query.exclude_domains)
        if query.start_date is not None:
            body["start_date"] = query.start_date.isoformat()
        if query.end_date is not None:
            body["end_date"] = query.end_date.isoformat()
        if query.country:
            name = COUNTRY_NAMES.get(query.country.upper())
            if name and query.topic == "general":
                body["country"] = name
            else:
                ignored.append("country")
        if query.language:
            ignored.append("language")
        if query.contents == "text":
            body["include_raw_content"] = "text"
        elif query.contents == "highlights":
            body["chunks_per_source"] = 3
        body.update(query.options)
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/search",
            json=body,
            headers={"Content-Type": "application/json"},
            ignored=tuple(ignored),
        )

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        raw_results = require(payload, "results", self.name)
        results = []
        for index, item in enumerate(raw_results):
            where = f"results[{index}]."
            results.append(
                self.result(
                    url=require(item, "url", self.name, where),
                    title=item.get("title"),
                    snippet=item.get("content"),
                    published=provider_date("published_date", item.get("published_date")),
                    score=item.get("score"),
                    position=index + 1,
                    content=item.get("raw_content"),
                )
            )
        usage = None
        credits = (payload.get("usage") or {}).get("credits")
        if credits is not None:
            per_credit = self.pricing.price("usd_per_credit")
            usage = Usage(
                cost_usd=None if per_credit is None else float(credits) * per_credit,
                source=f"provider-credits*{self.pricing.label}",
                credits=float(credits),
            )
        request_id = payload.get("request_id")
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
                "title": result.title,
                "url": result.raw_url,
                "content": result.snippet,
                "score": result.score,
                "raw_content": result.content,
            }
            # Tavily dates results only for topic=news.
            if query.topic == "news" and result.published_at is not None:
                item["published_date"] = rfc2822(result.published_at)
            items.append(item)
        return {
            "query": query.query,
            "follow_up_questions": None,
            "answer": None,
            "images": [],
            "results": items,
            "response_time": round(latency_ms / 1000.0, 2),
            "request_id": request_id,
        }

    def build_extract_request(self, urls: Sequence[str]) -> RequestSpec:
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/extract",
            operation="extract",
            json={"urls": list(urls), "extract_depth": "basic", "format": "markdown"},
            headers={"Content-Type": "application/json"},
        )

    def parse_extract_response(self, payload: Any, requested: Sequence[str]) -> ExtractResponse:
        documents, failures = [], []
        for index, item in enumerate(require(payload, "results", self.name)):
            url = require(item, "url", self.name, f"results[{index}].")
            content = item.get("raw_content")
            if not isinstance(content, str) or not content.strip():
                # Returned without text and not in failed_results: a read that failed.
                failures.append(read_failure(url, outcome="empty", reason="raw_content is empty"))
                continue
            documents.append(
                ExtractedDocument(
                    url=canonical_url(url),
                    raw_url=url,
                    content=content,
                    content_type="text/markdown",
                )
            )
        failures += [
            read_failure(str(f["url"]), reason=f.get("error") or "")
            for f in payload.get("failed_results") or []
            if isinstance(f, Mapping) and f.get("url")
        ]
        request_id = payload.get("request_id")
        return ExtractResponse(
            provider=self.name,
            requested=tuple(canonical_url(u) for u in requested),
            documents=tuple(documents),
            failures=tuple(failures),
            request_id=str(request_id) if request_id else None,
        )

    def render_extract_payload(
        self,
        documents: Sequence[ExtractedDocument],
        failed: Sequence[tuple[str, str]],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        return {
            "results": [
                {"url": d.raw_url, "raw_content": d.content, "images": []} for d in documents
            ],
            "failed_results": [{"url": url, "error": error} for url, error in failed],
            "response_time": round(latency_ms / 1000.0, 2),
            "request_id": request_id,
        }

    def extract_cost(self, response: ExtractResponse) -> Usage:
        # Billed per successful extraction: 1 credit per 5 URLs (basic depth).
        per_five = self.pricing.price("extract_credits_per_5_urls")
        per_credit = self.pricing.price("usd_per_credit")
        if per_five is None or per_credit is None:
            return Usage(cost_usd=None, source=self.pricing.label)
        credits = math.ceil(len(response.documents) / 5) * per_five
        return Usage(cost_usd=credits * per_credit, source=self.pricing.label, credits=credits)

    def synthetic_error(self, kind: str) -> tuple[int, dict[str, str], bytes]:
        if kind == "rate_limited":
            # tavily-python tests/test_retry_after.py: {"detail": {"error": ...}} + Retry-After.
            body = {
                "detail": {
                    "error": "Your request has been blocked due to excessive requests. Please reduce the rate of requests."
                }
            }
            return (
                429,
                {"content-type": "application/json", "retry-after": "2"},
                json.dumps(body).encode(),
            )
        return super().synthetic_error(kind)

    def search_cost(self, query: SearchQuery, response: SearchResponse) -> Usage:
        if response.usage is not None and response.usage.cost_usd is not None:
            return response.usage
        depth = query.options.get("search_depth", "basic")
        credits = self.pricing.price(
            "search_advanced_credits" if depth == "advanced" else "search_credits"
        )
        per_credit = self.pricing.price("usd_per_credit")
        cost = None if credits is None or per_credit is None else credits * per_credit
        return Usage(cost_usd=cost, source=self.pricing.label, credits=credits)

    def error_for(
        self,
        status: int,
        headers: Mapping[str, str],
        body: Any,
        *,
        reference: dt.datetime | None = None,
    ) -> WebSearchError:
        # Bodies: {"detail": {"error": "..."}} and the keyless {"error": {"code", "message"}}.
        error = super().error_for(status, headers, body, reference=reference)
        if status in (432, 433):
            # Plan and pay-as-you-go limits: waiting does not help.
            return WebSearchError(
                "quota",
                error.message,
                provider=self.name,
                status=status,
                retryable=False,
                body=body,
            )
        return error
