"""The run file's record lines: the shaped encoder writes what inference wrote."""

from __future__ import annotations

import dataclasses
import json
import math

import pytest
from pydantic_core import to_json

from pytest_websearch_bench.records import CaseRecord, DocumentRecord, HardFault, ReadRecord
from pytest_websearch_bench.report.record_json import left_out, record_json
from pytest_websearch_bench.report.run_file import _compact
from runkit import record


def _inferred(case: CaseRecord) -> bytes:
    return to_json(case, inf_nan_mode="constants", exclude=left_out(case))


def _varied() -> list[CaseRecord]:
    plain = record("c1", relevant=3, gold=["https://g.test/1"], found_gold=True, useful=True)
    failed = record("c2", error="timeout")
    odd = record("c3", relevant=1)
    odd.calls[0].latency_ms = math.nan  # a NaN: written as a constant, refused by _compact
    odd.calls[0].cost_usd = 1  # an int in a float field stays an int
    odd.documents[0].dates = [{"field": "date", "raw": "ayer", "parsed": None}]
    odd.params = {"max_results": 10, "nested": {"a": [1, 2.5, None]}}
    odd.custom = {"m": 0.5}
    odd.hard_fault = HardFault(kind="fixture", message="missing")
    odd.reads = [ReadRecord(url="https://r.test", via="fetch", sha256="ab")]
    odd.stored = {"ab": object()}  # never written
    odd.judge = {"grades": [{"chunk": "x", "grade": 2}]}
    return [plain, failed, odd]


@pytest.mark.parametrize("case", _varied(), ids=lambda c: c.case_id)
def test_shaped_encoding_is_byte_equal_to_inference(case: CaseRecord) -> None:
    assert record_json(case) == _inferred(case)


def test_graded_gold_is_written_only_when_set() -> None:
    """A case whose gold URLs are graded carries its grades (inferred, the same text as its
    dict); a binary case writes no ``gold_grades`` at all (its line as before the field)."""
    binary = record("c6", relevant=1, gold=["https://g.test/1"], found_gold=True)
    assert b"gold_grades" not in _compact(binary)
    assert "gold_grades" not in binary.to_dict()
    graded = record("c7", relevant=1, gold=["https://g.test/1"], found_gold=True)
    graded.gold_grades = {"https://g.test/0": 0, "https://g.test/1": 3}
    assert record_json(graded) is None  # inferred: the shape leaves the field out
    line = _compact(graded)
    assert b'"gold_grades":{"https://g.test/0":0,"https://g.test/1":3}' in line
    assert line == to_json(graded.to_dict())
    assert CaseRecord.from_dict(json.loads(line)) == graded
    assert CaseRecord.from_dict(json.loads(_compact(binary))).gold_grades is None


def test_subclasses_are_inferred_with_their_own_fields() -> None:
    @dataclasses.dataclass(slots=True)
    class Richer(DocumentRecord):
        extra: str = "kept"

    case = record("c4", relevant=1)
    base = case.documents[0]
    case.documents[0] = Richer(**{f.name: getattr(base, f.name) for f in dataclasses.fields(base)})
    assert record_json(case) is None  # not the exact class: the shape could drop a field
    assert b'"extra":"kept"' in _compact(case)


def test_a_real_nan_is_still_refused() -> None:
    case = record("c5")
    case.calls[0].latency_ms = math.inf
    with pytest.raises(ValueError):
        _compact(case)
