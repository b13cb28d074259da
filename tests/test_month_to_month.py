"""The monthly loop as a new user met it: a gate failing every month is shown, a run made
outside a git repository is said in the tool's words, the suggested gate carries a value,
runs of several providers are diffed each, and a gate that went from passed to failed
counts for ``--fail-on-regression``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.compare import months_command, months_line
from pytest_websearch_bench.report.diff import DIFFS_SCHEMA, diff_each, diff_runs
from pytest_websearch_bench.report.diff_gates import gate_regressions, pair_gates, still_failing
from pytest_websearch_bench.report.diff_render import reason_text, render_diff, suggestion
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.user_gates import parse_rule
from runkit import all_unwrapped, record, run_of, unwrapped, write

SRC = str(Path(__file__).resolve().parents[1] / "src")
MONTHS = ("2026-10-20T09:00:00Z", "2026-11-20T09:00:00Z", "2026-12-20T09:00:00Z")
FATAL = (
    "/ci/suite is not in a git work tree (fatal: not a git repository (or any of the "
    "parent directories): .git)"
)


def _month(
    path: Path,
    when: str,
    *,
    relevant: list[int],
    rules: tuple[str, ...] = ("precision@10 >= 0.5",),
    providers: tuple[str, ...] = ("p",),
    **context: Any,
) -> Path:
    """One month's run file: case ``i`` with ``relevant[i]`` relevant documents in its top 10."""
    records = [
        record(f"c{i:02d}", name, relevant=n, useful=True, captured=when)
        for name in providers
        for i, n in enumerate(relevant)
    ]
    parsed = [parse_rule(r, "golden/gates.yaml", "golden/gates.yaml") for r in rules]
    return write(path, run_of(records, finished=when, user_gates=parsed, **context))


def _gate(name: str, status: str, value: float, threshold: str = ">= 0.5") -> dict[str, Any]:
    rule = f"{name} {threshold}"
    return {"name": name, "kind": "user", "rule": rule, "status": status, "value": value,
            "threshold": threshold}  # fmt: skip


# 1. a gate failing in both runs is shown, with its value and since when


def test_a_gate_failing_in_both_runs_is_paired_as_still_failing() -> None:
    gates = pair_gates(
        [_gate("precision@10", "failed", 0.1), _gate("ndcg@10", "passed", 0.6)],
        [_gate("precision@10", "failed", 0.12), _gate("ndcg@10", "passed", 0.7)],
    )
    assert [p["still_failing"] for p in gates["pairs"]] == [True, False]
    assert not any(p["changed"] for p in gates["pairs"])
    assert still_failing(gates, "2026-10.json") == [
        "precision@10 (0.120 vs >= 0.5), since 2026-10.json"
    ]
    assert gate_regressions(gates) == []  # a standing failure is no change


def test_diff_shows_a_standing_failure_and_does_not_fail_on_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = _month(tmp_path / "2026-10.json", MONTHS[0], relevant=[1] * 12)
    new = _month(tmp_path / "2026-11.json", MONTHS[1], relevant=[1] * 12)
    assert main(["diff", str(old), str(new), "--fail-on-regression"]) == 0
    out = capsys.readouterr().out.splitlines()
    at = out.index("gates: the same verdicts in both runs (7 gates)")
    assert out[at + 1] == "  still failing: precision@10 (0.100 vs >= 0.5), since 2026-10.json"
    pair = next(p for p in diff_runs(old, new)["gates"]["pairs"] if p["still_failing"])
    assert pair["new"]["value"] == pytest.approx(0.1) and pair["new"]["threshold"] == ">= 0.5"


def test_history_follows_a_standing_failure_back_to_the_run_it_began(tmp_path: Path) -> None:
    # the first rule fails every month, the second from November on
    rules = ("precision@10 >= 0.5", "precision@10 >= 0.25")
    _month(tmp_path / "2026-10.json", MONTHS[0], relevant=[3] * 12, rules=rules)
    _month(tmp_path / "2026-11.json", MONTHS[1], relevant=[2] * 12, rules=rules)
    _month(tmp_path / "2026-12.json", MONTHS[2], relevant=[2] * 12, rules=rules)
    history = build_history(tmp_path)
    newest = history["providers"]["p"][-1]["versus_previous"]
    assert [(g["name"], g["since"]) for g in newest["still_failing"]] == [
        ("precision@10", "2026-10.json"),
        ("precision@10#2", "2026-11.json"),
    ]
    lines = render_history(history)
    standing = [line for line in lines if "still failing" in line]
    assert standing == [  # once, on the newest row
        "    2026-12.json: still failing: precision@10 (0.200 vs >= 0.5), since 2026-10.json; "
        "precision@10#2 (0.200 vs >= 0.25), since 2026-11.json"
    ]


# 2. a run made outside a git repository


