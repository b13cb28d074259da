"""Month to month across gate renames: an older run file that stored a user gate under a
hard gate's name is read under today's id (and said once), the gates of two runs are
paired by their rule when only their ``#N`` differs, and history's commit column says
why a run has none."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.report.checked import load_checked
from pytest_websearch_bench.report.compare import compare_runs
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.diff_gates import gate_lines, pair_gates
from pytest_websearch_bench.report.diff_render import render_diff
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.report.older import RENAMED_FROM, renamed_note
from pytest_websearch_bench.report.run_file import RunFileError, load_run
from pytest_websearch_bench.user_gates import gate_labels, parse_rule
from runkit import record, run_of, write

OCT, NOV = "2026-10-20T09:00:00Z", "2026-11-20T09:00:00Z"
SRC = str(Path(__file__).resolve().parents[1] / "src")


def _run(when: str, rules: list[str], *, relevant: int = 4, **context: Any) -> dict[str, Any]:
    records = [
        record(f"c{i:02d}", "p", relevant=relevant, useful=True, captured=when) for i in range(12)
    ]
    parsed = [parse_rule(r, "golden/gates.yaml", "golden/gates.yaml") for r in rules]
    return run_of(records, finished=when, user_gates=parsed, **context)


def _older(path: Path, rules: list[str], when: str = OCT, **context: Any) -> Path:
    """Today's run file with its user gates named as the writer before unique verdict
    ids named them (42a04a4^): the metric, then ``METRIC#N`` counting the user's rules
    alone, so a rule on a hard gate's metric shares the hard gate's name."""
    data = json.loads(write(path, _run(when, rules, **context)).read_text("utf-8"))
    seen: dict[str, int] = {}
    for gate in data["providers"]["p"]["gates"]:
        if gate.get("kind") == "user":
            metric = gate["rule"].split()[0]
            seen[metric] = seen.get(metric, 0) + 1
            gate["name"] = metric if seen[metric] == 1 else f"{metric}#{seen[metric]}"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _names(run: dict[str, Any]) -> list[str]:
    return [g["name"] for g in run["providers"]["p"]["gates"]]


# 1. an older run file with a user gate under a hard gate's name


def test_an_older_file_with_a_user_gate_under_a_hard_gates_name_is_read_as_today(
    tmp_path: Path,
) -> None:
    old = _older(tmp_path / "old.json", ["citation_coverage < 0.5"])
    stored = json.loads(old.read_text("utf-8"))
    assert _names(stored).count("citation_coverage") == 2  # the shape compare refused
    run = load_run(old)
    user = [g for g in run["providers"]["p"]["gates"] if g.get("kind") == "user"]
    assert [(g["name"], g[RENAMED_FROM]) for g in user] == [
        ("citation_coverage#2", "citation_coverage")
    ]
    assert _names(run).count("citation_coverage") == 1
    comparison = compare_runs([old])  # the stored verdicts checked, not refused
    assert "citation_coverage#2" in {g["name"] for g in comparison["providers"]["p"]["gates"]}
    note = renamed_note("old.json", run)
    assert note == (
        "old.json is an older run file: its user gate citation_coverage (citation_coverage < "
        "0.5) is read as citation_coverage#2 (a user gate no longer takes a hard gate's or "
        "an earlier rule's name)"
    )


def test_every_rule_on_a_hard_gates_metric_takes_the_id_gate_labels_gives_it(
    tmp_path: Path,
) -> None:
    """The older writer counted #N among the user's rules alone: its ``#2`` is ``#3`` now."""
    rules = ["citation_coverage < 0.5", "citation_coverage < 0.4", "precision@10 >= 0.1"]
    old = _older(tmp_path / "old.json", rules)
    stored = [g["name"] for g in json.loads(old.read_text("utf-8"))["providers"]["p"]["gates"]]
    assert stored[-3:] == ["citation_coverage", "citation_coverage#2", "precision@10"]
    today = gate_labels([parse_rule(r, "t", "t") for r in rules])
    assert (
        _names(load_run(old))[-3:]
        == today
        == [
            "citation_coverage#2",
            "citation_coverage#3",
            "precision@10",
        ]
    )
    load_checked(old)
    compare_runs([old])


def test_a_file_written_today_is_not_renamed(tmp_path: Path) -> None:
    path = write(tmp_path / "now.json", _run(NOV, ["citation_coverage < 0.5"]))
    run = load_run(path)
    assert not any(RENAMED_FROM in g for g in run["providers"]["p"]["gates"])
    assert renamed_note(path, run) is None


