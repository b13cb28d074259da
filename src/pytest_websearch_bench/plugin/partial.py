"""A session that stopped early (``-x``, ``--maxfail``, Ctrl-C, ``--sw``): what the run
file and the reports say about it.

A ``pytest -x`` run is a debugging run: it stops at the first failing item, so the
gates are judged on the items that ran before it. Their verdicts are kept (the run file
stays what its records give: ``compare --allow-incomplete`` and ``report`` recompute
them) but labelled partial everywhere: each judged gate's ``reason`` (shown by the
report) and ``partial`` key, each gate failure's ``why``, and the run file's
``stopped_early`` block (with ``complete: false``). pytest counts no result past its
stop, so the verdict reports of a session it stopped are skipped (``unjudged_reason``):
the terminal's last line, ``-rA`` and junit count no failure past the stop. An
interrupted recording adds what it recorded, its estimated cost at the providers' prices
(nothing for calls to a local address), and the command that resumes it. A session that
stopped before its first item judged no gate, and its line says so.
"""

from __future__ import annotations

from typing import Any

import pytest

from ..report.stopped import PARTIAL_GATES
from ..report.stopped import label_partial as label_partial  # (the run file's words)
from ..report.terminal import (
    COLLECTION,
    INTERNAL,
    INTERRUPT,
    STEPWISE,
    UNCOLLECTED,
    stop_point,
)
from ..report.terminal import stop_remedy as _remedy

# What ended pytest's run loop (kept by the active bench's ``pytest_runtestloop``): pytest
# raises the same KeyboardInterrupt subclass for collection errors, --sw and -x.
INTERRUPT_KEY = pytest.StashKey[BaseException]()
# The errors of the pytest-xdist workers that went down (``pytest_testnodedown``), in order.
WORKERS_DOWN_KEY = pytest.StashKey[list[str]]()
# Their ids (``gw0``), in the same order.
WORKER_IDS_DOWN_KEY = pytest.StashKey[list[str]]()
# The internal errors pytest-xdist's workers passed on (``worker_error_line``), in order.
WORKER_ERRORS_KEY = pytest.StashKey[list[str]]()
# pytest-xdist's bug behind the INTERNALERROR that follows a worker's internal error
XDIST_DOUBLE_REMOVE = "https://github.com/pytest-dev/pytest-xdist/issues/986"


def keep_interrupt(config: pytest.Config, error: BaseException) -> None:
    config.stash[INTERRUPT_KEY] = error


def stopped_early(session: pytest.Session, exitstatus: int) -> str | None:
    """What stopped the session before its last selected item, or None. (xdist's
    controller keeps its own stop reason, and ends a ``-x`` session as an interrupt.)"""
    config = session.config
    dsession = config.pluginmanager.getplugin("dsession")
    stop = session.shouldfail or session.shouldstop or getattr(dsession, "shouldstop", None)
    maxfail = int(config.getoption("maxfail", 0) or 0)
    if stop and maxfail and "failure" in str(stop):
        return _stop_flag(config, maxfail)
    stepwise = config.getoption("stepwise", False) or config.getoption("stepwise_skip", False)
    if stop and stepwise:  # pytest's stepwise plugin sets shouldstop at the first failure
        return STEPWISE
    if exitstatus == pytest.ExitCode.INTERRUPTED:
        interrupt = config.stash.get(INTERRUPT_KEY, None)
        if isinstance(interrupt, pytest.Session.Interrupted) and COLLECTION in str(interrupt):
            return f"{interrupt}: pytest runs no item when a file cannot be collected"
        return INTERRUPT
    if exitstatus == pytest.ExitCode.INTERNAL_ERROR:
        # a plugin's error in the run loop, or pytest-xdist's own after a worker's crash
        # (``worker_internal``): the items left never ran
        return INTERNAL
    return str(stop) if stop else None


