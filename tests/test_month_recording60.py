"""Month to month (stop 60): which recording a run stands for.

- the newest recording is the one captured last, not the one a run of finished last: a
  late replay of an old tree does not make ``compare`` take the old recording;
- a ``--ws-record=all -k`` re-recording's run file says which manifest it found
  (``fixtures.manifest_before_sha256``), so with no whole replay since it is told as a
  partial recording over the recording before (history, compare, diff);
- ``history`` labels a point with the file of the session that recorded it when a later
  replay stands for it, and lists it as the recording's, not among "the others";
- ``ws-bench diff`` suggests a gate for the change that matters first (quality before
  latency, a local address's latency last) and says why a change gets none;
- a wrapped ``skipped`` line keeps its word with a long path.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.diff_render import by_weight, suggestion
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.report.replays import (
    MANIFEST_BEFORE,
    by_recording,
    part_over,
    recorded_in_part,
)
from pytest_websearch_bench.report.wrap import wrap
from runkit import all_unwrapped, read, record, run_of, unwrapped, write

OCTOBER, NOVEMBER = "2026-10-20", "2026-11-20"


def _run(
    day: str,
    cases: range = range(12),
    manifest: str = "m",
    finished: str = "",
    recorded: bool = False,
    before: str | None = None,
) -> dict[str, Any]:
    """A run of ``day``'s recording of provider p (``cases`` of its 12); ``recorded``: the
    session recorded them live; ``before``: the manifest its recording found."""
    records = []
    for i in cases:
        one = record(f"c{i:02d}", "p", relevant=3, useful=True, captured=f"{day}T09:{i:02d}:00Z")
        if recorded:
            one.recorded = {"calls": 1, "failed": False}
        records.append(one)
    run = run_of(
        records,
        manifest_sha=manifest * 64,
        finished=finished or f"{day}T10:00:00Z",
        selection={"providers": ["p"], "selected": len(cases), "not_selected": 12 - len(cases)},
    )
    if before is not None:
        run["fixtures"][MANIFEST_BEFORE] = before * 64
    return run


# -- 1. the newest recording, by its capture times ---------------------------------------------


@pytest.fixture
def late(tmp_path: Path) -> Path:
    """October's and November's recordings, and a replay of October's old tree that
    finished after both (a late CI job, a bisect)."""
    runs = tmp_path / "runs"
    write(runs / "oct.json", _run(OCTOBER, manifest="o"))
    write(runs / "nov.json", _run(NOVEMBER, manifest="n"))
    write(runs / "oct-late.json", _run(OCTOBER, manifest="o", finished="2026-12-02T08:00:00Z"))
    return runs


def test_the_newest_recording_is_the_one_captured_last() -> None:
    runs = [
        _run(OCTOBER, manifest="o"),
        _run(NOVEMBER, manifest="n"),
        _run(OCTOBER, manifest="o", finished="2026-12-02T08:00:00Z"),
    ]
    # November's recording first, though October's late replay finished last; October's
    # late replay stands for October's recording (its newest whole run)
    assert by_recording(runs, "p", [True, True, True]) == [[1], [2, 0]]


def test_compare_takes_the_newest_recording_over_a_late_replay_of_an_old_one(
    late: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cmp.json"
    for extra in ([], ["--allow-incomplete"]):
        main(["compare", *extra, str(late), "-o", str(out)])
        comparison = read(out)
        assert comparison["providers"]["p"]["run"] == str(late / "nov.json")
        # the month before is October's recording, by its newest whole run
        command = f"ws-bench diff {late / 'oct-late.json'} {late / 'nov.json'}"
        assert comparison["own_past"] == {"provider": "p", "command": command}
        skipped = {Path(s["path"]).name: s["reason"] for s in comparison["skipped"]}
        assert skipped["oct-late.json"].startswith(
            "a later run of an older recording of p (its answers were captured before those "
            f"{late / 'nov.json'} replays: the newest recording is the one captured last"
        )
        said = " ".join(capsys.readouterr().out.split())
        assert "oct-late.json: a later run of an older recording of p" in said
    # history agrees: October's point (its late replay) before November's
    rows = build_history(late)["providers"]["p"]
    assert [r["run"] for r in rows] == ["oct-late.json", "nov.json"]


# -- 2. a -k re-recording with no whole replay since -------------------------------------------


def test_a_partial_recording_is_told_by_the_manifest_it_found(tmp_path: Path) -> None:
    whole = _run(NOVEMBER, recorded=True)
    again = _run("2026-12-01", range(4, 6), manifest="x", recorded=True, before="m")
    part = recorded_in_part(again, whole, "p")
    assert part is not None and part.recording
    assert part.again == ["c04", "c05"] and len(part.kept) == 10
    assert part_over(again, whole, "p") == part
    # without the key (an older run file), into another tree, or the other way: not one
    assert (
        part_over(_run("2026-12-01", range(4, 6), manifest="x", recorded=True), whole, "p") is None
    )
    assert recorded_in_part(_run("2026-12-01", range(4, 6), "x", before="z"), whole, "p") is None
    assert part_over(whole, again, "p") is None
    write(tmp_path / "1-nov.json", whole)
    write(tmp_path / "2-again.json", again)
    history = build_history(tmp_path, allow_incomplete=True)
    rows = history["providers"]["p"]
    assert [r["run"] for r in rows] == ["1-nov.json", "2-again.json"]
    assert rows[1]["recorded_in_part"]["recording"] is True
    assert rows[1]["recorded_in_part"]["over"] == "1-nov.json"
    note = unwrapped(render_history(history), "    2-again.json: a partial recording over")
    assert note.startswith(
        "    2-again.json: a partial recording over 1-nov.json's: 2 case(s) captured again "
        "(c04, c05, from 2026-12-01 09:04 UTC) into the tree 1-nov.json replayed, which keeps "
        "the other 10 as 1-nov.json captured them"
    )
    assert "a recording in part over" not in "\n".join(render_history(history))


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


CASES = ["gs-001", "gs-065", "gs-081"]


@pytest.mark.enable_socket
@pytest.mark.parametrize(
    "mode", [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
)
def test_a_k_re_recording_with_no_replay_since_against_the_emulator(
    pytester: pytest.Pytester,
    emu: ProviderEmulator,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    mode: list[str],
) -> None:
    """Record three cases, re-record one with ``-k`` into the same tree, and read the two
    run files alone (no whole replay of the tree since)."""
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

    one, two = (json.loads((runs / n).read_text()) for n in ("1-rec.json", "2-rerec.json"))
    assert one["fixtures"][MANIFEST_BEFORE] is None  # a first recording: no manifest yet
    assert two["fixtures"][MANIFEST_BEFORE] == one["fixtures"]["manifest_sha256"]
    assert two["fixtures"]["manifest_sha256"] != one["fixtures"]["manifest_sha256"]

    history = build_history(runs, allow_incomplete=True)
    rows = history["providers"]["tavily"]
    assert [r["run"] for r in rows] == ["1-rec.json", "2-rerec.json"]
    part = rows[1]["recorded_in_part"]
    assert part["captured_again"] == ["gs-065"] and part["kept"] == ["gs-001", "gs-081"]
    assert part["recording"] is True
    said = "\n".join(render_history(history))
    assert "2-rerec.json: a partial recording over 1-rec.json's: 1 case(s) captured again" in (
        " ".join(said.split())
    )
    assert "a partial replay" not in said

    capsys.readouterr()
    main(["compare", "--allow-incomplete", str(runs)])
    said = " ".join(capsys.readouterr().out.split())
    assert (
        f"note: tavily: the run compared is a partial recording over {runs / '1-rec.json'}'s: "
        "1 case(s) captured again (gs-065, from "
    ) in said
    main(["diff", "--allow-incomplete", str(runs / "1-rec.json"), str(runs / "2-rerec.json")])
    said = " ".join(capsys.readouterr().out.split())
    assert "note: NEW is a partial recording over OLD's: 1 case(s) captured again (gs-065" in said
    assert "which keeps the other 2 as OLD captured them" in said
    # a replay's run file has no such key: only a recording says which manifest it found
    replay = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", f"--ws-report={runs / '3.json'}", *mode
    )
    assert replay.ret == 0, replay.stdout.str()[-3000:]
    assert MANIFEST_BEFORE not in read(runs / "3.json")["fixtures"]


# -- 3. history: the recording's own file ------------------------------------------------------


def test_history_labels_a_point_with_its_recordings_file(tmp_path: Path) -> None:
    write(tmp_path / "2026-10.json", _run(OCTOBER, manifest="o", recorded=True))
    write(tmp_path / "2026-11.json", _run(NOVEMBER, recorded=True))
    # November's recording replayed whole in December, and in part after
    write(tmp_path / "ci-1202.json", _run(NOVEMBER, finished="2026-12-02T10:00:00Z"))
    write(tmp_path / "ci-k.json", _run(NOVEMBER, range(3), finished="2026-12-03T10:00:00Z"))
    history = build_history(tmp_path, allow_incomplete=True)
    rows = history["providers"]["p"]
    assert [r["run"] for r in rows] == ["2026-10.json", "ci-1202.json"]
    assert rows[0]["recorded_by"] is None  # it recorded its own recording
    assert rows[1]["recorded_by"] == "2026-11.json"
    lines = render_history(history)
    table = [line for line in lines if line.startswith("  2026-")]
    assert "ci-1202.json (recording: 2026-11.json)" in table[1]
    note = unwrapped(lines, "    ci-1202.json (recording: 2026-11.json): one point")
    assert note.endswith(
        "one point for 3 runs of the same recording (same fixture manifest, and the same "
        "capture times on the cases they share): 2026-11.json recorded it, this row replays it "
        "(its newest that ran its whole selection); the others: ci-k.json (3 of 12 cases: a "
        "partial replay) (the same numbers on the cases each ran)"
    )
    assert "the others: 2026-11.json" not in note


# -- 4. diff's suggested gate ------------------------------------------------------------------


def test_diff_suggests_a_gate_for_the_change_that_matters_and_says_why_not_for_others(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # walkthrough 59b #7: two cases, a useful answer lost, the latency up (a loopback
    # emulator's): the gate was offered for the latency, and nothing said of the answer
    old = [record(f"c{i:02d}", "p", relevant=3, useful=i == 0, latency=100) for i in range(2)]
    new = [record(f"c{i:02d}", "p", relevant=3, latency=300 + i) for i in range(2)]
    write(tmp_path / "old.json", run_of(old, manifest_sha="o" * 64))
    write(tmp_path / "new.json", run_of(new, finished="2026-12-20T13:00:00Z"))
    main(["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json")])
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("  to fail a run on such a change, a gate") for line in lines)
    (why,) = all_unwrapped(lines, "  no gate suggested for ")
    assert why == (
        "  no gate suggested for useful_answer_rate (0.500 -> 0.000): not significant (2 "
        "cases: the 95% interval holds 0); a gate set from a change the diff cannot tell "
        "from noise would fail runs on noise: more cases in common tell"
    )
    # quality before latency, a latency timed at a local address last
    worse = [
        {"scope": "overall", "metric": "latency.search.mean_ms", "old": 100.0, "new": 300.0},
        {"scope": "category.a", "metric": "ndcg@5", "old": 0.5, "new": 0.2},
        {"scope": "overall", "metric": "cost_per_case_usd", "old": 0.01, "new": 0.02},
        {"scope": "overall", "metric": "ndcg@5", "old": 0.5, "new": 0.2},
    ]
    assert [(w["scope"], w["metric"]) for w in by_weight(worse, local=True)] == [
        ("overall", "ndcg@5"),
        ("category.a", "ndcg@5"),
        ("overall", "cost_per_case_usd"),
        ("overall", "latency.search.mean_ms"),
    ]
    (line, _) = suggestion(
        worse[:1], {"latency.search.mean_ms": {"threshold": "20%"}}, "p", None, True
    )
    assert line.endswith(
        "; a latency of answers recorded at a local address times that address, not the provider):"
    )
    assert "ndcg@5 >= 0.45" in suggestion(by_weight(worse), {"ndcg@5": {"threshold": "0.05"}})[1]


# -- 5. a wrapped skipped line keeps its word --------------------------------------------------


@pytest.mark.parametrize("columns", [60, 80])
def test_a_long_path_stays_with_skipped(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    columns: int,
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    deep = tmp_path / ("a-rather-long-folder-name-of-runs-" * 3) / "runs"
    write(deep / "oct.json", _run(OCTOBER, manifest="o"))
    write(deep / "nov.json", _run(NOVEMBER, manifest="n"))
    main(["compare", str(deep)])
    lines = capsys.readouterr().out.splitlines()
    (at,) = [n for n, line in enumerate(lines) if line.lstrip().startswith("skipped")]
    assert lines[at].startswith(f"  skipped {deep / 'oct.json'}:")  # never alone on a line
    assert lines[at + 1].startswith("    ")
    # the terminal's own wrapping is unchanged: only compare and diff keep the label
    long = f"  skipped {deep / 'oct.json'}: an older run"
    assert wrap(long, columns)[0] == "  skipped"
    assert wrap(long, columns, keep_label=True)[0] == f"  skipped {deep / 'oct.json'}:"
