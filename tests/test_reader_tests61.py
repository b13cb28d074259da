"""The reader-test rule said the same way everywhere (evaluation review, 2026-12-06, the
rest): the terminal's ``evidence:`` line counts the provider's own claims as citation
coverage does, the product-facing serialisation drops reader tests' claims
(``test_claims.py``), and the HTML glossary's ``n`` is the terminal's, the cases measured."""

from __future__ import annotations

from typing import Any

from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.report.columns import COLUMNS
from pytest_websearch_bench.report.html_glossary import GLOSSARY, glossary_html
from pytest_websearch_bench.report.run_file import CaseDicts
from pytest_websearch_bench.report.terminal import render
from runkit import record, run_of


def _claim(
    claim_id: str, *, test: bool = False, citable: bool = True, against: tuple[str, ...] = ()
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": claim_id,
        "case_id": "c1",
        "claim_type": "estatus",
        "text": "t",
        "value": "t",
        "observations": [],
        "contradicts_claim_ids": list(against),
        "citable": citable,
    }
    if test:
        data["reader_test"] = True
    return data


def _records() -> list[CaseRecord]:
    """c1: one own citable claim contradicted only by a reader test's claim, and an
    uncitable reader-test claim; c2: two own claims contradicting each other."""
    first = record("c1", "p")
    first.claims = [
        _claim("a", against=("t",)),
        _claim("t", test=True, against=("a",)),
        _claim("u", test=True, citable=False),
    ]
    second = record("c2", "p")
    second.claims = [_claim("b", against=("c",)), _claim("c", against=("b",))]
    return [first, second]


def _evidence(run: dict[str, Any]) -> str:
    [line] = [x for x in render(run, None, width=300) if x.startswith("  evidence: ")]
    return line


def test_the_evidence_line_counts_the_providers_own_claims_as_citation_coverage_does() -> None:
    run = run_of(_records())
    agg = run["providers"]["p"]["aggregate"]
    assert agg["n_by_metric"]["citation_coverage"] == 3  # a, b, c
    # before: "5 claims, 4 citable; contradictions in c1, c2"
    assert _evidence(run) == (
        "  evidence: 3 claims, 3 citable; 2 claims from reader tests not counted; "
        "contradictions in c2"
    )


def test_a_live_runs_records_give_the_same_line() -> None:
    """The terminal reads a live run's cases from its records (``CaseDicts``)."""
    run = run_of(_records())
    block = run["providers"]["p"]
    dicts = block["cases"]
    block["cases"] = CaseDicts(_records())
    assert block["cases"].records and len(dicts) == 2
    assert _evidence(run).startswith("  evidence: 3 claims, 3 citable; 2 claims from reader tests")


def test_the_glossarys_n_is_the_terminals() -> None:
    [n] = [c for c in COLUMNS if c.header == "n"]
    assert n.key == "n_measured"
    what = GLOSSARY["n"][0]
    assert what.startswith("cases measured")
    assert "forbidden cases count in abst. only" in what
    assert "without a hard fault" in what  # before: "cases of the provider ... in this run"
    page = glossary_html()
    assert "cases measured" in page
    for header in ("cite", "$/case", "$/useful", "useful"):
        assert "reader test" in GLOSSARY[header][0], header


def test_the_html_drill_down_says_a_reader_tests_answer_is_not_credited() -> None:
    from pytest_websearch_bench.report.html_cases import case_rows

    only = record("c1", "p").to_dict()
    only["claims"] = [_claim("t", test=True)]
    [row] = case_rows([only])
    assert row["useful"] is False
    # before: "its citable claims are contradicted by another claim"
    assert row["why"] == (
        "its claims all come from case documents the provider's search did not return "
        "(reader tests: not credited)"
    )
