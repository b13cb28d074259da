"""``ws-bench history`` and ``ws-bench diff`` output, from a newcomer's walkthrough:
a run of another golden set between two runs, the commit's reason, the table's
columns and the Holm line."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.metrics.shift import Shift
from pytest_websearch_bench.report.diff import _status, diff_runs
from pytest_websearch_bench.report.diff_render import metric_rows, render_diff
from pytest_websearch_bench.report.diff_thresholds import DEFAULT_THRESHOLDS, threshold_table
from pytest_websearch_bench.report.history import build_history, render_history
from runkit import record, run_of, unwrapped, write

NOV, DEC5, DEC20 = "2026-11-20T09:00:00Z", "2026-12-05T09:00:00Z", "2026-12-20T09:00:00Z"


def _bundled(when: str, relevant: int) -> dict:
    """A run of the bundled golden set (cases gs-00..gs-19)."""
    records = [
        record(f"gs-{i:02d}", "tavily", relevant=relevant, useful=True, captured=when)
        for i in range(20)
    ]
    return run_of(records, finished=when, golden_sha="a" * 64)


def _mine(when: str) -> dict:
    """A run of the user's own small golden set (cases tm-0..tm-4: none in common)."""
    records = [
        record(f"tm-{i}", "tavily", relevant=3, useful=True, captured=when) for i in range(5)
    ]
    return run_of(records, finished=when, golden_sha="b" * 64)


def test_a_run_of_another_golden_set_between_two_runs_is_passed_over(tmp_path: Path) -> None:
    """Walkthrough: 2026-11, tav1 (the user's golden set), 2026-12 in one folder; 2026-12
    was compared with tav1 ('no case of tavily in common') and never with 2026-11."""
    runs = tmp_path / "epochs"
    write(runs / "2026-11.json", _bundled(NOV, 6))
    write(runs / "tav1.json", _mine(DEC5))
    write(runs / "2026-12.json", _bundled(DEC20, 2))  # precision fell: a regression
    entries = build_history(runs)["providers"]["tavily"]
    assert [e["run"] for e in entries] == ["2026-11.json", "tav1.json", "2026-12.json"]
    mine, december = entries[1]["versus_previous"], entries[2]["versus_previous"]
    assert mine["compared"] is False
    assert mine["why"] == "no earlier run has a case of tavily in common with it (2026-11.json)"
    assert december["compared"] is True and december["previous"].endswith("2026-11.json")
    assert december["common_cases"] == 20
    assert december["passed_over"] == ["tav1.json"]
    assert december["passed_over_why"] == {"tav1.json": "no case of tavily in common"}
    assert "precision@10" in {r["metric"] for r in december["regressions"]}
    lines = render_history(build_history(runs))
    assert (
        "    2026-12.json: compared with 2026-11.json, passing over tav1.json "
        "(no case of tavily in common)" in lines
    )
    assert (
        "    tav1.json: not compared: no earlier run has a case of tavily in common with it "
        "(2026-11.json)" in lines
    )
    assert not any("2026-12.json: not compared" in line for line in lines)


def test_each_run_is_compared_with_the_latest_earlier_run_it_shares_cases_with(
    tmp_path: Path,
) -> None:
    """Two golden sets interleaved, with a run that faulted between: each run finds its
    own set's previous run, and every run between is named with why it was passed over."""
    runs = tmp_path / "runs"
    write(runs / "a1.json", _bundled(NOV, 6))
    write(runs / "b1.json", _mine("2026-11-25T09:00:00Z"))
    faulted = [
        record(f"gs-{i:02d}", "tavily", error="fixture", captured=None)  # type: ignore[arg-type]
        for i in range(20)
    ]
    write(
        runs / "broken.json", run_of(faulted, finished="2026-11-28T09:00:00Z", golden_sha="a" * 64)
    )
    write(runs / "a2.json", _bundled(DEC5, 6))
    write(runs / "b2.json", _mine(DEC20))
    entries = {e["run"]: e for e in build_history(runs)["providers"]["tavily"]}
    a2, b2 = entries["a2.json"]["versus_previous"], entries["b2.json"]["versus_previous"]
    assert a2["compared"] is True and a2["previous"].endswith("a1.json")
    assert a2["passed_over"] == ["b1.json", "broken.json"]  # oldest first
    assert a2["passed_over_why"] == {
        "b1.json": "no case of tavily in common",
        "broken.json": "not captured",
    }
    assert b2["compared"] is True and b2["previous"].endswith("b1.json")
    assert b2["passed_over"] == ["broken.json", "a2.json"]
    assert b2["regressions"] == [] and b2["common_cases"] == 5
    text = "\n".join(render_history(build_history(runs)))
    assert (
        "a2.json: compared with a1.json, passing over b1.json (no case of tavily in common), "
        "broken.json (not captured)" in text
    )
    assert (
        "b2.json: compared with b1.json, passing over broken.json (not captured), a2.json "
        "(no case of tavily in common)" in text
    )


