"""Month to month (stop 59):

- one rule for the run that stands for a recording (``replays.by_recording``): its newest
  whole run, a partial one only when no run of that recording is whole (and then said so),
  in ``compare --allow-incomplete``, the diffs it suggests and ``history`` alike;
- a partial re-recording (``--ws-record=all -k one_case`` into the existing tree) is a
  recording of that case, not a partial replay, and the tree it leaves is a recording in
  part over the one before: ``history`` places it at its new captures and says which cases
  were captured again, ``compare`` and ``diff`` say the same (recorded against the local
  emulator, serial and ``-n 2``);
- ``ws-bench diff``'s notes and ``compare``'s ``skipped`` and ``unranked:`` lines are
  wrapped by ``report.wrap``; a partial run's ``unranked:`` line says the whole set may
  bring the classes, as the terminal does.
"""

from __future__ import annotations

import shlex
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.report.replays import by_recording, in_part, replayed
from pytest_websearch_bench.report.wrap import units
from runkit import all_unwrapped, read, record, run_of, unwrapped, write

OCTOBER, NOVEMBER, DECEMBER = "2026-10-20", "2026-11-20", "2026-12-20"
HINT = "the whole set may bring them"


def _run(
    day: str,
    cases: range = range(12),
    manifest: str = "m",
    finished: str = "",
    providers: tuple[str, ...] = ("p",),
    stamps: dict[int, str] | None = None,
) -> dict[str, Any]:
    """A run replaying ``day``'s recording (``cases`` of its 12: fewer is a -k selection);
    ``stamps`` gives some cases another capture time (a tree re-recorded in part)."""
    records = [
        record(
            f"c{i:02d}",
            name,
            relevant=3,
            useful=True,
            captured=(stamps or {}).get(i, f"{day}T09:{i:02d}:00Z"),
        )
        for name in providers
        for i in cases
    ]
    return run_of(
        records,
        manifest_sha=manifest * 64,
        finished=finished or f"{day}T10:00:00Z",
        selection={
            "providers": list(providers),
            "selected": len(cases) * len(providers),
            "not_selected": (12 - len(cases)) * len(providers),
        },
    )


@pytest.fixture
def months(tmp_path: Path) -> Path:
    """October's recording, November's whole run and a later -k replay of November's."""
    runs = tmp_path / "runs"
    write(runs / "oct.json", _run(OCTOBER, manifest="o"))
    write(runs / "nov.json", _run(NOVEMBER))
    write(runs / "nov-k.json", _run(NOVEMBER, range(3, 6), finished="2026-11-21T08:00:00Z"))
    return runs


# -- 1. the run that stands for a recording ----------------------------------------------------


def test_the_newest_whole_run_stands_for_its_recording() -> None:
    runs = [_run(NOVEMBER), _run(NOVEMBER, range(3), finished="2026-11-22T08:00:00Z")]
    runs.append(_run(OCTOBER, manifest="o"))
    assert by_recording(runs, "p", [True, False, True]) == [[0, 1], [2]]
    # no whole run of November's recording: its newest partial one stands for it (and
    # November's recording comes first: the newest recording, whole or not; stop 60)
    assert by_recording(runs[1:], "p", [False, True]) == [[0], [1]]


