"""Keeping watch, a new user's walkthrough (stop 65):

1. ``diff --fail-on-regression`` exits 1 when NEW fails a gate OLD did not have (a gate
   added, or changed since OLD: a threshold tightened), and says the gate changed;
2. ``history`` orders two runs of one capture time by when each was made, then by name,
   and calls a case the earlier recording did not have a new case, not "captured again";
3. ``compare`` of one provider never says a run "is ranked" beside "nothing to rank";
4. ``diff``, ``compare``, ``history`` and ``report`` fit the terminal's width: no line
   wider where it can be cut, no trailing space, the reason no gate is suggested said once.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.user_gates import parse_rule
from runkit import all_unwrapped, record, run_of, write

OCT, NOV, DEC = "2026-10-20T09:00:00Z", "2026-11-20T09:00:00Z", "2026-12-01T08:00:00Z"
WIDTH = 80


def _run(
    when: str,
    rules: list[str] = (),  # type: ignore[assignment]
    *,
    manifest: str = "m",
    finished: str | None = None,
    stamps: dict[int, str] | None = None,
    cases: int = 12,
) -> dict[str, Any]:
    """``cases`` cases of provider p captured at ``when`` (``stamps``: some at another
    time), its precision@10 0.350, with the user gates ``rules``."""
    records = [
        record(
            f"c{i:02d}",
            "p",
            relevant=4 if i % 2 else 3,
            useful=i % 3 != 0,
            captured=(stamps or {}).get(i, when),
        )
        for i in range(cases)
    ]
    parsed = [parse_rule(r, "golden/gates.yaml", "golden/gates.yaml") for r in rules]
    return run_of(records, finished=finished or when, manifest_sha=manifest * 64, user_gates=parsed)


# -- 1. a gate NEW breaches counts, whether or not OLD had it ------------------------------------


def _diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], old: list[str], new: list[str]
) -> tuple[int, str, str, dict[str, Any]]:
    a = write(tmp_path / "oct.json", _run(OCT, old, manifest="a"))
    b = write(tmp_path / "nov.json", _run(NOV, new, manifest="b"))
    out = tmp_path / "diff.json"
    code = main(["diff", str(a), str(b), "--fail-on-regression", "--json", str(out)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err, json.loads(out.read_text("utf-8"))


def test_a_gate_tightened_since_old_that_new_fails_is_a_regression(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "300")
    code, out, err, diff = _diff(tmp_path, capsys, ["precision@10 >= 0.3"], ["precision@10 >= 0.4"])
    assert code == 1
    changed = (
        "the gate changed since OLD (OLD: precision@10 >= 0.3, passed at 0.350; NEW: "
        "precision@10 >= 0.4, failed at 0.350); OLD's value fails NEW's gate too: the gate "
        "moved, not the provider"
    )
    assert (
        "REGRESSED p gate precision@10 (precision@10 >= 0.4): NEW fails it (0.350 vs >= 0.4); "
        + changed
    ) in err.splitlines()
    assert (
        "  NEW fails precision@10 (precision@10 >= 0.4) (0.350 vs >= 0.4), a regression "
        "(--fail-on-regression): " + changed
    ) in out.splitlines()
    assert "1 regression(s): gate precision@10 (changed since OLD)" in out.splitlines()
    [gate] = diff["gate_regressions"]
    assert gate["since_old"] == "changed" and gate["paired_by"] is None
    assert (gate["old"]["rule"], gate["new"]["rule"]) == (
        "precision@10 >= 0.3",
        "precision@10 >= 0.4",
    )
    assert diff["regressed"] is True


def test_a_gate_added_since_old_that_new_fails_is_a_regression_a_standing_failure_is_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "300")
    code, _, err, diff = _diff(tmp_path, capsys, [], ["precision@10 >= 0.4"])
    assert code == 1
    assert "the gate is new since OLD (OLD had no gate on precision@10)" in err
    assert [g["since_old"] for g in diff["gate_regressions"]] == ["added"]
    # a gate NEW passes, or one failing in both runs (a standing failure), is no regression
    for old, new in (
        (["precision@10 >= 0.5"], ["precision@10 >= 0.5"]),
        ([], ["precision@10 >= 0.3"]),
    ):
        code, _, _, diff = _diff(tmp_path, capsys, old, new)
        assert code == 0 and diff["gate_regressions"] == []


# -- 2. history: capture time, then when the run was made, then name; a new case is new --------


def test_history_orders_one_capture_time_by_when_the_run_was_made(tmp_path: Path) -> None:
    # two points of one capture time (another manifest each): the replay made later is
    # named first alphabetically, and was listed first, its gate change read backwards
    write(
        tmp_path / "a-late.json",
        _run(NOV, ["precision@10 >= 0.4"], manifest="b", finished="2026-12-01T09:00:00Z"),
    )
    write(
        tmp_path / "b-early.json",
        _run(NOV, ["precision@10 >= 0.3"], manifest="a", finished="2026-11-20T10:00:00Z"),
    )
    history = build_history(tmp_path)
    assert [r["run"] for r in history["providers"]["p"]] == ["b-early.json", "a-late.json"]
    text = " ".join(render_history(history))
    assert (
        "a-late.json: gates vs b-early.json: only in OLD: precision@10 (precision@10 >= 0.3)"
        in text
    )


def test_history_calls_a_case_absent_before_a_new_case(tmp_path: Path) -> None:
    write(tmp_path / "nov.json", _run(NOV))
    # the tree re-recorded in part: c04 captured again, c12 new to it, the rest kept
    mixed = _run(NOV, manifest="x", stamps={4: DEC, 12: DEC}, cases=13, finished=DEC)
    write(tmp_path / "dec.json", mixed)
    history = build_history(tmp_path)
    part = history["providers"]["p"][1]["recorded_in_part"]
    assert (part["captured_again"], part["added"]) == (["c04"], ["c12"])
    [note] = [
        line for line in render_history(history) if line.startswith("    dec.json: a recording")
    ]
    assert (
        "1 of 12 case(s) captured again (c04) and 1 new case(s) (c12: not in the earlier " in note
    )
    assert "c12" not in note.split("captured again")[1].split(" and ")[0]


# -- 3. compare of one provider: one statement ---------------------------------------------------


def test_compare_of_one_provider_never_says_a_run_is_ranked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "300")
    write(tmp_path / "runs" / "oct.json", _run(OCT, manifest="a"))
    write(tmp_path / "runs" / "nov.json", _run(NOV, manifest="b"))
    main(["compare", str(tmp_path / "runs")])
    out = capsys.readouterr().out
    assert "nothing to rank with one provider" in out
    assert "is ranked" not in out
    assert "the run of the newest recording (the one captured last) is shown;" in out


# -- 4. widths -----------------------------------------------------------------------------------


def _few_cases(tmp_path: Path) -> tuple[Path, Path]:
    """Two cases: the latency up (too few to call: a gate suggested), precision and the
    useful answers down on one case (not significant: no gate suggested, three times)."""
    old = [record(f"c{i:02d}", "p", relevant=3, useful=i == 0, latency=100) for i in range(2)]
    new = [record(f"c{i:02d}", "p", relevant=1 if i == 0 else 3, latency=300 + i) for i in range(2)]
    a = write(tmp_path / "old.json", run_of(old, manifest_sha="o" * 64))
    b = write(tmp_path / "new.json", run_of(new, finished="2026-12-20T13:00:00Z"))
    return a, b


def test_diff_fits_the_width_with_no_trailing_space(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # paths short enough to be cut between words
    a, b = _few_cases(Path("."))
    for columns in (WIDTH, 120, 200):
        monkeypatch.setenv("COLUMNS", str(columns))
        main(["diff", str(a), str(b)])
        out = capsys.readouterr().out.splitlines()
        assert [line for line in out if line != line.rstrip()] == []
        # every line fits, the suggested gate's too: its rule alone on a line (stop 66)
        wide = [line for line in out if len(line) > columns]
        assert wide == []
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    main(["diff", str(a), str(b)])
    out = capsys.readouterr().out.splitlines()
    # a row too wide for 80 columns: the metric and its values, then the difference and
    # the threshold six deep, its verdict under them eight deep
    at = next(n for n, line in enumerate(out) if line.startswith("  precision@5 "))
    assert out[at].split() == ["precision@5", "0.600", "->", "0.400"]
    assert out[at + 1].startswith("      -0.200 [") and out[at + 1].endswith("thr 0.05")
    assert out[at + 2] == "        not significant, too few to call (2 cases)"


def test_the_reason_no_gate_is_suggested_is_said_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    a, b = _few_cases(tmp_path)
    main(["diff", str(a), str(b)])
    out = capsys.readouterr().out.splitlines()
    assert " ".join(out).count("would fail runs on noise") == 1
    (head,) = all_unwrapped(out, "  no gate suggested for ", more=4)
    assert head == (
        "  no gate suggested for these 3 (a gate set from a change the diff cannot tell from "
        "noise would fail runs on noise: more cases in common tell):"
    )
    items = [line for line in out if line.startswith("    ") and not line.startswith("     ")]
    assert [line.split()[0] for line in items if "not significant" in line] == [
        "precision@5",
        "precision@10",
        "useful_answer_rate",
    ]


def _providers(folder: Path, when: str = NOV, manifest: str = "m", suffix: str = "") -> Path:
    for name in ("brave", "exa"):
        records = [
            record(f"c{i:02d}", name, relevant=i % 3, useful=i % 2 == 0, captured=when)
            for i in range(12)
        ]
        for index, case in enumerate(records):
            case.fixture_classes = [1 + index % 9]
        run = run_of(records, finished=when, manifest_sha=manifest * 64)
        write(folder / f"{name}{suffix}.json", run)
    return folder


def test_compare_rows_fit_80_columns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    monkeypatch.chdir(tmp_path)  # paths short enough to be cut between words
    folder = _providers(Path("runs"))
    main(["compare", str(folder)])
    out = capsys.readouterr().out.splitlines()
    assert [line for line in out if len(line) > WIDTH] == []
    at = next(n for n, line in enumerate(out) if line.startswith("   1. "))
    assert "$" in out[at] and "P@10" not in out[at]
    assert out[at + 1].lstrip().startswith("P@10 ") and "fresh.acc" in out[at + 1]


def test_report_wraps_its_skipped_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    monkeypatch.chdir(tmp_path)  # paths short enough to be cut between words
    folder = _providers(Path("runs"))
    _providers(folder, OCT, "z", "-old")
    main(["report", str(folder), "-o", "r.html"])
    out = capsys.readouterr().out.splitlines()
    assert [line for line in out if len(line) > WIDTH] == []
    skipped = all_unwrapped(out, "skipped ")
    assert len(skipped) == 2 and all("is shown" in line for line in skipped)
    assert out[-1] == "report: r.html"


def test_history_notes_are_not_at_the_numbers_depth(tmp_path: Path) -> None:
    write(tmp_path / "oct.json", _run(OCT, ["precision@10 >= 0.3"], manifest="a"))
    write(tmp_path / "nov.json", _run(NOV, ["precision@10 >= 0.4"], manifest="b"))
    lines = render_history(build_history(tmp_path), WIDTH)
    numbers = [n for n, line in enumerate(lines) if line.startswith("    0.350")]
    assert numbers  # two lines a run at 80 columns
    legend = next(n for n, line in enumerate(lines) if line.startswith("legend: "))
    after = lines[numbers[-1] + 1 : legend]  # the notes: the columns' legend follows them
    assert after[0] == ""
    notes = [line for line in after[1:] if line and not line.startswith("    ")]
    assert notes and all(line.startswith("  ") and line[2] != " " for line in notes)
    assert any(line.startswith("  nov.json: gates vs oct.json") for line in notes)
    assert all(len(line) <= WIDTH for line in lines)
