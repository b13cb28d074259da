"""A minimal stdlib client for tests that talk to the emulator's routes directly (no
adapter): one request on a fresh connection, decoded."""

from __future__ import annotations

import http.client
import json
from typing import Any, Protocol
from urllib.parse import urlencode, urlsplit

# A key each provider accepts (any non-empty key is accepted unless api_keys is set).
AUTH: dict[str, dict[str, str]] = {
    "tavily": {"Authorization": "Bearer tvly-test"},
    "exa": {"x-api-key": "exa-test"},
    "brave": {"X-Subscription-Token": "brave-test"},
}

Answer = tuple[int, dict[str, str], Any]  # (status, lower-case headers, decoded body)


class Served(Protocol):
    @property
    def base_url(self) -> str: ...


def call(
    target: str | Served,
    method: str,
    path: str,
    body: Any = None,
    headers: dict[str, str] | None = None,
) -> Answer:
    """One request: the body as JSON when it decodes, else as text (None when empty)."""
    base = target if isinstance(target, str) else target.base_url
    parts = urlsplit(base)
    conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port, timeout=10)
    data = None if body is None else json.dumps(body).encode()
    try:
        conn.request(
            method, path, body=data, headers={"Content-Type": "application/json", **(headers or {})}
        )
        resp = conn.getresponse()
        raw = resp.read()
    finally:
        conn.close()
    try:
        decoded: Any = json.loads(raw) if raw else None
    except ValueError:
        decoded = raw.decode("latin-1")
    return resp.status, {k.lower(): v for k, v in resp.getheaders()}, decoded


def search(target: str | Served, provider: str, query: str, **extra: Any) -> Answer:
    """A search on ``provider``'s route with a valid key: ``extra`` joins the JSON body
    (Tavily, Exa) or the query string (Brave)."""
    if provider == "brave":
        path = f"/brave/res/v1/web/search?{urlencode({'q': query, **extra})}"
        return call(target, "GET", path, None, AUTH["brave"])
    body = {"query": query, **extra}
    return call(target, "POST", f"/{provider}/search", body, AUTH[provider])
