"""Honest recording figures, against servers and ports this test opens on 127.0.0.1:

* a recorded case's ``calls`` counts the calls that went out, never those its own circuit
  breaker refused (kept apart as ``refused_calls``);
* a failed live call's ``latency_ms`` is its time on the wire; the bench's own waiting
  (outage gate, slot, 429 backoff) is its ``waited_ms``;
* a refusal at a private or unspecified address goes through the outage gate, and the
  line says so, how long it waits, and what cuts it short;
* a connection refused at loopback is not retried by the pipeline (no backoff to wait);
* the 429s of one call are waited out for at most ``max_backoff_s`` in all, across the
  pipeline's retries.
"""

from __future__ import annotations

import json
import random
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from conftest import record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.providers import SearchQuery, get_adapter
from pytest_websearch_bench.providers.base import Adapter
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.recording.live import CaseTransport, ProviderLine
from pytest_websearch_bench.recording.pacing import SharedPacer
from pytest_websearch_bench.recording.progress import Progress
from pytest_websearch_bench.recording.rates import Rate
from pytest_websearch_bench.resilience import CircuitBreaker, FakeClock, RetryPolicy, with_retries
from runkit import unwrapped

CASE = ["gs-001"]

# A pipeline that reads three pages, as a fetch-only provider's default
# pipeline does (a read the reader answered with an error fails no case): with every read
# failing, the case's own breaker (5 consecutive failures) refuses the last ones. Tavily
# stands in for the reader (the emulator has none): its search is the "fetch".
THREE_READS = """
import contextlib
import pytest
from pytest_websearch_bench.providers.errors import WebSearchError

@pytest.hookimpl(optionalhook=True)
def pytest_ws_pipeline(run, config):
    for _ in range(3):
        with contextlib.suppress(WebSearchError):
            run.call("fetch", lambda: run.adapter.search(run.query))
    return True
"""


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


