"""The verdicts keep pytest's own reporting habits (found by a new user): a session pytest
stopped (-x, --maxfail, --sw) counts no failure past its stop, a verdict is headed by its
id wherever pytest names it, --co counts the verdicts next to pytest's "N tests
collected", and an exit status the bench changes shows in pytest's last line."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import drop_fixture, make_bench_project
from runkit import all_unwrapped

MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
CASES = ["gs-001", "gs-011", "gs-065"]  # gs-011 runs first (certificaciones.yaml)
GATE = "precision@10 >= 0.99"  # fails on the synthetic fixtures


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "pytest.ini").write_text(
        f"[pytest]\ntestpaths = golden\nws_gates = {GATE}\n", encoding="utf-8"
    )
    return root


def _drop_gs001(project: Path) -> None:
    """gs-001's cassette gone: its item (the second to run) fails."""
    drop_fixture(project, "tavily/search/gs-001.json")


def _lastfailed(project: Path) -> dict[str, bool]:
    path = project / ".pytest_cache/v/cache/lastfailed"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def _junit(project: Path) -> ET.Element:
    suite = ET.parse(project / "junit.xml").getroot().find("testsuite")
    assert suite is not None
    return suite


def _glob(text: str) -> str:
    """``text`` as an fnmatch pattern that matches it literally (its brackets)."""
    return "".join({"[": "[[]", "]": "[]]"}.get(char, char) for char in text)


def _last_line(result: pytest.RunResult) -> str:
    return [line for line in result.stdout.lines if line.strip()][-1]


# -- 1. a stopped session counts no verdict past pytest's stop -------------------------------


@pytest.mark.parametrize(
    ("stop", "cause", "remedy"),
    [
        (["-x"], "-x", "a debugging run: rerun without -x to judge the gates"),
        (
            ["--maxfail=1"],
            "--maxfail=1",
            "a debugging run: rerun without --maxfail=1 to judge the gates",
        ),
        (["--sw"], "--sw (stepwise) stopped at the first failure", "--sw resumes at that"),
    ],
    ids=["x", "maxfail", "sw"],
)
def test_a_stopped_session_reports_its_verdicts_skipped(
    pytester: pytest.Pytester, project: Path, stop: list[str], cause: str, remedy: str
) -> None:
    """Before: ``!!! stopping after 1 failures !!!`` then ``2 failed, 4 passed, 5 skipped``
    (the gate judged on 2 of 3 items failed too); junit counted 2 failures."""
    cache = project / ".pytest_cache/v/cache"
    cache.mkdir(parents=True)
    gate_id = "websearch-bench::gates::precision@10[tavily]"
    (cache / "lastfailed").write_text(json.dumps({gate_id: True}), encoding="utf-8")
    _drop_gs001(project)
    result = pytester.runpytest(
        "--ws-provider=tavily", *stop, "-rA", "--junitxml=junit.xml", "--ws-report=run.json"
    )
    # pytest's own status: 1 for -x/--maxfail, 2 (interrupted) for --sw
    assert result.ret in (pytest.ExitCode.TESTS_FAILED, pytest.ExitCode.INTERRUPTED)
    out = result.stdout.str()
    verdicts = 7 + 2  # six hard gates and the user gate, provenance, lost
    result.assert_outcomes(failed=1, passed=1, skipped=verdicts)
    assert "1 failed, 1 passed, 9 skipped" in _last_line(result)
    assert "FAILED websearch-bench::" not in out and "PASSED websearch-bench::" not in out
    why = f"not judged for tavily: the session stopped early ({cause}) after 2 of 3 items; "
    result.stdout.fnmatch_lines(
        [
            _glob(f"SKIPPED [1] {gate_id}: gate precision@10 {why}{remedy}") + "*",
            _glob(f"SKIPPED [1] websearch-bench::lost[tavily]: lost cases {why}") + "*",
        ],
        consecutive=False,
    )
    suite = _junit(project)
    assert (suite.get("failures"), suite.get("errors"), suite.get("skipped")) == ("1", "0", "9")
    gate = next(c for c in suite.iter("testcase") if c.get("name") == "precision@10[tavily]")
    skipped = gate.find("skipped")
    assert skipped is not None and "not judged" in skipped.get("message", "")
    # the run file keeps the verdict judged on the items that ran, labelled PARTIAL
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    [judged] = [g for g in run["providers"]["tavily"]["gates"] if g["name"] == "precision@10"]
    assert judged["status"] == "failed" and judged["reason"].startswith("PARTIAL")
    # a verdict not judged keeps its --lf entry, as an item a stop left unrun does
    assert gate_id in _lastfailed(project)
    assert "golden/cases/contactos_comerciales.yaml::gs-001[tavily]" in _lastfailed(project)


def test_a_whole_run_still_fails_its_gate(pytester: pytest.Pytester, project: Path) -> None:
    """-x with no failing item: the gate verdict is judged and fails, and -x stops there
    as at a failed item (stop 57): the verdicts after it are skipped, not counted."""
    result = pytester.runpytest("--ws-provider=tavily", "-x", "--ws-report=run.json")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert "stopping after 1 failures" in result.stdout.str()
    assert "1 failed, 5 passed, 6 skipped" in _last_line(result)  # 3 items, 9 verdicts


# -- 2. one name for a verdict: FAILURES heading, short summary, -v, junit, --lf ----------------