def test_compare_takes_the_whole_run_not_the_newer_partial_replay(
    months: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cmp.json"
    main(["compare", "--allow-incomplete", str(months), "-o", str(out)])
    said = capsys.readouterr().out
    comparison = read(out)
    assert comparison["providers"]["p"]["run"] == str(months / "nov.json")
    command = f"ws-bench diff {months / 'oct.json'} {months / 'nov.json'}"
    assert comparison["own_past"] == {"provider": "p", "command": command}  # no -k run in it
    assert comparison["partial_standing"] == {}
    skipped = {Path(s["path"]).name: s["reason"] for s in comparison["skipped"]}
    assert skipped["nov-k.json"] == (
        f"a partial replay of the recording of p that {months / 'nov.json'} replays whole (a "
        "recording's newest whole run stands for it)"
    )
    assert skipped["oct.json"].startswith(f"an older run of p (newer: {months / 'nov.json'})")
    assert "nov-k.json: a partial replay of the recording" in " ".join(said.split())
    assert main(shlex.split(command)[1:]) == 0  # the suggested diff runs as printed


def test_a_partial_run_stands_only_when_its_recording_has_no_whole_run(
    months: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # December's recording, replayed only in part: it stands for it, and is said to
    write(months / "dec-k.json", _run(DECEMBER, range(4), manifest="d"))
    out = tmp_path / "cmp.json"
    main(["compare", "--allow-incomplete", str(months), "-o", str(out)])
    lines = capsys.readouterr().out.splitlines()
    comparison = read(out)
    dec = str(months / "dec-k.json")
    assert comparison["partial_standing"]["p"]["run"] == dec
    assert comparison["partial_standing"]["p"]["why"].startswith("a partial selection: 8 of 12")
    assert unwrapped(lines, "  note: p:").startswith(f"  note: p: {dec} is a partial selection")
    assert unwrapped(lines, "  note: p:").endswith(
        "no run of its recording among those given ran its whole selection, so it stands "
        "for it (--allow-incomplete)"
    )
    # the month before is November's recording, by the run that stands for it
    command = comparison["own_past"]["command"]
    assert command == f"ws-bench diff {months / 'nov.json'} {dec} --allow-incomplete"
    # history says the same of its row
    history = build_history(months, allow_incomplete=True)
    rows = history["providers"]["p"]
    assert [r["run"] for r in rows] == ["oct.json", "nov.json", "dec-k.json"]
    assert any(
        line.startswith("    dec-k.json: a partial replay stands for its recording: no run of "
                        "that recording here ran its whole selection (it is a partial selection")
        for line in render_history(history)
    )  # fmt: skip


def test_the_months_command_of_several_providers_names_the_whole_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    both = ("p", "q")
    write(runs / "oct.json", _run(OCTOBER, manifest="o", providers=both))
    write(runs / "nov.json", _run(NOVEMBER, providers=both))
    late = "2026-11-21T08:00:00Z"
    write(runs / "nov-k.json", _run(NOVEMBER, range(2), finished=late, providers=both))
    out = tmp_path / "cmp.json"
    main(["compare", "--allow-incomplete", str(runs), "-o", str(out)])
    months = read(out)["months"]
    assert months["command"] == f"ws-bench diff {runs / 'oct.json'} {runs / 'nov.json'}"
    assert "nov-k.json" not in capsys.readouterr().out.split("compare ranks")[1]


# -- 2. a tree re-recorded in part --------------------------------------------------------------


def test_a_tree_re_recorded_in_part_is_told_from_its_recording(tmp_path: Path) -> None:
    again = {4: "2026-12-01T08:00:00Z", 5: "2026-12-01T08:01:00Z"}
    mixed = _run(NOVEMBER, manifest="x", stamps=again, finished="2026-12-01T09:00:00Z")
    whole = _run(NOVEMBER)
    part = in_part(replayed(mixed, "p"), replayed(whole, "p"))
    assert part is not None and part.again == ["c04", "c05"] and len(part.kept) == 10
    assert part.captured == again[4]
    assert in_part(replayed(whole, "p"), replayed(mixed, "p")) is None  # not the other way
    # another tree with the very same captures (a document added) is not a re-recording
    assert in_part(replayed(_run(NOVEMBER, manifest="y"), "p"), replayed(whole, "p")) is None
    # the mixed tree's row stands at its new captures, after November's, whatever the names
    write(tmp_path / "a-mixed.json", mixed)
    write(tmp_path / "z-nov.json", whole)
    history = build_history(tmp_path)
    rows = history["providers"]["p"]
    assert [r["run"] for r in rows] == ["z-nov.json", "a-mixed.json"]
    assert rows[1]["captured_first"] == again[4]
    assert rows[1]["recorded_in_part"]["over"] == "z-nov.json"
    assert rows[1]["versus_previous"]["previous"].endswith("z-nov.json")


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


CASES = ["gs-001", "gs-065", "gs-081"]


@pytest.mark.enable_socket
@pytest.mark.parametrize(
    "mode", [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
)
def test_a_partial_re_recording_against_the_emulator(
    pytester: pytest.Pytester,
    emu: ProviderEmulator,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    mode: list[str],
) -> None:
    """Record three cases, re-record one with ``-k`` into the same tree, replay the tree:
    the re-recording is a recording of that case, the replay a recording in part."""
    project = tavily_endpoint_project(pytester, monkeypatch, emu.url("tavily"), CASES)
    shutil.rmtree(project / "cassettes", ignore_errors=True)
    runs = project / "runs"
    runs.mkdir()
    first = record_tavily(pytester, "all", *mode)
    assert first.ret == 0, first.stdout.str()[-3000:]
    shutil.copy(project / "run.json", runs / "1-rec.json")
    time.sleep(0.05)  # the re-recording's captures come after the recording's
    again = record_tavily(pytester, "all", "-k", "gs-065", *mode)
    assert again.ret == 0, again.stdout.str()[-3000:]
    shutil.copy(project / "run.json", runs / "2-rerec.json")
    replay = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", f"--ws-report={runs / '3-replay.json'}",
        *mode,
    )  # fmt: skip
    assert replay.ret == 0, replay.stdout.str()[-3000:]

    history = build_history(runs, allow_incomplete=True)
    rows = history["providers"]["tavily"]
    assert [r["run"] for r in rows] == ["1-rec.json", "3-replay.json"]
    mixed = rows[1]
    assert mixed["recorded_in_part"]["captured_again"] == ["gs-065"]
    assert mixed["recorded_in_part"]["kept"] == ["gs-001", "gs-081"]
    assert mixed["captured_first"] > rows[0]["capture_window"]["last"]  # its own place
    assert mixed["replays"] == [
        {
            "run": "2-rerec.json",
            "same_values": True,
            "cases": 1,
            "partial": True,
            "recorded": ["gs-065"],
        }
    ]
    lines = render_history(history)
    assert rows[0]["captured_first"] != mixed["captured_first"]
    notes = [line for line in lines if line.startswith("    3-replay.json: ")]
    assert notes[0].startswith(
        "    3-replay.json: a recording in part over 1-rec.json's: 1 of 3 case(s) captured "
        "again (gs-065, from "
    )
    assert (
        "(1 of 3 cases: a partial recording, the run that recorded gs-065 into this tree)"
        in (notes[1])
    )
    assert "a partial replay" not in "\n".join(lines)

    capsys.readouterr()
    main(["compare", "--allow-incomplete", str(runs)])
    said = " ".join(capsys.readouterr().out.split())
    assert f"`ws-bench diff {runs / '1-rec.json'} {runs / '3-replay.json'}` compares it" in said
    assert (
        f"note: tavily: the run compared replays a recording in part over {runs / '1-rec.json'}'s:"
        " 1 of 3 case(s) captured again (gs-065, from "
    ) in said
    main(["diff", str(runs / "1-rec.json"), str(runs / "3-replay.json")])
    said = " ".join(capsys.readouterr().out.split())
    assert "note: NEW replays a recording in part over OLD's: 1 of 3 case(s) captured again " in (
        said
    )
    assert "the other 2 replay OLD's very captures" in said


# -- 3. wrapped lines --------------------------------------------------------------------------


def _too_wide(lines: list[str], width: int) -> list[str]:
    return [line for line in lines if len(line) > width and len(units(line)) > 1]


@pytest.mark.parametrize("columns", [60, 80])
def test_diff_notes_are_wrapped(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    columns: int,
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    old = write(tmp_path / "nov.json", _run(NOVEMBER))
    new = write(tmp_path / "nov-again.json", _run(NOVEMBER, finished="2026-11-22T10:00:00Z"))
    main(["diff", str(old), str(new)])
    lines = capsys.readouterr().out.splitlines()
    notes = all_unwrapped(lines, "  note: ")
    assert (
        "  note: both runs replay the same fixtures: a change measures the bench's code or "
        "settings, not the provider"
    ) in notes
    header = unwrapped(lines, "  OLD and NEW replay ")
    assert header.startswith("  OLD and NEW replay one recording of p (same fixture manifest")
    start = next(n for n, line in enumerate(lines) if line.startswith("  OLD and NEW"))
    block = lines[start : start + 8]
    assert _too_wide(block, columns) == []
    assert lines[start + 1].startswith("    ")  # a continuation, two spaces deeper


@pytest.mark.parametrize("columns", [60, 80])
def test_compare_wraps_skipped_and_unranked_lines_with_the_whole_set_hint(
    months: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    columns: int,
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    main(["compare", "--allow-incomplete", str(months / "nov-k.json")])
    lines = capsys.readouterr().out.splitlines()
    (line,) = all_unwrapped(lines, "  unranked: p: ")
    assert line.startswith("  unranked: p: not comparable")
    assert line.endswith(
        "(this run covered part of the golden set (a partial selection: 9 of 12 case x "
        "provider item(s) were not selected (-k, -m, --deselect, --lf, node ids, "
        f"--ws-category)): {HINT})"
    )
    at = next(n for n, text in enumerate(lines) if text.startswith("  unranked: "))
    assert lines[at + 1].startswith("    ") and _too_wide(lines[at : at + 4], columns) == []
    # a whole run's unranked line has no hint
    main(["compare", str(months / "nov.json")])
    assert HINT not in capsys.readouterr().out
    # the skipped lines of a folder are wrapped too
    main(["compare", "--allow-incomplete", str(months)])
    lines = capsys.readouterr().out.splitlines()
    skipped = all_unwrapped(lines, "  skipped")
    assert len(skipped) == 2 and all(len(s) > columns for s in skipped)
    at = next(n for n, text in enumerate(lines) if text.startswith("  skipped"))
    assert lines[at + 1].startswith("    ")
    # a path too long for any line stays with its word, past the width (stop 60); every
    # other line fits
    heads = [line for line in lines[at:] if line.startswith("  skipped /")]
    assert len(heads) == 2 and all(len(units(line)) == 2 for line in heads)
    assert _too_wide([line for line in lines[at:] if line not in heads], columns) == []
