"""The session's heading tells the truth in the corners (stop 60):

1. gates judged on a ``-k`` selection (a record remedy's ``-k CASE`` pasted as printed)
   are judged, and the heading, the ``--no-summary`` line and the run file's
   ``selection.gates`` say on what: ``judged on a selection of 1 of 4 cases``;
2. a golden set whose only file cannot be collected keeps its "nothing ran: no golden
   case was collected" line and never says "when every item had run" (nothing was
   selected: no stop is "late"), serially, under ``-x`` and under ``-n 2``;
3. a broken golden file beside good ones: pytest's exit statuses kept (2 serially, 1
   under pytest-xdist, which runs the other files as it does beside any collection
   error); both headings name the files not collected, and xdist's says the gates are
   not judged (measured on the files collected; stop 61);
4. a session stopped early heads "GATES NOT JUDGED" whether a gate failed on the items
   before the stop or not: the first ``--sw`` run and the one resumed at its failure alike;
5. the legend names the latency columns shown; the user gates' title names the sources
   their rules came from.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conftest import drop_fixture, gated_project, make_bench_project
from pytest_websearch_bench.plugin.partial import label_partial, late_stop
from pytest_websearch_bench.report.columns import COLUMNS, legend
from pytest_websearch_bench.report.terminal import (
    STEPWISE,
    judged_on,
    one_line,
    render,
    verdict,
)
from runkit import all_unwrapped, record, run_of, unwrapped

CASES = ["gs-001", "gs-005", "gs-065", "gs-081"]
GATE = "ws_gates=precision@10 >= 0.99"  # fails on the synthetic fixtures
BROKEN = "- id: gs-900\n  category: plantas\n  qeury: typo\n"
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
ORDER = ["-p", "no:randomly", "-p", "no:cacheprovider"]
SELECTION = (
    "judged on a selection of 1 of 4 cases (-k, -m, --deselect, --lf, node ids), not on "
    "the whole golden set"
)


def _failing(**context: Any) -> dict[str, Any]:
    run = run_of([record("c0", "brave")], **context)
    run["failures"].insert(
        0,
        {
            "provider": "brave",
            "kind": "gate",
            "what": "precision@10",
            "why": "fails the run (a user gate)",
        },
    )
    run["passed"] = False
    return run


def _heading(lines: list[str], start: str) -> str:
    return unwrapped(lines, start, more=4)


# -- units -------------------------------------------------------------------------------------


def test_a_selection_is_named_in_the_heading_and_the_one_line() -> None:
    run = _failing(selection={"providers": ["brave"], "selected": 1, "not_selected": 3})
    assert judged_on(run) == SELECTION
    lines = verdict(run, width=60)
    assert _heading(lines, "GATE BREACHED") == (
        f"GATE BREACHED: the session fails. The gates are {SELECTION}."
    )
    assert f"; gates {SELECTION}" in one_line(run, None)
    whole = _failing(selection={"providers": ["brave"], "selected": 1, "not_selected": 0})
    assert judged_on(whole) is None
    assert "The gates are" not in " ".join(verdict(whole))
    two = _failing(selection={"providers": ["brave", "exa"], "selected": 2, "not_selected": 6})
    assert judged_on(two) == SELECTION.replace("1 of 4 cases", "2 of 8 case x provider items")


def test_a_stopped_session_judges_nothing_on_its_selection() -> None:
    run = _failing(selection={"providers": ["brave"], "selected": 2, "not_selected": 3})
    run["not_run"] = {"brave": ["c1"]}
    label_partial(run, "-x")
    assert judged_on(run) is None  # PARTIAL, not judged: the heading says that instead


def test_nothing_selected_is_no_late_stop() -> None:
    """Before: the only golden file not collected headed "... stopped the session when
    every item had run" (under -x too), where no item was selected."""
    nothing = run_of([], selection={"providers": ["p"], "selected": 0, "not_selected": 0})
    assert late_stop(nothing, "-x") is None
    assert late_stop(nothing, "1 error during collection: pytest runs no item") is None
    ran = run_of([record("c0", "p")], selection={"providers": ["p"], "selected": 1})
    assert late_stop(ran, "-x") == "-x"


