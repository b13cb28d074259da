"""Running one case: the adapter wired to the replay transport (or live, when
recording), the pipeline, the judge, and cascades of providers.

Each (case, provider) record is computed once per process; a user's test that asks
for ``ws_record`` gets the same record as the bench item. When recording, a case's
record is still the replay of what is on disk; how it was recorded (the phase's
outcome, or a cascade tier recorded on demand) comes from ``record_phase`` and
``live_case``.

Over 400 lines because it is the one place where every kind of record is made
(replayed, recorded, a cascade's, graded by the judge) and where the adapters, the
recorder, the live context and the redaction rules replay matches with are built
once and shared.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from ..cascade import Cascade
from ..cases import GoldenCase
from ..config import BenchConfig
from ..errors import (
    BenchError,
    CassetteNotFoundError,
    ConfigError,
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
    query_for_case,
)
from ..providers.base import Adapter
from ..providers.models import SearchQuery, SearchResponse
from ..providers.registry import adapter_class
from ..recording.commit import recording_root
from ..recording.coord import SessionFolder
from ..recording.pacing import SharedPacer
from ..recording.rates import rates_for
from ..recording.record import Recorder
from ..recording.redact import ProviderKey, RedactionRules, RequestScrub
from ..records import CaseRecord, HardFault
from ..replay.store import CassetteStore, DirectStore
from ..replay.transport import CaseSwitch, ReplayTransport
from ..replay.verify import REDACTION_RULES_NAME
from ..resilience import CLOSED, BreakerStart, Clock, FakeClock, breaker_starts
from .cascades import compute_cascade
from .live_case import not_recorded, record_case, without_keys
from .loaded import Loaded
from .record_phase import LiveContext, PlannedKeys, new_uid

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
    _rules: RedactionRules | None = None
    _scrubs: dict[str, RequestScrub] = field(default_factory=dict)
    shipped: set[Key] = field(default_factory=set)
    # Recording: this process's live context, and the plan of the recording phase.
    live: LiveContext | None = None
    plan: PlannedKeys | None = None
    # Records the recording phase replayed as soon as each case was written (their items
    # then only report them); and whether no item can still record (the fast protocol).
    replayed: dict[Key, Computed] = field(default_factory=dict)
    recording_done: bool = False
    _lock: threading.RLock = field(default_factory=threading.RLock)

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
        return point_at(adapter, self.config)

    def endpoints(self) -> dict[str, str]:
        """The base URL each provider's calls go to (its override, else its own), as the
        run file keeps it: a key in the URL (a gateway's ``/v1/KEY/``, ``user:key@``)
        redacted as recording redacts its calls."""
        out: dict[str, str] = {}
        for provider in self.loaded.tiers_of(self.config.providers):
            adapter = self._probe(provider)
            scrub = self.scrub(provider)
            out[provider] = scrub.url(adapter.endpoint)
            reader = getattr(adapter, "reader_url", None)
            if isinstance(reader, str):
                out[f"{provider}.reader"] = scrub.url(reader)
        return out

    def redact_text(self, text: str) -> str:
        """``text`` (a command-line argument, an endpoint the user gave) with every
        selected provider's key and the fixture tree's secrets redacted, its URLs as
        recording redacts its calls' (``redact_message``: a short key that is a whole
        path segment too): the run file's provenance never holds a key the user typed
        into an endpoint. Nothing is quoted: the words are kept as values."""
        for provider in self.loaded.tiers_of(self.config.providers):
            text = self.scrub(provider).message(text, quote=False)
        return text

    def redact_message(self, text: str) -> str:
        """``text`` (a failed call's message, a remedy) redacted as ``redact_text``, and
        each word holding a redacted URL shell-quoted (a bare ``<redacted>`` pasted into
        a shell is a redirection), a printed command followed by the words to put the
        key back (``redact.KEY_BACK``)."""
        for provider in self.loaded.tiers_of(self.config.providers):
            text = self.scrub(provider).message(text)
        return text

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
        return point_at(adapter, self.config)

    def replay_adapter(self, case: GoldenCase, provider: str) -> Adapter:
        """An adapter for a user's own calls on a case (its own played-state)."""
        cascades = self.loaded.cascades
        if provider in cascades:
            raise ConfigError(
                f"{provider} is a cascade of {', '.join(cascades[provider].tiers)}: it has "
                "no adapter of its own",
                "ask for ws_record (the cascade's record) or benchmark a tier by its name",
            )
        transport = self._replay_transport(self.loaded.store, provider, case.id)
        return self.adapter(provider, transport)

    def _replay_transport(
        self, store: CassetteStore, provider: str, case_id: str, clock: Clock | None = None
    ) -> ReplayTransport:
        return ReplayTransport(
            store,
            provider,
            case_id,
            clock,
            scrub=self.scrub(provider),
            context=self.config.record_context,
        )

    def scrub(self, provider: str) -> RequestScrub:
        """How ``provider``'s requests are redacted before they are matched: the fixture
        tree's rules, the adapter's account fields and its key, as recording redacted them.
        The key is the adapter's own (``ProviderKey.of_adapter``): an instance given
        ``api_key=`` in code sends that one, not its variable's."""
        scrub = self._scrubs.get(provider)
        if scrub is None:
            adapter = self._probe(provider)
            key = ProviderKey.of_adapter(adapter)
            rules = self.rules.with_account_fields(adapter.account_fields).with_key(key)
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
            # as golden/pool.yaml holds it: CaseRun merges the case's grades 0 into it
            # (the team's grade wins, pool.with_graded_zero) and lists the conflicts
            pool=loaded.pool.of(case.id),
            verified=loaded.verified_dates,
            fetch_price=neutral_fetch_price(self.config.fetch_price),
            context=self.config.record_context,
            record_mode="all" if self.config.record == "all" else "new",
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
        record = computed.record
        # a failure's words name the URL it called (every record has a reason: only these
        # are redacted, not each answered case's in the replay's hot path)
        if record.hard_fault is not None or record.outcome == "error":
            record.outcome_reason = self.redact_message(record.outcome_reason)
            if record.hard_fault is not None:
                record.hard_fault = HardFault(
                    record.hard_fault.kind, self.redact_message(record.hard_fault.message)
                )
        if self.keep_records:
            self._computed[key] = computed
        return computed

    def _compute(self, case: GoldenCase, provider: str) -> Computed:
        recorded: dict[str, Any] | None = None
        if self.recorder is not None and not case.forbidden:
            outcome = self._live_outcome(case, provider)
            if isinstance(outcome, Computed):
                return outcome
            if outcome is not None:
                state = outcome.get("state")
                if state != "recorded":
                    # --ws-record=all keeps the case's older cassette when the call fails:
                    # only =all records it again (=new would find it on disk: walkthrough 60 #5)
                    mode = "all" if self.config.record == "all" else "new"
                    command = self.config.record_context.record_command(
                        provider, mode, case_id=case.id
                    )
                    return Computed(not_recorded(case, provider, outcome, command), None)
                recorded = outcome["recorded"]
                replayed = self.replayed.pop((case.id, provider), None)
                # Replayed by the recording phase, in this process, with a closed breaker:
                # the item's own replay when the case finds the session breaker so.
                if replayed is not None and self.breaker_start(provider, case.id) == CLOSED:
                    replayed.record.recorded = recorded
                    return replayed
        computed, _ = self._replay(case, provider)
        computed.record.recorded = recorded
        return computed

    def _live_outcome(self, case: GoldenCase, provider: str) -> Computed | dict[str, Any] | None:
        """How the recording of (case, provider) went: the recording phase's outcome when
        the plan checked the key; otherwise (a cascade's tier) the case is recorded now if
        its cassettes are missing or stale (``--ws-record=new``) or always (``all``).
        None: nothing to record, replay what is on disk."""
        plan = self.plan
        key = (case.id, provider)
        if plan is not None and key in plan.checked:
            if key not in plan.todo:
                return None
            assert self.live is not None
            found = self.live.folder.outcome(provider, case.id)
            if found is None:
                stopped = self.live.folder.stopped(provider)
                found = {
                    "state": "left",
                    "reason": stopped or "the recording stopped before this case",
                    "refused": self.live.folder.refused(provider),
                    "stopped": stopped is not None,
                }
            return found
        recorder = self.recorder
        assert recorder is not None
        if recorder.mode == "new" and recorder.has_cassettes(provider, case.id):
            replayed, run = self._replay(case, provider)
            if not is_stale(run):
                return replayed
        outcome = self.record_case(case, provider)
        outcome.pop("paid_usd", None)
        self.forget_recordings()
        return outcome

    def stale(self, case: GoldenCase, provider: str, *, closed: bool = False) -> bool:
        """Whether replaying the case fails for a missing or changed cassette; ``closed``:
        replayed with the session breaker closed, whatever the recordings before it say
        (so every cassette of its own is read)."""
        _, run = self._replay(case, provider, grade=False, breaker=CLOSED if closed else None)
        return is_stale(run)

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

    def forget_recordings(self) -> None:
        """After cassettes were written: what was derived from the fixture tree (its
        listing, the breaker states replay finds) is derived again when next asked."""
        self._breaker_starts.clear()
        self.loaded.store.forget_listing()

    def _replay(
        self,
        case: GoldenCase,
        provider: str,
        *,
        grade: bool = True,
        direct: bool = False,
        breaker: BreakerStart | None = None,
    ) -> tuple[Computed, CaseRun]:
        """Replay the case from its cassettes. ``direct``: from a thread of the recording
        phase, right after the case was written (its own adapter and store); ``breaker``:
        the state the session breaker starts in, instead of the one the recordings of the
        cases before it give."""
        clock = FakeClock()  # replay time: recorded latencies, no real waiting
        if direct:
            store = DirectStore(self.loaded.store.root)
            transport = self._replay_transport(store, provider, case.id, clock)
            adapter = self.adapter(provider, transport)
            run = self._case_run(case, adapter, transport=transport, clock=clock)
            record, unexpected = execute(run, self._pipeline())
            return Computed(record, unexpected), run
        adapter, switch = self._runner(provider)
        transport = self._replay_transport(self.loaded.store, provider, case.id, clock)
        start = breaker if breaker is not None else self.breaker_start(provider, case.id)
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
        if grade:
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
            with self._lock:
                if self._recorder is None:
                    self._recorder = Recorder(self.loaded.store, self.rules, self.config.record)
        return self._recorder

    def recording_root(self) -> Path:
        return recording_root(self.config.cassettes)

    def live_context(self, uid: str | None = None) -> LiveContext:
        """What this process records live with (made once; ``uid`` names the session's
        shared folder: the plugin passes the one xdist's controller chose)."""
        with self._lock:
            if self.live is None:
                root = self.recording_root()
                # Pacing and coordination are the machine's, not the fixtures': kept beside
                # the cache (.ws-bench/recording/), shared by every process of the project.
                shared = self.config.cache_dir.parent / "recording"
                providers = self.loaded.tiers_of(self.config.providers)
                self.live = LiveContext(
                    root=root,
                    folder=SessionFolder(shared, uid or new_uid()),
                    pacer=SharedPacer(shared / "pace", rates_for(providers, self.config.rates)),
                    budget=self.config.budget,
                    pool_size=max(4, self.config.concurrency + 2),
                    outage_cooldown_s=self.config.outage_cooldown_s,
                )
            return self.live

    def record_case(self, case: GoldenCase, provider: str) -> dict[str, Any]:
        """Record one case live now (see ``live_case.record_case``): its outcome's words
        with the keys redacted (a failed call's message names the URL it called, and a key
        the user typed into an endpoint is in it), before the recording folder keeps it."""
        outcome = record_case(self, case, provider, self.live_context())
        redacted: dict[str, Any] = without_keys(outcome, self.redact_message)
        return redacted

    def recorder_journal_fold(self, *, maybe: bool = False) -> None:
        """Fold this process's manifest journal into ``manifest.json`` (now, or when due)."""
        recorder = self._recorder
        if recorder is not None:
            if maybe:
                recorder.journal.maybe_fold()
            else:
                recorder.journal.fold()

    def close_recording(self) -> None:
        """The end of a recording session in this process: the journal folded, the
        connection pools closed."""
        self.recorder_journal_fold()
        if self.live is not None:
            self.live.close()

    # -- cascades ----------------------------------------------------------------------

    def _compute_cascade(self, case: GoldenCase, cascade: Cascade) -> Computed:
        record, unexpected = compute_cascade(self, case, cascade)
        return Computed(record, unexpected)

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
                context=self.config.record_context,
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


def point_at(adapter: Adapter, config: BenchConfig) -> Adapter:
    """The adapter sent to its ``--ws-endpoint`` (``NAME=URL``; ``NAME.reader=URL`` for a
    separate reader host, which otherwise follows the provider's override), knowing
    where that was given (its errors name the option or the ini key)."""
    endpoints = config.endpoints
    base = endpoints.get(adapter.name)
    if base:
        adapter.endpoint = base
        adapter.endpoint_source = config.endpoint_source(adapter.name)
        adapter.endpoint_ini = config.ini_file
    reader = endpoints.get(f"{adapter.name}.reader") or base
    if reader and isinstance(getattr(adapter, "reader_url", None), str):
        setattr(adapter, "reader_url", reader)  # noqa: B010 - not every adapter has one
    return adapter
