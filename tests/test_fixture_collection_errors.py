"""Fixtures that fail the session-start verification stop the run as collection errors do:
one ERROR per file (what is wrong and the remedy), a one-line reason, exit code 2
(pytest's for collection errors), serial and under xdist, with --junitxml written."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.plugin.fixture_check import by_file

CASES = ["gs-001", "gs-005", "gs-065"]
MISSING = "cassettes/tavily/search/gs-065.json"
UNLISTED = "cassettes/tavily/search/gs-999.json"


@pytest.mark.parametrize("workers", [None, "2"])
def test_broken_fixtures_are_collection_errors_named_once(
    pytester: pytest.Pytester, workers: str | None
) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / MISSING).unlink()
    (root / UNLISTED).write_text("{}", encoding="utf-8")
    result = pytester.runpytest(
        "--ws-provider=tavily",
        "--ws-report=run.json",
        "--junitxml=junit.xml",
        *(["-n", workers] if workers else []),
    )
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.INTERRUPTED, out
    for nodeid, what, remedy in [
        (MISSING, "listed in manifest.json but missing on disk", "--ws-record=new"),
        (UNLISTED, "fixture file is not listed in manifest.json", "--adopt"),
    ]:
        assert out.count(f"ERROR collecting {nodeid}") == 1  # once, under xdist too
        assert f"{root / nodeid}: {what}" in out and remedy in out
        result.stdout.fnmatch_lines([f"ERROR {nodeid}*"])  # the short summary
    lines = [line for line in out.splitlines() if "failed verification" in line]
    assert len(lines) == 1  # one summary line, on one line
    assert (
        "Interrupted: websearch-bench: the fixtures failed verification; nothing was run"
        in (lines[0])
    )
    assert "2 fixture files" in lines[0]
    assert "_pytest.outcomes.Exit" not in out + result.stderr.str()
    assert " passed" not in out and not (root / "run.json").exists()  # nothing ran

    suite = ET.parse(root / "junit.xml").getroot().find("testsuite")
    assert suite is not None and suite.get("errors") == "2"
    names = {case.get("name") for case in suite.iter("testcase")}
    assert names == {"cassettes.tavily.search.gs-065.json", "cassettes.tavily.search.gs-999.json"}
    messages = [error.text or "" for error in suite.iter("error")]
    assert any("missing on disk" in text for text in messages)


def test_continue_on_collection_errors_still_runs_nothing(pytester: pytest.Pytester) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / MISSING).unlink()
    result = pytester.runpytest("--ws-provider=tavily", "--continue-on-collection-errors")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    assert " passed" not in result.stdout.str()
    result.stdout.fnmatch_lines([f"ERROR {MISSING}*"])


def test_two_problems_of_one_file_are_one_entry(tmp_path: Path) -> None:
    link = tmp_path / "cassettes" / "a.json"
    errors = [
        f"{link}: a link to /elsewhere/x.json, outside the fixture tree",
        f"{link}: manifest entry 'a.json' leads to /elsewhere/x.json",
        f"{tmp_path / 'cassettes' / 'b.json'}: sha256 1 does not match",
        "/outside/c.json: missing",
    ]
    grouped = by_file(errors, tmp_path)
    assert list(grouped) == ["cassettes/a.json", "cassettes/b.json", "/outside/c.json"]
    assert len(grouped["cassettes/a.json"]) == 2
