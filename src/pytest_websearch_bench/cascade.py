"""Provider cascades: tiers tried in order, escalating on a stated cause.

A cascade is run like a provider (``--ws-provider=<name>``; configured in
``golden/cascade.yaml`` or the file the ``ws_cascade`` ini key names). For each case
it runs the first tier's pipeline; the case escalates to the next tier when the tier

* ``no_result``: returned no documents;
* ``error``: failed (after its retries) or hit a hard fault;
* ``low_confidence``: produced no useful answer (no citable, uncontradicted claim);
* ``budget``: would take the case's spend over its budget (estimated from the tier's
  price per search before it is called, so the money is not spent).

The CaseRecord of a cascade holds every tier's calls (their cost is the cascade's),
the ranking and claims of the tier that ended it, and its first escalation cause
(``fallback_cause``); ``cascade`` lists each step.

Reordering, the same mechanism as the product's contact cascade: from a run's steps,
each tier's success rate is (cases it answered) / (cases it ran); the suggested order
sorts tiers by success rate (descending), then price per search (ascending), then
their configured order. A tier that ran fewer than ``min_cases`` cases keeps its place.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .claims import useful
from .errors import BenchError, validation_problem
from .records import CaseRecord
from .yaml_files import YAMLError, read_yaml

CASCADE_NAME = "cascade.yaml"
CASCADE_SCHEMA: Final = "pytest-websearch-bench/cascade@1"
Cause = Literal["no_result", "error", "low_confidence", "budget"]
CAUSES: tuple[Cause, ...] = ("no_result", "error", "low_confidence", "budget")
REORDER_RULE = (
    "success rate = cases answered / cases run, per tier; order by success rate (high "
    "first), then price per search (low first), then configured order; tiers that ran "
    "fewer than min_cases cases keep their place"
)


class CascadeError(BenchError):
    def __init__(self, path: Path | str, problem: str) -> None:
        super().__init__(
            f"cascade file {path}: {problem}",
            "see docs/decision-report.md 'Cascades': name, tiers (known providers), escalate_on, budgets",
        )


class CascadeFile(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    # another schema (a newer bench's file, another kind of file) is refused, never read as this one
    schema_: Literal["pytest-websearch-bench/cascade@1"] = Field(
        default=CASCADE_SCHEMA, alias="schema"
    )
    name: str = "cascade"
    tiers: list[str] = Field(min_length=2)
    escalate_on: list[Cause] = Field(default_factory=lambda: list(CAUSES))
    budget_usd: float | None = Field(default=None, ge=0)
    case_budgets: dict[str, float] = Field(default_factory=dict)
    min_cases: int = Field(default=5, ge=1)
    synthetic: bool = False
    note: str | None = None


@dataclass(frozen=True)
class Cascade:
    name: str
    tiers: tuple[str, ...]
    escalate_on: frozenset[str]
    budget_usd: float | None = None
    case_budgets: Mapping[str, float] = field(default_factory=dict)
    min_cases: int = 5

    def budget_for(self, case_id: str) -> float | None:
        return self.case_budgets.get(case_id, self.budget_usd)


def load_cascade(path: Path) -> Cascade:
    try:
        raw = read_yaml(path) or {}
        parsed = CascadeFile.model_validate(raw)
    except YAMLError as exc:
        raise CascadeError(path, str(exc)[:300]) from None
    except ValidationError as exc:
        where, problem = validation_problem(exc)
        raise CascadeError(path, f"field {where!r}: {problem}") from None
    tiers = [t.lower() for t in parsed.tiers]
    if len(set(tiers)) != len(tiers):
        raise CascadeError(path, f"a tier appears twice in {tiers}")
    if parsed.name.lower() in tiers:
        raise CascadeError(path, f"the cascade is named like one of its tiers ({parsed.name})")
    return Cascade(
        parsed.name.lower(),
        tuple(tiers),
        frozenset(parsed.escalate_on),
        parsed.budget_usd,
        dict(parsed.case_budgets),
        parsed.min_cases,
    )


def escalation_cause(record: CaseRecord) -> Cause | None:
    """Why a tier's record would hand the case to the next tier (None: it answered)."""
    if record.forbidden:
        return None  # the router cut it: nothing to escalate
    if record.hard_fault is not None or record.outcome == "error":
        return "error"
    if not record.documents:
        return "no_result"
    if not useful(record.claims):
        return "low_confidence"
    return None


def success_rates(records: Iterable[CaseRecord], tiers: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Per tier, the cases it actually ran and how many it answered. A forbidden case the
    router cut ran no tier (it is no tier's success), and a tier skipped for budget did
    not run."""
    ran = dict.fromkeys(tiers, 0)
    answered = dict.fromkeys(tiers, 0)
    for record in records:
        if record.forbidden and not record.calls:
            continue  # the router cut it before any tier
        for step in record.cascade or ():
            if step.get("skipped"):
                continue
            ran[step["tier"]] = ran.get(step["tier"], 0) + 1
            answered[step["tier"]] = answered.get(step["tier"], 0) + (step.get("cause") is None)
    return {
        t: {
            "ran": ran[t],
            "answered": answered[t],
            "rate": answered[t] / ran[t] if ran[t] else None,
        }
        for t in tiers
    }


def suggested_order(
    tiers: Sequence[str],
    rates: Mapping[str, Mapping[str, Any]],
    prices: Mapping[str, float | None],
    min_cases: int,
) -> list[str]:
    """The documented reordering rule (module docstring): deterministic, ties by price,
    then configured order; tiers without enough cases keep their slot."""
    movable = [t for t in tiers if (rates[t]["ran"] or 0) >= min_cases]
    ordered = sorted(
        movable,
        key=lambda t: (
            -(rates[t]["rate"] or 0.0),
            float("inf") if prices.get(t) is None else prices[t],
            tiers.index(t),
        ),
    )
    slots = iter(ordered)
    return [next(slots) if t in movable else t for t in tiers]
