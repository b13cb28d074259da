"""Stop 68's per-case saving holds the cases: a parsed-golden cache entry is read back
without running the checks written in Python again (``cases.FROM_CACHE``): its cases
passed them when the entry was written, by the same code. The cases read back are the
ones validated; a case validated anywhere else is still checked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from pytest_websearch_bench import cases as cases_mod
from pytest_websearch_bench.cases import GoldenCase, load_case_file

CASES: list[dict[str, Any]] = [
    {
        "id": "gs-001",
        "category": "finanzas",
        "query": "Aceros Finos capital social",
        "claim_type": "dato_financiero",
        "params": {"country": "MX", "language": "es"},
        "expect": {
            "urls": {"https://a.test/x": 2, "https://b.test/y": 0},
            "answer_patterns": ["capital social", r"capital\s+suscrito"],
        },
        "notes": "a note",
    },
    {
        "id": "gs-002",
        "category": "plantas",
        "query": "Planta Saltillo",
        "claim_type": "estatus_planta",
        "expect": {"urls": ["https://c.test/"], "hosts": ["c.test"]},
    },
]


def _write(path: Path) -> Path:
    path.write_text(yaml.safe_dump(CASES, allow_unicode=True), encoding="utf-8")
    return path


def test_a_cache_entry_is_read_back_without_the_python_checks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, cache = _write(tmp_path / "cases.yaml"), tmp_path / "cache"
    checked: list[str] = []
    problem = cases_mod.pattern_problem

    def counting(pattern: str) -> str | None:
        checked.append(pattern)
        return problem(pattern)

    monkeypatch.setattr(cases_mod, "pattern_problem", counting)
    cold = load_case_file(path, cache)
    assert checked == ["capital social", r"capital\s+suscrito"]  # checked when parsed
    checked.clear()
    warm = load_case_file(path, cache)  # read back from the parsed-golden cache
    assert checked == []
    assert warm == cold and warm is not cold
    for old, new in zip(cold, warm, strict=True):
        assert new.model_dump() == old.model_dump()
        assert new.definition_sha256 == old.definition_sha256
        assert new.gold_urls == old.gold_urls and new.gold_grades == old.gold_grades
        assert new.judged_not_relevant == old.judged_not_relevant
    assert all(n.params is o.params for o, n in zip(cold, warm, strict=True))  # shared


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("id", "Not An Id!"),
        ("expect", {"urls": ["a.test/x"]}),
        ("expect", {"answer_patterns": ["(a+)+$"]}),
        ("params", {"country": "Mexico"}),
    ],
)
def test_a_case_validated_elsewhere_is_still_checked(field: str, value: Any) -> None:
    raw = dict(CASES[1], **{field: value})
    with pytest.raises(ValueError):
        GoldenCase.model_validate(raw)
    with pytest.raises(ValueError):
        GoldenCase.model_validate(raw, context={"parsed_golden_cache": True})  # an equal dict
