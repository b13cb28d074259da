"""Walkthrough 66 (c): what a session that went wrong says, in the terminal and the run file.

1. ``--no-summary`` with a run file that could not be written sends no one to it.
2. A session whose gates were never judged (a Ctrl-C, an INTERNALERROR, xdist's workers
   crashed) writes ``passed: null`` with ``not_evaluated_because``, never ``passed: true``;
   the readers load such a file and say it is incomplete.
3. A pytest-xdist worker whose conftest hook raises: pytest-xdist 3.8 ends the session with
   an INTERNALERROR of its own (a KeyError, pytest-dev/pytest-xdist#986); the bench says the
   worker's error, and the conftest, before it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.run_file import load_run
from pytest_websearch_bench.report.terminal import one_line
from runkit import all_unwrapped, record, run_of
from test_ux65b import RAISES_IN_WORKERS

ARGS = ("--ws-provider=tavily", "-o", "ws_gates=", "-p", "no:cacheprovider")


# --- 1: --no-summary, the run file not written ---------------------------------------------


def _unjudged_run() -> dict:
    run = run_of([record("c1", "tavily", useful=True, relevant=2)])
    run["providers"]["tavily"]["gates"] = [
        {"name": "g0", "status": "not_evaluated", "value": None, "threshold": ">= 1"}
    ]
    return run


def test_the_one_line_sends_no_one_to_a_run_file_that_was_not_written() -> None:
    written = one_line(_unjudged_run(), "run.json")
    assert "each gate's reason is in the run file" in written
    unwritten = one_line(_unjudged_run(), None)
    assert "in the run file" not in unwritten, unwritten
    assert (
        "1 not evaluated: g0[tavily]; no run file was written (below), so rerun without "
        "--no-summary to see each gate's reason"
    ) in unwritten


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_no_summary_with_a_run_file_that_cannot_be_written(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    """A path the start check cannot refuse (a full disk, a folder made read-only
    meanwhile): the write fails at the session's end (``RunFileWriteError``, exit 1)."""
    if workers:
        pytest.importorskip("xdist")
    from pytest_websearch_bench.report import run_file

    def full(*args: object, **kwargs: object) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(run_file, "write_run", full)
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
    result = pytester.runpytest(*ARGS, "--no-summary", "--ws-report=out/run.json", *workers)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    [line] = all_unwrapped(result.stdout.lines, "websearch-bench: no gate breached")
    assert "not evaluated:" in line, line
    assert "in the run file" not in line and "run file:" not in line, line
    assert "no run file was written (below), so rerun without --no-summary" in line, line
    said = " ".join(result.stdout.str().split())  # the path is longer than a line
    assert "out/run.json: the run file could not be written (OSError: [Errno 28]" in said, said


# --- 2: gates never judged: passed null ----------------------------------------------------

STOP_AFTER_FIRST = """
import pytest

_seen = []


@pytest.hookimpl(trylast=True)
def pytest_runtest_logfinish(nodeid, location):
    _seen.append(nodeid)
    if len(_seen) == 1:
        raise {error}
"""


@pytest.fixture
def two_runs(pytester: pytest.Pytester) -> Path:
    """A project with a whole run (runs/old.json); its conftest stops the next session
    after its first item."""
    root = make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-002", "gs-065"], providers=("tavily",)
    )
    whole = pytester.runpytest_subprocess(*ARGS, "--ws-report=runs/old.json")
    assert whole.ret == pytest.ExitCode.OK, whole.stdout.str()[-2000:]
    old = json.loads((root / "runs/old.json").read_text(encoding="utf-8"))
    assert old["passed"] is True and "not_evaluated_because" not in old  # judged: as before
    return root


