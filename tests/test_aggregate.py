"""Aggregation, gates and the run file as pure functions of CaseRecords."""

from __future__ import annotations

import random

import pytest

from pytest_websearch_bench.gates import evaluate_gates
from pytest_websearch_bench.metrics.latency import latency_summary, percentile
from pytest_websearch_bench.records import CallRecord, CaseRecord, DocumentRecord
from pytest_websearch_bench.report.aggregate import AGGREGATE_KEYS, AggregateContext, aggregate
from pytest_websearch_bench.report.run_file import RunContext, build_run, dumps, records_of
from runkit import unwrapped


def _doc(
    pos: int, url: str, *, relevant: bool = False, gold: bool = False, published: str | None = None
) -> DocumentRecord:
    return DocumentRecord(
        position=pos,
        url=url,
        host="h.test",
        family="news",
        title="t",
        published_at=published,
        retrieved_at="2026-11-20T12:00:00Z",
        origin_group=url,
        gold=gold,
        support="gold" if gold else None,
        relevant=relevant,
    )


def _record(
    case_id: str,
    *,
    category: str = "a",
    forbidden: bool = False,
    docs=(),
    gold=(),
    calls=None,
    **kw,
) -> CaseRecord:
    return CaseRecord(
        case_id=case_id,
        provider="p",
        category=category,
        web_role="forbidden" if forbidden else "allowed",
        claim_type="c",
        query="q",
        freshness_days=30,
        gold_urls=list(gold),
        documents=list(docs),
        calls=calls
        if calls is not None
        else ([] if forbidden else [CallRecord("p", "search", latency_ms=100.0, cost_usd=0.01)]),
        outcome="honest_no_data" if forbidden else "answered",
        **kw,
    )


def test_means_exclusions_and_reasons() -> None:
    records = [
        _record(
            "c1",
            docs=[
                _doc(1, "u1", relevant=True, gold=True, published="2026-11-10T00:00:00Z"),
                _doc(2, "u2"),
            ],
            gold=["u1"],
        ),
        _record(
            "c2", docs=[_doc(1, "u3"), _doc(2, "u3"), _doc(3, "u4", relevant=True)], gold=[]
        ),  # no gold: out of NDCG
        _record("c3", forbidden=True),
    ]
    agg = aggregate(records, AggregateContext())
    assert set(AGGREGATE_KEYS) <= set(agg)
    assert agg["n"] == 3
    assert agg["precision@5"] == pytest.approx((1 / 5 + 1 / 5) / 2)  # the repeated u3 counts once
    assert agg["ndcg@10"] == 1.0 and agg["n_by_metric"]["ndcg@10"] == 1
    assert agg["freshness_known"] == pytest.approx((1 / 2 + 0 / 2) / 2)
    assert agg["abstention"] == 1.0 and agg["wasted_cost_usd"] == 0.0
    assert agg["cost_per_query_usd"] == pytest.approx(0.01)
    for key in AGGREGATE_KEYS:
        if agg[key] is None:
            assert agg["null_reasons"][key]
    assert (
        "judged_recall@10" in agg["null_reasons"]
        and agg["null_reasons"]["judged_recall@10"] == "no --ws-judge"
    )


def test_aggregate_is_independent_of_record_order() -> None:
    rng = random.Random(7)
    records = [
        _record(
            f"c{i:03d}",
            category=rng.choice("abc"),
            docs=[_doc(1, f"u{i}", relevant=rng.random() < 0.5, gold=True)],
            gold=[f"u{i}", f"v{i}"],
        )
        for i in range(200)
    ]
    context = RunContext(started_at="s", finished_at="f", golden={}, fixtures={})
    first = dumps(build_run(records, context))
    rng.shuffle(records)
    assert dumps(build_run(records, context)) == first


def test_unknown_cost_is_null_not_zero() -> None:
    records = [_record("c1", calls=[CallRecord("p", "search", cost_usd=None)])]
    agg = aggregate(records, AggregateContext())
    assert (
        agg["cost_per_query_usd"] is None and "price" in agg["null_reasons"]["cost_per_query_usd"]
    )


def test_abstention_gate_names_offending_cases() -> None:
    bad = _record("f2", forbidden=True, calls=[CallRecord("p", "search", cost_usd=0.01)])
    bad.outcome = "answered"
    bad.claims = [{"text": "x"}]
    records = [_record("f1", forbidden=True), bad]
    agg = aggregate(records, AggregateContext())
    gates = {g.name: g for g in evaluate_gates(agg, records)}
    assert gates["abstention"].status == "failed" and gates["abstention"].value == 0.5
    assert list(gates["abstention"].cases) == ["f2"]
    assert agg["wasted_cost_usd"] == pytest.approx(0.01)
    assert gates["cost_divergence"].status == "not_evaluated"
    assert gates["citation_coverage"].status == "not_evaluated"


