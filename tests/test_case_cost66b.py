"""Stop 66's second per-case savings hold the numbers: each case's ranking without
repeated pages is worked out once for the run file (``casewise.unique_by_case``, read by
``case_ratios`` and ``block_keys``), and the terminal's ignored-params lines read the
records instead of a dict of every case."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.metrics import casewise
from pytest_websearch_bench.metrics.casewise import unique_by_case
from pytest_websearch_bench.metrics.ratios import case_ratios
from pytest_websearch_bench.plugin.ignored import ignored_lines
from pytest_websearch_bench.records import (
    SUPPORT_BASES,
    CallRecord,
    CaseRecord,
    HardFault,
    measured,
)
from pytest_websearch_bench.report.precision_basis import block_keys
from runkit import doc, record, run_of

# spellings of a few pages (page_key: scheme, www., trailing slash), so rankings repeat pages
SPELLINGS = [
    "https://a.test/x",
    "http://a.test/x/",
    "https://www.a.test/x",
    "https://b.test/",
    "http://www.b.test",
    "https://c.test/p?id=1",
    "https://c.test/p?id=2",
    "https://d.test/q",
]

_case = st.fixed_dictionaries(
    {
        "urls": st.lists(st.sampled_from(SPELLINGS), max_size=12),
        "relevant": st.lists(st.booleans(), min_size=12, max_size=12),
        "basis": st.lists(st.sampled_from([*SUPPORT_BASES, None]), min_size=12, max_size=12),
        "gold": st.lists(st.sampled_from(SPELLINGS), max_size=2),
        "kind": st.sampled_from(["allowed", "allowed", "forbidden", "fault", "error"]),
        "category": st.sampled_from(["a", "b"]),
        "useful": st.booleans(),
        "seed": st.integers(0, 2**16),
    }
)


def _records(specs: list[dict[str, Any]], provider: str = "p") -> list[CaseRecord]:
    records = []
    for at, spec in enumerate(specs):
        made = record(
            f"c{at:02d}",
            provider,
            category=spec["category"],
            gold=spec["gold"],
            useful=spec["useful"],
            error="timeout" if spec["kind"] == "error" else None,
        )
        positions = list(range(1, len(spec["urls"]) + 1))
        random.Random(spec["seed"]).shuffle(positions)  # documents not in position order
        made.documents = [
            doc(position, url, relevant=relevant, gold=url in spec["gold"])
            for position, url, relevant in zip(
                positions, spec["urls"], spec["relevant"], strict=False
            )
        ]
        for document, basis in zip(made.documents, spec["basis"], strict=False):
            document.support_basis = basis
        if spec["kind"] == "forbidden":
            made.web_role = "forbidden"
        if spec["kind"] == "fault":
            made.hard_fault = HardFault("fixture", "no cassette")
        records.append(made)
    return records


SPEC = {"urls": SPELLINGS, "relevant": [True] * 12, "basis": ["title_snippet"] * 12,
        "gold": [SPELLINGS[0]], "category": "a", "useful": True}  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(st.lists(_case, max_size=8))
def test_unique_documents_given_once_give_the_same_ratios_and_block_keys(
    specs: list[dict[str, Any]],
) -> None:
    records = _records(specs)
    unique = unique_by_case(measured(records))
    # each reader worked its own out before: a fresh ``unique_documents`` a record
    apart = {r.case_id: casewise.unique_documents(r) for r in measured(records)}
    old = case_ratios(records, apart)
    new = case_ratios(records, unique)
    assert new == old
    precision = old["precision@10"]
    assert block_keys(records, precision, unique) == _block_keys_before(records, precision)


def _block_keys_before(records: list[CaseRecord], precision: dict[str, Any]) -> dict[str, Any]:
    """``block_keys`` as it was before stop 66b: each record's top 10 worked out again."""
    returned: dict[str, list[int]] = {}
    counts = dict.fromkeys(SUPPORT_BASES, 0)
    for made in records:
        returned.setdefault(made.category, [])
        if made.case_id in precision:
            top = casewise.unique_documents(made)[:10]
            returned[made.category].append(len(top))
            for document in top:
                key = document.support_basis or "unknown"
                counts[key] = counts.get(key, 0) + 1

    def mean(found: list[int]) -> float | None:
        return round(sum(found) / len(found), 2) if found else None

    return {
        "results_returned_mean": mean([n for found in returned.values() for n in found]),
        "results_returned_by_category": {c: mean(found) for c, found in returned.items()},
        "judged_on": counts,
        "judged_on_snippet_only": counts["title_snippet"],
    }