def _edit(path: Path, change: Any) -> Path:
    data = json.loads(path.read_text("utf-8"))
    change(data["providers"]["p"]["gates"])
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        # a hard gate written twice: no writer did that
        (lambda gates: gates.append(dict(gates[0])), "gate citation_coverage is stored twice"),
        # the user gate under the hard gate's name holds another rule than the file records
        (
            lambda gates: gates[-1].update(rule="citation_coverage < 0.9"),
            "gate citation_coverage is stored twice",
        ),
        # renamed to an id that is neither the older writer's nor today's
        (
            lambda gates: gates[-1].update(name="citation_coverage#7"),
            "stored gate citation_coverage#2 is 'missing'",
        ),
    ],
)
def test_a_clash_that_is_not_the_older_writers_is_still_refused(
    tmp_path: Path, damage: Any, message: str
) -> None:
    path = _edit(_older(tmp_path / "bad.json", ["citation_coverage < 0.5"]), damage)
    with pytest.raises(RunFileError, match=message) as caught:
        compare_runs([path])
    assert str(path) in str(caught.value)


# 2. gates paired by their rule


def _gate(name: str, status: str, rule: str | None = None) -> dict[str, Any]:
    gate: dict[str, Any] = {"name": name, "status": status, "kind": "pipeline"}
    if rule is not None:
        gate.update(kind="user", rule=rule)
    return gate


def test_the_same_rule_under_another_id_is_paired_by_its_rule() -> None:
    old = [
        _gate("citation_coverage", "passed"),
        _gate("citation_coverage#2", "failed", "citation_coverage < 0.5"),
    ]
    new = [
        _gate("citation_coverage", "passed"),
        _gate("citation_coverage#2", "passed", "citation_coverage >= 0.9"),
        _gate("citation_coverage#3", "passed", "citation_coverage < 0.5"),
    ]
    gates = pair_gates(old, new)
    by_rule = [p for p in gates["pairs"] if p["paired_by"] == "rule"]
    assert [(p["old"]["name"], p["new"]["name"], p["changed"]) for p in by_rule] == [
        ("citation_coverage#2", "citation_coverage#3", True)
    ]
    assert [g["name"] for g in gates["only_new"]] == ["citation_coverage#2"]  # another rule
    assert gates["only_old"] == []
    assert gate_lines(gates) == [
        "citation_coverage#3 (citation_coverage < 0.5): failed -> passed; paired by their "
        "rule with OLD's citation_coverage#2 (the same rule under another id)",
        "only in NEW: citation_coverage#2 (citation_coverage >= 0.9) (passed)",
    ]


def test_two_rules_that_differ_stay_unpaired_whatever_their_ids() -> None:
    old = [_gate("precision@10", "passed", "precision@10 >= 0.3")]
    for new in (
        [_gate("precision@10", "failed", "precision@10 >= 0.35")],  # the same id
        [_gate("precision@10#2", "failed", "precision@10 > 0.3")],  # another comparison
        [_gate("category.a.precision@10", "failed", "category.a.precision@10 >= 0.3")],  # scope
    ):
        gates = pair_gates(old, new)
        assert gates["pairs"] == []
        assert [g["name"] for g in gates["only_old"]] == ["precision@10"]
        assert [g["name"] for g in gates["only_new"]] == [new[0]["name"]]


def test_a_hard_gate_pairs_by_name_and_an_unrecorded_verdict_is_no_change() -> None:
    old = [{**_gate("freshness_accuracy", "not_evaluated"), "not_recorded": True}]
    new = [_gate("freshness_accuracy", "passed")]
    gates = pair_gates(old, new)
    assert [(p["paired_by"], p["changed"]) for p in gates["pairs"]] == [("name", False)]
    assert gate_lines(gates) == []
    same_rule_same_id = pair_gates(
        [_gate("n", "passed", "n >= 1")], [_gate("n", "failed", "n >= 1.0")]
    )
    assert [(p["paired_by"], p["changed"]) for p in same_rule_same_id["pairs"]] == [("name", True)]


def test_diff_pairs_an_older_files_gate_with_this_months_by_its_rule(tmp_path: Path) -> None:
    old = _older(tmp_path / "oct.json", ["citation_coverage < 0.5", "precision@10 >= 0.3"])
    rules = ["citation_coverage >= 0.9", "citation_coverage < 0.5", "precision@10 >= 0.3"]
    new = write(tmp_path / "nov.json", _run(NOV, rules, relevant=2))
    diff = diff_runs(old, new)
    gates = diff["gates"]
    assert gates["compared"] is True
    moved = {p["new"]["name"]: p for p in gates["pairs"] if p["new"].get("rule")}
    assert moved["citation_coverage#3"]["old"]["name"] == "citation_coverage#2"
    assert moved["citation_coverage#3"]["paired_by"] == "rule"
    assert (moved["precision@10"]["old"]["status"], moved["precision@10"]["new"]["status"]) == (
        "passed",
        "failed",
    )
    assert diff["old"]["renamed_gates"] == {"citation_coverage": "citation_coverage#2"}
    assert diff["new"]["renamed_gates"] == {}
    lines = render_diff(diff)
    start = lines.index("gates (OLD -> NEW, recomputed from each run's records):")
    assert lines[start + 1 : start + 4] == [
        "  citation_coverage#3 (citation_coverage < 0.5); paired by their rule with OLD's "
        "citation_coverage#2 (the same rule under another id)",
        "  precision@10 (precision@10 >= 0.3): passed -> failed",
        "  only in NEW: citation_coverage#2 (citation_coverage >= 0.9) (passed)",
    ]
    older = [line for line in lines if "is an older run file" in line]
    assert len(older) == 1 and str(old) in older[0] and "read as citation_coverage#2" in older[0]


