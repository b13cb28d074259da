"""An outage is the provider's failure in its own block, and no case of the ranking's when
another ranked provider was not down on it (evaluation review, 2026-12-06, the rest).

A missing recording (a hard fault) is left out of the provider's numbers, and the ranking
compares everyone on the cases all measured (``common_cases``). An outage (a 5xx through
every retry, a timeout, the open circuit breaker) is measured: relevance 0, its cost spent,
no useful answer, where reliability is judged. Before, the ranking kept it too, so a
recording that happened to catch one provider's upstream down ranked it on that luck."""

from __future__ import annotations

from typing import Any

import pytest

from pytest_websearch_bench.records import CallRecord, CaseRecord
from pytest_websearch_bench.report.aggregate import AggregateContext, aggregate
from pytest_websearch_bench.report.ranking import common_cases, compared_on_text, outage, rank
from runkit import record


def _down(case: str, provider: str, kind: str = "upstream") -> CaseRecord:
    """A case whose search got no answer: a 502 through every retry (``upstream``), or
    the session breaker refusing it (``circuit_open``)."""
    down = record(case, provider, error=kind)
    if kind == "upstream":
        down.calls = [
            CallRecord(provider, "search", attempt=i, status=502, error_kind="upstream")
            for i in (1, 2, 3)
        ]
    return down


def _records() -> dict[str, list[CaseRecord]]:
    """tavily was down on c2 (a 502 through its retries) and c4 (the breaker open), exa on
    none; both were down on c5 (a recording that caught everyone's upstream down)."""
    tavily = [
        record("c1", "tavily", relevant=3, useful=True),
        _down("c2", "tavily"),
        record("c3", "tavily", relevant=3, useful=True),
        _down("c4", "tavily", "circuit_open"),
        _down("c5", "tavily"),
    ]
    exa = [
        record("c1", "exa", relevant=1, useful=True),
        record("c2", "exa", relevant=1, useful=False),
        record("c3", "exa", relevant=1, useful=True),
        record("c4", "exa", relevant=1, useful=False),
        _down("c5", "exa"),
    ]
    return {"tavily": tavily, "exa": exa}


def test_an_outage_is_its_kind_and_an_answer_after_a_retry_is_none() -> None:
    records = _records()
    assert [outage(r) for r in records["tavily"]] == [
        None,
        "upstream",
        None,
        "circuit_open",
        "upstream",
    ]
    recovered = _down("c9", "tavily")
    recovered.calls.append(CallRecord("tavily", "search", attempt=4, status=200))
    assert outage(recovered) is None  # a 502 then an answer: no outage (class 5)
    refused = record("c9", "tavily", error="auth")
    assert outage(refused) is None  # a refused key is no outage


def test_an_outage_only_one_provider_had_leaves_the_case_out_of_the_ranking() -> None:
    common, left_out = common_cases(_records(), ["tavily", "exa"])
    assert common == {"c1", "c3", "c5"}  # c5: both down, equal terms, kept
    assert left_out == {
        "tavily": {"c2": "its own outage (upstream)", "c4": "its own outage (circuit_open)"},
        "exa": {"c2": "an outage of tavily (upstream)", "c4": "an outage of tavily (circuit_open)"},
    }
    text = compared_on_text({"cases": 3, "of": 5, "left_out": left_out})
    assert (
        "; an outage one provider had and another did not is left out of the ranking too, its "
        "own block counting it as a failure): tavily: c2 (its own outage (upstream)); c4 (its "
        "own outage (circuit_open)); exa: c2 (an outage of tavily (upstream)); c4 (an outage "
        "of tavily (circuit_open))"
    ) in text


def _block(records: list[CaseRecord]) -> dict[str, Any]:
    return {
        "comparable": True,
        "qualified": True,
        "aggregate": aggregate(records, AggregateContext()),
        "gates": [],
    }


def test_the_ranking_leaves_the_outage_out_and_the_block_keeps_it_as_a_failure() -> None:
    records = _records()
    blocks = {name: _block(group) for name, group in records.items()}
    tavily = blocks["tavily"]["aggregate"]
    # its own block: every case measured, the outages counted (relevance 0, no answer)
    assert tavily["n_measured"] == 5
    assert tavily["precision@10"] == pytest.approx((0.3 + 0 + 0.3 + 0 + 0) / 5)
    assert tavily["n_by_metric"]["cost_per_useful_answer_usd"] == 2
    ranking, _ = rank(blocks, records)
    entry = {e["provider"]: e for e in ranking}
    on = entry["tavily"]["compared_on"]
    assert on["cases"] == 3 and on["of"] == 5
    assert on["left_out"]["exa"]["c2"] == "an outage of tavily (upstream)"
    # the ranking's numbers on c1, c3, c5 only, for both
    assert entry["tavily"]["precision@10"] == pytest.approx((0.3 + 0.3 + 0) / 3)
    assert entry["exa"]["precision@10"] == pytest.approx((0.1 + 0.1 + 0) / 3)
    # the blocks are not changed by the ranking
    assert blocks["tavily"]["aggregate"]["precision@10"] == pytest.approx(0.12)


def test_an_outage_every_ranked_provider_had_changes_nothing() -> None:
    records = {n: [record("c1", n, useful=True), _down("c2", n)] for n in ("tavily", "exa")}
    assert common_cases(records, ["tavily", "exa"]) == ({"c1", "c2"}, {})
