"""Walkthrough 68's findings fixed on branch ux68c.

1. From a sub-folder pytest ignores ``testpaths`` (it reads them only when run from the
   rootdir with no path): the "nothing ran" remedy named "add it to testpaths" when the
   golden set already was in them. It now says why, and gives the command that works
   from where the user is (``pytest ../golden ...``); "add it to testpaths" stays where
   it helps (from the rootdir).
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from types import SimpleNamespace

import pytest

from conftest import make_bench_project
from runkit import unwrapped

CASES = ["gs-001", "gs-065"]


# -- 1. the golden set outside what pytest collects, from a sub-folder ----------------------


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def test_from_a_sub_folder_the_remedy_is_the_rootdir_or_the_relative_path(
    pytester: pytest.Pytester, project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sub = project / "sub"
    sub.mkdir()
    monkeypatch.chdir(sub)
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED, result.stdout.str()[-2000:]
    out = unwrapped(result.stdout.lines, "nothing ran: ")
    assert "add it to testpaths" not in out, out
    assert f"not the rootdir {project}" in out, out
    assert f"run from {project}" in out, out
    command = out.split("pass it as a path (`", 1)[1].split("`)", 1)[0]
    words = shlex.split(command)
    assert words[:3] == ["pytest", "../golden", "--ws-provider=tavily"], words
    run = json.loads((sub / "run.json").read_text(encoding="utf-8"))
    assert "add it to testpaths" not in run["selection"]["why"]
    # the command runs as pasted, from the sub-folder
    pasted = pytester.runpytest(*words[1:], "--ws-report=pasted.json", "-p", "no:cacheprovider")
    assert pasted.ret == pytest.ExitCode.OK, pasted.stdout.str()[-2000:]
    ran = json.loads((sub / "pasted.json").read_text(encoding="utf-8"))
    assert sorted(c["case_id"] for c in ran["providers"]["tavily"]["cases"]) == CASES


def test_from_the_rootdir_without_it_in_testpaths_the_testpaths_remedy_stays(
    pytester: pytest.Pytester, project: Path
) -> None:
    (project / "pytest.ini").write_text("[pytest]\ntestpaths = other\n", encoding="utf-8")
    (project / "other").mkdir()
    (project / "other" / "test_x.py").write_text("def test_x():\n    pass\n", "utf-8")
    result = pytester.runpytest("--ws-provider=tavily")
    out = unwrapped(result.stdout.lines, "nothing ran: ")
    assert "add it to testpaths, or pass it as a path (`pytest golden " in out, out


def test_with_paths_given_testpaths_are_not_the_remedy(
    pytester: pytest.Pytester, project: Path
) -> None:
    (project / "other").mkdir()
    (project / "other" / "test_x.py").write_text("def test_x():\n    pass\n", "utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "other")
    out = unwrapped(result.stdout.lines, "nothing ran: ")
    assert "testpaths do not apply when paths are given" in out, out
    assert "add it to testpaths" not in out, out


# -- 2. --lf after a failed case was deleted from the golden set -----------------------------

VERDICT = "websearch-bench::provenance[tavily]"


def _seed_lastfailed(project: Path, keys: list[str]) -> None:
    cache = project / ".pytest_cache" / "v" / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "lastfailed").write_text(json.dumps(dict.fromkeys(keys, True)), encoding="utf-8")


def _golden_file(project: Path) -> str:
    return sorted(p.relative_to(project).as_posix() for p in (project / "golden/cases").iterdir())[
        0
    ]


def test_lf_with_a_deleted_failed_case_says_every_case_runs(
    pytester: pytest.Pytester, project: Path
) -> None:
    deleted = f"{_golden_file(project)}::gs-999[tavily]"  # a case no longer in the file
    _seed_lastfailed(project, [deleted, VERDICT])
    result = pytester.runpytest(
        "--ws-provider=tavily", "--lf", "-p", "no:randomly", "--ws-report=lf.json"
    )
    out = result.stdout.str()
    assert "known failures not in selected tests" in out, out[-3000:]
    line = unwrapped(result.stdout.lines, "websearch-bench: the last failures include verdicts")
    assert "reruns the failed cases alone" not in line, line
    assert "every selected case runs again" in line, line
    assert "gs-999[tavily]" in line, line
    run = json.loads((project / "lf.json").read_text(encoding="utf-8"))
    assert sorted(c["case_id"] for c in run["providers"]["tavily"]["cases"]) == CASES


def test_lf_quiet_with_a_deleted_failed_case_says_every_case_runs(
    pytester: pytest.Pytester, project: Path
) -> None:
    _seed_lastfailed(project, [f"{_golden_file(project)}::gs-999[tavily]", VERDICT])
    result = pytester.runpytest("--ws-provider=tavily", "--lf", "-q", "-p", "no:randomly")
    line = unwrapped(result.stdout.lines, "websearch-bench: every selected case runs again")
    assert "gs-999[tavily]" in line, line


def test_lf_with_a_failed_case_still_there_keeps_the_rerun_alone_line(
    pytester: pytest.Pytester, project: Path
) -> None:
    live = f"{_golden_file(project)}::{CASES[0]}[tavily]"
    golden = (project / _golden_file(project)).read_text(encoding="utf-8")
    assert f"id: {CASES[0]}" in golden  # the first file holds the first case
    _seed_lastfailed(project, [live, VERDICT])
    result = pytester.runpytest("--ws-provider=tavily", "--lf", "-p", "no:randomly")
    line = unwrapped(result.stdout.lines, "websearch-bench: the last failures include verdicts")
    assert "reruns the failed cases alone" in line, line
    assert "rerun previous 1 failure" in result.stdout.str()


# -- 4. a provider whose calls cost money and bought no useful answer ------------------------

USEFUL = "cost_per_useful_answer_usd"
NOTHING = "no useful answer: no case produced a citable claim that nothing contradicts"


def _priced_blocks() -> dict[str, dict]:
    def block(cost: float | None, per_case: float | None, reason: str | None) -> dict:
        return {
            "aggregate": {USEFUL: cost, "precision@10": 0.2, "cost_per_case_usd": per_case},
            "null_reasons": {USEFUL: reason} if reason else {},
            "ci95": {},
            "qualified": True,
            "role": "default_candidate",
            "gates": [],
        }

    return {
        "tavily": block(0.02, 0.016, None),
        "brave": block(None, 0.005, NOTHING),  # priced, no useful answer: undefined
        "jina": block(None, None, "1 case(s) of jina: no published price"),  # unknown
    }


def test_compare_prints_none_for_a_cost_that_bought_nothing() -> None:
    from pytest_websearch_bench.report.compare import render_comparison

    comparison = {
        "ranking": [],
        "unranked": [{"provider": n, "reason": "not comparable: ..."} for n in _priced_blocks()],
        "providers": _priced_blocks(),
        "review": {"unjudged_groups": 0},
    }
    lines = render_comparison(comparison)
    row = {line.split()[0]: line for line in lines if line.startswith("     ")}
    assert row["brave"].split()[1] == "none", lines
    assert row["jina"].split()[1] == "—", lines
    note = [line for line in lines if line.startswith("  note: none: brave:")]
    assert note and "undefined (not unknown" in note[0], lines


def test_the_html_chart_labels_a_cost_that_bought_nothing_none_not_unknown() -> None:
    from pytest_websearch_bench.report.html import PALETTE, scatter

    blocks = _priced_blocks()
    svg = scatter(blocks, {name: PALETTE[i] for i, name in enumerate(sorted(blocks))})
    assert "brave (none: no useful answer)" in svg
    assert "brave (cost unknown)" not in svg
    assert "jina (cost unknown)" in svg


# -- 5. the emulator on a busy port ------------------------------------------------------------


def test_the_emulator_on_a_busy_port_says_so_in_one_line(tmp_path: Path) -> None:
    import socket
    import subprocess
    import sys

    tests = Path(__file__).resolve().parent
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen(1)
        port = holder.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "emulator", "serve", "--host", "127.0.0.1", "--port", str(port)],
            cwd=tests,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert f"port {port} is already in use" in line, line
    assert "--port 0" in line and "stop what listens there" in line, line
    assert done.stdout == ""


# -- 6. a golden param not sent: counted over the searches that went out -----------------------


def test_a_case_whose_search_was_never_sent_is_not_counted_as_not_narrowed() -> None:
    from pytest_websearch_bench.plugin.ignored import ignored_lines
    from pytest_websearch_bench.records import CallRecord
    from pytest_websearch_bench.report.run_file import CaseDicts

    sent = {"operation": "search", "ignored_params": ["language"], "status": 200}
    failed = {**sent, "status": 503, "error_kind": "server"}  # sent, no answer: counted
    no_cassette = {**sent, "status": None, "error_kind": "fixture"}  # replay had nothing
    refused = {**sent, "status": None, "cost_source": "not-sent"}  # a breaker's refusal
    cases = [
        {"case_id": "my-001", "params": {"language": "en"}, "calls": [sent]},
        {"case_id": "my-002", "params": {"language": "en"}, "calls": [failed]},
        {"case_id": "my-004", "params": {"language": "en"}, "calls": [no_cassette]},
        {"case_id": "my-005", "params": {"language": "en"}, "calls": [refused]},
    ]
    run = {"golden": {"defaults": {"language": "en"}}, "providers": {"tavily": {"cases": cases}}}
    (line,) = ignored_lines(run)
    assert "of 2 case(s) (my-001, my-002; set in golden/defaults.yaml)" in line, line
    # the records of a live run say the same
    records = [
        SimpleNamespace(
            case_id=case["case_id"],
            params=case["params"],
            calls=[
                CallRecord(
                    provider="tavily",
                    operation="search",
                    ignored_params=["language"],
                    status=call.get("status"),
                    error_kind=call.get("error_kind"),
                    cost_source=call.get("cost_source"),
                )
                for call in case["calls"]
            ],
        )
        for case in cases
    ]
    live = {**run, "providers": {"tavily": {"cases": CaseDicts(records)}}}
    assert ignored_lines(live) == [line]


# -- 7. ws-bench history: one captured format over every provider's table ----------------------


def _entry(run: str, captured: str | None, finished: str) -> dict:
    return {
        "run": run,
        "path": f"runs/{run}",
        "captured_first": captured or finished,  # as build_history places a run of faults
        "capture_window": [captured, captured] if captured else None,
        "finished_at": finished,
        "git_commit": "abc1234",
        "cases": 3,
        "metrics": {"precision@10": {"value": 0.5 if captured else None, "ci95": None}},
        "versus_previous": None,
    }


def test_history_labels_every_table_in_one_format() -> None:
    import re

    from pytest_websearch_bench.report.history import render_history
    from pytest_websearch_bench.report.trend_html import render_trend

    history = {
        "folder": "runs",
        "metrics": ["precision@10"],
        "skipped": [],
        "providers": {
            # two tavily runs of one day: told apart by their time
            "tavily": [
                _entry("tavily-1.json", "2026-12-07T20:30:00Z", "2026-12-07T20:31:00Z"),
                _entry("tavily-2.json", "2026-12-07T21:40:00Z", "2026-12-07T21:41:00Z"),
            ],
            # one brave run, and a failed recording with no capture: said as the others
            "brave": [
                _entry("brave.json", "2026-12-07T20:30:05Z", "2026-12-07T20:31:00Z"),
                _entry("failed.json", None, "2026-12-07T22:05:00Z"),
            ],
        },
    }
    lines = render_history(history)
    shown = [
        found.group(1)
        for line in lines
        if (found := re.match(r"  ((?:ran )?\d{4}-\d\d-\d\d[^a-z]*?)\s{2,}\S+\.json", line))
    ]
    assert len(shown) == 4, lines
    forms = {re.sub(r"\d", "9", label.removeprefix("ran ")) for label in shown}
    # one format (to the second: tavily's and brave's first runs share a minute)
    assert forms == {"9999-99-99 99:99:99 UTC"}, shown
    assert "ran 2026-12-07 22:05:00 UTC" in shown, shown
    page = render_trend(history, "now")
    cells = re.findall(r"<tr><td>([^<]*)</td><td>[^<]*\.json", page)
    assert sorted(cells) == sorted(shown), cells


# -- 8. the ws_case marker: on your own tests over the golden cases, not on the bench's items ---


def test_the_ws_case_marker_says_what_it_is_on_and_what_it_selects(
    pytester: pytest.Pytester,
) -> None:
    from conftest import ROOT

    result = pytester.runpytest("--markers")
    line = unwrapped(result.stdout.lines, "@pytest.mark.ws_case:", more=4)
    assert "your own tests that take a ws_ fixture" in line, line
    assert "the bench's own items" in line and "do not carry it" in line, line
    assert '-m "not ws_case" the bench items' in line, line
    for doc in ("README.md", "docs/pytest-habits.md"):
        text = " ".join((ROOT / doc).read_text(encoding="utf-8").split())
        assert "Tests over golden cases carry the marker" not in text, doc
        assert "`-m ws_case` selects your tests alone" in text, doc
