"""Building the run: the records gathered on the controller (from this process, or from
xdist workers through their reports), the user metrics merged into them, and the
run file built from them."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from ..cases import GoldenCase
from ..dates import isoformat
from ..errors import GoldenFileError, WorkerRecordError
from ..invoice import load_invoice
from ..pipeline import new_record
from ..records import CaseRecord, HardFault
from ..replay import manifest as manifest_mod
from ..report.replays import MANIFEST_BEFORE
from ..report.run_file import RunContext, build_run
from .loaded import Loaded, empty_shard_words, golden_digest
from .provenance import suite_commit

Key = tuple[str, str]  # (case id, provider)


LOST_UNREPORTED = "its item never reported: the xdist worker running it crashed"
LOST_NO_RECORD = "its item reported no record: it failed before the case ran, or its worker crashed"


_RECORD_ADAPTER: Any = None


def check_worker_record(data: Any, worker: str) -> None:
    """WorkerRecordError unless ``data`` has a CaseRecord's shape (pydantic, as a run file
    is checked when read). The dict itself is kept: ``CaseRecord.from_dict`` builds the
    record as in a serial run, so the run file is the same to the byte."""
    global _RECORD_ADAPTER
    from pydantic import TypeAdapter, ValidationError

    from ..errors import validation_problem

    key = None
    if isinstance(data, dict):
        case_id, provider = data.get("case_id"), data.get("provider")
        if isinstance(case_id, str) and isinstance(provider, str):
            key = (case_id, provider)
    else:
        raise WorkerRecordError(worker, None, "<record>", f"not a mapping ({type(data).__name__})")
    if _RECORD_ADAPTER is None:
        _RECORD_ADAPTER = TypeAdapter(CaseRecord)
    try:
        _RECORD_ADAPTER.validate_python(data)
    except ValidationError as error:
        where, problem = validation_problem(error)
        raise WorkerRecordError(worker, key, where, problem) from None


def lost_record(case: GoldenCase, provider: str, why: str = LOST_UNREPORTED) -> CaseRecord:
    record = new_record(case, provider)
    record.outcome = "error"
    record.outcome_reason = f"lost: {why}"
    record.hard_fault = HardFault(
        "lost", f"{case.id}[{provider}] was selected but {why}; rerun the session"
    )
    return record


@dataclass
class Results:
    """What the controller gathered, and the run file built from it."""

    loaded: Loaded
    search_price: Callable[[str], float | None]  # a cascade tier's price, for the run file
    endpoints: Callable[[], dict[str, str]]  # where each provider's calls go
    settings: Callable[[], dict[str, Any]]  # the pipeline settings the numbers depend on
    started_at: dt.datetime = field(default_factory=lambda: dt.datetime.now(dt.timezone.utc))
    # a command-line argument or endpoint as the run file keeps it (the keys redacted)
    redact: Callable[[str], str] = field(default=lambda text: text)
    received: dict[Key, CaseRecord | dict[str, Any]] = field(default_factory=dict)
    custom: dict[Key, dict[str, float]] = field(default_factory=dict)
    expected: set[Key] = field(default_factory=set)  # bench items selected to run
    reported: set[Key] = field(default_factory=set)  # bench items a report came back for
    stopped_early: bool = False  # -x, --maxfail or an interrupt ended the run loop
    # golden files pytest could not collect (their cases never ran: the run is incomplete)
    collection_errors: int = 0
    # whether a collection finished (here, or on an xdist worker): a stop before it (a
    # Ctrl-C while the workers load) deselected nothing, it ran nothing
    collected: bool = False
    # the network isolation the run had (the weakest of its processes), for provenance
    isolation: dict[str, Any] | None = None
    # How this session recorded (the run file's ``recording`` block), when it did.
    recording: dict[str, Any] | None = None
    refused: str | None = None  # why the recording refused to start (nothing ran)
    # records an xdist worker sent malformed (WorkerRecordError's message): lost cases
    malformed: dict[Key, str] = field(default_factory=dict)

    def receive(self, record: CaseRecord | dict[str, Any]) -> None:
        """A record from this process (an object) or from an xdist worker (a dict)."""
        key = (record["case_id"], record["provider"]) if isinstance(record, dict) else record.key
        self.received.setdefault(key, record)

    def receive_from_worker(self, data: Any, worker: str, key: Key | None) -> str | None:
        """A record an xdist worker sent: validated at the boundary, as run files are read
        (``check_worker_record``). A malformed one is not received: its case is lost, with
        the error as the reason, which is also returned (None when the record is sound).
        ``key`` is the item's (case, provider), for a record too broken to name its own."""
        try:
            check_worker_record(data, worker)
        except WorkerRecordError as error:
            named = error.key or key
            if named is not None:
                self.malformed.setdefault(named, str(error))
            return str(error)
        self.receive(data)
        return None

    def receive_custom(self, case_id: str, provider: str, values: dict[str, float]) -> None:
        self.custom.setdefault((case_id, provider), {}).update(values)

    def expect(self, keys: Iterable[Key]) -> None:
        self.collected = True
        self.expected.update(keys)

    def missing(self) -> tuple[dict[Key, str], list[Key]]:
        """Selected items without a record: the lost ones (with why) and the ones the
        session never ran because it stopped early. Selection is never loss: what was
        not selected is not expected at all."""
        lost: dict[Key, str] = {}
        not_run: list[Key] = []
        for key in sorted((self.expected | self.malformed.keys()) - self.received.keys()):
            if key in self.malformed:
                lost[key] = self.malformed[key]
            elif key in self.reported:
                lost[key] = LOST_NO_RECORD
            elif self.stopped_early:
                not_run.append(key)
            else:
                lost[key] = LOST_UNREPORTED
        return lost, not_run

    def records(self) -> list[CaseRecord]:
        """Every record received, and for each lost item an ``error`` record saying so (a
        lost case stays in every denominator); items never run are left out."""
        lost, _ = self.missing()
        out = []
        for key in sorted(self.received.keys() | lost.keys()):
            item = self.received.get(key)
            if item is None:
                out.append(lost_record(self.loaded.golden.case(key[0]), key[1], lost[key]))
                continue
            record = CaseRecord.from_dict(item) if isinstance(item, dict) else item
            record.custom.update(self.custom.get(key, {}))
            out.append(record)
        return out

    @staticmethod
    def _by_provider(keys: Iterable[Key]) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for case_id, provider in sorted(keys):
            out.setdefault(provider, []).append(case_id)
        return out

    def run_context(self, finished_at: dt.datetime) -> RunContext:
        loaded = self.loaded
        config = loaded.config
        golden = config.golden
        try:
            every = loaded.golden.all_cases()
            total: int | None = len(every)
            defaults: dict[str, Any] | None = loaded.golden.defaults
        except GoldenFileError:  # already reported at collection
            # the draw the session had: the cases of the files pytest collected (a shard
            # beside a bad file drew those, not nothing); the set's own count is unknown
            every, total, defaults = loaded.golden.readable_cases(), None, None
        category = config.category
        chosen = [c.id for c in every if category is None or c.category == category]
        lost, not_run = self.missing()
        # Everything the golden set could have run: cases outside --ws-category or
        # --ws-shard are "not selected" like those left out by -k or node ids.
        possible = len(every) * len(config.providers)
        selected = len(self.expected | self.received.keys())
        shard: dict[str, int] | None = None
        empty: dict[str, str] = {}
        if config.shard is not None:
            # what the shard drew (stop 67): a shard that ran no case says whether it drew
            # none (the other shards run them) or pytest's selection left out what it drew
            drew = sum(1 for c in every if loaded.golden.selected(c)) * len(config.providers)
            shard = {"index": config.shard[0], "total": config.shard[1], "drew": drew}
            if selected == 0 and chosen:
                empty["empty"] = empty_shard_words(*config.shard, chosen, category, drew)
        try:
            relative = golden.relative_to(config.rootdir).as_posix()
        except ValueError:
            relative = golden.as_posix()
        return RunContext(
            started_at=isoformat(self.started_at) or "",
            finished_at=isoformat(finished_at) or "",
            golden={
                "path": relative,
                "sha256": (
                    golden_digest(golden, config.cascade, loaded.golden.identities())
                    if golden.is_dir()
                    else None
                ),
                "cases": total,
                "defaults": defaults,
            },
            fixtures=self.fixtures_block(),
            shard=shard,
            strict_provenance=config.strict_provenance,
            judge_model=config.judge,
            lost_cases=self._by_provider(lost),
            not_run=self._by_provider(not_run),
            collection_errors=self.collection_errors,
            endpoints=self.endpoints(),
            settings=self.settings(),
            # the commands' paths in the rootdir's frame, wherever pytest was run
            cassettes=config.rooted.cassettes_option,
            golden_option=config.rooted.golden_option,
            endpoint_overrides={
                name: {k: self.redact(v) if k == "url" else v for k, v in given.items()}
                for name, given in config.rooted.endpoint_overrides().items()
            },
            record_args=tuple(self.redact(arg) for arg in config.rooted.invocation),
            started_in=config.started_in,
            ini_file=config.rooted.ini_file,  # the rootdir's frame, as record_args
            gateways=config.gateways,
            isolation=self.isolation,
            git=asdict(suite_commit(config.rootdir)),
            user_gates=loaded.gate_rules,
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
            recording=self.recording,
            selection={
                "category": category,
                "cases": chosen,
                "providers": list(config.providers),
                "selected": selected,
                "not_selected": max(possible - selected, 0),
                **empty,
            },
        )

    def fixtures_block(self) -> dict[str, Any]:
        """The manifest's hash and provenance counts, and the fixtures of this run's
        providers and cases that carry an accepted hand edit (``edited``)."""
        tree = self.loaded.fixtures
        # a recording's: the manifest it found when it started (added 2026-12-06)
        before = {} if self.recording is None else {MANIFEST_BEFORE: tree.started}
        facts = tree.facts()
        if facts is None:
            return {**manifest_mod.summary(None), "edited": [], **before}
        cases = {case_id for case_id, _ in self.expected | self.received.keys()}
        providers = self.loaded.tiers_of(self.loaded.config.providers)
        return {**facts.summary(), "edited": facts.edited_files(providers, cases), **before}

    def build_run(self, records: list[CaseRecord], finished_at: dt.datetime) -> dict[str, Any]:
        return build_run(records, self.run_context(finished_at))
