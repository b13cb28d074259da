"""A run whose session stopped early, in its run file: the gates judged on the items that
ran are labelled partial (``label_partial``), by the plugin after ``-x``, ``--maxfail``,
``--sw`` or an interrupt, and by ``ws-bench merge`` for shards that stopped so
(``merge_stop``). No pytest here: ``plugin.partial`` says what stopped a session."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

PARTIAL_GATES = "partial: judged on the items that ran, not on the selection"


def label_partial(run: dict[str, Any], cause: str) -> None:
    """Mark the run's verdicts as judged on the items that ran (see the module)."""
    selected = int((run.get("selection") or {}).get("selected") or 0)
    missing = sum(len(ids) for ids in (run.get("not_run") or {}).values())
    if not missing:
        return  # stopped after its last item (xdist may finish every item first)
    ran = max(selected - missing, 0)
    what = f"the session stopped early ({cause}): {ran} of {selected} items ran"
    run["stopped_early"] = {
        "cause": cause,
        "items_ran": ran,
        "items_selected": selected,
        "gates": PARTIAL_GATES,
    }
    not_run = run.get("not_run") or {}
    own: dict[str, str] = {}  # each provider's gates are judged on its own items
    for name, block in run.get("providers", {}).items():
        left = len(not_run.get(name) or ())
        done = len(block.get("cases") or ())
        own[name] = (
            f"the session stopped early ({cause}): {done} of {done + left} of {name}'s items "
            f"ran ({ran} of {selected} in all)"
        )
        label = (
            f"PARTIAL: {own[name]}; measured on those alone, not judged: rerun the whole "
            "selection to judge it"
        )
        for gate in block.get("gates", []):
            if gate.get("status") in ("passed", "failed"):
                gate["partial"] = own[name]
                gate["reason"] = f"{label}; {gate['reason']}" if gate.get("reason") else label
    for failure in run.get("failures", []):
        if failure.get("kind") == "gate":
            failure["why"] = f"{failure['why']} (PARTIAL: {own.get(failure['provider'], what)})"


def merge_stop(
    merged: dict[str, Any], shards: Sequence[tuple[Path, Mapping[str, Any]]]
) -> dict[str, Any] | None:
    """The merged run of shards some of which stopped early, labelled as a single stopped
    run is (``label_partial``: its ``stopped_early`` block and each judged gate PARTIAL),
    its block naming each shard that stopped (``shards``: the shard, its run file, what
    stopped it, how many of its items ran). Before: the merged file had no ``stopped_early``
    block, so the report said its gates PASSED on the items the shards ran. Returns the
    block, or None when no shard stopped before its last item."""
    stops = []
    for path, run in shards:
        stopped = run.get("stopped_early")
        if not isinstance(stopped, Mapping):
            continue
        shard = run.get("shard") or {}
        stops.append(
            {
                "shard": f"{shard.get('index')}/{shard.get('total')}",
                "run_file": str(path),
                "cause": str(stopped.get("cause")),
                "items_ran": int(stopped.get("items_ran") or 0),
                "items_selected": int(stopped.get("items_selected") or 0),
            }
        )
    if not stops:
        return None
    cause = "; ".join(
        f"shard {s['shard']}: {s['cause']} after {s['items_ran']} of {s['items_selected']} of "
        "its items"
        for s in stops
    )
    label_partial(merged, cause)
    block = merged.get("stopped_early")
    if not isinstance(block, dict):  # no item left unrun in all: nothing partial to label
        return None
    block["shards"] = stops
    return block


def merged_stop_remedy(stopped: Mapping[str, Any]) -> str | None:
    """What to do about a merged run whose shards stopped early (``merge_stop``): rerun
    those shards to the end, without the flag that stopped them (``-x``, ``--maxfail``,
    ``--sw``) or after fixing what did (a single run's remedy, ``stop_remedy``: an
    interrupt, a crash, an INTERNALERROR), and merge again; None for a single run's stop
    (``report.terminal.stop_remedy`` says it)."""
    from .terminal import INTERNAL, STEPWISE, stop_flag_cause, stop_remedy

    def stopped_by(cause: str) -> str:
        # the single session's words said of a shard: its traceback is in its own output
        if cause == STEPWISE:
            return "stopped by --sw (stepwise) at the first failure"
        if cause.endswith(INTERNAL):
            cause = cause.removesuffix(INTERNAL) + (
                "an INTERNALERROR (pytest's traceback in that shard's session output)"
            )
        return f"stopped by {cause}"

    shards = stopped.get("shards")
    if not isinstance(shards, list) or not shards:
        return None
    listed = [s for s in shards if isinstance(s, Mapping)]
    if not listed:
        return None

    def named(group: list[Mapping[str, Any]]) -> str:
        return ", ".join(
            f"shard {s.get('shard')} ({s.get('run_file')}, {stopped_by(str(s.get('cause')))})"
            for s in group
        )

    flagged = [s for s in listed if stop_flag_cause(str(s.get("cause")))]
    parts = (
        [f"rerun {named(flagged)} to the end (without -x, --maxfail or --sw)"] if flagged else []
    )
    parts.extend(
        f"{named([s])}: "
        + stop_remedy(str(s.get("cause")), merged=True).removesuffix(" to judge the gates")
        for s in listed
        if s not in flagged
    )
    if flagged and len(parts) == 1:  # only shards a flag stopped
        return f"{parts[0]} and merge the shards again to judge the gates"
    return f"{'; '.join(parts)}; then merge the shards again to judge the gates"
