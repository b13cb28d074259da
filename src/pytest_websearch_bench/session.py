"""BenchSession: the state of one bench session in one process (plain Python).

On every process it loads golden cases, builds adapters wired to the replay
transport and computes each (case, provider) CaseRecord once. On the controller
(the only process in a serial run) it also gathers the records that come back
from workers, merges user metrics into them and builds the run file.
``plugin.py`` owns one instance per pytest session and is its only caller.
"""

from __future__ import annotations

import copy
import datetime as dt
import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from .artifacts.cache import ArtifactCache
from .artifacts.load import ArtifactLoader
from .cascade import CASCADE_NAME, Cascade, escalation_cause, load_cascade
from .cases import GoldenCase, case_files, load_case_file
from .config import BenchConfig
from .dates import isoformat
from .errors import BenchError, ConfigError, FixtureError, GoldenFileError
from .families import FamilyTable
from .invoice import load_invoice
from .judge.runner import JudgeRunner
from .judge.store import JUDGE_DIR, JudgeStore
from .pipeline import (
    CaseRun,
    Pipeline,
    default_pipeline,
    execute,
    new_record,
    query_for_case,
)
from .pool import POOL_NAME, Pool, load_pool
from .providers.base import Adapter
from .providers.models import SearchQuery, SearchResponse
from .providers.pricing import ProviderPricing, load_overrides, pricing_for
from .providers.registry import adapter_class
from .records import CaseRecord, HardFault
from .replay import manifest as manifest_mod
from .replay.record import Recorder, capture
from .replay.redact import RedactionRules
from .replay.shared import SharedDocuments
from .replay.store import CassetteStore
from .replay.transport import CaseSwitch, ReplayTransport
from .replay.verify import REDACTION_RULES_NAME, SHARED_DIR, check_hashes, check_structure
from .report.run_file import RunContext, build_run
from .resilience import FakeClock, SystemClock
from .verified_dates import VERIFIED_NAME, load_verified_dates

Key = tuple[str, str]  # (case id, provider)
AdapterHook = Callable[[str], "type[Adapter] | Adapter | None"]
PipelineHook = Callable[[CaseRun], "bool | None"]


