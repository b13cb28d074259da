"""Walkthrough 66 (h): a stopped or crashed session says what happened.

1. ``-x``/``--sw`` stopping at a failed verdict: the summary says, once, where it stopped,
   which verdicts pytest did not count, and that they were judged all the same.
2. ``--lf``/``--sw`` rerunning every selected case for a verdict: under ``-q`` (no header)
   the summary says why, in one line.
3. ``ws-bench merge`` of shards whose gates were not judged keeps ``passed: null`` and
   ``not_evaluated_because``.
4. The crashed-workers line counts the workers; the remedy of a run that ran no case refers
   to no command it does not show; the INCOMPLETE line names no run file that was not
   written.
5. A page of one-word lines is not "a page with no text".
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import drop_fixture, gated_project, make_bench_project
from pytest_websearch_bench.report.compare import unusable_remedy, why_unusable
from pytest_websearch_bench.report.merge import merge_runs
from pytest_websearch_bench.report.terminal import render
from runkit import all_unwrapped, record, run_of, write
from test_ux65b import RAISES_IN_WORKERS

CASES = ["gs-001", "gs-011", "gs-065"]  # gs-011 runs first, gs-001 second
TWO_GATES = "ws_gates=precision@10 >= 0.99\n    ndcg@10 >= 0.99"  # both fail on the fixtures
FIRST = "websearch-bench::gates::precision@10[tavily]"
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
RUN = ("--ws-provider=tavily", "-p", "no:randomly")


def _said(result: pytest.RunResult, start: str) -> list[str]:
    """Every report line starting with ``start``, unwrapped."""
    return all_unwrapped(result.stdout.lines, start)


# --- 1: a stop at a failed verdict, in the summary ------------------------------------------


@WORKERS
@pytest.mark.parametrize("flag", ["-x", "--sw"])
def test_a_stop_at_a_failed_verdict_says_in_the_summary_what_it_left_uncounted(
    pytester: pytest.Pytester, workers: list[str], flag: str
) -> None:
    """Before: the heading said only "GATE BREACHED: the session fails."; which verdicts the
    stop left uncounted showed under -rs alone."""
    if workers:
        pytest.importorskip("xdist")
    root = gated_project(pytester.path, CASES, TWO_GATES)
    result = pytester.runpytest(*RUN, flag, "--ws-report=run.json", *workers)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    start = f"websearch-bench: {flag} stopped the session at"
    assert _said(result, start) == [
        f"{start} {FIRST}, so pytest counts none of the 3 verdict(s) after it "
        "(gates::ndcg@10[tavily], provenance[tavily], lost[tavily]: each reported skipped; "
        "gates::ndcg@10[tavily] failed too); every item ran, so they were judged all the "
        "same: the report above and the run file hold them whole"
    ]
    assert result.stdout.str().count("stopped the session at") == 1  # once (no -rs)
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    statuses = {g["name"]: g["status"] for g in run["providers"]["tavily"]["gates"]}
    assert statuses["ndcg@10"] == "failed" and run["complete"] is True  # what the line says


def test_a_whole_session_without_a_stop_says_nothing_of_one(pytester: pytest.Pytester) -> None:
    gated_project(pytester.path, CASES, TWO_GATES)
    result = pytester.runpytest(*RUN)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert "stopped the session at" not in result.stdout.str()


# --- 2: --lf / --sw rerunning every case, under -q ------------------------------------------


@WORKERS
def test_quiet_lf_says_why_every_case_runs_again(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    """pytest prints its header ("run-last-failure: ...", and the bench's reason) only
    without -q; under -q the user saw every case rerun and no reason."""
    if workers:
        pytest.importorskip("xdist")
    gated_project(pytester.path, CASES, "ws_gates=precision@10 >= 0.99")
    first = pytester.runpytest(*RUN)
    assert first.ret == pytest.ExitCode.TESTS_FAILED
    quiet = pytester.runpytest(*RUN, "--lf", "-q", *workers)
    assert _said(quiet, "websearch-bench: every selected case runs again") == [
        "websearch-bench: every selected case runs again: --lf's last failures are verdicts "
        "(gates::precision@10[tavily]), not items (run without -q for more)"
    ]
    loud = pytester.runpytest(*RUN, "--lf", *workers)
    # without -q the header says it: not the summary too
    assert _said(loud, "websearch-bench: every selected case runs again:") == []
    assert "every selected case runs again to judge them anew" in " ".join(loud.stdout.lines)


@WORKERS
def test_quiet_sw_says_why_every_case_runs_again(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    if workers:
        pytest.importorskip("xdist")
    gated_project(pytester.path, CASES, "ws_gates=precision@10 >= 0.99")
    first = pytester.runpytest(*RUN, "--sw", *workers)
    assert first.ret == pytest.ExitCode.TESTS_FAILED
    quiet = pytester.runpytest(*RUN, "--sw", "-q", *workers)
    assert _said(quiet, "websearch-bench: every selected case runs again") == [
        "websearch-bench: every selected case runs again: --sw resumes at "
        "gates::precision@10[tavily], a verdict, not an item (run without -q for more)"
    ]


# --- 3: merge keeps passed: null ------------------------------------------------------------


def _shards(tmp_path: Path) -> list[Path]:
    selection = {"cases": ["c1", "c2", "c3"], "providers": ["p"], "selected": 2}
    one = run_of(
        [record("c1", useful=True, relevant=2), record("c2", useful=True, relevant=2)],
        shard={"index": 1, "total": 2},
        selection=selection,
    )
    two = run_of(
        [record("c3", useful=True, relevant=2)],
        shard={"index": 2, "total": 2},
        selection={**selection, "selected": 1},
    )
    assert one["passed"] is True and two["passed"] is True
    return [write(tmp_path / "s1.json", one), write(tmp_path / "s2.json", two)]


def test_merging_a_shard_whose_gates_were_not_judged_keeps_passed_null(tmp_path: Path) -> None:
    """Before: merge rebuilt ``passed: true`` from the records, with no reason."""
    paths = _shards(tmp_path)
    stopped = json.loads(paths[0].read_text(encoding="utf-8"))
    why = "the session stopped early (-x) after 1 of 2 items; rerun without -x"
    stopped.update(passed=None, not_evaluated_because=why)
    paths[0].write_text(json.dumps(stopped), encoding="utf-8")
    merged = merge_runs(paths)
    assert merged["passed"] is None
    assert merged["not_evaluated_because"] == (
        f"the gates of 1 of the 2 shards were not judged ({paths[0]}: {why}): rerun those "
        "shards to the end and merge again to judge them"
    )


def test_merging_judged_shards_stays_passed_true(tmp_path: Path) -> None:
    merged = merge_runs(_shards(tmp_path))
    assert merged["passed"] is True and "not_evaluated_because" not in merged


# --- 4: crashed workers, the remedy, INCOMPLETE without a run file ---------------------------


def test_one_crashed_worker_is_counted_and_its_remedy_shows_no_command(
    pytester: pytest.Pytester,
) -> None:
    """xdist ends the session after one worker's conftest error (its own INTERNALERROR): one of
    the two workers crashed, not "every" one; ws-bench refuses the run with a remedy that
    refers to no command in backticks (none is shown)."""
    pytest.importorskip("xdist")
    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
    crash = 'raise RuntimeError("adapter registry unavailable in workers")'
    (root / "conftest.py").write_text(RAISES_IN_WORKERS.format(crash=crash), encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "-n", "2", "--ws-report=r.json")
    assert result.ret != pytest.ExitCode.OK
    run = json.loads((root / "r.json").read_text(encoding="utf-8"))
    why = run["selection"]["why"]
    # whichever worker xdist hears from first (gw0 or gw1 under load) is the one counted
    assert re.match(r"1 of the 2 pytest-xdist workers \(gw[01]\) crashed before collecting", why), (
        why
    )
    assert "every pytest-xdist worker" not in why
    assert why_unusable(run) == f"ran no case: {why}"
    remedy = unusable_remedy(run)
    assert "backticks" not in remedy and "`" not in why, remedy
    assert remedy.startswith("leave it out (or delete it): fix what kept its cases from being")


def test_the_golden_set_outside_keeps_the_remedy_with_its_command() -> None:
    run = run_of([], selection={"why": "the golden set g is outside (`pytest -c x g`)"})
    assert "the command in backticks above" in unusable_remedy(run)


def test_a_ctrl_c_while_workers_load_is_resumed_not_sent_to_a_command() -> None:
    """``label_uncollected`` writes both a stop and ``selection.why``: the stop's remedy
    (rerun) is the one ``why_unusable``'s reason goes with."""
    run = run_of([], selection={"why": "the session stopped (Ctrl-C) before any item"})
    run["stopped_early"] = {"cause": "Ctrl-C", "items_ran": 0, "items_selected": 2}
    assert "backticks" not in unusable_remedy(run)
    assert unusable_remedy(run).startswith("leave it out (or delete it): rerun the same command")


def _stopped_run() -> dict:
    run = run_of(
        [record("c1")],
        selection={"providers": ["p"], "selected": 2, "not_selected": 0},
        not_run={"p": ["c2"]},
    )
    run["stopped_early"] = {"cause": "-x", "items_ran": 1, "items_selected": 2}
    return run


def test_incomplete_names_no_run_file_that_was_not_written() -> None:
    written = [line for line in render(_stopped_run(), "run.json") if "INCOMPLETE" in line]
    assert written == [
        "INCOMPLETE: 1 of 2 selected items not run (the session stopped early: -x); the run "
        "file says complete: false"
    ]
    unwritten = " ".join(render(_stopped_run(), None, width=1000))
    assert "the run file says complete: false" not in unwritten
    assert (
        "INCOMPLETE: 1 of 2 selected items not run (the session stopped early: -x); no run "
        "file was written to record it (below)"
    ) in unwritten


def test_a_stopped_session_whose_run_file_could_not_be_written_says_so(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pytest_websearch_bench.report import run_file

    def full(*args: object, **kwargs: object) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(run_file, "write_run", full)
    root = gated_project(pytester.path, CASES, "ws_gates=")
    drop_fixture(root, "tavily/search/gs-011.json")  # the first item fails: -x stops there
    result = pytester.runpytest(*RUN, "-x", "--ws-report=out/run.json")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    [line] = _said(result, "INCOMPLETE: ")
    assert "the run file says complete: false" not in line, line
    assert line.endswith("; no run file was written to record it (below)"), line
    assert "the run file could not be written" in " ".join(result.stdout.str().split())


# --- 5: a page of one-word lines ------------------------------------------------------------


def test_a_page_of_one_word_lines_is_said_to_have_text_not_read() -> None:
    from pytest_websearch_bench.artifacts import load_artifact
    from pytest_websearch_bench.safety.explanation import InjectionReport
    from pytest_websearch_bench.safety.injection import detect_injection

    page = b"<div>One.<br>Two.</div> <p>Three.</p>"
    report = detect_injection(load_artifact(page, content_type="text/html"))
    assert not report.flagged and report.channels == 0  # no verdict changes
    assert report.explain() == (
        "not flagged: none of the page's text was read: each of its 3 lines holds a single "
        "word, and the detector reads a line from two words on"
    )
    assert InjectionReport.from_dict(report.to_dict()).explain() == report.explain()  # cached
