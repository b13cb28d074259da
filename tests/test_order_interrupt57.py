"""Stop 57, found by a newcomer's walkthrough: a Ctrl-C with nothing failed still says the
session fails (pytest's exit status 2), and the warnings and the month-to-month commands
name providers in the order ``--ws-provider`` gave them, not by name."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from conftest import interrupt_after, make_bench_project
from runkit import unwrapped

CASES = ["gs-001", "gs-011", "gs-065"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily", "exa"))
    (root / "pytest.ini").write_text("[pytest]\ntestpaths = golden\n", encoding="utf-8")
    return root


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_an_interrupt_with_nothing_failed_still_says_the_session_fails(
    pytester: pytest.Pytester, project: Path
) -> None:
    """Before: no heading at all (and --no-summary said "no gate breached") while pytest
    ended the session with exit status 2."""
    interrupt_after(pytester, "gs-001")
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "-p", "no:randomly")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    assert unwrapped(result.stdout.lines, "GATES NOT JUDGED: ", more=4) == (  # wrapped
        "GATES NOT JUDGED: the session stopped early (an interrupt (Ctrl-C)) after 2 of 3 "
        "items; rerun to the end to judge the gates. Interrupted: the session fails (exit "
        "status 2)."
    )
    one = pytester.runpytest_subprocess("--ws-provider=tavily", "-p", "no:randomly", "--no-summary")
    assert one.ret == pytest.ExitCode.INTERRUPTED
    one.stdout.fnmatch_lines(
        ["websearch-bench: GATES NOT JUDGED (*), interrupted (exit status 2)*"]
    )
    assert "no gate breached" not in one.stdout.str()


def test_warnings_and_diff_name_providers_in_the_order_typed(
    pytester: pytest.Pytester, project: Path
) -> None:
    runs = project / "runs"
    for month in ("2026-11", "2026-12"):
        result = pytester.runpytest_subprocess(
            "--ws-provider=tavily,exa", "-p", "no:randomly", f"--ws-report=runs/{month}.json"
        )
        assert result.ret == pytest.ExitCode.OK, result.stdout.str()
    out = result.stdout.str()
    assert "not a provider comparison (tavily, exa)" in " ".join(out.split())
    run = json.loads((runs / "2026-12.json").read_text(encoding="utf-8"))
    assert run["provenance"]["synthetic_quality_fixtures"] == ["tavily", "exa"]
    # the console script's function in this interpreter: ``ws-bench`` need not be on PATH
    diff = pytester.run(
        sys.executable,
        "-c",
        "import sys; from pytest_websearch_bench.cli import main; sys.exit(main())",
        "diff",
        "runs/2026-11.json",
        "runs/2026-12.json",
    )
    text = diff.stdout.str()
    assert "2 providers in both runs (tavily, exa)" in text, text
    assert text.index("ws-bench diff: tavily on") < text.index("ws-bench diff: exa on")
