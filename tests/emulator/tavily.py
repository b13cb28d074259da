"""Tavily's shapes: ``POST /search`` and ``POST /extract``, their validation and errors.

Usage is sent only when ``include_usage`` is set (1 credit a basic search, 2 advanced;
extract costs 1 credit per 5 URLs read, 2 advanced); ``published_date`` only for
``topic=news``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from .content import extract_fails, page_text, ranked_docs, rfc2822_day, truthy
from .draws import uuid_from_hex
from .reply import JSON, Header, Reply, json_bytes

USD_PER_CREDIT = 0.008  # pricing.json of the project, PROVIDERS.md

Answer = tuple[dict[str, Any], float, float]  # (body, cost in USD, credits)

_ERRORS = {
    401: "Unauthorized: missing or invalid API key.",
    402: "This request exceeds your plan's set usage limit. Please upgrade your plan or contact support@tavily.com",
    429: "Your request has been blocked due to excessive requests. Please reduce the rate of requests.",
}


def credentials(headers: Mapping[str, str]) -> list[str]:
    """The API keys the request presents (``Authorization: Bearer KEY``)."""
    auth = headers.get("authorization") or ""
    return [auth[7:].strip()] if auth.lower().startswith("bearer ") else []


def validate(operation: str, payload: Mapping[str, Any]) -> str | None:
    """The provider's message for an invalid request, or None."""
    if operation == "search":
        query = payload.get("query")
        if not isinstance(query, str) or not query.strip():
            return "Query is missing."
        if len(query) > 400:
            return "Query is too long. Max query length is 400 characters."
        limit = payload.get("max_results")
        if limit is not None and (
            not isinstance(limit, int) or isinstance(limit, bool) or limit < 0
        ):
            return "max_results must be a non-negative integer"
        if limit is not None and limit > 20:
            return "max_results must be between 0 and 20"
        return None
    urls = payload.get("urls")
    if isinstance(urls, str):
        urls = [urls]
    if not isinstance(urls, list) or not urls or not all(isinstance(u, str) for u in urls):
        return "urls is missing."
    if len(urls) > 20:
        return "Max 20 URLs are allowed."
    return None


def error(status: int, message: str | None, headers: list[Header]) -> Reply:
    """``{"detail": {"error": ...}}``; a spent quota is Tavily's 432."""
    text = message or _ERRORS.get(status, "Bad request")
    if status == 402:
        status = 432
    return Reply(status, [JSON, *headers], json_bytes({"detail": {"error": text}}))


def search(payload: Mapping[str, Any], request_id: str, ms: float, seed: int = 0) -> Answer:
    query = payload["query"]
    n = payload.get("max_results")
    n = 5 if n is None else n
    topic = payload.get("topic", "general")
    docs = ranked_docs(
        "tavily",
        query,
        n,
        payload.get("include_domains") or (),
        payload.get("exclude_domains") or (),
        seed,
    )
    raw = payload.get("include_raw_content")
    results = []
    for d in docs:
        item: dict[str, Any] = {
            "url": d.url,
            "title": d.title,
            "content": d.snippet,
            "score": d.score,
            "raw_content": page_text(d.url) if truthy(raw) else None,
        }
        if topic == "news":
            item["published_date"] = rfc2822_day(d.published)
        if truthy(payload.get("include_favicon")):
            item["favicon"] = f"https://{d.host}/favicon.ico"
        results.append(item)
    body: dict[str, Any] = {
        "query": query,
        "follow_up_questions": None,
        "answer": f"Emulated answer to: {query}" if truthy(payload.get("include_answer")) else None,
        "images": [],
        "results": results,
        "response_time": round(ms / 1000.0, 2),
        "request_id": uuid_from_hex(request_id),
    }
    credits = 2.0 if payload.get("search_depth", "basic") == "advanced" else 1.0
    if truthy(payload.get("include_usage")):
        body["usage"] = {"credits": int(credits)}
    return body, credits * USD_PER_CREDIT, credits


def extract(payload: Mapping[str, Any], request_id: str, ms: float, fail_fraction: float) -> Answer:
    urls = payload["urls"]
    urls = [urls] if isinstance(urls, str) else list(urls)
    ok = [u for u in urls if not extract_fails(u, fail_fraction)]
    failed = [u for u in urls if extract_fails(u, fail_fraction)]
    body: dict[str, Any] = {
        "results": [{"url": u, "raw_content": page_text(u), "images": []} for u in ok],
        "failed_results": [{"url": u, "error": "Failed to fetch url"} for u in failed],
        "response_time": round(ms / 1000.0, 2),
        "request_id": uuid_from_hex(request_id),
    }
    per_five = 2.0 if payload.get("extract_depth") == "advanced" else 1.0
    credits = math.ceil(len(ok) / 5) * per_five
    if truthy(payload.get("include_usage")):
        body["usage"] = {"credits": int(credits)}
    return body, credits * USD_PER_CREDIT, credits
