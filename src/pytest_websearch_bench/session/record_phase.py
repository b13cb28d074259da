"""Recording at scale: everything missing is recorded in one concurrent phase before the
items run, then every item replays what is on disk (so a recording run reports what
later replays will, exactly as a serial recording would).

``plan`` (in the one process that sees the selection first: the serial process, or
xdist's controller) lists, per provider and in case-id order, the selected cases to
record (``--ws-record=all``: every one; ``new``: those whose cassettes are missing or
no longer match) with each case's estimated price, checks the budget and writes
``plan.json``. :class:`Phase` (in the serial process, or in every xdist worker) runs
``--ws-concurrency`` threads per provider, split between the workers, that take the
next case from the shared claims, reserve its estimate against ``--ws-budget``, and
record it live (``CaseRunner.record_case``): calls paced by the shared limiter, the
cassettes written when the case ends. Each case's outcome goes to the session folder,
where the item that replays the case finds it, whichever worker runs it.

Over 400 lines because the plan, the budget reservation and the phase share one protocol
with the xdist workers (the plan file, the claims, the outcomes): split, each half would
have to restate it.
"""

from __future__ import annotations

import math
import os
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import ConfigError
from ..providers.models import ExtractedDocument, ExtractResponse
from ..recording.coord import SessionFolder, SharedBlocks
from ..recording.live import CALL_TIMEOUT_S, ProviderLine
from ..recording.outage import DEFAULT_COOLDOWN_S
from ..recording.pacing import SharedPacer
from ..recording.pending import pending_path
from ..recording.rates import rates_for
from ..resilience import CLOSED
from .live_case import check_keys

if TYPE_CHECKING:  # pragma: no cover
    from ..cases import GoldenCase
    from .runner import CaseRunner

Key = tuple[str, str]  # (case id, provider)
STATUS_EVERY_S = 0.5
DRAIN_MARGIN_S = 5.0  # after the calls' own timeout, for their cases to write what came


@dataclass
class LiveContext:
    """What this process needs to call providers live: the shared pacer, one line per
    provider (its connection pool), the session folder, the budget and the stop flag."""

    root: Path  # <cassettes>/.recording
    folder: SessionFolder
    pacer: SharedPacer
    budget: float | None
    pool_size: int
    outage_cooldown_s: float = DEFAULT_COOLDOWN_S
    stop: threading.Event = field(default_factory=threading.Event)
    lines: dict[str, ProviderLine] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def line(self, provider: str) -> ProviderLine:
        with self._lock:
            line = self.lines.get(provider)
            if line is None:
                line = self.lines[provider] = ProviderLine(
                    provider,
                    self.pacer,
                    pool_size=self.pool_size,
                    stop=self.stop,
                    may_call=self.may_call,
                    outage_cooldown_s=self.outage_cooldown_s,
                )
                # blocked answers counted by the session, not by each xdist worker alone
                line.outage.shared = SharedBlocks(self.folder, provider)
            return line

    def may_call(self) -> str | None:
        """None while calls may be issued; else why not (the budget is spent)."""
        if self.budget is None:
            return None
        spent, _ = self.folder.spent()
        if spent >= self.budget - 1e-12:
            return f"the --ws-budget of ${self.budget:.4f} is spent (${spent:.4f})"
        return None

    def close(self) -> None:
        for line in self.lines.values():
            line.close()
        self.pacer.close()


def new_uid() -> str:
    return uuid.uuid4().hex


@dataclass(frozen=True)
class PlannedKeys:
    """The keys a plan checked, and those it set out to record."""

    checked: frozenset[Key]
    todo: frozenset[Key]

    @classmethod
    def of(cls, plan: dict[str, Any]) -> PlannedKeys:
        return cls(
            frozenset((c, p) for c, p in plan["checked"]),
            frozenset((c, p) for p, b in plan["providers"].items() for c in b["cases"]),
        )


def case_prices(runner: CaseRunner, provider: str, case_id: str) -> tuple[list[str], float | None]:
    """The operations the default pipeline makes for a case and their price, from the
    adapter's own pricing: a search, then ``ws_extract_top`` pages read through one
    extract or one fetch each (none for a search-only provider)."""
    case = runner.loaded.golden.case(case_id)
    operations = ["search"]
    cost = runner.search_price(provider, case)
    top = runner.config.extract_top
    adapter, _ = runner._runner(provider)
    if top > 0:
        docs = tuple(
            ExtractedDocument(url=f"https://example.test/{i}", raw_url="", content="")
            for i in range(top)
        )
        answer = ExtractResponse(provider=provider, requested=(), documents=docs)
        if adapter.capabilities.extract:
            operations.append("extract")
            extra = adapter.extract_cost(answer).cost_usd
        elif adapter.capabilities.fetch:
            operations += ["fetch"] * top
            one = adapter.fetch_cost(
                ExtractResponse(provider=provider, requested=(), documents=docs[:1])
            ).cost_usd
            extra = None if one is None else one * top
        else:
            extra = 0.0
        cost = None if cost is None or extra is None else cost + extra
    return operations, cost


