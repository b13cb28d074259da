"""Month to month (stop 58):

- a replay that ``-k`` cut short replays the recording the whole run replays: ``compare``,
  ``diff`` and ``history`` say so by one rule (``replays.same_recording``), not by how many
  calls the capture window counts;
- ``ws-bench report`` over several run files keeps each run's order typed, and the run
  files in the order given;
- the trend page labels every capture time apart, and the 6.6 px a character it allows
  for a label holds for the longest labels it writes.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.history import build_history, render_history, stamp_labels
from pytest_websearch_bench.report.provenance import capture_window
from pytest_websearch_bench.report.replays import same_recording
from pytest_websearch_bench.report.trend_html import LABEL_CHAR_PX, render_trend
from runkit import read, record, run_of, write

OCTOBER, NOVEMBER = "2026-10-20", "2026-11-20"


def _stamp(day: str, case: int, hour: int = 9) -> str:
    """A recording spread over 20 minutes: case ``i`` captured at minute ``i``."""
    return f"{day}T{hour:02d}:{case:02d}:00Z"


def _recording(
    day: str,
    cases: range = range(20),
    manifest: str = "m",
    finished: str = "",
    useful: bool = True,
    hour: int = 9,
) -> dict[str, Any]:
    """A run of provider p replaying ``day``'s recording (``cases`` of its 20 cases: fewer
    is a -k selection), with the fixture tree's manifest ``manifest``."""
    records = [
        record(f"c{i:02d}", "p", relevant=4, useful=useful, captured=_stamp(day, i, hour))
        for i in cases
    ]
    partial = {"selected": len(cases), "not_selected": 20 - len(cases)}
    return run_of(
        records,
        manifest_sha=manifest * 64,
        finished=finished or f"{day}T10:00:00Z",
        selection={"providers": ["p"], **partial},
    )


@pytest.fixture
def months(tmp_path: Path) -> Path:
    """October's recording (another fixture tree), November's run of its recording, and a
    later `-k` replay of November's recording (5 of its 20 cases)."""
    runs = tmp_path / "runs"
    write(runs / "oct.json", _recording(OCTOBER, manifest="o"))
    write(runs / "nov.json", _recording(NOVEMBER))
    write(runs / "nov-k.json", _recording(NOVEMBER, range(5, 10), finished="2026-11-21T08:00:00Z"))
    return runs


def test_a_partial_replay_is_not_another_recording(months: Path) -> None:
    whole, part, other = (read(months / f"{n}.json") for n in ("nov", "nov-k", "oct"))
    # the capture window cannot tell: its first and last call and its count differ
    assert whole["provenance"]["capture_window"]["p"] != part["provenance"]["capture_window"]["p"]
    assert same_recording(whole, part, "p") and same_recording(part, whole, "p")
    assert not same_recording(whole, other, "p") and not same_recording(part, other, "p")


def test_what_tells_two_recordings_apart() -> None:
    whole = _recording(NOVEMBER)
    # recorded again into the same tree: the same cases, captured at other times
    assert not same_recording(whole, _recording(NOVEMBER, hour=11), "p")
    # another tree, the same capture times (documents added, a failure synthesized)
    assert not same_recording(whole, _recording(NOVEMBER, manifest="n"), "p")
    # two -k replays with no case in common: nothing both replayed tells
    first, last = _recording(NOVEMBER, range(5)), _recording(NOVEMBER, range(15, 20))
    assert not same_recording(first, last, "p")
    assert same_recording(first, whole, "p") and same_recording(last, whole, "p")
    # a run whose calls carry no capture time (every case faulted) replayed nothing known
    faulted = run_of(
        [record(f"c{i:02d}", "p", error="fixture", captured=None) for i in range(20)],  # type: ignore[arg-type]
        manifest_sha="m" * 64,
    )
    assert capture_window([]) is None and not same_recording(faulted, whole, "p")


def test_history_shows_one_point_for_a_recording_and_its_partial_replay(months: Path) -> None:
    history = build_history(months, allow_incomplete=True)
    entries = history["providers"]["p"]
    # the point is the whole run, though the partial replay finished later
    assert [e["run"] for e in entries] == ["oct.json", "nov.json"]
    assert entries[1]["partial"] is None and entries[1]["cases"] == 20
    assert entries[1]["replays"] == [
        {"run": "nov-k.json", "same_values": True, "cases": 5, "partial": True}
    ]
    assert entries[1]["versus_previous"]["previous"].endswith("oct.json")
    lines = render_history(history)
    assert lines[0] == "p (2 run(s)):"
    assert (
        "    nov.json: one point for 2 runs of the same recording (same fixture manifest, and "
        "the same capture times on the cases they share); the others: nov-k.json (5 of 20 cases: "
        "a partial replay) (the same numbers on the cases each ran)"
    ) in lines
    # without --allow-incomplete the partial replay is skipped, as before
    plain = build_history(months)
    assert [e["run"] for e in plain["providers"]["p"]] == ["oct.json", "nov.json"]
    assert any(s["path"].endswith("nov-k.json") for s in plain["skipped"])