def test_a_case_missing_from_the_unique_documents_is_an_error_not_worked_out_again() -> None:
    records = _records([{**SPEC, "kind": "allowed", "seed": 1}])
    with pytest.raises(KeyError, match="c00"):
        case_ratios(records, {})
    with pytest.raises(KeyError, match="c00"):
        block_keys(records, {"c00": 1}, {})


def test_the_run_file_works_out_each_cases_unique_documents_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    specs = [
        {**SPEC, "kind": kind, "seed": at}
        for at, kind in enumerate(["allowed", "allowed", "forbidden", "fault", "allowed"])
    ]
    records = _records(specs, "p") + _records(specs[:2], "q")
    calls: list[str] = []
    counted = casewise.unique_documents

    def counting(made: CaseRecord) -> Any:
        calls.append(f"{made.provider}/{made.case_id}")
        return counted(made)

    # ratios and precision_basis no longer import it: casewise's is the only one
    monkeypatch.setattr(casewise, "unique_documents", counting)
    run = run_of(records)
    # the three measured cases of p, the two of q: once each (twice before)
    assert sorted(calls) == ["p/c00", "p/c01", "p/c04", "q/c00", "q/c01"]
    block = run["providers"]["p"]
    assert block["results_returned_mean"] == 5.0  # five pages of eight spellings
    assert block["judged_on"]["title_snippet"] == 15


# --- the ignored-params lines of a live run, read from its records -----------------------

PARAMS = ["language", "country", "include_domains[1:]", "time_range"]
_call = st.fixed_dictionaries(
    {
        "ignored": st.lists(st.sampled_from(PARAMS), unique=True, max_size=3),
        "why": st.dictionaries(
            st.sampled_from(PARAMS), st.sampled_from(["absent", "sends it only in news"])
        ),
    }
)
_searched = st.fixed_dictionaries(
    {
        "params": st.dictionaries(
            st.sampled_from(["language", "country", "include_domains"]),
            st.sampled_from(["es", "de", "ZZ", None]),
        ),
        "calls": st.lists(_call, max_size=3),
        "provider": st.sampled_from(["tavily", "exa"]),
    }
)


def _searched_records(specs: list[dict[str, Any]]) -> list[CaseRecord]:
    records = []
    for at, spec in enumerate(specs):
        made = record(f"gs-{at:03d}", spec["provider"])
        made.params = dict(spec["params"])
        base = made.calls[0]
        made.calls = [
            CallRecord(
                spec["provider"],
                "search",
                status=200,
                cost_usd=base.cost_usd,
                ignored_params=list(call["ignored"]),
                ignored_why=dict(call["why"]),
            )
            for call in spec["calls"]
        ]
        records.append(made)
    return records


@settings(max_examples=60, deadline=None)
@given(
    st.lists(_searched, max_size=8),
    st.dictionaries(st.sampled_from(["language", "country"]), st.sampled_from(["es", "ZZ"])),
)
def test_ignored_lines_of_the_records_are_those_of_the_dicts(
    specs: list[dict[str, Any]], defaults: dict[str, str]
) -> None:
    run = run_of(_searched_records(specs))
    run["golden"]["defaults"] = defaults
    as_dicts = {
        **run,
        "providers": {
            name: {**block, "cases": [dict(case) for case in block["cases"]]}
            for name, block in run["providers"].items()
        },
    }
    assert ignored_lines(run) == ignored_lines(as_dicts)


def test_ignored_lines_make_no_dict_of_a_case(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = {"params": {"language": "es"}, "provider": "tavily"}
    spec["calls"] = [{"ignored": ["language"], "why": {"language": "absent"}}]
    run = run_of(_searched_records([spec, spec]))
    run["golden"]["defaults"] = {"language": "es"}

    def no_dict(self: CaseRecord) -> dict[str, Any]:
        raise AssertionError(f"a dict of {self.case_id} made")

    monkeypatch.setattr(CaseRecord, "to_dict", no_dict)
    (line,) = ignored_lines(run)
    assert "tavily did not send the golden param language 'es' of 2 case(s)" in line
    assert "gs-000, gs-001; set in golden/defaults.yaml" in line