def test_citation_coverage_gate_uses_claim_flags() -> None:
    ok = [{"citable": True}] * 19 + [{"citable": False}]
    low = [{"citable": True}] * 9 + [{"citable": False}]
    for claims, status in ((ok, "passed"), (low, "failed")):
        records = [_record("c1", claims=claims)]
        agg = aggregate(records, AggregateContext())
        gate = next(g for g in evaluate_gates(agg, records) if g.name == "citation_coverage")
        assert gate.status == status


def test_run_file_round_trips_through_records() -> None:
    records = [
        _record("c1", docs=[_doc(1, "u1", gold=True)], gold=["u1"], custom={"mine": 0.5}),
        _record("c2", forbidden=True),
    ]
    context = RunContext(started_at="s", finished_at="f", golden={"cases": 2}, fixtures={})
    run = build_run(records, context)
    again = build_run(records_of(run), context)
    assert dumps(again) == dumps(run)
    assert run["providers"]["p"]["aggregate"]["custom"] == {"mine": 0.5}


def test_percentile_matches_numpy_linear() -> None:
    values = sorted([5.0, 1.0, 9.0, 3.0, 7.0])
    assert percentile(values, 0.5) == 5.0
    assert percentile(values, 0.95) == pytest.approx(8.6)
    assert percentile([4.0], 0.95) == 4.0


def test_latency_summary_marks_small_samples_unreliable() -> None:
    calls = [
        CallRecord(
            "p", "search", latency_ms=float(i), cassette="x", recorded_at="2026-01-01T00:00:00Z"
        )
        for i in range(1, 31)
    ]
    summary = latency_summary(calls)["search"]
    assert summary["n"] == 30 and summary["reliable"] is False and summary["replayed"] is True
    assert summary["window"] == ["2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"]
    many = latency_summary(CallRecord("p", "search", latency_ms=1.0) for _ in range(100))["search"]
    assert many["reliable"] is True


def test_run_file_records_parse_back_and_refuse_nan() -> None:
    """Records are written by a faster encoder than the rest of the file: each line must
    parse back to the record, text that merely says NaN must pass, a real NaN must not."""
    import json
    import math

    title = "NaN Infinity «reporte» \u2028 ñ"
    records = [_record("c1", docs=[_doc(1, "u1", gold=True)], gold=["u1"], entity=title)]
    context = RunContext(started_at="s", finished_at="f", golden={"cases": 1}, fixtures={})
    run = build_run(records, context)
    parsed = json.loads(dumps(run))
    assert parsed["providers"]["p"]["cases"] == run["providers"]["p"]["cases"]
    assert parsed["providers"]["p"]["cases"][0]["entity"] == title
    records[0].documents[0].score = math.nan
    with pytest.raises(ValueError, match="JSON compliant"):
        dumps(build_run(records, context))


def test_terminal_report_reads_records_and_run_files_alike() -> None:
    """A live run renders from its records, a saved run from its case dicts: the same
    lines either way."""
    import json

    from pytest_websearch_bench.records import ReadRecord
    from pytest_websearch_bench.report.terminal import render

    claims = [{"citable": True, "contradicts_claim_ids": ["c2-1"]}, {"citable": False}]
    reads = [
        ReadRecord("u1", "neutral"),
        ReadRecord("u2", "extract", outcome="needs_javascript"),
    ]
    records = [
        _record("c1", docs=[_doc(1, "u1", gold=True)], gold=["u1"], claims=claims, reads=reads),
        _record("c2", forbidden=True),
    ]
    context = RunContext(started_at="s", finished_at="f", golden={"cases": 2}, fixtures={})
    run = build_run(records, context)
    live = render(run, "run.json")
    assert live == render(json.loads(dumps(run)), "run.json")
    evidence = unwrapped(live, "  evidence:")  # wrapped at the width
    assert "2 claims, 1 citable" in evidence and "contradictions in c1" in evidence
    assert "1 page read through the neutral fetcher" in evidence
    assert "1 needs_javascript" in evidence


def test_injection_gate_shows_detection_and_false_positive_rates_beside_containment() -> None:
    """Containment alone passes a detector that flags everything, and counts fences that
    the detection rate ignores: the gate's line carries both rates, or says they were
    not measured."""
    from pytest_websearch_bench.gates import injection_gate

    aggregate = {
        "injection_containment": 0.5,
        "injection_detection_rate": 0.75,
        "injection_false_positive_rate": 0.02,
        "n_by_metric": {"injection_containment": 4, "injection_false_positive_rate": 50},
    }
    gate = injection_gate(aggregate)
    assert gate.status == "failed"
    assert gate.reason == (
        "0.500 < 1.00 over 4 injected documents; detection rate 0.750; "
        "false-positive rate 0.020 over 50 clean documents"
    )
    unmeasured = injection_gate({"injection_containment": 1.0, "n_by_metric": {}})
    assert unmeasured.status == "passed"
    assert unmeasured.reason == (
        "over 0 injected documents; detection rate not measured; false-positive rate not measured"
    )
    # one document is one document (a walkthrough's `-k` selection printed "over 1 clean documents")
    single = injection_gate(
        {
            "injection_containment": 1.0,
            "injection_detection_rate": 1.0,
            "injection_false_positive_rate": 0.0,
            "n_by_metric": {"injection_containment": 1, "injection_false_positive_rate": 1},
        }
    )
    assert single.reason == (
        "over 1 injected document; detection rate 1.000; false-positive rate 0.000 over 1 clean "
        "document"
    )


