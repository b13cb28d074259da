"""The declared pytest range (pytest>=7.4, pytest-xdist>=3.5) holds: what differs between
pytest 7.4, 8.x and 9.x reaches the user the same way. A failed verdict carries its
reason where every version reads it (the short summary, junit's ``<failure message>``),
``--no-summary`` keeps the one-line verdict (pytest < 9 calls no summary hook there),
and verbosity is read without ``Config.get_verbosity`` (pytest >= 8.0). CI runs these on
the lower bounds too (``.ci/run``, ``.ci-venv-min``)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.plugin import _verbosity
from pytest_websearch_bench.plugin.longrepr import TextRepr
from pytest_websearch_bench.plugin.verdicts import verdict_reports

MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
GATE = ["-o", "ws_gates=precision@10 >= 0.99"]  # a user gate the bundled cases breach
GATE_ID = "websearch-bench::gates::precision@10[tavily]"


def _failed_gate_run() -> dict:
    gate = {
        "name": "precision@10",
        "threshold": ">= 0.99",
        "status": "failed",
        "value": None,
        "consequence": "fails the run (a user gate)",
        "reason": "0.267 is not >= 0.99",
    }
    return {"providers": {"tavily": {"gates": [gate], "cases": [{"case_id": "gs-001"}]}}}


def _failed_gate_report() -> pytest.TestReport:
    return next(r for r in verdict_reports(_failed_gate_run()) if r.nodeid == GATE_ID)


class _Lines:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def line(self, text: str = "", **markup: bool) -> None:
        self.lines.append(text)


def test_a_failed_verdict_has_its_first_line_as_the_crash_message() -> None:
    report = _failed_gate_report()
    assert report.outcome == "failed"
    longrepr = report.longrepr
    assert isinstance(longrepr, TextRepr)
    text = (
        "tavily: gate precision@10 >= 0.99\n"
        "consequence: fails the run (a user gate)\n"
        "0.267 is not >= 0.99"
    )
    assert str(longrepr) == text
    assert longrepr.reprcrash.message == "tavily: gate precision@10 >= 0.99"
    out = _Lines()
    longrepr.toterminal(out)
    assert out.lines == text.splitlines()
    assert report.longreprtext.splitlines() == text.splitlines()  # pytest's own writer


def test_a_failed_verdict_crosses_a_process_boundary_with_its_text(
    pytestconfig: pytest.Config,
) -> None:
    """xdist and report logs serialize reports through pytest's hook: a longrepr with
    ``toterminal`` and no traceback goes as its string, which must be the whole text."""
    report = _failed_gate_report()
    data = pytestconfig.hook.pytest_report_to_serializable(config=pytestconfig, report=report)
    data = json.loads(json.dumps(data))  # what crosses is JSON-able
    back = pytestconfig.hook.pytest_report_from_serializable(config=pytestconfig, data=data)
    assert back.nodeid == GATE_ID and back.outcome == "failed"
    assert str(back.longrepr) == str(report.longrepr)


def test_verbosity_without_get_verbosity() -> None:
    """pytest 7.4's Config has no get_verbosity: the -v count comes from the option."""

    class Pytest74Config:
        def getoption(self, name: str) -> int:
            return {"verbose": 2}[name]

    assert _verbosity(Pytest74Config()) == 2  # type: ignore[arg-type]

    class Pytest8Config(Pytest74Config):
        def get_verbosity(self) -> int:
            return -1

    assert _verbosity(Pytest8Config()) == -1  # type: ignore[arg-type]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))


@pytest.mark.parametrize("mode", MODES)
def test_a_failed_verdict_s_reason_in_the_short_summary_and_junit(pytester, project, mode) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "-rA", "--junitxml=junit.xml", *GATE, *mode)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        ["FAILED websearch-bench::gates::precision@10?tavily? - tavily: gate *"]
    )
    suite = ET.parse(project / "junit.xml").getroot().find("testsuite")
    assert suite is not None
    cases = {(c.get("classname"), c.get("name")): c for c in suite.iter("testcase")}
    failure = cases[("websearch-bench.gates", "precision@10[tavily]")].find("failure")
    assert failure is not None
    assert failure.get("message", "").startswith("tavily: gate precision@10 >= 0.99, value ")
    assert "\n" not in failure.get("message", "")  # the first line; the rest is in the body
    assert "consequence: fails the run (a user gate)" in (failure.text or "")


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
@pytest.mark.parametrize("mode", MODES)
def test_no_summary_says_the_verdict_once_before_pytest_s_last_line(
    pytester, project, mode
) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--no-summary", *GATE, *mode)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    assert "= websearch-bench =" not in out
    lines = [line for line in result.stdout.lines if line.startswith("websearch-bench: BREACHED")]
    assert len(lines) == 1, out
    assert "tavily" in lines[0] and "run file: " in lines[0]
    # pytest's "N failed, N passed" stays the last line (what CI reads)
    last = [line for line in result.stdout.lines if line.strip()][-1]
    assert " failed" in last and " passed" in last and " in " in last, last
