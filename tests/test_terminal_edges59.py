"""The terminal report's last rough edges and Ctrl-C (stop 59):

1. the plugin's own prose lines wrap at the terminal's width as the report's do: the
   ``--lf`` and ``--sw`` header notes, the ``--co`` verdicts line, the PARTIAL RUN line;
   a red block is red on every line a wrap continued it on, not on its first alone;
2. a Ctrl-C whose only failures are the user's own tests names the interrupt in the
   heading (it said "THE SESSION FAILS: failed items." under exit status 2); a Ctrl-C
   while the run file is built ends as pytest's own interrupt does (exit status 2, one
   line saying the file was not written, no traceback, no file half written);
3. the "lists them" hint's ``ws-bench verify`` command works as pasted (the run's
   ``--ws-cassettes``, shell-quoted), and ``ws-bench verify`` on a tree not recorded yet
   says so, with the command that records it;
4. wording: the no-cascade reason in a run of two providers; a shard that draws no case
   says so in the header.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest

from conftest import gated_project, interrupt_before_the_end, make_bench_project
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.plugin import red_lines
from pytest_websearch_bench.plugin.partial import label_partial, partial_lines
from pytest_websearch_bench.report.aggregate import NO_CASCADE
from pytest_websearch_bench.report.terminal import INTERRUPT, one_line, render, verdict
from pytest_websearch_bench.report.wrap import units
from runkit import record, run_of, unwrapped

CASES = ["gs-001", "gs-011", "gs-065"]  # all three in shard 2 of 2
EIGHT = ["gs-001", "gs-002", "gs-003", "gs-004", "gs-011", "gs-012", "gs-013", "gs-065"]
TWO_GATES = "ws_gates=precision@10 >= 0.99\n    ndcg@10 >= 0.99"  # both fail on the fixtures
ORDER = ["-p", "no:randomly"]
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
NARROW = 60
ANSI = re.compile(r"\x1b\[[0-9;]*m")
RED = "\x1b[31m"


def _fits(lines: list[str], width: int = NARROW) -> list[str]:
    """The lines wider than ``width`` but one piece a wrap cannot cut (a node id, a path)."""
    return [line for line in lines if len(line) > width and len(units(line)) > 1]


def _block(lines: list[str], start: str) -> list[str]:
    """The line that starts with ``start`` and the lines a wrap continued it on."""
    at = next(n for n, line in enumerate(lines) if line.startswith(start))
    tail = []
    for line in lines[at + 1 :]:
        if not line.startswith("  ") or line.startswith("   "):
            break
        tail.append(line)
    return [lines[at], *tail]


# -- 1. the plugin's own lines wrap; a red block is red to its end -------------------------------


@WORKERS
def test_the_collect_only_verdicts_line_wraps(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    monkeypatch.setenv("COLUMNS", str(NARROW))
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "--co", *workers)
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()
    block = _block(result.stdout.lines, "websearch-bench: after these items")
    assert len(block) > 3 and _fits(block) == []  # before: one line of 380 characters
    said = unwrapped(result.stdout.lines, "websearch-bench: after these items")
    assert said.startswith(
        "websearch-bench: after these items a run reports 8 verdict(s) as results, not items "
        "(8 per provider; with the 3 item(s), 11 results in all)"
    )
    assert said.endswith("lost[PROVIDER] (failed when selected cases never come back)")


@WORKERS
def test_the_lf_and_sw_header_notes_wrap(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    gated_project(pytester.path, CASES, TWO_GATES)
    monkeypatch.setenv("COLUMNS", str(NARROW))
    first = pytester.runpytest_subprocess("--ws-provider=tavily", "--sw", *ORDER, *workers)
    assert first.ret != pytest.ExitCode.OK  # --sw stopped at the failed gate
    resumed = pytester.runpytest_subprocess("--ws-provider=tavily", "--sw", *ORDER, *workers)
    block = _block(resumed.stdout.lines, "websearch-bench: --sw resumes at")
    assert len(block) > 2 and _fits(block) == []
    assert unwrapped(resumed.stdout.lines, "websearch-bench: --sw resumes at") == (
        "websearch-bench: --sw resumes at websearch-bench::gates::precision@10[tavily], a "
        "verdict decided after the run, not an item: stepwise skips no item, and every "
        "selected case runs again to judge it anew"
    )
    pytester.runpytest_subprocess("--ws-provider=tavily", *ORDER, *workers)  # both fail
    last = pytester.runpytest_subprocess("--ws-provider=tavily", "--lf", *ORDER, *workers)
    start = "websearch-bench: the last failures include verdicts"
    block = _block(last.stdout.lines, start)
    assert len(block) > 2 and _fits(block) == []
    assert unwrapped(last.stdout.lines, start).endswith(
        "every selected case runs again to judge them anew"
    )


@WORKERS
def test_a_ctrl_c_wraps_the_partial_run_line_and_colours_every_line_of_it(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    """Before: the PARTIAL RUN line was one line of 200 characters, and a red block (the
    verdict's heading, INCOMPLETE) was red on its first line alone."""
    make_bench_project(pytester.path, case_ids=EIGHT, providers=("tavily",))
    monkeypatch.setenv("COLUMNS", str(NARROW))
    interrupt_before_the_end(pytester, "gs-011")  # the first collected
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--color=yes", *ORDER, "-p", "no:cacheprovider", *workers
    )
    assert result.ret == pytest.ExitCode.INTERRUPTED
    raw = result.stdout.lines
    plain = [ANSI.sub("", line) for line in raw]
    for start in ("websearch-bench: PARTIAL RUN", "INCOMPLETE: ", "GATES NOT JUDGED: "):
        at = next(n for n, line in enumerate(plain) if line.startswith(start))
        more = 4 if start.startswith("GATES") else 2
        size = 1
        while plain[at + size].startswith(" " * more) and plain[at + size].strip():
            size += 1
        assert size > 1, start  # wrapped at 60 columns
        assert _fits(plain[at : at + size]) == [], start
        assert all(RED in line for line in raw[at : at + size]), (start, raw[at : at + size])
    said = unwrapped(plain, "websearch-bench: PARTIAL RUN")
    assert said.startswith(
        "websearch-bench: PARTIAL RUN: the session stopped early (an interrupt (Ctrl-C)): "
    )
    assert said.endswith("(rerun to the end to judge the gates)")


