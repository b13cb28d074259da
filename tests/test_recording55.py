"""A recording run tells what happened, against servers started here on 127.0.0.1 (the
emulator, or a port nothing listens on), the endpoint kept in the ini's ``ws_endpoints``:

* the latencies of the calls it sent are ``measured``, not ``replayed``; a
  ``--ws-record=new`` run that records one case and replays another says both;
* the progress line counts failed and left cases apart from recorded ones and is drawn
  once more when the phase ends (its last count); under ``-n 2`` the recording's lines
  start lines of their own, never glued to pytest's progress letters;
* a live call refused at the endpoint says so with its own remedy, not a replay's note
  about error fixtures, and the run file keeps the local address it was aimed at (which
  is not a recording made there: ``local_recordings`` stays empty).
"""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import drop_fixture, record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from runkit import unwrapped

CASES = ["gs-001", "gs-003", "gs-065"]  # all allowed: a search and an extract each


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


def _project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, url: str) -> Path:
    return tavily_endpoint_project(pytester, monkeypatch, url, CASES, cooldown=0.2)


_record = record_tavily


def _run(root: Path) -> dict[str, Any]:
    return json.loads((root / "run.json").read_text(encoding="utf-8"))


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _latency(result: pytest.RunResult, operation: str) -> str:
    return unwrapped(result.stdout.lines, f"  latency {operation}: ")  # wrapped at the width


