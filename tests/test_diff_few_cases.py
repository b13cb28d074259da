"""A category of a few cases inside a larger diff: its bootstrap is far too sure (one case
resamples to itself, six that moved the same way land on one side every time), so its
p-value is floored at what an exact paired permutation test on those cases could give,
and a change it cannot make significant is shown as ``too few to call``, never called."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.metrics.shift import exact_floor, paired_shifts
from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.report.diff import diff_runs
from runkit import all_unwrapped, record, run_of, write

LATER = "2026-12-20T12:00:00Z"


def test_the_floor_is_the_exact_tests_smallest_p_value() -> None:
    assert exact_floor(0) == 1.0 and exact_floor(1) == 1.0
    assert exact_floor(2) == 0.5
    assert exact_floor(6) == pytest.approx(2 / 64)
    assert exact_floor(10) == pytest.approx(2 / 1024)
    assert exact_floor(40) == pytest.approx(2.0**-39)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(st.floats(0.0, 1.0), st.floats(0.0, 1.0)),
        min_size=1,
        max_size=12,
    )
)
def test_no_p_value_goes_below_the_floor(pairs: list[tuple[float, float]]) -> None:
    cases = [f"c{i:02d}" for i in range(len(pairs))]
    old = {"m": {c: (a, 1.0) for c, (a, _) in zip(cases, pairs, strict=True)}}
    new = {"m": {c: (b, 1.0) for c, (_, b) in zip(cases, pairs, strict=True)}}
    shift = paired_shifts(old, new, cases, resamples=500)["m"]
    assert shift.p_floor == exact_floor(len(cases))
    if shift.p_value is not None:
        assert shift.p_floor <= shift.p_value <= 1.0


def _epoch(later: bool) -> list[CaseRecord]:
    """24 unchanged cases in category ``big`` and one case of category ``lone`` that lost
    everything: its own interval is a point far from 0."""
    out = [
        record(f"c{i:02d}", category="big", relevant=5, useful=True, captured=LATER if later else "2026-11-20T12:00:00Z")
        for i in range(24)
    ]  # fmt: skip
    out.append(
        record(
            "c99",
            category="lone",
            relevant=0 if later else 8,
            gold=["https://gold.test/99"],
            found_gold=not later,
            useful=not later,
            captured=LATER if later else "2026-11-20T12:00:00Z",
        )
    )
    return out


def test_a_one_case_category_inside_a_large_diff_is_never_called(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = write(tmp_path / "old.json", run_of(_epoch(False)))
    new = write(tmp_path / "new.json", run_of(_epoch(True)))
    diff = diff_runs(old, new)
    assert diff["common_cases"] == 25 and diff["rule"]["too_few_to_call"] is None
    lone = diff["categories"]["category.lone"]
    precision = lone["metrics"]["precision@10"]
    assert precision["difference"] == pytest.approx(-0.9)
    assert precision["ci95"] == [pytest.approx(-0.9), pytest.approx(-0.9)]
    assert precision["p_value"] == 1.0 and precision["p_floor"] == 1.0
    assert precision["status"] == "too_few"
    assert precision["why"].startswith("too few to call (1 case: an exact test")
    # the gold metrics are defined on c99 alone: overall they are one case too, and were
    # once called overall regressions on a point interval
    ndcg = diff["overall"]["metrics"]["ndcg@10"]
    assert ndcg["cases"] == 1 and ndcg["status"] == "too_few"
    assert diff["regressions"] == [] and not diff["regressed"]
    assert ("category.lone", "precision@10") in {
        (r["scope"], r["metric"]) for r in diff["too_few_worse"]
    }
    assert main(["diff", str(old), str(new), "--fail-on-regression"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert "no regression called" in out
    assert "change(s) for the worse, too few to call (not counted" in out
    assert "category.lone:precision@10" in out
    assert "too few to call (1 case: exact p >= 1)" in out
    # overall metrics come first, unscoped; the bound is OLD's value less the threshold
    (said,) = all_unwrapped(lines, "  to fail a run on such a change")
    assert said.endswith(
        "add this line to ws_gates in your ini (OLD's 1.000 less the diff's threshold 0.05; "
        "NEW's 0.000 fails it):"
    )
    assert "      ndcg@5 >= 0.95" in lines  # the rule to copy, on its own line
    assert "VALUE" not in out
    assert "REGRESSED" not in out
