"""Run files written by an earlier version (schema run@1, fewer aggregate keys and gates)
are read by compare, diff, history and report: what they lack reads as null, with the
reason "not recorded by pytest-websearch-bench VERSION (an older run file)"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.compare import compare_runs, render_comparison
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.diff_render import render_diff
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.report.run_file import RunFileError, load_run
from runkit import record, run_of, write

# keys and a gate that a run file of 2026-12-01 (805d8d1) did not have
LATER_KEYS = ("cost_per_case_usd", "cost_per_search_usd", "reader_fidelity")
LATER_GATE = "freshness_accuracy"
REASON = "not recorded by pytest-websearch-bench 0.0.9 (an older run file)"


def _run(when: str) -> dict[str, Any]:
    records = [record(f"c{i:02d}", "p", relevant=3, useful=True, captured=when) for i in range(12)]
    return run_of(records, finished=when)


def _older(path: Path, *, call_costs: bool = True) -> Path:
    """A current run file cut to the shape an older version wrote; without
    ``call_costs``, its records lose each call's ``cost_usd`` too (a version that did
    not record them: the cost keys cannot be recomputed)."""
    data = json.loads(write(path, _run("2026-10-20T09:00:00Z")).read_text("utf-8"))
    data["tool_version"] = "0.0.9"
    for block in data["providers"].values():
        later = list(LATER_KEYS)
        if not call_costs:
            for case in block["cases"]:
                for call in case["calls"]:
                    call.pop("cost_usd", None)
            later += [k for k in block["aggregate"] if k.endswith("_usd") and k not in later]
        for key in later:
            del block["aggregate"][key]
            block["null_reasons"].pop(key, None)
            for category in block["by_category"].values():
                category.pop(key, None)
        block["gates"] = [g for g in block["gates"] if g["name"] != LATER_GATE]
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_missing_aggregate_key_reads_as_null_with_its_reason(tmp_path: Path) -> None:
    run = load_run(_older(tmp_path / "old.json"))
    block = run["providers"]["p"]
    for key in LATER_KEYS:
        assert block["aggregate"][key] is None
        assert block["null_reasons"][key] == REASON
    gate = next(g for g in block["gates"] if g["name"] == LATER_GATE)
    assert (gate["status"], gate["reason"]) == ("not_evaluated", REASON)


def test_compare_and_report_read_an_older_run_file(tmp_path: Path, capsys) -> None:
    old = _older(tmp_path / "old.json")
    comparison = compare_runs([old])
    block = comparison["providers"]["p"]
    assert block["aggregate"]["cost_per_case_usd"] is None
    assert block["null_reasons"]["cost_per_case_usd"] == REASON
    assert render_comparison(comparison)  # rendered, not refused
    out = tmp_path / "report.html"
    bare = _older(tmp_path / "bare.json", call_costs=False)  # report recomputes otherwise
    assert main(["report", str(bare), "-o", str(out)]) == 0
    page = out.read_text("utf-8")
    assert "cost_per_case_usd</code>: " + REASON in page


def test_diff_and_history_say_what_an_older_file_did_not_record(tmp_path: Path) -> None:
    folder = tmp_path / "runs"
    old = _older(folder / "old.json", call_costs=False)  # the costs are not in its records
    new = write(folder / "new.json", _run("2026-11-20T09:00:00Z"))
    diff = diff_runs(old, new)
    metric = diff["overall"]["metrics"]["cost_per_case_usd"]
    assert (metric["status"], metric["old"], metric["why"]) == (
        "not_compared",
        None,
        "OLD: " + REASON,
    )
    assert diff["overall"]["metrics"]["precision@10"]["status"] == "no_change"
    assert any(REASON in line and "cost_per_case_usd" in line for line in render_diff(diff))
    history = build_history(folder)
    first, second = history["providers"]["p"]
    assert first["metrics"]["cost_per_case_usd"] == {"value": None, "ci95": None, "why": REASON}
    assert second["metrics"]["cost_per_case_usd"]["value"] == pytest.approx(0.01)
    assert any(f"$/case: {REASON}" in line for line in render_history(history))


def test_history_recomputes_costs_an_older_file_did_not_aggregate(tmp_path: Path) -> None:
    """The file lacks the cost keys but its records hold every call's cost: history and
    diff recompute them (a "—" there hid numbers the file holds)."""
    folder = tmp_path / "runs"
    old = _older(folder / "old.json", call_costs=True)
    write(folder / "new.json", _run("2026-11-20T09:00:00Z"))
    history = build_history(folder)
    first, second = history["providers"]["p"]
    for key in ("cost_per_case_usd", "cost_per_useful_answer_usd"):
        assert first["metrics"][key]["value"] == pytest.approx(second["metrics"][key]["value"])
        assert first["metrics"][key]["value"] is not None and "why" not in first["metrics"][key]
    lines = render_history(history)
    assert not any(REASON in line and "$/case" in line for line in lines)
    metric = diff_runs(old, folder / "new.json")["overall"]["metrics"]["cost_per_case_usd"]
    assert metric["old"] == pytest.approx(0.01) and metric["status"] == "no_change"


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.update(schema="pytest-websearch-bench/run@2"), "schema is"),
        (lambda d: d["providers"]["p"].update(aggregate=[1, 2]), "aggregate"),
        (lambda d: d["providers"]["p"].update(gates="none"), "gates"),
    ],
)
def test_a_file_that_is_not_a_run_file_is_still_refused(tmp_path: Path, damage, message) -> None:
    path = _older(tmp_path / "old.json")
    data = json.loads(path.read_text("utf-8"))
    damage(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RunFileError, match=message):
        load_run(path)


def test_false_positives_counted_over_unlabelled_documents_are_not_recorded(
    tmp_path: Path,
) -> None:
    """A file written before injection_flagged_unlabelled counted every unlabelled page as
    clean: its false-positive rate (0.05 stored, none today) is read as not recorded, so
    compare does not refuse the file as edited and diff compares no two definitions."""
    from pytest_websearch_bench.records import ReadRecord

    records = [record(f"c{i:02d}", "p", relevant=3, useful=True) for i in range(12)]
    records[0].reads = [
        ReadRecord(url="https://x.test/a", via="extract", sha256="a" * 64, flagged=True)
    ]
    data = json.loads(write(tmp_path / "run.json", run_of(records)).read_text("utf-8"))
    block = data["providers"]["p"]
    assert block["aggregate"]["injection_false_positive_rate"] is None  # today: no clean doc
    del block["aggregate"]["injection_flagged_unlabelled"]
    block["null_reasons"].pop("injection_flagged_unlabelled", None)
    block["aggregate"]["injection_false_positive_rate"] = 0.05  # as the older version wrote
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    comparison = compare_runs([path])  # not refused as an edited number
    reason = comparison["providers"]["p"]["null_reasons"]["injection_false_positive_rate"]
    assert comparison["providers"]["p"]["aggregate"]["injection_false_positive_rate"] is None
    assert "older run file" in reason and "without an injection label as clean" in reason
