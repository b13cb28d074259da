"""``ws-bench history DIR``: every run of a folder, per provider, in capture order."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.errors import BenchError
from pytest_websearch_bench.report.history import build_history, render_history
from runkit import record, run_of, unwrapped, write
from test_report_html import CHROMIUM, FLAGS

MONTHS = ("2026-10-20T09:00:00Z", "2026-11-20T09:00:00Z", "2026-12-20T09:00:00Z")


def _month(provider: str, when: str, relevant: int) -> dict:
    records = [
        record(f"c{i:02d}", provider, relevant=relevant, useful=True, captured=when)
        for i in range(20)
    ]
    return run_of(records, finished=when)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    runs = tmp_path / "runs"
    # written out of order: history orders by capture window, not by file name
    write(runs / "a.json", _month("p", MONTHS[2], 2))  # December: regressed
    write(runs / "b.json", _month("p", MONTHS[0], 6))
    write(runs / "c.json", _month("p", MONTHS[1], 6))
    write(runs / "q" / "d.json", _month("q", MONTHS[1], 4))
    (runs / "compare.json").write_text('{"schema": "pytest-websearch-bench/compare@1"}', "utf-8")
    return runs


def test_runs_are_ordered_by_capture_and_a_regression_is_marked(folder: Path) -> None:
    history = build_history(folder)
    entries = history["providers"]["p"]
    assert [e["captured_first"] for e in entries] == list(MONTHS)
    assert entries[0]["versus_previous"] is None
    assert entries[1]["versus_previous"]["regressions"] == []
    regressed = {r["metric"] for r in entries[2]["versus_previous"]["regressions"]}
    assert "precision@10" in regressed
    assert entries[0]["metrics"]["precision@10"]["value"] == pytest.approx(0.6)
    assert entries[0]["metrics"]["precision@10"]["ci95"] is not None
    assert [e["path"] for e in history["providers"]["q"]] == [str(folder / "q" / "d.json")]
    assert history["skipped"][0]["reason"].startswith("not a run file")


def test_a_json_file_nested_past_the_parsers_depth_is_skipped(folder: Path) -> None:
    """Any JSON file of the folder is looked at: one nested 100,000 deep is not a run file
    (json's RecursionError was a bare traceback)."""
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    history = build_history(folder)
    assert [e["captured_first"] for e in history["providers"]["p"]] == list(MONTHS)
    assert any(s["path"].endswith("deep.json") for s in history["skipped"])


def test_a_lying_run_file_is_refused_not_skipped(folder: Path) -> None:
    data = json.loads((folder / "c.json").read_text(encoding="utf-8"))
    data["providers"]["p"]["cases"][0]["provider"] = "q"
    (folder / "c.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BenchError, match=r"c\.json"):
        build_history(folder)


def test_the_command_prints_a_table_and_writes_a_self_contained_page(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "trend.html"
    assert main(["history", str(folder), "-o", str(out), "--json", str(tmp_path / "h.json")]) == 0
    text = capsys.readouterr().out
    # P@10 fell from 0.6 to 0.2 (a row wider than the terminal goes on two lines, its
    # numbers four spaces deep: joined)
    assert re.search(r"2026-12-20 .*0\.200!", unwrapped(text.splitlines(), "  2026-12-20 "))
    page = out.read_text(encoding="utf-8")
    assert "<script" not in page and not re.search(r"""(src|href)=["']?(https?:)?//""", page)
    assert page.count("<svg") >= 6 and "lower is better" in page and "regressed" in page
    assert "capture date" in page and "cost_per_useful_answer_usd (USD" in page
    assert main(["history", str(tmp_path / "nowhere")]) == 2


@pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)"
)
def test_the_trend_page_opens_in_a_headless_browser(folder: Path, tmp_path: Path) -> None:
    out = tmp_path / "trend.html"
    assert main(["history", str(folder), "-o", str(out)]) == 0
    assert CHROMIUM is not None
    shot = tmp_path / "trend.png"
    done = subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1100,2400",
         f"--screenshot={shot}", out.as_uri()],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert [line for line in done.stderr.splitlines() if "CONSOLE" in line] == []
    assert shot.exists() and shot.stat().st_size > 20_000


