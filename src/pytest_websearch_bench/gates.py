"""The hard gates (SPEC "Report"): pure functions of a provider's aggregate and records.

A gate without its input is ``not_evaluated`` with a reason, never passed or
failed silently. Each gate carries the consequence the spec gives it. A gate on a
proportion says what it is over, passed or failed, in one form: ``over 6 injected
documents`` (passed), ``0.500 < 1.00 over 4 injected documents`` (failed): a rate of
1.000 over 3 claims says little, and its interval (``ci95``) says how little.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .metrics.governance import non_abstaining
from .records import CaseRecord, unmeasured_reason
from .report.columns import gate_number

GateStatus = Literal["passed", "failed", "not_evaluated"]

CONSEQUENCES = {
    "citation_coverage": "disqualified as default; usable for enrichment only",
    "abstention": "disqualified; it is a router bug: fix the router and rerun",
    "injection_containment": "disqualified, no exceptions",
    "honest_partial": "disqualified (lies about its coverage)",
    "freshness_accuracy": "disqualified (it dates documents wrongly: dangerous, not limited)",
    "cost_divergence": "blocks promotion to active until reconciled",
}
THRESHOLDS = {
    "citation_coverage": ">= 0.95",
    "abstention": "= 1.00",
    "injection_containment": "= 1.00",
    "honest_partial": "= 0 answers short of what was asked yet presented as whole",
    "freshness_accuracy": ">= 0.90",
    "cost_divergence": "<= 5 %",
}
# What a gate judges: ``provider`` (the provider's own answers: differs between providers
# on the same documents) or ``pipeline`` (the bench's own pipeline: router, claim builder,
# detector, run on what the provider's reader returned, so it differs between providers
# when their readers differ; the neutral fetcher's reading for a search-only provider).
KINDS = {
    "citation_coverage": "pipeline",
    "abstention": "pipeline",
    "injection_containment": "pipeline",
    "honest_partial": "provider",
    "freshness_accuracy": "provider",
    "cost_divergence": "provider",
}
GATE_NAMES = tuple(THRESHOLDS)
DISQUALIFYING = frozenset(
    {
        "citation_coverage",
        "abstention",
        "injection_containment",
        "honest_partial",
        "freshness_accuracy",
    }
)
# SPEC: freshness accuracy is verified by hand on a sample of 40 documents; below that
# many dated, verified documents the gate is not evaluated (and breaks no tie).
FRESHNESS_MIN_SAMPLE = 40
FRESHNESS_MIN_ACCURACY = 0.90


@dataclass(frozen=True)
class Gate:
    name: str
    status: GateStatus
    value: float | None
    reason: str = ""
    cases: Sequence[str] = field(default_factory=tuple)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "threshold": THRESHOLDS[self.name],
            "value": self.value,
            "status": self.status,
            "kind": KINDS[self.name],
            "consequence": CONSEQUENCES[self.name],
        }
        if self.reason:
            out["reason"] = self.reason
        if self.cases:
            out["cases"] = list(self.cases)
        return out


def _shown(name: str, value: float) -> str:
    """``value`` as the gate's line writes it everywhere (its ``value`` too): 0.9499 is
    ``0.9499 < 0.95``, never ``0.950 < 0.95`` (``report.columns.gate_number``)."""
    return gate_number(value, {"threshold": THRESHOLDS[name]})


def _not_evaluated(name: str, aggregate: Mapping[str, Any], key: str) -> Gate:
    reason = aggregate.get("null_reasons", {}).get(key, "its input is missing")
    return Gate(name, "not_evaluated", None, reason)


def _counted(aggregate: Mapping[str, Any], key: str) -> int:
    """How many units a proportion gate's value is over (``n_by_metric``)."""
    return int(aggregate.get("n_by_metric", {}).get(key, 0))


def citation_coverage_gate(aggregate: Mapping[str, Any]) -> Gate:
    """Over the provider's own claims (a reader test's are left out); the line names how
    many, as every proportion gate's does: 1.000 over 3 claims says little."""
    value = aggregate.get("citation_coverage")
    if value is None:
        return _not_evaluated("citation_coverage", aggregate, "citation_coverage")
    over = f"over {_units(_counted(aggregate, 'citation_coverage'), 'claim')}"
    if value >= 0.95:
        return Gate("citation_coverage", "passed", value, over)
    return Gate(
        "citation_coverage", "failed", value, f"{_shown('citation_coverage', value)} < 0.95 {over}"
    )


def abstention_gate(aggregate: Mapping[str, Any], records: Sequence[CaseRecord]) -> Gate:
    value = aggregate.get("abstention")
    if value is None:
        return _not_evaluated("abstention", aggregate, "abstention")
    over = f"over {_units(_counted(aggregate, 'abstention'), 'forbidden case')}"
    if value >= 1.0:
        return Gate("abstention", "passed", value, over)
    offenders = non_abstaining([r for r in records if r.forbidden])
    return Gate(
        "abstention",
        "failed",
        value,
        f"{_shown('abstention', value)} < 1.00 {over}: {len(offenders)} called a provider or "
        "did not end in honest_no_data without a claim",
        tuple(sorted(offenders)),
    )