def test_a_partial_replay_that_gave_other_numbers_is_named(months: Path) -> None:
    # the same answers read by another version of the bench: no useful answer found
    other = _recording(NOVEMBER, range(5, 10), finished="2026-11-21T08:00:00Z", useful=False)
    write(months / "nov-k.json", other)
    history = build_history(months, allow_incomplete=True)
    point = history["providers"]["p"][1]
    assert point["run"] == "nov.json" and point["replays"][0]["same_values"] is False
    # the last note (the legend of the columns follows the notes: ux67c)
    *_, last = (line for line in render_history(history) if not line.startswith("legend: "))
    assert last.endswith(
        "the others: nov-k.json (5 of 20 cases: a partial replay) (nov-k.json gave other "
        "numbers on the cases each ran: the bench's code or settings changed between them, "
        "not the provider; this row is the newest that ran its whole selection)"
    )


def test_compare_offers_the_month_before_not_the_partial_replay(
    months: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cmp.json"
    main(["compare", "--allow-incomplete", str(months), "-o", str(out)])
    # the whole run stands for November's recording, not its newer -k replay (stop 59)
    command = f"ws-bench diff {months / 'oct.json'} {months / 'nov.json'}"
    assert read(out)["own_past"] == {"provider": "p", "command": command}
    said = " ".join(capsys.readouterr().out.split())  # the one-provider line is wrapped
    assert f"`{command}` compares it with its previous run" in said
    assert main(shlex.split(command)[1:]) == 0  # the command runs as printed
    assert "replay one recording" not in capsys.readouterr().out
    # the partial replay and the whole run: two replays, the diff says so
    pair = [str(months / "nov.json"), str(months / "nov-k.json")]
    assert main(["diff", *pair, "--allow-incomplete"]) == 0
    assert "  OLD and NEW replay one recording of p (same fixture manifest" in (
        capsys.readouterr().out
    )
    # --all given the two: replays of one recording, no diff to suggest
    assert main(["compare", "--all", "--allow-incomplete", *pair]) == 2
    err = capsys.readouterr().err
    assert f"p: {pair[0]}, {pair[1]} replay one recording (same fixture manifest" in err
    assert "ws-bench diff" not in err
    # without --allow-incomplete, the whole run is the newest and October its month
    main(["compare", str(months), "-o", str(out)])
    assert read(out)["own_past"]["command"] == (
        f"ws-bench diff {months / 'oct.json'} {months / 'nov.json'}"
    )


@pytest.mark.parametrize(
    "mode", [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
)
def test_a_k_session_replays_the_recording_of_the_whole_one(
    pytester: pytest.Pytester, mode: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Real sessions: the whole golden set, then ``-k`` one case; their run files are one
    recording for history and compare (the capture windows' call counts differ)."""
    project = make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-065", "gs-081"], providers=("tavily",)
    )
    runs = project / "runs"
    whole = pytester.runpytest("--ws-provider=tavily", f"--ws-report={runs / 'whole.json'}", *mode)
    assert whole.ret == pytest.ExitCode.OK, whole.stdout.str()[-3000:]
    part = pytester.runpytest(
        "--ws-provider=tavily", "-k", "gs-065", f"--ws-report={runs / 'k.json'}", *mode
    )
    assert part.ret == pytest.ExitCode.OK, part.stdout.str()[-3000:]
    windows = [
        read(runs / f)["provenance"]["capture_window"]["tavily"] for f in ("whole.json", "k.json")
    ]
    assert windows[0]["calls"] > windows[1]["calls"]  # what used to make two recordings
    history = build_history(runs, allow_incomplete=True)
    (point,) = history["providers"]["tavily"]
    assert point["run"] == "whole.json"
    assert point["replays"] == [{"run": "k.json", "same_values": True, "cases": 1, "partial": True}]
    capsys.readouterr()
    main(["compare", "--allow-incomplete", str(runs)])
    # the whole run stands for the recording, the newer -k replay is named as its replay
    said = " ".join(capsys.readouterr().out.split())
    assert (  # the whole run named as the run compared; neither run recorded it live
        f"tavily: {runs / 'k.json'} replays the recording the run compared "
        f"({runs / 'whole.json'}) replays"
    ) in said
    assert f"skipped {runs / 'k.json'}: a partial replay of the recording of tavily that" in said


# -- 2. ws-bench report over several run files ---------------------------------------------------


def _providers_run(names: tuple[str, ...], finished: str) -> dict[str, Any]:
    records = [record(f"c{i}", n, relevant=3, useful=True) for n in names for i in range(5)]
    return run_of(records, finished=finished, selection={"providers": list(names)})


def _page_order(page: str) -> tuple[list[str], list[str], list[str]]:
    """The provider sections, the origin table's run files and their providers' order."""
    sections = re.findall(r"<h2 id='([^']+)'", page)
    table = page[page.index("<th>run file</th>") : page.index("</tbody>")]
    rows = re.findall(r"<tr><td>([^<]+)</td>.*?<td>([^<]*)</td></tr>", table)
    files = [Path(path).name for path, _ in rows]
    windows = [name for _, cell in rows for name in re.findall(r"(\w+): ", cell)]
    return sections, files, windows


def test_report_keeps_each_runs_typed_order_and_the_files_order_given(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    typed = write(runs / "z.json", _providers_run(("tavily", "exa"), "2026-11-20T13:00:00Z"))
    alone = write(runs / "a.json", _providers_run(("brave",), "2026-11-20T14:00:00Z"))
    out = tmp_path / "r.html"
    assert main(["report", str(typed), str(alone), "-o", str(out)]) == 0
    sections, files, windows = _page_order(out.read_text(encoding="utf-8"))
    assert sections == ["tavily", "exa", "brave"]  # was brave, tavily, exa (by path)
    assert files == ["z.json", "a.json"] and windows == ["tavily", "exa", "brave"]
    assert main(["report", str(alone), str(typed), "-o", str(out)]) == 0
    assert _page_order(out.read_text(encoding="utf-8"))[0] == ["brave", "tavily", "exa"]
    assert main(["report", str(runs), "-o", str(out)]) == 0  # a folder: its files by path
    sections, files, windows = _page_order(out.read_text(encoding="utf-8"))
    assert sections == ["brave", "tavily", "exa"] and files == ["a.json", "z.json"]
    assert windows == ["brave", "tavily", "exa"]  # the run's order, not alphabetical


# -- 3. the trend page's time labels ---------------------------------------------------------------


def test_labels_are_distinct_and_as_short_as_they_can_be() -> None:
    stamps = [
        "2026-10-20T09:00:00Z",  # alone on its day
        "2026-11-20T09:00:00Z",
        "2026-11-20T13:30:00Z",  # another minute of that day
        "2026-12-02T08:00:05Z",
        "2026-12-02T08:00:40Z",  # the same minute: seconds
        "2026-12-03T08:00:05.250Z",
        "2026-12-03T08:00:05.750+00:00",  # the same second: numbered
        "2026-12-03T08:00:05.75Z",  # the instant above, written otherwise: its label
    ]
    labels = stamp_labels(stamps)
    # one format for every label: the coarsest that tells them all apart (stop 66)
    assert labels == {
        stamps[0]: "2026-10-20 09:00:00 UTC",
        stamps[1]: "2026-11-20 09:00:00 UTC",
        stamps[2]: "2026-11-20 13:30:00 UTC",
        stamps[3]: "2026-12-02 08:00:05 UTC",
        stamps[4]: "2026-12-02 08:00:40 UTC",
        stamps[5]: "2026-12-03 08:00:05 UTC #1",
        stamps[6]: "2026-12-03 08:00:05 UTC #2",
        stamps[7]: "2026-12-03 08:00:05 UTC #2",
    }


def test_two_runs_of_one_minute_get_two_axis_labels(tmp_path: Path) -> None:
    for index, when in enumerate(("2026-12-02T08:00:05Z", "2026-12-02T08:00:40Z")):
        records = [record(f"c{i}", "p", useful=True, relevant=2, captured=when) for i in range(3)]
        write(tmp_path / f"r{index}.json", run_of(records, manifest_sha=str(index) * 64))
    history = build_history(tmp_path)
    page = render_trend(history, "now")
    svg = page[page.index("<svg") : page.index("</svg>")]
    axis = re.findall(r'text-anchor="middle">(2026-12-02[^<]*)</text>', svg)
    assert axis == ["2026-12-02 08:00:05 UTC", "2026-12-02 08:00:40 UTC"]
    rows = [line for line in render_history(history) if line.startswith("  2026-12-02 ")]
    assert [row.split("  ")[1] for row in rows] == [
        "2026-12-02 08:00:05 UTC",
        "2026-12-02 08:00:40 UTC",
    ]


DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


@pytest.mark.skipif(not DEJAVU.exists(), reason="DejaVu Sans is not installed (fonts-dejavu-core)")
def test_the_width_estimate_holds_for_the_longest_labels() -> None:
    """An 11px label measured in DejaVu Sans (wide digits: 0.64em; Debian's chromium's
    system-ui when no other font is installed) is never wider than the estimate the page
    sets labels apart by: labels kept apart by it cannot overlap."""
    image_font = pytest.importorskip("PIL.ImageFont")
    font = image_font.truetype(str(DEJAVU), 11)
    # the longest labels stamp_labels writes: to the second, numbered up to #12
    same_second = [f"2026-12-28T23:59:59.{i:02d}Z" for i in range(12)]
    labels = set(stamp_labels(same_second).values())
    labels |= set(stamp_labels(["2026-12-28T23:59:58Z", "2026-12-28T23:59:59Z"]).values())
    labels |= {"2026-12-28 23:59 UTC", "2026-12-28", "ran 2026-12-28"}
    assert "2026-12-28 23:59:59 UTC #12" in labels
    for label in labels:
        assert font.getlength(label) <= len(label) * LABEL_CHAR_PX, label
