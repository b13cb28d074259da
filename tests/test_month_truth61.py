"""Month to month (stop 61): ``diff``, ``compare`` and ``history`` tell the truth plainly.

- ``diff``'s fixture-tree note says what a change of the stored case documents moves in
  the two run files in hand (reader tests, never counted, in today's; counted in an older
  file's), and ``reader_test_cost_usd`` is a row of its table, shown and never gated;
- ``diff``'s header and rows agree on their counts of cases (``2 of 3 cases``, and the
  header says why a row counts fewer); "too few to call" has one wording;
- history's trend intervals are the run file's: exact (Clopper-Pearson) for a proportion;
- ``compare`` computes each provider's per-case ratios once, for the check of its stored
  numbers and for the ranking alike;
- a recording whose calls carry no capture time is placed by its run's finish, and the
  line that names the recording chosen says so; the "older run" reason names the rule of
  today (the newest recording, by capture time);
- ``diff`` and ``compare`` name where a local endpoint was given (the ini's
  ``ws_endpoints`` entry, not ``--ws-endpoint``);
- ``history``'s ``skipped`` lines and ``diff``'s "no gate suggested" lines are wrapped by
  the one wrapping helper, as the other long lines of their output.
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
from pytest_websearch_bench.metrics import ratios as ratios_module
from pytest_websearch_bench.metrics.stats import clopper_pearson
from pytest_websearch_bench.records import CaseRecord, ReadRecord
from pytest_websearch_bench.report import compare as compare_module
from pytest_websearch_bench.report import ranking as ranking_module
from pytest_websearch_bench.report.compare import compare_runs
from pytest_websearch_bench.report.diff import diff_runs, stored_document_notes
from pytest_websearch_bench.report.history import build_history
from runkit import all_unwrapped, record, run_of, unwrapped, write

OCTOBER, NOVEMBER = "2026-10-20T09:00:00Z", "2026-11-20T09:00:00Z"


# -- 6. history's intervals: exact for a proportion ---------------------------------------------


def test_history_gives_a_proportion_its_exact_interval(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    records = [record(f"c{i}", "p", relevant=2, useful=True, captured=OCTOBER) for i in range(6)]
    write(runs / "oct.json", run_of(records, finished=OCTOBER))
    [entry] = build_history(runs)["providers"]["p"]
    coverage = entry["metrics"]["citation_coverage"]
    # 6 citable claims of 6: the bootstrap said [1.0, 1.0], as if six settled it
    assert coverage["value"] == 1.0
    assert coverage["ci95"] == list(clopper_pearson(6, 6)) == [0.540742, 1.0]
    # a metric that is no proportion keeps the bootstrap over cases
    assert entry["metrics"]["cost_per_case_usd"]["ci95"] == [0.01, 0.01]


# -- 7. compare: the per-case ratios once ------------------------------------------------------


def test_compare_computes_each_providers_ratios_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = [
        *(record(f"c{i}", "p", relevant=2, useful=True, captured=OCTOBER) for i in range(4)),
        *(record(f"c{i}", "q", relevant=1, useful=i < 2, captured=OCTOBER) for i in range(4)),
    ]
    path = write(tmp_path / "run.json", run_of(records, finished=OCTOBER))
    expected = compare_runs([path])["ranking"]
    calls: list[int] = []
    real = ratios_module.case_ratios

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    for module in (compare_module, ranking_module):
        monkeypatch.setattr(module, "case_ratios", counted)
    from pytest_websearch_bench.report import aggregate as aggregate_module

    monkeypatch.setattr(aggregate_module, "case_ratios", counted)
    assert compare_runs([path])["ranking"] == expected
    assert len(calls) == 2  # one per provider: the check and the ranking read the same


# -- 4. a recording with no capture time is placed by its run's finish, and said so -------------


def _month(captured: str | None, manifest: str, finished: str) -> dict[str, Any]:
    records = [record(f"c{i}", "p", relevant=2, useful=True, captured=captured) for i in range(4)]  # type: ignore[arg-type]
    return run_of(records, manifest_sha=manifest * 64, finished=finished)


def test_compare_says_a_recording_without_capture_times_is_placed_by_its_finish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    runs = tmp_path / "runs"
    write(runs / "oct.json", _month(OCTOBER, "o", "2026-10-20T10:00:00Z"))
    write(runs / "nov.json", _month(None, "n", "2026-11-20T10:00:00Z"))
    main(["compare", str(runs)])
    lines = capsys.readouterr().out.splitlines()
    text = unwrapped(lines, "  skipped ")
    assert text.startswith(f"  skipped {runs / 'oct.json'}: an older run of p (newer: ")
    # the rule of today, not "the newest run"
    assert "the run of the newest recording (the one captured last) is shown" in text
    assert "the newest run is shown" not in text
    assert text.endswith(
        f"{runs / 'nov.json'}'s calls carry no capture time, so its recording is placed by "
        "when its run finished (2026-11-20T10:00:00Z)"
    )
    # with capture times on both sides, no such clause
    write(runs / "nov.json", _month(NOVEMBER, "n", "2026-11-20T10:00:00Z"))
    main(["compare", str(runs)])
    text = unwrapped(capsys.readouterr().out.splitlines(), "  skipped ")
    assert "capture time" not in text.replace("(the one captured last)", "")


def test_a_late_run_of_a_recording_without_capture_times_says_which_rule_placed_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    runs = tmp_path / "runs"
    write(runs / "nov.json", _month(NOVEMBER, "n", "2026-11-20T10:00:00Z"))
    # October's tree, replayed late, and its calls carry no capture time: placed by its
    # finish it would be the newest; placed so, it is taken, and the line says why
    write(runs / "late.json", _month(None, "o", "2026-12-01T10:00:00Z"))
    main(["compare", str(runs)])
    text = unwrapped(capsys.readouterr().out.splitlines(), "  skipped ")
    assert text.startswith(f"  skipped {runs / 'nov.json'}: an older run of p")
    assert text.endswith(
        f"{runs / 'late.json'}'s calls carry no capture time, so its recording is placed by "
        "when its run finished (2026-12-01T10:00:00Z)"
    )


def test_history_says_a_run_without_capture_times_is_placed_by_its_finish(
    tmp_path: Path,
) -> None:
    runs = tmp_path / "runs"
    write(runs / "oct.json", _month(OCTOBER, "o", "2026-10-20T10:00:00Z"))
    write(runs / "nov.json", _month(None, "n", "2026-11-20T10:00:00Z"))
    entries = build_history(runs)["providers"]["p"]
    assert entries[1]["no_baseline"] == (
        "no call carries a capture time: no capture window, placed by when its run finished"
    )


# -- 5. wrapped as the other long lines ---------------------------------------------------------


@pytest.mark.parametrize("columns", [60, 100])
def test_history_wraps_its_skipped_lines(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    columns: int,
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    runs = tmp_path / ("a-rather-long-folder-name-of-runs-" * 2) / "runs"
    write(runs / "oct.json", _month(OCTOBER, "o", "2026-10-20T10:00:00Z"))
    (runs / "comparison.json").write_text(
        '{"schema": "pytest-websearch-bench/compare@1"}', encoding="utf-8"
    )
    main(["history", str(runs)])
    lines = capsys.readouterr().out.splitlines()
    (at,) = [n for n, line in enumerate(lines) if line.startswith("skipped ")]
    assert lines[at].startswith(f"skipped {runs / 'comparison.json'}:")  # kept with its path
    assert all(len(line) <= columns for line in lines[at + 1 :])
    assert lines[at + 1].startswith("  ")
    assert unwrapped(lines, "skipped ") == (
        f"skipped {runs / 'comparison.json'}: not a run file (schema "
        "'pytest-websearch-bench/compare@1')"
    )


def test_diff_wraps_its_no_gate_suggested_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    old = [record(f"c{i:02d}", "p", relevant=3, useful=i == 0, latency=100) for i in range(2)]
    new = [record(f"c{i:02d}", "p", relevant=3, latency=300 + i) for i in range(2)]
    write(tmp_path / "old.json", run_of(old, manifest_sha="o" * 64))
    write(tmp_path / "new.json", run_of(new, finished="2026-12-20T13:00:00Z"))
    main(["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json")])
    lines = capsys.readouterr().out.splitlines()
    (at,) = [n for n, line in enumerate(lines) if line.startswith("  no gate suggested ")]
    assert len(lines[at]) <= 80 and lines[at + 1].startswith("    ")
    (why,) = all_unwrapped(lines, "  no gate suggested for ")
    assert why.endswith("would fail runs on noise: more cases in common tell")
    # the suggested gate wraps, its rule to copy whole on its own line under it (stop 66)
    (gate,) = all_unwrapped(lines, "  to fail a run on such a change")
    start = next(n for n, line in enumerate(lines) if line.startswith("  to fail a run on"))
    assert gate.endswith("fails it):") and max(len(line) for line in lines[start:]) <= 80
    assert "      latency.search.mean_ms <= 120" in lines


# -- 3. the local note names where the endpoint was given ---------------------------------------


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


@pytest.mark.enable_socket
def test_diff_and_compare_name_the_ini_entry_of_a_local_endpoint(
    pytester: pytest.Pytester,
    emu: ProviderEmulator,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Two months recorded against the emulator, its address given by ``ws_endpoints`` in
    pytest.ini: the remedy says to leave that entry out, never a ``--ws-endpoint`` the
    user did not type."""
    url = emu.url("tavily")
    project = tavily_endpoint_project(pytester, monkeypatch, url, ["gs-001", "gs-065"])
    shutil.rmtree(project / "cassettes", ignore_errors=True)
    runs = project / "runs"
    runs.mkdir()
    for month in ("1.json", "2.json"):
        result = record_tavily(pytester, "all")
        assert result.ret == 0, result.stdout.str()[-3000:]
        shutil.copy(project / "run.json", runs / month)
        time.sleep(0.05)  # the second recording's captures come after the first's
    given = json.loads((runs / "2.json").read_text())["provenance"]["endpoint_overrides"]
    assert given["tavily"]["source"] == "ws_endpoints"
    where = f"without the ws_endpoints entry tavily={url} in "
    monkeypatch.setenv("COLUMNS", "300")
    capsys.readouterr()
    main(["diff", str(runs / "1.json"), str(runs / "2.json")])
    out = capsys.readouterr().out
    notes = [n for n in all_unwrapped(out.splitlines(), "  note: ") if "local address" in n]
    # both months recorded at the one local address: said once (walkthrough 61 #4)
    assert len(notes) == 1 and where in notes[0], notes
    assert notes[0].startswith("  note: OLD and NEW were recorded at a local address"), notes
    assert "--ws-endpoint" not in " ".join(notes)
    main(["compare", str(runs)])
    out = capsys.readouterr().out
    (warning,) = all_unwrapped(out.splitlines(), "WARNING recorded at a local address")
    assert where in warning and "--ws-endpoint" not in warning
    main(["compare", str(runs), "-o", str(project / "comparison.json")])
    saved = json.loads((project / "comparison.json").read_text())
    assert saved["local_endpoints"]["tavily"]["source"] == "ws_endpoints"


