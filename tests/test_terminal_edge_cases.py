"""The terminal report's edge cases (a newcomer's walkthrough, stop 52): a session in which
nothing ran says so once, instead of verdicts and comparability lines about nothing; two
reasons a run is incomplete are two ``INCOMPLETE:`` lines, not one joined by ';'; and a
recording's cost is an estimate at the providers' prices, nothing at all at a local
address. Unit tests on ``render`` and the same through pytest (serial and ``-n 2``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.report.terminal import one_line, render
from runkit import all_unwrapped, record, run_of, unwrapped

CASES = ["gs-001", "gs-005", "gs-065", "gs-081"]
MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
BROKEN = "- id: gs-900\n  category: plantas\n  qeury: typo\n"
# what a report that describes nothing used to print
ABOUT_NOTHING = ("provider tavily", "[not evaluated]", "NOT COMPARABLE", "unranked:", "legend:")


def _nothing(**context: Any) -> dict[str, Any]:
    """A run of provider p with no record: the plugin's context for a session where no
    item ran."""
    selection = {"providers": ["p"], "selected": 0, "not_selected": 0}
    selection.update(context.pop("selection", {}))
    return run_of([], selection=selection, **context)


def _only(lines: list[str], start: str) -> list[str]:
    """The lines that start with ``start``, each read whole (the report wraps them)."""
    return all_unwrapped(lines, start)


# -- nothing ran ------------------------------------------------------------------------------


@pytest.mark.parametrize("verbosity", [0, -1, 1], ids=["default", "quiet", "verbose"])
def test_a_run_where_every_item_was_deselected_says_nothing_ran_once(verbosity: int) -> None:
    run = _nothing(selection={"not_selected": 4})
    lines = render(run, "run.json", verbosity=verbosity)
    assert _only(lines, "nothing ran") == [
        "nothing ran: all 4 case x provider items were deselected (-k, -m, --deselect, --lf, "
        "node ids), so no gate was judged and no provider compared"
    ]
    text = "\n".join(lines)
    assert not any(marker.replace("tavily", "p") in text for marker in ABOUT_NOTHING)
    assert "numbers cover what ran" not in text  # the selection line would say it twice
    assert lines[-1] == "run file: run.json"
    assert one_line(run, "run.json") == (
        "websearch-bench: nothing ran: all 4 case x provider items were deselected (-k, -m, "
        "--deselect, --lf, node ids); run file: run.json"
    )


def test_a_run_whose_only_golden_file_could_not_be_collected_says_nothing_ran() -> None:
    lines = render(_nothing(collection_errors=1), "run.json")
    assert lines[0].startswith("nothing ran: ")
    assert _only(lines, "nothing ran") == [
        "nothing ran: no golden case was collected, so no gate was judged and no provider compared"
    ]
    assert _only(lines, "INCOMPLETE") == [
        "INCOMPLETE: 1 file(s) could not be collected: the cases in them never ran (see the "
        "errors above); the run file says complete: false"
    ]
    assert "provider p" not in lines and not _only(lines, "  [not evaluated]")
    # the session still fails, with its reason and remedy
    assert "THE RUN FAILS: files not collected." in lines


def test_a_stop_before_the_first_item_says_nothing_ran_and_why_on_own_lines() -> None:
    """Serial pytest collects the good files, then runs none of them: the two reasons are
    two INCOMPLETE lines, the collection error (the cause) first."""
    run = _nothing(
        selection={"selected": 4}, collection_errors=1, not_run={"p": ["a", "b", "c", "d"]}
    )
    lines = render(run, "run.json")
    assert lines[0].startswith("nothing ran: the session stopped before its first item, so ")
    assert _only(lines, "INCOMPLETE") == [
        "INCOMPLETE: 1 file(s) could not be collected: the cases in them never ran (see the "
        "errors above)",
        "INCOMPLETE: 4 of 4 selected items not run (pytest stopped at a golden file it could "
        "not collect); the run file says complete: false",
    ]
    assert not any(";INCOMPLETE" in line or "; INCOMPLETE" in line for line in lines)


def test_a_run_with_a_case_or_a_lost_case_keeps_its_provider_block() -> None:
    ran = render(run_of([record("c1")]), "run.json")
    assert "provider p (NOT COMPARABLE)" in ran and not _only(ran, "nothing ran")
    lost = render(_nothing(lost_cases={"p": ["c1"]}, selection={"selected": 1}), "run.json")
    assert not _only(lost, "nothing ran")
    assert "  LOST cases (selected, never reported): c1" in lost


# -- INCOMPLETE, one line per reason ------------------------------------------------------------


def test_an_early_stop_beside_a_collection_error_names_each_cause_on_its_own_line() -> None:
    """-x with --continue-on-collection-errors: the stop was -x, not the file (the line
    used to blame the file, and joined both sentences with ';')."""
    run = run_of(
        [record("c1")],
        selection={"providers": ["p"], "selected": 4, "not_selected": 0},
        collection_errors=1,
        not_run={"p": ["c2", "c3", "c4"]},
    )
    run["stopped_early"] = {"cause": "-x", "items_ran": 1, "items_selected": 4}
    lines = render(run, "run.json")
    assert _only(lines, "INCOMPLETE") == [
        "INCOMPLETE: 1 file(s) could not be collected: the cases in them never ran (see the "
        "errors above)",
        "INCOMPLETE: 3 of 4 selected items not run (the session stopped early: -x); the run "
        "file says complete: false",
    ]


def test_a_partial_selection_and_an_early_stop_are_separate_lines() -> None:
    run = run_of(
        [record("c1")],
        selection={"providers": ["p"], "selected": 2, "not_selected": 2},
        not_run={"p": ["c2"]},
    )
    lines = render(run, "run.json")
    (selected,) = [line for line in lines if "items selected" in line]
    assert (
        selected.startswith("2 of 4 case x provider items selected")
        and "INCOMPLETE" not in selected
    )
    assert _only(lines, "INCOMPLETE") == [
        "INCOMPLETE: 1 of 2 selected items not run (the session stopped early: -x, --maxfail or "
        "an interrupt); the run file says complete: false"
    ]


# -- what a recording cost ----------------------------------------------------------------------


def _recorded(endpoints: dict[str, str], spend: float | None = 0.032, **context: Any) -> str:
    case = record("c1", "tavily")
    case.recorded = {"calls": 2, "errors_kept": [], "spend_usd": spend}
    lines = render(run_of([case], endpoints=endpoints, **context), "run.json")
    return unwrapped(lines, "  recorded live:")  # wrapped at the width (120)


def test_a_recording_at_the_provider_states_an_estimate_not_money_spent() -> None:
    line = _recorded({"tavily": "https://api.tavily.com"})
    assert line == (
        "  recorded live: 1 case(s), 2 call(s); estimated cost $0.0320 at the providers' prices"
    )
    unknown = _recorded({"tavily": "https://api.tavily.com"}, spend=None)
    assert unknown.endswith("; estimated cost unknown (a price is not published)")


def test_a_recording_at_a_local_address_says_no_money_was_spent() -> None:
    line = _recorded({"tavily": "http://127.0.0.1:8080/tavily"})
    assert line.endswith(
        "; estimated cost $0.0320 at the providers' prices; no money spent: the calls went to "
        "a local address (tavily: http://127.0.0.1:8080)"
    )
    # another provider's local endpoint says nothing about this one's calls
    other = _recorded({"tavily": "https://api.tavily.com", "exa": "http://127.0.0.1:8080/exa"})
    assert "no money spent" not in other


def test_a_declared_gateway_forwards_to_the_provider_so_money_was_spent() -> None:
    line = _recorded({"tavily": "http://10.0.0.5:8443/tavily"}, gateways=["http://10.0.0.5:8443"])
    assert "no money spent" not in line and "estimated cost $0.0320" in line


def test_a_local_reader_alone_is_named_as_the_calls_that_cost_nothing() -> None:
    case = record("c1", "jina")
    case.recorded = {"calls": 2, "errors_kept": [], "spend_usd": 0.01}
    endpoints = {"jina": "https://s.jina.ai", "jina.reader": "http://127.0.0.1:9000"}
    lines = render(run_of([case], endpoints=endpoints), "run.json")
    line = unwrapped(lines, "  recorded live:")
    assert line.endswith(
        "; no money spent on the calls to a local address (jina.reader: http://127.0.0.1:9000)"
    )


# -- through pytest -----------------------------------------------------------------------------


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _report(result: pytest.RunResult) -> list[str]:
    """The websearch-bench section's lines."""
    lines = result.stdout.lines
    start = next(i for i, line in enumerate(lines) if "= websearch-bench =" in line)
    return lines[start + 1 :]


