"""A session that stopped early names what stopped it, with that stop's remedy: ``--sw``
is not "an interrupt (Ctrl-C)" with a remedy naming -x/--maxfail, and neither is a
golden file pytest could not collect."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import make_bench_project

CASES = ["gs-001", "gs-065", "gs-081"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _break(project: Path, case_id: str) -> None:
    """Change a case's query: its cassette no longer matches (a failing item)."""
    path = next(
        p for p in (project / "golden" / "cases").glob("*.yaml") if case_id in p.read_text()
    )
    head, marker, tail = path.read_text(encoding="utf-8").partition(f"id: {case_id}\n")
    path.write_text(head + marker + tail.replace("query: ", "query: changed ", 1), "utf-8")


def _run(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_stepwise_is_named_with_its_remedy(pytester: pytest.Pytester, project: Path) -> None:
    _break(project, "gs-001")  # the first item
    result = pytester.runpytest("--ws-provider=tavily", "--sw", "--ws-report=sw.json")
    assert result.ret == pytest.ExitCode.INTERRUPTED  # pytest's own status for --sw
    out = " ".join(result.stdout.str().split())  # the PARTIAL RUN line wraps
    assert "the session stopped early (--sw (stepwise) stopped at the first failure)" in out
    assert "--sw resumes at that failure next time; rerun without --sw" in out
    assert "Ctrl-C" not in out and "-x/--maxfail" not in out
    run = _run(project / "sw.json")
    assert run["stopped_early"]["cause"] == "--sw (stepwise) stopped at the first failure"
    assert "Ctrl-C" not in json.dumps(run)


@pytest.mark.parametrize("mode", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_a_collection_error_is_not_called_an_interrupt(
    pytester: pytest.Pytester, project: Path, mode: list[str]
) -> None:
    (project / "golden" / "cases" / "zz-broken.yaml").write_text("- id: [\n", encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json", *mode)
    # pytest stops at a collection error; xdist runs the other files' items
    assert result.ret == (pytest.ExitCode.TESTS_FAILED if mode else pytest.ExitCode.INTERRUPTED)
    out = result.stdout.str()
    assert "Ctrl-C" not in out and "-x/--maxfail" not in out
    stopped = _run(project / "run.json").get("stopped_early")
    if not mode:  # serial: no item ran
        assert "1 error during collection" in stopped["cause"]
        assert "fix the files named above and rerun" in out
