"""Stop 58: pytest habits at the session's end, serial and under ``-n 2``.

1. ``--sw`` hears the verdicts: a failed gate is the failure stepwise stops at and resumes
   from next run (every item runs again to judge it; a header line says so), and the
   skipped verdicts of a stopped session never clear it.
2. A Ctrl-C when every item had run: the heading names the interrupt and exit status 2.
3. ``-x`` (``--sw``) at the last item: every item ran, so the gates are judged (the
   heading says the stop came when every item had run), and pytest counts none of them.

(``test_pytest_private58``: pytest's private API; ``test_run_file_name58``: run file names.)
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from conftest import drop_fixture, gated_project, interrupt_after
from runkit import literal, unwrapped

CASES = ["gs-001", "gs-011", "gs-065"]  # gs-011 runs first, gs-001 second, gs-065 last
TWO_GATES = "ws_gates=precision@10 >= 0.99\n    ndcg@10 >= 0.99"  # both fail on the fixtures
PASSING = ["-o", "ws_gates=precision@10 >= 0.01"]  # the first gate met, the second gone
FIRST = "websearch-bench::gates::precision@10[tavily]"
SECOND = "websearch-bench::gates::ndcg@10[tavily]"
LAST_ITEM = "golden/cases/plantas.yaml::gs-065[tavily]"
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
ORDER = ["-p", "no:randomly"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return gated_project(pytester.path, CASES, TWO_GATES)


def _run(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _stepwise_last_failed(project: Path) -> str | None:
    """What ``--sw`` resumes at: a dict's ``last_failed`` (pytest >= 8.4), else the id."""
    cached = json.loads((project / ".pytest_cache/v/cache/stepwise").read_text(encoding="utf-8"))
    if isinstance(cached, dict):
        value = cached["last_failed"]
        return None if value is None else str(value)
    return None if cached is None else str(cached)


def _last_failed(project: Path) -> set[str]:
    path = project / ".pytest_cache" / "v" / "cache" / "lastfailed"
    return set(json.loads(path.read_text(encoding="utf-8"))) if path.exists() else set()


def _interrupt_when_all_ran(pytester: pytest.Pytester) -> None:
    """A conftest that presses Ctrl-C once every item has finished, on the controller
    (under xdist the worker that runs gs-065 may finish before the other one: a Ctrl-C
    there is not after the last item). A worker is told by its config, not by
    ``PYTEST_XDIST_WORKER``, which an outer ``-n 2`` run of this suite sets too."""
    pytester.makeconftest(
        f"""
        _DONE = []
        _WORKER = []

        def pytest_configure(config):
            # a worker of this session (not PYTEST_XDIST_WORKER: an outer xdist run sets it)
            _WORKER.append(hasattr(config, "workerinput"))

        def pytest_runtest_logfinish(nodeid, location):
            if _WORKER[0] or "::gs-" not in nodeid:
                return
            _DONE.append(nodeid)
            if len(_DONE) == {len(CASES)}:
                raise KeyboardInterrupt
        """
    )


def _suite(path: Path) -> ET.Element:
    root = ET.parse(path).getroot()
    return root if root.tag == "testsuite" else root[0]


def _gates(run: dict[str, Any]) -> dict[str, str]:
    return {g["name"]: g["status"] for g in run["providers"]["tavily"]["gates"]}


def _heading(result: pytest.RunResult, start: str) -> str:
    """The verdict's heading, its wrapped lines (four spaces deeper) joined."""
    return unwrapped(result.stdout.lines, start, more=4)


# -- 1. --sw hears the verdicts --------------------------------------------------------------