def _failing() -> dict[str, Any]:
    """A breached hard gate naming its cases, and an item failure."""
    run = run_of([record(f"c{i}", "brave") for i in range(4)])
    run["failures"][:0] = [
        {
            "provider": "brave",
            "kind": "gate",
            "what": "precision@10",
            "why": "fails the run (a hard gate): the provider's results are not relevant "
            "enough for the golden set's claims",
            "cases": ["c0", "c1", "c2", "c3"],
        }
    ]
    run["passed"] = False
    return run


def test_red_lines_colours_a_block_to_its_end_and_no_further() -> None:
    lines = verdict(_failing(), 2, width=40)
    red = red_lines(lines)
    heading = [n for n, line in enumerate(lines) if line.startswith("GATE BREACHED")]
    (start,) = heading
    end = next(n for n in range(start + 1, len(lines)) if not lines[n].startswith("    "))
    assert end > start + 1  # the heading wrapped at 40 columns
    assert all(red[start:end])  # before: its first line alone
    assert lines[end].startswith("  brave: ") and not any(red[end:])  # the causes are not red
    # a gate line is red alone; the line after it is its own
    gates = ["  [FAILED] ndcg@10 >= 0.99 value 0.300", "    not computed: judge"]
    assert red_lines(gates) == [True, False]
    # the plugin's lines: a PARTIAL RUN block red to its end, the line after it not
    run = run_of([record("c1", "brave")], selection={"selected": 3})
    run["not_run"] = {"brave": ["c2", "c3"]}
    label_partial(run, INTERRUPT)
    from pytest_websearch_bench.report.wrap import wrap

    own = [w for line in partial_lines(run) for w in wrap(line, NARROW)] + ["run file: x"]
    assert red_lines(own) == [True] * (len(own) - 1) + [False]


