"""Stop 57: the verdicts follow pytest's protocol. A verdict crosses pytest's report hooks
as the ``TestReport`` it is and is read back as a verdict (no renamed class); the flag
that stopped a session is the argument pytest's parser read it from (ini addopts,
PYTEST_ADDOPTS, the command line); a Ctrl-C says the session fails with pytest's exit
status 2; ``-x`` stops at a failed verdict as at a failed item."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import drop_fixture, gated_project, interrupt_after
from runkit import literal, unwrapped

CASES = ["gs-001", "gs-011", "gs-065"]  # gs-011 runs first, gs-001 second
TWO_GATES = "ws_gates=precision@10 >= 0.99\n    ndcg@10 >= 0.99"  # both fail on the fixtures
FIRST = "websearch-bench::gates::precision@10[tavily]"
SECOND = "websearch-bench::gates::ndcg@10[tavily]"
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])

ROUND_TRIP = """
import json
import re

import pytest

_CONFIG = []


def pytest_configure(config):
    _CONFIG.append(config)


def pytest_runtest_logreport(report):
    config = _CONFIG[-1]
    data = config.hook.pytest_report_to_serializable(config=config, report=report)
    back = config.hook.pytest_report_from_serializable(
        config=config, data=json.loads(json.dumps(data, default=str))
    )
    with open("crossed.jsonl", "a", encoding="utf-8") as out:
        out.write(json.dumps([report.nodeid, data["$report_type"], type(back).__name__,
                              back.head_line, back.outcome, str(back.longrepr)]) + "\\n")
