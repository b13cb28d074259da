"""Path options given with a space, in a project without an ini file: the guard stops only
when pytest, taking the value for a test path, found another rootdir or ini file than
the command line means (never for a value inside the project, which changes nothing),
and its remedy is the ``=`` form, checked to work (``--rootdir`` did not find a
project's ini: it is no longer offered)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from conftest import make_bench_project

CASES = ["gs-001", "gs-005"]


@pytest.fixture
def bare(pytester: pytest.Pytester) -> Path:
    """A bench project with no ini file, and a test of its own."""
    project = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (project / "pytest.ini").unlink()
    pytester.makepyfile(test_mine="def test_mine():\n    pass\n")
    return project


def _collected(result: pytest.RunResult) -> list[str]:
    return sorted(line for line in result.stdout.lines if "::" in line)


def _rootdir(result: pytest.RunResult) -> str:
    found = re.search(r"^rootdir: (\S+)", result.stdout.str(), re.MULTILINE)
    assert found is not None, result.stdout.str()
    return found.group(1).rstrip(",")


@pytest.mark.parametrize(
    "spaced",
    [["--ws-golden", "golden"], ["--ws-cassettes", "cassettes"], ["--ws-golden", "ABS"]],
    ids=["golden", "cassettes", "absolute"],
)
def test_a_spaced_value_inside_a_project_without_ini_changes_nothing(
    pytester: pytest.Pytester, bare: Path, spaced: list[str]
) -> None:
    flag, value = spaced
    value = str(bare / "golden") if value == "ABS" else value
    joined = pytester.runpytest("--ws-provider=tavily", f"{flag}={value}", "--co", "-q")
    assert joined.ret == pytest.ExitCode.OK, joined.stderr.str()
    result = pytester.runpytest("--ws-provider=tavily", flag, value, "--co", "-q")
    assert result.ret == pytest.ExitCode.OK, result.stderr.str()
    assert "for a test path" not in result.stderr.str()
    # the same items as the '=' form: the project's own test and the golden cases
    assert _collected(result) == _collected(joined)
    assert "test_mine.py::test_mine" in _collected(result)
    assert any("gs-001" in line for line in _collected(result))


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_a_spaced_value_outside_a_project_without_ini_moves_the_rootdir(
    pytester: pytest.Pytester, bare: Path
) -> None:
    elsewhere = pytester.path.parent / f"{pytester.path.name}-golden"  # outside the project
    shutil.copytree(bare / "golden", elsewhere)
    moved = pytester.runpytest("--ws-provider=tavily", "--ws-golden", str(elsewhere), "--co")
    assert moved.ret == pytest.ExitCode.USAGE_ERROR
    moved.stderr.fnmatch_lines(
        [
            f"ERROR: websearch-bench: pytest took {elsewhere} (the value of --ws-golden) for a "
            f"test path, so it took {pytester.path.parent} for the rootdir, not {bare} (plugin "
            "options are not known yet at that step)",
            f"  remedy: write --ws-golden={elsewhere} (with '=')",
        ]
    )
    assert "--rootdir" not in moved.stderr.str()
    # the remedy, as written: the project's rootdir, its default fixture tree found
    remedied = pytester.runpytest("--ws-provider=tavily", f"--ws-golden={elsewhere}")
    assert _rootdir(remedied) == str(bare)
    assert "for a test path" not in remedied.stderr.str()
    remedied.stdout.fnmatch_lines(
        [f"websearch-bench: providers tavily; golden {elsewhere}; cassettes {bare / 'cassettes'};*"]
    )


def test_every_spaced_value_is_in_the_remedy(pytester: pytest.Pytester, bare: Path) -> None:
    elsewhere = pytester.path.parent / f"{pytester.path.name}-fixtures"
    shutil.copytree(bare / "cassettes", elsewhere)
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-cassettes", str(elsewhere), "--ws-golden", "golden"
    )
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            f"ERROR: websearch-bench: pytest took {elsewhere} (the value of --ws-cassettes)*",
            f"  remedy: write --ws-cassettes={elsewhere} --ws-golden=golden (with '=')",
        ]
    )
    remedied = pytester.runpytest(
        "--ws-provider=tavily", f"--ws-cassettes={elsewhere}", "--ws-golden=golden"
    )
    assert remedied.ret == pytest.ExitCode.OK, remedied.stdout.str()[-2000:]
    assert _rootdir(remedied) == str(bare)


# -- a value named where the run read it (never "--ws-x or ws_x in the ini") -----------------


@pytest.mark.parametrize(
    ("args", "ini", "said"),
    [
        (["--ws-golden=nowhere"], "", "(--ws-golden)"),
        ([], "ws_golden = nowhere\n", "(ws_golden in pytest.ini)"),
        (["--ws-record=sometimes"], "", "--ws-record='sometimes' is not one of"),
        ([], "ws_record = sometimes\n", "ws_record = 'sometimes' (in pytest.ini) is not one of"),
    ],
    ids=["golden-option", "golden-ini", "record-option", "record-ini"],
)
def test_a_bad_value_is_named_where_it_was_given(
    pytester: pytest.Pytester, bare: Path, args: list[str], ini: str, said: str
) -> None:
    (bare / "pytest.ini").write_text(f"[pytest]\n{ini}", encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", *args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert said in result.stderr.str(), result.stderr.str()
    assert " or ws_" not in result.stderr.str() and "or the ini key" not in result.stderr.str()


def test_a_missing_default_golden_set_says_it_is_the_default(
    pytester: pytest.Pytester, bare: Path
) -> None:
    shutil.rmtree(bare / "golden")
    result = pytester.runpytest("--ws-provider=tavily")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            f"ERROR: websearch-bench: the golden set {bare / 'golden'} does not exist (the default, "
            f"golden/ under the rootdir {bare}, *"
        ]
    )
