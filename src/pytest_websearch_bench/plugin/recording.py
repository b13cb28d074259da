"""The pytest side of a recording session (``--ws-record=new|all``): when the plan is
made, where the phase runs, and what the terminal shows.

* Serially, at the start of the run loop: plan from the selected items, print the
  estimate, refuse (``--ws-budget-refuse``) or record with a live progress line, print
  what was recorded and left; then the items replay.
* Under xdist, the controller plans when the first worker's collection arrives (the
  selection after ``-k``/``-m``/``--lf``), prints the estimate and writes the plan before
  any worker may call; each worker records its share at the start of its run loop and
  waits for the others; a thread on the controller draws the progress line from the
  workers' status files.

Registered only while recording, so replay carries none of it.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from ..errors import BenchError
from .items import BenchItem, bench_key

if TYPE_CHECKING:  # pragma: no cover
    from ..session import BenchSession

PLAN_TIMEOUT_S = 600.0
SUMMARY_WAIT_S = 30.0  # xdist: how long the first item's report waits for the summary
UID_KEY = "ws_recording_uid"


class Display:
    """The recording's lines on pytest's terminal: the progress line rewritten in place on
    a terminal, a line every ``PERIODIC_S`` seconds otherwise."""

    def __init__(self, config: pytest.Config, plan: dict[str, Any]) -> None:
        from ..recording.progress import Progress

        self.reporter = config.pluginmanager.getplugin("terminalreporter")
        self.tty = bool(getattr(self.reporter, "isatty", False))
        self.progress = Progress(plan)
        self.last = 0.0
        self.drawn = False

    def line(self, text: str) -> None:
        if self.reporter is None:
            return
        # After the live line, or after what pytest left on the current line (xdist's
        # progress letters carry no path, so write_line would not end that line).
        written: int = getattr(getattr(self.reporter, "_tw", None), "width_of_current_line", 0)
        if self.drawn or written:
            self.reporter.write("\n")
            self.drawn = False
        self.reporter.write_line(text)

    def final(self, statuses: list[dict[str, Any]], spent: float, wall: float) -> None:
        """The progress line as the phase ended (the last count, never throttled away;
        its rate the summary's: the calls over the phase's ``wall`` time)."""
        if self.reporter is None:
            return
        text = self.progress.line(statuses, time.time(), spent, final=True, wall_s=wall)
        if self.tty:
            self.reporter.rewrite(text, erase=True)
            self.drawn = True
        else:
            self.reporter.write_line(text)

    def tick(self, statuses: list[dict[str, Any]], spent: float) -> None:
        from ..recording.progress import PERIODIC_S

        if self.reporter is None:
            return
        now = time.time()
        every = 0.5 if self.tty else PERIODIC_S
        if now - self.last < every:
            return
        self.last = now
        text = self.progress.line(statuses, now, spent)
        if self.tty:
            self.reporter.rewrite(text, erase=True)
            self.drawn = True
        else:
            self.reporter.write_line(text)


class RecordingHooks:
    """See the module docstring."""

    def __init__(self, state: BenchSession, config: pytest.Config) -> None:
        from ..session.record_phase import new_uid

        self.state = state
        self.config = config
        workerinput = getattr(config, "workerinput", None)
        self.worker: dict[str, Any] | None = workerinput
        self.uid = str(workerinput.get(UID_KEY) or new_uid()) if workerinput else new_uid()
        self.plan: dict[str, Any] | None = None
        self.started = time.time()
        self.thread: threading.Thread | None = None
        self.done = threading.Event()
        self.display: Display | None = None
        self.waited = False  # xdist's controller: the first item waited for the summary
        self._summarized = threading.Lock()  # the summary is made once (thread, Ctrl-C)
        self.summarized = False

    # -- helpers ------------------------------------------------------------------------

    def _live(self) -> Any:
        return self.state.runner.live_context(self.uid)

    def _plan(self, keys: list[tuple[str, str]], workers: int) -> dict[str, Any]:
        from ..recording.progress import estimate_lines
        from ..session.record_phase import PlannedKeys, plan

        live = self._live()
        made = plan(self.state.runner, keys, uid=self.uid, workers=workers)
        self.plan = made
        self.display = Display(self.config, made)
        for line in estimate_lines(made):
            self.display.line(line)
        if made["refused"]:
            from ..recording.progress import total_estimate

            made["error"] = (
                f"websearch-bench: the recording's estimate ({_usd(total_estimate(made))}) "
                f"exceeds --ws-budget ${made['budget_usd']:.2f}; nothing was called "
                "(--ws-budget-refuse). Raise the budget, select fewer cases (-k, "
                "--ws-category, --ws-shard), or drop --ws-budget-refuse to record up to it"
            )
        live.folder.write_plan(made)  # the workers start only once this exists
        self.state.runner.plan = PlannedKeys.of(made)
        self.started = time.time()
        return made

    def _summary(self, *, interrupted: bool = False) -> None:
        with self._summarized:
            if self.summarized:
                # Under xdist a Ctrl-C reaches the workers too: their phase can end (and
                # the summary be made) before this process handles the interrupt. A
                # recording that left cases behind is still an interrupted one.
                block = self.state.results.recording
                if interrupted and isinstance(block, dict) and _left(block):
                    block["interrupted"] = True
                return
            self.summarized = True
            self._summarize(interrupted)

    def _summarize(self, interrupted: bool) -> None:
        from ..recording.progress import summary_lines
        from ..recording.synthetic_failures import collect_dropped, dropped_line

        plan = self.plan
        if plan is None or not any(b["cases"] for b in plan["providers"].values()):
            return
        live = self._live()
        statuses = live.folder.statuses()
        spent, _ = live.folder.spent()
        wall = time.time() - self.started
        stopped = {p: r for p in plan["providers"] if (r := live.folder.stopped(p)) is not None}
        dropped = collect_dropped(plan, live.folder.outcome)
        if self.display is not None:
            self.display.final(statuses, spent, wall)
            context = self.state.config.record_context
            redact = self.state.runner.redact_message  # a key typed into an endpoint
            for line in summary_lines(plan, statuses, spent, wall, stopped, context):
                self.display.line(redact(line))
            for item in dropped:
                self.display.line(dropped_line(item))
        block = recording_block(plan, statuses, spent, wall, stopped)
        if dropped:  # the next report would say `missing: N` without a word otherwise
            block["synthetic_dropped"] = dropped
        if interrupted and _left(block):
            # An interrupted recording's block, as it stood (the run file marks the run
            # incomplete; the terminal names the command that resumes it).
            block["interrupted"] = True
        self.state.results.recording = block

    def _phase(self, index: int, workers: int, worker: str) -> None:
        from pytest_socket import _remove_restrictions, socket_allow_hosts

        from ..session.record_phase import Phase

        assert self.plan is not None
        phase = Phase(
            self.state.runner, self._live(), self.plan, worker=worker, index=index, workers=workers
        )
        display = self.display if self.worker is None else None
        live = self._live()

        def tick() -> None:
            if display is not None:
                display.tick(live.folder.statuses(), live.folder.spent()[0])

        runner = self.state.runner
        socket_allow_hosts(runner.hosts(), allow_unix_socket=True)
        try:
            phase.run(tick, say=display.line if display is not None else None)
        finally:
            _remove_restrictions()
        # Nothing left to call live (no cascade tier recorded on demand, no judge to ask):
        # the items replay under the network lock, in the fast single-phase protocol.
        runner.recording_done = (
            not any(p in runner.loaded.cascades for p in runner.config.providers)
            and runner.config.judge is None
        )

    # -- serial and worker: the run loop --------------------------------------------------

    @pytest.hookimpl(wrapper=True, tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> Iterator[None]:
        config = self.config
        if config.option.collectonly or config.pluginmanager.getplugin("dsession"):
            return (yield)  # xdist's controller plans in node_collection_finished
        try:
            if self.worker is None:
                keys = [(i.case.id, i.provider) for i in session.items if isinstance(i, BenchItem)]
                plan = self._plan(keys, workers=1)
                if plan.get("error"):
                    self.state.results.refused = plan["error"]
                    raise pytest.UsageError(plan["error"])
                self._phase(0, 1, "main")
                self._summary()
            else:
                self._worker_phase()
        except BenchError as error:
            self.state.results.refused = f"websearch-bench: {error}"
            raise pytest.UsageError(f"websearch-bench: {error}") from None
        return (yield)

    def _worker_phase(self) -> None:
        from ..session.record_phase import PlannedKeys

        assert self.worker is not None
        folder = self._live().folder
        deadline = time.monotonic() + PLAN_TIMEOUT_S
        plan = folder.plan()
        while plan is None:
            if time.monotonic() > deadline:
                raise pytest.UsageError(
                    f"websearch-bench: no recording plan from the xdist controller within "
                    f"{PLAN_TIMEOUT_S:.0f} s ({folder.path})"
                )
            time.sleep(0.05)
            plan = folder.plan()
        self.plan = plan
        self.state.runner.plan = PlannedKeys.of(plan)
        if plan.get("error"):
            return  # the controller stops the session
        worker = str(self.worker.get("workerid", "gw0"))
        index = int(worker[2:]) if worker[2:].isdigit() else 0
        self._phase(index, int(self.worker.get("workercount", 1)), worker)

    # -- xdist's controller ---------------------------------------------------------------

    @pytest.hookimpl(optionalhook=True)
    def pytest_configure_node(self, node: Any) -> None:
        node.workerinput[UID_KEY] = self.uid

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        if self.plan is not None or self.config.option.collectonly:
            return
        keys = [key for key in map(bench_key, ids) if key is not None]
        workers = int(getattr(node, "workerinput", {}).get("workercount", 1))
        try:
            plan = self._plan(keys, workers)
        except BenchError as error:
            plan = {"error": f"websearch-bench: {error}", "providers": {}, "checked": []}
            self.plan = plan
            self._live().folder.write_plan(plan)
        dsession = self.config.pluginmanager.getplugin("dsession")
        if plan.get("error"):
            self.state.results.refused = plan["error"]
            # As a serial session's pytest.UsageError prints it: a plain "ERROR:" line on
            # stderr (xdist would print its stop reason as "! xdist.dsession.Interrupted:
            # ... !"); the stop reason says where the error is.
            sys.stderr.write(f"ERROR: {plan['error']}\n")
            sys.stderr.flush()
            if dsession is not None:
                dsession.shouldstop = "websearch-bench: the recording did not start (ERROR above)"
            return
        self.thread = threading.Thread(target=self._watch, daemon=True, name="ws-progress")
        self.thread.start()

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_logstart(self, nodeid: str, location: Any) -> None:
        self._summary_first()

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self._summary_first()

    def _summary_first(self) -> None:
        """xdist's controller: the recording's end is printed before the first item's
        progress letter (the workers replay their items as soon as every phase has ended,
        while the thread that prints the summary may still be polling); written from that
        thread at the same time, it was glued to pytest's progress line."""
        thread = self.thread
        if self.waited or thread is None or thread is threading.current_thread():
            return
        self.waited = True  # once: a phase that has not ended by then is waited for no more
        thread.join(timeout=SUMMARY_WAIT_S)

    def _watch(self) -> None:
        """The controller's progress line, until every worker's phase has ended."""
        assert self.plan is not None
        live = self._live()
        workers = int(self.plan.get("workers", 1))
        while not self.done.wait(0.1):
            statuses = live.folder.statuses()
            if self.display is not None:
                self.display.tick(statuses, live.folder.spent()[0])
            finished = [s for s in statuses if s.get("state") == "done"]
            if len(finished) >= workers and live.folder.settled(self.plan):
                break
        self._summary()

    @pytest.hookimpl(tryfirst=True)
    def pytest_keyboard_interrupt(self, excinfo: pytest.ExceptionInfo[BaseException]) -> None:
        """Ctrl-C while recording: under xdist, wait for the workers' calls in flight before
        xdist tears them down (``drain_workers``; serially the phase itself waited:
        ``Phase._drain``); then say what was recorded and spent, and keep it for the run
        file's ``recording`` block (a recording that had ended is summarized already)."""
        if self.worker is not None or self.plan is None or self.plan.get("error"):
            return
        if self.config.pluginmanager.getplugin("dsession") is not None:
            from ..session.record_phase import drain_workers

            display = self.display
            drain_workers(self._live().folder, self.plan, display.line if display else None)
        self._summary(interrupted=True)

    # -- the end --------------------------------------------------------------------------

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        self.done.set()
        if self.thread is not None:
            self.thread.join(timeout=5.0)
            self.thread = None
        if self.state.results.refused and self.worker is None:
            session.exitstatus = pytest.ExitCode.USAGE_ERROR

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        live = self.state.runner.live
        if self.worker is None and live is not None:
            live.folder.remove()


