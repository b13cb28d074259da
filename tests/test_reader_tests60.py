"""A provider gets credit only for what its search found (evaluation review, 2026-12-06).

Every pipeline reads a case's stored documents (``_shared/``) whatever its search returned:
they test the reader and the claim layer. A case document whose canonical URL the
provider's search did not return is a *reader test*: still read and checked, but marked
(``reader_test`` on the read, on the reader's call and on claims whose only evidence it
is), left out of the useful answers, the citation coverage, ``$/case`` and ``$/useful``,
its cost reported on ``reader_test_cost_usd``. The terminal's ``n`` is the number the
quality columns are over, and ``$/case`` is over the cases a call answered.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench_tree import bundled_session, case_record
from pytest_websearch_bench.claims import Claim, not_useful_why, useful
from pytest_websearch_bench.records import CallRecord, CaseRecord, ReadRecord
from pytest_websearch_bench.report.aggregate import AggregateContext, aggregate
from pytest_websearch_bench.report.columns import legend
from pytest_websearch_bench.report.terminal import render
from pytest_websearch_bench.report.useful_lines import useful_source_text
from pytest_websearch_bench.session import BenchSession
from pytest_websearch_bench.urls import canonical_url
from runkit import record, run_of

ANNOUNCED = (
    "https://vanguardia.com.mx/dinero/grupo-industrial-tepeyac-anuncia-planta-en-ramos-arizpe"
)


def _claim(claim_id: str, sha: str, *, test: bool = False, against: tuple[str, ...] = ()) -> dict:
    data: dict[str, Any] = {
        "id": claim_id,
        "case_id": "c1",
        "claim_type": "estatus",
        "text": "t",
        "value": "t",
        "observations": [
            {"artifact_sha256": sha, "span": "offset:0-1", "quote": "t", "url": "https://x.test"}
        ],
        "contradicts_claim_ids": list(against),
        "citable": True,
    }
    if test:
        data["reader_test"] = True
    return data


# -- the rule on claims ---------------------------------------------------------------------


def test_a_reader_test_claim_neither_answers_nor_contradicts() -> None:
    alone = [_claim("c1", "a" * 64, test=True)]
    assert not useful(alone)
    assert "reader test" in not_useful_why(alone)
    # the provider's own claim, contradicted only by a page its search did not return
    own = _claim("c1", "b" * 64, against=("c2",))
    test = _claim("c2", "a" * 64, test=True, against=("c1",))
    assert useful([own, test])
    # contradicted by its own work: no answer, as before
    other = _claim("c3", "c" * 64, against=("c1",))
    own["contradicts_claim_ids"] = ["c2", "c3"]
    assert not useful([own, test, other])


def test_the_mark_is_written_only_when_set_and_old_claims_read_as_credited() -> None:
    claim = Claim.from_dict(_claim("c1", "a" * 64))
    assert "reader_test" not in claim.to_dict()
    marked = Claim.from_dict(_claim("c1", "a" * 64, test=True))
    assert marked.reader_test and marked.to_dict()["reader_test"] is True
    old = CaseRecord.from_dict(
        {
            **record("c1", "p", useful=True).to_dict(),
            "reads": [{"url": "https://x.test", "via": "stored", "cost_usd": 0.002}],
        }
    )
    assert old.reads[0].reader_test is False and old.calls[0].reader_test is False
    assert useful(old.claims)


# -- the rule on costs and aggregates -------------------------------------------------------


def _with_reader_test(case_id: str) -> CaseRecord:
    """A case whose only claim cites a case document its search did not return, read by the
    provider's reader (a paid one-URL call) and priced apart."""
    case = record(case_id, "p", cost=0.01)
    case.calls.append(CallRecord("p", "extract", status=200, cost_usd=0.008, reader_test=True))
    case.reads = [
        ReadRecord(
            url="https://stored.test/page", via="extract", sha256="a" * 64, reader_test=True
        ),
        ReadRecord(
            url="https://stored.test/other",
            via="stored",
            sha256="d" * 64,
            cost_usd=0.002,
            cost_source="pricing:p",
            reader_test=True,
        ),
    ]
    case.claims = [_claim("c1", "a" * 64, test=True)]
    return case


