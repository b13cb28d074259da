"""Every case-resampled metric as per-case (numerator, denominator) pairs.

One definition serves the point estimate (the ratio of sums), the bootstrap interval
and the paired comparison between providers, so the three cannot disagree. Means over
cases have denominator 1 per case; ``freshness_accuracy`` counts documents;
``citation_coverage`` counts claims; ``cost_per_search_usd`` divides what the search
calls cost (failed attempts included) by the searches that answered; ``cost_per_case_usd``
is over the cases some call of which got an answer (a case whose every call failed, for
free, is not a case's cost); ``cost_per_useful_answer_usd`` divides every
case's cost (forbidden cases included) by its useful answers (0 or 1); costs are the
provider's own work (``CaseRecord.own_cost_usd``: reader tests left out);
cases with a hard fault are left out of every ratio but that one (they were not measured);
``judge_coverage`` counts chunks (``judged``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from ..claims import credited, useful
from ..pool import recall_pooled
from ..records import CaseRecord, DocumentRecord, measured
from .casewise import FRESHNESS_KEYS, RANKING_KEYS, case_values
from .freshness import accuracy_counts
from .governance import abstained
from .injection import contained
from .judged import JUDGED_KEYS, judged_ratios

Pairs = dict[str, tuple[float, float]]

RATIO_KEYS: tuple[str, ...] = (
    *RANKING_KEYS,
    "recall_pooled",
    "citation_coverage",
    *FRESHNESS_KEYS,
    "freshness_accuracy",
    "cost_per_search_usd",
    "cost_per_case_usd",
    "read_cost_per_case_usd",
    "cost_per_useful_answer_usd",
    "abstention",
    "wasted_cost_usd",
    "fallback_rate",
    "injection_containment",
    "injection_false_positive_rate",
    *JUDGED_KEYS,
)


def case_ratios(
    records: Sequence[CaseRecord],
    unique: Mapping[str, Sequence[DocumentRecord]],
    values: Mapping[str, Mapping[str, float | None]] | None = None,
) -> dict[str, Pairs]:
    """key -> case id -> (numerator, denominator), over the cases where it is defined.
    ``unique``: each measured case's ``unique_documents`` by case id, worked out once by
    the caller (``casewise.unique_by_case(measured(records))``: the run file's provider
    block reads them too); ``values`` are the per-case values when already computed
    (``case_values``)."""
    out: dict[str, Pairs] = {key: {} for key in RATIO_KEYS}
    allowed = measured(records)  # allowed, no hard fault
    for record in allowed:
        documents = unique[record.case_id]
        per_case = values[record.case_id] if values else case_values(record, documents)
        for key in (*RANKING_KEYS, *FRESHNESS_KEYS):
            value = per_case[key]
            if value is not None:
                out[key][record.case_id] = (value, 1.0)
        recall = recall_pooled(documents, record.pool_groups)
        if recall is not None:
            out["recall_pooled"][record.case_id] = (recall, 1.0)
        matched, judged = accuracy_counts(documents)
        if judged:
            out["freshness_accuracy"][record.case_id] = (float(matched), float(judged))
        claims = credited(record.claims)  # reader tests' claims are not the provider's
        if claims:
            citable = sum(1 for c in claims if c.get("citable") is True)
            out["citation_coverage"][record.case_id] = (float(citable), float(len(claims)))
        own = record.own_cost_usd
        if record.answered and own is not None:
            out["cost_per_case_usd"][record.case_id] = (own, 1.0)
            reads = record.read_cost_usd
            if reads is not None:
                out["read_cost_per_case_usd"][record.case_id] = (reads, 1.0)
        searches, answered = record.search_costs
        if answered and all(c is not None for c in searches):
            total = math.fsum(c for c in searches if c is not None)
            out["cost_per_search_usd"][record.case_id] = (total, float(answered))
        for key, pair in judged_ratios(record.judge).items():
            out[key][record.case_id] = pair
    out["cost_per_useful_answer_usd"] = useful_answer_pairs(records)
    _governance(records, out)
    _injection(records, out)
    return out


def useful_answer_pairs(records: Sequence[CaseRecord]) -> Pairs:
    """``case_ratios``'s cost per useful answer alone: case id -> (own cost, 1 if useful),
    over every case (forbidden ones too), and none when a case's own cost is unknown; for
    a caller that needs only it (``report.caveats``), without the other metrics."""
    pairs: Pairs = {}
    own_costs = [r.own_cost_usd for r in records]
    if all(c is not None for c in own_costs):
        for record, cost in zip(records, own_costs, strict=True):
            pairs[record.case_id] = (cost or 0.0, 1.0 if useful(record.claims) else 0.0)
    return pairs


def _governance(records: Sequence[CaseRecord], out: dict[str, Pairs]) -> None:
    """Abstention and wasted cost over the forbidden cases; the fallback rate over the
    allowed cases of a cascade. Wasted cost is a total: each forbidden case weighs
    1/n_forbidden, so a resample's ratio is the total for a set of the same size."""
    forbidden = [r for r in records if r.forbidden]
    for record in forbidden:
        out["abstention"][record.case_id] = (1.0 if abstained(record) else 0.0, 1.0)
    if forbidden and all(r.cost_usd is not None for r in forbidden):
        weight = 1.0 / len(forbidden)
        for record in forbidden:
            out["wasted_cost_usd"][record.case_id] = (record.cost_usd or 0.0, weight)
    for record in records:
        if record.cascade is not None and not record.forbidden:
            out["fallback_rate"][record.case_id] = (1.0 if record.fallback_cause else 0.0, 1.0)


def _injection(records: Sequence[CaseRecord], out: dict[str, Pairs]) -> None:
    """Per case: injected documents contained over injected documents read, and clean
    documents flagged over clean documents read (reads, as the aggregates count them;
    clean: ``injected`` False, never an unlabelled document)."""
    for record in records:
        injected = [r.sha256 for r in record.reads if r.injected is True and r.sha256]
        if injected:
            kept = sum(1 for sha in injected if sha is not None and contained(record, sha))
            out["injection_containment"][record.case_id] = (float(kept), float(len(injected)))
        clean = [r for r in record.reads if r.injected is False and r.flagged is not None]
        if clean:
            flagged = sum(1 for r in clean if r.flagged)
            out["injection_false_positive_rate"][record.case_id] = (
                float(flagged),
                float(len(clean)),
            )
