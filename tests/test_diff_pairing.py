"""``ws-bench diff`` pairs a case only with the same definition, says a movement it does
not call, and says "the same fixtures" only when the records show them."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from pytest_websearch_bench.cases import Expect, GoldenCase
from pytest_websearch_bench.pipeline.calls import case_digest, new_record
from pytest_websearch_bench.records import CaseRecord, HardFault
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.diff_render import render_diff
from runkit import record, run_of, write


def _cases(n: int = 12, **changes: object) -> list[CaseRecord]:
    out = []
    for i in range(n):
        item = record(f"c{i:02d}", relevant=4, useful=True, gold=[f"https://g.test/{i}"])
        item.case_sha256 = f"{i:064x}"
        out.append(item)
    return out


def test_a_case_digest_follows_the_definition_not_the_notes() -> None:
    case = GoldenCase(id="gs-001", category="a", query="q", claim_type="c")
    edited = case.model_copy(update={"expect": Expect(answer_patterns=("42",))})
    noted = case.model_copy(update={"notes": "checked by hand"})
    assert case_digest(case) != case_digest(edited)
    assert case_digest(case) == case_digest(noted)
    assert new_record(case, "p").case_sha256 == case_digest(case)


def test_a_case_whose_definition_changed_is_left_out_and_named(tmp_path: Path) -> None:
    old_records, new_records = _cases(), _cases()
    new_records[3].case_sha256 = "f" * 64  # answer patterns edited: only the digest shows it
    new_records[5] = dataclasses.replace(new_records[5], query="another query", documents=[])
    new_records[5].case_sha256 = "e" * 64
    old = write(tmp_path / "old.json", run_of(old_records, golden_sha="a" * 64))
    new = write(tmp_path / "new.json", run_of(new_records, golden_sha="b" * 64))
    diff = diff_runs(old, new, common_cases=True)
    assert [c["case_id"] for c in diff["changed_cases"]] == ["c03", "c05"]
    assert "query" in diff["changed_cases"][1]["fields"]
    assert diff["common_cases"] == 10 and diff["definition_check"] is None
    assert all(c["case_id"] != "c05" for c in diff["explain"]["gold_urls_lost"])
    text = "\n".join(render_diff(diff))
    assert "2 case(s) changed definition between the runs: c03" in text and "left out" in text


def test_without_a_digest_the_check_says_it_could_not_be_made(tmp_path: Path) -> None:
    old_records, new_records = _cases(), _cases()
    for item in old_records:
        item.case_sha256 = None  # a run file written before digests
    old = write(tmp_path / "old.json", run_of(old_records))
    new = write(tmp_path / "new.json", run_of(new_records))
    diff = diff_runs(old, new)
    assert diff["changed_cases"] == [] and "could not be checked" in diff["definition_check"]
    assert "answer patterns" in "\n".join(render_diff(diff))


def test_a_category_that_moved_is_never_no_change(tmp_path: Path) -> None:
    def run(lost: int) -> list[CaseRecord]:
        items = [record(f"d{i}", category="docs", relevant=4, useful=True) for i in range(5)]
        items += [record(f"r{i}", category="rel", relevant=4, useful=True) for i in range(10)]
        for i in range(lost):
            items[i] = record(f"d{i}", category="docs", relevant=2, useful=True)
        return items

    old = write(tmp_path / "old.json", run_of(run(0)))
    new = write(tmp_path / "new.json", run_of(run(1)))
    diff = diff_runs(old, new)
    docs = diff["categories"]["category.docs"]["metrics"]["precision@10"]
    assert docs["difference"] < 0 and docs["status"] == "not_significant"
    assert diff["categories"]["category.rel"]["metrics"]["precision@10"]["status"] == "no_change"
    lines = render_diff(diff)
    assert "docs (5 case(s), few cases): no change" not in lines
    header = lines.index("docs (5 case(s), few cases):")
    row = next(line for line in lines[header:] if line.strip().startswith("precision@10"))
    assert "0.400 -> 0.360" in row and "not significant, too few to call (5 cases)" in row
    assert "rel (10 case(s)): no change" in lines


def test_the_same_manifest_with_a_fixture_missing_is_not_the_same_fixtures(
    tmp_path: Path,
) -> None:
    old_records, new_records = _cases(), _cases()
    missing = record("c02", error="fixture", gold=["https://g.test/2"])
    missing.case_sha256 = new_records[2].case_sha256
    missing.hard_fault = HardFault("fixture", "no cassette tavily/search/c02.json")
    new_records[2] = missing
    old = write(tmp_path / "old.json", run_of(old_records))
    new = write(tmp_path / "new.json", run_of(new_records))  # the same manifest hash
    notes = diff_runs(old, new)["notes"]
    assert not any("same fixtures" in note for note in notes)
    assert any("1 case(s) replayed other fixtures or none" in n and "c02" in n for n in notes)
    same = write(tmp_path / "same.json", run_of(_cases()))
    assert any("same fixtures" in note for note in diff_runs(old, same)["notes"])


def test_synthetic_failures_on_one_side_are_named(tmp_path: Path) -> None:
    """A run replaying synthetic failure fixtures (ws-bench synthesize --failures-only)
    against one that does not: its 'new error classes', spend and cost changes read as
    the provider's; a note says where they come from."""
    from dataclasses import replace

    from pytest_websearch_bench.report.diff import diff_runs
    from runkit import record, run_of, write

    old = [record(f"c{i}", relevant=3, useful=True) for i in range(6)]
    new = [record(f"c{i}", relevant=3, useful=True) for i in range(6)]
    new[2].calls.insert(0, replace(new[2].calls[0], status=429, fixture_class=4, synthetic=True))
    a = write(tmp_path / "a.json", run_of(old))
    b = write(tmp_path / "b.json", run_of(new, finished="2026-12-20T13:00:00Z"))
    notes = diff_runs(a, b, provider="p")["notes"]
    assert any(
        n.startswith(
            "NEW used 1 synthetic failure or injection fixture(s) on the common cases (classes "
            "4-8, ws-bench synthesize: replayed from the fixture tree whether the run recorded "
            "or replayed), OLD 0: "
        )
        for n in notes
    ), notes
    same = diff_runs(a, write(tmp_path / "c.json", run_of(old)), provider="p")["notes"]
    assert not any("synthetic failure" in n for n in same)