# -- 2. Ctrl-C: the heading names it; during the run file, pytest's own end -----------------------


def _user_test_fails_then_ctrl_c(pytester: pytest.Pytester) -> None:
    """A failing test of the user's, then a Ctrl-C at the next bench item to finish (on
    the controller: a worker is told by its config, not PYTEST_XDIST_WORKER)."""
    pytester.makepyfile(test_mine="def test_mine():\n    assert False, 'mine'\n")
    pytester.makeconftest(
        """
        _SEEN = []

        def pytest_configure(config):
            _SEEN.append(hasattr(config, "workerinput"))

        def pytest_runtest_logreport(report):
            if not _SEEN[0] and "test_mine" in report.nodeid and report.failed:
                _SEEN.append("failed")

        def pytest_runtest_logfinish(nodeid, location):
            if not _SEEN[0] and "failed" in _SEEN and "::gs-" in nodeid:
                raise KeyboardInterrupt
        """
    )


@WORKERS
def test_a_ctrl_c_with_only_a_users_test_failed_names_the_interrupt(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    """Before: "THE SESSION FAILS: failed items." under pytest's exit status 2."""
    make_bench_project(pytester.path, case_ids=EIGHT, providers=("tavily",))
    _user_test_fails_then_ctrl_c(pytester)
    monkeypatch.setenv("COLUMNS", "200")
    result = pytester.runpytest_subprocess(
        "test_mine.py", "golden", "--ws-provider=tavily", *ORDER, "-p", "no:cacheprovider",
        *workers,
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.INTERRUPTED, result.stdout.str()
    lines = result.stdout.lines
    heads = [
        line
        for line in lines
        if line.startswith(("GATES NOT JUDGED", "THE SESSION FAILS", "THE RUN FAILS"))
    ]
    assert len(heads) == 1, heads
    head = unwrapped(lines, heads[0], more=4)
    assert "interrupt" in head.lower() and "exit status 2" in head, head
    assert "THE SESSION FAILS: failed items." not in head
    if not workers:  # serial: the Ctrl-C comes at the first bench item, before the last
        assert head == (
            "GATES NOT JUDGED: the session stopped early (an interrupt (Ctrl-C)) after 1 of 8 "
            "items; rerun to the end to judge the gates. Interrupted, failed items: the "
            "session fails (exit status 2)."
        )
        assert unwrapped(lines, "  pytest: ").startswith(
            "  pytest: 1 item(s) outside the bench failed"
        )


def test_the_one_line_and_the_heading_name_an_interrupt_beside_failed_items() -> None:
    run = run_of([record("c1", "brave")], selection={"selected": 3})
    run["not_run"] = {"brave": ["c2", "c3"]}
    label_partial(run, INTERRUPT)
    (head,) = [line for line in verdict(run, 1, width=400) if line.startswith("GATES")]
    assert head.endswith(". Interrupted, failed items: the session fails (exit status 2).")
    # a bench item failed (the run's own failure), no gate
    run["failures"] = [
        {"provider": "brave", "kind": "item", "what": "1 item failure(s): x", "why": "y"}
    ]
    run["passed"] = False
    (head,) = [line for line in verdict(run, 0, width=400) if line.startswith("GATES")]
    assert "Interrupted, failed items: the session fails (exit status 2)." in head
    said = one_line(run, "run.json")
    assert said.startswith("websearch-bench: GATES NOT JUDGED (the session stopped early")
    assert "), interrupted (exit status 2), and failed items: brave 1 item" in said


_AMEND = """
def pytest_ws_amend_run(run, config):
    if not hasattr(config, "workerinput"):  # the controller builds the run file
        raise KeyboardInterrupt
"""

_MID_WRITE = """
import pytest_websearch_bench.report.run_file as run_file

_CHUNKS = run_file._chunks

def _cut(run):
    for at, chunk in enumerate(_CHUNKS(run)):
        if at == 3:
            raise KeyboardInterrupt  # a Ctrl-C with part of the file written
        yield chunk

def pytest_configure(config):
    if not hasattr(config, "workerinput"):
        run_file._chunks = _cut
"""


@WORKERS
@pytest.mark.parametrize("when", ["amend", "mid-write"])
def test_a_ctrl_c_while_the_run_file_is_built_ends_as_pytest_would(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str], when: str
) -> None:
    """Before: a raw KeyboardInterrupt traceback out of pytest_sessionfinish."""
    make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    pytester.makeconftest(_AMEND if when == "amend" else _MID_WRITE)
    monkeypatch.setenv("COLUMNS", "200")
    earlier = pytester.path / "run.json"
    if when == "mid-write":
        earlier.write_text('{"an": "earlier run"}', encoding="utf-8")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-report=run.json", "-p", "no:cacheprovider", *workers
    )
    out = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.INTERRUPTED, out
    assert "Traceback" not in out and "KeyboardInterrupt\n" not in result.stderr.str(), out
    said = unwrapped(result.stdout.lines, "websearch-bench: interrupted while writing")
    target = pytester.path / "run.json"
    assert said == (
        f"websearch-bench: interrupted while writing the run file; {target} was not written"
        + (" (the file there is an earlier run's)" if when == "mid-write" else "")
        + ": rerun to get it"
    )
    # nothing half written: no file (or the earlier one, untouched), no temporary beside it
    if when == "mid-write":
        assert json.loads(earlier.read_text(encoding="utf-8")) == {"an": "earlier run"}
    else:
        assert not target.exists()
    assert sorted(p.name for p in pytester.path.glob("run.json*")) == (
        ["run.json"] if when == "mid-write" else []
    )
    one = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-report=other.json", "--no-summary", "-p",
        "no:cacheprovider", *workers,
    )  # fmt: skip
    assert one.ret == pytest.ExitCode.INTERRUPTED
    assert "Traceback" not in one.stdout.str() + one.stderr.str()
    one.stdout.fnmatch_lines(["websearch-bench: interrupted while writing the run file; *"])


