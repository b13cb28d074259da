"""A session stopped early (-x, --maxfail) judges its gates on the items that ran: the
verdicts are kept but labelled PARTIAL in the report and the run file, and reported
skipped (pytest counts nothing past its stop); "stopping after N failures" counts the
items only."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from conftest import drop_fixture, make_bench_project

CASES = ["gs-001", "gs-011", "gs-065"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_gates = precision@10 >= 0.99\n", encoding="utf-8"
    )
    return root


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_x_labels_the_gates_partial_and_stops_after_one_failure(pytester, project, workers) -> None:
    first = sorted(
        p.relative_to(project / "cassettes").as_posix()
        for p in (project / "cassettes" / "tavily" / "search").glob("*.json")
    )[0]
    drop_fixture(project, first)  # that case's item fails: -x stops the session
    result = pytester.runpytest(
        "--ws-provider=tavily",
        "-x",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:randomly",
        "--ws-report=x.json",
        "--junitxml=junit.xml",
        *workers,
    )
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.TESTS_FAILED or workers, out[-3000:]
    assert "stopping after 2 failures" not in out  # a gate verdict stopped nothing
    if not workers:
        assert "stopping after 1 failures" in out
    run = json.loads((project / "x.json").read_text(encoding="utf-8"))
    if workers and run["complete"]:  # the workers finished every item before the stop
        assert "stopped_early" not in run and "PARTIAL" not in out
        return
    stopped = run["stopped_early"]
    assert stopped["cause"] == "-x" and stopped["items_selected"] == len(CASES)
    assert stopped["items_ran"] < len(CASES) and run["complete"] is False
    gate = next(g for g in run["providers"]["tavily"]["gates"] if g["name"] == "precision@10")
    assert gate["status"] == "failed" and gate["reason"].startswith(
        "PARTIAL: the session stopped early (-x): "
    )
    assert any("PARTIAL" in f["why"] for f in run["failures"] if f["kind"] == "gate")
    assert "websearch-bench: PARTIAL RUN: the session stopped early (-x): " in out
    # not judged, as the GATES NOT JUDGED heading says (stop 56: was "[FAILED]")
    assert "[NOT JUDGED] precision@10 >= 0.99" in out and "(PARTIAL: the session" in out
    assert "[FAILED] precision@10" not in out
    # pytest counts nothing past its stop: the verdict is skipped there, not judged
    assert result.parseoutcomes()["failed"] == 1, out[-3000:]
    cases = ET.parse(project / "junit.xml").getroot().iter("testcase")
    junit = next(c for c in cases if "precision@10[tavily]" in (c.get("name") or ""))
    skipped = junit.find("skipped")
    assert junit.find("failure") is None and skipped is not None
    assert "not judged for tavily: the session stopped early (-x)" in skipped.get("message", "")


def test_a_whole_session_is_not_labelled_partial(pytester, project) -> None:
    result = pytester.runpytest(
        "--ws-provider=tavily", "-x", "-p", "no:cacheprovider", "--ws-report=w.json"
    )
    run = json.loads((project / "w.json").read_text(encoding="utf-8"))
    assert "stopped_early" not in run and "PARTIAL" not in result.stdout.str()
    # -x stops at the failing gate as at a failed item (stop 57); the run is whole all the same
    assert "stopping after 1 failures" in result.stdout.str()


def test_diff_of_a_run_interrupted_before_its_first_item_says_so(tmp_path: Path) -> None:
    """A recording interrupted before any item ran writes a run file with no case: diff
    and compare said 'check --ws-golden and the collection errors', the wrong remedy for
    a Ctrl-C; they name the interrupt, what was recorded, and the resume command."""
    from pytest_websearch_bench.report.compare import CompareError, run_paths
    from pytest_websearch_bench.report.diff import DiffError, diff_runs
    from runkit import record, run_of, write

    before = write(tmp_path / "before.json", run_of([record("c1", relevant=2)]))
    run = run_of([record("c1", relevant=2)])
    run["providers"]["p"]["cases"] = []
    run["complete"] = False
    run["stopped_early"] = {"cause": "an interrupt (Ctrl-C)", "items_ran": 0,
                            "items_selected": 1, "gates": "partial"}  # fmt: skip
    run["recording"] = {"interrupted": True, "spent_usd": 0.05,
                        "providers": {"p": {"recorded": 3, "left": 7}}}  # fmt: skip
    stopped = tmp_path / "stopped.json"
    stopped.write_text(json.dumps(run), encoding="utf-8")
    with pytest.raises(DiffError) as raised:
        diff_runs(before, stopped, provider="p")
    text = str(raised.value)
    assert "the session stopped early (an interrupt (Ctrl-C)) before its first item" in text
    assert "recorded 3 case(s), estimated cost $0.0500 at the providers' prices" in text
    assert "--ws-record=new" in text
    assert "--ws-golden" not in text
    with pytest.raises(CompareError) as refused:
        run_paths([str(stopped)])
    assert "--ws-record=new" in str(refused.value)


def test_each_provider_is_labelled_with_its_own_items() -> None:
    """With two providers under -x, each gate said '5 of 10 items ran' (both providers
    together) where brave ran 2 of its 5 and tavily 3 of its 5."""
    from pytest_websearch_bench.plugin.partial import label_partial

    def block(done: int) -> dict[str, object]:
        gate = {"name": "precision@10", "status": "failed", "reason": "0.1 is not >= 0.3"}
        return {"cases": [{}] * done, "gates": [gate]}

    run: dict[str, Any] = {
        "selection": {"selected": 10},
        "not_run": {"brave": ["a", "b", "c"], "tavily": ["d", "e"]},
        "providers": {"brave": block(2), "tavily": block(3)},
        "failures": [{"provider": "brave", "kind": "gate", "what": "precision@10", "why": "x"}],
    }
    label_partial(run, "-x")
    brave = run["providers"]["brave"]["gates"][0]["reason"]
    tavily = run["providers"]["tavily"]["gates"][0]["reason"]
    assert "2 of 5 of brave's items ran (5 of 10 in all)" in brave
    assert "3 of 5 of tavily's items ran (5 of 10 in all)" in tavily
    assert "2 of 5 of brave's items ran" in run["failures"][0]["why"]
    assert run["stopped_early"]["items_ran"] == 5
