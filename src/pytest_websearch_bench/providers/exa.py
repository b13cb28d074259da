"""Exa Search API.

Sources (PROVIDERS.md): exa-py conformance list and pydantic-ai cassettes (2026-07)
for endpoints and fields; exa.ai/docs/admin/error-codes (2026-09-15) and
exa.ai/docs/changelog/contents-endpoint-status-changes (2025-05-22) for errors and
/contents statuses; exa.ai/docs/reference/contents-api-guide-for-coding-agents for the
contents options; exa.ai/docs/changelog/pricing-update (2026-03-03) for prices.

/contents answers 200 and reports each URL in ``statuses``: an ``error`` (tag, the
target's ``httpStatusCode``) is a failed read with that outcome and status. Its text
is ``text``, else the summary and highlights asked for alone.

Response shapes (conformance data: tests/data/shapes/exa/):
* Real capture: POST /search with text and with highlights, /contents, /findSimilar
  (pydantic-ai 2026-07: the corpus tests).
* Documentation only: search_summary_only, search_text_and_highlights,
  contents_highlights_only, contents_statuses (a failed URL); errors err_400, err_401,
  err_402_budget, err_402_credits, err_429.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from typing import Any

from ..dates import iso_millis, provider_date
from ..urls import canonical_url
from .base import Adapter
from .errors import WebSearchError
from .fields import int_or_none, mapping, read_failure, require, texts
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
    error_shape = "exa"  # error_shapes.py
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

    no_parameter_for = frozenset({"language"})

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
        """Highlights, then the summary (both when both were asked for); the start of
        the text when neither came back."""
        parts = [" … ".join(texts(item.get("highlights"))), *texts(item.get("summary"))]
        snippet = " ".join(p for p in parts if p)
        if snippet:
            return snippet
        text = item.get("text")
        return text[:500] if isinstance(text, str) else ""

    @staticmethod
    def _content(item: Mapping[str, Any]) -> str:
        """The page text /contents returned: ``text`` when asked for, else the summary
        and highlights (a request may ask for those alone)."""
        text = item.get("text")
        if isinstance(text, str) and text.strip():
            return text
        return "\n\n".join(texts(item.get("summary"), item.get("highlights")))

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
                    published=provider_date("publishedDate", item.get("publishedDate")),
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
        # /contents answers 200 overall and reports each URL's fate in "statuses"; the
        # error's httpStatusCode is the target page's (exa.ai/docs/admin/error-codes).
        failures = []
        for status in payload.get("statuses") or []:
            if not isinstance(status, Mapping) or not status.get("id"):
                continue
            if status.get("status") in (None, "success"):
                continue
            error = mapping(status.get("error"))
            failures.append(
                read_failure(
                    str(status["id"]),
                    outcome="target_timeout" if error.get("tag") == "CRAWL_TIMEOUT" else None,
                    target_status=int_or_none(error.get("httpStatusCode")),
                    reason=error.get("tag") or status.get("status") or "",
                )
            )
        failed = {f.url for f in failures}
        documents = []
        for index, item in enumerate(require(payload, "results", self.name)):
            url = require(item, "url", self.name, f"results[{index}].")
            content = self._content(item)
            if canonical_url(url) in failed:
                continue  # reported failed: whatever came with it is not the page
            if not content:
                failures.append(read_failure(url, outcome="empty", reason="no text"))
                continue
            published = provider_date("publishedDate", item.get("publishedDate"))
            documents.append(
                ExtractedDocument(
                    url=canonical_url(url),
                    raw_url=url,
                    content=content,
                    title=item.get("title") or "",
                    content_type="text/plain",
                    published_at=None if published is None else published.value,
                    published=published,
                    dates=() if published is None else (published,),
                )
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
            failures=tuple(failures),
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

    def extract_cost(self, response: ExtractResponse) -> Usage:
        """``costDollars`` when the answer carries it, else $1/1k pages (contents)."""
        if response.usage is not None and response.usage.cost_usd is not None:
            return response.usage
        price = self.pricing.price("contents_per_page")
        if price is None:
            return Usage(cost_usd=None, source=self.pricing.label)
        return Usage(cost_usd=price * len(response.documents), source=self.pricing.label)

    def search_cost(self, query: SearchQuery, response: SearchResponse) -> Usage:
        if response.usage is not None and response.usage.cost_usd is not None:
            return response.usage
        base = self.pricing.price("search")
        extra = self.pricing.price("search_extra_result") or 0.0
        if base is None:
            return Usage(cost_usd=None, source=self.pricing.label)
        beyond = max(0, len(response.results) - 10)
        return Usage(cost_usd=base + beyond * extra, source=self.pricing.label)
