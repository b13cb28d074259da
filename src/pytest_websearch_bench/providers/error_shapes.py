"""Each built-in provider's own error body, as its documentation and SDK show it
(PROVIDERS.md, "Errors"; ``tests/data/shapes/*/err_*.json``).

A 403 at a loopback or link-local address whose body is in none of the called provider's
shapes is ``blocked`` (``errors.blocked_403``): a proxy or an egress filter in the way.
A key the generic reader knows (``error``, ``message``, ``detail``) is not enough: a
proxy's JSON 403 has one too (``{"error": "Forbidden"}``, ``{"message": "Access denied"}``),
so each shape asks for what only the provider's body carries (Exa's ``requestId`` or
``tag``, Brave's ``ErrorResponse``, Jina's ``readableMessage``...). SerpApi's own body is
a bare ``{"error": "..."}``: a proxy's body of exactly that shape cannot be told from it
by the body, and You.com's flat ``{"error": code}`` is its own only when the code is
snake_case (``invalid_parameter_combination``; a proxy's ``Forbidden`` is none).

What the body cannot tell, the headers may. ``proxy_sign``: a header only an
intermediary's own answer carries (Squid's ``X-Squid-Error``, an RFC 9209
``Proxy-Status`` naming an ``error``), or a ``Server`` that is a forward proxy's or a
filter's product (``squid``, ``Zscaler``...): a proxy made the answer, at any address
(a TLS-intercepting filter answers for the provider's own host too). ``served_as_page``:
an HTML page's content type on a JSON body, in no shape of the provider's then (every
provider's API errors are JSON; the corpus's real answers are ``application/json``),
which counts at a local address only, as any other body (at the provider's own address
its CDN's block page is the provider's to send). Not a sign: ``Via``, which only says an
intermediary passed the answer on; the providers' own answers carry one (Firecrawl's
real responses, corpus ``captures/firecrawl``: ``Via: 1.1 google``, its load balancer).
Nor a ``Server`` of a CDN or an edge proxy (``cloudflare``, ``envoy``, ``nginx``): the
providers serve their own errors through those.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

ErrorShape = Callable[[Any], bool]

# A forward proxy's or a filter's product in a ``Server`` header (whole words): one that
# answers for itself, never what a provider's API serves from.
_PROXY_PRODUCTS = re.compile(
    r"(?i)\b(squid|tinyproxy|privoxy|mitmproxy|polipo|zscaler|bluecoat|proxysg|fortigate"
    r"|forcepoint|websense)\b"
)


def _proxy_status_error(value: str) -> bool:
    """Whether an RFC 9209 ``Proxy-Status`` names an ``error`` of an intermediary's own
    (``squid; error=http_request_denied``), not a status it forwarded (``fwd-status``)."""
    for member in value.split(","):
        for param in member.split(";")[1:]:
            if param.split("=", 1)[0].strip().lower() == "error":
                return True
    return False


def proxy_sign(headers: Mapping[str, str]) -> str | None:
    """The header that says a proxy or a filter made an answer, not the provider (see the
    module docstring), as ``Name: value``; None when none does."""
    lowered = {name.lower(): str(value) for name, value in headers.items()}
    squid = lowered.get("x-squid-error")
    if squid is not None:
        return f"X-Squid-Error: {squid}"
    status = lowered.get("proxy-status")
    if status is not None and _proxy_status_error(status):
        return f"Proxy-Status: {status}"
    server = lowered.get("server")
    if server is not None and _PROXY_PRODUCTS.search(server):
        return f"Server: {server}"
    return None


def served_as_page(headers: Mapping[str, str]) -> bool:
    """Whether an answer says it is an HTML page: its body, JSON or not, is then no
    provider's API error (a proxy's or a filter's page, whatever its text looks like)."""
    for name, value in headers.items():
        if name.lower() == "content-type":
            kind = str(value).split(";")[0].strip().lower()
            return kind in ("text/html", "application/xhtml+xml")
    return False


def _text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _inner(body: Any, key: str = "error") -> Mapping[str, Any]:
    value = body.get(key) if isinstance(body, Mapping) else None
    return value if isinstance(value, Mapping) else {}


def tavily(body: Any) -> bool:
    """``{"detail": {"error": "..."}}``, or the keyless envelope ``{"error": {"code",
    "message", ...}}``."""
    error = _inner(body)
    return _text(_inner(body, "detail").get("error")) or (
        _text(error.get("message")) and "code" in error
    )


def exa(body: Any) -> bool:
    """``{"requestId", "error", "tag"}``."""
    return (
        isinstance(body, Mapping)
        and _text(body.get("error"))
        and ("requestId" in body or "tag" in body)
    )


def brave(body: Any) -> bool:
    """``{"type": "ErrorResponse", "error": {"id", "status", "code", "detail", "meta"}}``."""
    return isinstance(body, Mapping) and body.get("type") == "ErrorResponse" and bool(_inner(body))


_SERPAPI_KEYS = frozenset({"error", "search_metadata", "search_parameters", "search_information"})


def serpapi(body: Any) -> bool:
    """``{"error": "..."}`` (with ``search_metadata`` and its kin on a 200's), nothing else
    beside it."""
    return isinstance(body, Mapping) and _text(body.get("error")) and set(body) <= _SERPAPI_KEYS


_CODE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")  # You's codes: payment_required


def you(body: Any) -> bool:
    """``{"detail": "..."}`` (401, 403, 500), FastAPI's ``{"detail": [...]}`` and JSON:API's
    ``{"errors": [...]}`` (422), ``{"error": code, "message"}`` (402) and ``{"error":
    code}`` (422), a code being a snake_case token (``invalid_parameter_combination``;
    a proxy's ``Forbidden`` or ``access denied`` is none)."""
    if not isinstance(body, Mapping):
        return False
    detail, error = body.get("detail"), body.get("error")
    return (
        _text(detail)
        or (isinstance(detail, list) and bool(detail))
        or (isinstance(body.get("errors"), list) and bool(body["errors"]))
        or (isinstance(error, str) and _CODE.fullmatch(error) is not None)
    )


def parallel(body: Any) -> bool:
    """``{"type": "error", "error": {"message", "ref_id", "detail"}}``."""
    return isinstance(body, Mapping) and body.get("type") == "error" and bool(_inner(body))


def perplexity(body: Any) -> bool:
    """``{"error": {"message", "type", "code"}}``."""
    error = _inner(body)
    return _text(error.get("message")) and ("type" in error or "code" in error)


def jina(body: Any) -> bool:
    """The civkit envelope ``{"data": null, "code", "name", "status", "message",
    "readableMessage"}``."""
    return (
        isinstance(body, Mapping)
        and _text(body.get("message"))
        and ("readableMessage" in body or ("name" in body and "code" in body))
    )


def firecrawl(body: Any) -> bool:
    """``{"success": false, "error": "..."}``."""
    return isinstance(body, Mapping) and body.get("success") is False and "error" in body


def linkup(body: Any) -> bool:
    """``{"error": {"statusCode", "code", "message", "details"}}``."""
    error = _inner(body)
    return _text(error.get("message")) and ("code" in error or "statusCode" in error)


SHAPES: dict[str, ErrorShape] = {
    shape.__name__: shape
    for shape in (tavily, exa, brave, serpapi, you, parallel, perplexity, jina, firecrawl, linkup)
}