def test_write_run_leaves_no_part_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pytest_websearch_bench.report.run_file as run_file

    def _cut(run: Any) -> Any:
        yield b"{"
        raise KeyboardInterrupt

    monkeypatch.setattr(run_file, "_chunks", _cut)
    with pytest.raises(KeyboardInterrupt):
        run_file.write_run({"x": 1}, tmp_path / "run.json")
    assert list(tmp_path.iterdir()) == []


# -- 3. the verify hint works as pasted; verify on a tree not recorded yet -------------------------


def test_the_verify_hint_names_the_runs_tree_shell_quoted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    run = run_of([record("c1", "tavily", useful=True)], selection={"selected": 1})
    run["provenance"]["cassettes"] = "my fixtures/tree"
    said = " ".join(render(run, "run.json", width=400))
    (command,) = re.findall(r"`(ws-bench verify[^`]*)` lists them", said)
    assert command == "ws-bench verify --allow-incomplete 'my fixtures/tree'"
    default = run_of([record("c1", "tavily", useful=True)], selection={"selected": 1})
    assert "`ws-bench verify --allow-incomplete cassettes` lists them" in " ".join(
        render(default, "run.json", width=400)
    )
    # pasted in a new project where the tree does not exist yet: said, with the remedy
    monkeypatch.chdir(tmp_path)
    assert main(shlex.split(command)[1:]) == 2
    err = capsys.readouterr().err
    assert err.startswith(
        f"ws-bench: no fixture tree at {tmp_path / 'my fixtures/tree'}: nothing has been "
        "recorded there yet, so there is nothing to verify\n  remedy: record the golden set "
        "first, which creates it (`pytest --ws-provider=NAME --ws-record=new "
        "--ws-cassettes='my fixtures/tree'`)"
    ), err
    assert main(["verify", "--allow-incomplete"]) == 2  # the default tree, not there either
    err = capsys.readouterr().err
    assert "no fixture tree at" in err and "--ws-record=new`)" in err
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    assert main(["verify", "afile"]) == 2
    assert "afile is a file, not a fixture tree" in capsys.readouterr().err