def recording_block(
    plan: dict[str, Any],
    statuses: list[dict[str, Any]],
    spent: float,
    wall_s: float,
    stopped: dict[str, str],
) -> dict[str, Any]:
    """The run file's ``recording`` block: how this session recorded (it depends on the
    machine and the provider's timing, as ``started_at`` does)."""
    from ..recording.progress import provider_counts, refusals, skipped_calls

    counts = provider_counts(statuses)
    refused = refusals(statuses)
    providers = {}
    for name, block in sorted(plan["providers"].items()):
        c: dict[str, float] = dict(counts.get(name, {}))
        recorded, failed = int(c.get("recorded", 0)), int(c.get("failed", 0))
        providers[name] = {
            "planned": len(block["cases"]),
            "recorded": recorded,
            "failed": failed,
            "left": max(0, len(block["cases"]) - recorded - failed),
            "estimate_usd": block["estimate_usd"],
            "paid_usd": round(float(c.get("paid_usd", 0.0)), 6),
            "calls": int(c.get("calls", 0)),
            "rate_limited": int(c.get("rate_limited", 0)),
            "answers_reused": int(c.get("served", 0)),
            "outage_pauses": int(c.get("outage_pauses", 0)),
            "skipped_calls": skipped_calls(c),
            # the seconds its calls waited before going out: at the outage gate, for a
            # slot under the rate limit, after 429s (never part of a latency)
            "waited_s": round(float(c.get("waited_s", 0.0)), 3),
            "stopped": stopped.get(name),
            # the key refused, or the calls blocked by a proxy: what to fix before the
            # cases not recorded can be (null: nothing of that kind)
            "refused": refused.get(name),
        }
        short = (plan.get("short_keys") or {}).get(name)
        if short is not None:  # the estimate's warning, for whoever reads the run file only
            providers[name]["short_key"] = short_key_block(name, short)
    return {
        "mode": plan["mode"],
        "concurrency": plan["concurrency"],
        "rates": plan["rates"],
        "budget_usd": plan["budget_usd"],
        "spent_usd": round(spent, 6),
        "wall_s": round(wall_s, 3),
        "providers": providers,
    }


def short_key_block(provider: str, short: dict[str, Any]) -> dict[str, Any]:
    """``recording.providers.NAME.short_key``: the provider's key looked real yet was too
    short to be searched for as text (``redact.short_key``): where it came from, its
    length (never the key), the names it was redacted under and the warning's words."""
    from ..recording.progress import short_key_line

    return {
        "variable": short["variable"],
        "length": short["length"],
        "names": list(short.get("names") or ()),
        "rules": short["rules"],
        "warning": short_key_line(provider, short).strip(),
    }


def _usd(value: float | None) -> str:
    return "unknown" if value is None else f"${value:.2f}"


def _left(block: dict[str, Any]) -> int:
    """How many planned cases a recording block says were left unrecorded."""
    return sum(int(b.get("left", 0) or 0) for b in (block.get("providers") or {}).values())
