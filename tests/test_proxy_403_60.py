"""Whose 403 it is: the provider's (``auth``: its key) or a proxy's (``blocked``), as far
as the evidence allows (ux60e #3).

The body first (``error_shapes``): SerpApi's own error is a bare ``{"error": "..."}``
(the corpus's real ``error_sample.json``), so a proxy's JSON of that shape cannot be told
from it by the body; You.com's flat ``{"error": code}`` is its own only with a snake_case
code. Then the headers: Squid's ``X-Squid-Error``, an RFC 9209 ``Proxy-Status`` naming an
``error`` or a proxy product's ``Server`` say a proxy made the answer, at any address;
an HTML content type makes a JSON body no provider's error. ``Via`` says nothing: the
providers' own real answers carry one (the corpus's Firecrawl cassettes).

Every hand-built proxy answer here is synthetic (``SYNTHETIC_*``, ``synthetic`` in the
test names); the corpus's are real and skipped when the corpus is absent.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import httpx
import pytest
import yaml

from pytest_websearch_bench.providers.base import Adapter
from pytest_websearch_bench.providers.error_shapes import proxy_sign, served_as_page
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.providers.firecrawl import FirecrawlAdapter
from pytest_websearch_bench.providers.models import SearchQuery
from pytest_websearch_bench.providers.serpapi import SerpApiAdapter
from pytest_websearch_bench.providers.tavily import TavilyAdapter
from pytest_websearch_bench.providers.you import YouAdapter

LOOPBACK = "http://127.0.0.1:8080/gateway"
JSON = {"content-type": "application/json"}
# Synthetic: what a Squid forward proxy sends when its ACL refuses a request.
SYNTHETIC_SQUID = {**JSON, "X-Squid-Error": "ERR_ACCESS_DENIED 0", "Server": "squid/5.7"}
SYNTHETIC_FORBIDDEN = {"error": "Forbidden"}  # a proxy's JSON 403, in SerpApi's own shape


def _error(
    adapter_type: type[Adapter], base_url: str, body: bytes, headers: Mapping[str, str]
) -> WebSearchError:
    transport = httpx.MockTransport(
        lambda request: httpx.Response(403, content=body, headers=dict(headers))
    )
    adapter = adapter_type(api_key="k3y-For-Tests-60", base_url=base_url, transport=transport)
    with pytest.raises(WebSearchError) as caught:
        adapter.search(SearchQuery(query="acero inoxidable"))
    return caught.value


def _real_serpapi_error(corpus: Path) -> bytes:
    path = corpus / "captures" / "serpapi" / "google-search-results-java__error_sample.json"
    if not path.is_file():
        pytest.skip(f"{path} is absent")
    return path.read_bytes()


def test_serpapis_real_error_body_at_a_local_address_stays_auth(corpus: Path) -> None:
    body = _real_serpapi_error(corpus)
    assert set(json.loads(body)) == {"error"}  # the bare shape: what a proxy may send too
    error = _error(SerpApiAdapter, LOOPBACK, body, JSON)
    assert error.kind == "auth", str(error)
    assert "Your account credit is too low" in str(error)


def test_serpapis_real_error_body_from_a_synthetic_squid_is_blocked(corpus: Path) -> None:
    error = _error(SerpApiAdapter, LOOPBACK, _real_serpapi_error(corpus), SYNTHETIC_SQUID)
    assert error.kind == "blocked", str(error)
    assert "its X-Squid-Error: ERR_ACCESS_DENIED 0 header says a proxy or a filter" in str(error)
    assert "not serpapi refusing its key" in str(error)


def test_serpapis_real_error_body_served_as_a_synthetic_html_page_is_blocked(
    corpus: Path,
) -> None:
    body = _real_serpapi_error(corpus)
    error = _error(SerpApiAdapter, LOOPBACK, body, {"content-type": "text/html"})
    assert error.kind == "blocked", str(error)
    assert "(a loopback address) answered 403 with no error of serpapi's" in str(error)


def test_via_on_firecrawls_real_headers_is_no_proxy_sign(corpus: Path) -> None:
    """The real Firecrawl answers pass Google's load balancer (``Via: 1.1 google``): its
    own 403 with those headers stays ``auth``."""
    path = corpus / "captures" / "firecrawl" / "crewAI__test_firecrawl_search_tool_integration.yaml"
    if not path.is_file():
        pytest.skip(f"{path} is absent")
    recorded = yaml.safe_load(path.read_text(encoding="utf-8"))["interactions"][0]["response"]
    headers = {name: values[0] for name, values in recorded["headers"].items()}
    assert headers["Via"] == "1.1 google"
    assert proxy_sign(headers) is None and not served_as_page(headers)
    own = json.dumps({"success": False, "error": "Unauthorized: Invalid token"}).encode()
    kept = {k: v for k, v in headers.items() if k.lower() not in ("content-length", "etag")}
    error = _error(FirecrawlAdapter, LOOPBACK, own, kept)
    assert error.kind == "auth", str(error)


@pytest.mark.parametrize(
    ("headers", "kind"),
    [
        (JSON, "auth"),  # indistinguishable from SerpApi's own: its key, as it says
        (SYNTHETIC_SQUID, "blocked"),
        ({**JSON, "Server": "squid/6.10"}, "blocked"),
        ({**JSON, "Server": "Zscaler/6.2"}, "blocked"),
        ({**JSON, "Proxy-Status": "corp-egress; error=http_request_denied"}, "blocked"),
        ({**JSON, "Proxy-Status": "cdn; fwd-status=403"}, "auth"),  # passed on, not made
        ({**JSON, "Via": "1.1 proxy.corp (squid/5.7)"}, "auth"),  # passed on, not made
        ({**JSON, "Server": "cloudflare"}, "auth"),  # providers' own edge
        ({**JSON, "Server": "envoy"}, "auth"),
        ({"content-type": "text/html; charset=utf-8"}, "blocked"),
    ],
    ids=[
        "bare",
        "squid-error",
        "squid-server",
        "zscaler-server",
        "proxy-status-error",
        "proxy-status-forwarded",
        "via",
        "cloudflare",
        "envoy",
        "html",
    ],
)
def test_a_synthetic_proxys_bare_error_at_serpapi(headers: Mapping[str, str], kind: str) -> None:
    error = _error(SerpApiAdapter, LOOPBACK, json.dumps(SYNTHETIC_FORBIDDEN).encode(), headers)
    assert error.kind == kind, str(error)


@pytest.mark.parametrize(
    ("body", "headers", "kind"),
    [
        ({"error": "invalid_parameter_combination"}, JSON, "auth"),  # You's own code
        ({"error": "access_denied"}, JSON, "auth"),  # snake_case: You's shape
        (SYNTHETIC_FORBIDDEN, JSON, "blocked"),  # a proxy's word, not a code
        ({"error": "forbidden"}, JSON, "blocked"),  # one word: no code either
        ({"error": "access_denied"}, SYNTHETIC_SQUID, "blocked"),  # the headers say a proxy
        ({"detail": "Missing required scopes"}, JSON, "auth"),
    ],
    ids=["own-code", "snake", "proxy-word", "one-word", "squid", "detail"],
)
def test_a_synthetic_proxys_flat_error_at_you(
    body: dict[str, str], headers: Mapping[str, str], kind: str
) -> None:
    error = _error(YouAdapter, LOOPBACK, json.dumps(body).encode(), headers)
    assert error.kind == kind, str(error)


def test_a_synthetic_tls_intercepting_filter_at_the_providers_own_address_is_blocked() -> None:
    """A company filter answering for api.tavily.com itself: its Server header names it,
    so the 403 is not tavily's, though the address is the provider's."""
    page = b"<html><body>Access to this site is blocked by your organization.</body></html>"
    error = _error(
        TavilyAdapter,
        "https://api.tavily.com",
        page,
        {"content-type": "text/html", "Server": "Zscaler/6.2"},
    )
    assert error.kind == "blocked", str(error)
    message = str(error)
    assert "api.tavily.com answered 403 and its Server: Zscaler/6.2 header says" in message
    assert "(HTTPS_PROXY, a company filter)" in message
    assert "a loopback address" not in message
    # the same page without the header: a 403 page at the provider's own address stays
    # the provider's (its CDN's block page)
    plain = _error(TavilyAdapter, "https://api.tavily.com", page, {"content-type": "text/html"})
    assert plain.kind == "auth", str(plain)


def test_proxy_sign_reads_headers_case_insensitively() -> None:
    assert proxy_sign({"x-squid-error": "ERR_ACCESS_DENIED 0"}) == (
        "X-Squid-Error: ERR_ACCESS_DENIED 0"
    )
    assert proxy_sign({"PROXY-STATUS": "a; fwd-status=200, b; error=destination_ip_prohibited"})
    assert proxy_sign({"Proxy-Status": "cdn; fwd-status=403"}) is None
    assert proxy_sign({"Server": "nginx"}) is None and proxy_sign({}) is None
    assert proxy_sign({"Server": "mysquidish"}) is None  # whole words only
    assert served_as_page({"Content-Type": "application/xhtml+xml"})
    assert not served_as_page({"Content-Type": "application/problem+json"})
    assert not served_as_page({"Content-Type": "text/plain"})
