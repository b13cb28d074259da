"""Six things a newcomer's walkthrough found, each reproduced here:

1. a remedy's recording command keeps the run's own --ws-cassettes and --ws-endpoint
   (copied as written, it records into the tree the run reads, at the address it calls):
   the live remedy of a refused call, the replay's missing-cassette remedy;
2. the recording's outage line cannot be read against "[Errno 111] Connection refused";
3. ``--no-summary`` keeps both local-address warnings beside the synthetic one;
4. ``ws-bench diff`` on too few cases says it is the metrics that are not called, and a
   gate that passed and now fails still counts;
5. when every call failed, a number null for a reason of its own (no judge, no cascade)
   keeps that reason;
6. a gates.yaml error names the file once.
"""

from __future__ import annotations

import json
import shutil
import socket
from pathlib import Path

import pytest

from conftest import drop_fixture, make_bench_project
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.config import BenchConfig
from pytest_websearch_bench.errors import CassetteNotFoundError, RecordContext
from pytest_websearch_bench.recording.progress import summary_lines
from pytest_websearch_bench.records import CallRecord, CaseRecord, HardFault, unmeasured_reason
from pytest_websearch_bench.report.aggregate import NO_CASCADE, AggregateContext, aggregate
from pytest_websearch_bench.report.terminal import one_line
from pytest_websearch_bench.user_gates import (
    GateRule,
    GateRuleError,
    evaluate_user_gates,
    load_gate_file,
)
from runkit import record, run_of, write

# -- 1. the remedies keep the run's tree and endpoint --------------------------------------------


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_the_record_command_keeps_the_tree_and_the_endpoint() -> None:
    assert RecordContext().record_command("exa") == "pytest --ws-provider=exa --ws-record=new"
    given = RecordContext(cassettes="cassettes dead", endpoints={"exa": "http://127.0.0.1:9/exa"})
    assert given.record_command("exa", case_id="tm-001") == (
        "pytest --ws-provider=exa --ws-cassettes='cassettes dead' "
        "--ws-endpoint exa=http://127.0.0.1:9/exa --ws-record=new -k tm-001"
    )
    error = CassetteNotFoundError(
        "exa", "search", "tm-001", "x.json", RecordContext(cassettes="cassettes-dead")
    )
    assert "`pytest --ws-provider=exa --ws-cassettes=cassettes-dead --ws-record=new`" in str(error)


def test_the_cassettes_option_is_the_tree_as_given_none_for_the_default(tmp_path: Path) -> None:
    def config(cassettes: str | None) -> BenchConfig:
        values = {"ws-provider": "tavily", "ws-cassettes": cassettes}
        return BenchConfig.from_sources(tmp_path, values.get, lambda name: None)

    assert config(None).cassettes_option is None
    assert config("cassettes").cassettes_option is None
    assert config("cassettes-dead").cassettes_option == "cassettes-dead"
    elsewhere = tmp_path.parent / "elsewhere"
    assert config(str(elsewhere)).cassettes_option == str(elsewhere)


@pytest.mark.enable_socket
def test_a_refused_live_call_and_a_missing_cassette_keep_the_runs_options(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-003"], providers=("tavily",))
    drop_fixture(root, "tavily/search/gs-001.json")
    drop_fixture(root, "tavily/extract/gs-001.json")
    shutil.move(root / "cassettes", root / "cassettes-dead")
    (root / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_outage_cooldown = 0.2\n", encoding="utf-8"
    )
    endpoint = f"http://127.0.0.1:{_closed_port()}/tavily"
    kept = f"--ws-cassettes=cassettes-dead --ws-endpoint tavily={endpoint}"

    replay = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-cassettes=cassettes-dead", f"--ws-endpoint=tavily={endpoint}",
        "-p", "no:cacheprovider", "-k", "gs-001",
    )  # fmt: skip
    assert replay.ret == pytest.ExitCode.TESTS_FAILED
    replay.stdout.fnmatch_lines(
        [f"*record it with `pytest --ws-provider=tavily {kept} --ws-record=new` and the*"]
    )

    live = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-record=new", "--ws-cassettes=cassettes-dead",
        f"--ws-endpoint=tavily={endpoint}", "-p", "no:cacheprovider", "-k", "gs-001",
    )  # fmt: skip
    assert live.ret == pytest.ExitCode.TESTS_FAILED
    live.stdout.fnmatch_lines(
        [
            "*(the live search failed, so nothing of this case was recorded; once tavily "
            f"answers, `pytest --ws-provider=tavily {kept} --ws-record=new -k gs-001` "
            "records it)*"
        ]
    )
    assert not (root / "cassettes").exists()  # nothing went to the default tree


# -- 2. the outage line ---------------------------------------------------------------------------


def test_the_outage_line_cannot_be_read_against_a_refused_connection() -> None:
    plan = {"providers": {"exa": {"cases": ["a", "b"]}}}
    statuses = [
        {"worker": "gw0", "providers": {"exa": {"failed": 2, "calls": 6, "outage_pauses": 2}}}
    ]
    lines = summary_lines(plan, statuses, 0.0, 1.0, {})
    (line,) = [x for x in lines if x.startswith("  exa: paused")]
    assert line == (
        "  exa: paused 2 time(s) after consecutive upstream failures (the calls waited "
        "ws_outage_cooldown, then were sent: none of this run's calls was skipped)"
    )
    assert "refused" not in line


