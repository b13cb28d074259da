"""Report wording a team reads (walkthrough, stop 62):

1. ``ws-bench compare`` never says the run that recorded a recording "replays the recording
   of the run compared" (it made it), names the run compared, and prints a role in words,
   never the run file's ``default_candidate``;
2. every member of a tie group in the terminal ranking reads as in the tie;
3. a user gate's pass/fail line says what its metric was computed over;
4. ``ws-bench diff``'s overall and too-few lines, its footer, and ``ws-bench history``'s
   notes are wrapped at the terminal's width.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.cli import main
from runkit import read, record, run_of, write

RECORDED = "2026-10-20T12:00:00Z"


def _run(
    provider: str, finished: str, *, recorded: bool = False, cases: int = 12
) -> dict[str, Any]:
    """A comparable run of ``provider`` (every fixture class consumed), its answers
    captured at ``RECORDED``; ``recorded``: the session recorded them live."""
    records = [record(f"c{i:02d}", provider, relevant=i % 3, useful=i % 2 == 0,
                      captured=RECORDED) for i in range(cases)]  # fmt: skip
    for index, case in enumerate(records):
        case.fixture_classes = [1 + index % 9]
        if recorded:
            case.recorded = {"calls": 1}
    return run_of(records, finished=finished)


def _said(out: str) -> str:
    """The output with its wrapped lines joined (one space between words)."""
    return " ".join(out.split())


# -- 1. compare: who made a recording, and roles in words ---------------------------------------


def test_one_provider_names_the_run_that_made_the_recording_not_a_replay_of_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    made = write(runs / "a.json", _run("tavily", "2026-10-20T13:00:00Z", recorded=True))
    replay = write(runs / "b.json", _run("tavily", "2026-11-20T13:00:00Z"))
    assert main(["compare", str(runs), "-o", str(tmp_path / "cmp.json")]) == 0
    out = capsys.readouterr().out
    said = _said(out)
    assert (
        f"nothing to rank with one provider; tavily: the run compared ({replay}) replays the "
        f"recording {made} made (same fixture manifest" in said
    )
    assert f"{made} replays" not in said
    assert "default_candidate" not in out
    assert out.splitlines()[1].endswith("fresh.acc —  default candidate")
    assert read(tmp_path / "cmp.json")["own_past"] == {
        "provider": "tavily",
        "command": None,
        "replays": [str(made)],
        "made_by": [str(made)],
    }


def test_several_providers_say_the_run_compared_made_the_recording_its_replay_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    made = write(runs / "rec.json", _run("tavily", "2026-11-20T13:00:00Z", recorded=True))
    cut = _run("tavily", "2026-11-21T13:00:00Z", cases=3)  # a -k replay of it, after it
    part = write(runs / "k.json", {**cut, "selection": {"selected": 3, "not_selected": 9}})
    write(runs / "brave.json", _run("brave", "2026-11-20T13:00:00Z"))
    main(["compare", "--allow-incomplete", str(runs), "-o", str(tmp_path / "cmp.json")])
    out = capsys.readouterr().out
    assert (
        f"tavily: {part} replays the recording the run compared ({made}) made (same fixture"
    ) in _said(out)
    assert "replays the recording of the run compared" not in _said(out)
    assert "default_candidate" not in out and "   1. " in out
    months = read(tmp_path / "cmp.json")["months"]
    assert months["replays"] == {"tavily": [str(part)]}
    assert months["made_by"] == {"tavily": [str(made)]}