def test_a_new_project_without_a_tree_prints_a_hint_that_runs(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A golden set whose tree was never recorded: the run names the command, and the
    command, run in the project's root, says there is nothing recorded yet."""
    make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    # the tree's folder made, nothing recorded in it (a folder that does not exist is a
    # usage error at start since stop 66: test_ux66e)
    (pytester.path / "new tree").mkdir()
    monkeypatch.setenv("COLUMNS", "400")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-cassettes=new tree", "-p", "no:cacheprovider"
    )
    found = re.findall(r"`(ws-bench verify[^`]*)` lists them", result.stdout.str())
    assert found, result.stdout.str()
    assert found[0] == "ws-bench verify --allow-incomplete 'new tree'"
    monkeypatch.chdir(pytester.path)
    # the folder exists, empty: verify finds no manifest in it (1; 2 was "no tree at all")
    assert main(shlex.split(found[0])[1:]) == 1


# -- 4. wording ------------------------------------------------------------------------------------


def test_the_no_cascade_reason_reads_right_in_a_run_of_two_providers() -> None:
    run = run_of([record("c1", "tavily", useful=True), record("c1", "exa", useful=True)])
    said = " ".join(render(run, "run.json", width=400))
    assert "fallback_rate, fallback_by_cause: " + NO_CASCADE in said
    assert "a single provider cannot fall back" not in said
    assert NO_CASCADE.endswith("no provider falls back to another")


@WORKERS
def test_an_empty_shard_says_so_in_the_header(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    monkeypatch.setenv("COLUMNS", "200")
    empty = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-shard=1/2", "-p", "no:cacheprovider", *workers
    )
    assert empty.ret == pytest.ExitCode.OK  # a valid part of a matrix
    header = unwrapped(empty.stdout.lines, "websearch-bench: shard 1/2 is empty")
    assert header == (
        "websearch-bench: shard 1/2 is empty: it draws none of the 3 case(s) of the golden "
        "set (cases by shard: 2/2 3), so this session runs no case: the other shards run "
        "them"
    )
    lines = empty.stdout.lines
    assert lines.index(next(line for line in lines if "shard 1/2 is empty" in line)) < next(
        n for n, line in enumerate(lines) if "= websearch-bench =" in line
    )
    full = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-shard=2/2", "-p", "no:cacheprovider", *workers
    )
    assert "is empty" not in full.stdout.str()


def test_a_count_gate_reads_as_a_sentence_on_its_line_and_in_its_verdict_report() -> None:
    """Before: ``[PASSED] honest_partial = 0 answers short of what was asked yet presented
    as whole value 0``, and its verdict report ``... presented as whole, value 0``."""
    from pytest_websearch_bench.plugin.verdicts import verdict_reports

    run = run_of([record("c1", "tavily", useful=True, relevant=2)])
    gate = next(g for g in run["providers"]["tavily"]["gates"] if g["name"] == "honest_partial")
    gate.update(status="passed", value=0.0, reason=None)
    said = "honest_partial: 0 answers short of what was asked yet presented as whole (must be 0)"
    assert f"  [PASSED] {said}" in render(run, "run.json", width=200)
    report = next(r for r in verdict_reports(run) if "honest_partial" in r.nodeid)
    assert report.sections == [("websearch-bench", f"tavily: gate {said}")]
    # a gate on a number keeps its form
    cite = next(r for r in verdict_reports(run) if "citation_coverage" in r.nodeid)
    assert cite.sections[0][1].startswith("tavily: gate citation_coverage >= 0.95, value ")
