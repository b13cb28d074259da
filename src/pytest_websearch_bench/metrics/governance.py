"""Abstention and wasted cost on forbidden cases (SPEC "abstention").

A forbidden case abstains when it ends ``honest_no_data`` without writing a claim
and without attempting any provider call: a case that asked the web and then kept
quiet still asked the web (the router must cut before the first call). Wasted cost
is what was spent on forbidden cases anyway, which should be zero.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..records import CaseRecord


def abstained(record: CaseRecord) -> bool:
    return record.outcome == "honest_no_data" and not record.claims and not record.calls


def abstention(forbidden: Sequence[CaseRecord]) -> float | None:
    if not forbidden:
        return None
    return sum(1 for r in forbidden if abstained(r)) / len(forbidden)


def wasted_cost_usd(forbidden: Sequence[CaseRecord]) -> float | None:
    """Cost spent on forbidden cases; None when there are none or a call's cost is unknown."""
    if not forbidden:
        return None
    costs = [r.cost_usd for r in forbidden]
    if any(c is None for c in costs):
        return None
    return math.fsum(c for c in costs if c is not None)


def non_abstaining(forbidden: Sequence[CaseRecord]) -> list[str]:
    return [r.case_id for r in forbidden if not abstained(r)]
