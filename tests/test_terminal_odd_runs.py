"""The terminal report of odd runs: ``-n 2`` says its network level in one line (more only
when the processes differ), a run where every allowed case hard-faulted gives one reason
for every gate it left unjudged (run file too), and calls to a local address are warned
about whether they got an answer or not."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import latest_run, make_bench_project
from local_http import QuietHandler, local_server
from pytest_websearch_bench.gates import honest_partial_gate
from pytest_websearch_bench.isolation.level import Isolation, describe_processes
from pytest_websearch_bench.records import CallRecord, CaseRecord, HardFault, unmeasured_reason
from pytest_websearch_bench.report.aggregate import NO_CASCADE, AggregateContext, aggregate
from pytest_websearch_bench.report.terminal import render
from runkit import all_unwrapped, record, run_of, unwrapped

# -- the network lines under xdist ----------------------------------------------------------


def _section(text: str) -> list[str]:
    """The websearch-bench section's lines (after its separator)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if "= websearch-bench =" in line)
    return lines[start + 1 :]


def _flat(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split())  # the terminal wraps long lines


@pytest.mark.parametrize("dist", [[], ["-n", "2"]], ids=["serial", "xdist2"])
def test_one_network_line_serial_and_under_xdist(
    pytester: pytest.Pytester, dist: list[str]
) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-002"], providers=("tavily",))
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "-p", "no:cacheprovider", *dist)
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()
    out = result.stdout.lines
    assert sum(line.startswith("websearch-bench network:") for line in out) == 1  # the header
    section = _section(result.stdout.str())
    assert [line for line in section if line.startswith("network")] == [
        next(line for line in section if line.startswith("network: "))
    ]
    flat = _flat(section)
    if dist:
        assert "loopback only (controller and 2 workers)" in flat or (
            "no OS sandbox" in flat and "(controller and 2 workers)" in flat
        )
    else:
        assert "controller" not in flat and "workers" not in flat


# xdist starts its workers with ``python -c`` (the variable PYTEST_XDIST_WORKER is no test:
# a pytester run inside an xdist worker inherits it)
EARLY_SERVER = """
import socket
import sys

if sys.argv[:1] != ["-c"]:  # the controller alone: the workers differ
    SERVER = socket.create_server(("127.0.0.1", 0))
"""


def test_workers_whose_isolation_differs_keep_a_line_each(pytester: pytest.Pytester) -> None:
    """A socket open before the lock in the controller only: the run's line is the weakest,
    and the controller's and the workers' lines follow it."""
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-002"], providers=("tavily",))
    (pytester.path / "early_server.py").write_text(EARLY_SERVER, encoding="utf-8")
    result = pytester.runpytest_subprocess(
        "-p", "early_server", "--ws-provider=tavily", "-p", "no:cacheprovider", "-n", "2"
    )
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()
    section = _section(result.stdout.str())
    named = all_unwrapped(section, "network")  # each read whole (wrapped at the width)
    assert [line.split(":")[0] for line in named] == [
        "network",
        "network, controller",
        "network, gw0, gw1",
    ]
    assert "WARNING 1 inet socket(s) were open before the lock" in named[1]
    assert "WARNING" not in named[2]
    assert "(the weakest of the controller and 2 workers, each below)" in _flat(section)


def _view(**changes: object) -> dict[str, object]:
    base = Isolation("session", "userns+netns", "entered", None, 5.0, 0).as_dict()
    return {**base, **changes}


def test_processes_at_one_level_share_the_run_line() -> None:
    """A worker inherits the controller's sandbox: the same level, whatever its origin."""
    inherited = _view(origin="inherited", startup_ms=0.0)
    assert describe_processes({}) == ("", [])
    assert describe_processes({"controller": _view()}) == ("", [])
    assert describe_processes({"controller": _view(), "gw0": inherited}) == (
        " (controller and 1 worker)",
        [],
    )
    added, lines = describe_processes(
        {"controller": _view(), "gw0": inherited, "gw1": _view(sandbox="none", reason="x")}
    )
    assert added == " (the weakest of the controller and 2 workers, each below)"
    assert [line.split(":")[0] for line in lines] == [
        "network, controller",
        "network, gw0",
        "network, gw1",
    ]


