"""SerpApi, Google engine.

Sources (PROVIDERS.md): litellm llms/serpapi/search/transformation.py and
youdotcom-oss/web-search-api-evals google_sampler for parameters; serpapi.com
api-status-and-error-codes and search-errors for errors (a 200 that carries "error");
third-party plan pages (~2026) for the price. Its shape lacks the newer json_endpoint.
The key travels in the query string (``api_key``): redaction and matching drop it.

Response shapes (conformance data: tests/data/shapes/serpapi/):
* Real capture: organic results with a date, and an error sample (the 2019 test data
  of serpapi/google-search-results-java: the corpus tests).
* Documentation only: search_dates ("Mar 5, 2024" and relative dates read against
  search_metadata.created_at), search_empty_200 (the empty answer); errors
  err_429_out_of_searches.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from typing import Any

from ..dates import parse_datetime, parse_loose, provider_date
from .base import Adapter
from .brave import site_operator
from .errors import ErrorKind, WebSearchError
from .fields import require
from .models import (
    AuthPlacement,
    Capabilities,
    RequestSpec,
    SearchQuery,
    SearchResponse,
    SearchResult,
)

NO_RESULTS = "hasn't returned any results"


class SerpApiAdapter(Adapter):
    name = "serpapi"
    error_shape = "serpapi"  # error_shapes.py
    base_url = "https://serpapi.com"
    key_env = "SERPAPI_API_KEY"
    auth = AuthPlacement(query_param="api_key")
    capabilities = Capabilities(search=True, gives_dates=True)
    documentation = (
        "litellm llms/serpapi/search/transformation.py; serpapi.com/api-status-and-error-codes; "
        "serpapi.com/search-errors; google-search-results-java test data (2019-03)"
    )
    verified_against_capture = True
    account_fields = ("account_id", "account_email")

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        q = " ".join(
            p
            for p in (
                query.query,
                site_operator(query.include_domains),
                site_operator(query.exclude_domains, negate=True),
            )
            if p
        )
        params: list[tuple[str, str]] = [("engine", "google"), ("q", q)]
        ignored: list[str] = []
        if query.max_results is not None:
            params.append(("num", str(min(query.max_results, 100))))
        if query.country:
            params.append(("gl", query.country.lower()))
        if query.language:
            params.append(("hl", query.language.lower()))
        if query.start_date or query.end_date:
            # Google's custom date range in tbs: cdr:1,cd_min:M/D/YYYY,cd_max:M/D/YYYY
            parts = ["cdr:1"]
            if query.start_date:
                parts.append(
                    f"cd_min:{query.start_date.month}/{query.start_date.day}/{query.start_date.year}"
                )
            if query.end_date:
                parts.append(
                    f"cd_max:{query.end_date.month}/{query.end_date.day}/{query.end_date.year}"
                )
            params.append(("tbs", ",".join(parts)))
        if query.topic == "news":
            params.append(("tbm", "nws"))
        params += [(k, str(v)) for k, v in query.options.items()]
        return RequestSpec(
            method="GET",
            url=f"{self.endpoint}/search.json",
            params=tuple(params),
            ignored=tuple(ignored),
        )

    def _payload_error(self, payload: Mapping[str, Any]) -> WebSearchError:
        message = str(payload["error"])
        lowered = message.lower()
        kind: ErrorKind
        if NO_RESULTS in lowered:
            kind = "no_results"
        elif "credit" in lowered or "run out of searches" in lowered or "plan" in lowered:
            kind = "quota"
        elif "api key" in lowered:
            kind = "auth"
        else:
            kind = "bad_request"
        return WebSearchError(
            kind, message, provider=self.name, status=200, retryable=False, body=payload
        )

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        if payload.get("error"):
            raise self._payload_error(payload)
        metadata = payload.get("search_metadata") or {}
        reference = parse_datetime(str(metadata.get("created_at", "")).replace(" UTC", "+00:00"))
        results = []
        for index, item in enumerate(require(payload, "organic_results", self.name)):
            where = f"organic_results[{index}]."
            results.append(
                self.result(
                    url=require(item, "link", self.name, where),
                    title=item.get("title"),
                    snippet=item.get("snippet"),
                    published=provider_date(
                        "date", item.get("date"), lambda raw: parse_loose(raw, reference)
                    ),
                    score=None,
                    position=index + 1,
                )
            )
        return SearchResponse(
            provider=self.name, results=tuple(results), request_id=metadata.get("id")
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
                "position": result.position,
                "title": result.title,
                "link": result.raw_url,
                "displayed_link": result.host,
                "snippet": result.snippet,
            }
            if result.published_at is not None:
                item["date"] = result.published_at.strftime("%b %d, %Y").replace(" 0", " ")
            items.append(item)
        return {
            "search_metadata": {
                "id": request_id[:24],
                "status": "Success",
                "json_endpoint": f"https://serpapi.com/searches/{request_id[:24]}.json",
                "created_at": "2026-11-20 12:00:00 UTC",
                "processed_at": "2026-11-20 12:00:00 UTC",
                "total_time_taken": round(latency_ms / 1000.0, 2),
            },
            "search_parameters": {
                "engine": "google",
                "q": query.query,
                "gl": (query.country or "us").lower(),
                "hl": (query.language or "en").lower(),
                "device": "desktop",
            },
            "search_information": {
                "organic_results_state": "Results for exact spelling",
                "query_displayed": query.query,
            },
            "organic_results": items,
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
        if (
            status == 429
            and isinstance(body, Mapping)
            and "run out" in str(body.get("error", "")).lower()
        ):
            # SerpApi answers 429 both for the hourly throughput and for an empty plan.
            return WebSearchError(
                "quota",
                error.message,
                provider=self.name,
                status=status,
                retryable=False,
                body=body,
            )
        return error

    def synthetic_error(self, kind: str) -> tuple[int, dict[str, str], bytes]:
        if kind == "rate_limited":
            body = {
                "error": "Your account has exceeded the hourly throughput limit. Please try again later."
            }
            return (
                429,
                {"content-type": "application/json; charset=utf-8"},
                json.dumps(body).encode(),
            )
        return super().synthetic_error(kind)