def test_git_s_fatal_text_is_said_in_the_tool_s_words() -> None:
    text = reason_text(FATAL)
    assert "fatal" not in text and ".git)" not in text
    assert text == (
        "the suite ran outside a git repository (/ci/suite): no commit names its code, so a "
        "change of the suite between runs cannot be seen here"
    )
    other = reason_text("/ci/suite is not in a git work tree (fatal: detected dubious ownership)")
    assert (
        other == "/ci/suite could not be read as a git work tree (git: detected dubious ownership)"
    )
    plain = "the git work tree at /ci/suite has no commit yet"
    assert reason_text(plain) == plain


def test_diff_and_history_never_print_git_s_fatal_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    git = {"sha": None, "dirty": None, "reason": FATAL}
    old = _month(tmp_path / "2026-10.json", MONTHS[0], relevant=[1] * 12, git=git)
    new = _month(tmp_path / "2026-11.json", MONTHS[1], relevant=[1] * 12, git=git)
    assert main(["diff", str(old), str(new)]) == 0
    assert main(["history", str(tmp_path)]) == 0
    out = " ".join(capsys.readouterr().out.split())  # history's notes are wrapped
    assert "fatal" not in out and "not a git repository" not in out
    # OLD and NEW in diff's header, the footnote of history's commit column
    assert out.count("the suite ran outside a git repository (/ci/suite)") == 3
    # the JSON keeps the run file's words
    assert diff_runs(old, new)["old"]["git_commit_reason"] == FATAL


# 3. the suggested gate has a value from the data


@pytest.mark.parametrize(
    ("metric", "old", "new", "threshold", "rule", "why"),
    [
        ("precision@5", 0.45, 0.0, "0.05", "category.f.precision@5 >= 0.4",
         "(OLD's 0.450 less the diff's threshold 0.05; NEW's 0.000 fails it):"),
        ("cost_per_case_usd", 0.01, 0.02, "10%", "category.f.cost_per_case_usd <= 0.011",
         "(OLD's $0.01000 plus the diff's threshold 10%; NEW's $0.02000 fails it):"),
    ],
)  # fmt: skip
def test_the_suggested_gate_carries_a_bound_from_old_s_value(
    metric: str, old: float, new: float, threshold: str, rule: str, why: str
) -> None:
    worse = [{"scope": "category.f", "metric": metric, "old": old, "new": new}]
    line, copied = suggestion(worse, {metric: {"threshold": threshold}})
    assert "add this line to ws_gates in your ini" in line and line.endswith(why)
    assert copied == f"      {rule}" and "VALUE" not in line  # the rule alone, to copy
    parse_rule(copied, "ini ws_gates", "ini ws_gates")


def test_no_suggestion_without_an_old_value() -> None:
    worse = [{"scope": "overall", "metric": "ndcg@5", "old": None, "new": 0.1}]
    assert suggestion(worse, {"ndcg@5": {"threshold": "0.05"}}) == []


# 4. runs of several providers