def stale_after(runner: CaseRunner, case: GoldenCase, provider: str, earlier: bool) -> bool:
    """Whether the case's replay fails after this recording, for a missing or changed
    cassette. A case the session breaker refuses in replay (the outages recorded before
    it opened it) reads none of its cassettes; when cases before it are recorded again
    (``earlier``), their new answers may leave the breaker closed, and the case then
    calls: its own cassettes must match with a closed breaker too, or one recording pass
    would leave a case that fails (a cassette recorded at another address, say)."""
    if runner.stale(case, provider):
        return True
    if not earlier or runner.breaker_start(provider, case.id) == CLOSED:
        return False
    return runner.stale(case, provider, closed=True)


def plan(runner: CaseRunner, keys: Iterable[Key], *, uid: str, workers: int) -> dict[str, Any]:
    """What to record (see the module docstring); raises ConfigError for a budget that
    cannot bound a provider whose price is unknown."""
    config = runner.config
    recorder = runner.recorder
    assert recorder is not None
    golden = runner.loaded.golden
    cascades = runner.loaded.cascades
    root = runner.recording_root()
    checked: list[list[str]] = []
    todo: dict[str, list[str]] = {}
    for case_id, provider in sorted(set(keys)):
        if provider in cascades:
            continue  # a cascade's tiers are recorded when the cascade reaches them
        checked.append([case_id, provider])
        case = golden.case(case_id)
        if case.forbidden:
            continue
        pending = pending_path(root, provider, case_id)
        if (
            config.record == "new"
            and recorder.has_cassettes(provider, case_id)
            and not stale_after(runner, case, provider, bool(todo.get(provider)))
        ):
            pending.unlink(missing_ok=True)  # left by a kill after the case was written
            continue
        todo.setdefault(provider, []).append(case_id)
    # a provider to record without its key: before any call; one whose key is too short
    # to be searched for as text: warned of with the estimate
    short_keys = check_keys(runner, todo)
    providers: dict[str, Any] = {}
    for provider in sorted({p for _, p in checked}):
        cases = todo.get(provider, [])
        priced = [case_prices(runner, provider, c) for c in cases]
        estimates = [cost for _, cost in priced]
        unknown = any(e is None for e in estimates)
        providers[provider] = {
            "cases": cases,
            "estimates": estimates,
            "operations": priced[0][0] if priced else ["search"],
            "estimate_usd": None if unknown else math.fsum(e or 0.0 for e in estimates),
        }
        if config.budget is not None and unknown and cases:
            raise ConfigError(
                f"--ws-budget cannot bound {provider}: its price per call is not published "
                "(the estimate is unknown)",
                f"set {provider}'s prices in the file named by the ws_pricing ini key, or "
                f"record {provider} without --ws-budget",
            )
    result: dict[str, Any] = {
        "uid": uid,
        "mode": config.record,
        "workers": workers,
        "concurrency": config.concurrency,
        "budget_usd": config.budget,
        "refuse": config.budget_refuse,
        "checked": checked,
        "providers": providers,
        "short_keys": short_keys,
        "rates": {k: r.to_dict() for k, r in rates_for(providers, config.rates).items()},
    }
    total = sum((b["estimate_usd"] or 0.0) for b in providers.values())
    result["refused"] = bool(
        config.budget_refuse and config.budget is not None and total > config.budget + 1e-12
    )
    return result