@WORKERS
def test_sw_stops_at_the_first_failed_verdict(
    pytester: pytest.Pytester, project: Path, workers: list[str]
) -> None:
    """Before: stepwise never heard a verdict (``2 failed``, no stop, and the next
    ``--sw`` run said "no previously failed tests")."""
    result = pytester.runpytest(
        "--ws-provider=tavily", "--sw", "-rA", *ORDER, "--junitxml=junit.xml",
        "--ws-report=run.json", *workers,
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.TESTS_FAILED  # a breached gate, nothing interrupted
    result.stdout.fnmatch_lines(
        [
            literal(f"SKIPPED [1] {SECOND}: gate ndcg@10 not counted for tavily: --sw stopped the "
                  f"session at {FIRST}; the verdict is in the report and the run file"),
            literal(f"FAILED {FIRST} - ") + "*",
            "*!! Test failed, continuing from this test next run. !!*",
            "*= 1 failed, 5 passed, 7 skipped*",
        ]
    )  # fmt: skip
    assert f"FAILED {SECOND}" not in result.stdout.str()
    assert _stepwise_last_failed(project) == FIRST
    # judged all the same: a whole run, both breaches in the report and the run file
    result.stdout.fnmatch_lines(["GATE BREACHED: the session fails."])
    run = _run(project / "run.json")
    assert _gates(run)["precision@10"] == _gates(run)["ndcg@10"] == "failed"
    assert "stopped_early" not in run and run["complete"] is True
    suite = _suite(project / "junit.xml")
    assert (suite.get("failures"), suite.get("skipped")) == ("1", "7")
    assert ":None:" not in (project / "junit.xml").read_text(encoding="utf-8")


@WORKERS
def test_sw_resumes_at_a_failed_verdict_by_running_every_item(
    pytester: pytest.Pytester, project: Path, workers: list[str]
) -> None:
    """The next --sw run cannot skip to a verdict (no item is one): every case runs
    again, a header line says why, and the verdict is judged anew: stopped at again while
    it fails, forgotten once it passes."""
    pytester.runpytest("--ws-provider=tavily", "--sw", *ORDER, *workers)
    assert _stepwise_last_failed(project) == FIRST
    again = pytester.runpytest(
        "--ws-provider=tavily", "--sw", *ORDER, "--ws-report=again.json", *workers
    )
    assert again.ret == pytest.ExitCode.TESTS_FAILED
    assert unwrapped(again.stdout.lines, "websearch-bench: --sw resumes at") == (  # wrapped
        f"websearch-bench: --sw resumes at {FIRST}, a verdict decided after the run, not an "
        "item: stepwise skips no item, and every selected case runs again to judge it anew"
    )
    assert len(_run(project / "again.json")["providers"]["tavily"]["cases"]) == len(CASES)
    assert _stepwise_last_failed(project) == FIRST  # it failed again: resumed at again
    met = pytester.runpytest("--ws-provider=tavily", "--sw", *ORDER, *PASSING, *workers)
    assert met.ret == pytest.ExitCode.OK, met.stdout.str()
    assert _stepwise_last_failed(project) is None  # passed: stepwise forgets it
    fresh = pytester.runpytest("--ws-provider=tavily", "--sw", *ORDER, *PASSING, *workers)
    assert "--sw resumes at" not in fresh.stdout.str()


def test_sw_skip_passes_over_the_first_failed_verdict(
    pytester: pytest.Pytester, project: Path
) -> None:
    """``--sw-skip`` lets one failure through, verdicts as items: the second stops."""
    result = pytester.runpytest("--ws-provider=tavily", "--sw-skip", "-rfs", *ORDER)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    for line in (literal(f"FAILED {FIRST} - ") + "*", literal(f"FAILED {SECOND} - ") + "*"):
        result.stdout.fnmatch_lines([line])  # the order of -r's sections is pytest's
    result.stdout.fnmatch_lines(
        [
            "*!! Test failed, continuing from this test next run. !!*",
            "*= 2 failed, 5 passed, 6 skipped*",
        ]
    )
    assert _stepwise_last_failed(project) == SECOND


def test_a_stopped_session_leaves_the_verdict_sw_resumes_at(
    pytester: pytest.Pytester, project: Path
) -> None:
    """A Ctrl-C before the last item reports the verdicts skipped (not judged): heard by
    stepwise, the skip of the verdict it resumes at cleared it, as a pass does."""
    pytester.runpytest("--ws-provider=tavily", "--sw", *ORDER)
    assert _stepwise_last_failed(project) == FIRST
    interrupt_after(pytester, "gs-011")  # the first item
    stopped = pytester.runpytest_subprocess("--ws-provider=tavily", "--sw", *ORDER, "-rs")
    assert stopped.ret == pytest.ExitCode.INTERRUPTED
    stopped.stdout.fnmatch_lines(
        [literal(f"SKIPPED [1] {FIRST}: gate precision@10 not judged") + "*"]
    )
    assert _stepwise_last_failed(project) == FIRST


# -- 2. a Ctrl-C when every item had run -----------------------------------------------------


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
@WORKERS
def test_a_late_interrupt_is_named_in_the_heading(
    pytester: pytest.Pytester, project: Path, workers: list[str]
) -> None:
    """Before: ``GATE BREACHED: the session fails.`` over pytest's exit status 2, the
    interrupt named nowhere in the report."""
    _interrupt_when_all_ran(pytester)
    result = pytester.runpytest_subprocess("--ws-provider=tavily", *ORDER, *workers)
    assert result.ret == pytest.ExitCode.INTERRUPTED
    assert _heading(result, "GATE BREACHED") == (
        "GATE BREACHED: the session fails. Interrupted (Ctrl-C) when every item had run: "
        "the gates are judged on the whole selection; pytest's exit status is 2."
    )
    result.stdout.fnmatch_lines(["GATE BREACHED*", "*!! KeyboardInterrupt !!*"])
    one = pytester.runpytest_subprocess("--ws-provider=tavily", *ORDER, "--no-summary", *workers)
    assert one.ret == pytest.ExitCode.INTERRUPTED
    one.stdout.fnmatch_lines(
        [
            "websearch-bench: BREACHED: tavily gate precision@10; tavily gate ndcg@10; "
            "interrupted (Ctrl-C) when every item had run (exit status 2); *"
        ]
    )


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_a_late_interrupt_with_nothing_failed_says_the_session_fails(
    pytester: pytest.Pytester, project: Path
) -> None:
    """Before: no heading at all (nothing failed) under exit status 2."""
    (project / "pytest.ini").write_text("[pytest]\ntestpaths = golden\n", encoding="utf-8")
    interrupt_after(pytester, "gs-065")
    result = pytester.runpytest_subprocess("--ws-provider=tavily", *ORDER)
    assert result.ret == pytest.ExitCode.INTERRUPTED
    assert _heading(result, "THE SESSION FAILS") == (
        "THE SESSION FAILS: interrupted (Ctrl-C) when every item had run; the gates are "
        "judged on the whole selection and none is breached (exit status 2)."
    )
    one = pytester.runpytest_subprocess("--ws-provider=tavily", *ORDER, "--no-summary")
    one.stdout.fnmatch_lines(
        [
            "websearch-bench: THE SESSION FAILS: interrupted (Ctrl-C) when every item had run "
            "(exit status 2); no gate breached *"
        ]
    )


# -- 3. -x (or --sw) at the last item ---------------------------------------------------------


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
@WORKERS
def test_x_at_the_last_item_judges_the_gates_and_counts_none(
    pytester: pytest.Pytester, project: Path, workers: list[str]
) -> None:
    """Before: ``GATE BREACHED, and failed items: the session fails.`` over verdicts all
    reported "not judged ...: the session stopped early (-x)". Every item ran: the gates
    are judged on the whole selection (the run file is complete), and pytest, which
    counts no result past its stop, gets each verdict skipped as not counted."""
    drop_fixture(project, "tavily/search/gs-065.json")  # the last item fails
    result = pytester.runpytest(
        "--ws-provider=tavily", "-x", "-rfs", *ORDER, "--junitxml=junit.xml",
        "--ws-report=run.json", *workers,
    )  # fmt: skip
    # pytest's own status: 1, or 2 where xdist ends an -x session as an interrupt
    assert result.ret == (pytest.ExitCode.INTERRUPTED if workers else pytest.ExitCode.TESTS_FAILED)
    out = result.stdout.str()
    assert "not judged" not in out and "GATES NOT JUDGED" not in out
    assert _heading(result, "GATE BREACHED") == (
        "GATE BREACHED, and failed items: the session fails. -x stopped the session when "
        "every item had run: the gates are judged on the whole selection; pytest counts no "
        "verdict past its stop (each is reported skipped, not counted)."
    )
    result.stdout.fnmatch_lines(
        [
            "GATE BREACHED*",
            literal(f"SKIPPED [1] {FIRST}: gate precision@10 not counted for tavily: -x stopped "
                  f"the session at {LAST_ITEM}; the verdict is in the report and the run file"),
            "*!! stopping after 1 failures !!*",
            "*= 1 failed, 2 passed, 10 skipped*",
        ]
    )  # fmt: skip
    result.stdout.fnmatch_lines(
        [literal(f"FAILED {LAST_ITEM}") + "*"]
    )  # 7.4 may leave out " - why"
    run = _run(project / "run.json")
    assert run["complete"] is True and "stopped_early" not in run
    assert _gates(run)["precision@10"] == "failed"
    assert "PARTIAL" not in json.dumps(run["providers"]["tavily"]["gates"])
    suite = _suite(project / "junit.xml")
    assert (suite.get("failures"), suite.get("skipped")) == ("1", "10")
    assert ":None:" not in (project / "junit.xml").read_text(encoding="utf-8")
    one = pytester.runpytest("--ws-provider=tavily", "-x", *ORDER, "--no-summary", *workers)
    one.stdout.fnmatch_lines(
        [
            "websearch-bench: BREACHED, and failed items: * -x stopped the session "
            "when every item had run (gates judged; pytest counts no verdict past its stop)*"
        ]
    )


def test_x_at_the_last_item_keeps_the_last_failures(
    pytester: pytest.Pytester, project: Path
) -> None:
    """--lf: a verdict not counted keeps its entry, as one an -x stop left unrun does."""
    pytester.runpytest("--ws-provider=tavily", *ORDER)
    assert {FIRST, SECOND} <= _last_failed(project)
    drop_fixture(project, "tavily/search/gs-065.json")
    pytester.runpytest("--ws-provider=tavily", "-x", *ORDER)
    assert {FIRST, SECOND, LAST_ITEM} <= _last_failed(project)


def test_sw_at_the_last_item_is_named_and_resumes_at_the_item(
    pytester: pytest.Pytester, project: Path
) -> None:
    drop_fixture(project, "tavily/search/gs-065.json")
    result = pytester.runpytest("--ws-provider=tavily", "--sw", "-rs", *ORDER)
    assert result.ret == pytest.ExitCode.INTERRUPTED  # pytest's own status for --sw
    assert _heading(result, "GATE BREACHED").startswith(
        "GATE BREACHED, and failed items: the session fails. --sw stopped the session "
        "when every item had run: "
    )
    result.stdout.fnmatch_lines(
        [
            "GATE BREACHED*",
            literal(f"SKIPPED [1] {FIRST}: gate precision@10 not counted for tavily: --sw "
                  f"stopped the session at {LAST_ITEM}") + "*",
        ]
    )  # fmt: skip
    assert _stepwise_last_failed(project) == LAST_ITEM  # the item, not a verdict
