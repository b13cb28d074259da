"""Loose ends of the walkthrough's stop 52 fixes.

- A gate rule naming a category the golden set does not have was refused after every
  rule had loaded, alone and at the first such name: a ``gates.yaml`` with a category
  typo and other mistakes took two runs. It is now one of the bad rules of the one error,
  each with its did-you-mean.
- After ``nothing ran``, the ``PARTIAL RUN`` line said the gate verdicts above were
  judged on the 0 items that ran: it says no gate was judged.
- A recording's cost is an estimate at the providers' prices, nothing at a local
  address, in every line that states it (an interrupted recording, ``compare``'s refusal
  of a run that ran no case, the ``$/useful`` legend), not ``$X spent``.
- A gate on a cost (``*_usd``) writes its value with the table's 4 decimals, not 3.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bench_tree import bench_config
from conftest import make_bench_project
from pytest_websearch_bench.plugin.partial import partial_lines
from pytest_websearch_bench.report.columns import cell, gate_number, legend
from pytest_websearch_bench.report.compare import why_unusable
from pytest_websearch_bench.report.html import _gate_row
from pytest_websearch_bench.report.terminal import gate_value_text, render
from pytest_websearch_bench.session.loaded import GoldenSet
from pytest_websearch_bench.user_gates import (
    GateRuleError,
    GateRuleErrors,
    evaluate_user_gates,
    gate_rules,
    parse_rule,
)
from runkit import assert_unwrapped, record, run_of

LABEL = "golden/gates.yaml"
CATEGORIES = ("certificaciones", "noticias", "plantas")


def _golden(tmp_path: Path, *rules: str) -> GoldenSet:
    golden = tmp_path / "golden"
    (golden / "cases").mkdir(parents=True)
    (golden / "categories.yaml").write_text(
        "schema: pytest-websearch-bench/categories@1\ncategories:\n"
        + "".join(f"  {name}: what {name} holds\n" for name in CATEGORIES),
        encoding="utf-8",
    )
    (golden / "gates.yaml").write_text(
        "gates:\n" + "".join(f"  - {rule}\n" for rule in rules), encoding="utf-8"
    )
    return GoldenSet(bench_config(tmp_path, "tavily", golden=golden, cache_dir=tmp_path / "cache"))


# -- a category typo is one of the bad rules -----------------------------------------------------


def test_unknown_categories_join_the_other_bad_rules_in_one_error(tmp_path: Path) -> None:
    golden = _golden(
        tmp_path,
        "category.plantaz.ndcg@10 >= 0.4",  # 1: a category typo
        "precsion@10 >= 0.3",  # 2: a metric typo
        "category.plantas.ndcg@10 >= 0.4",  # 3: good
        "category.noticas.precision@10 >= 0.2",  # 4: another category typo
        "category.zzz.hit@10 >= 0.5",  # 5: no category near it
    )
    with pytest.raises(GateRuleErrors) as raised:
        gate_rules(golden.config.golden, [], LABEL, golden.unknown_category)
    error = raised.value
    lines = str(error).splitlines()
    assert lines[0] == f"{LABEL}: 4 bad rules:"
    assert [e.where for e in error.errors] == [f"{LABEL}, gate {i}" for i in (1, 2, 4, 5)]
    with pytest.raises(GateRuleError) as alone:  # the metric typo's error, as it alone gives it
        parse_rule("precsion@10 >= 0.3", f"{LABEL}, gate 2", LABEL)
    assert lines[1:] == [
        f"  {LABEL}, gate 1: 'category.plantaz.ndcg@10': the golden set in golden/ has no "
        "category 'plantaz'; did you mean 'category.plantas.ndcg@10'?",
        "    remedy: use one of: certificaciones, noticias, plantas",
        f"  {alone.value.message}",
        f"    remedy: {alone.value.remedy}",
        f"  {LABEL}, gate 4: 'category.noticas.precision@10': the golden set in golden/ has "
        "no category 'noticas'; did you mean 'category.noticias.precision@10'?",
        f"    remedy: as for {LABEL}, gate 1",  # the list of names once
        f"  {LABEL}, gate 5: 'category.zzz.hit@10': the golden set in golden/ has no "
        "category 'zzz'",
        f"    remedy: as for {LABEL}, gate 1",
    ]
    assert "gate 3" not in str(error)


def test_an_ini_rule_with_an_unknown_category_is_reported_with_the_files(tmp_path: Path) -> None:
    golden = _golden(tmp_path, "category.plantaz.ndcg@10 >= 0.4")
    with pytest.raises(GateRuleErrors) as raised:
        gate_rules(
            golden.config.golden,
            ["category.certificacion.ndcg@10 >= 0.1"],
            LABEL,
            golden.unknown_category,
        )
    message = str(raised.value)
    assert message.startswith(f"{LABEL} and ini ws_gates: 2 bad rules:\n")
    assert (
        "\n  ini ws_gates, line 1: 'category.certificacion.ndcg@10': the golden set in golden/ has "
        "no category 'certificacion'; did you mean 'category.certificaciones.ndcg@10'?\n"
    ) in message


def test_one_unknown_category_alone_is_its_own_error(tmp_path: Path) -> None:
    golden = _golden(tmp_path, "category.plantas.ndcg@10 >= 0.4", "category.plantaz.n >= 1")
    with pytest.raises(GateRuleError) as raised:
        gate_rules(golden.config.golden, [], LABEL, golden.unknown_category)
    assert type(raised.value) is GateRuleError
    assert str(raised.value) == (
        f"{LABEL}, gate 2: 'category.plantaz.n': the golden set in golden/ has no category "
        "'plantaz'; did you mean 'category.plantas.n'?\n"
        "  remedy: use one of: certificaciones, noticias, plantas"
    )
    # known categories pass, and rules without a category are never asked about
    assert golden.unknown_category(parse_rule("category.noticias.n >= 1", "t", "t")) is None
    assert golden.unknown_category(parse_rule("n >= 1", "t", "t")) is None


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-005", "gs-065", "gs-081"], providers=("tavily",)
    )


def test_a_gates_file_with_a_category_typo_and_other_mistakes_needs_one_run(
    pytester: pytest.Pytester, project: Path
) -> None:
    (project / "golden" / "gates.yaml").write_text(
        "gates:\n  - category.plantaz.ndcg@10 >= 0.4\n  - recall >= 0.3\n"
        "  - category.noticas.n >= 1\n",
        encoding="utf-8",
    )
    result = pytester.runpytest("--ws-provider=tavily", "-o", "ws_gates=category.zz.n >= 1")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            "ERROR: websearch-bench: golden/gates.yaml and ini ws_gates: 4 bad rules:",
            "  golden/gates.yaml, gate 1: 'category.plantaz.ndcg@10': the golden set in golden/ "
            "has no category 'plantaz'; did you mean 'category.plantas.ndcg@10'?",
            "    remedy: use one of: *plantas*",
            "  golden/gates.yaml, gate 2: no metric 'recall'*",
            "    remedy: name one of: *",
            "  golden/gates.yaml, gate 3: 'category.noticas.n': the golden set in golden/ has no "
            "category 'noticas'; did you mean 'category.noticias.n'?",
            "    remedy: as for golden/gates.yaml, gate 1",
            "  ini ws_gates, line 1: 'category.zz.n': the golden set in golden/ has no "
            "category 'zz'",
            "    remedy: as for golden/gates.yaml, gate 1",
        ]
    )
    assert "Traceback" not in result.stderr.str()


def test_a_ws_category_typo_is_still_refused_with_the_closest_name(
    pytester: pytest.Pytester, project: Path
) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--ws-category=plantaz")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            "ERROR: websearch-bench: --ws-category: the golden set in golden/ has no category "
            "'plantaz'; did you mean 'plantas'?",
            "  remedy: use one of: *plantas*",
        ]
    )


# -- PARTIAL RUN after nothing ran ---------------------------------------------------------------


def _stopped(ran: int, **more: Any) -> dict[str, Any]:
    return {
        "stopped_early": {
            "cause": "an interrupt (Ctrl-C)",
            "items_ran": ran,
            "items_selected": 4,
            "gates": "partial: judged on the items that ran, not on the selection",
        },
        **more,
    }


def test_a_partial_run_where_no_item_ran_says_no_gate_was_judged() -> None:
    assert partial_lines(_stopped(0)) == [
        "websearch-bench: PARTIAL RUN: the session stopped early (an interrupt (Ctrl-C)): "
        "0 of 4 items ran, so no gate was judged (rerun to the end to judge the gates)"
    ]
    assert partial_lines(_stopped(3)) == [
        "websearch-bench: PARTIAL RUN: the session stopped early (an interrupt (Ctrl-C)): "
        # stop 56: the heading says GATES NOT JUDGED, so this line says not judged too
        "3 of 4 items ran; the gate values above are measured on those alone, not judged "
        "(rerun to the end to judge the gates)"
    ]


def test_a_collection_error_that_ran_nothing_judges_no_gate(
    pytester: pytest.Pytester, project: Path
) -> None:
    (project / "golden" / "cases" / "zz_broken.yaml").write_text(
        "- id: gs-900\n  category: plantas\n  qeury: typo\n", encoding="utf-8"
    )
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    out = result.stdout.str()
    assert "nothing ran: the session stopped before its first item" in out
    assert_unwrapped(  # wrapped at the terminal's width
        result.stdout.lines,
        "websearch-bench: PARTIAL RUN: the session stopped early (1 error during "
        "collection: *): 0 of 4 items ran, so no gate was judged (fix the files named "
        "above *)",
    )
    assert "judged on those alone" not in out


# -- a recording's cost: an estimate at the providers' prices ----------------------------------


def _interrupted(endpoints: dict[str, str], gateways: list[str] | None = None) -> dict[str, Any]:
    return _stopped(
        1,
        recording={
            "interrupted": True,
            "spent_usd": 0.05,
            "providers": {"tavily": {"recorded": 3, "left": 7}},
        },
        provenance={"endpoints": endpoints, "declared_gateways": gateways or []},
    )


def test_an_interrupted_recording_states_an_estimate_not_money_spent() -> None:
    line = partial_lines(_interrupted({"tavily": "https://api.tavily.com"}))[1]
    assert line == (
        "websearch-bench: the recording was interrupted: 3 case(s) recorded, estimated cost "
        "$0.0500 at the providers' prices, 7 case(s) left; `pytest --ws-provider=tavily "
        "--ws-record=new` (with this run's other options) records the rest (what was "
        "recorded is kept, and an answer already recorded is not asked again)"
    )
    assert "spent" not in line


def test_an_interrupted_recording_at_a_local_address_says_no_money_was_spent() -> None:
    line = partial_lines(_interrupted({"tavily": "http://127.0.0.1:8080/tavily"}))[1]
    assert (
        "7 case(s) left; no money spent: the calls went to a local address "
        "(tavily: http://127.0.0.1:8080); `pytest --ws-provider=tavily --ws-record=new`" in line
    )
    # a local address of another provider says nothing about this recording's calls
    other = _interrupted({"tavily": "https://api.tavily.com", "exa": "http://127.0.0.1:9/exa"})
    assert "no money spent" not in partial_lines(other)[1]
    # a declared gateway forwards the calls to the provider: they were paid
    gateway = _interrupted({"tavily": "http://10.0.0.5:8443/t"}, ["http://10.0.0.5:8443"])
    assert "no money spent" not in partial_lines(gateway)[1]
    # one local operation of the provider: named alone
    reader = _interrupted({"tavily": "https://api.tavily.com", "tavily.reader": "http://[::1]:9"})
    named = "; no money spent on the calls to a local address (tavily.reader: http://[::1]:9);"
    assert named in partial_lines(reader)[1]


def test_compare_states_a_stopped_recordings_cost_as_an_estimate() -> None:
    run = run_of([record("c1")])
    run["providers"]["p"]["cases"] = []
    run.update(_stopped(0))
    run["recording"] = {"interrupted": True, "spent_usd": 0.05, "providers": {"p": {"recorded": 3}}}
    assert why_unusable(run) == (
        "ran no case: the session stopped early (an interrupt (Ctrl-C)) before its first "
        "item (0 of 4 items ran; its recording recorded 3 case(s), estimated cost $0.0500 at "
        "the providers' prices)"
    )
    run["provenance"]["endpoints"] = {"p": "http://127.0.0.1:8080/p"}
    assert str(why_unusable(run)).endswith(
        "at the providers' prices; no money spent: the calls went to a local address "
        "(p: http://127.0.0.1:8080))"
    )
    run["provenance"]["declared_gateways"] = 5  # a hand-edited run file: no traceback
    assert "no money spent: the calls went to a local address" in str(why_unusable(run))


def test_the_useful_legend_says_the_calls_had_a_cost_not_that_money_was_spent() -> None:
    text = " ".join(" ".join(legend(300, [])).split())  # the legend wraps: one space
    assert "$/useful cost per useful answer (none: the calls had a cost, no useful answer;" in (
        text
    )
    assert (
        "$/case cost of a case a call answered (search, reads, retries), USD at the providers' "
        "prices" in text
    )
    assert "money spent" not in text


# -- a gate on a cost: the table's 4 decimals --------------------------------------------------


@pytest.mark.parametrize(
    ("rule", "value", "shown"),
    [
        ("cost_per_useful_answer_usd <= 0.01", 0.012345, "0.0123"),  # was 0.012
        ("cost_per_case_usd <= 0.02", 0.020004, "0.020004"),  # 0.0200 would meet <= 0.02
        ("cost_per_case_usd < 1", 1.0, "1.0000"),  # a cost, not a count
        ("category.a.wasted_cost_usd <= 0.001", 0.00375, "0.0037"),  # as the table writes it
    ],
)
def test_a_money_gate_writes_its_value_as_the_table_does(
    rule: str, value: float, shown: str
) -> None:
    parsed = parse_rule(rule, "t", "t")
    block = {parsed.key: value, "null_reasons": {}}
    overall, categories = (block, {}) if parsed.category is None else ({}, {"a": block})
    (gate,) = evaluate_user_gates([parsed], overall, {}, categories)
    assert gate["status"] == "failed" and gate["value"] == value  # every digit kept
    assert gate_value_text(gate) == shown
    assert gate["reason"] == f"{shown} is not {rule.split(' ', 1)[1]}"
    if len(shown.partition(".")[2]) == 4:  # the table's cell of the same number
        assert cell({parsed.key: value}, parsed.key, "usd") == shown


def test_a_money_gates_line_interval_and_html_row_use_4_decimals() -> None:
    # 12 cases: a whole run of fewer than 10 says its interval is unreliable (stop 65)
    records = [record(f"c{i}", useful=i < 3) for i in range(12)]
    rules = [parse_rule("cost_per_useful_answer_usd <= 0.001", "t", "t")]
    run = run_of(records, user_gates=rules)
    (gate,) = [g for g in run["providers"]["p"]["gates"] if g["kind"] == "user"]
    value = gate["value"]
    assert gate_number(value, gate) == f"{value:.4f}"
    (line,) = [x for x in render(run, width=300) if "[FAILED] cost_per_useful_answer_usd" in x]
    assert f"value {value:.4f} -> fails the run" in line
    assert f"({value:.4f} is not <= 0.001 over 3 useful answers)" in line
    assert f">{value:.4f}<" in _gate_row(gate)
    straddling = evaluate_user_gates(
        rules,
        {"cost_per_useful_answer_usd": 0.0012, "null_reasons": {}},
        {"cost_per_useful_answer_usd": [0.00081234, 0.0016789]},
        {},
    )[0]
    assert "its 95% interval [0.0008, 0.0017] straddles the threshold" in straddling["reason"]
    # a user metric whose name ends in _usd is the team's number: a ratio, as the table has it
    custom = {"name": "custom.spend_usd", "threshold": ">= 0.5", "kind": "user"}
    assert gate_number(0.123456, custom) == "0.123"
