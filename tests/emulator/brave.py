"""Brave's shapes: ``GET /res/v1/web/search``, its validation, errors and rate headers.

Results carry ``<strong>`` markup, ``page_age`` and ``extra_snippets`` when asked;
``site:`` operators in ``q`` are honoured. Every answer, errors included, carries
``X-RateLimit-Limit/Policy/Remaining/Reset`` ("per-second, monthly") when a limiter is
configured; a spent quota is 429 ``QUOTA_LIMITED``.
"""

from __future__ import annotations

import html
import math
import re
import time
from collections.abc import Mapping, Sequence
from typing import Any

from .content import WORD, iso_day, ranked_docs, rfc2822_day, truthy
from .draws import uuid_from_hex
from .limiters import Limiter
from .reply import JSON, Header, Reply, json_bytes

USD_PER_SEARCH = 0.005  # pricing.json of the project, PROVIDERS.md

_SITE = re.compile(r"(-?)site:([^\s()]+)")


def credentials(headers: Mapping[str, str]) -> list[str]:
    """The API keys the request presents (``X-Subscription-Token``)."""
    return [(headers.get("x-subscription-token") or "").strip()]


def validate(params: Mapping[str, str]) -> str | None:
    """The provider's message for an invalid request (answered 422), or None."""
    q = params.get("q", "")
    if not q.strip():
        return "Field required: q"
    if len(q) > 400 or len(q.split()) > 50:
        return "q: at most 400 characters and 50 words"
    try:
        count = int(params.get("count", "20"))
        offset = int(params.get("offset", "0"))
    except ValueError:
        return "count and offset must be integers"
    if not 1 <= count <= 20 or not 0 <= offset <= 9:
        return "count must be 1-20 and offset 0-9"
    return None


def rate_headers(
    limiter: Limiter | None, window_s: float, quota: int | None, used: int, now: float
) -> list[Header]:
    """Brave's ``X-RateLimit-*`` headers: "per-second, monthly" pairs."""
    if limiter is None:
        return []
    q_limit = str(quota) if quota is not None else "0"
    q_left = str(max(0, quota - used)) if quota is not None else "0"
    reset = max(1, math.ceil(limiter.reset_in(now)))
    return [
        ("X-RateLimit-Limit", f"{limiter.limit}, {q_limit}"),
        ("X-RateLimit-Policy", f"{limiter.limit};w={int(window_s)}"),
        ("X-RateLimit-Remaining", f"{limiter.remaining(now)}, {q_left}"),
        ("X-RateLimit-Reset", f"{reset}, 2592000"),
    ]


def error(
    status: int,
    request_id: str,
    message: str | None,
    headers: list[Header],
    limiter: Limiter | None,
    quota: int | None,
    used: int,
    now: float,
) -> Reply:
    """``{"type": "ErrorResponse", "error": {...}}`` with the rate headers appended by the
    caller; the rate-limiter errors carry the plan's limits in ``meta``."""
    code, detail, component = {
        401: (
            "SUBSCRIPTION_TOKEN_INVALID",
            "The provided subscription token is invalid.",
            "authentication",
        ),
        402: ("QUOTA_LIMITED", "Request quota limit exceeded for plan.", "rate_limiter"),
        429: ("RATE_LIMITED", "Request rate limit exceeded for plan.", "rate_limiter"),
    }.get(status, ("VALIDATION", "Unable to validate request parameter(s).", "validator"))
    if status == 402:
        status = 429  # Brave answers quota exhaustion with 429 QUOTA_LIMITED
    meta: dict[str, Any] = {"component": component}
    if component == "rate_limiter":
        meta = {
            "plan": "Emulated",
            "rate_limit": limiter.limit if limiter else 0,
            "rate_current": (limiter.limit - limiter.remaining(now) + 1) if limiter else 0,
            "quota_limit": quota or 0,
            "quota_current": used,
            "component": "rate_limiter",
        }
    if message:
        meta["errors"] = [{"msg": message}]
    body: dict[str, Any] = {
        "type": "ErrorResponse",
        "error": {
            "id": uuid_from_hex(request_id),
            "status": status,
            "code": code,
            "detail": detail,
            "meta": meta,
        },
        "time": int(time.time()),
    }
    return Reply(status, [JSON, *headers], json_bytes(body))


def _strong_pattern(words: Sequence[str]) -> re.Pattern[str] | None:
    """One pattern marking the query's longer words, as Brave marks matches with <strong>."""
    chosen = sorted({w for w in words if len(w) > 3}, key=len, reverse=True)[:4]
    if not chosen:
        return None
    alternatives = "|".join(re.escape(html.escape(w, quote=False)) for w in chosen)
    return re.compile(rf"(?i)\b({alternatives})\b")


def _strong(text: str, pattern: re.Pattern[str] | None) -> str:
    out = html.escape(text, quote=False)
    return pattern.sub(_mark, out) if pattern is not None else out


def _mark(match: re.Match[str]) -> str:
    return f"<strong>{match.group(0)}</strong>"


def search(params: Mapping[str, str], seed: int = 0) -> dict[str, Any]:
    q = params["q"]
    include = [m.group(2) for m in _SITE.finditer(q) if not m.group(1)]
    exclude = [m.group(2) for m in _SITE.finditer(q) if m.group(1)]
    bare = _SITE.sub("", q).replace("(", " ").replace(")", " ").replace(" OR ", " ")
    bare = " ".join(bare.split()) or q
    count = int(params.get("count", "20"))
    offset = int(params.get("offset", "0"))
    docs = ranked_docs("brave", bare, count * (offset + 1), include, exclude, seed)
    docs = docs[offset * count :]
    pattern = _strong_pattern(WORD.findall(bare))
    extra = truthy(params.get("extra_snippets"))
    language = params.get("search_lang", "en")
    results = []
    for d in docs:
        item: dict[str, Any] = {
            "title": _strong(d.title, pattern),
            "url": d.url,
            "is_source_local": False,
            "is_source_both": False,
            "description": _strong(d.snippet, pattern),
            "page_age": f"{iso_day(d.published)}T00:00:00",
            "profile": {"name": d.host, "url": d.url, "long_name": d.host, "img": ""},
            "language": language,
            "family_friendly": True,
            "type": "search_result",
            "subtype": "generic",
            "is_live": False,
            "meta_url": {
                "scheme": "https",
                "netloc": d.host,
                "hostname": d.host,
                "favicon": f"https://{d.host}/favicon.ico",
                "path": "› " + " › ".join(d.url.split("/")[3:]),
            },
            "age": rfc2822_day(d.published)[5:16],
        }
        if extra:
            item["extra_snippets"] = [f"{d.snippet} (more {i + 1})" for i in range(2)]
        results.append(item)
    body: dict[str, Any] = {
        "query": {
            "original": q,
            "show_strict_warning": False,
            "is_navigational": False,
            "is_news_breaking": False,
            "spellcheck_off": True,
            "country": params.get("country", "us"),
            "bad_results": False,
            "should_fallback": False,
            "postal_code": "",
            "city": "",
            "header_country": "",
            "more_results_available": len(results) >= count,
            "state": "",
        },
        "mixed": {
            "type": "mixed",
            "main": [{"type": "web", "index": i, "all": False} for i in range(len(results))],
            "top": [],
            "side": [],
        },
        "type": "search",
    }
    if results:
        body["web"] = {"type": "search", "results": results, "family_friendly": True}
    return body
