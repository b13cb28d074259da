"""User gates: thresholds in golden/gates.yaml or ws_gates, evaluated with the hard gates."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import make_bench_project
from pytest_websearch_bench.errors import BenchError
from pytest_websearch_bench.user_gates import (
    evaluate_user_gates,
    load_gate_file,
    number_keys,
    parse_rule,
)
from runkit import record, run_of


def _gates(rules: list[str], records: list) -> dict:
    rules_parsed = [parse_rule(r, "test", "test") for r in rules]
    run = run_of(records, user_gates=rules_parsed)
    return {g["rule"]: g for g in run["providers"]["p"]["gates"] if g["kind"] == "user"}, run


def test_rules_on_aggregates_latency_and_categories() -> None:
    records = [
        record(f"c{i}", category="a" if i < 6 else "b", relevant=i % 4, useful=True)
        for i in range(12)
    ]
    gates, run = _gates(
        [
            "precision@10 >= 0.9",
            "cost_per_useful_answer_usd <= 0.02",
            "latency.search.p95_ms <= 2500",
            "category.b.precision@10 > 0.05",
            "category.zz.ndcg@10 >= 0.4",
            "ndcg@10 >= 0.4",
        ],
        records,
    )
    assert gates["precision@10 >= 0.9"]["status"] == "failed"
    assert "is not >= 0.9" in gates["precision@10 >= 0.9"]["reason"]
    assert gates["cost_per_useful_answer_usd <= 0.02"]["status"] == "passed"
    assert gates["latency.search.p95_ms <= 2500"]["value"] == 100.0
    assert gates["category.b.precision@10 > 0.05"]["status"] == "passed"
    missing = gates["category.zz.ndcg@10 >= 0.4"]
    assert (
        missing["status"] == "not_evaluated" and "categories of this run: a, b" in missing["reason"]
    )
    assert gates["ndcg@10 >= 0.4"]["status"] == "not_evaluated"
    assert "gold URLs" in gates["ndcg@10 >= 0.4"]["reason"]
    # a failed user gate fails the run, without disqualifying the provider
    assert not run["passed"] and run["providers"]["p"]["role"] == "default_candidate"
    assert {"kind": "gate", "what": "precision@10"}.items() <= run["failures"][0].items()
    assert run["user_gates"][0] == {"rule": "precision@10 >= 0.9", "source": "test"}


def test_a_threshold_inside_the_interval_says_so() -> None:
    records = [record(f"c{i}", relevant=(i * 7) % 11) for i in range(30)]
    value = run_of(records)["providers"]["p"]["aggregate"]["precision@10"]
    gates, _ = _gates([f"precision@10 >= {value + 0.01:.4f}"], records)
    gate = next(iter(gates.values()))
    assert gate["status"] == "failed" and gate["straddles"] is True
    assert "straddles the threshold" in gate["reason"]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("precsion@10 >= 0.3", "no metric 'precsion@10'"),
        ("precision@10 => 0.3", "is not METRIC OP NUMBER"),
        ("precision@10 >= high", "'high' in"),
        ("category.ndcg@10 >= 0.4", "category.NAME.METRIC"),
        ("latency.search.p99_ms <= 1", "no metric"),
        ("reader_fidelity >= 0.9", "reader_fidelity.precision/recall/f1"),
        ("reader_fidelity.speed >= 0.9", "no metric 'reader_fidelity.speed'"),
    ],
)
def test_a_bad_rule_names_where_and_what(text: str, words: str) -> None:
    with pytest.raises(BenchError, match=r"golden/gates\.yaml, gate 2") as raised:
        parse_rule(text, "golden/gates.yaml, gate 2", "golden/gates.yaml")
    assert words in str(raised.value) and "remedy:" in str(raised.value)


def test_rules_on_the_reader_fidelity_block() -> None:
    rules = [
        parse_rule(text, "ws_gates", "ini ws_gates")
        for text in (
            "reader_fidelity.f1 >= 0.9",
            "reader_fidelity.hidden_passed <= 0",
            "reader_fidelity.pdf_pages_covered >= 1",
            "category.a.reader_fidelity.recall >= 0.5",
        )
    ]
    fidelity = {"documents": 3, "f1": 0.82, "hidden_passed": 0.5, "pdf_pages_covered": None}
    overall = {"reader_fidelity": fidelity, "null_reasons": {}}
    without = {"reader_fidelity": None, "null_reasons": {"reader_fidelity": "no reader here"}}
    gates = evaluate_user_gates(rules, overall, {}, {"a": without})
    by_rule = {g["rule"]: g for g in gates}
    assert by_rule["reader_fidelity.f1 >= 0.9"]["status"] == "failed"
    assert by_rule["reader_fidelity.f1 >= 0.9"]["value"] == 0.82
    assert by_rule["reader_fidelity.hidden_passed <= 0"]["status"] == "failed"
    skipped = by_rule["reader_fidelity.pdf_pages_covered >= 1"]
    assert skipped["status"] == "not_evaluated" and "no document" in skipped["reason"]
    absent = by_rule["category.a.reader_fidelity.recall >= 0.5"]
    assert absent["status"] == "not_evaluated" and absent["reason"] == "no reader here"


def test_a_bad_file_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "gates.yaml"
    path.write_text("- precision@10 >= 0.3\n", encoding="utf-8")
    with pytest.raises(BenchError, match="expected one key, gates"):
        load_gate_file(path)
    path.write_text("gates:\n  - 0.3\n", encoding="utf-8")
    with pytest.raises(BenchError, match=r"gate 1.*not a rule"):
        load_gate_file(path)
    assert load_gate_file(tmp_path / "absent.yaml") == []


@given(
    st.sampled_from(number_keys()),
    st.sampled_from([">=", "<=", ">", "<"]),
    st.floats(0.0, 1.0, allow_nan=False),  # a value every metric can take
    st.text(alphabet="abcxyz_", min_size=1, max_size=8),
)
def test_rules_read_back_as_written(metric: str, op: str, number: float, category: str) -> None:
    rule = parse_rule(f"{metric} {op} {number!r}", "t", "t")
    assert (rule.key, rule.operator, rule.threshold, rule.category) == (metric, op, number, None)
    again = parse_rule(rule.name, "t", "t")
    assert (again.key, again.operator) == (metric, op)
    scoped = parse_rule(f"category.{category}.{metric}{op}{number!r}", "t", "t")
    assert (scoped.category, scoped.key) == (category, metric)


def test_evaluate_without_records_is_not_evaluated() -> None:
    rule = parse_rule("custom.speed >= 1", "t", "t")
    gate = evaluate_user_gates([rule], {"custom": {}}, {}, {})[0]
    assert gate["status"] == "not_evaluated" and "ws_metric" in gate["reason"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))


def test_a_session_fails_on_a_user_gate_and_junit_sees_it(
    pytester: pytest.Pytester, project: Path
) -> None:
    (project / "golden" / "gates.yaml").write_text(
        "gates:\n  - precision@10 >= 0.99\n  - citation_coverage >= 0\n", encoding="utf-8"
    )
    (project / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_gates =\n    n >= 1\n", encoding="utf-8"
    )
    result = pytester.runpytest("--ws-provider=tavily", "--junitxml=junit.xml", "-q")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "*your gates (golden/gates.yaml, ini ws_gates):*",
            "*FAILED? precision@10 >= 0.99 value 0.250*",
        ]
    )
    # a user gate is not one of SPEC's hard gates: the banner says which kind failed
    result.stdout.fnmatch_lines(["GATE BREACHED: the session fails."])
    assert "HARD GATE BREACHED" not in result.stdout.str()
    suite = ET.parse(project / "junit.xml").getroot().find("testsuite")
    names = {c.get("name"): c for c in suite.iter("testcase")}
    assert names["precision@10[tavily]"].find("failure") is not None
    assert names["n[tavily]"].find("failure") is None


def test_a_bad_gates_file_stops_the_session_with_its_name(
    pytester: pytest.Pytester, project: Path
) -> None:
    (project / "golden" / "gates.yaml").write_text("gates:\n  - recall >= 0.3\n", encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*golden/gates.yaml, gate 1: no metric 'recall'*"])


@pytest.mark.parametrize("rule", ["latency.search.p95_ms <= 50", "latency.search.mean_ms <= 50"])
def test_a_latency_gate_says_how_many_calls_it_is_over(rule: str) -> None:
    """A p95 over 6 calls is not a p95: the gate carries n and the table's ~, in whole ms,
    and says another sample could flip it (the verdict stands: the team set the gate)."""
    from pytest_websearch_bench.report.terminal import render

    gates, run = _gates([rule], [record(f"c{i}", latency=185.209) for i in range(6)])
    gate = gates[rule]
    assert gate["status"] == "failed" and gate["n"] == 6 and gate["reliable"] is False
    assert "185 ms is not <= 50 ms" in gate["reason"]
    assert "over n=6 calls: unreliable (fewer than 100" in gate["reason"]
    line = next(x for x in render(run, width=300) if x.startswith("  [FAILED] latency"))
    assert f"[FAILED] {rule.split(' ')[0]} <= 50 value 185~ ms (n=6)" in line
    big, _ = _gates([rule], [record(f"c{i}", latency=10.0) for i in range(120)])
    assert big[rule]["reliable"] is True and "unreliable" not in big[rule].get("reason", "")


def test_counts_of_flagged_documents_and_of_useful_answers_by_source_are_gates() -> None:
    """Before, ``injection_flagged_unlabelled <= 0`` was 'no metric': the block was a
    summary only. It gates on how many documents it lists; ``useful_by_source`` on its
    two counts."""
    rules = [
        parse_rule(text, "ws_gates", "ini ws_gates")
        for text in (
            "injection_flagged_unlabelled <= 0",
            "injection_flagged_unlabelled <= 3",  # a count: no upper bound of 1
            "useful_by_source.provider_results >= 2",
            "useful_by_source.stored_documents_only <= 0",
            "category.a.injection_flagged_unlabelled <= 0",
            "category.b.useful_by_source.provider_results >= 1",
        )
    ]
    flagged = [{"url": f"https://x.test/{i}", "sha256": str(i), "case_ids": ["c1"]} for i in "12"]
    overall = {
        "injection_flagged_unlabelled": {"checked": 5, "flagged": flagged},
        "useful_by_source": {
            "provider_results": 3,
            "stored_documents_only": 1,
            "stored_cases": ["c4"],
        },
        "null_reasons": {},
    }
    nothing_read = {
        "injection_flagged_unlabelled": None,
        "null_reasons": {"injection_flagged_unlabelled": "no document without a label was read"},
    }
    gates = evaluate_user_gates(rules, overall, {}, {"a": nothing_read, "b": overall})
    by_rule = {g["rule"]: g for g in gates}
    assert by_rule["injection_flagged_unlabelled <= 0"]["status"] == "failed"
    assert by_rule["injection_flagged_unlabelled <= 0"]["value"] == 2
    assert by_rule["injection_flagged_unlabelled <= 3"]["status"] == "passed"
    assert by_rule["useful_by_source.provider_results >= 2"]["value"] == 3
    assert by_rule["useful_by_source.provider_results >= 2"]["status"] == "passed"
    assert by_rule["useful_by_source.stored_documents_only <= 0"]["status"] == "failed"
    skipped = by_rule["category.a.injection_flagged_unlabelled <= 0"]
    assert skipped["status"] == "not_evaluated"
    assert skipped["reason"] == "no document without a label was read"
    assert by_rule["category.b.useful_by_source.provider_results >= 1"]["status"] == "passed"
    with pytest.raises(BenchError, match="takes values of 0 or more"):
        parse_rule("injection_flagged_unlabelled >= -1", "ws_gates", "ini ws_gates")


def test_a_useful_by_source_gate_on_a_run_reads_the_aggregate() -> None:
    records = [record(f"c{i}", relevant=1, useful=i % 3 == 0) for i in range(9)]
    gates, run = _gates(["useful_by_source.provider_results >= 4"], records)
    block = run["providers"]["p"]["aggregate"]["useful_by_source"]
    gate = gates["useful_by_source.provider_results >= 4"]
    assert gate["value"] == block["provider_results"] == 3
    assert gate["status"] == "failed"


@pytest.mark.parametrize(
    ("text", "problem", "remedy"),
    [
        ("useful_by_source >= 1", "a breakdown of the useful answers", "useful_answer_rate"),
        ("category.a.useful_by_source >= 1", "not one number", "provider_results"),
        (
            "useful_by_source.stored_cases <= 0",
            "a list of case ids",
            "useful_by_source.stored_documents_only <= 0",
        ),
        (
            "injection_flagged_unlabelled.flagged <= 0",
            "the list of flagged documents",
            "'injection_flagged_unlabelled <= 0'",
        ),
    ],
)
def test_a_summary_named_as_a_gate_says_why_not_and_what_to_gate_on(
    text: str, problem: str, remedy: str
) -> None:
    with pytest.raises(BenchError) as raised:
        parse_rule(text, "golden/gates.yaml, gate 1", "golden/gates.yaml")
    message = str(raised.value)
    assert message.startswith("golden/gates.yaml, gate 1: ")
    assert problem in message and "remedy:" in message
    assert remedy in message.split("remedy:", 1)[1]
