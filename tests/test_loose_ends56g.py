"""Loose ends of stop 56: a stopped session's verdict says its gates were not judged (and
names the flag as typed), a run failed by a record of a passing test of yours says what
failed, the network header names where ``ws_sandbox = off`` came from, the offline
lock's remedies name the run's provider, and ``--no-summary``'s one line after a logged
error (written at the session's end under pytest < 9)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import drop_fixture, make_bench_project
from runkit import unwrapped

CASES = ["gs-001", "gs-011", "gs-065"]  # gs-011 runs first, gs-001 second
GATE = "precision@10 >= 0.99"  # fails on the synthetic fixtures
OWN_TEST = "def test_has_a_record(ws_record):\n    assert ws_record.case_id\n"


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "pytest.ini").write_text(
        f"[pytest]\ntestpaths = golden\nws_gates = {GATE}\n", encoding="utf-8"
    )
    drop_fixture(root, "tavily/search/gs-001.json")  # the second item to run fails
    return root


def _last_line(result: pytest.RunResult) -> str:
    return [line for line in result.stdout.lines if line.strip()][-1]


# -- 1. a stopped session: gates not judged, the flag as typed --------------------------------


@pytest.mark.parametrize(
    "flag", ["-x", "--maxfail=1", "--exitfirst", "-vx"], ids=["x", "maxfail", "exitfirst", "vx"]
)
def test_a_stopped_session_says_its_gates_were_not_judged(
    pytester: pytest.Pytester, project: Path, flag: str
) -> None:
    """Before: ``GATE BREACHED, and failed items: the session fails.`` over verdicts pytest
    reported skipped, and ``--maxfail=1`` named ``-x``."""
    result = pytester.runpytest("--ws-provider=tavily", flag, "--ws-report=run.json")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    assert "GATE BREACHED" not in out
    typed = "-x" if flag == "-vx" else flag
    lines = result.stdout.lines  # the verdict's lines wrap at the width: read whole
    assert unwrapped(lines, "GATES NOT JUDGED: ", more=4) == (
        f"GATES NOT JUDGED: the session stopped early ({typed}) after 2 of 3 items; a "
        f"debugging run: rerun without {typed} to judge the gates. Failed items: the "
        "session fails."
    )
    # the value judged on the items that ran stays visible, PARTIAL
    assert unwrapped(lines, "  tavily: gate precision@10 -> ") == (
        "  tavily: gate precision@10 -> not judged (PARTIAL: failed on the items that ran; "
        f"the session stopped early ({typed}): 2 of 3 of tavily's items ran (2 of 3 in all))"
    )
    assert unwrapped(lines, "  tavily: 1 item failure(s): ").startswith(
        "  tavily: 1 item failure(s): fixture (gs-001) -> gs-001: no cassette "
    )
    result.stdout.fnmatch_lines(
        [
            "GATES NOT JUDGED: *",
            "  tavily: gate precision@10 -> *",
            "  tavily: 1 item failure(s): *",
            f"websearch-bench: PARTIAL RUN: the session stopped early ({typed}):*",
        ]
    )
    assert unwrapped(lines, "websearch-bench: PARTIAL RUN: ").startswith(  # wrapped
        f"websearch-bench: PARTIAL RUN: the session stopped early ({typed}): 2 of 3 items ran"
    )
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    assert run["stopped_early"]["cause"] == typed
    [gate] = [g for g in run["providers"]["tavily"]["gates"] if g["name"] == "precision@10"]
    assert gate["status"] == "failed" and gate["reason"].startswith("PARTIAL")


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_the_one_line_of_a_stopped_session(pytester: pytest.Pytester, project: Path) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "-x", "--no-summary")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert "BREACHED" not in result.stdout.str()
    result.stdout.fnmatch_lines(
        [
            "websearch-bench: GATES NOT JUDGED (the session stopped early (-x) after 2 of 3 "
            "items; a debugging run: rerun without -x to judge the gates), and failed items: "
            "tavily gate precision@10 (PARTIAL); tavily 1 item failure(s): fixture (gs-001)*"
        ]
    )


def test_the_flag_is_named_as_typed_in_pytest_addopts(
    pytester: pytest.Pytester, project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTEST_ADDOPTS", "--maxfail 1")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    assert run["stopped_early"]["cause"] == "--maxfail=1"
    result.stdout.fnmatch_lines(["*rerun without --maxfail=1 to judge the gates*"])


# The flag as pytest's parser read it (ini addopts, PYTEST_ADDOPTS, grouped short options,
# an option's value): test_verdict_protocol57 (stop 57: no hand parser).


# -- 2. a test of yours passed, the run failed: the run says what failed -----------------------


def test_a_run_failed_by_a_passing_test_says_what_failed(
    pytester: pytest.Pytester, project: Path
) -> None:
    """Before: ``the items failed (see their reports)``, for a test that passed."""
    (project / "checks").mkdir()
    (project / "checks" / "test_own.py").write_text(OWN_TEST, encoding="utf-8")
    result = pytester.runpytest(
        "--ws-provider=tavily",
        "checks/test_own.py",
        "-o",
        "ws_gates=",
        "-k",
        "gs-001",
        "--ws-report=run.json",
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    assert "see their reports" not in out
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    [failure] = run["failures"]
    expected = str(project / "cassettes" / "tavily" / "search" / "gs-001.json")
    assert failure["why"] == (
        "gs-001: no cassette for provider 'tavily', operation 'search', case 'gs-001': "
        f"expected {expected}; remedy: record it with `pytest --ws-provider=tavily "
        "--ws-record=new checks/test_own.py -o ws_gates=` and the provider's key in the "
        "environment (the "
        "bench itself never calls the network)"
    )
    result.stdout.fnmatch_lines(
        ["the run failed: tavily: 1 item failure(s): fixture -> gs-001: no cassette for *"]
    )


def test_several_faults_of_a_kind_name_the_first_and_count_the_rest() -> None:
    from pytest_websearch_bench.report.run_file import _fault_why

    faults = [
        {"case_id": "a1", "kind": "fixture", "message": "first\n  remedy: do this"},
        {"case_id": "a2", "kind": "fixture", "message": "second"},
    ]
    assert _fault_why(faults) == (
        "a1: first; remedy: do this; and 1 more case(s) (hard_faults in the run file)"
    )


# -- 3. where the sandbox setting came from; the lock's remedies name the provider ------------


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_the_sandbox_off_from_the_command_line_is_named_so(pytester: pytest.Pytester) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "--ws-sandbox=off")
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()
    result.stdout.fnmatch_lines(["websearch-bench network: *no OS sandbox (--ws-sandbox=off)*"])


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_the_sandbox_off_from_the_ini_is_named_so(pytester: pytest.Pytester) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    (pytester.path / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_sandbox = off\n", encoding="utf-8"
    )
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()
    result.stdout.fnmatch_lines(
        ["websearch-bench network: *no OS sandbox (ws_sandbox = off in pytest.ini)*"]
    )
    assert "--ws-sandbox=off" not in result.stdout.str()
    run = json.loads((pytester.path / "run.json").read_text(encoding="utf-8"))
    assert run["provenance"]["isolation"]["reason"] == "ws_sandbox = off in pytest.ini"


def test_the_lock_remedy_names_the_provider_and_keeps_the_tree(
    pytester: pytest.Pytester,
) -> None:
    """Before: ``pytest --ws-provider=NAME --ws-record=new``, in a run of tavily's."""
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    (root / "cassettes").rename(root / "fixtures")
    pytester.makepyfile(
        test_live="""
        import socket

        def test_live_call():
            socket.getaddrinfo("127.0.0.1", 80)
        """
    )
    result = pytester.runpytest_subprocess(
        "golden",
        "test_live.py",
        "--ws-provider=tavily",
        "--ws-cassettes=fixtures",
        "--ws-sandbox=off",
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    assert "--ws-provider=NAME" not in out
    # the run's paths kept (``RecordContext.args``): the command records what it read
    command = (
        "`pytest --ws-provider=tavily --ws-cassettes=fixtures --ws-record=new golden test_live.py`"
    )
    result.stdout.fnmatch_lines(
        [
            f"*NetworkLockedError: offline session: *blocked in test *; to record, run {command}.",
            f"*the bench is offline (--ws-record=none)*to record, run {command} with the*",
        ]
    )


def test_record_commands_keep_each_providers_endpoint(tmp_path: Path) -> None:
    from pytest_websearch_bench.config import BenchConfig
    from pytest_websearch_bench.plugin.state import offline_message, record_commands

    options = {"ws-provider": "tavily,brave", "ws-endpoint": ["tavily=http://127.0.0.1:9"]}
    bench = BenchConfig.from_sources(tmp_path, options.get, lambda name: None)
    assert record_commands(bench) == (
        "`pytest --ws-provider=tavily --ws-endpoint tavily=http://127.0.0.1:9 --ws-record=new` "
        "or `pytest --ws-provider=brave --ws-record=new`"
    )
    assert "to record, run `pytest --ws-provider=tavily " in offline_message(bench)
    assert record_commands(None) == "`pytest --ws-provider=NAME --ws-record=new`"


# -- 6. --no-summary after a logged error: the one line, at the session's end (pytest < 9) ----


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_no_summary_after_a_logged_run_error_writes_the_one_line_once(
    pytester: pytest.Pytester, project: Path
) -> None:
    """pytest < 9 calls no ``pytest_terminal_summary`` under ``--no-summary``: the line is
    written at the session's end, after the ``websearch-bench::run`` error is logged; 9.x
    calls it, and it finds the line written."""
    (project / "checks").mkdir()
    (project / "checks" / "test_own.py").write_text(OWN_TEST, encoding="utf-8")
    result = pytester.runpytest(
        "--ws-provider=tavily", "checks/test_own.py", "-o", "ws_gates=", "-k", "gs-001",
        "--no-summary",
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    lines = [line for line in result.stdout.lines if line.startswith("websearch-bench: ")]
    ones = [line for line in lines if "THE RUN FAILS" in line]
    assert ones == [
        "websearch-bench: THE RUN FAILS: tavily 1 item failure(s): fixture (gs-001); "
        f"run file: {ones[0].rpartition('run file: ')[2]}"
    ]
    assert ones[0].rpartition("run file: ")[2].endswith(".json")
    # after the error is logged (its progress letter), and counted in pytest's last line
    at = result.stdout.lines.index(ones[0])
    assert any(line.strip("- ") == "websearch-bench::run" for line in result.stdout.lines[:at])
    assert result.parseoutcomes()["errors"] == 1 and "1 error" in _last_line(result)
    assert not [line for line in result.stdout.lines if line.strip("= ") == "websearch-bench"]


# -- 5. the trend page and the history: one local warning a provider, a failure said once ------

ADDRESS = "http://127.0.0.1:9"


def _emulator_runs(folder: Path, months: list[str], errored: dict[str, str]) -> None:
    """Runs of provider ``emu`` recorded at ``ADDRESS``; ``errored``: month -> a case with
    an error outcome that month."""
    from runkit import record, run_of, write

    for month in months:
        when = f"{month}-20T09:00:00Z"
        made = []
        for i in range(12):
            case_id = f"c{i:02d}"
            made.append(
                record(
                    case_id,
                    "emu",
                    relevant=4,
                    useful=True,
                    captured=when,
                    error="fixture" if errored.get(month) == case_id else None,
                )
            )
            for call in made[-1].calls:
                call.local_address = ADDRESS
                call.cassette = f"emu/search/{case_id}.json"
        write(folder / f"{month}.json", run_of(made, finished=when))


def test_one_local_warning_a_provider_naming_its_runs(tmp_path: Path) -> None:
    """Before: a warning box per run (an emulator's page: one a month, twice per provider)."""
    from pytest_websearch_bench.report.history import build_history, render_history
    from pytest_websearch_bench.report.trend_html import render_trend

    _emulator_runs(tmp_path, ["2026-10", "2026-11", "2026-12"], {})
    history = build_history(tmp_path)
    warning = (
        "2026-10.json, 2026-11.json, 2026-12.json: WARNING recorded at a local address, "
        f"not at the provider ({ADDRESS}): an emulator's or a local gateway's answers, "
        "latencies and costs are not the provider's"
    )
    lines = render_history(history)
    assert [line.strip() for line in lines if "WARNING" in line] == [warning]
    page = render_trend(history, "now")
    assert page.count("<div class=warn>") == 1
    assert page.count("WARNING recorded at a local address") == 1
    assert warning.replace("'", "&#x27;") in page


def test_a_case_failing_every_month_is_said_once_with_its_start(tmp_path: Path) -> None:
    """Before: the same red line under every month's row."""
    from pytest_websearch_bench.report.history import build_history, render_history
    from pytest_websearch_bench.report.trend_html import render_trend

    months = ["2026-09", "2026-10", "2026-11", "2026-12"]
    _emulator_runs(tmp_path, months, {"2026-09": "c03", "2026-10": "c05", "2026-11": "c05",
                                      "2026-12": "c05"})  # fmt: skip
    history = build_history(tmp_path)
    notes = [line.strip() for line in render_history(history) if "failed:" in line]
    assert notes == [
        "2026-09.json: failed: 1 case(s) with an error outcome (c03) (this row counts them)",
        "2026-12.json: failed: 1 case(s) with an error outcome (c05), failing since "
        "2026-10.json (each row since counts them)",
    ]
    page = render_trend(history, "now")
    assert page.count("failed: 1 case(s)") == 2
    assert page.count("<p class='note bad'>") == 2  # still in bold red, once a streak


# -- 4. the README's "What a run prints" block is what a 160-column terminal prints -----------


def test_the_readme_block_is_what_160_columns_print(tmp_path: Path) -> None:
    """Before: "a terminal 160 columns wide" over rule lines 80 wide. Every line of the
    block but ``...``, the run file's name and the network line (the sandbox depends on
    the kernel) is a line of the run, in the run's order."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    readme = (root / "README.md").read_text(encoding="utf-8")
    at = readme.index("## What a run prints and saves")
    start = readme.index("```\n", at) + 4
    block = readme[start : readme.index("```\n", start)].splitlines()
    assert "a terminal 160 columns wide" in readme[at:start]
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["COLUMNS"] = "160"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--ws-provider=tavily", "-p", "no:cacheprovider",
         f"--ws-report={tmp_path / 'run.json'}"],
        cwd=root, env=env, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:]
    printed = done.stdout.splitlines()
    # an abridged copy: in the printed order, cut only where `...` stands; the run file's
    # name and the network line stand for the printed ones (``readme_excerpts``)
    from readme_excerpts import excerpt_problems

    assert excerpt_problems(block, printed, loose=("run file: /", "network: ")) == []
    rules = [line for line in block if line.startswith(("---", "==="))]
    assert rules and all(len(line) == 160 for line in rules)
    # the run file's path as the run prints it: absolute (the README showed a relative one)
    (shown,) = [line for line in block if line.startswith("run file: ")]
    (said,) = [line for line in printed if line.startswith("run file: ")]
    assert Path(said.removeprefix("run file: ")).is_absolute(), said
    assert shown.startswith("run file: /") and shown.endswith("-tavily.json")
    assert "/.ws-bench/runs/" in shown
