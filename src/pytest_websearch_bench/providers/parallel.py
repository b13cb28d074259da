"""Parallel Search and Extract APIs (v1).

Built from documentation alone: litellm llms/parallel_ai/search/transformation.py and
docs.parallel.ai rate-limits (read 2026-08-14) for POST /v1/search, whose v1 body nests
max_results and source_policy in advanced_settings (a 422 otherwise);
docs.parallel.ai/api-reference extract and the extract migration guide (read 2026-11)
for POST /v1/extract; parallel-sdk-python types/search_result.py and
types/extract_response.py @4ba9d89 and shared/error_response.py @5dff5c3 for the
response and error fields; api-evangelist plans-pricing.yml (2026-08-14) for prices.

``publish_date`` (YYYY-MM-DD) is kept on search results and extracted documents. An
extract's ``errors`` are requested URLs that failed: ``error_type`` and the target's
``http_status_code`` become the failed read's outcome and ``target_status``; their
``content`` (the target's error page) is never a document. Without ``full_content``
the text is the excerpts.

Response shapes (conformance data: tests/data/shapes/parallel/):
* Real capture: none (record one with --ws-record=new before trusting the adapter).
* Documentation only: search_v1 (publish_date, null excerpts), search_empty;
  extract_full_content, extract_excerpts_only, extract_errors (a target's 404);
  errors err_401, err_422.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..dates import provider_date
from ..urls import canonical_url
from .base import Adapter
from .fields import first_text, int_or_none, read_failure, require, texts
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


class ParallelAdapter(Adapter):
    name = "parallel"
    error_shape = "parallel"  # error_shapes.py
    base_url = "https://api.parallel.ai"
    key_env = "PARALLEL_API_KEY"
    auth = AuthPlacement(header="x-api-key")
    capabilities = Capabilities(search=True, extract=True, parses_pdf=True, gives_dates=True)
    documentation = (
        "litellm llms/parallel_ai/search/transformation.py; docs.parallel.ai rate limits and "
        "extract reference (2026-08..11); api-evangelist/parallel plans-pricing.yml (2026-08-14)"
    )

    no_parameter_for = frozenset({"end_date", "language", "topic"})

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        advanced: dict[str, Any] = {}
        ignored: list[str] = []
        if query.max_results is not None:
            advanced["max_results"] = query.max_results
        policy: dict[str, Any] = {}
        if query.include_domains:
            policy["include_domains"] = list(query.include_domains)
        if query.exclude_domains:
            policy["exclude_domains"] = list(query.exclude_domains)
        if query.start_date:
            policy["after_date"] = query.start_date.isoformat()
        if query.end_date:
            ignored.append("end_date")
        if policy:
            advanced["source_policy"] = policy
        if query.country:
            advanced["location"] = query.country.lower()
        if query.language:
            ignored.append("language")
        if query.topic == "news":
            ignored.append("topic")
        body: dict[str, Any] = {
            "objective": query.query,
            "search_queries": [query.query],
            "mode": "basic",
        }
        if advanced:
            body["advanced_settings"] = advanced
        body.update(query.options)
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/v1/search",
            json=body,
            headers={"Content-Type": "application/json"},
            ignored=tuple(ignored),
        )

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        results = []
        for index, item in enumerate(require(payload, "results", self.name)):
            results.append(
                self.result(
                    url=require(item, "url", self.name, f"results[{index}]."),
                    title=item.get("title"),
                    snippet=" … ".join(texts(item.get("excerpts"))),
                    published=provider_date("publish_date", item.get("publish_date")),
                    score=None,
                    position=index + 1,
                )
            )
        return SearchResponse(
            provider=self.name, results=tuple(results), request_id=payload.get("search_id")
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
                "url": result.raw_url,
                "title": result.title,
                "excerpts": [result.snippet],
            }
            item["publish_date"] = (
                result.published_at.date().isoformat() if result.published_at else None
            )
            items.append(item)
        return {
            "search_id": f"search_{request_id}",
            "results": items,
            "warnings": None,
            "usage": [{"name": "sku_search", "count": 1}],
        }

    def search_cost(self, query: SearchQuery, response: SearchResponse) -> Usage:
        mode = query.options.get("mode", "basic")
        price = self.pricing.price("search_turbo" if mode == "turbo" else "search")
        extra = self.pricing.price("search_extra_result") or 0.0
        if price is None:
            return Usage(cost_usd=None, source=self.pricing.label)
        beyond = max(0, len(response.results) - 10)
        return Usage(cost_usd=price + beyond * extra, source=self.pricing.label)

    def build_extract_request(self, urls: Sequence[str]) -> RequestSpec:
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/v1/extract",
            operation="extract",
            json={"urls": list(urls), "advanced_settings": {"full_content": True}},
            headers={"Content-Type": "application/json"},
        )

    def parse_extract_response(self, payload: Any, requested: Sequence[str]) -> ExtractResponse:
        documents, failures = [], []
        for index, item in enumerate(require(payload, "results", self.name)):
            url = require(item, "url", self.name, f"results[{index}].")
            # full_content only when asked for; the excerpts otherwise.
            content = first_text(item.get("full_content")) or "\n\n".join(
                texts(item.get("excerpts"))
            )
            if not content:
                failures.append(read_failure(url, outcome="empty", reason="no text returned"))
                continue
            published = provider_date("publish_date", item.get("publish_date"))
            documents.append(
                ExtractedDocument(
                    url=canonical_url(url),
                    raw_url=url,
                    title=item.get("title") or "",
                    content=content,
                    content_type="text/markdown",
                    published_at=None if published is None else published.value,
                    published=published,
                    dates=() if published is None else (published,),
                )
            )
        # "Requested URLs not in the results": error_type, the target's http_status_code
        # and its error page ("content"), which is kept out of the documents.
        failures += [
            read_failure(
                str(e["url"]),
                target_status=int_or_none(e.get("http_status_code")),
                reason=first_text(e.get("error_type")),
            )
            for e in payload.get("errors") or []
            if isinstance(e, Mapping) and e.get("url")
        ]
        return ExtractResponse(
            provider=self.name,
            requested=tuple(canonical_url(u) for u in requested),
            documents=tuple(documents),
            failures=tuple(failures),
            request_id=payload.get("extract_id"),
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
            "extract_id": f"extract_{request_id}",
            "results": [
                {
                    "url": d.raw_url,
                    "title": d.title,
                    "publish_date": None,
                    "excerpts": [d.content[:300]],
                    "full_content": d.content,
                }
                for d in documents
            ],
            "errors": [
                {"url": url, "error_type": "fetch_error", "http_status_code": 504, "content": error}
                for url, error in failed
            ],
        }
