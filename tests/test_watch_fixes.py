"""The keep-watching commands (``diff``, ``history``, ``compare``, ``report``) on the run
files a folder really holds: sessions that ran no case, one case in common, failed
cases, two runs of one day."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.history import build_history
from runkit import all_unwrapped, record, run_of, write

DAY = "2026-12-02T09:00:00Z"


def _run(provider: str, *, cases: int = 12, when: str = DAY, **kwargs: object) -> dict:
    records = [
        record(f"c{i:02d}", provider, relevant=4, useful=True, captured=when, **kwargs)  # type: ignore[arg-type]
        for i in range(cases)
    ]
    return run_of(records, finished=when)


def _nothing(provider: str, *, golden_sha: str | None) -> dict:
    """What a session that ran no case writes (``--ws-golden nowhere``, a golden file
    whose typo broke collection): the provider's block with no case record."""
    return run_of(
        [],
        golden_sha=golden_sha,  # type: ignore[arg-type]
        finished="2026-12-03T10:00:00Z",  # the newest file of the folder
        selection={"providers": [provider], "cases": [], "selected": 0, "not_selected": 0},
    )


@pytest.fixture
def runs(tmp_path: Path) -> Path:
    folder = tmp_path / "runs"
    write(folder / "p.json", _run("p"))
    write(folder / "q.json", _run("q"))
    write(folder / "z-nowhere.json", _nothing("p", golden_sha=None))
    write(folder / "z-typo.json", _nothing("p", golden_sha="g" * 64))
    return folder


def test_a_folder_leaves_out_runs_that_ran_no_case(
    runs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["compare", str(runs)]) == 3  # read; nobody ranked (no fixture class)
    out = " ".join(capsys.readouterr().out.split())  # skipped lines are wrapped
    assert re.search(r"skipped \S+z-nowhere\.json: ran no case \(0 case x provider", out)
    assert re.search(r"skipped \S+z-typo\.json: ran no case", out)
    assert re.search(r"unranked: p: ", out) and re.search(r"unranked: q: ", out)
    assert main(["report", str(runs), "-o", str(tmp_path / "x.html")]) == 0
    out = " ".join(capsys.readouterr().out.split())  # wrapped as compare's (stop 65)
    assert "z-nowhere.json: ran no case" in out
    history = build_history(runs)
    assert [e["path"] for e in history["providers"]["p"]] == [str(runs / "p.json")]
    assert {Path(s["path"]).name for s in history["skipped"]} == {"z-nowhere.json", "z-typo.json"}
    assert main(["history", str(runs), "--allow-incomplete"]) == 0  # never usable
    # (a skipped line is wrapped at the terminal's width, its path kept with ``skipped``)
    assert "z-typo.json: ran no case" in " ".join(capsys.readouterr().out.split())