"""


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return gated_project(pytester.path, CASES, TWO_GATES)


def _last_line(result: pytest.RunResult) -> str:
    return [line for line in result.stdout.lines if line.strip()][-1]


def _suite(path: Path) -> ET.Element:
    root = ET.parse(path).getroot()
    return root if root.tag == "testsuite" else root[0]


# -- 1. a verdict crosses pytest's report hooks as a TestReport ------------------------------


def test_the_report_class_keeps_its_own_name() -> None:
    """Before: ``VerdictReport.__name__ = "TestReport"`` so pytest's serializer wrote a
    type it reads back."""
    from pytest_websearch_bench.plugin.verdicts import VerdictReport

    assert VerdictReport.__name__ == "VerdictReport"


@WORKERS
def test_a_verdict_crosses_the_report_hooks_and_comes_back_a_verdict(
    pytester: pytest.Pytester, project: Path, workers: list[str]
) -> None:
    pytester.makeconftest(ROUND_TRIP)  # on the controller and every worker
    result = pytester.runpytest("--ws-provider=tavily", *workers)
    assert result.ret == pytest.ExitCode.TESTS_FAILED, result.stdout.str()[-2000:]
    crossed = [
        json.loads(line)
        for line in (project / "crossed.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    verdicts = [c for c in crossed if c[0].startswith("websearch-bench::")]
    assert len(verdicts) == 10  # 8 gates, provenance, lost
    for nodeid, kind, back, head_line, _outcome, _text in verdicts:
        assert (kind, back, head_line) == ("TestReport", "VerdictReport", nodeid)
    items = [c for c in crossed if not c[0].startswith("websearch-bench::")]
    assert items and {c[2] for c in items} == {"TestReport"}  # other reports stay pytest's
    [failed] = [c for c in verdicts if c[0] == FIRST]
    assert failed[4] == "failed" and failed[5].startswith("tavily: gate precision@10 >= 0.99")


# -- 2. the stop flag, read by pytest's parser ---------------------------------------------


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["-x"], "-x"),
        (["-vsx", "-k", "gs"], "-x"),
        (["--exitfirst"], "--exitfirst"),
        (["--maxfail", "3"], "--maxfail=3"),
        (["--maxfail=3", "--exitfirst"], "--exitfirst"),
        (["--exitfirst", "--maxfail=1"], "--maxfail=1"),
        (["--maxfail=1", "-rx", "-kx"], "--maxfail=1"),  # -r's and -k's value, not -x
        (["-p", "no:randomly", "--maxfail=2"], "--maxfail=2"),
    ],
)
def test_the_stop_flag_is_the_argument_pytest_read_it_from(
    pytester: pytest.Pytester, args: list[str], named: str
) -> None:
    from pytest_websearch_bench.plugin.stop_flag import stop_flag

    config = pytester.parseconfig(*args)
    assert stop_flag(config, int(config.getoption("maxfail") or 0)) == named


def test_no_stop_flag_typed_names_the_value(pytester: pytest.Pytester) -> None:
    """A maxfail no argument set (a plugin's) is named by its value."""
    from pytest_websearch_bench.plugin.stop_flag import stop_flag

    config = pytester.parseconfig("-rx", "-kx")
    assert not config.getoption("maxfail")
    assert stop_flag(config, 1) == "-x" and stop_flag(config, 4) == "--maxfail=4"


@pytest.mark.parametrize("where", ["ini", "env", "both"])
def test_the_stop_flag_from_addopts_is_named_as_typed(
    pytester: pytest.Pytester, project: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """The ini's addopts, then PYTEST_ADDOPTS, then the command line: the last one wins."""
    drop_fixture(project, "tavily/search/gs-001.json")  # the second item fails
    if where in ("ini", "both"):
        ini = project / "pytest.ini"
        ini.write_text(ini.read_text(encoding="utf-8") + "addopts = --exitfirst\n", "utf-8")
    if where in ("env", "both"):
        monkeypatch.setenv("PYTEST_ADDOPTS", "-p no:randomly --maxfail 1")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    typed = "--exitfirst" if where == "ini" else "--maxfail=1"
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    assert run["stopped_early"]["cause"] == typed
    result.stdout.fnmatch_lines([f"*rerun without {typed} to judge the gates*"])


# -- 3. Ctrl-C: the heading says the session fails, with pytest's exit status 2 --------------


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
@pytest.mark.parametrize("item_fails", [False, True], ids=["gate-only", "with-item"])
def test_an_interrupt_says_the_session_fails_with_exit_status_2(
    pytester: pytest.Pytester, project: Path, item_fails: bool
) -> None:
    """Before: ``GATES NOT JUDGED: ...; rerun to the end to judge the gates.`` and nothing
    on the session, which pytest ended with exit status 2 (Interrupted)."""
    if item_fails:
        drop_fixture(project, "tavily/search/gs-011.json")
    interrupt_after(pytester, "gs-001")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:randomly", "-o", "ws_gates=precision@10 >= 0.99"
    )
    assert result.ret == pytest.ExitCode.INTERRUPTED
    assert "!! KeyboardInterrupt !!" in result.stdout.str()  # pytest's own words
    causes = "Interrupted, failed items" if item_fails else "Interrupted"
    assert unwrapped(result.stdout.lines, "GATES NOT JUDGED: ", more=4) == (  # wrapped
        "GATES NOT JUDGED: the session stopped early (an interrupt (Ctrl-C)) after 2 of 3 "
        f"items; rerun to the end to judge the gates. {causes}: the session fails (exit "
        "status 2)."
    )
    one = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:randomly", "-o", "ws_gates=precision@10 >= 0.99",
        "--no-summary",
    )  # fmt: skip
    assert one.ret == pytest.ExitCode.INTERRUPTED
    one.stdout.fnmatch_lines(
        ["websearch-bench: GATES NOT JUDGED (*), interrupted (exit status 2)*: tavily gate*"]
    )


def test_an_interrupt_after_the_last_item_is_a_whole_run(
    pytester: pytest.Pytester, project: Path
) -> None:
    """No item left unrun: no 'not judged' heading, and pytest's status is kept."""
    interrupt_after(pytester, "gs-065")
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "-p", "no:randomly")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    assert "GATES NOT JUDGED" not in result.stdout.str()


