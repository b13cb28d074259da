"""Perplexity Search API.

Built from documentation alone: docs.perplexity.ai/docs/search/overview.md and
docs.perplexity.ai/api-reference/search-post (read 2026-11), perplexity-py
types/search_create_response.py and litellm's perplexity transformation for POST
/search, its parameters and response; code hit 71014225437 for the 429 body;
perplexityai/api-discussion#281 (2025-04-15) for the gateway's HTML 401;
you.com/resources/tavily-vs-perplexity-api (2026-10) for prices. Perplexity's Search
API has no extract or fetch: the pipeline reads pages through its neutral fetcher.

``date`` is the publication date; ``last_updated`` (the last change) is kept beside
it and never read as the publication date.

Response shapes (conformance data: tests/data/shapes/perplexity/):
* Real capture: none (record one with --ws-record=new before trusting the adapter).
* Documentation only: search (date and last_updated, either null), search_empty;
  errors err_400, err_401_html (the gateway's HTML page), err_429.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from .base import Adapter
from .fields import collect_dates, require
from .models import (
    AuthPlacement,
    Capabilities,
    RequestSpec,
    SearchQuery,
    SearchResponse,
    SearchResult,
)

LANGUAGES = {"es": "es", "en": "en", "pt": "pt", "fr": "fr", "de": "de"}


class PerplexityAdapter(Adapter):
    name = "perplexity"
    error_shape = "perplexity"  # error_shapes.py
    base_url = "https://api.perplexity.ai"
    key_env = "PERPLEXITY_API_KEY"
    auth = AuthPlacement(header="Authorization", scheme="Bearer")
    capabilities = Capabilities(search=True, gives_dates=True)
    documentation = (
        "docs.perplexity.ai/docs/search/overview.md; litellm perplexity transformation; "
        "you.com/resources/tavily-vs-perplexity-api (2026-10)"
    )

    no_parameter_for = frozenset({"topic"})

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        body: dict[str, Any] = {"query": query.query}
        ignored: list[str] = []
        if query.max_results is not None:
            body["max_results"] = min(query.max_results, 20)
        domains = [*query.include_domains, *(f"-{d}" for d in query.exclude_domains)]
        if domains:
            body["search_domain_filter"] = domains[:20]
        if query.country:
            body["country"] = query.country.upper()
        if query.language:
            body["search_language_filter"] = [query.language.lower()]
        if query.start_date:
            body["search_after_date_filter"] = query.start_date.strftime("%m/%d/%Y")
        if query.end_date:
            body["search_before_date_filter"] = query.end_date.strftime("%m/%d/%Y")
        if query.topic == "news":
            ignored.append("topic")
        body.update(query.options)
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/search",
            json=body,
            headers={"Content-Type": "application/json"},
            ignored=tuple(ignored),
        )

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        results = []
        for index, item in enumerate(require(payload, "results", self.name)):
            # "date" is the publication date, "last_updated" the last change: a different
            # fact, kept beside it and never read as the publication date.
            published, dates = collect_dates(
                [("date", item.get("date")), ("last_updated", item.get("last_updated"))],
                publication=("date",),
            )
            results.append(
                self.result(
                    url=require(item, "url", self.name, f"results[{index}]."),
                    title=item.get("title"),
                    snippet=item.get("snippet"),
                    published=published,
                    dates=dates,
                    score=None,
                    position=index + 1,
                )
            )
        return SearchResponse(
            provider=self.name, results=tuple(results), request_id=payload.get("id")
        )

    def render_search_payload(
        self,
        query: SearchQuery,
        results: Sequence[SearchResult],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        return {
            "id": request_id,
            "results": [
                {
                    "title": r.title,
                    "url": r.raw_url,
                    "snippet": r.snippet,
                    "date": r.published_at.date().isoformat() if r.published_at else None,
                    "last_updated": None,
                }
                for r in results
            ],
            "server_time": None,
        }

    def synthetic_error(self, kind: str) -> tuple[int, dict[str, str], bytes]:
        if kind == "rate_limited":
            body = {
                "error": {
                    "message": "Request rate limit exceeded, please try again later.",
                    "type": "request_rate_limit_exceeded",
                    "code": 429,
                }
            }
            return 429, {"content-type": "application/json"}, json.dumps(body).encode()
        return super().synthetic_error(kind)
