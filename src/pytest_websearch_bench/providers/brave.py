"""Brave Search API (web search).

Sources (PROVIDERS.md): @brave/n8n-nodes-brave-search parameters.js and glama brave.py
for parameters; the semantic-kernel captures (2025-04) for the response; code hits
71113153337, 70162457063, 52754875177 for error bodies; api-dashboard.search.brave.com
plans (2026-09) for prices. Brave has no extract or fetch: the pipeline reads pages
through its neutral fetcher.

``page_age`` (ISO, no zone) is the date; ``age`` (its human form: "July 25, 2024",
"2 weeks ago") is kept beside it and stands in when it is the only one; a relative
``age`` is read from the answer's own Date header.

Response shapes (conformance data: tests/data/shapes/brave/):
* Real capture: web search with page_age, age and extra_snippets (semantic-kernel
  2025-04: the corpus tests).
* Documentation only: search_age_only (a result dated by age alone); errors err_401,
  err_429_quota.
"""

from __future__ import annotations

import datetime as dt
import html
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..dates import parse_loose
from .base import Adapter
from .errors import WebSearchError
from .fields import collect_dates, require
from .models import (
    AuthPlacement,
    Capabilities,
    RequestSpec,
    SearchQuery,
    SearchResponse,
    SearchResult,
)

_TAGS = re.compile(r"<[^>]+>")


def strip_markup(text: object) -> str:
    """Brave marks query terms with <strong>; snippets are plain text here."""
    if not isinstance(text, str):
        return ""
    return html.unescape(_TAGS.sub("", text))


def site_operator(domains: Sequence[str], negate: bool = False) -> str:
    if not domains:
        return ""
    sign = "-" if negate else ""
    parts = [f"{sign}site:{d}" for d in domains]
    if negate or len(parts) == 1:
        return " ".join(parts)
    return "(" + " OR ".join(parts) + ")"


