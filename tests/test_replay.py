"""The replay transport: matching, recorded latency, and every way a replay can fail."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import httpx
import pytest

from pytest_websearch_bench.errors import (
    CassetteFormatError,
    CassetteNotFoundError,
    ReplayExhaustedError,
    ReplayMismatchError,
)
from pytest_websearch_bench.providers import SearchQuery, WebSearchError, get_adapter
from pytest_websearch_bench.replay.cassette import (
    Cassette,
    CassetteMeta,
    Interaction,
    InteractionMeta,
    RecordedBody,
    RecordedRequest,
    RecordedResponse,
    RecordedStatus,
    dump_cassette,
    load_cassette,
)
from pytest_websearch_bench.replay.matching import first_difference, request_key
from pytest_websearch_bench.replay.store import CassetteStore
from pytest_websearch_bench.replay.transport import ReplayTransport

WHEN = dt.datetime(2026, 5, 1, 10, 0, tzinfo=dt.timezone.utc)


def _interaction(
    body: dict,
    status: int = 200,
    latency: float = 321.5,
    payload: dict | None = None,
    kind: str = "response",
) -> Interaction:
    return Interaction(
        request=RecordedRequest(
            method="POST", uri="https://api.tavily.com/search", body=json.dumps(body)
        ),
        response=None
        if kind == "timeout"
        else RecordedResponse(
            status=RecordedStatus(code=status),
            headers={"content-type": ["application/json"], "content-encoding": ["gzip"]},
            body=RecordedBody(
                string=json.dumps(
                    payload or {"results": [{"url": "https://a.test/x", "title": "A"}]}
                )
            ),
        ),
        ws=InteractionMeta(
            kind=kind,
            latency_ms=latency,
            recorded_at=WHEN,
            waited_ms=30000.0 if kind == "timeout" else None,
        ),
    )


def _write(
    root: Path, relative: str, interactions: list[Interaction], fixture_class: int = 1
) -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    cassette = Cassette(
        interactions=interactions,
        ws=CassetteMeta(
            provider="tavily",
            operation="search",
            case_id="c1",
            fixture_class=fixture_class,
            synthetic=True,
            captured_at=WHEN,
        ),
    )
    path.write_bytes(dump_cassette(cassette))
    return path


QUERY = SearchQuery(query="q", max_results=3)
BODY = {"query": "q", "search_depth": "basic", "topic": "general", "max_results": 3}


def _adapter(root: Path):
    transport = ReplayTransport(CassetteStore(root), "tavily", "c1")
    return get_adapter("tavily", client=httpx.Client(transport=transport), offline=True), transport


def test_replay_matches_and_uses_recorded_latency(tmp_path: Path) -> None:
    _write(tmp_path, "tavily/search/c1.json", [_interaction(BODY)])
    adapter, transport = _adapter(tmp_path)
    response = adapter.search(QUERY)
    assert response.results[0].url == "https://a.test/x"
    assert response.latency_ms == 321.5  # the cassette's, not the wall clock
    assert response.retrieved_at == WHEN
    assert transport.consumed[0].cassette == "tavily/search/c1.json"


def test_body_key_order_and_secret_query_params_do_not_matter() -> None:
    a = request_key("POST", "https://x.test/s?b=1&api_key=SECRET&a=2", '{"b":1,"a":2}')
    b = request_key("post", "https://X.test/s?a=2&b=1", '{"a":2,"b":1}')
    assert a == b


def test_changed_parameter_names_cassette_field_and_remedy(tmp_path: Path) -> None:
    path = _write(tmp_path, "tavily/search/c1.json", [_interaction({**BODY, "max_results": 10})])
    adapter, _ = _adapter(tmp_path)
    with pytest.raises(ReplayMismatchError) as info:
        adapter.search(QUERY)
    error = info.value
    assert error.field == "body.max_results"
    assert (error.recorded, error.requested) == (10, 3)
    assert str(path) in str(error)
    assert "--ws-record=new" in str(error)


def test_a_cassette_recorded_at_another_address_names_ws_endpoint() -> None:
    """Recorded through --ws-endpoint (an emulator on 127.0.0.1), replayed without it: the
    remedy is the endpoint, not a parameter to restore."""
    error = ReplayMismatchError("c.json", "url.scheme", "http", "https", "tavily")
    assert "--ws-endpoint tavily=URL" in str(error)
    assert "restore the parameter" not in str(error)
    assert "--ws-endpoint" not in str(ReplayMismatchError("c.json", "body.q", 1, 2, "tavily"))


def test_first_difference_reports_query_params_and_method() -> None:
    rec = request_key("GET", "https://x.test/s?q=a&count=10", None)
    assert (
        first_difference(rec, request_key("GET", "https://x.test/s?q=a&count=5", None))[0]
        == "query.count"
    )
    assert (
        first_difference(rec, request_key("POST", "https://x.test/s?q=a&count=10", None))[0]
        == "method"
    )
    assert (
        first_difference(rec, request_key("GET", "https://y.test/s?q=a&count=10", None))[0]
        == "url.netloc"
    )


def test_missing_cassette_names_the_expected_path(tmp_path: Path) -> None:
    adapter, _ = _adapter(tmp_path)
    with pytest.raises(CassetteNotFoundError) as info:
        adapter.search(QUERY)
    assert str(tmp_path / "tavily" / "search" / "c1.json") in str(info.value)
    assert "--ws-record=new" in str(info.value)


def test_each_interaction_plays_once_in_order(tmp_path: Path) -> None:
    _write(
        tmp_path,
        "tavily/errors/c1.search.json",
        [_interaction(BODY, status=429, payload={"detail": {"error": "rate"}})],
        fixture_class=4,
    )
    _write(tmp_path, "tavily/search/c1.json", [_interaction(BODY)])
    adapter, transport = _adapter(tmp_path)
    with pytest.raises(WebSearchError) as info:
        adapter.search(QUERY)
    assert info.value.kind == "rate_limited" and info.value.latency_ms == 321.5
    assert adapter.search(QUERY).results  # the recorded success comes next
    with pytest.raises(ReplayExhaustedError, match="more calls than were recorded"):
        adapter.search(QUERY)
    assert [c.fixture_class for c in transport.consumed] == [4, 1]


def test_timeout_marker_becomes_a_timeout_error(tmp_path: Path) -> None:
    _write(
        tmp_path,
        "tavily/errors/c1.search.json",
        [_interaction(BODY, kind="timeout")],
        fixture_class=6,
    )
    adapter, transport = _adapter(tmp_path)
    with pytest.raises(WebSearchError) as info:
        adapter.search(QUERY)
    assert info.value.kind == "timeout" and info.value.retryable
    assert transport.consumed[0].latency_ms == 30000.0


def test_replay_opens_no_socket(tmp_path: Path, monkeypatch) -> None:
    import socket

    def forbidden(*args, **kwargs):
        raise AssertionError("replay opened a socket")

    _write(tmp_path, "tavily/search/c1.json", [_interaction(BODY)])
    adapter, _ = _adapter(tmp_path)
    monkeypatch.setattr(socket, "socket", forbidden)
    monkeypatch.setattr(socket, "getaddrinfo", forbidden)
    assert adapter.search(QUERY).results


def test_corrupt_cassette_is_a_typed_error(tmp_path: Path) -> None:
    path = tmp_path / "tavily" / "search" / "c1.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"interactions": [{"request": {}}]}', encoding="utf-8")
    with pytest.raises(CassetteFormatError) as info:
        load_cassette(path)
    assert str(path) in str(info.value)


def test_cassettes_are_vcrpy_readable(tmp_path: Path) -> None:
    """The files stay in vcrpy's JSON format (vcrpy ignores the ws blocks)."""
    from vcr.serialize import deserialize
    from vcr.serializers import jsonserializer

    path = _write(tmp_path, "tavily/search/c1.json", [_interaction(BODY)])
    requests, responses = deserialize(path.read_text(encoding="utf-8"), jsonserializer)[:2]
    assert requests[0].method == "POST" and requests[0].uri == "https://api.tavily.com/search"
    assert responses[0]["status"]["code"] == 200