def test_rows_name_their_run_file_and_an_all_fault_run_is_no_baseline(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    write(runs / "oct.json", _month("p", MONTHS[0], 6))
    faulted = [
        record(f"c{i:02d}", "p", error="fixture", captured=None)  # type: ignore[arg-type]
        for i in range(20)
    ]
    write(runs / "broken.json", run_of(faulted, finished="2026-11-01T09:00:00Z"))
    write(runs / "nov.json", _month("p", MONTHS[1], 6))
    entries = build_history(runs)["providers"]["p"]
    assert [e["run"] for e in entries] == ["oct.json", "broken.json", "nov.json"]
    assert "every case that ran faulted (20)" in entries[1]["no_baseline"]
    assert entries[1]["versus_previous"]["compared"] is False
    nov = entries[2]["versus_previous"]
    assert nov["previous"].endswith("oct.json") and nov["passed_over"] == ["broken.json"]
    assert nov["too_few_worse"] == [] and nov["regressions"] == []
    lines = render_history(build_history(runs))
    assert lines[0] == "p (3 run(s)):"  # no "!" in any row: no legend
    assert any(line.startswith("  ran 2026-11-01 ") and "broken.json" in line for line in lines)
    assert any("oct.json" in line and "2026-10-20" in line for line in lines)
    assert any("nov.json: compared with oct.json, passing over broken.json" in x for x in lines)
    assert any("broken.json: every case that ran faulted" in x for x in lines)


def test_the_regression_legend_is_shown_only_with_a_mark(folder: Path) -> None:
    lines = render_history(build_history(folder))
    assert "p (3 run(s); ! regressed vs the previous run):" in lines
    assert "q (1 run(s)):" in lines


def test_a_golden_set_that_changed_keeps_its_trend_line(tmp_path: Path) -> None:
    """One edited query stopped history for good ('not compared: the runs used different
    golden sets', no remedy), though docs/keeping-watch.md says history pairs on the common cases:
    it pairs on them, and leaves out (and names) a case whose definition changed."""
    runs = tmp_path / "runs"
    before = [
        record(f"c{i:02d}", "p", relevant=6, useful=True, captured=MONTHS[0]) for i in range(20)
    ]
    after = [
        record(f"c{i:02d}", "p", relevant=2, useful=True, captured=MONTHS[1]) for i in range(21)
    ]
    for old, new in zip(before, after, strict=False):
        old.case_sha256 = new.case_sha256 = f"sha-{old.case_id}"
    after[3].case_sha256 = "sha-edited"
    write(runs / "oct.json", run_of(before, finished=MONTHS[0], golden_sha="a" * 64))
    write(runs / "nov.json", run_of(after, finished=MONTHS[1], golden_sha="b" * 64))
    nov = build_history(runs)["providers"]["p"][1]["versus_previous"]
    assert nov["compared"] is True and nov["golden_changed"] is True
    assert nov["common_cases"] == 19 and nov["changed_cases"] == ["c03"]
    assert nov["regressions"]  # precision fell on the 19 paired cases
    lines = render_history(build_history(runs))
    assert any(
        "nov.json: the golden set changed since oct.json: paired on the 19 case(s) both ran, "
        "1 whose definition changed left out (c03)" in line
        for line in lines
    )


def test_replays_of_one_recording_are_one_point(tmp_path: Path) -> None:
    """Review: rec1.json and its replay replay1.json showed as two runs with the same
    capture time and values; a CI replaying daily would fill the trend with duplicates."""
    runs = tmp_path / "runs"
    recording = [
        record(f"c{i:02d}", "p", relevant=4, useful=True, captured=MONTHS[0]) for i in range(20)
    ]
    write(runs / "rec1.json", run_of(recording, finished="2026-10-20T10:00:00Z"))
    write(runs / "replay1.json", run_of(recording, finished="2026-10-21T10:00:00Z"))
    write(runs / "later.json", _month("p", MONTHS[1], 4))
    history = build_history(runs)
    entries = history["providers"]["p"]
    assert [e["run"] for e in entries] == ["replay1.json", "later.json"]  # the newest replay
    assert entries[0]["replays"] == [
        {"run": "rec1.json", "same_values": True, "cases": 20, "partial": False}
    ]
    assert entries[1]["versus_previous"]["previous"] == str(runs / "replay1.json")
    text = "\n".join(render_history(history))
    assert "p (2 run(s)" in text
    assert (
        "replay1.json: one point for 2 runs of the same recording (same fixture manifest, and "
        "the same capture times on the cases they share); the others: rec1.json (the same "
        "numbers)" in text
    )
    # another fixture tree with the same capture window is another recording: kept apart
    write(runs / "other.json", run_of(recording, manifest_sha="n" * 64, finished=MONTHS[2]))
    assert len(build_history(runs)["providers"]["p"]) == 3


def test_compare_says_when_it_picked_a_run_of_another_fixture_tree(tmp_path: Path) -> None:
    """Review: compare picked the newest run over one of another fixture tree
    (cassettes-2027-01) without saying the trees differ."""
    from pytest_websearch_bench.report.compare import compare_runs, render_comparison

    old = write(tmp_path / "old.json", _month("p", MONTHS[0], 4))
    newer = run_of(
        [record(f"c{i:02d}", "p", relevant=4, useful=True, captured=MONTHS[1]) for i in range(20)],
        manifest_sha="n" * 64,
        finished=MONTHS[1],
    )
    new = write(tmp_path / "new.json", newer)
    comparison = compare_runs([old, new])
    [skip] = comparison["skipped"]
    assert skip["path"] == str(old)
    assert (
        "from another fixture tree (manifest mmmmmmmmmmmm, the newer's nnnnnnnnnnnn: "
        "another recording, such as last month's)" in skip["reason"]
    )
    # walkthrough 61 #5: a folder re-recorded in place is a month, not a mistake
    assert f"`ws-bench diff {old} {new}` compares the two (month to month)" in skip["reason"]
    assert any("another fixture tree" in line for line in render_comparison(comparison))
    same = write(tmp_path / "same.json", _month("p", MONTHS[1], 4))
    [plain] = compare_runs([old, same])["skipped"]
    assert "another fixture tree" not in plain["reason"]


def test_compare_of_a_folder_names_the_runs_of_one_tree_when_the_newest_differ(
    tmp_path: Path, capsys
) -> None:
    """Trying the product as a new user: a run of the bundled tree (p and q), then a
    recording of p against the emulator (another tree); `ws-bench compare .ws-bench/runs`
    refused with "rerun every provider on the same fixture manifest", though the folder
    held a run of each provider on one tree. It names each run's tree and providers, and
    the command comparing the runs of one tree."""
    runs = tmp_path / "runs"

    def run(provider: str, when: str, tree: str) -> dict:
        records = [
            record(f"c{i:02d}", provider, relevant=4, useful=True, captured=when) for i in range(20)
        ]
        return run_of(records, manifest_sha=tree * 64, finished=when)

    p_bundled = write(runs / "1-p.json", run("p", MONTHS[0], "m"))
    q_bundled = write(runs / "2-q.json", run("q", MONTHS[0], "m"))
    write(runs / "3-p.json", run("p", MONTHS[1], "e"))  # the emulator's tree, newest
    assert main(["compare", str(runs)]) == 2
    err = capsys.readouterr().err
    assert "the newest recording of each provider replayed different fixture trees" in err
    assert f"{runs / '2-q.json'} (q): manifest mmmmmmmmmmmm" in err
    assert f"{runs / '3-p.json'} (p): manifest eeeeeeeeeeee" in err
    assert (
        f"remedy: compare the runs of one tree: `ws-bench compare {p_bundled} {q_bundled}`" in err
    )
    # The command it names compares them (3: these made-up runs bring no fixture class).
    assert main(["compare", str(p_bundled), str(q_bundled)]) == 3
    assert "different fixture trees" not in capsys.readouterr().err
    apart = tmp_path / "apart"  # no tree has a run of each
    write(apart / "1-p.json", run("p", MONTHS[1], "e"))
    write(apart / "2-q.json", run("q", MONTHS[2], "x"))
    assert main(["compare", str(apart)]) == 2
    assert (
        "rerun every provider on the same fixture tree (no tree here has" in capsys.readouterr().err
    )
