"""What the terminal report says happened (a newcomer's walkthrough, stop 55):

- ``--no-summary`` keeps the synthetic-fixtures warning in its one line, and ``-q``/``-qq``
  keep the ranking (the decision), dropping tables, legends and explanations only;
- the verdict's heading names what fails the session: a gate breach (its words kept when it
  is the only cause), failed items (the bench's, or a user's test that the run file does
  not count, though pytest's exit status does), or both; the one line does the same;
- on a narrow terminal the reader columns (``rd.*``) go first, then the least decisive
  ones, then the rest but n, P@10, nDCG@10 and $/useful, as the README says;
- a run file that could not be built is said in one line, in either output mode.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, drop_fixture, make_bench_project
from pytest_websearch_bench.report.columns import COLUMNS, READER_PRIORITY, header_text
from pytest_websearch_bench.report.terminal import one_line, render, verdict
from runkit import record, run_of, unwrapped

MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
# every fixture class, both providers comparable, a reader measured (the rd.* columns)
COMPARABLE = ["gs-001", "gs-003", "gs-023", "gs-031", "gs-053", "gs-065", "gs-074"]
GATE = ["-o", "ws_gates=precision@10 >= 0.99"]  # a user gate the bundled cases breach
RANKING = [
    "ranking (cost per useful answer, then P@10, pooled recall, freshness accuracy):",
    "  1. exa",
    "  2. tavily",
]
FAILING_TEST = "def test_mine(ws_record):\n    assert ws_record.case_id == 'nope'\n"


@pytest.fixture
def small(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))


@pytest.fixture
def comparable(pytester: pytest.Pytester) -> Path:
    return make_bench_project(
        pytester.path,
        case_ids=COMPARABLE,
        providers=("tavily", "exa"),
        shared=True,
        failures=True,
    )


def _one_lines(result: pytest.RunResult) -> list[str]:
    return [
        line
        for line in result.stdout.lines
        if line.startswith("websearch-bench: ") and "run file: " in line
    ]


def _section(result: pytest.RunResult) -> list[str]:
    text = result.stdout.str()
    assert "= websearch-bench =" in text, text[-3000:]
    return text.split("= websearch-bench =", 1)[1].splitlines()


# -- 1. --no-summary and -q keep what a reader decides on -------------------------------------------


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
@pytest.mark.parametrize("mode", MODES)
def test_no_summary_says_the_fixtures_are_synthetic(pytester, small, mode) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--no-summary", "--ws-report=r.json", *mode)
    assert result.ret == pytest.ExitCode.OK
    [line] = _one_lines(result)
    assert line.startswith("websearch-bench: no gate breached (")
    assert "; WARNING synthetic fixtures: not a provider comparison (tavily); run file: " in line
    assert line.endswith("r.json")


def test_the_one_line_of_recorded_fixtures_has_no_synthetic_warning() -> None:
    run = run_of([record("a", useful=True)])
    assert not run["provenance"].get("warning")
    assert "synthetic" not in one_line(run, "r.json")
    run["provenance"].update(warning="x", synthetic_quality_fixtures=["p"])
    assert one_line(run, "r.json").endswith(
        "; WARNING synthetic fixtures: not a provider comparison (p); run file: r.json"
    )


@pytest.mark.parametrize("quiet", ["-q", "-qq"])
def test_quiet_keeps_the_ranking_and_drops_the_tables(pytester, comparable, quiet) -> None:
    result = pytester.runpytest("--ws-provider=tavily,exa", "--ws-report=r.json", quiet)
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    section = _section(result)
    start = section.index(RANKING[0])
    assert section[start : start + 3] == RANKING
    assert section[start + 3].startswith("run file: ") and section[start + 3].endswith("r.json")
    text = "\n".join(section)
    assert "WARNING synthetic fixtures in classes 1-3 or 9" in text
    assert "  [PASSED] citation_coverage" in text
    for decoration in ("  category ", "legend:", "not shown at", "latency search:", "evidence:"):
        assert decoration not in text, decoration


def test_quiet_says_unranked_once() -> None:
    """-q keeps an unranked provider's reason unless its provider line already says it."""
    run = run_of([record("a", useful=True), record("b", "q", useful=True)])
    run["ranking"] = []
    run["unranked"] = [
        {"provider": "p", "reason": "not comparable: no case of this run used fixture classes 9"},
        {"provider": "q", "reason": "no known price"},
    ]
    run["providers"]["p"]["missing_classes"] = [9]
    run["providers"]["q"]["missing_classes"] = []
    quiet = render(run, verbosity=-1)
    assert [line for line in quiet if line.startswith("unranked:")] == [
        "unranked: q: no known price"
    ]
    assert any(
        line.startswith("provider p (NOT COMPARABLE: no case of fixture class(es) 9")
        for line in quiet
    )
    default = render(run)
    assert len([line for line in default if line.startswith("unranked:")]) == 2