# -- 4. -x stops at a failed verdict as at a failed item -------------------------------------


@WORKERS
def test_x_stops_at_the_first_failed_verdict(
    pytester: pytest.Pytester, project: Path, workers: list[str]
) -> None:
    """Before: ``2 failed, 6 passed, 5 skipped`` under -x, the verdicts after the first
    failure counted (``lost[tavily]`` passed after the ``F``)."""
    result = pytester.runpytest(
        "--ws-provider=tavily",
        "-x",
        "-rA",
        "-p",
        "no:randomly",
        "--junitxml=junit.xml",
        "--ws-report=run.json",
        *workers,
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    reason = f"not counted for tavily: -x stopped the session at {FIRST}; the verdict is in"
    result.stdout.fnmatch_lines(
        [
            literal(f"FAILED {FIRST} - ") + "*",
            "*!! stopping after 1 failures !!*",
            "*1 failed, 5 passed, 7 skipped*",
        ]
    )
    assert f"FAILED {SECOND}" not in out
    result.stdout.fnmatch_lines([literal(f"SKIPPED [1] {SECOND}: gate ndcg@10 {reason}") + "*"])
    lost = f"SKIPPED [1] websearch-bench::lost[tavily]: lost cases {reason}"
    result.stdout.fnmatch_lines([literal(lost) + "*"])
    suite = _suite(project / "junit.xml")
    assert (suite.get("failures"), suite.get("skipped")) == ("1", "7")
    second = next(c for c in suite.iter("testcase") if c.get("name") == "ndcg@10[tavily]")
    skipped = second.find("skipped")
    assert skipped is not None and "not counted for tavily: -x" in skipped.get("message", "")
    assert skipped.text is not None and ":None:" not in skipped.text
    # judged all the same: the run file and the report keep both breaches
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    statuses = {g["name"]: g["status"] for g in run["providers"]["tavily"]["gates"]}
    assert statuses["precision@10"] == statuses["ndcg@10"] == "failed"
    assert "stopped_early" not in run and run["complete"] is True


def test_maxfail_counts_failed_items_and_verdicts(pytester: pytest.Pytester, project: Path) -> None:
    """--maxfail=2 with one failed item: the first failed verdict is the second failure."""
    (project / "checks").mkdir()
    (project / "checks" / "test_own.py").write_text(
        "def test_fails():\n    assert False\n", encoding="utf-8"
    )
    result = pytester.runpytest(
        "--ws-provider=tavily", "golden", "checks", "--maxfail=2", "-rs", "-p", "no:randomly"
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            literal(
                f"SKIPPED [1] {SECOND}: gate ndcg@10 not counted for tavily: --maxfail=2 "
                f"stopped the session at {FIRST}"
            )
            + "*",
            "*!! stopping after 2 failures !!*",
            "*2 failed, 5 passed, 7 skipped*",
        ]
    )


def test_x_keeps_the_last_failures_past_its_stop(pytester: pytest.Pytester, project: Path) -> None:
    """--lf: a verdict not counted keeps its entry (as an item a stop left unrun does); the
    failure -x stopped at is recorded."""
    pytester.runpytest("--ws-provider=tavily", "-p", "no:randomly")
    cache = project / ".pytest_cache" / "v" / "cache" / "lastfailed"
    assert {FIRST, SECOND} <= set(json.loads(cache.read_text(encoding="utf-8")))
    result = pytester.runpytest("--ws-provider=tavily", "-x", "-p", "no:randomly")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert {FIRST, SECOND} <= set(json.loads(cache.read_text(encoding="utf-8")))


def test_without_a_stop_flag_every_verdict_counts(pytester: pytest.Pytester, project: Path) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:randomly")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert (
        "stopping after" not in result.stdout.str() and "not counted for" not in result.stdout.str()
    )
    assert "2 failed, 6 passed, 5 skipped" in _last_line(result)