def test_diff_of_two_providers_diffs_each(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    both = ("p", "q")
    old = _month(tmp_path / "2026-10.json", MONTHS[0], relevant=[3] * 12, providers=both)
    new = _month(tmp_path / "2026-11.json", MONTHS[1], relevant=[1] * 12, providers=both)
    diffs = diff_each(old, new)
    assert diffs["schema"] == DIFFS_SCHEMA and list(diffs["providers"]) == ["p", "q"]
    assert diffs["regressed"] and diffs["only_old"] == diffs["only_new"] == []
    out_json = tmp_path / "out" / "diff.json"
    code = main(["diff", str(old), str(new), "--json", str(out_json), "--fail-on-regression"])
    captured = capsys.readouterr()
    assert code == 1
    out = captured.out.splitlines()
    assert unwrapped(out, "ws-bench diff: 2 providers", more=4) == (
        "ws-bench diff: 2 providers in both runs (p, q): one section each (--provider NAME "
        "diffs one)"
    )
    assert "ws-bench diff: p on 12 common case(s)" in out
    assert "ws-bench diff: q on 12 common case(s)" in out
    assert json.loads(out_json.read_text("utf-8"))["schema"] == DIFFS_SCHEMA
    assert "REGRESSED p overall precision@10" in captured.err
    assert "REGRESSED q overall precision@10" in captured.err
    # one provider named: the single diff, as before
    assert main(["diff", str(old), str(new), "--provider", "q", "--json", "-"]) == 0
    assert json.loads(capsys.readouterr().out)["provider"] == "q"


def test_compare_of_a_folder_of_months_names_the_command_that_compares_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    both = ("p", "q")
    _month(tmp_path / "2026-10.json", MONTHS[0], relevant=[3] * 12, providers=both)
    new = _month(tmp_path / "2026-11.json", MONTHS[1], relevant=[1] * 12, providers=both)
    out_json = tmp_path / "cmp" / "compare.json"
    main(["compare", str(tmp_path), "-o", str(out_json)])
    out = capsys.readouterr().out
    command = f"ws-bench diff {tmp_path / '2026-10.json'} {new}"
    # (wrapped at the terminal's width: stop 63)
    assert unwrapped(out.splitlines(), "compare ranks the newest recording") == (
        f"compare ranks the newest recording of each provider: `{command}` compares p, q with "
        "their older runs (month to month)"
    )
    assert json.loads(out_json.read_text("utf-8"))["months"] == {
        "providers": ["p", "q"],
        "command": command,
    }


def test_months_spread_over_files_point_to_history(tmp_path: Path) -> None:
    run = {"providers": {"p": {}, "q": {}}, "golden": {"sha256": "g"}}
    before = {
        "p": ((tmp_path / "a" / "1.json", {**run, "finished_at": "1"}),
              (tmp_path / "a" / "2.json", {**run, "finished_at": "2"})),
        "q": ((tmp_path / "b" / "1.json", {**run, "finished_at": "1"}),
              (tmp_path / "a" / "2.json", {**run, "finished_at": "2"})),
    }  # fmt: skip
    months = months_command(before)
    assert months == {"providers": ["p", "q"], "command": f"ws-bench history {tmp_path}"}
    assert months_command({}) is None and months_line(None) is None


# 5. a gate that passed and now fails is a regression


def test_a_gate_that_went_from_passed_to_failed_fails_the_diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = ("precision@10 >= 0.29",)
    old = _month(tmp_path / "2026-10.json", MONTHS[0], relevant=[3] * 12, rules=rules)
    # 0.300 -> 0.275: too small a change for the diff to call, across the gate's threshold
    new = _month(tmp_path / "2026-11.json", MONTHS[1], relevant=[3] * 9 + [2] * 3, rules=rules)
    diff = diff_runs(old, new)
    assert diff["regressions"] == [] and diff["regressed"]
    assert [g["new"]["name"] for g in diff["gate_regressions"]] == ["precision@10"]
    assert diff["overall"]["metrics"]["precision@10"]["status"] == "not_significant"
    assert main(["diff", str(old), str(new)]) == 0  # without the flag: shown, exit 0
    assert main(["diff", str(old), str(new), "--fail-on-regression"]) == 1
    captured = capsys.readouterr()
    assert "1 regression(s): gate precision@10" in captured.out
    err = captured.err.splitlines()  # wrapped at the terminal's width (80 off a terminal)
    assert max(len(line) for line in err) <= 80
    assert all_unwrapped(err, "REGRESSED ") + all_unwrapped(err, "a metric ") == [
        "REGRESSED p gate precision@10 (precision@10 >= 0.29): passed -> failed (0.275 vs >= 0.29)",
        "a metric or a gate regressed (--fail-on-regression)",
    ]


def test_a_gate_regression_counts_on_too_few_cases_to_call_a_metric(tmp_path: Path) -> None:
    rules = ("precision@10 >= 0.25",)
    old = _month(tmp_path / "old.json", MONTHS[0], relevant=[3] * 4, rules=rules)
    new = _month(tmp_path / "new.json", MONTHS[1], relevant=[1] * 4, rules=rules)
    diff = diff_runs(old, new)
    assert diff["rule"]["too_few_to_call"] and diff["regressions"] == []
    assert diff["regressed"] and len(diff["gate_regressions"]) == 1
    assert any(line.startswith("1 regression(s): gate precision@10") for line in render_diff(diff))


def test_the_monthly_loop_through_the_ws_bench_entry_point(tmp_path: Path) -> None:
    """End to end: the console script's module on tmp run files, exit codes as documented."""
    rules = ("precision@10 >= 0.29", "precision@10 >= 0.5")
    git = {"sha": None, "dirty": None, "reason": FATAL}
    both = ("p", "q")
    old = _month(tmp_path / "2026-10.json", MONTHS[0], relevant=[3] * 12, rules=rules,
                 providers=both, git=git)  # fmt: skip
    new = _month(tmp_path / "2026-11.json", MONTHS[1], relevant=[3] * 9 + [2] * 3,
                 rules=rules, providers=both, git=git)  # fmt: skip
    env = {**os.environ, "PYTHONPATH": SRC}

    def ws_bench(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "pytest_websearch_bench.cli", *args],
            capture_output=True, text=True, env=env, cwd=tmp_path, check=False, timeout=120,
        )  # fmt: skip

    done = ws_bench("diff", str(old), str(new), "--fail-on-regression")
    assert done.returncode == 1, done.stderr
    assert "ws-bench diff: p on 12 common case(s)" in done.stdout
    assert "ws-bench diff: q on 12 common case(s)" in done.stdout
    standing = "still failing: precision@10#2 (0.275 vs >= 0.5), since 2026-10.json"
    assert done.stdout.count(standing) == 2  # p's section and q's
    assert "fatal" not in done.stdout + done.stderr and "VALUE" not in done.stdout
    assert "REGRESSED q gate precision@10 (precision@10 >= 0.29)" in done.stderr
    assert ws_bench("diff", str(old), str(new)).returncode == 0
    history = ws_bench("history", str(tmp_path))
    assert history.returncode == 0, history.stderr
    assert "fatal" not in history.stdout
    assert "2026-11.json: still failing: precision@10#2 (0.275 vs >= 0.5), since 2026-10.json" in (
        " ".join(history.stdout.split())  # a note under the table: wrapped
    )
    missing = ws_bench("diff", str(old), str(tmp_path / "nowhere.json"))
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