# -- 2. the header and the rows agree; one wording of "too few to call" -------------------------


def test_diff_rows_count_the_cases_of_their_metric_of_the_common_ones(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "400")
    gold = {"c1": ["https://g.test/1"], "c2": ["https://g.test/2"], "c3": []}  # c3: no nDCG
    old = [
        record(c, "p", relevant=2, useful=True, gold=g, found_gold=True, captured=OCTOBER)
        for c, g in gold.items()
    ]
    new = [
        record(c, "p", relevant=0, gold=g, latency=300, captured=NOVEMBER) for c, g in gold.items()
    ]
    write(tmp_path / "old.json", run_of(old, finished=OCTOBER))
    write(tmp_path / "new.json", run_of(new, finished=NOVEMBER))
    main(["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json")])
    lines = capsys.readouterr().out.splitlines()
    head = unwrapped(lines, "ws-bench diff: ")
    assert head.startswith(
        "ws-bench diff: p on 3 common case(s); a row counts the cases where its metric is "
        "defined (ndcg@5 on 2, ndcg@10 on 2, hit@10 on 2, mrr@10 on 2): a case where it is "
        "not (no gold URL, or every grade 0, for nDCG"
    )
    ndcg, _ = [line for line in lines if line.startswith("  ndcg@10 ")]  # overall, category
    assert ndcg.endswith("too few to call (2 of 3 cases: exact p >= 0.5)")
    useful, _ = [line for line in lines if line.startswith("  useful_answer_rate ")]
    assert useful.endswith("too few to call (3 cases: exact p >= 0.25)")  # on all 3: no "of"
    text = "\n".join(lines)
    assert "too few to call (3 cases in common, fewer than 10): metric changes are shown" in text
    assert "no regression called: too few to call (3 cases in common, fewer than 10)" in text
    # one wording: the phrase, then its count in parentheses
    assert text.count("too few to call") == text.count("too few to call (") > 0
    for older in ("cases: too few to call", "in common: too few to call", "too few cases to call"):
        assert older not in text
    # on as many cases as in common, the header says nothing more
    write(
        tmp_path / "all.json",
        run_of([record(c, "p", relevant=1, captured=NOVEMBER) for c in gold], finished=NOVEMBER),
    )
    write(
        tmp_path / "all-old.json",
        run_of([record(c, "p", relevant=2, captured=OCTOBER) for c in gold], finished=OCTOBER),
    )
    main(["diff", str(tmp_path / "all-old.json"), str(tmp_path / "all.json")])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "ws-bench diff: p on 3 common case(s)"