def crashed_first(config: pytest.Config, cause: str | None) -> str | None:
    """The stop as it happened: an INTERNALERROR that followed a pytest-xdist worker's
    crash (``pytest_testnodedown`` with an error, kept in ``WORKERS_DOWN_KEY`` while the
    run loop went on: the INTERNALERROR ended it, so the crash came first) names the crash
    first, then the INTERNALERROR (stop 67: with ``--max-worker-restart=1``, a worker that
    crashed and a conftest hook that raised on xdist's report of the crash, the run file
    said "an INTERNALERROR" alone). Any other cause is returned as it is."""
    if cause != INTERNAL:
        return cause
    down = config.stash.get(WORKERS_DOWN_KEY, [])
    if not down:
        return cause
    ids = config.stash.get(WORKER_IDS_DOWN_KEY, [])
    errors = config.stash.get(WORKER_ERRORS_KEY, [])
    worker = (
        f"the pytest-xdist worker {ids[0]}" if len(ids) == len(down) else "a pytest-xdist worker"
    )
    what = errors[0] if errors else f"node down: {down[0]}"
    more = f" ({len(down) - 1} more crash(es) after it)" if len(down) > 1 else ""
    return f"{worker} crashed ({what}){more}, then {INTERNAL}"


def _stop_flag(config: pytest.Config, maxfail: int) -> str:
    """The flag that set pytest's ``maxfail``, as the user typed it (``stop_flag``)."""
    from .stop_flag import stop_flag

    return stop_flag(config, maxfail)


def label_selection(run: dict[str, Any]) -> None:
    """Say in the run file what the gates were judged on when it was not the whole golden
    set: a selection (``-k``, ``-m``, node ids, ``--ws-category``, a shard), or the files
    pytest-xdist collected beside one it could not (``selection.gates``; the heading says
    the same, ``report.terminal.judged_on``)."""
    from ..report.terminal import judged_on

    said = judged_on(run)
    if said is not None:
        run.setdefault("selection", {})["gates"] = said


def label_uncollected_files(run: dict[str, Any]) -> str | None:
    """Golden files pytest-xdist could not collect beside ones it ran (its own handling
    of a collection error, exit status 1; serially pytest runs nothing): the gates saw a
    part of the golden set nobody chose, so they are measured, not judged, as after a stop
    (``report.terminal.uncollected_beside``): each judged gate is labelled so in the run
    file, ``selection.gates`` says why, and the reason is returned, for the verdicts to be
    reported skipped with it (never "passed" on part of the set). None otherwise."""
    from ..report.terminal import gates_not_judged, uncollected_beside

    if uncollected_beside(run) is None:
        return None
    why = gates_not_judged(run)
    assert why is not None
    missing = uncollected_beside(run)
    for block in (run.get("providers") or {}).values():
        for gate in block.get("gates", []):
            if gate.get("status") in ("passed", "failed"):
                gate["partial"] = why
                label = f"measured on the golden files collected: {missing}"
                gate["reason"] = f"{label}; {gate['reason']}" if gate.get("reason") else label
    run.setdefault("selection", {})["gates"] = f"not judged: {why}"
    return why


def workers_crashed(config: pytest.Config) -> str | None:
    """Why nothing was collected when pytest-xdist's workers went down before any of them
    finished collecting (a conftest hook or plugin that raises in workers): xdist's own
    message (``maximum crashed workers reached: N``) or the workers' error; None when no
    worker went down. Called only when no worker's collection reached the controller."""
    down = config.stash.get(WORKERS_DOWN_KEY, [])
    if not down:
        return None
    from .pytest_private import xdist_summary, xdist_workers

    said = xdist_summary(config) or f"[gw] node down: {down[-1]}"
    errors = config.stash.get(WORKER_ERRORS_KEY, [])
    error = errors[0] if errors else "their error is printed above, or run without -n to see it"
    ids = config.stash.get(WORKER_IDS_DOWN_KEY, [])
    crashed = _crashed_words(len(down), xdist_workers(config), ids if len(ids) == len(down) else [])
    return (
        f"{crashed}, and pytest-xdist ended the session (xdist: {said}; {error}): no item "
        "was collected"
    )


