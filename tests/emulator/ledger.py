"""The counters: one record per request key, what was paid and delivered, and the sums.

A key is ``(provider, operation, canonical request)``. ``duplicate_paid_calls`` is
Σ max(0, paid − 1) per key; ``paid_after_delivery`` counts paid calls of a key whose
paid answer had already started to be written when the call arrived (a client repeating
a call whose answer it had). The ledger is not thread-safe: the core holds its lock.

Each bucket of ``stats()`` (totals, a provider, an operation) holds ``requests``,
``paid`` (2xx, billed), ``paid_delivered``, ``rate_limited``, ``server_errors``,
``unauthorized``, ``client_errors``, ``duplicate_paid_calls``, ``paid_after_delivery``,
``keys``, ``cost_usd``, ``credits`` and ``statuses``; a provider adds ``in_flight``,
``max_in_flight``, ``admitted``, ``admitted_rate`` and ``rate_limit``.
"""

from __future__ import annotations

import collections
import dataclasses
import math
from collections.abc import Iterable, Mapping
from typing import Any

from .reply import Key


@dataclasses.dataclass
class KeyRecord:
    provider: str
    operation: str
    request: str
    statuses: collections.Counter[int] = dataclasses.field(default_factory=collections.Counter)
    paid: int = 0  # 2xx answers (billed)
    paid_delivered: int = 0  # of which the write to the client succeeded
    paid_after_delivery: int = 0  # paid calls asked after a paid answer had been delivered
    cost_usd: float = 0.0
    credits: float = 0.0
    arrivals: int = 0  # occurrences seen (in memory; = sum(statuses) after a reload)
    first_t: float = 0.0
    last_t: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "provider": self.provider,
            "operation": self.operation,
            "request": self.request,
            "statuses": {str(k): v for k, v in sorted(self.statuses.items())},
            "requests": sum(self.statuses.values()),
            "paid": self.paid,
            "paid_delivered": self.paid_delivered,
            "paid_after_delivery": self.paid_after_delivery,
            "cost_usd": round(self.cost_usd, 6),
            "credits": self.credits,
            "first_t": self.first_t,
            "last_t": self.last_t,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> KeyRecord:
        rec = cls(d["provider"], d["operation"], d["request"])
        rec.statuses.update({int(k): int(v) for k, v in d.get("statuses", {}).items()})
        rec.paid = int(d.get("paid", 0))
        rec.paid_delivered = int(d.get("paid_delivered", 0))
        rec.paid_after_delivery = int(d.get("paid_after_delivery", 0))
        rec.cost_usd = float(d.get("cost_usd", 0.0))
        rec.credits = float(d.get("credits", 0.0))
        rec.first_t = float(d.get("first_t", 0.0))
        rec.last_t = float(d.get("last_t", 0.0))
        rec.arrivals = sum(rec.statuses.values())
        return rec


