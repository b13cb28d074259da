"""Walkthrough 65 (f): messages and pytest conventions a new user tripped on."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import make_bench_project
from runkit import all_unwrapped

CASES = ["gs-001", "gs-065"]
GATE = "precision@10 >= 0.99"  # fails on the synthetic fixtures


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _last_line(result: pytest.RunResult) -> str:
    return [line for line in result.stdout.lines if line.strip()][-1]


BLOCK = """
import pytest, shutil
from pathlib import Path

@pytest.hookimpl(optionalhook=True)
def pytest_ws_amend_run(run, config):
    shutil.rmtree("blocker")
    Path("blocker").write_text("a file now", encoding="utf-8")
"""


# -- 1. a run file that cannot be written leaves the report and verdicts standing -------------


@pytest.mark.parametrize("summary", [[], ["--no-summary"]], ids=["summary", "no-summary"])
def test_an_unwritable_report_path_keeps_the_report_and_verdicts(
    pytester: pytest.Pytester, project: Path, summary: list[str]
) -> None:
    """Before: ``could not build the report: FileNotFoundError: ...`` and no table, gate
    or verdict at all (``2 passed, 1 error``): only the writing had failed."""
    # the folder is there at the start (its check passes) and gone when the file is written,
    # as /proc/nope/x.json for root
    (project / "blocker").mkdir()
    pytester.makeconftest(BLOCK)
    target = project / "blocker" / "x.json"
    result = pytester.runpytest(
        "--ws-provider=tavily", f"--ws-report={target}", "-o", f"ws_gates={GATE}", *summary
    )
    out = result.stdout.str()
    assert "could not build the report" not in out
    assert result.ret == pytest.ExitCode.TESTS_FAILED  # pytest's exit status for an error
    assert "1 error" in _last_line(result)
    # the verdicts were logged: the gate's failed verdict is counted
    outcomes = result.parseoutcomes()
    assert (outcomes.get("failed"), outcomes.get("errors")) == (1, 1), outcomes
    said = all_unwrapped(result.stdout.lines, "websearch-bench: --ws-report")
    assert len(said) == 1, out[-3000:]
    assert said[0].startswith(f"websearch-bench: --ws-report {target}: the run file could not ")
    assert "Errno" in said[0]
    assert "remedy: give --ws-report a file path in a folder you can write" in out
    if not summary:
        assert "GATE BREACHED" in out or "THE RUN FAILS" in out, out[-3000:]
        assert "run file:" not in out
        result.stdout.fnmatch_lines(["ERROR websearch-bench::report - --ws-report *"])
    assert not target.exists()
