"""The ranking compares providers on the same cases (review of 2026-12-06, finding 1).

Before: a provider whose costly, fruitless cases failed to replay (a missing recording: a
hard fault, left out of its numbers, never a 0) was ranked on the rest and looked cheaper
(tavily $0.0266 -> $0.0251 a useful answer with two cassettes gone), with no warning; its
cost also kept the failed cases at $0 while the others paid for theirs."""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

import pytest

from conftest import drop_fixture
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.metrics.casewise import unique_by_case
from pytest_websearch_bench.metrics.ratios import case_ratios
from pytest_websearch_bench.records import CaseRecord, HardFault, measured
from pytest_websearch_bench.report.ranking import common_cases, compared_on_text
from pytest_websearch_bench.report.run_file import records_of
from runkit import unwrapped


def _record(case: str, provider: str, fault: str | None = None) -> CaseRecord:
    record = CaseRecord(case, provider, "c", "allowed", "status", f"q {case}")
    record.hard_fault = HardFault(fault, "gone") if fault else None
    return record


def test_common_cases_name_each_case_left_out_and_why() -> None:
    records = {
        "tavily": [
            _record("a", "tavily"),
            _record("b", "tavily", "not_recorded"),
            _record("c", "tavily"),
        ],
        "exa": [_record("a", "exa"), _record("b", "exa"), _record("c", "exa"), _record("d", "exa")],
        "brave": [_record(c, "brave", "unexpected_error") for c in "abc"],  # nothing measured
    }
    common, left_out = common_cases(records, ["tavily", "exa", "brave"])
    assert common == {"a", "c"}  # brave takes no part: it measured no case
    assert left_out == {
        "tavily": {"b": "its own hard fault (not_recorded)"},
        "exa": {"b": "a hard fault of tavily (not_recorded)", "d": "tavily did not run it"},
    }
    text = compared_on_text({"cases": 2, "of": 4, "left_out": left_out})
    assert text.startswith("ranked on the 2 cases every ranked provider measured (of 4;")
    assert "exa: b (a hard fault of tavily (not_recorded)); d (tavily did not run it)" in text


def test_the_same_cases_leave_the_ranking_as_it_was() -> None:
    records = {n: [_record(c, n) for c in "abc"] for n in ("tavily", "exa")}
    assert common_cases(records, ["tavily", "exa"]) == ({"a", "b", "c"}, {})


@pytest.fixture
def faulted(pytester: pytest.Pytester, repo_root: Path) -> Path:
    """The bundled project with two of tavily's search cassettes gone (gs-004, gs-012:
    cases where it paid and found nothing useful)."""
    for part in ("golden", "cassettes"):
        shutil.copytree(repo_root / part, pytester.path / part)
    pytester.makeini("[pytest]\ntestpaths = golden\n")
    for case in ("gs-004", "gs-012"):
        drop_fixture(pytester.path, f"tavily/search/{case}.json")
    return pytester.path


def test_a_missing_recording_ranks_everyone_on_the_common_cases(
    pytester: pytest.Pytester, faulted: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """(The ranking is built from the records on the controller: serial and -n 2 alike.)"""
    result = pytester.runpytest(
        "--ws-provider=tavily,exa", "--ws-report=run.json", "-p", "no:randomly"
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED  # the missing recordings fail their items
    run = json.loads((faulted / "run.json").read_text(encoding="utf-8"))
    entries = {e["provider"]: e for e in run["ranking"]}
    assert set(entries) == {"tavily", "exa"}
    on = entries["tavily"]["compared_on"]
    assert on == entries["exa"]["compared_on"]
    assert on["of"] - on["cases"] == 2
    assert set(on["left_out"]["tavily"]) == set(on["left_out"]["exa"]) == {"gs-004", "gs-012"}
    assert on["left_out"]["exa"]["gs-004"] == "a hard fault of tavily (fixture)"
    # each ranking number is the provider's own on the common cases, from its records
    records = records_of(run)
    for name, entry in entries.items():
        group = [r for r in records if r.provider == name]
        ratios = case_ratios(group, unique_by_case(measured(group)))
        pairs = ratios["cost_per_useful_answer_usd"]
        kept = [pairs[c] for c in sorted(pairs) if c not in on["left_out"][name]]
        assert len(kept) == on["cases"]
        assert entry["cost_per_useful_answer_usd"] == pytest.approx(
            math.fsum(n for n, _ in kept) / math.fsum(d for _, d in kept)
        )
    # exa's own block keeps its whole-set numbers; only the ranking is cut
    exa_block = run["providers"]["exa"]["aggregate"]["cost_per_useful_answer_usd"]
    assert exa_block != pytest.approx(entries["exa"]["cost_per_useful_answer_usd"])
    note = unwrapped(result.stdout.lines, "  note: ranked on the ")
    assert (
        f"ranked on the {on['cases']} cases every ranked provider measured (of {on['of']};" in note
    )
    assert "tavily: gs-004, gs-012 (its own hard fault (fixture))" in note
    # compare says the same, from the run file's records
    assert ws_bench(["compare", str(faulted / "run.json")]) == 0
    assert (
        f"note: ranked on the {on['cases']} cases every ranked provider" in capsys.readouterr().out
    )
    assert ws_bench(["report", str(faulted / "run.json"), "-o", str(faulted / "r.html")]) == 0
    page = (faulted / "r.html").read_text(encoding="utf-8")
    assert f"ranked on the {on['cases']} cases every ranked provider measured" in page
