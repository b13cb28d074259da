"""``pool_overruled`` is written to a record only when set (walkthrough 62): a run file's
every record carried ``"pool_overruled": []``. A record without a conflict is the same
to the byte as before the field existed, and readers take the key's absence as none.
The pool is merged with the case's grades 0 once, by ``CaseRun`` (the runner merged it
too, a second time), so a ``CaseRun`` given the pool as ``golden/pool.yaml`` holds it
gets the relevant groups and the conflicts right."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic_core import to_json

from pytest_websearch_bench import pool as pool_module
from pytest_websearch_bench.cases import GoldenCase
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.pipeline import CaseRun
from pytest_websearch_bench.pipeline import run as run_module
from pytest_websearch_bench.pool import CasePool
from pytest_websearch_bench.providers import get_adapter
from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.report.record_check import record_problem
from pytest_websearch_bench.report.record_json import left_out, record_json
from pytest_websearch_bench.urls import page_key

CONFLICT = {
    "url": "https://a.example/x",
    "golden_grade": 0,
    "pool_group": "alone",
    "pool": "relevant",
    "kept": "the golden grade: not relevant",
}


def _record(**changes: object) -> CaseRecord:
    record = CaseRecord("c", "tavily", "d", "allowed", "t", "q")
    for name, value in changes.items():
        setattr(record, name, value)
    return record


def test_a_record_without_a_conflict_has_no_pool_overruled_key() -> None:
    record = _record()
    data = record.to_dict()
    assert "pool_overruled" not in data
    fast = record_json(record)
    assert fast is not None and b"pool_overruled" not in fast
    assert to_json(record, exclude=left_out(record)) == to_json(data) == fast
    assert "pool_overruled" in left_out(data)
    # read back: absent is none, and the record check takes it as such
    assert record_problem(data) is None
    assert CaseRecord.from_dict(json.loads(fast)).pool_overruled == []


def test_a_record_with_a_conflict_writes_it_in_its_place() -> None:
    record = _record(pool_groups=["g"], pool_overruled=[dict(CONFLICT)])
    data = record.to_dict()
    assert data["pool_overruled"] == [CONFLICT]
    keys = list(data)
    assert keys.index("pool_groups") + 1 == keys.index("pool_overruled")  # field order
    assert record_json(record) is None  # a field written only when set: inferred
    assert to_json(record, exclude=left_out(record)) == to_json(data)
    assert CaseRecord.from_dict(json.loads(to_json(data))).pool_overruled == [CONFLICT]


@pytest.fixture
def graded_case() -> GoldenCase:
    return GoldenCase.model_validate(
        {
            "id": "c",
            "category": "d",
            "query": "q",
            "claim_type": "t",
            "expect": {"urls": {"https://a.example/x": 0, "https://b.example/": 1}},
        }
    )


def test_a_case_run_given_the_pool_as_written_merges_it_once(
    graded_case: GoldenCase, monkeypatch: pytest.MonkeyPatch
) -> None:
    pool = CasePool(
        ["alone", "shared"],
        {
            page_key("https://a.example/x"): ("alone", "relevant"),
            page_key("https://b.example/"): ("shared", "relevant"),
        },
    )
    merges: list[object] = []
    merge = pool_module.with_graded_zero

    def counted(case: CasePool | None, judged_out: frozenset[str]) -> CasePool | None:
        merges.append(case)
        return merge(case, judged_out)

    monkeypatch.setattr(run_module, "with_graded_zero", counted)
    run = CaseRun(
        graded_case, get_adapter("tavily", offline=True), families=FamilyTable(), pool=pool
    )
    assert merges == [pool]
    # the group the grade 0 emptied is not asked of pooled recall, and the conflict is listed
    assert run.record.pool_groups == ["shared"]
    assert run.record.pool_overruled == [CONFLICT]
    assert run.pool is not None and run.pool.relevant == ["shared"]


def test_the_runner_leaves_the_merge_to_the_case_run() -> None:
    from pytest_websearch_bench.session import runner

    assert not hasattr(runner, "with_graded_zero")
    assert not hasattr(runner, "overruled_by_golden")


def test_a_case_outside_the_pool_stays_outside(graded_case: GoldenCase) -> None:
    run = CaseRun(graded_case, get_adapter("tavily", offline=True), families=FamilyTable())
    assert run.record.pool_groups is None
    assert run.record.pool_overruled == []
    assert "pool_overruled" not in run.record.to_dict()


def test_an_older_run_file_record_with_an_empty_list_still_reads(tmp_path: Path) -> None:
    data = _record().to_dict()
    data["pool_overruled"] = []  # as written until 2026-12-07
    assert record_problem(data) is None
    assert CaseRecord.from_dict(data).pool_overruled == []
