"""Recording against a live provider that refuses, blocks or never answers (stop 66), each
against a server this test starts on 127.0.0.1:

* a refused key: the ``recorded live:`` line says the cases are not recorded because the
  key was refused and what to fix (never "left for the next run": a next run as it is is
  refused the same way), as the refusal line above it and the run file's
  ``recording.providers.tavily.refused`` do; the command repeats the run's mode;
* a proxy's 403 (``blocked``): the recording of the provider stops after
  ``BLOCKED_LIMIT`` blocked answers in a row, in one line naming the provider, what the
  answer looked like and the remedy; its cases are not recorded, never the provider's
  failure;
* a provider that never answers within the adapter's timeout: the case is recorded as the
  provider's own failure (fixture class 6, scored against it) and the session ends.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from local_http import LocalServer, QuietHandler, local_server
from pytest_websearch_bench.recording.outage import BLOCKED_LIMIT
from runkit import unwrapped

CASES = ["gs-001", "gs-002", "gs-003", "gs-011"]


def _run(root: Path, name: str = "run.json") -> dict[str, Any]:
    return json.loads((root / name).read_text(encoding="utf-8"))


def _settled_requests(server: ProviderEmulator, provider: str) -> int:
    """The requests the emulator answered once none is in flight: it counts a request when
    its answer is sent, so a client that timed out and exited can leave the last one still
    sleeping out its latency (CI on main, stop 66: 2 counted of 3). The wait is bounded
    (never a hang) and is not a timing assertion."""
    deadline = time.monotonic() + 30.0
    while True:
        stats = server.stats()
        if stats["providers"].get(provider, {}).get("in_flight", 0) == 0:
            return int(stats["totals"]["requests"])
        if time.monotonic() > deadline:
            return int(stats["totals"]["requests"])
        time.sleep(0.05)


def _case(run: dict[str, Any], case_id: str) -> dict[str, Any]:
    return next(c for c in run["providers"]["tavily"]["cases"] if c["case_id"] == case_id)


@pytest.mark.enable_socket
def test_a_refused_key_says_not_recorded_and_what_to_fix_not_left_for_the_next_run(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = dataclasses.replace(EmulatorConfig.for_tests(), api_keys={"tavily": "tvly-right"})
    with ProviderEmulator(config) as server:
        root = tavily_endpoint_project(pytester, monkeypatch, server.url("tavily"), CASES)
        monkeypatch.setenv("TAVILY_API_KEY", "tvly-wrong")
        result = record_tavily(pytester, "all", "--ws-concurrency=1")
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.TESTS_FAILED, out[-3000:]
    recorded = unwrapped(result.stdout.lines, "  recorded live: ")
    assert "left for the next run" not in recorded, recorded
    assert (
        f"not recorded: {len(CASES)} case(s), the key was refused: fix TAVILY_API_KEY and "
        "run again with --ws-record=all"
    ) in recorded, recorded
    # the refusal line above says the same: the run's own mode (=new would find the older
    # cassettes of these cases on disk and record nothing)
    line = unwrapped(result.stdout.lines, "  tavily refused the API key in TAVILY_API_KEY")
    assert f"{len(CASES)} case(s) not recorded" in line
    assert "check TAVILY_API_KEY, then `pytest --ws-provider=tavily --ws-record=all`" in line
    run = _run(root)
    block = run["recording"]["providers"]["tavily"]
    assert block["refused"] == {"cause": "key", "variable": "TAVILY_API_KEY"}
    assert block["left"] == len(CASES)
    assert sorted(run["providers"]["tavily"]["recorded"]["left"]) == CASES


FILTER_PAGE = (
    b"<html><head><title>Access denied</title></head><body><h1>403 Forbidden</h1>"
    b"Blocked by the corporate web proxy (policy: search-apis).</body></html>"
)


class _Proxy(QuietHandler):
    """A filter on this machine that answers every call with its HTML block page (the
    server counts the calls: ``LocalServer.settled``)."""

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("content-length") or 0))
        self.send_response(403)
        self.send_header("content-type", "text/html; charset=utf-8")
        self.send_header("content-length", str(len(FILTER_PAGE)))
        self.end_headers()
        self.wfile.write(FILTER_PAGE)


@pytest.fixture
def proxy() -> Iterator[LocalServer[_Proxy]]:
    with local_server(_Proxy, "/tavily") as server:
        yield server


@pytest.mark.enable_socket
def test_blocked_answers_stop_the_provider_after_a_few_in_a_row(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    proxy: LocalServer[_Proxy],
) -> None:
    url = proxy.url
    root = tavily_endpoint_project(pytester, monkeypatch, url, CASES)
    result = record_tavily(pytester, "new", "--ws-concurrency=1")
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.TESTS_FAILED, out[-3000:]
    # one case at a time: BLOCKED_LIMIT cases met the block, the others sent nothing
    assert proxy.settled() == BLOCKED_LIMIT, out[-3000:]
    port = url.split(":")[2].split("/")[0]
    line = unwrapped(result.stdout.lines, "  tavily's calls were blocked ")
    assert (
        f"tavily's calls were blocked {BLOCKED_LIMIT} time(s) in a row: HTTP 403 from "
        f"127.0.0.1:{port} (text/html: Access denied 403 Forbidden Blocked by the corporate "
        "web proxy"
    ) in line, line
    assert f"the recording of tavily stopped after {BLOCKED_LIMIT} blocked answers" in line
    assert f"{len(CASES)} case(s) not recorded (not tavily's failure" in line
    assert "a proxy (HTTPS_PROXY), a company filter or a WAF" in line
    assert f"the ws_endpoints entry tavily={url}" in line
    assert "`pytest --ws-provider=tavily --ws-record=new` records them" in line
    assert out.count("a proxy (HTTPS_PROXY)") == 1  # once, not once per case
    # not recorded: no failure to record, none of the provider's own, no outage
    assert "failed to record" not in out and "own failure" not in out
    assert "looks down" not in out and "left for the next run" not in out
    recorded = unwrapped(result.stdout.lines, "  recorded live: ")
    assert f"not recorded: {len(CASES)} case(s), tavily's calls were blocked" in recorded
    for case_id in CASES:
        item = unwrapped(result.stdout.lines, f"{case_id}[tavily] not_recorded: ")
        assert f"HTTP 403 from 127.0.0.1:{port} (text/html: Access denied" in item, item
        assert "a proxy's or a filter's answer" in item and "--ws-record" not in item
    run = _run(root)
    block = run["recording"]["providers"]["tavily"]
    assert block["refused"]["cause"] == "blocked" and block["refused"]["stopped"] is True
    assert "Access denied" in block["refused"]["answer"]
    assert block["recorded"] == 0 and block["failed"] == 0 and block["left"] == len(CASES)
    assert block["calls"] == BLOCKED_LIMIT
    assert "provider_failed" not in (run["providers"]["tavily"].get("recorded") or {})
    faults = run["providers"]["tavily"]["hard_faults"]
    assert sorted(f["case_id"] for f in faults) == CASES
    assert {f["kind"] for f in faults} == {"not_recorded"}
    assert not (root / "cassettes" / "tavily" / "errors").exists() or not any(
        (root / "cassettes" / "tavily" / "errors").iterdir()
    )


QUICK_ADAPTER = """
import pytest

