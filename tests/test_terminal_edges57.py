"""Stop 57's last rough edges of the terminal report: a Ctrl-C after the last item is a
whole run (its verdicts judged, pytest's exit status 2 kept, as pytest keeps every result
it had before an interrupt); the "not selected" line names only the causes the run file
records; every prose line wraps at the terminal's width, gate lines stay whole."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from conftest import gated_project, interrupt_after
from pytest_websearch_bench.report.terminal import one_line, render
from runkit import record, run_of, unwrapped

CASES = ["gs-001", "gs-011", "gs-065"]  # gs-065 runs last under -p no:randomly
GATE = "websearch-bench::gates::precision@10[tavily]"


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return gated_project(pytester.path, CASES, "ws_gates=precision@10 >= 0.99")


# -- 1. a Ctrl-C after the last item --------------------------------------------------------


def test_an_interrupt_after_the_last_item_judges_the_verdicts(
    pytester: pytest.Pytester, project: Path
) -> None:
    """Before: ``GATE BREACHED: the session fails.`` over a short summary that reported
    every verdict skipped ("not judged ...: the session stopped early (an interrupt
    (Ctrl-C)), so pytest counts no result after it"), and no failure counted. Every item
    ran: the verdicts are judged, pytest's KeyboardInterrupt banner and exit status 2
    stay, as for an item that failed before a Ctrl-C."""
    interrupt_after(pytester, "gs-065")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:randomly", "-rfs", "--ws-report=run.json",
        "--junitxml=junit.xml",
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.INTERRUPTED
    out = result.stdout.str()
    assert "not judged" not in out and "GATES NOT JUDGED" not in out
    assert unwrapped(result.stdout.lines, "GATE BREACHED", more=4) == (
        "GATE BREACHED: the session fails. Interrupted (Ctrl-C) when every item had run: "
        "the gates are judged on the whole selection; pytest's exit status is 2."
    )
    result.stdout.fnmatch_lines(
        [
            "GATE BREACHED*",
            "  tavily: gate precision@10 -> fails the run (a user gate)",
            f"FAILED {GATE.replace('[', '[[]')} - *",
            "*!! KeyboardInterrupt !!*",
            "*= 1 failed, 6 passed, 5 skipped*",
        ]
    )
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    assert "stopped_early" not in run and run["passed"] is False
    cases = {
        case.get("name"): case
        for case in ET.parse(project / "junit.xml").getroot().iter("testcase")
    }
    failed = [name for name, case in cases.items() if case.find("failure") is not None]
    assert failed == ["precision@10[tavily]"]  # junit's name: the id's last part


def test_an_interrupt_before_the_last_item_still_reports_the_verdicts_skipped(
    pytester: pytest.Pytester, project: Path
) -> None:
    """The other side of the line: items left unrun, no verdict judged."""
    interrupt_after(pytester, "gs-001")
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "-p", "no:randomly")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["GATES NOT JUDGED: *", "*= 2 passed, 9 skipped*"])


# -- 2. the "not selected" line names the causes that applied -------------------------------


def _selected(**selection: Any) -> dict[str, Any]:
    """A run of provider p with 2 records of 6 possible items."""
    block = {"providers": ["p"], "selected": 2, "not_selected": 4, "category": None}
    block.update(selection)
    shard = block.pop("shard", None)
    return run_of([record("gs-001"), record("gs-002")], selection=block, shard=shard)


def _selection_line(run: dict[str, Any]) -> str:
    return unwrapped(render(run, "run.json"), "2 of 6 case x provider items selected")


@pytest.mark.parametrize(
    ("selection", "causes"),
    [
        ({}, "-k, -m, --deselect, --lf, node ids"),
        ({"shard": {"index": 1, "total": 3}}, "shard 1/3 (the other shards draw them)"),
        ({"category": "a", "cases": ["gs-001", "gs-002"]}, "--ws-category a"),
        (
            {"category": "a", "cases": ["gs-001", "gs-002", "gs-003"]},
            "--ws-category a, -k, -m, --deselect, --lf, node ids",
        ),
        (
            {
                "category": "a",
                "cases": ["gs-001", "gs-002", "gs-003"],
                "shard": {"index": 2, "total": 2},
            },
            "--ws-category a, shard 2/2",
        ),
    ],
    ids=["pytest-selectors", "shard", "category", "category-and-k", "category-and-shard"],
)
def test_the_not_selected_line_names_only_what_applied(
    selection: dict[str, Any], causes: str
) -> None:
    """Before: ``(the rest were not selected: -k, -m, --deselect, --lf, node ids,
    --ws-category, --ws-shard)`` whatever the run was given."""
    assert _selection_line(_selected(**selection)) == (
        f"2 of 6 case x provider items selected (the rest were not selected: {causes}); "
        "numbers cover what ran"
    )


def test_a_shard_that_drew_nothing_says_so() -> None:
    run = run_of(
        [],
        selection={"providers": ["p"], "selected": 0, "not_selected": 4, "category": None},
        shard={"index": 2, "total": 3},
    )
    lines = render(run, "run.json")
    assert lines[0] == (
        "nothing ran: shard 2/3 drew none of the 4 case x provider items, so no gate was "
        "judged and no provider compared"
    )
    assert one_line(run, None) == (
        "websearch-bench: nothing ran: shard 2/3 drew none of the 4 case x provider items"
    )


# -- 3. prose lines wrap at the width, gate lines do not ------------------------------------

IDS = [f"gs-{n:03d}" for n in range(1, 16)]
LOCAL = "http://127.0.0.1:18871"


def _every_long_line() -> dict[str, Any]:
    """A run with every line the report prints about a provider long enough to wrap."""
    records = [record(case_id, useful=True, hosts=["a.example"]) for case_id in IDS]
    for case in records:  # contradicted: the evidence line names every case
        case.claims[0]["contradicts_claim_ids"] = ["other-1"]
        case.new_hosts = ["a.example"]  # for a person to review
    run = run_of(
        records,
        selection={"providers": ["p"], "selected": len(IDS), "not_selected": 0},
        judge_model="a-judge-model-with-a-long-name",
    )
    block = run["providers"]["p"]
    agg = block["aggregate"]
    agg["latency_ms"]["search"].update(measured=5, replayed=True, synthetic=True)
    agg["judge_counts"] = {"asked": 302, "graded": 300, "unparsed": 1, "refused": 1,
                           "undecided@10": 3, "failed_cases": 2, "synthetic_cases": 4}  # fmt: skip
    agg["fallback_by_cause"] = {"rate_limited": 3, "server_error": 2, "timeout": 1}
    block["cascade"] = {
        "tiers": ["p", "second-provider", "third-provider"],
        "success_rates": {"p": {"answered": 12, "ran": 15}, "second-provider": {"answered": 3, "ran": 3}},
        "suggested_order": ["second-provider", "p", "third-provider"],
    }  # fmt: skip
    block["breaker"] = {"refused_cases": IDS[:10], "half_open_trials": IDS[10:13]}
    block["recorded"] = {"cases": 15, "calls": 40, "failed_calls": 2, "spend_usd": 0.064,
                         "errors_kept": {"timeout": 1, "server_error": 1}, "left": IDS[:4]}  # fmt: skip
    block["hard_faults"] = [{"kind": "not_recorded", "case_id": case_id} for case_id in IDS]
    block["lost_cases"] = IDS[:12]
    provenance = run["provenance"]
    provenance["warning"] = "synthetic fixtures in classes 1-3 or 9: not a provider comparison"
    provenance["synthetic_quality_fixtures"] = ["p", "second-provider", "third-provider"]
    provenance["local_recordings"] = {"p": [LOCAL]}
    return run


def test_every_prose_line_wraps_at_80_columns_and_gate_lines_stay_whole() -> None:
    """Before: the latency, evidence, review, judge, cascade, circuit breaker, recorded
    live, hard faults, LOST cases and WARNING lines ran past 80 columns."""
    run = _every_long_line()
    lines = render(run, "run.json", width=80)
    starts = (
        "  latency search:", "  evidence:", "  review:", "  judge a-judge-model",
        "  cascade p > ", "  circuit breaker:", "  recorded live:", "  hard faults (",
        "  LOST cases", "WARNING synthetic fixtures", "WARNING recorded at a local address",
    )  # fmt: skip
    for start in starts:
        at = [n for n, line in enumerate(lines) if line.startswith(start)]
        assert len(at) == 1, (start, at)
        first = lines[at[0]]
        indent = len(first) - len(first.lstrip(" "))
        # wrapped: a continuation line, indented two more spaces than the first
        assert lines[at[0] + 1].startswith(" " * (indent + 2) + lines[at[0] + 1].strip()[:1])
    gates = [line for line in lines if line.startswith("  [")]
    assert gates and any(len(line) > 80 for line in gates)  # gate lines: whole
    prose = [line for line in lines if not line.startswith("  [") and line != "run file: run.json"]
    assert [line for line in prose if len(line) > 80] == []
    # a wrapped line loses no word
    text = " ".join(line.strip() for line in lines)
    assert f"refused 10 case(s) ({', '.join(IDS[:10])}) after consecutive upstream" in text
    assert f"LOST cases (selected, never reported): {', '.join(IDS[:12])}" in text
    assert "(p: http://127.0.0.1:18871)" in text


def test_grep_warning_finds_every_warning_at_any_width() -> None:
    run = _every_long_line()
    for width in (40, 80, 200):
        lines = render(run, None, width=width)
        warnings = [line for line in lines if "WARNING" in line]
        assert len(warnings) == 2, (width, warnings)
        assert all(line.startswith("WARNING ") for line in warnings)