class Ledger:
    """Per-key records, paid calls per provider, and when each key was first delivered."""

    def __init__(self) -> None:
        self.records: dict[Key, KeyRecord] = {}
        self.paid: collections.Counter[str] = collections.Counter()
        self.unrouted = 0
        # key -> monotonic time the first delivered paid answer started to be written
        # (-inf for answers delivered before a restart).
        self.delivered_since: dict[Key, float] = {}

    def clear(self) -> None:
        self.records.clear()
        self.paid.clear()
        self.delivered_since.clear()
        self.unrouted = 0

    def record(self, key: Key) -> KeyRecord:
        rec = self.records.get(key)
        if rec is None:
            rec = self.records[key] = KeyRecord(*key)
        return rec

    def apply(
        self,
        rec: KeyRecord,
        status: int,
        delivered: bool,
        after: bool,
        cost: float,
        credits: float,
        t: float,
    ) -> None:
        """Count one answer of ``rec``'s key."""
        rec.statuses[status] += 1
        if not rec.first_t:
            rec.first_t = t
        rec.last_t = t
        if 200 <= status < 300:
            rec.paid += 1
            self.paid[rec.provider] += 1
            rec.cost_usd += cost
            rec.credits += credits
            if delivered:
                rec.paid_delivered += 1
                self.delivered_since.setdefault(
                    (rec.provider, rec.operation, rec.request), -math.inf
                )
            if after:
                rec.paid_after_delivery += 1

    def mark_delivered(self, key: Key, write_started: float) -> None:
        """A paid answer of ``key`` reached the client; its write began at ``write_started``."""
        self.record(key).paid_delivered += 1
        first = self.delivered_since.get(key, math.inf)
        self.delivered_since[key] = min(first, write_started)

    def was_delivered_before(self, key: Key, arrived: float) -> bool:
        since = self.delivered_since.get(key)
        return since is not None and since < arrived

    # -- the journal's events ---------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        return {
            "e": "snapshot",
            "keys": [r.to_json() for r in self.records.values()],
            "unrouted": self.unrouted,
        }

    def replay(self, events: Iterable[Mapping[str, Any]]) -> None:
        """Rebuild the counters from journal events (a snapshot, then answers)."""
        for event in events:
            kind = event.get("e")
            if kind == "snapshot":
                self.clear()
                for d in event.get("keys", []):
                    rec = KeyRecord.from_json(d)
                    key = (rec.provider, rec.operation, rec.request)
                    self.records[key] = rec
                    self.paid[rec.provider] += rec.paid
                    if rec.paid_delivered:
                        self.delivered_since[key] = -math.inf
                self.unrouted = int(event.get("unrouted", 0))
            elif kind == "r":
                rec = self.record((event["p"], event["o"], event["q"]))
                rec.arrivals += 1
                self.apply(
                    rec,
                    int(event["s"]),
                    bool(event.get("d")),
                    bool(event.get("a")),
                    float(event.get("c", 0.0)),
                    float(event.get("cr", 0.0)),
                    float(event.get("t", 0.0)),
                )
            elif kind == "u":
                self.unrouted += 1


def _blank() -> dict[str, Any]:
    return {
        "requests": 0,
        "paid": 0,
        "paid_delivered": 0,
        "rate_limited": 0,
        "server_errors": 0,
        "unauthorized": 0,
        "client_errors": 0,
        "duplicate_paid_calls": 0,
        "paid_after_delivery": 0,
        "keys": 0,
        "cost_usd": 0.0,
        "credits": 0.0,
        "statuses": collections.Counter(),
    }


def _add(bucket: dict[str, Any], rec: KeyRecord) -> None:
    bucket["requests"] += sum(rec.statuses.values())
    bucket["paid"] += rec.paid
    bucket["paid_delivered"] += rec.paid_delivered
    bucket["rate_limited"] += rec.statuses.get(429, 0)
    bucket["server_errors"] += sum(v for s, v in rec.statuses.items() if s >= 500)
    bucket["unauthorized"] += rec.statuses.get(401, 0)
    bucket["client_errors"] += sum(
        v for s, v in rec.statuses.items() if 400 <= s < 500 and s not in (401, 429)
    )
    bucket["duplicate_paid_calls"] += max(0, rec.paid - 1)
    bucket["paid_after_delivery"] += rec.paid_after_delivery
    bucket["keys"] += 1
    bucket["cost_usd"] += rec.cost_usd
    bucket["credits"] += rec.credits
    bucket["statuses"].update(rec.statuses)


def _finish(bucket: dict[str, Any]) -> dict[str, Any]:
    bucket["cost_usd"] = round(bucket["cost_usd"], 6)
    bucket["statuses"] = {str(k): v for k, v in sorted(bucket["statuses"].items())}
    return bucket


def summarise(records: Iterable[KeyRecord]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """The counters summed over all keys, and per provider (with ``operations`` inside)."""
    totals = _blank()
    per: dict[str, dict[str, Any]] = {}
    for rec in records:
        p = per.setdefault(rec.provider, {**_blank(), "operations": {}})
        o = p["operations"].setdefault(rec.operation, _blank())
        for bucket in (totals, p, o):
            _add(bucket, rec)
    for p in per.values():
        _finish(p)
        for o in p["operations"].values():
            _finish(o)
    return _finish(totals), per
