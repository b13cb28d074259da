"""What changed between two runs of one provider, case by case (``ws-bench diff``).

The numbers say whether a change is real; this says what it is made of: the cases
that lost or gained a useful answer, gold URLs no longer found (or found again), hosts
that appeared or vanished from the results, how outcomes moved, price and latency per
operation, and error classes that are new. All of it from the CaseRecords of the
common cases.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..claims import not_useful_why, useful
from ..metrics.latency import latency_summary
from ..records import CaseRecord


def _case(record: CaseRecord, other: CaseRecord) -> dict[str, Any]:
    # why the side without a useful answer has none (walkthrough, stop 52: "answered ->
    # answered: claims written" said nothing of a lost answer whose claim was tainted)
    without = other if useful(record.claims) else record
    return {
        "case_id": record.case_id,
        "category": record.category,
        "query": record.query,
        "old_outcome": other.outcome,
        "new_outcome": record.outcome,
        "new_reason": record.outcome_reason,
        "not_useful_why": not_useful_why(without.claims),
    }


def _gold_found(record: CaseRecord) -> set[str]:
    return {d.url for d in record.documents if d.gold}


def _hosts(records: Iterable[CaseRecord]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for record in records:
        for document in record.documents:
            out.setdefault(document.host, set()).add(record.case_id)
    return out


def _host_list(hosts: Mapping[str, set[str]], names: Iterable[str]) -> list[dict[str, Any]]:
    rows = [{"host": h, "cases": len(hosts[h]), "case_ids": sorted(hosts[h])} for h in names]
    return sorted(rows, key=lambda row: (-row["cases"], row["host"]))


def no_answer(records: Sequence[CaseRecord]) -> bool:
    """Whether the provider gave these cases no answer at all: calls were made and none
    came back with a 2xx (every one refused, failed or timed out). Its hosts then vanish
    because nothing was answered, which says nothing about its results."""
    calls = [c for r in records for c in r.calls]
    return bool(calls) and not any(c.status is not None and 200 <= c.status < 300 for c in calls)


def _errors(records: Iterable[CaseRecord]) -> dict[str, list[str]]:
    out: dict[str, set[str]] = {}
    for record in records:
        for call in record.calls:
            if call.error_kind:
                out.setdefault(call.error_kind, set()).add(record.case_id)
    return {kind: sorted(ids) for kind, ids in sorted(out.items())}


def _total(records: Sequence[CaseRecord]) -> float | None:
    costs = [r.cost_usd for r in records]
    if any(c is None for c in costs):
        return None
    return math.fsum(c for c in costs if c is not None)


def _money_shift(old: Sequence[CaseRecord], new: Sequence[CaseRecord]) -> dict[str, Any]:
    before, after = _total(old), _total(new)
    sources_old = sorted({c.cost_source for r in old for c in r.calls if c.cost_source})
    sources_new = sorted({c.cost_source for r in new for c in r.calls if c.cost_source})
    return {
        "total_old_usd": before,
        "total_new_usd": after,
        "change": None if before in (None, 0) or after is None else (after - before) / before,
        "cost_sources_old": sources_old,
        "cost_sources_new": sources_new,
    }


def _latency_shift(old: Sequence[CaseRecord], new: Sequence[CaseRecord]) -> dict[str, Any]:
    before = latency_summary(c for r in old for c in r.calls)
    after = latency_summary(c for r in new for c in r.calls)
    out: dict[str, Any] = {}
    for operation in sorted(set(before) | set(after)):
        a, b = before.get(operation), after.get(operation)
        out[operation] = {
            "p50_old": a and a["p50"],
            "p50_new": b and b["p50"],
            "p95_old": a and a["p95"],
            "p95_new": b and b["p95"],
            "calls_old": a["n"] if a else 0,
            "calls_new": b["n"] if b else 0,
            "reliable": bool(a and b and a["reliable"] and b["reliable"]),
        }
    return out


def explain(old: Sequence[CaseRecord], new: Sequence[CaseRecord]) -> dict[str, Any]:
    """What changed on the common cases (``old`` and ``new`` hold the same case ids)."""
    before = {r.case_id: r for r in old}
    pairs = [(before[r.case_id], r) for r in sorted(new, key=lambda r: r.case_id)]
    lost = [_case(b, a) for a, b in pairs if useful(a.claims) and not useful(b.claims)]
    gained = [_case(b, a) for a, b in pairs if useful(b.claims) and not useful(a.claims)]
    gold_lost, gold_found = [], []
    for a, b in pairs:
        missing = sorted(_gold_found(a) - _gold_found(b))
        if missing:
            gold_lost.append({"case_id": a.case_id, "category": a.category, "urls": missing})
        extra = sorted(_gold_found(b) - _gold_found(a))
        if extra:
            gold_found.append({"case_id": a.case_id, "category": a.category, "urls": extra})
    hosts_old, hosts_new = _hosts(old), _hosts(new)
    silent_old, silent_new = no_answer(old), no_answer(new)
    errors_old, errors_new = _errors(old), _errors(new)
    moves: dict[str, int] = {}
    for a, b in pairs:
        if a.outcome != b.outcome:
            key = f"{a.outcome} -> {b.outcome}"
            moves[key] = moves.get(key, 0) + 1
    return {
        "lost_useful": lost,
        "gained_useful": gained,
        "gold_urls_lost": gold_lost,
        "gold_urls_found": gold_found,
        "hosts_new": [] if silent_old else _host_list(hosts_new, set(hosts_new) - set(hosts_old)),
        "hosts_vanished": []
        if silent_new
        else _host_list(hosts_old, set(hosts_old) - set(hosts_new)),
        "no_answer_old": silent_old,
        "no_answer_new": silent_new,
        "outcomes_moved": dict(sorted(moves.items())),
        "errors_new": {k: v for k, v in errors_new.items() if k not in errors_old},
        "errors_gone": {k: v for k, v in errors_old.items() if k not in errors_new},
        "errors_old": {k: len(v) for k, v in errors_old.items()},
        "errors_now": {k: len(v) for k, v in errors_new.items()},
        "price": _money_shift(old, new),
        "latency": _latency_shift(old, new),
    }
