"""Aggregates per provider and per category, computed from CaseRecords only.

Records are sorted by case id and means use ``math.fsum``, so a serial run, an
xdist run and merged shards give identical numbers. Every key of
``AGGREGATE_KEYS`` is present: a number, or ``None`` with its reason in
``null_reasons`` (never 0 for "unknown"). Forbidden cases count for abstention
and wasted cost only.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..claims import credited, useful
from ..metrics.casewise import FRESHNESS_KEYS, RANKING_KEYS, unique_by_case
from ..metrics.cost import PRICING_PLACE, cost_per_useful_answer
from ..metrics.governance import abstention, wasted_cost_usd
from ..metrics.injection import (
    injection_containment,
    injection_detection_by,
    injection_detection_rate,
    injection_false_positive_by,
    injection_false_positive_rate,
    injection_flagged_unlabelled,
    injection_structural_containment,
)
from ..metrics.judged import JUDGED_KEYS, judge_counts
from ..metrics.latency import latency_summary, measured_calls
from ..metrics.ratios import RATIO_KEYS, case_ratios
from ..metrics.reader_fidelity import reader_fidelity
from ..metrics.stats import metric_intervals_many, point
from ..metrics.useful_source import useful_by_source
from ..records import FORBIDDEN_ONLY, CaseRecord, measured, unmeasured_reason

AGGREGATE_KEYS: tuple[str, ...] = (
    "n",
    "precision@5",
    "precision@10",
    "ndcg@5",
    "ndcg@10",
    "hit@10",
    "mrr@10",
    "recall_pooled",
    "citation_coverage",
    "freshness_known",
    "freshness_accuracy",
    "freshness_within",
    "latency_ms",
    "cost_per_search_usd",
    "cost_per_case_usd",
    "read_cost_per_case_usd",
    "cost_per_query_usd",  # deprecated alias of cost_per_case_usd, kept for one release
    "cost_per_useful_answer_usd",
    "reader_test_cost_usd",
    "fallback_rate",
    "fallback_by_cause",
    "abstention",
    "wasted_cost_usd",
    "injection_containment",
    "injection_false_positive_rate",
    "injection_structural_containment",
    "injection_detection_rate",
    "injection_detection_rate_by_channel",
    "injection_detection_rate_by_language",
    "injection_false_positive_by_channel",
    "injection_false_positive_by_language",
    "injection_flagged_unlabelled",
    "useful_by_source",
    "reader_fidelity",
    "judged_recall@5",
    "judged_recall@10",
    "judged_ndcg@10",
    "judge_coverage",
    "judge_counts",
)
FALLBACK_CAUSES = ("no_result", "error", "low_confidence", "budget")


@dataclass(frozen=True)
class AggregateContext:
    """Inputs beyond the records that some metrics need (absent input -> null with reason)."""

    judge_model: str | None = None
    cascade: bool = False
    reasons: Mapping[str, str] = field(default_factory=dict)  # extra reasons by key


def mean(values: Iterable[float]) -> float | None:
    items = list(values)
    if not items:
        return None
    return math.fsum(items) / len(items)


# Reasons a number is null whatever the cases did (the run's configuration): kept when
# every allowed case failed, never replaced by ``unmeasured_reason``.
NO_CASCADE = (
    "no cascade configured (ini ws_cascade, default golden/cascade.yaml): no provider falls "
    "back to another"
)
# its words in run files before stop 59 (said in a run of two providers as well)
OLD_NO_CASCADE = "no cascade configured: a single provider cannot fall back"
NO_JUDGE = "no --ws-judge"
STANDING_REASONS = frozenset({NO_CASCADE, OLD_NO_CASCADE, NO_JUDGE})


def _sorted(records: Iterable[CaseRecord]) -> list[CaseRecord]:
    return sorted(records, key=lambda r: r.case_id)


def aggregate(
    records: Sequence[CaseRecord],
    context: AggregateContext,
    ratios: Mapping[str, Mapping[str, tuple[float, float]]] | None = None,
    *,
    own: bool = False,
) -> dict[str, Any]:
    """The aggregate block of one provider (or one category of it): the aggregate keys
    plus ``n_by_metric``, ``custom`` (user metrics from ``ws_metric``) and ``null_reasons``.
    ``ratios`` are the per-case ratios (``case_ratios``) when already computed for a whole
    provider: a category takes its own cases from them (``own``: they are its own already)."""
    ordered = _sorted(records)
    allowed = measured(ordered)  # allowed, no hard fault
    unmeasured = unmeasured_reason(ordered)  # every allowed case has a hard fault: why
    forbidden = [r for r in ordered if r.forbidden]
    # n: every case run; n_measured: the allowed cases without a hard fault, those the
    # quality numbers are over (the terminal's n column)
    out: dict[str, Any] = {"n": len(ordered), "n_measured": len(allowed)}
    reasons: dict[str, str] = {}
    counts: dict[str, int] = {}

    if ratios is None:
        ratios = case_ratios(ordered, unique_by_case(allowed))
    elif not own:
        mine = {r.case_id for r in ordered}
        ratios = {
            key: {c: v for c, v in pairs.items() if c in mine} for key, pairs in ratios.items()
        }
    for key in (*RANKING_KEYS, *FRESHNESS_KEYS):
        counts[key] = len(ratios[key])
        out[key] = point(ratios[key])  # the mean over the cases where it is defined
        if out[key] is None:
            if not allowed:
                reasons[key] = unmeasured or "no allowed cases"
            elif key.startswith(("ndcg", "hit", "mrr")):
                reasons[key] = "no case has gold URLs (expect.urls)"
            elif key.startswith("precision") and all(r.precision_left_out for r in allowed):
                reasons[key] = (
                    "no case has expect.answer_patterns or expect.urls: nothing can show "
                    "that a document supports the claim (a family alone is not relevance)"
                )
            elif key == "freshness_within":
                reasons[key] = "no case with documents has freshness_days"
            else:
                reasons[key] = "no documents were retrieved"

    out["recall_pooled"] = point(ratios["recall_pooled"])
    counts["recall_pooled"] = len(ratios["recall_pooled"])
    if out["recall_pooled"] is None:
        reasons["recall_pooled"] = (
            "no case of this run has relevant origin groups in golden/pool.yaml"
        )

    claims = [c for r in allowed for c in credited(r.claims)]  # reader tests' apart
    counts["citation_coverage"] = len(claims)
    if claims:
        out["citation_coverage"] = sum(1 for c in claims if c.get("citable") is True) / len(claims)
    else:
        out["citation_coverage"] = None
        reasons["citation_coverage"] = "no claims were produced (no document read supported one)"

    out["freshness_accuracy"] = point(ratios["freshness_accuracy"])
    counts["freshness_accuracy"] = int(sum(d for _, d in ratios["freshness_accuracy"].values()))
    if out["freshness_accuracy"] is None:
        reasons["freshness_accuracy"] = (
            "no dated document of this run has a hand-verified date (golden/verified_dates.yaml)"
        )

    fresh = measured_calls(allowed)  # a recording run: the calls it sent are measured
    out["latency_ms"] = latency_summary(
        (c for r in allowed for c in r.calls), lambda c: id(c) in fresh
    )

    costs = [r.own_cost_usd for r in allowed if r.answered]  # a case some call answered
    counts["cost_per_case_usd"] = counts["read_cost_per_case_usd"] = len(costs)
    if any(c is None for c in costs):
        for key in ("cost_per_case_usd", "read_cost_per_case_usd"):
            out[key] = None
            reasons[key] = (
                "some calls or reads have no known price "
                f"(give the provider one in {PRICING_PLACE})"
            )
    else:
        out["cost_per_case_usd"] = point(ratios["cost_per_case_usd"])
        out["read_cost_per_case_usd"] = point(ratios["read_cost_per_case_usd"])
        if out["cost_per_case_usd"] is None:
            reasons["cost_per_case_usd"] = reasons["read_cost_per_case_usd"] = (
                "no call got an answer (a case whose every call failed is no case's cost)"
                if any(r.calls for r in allowed)
                else "no calls were made"
            )
    out["cost_per_query_usd"] = out["cost_per_case_usd"]
    counts["cost_per_query_usd"] = counts["cost_per_case_usd"]
    if "cost_per_case_usd" in reasons:
        reasons["cost_per_query_usd"] = reasons["cost_per_case_usd"]
    out["cost_per_search_usd"] = point(ratios["cost_per_search_usd"])
    counts["cost_per_search_usd"] = int(sum(d for _, d in ratios["cost_per_search_usd"].values()))
    if out["cost_per_search_usd"] is None:
        searched = any(c.operation == "search" for r in allowed for c in r.calls)
        reasons["cost_per_search_usd"] = (
            f"some search calls have no known price (give the provider one in {PRICING_PLACE})"
            if searched
            else "no search calls were made"
        )

    out["cost_per_useful_answer_usd"], reason = cost_per_useful_answer(ordered)
    if reason:
        reasons["cost_per_useful_answer_usd"] = reason
    counts["cost_per_useful_answer_usd"] = sum(1 for r in ordered if useful(r.claims))
    out["useful_by_source"] = useful_by_source(ordered)
    _reader_tests(ordered, out, counts, reasons)

    if context.cascade:
        escalated = [r for r in allowed if r.fallback_cause]
        out["fallback_rate"] = len(escalated) / len(allowed) if allowed else None
        out["fallback_by_cause"] = {
            cause: sum(1 for r in escalated if r.fallback_cause == cause)
            for cause in FALLBACK_CAUSES
        }
    else:
        out["fallback_rate"] = None
        out["fallback_by_cause"] = None
        reasons["fallback_rate"] = reasons["fallback_by_cause"] = NO_CASCADE

    out["abstention"] = abstention(forbidden)
    out["wasted_cost_usd"] = wasted_cost_usd(forbidden)
    counts["abstention"] = len(forbidden)
    if not forbidden:
        reasons["abstention"] = reasons["wasted_cost_usd"] = "no forbidden cases were run"
    elif out["wasted_cost_usd"] is None:
        reasons["wasted_cost_usd"] = "a call on a forbidden case has no known price"

    slots = (out, counts, reasons)
    _put(slots, "injection_containment", injection_containment(ordered))
    _put(slots, "injection_false_positive_rate", injection_false_positive_rate(ordered))
    _put(slots, "injection_flagged_unlabelled", injection_flagged_unlabelled(ordered))
    _injection_measures(ordered, out, counts, reasons)

    fidelity, why = reader_fidelity(allowed)
    out["reader_fidelity"] = fidelity
    counts["reader_fidelity"] = fidelity["documents"] if fidelity else 0
    if why:
        reasons["reader_fidelity"] = why

    _judged(allowed, context, ratios, out, counts, reasons)

    reasons.update({k: v for k, v in context.reasons.items() if out.get(k) is None})
    if unmeasured:  # the one reason for every number the failure left null
        reasons.update(
            {
                k: unmeasured
                for k in AGGREGATE_KEYS
                if k not in FORBIDDEN_ONLY
                and out.get(k) is None
                and reasons.get(k) not in STANDING_REASONS
            }
        )
    out["n_by_metric"] = dict(sorted(counts.items()))
    out["custom"] = _custom(ordered)
    out["null_reasons"] = {k: reasons[k] for k in AGGREGATE_KEYS if k in reasons and out[k] is None}
    return out


def _reader_tests(
    ordered: Sequence[CaseRecord],
    out: dict[str, Any],
    counts: dict[str, int],
    reasons: dict[str, str],
) -> None:
    """``reader_test_cost_usd``: what reading the case documents the provider's search did
    not return cost (a total, over every case; 0.0 without any), spent and shown, never in
    ``cost_per_case_usd`` nor ``cost_per_useful_answer_usd``."""
    costs = [r.reader_test_cost_usd for r in ordered]
    counts["reader_test_cost_usd"] = sum(1 for r in ordered for read in r.reads if read.reader_test)
    if any(c is None for c in costs):
        out["reader_test_cost_usd"] = None
        reasons["reader_test_cost_usd"] = (
            "a read of a case document the search did not return has no known price "
            f"(give the provider one in {PRICING_PLACE})"
        )
    else:
        out["reader_test_cost_usd"] = math.fsum(c for c in costs if c is not None)


def _put(
    measured: tuple[dict[str, Any], dict[str, int], dict[str, str]],
    key: str,
    found: tuple[float | dict[str, Any] | None, int, str],
) -> None:
    """A measure's (value, how many it was computed over, reason when None) under ``key``."""
    out, counts, reasons = measured
    out[key], counts[key], why = found
    if why:
        reasons[key] = why


