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


@settings(max_examples=60, deadline=None)
@given(st.lists(_case, max_size=8))
def test_unique_documents_given_once_give_the_same_ratios_and_block_keys(
    specs: list[dict[str, Any]],
) -> None:
    records = _records(specs)
    unique = unique_by_case(measured(records))
    old = case_ratios(records)
    new = case_ratios(records, unique=unique)
    assert new == old
    precision = old["precision@10"]
    assert block_keys(records, precision, unique) == block_keys(records, precision)


def test_the_run_file_works_out_each_cases_unique_documents_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    specs = [
        {"urls": SPELLINGS, "relevant": [True] * 12, "basis": ["title_snippet"] * 12,
         "gold": [SPELLINGS[0]], "kind": kind, "category": "a", "useful": True, "seed": at}
        for at, kind in enumerate(["allowed", "allowed", "forbidden", "fault", "allowed"])
    ]  # fmt: skip
    records = _records(specs, "p") + _records(specs[:2], "q")
    calls: list[str] = []
    counted = casewise.unique_documents

    def counting(made: CaseRecord) -> Any:
        calls.append(f"{made.provider}/{made.case_id}")
        return counted(made)

    for module in ("casewise", "ratios"):
        monkeypatch.setattr(f"pytest_websearch_bench.metrics.{module}.unique_documents", counting)
    monkeypatch.setattr("pytest_websearch_bench.report.precision_basis.unique_documents", counting)
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
