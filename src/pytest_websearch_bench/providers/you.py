"""You.com Search API and Contents API.

Built from documentation alone: youdotcom-python-sdk src/youdotcom/search.py
(snapshot 2025-11) for GET /v1/search and its parameters; you.com/resources (2026-09)
and litellm for the response fields; you.com/docs/changelog/2026/8/11 and
you.com/docs/guides/search/retrieve-page-content (read 2026-11) and the SDK's
models/contents.py @002e200 for the extraction modes; the SDK's tests/test_page_age.py
@8ae8258 for ``page_age`` in production; you.com/product/contents-api and
docs.you.com/contents/overview (read 2026-11) for POST /v1/contents, which answers a
JSON array; the SDK's errors/*.py for error bodies; docs.you.com/administration/billing
for prices.

Text of a search result, by mode: ``description`` + ``snippets`` (default),
``contents.highlights`` only (highlights: "snippets are omitted"), and
``contents.markdown`` / ``contents.html`` besides the snippets (full page, livecrawl).
``page_age`` is ISO without a zone, and also the US month-first form ``7/29/2024
10:38:56 AM`` (read month first, never through a day-first parser). /v1/contents has
no per-URL error field: an item without markdown or html is a failed read (``empty``).

Response shapes (conformance data: tests/data/shapes/you/):
* Real capture: none (record one with --ws-record=new before trusting the adapter).
* Documentation only: search_default, search_highlights_mode, search_full_page_mode,
  search_page_age_us_format, search_empty; contents_markdown, contents_html_only,
  contents_unreadable_target; errors err_401, err_403_scopes, err_402 (payment
  required, its message), err_422_error, err_422_fastapi, err_422_jsonapi.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..dates import iso_millis, parse_us_datetime, provider_date
from ..urls import canonical_url
from .base import Adapter
from .fields import first_text, mapping, read_failure, require, texts
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
    error_shape = "you"  # error_shapes.py
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

    no_parameter_for = frozenset({"topic"})
    sent_only: ClassVar[Mapping[str, str]] = {
        "start_date": "sends a date range only with both start_date and end_date (freshness)",
        "end_date": "sends a date range only with both start_date and end_date (freshness)",
    }

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
            # The text depends on the extraction mode: description + snippets (default),
            # contents.highlights only ("snippets are omitted"), or contents.markdown /
            # contents.html besides the snippets (full page, livecrawl).
            contents = mapping(item.get("contents"))
            extras = texts(item.get("snippets"), contents.get("highlights"))
            description = first_text(item.get("description"))
            if not description and extras:
                description, extras = extras[0], extras[1:]
            results.append(
                self.result(
                    url=require(item, "url", self.name, f"results[{index}]."),
                    title=item.get("title"),
                    snippet=description,
                    extra_snippets=extras,
                    # "7/29/2024 10:38:56 AM" is also seen in production: US month first.
                    published=provider_date("page_age", item.get("page_age"), parse_us_datetime),
                    score=None,
                    position=index + 1,
                    content=first_text(contents.get("markdown"), contents.get("html")),
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
        documents, failures = [], []
        for index, item in enumerate(items):
            url = require(item, "url", self.name, f"[{index}].")
            # No per-URL error field is documented: a page that could not be read comes
            # back without text (markdown and html null). formats=["html"] gives html only.
            markdown = first_text(item.get("markdown"))
            content = markdown or first_text(item.get("html"))
            if not content.strip():
                reason = first_text(item.get("error")) or "no markdown or html returned"
                failures.append(read_failure(url, outcome="empty", reason=reason))
                continue
            documents.append(
                ExtractedDocument(
                    url=canonical_url(url),
                    raw_url=url,
                    title=item.get("title") or "",
                    content=content,
                    content_type="text/markdown" if markdown else "text/html",
                )
            )
        return ExtractResponse(
            provider=self.name,
            requested=tuple(canonical_url(u) for u in requested),
            documents=tuple(documents),
            failures=tuple(failures),
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
        # A page the API could not read: the item comes back without text (no error
        # field is documented for /v1/contents).
        items += [{"url": url, "title": "", "markdown": None, "html": None} for url, _ in failed]
        return items

    def extract_cost(self, response: ExtractResponse) -> Usage:
        price = self.pricing.price("contents_per_page")
        if price is None:
            return Usage(cost_usd=None, source=self.pricing.label)
        return Usage(cost_usd=price * len(response.documents), source=self.pricing.label)

    def error_message(self, body: Any) -> str:
        """The three documented 422 forms ({error}, FastAPI {detail: [...]}, JSON:API
        {errors: [...]}), 401/403 {detail} and 402 {error: code, message}."""
        if isinstance(body, Mapping):
            message = body.get("message")
            if isinstance(message, str) and message:
                return message
            for key in ("detail", "errors"):
                items = body.get(key)
                if isinstance(items, list):
                    parts = [self._problem(i) for i in items if isinstance(i, Mapping)]
                    if any(parts):
                        return "; ".join(p for p in parts if p)
        return super().error_message(body)

    @staticmethod
    def _problem(item: Mapping[str, Any]) -> str:
        where = ".".join(str(p) for p in item.get("loc") or [])
        text = first_text(item.get("msg"), item.get("detail"), item.get("title"))
        return f"{where}: {text}" if where and text else text