from pytest_websearch_bench.providers.tavily import TavilyAdapter


class QuickTavily(TavilyAdapter):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("timeout_s", {timeout})
        super().__init__(*args, **kwargs)


@pytest.hookimpl(optionalhook=True)
def pytest_ws_provide_adapter(name, config):
    return QuickTavily if name == "tavily" else None
"""


@pytest.mark.enable_socket
def test_a_provider_that_never_answers_in_time_is_recorded_as_its_own_failure(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    timeout = 0.2
    # every answer comes after about a second: far past the adapter's 0.2 s
    slow = EmulatorConfig.for_tests(
        time_scale=1.0, latency_median_ms=1000.0, latency_p95_ms=1100.0, latency_cap_ms=1000.0
    )
    with ProviderEmulator(slow) as server:
        root = tavily_endpoint_project(pytester, monkeypatch, server.url("tavily"), ["gs-001"])
        pytester.makeconftest(QUICK_ADAPTER.format(timeout=timeout))
        result = pytester.runpytest_subprocess(
            "--ws-provider=tavily", "--ws-record=all", "--ws-rate=tavily=200/s",
            "-p", "no:cacheprovider", "--ws-report=run.json", "--ws-concurrency=1",
            timeout=120,
        )  # fmt: skip
        sent = _settled_requests(server, "tavily")
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.OK, out[-3000:]
    # a hang would end in the subprocess timeout above (pytester raises); no wall-time
    # assertion here: a loaded machine stretches any bound (the attempts are counted instead)
    assert sent == 3, sent  # the search and its two retries
    summary = unwrapped(result.stdout.lines, "  tavily: 1 case(s) recorded as tavily's own")
    assert "(gs-001: a 5xx or a timeout after the retries, kept as fixture class 5 or 6)" in (
        summary
    )
    assert "scored against tavily" in summary
    recorded = unwrapped(result.stdout.lines, "  recorded live: ")
    assert "ended in tavily's own failure" in recorded and "gs-001" in recorded
    assert "unexpected_error" not in out and "hard faults" not in out
    run = _run(root)
    case = _case(run, "gs-001")
    assert case["hard_fault"] is None
    assert case["outcome"] == "error" and "timeout" in case["outcome_reason"]
    assert case["fixture_classes"] == [6]
    assert [c["error_kind"] for c in case["calls"]] == ["timeout"] * 3
    assert run["providers"]["tavily"]["recorded"]["provider_failed"] == ["gs-001"]
    assert run["providers"]["tavily"]["aggregate"]["n_measured"] == 1  # scored against it
    manifest = json.loads((root / "cassettes" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["files"]["tavily/errors/gs-001.search.json"]["fixture_class"] == 6