@pytest.mark.enable_socket
def test_a_recorded_case_counts_the_calls_that_went_out_not_those_its_breaker_refused(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    root = tavily_endpoint_project(pytester, monkeypatch, emu.url("tavily"), CASE, cooldown=0.1)
    (root / "conftest.py").write_text(THREE_READS, encoding="utf-8")
    emu.inject("tavily", 503, count=5)  # every read that goes out
    result = record_tavily(pytester, "all")
    out = result.stdout.str()
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    (case,) = [c for c in run["providers"]["tavily"]["cases"] if c["case_id"] == "gs-001"]
    # 3 failed attempts of a read + 2 of the next before the breaker opened: 5 went out; the third attempt of the second read and the third read were refused
    assert case["recorded"]["calls"] == 5, case["recorded"]
    assert case["recorded"]["refused_calls"] == 2, case["recorded"]
    block = run["providers"]["tavily"]["recorded"]
    assert block["calls"] == 5 and block["cases"] == 1, block
    # the refusals kept no fixture: only the upstream failures did
    assert case["recorded"]["errors_kept"] == ["upstream"], case["recorded"]
    recorded = unwrapped(result.stdout.lines, "  recorded live:")  # wrapped at the width
    # the 5 that went out all failed (a 503 each): counted as they went out (stop 65; the
    # replay, where the reads' failures are read outcomes, counted none)
    assert block["failed_calls"] == 5, block
    assert recorded.startswith(
        "  recorded live: 1 case(s), 5 call(s) (5 failed); failures kept as fixtures: "
        "upstream in 1 "
    ), out[-3000:]


class _Failing(httpx.BaseTransport):
    """Every request fails at once with ``error`` (a connection refused, a timeout)."""

    def __init__(self, error: type[httpx.TransportError]) -> None:
        self.error = error
        self.sent = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.sent += 1
        raise self.error("[Errno 111] Connection refused", request=request)


class _Limited(httpx.BaseTransport):
    """Every request answered 429 with ``Retry-After: 0.2``."""

    def __init__(self) -> None:
        self.sent = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.sent += 1
        return httpx.Response(429, headers={"Retry-After": "0.2"}, stream=httpx.ByteStream(b"{}"))


def _line(tmp_path: Path, http: httpx.BaseTransport, **kwargs: float) -> ProviderLine:
    line = ProviderLine(
        "tavily",
        SharedPacer(tmp_path, {"tavily": Rate(1000.0, "1000/s", "test")}),
        pool_size=1,
        stop=threading.Event(),
        **kwargs,  # type: ignore[arg-type]
    )
    line.http = http  # type: ignore[assignment]
    return line


def _tavily(line: ProviderLine, endpoint: str) -> Adapter:
    client = httpx.Client(transport=CaseTransport(line))
    return get_adapter("tavily", client=client, api_key="tvly-test", base_url=endpoint)


def _search_error(adapter: Adapter) -> WebSearchError:
    with pytest.raises(WebSearchError) as caught:
        adapter.search(SearchQuery(query="q"))
    return caught.value


def test_a_failed_call_s_latency_is_its_time_on_the_wire_not_its_wait_at_the_gate(
    tmp_path: Path,
) -> None:
    line = _line(tmp_path, _Failing(httpx.ReadTimeout), outage_cooldown_s=0.4)
    for _ in range(5):  # the provider's earlier calls failed: the gate is open
        line.outage.failed("HTTP 503")
    error = _search_error(_tavily(line, "https://api.tavily.com"))
    assert error.kind == "timeout"  # a timeout's latency enters p50/p95: the provider's
    assert error.latency_ms is not None and error.latency_ms < 200.0, error.latency_ms
    assert error.waited_ms is not None and error.waited_ms >= 350.0, error.waited_ms
    assert line.stats.waited_s >= 0.35  # the line's waiting counts the gate's


@pytest.mark.parametrize("host", ["127.0.0.1:9", "0.0.0.0:9", "[::]:9"])
def test_a_refusal_on_this_machine_is_not_retried_and_opens_no_gate(
    tmp_path: Path, host: str
) -> None:
    http = _Failing(httpx.ConnectError)
    line = _line(tmp_path, http)
    adapter = _tavily(line, f"http://{host}/tavily")
    errors = [_search_error(adapter) for _ in range(6)]
    assert all(e.retryable is False and e.kind == "upstream" for e in errors)
    assert line.outage.state == "closed" and line.nothing_listens == host
    # the pipeline's retry policy gives up at once: one attempt, no backoff slept
    clock = FakeClock()
    with pytest.raises(WebSearchError):
        with_retries(
            lambda n: adapter.search(SearchQuery(query="q")),
            provider="tavily",
            policy=RetryPolicy(),
            breaker=CircuitBreaker(),
            clock=clock,
            rng=random.Random(0),
        )
    assert http.sent == 7 and clock.sleeps == []


def test_a_refusal_at_a_private_address_waits_and_the_progress_line_says_how_long(
    tmp_path: Path,
) -> None:
    now = [1000.0]
    line = _line(tmp_path, _Failing(httpx.ConnectError), outage_cooldown_s=30.0)
    line.outage.clock = lambda: now[0]
    adapter = _tavily(line, "http://10.1.2.3:8080/tavily")
    for _ in range(5):  # a gateway restarting may come back: retried, and counted
        assert _search_error(adapter).retryable is True
    assert line.outage.state == "open" and line.nothing_listens is None
    now[0] += 10.0
    said = line.outage.pause_line()
    assert said == (
        "tavily paused: 5 consecutive failures (last: ConnectError at 10.1.2.3:8080, a "
        "private address); trial call in 20 s, taken as down after 3 failed trial(s) (1:20 "
        "from now at most); a lower ws_outage_cooldown waits less, Ctrl-C stops"
    )
    plan = {"providers": {"tavily": {"cases": ["a"], "operations": ["search"]}}}
    status = {"providers": {"tavily": {"calls": 5}}, "paused": {"tavily": said}}
    running = Progress(plan).line([status, status], 1.0, 0.0)
    assert running.endswith(f"| ETA - | {said}") and running.count(said) == 1
    ended = Progress(plan).line([status], 1.0, 0.0, final=True, wall_s=1.0)
    assert "paused" not in ended
    line.outage.answered()
    assert line.outage.pause_line() is None


def test_the_429s_of_one_call_are_waited_out_once_across_its_retries(tmp_path: Path) -> None:
    http = _Limited()
    line = _line(tmp_path, http, max_backoff_s=0.5)
    transport = CaseTransport(line)
    request = httpx.Request("POST", "https://api.tavily.com/search", content=b'{"q": 1}')
    started = time.monotonic()
    first = transport.handle_request(request)
    waited = time.monotonic() - started
    # 0.2 + 0.2 + 0.1 s (the rest of the call's 0.5 s), then its 429 goes to the pipeline
    assert first.status_code == 429 and http.sent == 4 and 0.45 <= waited < 1.5
    started = time.monotonic()
    again = transport.handle_request(request)  # the pipeline's retry of the same call
    assert again.status_code == 429 and http.sent == 5
    assert time.monotonic() - started < 0.3  # no second budget of waiting
    other = httpx.Request("POST", "https://api.tavily.com/search", content=b'{"q": 2}')
    transport.handle_request(other)  # another call has its own
    assert http.sent == 9


def test_the_progress_line_says_how_long_a_call_waits_out_429s() -> None:
    plan = {"providers": {"tavily": {"cases": ["a"], "operations": ["search"]}}}

    def status(limited: int) -> list[dict[str, object]]:
        return [{"providers": {"tavily": {"calls": 3, "rate_limited": limited}}}]

    assert "| 429s 0 | cost" in Progress(plan).line(status(0), 1.0, 0.0)
    line = Progress(plan).line(status(2), 1.0, 0.0)
    assert "| 429s 2 (waited out, 10 min a call at most) | cost" in line


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.enable_socket
def test_a_dead_local_port_costs_one_call_a_case_and_no_retry(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    port = _closed_port()
    root = tavily_endpoint_project(
        pytester, monkeypatch, f"http://127.0.0.1:{port}/tavily", ["gs-001", "gs-003"]
    )
    result = record_tavily(pytester, "new", "--ws-concurrency=1")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    recorded = json.loads((root / "run.json").read_text(encoding="utf-8"))["providers"]["tavily"][
        "recorded"
    ]
    # each case's search was refused once; the pipeline's retries (0.5 s and more of
    # backoff each, to find the same closed port) are not made
    assert recorded["calls"] == recorded["failed_calls"] == 2, recorded
    result.stdout.fnmatch_lines(["websearch-bench recording: 0 case(s) recorded, 2 failed in *"])


@pytest.mark.enable_socket
def test_the_run_file_keeps_a_failed_call_s_wait_apart_from_its_latency(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    root = tavily_endpoint_project(
        pytester, monkeypatch, emu.url("tavily"), ["gs-001", "gs-003"], cooldown=2.0
    )
    # down: the gate opens after 5 failures (gs-001's three, recorded as tavily's own
    # failure, and two of gs-003's); the gate's trial then gets a 400, so gs-003 fails to
    # record and its run-file record keeps its live calls
    emu.inject("tavily", 503, count=5)
    emu.inject("tavily", 400, count=1000)
    result = record_tavily(pytester, "new", "--ws-concurrency=1")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    (case,) = [c for c in run["providers"]["tavily"]["cases"] if c["case_id"] == "gs-003"]
    sent = [c for c in case["calls"] if c["status"] is not None]
    assert [c["status"] for c in sent] == [503, 503, 400], sent
    assert all(c["latency_ms"] < 900.0 for c in sent), sent
    # the 3rd attempt, the gate's trial, waited over a second of its 2 s cooldown (the
    # pipeline's backoff before it is at most 1 s), and says so apart from its latency
    assert sent[-1]["waited_ms"] >= 950.0, [c["waited_ms"] for c in sent]
