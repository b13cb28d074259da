"""A provider that fails while recording (walkthrough 65e), against the emulator this test
starts on 127.0.0.1:

* a 5xx or a timeout that outlasts the pipeline's retries is the provider's documented
  failure (fixture classes 5 and 6): it is recorded (``errors/``) and scored against the
  provider, as the replay of its cassette is, never an ``unexpected_error`` hard fault
  that every metric leaves out; a connection refused at a local port stays the bench's
  own fault (nothing listens: nothing to record);
* a wrong API key: after the first 401 no further call of the provider is sent, one
  summary line names the provider, its variable and the remedy, the other cases are
  not recorded for that reason without a remedy each, and the local-address warning
  does not say "no answer" (a 401 is one).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.cases import load_golden_cases
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.pipeline import CaseRun, execute, provider_calls_only
from pytest_websearch_bench.providers import get_adapter
from pytest_websearch_bench.resilience import FakeClock
from runkit import unwrapped

CASES = ["gs-001", "gs-003"]  # all allowed: a search and an extract each
KEY_CASES = ["gs-001", "gs-002", "gs-003", "gs-011"]


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


def _run(root: Path, name: str = "run.json") -> dict[str, Any]:
    return json.loads((root / name).read_text(encoding="utf-8"))


def _case(run: dict[str, Any], case_id: str) -> dict[str, Any]:
    return next(c for c in run["providers"]["tavily"]["cases"] if c["case_id"] == case_id)


@pytest.mark.enable_socket
def test_a_503_past_the_retries_is_recorded_and_scored_as_the_providers_failure(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    root = tavily_endpoint_project(pytester, monkeypatch, emu.url("tavily"), CASES, cooldown=0.2)
    # one case at a time, in case-id order: gs-001's search and its two retries get a 503
    emu.inject("tavily", 503, count=3, operation="search")
    result = record_tavily(pytester, "all", "--ws-concurrency=1")
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.OK, out[-3000:]
    assert "unexpected_error" not in out and "hard faults" not in out
    assert "failed to record" not in out
    summary = unwrapped(result.stdout.lines, "  tavily: 1 case(s) recorded as tavily's own")
    assert "(gs-001: a 5xx or a timeout after the retries" in summary
    assert "scored against tavily" in summary
    assert "`pytest --ws-provider=tavily --ws-record=all -k gs-001` asks tavily again" in summary
    recorded_line = unwrapped(result.stdout.lines, "  recorded live: ")
    assert "ended in tavily's own failure" in recorded_line and "gs-001" in recorded_line
    run = _run(root)
    block = run["providers"]["tavily"]
    assert not block.get("hard_faults")
    case = _case(run, "gs-001")
    assert case["hard_fault"] is None
    assert case["outcome"] == "error" and "HTTP 503" in case["outcome_reason"]
    assert case["fixture_classes"] == [5]
    assert block["recorded"]["provider_failed"] == ["gs-001"]
    # the failure is on disk, as a class-5 fixture, and nothing else of the case
    manifest = json.loads((root / "cassettes" / "manifest.json").read_text(encoding="utf-8"))
    entry = manifest["files"]["tavily/errors/gs-001.search.json"]
    assert entry["fixture_class"] == 5
    assert not (root / "cassettes" / "tavily" / "search" / "gs-001.json").exists()

    # a later replay of that cassette says the same of the case
    replay = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", "--ws-report=replay.json"
    )
    text = replay.stdout.str()
    assert replay.ret == pytest.ExitCode.OK, text[-3000:]
    assert "unexpected_error" not in text and "hard faults" not in text
    again = _case(_run(root, "replay.json"), "gs-001")
    assert again["hard_fault"] is None and again["outcome"] == "error"
    assert again["fixture_classes"] == [5]
    # the case counts in both runs' denominators (a failure never shrinks them)
    for name in ("run.json", "replay.json"):
        overall = _run(root, name)["providers"]["tavily"]["aggregate"]
        assert overall["n_measured"] == len(CASES), (name, overall)


def _live_run(transport: httpx.BaseTransport, repo_root: Path) -> Any:
    case = next(c for c in load_golden_cases(repo_root / "golden") if c.id == "gs-001")
    families = FamilyTable.load(repo_root / "golden" / "families.yaml")
    adapter = get_adapter(
        "tavily", client=httpx.Client(transport=transport), api_key="tvly-test-key"
    )
    run = CaseRun(case, adapter, families=families, clock=FakeClock())
    record, unexpected = execute(run, provider_calls_only)
    assert unexpected is None, unexpected
    return record


def test_a_timeout_past_the_retries_is_the_providers_failure_live(repo_root: Path) -> None:
    def never(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("timed out", request=request)

    record = _live_run(httpx.MockTransport(never), repo_root)
    assert record.calls and all(c.error_kind == "timeout" for c in record.calls)
    assert record.hard_fault is None
    assert record.outcome == "error" and "timeout" in record.outcome_reason


def test_a_refused_local_connection_stays_the_benchs_fault(repo_root: Path) -> None:
    def refused(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)

    record = _live_run(httpx.MockTransport(refused), repo_root)
    assert record.hard_fault is not None and record.hard_fault.kind == "unexpected_error"


@pytest.mark.enable_socket
@pytest.mark.parametrize("workers", [["--ws-concurrency=1"], []], ids=["one", "concurrent"])
def test_a_wrong_key_stops_the_provider_at_the_first_401(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    config = dataclasses.replace(EmulatorConfig.for_tests(), api_keys={"tavily": "tvly-right"})
    with ProviderEmulator(config) as server:
        url = server.url("tavily")
        root = tavily_endpoint_project(pytester, monkeypatch, url, KEY_CASES, cooldown=0.2)
        monkeypatch.setenv("TAVILY_API_KEY", "tvly-wrong")
        result = record_tavily(pytester, "all", *workers)
        sent = server.stats()["totals"]
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.TESTS_FAILED, out[-3000:]
    calls = sent["requests"]
    if workers:  # one call in flight: the first 401 is the only call sent
        assert calls == 1, sent
    else:  # the calls already in flight when it came, at most; never one per case
        assert calls < len(KEY_CASES) * 2, sent
    line = unwrapped(result.stdout.lines, "  tavily refused the API key in TAVILY_API_KEY")
    assert "(HTTP 401 auth)" in line
    assert f"{len(KEY_CASES)} case(s) not recorded" in line
    # the run's own mode (stop 66): under =all the cases keep their older cassettes, which
    # =new would find on disk and not record
    assert "check TAVILY_API_KEY, then `pytest --ws-provider=tavily --ws-record=all`" in line
    assert len(result.stdout.lines) > 0 and out.count("check TAVILY_API_KEY") == 1
    # every item says why, none repeats a remedy of its own
    for case_id in KEY_CASES:
        item = unwrapped(result.stdout.lines, f"{case_id}[tavily] not_recorded: ")
        assert "refused the API key in TAVILY_API_KEY" in item
        assert "--ws-record" not in item and "once tavily answers" not in item
    assert "unexpected_error" not in out and "looks down" not in out
    assert "failed to record" not in out and "left for the next run (" not in out
    # a 401 is an answer: the warning says what came back, not that nothing did
    assert "got no answer" not in out
    assert "calls went to a local address and got only error answers" in out
    run = _run(root)
    faults = run["providers"]["tavily"]["hard_faults"]
    assert sorted(f["case_id"] for f in faults) == KEY_CASES
    assert {f["kind"] for f in faults} == {"not_recorded"}
    assert "refused the API key" in run["recording"]["providers"]["tavily"]["stopped"]
