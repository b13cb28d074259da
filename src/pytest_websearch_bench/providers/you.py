"""You.com Search API and Contents API.

Built from documentation alone (no real capture exists here): youdotcom-python-sdk
src/youdotcom/search.py (snapshot 2025-11) for GET /v1/search and its parameters;
you.com/resources (2026-09) and litellm for the response fields; you.com/product/
contents-api and docs.you.com/contents/overview (read 2026-11) for POST /v1/contents,
which answers a JSON array; docs.you.com/administration/billing for prices. Not yet
verified against a real capture.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..dates import iso_millis
from ..urls import canonical_url
from .base import Adapter, require
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

FRESHNESS_DAYS = ((1, "day"), (7, "week"), (31, "month"), (366, "year"))


class YouAdapter(Adapter):
    name = "you"
    base_url = "https://ydc-index.io"
    key_env = "YDC_API_KEY"
    auth = AuthPlacement(header="X-API-Key")
    capabilities = Capabilities(
        search=True, extract=True, renders_javascript=True, parses_pdf=True, gives_dates=True
    )
    documentation = (
        "youdotcom-python-sdk src/youdotcom/search.py (2025-11); you.com/resources (2026-09); "
        "docs.you.com/contents/overview (2026-11); docs.you.com/administration/billing"
    )

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        params: list[tuple[str, str]] = [("query", query.query)]
        ignored: list[str] = []
        if query.max_results is not None:
            params.append(("count", str(min(query.max_results, 100))))
        if query.country:
            params.append(("country", query.country.upper()))
        if query.language:
            params.append(("language", query.language.upper()))
        if query.include_domains:
            params.append(("include_domains", ",".join(query.include_domains)))
        if query.exclude_domains:
            params.append(("exclude_domains", ",".join(query.exclude_domains)))
        if query.start_date and query.end_date:
            params.append(
                ("freshness", f"{query.start_date.isoformat()}to{query.end_date.isoformat()}")
            )
        elif query.start_date or query.end_date:
            ignored.append("start_date" if query.start_date else "end_date")
        if query.topic == "news":
            ignored.append("topic")  # news come back in their own section, always
        params += [(k, str(v)) for k, v in query.options.items()]
        return RequestSpec(
            method="GET",
            url=f"{self.endpoint}/v1/search",
            params=tuple(params),
            ignored=tuple(ignored),
        )

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        sections = require(payload, "results", self.name)
        items = [*(sections.get("web") or []), *(sections.get("news") or [])]
        results = []
        for index, item in enumerate(items):
            results.append(
                self.result(
                    url=require(item, "url", self.name, f"results[{index}]."),
                    title=item.get("title"),
                    snippet=item.get("description"),
                    extra_snippets=item.get("snippets") or [],
                    published=item.get("page_age"),
                    score=None,
                    position=index + 1,
                )
            )
        metadata = payload.get("metadata") or {}
        request_id = metadata.get("request_uuid") or metadata.get("search_uuid")
        return SearchResponse(provider=self.name, results=tuple(results), request_id=request_id)

    def render_search_payload(
        self,
        query: SearchQuery,
        results: Sequence[SearchResult],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        web = []
        for result in results:
            item: dict[str, Any] = {
                "url": result.raw_url,
                "title": result.title,
                "description": result.snippet,
                "snippets": [],
                "favicon_url": f"https://ydc-index.io/favicon?domain={result.host}",
            }
            if result.published_at is not None:
                item["page_age"] = iso_millis(result.published_at)
            web.append(item)
        return {
            "results": {"web": web, "news": []},
            "metadata": {
                "request_uuid": request_id,
                "query": query.query,
                "latency": round(latency_ms / 1000, 3),
            },
        }

    def build_extract_request(self, urls: Sequence[str]) -> RequestSpec:
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/v1/contents",
            operation="extract",
            json={"urls": list(urls), "formats": ["markdown"]},
            headers={"Content-Type": "application/json"},
        )

    def parse_extract_response(self, payload: Any, requested: Sequence[str]) -> ExtractResponse:
        items = payload if isinstance(payload, list) else require(payload, "results", self.name)
        documents, failed = [], []
        for index, item in enumerate(items):
            url = require(item, "url", self.name, f"[{index}].")
            if item.get("error"):
                failed.append(canonical_url(url))
                continue
            documents.append(
                ExtractedDocument(
                    url=canonical_url(url),
                    raw_url=url,
                    title=item.get("title") or "",
                    content=item.get("markdown") or "",
                    content_type="text/markdown",
                )
            )
        return ExtractResponse(
            provider=self.name,
            requested=tuple(canonical_url(u) for u in requested),
            documents=tuple(documents),
            declared_failed=tuple(failed),
        )

    def render_extract_payload(
        self,
        documents: Sequence[ExtractedDocument],
        failed: Sequence[tuple[str, str]],
        *,
        request_id: str,
        latency_ms: float,
    ) -> Any:
        items: list[dict[str, Any]] = [
            {"url": d.raw_url, "title": d.title, "markdown": d.content} for d in documents
        ]
        items += [{"url": url, "error": error} for url, error in failed]
        return items

    def extract_cost(self, response: ExtractResponse) -> Usage:
        price = self.pricing.price("contents_per_page")
        if price is None:
            return Usage(cost_usd=None, source=self.pricing.label)
        return Usage(cost_usd=price * len(response.documents), source=self.pricing.label)