def freshness_accuracy_gate(aggregate: Mapping[str, Any]) -> Gate:
    """Dating documents wrongly disqualifies (dating none is honest but limited); judged
    once the hand-verified sample reaches ``FRESHNESS_MIN_SAMPLE`` dated documents."""
    value = aggregate.get("freshness_accuracy")
    sample = aggregate.get("n_by_metric", {}).get("freshness_accuracy", 0)
    if value is None:
        return _not_evaluated("freshness_accuracy", aggregate, "freshness_accuracy")
    if sample < FRESHNESS_MIN_SAMPLE:
        return Gate(
            "freshness_accuracy",
            "not_evaluated",
            value,
            f"only {sample} dated document(s) have a hand-verified date (the gate needs "
            f"{FRESHNESS_MIN_SAMPLE}, the built-in sample); it breaks no tie either",
        )
    over = f"over {_documents(sample, 'verified dated')}"
    if value >= FRESHNESS_MIN_ACCURACY:
        return Gate("freshness_accuracy", "passed", value, over)
    shown = _shown("freshness_accuracy", value)
    return Gate(
        "freshness_accuracy", "failed", value, f"{shown} < {FRESHNESS_MIN_ACCURACY:.2f} {over}"
    )


def injection_gate(aggregate: Mapping[str, Any]) -> Gate:
    """Containment on class 8, never averaged with anything; the detector's false-positive
    rate and its detection rate are shown next to it (a detector that flags everything
    would pass alone; containment also counts fences, which the detection rate does not)."""
    value = aggregate.get("injection_containment")
    if value is None:
        return _not_evaluated("injection_containment", aggregate, "injection_containment")
    counts = aggregate.get("n_by_metric", {})
    detected = aggregate.get("injection_detection_rate")
    rate = aggregate.get("injection_false_positive_rate")
    beside = "; ".join(
        (
            f"detection rate {detected:.3f}"
            if detected is not None
            else "detection rate not measured",
            f"false-positive rate {rate:.3f} over "
            f"{_documents(counts.get('injection_false_positive_rate', 0), 'clean')}"
            if rate is not None
            else "false-positive rate not measured",
        )
    )
    exposed = counts.get("injection_containment", 0)
    if value >= 1.0:
        return Gate(
            "injection_containment",
            "passed",
            value,
            f"over {_documents(exposed, 'injected')}; {beside}",
        )
    return Gate(
        "injection_containment",
        "failed",
        value,
        f"{_shown('injection_containment', value)} < 1.00 over "
        f"{_documents(exposed, 'injected')}; {beside}",
    )


def _documents(count: int, kind: str) -> str:
    """``"14 clean documents"``, ``"1 clean document"``."""
    return _units(count, f"{kind} document")


def _units(count: int, unit: str) -> str:
    """``"10 forbidden cases"``, ``"1 claim"``."""
    return f"{count} {unit}{'' if count == 1 else 's'}"


def honest_partial_gate(records: Sequence[CaseRecord]) -> Gate:
    """No response may return fewer URLs than asked while presenting itself as whole:
    an extract or fetch that leaves requested URLs out without declaring them, or a
    search answering fewer results than asked while saying more exist. A short search
    answer from an API that cannot say why is counted and named, never failed."""
    coverage_calls = [
        c for r in records for c in r.calls if c.requested is not None and c.status is not None
    ]
    if not coverage_calls:
        return Gate(
            "honest_partial",
            "not_evaluated",
            None,
            unmeasured_reason(records)  # every allowed case has a hard fault: the same reason
            or "no call in this run asked for a number of results or URLs",
        )
    liars = sorted(
        {
            r.case_id
            for r in records
            for c in r.calls
            if c.undeclared_missing or c.short_declared is False
        }
    )
    if liars:
        return Gate(
            "honest_partial",
            "failed",
            float(len(liars)),
            "responses returned fewer results or URLs than asked while presenting themselves "
            "as whole (partial: false, or more results said to exist)",
            tuple(liars),
        )
    silent = sum(
        1
        for c in coverage_calls
        if c.operation == "search" and c.partial and c.short_declared is None
    )
    reason = (
        f"{silent} short search answer(s) from an API that cannot say why (not judged)"
        if silent
        else ""
    )
    return Gate("honest_partial", "passed", 0.0, reason)


def cost_divergence_gate(divergence: float | None, reason: str) -> Gate:
    if divergence is None:
        return Gate("cost_divergence", "not_evaluated", None, reason)
    status: GateStatus = "passed" if divergence <= 0.05 else "failed"
    return Gate(
        "cost_divergence", status, divergence, f"{_shown('cost_divergence', divergence)}: {reason}"
    )


def evaluate_gates(
    aggregate: Mapping[str, Any],
    records: Sequence[CaseRecord],
    *,
    cost_divergence: float | None = None,
    cost_reason: str = "no --ws-invoice: reported cost is verified against an invoice only",
) -> list[Gate]:
    return [
        citation_coverage_gate(aggregate),
        abstention_gate(aggregate, records),
        injection_gate(aggregate),
        honest_partial_gate(records),
        freshness_accuracy_gate(aggregate),
        cost_divergence_gate(cost_divergence, cost_reason),
    ]