def test_a_reader_test_costs_apart_and_answers_nothing() -> None:
    case = _with_reader_test("c1")
    assert case.cost_usd == pytest.approx(0.02)  # what was spent
    assert case.own_cost_usd == pytest.approx(0.01)  # what the provider's own work cost
    assert case.reader_test_cost_usd == pytest.approx(0.01)
    assert case.read_cost_usd == 0.0
    found = record("c2", "p", cost=0.01, useful=True)
    block = aggregate([case, found], AggregateContext())
    assert block["cost_per_useful_answer_usd"] == pytest.approx(0.02 / 1)  # 0.01 + 0.01, 1 answer
    assert block["cost_per_case_usd"] == pytest.approx(0.01)
    assert block["reader_test_cost_usd"] == pytest.approx(0.01)
    assert block["n_by_metric"]["reader_test_cost_usd"] == 2
    assert block["citation_coverage"] == 1.0 and block["n_by_metric"]["citation_coverage"] == 1
    assert block["useful_by_source"] == {
        "provider_results": 1,
        "stored_documents_only": 0,
        "stored_cases": [],
        "reader_tests": 1,
        "reader_test_cases": ["c1"],
    }
    assert "reader_test_cost_usd" not in block["null_reasons"]


def test_cost_per_case_leaves_out_cases_whose_every_call_failed_for_free() -> None:
    answered = record("c1", "p", cost=0.01)
    failed = record("c2", "p", error="upstream")  # a 5xx through every retry: $0
    refused = record("c3", "p")
    refused.calls = [CallRecord("p", "search", error_kind="circuit_open", cost_usd=0.0)]
    refused.documents = []
    block = aggregate([answered, failed, refused], AggregateContext())
    assert block["cost_per_case_usd"] == pytest.approx(0.01)  # not 0.01 / 3
    assert block["n_by_metric"]["cost_per_case_usd"] == 1
    nothing = aggregate([failed, refused], AggregateContext())
    assert nothing["cost_per_case_usd"] is None
    assert nothing["null_reasons"]["cost_per_case_usd"].startswith("no call got an answer")


# -- the reports ----------------------------------------------------------------------------


def test_the_reports_say_reader_tests_are_not_counted() -> None:
    block = aggregate([_with_reader_test("c1"), record("c2", "p", useful=True)], AggregateContext())
    text = useful_source_text(block, "tavily", "cassettes")
    assert text.startswith("reader tests: 1 case(s) answered only from stored case documents")
    assert "tavily's search did not return (c1)" in text
    assert "not counted in its useful answers, citation coverage, $/case or $/useful" in text
    assert (
        "(the run read 2 such page(s) over all its cases, for $0.0100: reader_test_cost_usd)"
        in text
    )
    assert "alike" not in text  # the old note's claim, false: they never raised every count
    assert (
        useful_source_text(
            aggregate([record("c2", useful=True)], AggregateContext()), "p", "cassettes"
        )
        == ""
    )


def test_the_reader_tests_line_says_what_its_cost_covers() -> None:
    """Walkthrough 65 #4: "2 case(s) answered only from ... (reading such pages cost
    $0.1760)" read as those 2 cases' cost; it was every such page the run read (23 pages
    over 23 cases). c3 read such pages too, and was answered from its own results."""
    unnamed = _with_reader_test("c3")
    unnamed.claims = []
    block = aggregate([_with_reader_test("c1"), unnamed], AggregateContext())
    text = useful_source_text(block, "tavily", "cassettes")
    assert "reader tests: 1 case(s) answered" in text and "did not return (c1)" in text
    assert "(the run read 4 such page(s) over all its cases, for $0.0200: " in text
    assert "reading such pages cost" not in text