def test_a_verdict_is_headed_by_its_id(pytester: pytest.Pytester, project: Path) -> None:
    """Before: FAILURES headed ``gates::category.plantas.ndcg@10[tavily]`` and ``-v`` wrote
    ``websearch-bench::gates::category::plantas::ndcg@10[tavily] FAILED``."""
    gate = "websearch-bench::gates::category.plantas.ndcg@10[tavily]"
    pattern = _glob(gate)
    result = pytester.runpytest(
        "--ws-provider=tavily",
        "-o",
        "ws_gates=category.plantas.ndcg@10 >= 0.99",
        "-v",
        "-rA",
        "--junitxml=junit.xml",
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            f"{pattern} FAILED*",  # -v
            f"_* {pattern} _*",  # FAILURES
            "_* websearch-bench::gates::citation_coverage[[]tavily[]] _*",  # -rA's PASSES
            f"FAILED {pattern} - *",  # short summary
        ],
        consecutive=False,
    )
    out = result.stdout.str()
    assert "category::plantas" not in out
    assert not [line for line in result.stdout.lines if line.lstrip("_ ").startswith("gates::")]
    cases = [(c.get("classname"), c.get("name")) for c in _junit(project).iter("testcase")]
    assert ("websearch-bench.gates", "category.plantas.ndcg@10[tavily]") in cases
    assert gate in _lastfailed(project)


# -- 3. --co: the verdicts' count after the items, next to pytest's own count -----------------


@pytest.mark.parametrize("quiet", [["-q"], []], ids=["q", "tree"])
@pytest.mark.parametrize("mode", MODES)
def test_collect_only_counts_the_verdicts_after_the_items(
    pytester: pytest.Pytester, project: Path, quiet: list[str], mode: list[str]
) -> None:
    """Before: the line came before the item list, above pytest's header's "collected"."""
    result = pytester.runpytest("--ws-provider=tavily", "--co", *quiet, *mode)
    assert result.ret == pytest.ExitCode.OK
    lines = result.stdout.lines
    [at] = [i for i, line in enumerate(lines) if "a run reports" in line]
    last_item = max(i for i, line in enumerate(lines) if "gs-065" in line)
    assert at > last_item
    said = all_unwrapped(lines, "websearch-bench: after these items")  # wrapped
    assert said[0].startswith(
        "websearch-bench: after these items a run reports 9 verdict(s) as results, not items "
        "(9 per provider; with the 3 item(s), 12 results in all): the gates "
    )
    below = next(i for i in range(at + 1, len(lines)) if not lines[i].startswith("  "))
    assert "3 tests collected" in lines[below]  # pytest's own count, right below


# -- 4. an exit status the bench changes shows in pytest's last line --------------------------


@pytest.mark.parametrize("summary", [[], ["--no-summary"]], ids=["summary", "no-summary"])
def test_a_report_that_cannot_be_written_is_an_error_in_the_last_line(
    pytester: pytest.Pytester, project: Path, monkeypatch: pytest.MonkeyPatch, summary: list[str]
) -> None:
    """Before: ``could not build the report: ...`` then ``3 passed`` under exit status 1."""
    from pytest_websearch_bench.report import run_file

    def full(*args: object, **kwargs: object) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(run_file, "write_run", full)
    result = pytester.runpytest(
        "--ws-provider=tavily", "-o", "ws_gates=", "--junitxml=junit.xml", *summary
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    outcomes = result.parseoutcomes()  # the verdicts are reported too (stop 65: built, not written)
    assert (outcomes.get("passed", 0) >= 3, outcomes.get("errors")) == (True, 1), outcomes
    assert "passed" in _last_line(result) and "1 error" in _last_line(result)
    said = " ".join(all_unwrapped(result.stdout.lines, "websearch-bench: the run file"))
    assert "could not be written (OSError: [Errno 28] No space left on device)" in said
    if not summary:
        result.stdout.fnmatch_lines(["ERROR websearch-bench::report - the run file *"])
    suite = _junit(project)
    assert (suite.get("errors"), suite.get("failures")) == ("1", "0")
    assert "websearch-bench::report" not in _lastfailed(project)  # --lf cannot rerun it


def test_a_run_failed_by_no_report_is_an_error_in_the_last_line(
    pytester: pytest.Pytester, project: Path
) -> None:
    """A test of yours over a case whose cassette is gone passes, the run fails (a hard
    fault in the record): before, exit status 1 under ``1 passed, 5 skipped``."""
    _drop_gs001(project)
    (project / "checks").mkdir()
    (project / "checks" / "test_own.py").write_text(
        "def test_has_a_record(ws_record):\n    assert ws_record.case_id\n", encoding="utf-8"
    )
    result = pytester.runpytest(
        "--ws-provider=tavily", "checks/test_own.py", "-o", "ws_gates=", "-k", "gs-001"
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert "1 error" in _last_line(result)
    result.stdout.fnmatch_lines(
        [
            "the run failed: tavily: 1 item failure(s): fixture -> * (gs-001)",  # ERRORS
            "ERROR websearch-bench::run - the run failed: *",  # the short summary
        ]
    )
    assert "websearch-bench::run" not in _lastfailed(project)


def test_a_passing_run_logs_no_error(pytester: pytest.Pytester, project: Path) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "-o", "ws_gates=")
    assert result.ret == pytest.ExitCode.OK
    assert "error" not in _last_line(result) and "websearch-bench::r" not in result.stdout.str()


def test_strict_provenance_with_no_case_run_is_not_a_pass(
    pytester: pytest.Pytester, project: Path
) -> None:
    """Before: ``-k nomatch --ws-strict-provenance`` ended ``1 passed, 7 skipped, 3
    deselected`` under pytest's exit status 5 (no tests ran): a pass for what checked nothing.
    Now no verdict at all: it goes with the items ``-k`` deselected."""
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-strict-provenance", "-k", "nomatch", "-rs", "-o", "ws_gates="
    )
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    outcomes = result.parseoutcomes()
    assert "passed" not in outcomes and "skipped" not in outcomes, outcomes
    assert "provenance[tavily]" not in result.stdout.str()