def test_a_stop_heads_gates_not_judged_when_only_items_failed() -> None:
    """Before: a --sw stop at the first item (no gate value failed on what ran) headed
    "THE RUN FAILS: failed items.", the same stop one item later "GATES NOT JUDGED"."""
    run = run_of([record("c0", "brave")], selection={"providers": ["brave"], "selected": 4})
    run["failures"].append(
        {"provider": "brave", "kind": "item", "what": "1 item failure(s)", "why": "no cassette"}
    )
    run["passed"] = False
    run["not_run"] = {"brave": ["c1", "c2", "c3"]}
    label_partial(run, STEPWISE)
    heading = _heading(verdict(run), "GATES NOT JUDGED")
    assert heading.startswith(f"GATES NOT JUDGED: the session stopped early ({STEPWISE}) after 1")
    assert heading.endswith("Failed items: the session fails.")
    assert one_line(run, None).startswith("websearch-bench: GATES NOT JUDGED (the session")


def test_the_legend_names_the_latency_column_shown() -> None:
    p50 = [c for c in COLUMNS if c.header == "p50 ms"]
    assert "p50/p95 ms one search call per HTTP attempt" in " ".join(legend(200))
    alone = " ".join(legend(200, p50))
    assert "p95 ms one search call per HTTP attempt" in alone and "p50" not in alone


def test_the_user_gates_title_names_the_sources_that_gave_them() -> None:
    run = run_of([record("c0", "brave")])
    gates = run["providers"]["brave"]["gates"]
    gates.append(
        {
            "name": "precision@10",
            "threshold": ">= 0.1",
            "value": 0.5,
            "status": "passed",
            "kind": "user",
            "consequence": "fails the run (a user gate)",
            "source": "ini ws_gates",
        }
    )
    lines = render(run, width=200)
    assert "  your gates (ini ws_gates):" in lines
    gates.append(dict(gates[-1], name="ndcg@10", source="golden/gates.yaml"))
    assert "  your gates (ini ws_gates, golden/gates.yaml):" in render(run, width=200)


# -- through pytest ----------------------------------------------------------------------------


def _report(result: pytest.RunResult) -> list[str]:
    lines = result.stdout.lines
    start = max(i for i, line in enumerate(lines) if "= websearch-bench =" in line)
    return lines[start + 1 :]


@WORKERS
def test_a_record_remedys_k_selection_says_what_the_gates_were_judged_on(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    gated_project(pytester.path, CASES, GATE)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-k", "gs-001", "--ws-report=r.json", *ORDER, *workers
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED  # a breach on the selection: pytest's 1
    assert _heading(_report(result), "GATE BREACHED") == (
        f"GATE BREACHED: the session fails. The gates are {SELECTION}."
    )
    run = json.loads((pytester.path / "r.json").read_text(encoding="utf-8"))
    assert run["selection"]["gates"] == SELECTION
    assert run["complete"] is True  # a selection run to its end is complete
    one = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-k", "gs-001", "--no-summary", *ORDER, *workers
    )
    assert f"; gates {SELECTION}" in unwrapped(one.stdout.lines, "websearch-bench: BREACHED")


