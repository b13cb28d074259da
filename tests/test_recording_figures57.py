"""Recording figures that are whole, against servers this test opens on 127.0.0.1 (or a
transport that answers without the network):

* the calls not sent once a provider is taken as down are in the run file's
  ``recording.providers.NAME.skipped_calls``, the number the summary says;
* every call that went out live has its ``waited_ms`` (0 when it did not wait), an
  answered one too; a recorded case sums them in ``recorded.waited_ms``;
* each call of a case has its own 429 budget, two identical calls included; its
  pipeline retries share it;
* a connection refused at a link-local address fails at once, like loopback: no retry,
  no outage wait.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from conftest import record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.plugin.recording import recording_block
from pytest_websearch_bench.providers import SearchQuery, get_adapter
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.recording.live import CaseTransport, ProviderLine
from pytest_websearch_bench.recording.pacing import SharedPacer
from pytest_websearch_bench.recording.progress import summary_lines
from pytest_websearch_bench.recording.rates import Rate
from pytest_websearch_bench.records import CallRecord
from pytest_websearch_bench.session.live_case import _first_attempts, _waits


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


def _line(tmp_path: Path, **kwargs: float) -> ProviderLine:
    return ProviderLine(
        "tavily",
        SharedPacer(tmp_path / "pace", {"tavily": Rate(1000.0, "1000/s", "test")}),
        pool_size=1,
        stop=threading.Event(),
        **kwargs,  # type: ignore[arg-type]
    )


# -- 1. the calls not sent, in the run file ----------------------------------------------


def test_the_run_file_keeps_the_calls_not_sent_that_the_summary_says() -> None:
    plan = {
        "mode": "new",
        "concurrency": 2,
        "rates": {},
        "budget_usd": None,
        "providers": {"tavily": {"cases": [f"c{i}" for i in range(8)], "estimate_usd": 0.1}},
    }
    counts = {"calls": 8, "outage_pauses": 3, "outage_trials": 3, "outage_skipped": 2}
    # two processes (xdist workers), each with its own gate: the figures add up
    statuses = [{"providers": {"tavily": counts}}, {"providers": {"tavily": counts}}]
    down = "tavily looks down: 8 consecutive upstream failures (last: HTTP 503) and ..."
    block = recording_block(plan, statuses, 0.0, 3.0, {"tavily": down})
    assert block["providers"]["tavily"]["skipped_calls"] == 4
    lines = summary_lines(plan, statuses, 0.0, 3.0, {"tavily": down})
    assert (
        "taken as down: 4 call(s) of the cases under way were not sent (the run file's "
        "recording.providers.tavily.skipped_calls)" in lines[1]
    ), lines
    up = recording_block(plan, [{"providers": {"tavily": {"calls": 3}}}], 0.0, 1.0, {})
    assert up["providers"]["tavily"]["skipped_calls"] == 0  # present, 0 when none


# -- 2. every call's wait ---------------------------------------------------------------


class _Answering(httpx.BaseTransport):
    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, stream=httpx.ByteStream(b'{"results": []}'))


def test_an_answered_call_that_waited_at_the_gate_says_how_long(tmp_path: Path) -> None:
    line = _line(tmp_path, outage_cooldown_s=0.3)
    line.http = _Answering()  # type: ignore[assignment]
    transport = CaseTransport(line)
    request = httpx.Request("POST", "https://api.tavily.com/search", content=b'{"q": 1}')
    transport.handle_request(request)  # the gate closed: no wait
    for _ in range(5):  # then the provider's other calls failed: the gate opens
        line.outage.failed("HTTP 503")
    transport.handle_request(request)  # the trial, after the cooldown: answered
    first, second = transport.waits
    assert first is not None and 0.0 <= first < 100.0, first
    assert second is not None and second >= 250.0, second
    # the case's record: the answered calls get their waits, in order
    calls = [
        CallRecord("tavily", "search", status=200),
        CallRecord("tavily", "search", status=None, error_kind="circuit_open"),
        CallRecord("tavily", "search", status=200),
    ]
    _waits(calls, transport.exchanges, transport.waits)
    assert [c.waited_ms for c in calls] == [first, None, second]


def test_a_failed_call_keeps_the_wait_its_error_carried() -> None:
    calls = [CallRecord("tavily", "search", status=503, waited_ms=12.0)]
    _waits(calls, [object()], [99.0])  # type: ignore[list-item]
    assert calls[0].waited_ms == 12.0


def _case(run: dict, state: str) -> list[dict]:
    cases = run["providers"]["tavily"]["cases"]
    return [c for c in cases if (c.get("recorded") or {}).get("failed") is (state == "failed")]


@pytest.mark.enable_socket
def test_the_run_file_says_the_waits_of_answered_calls_too(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    # 3 calls a second: each call after the first waits about 0.35 s for its slot
    root = tavily_endpoint_project(pytester, monkeypatch, emu.url("tavily"), ["gs-001", "gs-003"])
    result = record_tavily(pytester, "all", "--ws-rate=tavily=3/s", "--ws-concurrency=1")
    assert result.ret == 0, result.stdout.str()[-3000:]
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    summaries = [c["recorded"] for c in run["providers"]["tavily"]["cases"]]
    waited = [s.get("waited_ms", 0.0) for s in summaries]
    # 3 of the 4 calls waited for their slot (0.35 s apart, less the case's own time)
    assert all(w > 0.0 for w in waited) and sum(waited) >= 300.0, summaries

    # a case that fails to record (its extract refused: a bad request; a bad key would stop
    # the provider at once) keeps every call's wait, the answered search's too
    emu.inject("tavily", 400, count=10, operation="extract")
    result = record_tavily(pytester, "all", "--ws-rate=tavily=3/s", "--ws-concurrency=1")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    calls = [c for case in run["providers"]["tavily"]["cases"] for c in case["calls"]]
    sent = [c for c in calls if c["status"] is not None]
    assert {c["status"] for c in sent} == {200, 400}, calls
    assert all(c["waited_ms"] is not None for c in sent), calls
    answered = [c["waited_ms"] for c in sent if c["status"] == 200]
    assert max(answered) >= 250.0, answered  # the second case's search waited its slot
    assert all(c["latency_ms"] < 250.0 for c in sent), sent  # never the wait


# -- 3. a 429 budget per call -----------------------------------------------------------


@pytest.mark.enable_socket
def test_two_identical_calls_of_a_case_each_have_their_own_429_budget(
    tmp_path: Path, emu: ProviderEmulator
) -> None:
    emu.inject("tavily", 429, count=5)  # each with Retry-After: 1
    line = _line(tmp_path, max_backoff_s=0.3)  # so one 429 spends a call's budget
    transport = CaseTransport(line)
    call = [1]
    transport.call_of = lambda: call[0]
    url = emu.url("tavily") + "/search"

    def send() -> tuple[int, float]:
        started = time.monotonic()
        request = httpx.Request(
            "POST", url, content=b'{"query": "q"}', headers={"Authorization": "Bearer k"}
        )
        status = transport.handle_request(request).status_code
        return status, time.monotonic() - started

    def requests() -> int:
        return int(emu.stats()["totals"]["requests"])

    status, waited = send()  # the first call: a 429 waited out (0.3 s), then its 429
    assert (status, requests()) == (429, 2) and waited >= 0.28
    status, waited = send()  # the pipeline's retry of it: no budget left
    assert (status, requests()) == (429, 3) and waited < 0.25
    call[0] = 2  # the case's next call, the same request: a budget of its own
    status, waited = send()
    assert (status, requests()) == (429, 5) and waited >= 0.28, waited
    assert line.stats.rate_limited == 2


def test_a_call_is_counted_by_its_first_attempt() -> None:
    calls = [
        CallRecord("tavily", "search", attempt=1),
        CallRecord("tavily", "search", attempt=2),
        CallRecord("tavily", "search", attempt=3),
    ]
    assert _first_attempts(calls) == 1  # retries belong to the call
    calls.append(CallRecord("tavily", "search", attempt=1))
    assert _first_attempts(calls) == 2  # the same request again is another call


# -- 4. link-local refusals ---------------------------------------------------------------


class _Refusing(httpx.BaseTransport):
    """Every request refused at once, without the network."""

    def __init__(self) -> None:
        self.sent = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.sent += 1
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)


@pytest.mark.parametrize(
    ("host", "said"),
    [
        ("169.254.169.254", "169.254.169.254"),  # a cloud metadata endpoint
        ("[fe80::1]:8080", "[fe80::1]:8080"),
        ("[::ffff:169.254.1.1]:9", "[::ffff:169.254.1.1]:9"),  # IPv4-mapped
    ],
)
def test_a_refusal_at_a_link_local_address_fails_at_once(
    tmp_path: Path, host: str, said: str
) -> None:
    line = _line(tmp_path, outage_cooldown_s=30.0)
    refusing = _Refusing()
    line.http = refusing  # type: ignore[assignment]
    client = httpx.Client(transport=CaseTransport(line))
    adapter = get_adapter("tavily", client=client, api_key="tvly-test", base_url=f"http://{host}")
    for _ in range(6):  # past the gate's threshold: it never opens
        with pytest.raises(WebSearchError) as caught:
            adapter.search(SearchQuery(query="q"))
        assert caught.value.retryable is False and caught.value.kind == "upstream"
    assert refusing.sent == 6
    assert line.outage.state == "closed" and line.outage.failures == 0
    assert line.nothing_listens == said  # the summary: nothing listens there


def test_a_refusal_at_a_private_address_still_counts_as_an_outage(tmp_path: Path) -> None:
    line = _line(tmp_path, outage_cooldown_s=30.0)
    line.http = _Refusing()  # type: ignore[assignment]
    client = httpx.Client(transport=CaseTransport(line))
    adapter = get_adapter("tavily", client=client, api_key="k", base_url="http://10.9.8.7:80")
    with pytest.raises(WebSearchError) as caught:
        adapter.search(SearchQuery(query="q"))
    assert caught.value.retryable is not False
    assert line.outage.failures == 1 and line.nothing_listens is None