# -- 3. --no-summary keeps the local-address warnings -----------------------------------------------


def _called(case_id: str, *, local_address: str | None = None) -> CaseRecord:
    made = record(case_id, "tavily")
    for call in made.calls:
        call.local_address = local_address
        call.cassette = f"tavily/search/{case_id}.json" if local_address else None
    return made


def test_the_one_line_keeps_both_local_address_warnings() -> None:
    endpoints = {"tavily": "http://127.0.0.1:18931"}
    called = run_of([_called("c1")], endpoints=endpoints)
    line = one_line(called, "run.json")
    assert (
        "; WARNING calls went to a local address, not to the provider "
        "(tavily: http://127.0.0.1:18931); run file: run.json"
    ) in line
    recorded = run_of([_called("c1", local_address="http://127.0.0.1:18931")])
    assert recorded["provenance"]["local_recordings"] == {"tavily": ["http://127.0.0.1:18931"]}
    line = one_line(recorded, None)
    assert line.endswith(
        "; WARNING recorded at a local address, not at the provider (tavily: http://127.0.0.1:18931)"
    )
    assert "calls went to" not in line  # the one warning for it, as the summary gives
    assert "WARNING" not in one_line(run_of([_called("c1")]), None)


# -- 4. ws-bench diff on too few cases --------------------------------------------------------------


def test_the_too_few_header_is_about_metrics_and_a_gate_regression_still_counts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gate = GateRule("precision@10", ">=", 0.3, "golden/gates.yaml", None, "precision@10")
    old = write(tmp_path / "old.json", run_of([record("c1", relevant=10)], user_gates=[gate]))
    new = write(tmp_path / "new.json", run_of([record("c1", relevant=0)], user_gates=[gate]))
    assert main(["diff", str(old), str(new), "--fail-on-regression"]) != 0
    captured = capsys.readouterr()
    out = captured.out + captured.err
    assert (
        "too few to call (1 case in common, fewer than 10): metric changes are shown, none is "
        "called a regression or an improvement (nor counted by --fail-on-regression); a gate "
        "NEW fails (passed -> failed, or added or changed since OLD) still counts"
    ) in " ".join(out.split())  # wrapped at the terminal's width
    assert "REGRESSED p gate precision@10 (precision@10 >= 0.3): passed -> failed" in out


# -- 5. a number null for its own reason keeps it -------------------------------------------------


def _failed(case_id: str) -> CaseRecord:
    made = record(case_id, "exa")
    made.documents, made.claims = [], []
    made.calls = [CallRecord("exa", "search", error_kind="upstream")]
    made.hard_fault = HardFault("unexpected_error", "[Errno 111] Connection refused")
    return made


def test_when_every_call_failed_a_standing_reason_is_kept() -> None:
    failed = [_failed("c1"), _failed("c2")]
    everything = unmeasured_reason(failed)
    assert everything is not None and everything.startswith("every call to exa failed")
    reasons = aggregate(failed, AggregateContext())["null_reasons"]
    assert reasons["precision@10"] == everything  # the failure made it null
    assert reasons["citation_coverage"] == everything
    assert reasons["judged_recall@5"] == "no --ws-judge"
    assert reasons["judge_coverage"] == "no --ws-judge"
    assert reasons["fallback_rate"] == NO_CASCADE
    # with a judge, the judged numbers were left null by the failure
    judged = aggregate(failed, AggregateContext(judge_model="m"))["null_reasons"]
    assert judged["judged_recall@5"] == everything


def test_when_every_call_failed_a_user_gate_keeps_a_standing_reason() -> None:
    """A user gate on a judged or cascade number gives that number's own reason, not the
    failure's; one on a number the failure left null gives the failure's."""
    failed = [_failed("c1"), _failed("c2")]
    overall = aggregate(failed, AggregateContext())
    rules = [
        GateRule("judged_recall@5", ">=", 0.5, "golden/gates.yaml", None, "judged_recall@5"),
        GateRule("fallback_rate", "<=", 0.2, "golden/gates.yaml", None, "fallback_rate"),
        GateRule("precision@10", ">=", 0.3, "golden/gates.yaml", None, "precision@10"),
    ]
    gates = evaluate_user_gates(rules, overall, {}, {}, failed)
    reasons = [g["reason"] for g in gates]
    assert reasons[0] == "no --ws-judge"
    assert reasons[1] == NO_CASCADE
    assert reasons[2].startswith("every call to exa failed")


# -- 6. a gates.yaml error names the file once -----------------------------------------------------


def test_a_gate_file_error_names_the_file_once(tmp_path: Path) -> None:
    path = tmp_path / "gates.yaml"
    path.write_text(
        "gates:\n  - precision@10 >= 0.3\n  - ndcg@10 >= 0.5\n  - precision@10 >= 30\n",
        encoding="utf-8",
    )
    with pytest.raises(GateRuleError) as raised:
        load_gate_file(path, str(path))
    message = str(raised.value)
    assert message.startswith(
        f"{path}, gate 3: 'precision@10 >= 30': precision@10 takes values from 0 to 1"
    )
    assert message.count(str(path)) == 1
    assert json.dumps(message)  # a plain message, no traceback
