"""compare, diff and history word a run's partialness alike (the run file's own causes:
``selection.why``, the stop's cause, -k deselection, shards), and two replays of one
recording are never presented as two months (stop 57)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.compare import (
    SHARD_REMEDY,
    unusable_remedy,
    why_partial,
    why_unusable,
)
from runkit import all_unwrapped, record, run_of, unwrapped, write

MONTHS = ("2026-10-20T09:00:00Z", "2026-11-20T09:00:00Z")
OUTSIDE = (
    "the golden set /p/golden is outside what pytest collects (other): add it to testpaths, "
    "or pass it as a path and keep the rootdir (`pytest /p/golden --rootdir=/p ...`)"
)


def _run(when: str = MONTHS[0], manifest: str = "m", cases: int = 20, **extra: Any) -> dict:
    records = [
        record(f"c{i:02d}", "p", relevant=4, useful=True, captured=when) for i in range(cases)
    ]
    run = run_of(records, manifest_sha=manifest * 64, finished=when)
    run.update(extra)
    return run


def _stopped(cause: str) -> dict:
    run = _run(cases=2)
    run["complete"] = False
    run["not_run"] = {"p": [f"c{i:02d}" for i in range(2, 20)]}
    run["selection"] = {**run["selection"], "selected": 20, "not_selected": 0}
    run["stopped_early"] = {"cause": cause, "items_ran": 2, "items_selected": 20}
    return run


@pytest.mark.parametrize("cause", ["-x", "--maxfail=2", "an interrupt (Ctrl-C)"])
def test_an_incomplete_run_names_what_stopped_it(cause: str) -> None:
    """compare said '(-x, --maxfail or an interrupt)' whatever the run file recorded."""
    reason = why_partial(_stopped(cause))
    assert reason == (
        f"incomplete: 18 of 20 selected item(s) never ran (the session stopped early: {cause})"
    )


def test_every_partial_cause_is_named_once() -> None:
    run = _stopped("-x")
    run["selection"] = {**run["selection"], "selected": 20, "not_selected": 4}
    reason = why_partial(run)
    assert reason is not None
    assert reason.startswith("incomplete: 18 of 20 selected item(s) never ran (the session")
    assert reason.endswith(
        " and a partial selection: 4 of 24 case x provider item(s) were not selected "
        "(-k, -m, --deselect, --lf, node ids, --ws-category)"
    )
    shard = _run(shard={"index": 2, "total": 3})
    shard["selection"] = {**shard["selection"], "not_selected": 40}  # the other shards'
    assert why_partial(shard) == "shard 2/3: merge the shards first (ws-bench merge)"
    empty = _run(cases=0, shard={"index": 1, "total": 2})
    empty["selection"] = {**empty["selection"], "selected": 0, "not_selected": 8}
    assert why_unusable(empty) == "ran no case: shard 1/2 drew none of the 8 case x provider items"
    assert unusable_remedy(empty) == SHARD_REMEDY
    uncollected = _run(cases=2, complete=False)
    what = "1 file(s) could not be collected"  # run_file.py's words
    uncollected["failures"] = [{"provider": "p", "kind": "collection", "what": what}]
    uncollected["not_run"] = {"p": ["c05"]}
    assert why_partial(uncollected) == f"incomplete: 1 selected item(s) never ran ({what})"
    uncollected["not_run"] = {}
    assert why_partial(uncollected) == f"incomplete: {what}: the cases in them never ran"
    assert why_partial(_run()) is None


def test_a_golden_set_outside_the_collection_is_named_by_all_three(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A run whose golden set pytest never collected: its selection.why, not a guess."""
    outside = _run(cases=0, complete=False)
    outside["selection"] = {**outside["selection"], "selected": 0, "why": OUTSIDE}
    assert why_unusable(outside) == f"ran no case: {OUTSIDE}"
    good = write(tmp_path / "runs" / "a.json", _run())
    bad = write(tmp_path / "runs" / "b.json", outside)
    assert main(["compare", str(good), str(bad)]) == 2
    err = capsys.readouterr().err
    assert f"{bad} ran no case: the golden set /p/golden is outside what pytest collects" in err
    assert "rerun with the golden set collected" in err and "-x, --maxfail" not in err
    assert main(["diff", str(good), str(bad)]) == 2
    assert f"{bad} ran no case: the golden set /p/golden is outside" in capsys.readouterr().err
    assert main(["history", str(tmp_path / "runs")]) == 0
    # (a skipped line is wrapped at the terminal's width: read with its wrapping undone)
    out = " ".join(capsys.readouterr().out.split())
    assert "b.json: ran no case: the golden set /p/golden is outside" in out


