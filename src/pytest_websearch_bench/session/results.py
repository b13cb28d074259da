"""Building the run: the records gathered on the controller (from this process, or from
xdist workers through their reports), the user metrics merged into them, and the
run file built from them."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..cases import GoldenCase
from ..dates import isoformat
from ..errors import GoldenFileError
from ..invoice import load_invoice
from ..pipeline import new_record
from ..records import CaseRecord, HardFault
from ..replay import manifest as manifest_mod
from ..report.run_file import RunContext, build_run
from .loaded import Loaded, golden_digest

Key = tuple[str, str]  # (case id, provider)


def lost_record(case: GoldenCase, provider: str) -> CaseRecord:
    record = new_record(case, provider)
    record.outcome = "error"
    record.outcome_reason = "lost: the xdist worker running this case crashed"
    record.hard_fault = HardFault(
        "lost", f"{case.id}[{provider}] was lost with its crashed worker; rerun the session"
    )
    return record


@dataclass
class Results:
    """What the controller gathered, and the run file built from it."""

    loaded: Loaded
    search_price: Callable[[str], float | None]  # a cascade tier's price, for the run file
    started_at: dt.datetime = field(default_factory=lambda: dt.datetime.now(dt.timezone.utc))
    received: dict[Key, CaseRecord | dict[str, Any]] = field(default_factory=dict)
    custom: dict[Key, dict[str, float]] = field(default_factory=dict)
    expected: set[Key] = field(default_factory=set)

    def receive(self, record: CaseRecord | dict[str, Any]) -> None:
        """A record from this process (an object) or from an xdist worker (a dict)."""
        key = (record["case_id"], record["provider"]) if isinstance(record, dict) else record.key
        self.received.setdefault(key, record)

    def receive_custom(self, case_id: str, provider: str, values: dict[str, float]) -> None:
        self.custom.setdefault((case_id, provider), {}).update(values)

    def expect(self, keys: Iterable[Key]) -> None:
        self.expected.update(keys)

    def records(self) -> list[CaseRecord]:
        """Every expected record: received ones, and for each case a crashed worker lost,
        an ``error`` record saying so (a lost case stays in every denominator)."""
        out = []
        for key in sorted(self.received.keys() | self.expected):
            item = self.received.get(key)
            if item is None:
                out.append(lost_record(self.loaded.golden.case(key[0]), key[1]))
                continue
            record = CaseRecord.from_dict(item) if isinstance(item, dict) else item
            record.custom.update(self.custom.get(key, {}))
            out.append(record)
        return out

    def lost(self) -> dict[str, list[str]]:
        missing = sorted(self.expected - set(self.received))
        lost: dict[str, list[str]] = {}
        for case_id, provider in missing:
            lost.setdefault(provider, []).append(case_id)
        return lost

    def run_context(self, finished_at: dt.datetime) -> RunContext:
        loaded = self.loaded
        config = loaded.config
        golden = config.golden
        try:
            every = loaded.golden.all_cases()
            total: int | None = len(every)
        except GoldenFileError:
            every, total = [], None  # already reported as a collection error
        category = config.category
        chosen = [c.id for c in every if category is None or c.category == category]
        try:
            relative = golden.relative_to(config.rootdir).as_posix()
        except ValueError:
            relative = golden.as_posix()
        return RunContext(
            started_at=isoformat(self.started_at) or "",
            finished_at=isoformat(finished_at) or "",
            golden={
                "path": relative,
                "sha256": golden_digest(golden) if golden.is_dir() else None,
                "cases": total,
            },
            fixtures=manifest_mod.summary(loaded.fixtures.manifest()),
            shard=({"index": config.shard[0], "total": config.shard[1]} if config.shard else None),
            strict_provenance=config.strict_provenance,
            judge_model=config.judge,
            lost_cases=self.lost(),
            invoice=load_invoice(config.invoice) if config.invoice else None,
            cascades={
                name: {
                    "tiers": list(cascade.tiers),
                    "prices": {t: self.search_price(t) for t in cascade.tiers},
                    "min_cases": cascade.min_cases,
                }
                for name, cascade in loaded.cascades.items()
                if name in config.providers
            },
            selection={
                "category": category,
                "cases": chosen,
                "providers": list(config.providers),
            },
        )

    def build_run(self, records: list[CaseRecord], finished_at: dt.datetime) -> dict[str, Any]:
        return build_run(records, self.run_context(finished_at))