def _injection_measures(
    ordered: Sequence[CaseRecord],
    out: dict[str, Any],
    counts: dict[str, int],
    reasons: dict[str, str],
) -> None:
    """The measures beside the containment gate, each under its own key (never mixed
    into the gate): structural containment, detection and false positives by channel
    and by language."""
    measured = (out, counts, reasons)
    _put(measured, "injection_structural_containment", injection_structural_containment(ordered))
    _put(measured, "injection_detection_rate", injection_detection_rate(ordered))
    for by in ("channel", "language"):
        key = f"injection_detection_rate_by_{by}"
        out[key], why = injection_detection_by(ordered, by)
        if why:
            reasons[key] = why
        key = f"injection_false_positive_by_{by}"
        out[key], why = injection_false_positive_by(ordered, by)
        if why:
            reasons[key] = why


def _judged(
    allowed: Sequence[CaseRecord],
    context: AggregateContext,
    ratios: Mapping[str, Mapping[str, tuple[float, float]]],
    out: dict[str, Any],
    counts: dict[str, int],
    reasons: dict[str, str],
) -> None:
    blocks = [r.judge for r in allowed if r.judge is not None]
    if context.judge_model is None and not blocks:
        for key in (*JUDGED_KEYS, "judge_counts"):
            out[key] = None
            reasons[key] = NO_JUDGE
        return
    tally = judge_counts(blocks)
    out["judge_counts"] = tally
    for key in JUDGED_KEYS:
        out[key] = point(ratios[key])
        counts[key] = len(ratios[key]) if key != "judge_coverage" else tally["asked"]
        if out[key] is not None:
            continue
        if not blocks:
            reasons[key] = "no allowed case was judged"
        elif tally["asked"] == 0 and tally["failed_cases"]:
            reasons[key] = "the judge could not grade any case (see the hard faults)"
        elif tally["asked"] == 0:
            reasons[key] = (
                "the provider exposes no chunks to judge"
                if tally["no_chunks"]
                else "no case returned a chunk to judge"
            )
        elif key == "judged_ndcg@10":
            reasons[key] = "no chunk was graded above 0 (NDCG is undefined without a gain)"
        elif key == "judge_coverage":
            reasons[key] = "no chunk was asked"
        else:
            reasons[key] = (
                "every case is undecided: ungraded chunks (unparsed or refused) could decide it"
            )