def test_a_ctrl_c_before_the_gates_writes_passed_null(
    pytester: pytest.Pytester, two_runs: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (two_runs / "conftest.py").write_text(
        STOP_AFTER_FIRST.format(error="KeyboardInterrupt"), encoding="utf-8"
    )
    result = pytester.runpytest_subprocess(*ARGS, "--ws-report=runs/new.json")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    run = json.loads((two_runs / "runs/new.json").read_text(encoding="utf-8"))
    assert (run["passed"], run["complete"], run["failures"]) == (None, False, [])
    assert run["not_evaluated_because"] == (
        "the session stopped early (an interrupt (Ctrl-C)) after 1 of 3 items; rerun to the "
        "end to judge the gates"
    )
    assert load_run(two_runs / "runs/new.json")["passed"] is None  # the reader takes it
    capsys.readouterr()
    os.chdir(two_runs)
    assert main(["history", "runs"]) == 0
    said = " ".join(capsys.readouterr().out.split())
    assert "skipped runs/new.json: incomplete: 2 of 3 selected item(s) never ran" in said
    assert main(["diff", "runs/old.json", "runs/new.json"]) == 2
    said = " ".join(capsys.readouterr().err.split())
    assert "runs/new.json is incomplete: 2 of 3 selected item(s) never ran" in said
    assert main(["diff", "--allow-incomplete", "runs/old.json", "runs/new.json"]) in (0, 1)
    assert main(["report", "--allow-incomplete", "runs/new.json", "-o", "r.html"]) == 0
    assert main(["compare", "runs/new.json"]) == 2
    said = " ".join(capsys.readouterr().err.split())
    assert "new.json: incomplete: 2 of 3 selected item(s) never ran" in said, said


def test_an_internalerror_before_the_gates_writes_passed_null_and_says_so(
    pytester: pytest.Pytester, two_runs: Path
) -> None:
    (two_runs / "conftest.py").write_text(
        STOP_AFTER_FIRST.format(error="RuntimeError('a plugin of yours failed')"),
        encoding="utf-8",
    )
    result = pytester.runpytest_subprocess(*ARGS, "--ws-report=runs/new.json")
    assert result.ret == pytest.ExitCode.INTERNAL_ERROR
    run = json.loads((two_runs / "runs/new.json").read_text(encoding="utf-8"))
    assert (run["passed"], run["complete"]) == (None, False)
    assert run["stopped_early"]["cause"] == "an INTERNALERROR (pytest's traceback above)"
    assert "fix the error the INTERNALERROR names" in run["not_evaluated_because"]
    # pytest prints no report after an INTERNALERROR: the bench's line says what the file says
    said = " ".join(all_unwrapped(result.stdout.lines, "websearch-bench: pytest ended"))
    assert "websearch-bench: pytest ended with an INTERNALERROR (above), so no report" in said
    assert "runs/new.json says passed: null, complete: false (not evaluated because" in said


# --- 3: pytest-xdist's INTERNALERROR after a worker's conftest error -----------------------


def test_a_worker_conftest_error_is_said_before_xdists_internalerror(
    pytester: pytest.Pytester,
) -> None:
    pytest.importorskip("xdist")
    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
    crash = 'raise RuntimeError("adapter registry unavailable in workers")'
    (root / "conftest.py").write_text(RAISES_IN_WORKERS.format(crash=crash), encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "-n", "2", "--ws-report=r.json")
    assert result.ret == pytest.ExitCode.INTERNAL_ERROR
    lines = result.stdout.lines
    [said] = all_unwrapped(lines, "websearch-bench: the pytest-xdist worker")
    assert "failed: RuntimeError: adapter registry unavailable in workers in " in said
    assert f"pytest_ws_provide_adapter ({root / 'conftest.py'}:" in said, said
    assert "https://github.com/pytest-dev/pytest-xdist/issues/986" in said
    at = next(i for i, line in enumerate(lines) if "the pytest-xdist worker" in line)
    key_error = max(i for i, line in enumerate(lines) if "KeyError: <WorkerController" in line)
    assert at < key_error  # said before xdist's own INTERNALERROR
    run = json.loads((root / "r.json").read_text(encoding="utf-8"))
    assert (run["passed"], run["complete"]) == (None, False)
    assert "RuntimeError: adapter registry unavailable in workers" in run["not_evaluated_because"]
    end = " ".join(all_unwrapped(lines, "websearch-bench: pytest ended"))
    assert "r.json says passed: null, complete: false" in end, end
