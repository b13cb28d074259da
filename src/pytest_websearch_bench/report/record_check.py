"""The types of a case record read back from a run file, checked field by field.

``CaseRecord.from_dict`` trusts its input (it also carries records from xdist workers,
where checking would cost every run): a run file is someone else's file, so before
``diff``, ``history``, ``report`` or ``compare`` rebuild its records, each field is held
to its annotation in ``records.py``: a string where a string is declared, a finite
number where a number is (the writer never writes NaN or Infinity: the json module
refuses them), a list of them, None only where the field may be None. The problem is
named by its path in the record (``calls[0].latency_ms``); unknown keys are left alone
(a newer writer may add fields).
"""

from __future__ import annotations

import datetime as dt
import math
import types
from collections.abc import Callable, Mapping
from dataclasses import MISSING, fields, is_dataclass
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from ..records import CaseRecord

# A check returns None when the value fits, else what is wrong with it (relative path
# first: "" for the value itself, ".name" or "[3]" below it).
Check = Callable[[object], "tuple[str, str] | None"]


def record_problem(data: Mapping[str, Any]) -> str | None:
    """What is wrong with the types of a serialised case record (None: nothing)."""
    found = _dataclass_check(CaseRecord)(data)
    if found is None:
        return None
    where, problem = found
    return f"field {where.lstrip('.')!r}: {problem}"


def _show(value: object) -> str:
    text = repr(value)
    return f"{type(value).__name__} {text[:40]}{'...' if len(text) > 40 else ''}"


def _scalar(kind: type, name: str) -> Check:
    def check(value: object) -> tuple[str, str] | None:
        if isinstance(value, bool) and kind is not bool:
            return "", f"expected {name}, found {_show(value)}"
        if kind is float and isinstance(value, (int, float)):
            return (
                None if math.isfinite(value) else ("", f"expected a finite number, found {value!r}")
            )
        if isinstance(value, kind):
            return None
        return "", f"expected {name}, found {_show(value)}"

    return check


def _check_for(hint: Any) -> Check:
    if hint is Any or hint is object:
        return lambda value: None
    if hint is type(None):
        return lambda value: None if value is None else ("", f"expected null, found {_show(value)}")
    if hint in (str, int, float, bool):
        return _scalar(
            hint,
            {str: "a string", int: "an integer", float: "a number", bool: "true or false"}[hint],
        )
    origin, args = get_origin(hint), get_args(hint)
    if origin is Literal:
        allowed = ", ".join(repr(a) for a in args)
        return lambda value: (
            None
            if value in args and isinstance(value, str)
            else ("", f"expected one of {allowed}, found {_show(value)}")
        )
    if origin in (Union, types.UnionType):
        options = [_check_for(a) for a in args]

        def either(value: object) -> tuple[str, str] | None:
            problems = [option(value) for option in options]
            if any(p is None for p in problems):
                return None
            # the deepest problem says most (a record with one bad field, not "not null")
            return max(problems, key=lambda p: len(p[0]) if p else -1)

        return either
    if origin is list:
        item = _check_for(args[0]) if args else _check_for(Any)

        def each(value: object) -> tuple[str, str] | None:
            if not isinstance(value, list):
                return "", f"expected a list, found {_show(value)}"
            for index, element in enumerate(value):
                found = item(element)
                if found is not None:
                    return f"[{index}]{found[0]}", found[1]
            return None

        return each
    if origin in (dict, Mapping):
        inner = _check_for(args[1]) if len(args) == 2 else _check_for(Any)

        def mapping(value: object) -> tuple[str, str] | None:
            if not isinstance(value, dict):
                return "", f"expected an object, found {_show(value)}"
            for key, element in value.items():
                found = inner(element)
                if found is not None:
                    return f".{key}{found[0]}", found[1]
            return None

        return mapping
    if isinstance(hint, type) and is_dataclass(hint):
        return _dataclass_check(hint)
    raise TypeError(f"record_check: no check for the annotation {hint!r}")  # pragma: no cover


def _iso_date(value: object) -> tuple[str, str] | None:
    if value is None:
        return None
    try:
        dt.date.fromisoformat(str(value))
    except ValueError:
        return "", f"expected an ISO date (YYYY-MM-DD), found {_show(value)}"
    return None


# Strings the metrics parse strictly (the others are read leniently: an unparsed date is
# no date), checked on top of their type.
_FORMATS: dict[str, Check] = {"verified_date": _iso_date}


def _both(first: Check, second: Check) -> Check:
    return lambda value: first(value) or second(value)


@cache
def _dataclass_check(cls: type) -> Check:
    hints = get_type_hints(cls)
    checks = [
        (
            f.name,
            _both(_check_for(hints[f.name]), _FORMATS[f.name])
            if f.name in _FORMATS
            else _check_for(hints[f.name]),
            f.default is MISSING and f.default_factory is MISSING,
        )
        for f in fields(cls)
        if f.metadata.get("serialise", True)
    ]

    def check(value: object) -> tuple[str, str] | None:
        if not isinstance(value, dict):
            return "", f"expected an object, found {_show(value)}"
        for name, field_check, required in checks:
            if name not in value:
                if required:
                    return f".{name}", "missing"
                continue
            found = field_check(value[name])
            if found is not None:
                return f".{name}{found[0]}", found[1]
        return None

    return check