def test_the_n_column_is_what_the_quality_columns_are_over() -> None:
    records = [record(f"c{i}", "p", relevant=2, useful=True) for i in range(3)]
    forbidden = record("c9", "p")
    forbidden.web_role, forbidden.calls, forbidden.documents = "forbidden", [], []
    run = run_of([*records, forbidden])
    agg = run["providers"]["p"]["aggregate"]
    assert agg["n"] == 4 and agg["n_measured"] == 3 == agg["n_by_metric"]["precision@10"]
    lines = render(run, "run.json", width=200)
    [row] = [line for line in lines if line.strip().startswith("all ")]
    assert row.split()[1] == "3"
    text = " ".join(legend(300, []))
    assert "n cases measured (allowed, no hard fault; forbidden cases count in abst. only)" in text
    # a run file written before n_measured: its n
    del agg["n_measured"]
    [row] = [line for line in render(run, None, width=200) if line.strip().startswith("all ")]
    assert row.split()[1] == "4"


# -- the bundled run: a provider that found the page against one that did not ----------------


@pytest.fixture(scope="module")
def session(repo_root: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[BenchSession]:
    with bundled_session(repo_root, tmp_path_factory, "tavily", "exa", "brave") as bench:
        yield bench


def test_the_same_page_counts_for_the_provider_that_found_it_only(session: BenchSession) -> None:
    """gs-065's 'announced' page: brave's search returned it, exa's did not. Both read it;
    brave's claim from it is brave's, exa's is a reader test."""
    url = canonical_url(ANNOUNCED)
    brave, exa = case_record(session, "gs-065", "brave"), case_record(session, "gs-065", "exa")
    assert url in {d.url for d in brave.documents} and url not in {d.url for d in exa.documents}
    [brave_read] = [r for r in brave.reads if r.url == url]
    [exa_read] = [r for r in exa.reads if r.url == url]
    assert brave_read.outcome == exa_read.outcome == "read"  # the reader test stays
    assert not brave_read.reader_test and exa_read.reader_test
    announced = [c for c in brave.claims if c["observations"][0]["url"] == url]
    assert announced and not any(c.get("reader_test") for c in announced)
    exa_announced = [c for c in exa.claims if c["observations"][0]["url"] == url]
    assert exa_announced and all(c.get("reader_test") for c in exa_announced)
    assert all(c["citable"] for c in exa_announced)  # the claim layer still checks it


def test_a_reader_call_for_a_page_not_found_is_billed_apart(session: BenchSession) -> None:
    """tavily reads gs-044's stored page with a one-URL extract its search never asked for:
    the call is marked, its cost is the reader test's, and the case is no useful answer."""
    case = case_record(session, "gs-044", "tavily")
    mine = {d.url for d in case.documents}
    tests = [r for r in case.reads if r.reader_test]
    assert tests and all(r.url not in mine for r in tests)
    assert all(r.reader_test is False for r in case.reads if r.url in mine)
    calls = [c for c in case.calls if c.reader_test]
    assert calls and all(c.operation == "extract" for c in calls)
    spent = math.fsum(c.cost_usd or 0.0 for c in calls)
    assert case.reader_test_cost_usd == pytest.approx(spent) and spent > 0
    assert case.own_cost_usd == pytest.approx((case.cost_usd or 0.0) - spent)
    assert case.claims and all(c.get("reader_test") for c in case.claims)
    assert not useful(case.claims)


def test_compare_says_the_reader_tests_of_each_provider(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """compare's note said stored pages 'raise every provider's count and lower $/useful
    alike': false (the review: brave +0, exa +1, tavily +2). It now says what is true: the
    cases only a page the provider's search did not return answered, not counted."""
    from pytest_websearch_bench.cli import main
    from runkit import write

    records = [_with_reader_test("c1"), record("c2", "p", useful=True)]
    records += [record("c1", "q", useful=True), record("c2", "q", useful=True)]
    path = write(tmp_path / "run.json", run_of(records))
    capsys.readouterr()
    main(["compare", str(path)])
    out = " ".join(capsys.readouterr().out.split())
    assert (
        "p: reader tests: 1 case(s) answered only from stored case documents p's search did "
        "not return (c1)"
    ) in out
    assert "not counted in its useful answers, citation coverage, $/case or $/useful" in out
    assert "q: reader tests" not in out and "alike" not in out
