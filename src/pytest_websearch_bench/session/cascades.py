"""Cascades of providers run like a provider: the tiers in order, escalating on the
cascade's causes, and one record merging what every tier did."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cascade import Cascade, escalation_cause
from ..cases import GoldenCase
from ..pipeline import new_record
from ..records import CaseRecord

if TYPE_CHECKING:  # pragma: no cover
    from .runner import CaseRunner


def compute_cascade(
    runner: CaseRunner, case: GoldenCase, cascade: Cascade
) -> tuple[CaseRecord, BaseException | None]:
    """The tiers in order, escalating on the cascade's causes (``cascade``)."""
    steps: list[dict[str, Any]] = []
    tried: list[CaseRecord] = []
    spent = 0.0
    first_cause: str | None = None
    unexpected: BaseException | None = None
    budget = cascade.budget_for(case.id)
    for tier in cascade.tiers:
        estimate = runner.search_price(tier, case) or 0.0
        if budget is not None and not case.forbidden and spent + estimate > budget:
            steps.append({"tier": tier, "skipped": True, "cause": "budget", "cost_usd": 0.0})
            first_cause = first_cause or "budget"
            continue
        computed = runner.compute(case, tier)
        record = computed.record
        unexpected = unexpected or computed.unexpected
        tried.append(record)
        spent += record.cost_usd or 0.0
        cause = escalation_cause(record)
        steps.append(
            {
                "tier": tier,
                "skipped": False,
                "outcome": record.outcome,
                "cause": cause,
                "cost_usd": record.cost_usd,
            }
        )
        if cause is None or cause not in cascade.escalate_on:
            break
        first_cause = first_cause or cause
    return merge_tiers(case, cascade.name, tried, steps, first_cause), unexpected


def merge_tiers(
    case: GoldenCase,
    name: str,
    tried: list[CaseRecord],
    steps: list[dict[str, Any]],
    first_cause: str | None,
) -> CaseRecord:
    """A cascade's record: every tier's calls and evidence; the ranking, claims and outcome
    of the tier that ended it."""
    record = new_record(case, name)
    last = tried[-1] if tried else None
    if last is not None:
        record.documents = last.documents
        record.outcome, record.outcome_reason = last.outcome, last.outcome_reason
        record.hard_fault = last.hard_fault
        record.pool_groups = last.pool_groups
        record.precision_left_out = last.precision_left_out  # its pool decides (relevance)
        record.pool_overruled = last.pool_overruled
        record.judge = last.judge
    else:
        record.outcome = "honest_no_data"
        record.outcome_reason = "every tier would have exceeded the case's budget"
    for tier in tried:
        record.calls.extend(tier.calls)
        record.reads.extend(tier.reads)
        record.artifacts.extend(a for a in tier.artifacts if a not in record.artifacts)
        record.claims.extend(tier.claims)
        record.injection_findings.extend(tier.injection_findings)
        record.model_boundary.extend(tier.model_boundary)
        record.custom.update(tier.custom)
    record.stored = {sha: a for tier in tried for sha, a in tier.stored.items()}
    record.fixture_classes = sorted({c for tier in tried for c in tier.fixture_classes})
    record.fallback_cause = first_cause
    record.cascade = steps
    return record