def test_compare_diff_and_history_give_one_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    good = write(runs / "a.json", _run())
    stopped = write(runs / "b.json", _stopped("--maxfail=2"))
    reason = (
        "incomplete: 18 of 20 selected item(s) never ran (the session stopped early: --maxfail=2)"
    )
    assert main(["compare", "--all", str(good), str(stopped)]) == 2
    assert f"{stopped} is {reason}\n" in capsys.readouterr().err
    assert main(["diff", str(good), str(stopped)]) == 2
    assert f"{stopped} is {reason}\n" in capsys.readouterr().err
    assert main(["history", str(runs)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert (
        unwrapped(lines, "skipped") == f"skipped {stopped}: {reason}"
    )  # wrapped (a long path alone on its line): undone


def test_diff_of_two_replays_of_one_recording_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two replays of one recording (same manifest and capture times) diffed as if two
    months agreed: 'no change' everywhere, said of the provider."""
    first = write(tmp_path / "rec.json", _run(finished=MONTHS[0]))
    second = write(tmp_path / "replay.json", {**_run(), "finished_at": MONTHS[1]})
    assert main(["diff", str(first), str(second)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert unwrapped(out, "  OLD and NEW replay") == (
        "  OLD and NEW replay one recording of p (same fixture manifest, and the same capture "
        "times on the cases they share: one point in `ws-bench history`): two replays, not two "
        "months; a new recording makes a month (docs/keeping-watch.md)"
    )
    assert (
        "  note: both runs replay the same fixtures: a change measures the bench's code or "
        "settings, not the provider"
    ) in all_unwrapped(out, "  note: ")
    # another recording (a new month): no such line
    month = write(tmp_path / "nov.json", _run(when=MONTHS[1], manifest="n"))
    assert main(["diff", str(first), str(month)]) == 0
    assert "replay one recording" not in capsys.readouterr().out


def test_compare_all_of_two_replays_suggests_no_diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = write(tmp_path / "rec.json", _run())
    second = write(tmp_path / "replay.json", {**_run(), "finished_at": MONTHS[1]})
    assert main(["compare", "--all", str(first), str(second)]) == 2
    err = capsys.readouterr().err
    assert f"provider p is in two runs ({first} and {second})" in err
    assert f"p: {first}, {second} replay one recording (same fixture manifest" in err
    assert "ws-bench diff" not in err
    month = write(tmp_path / "nov.json", _run(when=MONTHS[1], manifest="n"))
    assert main(["compare", "--all", str(first), str(month)]) == 2
    assert f"`ws-bench diff {first} {month}`" in capsys.readouterr().err


def test_a_folder_of_partial_runs_names_each_with_its_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """'no usable run file in runs: runs/b.json incomplete: ...' read as a broken sentence;
    each file is followed by a colon and its reason, as history and 'none covers' say it."""
    stopped = write(tmp_path / "runs" / "b.json", _stopped("-x"))
    assert main(["compare", str(tmp_path / "runs")]) == 2
    assert (
        f"no usable run file in {tmp_path / 'runs'}: {stopped}: incomplete: 18 of 20 selected "
        "item(s) never ran (the session stopped early: -x)"
    ) in capsys.readouterr().err
