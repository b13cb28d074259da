"""A replayed call answered directly (no httpx objects) reads as one sent through httpx.

The adapter's direct path (``providers/direct.py``) must give the same results, errors,
``answered_at`` and ``last_request`` as the ordinary path through an httpx client with
the same replay transport.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import math
from pathlib import Path
from typing import Any

import httpx
import pytest

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
)
from pytest_websearch_bench.replay.store import CassetteStore
from pytest_websearch_bench.replay.transport import CaseSwitch, ReplayTransport

WHEN = dt.datetime(2026, 11, 30, 10, 0, tzinfo=dt.timezone.utc)
QUERY = SearchQuery(query="q", max_results=3)
BODY = {"query": "q", "search_depth": "basic", "topic": "general", "max_results": 3}
DATE = "Mon, 30 Nov 2026 09:00:00 GMT"


def _interaction(
    status: int = 200,
    *,
    kind: str = "response",
    headers: dict[str, list[str]] | None = None,
    payload: Any = None,
) -> Interaction:
    text = json.dumps(payload or {"results": [{"url": "https://a.test/x", "title": "A"}]})
    return Interaction(
        request=RecordedRequest(
            method="POST", uri="https://api.tavily.com/search", body=json.dumps(BODY)
        ),
        response=None
        if kind == "timeout"
        else RecordedResponse(
            status=RecordedStatus(code=status),
            headers=headers
            if headers is not None
            else {"content-type": ["application/json"], "Date": [DATE]},
            body=RecordedBody(string=text),
        ),
        ws=InteractionMeta(kind=kind, latency_ms=250.0, recorded_at=WHEN, waited_ms=9000.0),
    )


def _write(root: Path, relative: str, interactions: list[Interaction]) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    meta = CassetteMeta(
        provider="tavily",
        operation="search",
        case_id="c1",
        fixture_class=4,
        synthetic=True,
        captured_at=WHEN,
    )
    path.write_bytes(dump_cassette(Cassette(interactions=interactions, ws=meta)))


class _ThroughHttpx(ReplayTransport):
    """A replay transport that answers only httpx requests (the ordinary path)."""

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return super().handle_request(request)


def _outcomes(root: Path, direct: bool, calls: int) -> tuple[list[Any], int]:
    kind = ReplayTransport if direct else _ThroughHttpx
    transport = kind(CassetteStore(root), "tavily", "c1")
    if direct:  # the direct path never hands the transport an httpx request

        def refuse(request: httpx.Request) -> httpx.Response:
            raise AssertionError("an httpx request was sent")

        transport.handle_request = refuse  # type: ignore[method-assign]
    switch = CaseSwitch()
    switch.current = transport
    adapter = get_adapter("tavily", offline=True, api_key="k", transport=switch)
    seen: list[Any] = []
    for _ in range(calls):
        try:
            response = adapter.search(QUERY)
            seen.append(
                (
                    [r.url for r in response.results],
                    response.latency_ms,
                    response.retrieved_at,
                    response.status,
                )
            )
        except WebSearchError as error:
            latency = None if error.kind == "timeout" else error.latency_ms  # wall clock
            seen.append((error.kind, error.status, error.retry_after_s, latency))
        request = adapter.last_request
        seen.append(adapter.answered_at)
        seen.append(
            None
            if request is None
            else (request.method, str(request.url), request.content, request.headers.raw)
        )
    return seen, len(transport.consumed)


@pytest.mark.parametrize(
    "interactions",
    [
        pytest.param([_interaction()], id="success"),
        pytest.param(
            [
                _interaction(429, headers={"Retry-After": ["7"], "date": [DATE, DATE]}),
                _interaction(503, payload={"detail": "down"}),
                _interaction(kind="timeout"),
            ],
            id="errors-then-timeout",
        ),
        pytest.param([_interaction(payload={"x": 1})], id="unexpected-body"),
    ],
)
def test_direct_answers_read_as_httpx_ones(tmp_path: Path, interactions: list) -> None:
    _write(tmp_path, "tavily/errors/c1.search.json", interactions)
    direct = _outcomes(tmp_path, direct=True, calls=len(interactions))
    through_httpx = _outcomes(tmp_path, direct=False, calls=len(interactions))
    assert direct == through_httpx
    assert direct[1] == len(interactions)  # every interaction was played


def test_a_body_that_is_not_json_is_read_as_text_either_way(tmp_path: Path) -> None:
    interaction = _interaction()
    assert interaction.response is not None
    interaction.response.body = RecordedBody(string="<html>busy</html>")
    interaction.response.status = RecordedStatus(code=500)
    _write(tmp_path, "tavily/errors/c1.search.json", [interaction])
    direct = _outcomes(tmp_path, direct=True, calls=1)
    assert direct == _outcomes(tmp_path, direct=False, calls=1)
    assert direct[0][0][0] == "upstream"


def test_a_header_httpx_cannot_encode_fails_the_same_way(tmp_path: Path) -> None:
    _write(
        tmp_path,
        "tavily/errors/c1.search.json",
        [_interaction(headers={"x-note": ["café"]})],
    )
    for direct in (True, False):
        with pytest.raises(UnicodeEncodeError):
            _outcomes(tmp_path, direct=direct, calls=1)


def test_the_request_body_is_json_dumps_bytes(tmp_path: Path) -> None:
    _write(tmp_path, "tavily/errors/c1.search.json", [_interaction()])
    transport = ReplayTransport(CassetteStore(tmp_path), "tavily", "c1")
    adapter = get_adapter("tavily", offline=True, transport=transport)
    adapter.search(QUERY)
    spec = adapter.build_search_request(QUERY)
    assert adapter.last_request is not None
    assert adapter.last_request.content == json.dumps(
        spec.json, ensure_ascii=False, separators=(",", ":"), allow_nan=False
    ).encode("utf-8")
    with pytest.raises(ValueError):  # NaN is refused, as json.dumps(allow_nan=False) does
        adapter._request_parts(dataclasses.replace(spec, json={"x": math.nan}))