# -- 2. the heading names what fails the session ----------------------------------------------------


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_a_fixture_error_alone_is_not_a_gate_breach(pytester, small) -> None:
    drop_fixture(small, "tavily/search/gs-001.json")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    section = _section(result)
    head = section.index("THE RUN FAILS: failed items.")
    assert section[head + 1].startswith("  tavily: 1 item failure(s): fixture (gs-001) -> ")
    assert not any("BREACHED" in line for line in section)
    bare = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json", "--no-summary")
    [line] = _one_lines(bare)
    assert line.startswith("websearch-bench: THE RUN FAILS: tavily 1 item failure(s): fixture")
    assert "BREACHED" not in line


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
@pytest.mark.parametrize("mode", MODES)
def test_a_failing_user_test_is_named_as_what_fails_the_session(pytester, small, mode) -> None:
    (small / "golden" / "test_mine.py").write_text(FAILING_TEST, encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json", "-q", *mode)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    section = _section(result)
    head = section.index("THE SESSION FAILS: failed items.")
    assert section[head + 1].startswith("  pytest: ")  # wrapped at the width: read whole
    assert unwrapped(section[head + 1 :], "  pytest: ") == (
        "  pytest: 2 item(s) outside the bench failed -> see their reports above; "
        "the run file does not count them"
    )
    assert not any("BREACHED" in line for line in section)
    bare = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json", "--no-summary", *mode)
    assert bare.ret == pytest.ExitCode.TESTS_FAILED
    [line] = _one_lines(bare)
    assert line.startswith(
        "websearch-bench: THE SESSION FAILS: 2 item(s) outside the bench failed; no gate breached ("
    )


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_a_gate_breach_with_failed_items_names_both(pytester, small) -> None:
    drop_fixture(small, "tavily/search/gs-001.json")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json", "-q", *GATE)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    section = _section(result)
    head = section.index("GATE BREACHED, and failed items: the session fails.")
    assert section[head + 1] == "  tavily: gate precision@10 -> fails the run (a user gate)"
    assert section[head + 2].startswith("  tavily: 1 item failure(s): fixture (gs-001) -> ")
    bare = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json", "--no-summary", *GATE)
    [line] = _one_lines(bare)
    assert line.startswith(
        "websearch-bench: BREACHED, and failed items: tavily gate precision@10; "
        "tavily 1 item failure(s): fixture (gs-001); WARNING synthetic fixtures"
    )


def _failing(*kinds: str, hard: bool = True) -> dict[str, Any]:
    gates = [{"name": "g", "status": "failed", "consequence": "c", "kind": "provider"}]
    if not hard:
        gates[0]["kind"] = "user"
    return {
        "providers": {"p": {"gates": gates if "gate" in kinds else []}},
        "failures": [{"provider": "p", "kind": k, "what": k, "why": "why"} for k in kinds],
    }


@pytest.mark.parametrize(
    ("kinds", "hard", "elsewhere", "head"),
    [
        (["gate"], True, 0, "HARD GATE BREACHED: the session fails."),
        (["gate"], False, 0, "GATE BREACHED: the session fails."),
        (["gate", "item"], True, 0, "HARD GATE BREACHED, and failed items: the session fails."),
        (["gate"], False, 3, "GATE BREACHED, and failed items: the session fails."),
        (
            ["gate", "lost", "item"],
            True,
            1,
            ("HARD GATE BREACHED, and lost cases, failed items: the session fails."),
        ),
        (["item"], True, 2, "THE RUN FAILS: failed items."),
        ([], True, 2, "THE SESSION FAILS: failed items."),
    ],
)
def test_the_heading_names_every_cause(
    kinds: list[str], hard: bool, elsewhere: int, head: str
) -> None:
    lines = verdict(_failing(*kinds, hard=hard), elsewhere)
    assert lines[1] == head
    told = [line for line in lines if line.startswith("  pytest: ")]
    assert len(told) == (1 if elsewhere else 0)


def test_an_old_run_file_failed_by_strict_provenance_alone_is_no_gate_breach() -> None:
    """A run file from before the ``failures`` list: its causes are read from its gates."""
    run = {
        "providers": {"p": {"gates": [{"name": "g", "status": "passed"}]}},
        "provenance": {"strict": True, "synthetic_quality_fixtures": ["p"]},
    }
    assert verdict(run)[1] == "THE RUN FAILS: strict provenance."
    assert one_line(run, None).startswith("websearch-bench: THE RUN FAILS: p strict provenance")
    run["providers"]["p"]["gates"][0].update(status="failed", consequence="c")
    assert verdict(run)[1] == "HARD GATE BREACHED, and strict provenance: the session fails."


# -- 3. which columns a narrow terminal drops, in the README's order ---------------------------------


def _names(text: str) -> list[str]:
    return re.findall(r"`([^`]+)`", text)


@pytest.mark.parametrize(
    ("columns", "kept"), [("80", 1), ("120", 2), ("160", 3), ("250", READER_PRIORITY)]
)
def test_a_narrow_terminal_drops_the_reader_columns_first(
    pytester, comparable, monkeypatch, columns, kept
) -> None:
    """This project's widest layout (a reader measured) needs 193 columns, without the
    reader columns 147, with priorities 1 and 2 only 85 (stop 68: with the ``*`` of the
    lower-is-better headers): at 160 the reader columns alone are left out, where the least
    decisive ones would have gone first before."""
    monkeypatch.setenv("COLUMNS", columns)
    result = pytester.runpytest("--ws-provider=tavily,exa", "--ws-report=r.json")
    section = _section(result)
    headers = [line.split()[1:] for line in section if line.startswith("  category ")]
    shown = [header_text(c) for c in COLUMNS if c.priority <= kept]  # "$/useful*"
    assert [" ".join(h) for h in headers] == [" ".join(shown)] * 2  # one table a provider
    start = section.index(next(line for line in section if line.startswith("  category ")))
    end = next(i for i in range(start, len(section)) if section[i].startswith("  latency"))
    assert all(len(line) <= int(columns) for line in section[start:end])
    hidden = [c.header for c in COLUMNS if c.priority > kept]
    said = [i for i, line in enumerate(section) if line.startswith("  not shown at")]
    if not hidden:
        assert said == []
        return
    [at] = said
    told = [section[at]]
    for line in section[at + 1 :]:
        if not line.startswith("  ") or line.startswith("  ["):
            break
        told.append(line)
    assert all(len(line) <= int(columns) for line in told)
    assert not any(line.rstrip().endswith((" p50", " p95")) for line in told)  # "p50 ms" whole
    assert " ".join(" ".join(told).split()) == (
        f"not shown at {columns} columns: {', '.join(hidden)} (widen the terminal; every "
        "number is in the run file)"
    )


def test_the_readme_names_the_order_the_code_drops_columns_in() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(
        r"The table fits the terminal:(.*?)the report names\s+what it left out", readme, re.DOTALL
    )
    assert found is not None
    text = " ".join(found.group(1).split())
    first, _, rest = text.partition(" go first, then ")
    second, _, third = rest.partition(", then the rest but ")
    assert _names(first) == ["rd.*"]
    assert _names(second) == [c.header for c in COLUMNS if c.priority == 3]
    assert _names(third) == [c.header for c in COLUMNS if c.priority == 1]


# -- 4. a report that could not be built -------------------------------------------------------------

BROKEN_AMEND = """
import pytest

@pytest.hookimpl(optionalhook=True)
def pytest_ws_amend_run(run, config):
    raise RuntimeError("amend failed")
"""


@pytest.mark.parametrize("summary", [[], ["--no-summary"]], ids=["summary", "no-summary"])
def test_a_report_that_could_not_be_built_is_said_once(pytester, small, summary) -> None:
    pytester.makeconftest(BROKEN_AMEND)
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json", *summary)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    said = [line for line in result.stdout.lines if "could not build the report" in line]
    line = "could not build the report: RuntimeError: amend failed"
    # once in the bench's section; pytest's error for it (websearch-bench::report) adds its
    # ERRORS entry and short summary line, which --no-summary leaves out
    assert said.count(line) == (1 if summary else 2), said
    assert "1 error" in result.stdout.lines[-1]  # the exit status shows in the last line
    assert result.stdout.str().count("= websearch-bench =") == 1
