"""Recording at scale through the plugin against the emulator on 127.0.0.1 (small sizes):
concurrent recordings equal to a serial one, 429s paused for and never kept, the budget
refused or stopped at, and a recording killed between a case's search and its extract
resumed without paying for the search again."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import make_bench_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.cli import main as ws_bench

CASES = ["gs-001", "gs-003", "gs-011", "gs-013"]  # all allowed: each makes two calls
KEY = {"TAVILY_API_KEY": "tvly-test-key"}
OUTAGE_SEED = 1  # one where the serial recording meets 5 failures in a row (content seed 0)


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    # Latency about 20 ms, so that calls overlap when they may.
    with ProviderEmulator(EmulatorConfig.for_tests(time_scale=0.03)) as server:
        yield server


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TAVILY_API_KEY", KEY["TAVILY_API_KEY"])
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


_WITH_CTRL_C = (
    "import signal, sys, pytest; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "sys.exit(pytest.main())"
)


def _args(emu: ProviderEmulator, *extra: str) -> list[str]:
    return [
        "--ws-provider=tavily",
        f"--ws-endpoint=tavily={emu.url('tavily')}",
        "--ws-rate=tavily=200/s",
        "-p",
        "no:cacheprovider",
        *extra,
    ]


def _bench(pytester: pytest.Pytester, emu: ProviderEmulator, *extra: str) -> pytest.RunResult:
    return pytester.runpytest_subprocess(*_args(emu, *extra))


def _normal(value: Any) -> Any:
    """A cassette or run file without what timing decides: latencies, capture times,
    the Date header, the recording's own block, the capture window and hashes of files
    holding them (the manifest's)."""
    if isinstance(value, dict):
        return {
            k: _normal(v)
            for k, v in value.items()
            if "latency" not in k
            and not k.endswith("_at")
            and k
            not in (
                "date",
                "recording",
                "fixtures",
                "waited_ms",
                "p50",
                "p95",
                "ci95",
                "capture_window",
                "manifest_sha256",
            )
        }
    if isinstance(value, list):
        return [_normal(v) for v in value]
    return value


def _tree(root: Path) -> dict[str, Any]:
    return {
        p.relative_to(root).as_posix(): _normal(json.loads(p.read_text(encoding="utf-8")))
        for p in sorted((root / "tavily").rglob("*.json"))
    }


def _manifest_clean(project: Path, emu: ProviderEmulator) -> bool:
    """``ws-bench manifest``: no file missing, unlisted, changed or stale."""
    cassettes = str(project / "cassettes")
    return ws_bench(["manifest", cassettes, "--endpoint", f"tavily={emu.url('tavily')}"]) == 0


def _run(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.enable_socket
@pytest.mark.parametrize("mode", [[], ["-n", "2"]], ids=["threads", "xdist"])
def test_a_concurrent_recording_equals_a_serial_one(pytester, project, emu, mode) -> None:
    serial = _bench(pytester, emu, "--ws-record=all", "--ws-concurrency=1", "--ws-report=a.json")
    assert serial.ret == 0, serial.stdout.str()[-3000:]
    first = _tree(project / "cassettes")
    assert emu.stats()["providers"]["tavily"]["max_in_flight"] == 1
    emu.reset()
    result = _bench(
        pytester, emu, "--ws-record=all", "--ws-concurrency=4", "--ws-report=b.json", *mode
    )
    assert result.ret == 0, result.stdout.str()[-3000:]
    stats = emu.stats()
    assert stats["providers"]["tavily"]["max_in_flight"] >= 2  # calls really overlapped
    assert stats["totals"]["duplicate_paid_calls"] == 0
    assert _tree(project / "cassettes") == first
    a, b = _run(project / "a.json"), _run(project / "b.json")
    assert _normal(a) == _normal(b)
    block = b["recording"]["providers"]["tavily"]
    assert block["recorded"] == len(CASES) and block["left"] == 0 and block["calls"] == 8
    assert b["recording"]["concurrency"] == 4
    result.stdout.fnmatch_lines(
        [
            "*websearch-bench recording: 4 case(s) to record, estimate $0.0640*",
            "*tavily: 4 case(s) x search + extract ($0.0160 a case) = $0.0640; limit tavily 200/s*",
            "*4 case(s) recorded in * s (8 call(s), *",
        ]
    )
    # Not a terminal: periodic lines, never a carriage return.
    assert "\r" not in result.stdout.str()
    assert _manifest_clean(project, emu)


OUTAGE_CASES = [*CASES, "gs-002", "gs-004", "gs-012", "gs-014", "gs-021", "gs-022", "gs-031"]


def _outage_project(pytester: pytest.Pytester) -> Path:
    """More cases, and a cooldown of 50 ms after consecutive upstream failures."""
    root = make_bench_project(pytester.path, case_ids=OUTAGE_CASES, providers=("tavily",))
    ini = root / "pytest.ini"
    ini.write_text(ini.read_text(encoding="utf-8") + "ws_outage_cooldown = 0.05\n", "utf-8")
    return root


@pytest.mark.enable_socket
@pytest.mark.parametrize("mode", [[], ["-n", "2"]], ids=["threads", "xdist"])
def test_an_outage_pauses_calls_and_concurrent_cassettes_still_equal_serial_ones(
    pytester, monkeypatch, mode
) -> None:
    # 40 % of calls fail (the same ones whatever the order: the emulator draws them per
    # request and occurrence): the provider's gate opens, and no case's call is refused
    # for what other cases met, so the cassettes cannot depend on the order cases end in.
    monkeypatch.setenv("TAVILY_API_KEY", KEY["TAVILY_API_KEY"])
    project = _outage_project(pytester)
    config = EmulatorConfig.for_tests(
        time_scale=0.03, error_fraction=0.4, seed=OUTAGE_SEED, content_seed=0
    )
    with ProviderEmulator(config) as emu:
        serial = _bench(
            pytester, emu, "--ws-record=all", "--ws-concurrency=1", "--ws-report=a.json"
        )
        first = _tree(project / "cassettes")
        a = _run(project / "a.json")
        shutil.rmtree(project / "cassettes" / ".recording", ignore_errors=True)  # no reuse
        emu.reset()
        concurrent = _bench(
            pytester, emu, "--ws-record=all", "--ws-concurrency=6", "--ws-report=b.json", *mode
        )
        assert emu.stats()["providers"]["tavily"]["max_in_flight"] >= 2
    block = a["recording"]["providers"]["tavily"]
    assert block["outage_pauses"] >= 1, serial.stdout.str()[-3000:]  # the gate opened
    assert block["stopped"] is None
    assert list((project / "cassettes" / "tavily" / "errors").glob("*.json"))  # 5xx kept
    assert _tree(project / "cassettes") == first
    assert _normal(_run(project / "b.json")) == _normal(a)
    assert concurrent.ret == serial.ret
    serial.stdout.fnmatch_lines(["*tavily: paused * time(s) after consecutive upstream failures*"])


@pytest.mark.enable_socket
def test_a_provider_that_stays_down_stops_its_recording_and_leaves_the_rest(
    pytester, monkeypatch
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", KEY["TAVILY_API_KEY"])
    project = _outage_project(pytester)
    config = EmulatorConfig.for_tests(time_scale=0.03, error_fraction=1.0)
    with ProviderEmulator(config) as emu:
        result = _bench(
            pytester, emu, "--ws-record=new", "--ws-concurrency=2", "--ws-report=r.json"
        )
        requests = emu.stats()["totals"]["requests"]
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    run = _run(project / "r.json")
    block = run["recording"]["providers"]["tavily"]
    assert block["stopped"].startswith("tavily looks down")
    # a case whose retries ran out on 5xx before the gate opened is recorded as tavily's
    # own failure (fixture class 5, counted against it: stop 65); none is recorded otherwise
    own_failure = (run["providers"]["tavily"].get("recorded") or {}).get("provider_failed", [])
    assert block["recorded"] == len(own_failure) and block["left"] > 0
    # Five failures open the gate, three trials fail, then nothing more is sent (give or
    # take the calls in flight and the retries the pipeline had already begun).
    assert requests <= 5 + 3 + 2 * 3, requests
    for path in (project / "cassettes" / "tavily" / "search").glob("*.json"):
        assert json.loads(path.read_text(encoding="utf-8"))["ws"]["synthetic"]  # untouched
    # The summary says what the gate did, in counts that agree: as many pauses as trials,
    # and every call the gate did not send, whatever its case's outcome (stop 66), as the
    # run file lists them: a live call the stop ended, with no status. A case recorded as
    # tavily's own failure sent every attempt live: an attempt its replay shows refused
    # (`circuit_open`) is the session breaker of the replay, derived in case-id order from
    # the recordings, never a call the gate held back, and is not counted.
    cases = run["providers"]["tavily"]["cases"]
    unsent = [
        c
        for case in cases
        for c in case["calls"]
        if c["status"] is None
        and c.get("cost_source") == "not-sent"
        and c["error_kind"] != "circuit_open"
    ]
    replay_refused = [
        case["case_id"]
        for case in cases
        if any(c["error_kind"] == "circuit_open" for c in case["calls"])
    ]
    assert set(replay_refused) <= set(own_failure), (replay_refused, own_failure)
    for case_id in own_failure:  # its three attempts all went out, and are on disk
        errors = project / "cassettes" / "tavily" / "errors" / f"{case_id}.search.json"
        assert len(json.loads(errors.read_text(encoding="utf-8"))["interactions"]) == 3
    assert unsent, run["providers"]["tavily"]["cases"]
    assert block["outage_pauses"] == 3
    assert block["skipped_calls"] == len(unsent)  # the number the summary says
    text = result.stdout.str()
    assert "none of this run's calls was skipped" not in text
    result.stdout.fnmatch_lines(
        [
            "*tavily: paused 3 time(s) after consecutive upstream failures, a trial call "
            f"after each; its last trials failed, so tavily was taken as down: {len(unsent)} "
            "call(s) of the cases under way were not sent*",
            "*tavily: * case(s) left for the next run (tavily looks down: * consecutive "
            "upstream failures*",
            "*not_recorded: left for the next run: tavily looks down*--ws-record=new*",
        ]
    )


@pytest.mark.enable_socket
def test_a_case_left_by_a_record_all_is_recorded_again_by_record_all(pytester, monkeypatch) -> None:
    """Walkthrough 60 #5: under --ws-record=all a case left for the next run keeps its
    older cassette, so the remedy's --ws-record=new said "nothing to record"; it now
    repeats the run's mode, for that case alone."""
    monkeypatch.setenv("TAVILY_API_KEY", KEY["TAVILY_API_KEY"])
    project = _outage_project(pytester)
    config = EmulatorConfig.for_tests(time_scale=0.03, error_fraction=1.0)
    with ProviderEmulator(config) as emu:
        result = _bench(pytester, emu, "--ws-record=all", "--ws-report=r.json")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    faults = _run(project / "r.json")["providers"]["tavily"]["hard_faults"]
    left = [f for f in faults if f["kind"] == "not_recorded"]
    assert left, faults
    for fault in left:
        assert f"--ws-record=all -k {fault['case_id']}" in fault["message"], fault["message"]
        assert "--ws-record=new" not in fault["message"]


@pytest.mark.enable_socket
def test_429s_are_paused_for_and_never_kept(pytester, project, emu) -> None:
    emu.inject("tavily", 429, count=3)  # each with Retry-After: 1
    result = _bench(pytester, emu, "--ws-record=all", "--ws-concurrency=2", "--ws-report=r.json")
    assert result.ret == 0, result.stdout.str()[-3000:]
    stats = emu.stats()
    assert stats["totals"]["rate_limited"] == 3 and stats["totals"]["duplicate_paid_calls"] == 0
    run = _run(project / "r.json")
    assert run["recording"]["providers"]["tavily"]["rate_limited"] == 3
    assert run["recording"]["providers"]["tavily"]["recorded"] == len(CASES)
    assert not list((project / "cassettes" / "tavily" / "errors").glob("*"))
    for case in run["providers"]["tavily"]["cases"]:
        assert [c["status"] for c in case["calls"]] == [200, 200]  # the 429s are not replayed
        # The latency is the call's own: never the second waited after the 429.
        assert all(c["latency_ms"] < 900 for c in case["calls"])
    result.stdout.fnmatch_lines(["*3 429(s) paused for*"])


@pytest.mark.enable_socket
def test_a_provider_over_its_limit_is_slowed_down_not_lost(pytester, project) -> None:
    config = EmulatorConfig.for_tests(rate=4.0, retry_after="exact", time_scale=0.01)
    with ProviderEmulator(config) as emu:
        result = _bench(
            pytester, emu, "--ws-record=all", "--ws-concurrency=4", "--ws-rate=tavily=40/s"
        )
        assert result.ret == 0, result.stdout.str()[-3000:]
        stats = emu.stats()
    assert stats["totals"]["rate_limited"] > 0  # told ten times its limit...
    assert stats["totals"]["paid"] == 2 * len(CASES)  # ...it still recorded every case once
    assert stats["totals"]["duplicate_paid_calls"] == 0


@pytest.mark.enable_socket
def test_an_estimate_over_the_budget_refuses_to_start(pytester, project, emu) -> None:
    result = _bench(
        pytester,
        emu,
        "--ws-record=all",
        "--ws-budget=0.01",
        "--ws-budget-refuse",
        "--ws-report=r.json",
    )
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stdout.fnmatch_lines(["*4 case(s) to record, estimate $0.0640 (budget $0.0100)*"])
    assert "exceeds --ws-budget $0.01" in result.stdout.str() + result.stderr.str()
    assert emu.stats()["totals"]["requests"] == 0
    assert not (project / "r.json").exists()


@pytest.mark.enable_socket
def test_the_budget_stops_the_recording_in_case_order_and_the_rest_waits(
    pytester, project, emu
) -> None:
    result = _bench(
        pytester,
        emu,
        "--ws-record=all",
        "--ws-budget=0.035",  # two cases at $0.016 each fit, a third does not
        "--ws-concurrency=1",
        "--ws-report=r.json",
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED  # the cases left are not in the run
    run = _run(project / "r.json")
    assert run["providers"]["tavily"]["recorded"]["left"] == ["gs-011", "gs-013"]
    assert run["recording"]["spent_usd"] <= 0.035
    assert run["recording"]["providers"]["tavily"]["stopped"].startswith("the --ws-budget")
    queries = sorted(
        json.loads(k["request"]).get("query", "") for k in emu.stats(keys="all")["keys"]
    )
    assert len([q for q in queries if q]) == 2  # two searches: the first two cases
    result.stdout.fnmatch_lines(
        [
            "*tavily: 2 case(s) left for the next run (the --ws-budget of $0.0350 is reached*",
            "*gs-011?tavily? not_recorded: left for the next run*",
        ]
    )
    emu.reset()
    rest = _bench(pytester, emu, "--ws-record=new", "--ws-report=rest.json")
    assert rest.ret == 0, rest.stdout.str()[-3000:]
    assert emu.stats()["totals"]["paid"] == 4  # the two cases left, search and extract
    assert _run(project / "rest.json")["recording"]["providers"]["tavily"]["recorded"] == 2


def _journal_line(path: Path) -> bool:
    """Whether ``path`` holds a whole journal line (the kept answer), not only exists."""
    try:
        return path.read_bytes().endswith(b"\n")
    except FileNotFoundError:
        return False


@pytest.mark.enable_socket
def test_a_recording_killed_between_search_and_extract_pays_no_answer_twice(
    pytester, project
) -> None:
    # Slow answers (median 0.6 s): the kill lands while the first case's extract is out.
    config = EmulatorConfig.for_tests(time_scale=1.0)
    with ProviderEmulator(config) as emu:
        command = [sys.executable, "-m", "pytest", *_args(emu, "--ws-record=all")]
        command[command.index("--ws-rate=tavily=200/s")] = "--ws-concurrency=1"
        proc = subprocess.Popen(
            command,
            cwd=project,
            env={**os.environ, **KEY},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # The first search's answer is kept the moment it arrives: kill right then, while
        # the case's extract is still to be asked.
        pending = project / "cassettes" / ".recording" / "pending" / "tavily" / "gs-001.jsonl"
        deadline = time.monotonic() + 60
        # (whole: the journal is created, then its line written; a kill between the two
        # leaves an empty file and that answer is paid again, as any answer lost in flight)
        while not _journal_line(pending) and time.monotonic() < deadline:
            time.sleep(0.005)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert _journal_line(pending)
        killed = emu.stats()["providers"]["tavily"]["operations"]
        # The extract may already be on its way (under load the emulator has counted its
        # arrival, not yet its answer): what matters is that no extract answer was delivered
        # before the kill, so the scenario is "killed between search and extract".
        extract = killed.get("extract", {})
        assert killed["search"]["paid"] == 1 and extract.get("paid_delivered", 0) == 0, killed
        for cassette in (project / "cassettes").rglob("*.json"):
            json.loads(cassette.read_text(encoding="utf-8"))  # no half-written file

        again = pytester.runpytest_subprocess(*_args(emu, "--ws-record=new", "--ws-report=r.json"))
        assert again.ret == 0, again.stdout.str()[-3000:]
        stats = emu.stats()
        assert _manifest_clean(project, emu)
    assert stats["totals"]["paid_after_delivery"] == 0  # no answer received was paid again
    searches = stats["providers"]["tavily"]["operations"]["search"]
    assert searches["paid"] == len(CASES) and searches["duplicate_paid_calls"] == 0
    run = _run(project / "r.json")
    assert run["recording"]["providers"]["tavily"]["answers_reused"] >= 1
    assert not list((project / "cassettes" / ".recording" / "pending").rglob("*.jsonl"))


@pytest.mark.enable_socket
def test_a_recording_interrupted_with_ctrl_c_resumes_without_paying_twice(
    pytester, project, capsys
) -> None:
    # Median 0.6 s a call: the interrupt lands mid-phase even on a loaded machine.
    config = EmulatorConfig.for_tests(time_scale=1.0)
    with ProviderEmulator(config) as emu:
        # Ctrl-C as a terminal delivers it: a process started in the background by a
        # non-interactive shell (CI scripts, `cmd &`) inherits SIGINT ignored, and so
        # would this child; it gets Python's own handler back before pytest starts.
        command = [sys.executable, "-c", _WITH_CTRL_C, *_args(emu, "--ws-record=all")]
        command[command.index("--ws-rate=tavily=200/s")] = "--ws-concurrency=2"
        output = project / "interrupted.out"
        with output.open("wb") as sink:
            proc = subprocess.Popen(
                command, cwd=project, env={**os.environ, **KEY}, stdout=sink, stderr=sink
            )
            pending = project / "cassettes" / ".recording" / "pending" / "tavily"
            started = time.monotonic()
            while not any(pending.glob("*.jsonl")) and time.monotonic() < started + 60:
                time.sleep(0.005)
            waited = time.monotonic() - started
            alive = proc.poll() is None
            proc.send_signal(signal.SIGINT)  # Ctrl-C: no new call; the calls in flight end
            status = proc.wait(timeout=60)
        said = output.read_text(encoding="utf-8", errors="replace")
        assert status == pytest.ExitCode.INTERRUPTED, (
            f"exit {status}; pending journal after {waited:.2f} s; alive at the signal: "
            f"{alive}; SIGINT in this process: {signal.getsignal(signal.SIGINT)}\n{said[-3000:]}"
        )
        interrupted = emu.stats()["totals"]["paid"]
        assert 0 < interrupted < 2 * len(CASES)
        for cassette in (project / "cassettes").rglob("*.json"):
            json.loads(cassette.read_text(encoding="utf-8"))  # no half-written file
        # The manifest agrees with the files (some are still the bundled ones, recorded
        # at the provider's own URL: stale against the emulator's, never changed).
        _manifest_clean(project, emu)
        assert "0 missing, 0 unlisted, 0 changed," in capsys.readouterr().err

        again = pytester.runpytest_subprocess(*_args(emu, "--ws-record=new"))
        assert again.ret == 0, again.stdout.str()[-3000:]
        stats = emu.stats()
    assert stats["totals"]["paid_after_delivery"] == 0  # no answer received was paid again
    assert stats["totals"]["duplicate_paid_calls"] == 0
    assert stats["totals"]["paid"] == 2 * len(CASES)


def _interrupted_run(
    emu: ProviderEmulator, project: Path, *extra: str, signals: int
) -> tuple[int, str, int]:
    """Record with two calls in flight at a time, Ctrl-C once both are in flight (and again
    once the recorder says it waits, for ``signals=2``), delivered as a terminal does: to
    the whole process group (xdist's workers too). The exit, what was printed and how many
    calls were still in flight at the emulator when the process ended."""
    command = [sys.executable, "-c", _WITH_CTRL_C, *_args(emu, "--ws-record=all", *extra)]
    command[command.index("--ws-rate=tavily=200/s")] = "--ws-concurrency=2"
    output = project / "interrupted.out"
    with output.open("wb") as sink:
        proc = subprocess.Popen(
            command,
            cwd=project,
            env={**os.environ, **KEY},
            stdout=sink,
            stderr=sink,
            start_new_session=True,  # its own group, as a terminal's foreground job
        )
        started = time.monotonic()
        while emu.stats()["providers"].get("tavily", {}).get("in_flight", 0) < 2:
            assert proc.poll() is None, output.read_text(encoding="utf-8", errors="replace")
            assert time.monotonic() < started + 60, "no two calls in flight within 60 s"
            time.sleep(0.01)
        os.killpg(proc.pid, signal.SIGINT)
        if signals == 2:
            while "waiting for" not in output.read_text(encoding="utf-8", errors="replace"):
                assert proc.poll() is None and time.monotonic() < started + 60
                time.sleep(0.01)
            os.killpg(proc.pid, signal.SIGINT)
        status = proc.wait(timeout=90)
    in_flight = emu.stats()["providers"]["tavily"]["in_flight"]
    return status, output.read_text(encoding="utf-8", errors="replace"), in_flight


@pytest.mark.enable_socket
@pytest.mark.parametrize("mode", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_calls_in_flight_at_ctrl_c_are_waited_for_and_never_paid_twice(project, mode) -> None:
    # Calls of about 6 s: longer than a fixed grace of a few seconds would allow.
    slow = EmulatorConfig.for_tests(time_scale=1.0, latency_median_ms=6000.0, latency_p95_ms=6300.0)
    with ProviderEmulator(slow) as emu:
        status, said, in_flight = _interrupted_run(emu, project, *mode, signals=1)
        assert status == pytest.ExitCode.INTERRUPTED, said[-3000:]
        waited = "waiting for 2 worker(s)" if mode else "waiting for 2 call(s) in flight"
        assert waited in said, said[-3000:]
        assert in_flight == 0  # the process waited for both answers
        first = emu.stats()["totals"]["paid"]
        assert first == 2
        kept = list((project / "cassettes" / ".recording" / "pending" / "tavily").glob("*.jsonl"))
        assert len(kept) == 2  # both answers kept, each in its case's pending journal
        emu.core.config = dataclasses.replace(emu.core.config, time_scale=0.001)
        again = subprocess.run(
            [sys.executable, "-m", "pytest", *_args(emu, "--ws-record=new")],
            cwd=project,
            env={**os.environ, **KEY},
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert again.returncode == 0, again.stdout[-3000:]
        stats = emu.stats()
    assert stats["totals"]["paid_after_delivery"] == 0  # the answers waited for are reused
    assert stats["totals"]["duplicate_paid_calls"] == 0
    assert stats["totals"]["paid"] == 2 * len(CASES)


@pytest.mark.enable_socket
def test_a_second_ctrl_c_leaves_without_waiting(project) -> None:
    slow = EmulatorConfig.for_tests(
        time_scale=1.0, latency_median_ms=20000.0, latency_p95_ms=21000.0
    )
    with ProviderEmulator(slow) as emu:
        status, said, in_flight = _interrupted_run(emu, project, signals=2)
    assert status == pytest.ExitCode.INTERRUPTED, said[-3000:]
    assert "left with 2 call(s) still in flight" in said, said[-3000:]
    assert in_flight == 2  # it did not wait for the 20 s answers


@pytest.mark.enable_socket
def test_a_second_ctrl_c_under_xdist_leaves_without_waiting_and_pays_nothing_twice(
    project,
) -> None:
    """The -n 2 counterpart: both Ctrl-Cs reach the controller and the workers (a
    terminal signals the whole group); the controller, waiting for the workers' calls in
    flight, leaves at the second one. The answers left behind were never delivered, so
    the next recording asks for them, and for no answer it already had."""
    slow = EmulatorConfig.for_tests(
        time_scale=1.0, latency_median_ms=60000.0, latency_p95_ms=61000.0
    )
    with ProviderEmulator(slow) as emu:
        status, said, in_flight = _interrupted_run(emu, project, "-n", "2", signals=2)
        assert status == pytest.ExitCode.INTERRUPTED, said[-3000:]
        assert "waiting for 2 worker(s)" in said, said[-3000:]
        assert "left while 2 worker(s) still had calls in flight" in said, said[-3000:]
        assert "Traceback" not in said, said[-3000:]
        assert in_flight == 2  # it did not wait for the 60 s answers
        assert emu.stats()["totals"]["paid_delivered"] == 0
        emu.core.config = dataclasses.replace(
            emu.core.config, time_scale=0.001, latency_median_ms=20.0, latency_p95_ms=30.0
        )
        again = subprocess.run(
            [sys.executable, "-m", "pytest", *_args(emu, "--ws-record=new")],
            cwd=project,
            env={**os.environ, **KEY},
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert again.returncode == 0, again.stdout[-3000:]
        stats = emu.stats()["totals"]
    assert stats["paid_after_delivery"] == 0  # no answer delivered was asked again
    assert stats["paid_delivered"] == 2 * len(CASES)  # each case's two answers, once


@pytest.mark.enable_socket
@pytest.mark.parametrize("mode", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_an_interrupted_recording_says_what_it_recorded_and_how_to_resume(project, mode) -> None:
    slow = EmulatorConfig.for_tests(time_scale=1.0, latency_median_ms=1500.0, latency_p95_ms=1600.0)
    with ProviderEmulator(slow) as emu:
        status, said, _ = _interrupted_run(emu, project, "--ws-report=int.json", *mode, signals=1)
    assert status == pytest.ExitCode.INTERRUPTED, said[-3000:]
    # The calls in flight at Ctrl-C are waited for (and paid), so a case whose search had
    # answered before the signal landed and whose extract was in flight is recorded too:
    # how many depends on the machine's load (under xdist on a busy CI box, 1 of 4). What
    # must hold is that every figure printed agrees with the others and with the run file.
    found = re.search(r"websearch-bench recording: (\d+) case\(s\) recorded in", said)
    assert found, said[-3000:]
    recorded = int(found.group(1))
    assert recorded < len(CASES), said[-3000:]
    left = len(CASES) - recorded
    flat = " ".join(said.split())  # the plugin's lines wrap at the terminal's width
    assert (
        f"websearch-bench: the recording was interrupted: {recorded} case(s) recorded, "
        "estimated cost $" in flat
    ), said[-3000:]
    assert "at the providers' prices" in flat, said[-3000:]
    # the emulator is on 127.0.0.1: the calls cost nothing, and the line says so
    local = f"{left} case(s) left; no money spent: the calls went to a local address ("
    assert local in flat, said[-3000:]
    assert "--ws-record=new` (with this run's other options) records the rest" in flat
    ran = re.search(
        r"PARTIAL RUN: the session stopped early \(an interrupt \(Ctrl-C\)\): (\d+) of (\d+)", flat
    )
    assert ran and int(ran.group(2)) == len(CASES), said[-3000:]
    items_ran = int(ran.group(1))
    assert items_ran <= recorded  # an item runs once its case is recorded
    run = _run(project / "int.json")
    assert run["recording"]["interrupted"] is True and run["complete"] is False
    assert run["recording"]["spent_usd"] > 0  # the two answers waited for were paid
    assert run["recording"]["providers"]["tavily"]["left"] == left
    assert run["stopped_early"] == {
        "cause": "an interrupt (Ctrl-C)",
        "items_ran": items_ran,
        "items_selected": len(CASES),
        "gates": "partial: judged on the items that ran, not on the selection",
    }
