"""``ws-bench merge``: one run from the shard runs of a CI matrix.

The shards must share the golden set, the fixture manifest and the selection (the
cases the run set out to cover before sharding), say they are shards I of the same
N, cover every index once, and hold disjoint cases that together cover the whole
selection for every provider. The merged run is rebuilt from the shards' CaseRecords
with the same code as a single run (aggregates are recomputed from records sorted by
case id, never averaged from averages), so it equals the unsharded run byte for byte,
timestamps aside.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..errors import BenchError
from ..invoice import load_invoice
from ..records import CaseRecord
from ..user_gates import rules_from_run
from .checked import rebuild_records
from .compare import SHARD_DESELECTED_REMEDY, why_incomplete
from .run_file import RunContext, build_run, load_run
from .stopped import merge_stop
from .terminal import DESELECTORS, gates_not_judged


class MergeError(BenchError):
    def __init__(self, problem: str, remedy: str = "") -> None:
        super().__init__(
            problem, remedy or "merge the N runs of one `--ws-shard=I/N` matrix, each once"
        )


def _same(runs: Sequence[tuple[Path, Mapping[str, Any]]], label: str, value: Any) -> None:
    seen = {str(path): value(run) for path, run in runs}
    if len({repr(v) for v in seen.values()}) > 1:
        listing = "; ".join(f"{p}: {str(v)[:80]}" for p, v in seen.items())
        raise MergeError(f"the shards do not share the same {label} ({listing})")


SELECTION_KEYS = ("category", "cases", "providers")


def _shards_commit(runs: Sequence[tuple[Path, Mapping[str, Any]]]) -> dict[str, Any]:
    """The suite's commit the shards share, or None with why (different commits, or a
    shard that recorded none)."""
    seen = {}
    for path, run in runs:
        provenance = run.get("provenance") or {}
        reasons = provenance.get("null_reasons") or {}
        seen[str(path)] = (
            provenance.get("git_commit"),
            provenance.get("git_dirty"),
            reasons.get("git_commit") or reasons.get("git_dirty"),
        )
    values = set(seen.values())
    if len(values) == 1:
        sha, dirty, reason = values.pop()
        if sha is None and reason is None:
            reason = "the shards recorded no commit"
        return {"sha": sha, "dirty": dirty, "reason": reason}
    listing = "; ".join(f"{p}: {v[0] or 'none'}" for p, v in sorted(seen.items()))
    return {
        "sha": None,
        "dirty": None,
        "reason": f"the shards ran at different commits ({listing})",
    }


def merge_runs(
    paths: Sequence[Path],
    invoice: Path | None = None,
    *,
    allow_incomplete: bool = False,
    notes: list[str] | None = None,
) -> dict[str, Any]:
    """The shards' runs as one run; ``notes`` (when given) gets a line for each shard that
    ran no case and why (``selection.empty``: it drew none, the other shards ran them)."""
    runs = [(path, load_run(path)) for path in paths]
    if not runs:
        raise MergeError("no shard runs to merge")
    _same(runs, "golden set", lambda r: r["golden"]["sha256"])
    _same(runs, "fixture manifest", lambda r: r["fixtures"]["manifest_sha256"])
    _same(
        runs,
        "selection",
        lambda r: {k: (r.get("selection") or {}).get(k) for k in SELECTION_KEYS},
    )
    for path, run in runs:
        incomplete = why_incomplete(run)  # the words compare, diff and history say
        if incomplete is not None and not allow_incomplete:
            raise MergeError(
                f"{path} is {incomplete}",
                "rerun that shard to the end, or pass --allow-incomplete",
            )
    _same(runs, "providers", lambda r: sorted(r["providers"]))
    _same(runs, "pipeline settings", lambda r: r.get("provenance", {}).get("settings"))
    shards = []
    for path, run in runs:
        if not run.get("shard"):
            raise MergeError(f"{path} is not a shard run (it was not run with --ws-shard=I/N)")
        shards.append((run["shard"]["index"], run["shard"]["total"], path))
    totals = {total for _, total, _ in shards}
    if len(totals) > 1:
        raise MergeError(f"the shards come from different splits ({sorted(totals)} shards)")
    total = totals.pop()
    indexes = sorted(index for index, _, _ in shards)
    duplicated = sorted({i for i in indexes if indexes.count(i) > 1})
    if duplicated:
        raise MergeError(f"shard(s) {duplicated} of {total} were given twice")
    missing_shards = sorted(set(range(1, total + 1)) - set(indexes))
    if missing_shards:
        raise MergeError(f"shard(s) {missing_shards} of {total} are missing")

    records: dict[tuple[str, str], CaseRecord] = {}
    for path, run in runs:
        # rebuilt and checked: a shard's record of another shape names the shard and field
        for record in (r for group in rebuild_records(path, run).values() for r in group):
            if record.key in records:
                raise MergeError(
                    f"{record.case_id}[{record.provider}] is in two shards (again in {path})"
                )
            records[record.key] = record
    base = runs[0][1].get("selection") or {}
    selection = {k: base[k] for k in SELECTION_KEYS if k in base}
    if "selected" in base:
        selected = sum((run.get("selection") or {}).get("selected", 0) for _, run in runs)
        possible = (runs[0][1]["golden"].get("cases") or 0) * len(base.get("providers", []))
        selection.update(selected=selected, not_selected=max(possible - selected, 0))
    expected_cases = set(selection.get("cases", []))
    not_run: dict[str, list[str]] = {}
    for _, run in runs:
        for name, ids in (run.get("not_run") or {}).items():
            not_run.setdefault(name, []).extend(ids)
    for provider in runs[0][1]["providers"]:
        present = {case_id for case_id, name in records if name == provider}
        absent = sorted(expected_cases - present - set(not_run.get(provider, [])))
        if absent:
            short = _short_of_draw(runs)
            if short:  # drawn by a shard, left out by its -k, -m... (stop 67)
                raise MergeError(
                    f"{len(absent)} case(s) of {provider} are in no shard's run (e.g. "
                    f"{', '.join(absent[:5])}): {'; '.join(short)}",
                    SHARD_DESELECTED_REMEDY.replace("that shard", "those shards"),
                )
            raise MergeError(
                f"{len(absent)} case(s) of {provider} are in no shard (e.g. {', '.join(absent[:5])})"
            )
    if notes is not None:
        notes.extend(
            f"{path} ran no case: {run['selection']['empty']}"
            for path, run in runs
            if (run.get("selection") or {}).get("empty")
        )

    first = runs[0][1]
    lost: dict[str, list[str]] = {}
    for _, run in runs:
        for name, block in run["providers"].items():
            lost.setdefault(name, []).extend(block.get("lost_cases", []))
    cascades = {
        name: {k: block["cascade"][k] for k in ("tiers", "prices", "min_cases")}
        for name, block in first["providers"].items()
        if "cascade" in block
    }
    context = RunContext(
        started_at=min(run["started_at"] for _, run in runs),
        finished_at=max(run["finished_at"] for _, run in runs),
        golden=first["golden"],
        fixtures=_fixtures(run for _, run in runs),
        shard=None,
        strict_provenance=any(run["provenance"]["strict"] for _, run in runs),
        judge_model=first.get("judge_model"),
        lost_cases={name: sorted(ids) for name, ids in lost.items() if ids},
        invoice=load_invoice(invoice) if invoice else None,
        cascades=cascades,
        selection=selection,
        not_run=not_run,
        endpoints=first["provenance"].get("endpoints", {}),
        settings=first["provenance"].get("settings", {}),
        cassettes=first["provenance"].get("cassettes"),
        golden_option=first["provenance"].get("golden_option"),
        endpoint_overrides=first["provenance"].get("endpoint_overrides") or {},
        record_args=tuple(first["provenance"].get("record_args") or ()),
        started_in=_started_in(runs, notes),
        ini_file=first["provenance"].get("ini_file"),
        gateways=sorted(
            {str(g) for _, run in runs for g in run["provenance"].get("declared_gateways") or []}
        ),
        isolation=_weakest_isolation(runs),
        git=_shards_commit(runs),
        user_gates=rules_from_run(first.get("user_gates") or []),
    )
    merged = build_run([records[k] for k in sorted(records)], context)
    merge_stop(merged, runs)  # shards stopped early: the merged run is PARTIAL as theirs
    _keep_unjudged(merged, runs)
    return merged


def _short_of_draw(runs: Sequence[tuple[Path, Mapping[str, Any]]]) -> list[str]:
    """The shards that ran fewer items than they drew (``shard.drew``, recorded since stop
    67): ``-k``, ``-m``, ``--deselect``, ``--lf`` or node ids left some out."""
    out = []
    for path, run in runs:
        shard = run.get("shard") or {}
        drew = shard.get("drew")
        ran = int((run.get("selection") or {}).get("selected") or 0)
        if isinstance(drew, int) and ran < drew:
            out.append(
                f"shard {shard.get('index')}/{shard.get('total')} ({path}) drew {drew} case x "
                f"provider item(s) and ran {ran} ({DESELECTORS} left the rest out)"
            )
    return out


def _started_in(runs: Sequence[tuple[Path, Mapping[str, Any]]], notes: list[str] | None) -> str:
    """The folder the shards were started in, relative to the rootdir
    (``provenance.started_in``, read as ``.`` from a shard written before it): theirs when
    they agree. Shards started in different folders: the first shard given's, as its
    ``record_args``, ``golden_option`` and ``cassettes`` are kept (every one of them in
    the rootdir's frame, so the merged run's commands run from the rootdir either way),
    and ``notes`` (when given) gets a line naming each shard's folder."""
    seen = {str(path): str(run["provenance"].get("started_in") or ".") for path, run in runs}
    kept = seen[str(runs[0][0])]
    if len(set(seen.values())) > 1 and notes is not None:
        listing = "; ".join(f"{path}: {folder}" for path, folder in seen.items())
        notes.append(
            f"the shards were started in different folders ({listing}): the merged run "
            f"file keeps {runs[0][0]}'s (provenance.started_in: {kept}); its commands are "
            "in the rootdir's frame either way"
        )
    return kept


