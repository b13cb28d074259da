"""User gates accept every metric ``ws-bench diff`` and ``history`` show and suggest (one
list), and refuse a threshold the metric cannot take."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.errors import BenchError
from pytest_websearch_bench.report.checked import load_checked
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.diff_render import render_diff
from pytest_websearch_bench.report.diff_thresholds import DIFF_KEYS, higher_is_better
from pytest_websearch_bench.report.history import TREND_KEYS
from pytest_websearch_bench.user_gates import gate_metric, parse_rule, rules_from_run
from runkit import record, run_of, write


def _records(latency: float = 100.0) -> list:
    return [
        record(
            f"c{i}",
            category="a" if i < 6 else "b",
            relevant=i % 4,
            useful=i % 3 == 0,
            latency=latency + i,
        )
        for i in range(12)
    ]


def test_every_metric_diff_can_suggest_is_a_gate_that_evaluates(tmp_path: Path) -> None:
    pairs = [(scope, key) for scope in ("overall", "category.b") for key in DIFF_KEYS]
    pairs += [("overall", key) for key in TREND_KEYS if key not in DIFF_KEYS]
    rules = []
    for scope, key in pairs:
        metric = gate_metric(scope, key)
        assert metric is not None, key
        rules.append(parse_rule(f"{metric} {'>=' if higher_is_better(key) else '<='} 0", "t", "t"))
    path = write(tmp_path / "run.json", run_of(_records(), user_gates=rules))
    checked = load_checked(path)  # stored verdicts agree with the records: not refused
    gates = {g["rule"]: g for g in checked.run["providers"]["p"]["gates"] if g["kind"] == "user"}
    assert len(gates) == len(rules)
    for name in ("useful_answer_rate >= 0", "latency.search.mean_ms <= 0"):
        assert gates[name]["value"] is not None, gates[name]
    assert gates["useful_answer_rate >= 0"]["value"] == pytest.approx(4 / 12)
    assert gates["latency.search.mean_ms <= 0"]["value"] == pytest.approx(105.5)
    assert gates["category.b.useful_answer_rate >= 0"]["value"] == pytest.approx(2 / 6)
    assert gates["latency.search.mean_ms <= 0"]["status"] == "failed"


def test_the_gate_diff_suggests_is_accepted(tmp_path: Path) -> None:
    old = write(tmp_path / "old.json", run_of(_records(100.0)))
    new = write(tmp_path / "new.json", run_of(_records(300.0), manifest_sha="n" * 64))
    diff = diff_runs(old, new)
    lines = render_diff(diff)
    at = next(n for n, line in enumerate(lines) if "to ws_gates in your ini" in line)
    suggested = lines[at : at + 1]
    rule = lines[at + 1].strip()  # the rule on its own line, to copy
    assert "latency.search.mean_ms" in rule and "VALUE" not in rule
    parsed = parse_rule(rule, "ini ws_gates, line 1", "ini ws_gates")
    assert parsed.key == "latency.search.mean_ms"
    # category a: OLD's mean of 100..105 ms (102.5) plus its 20 % threshold, rounded
    assert parsed.threshold == 123 and "plus the diff's threshold 20%" in suggested[0]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("precision@10 >= 3", "precision@10 takes values from 0 to 1, 3 is outside"),
        ("category.a.ndcg@10 >= 1.5", "ndcg@10 takes values from 0 to 1"),
        ("useful_answer_rate > -0.1", "useful_answer_rate takes values from 0 to 1"),
        ("reader_fidelity.f1 >= 2", "reader_fidelity.f1 takes values from 0 to 1"),
        ("cost_per_case_usd <= -1", "cost_per_case_usd takes values of 0 or more, -1 is below 0"),
        ("latency.search.p95_ms < -5", "takes values of 0 or more, -5 is below 0"),
    ],
)
def test_a_threshold_the_metric_cannot_take_is_refused(text: str, words: str) -> None:
    with pytest.raises(BenchError) as raised:
        parse_rule(text, "golden/gates.yaml, gate 1", "golden/gates.yaml")
    message = str(raised.value)
    assert words in message and "golden/gates.yaml, gate 1" in message
    assert "remedy:" in message


@pytest.mark.parametrize(
    "text",
    [
        "cost_per_case_usd <= 3",
        "latency.search.p95_ms <= 2500",
        "precision@10 >= 1",
        "custom.x >= 9",
    ],
)
def test_a_threshold_in_range_or_of_unknown_range_is_kept(text: str) -> None:
    assert parse_rule(text, "t", "t").name


def test_a_run_file_written_before_the_range_check_stays_readable() -> None:
    (rule,) = rules_from_run([{"rule": "precision@10 >= 3", "source": "ini ws_gates"}])
    assert (rule.key, rule.threshold) == ("precision@10", 3.0)
