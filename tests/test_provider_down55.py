"""A provider that is down, as a recording user meets it, against servers and ports this
test opens on 127.0.0.1:

* a connection refused at a loopback address fails its call at once (no
  ``ws_outage_cooldown`` wait: nothing a wait cures) and the recording summary says
  nothing listens there; the same refusal at a provider's address still counts for the
  outage gate;
* the progress line's calls/s while the phase runs is a recent rate, labelled
  ``lately``; the line drawn when it ends gives the summary's (calls / phase wall time);
* ``ws-bench diff`` against a run where every call got no answer compares no latency
  (a refused call's millisecond, an outage wait) and lists no vanished hosts, in one line;
* the terminal's ``recorded live`` counts the calls that went out, those of cases that
  failed or were left included, with how many failed (as the recording summary does).
"""

from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path

import httpx
import pytest

from conftest import record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.metrics.latency import latency_summary, measures_latency
from pytest_websearch_bench.recording.live import CaseTransport, ProviderLine
from pytest_websearch_bench.recording.pacing import SharedPacer
from pytest_websearch_bench.recording.progress import Progress, summary_lines
from pytest_websearch_bench.recording.rates import Rate
from pytest_websearch_bench.records import CallRecord
from runkit import record, run_of, write

CASES = ["gs-001", "gs-003"]  # all allowed: a search and an extract each
# enough cases for the outage gate to take the provider as down and leave some
MORE_CASES = ["gs-001", "gs-002", "gs-003", "gs-011", "gs-065", "gs-081", "gs-082", "gs-083"]


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _project(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, url: str, cases: list[str] = CASES
) -> Path:
    # the default ws_outage_cooldown: 30 s
    return tavily_endpoint_project(pytester, monkeypatch, url, cases)


_record = record_tavily


