"""What a session keeps per case, held down without changing anything a run reports
(stop 58: peak RSS growth a case under the 20 KB bound, docs/performance.md): golden cases
share the set of the fields they were given, a replay lets the parsed manifest go once its
session-start check is done, ranked documents' hosts are interned, the breaker state most
cases find is one object and a provider's pricing label is made once."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from pytest_websearch_bench.cases import GoldenCase, load_case_file


def _case(i: int, **extra: object) -> dict[str, object]:
    return {
        "id": f"m-{i:03d}",
        "category": "finanzas",
        "query": f"consulta {i}",
        "claim_type": "finanzas",
        "expect": {
            "families": ["news"],
            "hosts": [f"e{i}.mx"],
            "urls": [f"https://e{i}.mx/a"],
            "answer_patterns": [f"dato {i}"],
            "family_overrides": {f"e{i}.mx": "news"},
        },
        **extra,
    }


@pytest.mark.parametrize("cached", [False, True], ids=["parsed", "from-cache"])
def test_cases_given_the_same_fields_share_one_fields_set(tmp_path: Path, cached: bool) -> None:
    path = tmp_path / "cases" / "m.yaml"
    path.parent.mkdir()
    path.write_text(
        yaml.safe_dump([_case(1), _case(2), _case(3, entity="Empresa 3, S.A.")]), encoding="utf-8"
    )
    cache = tmp_path / "cache"
    cases = load_case_file(path, cache)
    if cached:
        cases = load_case_file(path, cache)  # read back from the parsed-golden cache
    one, two, three = cases
    assert one.model_fields_set is two.model_fields_set  # one set for both, not one each
    assert one.expect.model_fields_set is two.expect.model_fields_set
    assert three.expect.model_fields_set is one.expect.model_fields_set
    assert one.expect.model_fields_set == set(_case(1)["expect"])  # type: ignore[arg-type]
    if cached:  # the cache holds every field of a case: each was given
        assert one.model_fields_set == set(GoldenCase.model_fields)
        assert three.model_fields_set is one.model_fields_set
    else:
        assert one.model_fields_set == set(_case(1))
        assert three.model_fields_set == one.model_fields_set | {"entity"}
        assert three.model_fields_set is not one.model_fields_set
    given = set(one.model_fields_set)
    # the set stays what pydantic made it: a copy with an update gets its own
    copied = one.model_copy(update={"notes": "otra"})
    assert copied.model_fields_set == given | {"notes"}
    assert one.model_fields_set == two.model_fields_set == given
    assert one.model_dump(mode="json", include={"id", "expect"}) == {
        "id": "m-001",
        "expect": _case(1)["expect"],
    }