def test_the_diff_header_gives_the_run_files_own_reason_for_no_commit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Walkthrough: the run file said 'the git work tree at ... has no commit yet', diff
    printed 'no git commit (run outside a checkout)'."""
    reason = "the git work tree at /tmp/proj has no commit yet"
    git = {"sha": None, "dirty": None, "reason": reason}
    old = write(tmp_path / "old.json", _bundled(NOV, 6))
    new = write(tmp_path / "new.json", run_of(
        [record(f"gs-{i:02d}", "tavily", relevant=6, useful=True, captured=DEC20) for i in range(20)],
        finished=DEC20, golden_sha="a" * 64, git=git,
    ))  # fmt: skip
    diff = diff_runs(old, new)
    assert diff["new"]["git_commit_reason"] == reason
    assert main(["diff", str(old), str(new)]) == 0
    out = capsys.readouterr().out.splitlines()
    # OLD and NEW wrap at the terminal's width (stop 63): their next lines joined
    old_line, new_line = unwrapped(out, f"  OLD {old}"), unwrapped(out, f"  NEW {new}")
    assert new_line.endswith(f"(captured 2026-12-20, no git commit: {reason})")
    assert "run outside a checkout" not in old_line
    assert old_line.endswith(
        "no git commit: not looked up (the run was built outside a bench session))"
    )
    del diff["old"]["git_commit_reason"]  # a diff file written before the key
    assert render_diff(diff)[1].endswith(", no git commit (no reason recorded))")


def test_the_diff_table_fits_its_longest_label(tmp_path: Path) -> None:
    """Walkthrough: 'injection_false_positive_rate (lower is better)' (47 characters) pushed
    its numbers 6 columns right of the others'. (Since stop 66 the note is a mark, ``*``,
    said once under the table.)"""
    old = write(tmp_path / "old.json", _bundled(NOV, 6))
    new = write(tmp_path / "new.json", _bundled(DEC20, 2))
    diff = diff_runs(old, new)
    # these runs read no labelled document: shown as the bundled runs show it (0.000 -> 0.000)
    same = {"old": 0.0, "new": 0.0, "difference": 0.0, "ci95": [0.0, 0.0], "status": "no_change"}
    diff["overall"]["metrics"]["injection_false_positive_rate"].update(same)
    lines = render_diff(diff)
    start = lines.index(next(line for line in lines if line.startswith("overall (")))
    rows = [line for line in lines[start + 1 :] if " -> " in line and " thr " in line]
    assert any(row.startswith("  injection_false_positive_rate* ") for row in rows)
    assert len(rows) > 10
    assert len({row.index(" -> ") for row in rows}) == 1  # every arrow in one column
    assert len({row.index(" thr ") for row in rows}) == 1


def test_a_change_holm_does_not_let_through_says_which_p_and_that_the_interval_is_raw() -> None:
    """Walkthrough: 'precision@5 -0.050 [-0.109, -0.006] ... not significant after Holm
    (p = 1)': the interval excludes 0, and p = 1 was the Holm-adjusted p, capped."""
    shift = Shift(0.344, 0.294, -0.05, (-0.109, -0.006), 0.0346, 46, 2.0**-45)
    limit = DEFAULT_THRESHOLDS["precision@5"]
    status, why = _status("precision@5", shift, 1.0, limit)
    assert status == "not_significant"
    assert why == (
        "not significant after the Holm correction (Holm-adjusted p = 1, raw p = 0.0346; "
        "the 95% interval is not adjusted)"
    )
    rule = {"thresholds": threshold_table(DEFAULT_THRESHOLDS)}
    metric = {**shift.to_dict(), "p_adjusted": 1.0, "status": status, "why": why}
    (row,) = metric_rows({"metrics": {"precision@5": metric}}, rule, moved_only=False)
    assert row.mark.endswith(
        "not significant after Holm: adjusted p = 1 (capped at 1; raw p = 0.0346; the "
        "interval is not adjusted)"
    )
    below_cap = {**metric, "p_adjusted": 0.2}
    (row,) = metric_rows({"metrics": {"precision@5": below_cap}}, rule, moved_only=False)
    assert row.mark.endswith(
        "not significant after Holm: adjusted p = 0.2 (raw p = 0.0346; the interval is not "
        "adjusted)"
    )