@pytest.mark.enable_socket
def test_a_dead_local_port_fails_at_once_and_says_nothing_listens(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    port = _closed_port()
    root = _project(pytester, monkeypatch, f"http://127.0.0.1:{port}/tavily")
    started = time.monotonic()
    result = _record(pytester, "new")
    elapsed = time.monotonic() - started
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert elapsed < 25.0, elapsed  # no 30 s cooldown wait
    out = result.stdout.str()
    assert "time(s) after consecutive upstream failures" not in out and "looks down" not in out
    # the last progress line's rate is the summary's, both over the phase's wall time
    ended = next(x for x in result.stdout.lines if x.endswith("| ended"))
    summary = next(x for x in result.stdout.lines if "case(s) recorded, 2 failed in" in x)
    rate = ended.split(" | ")[1]
    assert rate.endswith(" calls/s") and f", {rate};" in summary, (ended, summary)
    summary_calls = summary.split(" call(s), ")[0].rsplit("(", 1)[1]
    assert f"  recorded live: 0 case(s), {summary_calls} call(s) ({summary_calls} failed); " in out
    block = json.loads((root / "run.json").read_text(encoding="utf-8"))["providers"]["tavily"]
    recorded = block["recorded"]
    assert recorded["cases"] == 0 and recorded["calls"] == recorded["failed_calls"] > 0
    assert recorded["failed"] == ["gs-001", "gs-003"] and "left" not in recorded
    result.stdout.fnmatch_lines(
        [
            "websearch-bench recording: 0 case(s) recorded, 2 failed in *",
            f"  tavily: nothing listens at 127.0.0.1:{port} (connection refused): its calls "
            "failed at once, without an outage wait; start the server or fix the "
            f"ws_endpoints entry tavily=http://127.0.0.1:{port}/tavily in pytest.ini",
        ]
    )


class _Refused(httpx.BaseTransport):
    def handle_request(self, request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)


def _line(tmp_path: Path) -> ProviderLine:
    line = ProviderLine(
        "p",
        SharedPacer(tmp_path, {"p": Rate(1000.0, "1000/s", "test")}),
        pool_size=1,
        stop=threading.Event(),
        outage_cooldown_s=30.0,
    )
    line.http = _Refused()  # type: ignore[assignment]
    return line


@pytest.mark.parametrize("host", ["127.0.0.1:9", "localhost:9", "[::1]:9"])
def test_a_refusal_at_loopback_never_opens_the_gate(tmp_path: Path, host: str) -> None:
    line = _line(tmp_path)
    client = httpx.Client(transport=CaseTransport(line))
    for _ in range(8):  # more than the gate's threshold of consecutive failures
        with pytest.raises(httpx.ConnectError):
            client.get(f"http://{host}/search")
    assert line.outage.state == "closed" and line.outage.opened == 0
    assert line.nothing_listens == host
    assert line.stats.calls == 8


def test_a_refusal_at_a_provider_address_still_counts_for_the_gate(tmp_path: Path) -> None:
    line = _line(tmp_path)
    client = httpx.Client(transport=CaseTransport(line))
    for _ in range(5):
        with pytest.raises(httpx.ConnectError):
            client.get("https://api.provider.test/search")
    assert line.outage.state == "open" and line.outage.opened == 1
    assert line.nothing_listens is None


def test_the_summary_says_nothing_listens_once_per_provider() -> None:
    plan = {"providers": {"exa": {"cases": ["a", "b"], "operations": ["search"]}}}
    statuses = [
        {
            "providers": {"exa": {"calls": 1, "failed": 1}},
            "nothing_listens": {"exa": "127.0.0.1:1"},
        },
        {
            "providers": {"exa": {"calls": 1, "failed": 1}},
            "nothing_listens": {"exa": "127.0.0.1:1"},
        },
    ]
    lines = summary_lines(plan, statuses, 0.0, 2.0, {})
    said = [x for x in lines if "nothing listens" in x]
    assert said == [
        "  exa: nothing listens at 127.0.0.1:1 (connection refused): its calls failed at once, "
        "without an outage wait; start the server or fix --ws-endpoint"
    ]


def test_the_running_rate_is_labelled_recent_the_final_one_is_the_summary_s() -> None:
    plan = {"providers": {"exa": {"cases": ["a", "b"], "operations": ["search"]}}}
    progress = Progress(plan)

    def status(calls: int) -> list[dict[str, object]]:
        return [{"providers": {"exa": {"calls": calls, "failed": 0, "recorded": 0}}}]

    progress.line(status(0), 100.0, 0.0)
    running = progress.line(status(6), 102.0, 0.0)
    assert "| 3.0 calls/s lately |" in running
    # 6 calls in a 20 s phase (an outage wait before them): 0.3 calls/s on both lines
    ended = progress.line(status(6), 102.0, 0.0, final=True, wall_s=20.0)
    assert "| 0.3 calls/s |" in ended and "lately" not in ended
    (head,) = [x for x in summary_lines(plan, status(6), 0.0, 20.0, {}) if "recorded" in x]
    assert "(6 call(s), 0.3 calls/s;" in head


def test_a_call_with_no_answer_has_no_latency_of_the_provider() -> None:
    refused = CallRecord("exa", "search", status=None, latency_ms=22359.0, error_kind="upstream")
    timeout = CallRecord("exa", "search", status=None, latency_ms=30000.0, error_kind="timeout")
    failed = CallRecord("exa", "search", status=503, latency_ms=800.0, error_kind="upstream")
    answered = CallRecord("exa", "search", status=200, latency_ms=120.0)
    assert not measures_latency(refused)
    assert all(measures_latency(c) for c in (timeout, failed, answered))
    assert latency_summary([refused] * 5 + [answered])["search"]["n"] == 1
    assert latency_summary([refused, refused]) == {}


def test_diff_against_a_run_with_no_answer_compares_no_latency_and_no_hosts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ids = [f"c{i:02d}" for i in range(12)]
    answered = [record(c, hosts=[f"h{i}.test"], latency=990.0) for i, c in enumerate(ids)]
    # every call refused: no status, a millisecond or an outage wait of 22 s
    refused = [
        record(c, error="upstream", latency=22359.0 if i % 2 else 1.0) for i, c in enumerate(ids)
    ]
    old = write(tmp_path / "old.json", run_of(answered))
    new = write(tmp_path / "new.json", run_of(refused))
    main(["diff", str(old), str(new)])
    out = capsys.readouterr().out
    assert "NEW has no answer from p: hosts not compared" in out
    assert "vanished hosts" not in out
    assert "latency search:" not in out
    # the other way round: the hosts that came back are not "new"
    main(["diff", str(new), str(old)])
    back = capsys.readouterr().out
    assert "OLD has no answer from p: hosts not compared" in back
    assert "new hosts" not in back and "NEW has no answer" not in back


@pytest.mark.enable_socket
def test_a_provider_down_counts_the_calls_of_cases_left_and_failed(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    with ProviderEmulator(EmulatorConfig.for_tests()) as emu:
        root = _project(pytester, monkeypatch, emu.url("tavily"), MORE_CASES)
        ini = root / "pytest.ini"
        ini.write_text(
            ini.read_text(encoding="utf-8").replace(
                "testpaths = golden\n", "testpaths = golden\nws_outage_cooldown = 0.1\n"
            ),
            encoding="utf-8",
        )
        emu.inject("tavily", 503, count=1000)  # every call: the provider is down
        result = _record(pytester, "new", "--ws-concurrency=1")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    recorded = json.loads((root / "run.json").read_text(encoding="utf-8"))["providers"]["tavily"][
        "recorded"
    ]
    went_out = recorded["calls"]
    assert went_out > 0 and recorded["failed_calls"] == went_out
    # stopped as down, after the first cases' 503s outlasted their retries: those are
    # recorded as tavily's own failure (class 5), the rest left
    done = recorded["cases"]
    assert done > 0 and recorded["provider_failed"] and len(recorded["provider_failed"]) == done
    assert recorded["left"] and "failed" not in recorded
    head = next(
        x for x in result.stdout.lines if x.startswith(f"websearch-bench recording: {done} case")
    )
    assert f"({went_out} call(s), " in head  # the recording summary's count
    assert f"  recorded live: {done} case(s), {went_out} call(s) ({went_out} failed); " in out
