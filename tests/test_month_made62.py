"""Month-to-month wording (walkthrough, stop 62):

1. a run that recorded a recording live is said to have made it, never to replay it, on
   every line: ``compare``'s ``skipped`` line of a partial replay of it (and of a late run of
   an older recording), ``compare --all`` given it and a replay of it, and ``diff``'s header
   and note on it and a replay of it (docs/keeping-watch.md);
2. the diff ``compare`` suggests between a run of another fixture tree and the run compared
   runs as pasted: ``--allow-incomplete`` when one of them is partial.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.compare import choose_runs
from runkit import read, record, run_of, unwrapped, write

OCTOBER, NOVEMBER = "2026-10-20", "2026-11-20"


def _run(
    day: str,
    cases: range = range(12),
    *,
    manifest: str = "m",
    finished: str = "",
    recorded: bool = False,
) -> dict[str, Any]:
    """A run of provider p over ``day``'s recording (``cases`` of its 12: fewer is a -k
    selection); ``recorded``: the session recorded its answers live (``--ws-record``)."""
    records = [
        record(f"c{i:02d}", "p", relevant=3, useful=True, captured=f"{day}T09:{i:02d}:00Z")
        for i in cases
    ]
    if recorded:
        for case in records:
            case.recorded = {"calls": 1}
    return run_of(
        records,
        manifest_sha=manifest * 64,
        finished=finished or f"{day}T10:00:00Z",
        selection={"providers": ["p"], "selected": len(cases), "not_selected": 12 - len(cases)},
    )


def _said(out: str) -> str:
    return " ".join(out.split())


# -- 1. the run that made a recording is never said to replay it --------------------------------


def test_compare_skips_a_partial_replay_of_the_recording_the_run_compared_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs2"
    made = write(runs / "2026-11.json", _run(NOVEMBER, recorded=True))
    cut = write(
        runs / "2026-11-k.json", _run(NOVEMBER, range(3, 6), finished="2026-11-21T08:00:00Z")
    )
    out = tmp_path / "cmp.json"
    main(["compare", "--allow-incomplete", str(cut), str(made), "-o", str(out)])
    said = _said(capsys.readouterr().out)
    (skipped,) = read(out)["skipped"]
    assert skipped == {
        "path": str(cut),
        "reason": f"a partial replay of the recording of p that {made} made in a whole run (a "
        "recording's newest whole run stands for it)",
    }
    assert f"{made} replays" not in said
    # the next line says the same: the run compared made the recording the -k run replays
    assert f"p: {cut} replays the recording the run compared ({made}) made" in said


def test_a_partial_replay_of_a_replayed_recording_still_reads_replays_whole(
    tmp_path: Path,
) -> None:
    runs = tmp_path / "runs"
    whole = write(runs / "nov.json", _run(NOVEMBER))
    cut = write(runs / "nov-k.json", _run(NOVEMBER, range(3), finished="2026-11-21T08:00:00Z"))
    _, skipped = choose_runs([whole, cut], allow_incomplete=True)
    assert skipped[0]["reason"].startswith(
        f"a partial replay of the recording of p that {whole} replays whole ("
    )


def test_a_late_run_of_an_older_recording_says_the_newest_was_made(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    made = write(runs / "nov.json", _run(NOVEMBER, recorded=True))
    late = write(runs / "oct-late.json", _run(OCTOBER, finished="2026-12-01T10:00:00Z"))
    _, skipped = choose_runs([made, late])
    (reason,) = [s["reason"] for s in skipped if s["path"] == str(late)]
    assert f"its answers were captured before those {made} made" in reason
    assert f"{made} replays" not in reason


def test_compare_all_names_the_run_that_made_the_recording(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    made = write(runs / "a.json", _run(NOVEMBER, recorded=True))
    replay = write(runs / "b.json", _run(NOVEMBER, finished="2026-11-22T10:00:00Z"))
    assert main(["compare", "--all", str(made), str(replay)]) != 0
    said = _said(capsys.readouterr().err)
    assert f"p: {replay} replays the recording {made} made (same fixture manifest" in said
    assert "replay one recording" not in said


def test_diff_says_new_replays_the_recording_old_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    made = write(runs / "2026-11.json", _run(NOVEMBER, recorded=True))
    replay = write(runs / "2026-11-replay.json", _run(NOVEMBER, finished="2026-11-22T10:00:00Z"))
    out = tmp_path / "diff.json"
    assert main(["diff", str(made), str(replay), "--json", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert not [line for line in lines if "OLD and NEW replay" in line]
    assert unwrapped(lines, "  NEW replays the recording") == (
        "  NEW replays the recording of p OLD made (same fixture manifest, and the same capture "
        "times on the cases they share: one point in `ws-bench history`): the recording and a "
        "replay of it, not two months; a new recording makes a month (docs/keeping-watch.md)"
    )
    assert unwrapped(lines, "  note: NEW replays the fixtures") == (
        "  note: NEW replays the fixtures OLD recorded: a change measures the bench's code or "
        "settings, not the provider"
    )
    written = read(out)
    assert written["same_recording"] is True and written["made_by"] == ["OLD"]


def test_diff_of_two_replays_still_says_they_replay_one_recording(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    one = write(runs / "a.json", _run(NOVEMBER))
    two = write(runs / "b.json", _run(NOVEMBER, finished="2026-11-22T10:00:00Z"))
    assert main(["diff", str(one), str(two)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert unwrapped(lines, "  OLD and NEW replay").startswith("  OLD and NEW replay one recording")
    assert "two replays, not two months" in unwrapped(lines, "  OLD and NEW replay")
    assert unwrapped(lines, "  note: both runs").startswith("  note: both runs replay the same")


# -- 2. a suggested diff runs as pasted -----------------------------------------------------------


def test_the_diff_suggested_across_fixture_trees_runs_as_pasted_with_a_partial_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    # last month's tree replayed in part (-k), and this month's whole replay of a new tree
    write(runs / "2026-10-partial.json", _run(OCTOBER, range(4), manifest="o"))
    write(runs / "2026-11-replay.json", _run(NOVEMBER))
    out = tmp_path / "cmp.json"
    main(["compare", str(runs), "--allow-incomplete", "-o", str(out)])  # p is not ranked: 3
    capsys.readouterr()
    (skipped,) = read(out)["skipped"]
    command = skipped["reason"].split("`")[1]
    partial, replay = runs / "2026-10-partial.json", runs / "2026-11-replay.json"
    assert command == f"ws-bench diff {partial} {replay} --allow-incomplete"
    assert main(shlex.split(command)[1:]) == 0  # as pasted
    # without a partial run the command stays as it was
    write(runs / "2026-10-partial.json", _run(OCTOBER, manifest="o"))
    main(["compare", str(runs), "-o", str(out)])
    (skipped,) = read(out)["skipped"]
    assert f"`ws-bench diff {partial} {replay}` compares the two" in skipped["reason"]
