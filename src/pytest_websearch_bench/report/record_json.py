"""A CaseRecord's compact JSON, by a serializer that knows the record's shape.

pydantic-core's ``to_json`` on a record infers its shape value by value: for every
dataclass it meets (the record, its calls, documents, reads) it reads
``__dataclass_fields__`` and builds a dict first, about a third of a replayed case's
run-file cost. :func:`record_json` gives it the shape instead: each record class
as a dataclass schema whose fields are ``any`` (every value is still inferred, so the
bytes are the same), the nested record lists typed. Only exact record classes take
it (a subclass may add fields the schema does not list): anything else is inferred
as before.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic_core import SchemaSerializer, core_schema

from ..records import CallRecord, CaseRecord, DocumentRecord, HardFault, ReadRecord

# Fields of a CaseRecord that live only in the process that computed it.
NOT_SERIALISED = {"stored"}
# Fields written only when set (a run file of binary cases is the same to the byte as
# before the field was added): graded gold URLs (``gold_grades``, unset: None) and the
# pool's judgements a grade 0 overruled (``pool_overruled``, unset: empty). A reader takes
# a field that is absent as unset.
WHEN_SET = ("gold_grades", "pool_overruled")


def _is_set(name: str, value: object) -> bool:
    return value is not None and (name != "pool_overruled" or bool(value))


def left_out(record: object) -> set[str]:
    """The fields the JSON of ``record`` (a CaseRecord, or its dict) leaves out."""
    if isinstance(record, Mapping):
        values = [record.get(name) for name in WHEN_SET]
    else:
        values = [getattr(record, name, None) for name in WHEN_SET]
    return NOT_SERIALISED | {
        name for name, value in zip(WHEN_SET, values, strict=True) if not _is_set(name, value)
    }


def _dataclass(
    cls: type, nested: dict[str, core_schema.CoreSchema], leave_out: Iterable[str] = ()
) -> core_schema.CoreSchema:
    left_out = set(leave_out)
    names = [f.name for f in dataclasses.fields(cls) if f.name not in left_out]
    fields = [
        core_schema.dataclass_field(n, nested.get(n, core_schema.any_schema())) for n in names
    ]
    return core_schema.dataclass_schema(
        cls, core_schema.dataclass_args_schema(cls.__name__, fields), names, slots=True
    )


_SERIALIZER = SchemaSerializer(
    _dataclass(
        CaseRecord,
        {
            "calls": core_schema.list_schema(_dataclass(CallRecord, {})),
            "documents": core_schema.list_schema(_dataclass(DocumentRecord, {})),
            "reads": core_schema.list_schema(_dataclass(ReadRecord, {})),
            "hard_fault": core_schema.nullable_schema(_dataclass(HardFault, {})),
        },
        NOT_SERIALISED | set(WHEN_SET),
    ),
    core_schema.CoreConfig(ser_json_inf_nan="constants"),
)


def _exact(items: Any, cls: type) -> bool:
    return type(items) is list and all(type(item) is cls for item in items)


def record_json(record: CaseRecord) -> bytes | None:
    """``to_json(record, inf_nan_mode="constants", exclude=left_out(record))``'s bytes, or
    None when the record or one of its nested records is not of the exact class, or it
    has a field written only when set (``WHEN_SET``: graded gold URLs, a pool judgement
    overruled) set."""
    if not (
        type(record) is CaseRecord
        and record.gold_grades is None
        and not record.pool_overruled
        and _exact(record.calls, CallRecord)
        and _exact(record.documents, DocumentRecord)
        and _exact(record.reads, ReadRecord)
        and (record.hard_fault is None or type(record.hard_fault) is HardFault)
    ):
        return None
    return _SERIALIZER.to_json(record, warnings=False)
