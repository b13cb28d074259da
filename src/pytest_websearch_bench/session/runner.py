"""Running one case: the adapter wired to the replay transport (or live, when
recording), the pipeline, the judge, and cascades of providers.

Each (case, provider) record is computed once per process; a user's test that asks
for ``ws_record`` gets the same record as the bench item.

Over 400 lines because adapters, replay, recording, cascades and the judge share the
session's per-provider state (adapters, case switches, redaction, the recorder).
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx

from ..cascade import Cascade, escalation_cause
from ..cases import GoldenCase
from ..config import BenchConfig
from ..errors import (
    BenchError,
    CassetteNotFoundError,
    ConfigError,
    FixtureError,
    ReplayExhaustedError,
    ReplayMismatchError,
)
from ..judge.runner import JudgeRunner
from ..judge.store import JudgeStore
from ..pipeline import (
    CaseRun,
    Pipeline,
    default_pipeline,
    execute,
    neutral_fetch_price,
    new_record,
    query_for_case,
)
from ..providers.base import Adapter
from ..providers.models import SearchQuery, SearchResponse
from ..providers.registry import adapter_class
from ..recording.record import Recorder, capture
from ..recording.redact import RedactionRules, RequestScrub
from ..records import CaseRecord, HardFault
from ..replay.transport import CaseSwitch, ReplayTransport
from ..replay.verify import REDACTION_RULES_NAME
from ..resilience import (
    CLOSED,
    BreakerStart,
    CircuitBreaker,
    FakeClock,
    SystemClock,
    breaker_starts,
)
from .loaded import Loaded

Key = tuple[str, str]  # (case id, provider)
AdapterHook = Callable[[str], "type[Adapter] | Adapter | None"]
PipelineHook = Callable[[CaseRun], "bool | None"]


@dataclass
class Computed:
    record: CaseRecord
    unexpected: BaseException | None


@dataclass
class CaseRunner:
    loaded: Loaded
    adapter_hook: AdapterHook | None = None
    pipeline_hook: PipelineHook | None = None
    keep_records: bool = False  # user tests will ask for ws_record: keep computed records
    # The judge's endpoint when recording; set by the synthesizer to its generated judge.
    judge_endpoint: httpx.BaseTransport | None = None
    judge_synthetic: bool = False
    _adapter_sources: dict[str, type[Adapter] | Adapter] = field(default_factory=dict)
    _runners: dict[str, tuple[Adapter, CaseSwitch]] = field(default_factory=dict)
    _recorder: Recorder | None = None
    _computed: dict[Key, Computed] = field(default_factory=dict)
    _judge: JudgeRunner | None = None
    _breaker_starts: dict[str, dict[str, BreakerStart]] = field(default_factory=dict)
    _live_breakers: dict[str, CircuitBreaker] = field(default_factory=dict)
    _rules: RedactionRules | None = None
    _scrubs: dict[str, RequestScrub] = field(default_factory=dict)
    shipped: set[Key] = field(default_factory=set)

    @property
    def config(self) -> BenchConfig:
        return self.loaded.config

    # -- adapters ----------------------------------------------------------------------

    def adapter_source(self, provider: str) -> type[Adapter] | Adapter:
        source = self._adapter_sources.get(provider)
        if source is None:
            source = self.adapter_hook(provider) if self.adapter_hook else None
            if source is None:
                source = adapter_class(provider)
            self._adapter_sources[provider] = source
        return source

    def adapter(self, provider: str, transport: httpx.BaseTransport) -> Adapter:
        """An adapter whose requests go to ``transport`` (the replay transport), at the
        provider's ``--ws-endpoint`` if any. It needs no key, even in a recording session:
        what it sends is answered from cassettes (recording the judge alone must not ask
        for every provider's key)."""
        source = self.adapter_source(provider)
        if isinstance(source, Adapter):
            adapter = copy.copy(source)
            adapter.transport = transport
            adapter.offline = True
        else:
            adapter = source(
                transport=transport, offline=True, pricing=self.loaded.pricing(provider)
            )
        # Recorded at an endpoint (a gateway, an emulator), replayed at the same one.
        return point_at(adapter, self.config.endpoints)

    def live_adapter(self, provider: str) -> Adapter:
        """An adapter that calls the provider for real (recording only), at its
        ``--ws-endpoint`` when one is given."""
        source = self.adapter_source(provider)
        client = httpx.Client(timeout=30.0)
        if isinstance(source, Adapter):
            adapter = copy.copy(source)
            adapter._client = client
            adapter.transport = None
            adapter.offline = False
        else:
            adapter = source(client=client, offline=False, pricing=self.loaded.pricing(provider))
        return point_at(adapter, self.config.endpoints)

    def endpoints(self) -> dict[str, str]:
        """The base URL each provider's calls go to (its override, else its own)."""
        out: dict[str, str] = {}
        for provider in self.loaded.tiers_of(self.config.providers):
            adapter = self._probe(provider)
            out[provider] = adapter.endpoint
            reader = getattr(adapter, "reader_url", None)
            if isinstance(reader, str):
                out[f"{provider}.reader"] = reader
        return out

    def settings(self) -> dict[str, Any]:
        """The pipeline settings a run's numbers depend on (compared between runs), and
        each provider's reader (recorded, never compared: it differs by nature)."""
        price = neutral_fetch_price(self.config.fetch_price)
        readers = {}
        for provider in self.loaded.tiers_of(self.config.providers):
            capabilities = self._probe(provider).capabilities
            readers[provider] = (
                "extract"
                if capabilities.extract
                else "fetch"
                if capabilities.fetch
                else "neutral fetcher"
            )
        return {
            "extract_top": self.config.extract_top,
            "fetch_price_usd": price.cost_usd,
            "fetch_price_source": price.source,
            "judge": None
            if self.config.judge is None
            else {"model": self.config.judge, "threshold": self.config.judge_threshold},
            "readers": readers,
        }

    def _probe(self, provider: str) -> Adapter:
        source = self.adapter_source(provider)
        adapter = copy.copy(source) if isinstance(source, Adapter) else source(offline=True)
        return point_at(adapter, self.config.endpoints)

    def replay_adapter(self, case: GoldenCase, provider: str) -> Adapter:
        """An adapter for a user's own calls on a case (its own played-state)."""
        cascades = self.loaded.cascades
        if provider in cascades:
            raise ConfigError(
                f"{provider} is a cascade of {', '.join(cascades[provider].tiers)}: it has "
                "no adapter of its own",
                "ask for ws_record (the cascade's record) or benchmark a tier by its name",
            )
        transport = ReplayTransport(
            self.loaded.store, provider, case.id, scrub=self.scrub(provider)
        )
        return self.adapter(provider, transport)

    def scrub(self, provider: str) -> RequestScrub:
        """How ``provider``'s requests are redacted before they are matched: the fixture
        tree's rules and the adapter's account fields, as recording redacted them."""
        scrub = self._scrubs.get(provider)
        if scrub is None:
            source = self.adapter_source(provider)
            rules = self.rules.with_account_fields(source.account_fields)
            scrub = self._scrubs[provider] = RequestScrub(rules)
        return scrub

    @property
    def rules(self) -> RedactionRules:
        """The fixture tree's redaction rules (``redaction.yaml``), read once."""
        if self._rules is None:
            self._rules = RedactionRules.load(self.config.cassettes / REDACTION_RULES_NAME)
        return self._rules

    def hosts(self) -> list[str]:
        """The hosts the selected providers' calls reach (the recording allow-list): an
        overridden provider's endpoint hosts only, else its own hosts."""
        found: set[str] = set()
        for provider in self.loaded.tiers_of(self.config.providers):
            adapter = self._probe(provider)
            if provider in self.config.endpoints:
                found.add(httpx.URL(adapter.endpoint).host)
                reader = getattr(adapter, "reader_url", None)
                if isinstance(reader, str):
                    found.add(httpx.URL(reader).host)
            else:
                found.update(h for h in adapter.hosts if h)
        if self.config.judge is not None and self.judge_endpoint is None:
            host = httpx.URL(self.config.judge_url).host
            if host:
                found.add(host)
        return sorted(found)

    def search_price(self, provider: str, case: GoldenCase | None = None) -> float | None:
        """What one search of ``case`` (or a plain query) costs at ``provider``, before it
        is made: the adapter's own pricing of a search that returns nothing extra."""
        adapter, _ = self._runner(provider)
        query = query_for_case(case) if case is not None else SearchQuery(query="price")
        return adapter.search_cost(query, SearchResponse(provider=provider, results=())).cost_usd

    def _runner(self, provider: str) -> tuple[Adapter, CaseSwitch]:
        runner = self._runners.get(provider)
        if runner is None:
            switch = CaseSwitch()
            runner = (self.adapter(provider, switch), switch)
            self._runners[provider] = runner
        return runner

    # -- one case ----------------------------------------------------------------------

    def _pipeline(self) -> Pipeline:
        hook = self.pipeline_hook
        if hook is None:
            return default_pipeline

        def pipeline(run: CaseRun) -> None:
            if not hook(run):
                default_pipeline(run)

        return pipeline

    def _case_run(self, case: GoldenCase, adapter: Adapter, **kwargs: Any) -> CaseRun:
        loaded = self.loaded
        return CaseRun(
            case,
            adapter,
            families=loaded.families,
            extract_top=self.config.extract_top,
            shared=loaded.shared,
            loader=loaded.loader,
            pool=loaded.pool.of(case.id),
            verified=loaded.verified_dates,
            fetch_price=neutral_fetch_price(self.config.fetch_price),
            **kwargs,
        )

    def compute(self, case: GoldenCase, provider: str) -> Computed:
        """The CaseRecord of (case, provider), computed once per process. When recording,
        a case is run live first if its cassettes are missing or no longer match what the
        case sends (``--ws-record=new``) or always (``all``); the record is always the
        replay of what is on disk, so a recording run reports what later replays will."""
        key = (case.id, provider)
        hit = self._computed.get(key)
        if hit is not None:
            return hit
        cascades = self.loaded.cascades
        if provider in cascades:
            computed = self._compute_cascade(case, cascades[provider])
        else:
            computed = self._compute(case, provider)
        if self.keep_records:
            self._computed[key] = computed
        return computed

    def _compute(self, case: GoldenCase, provider: str) -> Computed:
        recorder = self.recorder
        recorded: dict[str, Any] | None = None
        if recorder is not None and not case.forbidden:
            replayed = None
            if recorder.mode == "new" and recorder.has_cassettes(provider, case.id):
                replayed = self._replay(case, provider)
                if not is_stale(replayed[1]):
                    return replayed[0]
            outcome = self._record(case, provider)
            if isinstance(outcome, Computed):
                return outcome  # nothing was written (no key, a refused recording...)
            recorded = outcome
        computed, _ = self._replay(case, provider)
        computed.record.recorded = recorded
        return computed

    def breaker_start(self, provider: str, case_id: str) -> BreakerStart:
        """The session breaker of ``provider`` as ``case_id`` finds it in replay, derived
        once per process from the recordings of every case of the golden set (case-id
        order), so every process and shard derives the same state."""
        starts = self._breaker_starts.get(provider)
        if starts is None:
            store = self.loaded.store
            starts = breaker_starts(
                [(c.id, store.recorded_attempts(provider, c.id)) for c in self._every_case()]
            )
            self._breaker_starts[provider] = starts
        return starts.get(case_id, CLOSED)

    def _every_case(self) -> list[GoldenCase]:
        try:
            return self.loaded.golden.all_cases()
        except BenchError:
            return []  # a bad golden file is its own collection error

    def _replay(self, case: GoldenCase, provider: str) -> tuple[Computed, CaseRun]:
        adapter, switch = self._runner(provider)
        clock = FakeClock()  # replay time: recorded latencies, no real waiting
        transport = ReplayTransport(
            self.loaded.store, provider, case.id, clock, scrub=self.scrub(provider)
        )
        start = self.breaker_start(provider, case.id)
        switch.current = transport
        try:
            run = self._case_run(
                case, adapter, transport=transport, clock=clock, breaker=start.breaker()
            )
            record, unexpected = execute(run, self._pipeline())
        finally:
            switch.current = None
        if start != CLOSED:
            record.breaker = {"state": start.state, "failures": start.failures}
        self._grade(run, record)
        return Computed(record, unexpected), run

    def first_report_of(self, record: CaseRecord) -> bool:
        """True the first time this process reports ``record`` (it ships once)."""
        if record.key in self.shipped:
            return False
        self.shipped.add(record.key)
        return True

    # -- recording ---------------------------------------------------------------------

    @property
    def recorder(self) -> Recorder | None:
        if self.config.offline:
            return None
        if self._recorder is None:
            self._recorder = Recorder(self.loaded.store, self.rules, self.config.record)
        return self._recorder

    def _record(self, case: GoldenCase, provider: str) -> Computed | dict[str, Any]:
        """Run the case live and write what it recorded: what was written (calls, failures
        kept as error fixtures, spend), or the failed record when nothing was written."""
        recorder = self.recorder
        assert recorder is not None
        adapter = self.live_adapter(provider)
        # One breaker per provider for the live session, as in production.
        breaker = self._live_breakers.setdefault(provider, CircuitBreaker())
        run = self._case_run(case, adapter, clock=SystemClock(), breaker=breaker)
        with capture() as exchanges:
            record, unexpected = execute(run, self._pipeline())
        if unexpected is not None or record.hard_fault is not None or not record.calls:
            return Computed(record, unexpected)  # e.g. no key: the fault names the variable
        try:
            written = recorder.write(
                record,
                exchanges,
                run.sent,
                account_fields=adapter.account_fields,
                needles=[n for n in (case.entity, case.query) if n],
            )
        except FixtureError as error:
            record.hard_fault = HardFault("recording", str(error))
            return Computed(record, None)
        costs = [c.cost_usd for c in record.calls]
        return {
            "calls": len(record.calls),
            "errors_kept": sorted(
                {c.error_kind for c in record.calls if c.error_kind and c.error_kind != "partial"}
            ),
            "files": sorted(w.relative for w in written),
            "spend_usd": None if any(c is None for c in costs) else math.fsum(costs),  # type: ignore[arg-type]
            "endpoint": adapter.endpoint,
        }

    # -- cascades ----------------------------------------------------------------------

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

    # -- the judge ---------------------------------------------------------------------

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
                JudgeStore(self.loaded.store, model),
                self.config.judge_url,
                self.config.judge_threshold,
                live=live,
                rerecord=self.config.record == "all" and self.judge_endpoint is None,
                rules=self.rules,
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


def is_stale(run: CaseRun) -> bool:
    """Whether a replay failed because the case's cassettes are missing or no longer match
    what it sends now (a changed case or adapter): what ``--ws-record=new`` records again."""
    return isinstance(
        run.fixture_error, (CassetteNotFoundError, ReplayMismatchError, ReplayExhaustedError)
    )


def point_at(adapter: Adapter, endpoints: Mapping[str, str]) -> Adapter:
    """The adapter sent to its ``--ws-endpoint`` (``NAME=URL``; ``NAME.reader=URL`` for a
    separate reader host, which otherwise follows the provider's override)."""
    base = endpoints.get(adapter.name)
    if base:
        adapter.endpoint = base
    reader = endpoints.get(f"{adapter.name}.reader") or base
    if reader and isinstance(getattr(adapter, "reader_url", None), str):
        setattr(adapter, "reader_url", reader)  # noqa: B010 - not every adapter has one
    return adapter


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
    record.stored = {sha: a for tier in tried for sha, a in tier.stored.items()}
    record.fixture_classes = sorted({c for tier in tried for c in tier.fixture_classes})
    record.fallback_cause = first_cause
    record.cascade = steps
    return record
