"""A gates file's bad rules come in one error; a gate's line writes its value one way.

Walkthrough, stop 52: a ``gates.yaml`` with three mistakes took three runs (loading stopped
at the first), and a gate line read ``value 0.172 ... (0.172222 is not >= 0.9)``.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from conftest import make_bench_project
from pytest_websearch_bench.errors import BenchError
from pytest_websearch_bench.gates import (
    citation_coverage_gate,
    cost_divergence_gate,
    freshness_accuracy_gate,
    injection_gate,
)
from pytest_websearch_bench.report.columns import beside, gate_number
from pytest_websearch_bench.report.terminal import gate_value_text, render
from pytest_websearch_bench.user_gates import (
    GateRuleError,
    GateRuleErrors,
    evaluate_user_gates,
    gate_rules,
    load_gate_file,
    parse_rule,
    rules_from_run,
)
from runkit import record, run_of

LABEL = "golden/gates.yaml"


def _single(text: str, index: int) -> GateRuleError:
    """The error ``text`` alone gives as rule ``index`` of the file."""
    with pytest.raises(GateRuleError) as raised:
        parse_rule(text, f"{LABEL}, gate {index}", LABEL)
    return raised.value


def _gates_file(tmp_path: Path, *rules: str) -> Path:
    path = tmp_path / "gates.yaml"
    path.write_text("gates:\n" + "".join(f"  - {r}\n" for r in rules), encoding="utf-8")
    return path


# --- every bad rule of the file in one error -------------------------------------------


def test_every_bad_rule_of_the_file_is_in_one_error_each_with_its_remedy(
    tmp_path: Path,
) -> None:
    path = _gates_file(
        tmp_path,
        "precsion@10 >= 0.3",  # 1: misspelt
        "precision@10 >= 0.30",  # 2: good
        "0.5",  # 3: not a rule
        "precision@10 >= 3",  # 4: out of range
        "recal >= 0.2",  # 5: misspelt again: the same remedy as gate 1
    )
    with pytest.raises(GateRuleErrors) as raised:
        load_gate_file(path, LABEL)
    error = raised.value
    assert isinstance(error, BenchError)  # the plugin turns it into a usage error as one
    message = str(error)
    lines = message.splitlines()
    assert lines[0] == f"{LABEL}: 4 bad rules:"
    assert [e.where for e in error.errors] == [f"{LABEL}, gate {i}" for i in (1, 3, 4, 5)]
    misspelt = _single("precsion@10 >= 0.3", 1)
    ranged = _single("precision@10 >= 3", 4)
    # each problem as the rule alone would give it, each followed by its remedy
    assert lines[1:] == [
        f"  {misspelt.message}",
        f"    remedy: {misspelt.remedy}",
        f"  {LABEL}, gate 3: 0.5 is not a rule",
        "    remedy: quote it as a string",
        f"  {ranged.message}",
        f"    remedy: {ranged.remedy}",
        f"  {LABEL}, gate 5: no metric 'recal'",
        f"    remedy: as for {LABEL}, gate 1",  # the long list of metrics once
    ]
    assert "gate 2" not in message


def test_one_bad_rule_gives_the_same_error_as_before(tmp_path: Path) -> None:
    path = _gates_file(tmp_path, "precision@10 >= 0.3", "precsion@10 >= 0.3")
    with pytest.raises(GateRuleError) as raised:
        load_gate_file(path, LABEL)
    assert type(raised.value) is GateRuleError
    assert str(raised.value) == str(_single("precsion@10 >= 0.3", 2))
    assert str(raised.value).startswith(
        f"{LABEL}, gate 2: no metric 'precsion@10'; did you mean 'precision@10'?\n  remedy: "
    )


def test_a_yaml_syntax_error_still_stops_at_once(tmp_path: Path) -> None:
    path = tmp_path / "gates.yaml"
    path.write_text("gates:\n  - precsion@10 >= 0.3\n  - [unclosed\n", encoding="utf-8")
    with pytest.raises(GateRuleError, match=r"cannot be read") as raised:
        load_gate_file(path, LABEL)
    assert type(raised.value) is GateRuleError


def test_the_file_and_the_ini_key_are_reported_together(tmp_path: Path) -> None:
    _gates_file(tmp_path, "precsion@10 >= 0.3")
    with pytest.raises(GateRuleErrors) as raised:
        gate_rules(tmp_path, ["n >= 1", "ndcg@10 >= 2"], LABEL)
    message = str(raised.value)
    assert message.startswith(f"{LABEL} and ini ws_gates: 2 bad rules:\n")
    assert f"\n  {LABEL}, gate 1: no metric 'precsion@10'" in message
    assert "\n  ini ws_gates, line 2: 'ndcg@10 >= 2': ndcg@10 takes" in message
    # one bad ini line alone: its own error, as before
    with pytest.raises(GateRuleError) as alone:
        gate_rules(tmp_path / "none", ["ndcg@10 >= 2"], LABEL)
    assert type(alone.value) is GateRuleError
    assert str(alone.value).startswith("ini ws_gates, line 1: 'ndcg@10 >= 2'")


def test_a_gates_file_with_several_bad_rules_is_one_usage_error(
    pytester: pytest.Pytester,
) -> None:
    project = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    (project / "golden" / "gates.yaml").write_text(
        "gates:\n  - recall >= 0.3\n  - precision@10 >= 0.3\n  - 7\n", encoding="utf-8"
    )
    result = pytester.runpytest("--ws-provider=tavily")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            "ERROR: websearch-bench: golden/gates.yaml: 2 bad rules:",
            "  golden/gates.yaml, gate 1: no metric 'recall'*",
            "    remedy: name one of: *",
            "  golden/gates.yaml, gate 3: 7 is not a rule",
            "    remedy: quote it as a string",
        ]
    )
    assert "Traceback" not in result.stderr.str()


# --- one number, one rendering on a gate's line ----------------------------------------


@pytest.mark.parametrize(
    ("value", "threshold", "shown"),
    [
        (0.172222, 0.9, "0.172"),  # the table's 3 decimals when they say enough
        (0.8999, 0.9, "0.8999"),  # not 0.900, which reads as meeting >= 0.9
        (0.89996, 0.9, "0.89996"),
        (0.9004, 0.9, "0.9004"),  # fails <= 0.9: not 0.900 either
        (0.9, 0.9, "0.900"),  # on the threshold: 3 decimals are exact
        (0.90049, 0.90045, "0.9005"),  # 0.900 would cross to the other side
        (0.8999999999999999, 0.9, "0.8999999999999999"),  # under by float noise: said so
    ],
)
def test_a_value_is_written_with_the_decimals_its_side_of_the_threshold_needs(
    value: float, threshold: float, shown: str
) -> None:
    assert beside(value, threshold) == shown


@given(
    value=st.floats(min_value=0, max_value=1, allow_nan=False),
    threshold=st.decimals(min_value=0, max_value=1, places=4).map(float),
)
@example(value=1e-09, threshold=0.0)  # found by hypothesis: Decimal's str wrote '1E-9'
def test_the_written_value_is_always_on_the_values_side(value: float, threshold: float) -> None:
    shown = Decimal(beside(value, threshold))
    limit = Decimal(repr(threshold))
    assert (shown > limit) - (shown < limit) == (value > threshold) - (value < threshold)
    assert len(beside(value, threshold).partition(".")[2]) >= 3


def _user_gate(rule: str, overall: dict[str, Any], ci95: dict[str, Any] | None = None) -> dict:
    return evaluate_user_gates([parse_rule(rule, "t", "t")], overall, ci95 or {}, {})[0]


@pytest.mark.parametrize(
    ("rule", "value", "shown"),
    [
        ("precision@10 >= 0.9", 0.172222, "0.172"),
        ("precision@10 >= 0.9", 0.8999, "0.8999"),
        ("precision@10 <= 0.9", 0.9004, "0.9004"),
        ("useful_by_source.provider_results >= 100", 26.0, "26"),  # a count: no decimals
    ],
)
def test_a_user_gate_line_writes_its_value_one_way(rule: str, value: float, shown: str) -> None:
    key = rule.split(" ")[0]
    if key.startswith("useful_by_source."):
        overall: dict[str, Any] = {"useful_by_source": {"provider_results": value}}
    else:
        overall = {key: value, "null_reasons": {}}
    gate = _user_gate(rule, overall)
    assert gate["status"] == "failed"
    assert gate["value"] == value  # the run file keeps every digit
    assert gate_value_text(gate) == shown
    assert gate["reason"] == f"{shown} is not {rule.split(' ', 1)[1]}"


def test_a_straddling_interval_is_written_as_the_value() -> None:
    gate = _user_gate(
        "precision@10 >= 0.9",
        {"precision@10": 0.8999, "null_reasons": {}},
        {"precision@10": [0.81234567, 0.9312345]},
    )
    assert gate["reason"] == (
        "0.8999 is not >= 0.9; its 95% interval [0.812, 0.931] straddles the threshold: "
        "another sample of cases could flip this verdict"
    )


def test_the_terminal_line_of_a_user_gate_writes_its_value_one_way() -> None:
    records = [record(f"c{i}", useful=i < 7) for i in range(9)]  # 7/9 = 0.7777...
    rules = [
        parse_rule(r, "t", "t")
        for r in ("useful_answer_rate >= 0.9", "useful_answer_rate >= 0.7778")
    ]
    run = run_of(records, user_gates=rules)
    lines = [x for x in render(run, width=300) if "useful_answer_rate" in x and "[FAILED]" in x]
    assert lines == [
        "  [FAILED] useful_answer_rate >= 0.9 value 0.778 -> fails the run (a user gate) "
        "(0.778 is not >= 0.9 over 9 cases)",
        "  [FAILED] useful_answer_rate#2 >= 0.7778 value 0.77778 -> fails the run (a user "
        "gate) (0.77778 is not >= 0.7778 over 9 cases)",
    ]
    stored = [g for g in run["providers"]["p"]["gates"] if g["kind"] == "user"]
    assert stored[0]["value"] == 7 / 9


def test_a_hard_gate_just_under_its_threshold_says_so() -> None:
    def line_numbers(gate: dict[str, Any]) -> tuple[str, str]:
        return gate_value_text(gate), gate["reason"]

    cite = citation_coverage_gate(
        {"citation_coverage": 0.9499, "n_by_metric": {"citation_coverage": 10000}}
    ).to_dict()
    assert line_numbers(cite) == ("0.9499", "0.9499 < 0.95 over 10000 claims")
    injected = injection_gate(
        {"injection_containment": 0.9996, "n_by_metric": {"injection_containment": 5000}}
    ).to_dict()
    assert gate_value_text(injected) == "0.9996"
    assert injected["reason"].startswith("0.9996 < 1.00 over 5000 injected documents")
    fresh = freshness_accuracy_gate(
        {"freshness_accuracy": 0.8999, "n_by_metric": {"freshness_accuracy": 10000}}
    ).to_dict()
    assert line_numbers(fresh) == (
        "0.8999",
        "0.8999 < 0.90 over 10000 verified dated documents",
    )
    cost = cost_divergence_gate(0.0504, "reported $1 against $1.05").to_dict()
    assert cost["status"] == "failed"
    # the value in %, as the reason and the threshold (<= 5 %) write it; not 5.0%
    assert line_numbers(cost) == ("5.04%", "5.04%: reported $1 against $1.05")
    assert gate_value_text(cost_divergence_gate(0.02, "x").to_dict()) == "2.0%"


def test_a_latency_gate_keeps_whole_ms_unless_they_hide_the_verdict() -> None:
    gate = {"threshold": "<= 500", "value": 500.4, "n": 120, "reliable": True, "kind": "user"}
    assert gate_value_text(gate) == "500.4 ms (n=120)"
    assert gate_number(1605.16, gate) == "1605"


def test_a_threshold_keeps_every_digit_written() -> None:
    rule = parse_rule("precision@10 >= 0.1234567", "t", "t")
    assert rule.name == "precision@10 >= 0.1234567"  # %g would write 0.123457
    assert parse_rule("precision@10 >= 0.30", "t", "t").name == "precision@10 >= 0.3"
    again = rules_from_run([{"rule": rule.name, "source": "t"}])[0]
    assert again.threshold == rule.threshold
    gate = _user_gate(rule.name, {"precision@10": 0.12345, "null_reasons": {}})
    assert gate["threshold"] == ">= 0.1234567"
    # 3 decimals show it is under: the threshold is not rounded to them
    assert gate["reason"] == "0.123 is not >= 0.1234567"