def share(concurrency: int, index: int, workers: int) -> int:
    """This worker's part of ``concurrency`` calls in flight per provider."""
    if index >= workers:
        return 1  # a worker xdist started again in place of a crashed one
    return max(1, concurrency // workers + (1 if index < concurrency % workers else 0))


class Phase:
    """The recording of the plan's cases in this process (see the module docstring)."""

    def __init__(
        self,
        runner: CaseRunner,
        live: LiveContext,
        plan: dict[str, Any],
        *,
        worker: str = "main",
        index: int = 0,
        workers: int = 1,
    ) -> None:
        self.runner = runner
        self.live = live
        self.plan = plan
        self.worker = worker
        self.threads = share(int(plan["concurrency"]), index, workers)
        self.counts: dict[str, Counter[str]] = {p: Counter() for p in plan["providers"]}
        # cases recorded as the provider's own failure (a 5xx, a timeout after the retries)
        self.provider_failed: dict[str, list[str]] = {}
        self._lock = threading.Lock()
        self.started = time.time()
        self.state = "recording"
        # Replaying each case as soon as it is written needs no judge (graded at the item)
        # and pays off only where the item runs: serially, this process.
        self.replay_here = workers == 1 and runner.config.judge is None

    def status(self) -> dict[str, Any]:
        providers = {}
        for provider in self.plan["providers"]:
            line = self.live.lines.get(provider)
            stats = (
                {
                    **line.stats.to_dict(),
                    "outage_pauses": line.outage.opened,
                    "outage_trials": line.outage.trials,
                    "outage_skipped": line.outage.skipped,
                }
                if line is not None
                else {}
            )
            with self._lock:
                providers[provider] = {**stats, **self.counts[provider]}
        return {
            "worker": self.worker,
            "pid": os.getpid(),
            "state": self.state,
            "started": self.started,
            "providers": providers,
            "nothing_listens": {
                name: line.nothing_listens
                for name, line in list(self.live.lines.items())
                if line.nothing_listens is not None
            },
            "provider_failed": {name: sorted(ids) for name, ids in self.provider_failed.items()},
            "key_refused": {  # providers that refused their key: the summary's one line
                name: {"reason": line.outage.down, "variable": line.key_env}
                for name, line in list(self.live.lines.items())
                if line.outage.key_refused is not None
            },
            "blocked": {  # providers whose calls met a proxy's 403: the summary's one line
                name: {
                    "answer": line.outage.blocked,
                    "stopped": line.outage.down if line.outage.stop_cause == "blocked" else None,
                }
                for name, line in list(self.live.lines.items())
                if line.outage.blocked is not None
            },
            "paused": {  # outage gates holding calls back, said on the progress line
                name: text
                for name, line in list(self.live.lines.items())
                if (text := line.outage.pause_line()) is not None
            },
        }

    def write_status(self) -> None:
        self.live.folder.write_status(self.worker, self.status())

    def _work(self, provider: str, block: dict[str, Any]) -> None:
        folder = self.live.folder
        cases: list[str] = block["cases"]
        budget = self.plan.get("budget_usd")
        while not self.live.stop.is_set():
            index = folder.claim(provider, len(cases))
            if index is None:
                return
            case = self.runner.loaded.golden.case(cases[index])
            estimate = block["estimates"][index] or 0.0
            if not folder.reserve(estimate, budget):
                spent, _ = folder.spent()
                reason = (
                    f"the --ws-budget of ${budget:.4f} is reached: ${spent:.4f} spent, and "
                    f"{case.id} (estimate ${estimate:.4f}) would go over it"
                )
                folder.stop(provider, reason)
                folder.finish(provider, case.id, {"state": "left", "reason": reason})
                return
            paid = 0.0
            try:
                outcome = self.runner.record_case(case, provider)
                paid = float(outcome.pop("paid_usd", 0.0))
                if outcome["state"] == "recorded" and self.replay_here:
                    # The item's replay, done now while the phase waits on the network.
                    computed, _ = self.runner._replay(case, provider, grade=False, direct=True)
                    self.runner.replayed[(case.id, provider)] = computed
            except BaseException as error:  # a bug: the item shows it, the phase goes on
                outcome = {"state": "failed", "error": f"{type(error).__name__}: {error}"}
                if not isinstance(error, Exception):
                    raise
            finally:
                folder.settle(estimate, paid)
            folder.finish(provider, case.id, outcome)
            gate = self.live.line(provider).outage
            if gate.down is not None:  # the provider is down: the rest waits for the next run
                folder.stop(provider, gate.down, cause=gate.stop_cause)
            with self._lock:
                self.counts[provider][outcome["state"]] += 1
                if outcome.get("refused") == "blocked":
                    self.counts[provider]["blocked"] += 1  # cases whose calls were blocked
                if (outcome.get("recorded") or {}).get("provider_failed"):
                    self.provider_failed.setdefault(provider, []).append(case.id)
                self.counts[provider]["paid_usd"] += paid  # type: ignore[assignment]

    def run(
        self,
        tick: Callable[[], None] | None = None,
        say: Callable[[str], None] | None = None,
    ) -> None:
        """Record this process's share of the plan, then wait until every process is done
        (``tick`` is called about every 0.1 s, for the progress line; ``say`` prints a
        line, when the recording is interrupted)."""
        threads = [
            threading.Thread(
                target=self._work, args=(provider, block), daemon=True, name=f"ws-{provider}"
            )
            for provider, block in self.plan["providers"].items()
            if block["cases"]
            for _ in range(self.threads)
        ]
        for thread in threads:
            thread.start()
        last = 0.0
        try:
            while any(t.is_alive() for t in threads) or not self.live.folder.settled(self.plan):
                time.sleep(0.1)
                if time.monotonic() - last >= STATUS_EVERY_S:
                    self.write_status()
                    self.runner.recorder_journal_fold(maybe=True)
                    last = time.monotonic()
                if tick is not None:
                    tick()
        except BaseException:
            self.live.stop.set()  # interrupted: no new call; the calls in flight end
            self._drain(threads, say or _silent)
            raise
        finally:
            self.state = "done"
            self.write_status()
            self.runner.recorder_journal_fold(maybe=False)
            self.runner.forget_recordings()

    def in_flight(self) -> int:
        """Live calls sent and not yet answered, in this process."""
        return sum(line.stats.in_flight for line in list(self.live.lines.values()))

    def _drain(self, threads: list[threading.Thread], say: Callable[[str], None]) -> None:
        """After an interrupt: wait for the calls in flight, each until its answer or its own
        timeout (an answer that arrives is kept in the pending journal, so the next run does
        not pay for it again); a second interrupt leaves at once."""
        calls = self.in_flight()
        if calls:
            say(
                f"websearch-bench: interrupted; waiting for {calls} call(s) in flight "
                f"(each at most {CALL_TIMEOUT_S:.0f} s) so that their answers are kept; "
                "Ctrl-C again to leave now (an answer still on its way is then paid again "
                "by the next recording)"
            )
        deadline = time.monotonic() + CALL_TIMEOUT_S + DRAIN_MARGIN_S
        try:
            for thread in threads:
                thread.join(timeout=max(0.0, deadline - time.monotonic()))
        except KeyboardInterrupt:
            left = self.in_flight()
            say(f"websearch-bench: left with {left} call(s) still in flight")
            return
        left = self.in_flight()
        if left:
            say(f"websearch-bench: {left} call(s) still in flight after their timeout: left")


def _silent(text: str) -> None:
    """``say`` where nothing is shown (an xdist worker)."""


def drain_workers(
    folder: SessionFolder,
    plan: dict[str, Any],
    say: Callable[[str], None] | None,
    *,
    deadline_s: float = CALL_TIMEOUT_S + DRAIN_MARGIN_S,
) -> None:
    """xdist's controller, interrupted: no worker claims a new case, and the session waits
    until every case a worker had claimed has ended (its calls in flight answered or timed
    out, as :meth:`Phase._drain` waits serially), at most ``deadline_s``; a second interrupt
    leaves at once. Without this wait xdist would tear the workers down while their answers
    are on the way, and the next recording would pay for them again. A worker that had
    claimed no case (or had not started recording) makes no call once the providers are
    stopped: nothing is waited for it (walkthrough 65 #1: the session waited, or said it
    left, for workers with no call in flight)."""
    say = say or _silent
    for provider in plan["providers"]:
        folder.stop(provider, "the recording was interrupted")

    def running() -> tuple[int, int, int]:
        """Cases in progress, the workers recording them, their calls in flight."""
        pids = folder.in_progress(plan)
        calls = sum(
            int(p.get("in_flight", 0))
            for s in folder.statuses()
            if s.get("state") != "done" and s.get("pid") in pids
            for p in s.get("providers", {}).values()
        )
        return len(pids), len(set(pids)), calls

    cases, workers, calls = running()
    if not cases:
        say("websearch-bench: interrupted; no worker had a call in flight: nothing to wait for")
        return
    say(
        f"websearch-bench: interrupted; waiting for {workers} worker(s) to end their "
        f"{cases} case(s) in progress ({calls} call(s) in flight at last count, each at most "
        f"{CALL_TIMEOUT_S:.0f} s) so that their answers are kept; Ctrl-C again to leave now"
    )
    end = time.monotonic() + deadline_s
    try:
        while cases and time.monotonic() < end:
            time.sleep(0.1)
            cases, workers, calls = running()
    except KeyboardInterrupt:
        say(f"websearch-bench: left while {workers} worker(s) still had calls in flight")
        return
    if cases:
        say(
            f"websearch-bench: {workers} worker(s) still recording {cases} case(s) after the "
            "calls' timeout: left"
        )