def shard_of(case_id: str, total: int) -> int:
    """1-based shard of a case: a stable hash of its id, independent of the set."""
    digest = hashlib.sha256(case_id.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % total + 1


def golden_digest(golden_dir: Path) -> str:
    """sha256 over every file of the golden set (relative path and content hash)."""
    lines = []
    for path in sorted(p for p in golden_dir.rglob("*") if p.is_file()):
        relative = path.relative_to(golden_dir).as_posix()
        lines.append(f"{relative}\0{hashlib.sha256(path.read_bytes()).hexdigest()}\n")
    return hashlib.sha256("".join(lines).encode("utf-8")).hexdigest()


@dataclass
class Computed:
    record: CaseRecord
    unexpected: BaseException | None


@dataclass
class BenchSession:
    config: BenchConfig
    adapter_hook: AdapterHook | None = None
    pipeline_hook: PipelineHook | None = None
    keep_records: bool = False  # user tests will ask for ws_record: keep computed records
    started_at: dt.datetime = field(default_factory=lambda: dt.datetime.now(dt.timezone.utc))
    _cases_by_file: dict[Path, list[GoldenCase]] = field(default_factory=dict)
    _families: FamilyTable | None = None
    _store: CassetteStore | None = None
    _pricing_overrides: dict[str, Any] | None = None
    _pricing: dict[str, ProviderPricing] = field(default_factory=dict)
    _adapter_sources: dict[str, type[Adapter] | Adapter] = field(default_factory=dict)
    _runners: dict[str, tuple[Adapter, CaseSwitch]] = field(default_factory=dict)
    _recorder: Recorder | None = None
    _computed: dict[Key, Computed] = field(default_factory=dict)
    _shared: SharedDocuments | None = None
    _manifest: tuple[bytes, manifest_mod.Manifest] | None = None
    _loader: ArtifactLoader | None = None
    _pool: Pool | None = None
    _verified: dict[str, str] | None = None
    _cascades: dict[str, Cascade] | None = None
    _judge: JudgeRunner | None = None
    # The judge's endpoint when recording; set by the synthesizer to its generated judge.
    judge_endpoint: httpx.BaseTransport | None = None
    judge_synthetic: bool = False
    shipped: set[Key] = field(default_factory=set)
    # controller side
    received: dict[Key, CaseRecord | dict[str, Any]] = field(default_factory=dict)
    custom: dict[Key, dict[str, float]] = field(default_factory=dict)
    expected: set[Key] = field(default_factory=set)

    # -- golden set ----------------------------------------------------------------------

    @property
    def cases_dir(self) -> Path:
        return self.config.golden / "cases"

    def is_golden_file(self, path: Path) -> bool:
        if path.suffix not in (".yaml", ".yml"):
            return False
        try:
            path.resolve().relative_to(self.cases_dir.resolve())
        except ValueError:
            return False
        return True

    def cases_in(self, path: Path) -> list[GoldenCase]:
        cases = self._cases_by_file.get(path)
        if cases is None:
            cases = load_case_file(path, self.config.cache_dir)
            self._cases_by_file[path] = cases
        return cases

    def all_cases(self) -> list[GoldenCase]:
        """Every case of the golden set (raises GoldenFileError on a bad file)."""
        out: list[GoldenCase] = []
        for path in case_files(self.config.golden):
            out.extend(self.cases_in(path))
        return sorted(out, key=lambda c: c.id)

    def selected(self, case: GoldenCase) -> bool:
        if self.config.category is not None and case.category != self.config.category:
            return False
        if self.config.shard is not None:
            index, total = self.config.shard
            return shard_of(case.id, total) == index
        return True

    def selected_cases(self) -> list[GoldenCase]:
        return [c for c in self.all_cases() if self.selected(c)]

    def case(self, case_id: str) -> GoldenCase:
        for case in self.all_cases():
            if case.id == case_id:
                return case
        raise KeyError(case_id)

    @property
    def families(self) -> FamilyTable:
        if self._families is None:
            self._families = FamilyTable.load(self.config.golden / "families.yaml")
        return self._families

    # -- adapters and replay ---------------------------------------------------------------

    @property
    def store(self) -> CassetteStore:
        if self._store is None:
            self._store = CassetteStore(self.config.cassettes)
        return self._store

    @property
    def shared(self) -> SharedDocuments:
        """The stored documents of ``_shared/`` (none without a manifest)."""
        if self._shared is None:
            loaded = self.manifest()
            manifest = loaded[1] if loaded is not None else manifest_mod.Manifest()
            self._shared = SharedDocuments.from_manifest(self.config.cassettes, manifest)
        return self._shared

    def manifest(self) -> tuple[bytes, manifest_mod.Manifest] | None:
        """The fixture manifest's bytes and model (None without one), parsed again only
        when the file changed (recording rewrites it): a session reads it three times."""
        path = self.config.cassettes / manifest_mod.MANIFEST_NAME
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise manifest_mod.ManifestError(path, f"cannot read the manifest: {exc}") from None
        if self._manifest is None or self._manifest[0] != data:
            self._manifest = (data, manifest_mod.parse_manifest(path, data))
        return self._manifest

    @property
    def pool(self) -> Pool:
        """The reviewed pool of origin groups (``golden/pool.yaml``; empty without one)."""
        if self._pool is None:
            self._pool = load_pool(self.config.golden / POOL_NAME)
        return self._pool

    @property
    def verified_dates(self) -> dict[str, str]:
        if self._verified is None:
            self._verified = load_verified_dates(self.config.golden / VERIFIED_NAME)
        return self._verified

    @property
    def cascades(self) -> dict[str, Cascade]:
        """Cascades by name (``ws_cascade``, else ``golden/cascade.yaml`` when present)."""
        if self._cascades is None:
            path = self.config.cascade or self.config.golden / CASCADE_NAME
            if self.config.cascade is None and not path.exists():
                self._cascades = {}
            else:
                cascade = load_cascade(path)
                self._cascades = {cascade.name: cascade}
        return self._cascades

    def tiers_of(self, providers: Iterable[str]) -> list[str]:
        """The real providers behind ``providers`` (a cascade stands for its tiers)."""
        out: list[str] = []
        for name in providers:
            for provider in self.cascades[name].tiers if name in self.cascades else (name,):
                if provider not in out:
                    out.append(provider)
        return out

    @property
    def loader(self) -> ArtifactLoader:
        """Artifacts parsed once per process, on top of the --ws-cache-dir cache."""
        if self._loader is None:
            self._loader = ArtifactLoader(ArtifactCache(self.config.cache_dir))
        return self._loader

    def close(self) -> None:
        """Release what parsed documents hold open (PDFium documents)."""
        if self._loader is not None:
            self._loader.close()

    def pricing(self, provider: str) -> ProviderPricing:
        cached = self._pricing.get(provider)
        if cached is None:
            if self._pricing_overrides is None:
                path = self.config.pricing
                self._pricing_overrides = load_overrides(path) if path else {}
            cached = pricing_for(provider, self._pricing_overrides)
            self._pricing[provider] = cached
        return cached

    def adapter_source(self, provider: str) -> type[Adapter] | Adapter:
        source = self._adapter_sources.get(provider)
        if source is None:
            source = self.adapter_hook(provider) if self.adapter_hook else None
            if source is None:
                source = adapter_class(provider)
            self._adapter_sources[provider] = source
        return source

    def adapter(self, provider: str, transport: httpx.BaseTransport) -> Adapter:
        """An adapter whose requests go to ``transport`` (the replay transport). It needs
        no key, even in a recording session: what it sends is answered from cassettes
        (recording the judge alone must not ask for every provider's key)."""
        source = self.adapter_source(provider)
        if isinstance(source, Adapter):
            adapter = copy.copy(source)
            adapter.transport = transport
            adapter.offline = True
            return adapter
        return source(transport=transport, offline=True, pricing=self.pricing(provider))

    # -- records ------------------------------------------------------------------------

    def _pipeline(self) -> Pipeline:
        hook = self.pipeline_hook
        if hook is None:
            return default_pipeline

        def pipeline(run: CaseRun) -> None:
            if not hook(run):
                default_pipeline(run)

        return pipeline

    @property
    def recorder(self) -> Recorder | None:
        if self.config.offline:
            return None
        if self._recorder is None:
            rules = RedactionRules.load(self.config.cassettes / REDACTION_RULES_NAME)
            self._recorder = Recorder(self.store, rules, self.config.record)
        return self._recorder

    def live_adapter(self, provider: str) -> Adapter:
        """An adapter that calls the provider for real (recording only)."""
        source = self.adapter_source(provider)
        client = httpx.Client(timeout=30.0)
        if isinstance(source, Adapter):
            adapter = copy.copy(source)
            adapter._client = client
            adapter.transport = None
            adapter.offline = False
            return adapter
        return source(client=client, offline=False, pricing=self.pricing(provider))

    def hosts(self) -> list[str]:
        """The hosts the selected providers' calls reach (the recording allow-list)."""
        found: set[str] = set()
        for provider in self.tiers_of(self.config.providers):
            source = self.adapter_source(provider)
            adapter = source if isinstance(source, Adapter) else source(offline=True)
            found.update(h for h in adapter.hosts if h)
        if self.config.judge is not None and self.judge_endpoint is None:
            host = httpx.URL(self.config.judge_url).host
            if host:
                found.add(host)
        return sorted(found)

    def _record(self, case: GoldenCase, provider: str) -> Computed | None:
        """Run the case live and write what it recorded; None when nothing was recorded."""
        recorder = self.recorder
        assert recorder is not None
        adapter = self.live_adapter(provider)
        run = CaseRun(
            case,
            adapter,
            families=self.families,
            clock=SystemClock(),
            extract_top=self.config.extract_top,
            shared=self.shared,
            loader=self.loader,
            pool=self.pool.of(case.id),
            verified=self.verified_dates,
        )
        with capture() as exchanges:
            record, unexpected = execute(run, self._pipeline())
        if unexpected is not None or record.hard_fault is not None or not record.calls:
            return Computed(record, unexpected)  # e.g. no key: the fault names the variable
        try:
            recorder.write(
                record,
                exchanges,
                run.sent,
                account_fields=adapter.account_fields,
                needles=[n for n in (case.entity, case.query) if n],
            )
        except FixtureError as error:
            record.hard_fault = HardFault("recording", str(error))
            return Computed(record, None)
        return None

    def compute(self, case: GoldenCase, provider: str) -> Computed:
        """The CaseRecord of (case, provider), computed once per process. When recording,
        a case without cassettes is run live first; the record is always the replay of
        what is on disk, so a recording run reports what later replays will report."""
        key = (case.id, provider)
        hit = self._computed.get(key)
        if hit is not None:
            return hit
        if provider in self.cascades:
            computed = self._compute_cascade(case, self.cascades[provider])
            if self.keep_records:
                self._computed[key] = computed
            return computed
        recorder = self.recorder
        if (
            recorder is not None
            and recorder.needs_recording(provider, case.id)
            and not case.forbidden
        ):
            failed = self._record(case, provider)
            if failed is not None:
                if self.keep_records:
                    self._computed[key] = failed
                return failed
        adapter, switch = self._runner(provider)
        clock = FakeClock()  # replay time: recorded latencies, no real waiting
        transport = ReplayTransport(self.store, provider, case.id, clock)
        switch.current = transport
        try:
            run = CaseRun(
                case,
                adapter,
                families=self.families,
                transport=transport,
                clock=clock,
                extract_top=self.config.extract_top,
                shared=self.shared,
                loader=self.loader,
                pool=self.pool.of(case.id),
                verified=self.verified_dates,
            )
            record, unexpected = execute(run, self._pipeline())
        finally:
            switch.current = None
        self._grade(run, record)
        computed = Computed(record, unexpected)
        if self.keep_records:
            self._computed[key] = computed
        return computed

    def search_price(self, provider: str, case: GoldenCase | None = None) -> float | None:
        """What one search of ``case`` (or a plain query) costs at ``provider``, before it
        is made: the adapter's own pricing of a search that returns nothing extra."""
        adapter, _ = self._runner(provider)
        query = query_for_case(case) if case is not None else SearchQuery(query="price")
        return adapter.search_cost(query, SearchResponse(provider=provider, results=())).cost_usd

    def _compute_cascade(self, case: GoldenCase, cascade: Cascade) -> Computed:
        """The tiers in order, escalating on the cascade's causes (``cascade``)."""
        steps: list[dict[str, Any]] = []
        tried: list[CaseRecord] = []
        spent = 0.0
        first_cause: str | None = None
        unexpected: BaseException | None = None
        budget = cascade.budget_for(case.id)
        for tier in cascade.tiers:
            estimate = self.search_price(tier, case) or 0.0
            if budget is not None and not case.forbidden and spent + estimate > budget:
                steps.append({"tier": tier, "skipped": True, "cause": "budget", "cost_usd": 0.0})
                first_cause = first_cause or "budget"
                continue
            computed = self.compute(case, tier)
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
        return Computed(merge_tiers(case, cascade.name, tried, steps, first_cause), unexpected)

    @property
    def judge(self) -> JudgeRunner | None:
        """The LLM judge (``--ws-judge``): replay only, unless recording."""
        model = self.config.judge
        if model is None:
            return None
        if self._judge is None:
            live = self.judge_endpoint
            if live is None and not self.config.offline:
                live = httpx.HTTPTransport()
            self._judge = JudgeRunner(
                JudgeStore(self.store, model),
                self.config.judge_url,
                self.config.judge_threshold,
                live=live,
                rerecord=self.config.record == "all" and self.judge_endpoint is None,
                rules=RedactionRules.load(self.config.cassettes / REDACTION_RULES_NAME),
                synthetic=self.judge_synthetic,
                generator=(
                    "pytest-websearch-bench synthesize (rule-based grades, not a model's)"
                    if self.judge_synthetic
                    else "pytest-websearch-bench judge record"
                ),
            )
        return self._judge

    def _grade(self, run: CaseRun, record: CaseRecord) -> None:
        """The judge's block for the case's ranking; a judge that cannot answer (nothing
        recorded, a request that changed, an endpoint failing while recording) fails the
        case with the reason, and no grade is made up."""
        runner = self.judge
        if runner is None or record.forbidden:
            return
        try:
            record.judge = runner.judge(
                run.provider,
                run.case.id,
                run.case.query,
                run.results,
                exposes_chunks=run.adapter.exposes_chunks,
            )
        except BenchError as error:
            record.judge = {
                "model": runner.model,
                "threshold": runner.threshold,
                "exposes_chunks": True,
                "error": str(error),
                "chunks": [],
            }
            if record.hard_fault is None:
                record.hard_fault = HardFault("judge", str(error))

    def _runner(self, provider: str) -> tuple[Adapter, CaseSwitch]:
        runner = self._runners.get(provider)
        if runner is None:
            switch = CaseSwitch()
            runner = (self.adapter(provider, switch), switch)
            self._runners[provider] = runner
        return runner

    def replay_adapter(self, case: GoldenCase, provider: str) -> Adapter:
        """An adapter for a user's own calls on a case (its own played-state)."""
        if provider in self.cascades:
            raise ConfigError(
                f"{provider} is a cascade of {', '.join(self.cascades[provider].tiers)}: it has "
                "no adapter of its own",
                "ask for ws_record (the cascade's record) or benchmark a tier by its name",
            )
        return self.adapter(provider, ReplayTransport(self.store, provider, case.id))

    def first_report_of(self, record: CaseRecord) -> bool:
        """True the first time this process reports ``record`` (it ships once)."""
        if record.key in self.shipped:
            return False
        self.shipped.add(record.key)
        return True

    # -- controller ---------------------------------------------------------------------

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
                out.append(lost_record(self.case(key[0]), key[1]))
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

    def verify_fixtures(self) -> list[str]:
        """Session-start check of the files this run reads: unlisted or missing files in
        the selected providers' folders and ``_shared/``, and hashes of every file the
        selected cases use. Each error names the file (and both hashes for a mismatch)."""
        root = self.config.cassettes
        path = root / manifest_mod.MANIFEST_NAME
        try:
            loaded = self.manifest()
        except FixtureError as error:
            return [str(error)]
        if loaded is None:
            if not self.config.offline:
                return []  # recording writes the manifest
            return [
                f"{path}: no manifest, so no fixture can be trusted; record cassettes with "
                f"`pytest --ws-provider={','.join(self.config.providers)} --ws-record=new`"
            ]
        manifest = loaded[1]
        scope = [*self.tiers_of(self.config.providers), SHARED_DIR]
        if self.config.judge is not None:
            scope.append(JUDGE_DIR)
        errors = check_structure(root, manifest, scope)
        selected = {c.id for c in self.selected_cases()}
        providers = set(self.tiers_of(self.config.providers))
        reads = [
            relative
            for relative, entry in manifest.files.items()
            if (entry.provider is None or entry.provider in providers)
            and not selected.isdisjoint(entry.case_ids)
        ]
        return errors + check_hashes(root, manifest, reads)

    def run_context(self, finished_at: dt.datetime) -> RunContext:
        golden = self.config.golden
        try:
            every = self.all_cases()
            total: int | None = len(every)
        except GoldenFileError:
            every, total = [], None  # already reported as a collection error
        category = self.config.category
        chosen = [c.id for c in every if category is None or c.category == category]
        try:
            relative = golden.relative_to(self.config.rootdir).as_posix()
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
            fixtures=manifest_mod.summary(self.manifest()),
            shard=(
                {"index": self.config.shard[0], "total": self.config.shard[1]}
                if self.config.shard
                else None
            ),
            strict_provenance=self.config.strict_provenance,
            judge_model=self.config.judge,
            lost_cases=self.lost(),
            invoice=load_invoice(self.config.invoice) if self.config.invoice else None,
            cascades={
                name: {
                    "tiers": list(cascade.tiers),
                    "prices": {t: self.search_price(t) for t in cascade.tiers},
                    "min_cases": cascade.min_cases,
                }
                for name, cascade in self.cascades.items()
                if name in self.config.providers
            },
            selection={
                "category": category,
                "cases": chosen,
                "providers": list(self.config.providers),
            },
        )

    def build_run(self, records: list[CaseRecord], finished_at: dt.datetime) -> dict[str, Any]:
        return build_run(records, self.run_context(finished_at))


def lost_record(case: GoldenCase, provider: str) -> CaseRecord:
    record = new_record(case, provider)
    record.outcome = "error"
    record.outcome_reason = "lost: the xdist worker running this case crashed"
    record.hard_fault = HardFault(
        "lost", f"{case.id}[{provider}] was lost with its crashed worker; rerun the session"
    )
    return record


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
    record.fixture_classes = sorted({c for tier in tried for c in tier.fixture_classes})
    record.fallback_cause = first_cause
    record.cascade = steps
    return record