def test_diff_of_runs_whose_gates_agree_says_so_in_one_line(tmp_path: Path) -> None:
    old = write(tmp_path / "oct.json", _run(OCT, ["precision@10 >= 0.3"]))
    new = write(tmp_path / "nov.json", _run(NOV, ["precision@10 >= 0.3"]))
    lines = render_diff(diff_runs(old, new))
    assert [line for line in lines if line.startswith("gates")] == [
        "gates: the same verdicts in both runs (7 gates)"
    ]


# 3. history: the commit column's footnote


def test_history_says_why_a_run_has_no_commit_under_the_table(tmp_path: Path) -> None:
    folder = tmp_path / "runs"
    why = "the git work tree at /ci/suite has no commit yet"
    write(folder / "oct.json", _run(OCT, [], git={"sha": None, "dirty": None, "reason": why}))
    write(folder / "nov.json", _run(NOV, [], git={"sha": "0123456789abcdef", "dirty": False}))
    history = build_history(folder)
    first, second = history["providers"]["p"]
    assert (first["git_commit"], first["git_commit_reason"]) == (None, why)
    assert (second["git_commit"], second["git_commit_reason"]) == ("0123456789abcdef", None)
    lines = render_history(history)
    assert f"    oct.json: no git commit: {why}" in lines
    assert not any("nov.json: no git commit" in line for line in lines)
    header = next(line for line in lines if line.lstrip().startswith("captured"))
    assert all(len(line) <= len(header) + 2 for line in lines if ".json  " in line)  # no column


def test_history_groups_the_runs_that_share_a_reason(tmp_path: Path) -> None:
    folder = tmp_path / "runs"
    write(folder / "oct.json", _run(OCT, []))
    write(folder / "nov.json", _run(NOV, []))
    lines = render_history(build_history(folder))
    footnotes = [line for line in lines if "no git commit" in line]
    assert footnotes == [
        "    oct.json, nov.json: no git commit: not looked up (the run was built outside a "
        "bench session)"
    ]


def test_history_pairs_gates_and_names_the_older_file_once(tmp_path: Path) -> None:
    folder = tmp_path / "runs"
    _older(folder / "oct.json", ["citation_coverage < 0.5"])
    write(folder / "nov.json", _run(NOV, ["citation_coverage >= 0.9", "citation_coverage < 0.5"]))
    history = build_history(folder)
    assert [(r["path"], r["renamed_gates"]) for r in history["renamed_gates"]] == [
        (str(folder / "oct.json"), {"citation_coverage": "citation_coverage#2"})
    ]
    versus = history["providers"]["p"][1]["versus_previous"]
    assert [p["paired_by"] for p in versus["gates"]["pairs"] if p["new"].get("rule")] == ["rule"]
    lines = render_history(history)
    assert sum("is an older run file" in line for line in lines) == 1
    assert any(
        line.startswith("    nov.json: gates vs oct.json: citation_coverage#3")
        and "paired by their rule with OLD's citation_coverage#2" in line
        for line in lines
    )


# end to end, through the entry point


def _ws_bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest_websearch_bench.cli", *args],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": SRC, "PATH": "/usr/bin:/bin"},
        timeout=300,
        check=False,
    )


def test_last_months_older_file_through_history_diff_and_compare(tmp_path: Path) -> None:
    folder = tmp_path / "runs"
    old = _older(folder / "2026-10.json", ["citation_coverage < 0.5"])
    new = write(folder / "2026-11.json", _run(NOV, ["citation_coverage < 0.5"]))
    history = _ws_bench("history", str(folder), "--json", str(tmp_path / "h.json"))
    assert history.returncode == 0, history.stderr
    assert history.stdout.count("is an older run file") == 1
    assert "2026-10.json, 2026-11.json: no git commit: not looked up" in history.stdout
    saved = json.loads((tmp_path / "h.json").read_text("utf-8"))
    assert saved["providers"]["p"][0]["git_commit_reason"].startswith("not looked up")
    diff = _ws_bench("diff", str(old), str(new), "--json", "-")
    assert diff.returncode == 0, diff.stderr
    data = json.loads(diff.stdout)
    assert data["old"]["renamed_gates"] == {"citation_coverage": "citation_coverage#2"}
    pair = next(p for p in data["gates"]["pairs"] if p["new"]["name"] == "citation_coverage#2")
    assert (pair["old"]["name"], pair["paired_by"]) == ("citation_coverage#2", "name")
    compare = _ws_bench("compare", "--all", str(old))
    assert "is not a pytest-websearch-bench run file" not in compare.stderr
    flat = " ".join(compare.stdout.split())  # the note is wrapped at the terminal's width
    assert flat.count(f"note: {old} is an older run file") == 1