def _custom(records: Sequence[CaseRecord]) -> dict[str, float | None]:
    names = sorted({name for r in records for name in r.custom})
    return {name: mean(r.custom[name] for r in records if name in r.custom) for name in names}


def by_category(
    records: Sequence[CaseRecord],
    context: AggregateContext,
    ratios: Mapping[str, Mapping[str, tuple[float, float]]] | None = None,
) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[CaseRecord]] = {}
    for record in records:
        groups.setdefault(record.category, []).append(record)
    if ratios is None:
        return {name: aggregate(groups[name], context) for name in sorted(groups)}
    # One pass splits the provider's ratios by category (in their order), instead of
    # every category filtering every case.
    category_of = {r.case_id: r.category for r in records}
    split: dict[str, dict[str, dict[str, tuple[float, float]]]] = {
        name: {key: {} for key in ratios} for name in groups
    }
    for key, pairs in ratios.items():
        for case_id, pair in pairs.items():
            name = category_of.get(case_id)
            if name is not None:
                split[name][key][case_id] = pair
    out = {name: aggregate(groups[name], context, split[name], own=True) for name in sorted(groups)}
    # The categories' intervals in one pass: categories of as many cases share the draws.
    found = intervals_many([(split[name], block) for name, block in out.items()])
    for block, ci95 in zip(out.values(), found, strict=True):
        block["ci95"] = ci95
    return out


def intervals(
    ratios: Mapping[str, Mapping[str, tuple[float, float]]], values: Mapping[str, Any]
) -> dict[str, list[float]]:
    """95 % intervals of every case-resampled aggregate that has a value (the overall
    block's and each category's): exact (Clopper-Pearson) for a proportion, bootstrap over
    cases for the others (``metrics.stats.metric_intervals``)."""
    return intervals_many([(ratios, values)])[0]


def intervals_many(
    blocks: Sequence[tuple[Mapping[str, Mapping[str, tuple[float, float]]], Mapping[str, Any]]],
) -> list[dict[str, list[float]]]:
    """``intervals`` of each (ratios, values) block, their bootstraps resampled together
    (``metrics.stats.metric_intervals_many``): the same intervals as one call a block."""
    wanted = [
        {key: ratios[key] for key in RATIO_KEYS if values.get(key) is not None}
        for ratios, values in blocks
    ]
    return [
        {key: list(interval) for key, interval in found.items() if interval is not None}
        for found in metric_intervals_many(wanted)
    ]
