"""Exa's shapes: ``POST /search`` and ``POST /contents``, their validation and errors.

Every answer carries ``costDollars``: $0.007 a search up to 10 results, +$0.001 per extra
result, +$0.001 per summary; ``/contents`` costs $0.001 a page read and reports each
page in ``statuses``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .content import draw_day, extract_fails, iso_day, page_text, ranked_docs, slug, truthy
from .reply import JSON_UTF8, Header, Reply, json_bytes

# pricing.json of the project, PROVIDERS.md
USD_SEARCH = 0.007
USD_EXTRA_RESULT = 0.001
USD_PER_PAGE = 0.001
USD_SUMMARY = 0.001

Answer = tuple[dict[str, Any], float, float]  # (body, cost in USD, credits)


def credentials(headers: Mapping[str, str]) -> list[str]:
    """The API keys the request presents (``x-api-key`` or ``Authorization: Bearer KEY``)."""
    auth = headers.get("authorization") or ""
    bearer = [auth[7:].strip()] if auth.lower().startswith("bearer ") else []
    return [*bearer, (headers.get("x-api-key") or "").strip()]


def validate(operation: str, payload: Mapping[str, Any]) -> str | None:
    """The provider's message for an invalid request, or None."""
    if operation == "search":
        query = payload.get("query")
        if not isinstance(query, str) or not query.strip():
            return "query: Required"
        limit = payload.get("numResults")
        if limit is not None and (
            not isinstance(limit, int) or isinstance(limit, bool) or limit < 0
        ):
            return "numResults must be a non-negative integer"
        if limit is not None and limit > 100:
            return "numResults must be at most 100"
        return None
    urls = payload.get("urls", payload.get("ids"))
    if isinstance(urls, str):
        urls = [urls]
    if not isinstance(urls, list) or not urls or not all(isinstance(u, str) for u in urls):
        return "urls: Required"
    return None


def error(
    status: int,
    request_id: str,
    rate: float | None,
    message: str | None,
    headers: list[Header],
) -> Reply:
    """``{"requestId", "error", "tag"}``; a spent quota is 402 ``NO_MORE_CREDITS``."""
    limit_text = (
        f"You've exceeded your Exa rate limit of {rate:g} requests per second"
        if rate
        else "Rate limit exceeded"
    )
    tag, text = {
        401: ("INVALID_API_KEY", "Invalid or missing API key"),
        402: ("NO_MORE_CREDITS", "You have run out of credits."),
        429: ("RATE_LIMIT_EXCEEDED", limit_text),
    }.get(status, ("INVALID_REQUEST_BODY", "Invalid request body"))
    body = {"requestId": request_id, "error": message or text, "tag": tag}
    return Reply(status, [JSON_UTF8, *headers], json_bytes(body))


def search(payload: Mapping[str, Any], request_id: str, ms: float, seed: int = 0) -> Answer:
    query = payload["query"]
    n = payload.get("numResults")
    n = 10 if n is None else n
    docs = ranked_docs(
        "exa",
        query,
        n,
        payload.get("includeDomains") or (),
        payload.get("excludeDomains") or (),
        seed,
    )
    contents = payload.get("contents") or {}
    # The top-level forms (text/highlights/summary at the root) are accepted too.
    for k in ("text", "highlights", "summary"):
        if k in payload and k not in contents:
            contents = {**contents, k: payload[k]}
    text_opt = contents.get("text")
    max_chars = text_opt.get("maxCharacters") if isinstance(text_opt, dict) else None
    results = []
    for d in docs:
        item: dict[str, Any] = {
            "id": d.url,
            "title": d.title,
            "url": d.url,
            "publishedDate": f"{iso_day(d.published)}T00:00:00.000Z",
            "author": None,
            "score": d.score,
        }
        if truthy(text_opt):
            item["text"] = page_text(d.url, max_chars)
        if truthy(contents.get("highlights")):
            item["highlights"] = [d.snippet]
            item["highlightScores"] = [d.score]
        if truthy(contents.get("summary")):
            item["summary"] = f"Summary of {d.title}"
        item["image"] = f"https://{d.host}/og.png"
        item["favicon"] = f"https://{d.host}/favicon.ico"
        results.append(item)
    search_cost = USD_SEARCH + USD_EXTRA_RESULT * max(0, len(results) - 10)
    cost: dict[str, Any] = {"total": 0.0, "search": {"neural": round(search_cost, 6)}}
    total = search_cost
    if truthy(contents.get("summary")):
        summaries = USD_SUMMARY * len(results)
        cost["contents"] = {"summary": round(summaries, 6)}
        total += summaries
    cost["total"] = round(total, 6)
    body = {
        "requestId": request_id,
        "resolvedSearchType": "neural",
        "results": results,
        "searchTime": round(ms, 1),
        "costDollars": cost,
        "effectiveFilters": {
            "includeDomains": list(payload.get("includeDomains") or []),
            "excludeDomains": list(payload.get("excludeDomains") or []),
            "includeText": [],
            "excludeText": [],
            "includeUrls": [],
            "excludeUrls": [],
        },
    }
    return body, round(total, 6), 0.0


def contents(
    payload: Mapping[str, Any], request_id: str, ms: float, fail_fraction: float
) -> Answer:
    urls = payload.get("urls", payload.get("ids"))
    urls = [urls] if isinstance(urls, str) else list(urls or ())
    text_opt = payload.get("text", True)
    max_chars = text_opt.get("maxCharacters") if isinstance(text_opt, dict) else None
    results: list[dict[str, Any]] = []
    statuses: list[dict[str, Any]] = []
    for u in urls:
        if extract_fails(u, fail_fraction):
            statuses.append(
                {
                    "id": u,
                    "status": "error",
                    "error": {"tag": "CRAWL_NOT_FOUND", "httpStatusCode": 404},
                }
            )
            continue
        results.append(
            {
                "id": u,
                "title": f"Emulated page {slug(u, 6)}",
                "url": u,
                "publishedDate": f"{iso_day(draw_day(u))}T00:00:00.000Z",
                "author": None,
                "text": page_text(u, max_chars),
                "image": None,
                "favicon": None,
            }
        )
        statuses.append({"id": u, "status": "success", "source": "cached"})
    total = round(USD_PER_PAGE * len(results), 6)
    body = {
        "requestId": request_id,
        "results": results,
        "statuses": statuses,
        "effectiveFilters": {},
        "costDollars": {"total": total, "contents": {"text": total}},
        "searchTime": round(ms, 1),
    }
    return body, total, 0.0