@pytest.mark.enable_socket
def test_a_recording_labels_the_latencies_it_measured(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    root = _project(pytester, monkeypatch, emu.url("tavily"))
    result = _record(pytester, "all")
    assert result.ret == 0, result.stdout.str()[-3000:]
    for operation in ("search", "extract"):
        assert _latency(result, operation).endswith(
            "n=3 calls, one per HTTP attempt answered or timed out (failed connections and synthetic failure fixtures left out) [measured, unreliable (n < 100)]"
        )
    out = result.stdout.str()
    assert "(measured latencies are this run's calls, sending to the last byte)" in out
    assert "replayed latencies" not in out
    latency = _run(root)["providers"]["tavily"]["aggregate"]["latency_ms"]["search"]
    assert latency["measured"] == 3 and latency["replayed"] is False
    # the last count, drawn when the phase ended (its periodic lines come every 10 s)
    result.stdout.fnmatch_lines(["recording tavily 3/3 recorded | *| ended"])

    # one case recorded again, the two others replayed from disk: both said, per call
    for operation in ("search", "extract"):
        drop_fixture(root, f"tavily/{operation}/gs-065.json")
    mixed = _record(pytester, "new")
    assert mixed.ret == 0, mixed.stdout.str()[-3000:]
    assert _latency(mixed, "search").endswith(
        "n=3 calls, one per HTTP attempt answered or timed out (failed connections and synthetic failure fixtures left out) [1 measured, 2 replayed, unreliable (n < 100)]"
    )
    assert "(measured latencies are" in mixed.stdout.str()
    assert "(replayed latencies are the recorded ones" in mixed.stdout.str()
    mixed.stdout.fnmatch_lines(["recording tavily 1/1 recorded | *| ended"])
    latency = _run(root)["providers"]["tavily"]["aggregate"]["latency_ms"]["search"]
    assert latency["measured"] == 1 and latency["replayed"] is True

    replay = pytester.runpytest_subprocess("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert replay.ret == 0, replay.stdout.str()[-3000:]
    assert _latency(replay, "search").endswith(
        "n=3 calls, one per HTTP attempt answered or timed out (failed connections and synthetic failure fixtures left out) [replayed, unreliable (n < 100)]"
    )
    assert "measured latencies" not in replay.stdout.str()


@pytest.mark.enable_socket
def test_failed_cases_are_counted_apart_from_recorded_ones(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    root = _project(pytester, monkeypatch, emu.url("tavily"))
    # one case's search: refused, never retried (a 400: a 401 would stop the provider)
    emu.inject("tavily", 400, count=1)
    result = _record(pytester, "all")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "recording tavily 2/3 recorded, 1 failed | *| ended",
            "websearch-bench recording: 2 case(s) recorded, 1 failed in *",
        ]
    )
    block = _run(root)["recording"]["providers"]["tavily"]
    assert (block["recorded"], block["failed"], block["left"]) == (2, 1, 0)


@pytest.mark.enable_socket
def test_a_refused_live_call_gives_the_live_remedy_and_its_address(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    port = _closed_port()
    origin = f"http://127.0.0.1:{port}"
    root = _project(pytester, monkeypatch, f"{origin}/tavily")
    result = _record(pytester, "all", "-k", "gs-001")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    assert "no error fixture class" not in out  # a replay's note: no fixture was involved
    result.stdout.fnmatch_lines(
        [
            "recording tavily 0/1 recorded, 1 failed | *| ended",
            "gs-001[[]tavily[]] unexpected_error: tavily upstream: transport error: *"
            f"(calling {origin}/tavily: is it up? start what should answer there, or fix "
            f"the ws_endpoints entry tavily={origin}/tavily in *pytest.ini) "
            "(the live search failed, so nothing of this case was recorded; once tavily "
            # the endpoint came from the ini, which the command keeps reading (one rule,
            # errors.record_command: --ws-endpoint repeated only when typed)
            # --ws-record=all, as this run: a failed call keeps the case's older cassette,
            # which =new would find on disk and skip (walkthrough 63 #1)
            "answers, `pytest --ws-provider=tavily --ws-record=all -k gs-001` records it)",
        ]
    )
    run = _run(root)
    (case,) = run["providers"]["tavily"]["cases"]
    assert case["calls"] and {c["local_address"] for c in case["calls"]} == {origin}
    assert all(c["cassette"] is None for c in case["calls"])
    # aimed at a local address, yet nothing was recorded there
    assert run["provenance"]["local_recordings"] == {}
    # no answer came back: the warning says so, not that numbers are not the provider's
    assert "WARNING calls went to a local address and got no answer" in out


@pytest.mark.enable_socket
def test_under_xdist_the_recording_lines_are_lines_of_their_own(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    _project(pytester, monkeypatch, f"http://127.0.0.1:{_closed_port()}/tavily")
    result = _record(pytester, "all", "-n", "2")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    lines = result.stdout.lines
    ours = [x for x in lines if "websearch-bench recording:" in x or "recording tavily " in x]
    assert ours and all(x.startswith(("websearch-bench recording:", "recording ")) for x in ours)
    final = [x for x in lines if x.startswith("recording tavily 0/3 recorded, ")]
    assert final and final[-1].endswith("| ended"), ours
    # pytest's progress letters come after the summary, on a line of their own
    summary = next(i for i, x in enumerate(lines) if x.startswith("websearch-bench recording: 0"))
    letters = next(i for i, x in enumerate(lines) if x.startswith("F"))
    assert letters > summary


@pytest.mark.enable_socket
def test_a_429_is_waited_out_and_kept_only_past_the_transport_s_patience(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    """What docs/recording.md says of 429s: the recording's transport waits a rate limit
    out (nothing kept); only a 429 still there after its patience (600 s of waiting one
    call, 0 here) reaches the pipeline, whose retry is answered: the case is written with
    the 429 as a class-4 error fixture."""
    root = _project(pytester, monkeypatch, emu.url("tavily"))
    emu.inject("tavily", 429, count=1, operation="search")
    waited = _record(pytester, "all", "-k", "gs-001")
    assert waited.ret == 0, waited.stdout.str()[-3000:]
    assert not (root / "cassettes" / "tavily" / "errors").exists()
    waited.stdout.fnmatch_lines(["*1 429(s) paused for*"])

    (root / "conftest.py").write_text(
        "from pytest_websearch_bench.recording.live import ProviderLine\n"
        "ProviderLine.__init__.__kwdefaults__['max_backoff_s'] = 0.0\n",
        encoding="utf-8",
    )
    emu.inject("tavily", 429, count=1, operation="search")
    kept = _record(pytester, "all", "-k", "gs-001")
    assert kept.ret == 0, kept.stdout.str()[-3000:]
    manifest = json.loads((root / "cassettes" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["files"]["tavily/errors/gs-001.search.json"]["fixture_class"] == 4
    recorded = unwrapped(kept.stdout.lines, "  recorded live:")  # wrapped at the width
    assert "; failures kept as fixtures: rate_limited in 1 case(s)" in recorded


def _status(**counts: int) -> dict[str, Any]:
    return {"worker": "gw0", "state": "done", "providers": {"tavily": {"calls": 9, **counts}}}


PLAN: dict[str, Any] = {
    "mode": "all",
    "concurrency": 8,
    "budget_usd": None,
    "rates": {},
    "providers": {
        "tavily": {
            "cases": [f"c{i}" for i in range(15)],
            "estimates": [0.016] * 15,
            "operations": ["search", "extract"],
            "estimate_usd": 0.24,
        }
    },
}


def test_the_progress_line_never_counts_a_failed_case_as_recorded() -> None:
    from pytest_websearch_bench.recording.progress import Progress, summary_lines

    progress = Progress(PLAN)
    running = progress.line([_status(recorded=10, failed=2)], 100.0, 0.16)
    assert running.startswith("recording tavily 10/15 recorded, 2 failed | ")
    assert " | ETA " in running
    # the phase ended: what no process recorded or failed was left (stopped, unclaimed)
    final = progress.line([_status(recorded=12, failed=3)], 101.0, 0.19, final=True)
    assert final.startswith("recording tavily 12/15 recorded, 3 failed | ")
    assert final.endswith(" | ended")
    stopped = progress.line([_status(recorded=12, failed=1)], 102.0, 0.19, final=True)
    assert stopped.startswith("recording tavily 12/15 recorded, 1 failed, 2 left | ")
    head = summary_lines(PLAN, [_status(recorded=12, failed=3)], 0.19, 3.0, {})[0]
    assert head.startswith("websearch-bench recording: 12 case(s) recorded, 3 failed in 3.0 s")


class _Writer:
    def __init__(self) -> None:
        self.width_of_current_line = 0


class _Reporter:
    """pytest's terminal reporter as xdist's controller uses it: progress letters written
    with ``write`` (no path, so ``write_line`` would not end their line)."""

    def __init__(self) -> None:
        self.isatty = False
        self._tw = _Writer()
        self.out: list[str] = []

    def write(self, text: str) -> None:
        self.out.append(text)
        self._tw.width_of_current_line = (
            len(text.rsplit("\n", 1)[-1])
            if "\n" in text
            else (self._tw.width_of_current_line + len(text))
        )

    def write_line(self, line: str) -> None:
        self.out.append(line + "\n")
        self._tw.width_of_current_line = 0

    def rewrite(self, line: str, **markup: bool) -> None:
        self.out.append("\r" + line)


class _Config:
    def __init__(self, reporter: _Reporter) -> None:
        self.pluginmanager = self
        self.reporter = reporter

    def getplugin(self, name: str) -> _Reporter:
        return self.reporter


def test_a_recording_line_after_progress_letters_starts_a_line_of_its_own() -> None:
    from pytest_websearch_bench.plugin.recording import Display

    reporter = _Reporter()
    display = Display(_Config(reporter), PLAN)  # type: ignore[arg-type]
    reporter.write("FF")  # an item's letters, before the line
    display.line("websearch-bench recording: 0 case(s) recorded, 2 failed in 1.0 s")
    display.final([_status(recorded=0, failed=2)], 0.0, 1.0)
    text = "".join(reporter.out)
    assert text.startswith("FF\nwebsearch-bench recording: 0 case(s) recorded, 2 failed")
    assert text.endswith(
        "\nrecording tavily 0/15 recorded, 2 failed, 13 left | 9.0 calls/s "
        "| 429s 0 | cost $0.0000 | ended\n"
    )


def test_a_reused_answer_is_replayed_the_rest_of_a_recorded_case_measured() -> None:
    from pytest_websearch_bench.metrics.latency import latency_summary, measured_calls
    from pytest_websearch_bench.records import CallRecord, CaseRecord

    def call(fingerprint: str, latency: float, **kw: Any) -> CallRecord:
        return CallRecord("tavily", "search", fingerprint=fingerprint, latency_ms=latency,
                          cassette=f"tavily/search/{fingerprint}.json", **kw)  # fmt: skip

    def case(case_id: str, calls: list[CallRecord], recorded: Any) -> CaseRecord:
        return CaseRecord(case_id=case_id, provider="tavily", category="c", web_role="allowed",
                          claim_type="c", query="q", calls=calls, recorded=recorded)  # fmt: skip

    records = [
        case("fresh", [call("a", 10.0), call("b", 20.0)], {"calls": 2}),
        case("resumed", [call("c", 30.0), call("d", 40.0)], {"reused_requests": ["d"]}),
        case("on-disk", [call("e", 50.0)], None),  # replayed from cassettes on disk
        # a kept synthetic failure fixture, and a hand-edited run file's odd value
        case("synth", [call("f", 1.0, synthetic=True)], {"reused_requests": 3}),
    ]
    fresh = measured_calls(records)
    summary = latency_summary((c for r in records for c in r.calls), lambda c: id(c) in fresh)
    assert summary["search"]["measured"] == 3 and summary["search"]["replayed"] is True
    alone = latency_summary(records[0].calls, lambda c: id(c) in fresh)["search"]
    assert alone["measured"] == 2 and alone["replayed"] is False
