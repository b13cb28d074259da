"""Every number a team decides on says what it is (review 63r, findings 1, 5-9): the
assumed price of the pages the bench reads itself, latency per HTTP attempt beside an
end-to-end figure per case, the pipeline's gates, what "useful" is, category intervals
over few cases, and pooled recall's unjudged documents. No metric value changes."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from pytest_websearch_bench.records import CallRecord, CaseRecord, ReadRecord
from pytest_websearch_bench.report.caveats import (
    INTERVALS_RULE,
    UNJUDGED_LEVEL,
    end_to_end,
    pool_unjudged,
)
from pytest_websearch_bench.report.compare import render_comparison
from pytest_websearch_bench.report.html import provider_section
from pytest_websearch_bench.report.ranking import rank
from pytest_websearch_bench.report.terminal import render
from runkit import record, run_of

ALL = list(range(1, 10))


def _prose(lines: Sequence[str]) -> str:
    return " ".join(" ".join(lines).split())


def _neutral(case_id: str, n: int = 3, price: float = 0.001) -> list[ReadRecord]:
    return [
        ReadRecord(
            f"https://page{i}.test/{case_id}",
            "neutral",
            cost_usd=price,
            cost_source="pricing:neutral@2026-09",
        )
        for i in range(n)
    ]


def _search_only(case_id: str, category: str = "a") -> CaseRecord:
    """Search $0.002 and three pages read by the neutral fetcher at $0.001: $0.005."""
    base = record(case_id, "s", category=category, useful=True, cost=0.002, latency=100.0)
    return dataclasses.replace(base, reads=_neutral(case_id), fixture_classes=ALL)


def _with_reader(case_id: str, category: str = "a") -> CaseRecord:
    """Search $0.001 and one extract of three pages at $0.015 ($0.005 a page): $0.016."""
    base = record(case_id, "r", category=category, useful=True, cost=0.001, latency=100.0)
    extract = CallRecord("r", "extract", status=200, latency_ms=300.0, cost_usd=0.015)
    reads = [ReadRecord(f"https://page{i}.test/{case_id}", "extract") for i in range(3)]
    return dataclasses.replace(base, calls=[*base.calls, extract], reads=reads, fixture_classes=ALL)


def _pair_run(cases: int = 12, **context: Any) -> dict[str, Any]:
    ids = [f"c-{i:02d}" for i in range(cases)]
    return run_of([_search_only(c) for c in ids] + [_with_reader(c) for c in ids], **context)


# -- finding 1: $/useful includes an assumed price ------------------------------------------


def test_the_assumed_reads_are_said_per_provider_in_the_run_file_and_under_the_ranking() -> None:
    run = _pair_run(settings={"fetch_price_usd": 0.001, "extract_top": 3})
    block = run["providers"]["s"]
    assert block["aggregate"]["cost_per_useful_answer_usd"] == 0.005  # unchanged
    assert block["assumed_reads"] == {
        "reads": 36,
        "price_usd": 0.001,
        "cost_usd": block["assumed_reads"]["cost_usd"],
        "source": "ws_fetch_price",
        "text": "includes 36 reads at $0.0010 assumed (ws_fetch_price): the neutral fetcher's "
        "pages in the 12 case(s) its $/useful is over, reader tests apart",
    }
    assert abs(block["assumed_reads"]["cost_usd"] - 0.036) < 1e-12
    assert run["providers"]["r"]["assumed_reads"] is None  # its reader's calls are billed
    text = _prose(render(run, width=100))
    assert (
        "note: $/useful includes pages the bench read itself for providers with no reader, "
        "at an assumed price: s includes 36 reads at $0.0010 assumed (ws_fetch_price)"
    ) in text


def test_the_sensitivity_line_names_who_would_lead_at_0_and_at_the_dearest_reader() -> None:
    run = _pair_run(settings={"fetch_price_usd": 0.001})
    assert [e["provider"] for e in run["ranking"]] == ["s", "r"]
    found = run["fetch_price_sensitivity"]
    zero, dearest = found["at"]
    assert (zero["price_usd"], zero["leader"], zero["first_changes"]) == (0.0, "s", False)
    assert abs(zero["cost_per_useful_answer_usd"]["s"] - 0.002) < 1e-12
    assert abs(dearest["price_usd"] - 0.005) < 1e-12  # r's $0.015 over 3 pages
    assert (dearest["leader"], dearest["first_changes"], dearest["position_of_first"]) == (
        "r",
        True,
        2,
    )
    text = _prose(render(run, width=100))
    assert "note: sensitivity to ws_fetch_price (point costs, ties not retested): " in text
    assert "at $0.0000 ($0 a page) s leads (0.0020): first place unchanged" in text
    assert (
        "at $0.0050 (r's reader price per page, the highest among the ranked providers) r "
        "leads (0.0160): first place changes (s would be 2nd)"
    ) in text


def test_compare_prints_the_same_notes(tmp_path: Any) -> None:
    from pytest_websearch_bench.report.compare import compare_runs
    from runkit import write

    path = write(tmp_path / "run.json", _pair_run(settings={"fetch_price_usd": 0.001}))
    comparison = compare_runs([path])
    assert comparison["providers"]["s"]["assumed_reads"]["reads"] == 36
    assert comparison["fetch_price_sensitivity"]["at"][1]["leader"] == "r"
    text = _prose(render_comparison(comparison))
    assert "s includes 36 reads at $0.0010 assumed (ws_fetch_price)" in text
    assert "first place changes (s would be 2nd)" in text


# -- finding 6: latency per HTTP attempt, end to end per case --------------------------------


def test_the_latency_is_labelled_per_attempt_and_an_end_to_end_figure_is_given() -> None:
    base = _search_only("c-00")
    retry = CallRecord("s", "search", attempt=2, status=200, latency_ms=200.0, waited_ms=500.0)
    first = dataclasses.replace(base.calls[0], error_kind="upstream", status=503)
    case = dataclasses.replace(base, calls=[first, retry])
    found = end_to_end([case])
    assert found is not None
    assert (found["p50"], found["n"], found["untimed_reads"]) == (800.0, 1, 3)
    run = run_of([case])
    assert run["providers"]["s"]["end_to_end_ms"]["p50"] == 800.0
    lines = render(run, width=100)
    text = _prose(lines)
    assert "latency search: p50" in text and "n=2 calls, one per HTTP attempt" in text
    assert (
        "end-to-end per case: p50 800 ms, p95 800 ms, n=1 cases [unreliable (n < 100)] (its "
        "calls' latencies, retries and reader calls included, plus recorded backoff waits; 3 "
        "reads with no measured time (neutral fetcher, stored pages) counted 0: every read of "
        "these 1 cases that no reader call timed, reader tests included)"
    ) in text
    assert (
        "p95 ms one search call per HTTP attempt (no backoff wait, no read" in text
    )  # p50 left out
    assert "search latency" not in text
    assert all(len(line) <= 100 for line in lines if not line.startswith("  ["))


# -- findings 7 and 8: the pipeline's gates, what useful is ----------------------------------


def test_the_pipeline_gates_and_columns_say_they_measure_the_bench() -> None:
    run = _pair_run(settings={"extract_top": 5})
    text = _prose(render(run, width=120))
    assert "gates on the evidence read" not in text
    assert (
        "gates on this bench's pipeline (the same router and claim builder for every "
        "provider; cite and abst. are identical by construction under the default pipeline):"
    ) in text
    assert (
        "cite and abst. measure this bench's pipeline (its router abstains before any call, "
        "its claim builder cites the page it checks): identical by construction"
    ) in text
    assert (
        "useful: an answer pattern matched in the top-5 pages read (extract_top), not contradicted"
    ) in text


# -- finding 9: intervals over few cases -----------------------------------------------------


def test_category_intervals_under_10_cases_are_marked_in_the_run_file_legend_and_html() -> None:
    ids = [f"c-{i:02d}" for i in range(14)]
    records = [_search_only(c, "big" if i < 10 else "small") for i, c in enumerate(ids)]
    run = run_of(records)
    categories = run["providers"]["s"]["by_category"]
    assert categories["big"]["ci95_reliable"] is True
    assert categories["small"]["ci95_reliable"] is False
    assert categories["small"]["ci95"]  # kept: new keys, never a value removed
    assert INTERVALS_RULE in _prose(render(run, width=100))
    page = provider_section("s", run["providers"]["s"])
    assert "fewer than 10 cases measured are unreliable (ci95_reliable: false), as a " in page
    assert page.count(": small</p>") == 1
    whole = run_of(records[:10])  # no category under 10 cases: no rule printed
    assert INTERVALS_RULE not in _prose(render(whole, width=100))


# -- finding 5: pooled recall and its unjudged documents --------------------------------------


def _pooled(case_id: str, provider: str, *, reached: bool, judged: bool) -> CaseRecord:
    """Cost $0.005, P@10 0; the pool's first group reached when ``reached``; the other
    documents judged not relevant when ``judged``, else unjudged."""
    base = record(case_id, provider, useful=True, cost=0.005)
    documents = [
        dataclasses.replace(
            d,
            origin_group="g1" if d.position == 1 else d.origin_group,
            pool="relevant"
            if d.position == 1 and reached
            else ("not_relevant" if judged else None),
        )
        for d in base.documents
    ]
    return dataclasses.replace(
        base, documents=documents, pool_groups=["g1", "g2"], fixture_classes=ALL
    )


def _tied(judged: bool) -> dict[str, Any]:
    ids = [f"c-{i:02d}" for i in range(8)]
    return run_of(
        [_pooled(c, "a", reached=False, judged=judged) for c in ids]
        + [_pooled(c, "b", reached=True, judged=judged) for c in ids]
    )


def test_the_unjudged_share_is_recorded_and_refuses_recall_as_a_tie_breaker() -> None:
    judged = _tied(judged=True)
    assert judged["providers"]["b"]["pool_unjudged"]["unjudged_share"] == 0.0
    assert judged["recall_tie_breaker"]["used"] is True
    # a tie on cost and P@10: pooled recall orders it, b first
    assert [e["provider"] for e in judged["ranking"]] == ["b", "a"]
    assert judged["ranking"][0]["tie_broken_by"] == "pooled recall"

    unjudged = _tied(judged=False)
    share = unjudged["providers"]["b"]["pool_unjudged"]["unjudged_share"]
    assert share == 0.9 > UNJUDGED_LEVEL  # 9 of 10 documents a case unjudged
    assert unjudged["providers"]["a"]["pool_unjudged"] == {
        "documents": 80,
        "unjudged": 80,
        "unjudged_share": 1.0,
        "relevant": 0,
        "relevant_unjudged": 0,
    }
    assert unjudged["recall_tie_breaker"] == {
        "used": False,
        "level": UNJUDGED_LEVEL,
        "over": {"a": 1.0, "b": 0.9},
    }
    # recall no longer decides: the tie keeps its next order (the names); values unchanged
    assert [e["provider"] for e in unjudged["ranking"]] == ["a", "b"]
    assert unjudged["ranking"][1]["recall_pooled"] == 0.5
    text = _prose(render(unjudged, width=100))
    assert (
        "note: pooled recall counts judged documents only; share of returned documents "
        "unjudged: a 1.00, b 0.90; over 0.20 for a, b: pooled recall breaks no tie here"
    ) in text


def test_rank_without_records_keeps_recall_as_a_tie_breaker() -> None:
    run = _tied(judged=False)
    ranking, _ = rank(run["providers"])  # no records: nothing to say it is unjudged
    assert [e["provider"] for e in ranking] == ["b", "a"]
    assert pool_unjudged([]) is None