# -- 1. the fixture-tree note, true of the two run files; reader_test_cost_usd shown ------------

STORED = "https://stored.test/"


def _stored(case_id: str, when: str, *, docs: int, counted: bool) -> CaseRecord:
    """A case that reads ``docs`` stored case documents its search did not return, and
    whose only claim cites the first: a reader test (today's records), or a useful answer
    counted from a stored document alone (``counted``: an older version's records)."""
    case = record(case_id, "p", relevant=2, captured=when)
    case.reads = [
        ReadRecord(
            url=f"{STORED}{case_id}/{n}",
            via="stored",
            sha256=f"{n}" * 64,
            fixture_class=2,
            cost_usd=0.002,
            cost_source="pricing:p",
            reader_test=not counted,
        )
        for n in range(docs)
    ]
    claim: dict[str, Any] = {
        "id": f"{case_id}-1",
        "claim_type": "c",
        "value": "v",
        "text": "t",
        "citable": True,
        "observations": [{"url": f"{STORED}{case_id}/0", "artifact_sha256": "0" * 64}],
    }
    if not counted:
        claim["reader_test"] = True
    case.claims = [claim]
    case.outcome = "answered" if counted else "honest_no_data"
    return case


def _older(path: Path) -> Path:
    """``path``'s run file as a version before reader tests wrote it: no
    ``reader_test_cost_usd``, no reader-test counts."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tool_version"] = "0.0.59"
    for block in data["providers"].values():
        block["aggregate"].pop("reader_test_cost_usd", None)
        block["aggregate"].get("n_by_metric", {}).pop("reader_test_cost_usd", None)
        for category in block["by_category"].values():
            category.pop("reader_test_cost_usd", None)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_note_of_two_runs_that_mark_reader_tests_says_they_move_no_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "400")
    old = [_stored(f"c{i}", OCTOBER, docs=1, counted=False) for i in range(3)]
    new = [_stored(f"c{i}", NOVEMBER, docs=2, counted=False) for i in range(3)]
    write(tmp_path / "old.json", run_of(old, finished=OCTOBER))
    write(tmp_path / "new.json", run_of(new, finished=NOVEMBER))
    diff = diff_runs(tmp_path / "old.json", tmp_path / "new.json")
    (note,) = [n for n in diff["notes"] if n.startswith("the fixture tree changed")]
    assert note.startswith("the fixture tree changed: NEW reads 3 stored case document(s) OLD")
    assert note.endswith(
        "every provider reads them whatever its search returned, and in both runs one its "
        "search did not return is a reader test, never counted: useful answers, citation "
        "coverage, $/case and $/useful do not move with them (only with a page the search "
        "returned, which is the provider's), reader_test_cost_usd does (reader tests: OLD 3, "
        "NEW 3)"
    )
    assert "move with them, not with the provider" not in " ".join(diff["notes"])
    shown = diff["shown"]["reader_test_cost_usd"]
    assert shown["old"] == pytest.approx(0.006) and shown["new"] == pytest.approx(0.012)
    assert shown["status"] == "shown" and shown["difference"] == pytest.approx(0.006)
    assert "reader_test_cost_usd" not in {r["metric"] for r in diff["too_few_worse"]}
    main(["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json")])
    (row,) = [
        line
        for line in capsys.readouterr().out.splitlines()
        if line.startswith("  reader_test_cost_usd* ")  # lower is better (ux67c)
    ]
    assert "$0.00600 -> $0.01200" in row and "+0.00600" in row
    assert row.endswith("thr —     shown, not gated (not the provider's work)")


def test_the_note_of_an_older_file_against_todays_says_the_rule_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "400")
    old = [_stored(f"c{i}", OCTOBER, docs=1, counted=True) for i in range(3)]
    new = [_stored(f"c{i}", NOVEMBER, docs=2, counted=False) for i in range(3)]
    _older(write(tmp_path / "old.json", run_of(old, finished=OCTOBER)))
    write(tmp_path / "new.json", run_of(new, finished=NOVEMBER))
    diff = diff_runs(tmp_path / "old.json", tmp_path / "new.json")
    (tree,) = [n for n in diff["notes"] if n.startswith("the fixture tree changed")]
    assert tree.endswith(
        "; OLD was written before reader tests were marked and counts the useful answers they "
        "alone gave (3), NEW never does (its reader tests: 3): useful answers and $/useful "
        "move with them in OLD only"
    )
    (rule,) = [n for n in diff["notes"] if n.startswith("OLD was written before reader tests")]
    assert rule == (
        "OLD was written before reader tests were marked: its useful answers count 3 answered "
        "from stored case documents alone, which NEW counts as reader tests, never useful: "
        "useful_answer_rate and cost_per_useful_answer_usd move by that change of rule, not "
        "by the provider"
    )
    shown = diff["shown"]["reader_test_cost_usd"]
    assert shown["old"] is None and shown["difference"] is None
    assert shown["why"] == "OLD: not recorded by pytest-websearch-bench 0.0.59 (an older run file)"
    main(["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json")])
    (row,) = [
        line
        for line in capsys.readouterr().out.splitlines()
        if line.startswith("  reader_test_cost_usd* ")  # lower is better (ux67c)
    ]
    assert "— -> $0.01200" in row
    assert row.endswith(
        "shown, not gated (not the provider's work): OLD: not recorded by "
        "pytest-websearch-bench 0.0.59 (an older run file)"
    )


def test_the_note_of_two_older_files_keeps_the_rule_they_counted_by() -> None:
    old = [_stored("c1", OCTOBER, docs=1, counted=True)]
    new = [_stored("c1", NOVEMBER, docs=2, counted=True)]
    (note,) = stored_document_notes(old, new, ["c1"], (False, False))
    assert note.endswith(
        "every provider reads them whatever its search returned, so useful answers and cost "
        "per useful answer move with them, not with the provider: both run files were "
        "written before reader tests were marked and count such answers (useful answers from "
        "stored documents only: OLD 1, NEW 1)"
    )
    # no change of the tree, a change of rule: said all the same
    new = [_stored("c1", NOVEMBER, docs=1, counted=False)]
    (note,) = stored_document_notes(old, new, ["c1"], (False, True))
    assert note.startswith("OLD was written before reader tests were marked: its useful")
    assert stored_document_notes(new, new, ["c1"], (True, True)) == []