class BraveAdapter(Adapter):
    name = "brave"
    error_shape = "brave"  # error_shapes.py
    base_url = "https://api.search.brave.com"
    key_env = "BRAVE_API_KEY"
    auth = AuthPlacement(header="X-Subscription-Token")
    capabilities = Capabilities(search=True, gives_dates=True)
    documentation = (
        "n8n-nodes-brave-search parameters.js; semantic-kernel TestData/brave_*.json (2025-04-11); "
        "api-dashboard.search.brave.com/app/plans (2026-09)"
    )
    verified_against_capture = True

    no_parameter_for = frozenset({"topic"})
    sent_only: ClassVar[Mapping[str, str]] = {
        "start_date": "sends a date range only with both start_date and end_date (freshness)",
        "end_date": "sends a date range only with both start_date and end_date (freshness)",
    }

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        # No domain or date-range parameters beyond freshness: domains go into the query
        # as site: operators, which Brave documents for q.
        q = " ".join(
            p
            for p in (
                query.query,
                site_operator(query.include_domains),
                site_operator(query.exclude_domains, negate=True),
            )
            if p
        )
        params: list[tuple[str, str]] = [("q", q)]
        ignored: list[str] = []
        if query.max_results is not None:
            params.append(("count", str(min(query.max_results, 20))))
        if query.country:
            params.append(("country", query.country.lower()))
        if query.language:
            params.append(("search_lang", query.language.lower()))
        if query.start_date and query.end_date:
            params.append(
                ("freshness", f"{query.start_date.isoformat()}to{query.end_date.isoformat()}")
            )
        elif query.start_date or query.end_date:
            ignored.append("start_date" if query.start_date else "end_date")  # needs both
        if query.topic == "news":
            ignored.append("topic")  # a separate endpoint (/news/search), not a parameter
        if query.contents in ("snippets", "highlights", "text"):
            params.append(("extra_snippets", "true"))
        params += [(k, str(v)) for k, v in query.options.items()]
        return RequestSpec(
            method="GET",
            url=f"{self.endpoint}/res/v1/web/search",
            params=tuple(params),
            headers={"Accept": "application/json"},
            ignored=tuple(ignored),
        )

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        if payload.get("type") == "ErrorResponse":
            raise self.error_for(
                int((payload.get("error") or {}).get("status") or 400), {}, payload
            )
        web = payload.get("web")
        if web is None:
            # Brave leaves out "web" when nothing matched: an empty ranking, not an error.
            require(payload, "query", self.name)
            return SearchResponse(provider=self.name, results=())
        results = []
        for index, item in enumerate(require(web, "results", self.name, "web.")):
            where = f"web.results[{index}]."
            extra = item.get("extra_snippets") or []
            # page_age (ISO, no zone) is the date; age is its human form ("July 25, 2024",
            # "2 weeks ago"), the only one some results carry.
            published, dates = collect_dates(
                [("page_age", item.get("page_age")), ("age", item.get("age"))],
                publication=("page_age", "age"),
                parse=parse_loose,
            )
            results.append(
                self.result(
                    url=require(item, "url", self.name, where),
                    title=strip_markup(item.get("title")),
                    snippet=strip_markup(item.get("description")),
                    extra_snippets=[strip_markup(e) for e in extra],
                    published=published,
                    dates=dates,
                    score=None,
                    position=index + 1,
                )
            )
        more = (payload.get("query") or {}).get("more_results_available")
        return SearchResponse(
            provider=self.name,
            results=tuple(results),
            more_available=more if isinstance(more, bool) else None,
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
                "title": html.escape(result.title, quote=False),
                "url": result.raw_url,
                "is_source_local": False,
                "is_source_both": False,
                "description": html.escape(result.snippet, quote=False),
                "language": query.language or "en",
                "family_friendly": True,
                "type": "search_result",
                "meta_url": {"scheme": "https", "netloc": result.host, "hostname": result.host},
            }
            if result.published_at is not None:
                item["page_age"] = result.published_at.strftime("%Y-%m-%dT%H:%M:%S")
            items.append(item)
        return {
            "type": "search",
            "query": {
                "original": query.query,
                "more_results_available": len(items) >= (query.max_results or 20),
                "country": (query.country or "us").lower(),
            },
            "mixed": {
                "type": "mixed",
                "main": [{"type": "web", "index": i, "all": False} for i in range(len(items))],
            },
            "web": {"type": "search", "results": items, "family_friendly": True},
        }

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
        detail = (
            ((body or {}).get("error") or {}).get("detail") if isinstance(body, Mapping) else None
        )
        if code == "QUOTA_LIMITED":
            # The monthly quota: waiting seconds does not help.
            return WebSearchError(
                "quota",
                detail or error.message,
                provider=self.name,
                status=status,
                retryable=False,
                body=body,
            )
        if code == "RATE_LIMITED":
            error.kind = "rate_limited"
            error.retryable = True
        if code == "VALIDATION":
            error.kind = "bad_request"
            error.retryable = False
        if detail:
            error.message = detail
        return error

    def synthetic_error(self, kind: str) -> tuple[int, dict[str, str], bytes]:
        if kind == "rate_limited":
            body = {
                "type": "ErrorResponse",
                "error": {
                    "id": "00000000-0000-4000-8000-000000000429",
                    "status": 429,
                    "code": "RATE_LIMITED",
                    "detail": "Request rate limit exceeded for plan.",
                    "meta": {
                        "plan": "Free",
                        "rate_limit": 1,
                        "rate_current": 2,
                        "quota_limit": 2000,
                        "quota_current": 118,
                        "component": "rate_limiter",
                    },
                },
                "time": 1764244800,
            }
            headers = {
                "content-type": "application/json",
                "x-ratelimit-limit": "1, 2000",
                "x-ratelimit-remaining": "0, 1882",
                "x-ratelimit-reset": "1, 2528987",
            }
            return 429, headers, json.dumps(body).encode()
        return super().synthetic_error(kind)
