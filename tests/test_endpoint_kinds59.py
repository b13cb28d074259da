"""What an endpoint's errors are called (stop 59).

* A proxy's JSON 403 with an ``error`` (or ``message``) key, at a loopback or link-local
  address and in none of the called provider's own error shapes, is ``blocked``, as the
  filter's HTML page already was; each provider's documented error bodies
  (``tests/data/shapes``) and the emulator's stay the provider's own (``auth``).
* A 404 (or 405) from an endpoint is ``wrong_endpoint``, not ``bad_request``: the message
  names the provider, the URL and where the endpoint was given (``errors.endpoint_where``,
  the one wording), and nothing retries it nor records it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from bench_tree import BUNDLED_PROVIDERS
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.providers import get_adapter
from pytest_websearch_bench.providers.base import Adapter
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.providers.models import SearchQuery

SHAPES = Path(__file__).parent / "data" / "shapes"
LOCAL = "http://127.0.0.1:8080/gateway"
# What proxies and gateways answer in JSON (a bare error, a reason beside it, a gateway's
# message, a nested error without any provider's marks).
PROXY_BODIES = [
    {"error": "Forbidden"},
    {"error": "access denied", "reason": "egress policy"},
    {"message": "Forbidden"},
    {"error": {"message": "blocked by policy"}},
]


def _search(adapter: Adapter) -> WebSearchError:
    with pytest.raises(WebSearchError) as caught:
        adapter.search(SearchQuery(query="q"))
    return caught.value


def _answering(status: int, body: object) -> httpx.MockTransport:
    content = json.dumps(body).encode()
    headers = {"content-type": "application/json"}
    return httpx.MockTransport(
        lambda request: httpx.Response(status, content=content, headers=headers)
    )


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
@pytest.mark.parametrize("body", PROXY_BODIES, ids=["error", "error-reason", "message", "nested"])
def test_a_proxy_s_json_403_at_a_local_address_is_blocked(provider: str, body: dict) -> None:
    adapter = get_adapter(
        provider, api_key="test-key", base_url=LOCAL, transport=_answering(403, body)
    )
    adapter.endpoint_source = "--ws-endpoint"
    error = _search(adapter)
    if provider == "serpapi" and body == {"error": "Forbidden"}:
        # SerpApi's own error body is exactly that: it cannot be told from a proxy's
        assert error.kind == "auth"
        return
    assert error.kind == "blocked", str(error)
    assert error.retryable is False
    assert f"(--ws-endpoint {provider}={LOCAL})" in str(error)


def _documented() -> Iterator[tuple[str, str, object]]:
    for path in sorted(SHAPES.glob("*/err_*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data.get("payload"), dict):
            yield path.parent.name, path.stem, data["payload"]


DOCUMENTED = list(_documented())


@pytest.mark.parametrize(
    ("provider", "body"),
    [(provider, body) for provider, _, body in DOCUMENTED],
    ids=[f"{provider}-{name}" for provider, name, _ in DOCUMENTED],
)
def test_each_provider_s_documented_error_body_is_its_own_at_any_address(
    provider: str, body: dict
) -> None:
    """Served as a 403 from a local address, a provider's own error body is the provider
    refusing (``auth``, or what its code says: a quota), never ``blocked``."""
    adapter = get_adapter(
        provider, api_key="test-key", base_url=LOCAL, transport=_answering(403, body)
    )
    assert adapter.own_error_shape(body)
    assert _search(adapter).kind != "blocked"


def test_the_documented_bodies_cover_every_built_in_provider_with_json_errors() -> None:
    assert {provider for provider, _, _ in DOCUMENTED} == set(BUNDLED_PROVIDERS)


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(
        EmulatorConfig.for_tests(api_keys={"tavily": "right", "exa": "right", "brave": "right"})
    ) as emu:
        yield emu


@pytest.mark.enable_socket
@pytest.mark.parametrize("provider", ["tavily", "exa", "brave"])
def test_the_emulator_s_refusal_is_the_provider_s_own(emu: ProviderEmulator, provider: str) -> None:
    adapter = get_adapter(provider, api_key="wrong", base_url=emu.url(provider))
    error = _search(adapter)
    assert error.kind == "auth" and error.status == 401
    assert adapter.own_error_shape(error.body), error.body
    adapter.client.close()


@pytest.mark.enable_socket
@pytest.mark.parametrize("provider", ["tavily", "exa", "brave"])
def test_a_404_at_a_mistyped_endpoint_path_says_so(emu: ProviderEmulator, provider: str) -> None:
    base = emu.url(provider)
    mistyped = base[:-1]  # http://127.0.0.1:PORT/tavil
    adapter = get_adapter(provider, api_key="right", base_url=mistyped)
    adapter.endpoint_source, adapter.endpoint_ini = "ws_endpoints", "/p/pytest.ini"
    error = _search(adapter)
    assert error.kind == "wrong_endpoint" and error.status == 404
    assert error.retryable is False
    message = str(error)
    assert message.startswith(f"{provider} HTTP 404 wrong_endpoint: ")
    assert (
        f" {mistyped}/" in message and "answered 404 (Not Found): nothing at that path" in message
    )
    assert f"{provider}'s endpoint path is most likely wrong" in message
    assert (
        f"fix the path of the ws_endpoints entry {provider}={mistyped} in /p/pytest.ini" in message
    )
    assert "bad_request" not in message
    assert emu.stats()["totals"]["unrouted"] == 1
    adapter.client.close()


def test_a_404_at_the_provider_s_own_address_blames_no_option() -> None:
    adapter = get_adapter("tavily", api_key="k", transport=_answering(404, {"detail": "Not Found"}))
    error = _search(adapter)
    assert error.kind == "wrong_endpoint"
    message = str(error)
    assert "POST https://api.tavily.com/search answered 404 (Not Found)" in message
    assert "tavily's own address has nothing at the path the adapter calls" in message
    assert "ws_endpoints" not in message and "--ws-endpoint" not in message


def test_a_400_stays_bad_request() -> None:
    """Only a 404 or a 405 says the path is wrong: a 400 is the case's request."""
    adapter = get_adapter(
        "tavily",
        api_key="k",
        transport=_answering(400, {"detail": {"error": "Query is too long."}}),
    )
    assert _search(adapter).kind == "bad_request"


@pytest.mark.enable_socket
def test_a_recording_at_a_mistyped_path_is_never_retried_nor_written(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    from conftest import record_tavily, tavily_endpoint_project
    from runkit import unwrapped

    monkeypatch.setenv("TAVILY_API_KEY", "right")
    mistyped = emu.url("tavily").replace("/tavily", "/tavly")
    root = tavily_endpoint_project(pytester, monkeypatch, mistyped, ["gs-001"], cooldown=0.2)
    monkeypatch.setenv("TAVILY_API_KEY", "right")
    kept = {p: p.read_bytes() for p in (root / "cassettes").rglob("*.json")}
    result = record_tavily(pytester, "all")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    line = unwrapped(result.stdout.lines, "gs-001[tavily] unexpected_error: ")
    assert "tavily HTTP 404 wrong_endpoint: POST " in line, line
    assert f"fix the path of the ws_endpoints entry tavily={mistyped} in " in line
    assert "once the endpoint's path is fixed" in line and "once tavily answers" not in line
    assert emu.stats()["totals"]["unrouted"] == 1  # one call, never retried
    # nothing written: the synthetic fixtures the project came with are as they were
    assert {p: p.read_bytes() for p in (root / "cassettes").rglob("*.json")} == kept