def _crashed_words(down: int, started: int | None, ids: list[str]) -> str:
    """How many pytest-xdist workers crashed before collecting the golden set, counted
    (walkthrough 66: "every worker crashed" when xdist ended the session after one): ``1
    of the 2 pytest-xdist workers (gw0) crashed``; all of them (``both``, ``all 4``); more
    crashes than workers when xdist restarted them (``--max-worker-restart``)."""
    named = f" ({', '.join(ids)})" if ids else ""
    before = "crashed before collecting the golden set"
    if started is None:
        return f"{down} pytest-xdist worker(s){named} {before}"
    if down > started:
        listed = f"{', '.join(ids)}: " if ids else ""
        return (
            f"pytest-xdist's workers {before} {down} times ({listed}{started} started, the "
            "others started by xdist in place of a crashed one)"
        )
    if down == started:
        every = {1: "the one pytest-xdist worker", 2: "both pytest-xdist workers"}
        return f"{every.get(started, f'all {started} pytest-xdist workers')}{named} {before}"
    return f"{down} of the {started} pytest-xdist workers{named} {before}"


def worker_error_line(config: pytest.Config, excinfo: Any) -> str | None:
    """The line that says a pytest-xdist worker's internal error (``pytest_internalerror``
    on the controller), kept for the run file (``workers_crashed``); None for any other
    internal error."""
    from .pytest_private import worker_internal_error

    found = worker_internal_error(excinfo)
    if found is None:
        return None
    where = ""
    if found.where is not None:
        where = f" in {found.function} ({found.where})" if found.function else f" ({found.where})"
    said = f"{found.worker}'s error: {found.error}{where}"
    config.stash.setdefault(WORKER_ERRORS_KEY, []).append(said)
    return (
        f"websearch-bench: the pytest-xdist worker {found.worker} failed: {found.error}"
        f"{where}; that is the error to fix (run without -n to see it as pytest reports "
        "it). An INTERNALERROR of pytest-xdist's own may follow (KeyError: "
        f"<WorkerController {found.worker}>: xdist removes the worker twice, "
        f"{XDIST_DOUBLE_REMOVE}): it is not the cause"
    )


def label_workers_crashed(run: dict[str, Any], why: str) -> None:
    """The run file of a session whose xdist workers all crashed before collecting: not
    complete, nothing deselected, ``selection.why`` saying so (the report's "nothing ran"
    line says it too). Without this it said every item was deselected and the selection
    complete (walkthrough 65 #6)."""
    selection = run.setdefault("selection", {})
    possible = int(selection.get("selected") or 0) + int(selection.get("not_selected") or 0)
    selection.update(selected=possible, not_selected=0, why=why)
    run["complete"] = False


def label_uncollected(run: dict[str, Any], cause: str) -> None:
    """A stop before any item was collected (a Ctrl-C while xdist's workers load the
    golden set): nothing was deselected, nothing ran. Without this the run file said every
    item was deselected and the selection complete (walkthrough 59 #1)."""
    selection = run.setdefault("selection", {})
    possible = int(selection.get("selected") or 0) + int(selection.get("not_selected") or 0)
    selection.update(
        selected=possible,
        not_selected=0,
        why=f"the session stopped ({cause}) {UNCOLLECTED}",
    )
    run["complete"] = False
    run["stopped_early"] = {
        "cause": cause,
        "items_ran": 0,
        "items_selected": possible,
        "gates": PARTIAL_GATES,
    }