@pytest.mark.parametrize("mode", MODES)
def test_k_matching_nothing_reports_that_nothing_ran(pytester, project, mode) -> None:
    result = pytester.runpytest(
        "--ws-provider=tavily", "-k", "nomatch", "--ws-report=r.json", *mode
    )
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED  # pytest's own: all deselected
    assert _only(_report(result), "nothing ran") == [
        "nothing ran: all 4 case x provider items were deselected (-k, -m, --deselect, --lf, "
        "node ids), so no gate was judged and no provider compared"
    ]
    report = "\n".join(_report(result))
    assert report.count("nothing ran") == 1
    assert not [marker for marker in ABOUT_NOTHING if marker in report]
    run = json.loads((project / "r.json").read_text(encoding="utf-8"))
    assert run["selection"]["selected"] == 0  # the run file still says what was selected


@pytest.mark.parametrize("mode", MODES)
def test_the_only_golden_file_broken_reports_that_nothing_ran(pytester, project, mode) -> None:
    for path in (project / "golden" / "cases").glob("*.yaml"):
        path.unlink()
    (project / "golden" / "cases" / "plantas.yaml").write_text(BROKEN, encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json", *mode)
    # pytest's own exit statuses: a collection error interrupts a serial session (2); under
    # xdist the session runs and fails (1)
    expected = pytest.ExitCode.INTERRUPTED if not mode else pytest.ExitCode.TESTS_FAILED
    assert result.ret == expected
    report = _report(result)
    assert _only(report, "nothing ran") == [
        "nothing ran: no golden case was collected, so no gate was judged and no provider compared"
    ]
    assert report[0].startswith("nothing ran: ")
    assert _only(report, "INCOMPLETE") == [
        "INCOMPLETE: 1 file(s) could not be collected: the cases in them never ran (see the "
        "errors above); the run file says complete: false"
    ]
    assert not [marker for marker in ABOUT_NOTHING if marker in "\n".join(report)]


def test_a_broken_file_beside_good_ones_gives_one_incomplete_line_per_reason(
    pytester, project
) -> None:
    (project / "golden" / "cases" / "zz_broken.yaml").write_text(BROKEN, encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    report = _report(result)
    assert report[0].startswith("nothing ran: the session stopped before its first item")
    assert _only(report, "INCOMPLETE") == [
        "INCOMPLETE: 1 file(s) could not be collected: the cases in them never ran (see the "
        "errors above)",
        "INCOMPLETE: 4 of 4 selected items not run (pytest stopped at a golden file it could "
        "not collect); the run file says complete: false",
    ]


def test_x_beside_a_collection_error_names_both_causes(pytester, project) -> None:
    (project / "golden" / "cases" / "zz_broken.yaml").write_text(BROKEN, encoding="utf-8")
    path = project / "golden" / "cases" / "contactos_comerciales.yaml"
    text = path.read_text(encoding="utf-8")  # gs-001, the first item, no longer matches
    head, marker, tail = text.partition("id: gs-001\n")
    path.write_text(head + marker + tail.replace("query: ", "query: changed ", 1), "utf-8")
    result = pytester.runpytest(
        "--ws-provider=tavily", "-x", "--continue-on-collection-errors", "--ws-report=r.json"
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    report = _report(result)
    assert not [line for line in report if line.startswith("nothing ran")]  # gs-001 ran
    assert _only(report, "INCOMPLETE") == [
        "INCOMPLETE: 1 file(s) could not be collected: the cases in them never ran (see the "
        "errors above)",
        "INCOMPLETE: 3 of 4 selected items not run (the session stopped early: -x); the run "
        "file says complete: false",
    ]


def test_the_one_line_verdict_names_the_gates_not_evaluated() -> None:
    from pytest_websearch_bench.report.terminal import one_line

    gates = [{"name": f"g{i}", "status": "not_evaluated", "reason": "why"} for i in range(4)] + [
        {"name": "ok", "status": "passed"}
    ]
    run = {"providers": {"tavily": {"gates": gates, "aggregate": {"n": 1}, "cases": [{"id": "a"}]}}}
    line = one_line(run, "run.json")
    # 4 are named, all of them (stop 56: not 3 "and 1 more")
    assert "(4 not evaluated: g0[tavily], g1[tavily], g2[tavily], g3[tavily];" in line
    assert "each gate's reason is in the run file" in line and "null reasons" not in line
