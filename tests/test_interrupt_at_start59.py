"""A Ctrl-C while the plugin loads the golden set and fixtures (pytest_configure): pytest
prints nothing there, so the plugin says it (walkthrough 59 #7: exit 2, an empty screen)."""

from __future__ import annotations

import pytest

from conftest import make_bench_project

CONFTEST = """
import pytest


@pytest.hookimpl(optionalhook=True)
def pytest_ws_provide_adapter(name, config):
    raise KeyboardInterrupt  # as a Ctrl-C would land while the session starts
"""


def test_a_ctrl_c_while_the_session_starts_is_named(pytester: pytest.Pytester) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(CONFTEST)
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stderr.fnmatch_lines(
        ["websearch-bench: interrupted while loading the golden set and the fixtures, before any*"]
    )
    assert not (pytester.path / ".ws-bench" / "runs").exists()


WORKERS_INTERRUPTED = """
import pytest


@pytest.hookimpl(optionalhook=True)
def pytest_ws_provide_adapter(name, config):
    if hasattr(config, "workerinput"):  # a Ctrl-C reaches the whole process group:
        raise KeyboardInterrupt  # every worker while it loads the golden set
    return None


def pytest_testnodedown(node, error):
    raise KeyboardInterrupt  # and the controller, as it hears of the first worker down
"""


def test_a_ctrl_c_while_the_workers_load_writes_no_complete_run(pytester: pytest.Pytester) -> None:
    """Walkthrough 59 #1: under -n 2 the controller's run file said every item was
    deselected, the run complete and passed."""
    import json

    make_bench_project(pytester.path, case_ids=["gs-001", "gs-005"], providers=("tavily",))
    pytester.makeconftest(WORKERS_INTERRUPTED)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", "-n", "2", "--ws-report=run.json"
    )
    assert result.ret == pytest.ExitCode.INTERRUPTED
    out = result.stdout.str()
    assert "deselected" not in out
    assert (
        "no run file written" not in result.stderr.str()
    )  # the workers leave it to the controller
    run_file = pytester.path / "run.json"
    if run_file.exists():  # the controller may be interrupted before it can write one
        run = json.loads(run_file.read_text("utf-8"))
        assert run["complete"] is False
        assert run["selection"]["not_selected"] == 0
        assert run["stopped_early"]["items_ran"] == 0
        assert "before any item was collected" in run["selection"]["why"]


COLLECTING_INTERRUPTED = """
import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    raise KeyboardInterrupt  # as a Ctrl-C would land while pytest collects the golden set
"""


def test_a_ctrl_c_while_pytest_collects_is_not_a_deselection(pytester: pytest.Pytester) -> None:
    """Walkthrough 60 #4: a serial Ctrl-C during collection said "nothing ran: all 92 case x
    provider items were deselected" and wrote a run file complete and passed (pytest calls
    pytest_collection_finish from a ``finally``, with no item)."""
    import json

    make_bench_project(pytester.path, case_ids=["gs-001", "gs-005"], providers=("tavily",))
    pytester.makeconftest(COLLECTING_INTERRUPTED)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", "--ws-report=run.json"
    )
    assert result.ret == pytest.ExitCode.INTERRUPTED
    assert "deselected" not in result.stdout.str()
    run = json.loads((pytester.path / "run.json").read_text("utf-8"))
    assert run["complete"] is False
    assert run["selection"]["not_selected"] == 0
    assert run["stopped_early"]["items_ran"] == 0
    assert "before any item was collected" in run["selection"]["why"]
