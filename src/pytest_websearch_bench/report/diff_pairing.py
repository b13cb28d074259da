"""Which cases of two runs ``ws-bench diff`` may pair, and what their records show of
the fixtures they replayed.

A case is paired only with the same definition: its ``case_sha256`` (every field of the
case but its notes) when both records carry one, else the fields every record holds
(query, expectations, web_role, params...): a case edited between the runs is left out
and named, since a change there is the golden set's, not the provider's. Two runs share
"the same fixtures" only when, beyond the manifest hash, each paired case replayed the
same cassette interactions and artifacts (a file missing at replay shows as a fault or
another call in one run only).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..records import CaseRecord

# The definition of a case as every record holds it (the files written before
# ``case_sha256`` hold only these): a case whose definition changed is not paired.
DEFINITION_FIELDS = (
    "query",
    "category",
    "web_role",
    "claim_type",
    "entity",
    "freshness_days",
    "gold_urls",
    "gold_grades",
    "expected_families",
    "expected_hosts",
    "params",
)


def changed_definitions(
    before: Mapping[str, CaseRecord], after: Mapping[str, CaseRecord], common: Sequence[str]
) -> tuple[list[dict[str, Any]], str | None]:
    """The common cases whose definition differs between the runs (each with what
    differs), and why the check was partial (None when every case carries its digest)."""
    changed = []
    partial = 0
    for case_id in common:
        a, b = before[case_id], after[case_id]
        fields = [f for f in DEFINITION_FIELDS if getattr(a, f) != getattr(b, f)]
        if a.case_sha256 is None or b.case_sha256 is None:
            partial += 1
        elif a.case_sha256 != b.case_sha256 and not fields:
            fields = ["its definition (answer patterns, family overrides...: the case digest)"]
        if fields:
            changed.append({"case_id": case_id, "fields": fields})
    why = None
    if partial:
        why = (
            f"{partial} shared case(s) carry no case digest (a run file written before run "
            "files kept one): only their recorded query, expectations (gold URLs, hosts, "
            "families), web_role and params were compared; whether their answer patterns "
            "changed could not be checked"
        )
    return changed, why


def _fixtures(record: CaseRecord) -> tuple[Any, ...]:
    """What a case replayed, as its record shows it: each call's cassette, interaction,
    fingerprint and capture time, each read's content digest, and its hard fault."""
    calls = tuple(
        (c.operation, c.cassette, c.interaction, c.fingerprint, c.recorded_at, c.fixture_class)
        for c in record.calls
    )
    reads = tuple((r.url, r.sha256) for r in record.reads)
    fault = record.hard_fault.kind if record.hard_fault else None
    return calls, reads, fault


def fixture_differences(
    old: Sequence[CaseRecord], new: Sequence[CaseRecord], common: Sequence[str]
) -> list[str]:
    """The common cases whose records show other fixtures (or none: a file missing at
    replay, a case that faulted in one run only) in the two runs."""
    before = {r.case_id: r for r in old}
    after = {r.case_id: r for r in new}
    return [c for c in common if _fixtures(before[c]) != _fixtures(after[c])]