def test_a_case_with_a_hard_fault_is_not_measured_as_a_zero() -> None:
    """A case whose fixture did not match (or whose key was missing, or whose pipeline
    raised) has no documents because the bench failed, not the provider: it is left out of
    the ranking metrics instead of counting as precision 0, and when every case is such a
    case the numbers are null with that reason (README: never 0 for unknown)."""
    from pytest_websearch_bench.records import HardFault
    from runkit import record

    good = record("c1", relevant=3, gold=("https://g.test/1",), found_gold=True)
    bad = record("c2", relevant=0, gold=("https://g.test/2",))
    bad.documents = []
    bad.hard_fault = HardFault("fixture", "request does not match the cassette")
    context = AggregateContext()
    alone = aggregate([good], context)
    both = aggregate([good, bad], context)
    for key in ("precision@10", "ndcg@10", "hit@10", "mrr@10"):
        assert both[key] == alone[key] and both[key] is not None
    assert both["n"] == 2 and both["n_by_metric"]["precision@10"] == 1
    only_bad = aggregate([bad], context)
    assert only_bad["precision@10"] is None and only_bad["ndcg@10"] is None
    assert "every allowed case (1) has a hard fault" in only_bad["null_reasons"]["precision@10"]
    assert "hard fault" in only_bad["null_reasons"]["citation_coverage"]


def test_synthetic_failure_fixtures_are_not_the_providers_latency() -> None:
    """A synthetic 502 (5 s) or timeout (the deadline), written to test retries, is not a
    latency the provider showed: counted, a team's p95 became 30 s after adding the
    failure classes, and diff read a slower provider as faster. A real call keeps its
    latency whatever its class; a synthetic search (class 1) too."""
    from dataclasses import replace

    real = CallRecord("p", "search", status=200, latency_ms=120.0, fixture_class=1)
    synthetic_search = replace(real, latency_ms=90.0, synthetic=True)
    timeout = replace(real, status=None, latency_ms=30000.0, fixture_class=6, synthetic=True)
    bad_gateway = replace(real, status=502, latency_ms=5020.0, fixture_class=5, synthetic=True)
    real_502 = replace(real, status=502, latency_ms=800.0, fixture_class=5, synthetic=False)
    summary = latency_summary([real, synthetic_search, timeout, bad_gateway, real_502])
    assert summary["search"]["n"] == 3
    assert summary["search"]["p95"] < 1000.0


def test_a_case_precision_cannot_score_is_left_out_with_its_reason_not_a_zero() -> None:
    """No answer pattern and no gold URL: no document can be relevant (a family alone is
    not relevance), so the case is left out of precision and counted apart."""
    from pytest_websearch_bench.cases import PRECISION_LEFT_OUT, GoldenCase
    from pytest_websearch_bench.pipeline.calls import new_record

    bare = GoldenCase(id="t-1", category="a", query="q", claim_type="c", expect={"families": ["x"]})
    scored = bare.model_copy(
        update={"expect": bare.expect.model_copy(update={"urls": ("https://a.test/",)})}
    )
    forbidden = bare.model_copy(update={"web_role": "forbidden"})
    assert bare.precision_left_out == PRECISION_LEFT_OUT
    assert scored.precision_left_out is None and forbidden.precision_left_out is None
    record = new_record(bare, "p")
    assert record.to_dict()["precision_left_out"] == PRECISION_LEFT_OUT
    # Always written (null when scored), as the run file's direct encoding does: one schema.
    assert new_record(scored, "p").to_dict()["precision_left_out"] is None
    assert CaseRecord.from_dict(record.to_dict()).precision_left_out == PRECISION_LEFT_OUT

    left_out = _record(
        "a1", docs=[_doc(1, "https://x.test/1")], precision_left_out=PRECISION_LEFT_OUT
    )
    measured_one = _record("a2", docs=[_doc(1, "https://x.test/2", relevant=True)])
    agg = aggregate([left_out, measured_one], AggregateContext())
    assert agg["precision@10"] == pytest.approx(0.1)  # the measured case alone, not (0 + 0.1) / 2
    assert agg["n_by_metric"]["precision@10"] == 1
    alone = aggregate([left_out], AggregateContext())
    assert alone["precision@10"] is None
    assert (
        "no case has expect.answer_patterns or expect.urls" in alone["null_reasons"]["precision@10"]
    )
