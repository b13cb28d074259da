"""Causes and remedies that tell the truth (found by a new user on a fresh clone).

* ``--ws-golden`` pointing outside what pytest collects: the "nothing ran" line names that
  cause (not a deselection that never happened), and the run file says it is not complete
  and why; the remedy it prints works.
* ``--ws-strict-provenance`` on synthetic fixtures: the remedy records every case
  (``--ws-record=all``; ``new`` records nothing when every cassette is on disk).
* Re-record remedies keep the run's command-line path options (``--ws-golden``,
  ``--ws-cassettes``) and its command-line ``--ws-endpoint``, never the ini's.
"""

from __future__ import annotations

import json
import shlex
import shutil
from pathlib import Path

import pytest

from bench_tree import bench_config
from conftest import make_bench_project
from pytest_websearch_bench.config import BenchConfig
from runkit import unwrapped

CASES = ["gs-001", "gs-065"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _outside(pytester: pytest.Pytester, project: Path) -> Path:
    golden = pytester.path.parent / f"{pytester.path.name}-gx"
    shutil.copytree(project / "golden", golden)
    return golden


def test_nothing_ran_names_the_golden_set_outside_the_collected_paths(
    pytester: pytest.Pytester, project: Path
) -> None:
    golden = _outside(pytester, project)
    result = pytester.runpytest(
        "--ws-provider=tavily", f"--ws-golden={golden}", "--ws-report=run.json"
    )
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    line = unwrapped(result.stdout.lines, "nothing ran:")
    assert "deselected" not in line
    assert "outside what pytest collects" in line
    run = json.loads((project / "run.json").read_text("utf-8"))
    assert run["selection"]["selected"] == 0
    assert run["complete"] is False
    assert "outside what pytest collects" in run["selection"]["why"]
    assert str(golden) in run["selection"]["why"]


def test_the_printed_remedy_runs_the_cases(pytester: pytest.Pytester, project: Path) -> None:
    golden = _outside(pytester, project)
    first = pytester.runpytest("--ws-provider=tavily", f"--ws-golden={golden}")
    # the whole line, its continuation lines joined: the line wraps at the terminal's
    # width, and where depends on the length of the paths (a long --basetemp)
    line = unwrapped(first.stdout.lines, "nothing ran:")
    assert "none of its cases ran" not in line  # "nothing ran" said it
    command = line.split("keep the rootdir (`pytest ", 1)[1].split("`)", 1)[0]
    again = pytester.runpytest("--ws-provider=tavily", *shlex.split(command))
    assert again.parseoutcomes()["passed"] >= len(CASES)  # the cases ran, and their gates
    assert "nothing ran" not in again.stdout.str()
    assert again.ret == pytest.ExitCode.OK


def test_strict_provenance_on_synthetic_fixtures_gives_a_remedy_that_records(
    pytester: pytest.Pytester, project: Path
) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--ws-strict-provenance")
    out = "".join(result.stdout.lines)
    assert "synthetic fixtures in quality classes 1-3/9" in out
    # new records nothing while every cassette is on disk: the remedy records them all
    assert "`pytest --ws-provider=tavily --ws-record=all` with the provider's key" in out
    assert "--ws-record=new" not in out


def _config(tmp_path: Path, **kwargs: object) -> BenchConfig:
    return bench_config(tmp_path, "tavily", **kwargs)


def test_record_command_keeps_the_command_lines_golden_and_endpoint(tmp_path: Path) -> None:
    given = _config(
        tmp_path,
        golden=Path("/tmp/gx"),
        sources={"ws-golden": "--ws-golden"},
        endpoints={"tavily": "http://gw.example:8080"},
    )
    assert given.record_command("tavily") == (
        "pytest --ws-provider=tavily --ws-golden=/tmp/gx "
        "--ws-endpoint tavily=http://gw.example:8080 --ws-record=new"
    )


def test_record_command_leaves_the_inis_golden_and_endpoint_to_the_ini(tmp_path: Path) -> None:
    from_ini = _config(
        tmp_path,
        golden=tmp_path / "other",
        sources={"ws-golden": "ws_golden in the ini"},
        endpoints={"tavily": "http://gw.example:8080"},
        ini_keys={"ws-endpoint": frozenset({"tavily"})},
    )
    assert from_ini.golden_option is None
    assert from_ini.record_command("tavily", "all") == "pytest --ws-provider=tavily --ws-record=all"


def test_a_changed_query_is_re_recorded_over_the_same_golden_set(
    pytester: pytest.Pytester, project: Path
) -> None:
    golden = _outside(pytester, project)
    cases = golden / "cases" / "plantas.yaml"
    text = cases.read_text("utf-8")
    first = text.split("query: ", 1)[1].split("\n", 1)[0]
    cases.write_text(text.replace(f"query: {first}", "query: a changed query", 1), "utf-8")
    result = pytester.runpytest(
        "--ws-provider=tavily", str(golden), f"--ws-golden={golden}", f"--rootdir={project}"
    )
    out = "".join(result.stdout.lines)
    assert "does not match cassette" in out
    # the path argument and --rootdir kept: without them the command collected the
    # project's own golden set and recorded nothing
    assert (
        f"re-record with `pytest --ws-provider=tavily --ws-golden={golden} --ws-record=new "
        f"{golden} --rootdir={project}`"
    ) in out


def test_an_ini_endpoint_is_not_repeated_in_the_offline_remedy(
    pytester: pytest.Pytester, project: Path
) -> None:
    ini = project / "pytest.ini"
    ini.write_text(
        ini.read_text("utf-8") + "ws_endpoints =\n    tavily=http://gw.example:8080\n", "utf-8"
    )
    from pytest_websearch_bench.plugin.state import record_commands

    bench = _config(
        project,
        endpoints={"tavily": "http://gw.example:8080"},
        ini_keys={"ws-endpoint": frozenset({"tavily"})},
    )
    assert record_commands(bench) == "`pytest --ws-provider=tavily --ws-record=new`"