# -- a run where every allowed case hard-faulted ---------------------------------------------


class _Failing(QuietHandler):
    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("content-length", 0) or 0))
        body = b'{"error": "boom"}'
        self.send_response(400)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST


@pytest.fixture(params=["http-400", "refused"])
def failing_endpoint(request: pytest.FixtureRequest) -> Iterator[str]:
    """A local address where every call fails: a server answering 400, or none at all (a
    500 is the provider's own failure, recorded and scored against it: stop 65)."""
    if request.param == "refused":
        with local_server(_Failing) as server:
            pass
        yield server.origin  # closed: its port refuses every connection
        return
    with local_server(_Failing) as server:
        yield server.origin


GATES_YAML = """gates:
  - latency.search.p95_ms <= 2500
  - precision@10 >= 0.30
  - category.contactos_comerciales.ndcg@10 >= 0.2
"""


@pytest.mark.enable_socket
def test_every_call_failing_gives_one_reason_and_the_local_address_warning(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, failing_endpoint: str
) -> None:
    """Recording through a local --ws-endpoint where every call fails: some cases fail
    (unexpected_error), the rest are left when the outage gate stops the recording (their
    failed calls are kept); either way every gate on the allowed cases is not evaluated
    for the one reason, the run file's null reasons say it, and the local address is
    warned about."""
    ids = ["gs-001", "gs-002", "gs-003", "gs-004"]
    root = make_bench_project(pytester.path, case_ids=ids, providers=("tavily",))
    shutil.rmtree(root / "cassettes")
    (root / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_outage_cooldown = 0\n", encoding="utf-8"
    )
    (root / "golden" / "gates.yaml").write_text(GATES_YAML, encoding="utf-8")
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-not-a-key")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily",
        "--ws-record=new",
        f"--ws-endpoint=tavily={failing_endpoint}",
        "-p",
        "no:cacheprovider",
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED, result.stdout.str()
    run = latest_run(root)
    block = run["providers"]["tavily"]
    assert block["hard_faults"] and all(
        fault["kind"] in ("unexpected_error", "not_recorded") for fault in block["hard_faults"]
    )
    reason = f"every call to tavily failed: every allowed case ({len(ids)}) has a hard fault ("
    independent = {"abstention", "cost_divergence"}  # no forbidden case, no invoice
    unjudged = {
        gate["name"]: gate["reason"]
        for gate in block["gates"]
        if gate["status"] == "not_evaluated" and gate["name"] not in independent
    }
    assert set(unjudged) >= {
        "citation_coverage",
        "injection_containment",
        "honest_partial",
        "freshness_accuracy",
        "latency.search.p95_ms",
        "precision@10",
        "category.contactos_comerciales.ndcg@10",
    }
    (only,) = set(unjudged.values())
    assert only.startswith(reason), only
    nulls = {
        k: v for k, v in block["null_reasons"].items() if k not in ("abstention", "wasted_cost_usd")
    }
    # a number null whatever the cases did keeps its own reason (no judge, no cascade)
    standing = {
        "no --ws-judge",
        NO_CASCADE,
    }
    assert set(nulls.values()) - standing == {only}
    assert block["null_reasons"]["judged_recall@5"] == "no --ws-judge"
    assert block["null_reasons"]["abstention"] == "no forbidden cases were run"
    # every case started (4 cases, 8 calls in flight): each keeps its failed calls, those
    # the recording left when tavily looked down included
    assert all(
        case["calls"] and all(call["error_kind"] for call in case["calls"])
        for case in block["cases"]
    )
    out = result.stdout.str()
    flat = _flat(out.splitlines())
    for name in unjudged:
        assert f"{name} " in flat or f"{name}: " in flat  # a count: honest_partial: ...
    # said once, above the gates (stop 56: not on each of 5-7 gate lines), which refer to it
    assert flat.count(only) == 1 and f"gates not evaluated: {only}" in flat
    assert flat.count("(see above)") >= len(unjudged)
    warning = unwrapped(result.stdout.lines, "WARNING calls went to a local")  # one, wrapped
    assert failing_endpoint in warning


