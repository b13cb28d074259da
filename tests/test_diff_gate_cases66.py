"""``ws-bench diff --common-cases``: a gate's value is its run's own verdict, over the
cases that run measured; the metric rows are over the cases in common. The gate's line
and the JSON say which cases its value is over when they differ (walkthrough 66:
``security (1 case(s), few cases): no change`` above ``still failing:
category.security.precision@10 (0.350 vs >= 0.5)``, 0.350 over NEW's 2 cases)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.user_gates import parse_rule
from runkit import record, run_of, write

RULE = "category.security.precision@10 >= 0.5"


def _run(path: Path, security: dict[str, int], golden: str) -> str:
    records = [record(f"a{i}", category="a", relevant=5) for i in range(3)]
    records += [record(c, category="security", relevant=n) for c, n in security.items()]
    rules = [parse_rule(RULE, "t", "t")]
    return str(write(path, run_of(records, golden_sha=golden * 64, user_gates=rules)))


def test_a_gate_says_its_value_is_over_its_runs_cases_not_the_common_ones(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = _run(tmp_path / "old.json", {"s1": 4}, "o")
    new = _run(tmp_path / "new.json", {"s1": 4, "s2": 3}, "n")  # s2: NEW's golden set alone
    out = tmp_path / "diff.json"
    main(["diff", old, new, "--common-cases", "--json", str(out)])
    flat = " ".join(capsys.readouterr().out.split())
    assert (
        "still failing: category.security.precision@10 (0.350 vs >= 0.5, as NEW's run "
        "judged it over its 2 cases, 1 of them in common), since old.json"
    ) in flat
    gates = json.loads(out.read_text("utf-8"))["gates"]
    assert "over the cases that run measured" in gates["judged"]
    (pair,) = [p for p in gates["pairs"] if p["new"]["name"].startswith("category.security")]
    assert (pair["old"]["over_cases"], pair["new"]["over_cases"]) == (1, 2)
    assert pair["common_cases"] == 1


def test_a_gate_over_the_cases_in_common_says_nothing_more(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = _run(tmp_path / "old.json", {"s1": 4, "s2": 3}, "g")
    new = _run(tmp_path / "new.json", {"s1": 4, "s2": 3}, "g")
    main(["diff", old, new])
    flat = " ".join(capsys.readouterr().out.split())
    assert "still failing: category.security.precision@10 (0.350 vs >= 0.5), since old.json" in flat