def _keep_unjudged(merged: dict[str, Any], runs: Sequence[tuple[Path, Mapping[str, Any]]]) -> None:
    """``passed: null`` with ``not_evaluated_because`` when a shard's gates were never judged
    (``passed: null``, or a session stopped early: ``stopped_early``) and the rebuilt run
    found no failure: rebuilt from the records alone it said ``passed: true`` of shards that
    stopped before their last item (merged with ``--allow-incomplete``). A failure the
    records show keeps ``passed: false``, as a single run's does."""
    if merged.get("passed") is not True:
        return
    reasons = [f"{path}: {why}" for path, run in runs if (why := _unjudged(run)) is not None]
    if reasons:
        merged["passed"] = None
        merged["not_evaluated_because"] = (
            f"the gates of {len(reasons)} of the {len(runs)} shards were not judged ("
            + "; ".join(reasons)
            + "): rerun those shards to the end and merge again to judge them"
        )


def _unjudged(run: Mapping[str, Any]) -> str | None:
    """Why a shard's gates were not judged, in its run file's words (read back: where its
    session's terminal said "above", ``in that session's output``); None when they were."""
    if run.get("passed") is None:
        said = gates_not_judged(run, read_back=True)
        return said or str(run.get("not_evaluated_because") or "its run file says passed: null")
    stopped = run.get("stopped_early")
    if isinstance(stopped, Mapping):
        return (
            f"the session stopped early ({stopped.get('cause')}) after "
            f"{stopped.get('items_ran', 0)} of {stopped.get('items_selected', 0)} items"
        )
    return None


def _weakest_isolation(runs: Sequence[tuple[Path, Mapping[str, Any]]]) -> dict[str, Any] | None:
    """The merged run had the isolation of its least isolated shard (None: no shard said,
    run files written before the offline lock was reported)."""
    from ..isolation.level import for_run

    views = [run["provenance"].get("isolation") for _, run in runs]
    present = [view for view in views if isinstance(view, Mapping)]
    if not present:
        return None
    if len(present) < len(views):
        present.append({"lock": "off", "sandbox": "none", "reason": "a shard did not say"})
    return for_run(present)


def _fixtures(runs: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """The shards' fixtures block (one manifest), with the hand-edited fixtures any shard
    used (``edited``: each shard lists those of its own cases)."""
    blocks = [run["fixtures"] for run in runs]
    merged = dict(blocks[0])
    edited = {e["path"]: e for block in blocks for e in block.get("edited") or []}
    if any("edited" in block for block in blocks):
        merged["edited"] = [edited[path] for path in sorted(edited)]
    return merged