# -- the pieces, without a session -------------------------------------------------------------


def _faulted(case_id: str, kind: str, *calls: CallRecord) -> CaseRecord:
    made = record(case_id, "tavily")
    made.documents, made.claims, made.calls = [], [], list(calls)
    made.hard_fault = HardFault(kind, "why")
    return made


FAILED = CallRecord("tavily", "search", status=500, error_kind="upstream")
REFUSED = CallRecord("tavily", "search", error_kind="upstream")
NO_CASSETTE = CallRecord("tavily", "search", error_kind="fixture")


def test_the_reason_names_the_cause() -> None:
    failed = [_faulted("c1", "unexpected_error", FAILED, REFUSED), _faulted("c2", "not_recorded")]
    assert unmeasured_reason(failed) == (
        "every call to tavily failed: every allowed case (2) has a hard fault "
        "(not_recorded 1, unexpected_error 1; see hard_faults)"
    )
    never_left = [_faulted("c1", "fixture", NO_CASSETTE)]  # a replay with no cassette
    assert unmeasured_reason(never_left) == (
        "no case was measured: every allowed case (1) has a hard fault (fixture 1; see hard_faults)"
    )
    answered = CallRecord("tavily", "search", status=200)
    late = [_faulted("c1", "claims", answered)]  # the calls answered, the case failed later
    assert str(unmeasured_reason(late)).startswith("no case was measured:")
    assert unmeasured_reason([*failed, record("c3", "tavily")]) is None  # a case was measured
    assert unmeasured_reason([]) is None


def test_the_gates_and_the_null_reasons_give_the_same_reason() -> None:
    failed = [
        _faulted("c1", "unexpected_error", FAILED),
        _faulted("c2", "unexpected_error", FAILED),
    ]
    reason = unmeasured_reason(failed)
    assert reason is not None
    computed = aggregate(failed, AggregateContext())
    assert computed["null_reasons"]["precision@10"] == reason
    assert computed["null_reasons"]["citation_coverage"] == reason
    assert honest_partial_gate(failed).reason == reason
    fine = [record("c1", "tavily")]  # measured, no extract call: the gate's own reason
    assert honest_partial_gate(fine).reason == (
        "no call in this run asked for a number of results or URLs"
    )


def test_left_cases_keep_the_calls_they_made() -> None:
    """A case the recording left when the provider looked down keeps its failed calls: the
    local-address warning and the reason depend on them."""
    from pytest_websearch_bench.cases import load_golden_cases
    from pytest_websearch_bench.session.live_case import not_recorded

    case = load_golden_cases(Path(__file__).resolve().parents[1] / "golden")[0]
    outcome = {"state": "left", "reason": "tavily looks down", "calls": [FAILED.to_dict()]}
    kept = not_recorded(case, "tavily", json.loads(json.dumps(outcome)))  # as the folder keeps it
    assert kept.hard_fault is not None and kept.hard_fault.kind == "not_recorded"
    assert [(c.status, c.error_kind) for c in kept.calls] == [(500, "upstream")]
    older = not_recorded(case, "tavily", {"state": "left", "reason": "stopped"})
    assert older.calls == []


def test_the_local_address_warning_when_every_call_failed() -> None:
    endpoints = {"tavily": "http://127.0.0.1:18931"}
    left = [_faulted("c1", "not_recorded", FAILED), _faulted("c2", "not_recorded", REFUSED)]
    lines = render(run_of(left, endpoints=endpoints), "run.json")
    assert "127.0.0.1:18931" in unwrapped(lines, "WARNING calls went to a local address")