@WORKERS
def test_the_only_golden_file_broken_never_says_every_item_had_run(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    project = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    for path in (project / "golden" / "cases").glob("*.yaml"):
        path.unlink()
    (project / "golden" / "cases" / "plantas.yaml").write_text(BROKEN, encoding="utf-8")
    for flags in ([], ["-x"]):
        result = pytester.runpytest_subprocess("--ws-provider=tavily", *flags, *workers)
        out = result.stdout.str()
        report = _report(result)
        assert all_unwrapped(report, "nothing ran") == [
            "nothing ran: no golden case was collected, so no gate was judged and no "
            "provider compared"
        ], flags
        assert _heading(report, "THE RUN FAILS") == "THE RUN FAILS: files not collected.", flags
        assert "every item had run" not in out and "0 of 0" not in out, flags
        assert "PARTIAL RUN" not in out, flags


@WORKERS
def test_a_broken_file_beside_good_ones_heads_files_not_collected(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    project = gated_project(pytester.path, CASES, GATE)
    (project / "golden" / "cases" / "zz_broken.yaml").write_text(BROKEN, encoding="utf-8")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-report=r.json", *ORDER, *workers
    )
    report = _report(result)
    run = json.loads((project / "r.json").read_text(encoding="utf-8"))
    if not workers:  # pytest's own: a collection error interrupts before the first item
        assert result.ret == pytest.ExitCode.INTERRUPTED
        assert _heading(report, "THE RUN FAILS") == "THE RUN FAILS: files not collected."
        assert "gates" not in run["selection"]
        return
    # pytest-xdist's own: the other files' cases run, the session fails (1); the gates saw
    # a part of the golden set nobody chose: measured, not judged (stop 61), never a breach
    # or a pass
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    why = (
        "1 file(s) could not be collected, so the gates measured the cases of the golden "
        "files collected alone; fix the file(s) (the collection errors above) and rerun to "
        "judge them"
    )
    assert _heading(report, "GATES NOT JUDGED") == (
        f"GATES NOT JUDGED: {why}. Files not collected: the session fails."
    )
    assert "GATE BREACHED" not in result.stdout.str()
    assert run["selection"]["gates"] == f"not judged: {why}"


@WORKERS
def test_sw_heads_gates_not_judged_on_its_first_run_and_when_resumed(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    project = gated_project(pytester.path, CASES, GATE)
    drop_fixture(project, "tavily/search/gs-001.json")
    order = ["-p", "no:randomly"]  # the cache kept: --sw resumes from it
    for run in ("first", "resumed"):
        result = pytester.runpytest_subprocess("--ws-provider=tavily", "--sw", *order, *workers)
        assert result.ret == pytest.ExitCode.INTERRUPTED, run  # pytest's own for --sw
        heading = _heading(_report(result), "GATES NOT JUDGED")
        assert heading.startswith(
            f"GATES NOT JUDGED: the session stopped early ({STEPWISE}) after "
        ), run
        assert "THE RUN FAILS" not in result.stdout.str(), run


def test_the_run_file_of_a_whole_run_has_no_gates_note(pytester: pytest.Pytester) -> None:
    gated_project(pytester.path, CASES[:1], GATE)
    pytester.runpytest_subprocess("--ws-provider=tavily", "--ws-report=r.json", *ORDER)
    run = json.loads(Path(pytester.path / "r.json").read_text(encoding="utf-8"))
    assert "gates" not in run["selection"]


def test_the_one_line_of_a_breach_names_the_gates_not_evaluated_too() -> None:
    """Walkthrough 60 #6: with a breach, ``--no-summary``'s line dropped the gates not
    evaluated that a clean run's line names (README: it names every one)."""
    from pytest_websearch_bench.report.terminal import one_line

    run = {
        "complete": True,
        "passed": False,
        "providers": {
            "tavily": {
                "gates": [
                    {
                        "name": "ndcg@10",
                        "status": "failed",
                        "consequence": "fails the run",
                        "kind": "provider",
                    },
                    {"name": "freshness_accuracy", "status": "not_evaluated", "kind": "provider"},
                ]
            }
        },
        "failures": [
            {"provider": "tavily", "kind": "gate", "what": "ndcg@10", "why": "fails the run"}
        ],
    }
    line = one_line(run, "run.json")
    assert line.startswith("websearch-bench: HARD GATE BREACHED: tavily gate ndcg@10")
    assert line.endswith(
        "; 1 not evaluated: freshness_accuracy[tavily]; each gate's reason is in the run file"
        "; run file: run.json"
    )
