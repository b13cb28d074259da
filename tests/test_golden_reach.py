"""The "golden set is outside what pytest collects" line appears only when no case ran.

A team's own tests that take a ``ws_`` fixture run every golden case without collecting
the golden folder (README "Using it inside an existing test-suite":
``pytest --ws-provider=tavily examples/test_search_checks.py``); the line used to say
"none of its cases ran" under a report of every case. Serial, ``-n 2`` and ``--co``. When
the golden set really is out of reach, the remedy command is pasteable: its paths are
shell-quoted (a folder with spaces).
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from conftest import make_bench_project
from runkit import unwrapped

CASES = ["gs-001", "gs-065"]
OWN_TESTS = """
def test_the_case_has_a_record(ws_record):
    assert ws_record.case_id
"""
MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "checks").mkdir()
    (root / "checks" / "test_own.py").write_text(OWN_TESTS, encoding="utf-8")
    return root


@pytest.mark.parametrize("mode", MODES)
def test_own_tests_over_the_golden_cases_are_not_told_none_ran(
    pytester: pytest.Pytester, project: Path, mode: list[str]
) -> None:
    result = pytester.runpytest(
        "--ws-provider=tavily", "checks/test_own.py", "--ws-report=run.json", *mode
    )
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    assert sorted(c["case_id"] for c in run["providers"]["tavily"]["cases"]) == CASES
    assert "outside what pytest collects" not in result.stdout.str()


def test_collect_only_of_own_tests_is_not_told_none_ran(
    pytester: pytest.Pytester, project: Path
) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "checks/test_own.py", "--co")
    assert "test_the_case_has_a_record[gs-001-tavily]" in result.stdout.str()
    assert "outside what pytest collects" not in result.stdout.str()
    # a test file that reaches no case: the line is still there
    (project / "checks" / "test_plain.py").write_text("def test_x():\n    pass\n", "utf-8")
    plain = pytester.runpytest("--ws-provider=tavily", "checks/test_plain.py", "--co")
    assert "outside what pytest collects" in plain.stdout.str()


@pytest.mark.parametrize("mode", MODES)
def test_the_remedy_command_quotes_paths_with_spaces(
    pytester: pytest.Pytester, project: Path, mode: list[str]
) -> None:
    spaced = pytester.path / "two words" / "prüfung ñ"
    spaced.mkdir(parents=True)
    golden = spaced / "golden"
    (project / "golden").rename(golden)
    (project / "golden").mkdir()  # testpaths still points here
    result = pytester.runpytest("--ws-provider=tavily", f"--ws-golden={golden}", *mode)
    out = unwrapped(result.stdout.lines, "nothing ran: ")  # wrapped at the width
    assert "outside what pytest collects" in out
    # said as why nothing ran (the run file's selection.why), the command in backticks
    # (inside the rootdir, the short form relative to where pytest ran: walkthrough 68 #1)
    command = out.split("pass it as a path (`", 1)[1].split("`)", 1)[0]
    words = shlex.split(command)
    assert words[0] == "pytest" and (pytester.path / words[1]).resolve() == golden.resolve()
    given = [w.partition("=")[2] for w in words if w.startswith("--ws-golden=")]
    assert [(pytester.path / g).resolve() for g in given] == [golden.resolve()], words
