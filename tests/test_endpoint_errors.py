"""Errors that may be the address's fault name the address: a closed port or a wrong
path behind --ws-endpoint (a user recording against a gateway or an emulator), and a
missing cassette's remedy keeps the run's --ws-endpoint (followed literally without it,
with a real key, it would record the real provider)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from bench_tree import bench_config
from pytest_websearch_bench.errors import CassetteNotFoundError, RecordContext
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.providers.models import SearchQuery
from pytest_websearch_bench.providers.tavily import TavilyAdapter
from pytest_websearch_bench.session.runner import point_at


def _refused(request: httpx.Request) -> httpx.Response:
    raise httpx.ConnectError("[Errno 111] Connection refused", request=request)


def _not_found(request: httpx.Request) -> httpx.Response:
    return httpx.Response(404, text="Not Found", request=request)


URL = "http://127.0.0.1:9/tavily"


@pytest.mark.parametrize("handler", [_refused, _not_found], ids=["closed-port", "wrong-path"])
@pytest.mark.parametrize(
    ("from_ini", "given", "not_said"),
    [
        (None, f"the adapter's base_url {URL}", "--ws-endpoint"),
        (False, f"--ws-endpoint tavily={URL}", "ws_endpoints"),
        (True, f"the ws_endpoints entry tavily={URL} in pytest.ini", "--ws-endpoint"),
    ],
    ids=["base-url", "option", "ini"],
)
def test_an_error_at_a_custom_endpoint_names_it_and_where_it_was_given(
    handler, tmp_path: Path, from_ini: bool | None, given: str, not_said: str
) -> None:
    """The one that applied, never "--ws-endpoint ... or ws_endpoints in the ini"."""
    url = URL
    adapter = TavilyAdapter(
        api_key="k",
        base_url=url if from_ini is None else None,
        transport=httpx.MockTransport(handler),
    )
    if from_ini is not None:
        config = bench_config(
            tmp_path,
            "tavily",
            endpoints={"tavily": url},
            ini_keys={"ws-endpoint": frozenset({"tavily"} if from_ini else ())},
            ini_file="pytest.ini",
        )
        adapter = point_at(adapter, config)
    with pytest.raises(WebSearchError) as caught:
        adapter.search(SearchQuery(query="q"))
    message = str(caught.value)
    if handler is _refused:
        assert caught.value.kind == "upstream"
        assert f"(calling {url}: is it up? start what should answer there, or fix {given})" in (
            message
        )
    else:  # one wording of the endpoint (errors.endpoint_where), and its own kind
        assert caught.value.kind == "wrong_endpoint" and caught.value.retryable is False
        assert f"POST {url}/search answered 404 (Not Found): nothing at that path" in message
        assert f"fix the path of {given}:" in message
    assert not_said not in message


def test_an_error_at_the_provider_s_own_address_names_it_without_the_option() -> None:
    adapter = TavilyAdapter(api_key="k", transport=httpx.MockTransport(_refused))
    with pytest.raises(WebSearchError) as caught:
        adapter.search(SearchQuery(query="q"))
    assert "calling https://api.tavily.com" in str(caught.value)
    assert "--ws-endpoint" not in str(caught.value)


def test_a_missing_cassette_s_remedy_keeps_the_run_s_endpoint() -> None:
    error = CassetteNotFoundError(
        "tavily",
        "search",
        "gs-001",
        "cassettes/x.json",
        RecordContext(endpoints={"tavily": "http://127.0.0.1:8080/tavily"}),
    )
    assert "--ws-provider=tavily --ws-endpoint tavily=http://127.0.0.1:8080/tavily" in str(error)
    plain = CassetteNotFoundError("tavily", "search", "gs-001", "cassettes/x.json")
    assert "--ws-endpoint" not in str(plain)
