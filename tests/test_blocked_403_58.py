"""A 403 a proxy or an egress filter sent is not the provider refusing its key.

An endpoint at a loopback or link-local address (169.254.x.x, a metadata endpoint; an
egress filter on this machine) that answers 403 in no shape of the provider's errors
(an HTML page, plain text, nothing) is ``blocked``: the message says the address
answered 403 and that it is most likely a proxy or a filter, not the provider's key.
The provider's own 403 (its JSON error, wherever it comes from) stays ``auth``, and a
403 page at the provider's own (public) address too.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from local_http import QuietHandler, local_server
from pytest_websearch_bench.errors import FixtureError
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.providers.models import SearchQuery
from pytest_websearch_bench.providers.tavily import TavilyAdapter
from pytest_websearch_bench.recording.record import Recorder
from pytest_websearch_bench.recording.redact import RedactionRules
from pytest_websearch_bench.replay.store import CassetteStore
from runkit import record

FILTER_PAGE = (
    b"<html><body><h1>403 Forbidden</h1>Request forbidden by administrative rules.</body></html>"
)
# Tavily's own error shape (tavily-python: {"detail": {"error": ...}})
TAVILY_403 = json.dumps({"detail": {"error": "Unauthorized: missing or invalid API key."}})


class _Forbidden(QuietHandler):
    body: bytes = b""
    content_type = "text/html"

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("content-length") or 0))
        self.send_response(403)
        self.send_header("content-type", self.content_type)
        self.send_header("content-length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)


def _serve(body: bytes, content_type: str) -> Iterator[str]:
    with local_server(_Forbidden, "/tavily", body=body, content_type=content_type) as server:
        yield server.url


@pytest.fixture
def filter_url() -> Iterator[str]:
    yield from _serve(FILTER_PAGE, "text/html")


@pytest.fixture
def provider_url() -> Iterator[str]:
    yield from _serve(TAVILY_403.encode(), "application/json")


def _search(adapter: TavilyAdapter) -> WebSearchError:
    with pytest.raises(WebSearchError) as caught:
        adapter.search(SearchQuery(query="q"))
    return caught.value


@pytest.mark.enable_socket
def test_a_403_page_at_a_loopback_address_is_blocked_not_auth(filter_url: str) -> None:
    adapter = TavilyAdapter(api_key="tvly-test", base_url=filter_url)
    adapter.endpoint_source = "--ws-endpoint"
    error = _search(adapter)
    assert error.kind == "blocked"
    assert error.status == 403 and error.retryable is False
    address = filter_url.removeprefix("http://").removesuffix("/tavily")
    message = str(error)
    assert message.startswith(
        f"tavily HTTP 403 blocked: {address} (a loopback address) answered 403 with no error "
        "of tavily's in its body (text/html: 403 Forbidden Request forbidden by "
        "administrative rules.): most likely a proxy or an egress filter in the way, not "
        "tavily refusing its key; check what answers at "
        f"{filter_url}/search (--ws-endpoint tavily={filter_url})"  # errors.endpoint_where
    ), message
    adapter.client.close()


@pytest.mark.enable_socket
def test_the_provider_s_own_403_at_a_loopback_address_stays_auth(provider_url: str) -> None:
    adapter = TavilyAdapter(api_key="tvly-test", base_url=provider_url)
    error = _search(adapter)
    assert error.kind == "auth"
    assert "Unauthorized: missing or invalid API key." in str(error)
    assert "proxy" not in str(error)
    adapter.client.close()


def _mock(body: bytes, content_type: str) -> httpx.MockTransport:
    return httpx.MockTransport(
        lambda request: httpx.Response(403, content=body, headers={"content-type": content_type})
    )


@pytest.mark.parametrize(
    ("base_url", "body", "content_type", "kind"),
    [
        # a metadata endpoint's filter on the local link: no body at all
        ("http://169.254.169.254/tavily", b"", "text/plain", "blocked"),
        ("http://[fe80::1%25eth0]:8080/tavily", b"RBAC: access denied", "text/plain", "blocked"),
        # JSON, yet not the provider's error
        ("http://127.0.0.1:8080/tavily", b'{"blocked": true}', "application/json", "blocked"),
        # the provider's own error at the local link: its key, as it says
        ("http://169.254.169.254/tavily", TAVILY_403.encode(), "application/json", "auth"),
        # a 403 page at the provider's own address: not a local filter's to judge
        ("https://api.tavily.com", FILTER_PAGE, "text/html", "auth"),
        # a private address (a company gateway) is not judged: it may pass the provider's
        ("http://10.0.0.5:8443/tavily", FILTER_PAGE, "text/html", "auth"),
    ],
    ids=[
        "link-local-empty",
        "link-local-v6",
        "loopback-json",
        "link-local-own",
        "public",
        "private",
    ],
)
def test_the_kind_follows_the_address_and_the_body(
    base_url: str, body: bytes, content_type: str, kind: str
) -> None:
    adapter = TavilyAdapter(
        api_key="tvly-test", base_url=base_url, transport=_mock(body, content_type)
    )
    error = _search(adapter)
    assert error.kind == kind, str(error)
    if kind == "blocked":
        assert "a link-local address" in str(error) or "a loopback address" in str(error)
        assert f"(the adapter's base_url {base_url})" in str(error)
    if base_url.startswith("http://169.254") and kind == "blocked":
        assert "169.254.169.254 (a link-local address) answered 403" in str(error)
        assert "(text/plain: an empty body)" in str(error)


def test_a_blocked_call_is_never_written_and_the_remedy_names_the_address(
    tmp_path: Path,
) -> None:
    case = record("gs-001", "tavily", error="blocked")
    recorder = Recorder(CassetteStore(tmp_path), RedactionRules(), "all")
    with pytest.raises(FixtureError) as caught:
        recorder.write(case, [], [])
    message = str(caught.value)
    assert "not recording tavily/gs-001: the call failed with blocked" in message
    assert "a proxy or an egress filter answered, not the provider" in message
    assert "key" not in message.partition("remedy:")[2]
    assert not list(tmp_path.rglob("*.json"))  # no cassette, no manifest


@pytest.mark.enable_socket
def test_a_recording_refused_by_a_filter_says_to_wait_for_the_address_not_the_provider(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, filter_url: str
) -> None:
    """The remedy is to fix what answers on the way, not to wait for tavily to answer
    (tavily never saw the call). Since stop 66 the case is not recorded (one blocked
    answer, fewer than BLOCKED_LIMIT in a row), with the remedy once in the recording
    summary, never an error of the bench's."""
    from conftest import record_tavily, tavily_endpoint_project
    from runkit import unwrapped

    tavily_endpoint_project(pytester, monkeypatch, filter_url, ["gs-001"], cooldown=0.2)
    result = record_tavily(pytester, "all")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    line = unwrapped(result.stdout.lines, "gs-001[tavily] not_recorded: ")
    assert "tavily's call was blocked: HTTP 403 from 127.0.0.1:" in line, line
    assert "once tavily answers" not in line
    summary = unwrapped(result.stdout.lines, "  tavily: 1 case(s) not recorded, their calls")
    assert "check what answers on the way to tavily" in summary, summary
    assert "unexpected_error" not in result.stdout.str()