def partial_lines(run: dict[str, Any]) -> list[str]:
    """The terminal's lines on a session that stopped early (after the report)."""
    stopped = run.get("stopped_early")
    if not stopped:
        return []
    from ..report.provenance import from_rootdir, run_record_context
    from ..report.recording_cost import estimated_cost, local_calls

    ran = f": {stopped['items_ran']} of {stopped['items_selected']} items ran"
    if stop_point(run) == UNCOLLECTED:
        ran = f" {UNCOLLECTED}: nothing ran, so no gate was judged"
    elif stopped["items_ran"]:
        ran += "; the gate values above are measured on those alone, not judged"
    else:  # no verdict above to point at: the report said 'nothing ran'
        ran += ", so no gate was judged"
    lines = [
        f"websearch-bench: PARTIAL RUN: the session stopped early ({stopped['cause']})"
        f"{ran} ({_remedy(str(stopped['cause']))})"
    ]
    recording = run.get("recording")
    if isinstance(recording, dict) and recording.get("interrupted"):
        blocks = recording.get("providers") or {}
        recorded = sum(int(b.get("recorded", 0)) for b in blocks.values())
        left = sum(int(b.get("left", 0)) for b in blocks.values())
        free = local_calls(run, blocks)
        # the run file's command (redacted, as the run file keeps it) is in the rootdir's
        # frame: printed to whoever ran pytest in another folder, it says where it is pasted
        provenance = run.get("provenance") or {}
        context = run_record_context(provenance)
        command = context.record_command(",".join(sorted(blocks)) or "NAME")
        where = from_rootdir(str(provenance.get("started_in") or "."))
        lines.append(
            f"websearch-bench: the recording was interrupted: {recorded} case(s) recorded, "
            f"{estimated_cost(float(recording.get('spent_usd') or 0.0))}, {left} case(s) "
            f"left{f'; {free}' if free else ''}; `{command}`{where} (with this run's other "
            "options) records the rest (what was recorded is kept, and an answer already "
            "recorded is not asked again)"
        )
    return lines


def unjudged_reason(run: dict[str, Any], cause: str) -> str | None:
    """Why a session pytest stopped before its last item reports its verdicts skipped
    (``verdict_reports``): pytest counts no result past its stop, and the gates saw only
    the items before it (the report and the run file keep them, labelled PARTIAL). None
    when every item ran (``late_stop``)."""
    stopped = run.get("stopped_early")
    if not stopped:
        return None
    return f"the session stopped early ({cause}) {stop_point(run)}; {_remedy(cause)}"


def late_stop(run: dict[str, Any], cause: str | None) -> str | None:
    """What stopped the session when every item had run (a Ctrl-C after the last item;
    ``-x``, ``--maxfail`` or ``--sw`` at a failure of its last item, or under xdist once
    the others were done), or None: the stop left nothing unrun, so the gates are judged
    on the whole selection, as the report's heading says (``report.terminal.verdict``).
    After an interrupt pytest keeps every result it had (its exit status 2 stays), so the
    verdicts are counted; after ``-x``/``--maxfail``/``--sw`` pytest counts no result
    past its stop, so they are reported skipped, not counted (``late_flag``)."""
    if cause is None or cause.endswith(INTERNAL) or run.get("stopped_early"):
        return None  # (an INTERNALERROR after the last item: every gate was judged)
    if not int((run.get("selection") or {}).get("selected") or 0):
        return None  # no item was selected (the only golden file not collected): not "late"
    return cause


def late_flag(cause: str) -> str | None:
    """The flag the verdicts of a late stop (``late_stop``) are "not counted" under
    (``-x``, ``--maxfail=N``, ``--sw``), or None after an interrupt (they are counted)."""
    if cause == INTERRUPT:
        return None
    return "--sw" if cause == STEPWISE else cause


def not_judged(run: dict[str, Any], why: str | None) -> None:
    """``passed: null`` with ``not_evaluated_because: why`` when the run's verdicts were
    not judged (``why``: a stop before the last item, an INTERNALERROR, xdist's workers
    crashed before collecting, golden files left uncollected beside others) and nothing
    failed: ``passed: true`` claimed a success no gate judged (walkthrough 66 #2). A run
    that found a failure keeps ``passed: false`` (its exit status is not 0 either); a
    judged run writes no ``not_evaluated_because``."""
    if why is None or run.get("passed") is not True:
        return
    run["passed"] = None
    run["not_evaluated_because"] = why
