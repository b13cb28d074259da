"""The verdicts that come and go and pytest's ``--lf``: the provenance verdict
(``websearch-bench::provenance[NAME]``) is reported in every run under one node id,
failed or passed under ``--ws-strict-provenance`` and skipped without it, so a strict
failure in the cache's lastfailed is cleared by the next run, strict or not (it stayed
there for every later ``--lf`` while it was reported under the option alone); the same
for ``lost[NAME]``, which passes once the cases come back."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import WORKER_CRASH_CONFTEST, assert_item_outcomes, make_bench_project
from pytest_websearch_bench.plugin.verdicts import verdict_reports
from runkit import assert_unwrapped

CASES = ["gs-001", "gs-065"]
VERDICT = "websearch-bench::provenance[tavily]"
MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _lastfailed(project: Path) -> dict:
    return json.loads((project / ".pytest_cache/v/cache/lastfailed").read_text(encoding="utf-8"))


def _run(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _cases_run(path: Path) -> list[str]:
    return sorted(c["case_id"] for c in _run(path)["providers"]["tavily"]["cases"])


@pytest.mark.parametrize("mode", MODES)
def test_last_failed_without_strict_clears_a_strict_failure(pytester, project, mode) -> None:
    bench = ["--ws-provider=tavily", "-rfs", "-p", "no:randomly", *mode]
    strict = pytester.runpytest(*bench, "--ws-strict-provenance", "--ws-report=strict.json")
    assert strict.ret == pytest.ExitCode.TESTS_FAILED  # the bundled fixtures are synthetic
    strict.stdout.fnmatch_lines([f"FAILED {VERDICT.replace('[', '?').replace(']', '?')} - *"])
    assert _lastfailed(project) == {VERDICT: True}

    # --lf cannot select a verdict: every case runs, the verdict is skipped, the entry goes.
    lf = pytester.runpytest(*bench, "--lf", "--junitxml=lf.xml", "--ws-report=lf.json")
    assert lf.ret == pytest.ExitCode.OK
    assert_unwrapped(  # the header note, wrapped at the terminal's width
        lf.stdout.lines,
        "websearch-bench: the last failures include verdicts over the whole run "
        "(provenance[[]tavily[]]): verdicts are decided after the run and are not items, *",
    )
    lf.stdout.fnmatch_lines(
        [
            "SKIPPED [1] websearch-bench::provenance[tavily]: provenance not checked for tavily: "
            "no --ws-strict-provenance",
        ]
    )
    if not mode:  # pytest-xdist's controller does not print the lastfailed status
        lf.stdout.fnmatch_lines(["run-last-failure: 1 known failures not in selected tests"])
    assert_item_outcomes(lf, _run(project / "lf.json"), passed=len(CASES))
    assert _cases_run(project / "lf.json") == CASES
    assert _lastfailed(project) == {}
    suite = ET.parse(project / "lf.xml").getroot().find("testsuite")
    assert suite is not None
    [junit] = [c for c in suite.iter("testcase") if c.get("name") == "provenance[tavily]"]
    assert junit.find("skipped") is not None and junit.find("failure") is None

    # Nothing failed: --lf does what pytest does then (runs everything, no verdict named).
    third = pytester.runpytest(*bench, "--lf", "--ws-report=third.json")
    assert third.ret == pytest.ExitCode.OK
    assert "the last failures include verdicts" not in third.stdout.str()
    if not mode:
        third.stdout.fnmatch_lines(
            ["run-last-failure: no previously failed tests, not deselecting items."]
        )
    assert _cases_run(project / "third.json") == CASES
    assert _lastfailed(project) == {}


def test_strict_again_fails_again_under_the_same_node_id(pytester, project) -> None:
    """The option does not rename the verdict: a strict --lf after a plain run finds it
    failing again, and a plain run clears it (the same id both ways)."""
    assert pytester.runpytest("--ws-provider=tavily").ret == pytest.ExitCode.OK
    assert not (project / ".pytest_cache/v/cache/lastfailed").exists()
    strict = pytester.runpytest("--ws-provider=tavily", "--lf", "--ws-strict-provenance")
    assert strict.ret == pytest.ExitCode.TESTS_FAILED
    assert _lastfailed(project) == {VERDICT: True}
    plain = pytester.runpytest("--ws-provider=tavily", "-v", "-p", "no:randomly")
    plain.stdout.fnmatch_lines([f"{VERDICT.replace('[', '?').replace(']', '?')} SKIPPED*"])
    assert _lastfailed(project) == {}


def _run_doc(strict: bool, synthetic: list[str], local: dict | None = None) -> dict:
    ran = [{"case_id": "gs-001"}]  # a provenance check needs a case that ran
    return {
        "providers": {"tavily": {"gates": [], "cases": ran}, "exa": {"gates": [], "cases": ran}},
        "provenance": {
            "strict": strict,
            "synthetic_quality_fixtures": synthetic,
            "local_recordings": local or {},
        },
    }


def test_provenance_verdict_per_provider_in_every_run() -> None:
    plain = {
        r.nodeid: r
        for r in verdict_reports(_run_doc(False, ["tavily"]))
        if "::provenance[" in r.nodeid
    }
    assert sorted(plain) == [
        "websearch-bench::provenance[exa]",
        "websearch-bench::provenance[tavily]",
    ]
    assert {r.outcome for r in plain.values()} == {"skipped"}
    assert plain[VERDICT].longrepr == (
        VERDICT,  # located at its id: -rs and junit name it
        None,
        "Skipped: provenance not checked for tavily: no --ws-strict-provenance",
    )
    strict = {
        r.nodeid: r
        for r in verdict_reports(_run_doc(True, ["tavily"]))
        if "::provenance[" in r.nodeid
    }
    assert sorted(strict) == sorted(plain)
    assert strict[VERDICT].outcome == "failed"
    assert "synthetic fixtures in quality classes 1-3/9" in str(strict[VERDICT].longrepr)
    assert strict["websearch-bench::provenance[exa]"].outcome == "passed"


def test_lost_verdict_in_every_run() -> None:
    doc = _run_doc(False, [])
    doc["providers"]["exa"]["cases"] = []
    doc["providers"]["tavily"]["lost_cases"] = ["gs-065"]
    lost = {r.nodeid: r.outcome for r in verdict_reports(doc) if "::lost[" in r.nodeid}
    # no case of exa ran: no verdict of exa's (they go with its items; stop 61)
    assert lost == {"websearch-bench::lost[tavily]": "failed"}
    doc["providers"]["exa"]["cases"] = [{"case_id": "gs-001"}]
    lost = {r.nodeid: r.outcome for r in verdict_reports(doc) if "::lost[" in r.nodeid}
    assert lost["websearch-bench::lost[exa]"] == "passed"


def test_last_failed_clears_lost_cases_once_they_come_back(pytester, project) -> None:
    """A crashed worker fails its item and ``lost[NAME]``; once the crash is gone, --lf
    reruns the item and the verdict passes: nothing stays in lastfailed."""
    crash = pytester.makeconftest(WORKER_CRASH_CONFTEST)
    first = pytester.runpytest("--ws-provider=tavily", "-n", "2", "--ws-report=crash.json")
    assert first.ret == pytest.ExitCode.TESTS_FAILED
    assert _lastfailed(project) == {
        "golden/cases/plantas.yaml::gs-065[tavily]": True,
        "websearch-bench::lost[tavily]": True,
    }
    crash.unlink()
    again = pytester.runpytest("--ws-provider=tavily", "--lf", "-v", "--ws-report=lf.json")
    assert again.ret == pytest.ExitCode.OK
    again.stdout.fnmatch_lines(["websearch-bench::lost?tavily? PASSED*"])
    assert _cases_run(project / "lf.json") == ["gs-065"]
    assert _lastfailed(project) == {}
    third = pytester.runpytest("--ws-provider=tavily", "--lf", "--ws-report=third.json")
    assert third.ret == pytest.ExitCode.OK
    assert "the last failures include verdicts" not in third.stdout.str()
    third.stdout.fnmatch_lines(
        ["run-last-failure: no previously failed tests, not deselecting items."]
    )
    assert _cases_run(project / "third.json") == CASES
