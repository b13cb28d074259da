"""Firecrawl Search and Scrape APIs (v2).

Sources (PROVIDERS.md): litellm's firecrawl transformation; the crewAI captures
(2025-10-29: POST /v2/search with scrapeOptions, POST /v2/scrape, stock vcrpy with
headers); firecrawl/firecrawl apps/python-sdk/firecrawl/v2/types.py @00f6b9e for the
scrape metadata (statusCode, error, publishedTime...); docs.firecrawl.dev/billing (2
credits per 10 results, +1 per scraped page). Firecrawl bills credits; USD per credit
depends on the plan and is not in the sources, so costs are null unless ws_pricing
sets ``usd_per_credit``. The scrape body carries the official SDK's defaults (firecrawl
python-sdk 4.5.0), which the captures record.

A scrape answered ``success: true`` whose ``metadata.statusCode`` is 4xx/5xx is the
target's failure (a failed read with that ``target_status``), never its content.
Dates: news ``date`` ("Oct 12, 2025", or "2 hours ago" read from the answer's Date
header) and the scraped page's metadata dates (publishedTime, Dublin Core, modifiedTime).

Response shapes (conformance data: tests/data/shapes/firecrawl/):
* Real capture: /v2/search with scrapeOptions, /v2/scrape (crewAI 2025-10-29: the
  corpus tests).
* Documentation only: search_news_relative_date, scrape_published, scrape_target_404;
  errors err_402, err_408.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ..dates import ProviderDate, parse_loose
from ..urls import canonical_url
from .base import Adapter
from .errors import WebSearchError
from .fields import (
    collect_dates,
    first_text,
    int_or_none,
    mapping,
    read_failure,
    require,
    target_failed,
)
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

# The defaults the official SDK sends (python-sdk 4.5.0, recorded in the crewAI captures).
SDK_SCRAPE_DEFAULTS: dict[str, Any] = {
    "includeTags": [],
    "excludeTags": [],
    "onlyMainContent": True,
    "waitFor": 0,
    "skipTlsVerification": True,
    "removeBase64Images": True,
    "fastMode": False,
    "blockAds": True,
    "storeInCache": True,
    "formats": ["markdown"],
    "mobile": False,
}


class FirecrawlAdapter(Adapter):
    name = "firecrawl"
    error_shape = "firecrawl"  # error_shapes.py
    base_url = "https://api.firecrawl.dev"
    fetch_failure_status = 200  # success: false in a 200
    key_env = "FIRECRAWL_API_KEY"
    auth = AuthPlacement(header="Authorization", scheme="Bearer")
    capabilities = Capabilities(
        search=True, fetch=True, renders_javascript=True, parses_pdf=True, gives_dates=True
    )
    documentation = (
        "litellm firecrawl transformation; crewAI cassettes firecrawl_{search,scrape}_* "
        "(2025-10-29); docs.firecrawl.dev/billing"
    )
    verified_against_capture = True

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        # Fields merged into every body (the official SDK adds {"origin": "python-sdk@x"}).
        self.extra_body: dict[str, Any] = {}

    no_parameter_for = frozenset({"language"})

    def build_search_request(self, query: SearchQuery) -> RequestSpec:
        body: dict[str, Any] = {"query": query.query}
        ignored: list[str] = []
        if query.max_results is not None:
            body["limit"] = min(query.max_results, 100)
        if query.include_domains or query.exclude_domains:
            sites = [f"site:{d}" for d in query.include_domains] + [
                f"-site:{d}" for d in query.exclude_domains
            ]
            body["query"] = f"{query.query} {' '.join(sites)}"
        if query.start_date or query.end_date:
            parts = ["cdr:1"]
            if query.start_date:
                parts.append(
                    f"cd_min:{query.start_date.month}/{query.start_date.day}/{query.start_date.year}"
                )
            if query.end_date:
                parts.append(
                    f"cd_max:{query.end_date.month}/{query.end_date.day}/{query.end_date.year}"
                )
            body["tbs"] = ",".join(parts)
        if query.country:
            body["country"] = query.country.upper()
        if query.language:
            ignored.append("language")
        if query.topic == "news":
            body["sources"] = ["news"]
        if query.contents == "text":
            body["scrapeOptions"] = {**SDK_SCRAPE_DEFAULTS, "maxAge": 14_400_000}
        body.update(self.extra_body)
        body.update(query.options)
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/v2/search",
            json=body,
            headers={"Content-Type": "application/json"},
            ignored=tuple(ignored),
        )

    def _failure(self, payload: Mapping[str, Any]) -> WebSearchError | None:
        if payload.get("success") is False:
            return WebSearchError(
                "bad_request",
                str(payload.get("error") or "success: false"),
                provider=self.name,
                retryable=False,
                body=payload,
            )
        return None

    def parse_search_response(self, payload: Mapping[str, Any]) -> SearchResponse:
        failure = self._failure(payload)
        if failure is not None:
            raise failure
        data = require(payload, "data", self.name)
        items = (
            [*(data.get("web") or []), *(data.get("news") or [])]
            if isinstance(data, Mapping)
            else data
        )
        results = []
        for index, item in enumerate(items):
            metadata = mapping(item.get("metadata"))
            published, dates = self._dates(item, metadata)
            status = int_or_none(metadata.get("statusCode"))
            results.append(
                self.result(
                    url=require(item, "url", self.name, f"data.web[{index}]."),
                    title=item.get("title") or metadata.get("title"),
                    snippet=first_text(item.get("description"), item.get("snippet")),
                    published=published,
                    dates=dates,
                    score=None,
                    position=index + 1,
                    # a scraped result whose target answered an error: its page is not text
                    content=None if target_failed(status) else item.get("markdown"),
                )
            )
        credits = payload.get("creditsUsed")
        usage = None
        if credits is not None:
            per_credit = self.pricing.price("usd_per_credit")
            usage = Usage(
                cost_usd=None if per_credit is None else float(credits) * per_credit,
                source=f"provider-credits*{self.pricing.label}",
                credits=float(credits),
            )
        return SearchResponse(provider=self.name, results=tuple(results), usage=usage)

    @staticmethod
    def _dates(
        item: Mapping[str, Any], metadata: Mapping[str, Any]
    ) -> tuple[ProviderDate | None, tuple[ProviderDate, ...]]:
        """News ``date`` (``Oct 12, 2025`` or ``2 hours ago``) and the scraped page's
        metadata dates (publishedTime, modifiedTime, Dublin Core), all kept."""
        return collect_dates(
            [
                ("date", item.get("date")),
                ("metadata.publishedTime", metadata.get("publishedTime")),
                ("metadata.dcTermsCreated", metadata.get("dcTermsCreated")),
                ("metadata.dcDate", metadata.get("dcDate")),
                ("metadata.modifiedTime", metadata.get("modifiedTime")),
            ],
            publication=(
                "date",
                "metadata.publishedTime",
                "metadata.dcTermsCreated",
                "metadata.dcDate",
            ),
            parse=parse_loose,
        )

    def render_search_payload(
        self,
        query: SearchQuery,
        results: Sequence[SearchResult],
        *,
        request_id: str,
        latency_ms: float,
    ) -> dict[str, Any]:
        web = [
            {"url": r.raw_url, "title": r.title, "description": r.snippet, "position": r.position}
            for r in results
        ]
        return {
            "success": True,
            "data": {"web": web},
            "creditsUsed": 2 * max(1, math.ceil(len(web) / 10)),
        }

    def search_cost(self, query: SearchQuery, response: SearchResponse) -> Usage:
        if response.usage is not None:
            return response.usage
        per_ten = self.pricing.price("search_credits_per_10_results")
        per_credit = self.pricing.price("usd_per_credit")
        credits = (
            None if per_ten is None else per_ten * max(1, math.ceil(len(response.results) / 10))
        )
        cost = None if credits is None or per_credit is None else credits * per_credit
        return Usage(cost_usd=cost, source=self.pricing.label, credits=credits)

    def build_fetch_request(self, url: str) -> RequestSpec:
        body = {
            "url": url,
            **SDK_SCRAPE_DEFAULTS,
            "maxAge": 172_800_000,
            "headers": {},
            "proxy": "auto",
            **self.extra_body,
        }
        return RequestSpec(
            method="POST",
            url=f"{self.endpoint}/v2/scrape",
            operation="fetch",
            json=body,
            headers={"Content-Type": "application/json"},
        )

    def parse_fetch_response(self, payload: Any, url: str) -> ExtractResponse:
        requested = (canonical_url(url),)
        if payload.get("success") is False:
            failure = read_failure(url, reason=payload.get("error") or "success: false")
            return ExtractResponse(
                provider=self.name, requested=requested, documents=(), failures=(failure,)
            )
        data = require(payload, "data", self.name)
        metadata = mapping(data.get("metadata"))
        # A 200 with success: true still carries the target's own status: a 404 page
        # scraped is the target's failure, never its content.
        status = int_or_none(metadata.get("statusCode"))
        if target_failed(status):
            reason = metadata.get("error") or f"the target answered HTTP {status}"
            failure = read_failure(url, target_status=status, reason=reason)
            return ExtractResponse(
                provider=self.name, requested=requested, documents=(), failures=(failure,)
            )
        content = first_text(data.get("markdown"), data.get("summary"))
        if not content:
            failure = read_failure(url, outcome="empty", reason="no markdown in the answer")
            return ExtractResponse(
                provider=self.name, requested=requested, documents=(), failures=(failure,)
            )
        raw_url = metadata.get("sourceURL") or url
        published, dates = self._dates({}, metadata)
        warning = payload.get("warning")
        document = ExtractedDocument(
            url=canonical_url(raw_url),
            raw_url=raw_url,
            title=metadata.get("title") or "",
            content=content,
            content_type="text/markdown",
            published_at=None if published is None else published.value,
            published=published,
            dates=dates,
            warnings=(warning,) if isinstance(warning, str) and warning else (),
        )
        return ExtractResponse(provider=self.name, requested=requested, documents=(document,))

    def render_fetch_payload(self, document: ExtractedDocument | None, error: str | None) -> Any:
        if document is None:
            return {"success": False, "error": error or "Failed to scrape URL"}
        return {
            "success": True,
            "data": {
                "markdown": document.content,
                "metadata": {
                    "title": document.title,
                    "sourceURL": document.raw_url,
                    "statusCode": 200,
                },
            },
        }

    def fetch_cost(self, response: ExtractResponse) -> Usage:
        per_page = self.pricing.price("scrape_credits_per_page")
        per_credit = self.pricing.price("usd_per_credit")
        credits = None if per_page is None else per_page * len(response.documents)
        cost = None if credits is None or per_credit is None else credits * per_credit
        return Usage(cost_usd=cost, source=self.pricing.label, credits=credits)
