"""What a recording stopped by an outage and a diff of several providers say in their
footnotes: counts that agree with each other and with the run file, a change for the
worse under its provider, with a gate that is right for every provider it applies to."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.recording.outage import OutageGate
from pytest_websearch_bench.recording.pacing import RecordingStopped
from pytest_websearch_bench.recording.progress import summary_lines
from runkit import read, record, run_of, unwrapped, write

# -- 1. the outage summary ------------------------------------------------------------------------


def test_a_provider_down_counts_as_many_pauses_as_trials_and_the_calls_it_did_not_send() -> None:
    now = [0.0]

    def wait(seconds: float) -> bool:
        now[0] += seconds
        return False

    g = OutageGate("tavily", cooldown_s=3.0, clock=lambda: now[0])
    for _ in range(5):
        g.failed("HTTP 503")
    for _ in range(3):
        trial = g.before_call(wait)
        assert trial
        g.failed("HTTP 503", trial)
    assert g.down is not None and "the last 3 of them trial call(s)" in g.down
    # the opening that takes the provider as down is no pause: no trial follows it
    assert (g.opened, g.trials, g.skipped) == (3, 3, 0)
    for _ in range(2):
        with pytest.raises(RecordingStopped):
            g.before_call(wait)
    with pytest.raises(RecordingStopped):
        g.skip()
    assert g.skipped == 3


def test_the_summary_of_a_provider_taken_as_down_says_its_calls_were_skipped() -> None:
    plan = {"providers": {"tavily": {"cases": [f"c{i}" for i in range(8)]}}}
    counts = {"calls": 8, "outage_pauses": 3, "outage_trials": 3, "outage_skipped": 2}
    statuses = [{"worker": "main", "providers": {"tavily": counts}}]
    down = (
        "tavily looks down: 8 consecutive upstream failures (last: HTTP 503) and 3 trial "
        "call(s) 3 s apart failed"
    )
    lines = summary_lines(plan, statuses, 0.0, 12.0, {"tavily": down})
    assert not any("none of this run's calls was skipped" in line for line in lines)
    assert lines[1] == (
        "  tavily: paused 3 time(s) after consecutive upstream failures, a trial call after "
        "each; its last trials failed, so tavily was taken as down: 2 call(s) of the cases "
        "under way were not sent (the run file's recording.providers.tavily.skipped_calls) "
        "and no further case was begun"
    )
    assert lines[2].startswith(f"  tavily: 8 case(s) left for the next run ({down})")


def test_an_outage_waited_out_still_says_no_call_was_skipped() -> None:
    plan = {"providers": {"tavily": {"cases": ["a", "b"]}}}
    counts = {"recorded": 2, "outage_pauses": 1, "outage_trials": 1, "outage_skipped": 0}
    lines = summary_lines(plan, [{"providers": {"tavily": counts}}], 0.0, 1.0, {})
    assert lines[1:] == [
        "  tavily: paused 1 time(s) after consecutive upstream failures (the calls waited "
        "ws_outage_cooldown, then were sent: none of this run's calls was skipped)"
    ]


# -- 2. a diff footnote under its provider --------------------------------------------------------


def _month(path: Path, when: str, latencies: dict[str, float]) -> Path:
    records = [
        record(f"c{i}", name, relevant=3, useful=True, latency=ms, captured=when)
        for name, ms in latencies.items()
        for i in range(3)
    ]
    return write(path, run_of(records, finished=when))


def _footnote(out: str, provider: str) -> list[str]:
    """The footnote lines of ``provider``'s section (the footer wrapped at the terminal's
    width, four spaces deeper as a heading; the gate it suggests two: each with its
    continuation lines joined)."""
    section = out.split(f"ws-bench diff: {provider} on ")[1].split("ws-bench diff: ")[0]
    lines = section.splitlines()
    found = []
    for at, line in enumerate(lines):
        heading = "change(s) for the worse" in line
        if heading or line.startswith("  to fail a run"):
            more = "    "  # (the heading's next lines, and the gate's: each four deep)
            tail = []
            for after in lines[at + 1 :]:
                if not after.startswith(more) or after.startswith(more + " "):
                    break
                tail.append(after.strip())
            found.append(" ".join([line, *tail]))
    return found


def test_a_diff_footnote_names_its_provider_and_scopes_a_gate_another_one_breaks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = _month(tmp_path / "2026-11.json", "2026-11-20T09:00:00Z", {"exa": 1500, "tavily": 856})
    new = _month(tmp_path / "2026-12.json", "2026-12-20T09:00:00Z", {"exa": 1500, "tavily": 1400})
    assert main(["diff", str(old), str(new)]) == 0
    out = capsys.readouterr().out
    assert _footnote(out, "exa") == []
    head, gate = _footnote(out, "tavily")
    assert head.startswith("2 change(s) for the worse of tavily, too few to call")
    assert "overall:latency.search.mean_ms" in head
    # exa's OLD 1500 ms would fail tavily's bound: the gate is scoped to tavily's runs
    assert gate == (
        "  to fail a run of tavily on such a change, a gate of your own (README: User gates) "
        "in its own runs (tavily's OLD 856 ms plus the diff's threshold 20%; NEW's 1400 ms fails "
        "it; a gate applies to every provider of a run, and exa's OLD 1500 ms would fail it; "
        "-o ws_gates replaces the ini's gates for that run), e.g.:"
    )
    # the command to copy on its own line under it, whole (stop 66)
    lines = out.splitlines()
    command = '      pytest --ws-provider=tavily -o ws_gates="latency.search.mean_ms <= 1027"'
    assert lines[lines.index(command) - 1].endswith("e.g.:")


def test_a_bound_every_provider_passes_is_suggested_for_the_whole_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = _month(tmp_path / "2026-11.json", "2026-11-20T09:00:00Z", {"exa": 500, "tavily": 856})
    new = _month(tmp_path / "2026-12.json", "2026-12-20T09:00:00Z", {"exa": 500, "tavily": 1400})
    assert main(["diff", str(old), str(new)]) == 0
    out = capsys.readouterr().out
    (_, gate) = _footnote(out, "tavily")
    assert gate.startswith("  to fail a run on such a change, a gate of your own (README: User")
    assert "add this line to ws_gates in your ini" in gate
    assert gate.endswith("; exa's OLD 500 ms passes it too):")
    lines = out.splitlines()
    assert lines[lines.index("      latency.search.mean_ms <= 1027") - 1].endswith("too):")


# -- 4. compare never suggests diffing two replays of one recording -------------------------------


def _replay(path: Path, finished: str, providers: tuple[str, ...]) -> Path:
    """A replay of one recording (the same capture times and fixture manifest)."""
    records = [record(f"c{i:02d}", name, relevant=2, useful=True) for name in providers
               for i in range(12)]  # fmt: skip
    return write(path, run_of(records, finished=finished))


def test_compare_of_two_replays_of_one_recording_names_no_diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    older = _replay(runs / "a.json", "2026-11-20T13:00:00Z", ("exa", "tavily"))
    _replay(runs / "b.json", "2026-11-21T13:00:00Z", ("exa", "tavily"))
    main(["compare", str(runs), "-o", str(tmp_path / "cmp.json")])
    out = capsys.readouterr().out
    assert main(["history", str(runs)]) == 0
    said = " ".join(capsys.readouterr().out.split())  # (wrapped at the terminal's width)
    assert "one point for 2 runs of the same recording" in said
    assert "ws-bench diff" not in out
    for name in ("exa", "tavily"):
        assert unwrapped(out.splitlines(), f"{name}: {older}") == (
            f"{name}: {older} replays the recording the run compared ({runs / 'b.json'}) "
            "replays (same fixture manifest, and the same capture times on the cases they "
            "share: one point in `ws-bench history`): no month to diff; a new recording makes "
            "one (docs/keeping-watch.md)"
        )
    months = read(tmp_path / "cmp.json")["months"]
    assert months == {"providers": [], "command": None,
                      "replays": {"exa": [str(older)], "tavily": [str(older)]}}  # fmt: skip


def test_compare_diffs_the_newest_run_of_another_recording_not_a_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    october = [record(f"c{i:02d}", "tavily", relevant=2, useful=True,
                      captured="2026-10-20T12:00:00Z") for i in range(12)]  # fmt: skip
    month = write(runs / "2026-10.json", run_of(october, finished="2026-10-20T13:00:00Z"))
    _replay(runs / "a.json", "2026-11-20T13:00:00Z", ("tavily",))
    newest = _replay(runs / "b.json", "2026-11-21T13:00:00Z", ("tavily",))
    main(["compare", str(runs)])
    out = capsys.readouterr().out
    said = " ".join(out.split())  # the one-provider line is wrapped
    assert f"`ws-bench diff {month} {newest}` compares it with its previous run" in said