def test_a_named_file_that_ran_no_case_is_refused_by_name(
    runs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = str(runs / "z-nowhere.json")
    for argv in (
        ["compare", empty, str(runs / "q.json")],
        ["report", empty, "-o", str(tmp_path / "x.html")],
        ["diff", str(runs / "p.json"), empty],
    ):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "z-nowhere.json ran no case" in err and "remedy:" in err and "Traceback" not in err
    only = tmp_path / "only"
    write(only / "a.json", _nothing("p", golden_sha=None))
    for command in ("compare", "history"):
        assert main([command, str(only)]) == 2
        assert f"no usable run file in {only}" in capsys.readouterr().err


def test_one_case_in_common_is_shown_never_called(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = write(tmp_path / "old.json", _run("p", cases=1, latency=623.0))
    new = write(tmp_path / "new.json", _run("p", cases=1, latency=861.0))
    diff = diff_runs(old, new)
    latency = diff["overall"]["metrics"]["latency.search.mean_ms"]
    assert latency["difference"] == pytest.approx(238.0)
    assert latency["status"] == "too_few" and not diff["regressed"]
    assert diff["overall"]["few_cases"] and diff["overall"]["cases"] == 1
    assert all(
        m["status"] not in ("regressed", "improved")
        for block in diff["categories"].values()
        for m in block["metrics"].values()
    )
    assert main(["diff", str(old), str(new), "--fail-on-regression"]) == 0
    out = capsys.readouterr().out
    assert "overall (1 case(s), few cases;" in out
    assert "too few to call (1 case in common, fewer than 10)" in out
    # (a row too wide for the terminal: its verdict on its next lines, stop 65)
    assert re.search(r"latency\.search\.mean_ms.*623 ms -> 861 ms\s.*too few to call", out, re.S)
    assert "REGRESSED" not in out


def test_the_fail_on_regression_line_is_rounded_like_the_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = write(tmp_path / "old.json", _run("p", cases=12, latency=100.0))
    new = write(tmp_path / "new.json", _run("p", cases=12, latency=100.0, cost=0.0123456))
    assert main(["diff", str(old), str(new), "--fail-on-regression"]) == 1
    err = capsys.readouterr().err
    (line,) = all_unwrapped(err.splitlines(), "REGRESSED p overall cost_per_case_usd")
    assert "$0.01000 -> $0.01235 +0.00235 [+0.00235, +0.00235]" in line
    assert "0.0123456" not in err


def test_failed_cases_are_named_in_the_header_and_listed_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = write(tmp_path / "a" / "old.json", _run("p", when="2026-11-20T09:00:00Z"))
    failed = [record("c00", "p", captured=DAY, error="cassette_mismatch")]
    failed += [
        record(f"c{i:02d}", "p", relevant=4, useful=True, captured=DAY) for i in range(1, 12)
    ]
    new = write(tmp_path / "a" / "new.json", run_of(failed, finished=DAY))
    diff = diff_runs(old, new)
    assert diff["new"]["errored_cases"] == ["c00"] and diff["old"]["errored_cases"] == []
    assert [c["case_id"] for c in diff["error_cases"]] == ["c00"]
    assert main(["diff", str(old), str(new)]) == 0
    out = capsys.readouterr().out
    assert "NEW failed: 1 case(s) with an error outcome (c00)" in out
    assert "OLD failed" not in out
    assert "cases with an error outcome on either side (a provider's failure is kept" in out
    assert "c00 [a] answered -> error: failed: cassette_mismatch" in out
    assert main(["history", str(tmp_path / "a")]) == 0
    assert "new.json: failed: 1 case(s) with an error outcome (c00) (this row counts them)" in (
        " ".join(capsys.readouterr().out.split())  # a note under the table: wrapped
    )


def test_two_runs_of_one_day_are_told_apart_by_time(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "runs"
    write(folder / "a.json", _run("p", when="2026-11-20T09:00:00Z"))
    write(folder / "b.json", _run("p", when="2026-12-02T09:05:00Z"))
    write(folder / "c.json", _run("p", when="2026-12-02T17:30:00Z"))
    out = tmp_path / "trend.html"
    assert main(["history", str(folder), "-o", str(out)]) == 0
    text = capsys.readouterr().out
    assert "  2026-12-02 09:05 UTC" in text and "  2026-12-02 17:30 UTC" in text
    # alone on its day, in the column's one format all the same (stop 66)
    assert re.search(r"^  2026-11-20 09:00 UTC ", text, re.M)
    page = out.read_text(encoding="utf-8")
    ticks = re.findall(r'text-anchor="middle">(2026-[^<]*)</text>', page)
    assert ticks[:3] == ["2026-11-20 09:00 UTC", "2026-12-02 09:05 UTC", "2026-12-02 17:30 UTC"]
    assert "<td>2026-12-02 17:30 UTC</td>" in page


def test_history_names_a_damaged_run_file_as_damaged(tmp_path: Path) -> None:
    folder = tmp_path / "runs"
    write(folder / "p.json", _run("p"))
    (folder / "truncated.json").write_text(
        '{"schema": "pytest-websearch-bench/run@1", "pro', encoding="utf-8"
    )
    history = build_history(folder)
    (skipped,) = history["skipped"]
    assert skipped["path"].endswith("truncated.json")
    assert skipped["reason"].startswith("not a run file: cannot be read (")


def test_items_a_collection_error_left_unrun_are_blamed_on_it() -> None:
    """pytest stops at a golden file it cannot collect: the INCOMPLETE line said '-x,
    --maxfail or an interrupt' (found by a newcomer review)."""
    from pytest_websearch_bench.report.terminal import _selection_lines

    run = _run("p", cases=2)
    run["selection"] = {"selected": 46, "not_selected": 0}
    run["not_run"] = {"p": [f"gs-{i:03d}" for i in range(44)]}
    run["failures"] = [{"provider": "p", "kind": "collection", "what": "x.yaml", "why": "typo"}]
    line = "\n".join(_selection_lines(run))
    assert "INCOMPLETE: 44 of 46 selected items not run (pytest stopped at a golden file" in line
    assert "-x, --maxfail" not in line
    del run["failures"]
    line = "\n".join(_selection_lines(run))
    assert "(the session stopped early: -x, --maxfail or an interrupt)" in line
