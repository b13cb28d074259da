"""``ws-bench compare``: one ranking over run files written separately (a tox matrix).

Runs are comparable when they share the golden set (its sha256) and the fixture
manifest (its sha256): otherwise the numbers answer different questions and the
comparison refuses. Every provider of every run is ranked, losers included, with
the paired ties of the ranking metric recomputed from the CaseRecords, and the
origin groups nobody judged yet (in ``golden/pool.yaml``) are listed for review:
unjudged groups never count silently. A provider left out of the ranking still has its
numbers shown; with one provider there is nothing to rank, and what compares it with
its own past (``ws-bench diff``) is named.

Over 400 lines because choosing the runs, checking that they compare, ranking and
naming a run file whose stored blocks cannot be compared belong to one command.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .. import __version__
from ..errors import BenchError
from ..gates import FRESHNESS_MIN_SAMPLE, THRESHOLDS
from ..metrics.casewise import unique_by_case
from ..metrics.ratios import case_ratios
from ..records import CaseRecord, DocumentRecord, measured
from .caveats import (
    interval_cases,
    interval_reliable,
    provider_caveats,
    provider_interval_reliable,
    ranking_caveats,
    ranking_notes,
    run_intervals_note,
)
from .checked import Ratios, check_aggregates, rebuild_records
from .columns import NO_USEFUL, UNGATED_MARK, UNRELIABLE, bought_nothing, ratio_text
from .flagged import flagged_lines
from .html import unjudged_gate
from .precision_basis import VOLUME_HEADING, block_keys, volume_row
from .provenance import (
    SYNTHETIC_WARNING,
    edited_fixtures,
    edited_warning,
    endpoint_overrides,
    from_rootdir,
    local_addresses,
    local_warning,
    read_provenance,
    run_record_context,
)
from .ranking import compared_on_text, rank, tie_group_text, ties_text
from .recording_cost import estimated_cost, local_calls
from .replays import (
    SAME_RECORDING,
    InPart,
    by_recording,
    fixture_manifest,
    in_part_text,
    in_part_verb,
    part_over,
    recorded_cases,
    recording_time,
    replayed,
    same_recording,
    shown_cases,
)
from .run_file import ROLE_WORDS, RunFileError, load_run, role_text, uncollected
from .run_folder import find_runs
from .useful_lines import DEFAULT_TREE, run_tree, useful_source_text
from .wrap import wrap, wrap_lines

COMPARE_SCHEMA = "pytest-websearch-bench/compare@1"
# the aggregate keys a comparison keeps per provider: every number ``ws-bench compare`` and
# the reports print (``n_measured``: the cases measured, the terminal's n; ``n`` counts the
# forbidden cases too)
SUMMARY_KEYS = (
    "n",
    "n_measured",
    "cost_per_useful_answer_usd",
    "cost_per_search_usd",
    "cost_per_case_usd",
    "read_cost_per_case_usd",
    "reader_test_cost_usd",
    "precision@10",
    "ndcg@10",
    "recall_pooled",
    "citation_coverage",
    "freshness_known",
    "freshness_accuracy",
    "freshness_within",
    "abstention",
    "injection_containment",
    "injection_false_positive_rate",
    "injection_flagged_unlabelled",
    "useful_by_source",
    "fallback_rate",
)


class CompareError(BenchError):
    def __init__(self, problem: str, remedy: str) -> None:
        super().__init__(problem, remedy)


def run_paths(
    arguments: Sequence[str],
    action: str = "compare",
    skipped: list[dict[str, str]] | None = None,
) -> list[Path]:
    """Run files from arguments that are files or folders (every *.json in a folder and
    its subfolders but the bench's cache, by the walk ``history`` shares,
    ``run_folder.find_runs``; the JSON files found there that are not run files are left
    out and added to ``skipped``, those with no schema of this bench as one entry).

    A file named on its own that ran no case is refused here, naming it (a folder's
    such files are skipped and listed by ``choose_runs``)."""
    paths: list[Path] = []
    left = 0  # the JSON files of the folders that are not run files
    unsearched: list[str] = []  # the tools' folders not walked, said when nothing was found
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            found = find_runs(path)  # the walk history shares: the bench's cache never read
            paths.extend(found.paths)
            left += found.not_runs + len(found.skipped)
            tools = found.tools_text()
            if tools is not None:
                unsearched.append(f"{path}: {tools}" if len(arguments) > 1 else tools)
            if skipped is not None:
                skipped.extend(found.all_skipped())
        else:
            loaded = load_run(path)
            reason = why_unusable(loaded)
            if reason is not None:
                raise CompareError(f"{path} {reason}", unusable_remedy(loaded))
            paths.append(path)
    if not paths:
        folders = ", ".join(arguments)
        raise CompareError(
            f"no run files to {action} in {folders} (*.json, subfolders included"
            + (f"; {left} JSON file(s) that are not run files left out" if left else "")
            + "".join(f"; {text}" for text in unsearched)
            + ")",
            "pass run files written by --ws-report, or a folder that holds them",
        )
    return paths


UNUSABLE_REMEDY = (
    "leave it out (or delete it): rerun with a golden set that holds cases (check "
    "--ws-golden and the collection errors of that session)"
)
INTERRUPTED_REMEDY = (
    "leave it out (or delete it): rerun the same command, then use the new run file"
)


OUTSIDE_REMEDY = (
    "leave it out (or delete it): rerun with the golden set collected (the command in "
    "backticks above), then use the new run file"
)
# a run none of whose cases was collected for another reason than the golden set's place
# (``selection.why`` with no command in it: pytest-xdist's workers crashed before collecting)
UNCOLLECTED_REMEDY = (
    "leave it out (or delete it): fix what kept its cases from being collected (the reason "
    "above), rerun, then use the new run file"
)
SHARD_REMEDY = "leave it out (or delete it): merge the other shards (ws-bench merge)"
SHARD_DESELECTED_REMEDY = (
    "rerun that shard without -k, -m, --deselect, --lf or node ids (a merged run needs every "
    "case its shards draw), then merge again"
)


def unusable_remedy(run: Mapping[str, Any]) -> str:
    """The remedy for a run ``why_unusable`` refuses: a session stopped before its first
    item is rerun; a golden set pytest did not collect is collected (with the command the
    reason shows); a run whose cases were not collected for another reason (xdist's workers
    crashed) has that fixed; a shard that drew no item is left out; one whose golden set
    held no case has its golden set checked."""
    if isinstance(run.get("stopped_early"), Mapping):  # as ``why_unusable`` says it first
        return _resume_remedy(run)
    why = (run.get("selection") or {}).get("why")
    if why:
        # the command in backticks is in the reason above only when the golden set lay
        # outside what pytest collects (walkthrough 66: named beside a crash, where no
        # command was shown)
        return OUTSIDE_REMEDY if "`" in str(why) else UNCOLLECTED_REMEDY
    shard = run.get("shard")
    if isinstance(shard, Mapping) and int(shard.get("drew") or 0) > 0:
        return SHARD_DESELECTED_REMEDY  # it drew cases and -k, -m... left them out (stop 67)
    if shard:
        return SHARD_REMEDY
    return UNUSABLE_REMEDY


def _resume_remedy(run: Mapping[str, Any]) -> str:
    """A session stopped before its first item: rerun it; one that was recording, with
    the command that resumes the recording, the run's options kept (its run file's
    ``provenance``: ``run_record_context``)."""
    recording = run.get("recording")
    if not isinstance(recording, Mapping):
        return INTERRUPTED_REMEDY
    names = sorted(recording.get("providers") or run.get("providers") or {})
    if not names:
        return INTERRUPTED_REMEDY
    provenance = run.get("provenance")
    context = run_record_context(provenance if isinstance(provenance, Mapping) else {})
    command = context.record_command(",".join(names), "new")
    given = provenance.get("started_in") if isinstance(provenance, Mapping) else None
    started_in = str(given or ".")
    return (
        f"leave it out (or delete it): resume the recording with `{command}`"
        f"{from_rootdir(started_in)} (it keeps what "
        "was recorded and asks no answer already paid for again), then use the new run file"
    )


def why_unusable(run: Mapping[str, Any]) -> str | None:
    """Why a run file can stand for no provider at all (whatever ``--allow-incomplete``
    says), or None: a session that ran no case (a golden set that did not load, a
    typo in ``--ws-golden``, every case deselected) writes a file with no case record
    (and, when the golden set was not read, no golden hash: said in the reason)."""
    golden = run.get("golden") or {}
    cases = sum(len(block.get("cases") or ()) for block in (run.get("providers") or {}).values())
    where = f"golden set {golden.get('path')!r}"
    if cases == 0:
        selection = run.get("selection") or {}
        stopped = run.get("stopped_early")
        if isinstance(stopped, Mapping):
            recording = run.get("recording")
            recorded = ""
            if isinstance(recording, Mapping) and recording.get("interrupted"):
                blocks = recording.get("providers") or {}
                count = sum(int(b.get("recorded", 0)) for b in blocks.values())
                cost = estimated_cost(float(recording.get("spent_usd") or 0.0))
                recorded = f"; its recording recorded {count} case(s), {cost}"
                free = local_calls(run, blocks)
                if free:
                    recorded += f"; {free}"
            return (
                f"ran no case: the session stopped early ({stopped.get('cause')}) before its "
                f"first item ({stopped.get('items_ran', 0)} of "
                f"{stopped.get('items_selected', 0)} items ran{recorded})"
            )
        if selection.get("why"):  # the golden set outside what pytest collects
            return f"ran no case: {selection['why']}"
        if selection.get("empty"):  # a shard, since stop 67: it drew none, or -k... left them out
            return f"ran no case: {selection['empty']}"
        shard = run.get("shard")
        if isinstance(shard, Mapping) and selection.get("not_selected"):
            return (
                f"ran no case: shard {shard.get('index')}/{shard.get('total')} drew none of "
                f"the {selection['not_selected']} case x provider items"
            )
        return (
            f"ran no case ({selection.get('selected', 0)} case x provider item(s) selected, "
            f"{where}{' not read: no hash' if golden.get('sha256') is None else ''})"
        )
    return None  # cases without a golden hash (hand-made files) meet _check's refusal


# What leaves items out of a selection (the terminal's "not selected" line names the same)
DESELECTORS = "-k, -m, --deselect, --lf, node ids, --ws-category"


def why_partial(run: Mapping[str, Any]) -> str | None:
    """Why a run does not stand for its providers' whole golden set, or None: every cause
    its run file records (a shard, items never run and what stopped them, items not
    selected), in one phrase that ``compare``, ``diff`` and ``history`` all print after
    the file's path and "is"."""
    selection = run.get("selection") or {}
    causes: list[str] = []
    shard = run.get("shard")
    if shard:
        causes.append(
            f"shard {shard.get('index')}/{shard.get('total')}: merge the shards first "
            "(ws-bench merge)"
        )
    incomplete = why_incomplete(run)
    if incomplete is not None:
        causes.append(incomplete)
    not_selected = int(selection.get("not_selected") or 0)
    if not_selected and not shard:  # a shard's other items are the other shards'
        total = int(selection.get("selected") or 0) + not_selected
        causes.append(
            f"a partial selection: {not_selected} of {total} case x provider item(s) were "
            f"not selected ({DESELECTORS})"
        )
    return " and ".join(causes) or None


def why_incomplete(run: Mapping[str, Any]) -> str | None:
    """``incomplete: N of M selected item(s) never ran (CAUSE)``, ``why_partial``'s own
    words for a run file marked incomplete (``merge`` says it of a shard); None when the
    file is not marked so."""
    return f"incomplete: {_not_run_text(run)}" if run.get("complete") is False else None


def _not_run_text(run: Mapping[str, Any]) -> str:
    """How many selected items never ran and what stopped them, as the run file says (the
    cause the terminal's ``INCOMPLETE:`` line named)."""
    selection = run.get("selection") or {}
    missing = sum(len(ids) for ids in (run.get("not_run") or {}).values())
    of = f" of {selection['selected']}" if selection.get("selected") else ""
    stopped = run.get("stopped_early")
    cause = str(stopped.get("cause")) if isinstance(stopped, Mapping) else None
    missing_files = uncollected(run)
    if selection.get("why"):
        return f"none of its cases ran ({selection['why']})"
    if cause and "during collection" not in cause:
        why = f"the session stopped early: {cause}"
    elif missing_files is not None:
        why = missing_files  # "1 file(s) could not be collected"
    elif cause:
        why = f"the session stopped early: {cause}"
    else:
        why = "the session stopped early"
    if not missing and missing_files is not None:
        return f"{missing_files}: the cases in them never ran"
    return f"{missing}{of} selected item(s) never ran ({why})"


Pair = tuple[Path, dict[str, Any]]


def choose_runs(
    paths: Sequence[Path],
    *,
    every: bool = False,
    allow_incomplete: bool = False,
    previous: dict[str, tuple[Pair, Pair]] | None = None,
    replays: dict[str, list[str]] | None = None,
    partial_leads: dict[str, str] | None = None,
    made_by: dict[str, list[str]] | None = None,
) -> tuple[list[Pair], list[dict[str, str]]]:
    """The runs to compare and the ones skipped (with why).

    By default, for each provider the run that stands for its newest recording (the one
    captured last, ``replays.by_recording``: its newest run, by ``finished_at``, that
    covers the whole selection); older runs, runs of older recordings (a late replay of
    an old tree too), partial selections (``-k``...), incomplete runs and shards are
    skipped and listed. ``every`` takes every run and refuses a provider
    that appears twice; ``allow_incomplete`` accepts partial and incomplete runs, and
    takes for each provider the run that stands for its newest recording
    (``replays.by_recording``, as ``history`` does: its newest whole run, a partial one
    only when none is whole, named in ``partial_leads`` with why it is partial).
    ``previous`` gets, per provider with a usable run of another recording, (the run
    that stands for the next newest recording, the run chosen): the two runs ``ws-bench
    diff`` would take. ``replays`` gets, per provider whose other runs all replay the
    chosen run's recording (``same_recording``: ``history`` shows them as one point),
    their paths: no month to diff; ``made_by`` gets, for those providers, the runs of the
    recording (the chosen one too) that recorded cases of it live
    (``replays.recorded_cases``), so that a report never says the run that made a
    recording replays it."""
    loaded = [(path, load_run(path)) for path in paths]
    skipped: list[dict[str, str]] = []
    usable: list[tuple[Path, dict[str, Any]]] = []
    for path, run in loaded:
        unusable = why_unusable(run)
        if unusable is not None:
            skipped.append({"path": str(path), "reason": unusable})
            continue
        reason = why_partial(run)
        if reason is not None and not allow_incomplete:
            if every:
                raise CompareError(
                    f"{path} is {reason}", "pass complete runs, or --allow-incomplete"
                )
            skipped.append({"path": str(path), "reason": reason})
            continue
        usable.append((path, run))
    if not usable:
        folders = ", ".join(sorted({str(path.parent) for path in paths}))
        raise CompareError(
            f"no usable run file in {folders}: "
            + "; ".join(f"{s['path']}: {s['reason']}" for s in skipped),
            "point at run files of sessions that ran cases (a complete selection, or pass "
            "--allow-incomplete for partial ones)",
        )
    if every:
        return usable, skipped
    newest: dict[str, tuple[Path, dict[str, Any]]] = {}
    left: dict[str, list[tuple[Pair, str]]] = {}  # per provider, the runs left out, and why
    ordered = sorted(usable, key=lambda pr: (str(pr[1]["finished_at"]), str(pr[0])))
    for name in dict.fromkeys(n for _, run in ordered for n in run["providers"]):
        held = [pair for pair in ordered if name in pair[1]["providers"]]
        groups = by_recording(
            [run for _, run in held], name, [why_partial(run) is None for _, run in held]
        )
        # the newest recording (by its capture times, not by when a run of it finished),
        # and the run that stands for it
        group = groups[0]
        lead = group[0]
        newest[name] = held[lead]
        if why_partial(held[lead][1]) is not None and partial_leads is not None:
            partial_leads[name] = str(why_partial(held[lead][1]))
        left[name] = [
            (
                held[i],
                "older" if i < lead else ("partial" if i in group else "late"),
            )
            for i in range(len(held))
            if i != lead
        ]
        others = groups[1:]
        if others and previous is not None:
            # the next newest recording, by the run that stands for it
            previous[name] = (held[others[0][0]], held[lead])
        elif not others and len(group) > 1 and replays is not None:
            replays[name] = [str(held[i][0]) for i in sorted(group[1:])]
            made = [str(held[i][0]) for i in sorted(group) if recorded_cases(held[i][1], name)]
            if made and made_by is not None:
                made_by[name] = made
    skipped.extend(_older_skips(left, newest))
    chosen: dict[str, tuple[Path, dict[str, Any]]] = {}
    for path, run in newest.values():
        chosen[str(path)] = (path, run)
    # A run of several providers is kept only for the providers it is newest for.
    runs = []
    for key in sorted(chosen):
        path, run = chosen[key]
        mine = {n for n, (p, _) in newest.items() if p == path}
        if mine != set(run["providers"]):
            run = {**run, "providers": {n: b for n, b in run["providers"].items() if n in mine}}
        runs.append((path, run))
    if not runs:
        raise CompareError(
            "none of the runs covers a whole golden set: "
            + "; ".join(f"{s['path']}: {s['reason']}" for s in skipped),
            "run the bench without -k/-x (or merge shards), or pass --allow-incomplete",
        )
    _one_tree(runs, usable)
    seen_skips = {(s["path"], s["reason"]) for s in skipped}
    return runs, [{"path": p, "reason": r} for p, r in sorted(seen_skips)]


def _older_skips(
    left: Mapping[str, Sequence[tuple[Pair, str]]], newest: Mapping[str, Pair]
) -> list[dict[str, str]]:
    """One entry per run left out, whatever the number of its providers, each pointing at
    the run compared in its place (never another one left out): an older run; a partial
    replay (or recording) of the recording the run compared replays whole (or made, when
    it recorded it live: a run that made a recording is never said to replay it); a run
    of an older recording than the newest one that finished after its run (a late replay
    of an old tree)."""
    by_path: dict[str, dict[str, tuple[Mapping[str, Any], str]]] = {}
    for name, found in left.items():
        for (left_out, run), kind in found:
            by_path.setdefault(str(left_out), {})[name] = (run, kind)
    out = []
    for path, names in sorted(by_path.items()):
        newer: dict[tuple[str, str], list[str]] = {}  # (the run used instead, why) -> providers
        for name in sorted(names):
            newer.setdefault((str(newest[name][0]), names[name][1]), []).append(name)
        olders: list[str] = []
        phrases: list[str] = []
        for (used, kind), taken in newer.items():
            left_run = names[taken[0]][0]
            # the run compared recorded its recording live for every provider named
            made = all(recorded_cases(newest[n][1], n) for n in taken)
            # which rule placed the two recordings, when not their capture times
            placed = _placed_by_finish([(path, left_run), (used, newest[taken[0]][1])], taken, path)
            tree = _other_tree((Path(path), left_run), newest[taken[0]], taken) + placed
            if kind == "older":
                olders.append(f"{', '.join(taken)} (newer: {used}){tree}")
            elif kind == "partial":
                what = "recording" if all(recorded_cases(run, name) for name in taken) else "replay"
                # the run compared made the recording (it recorded it live): it ran it whole
                # as it made it, and is never said to replay it (docs/keeping-watch.md)
                whole = "made in a whole run" if made else "replays whole"
                phrases.append(
                    f"a partial {what} of the recording of {', '.join(taken)} that {used} "
                    f"{whole} (a recording's newest whole run stands for it)"
                )
            else:
                verb = "made" if made else "replays"
                before = (
                    f"its recording is placed before the one {used} {verb}"
                    if placed
                    else f"its answers were captured before those {used} {verb}"
                )
                phrases.append(
                    f"a later run of an older recording of {', '.join(taken)} ({before}: the "
                    "newest recording is the one captured last, whenever a run of it "
                    f"finished){tree}"
                )
        if olders:
            phrases.insert(0, "an older run of " + "; ".join(olders))
        out.append({"path": path, "reason": "; ".join(phrases)})
    return out


def _one_tree(
    runs: Sequence[tuple[Path, Mapping[str, Any]]],
    usable: Sequence[tuple[Path, Mapping[str, Any]]],
) -> None:
    """The newest recording of each provider replayed different fixture trees (a recording
    against an emulator after a run of the bundled tree, say): refuse, naming each run's
    tree and providers, and the files of one tree that cover every provider when the
    runs given hold them (the newest tree first)."""
    if len({_manifest(run) for _, run in runs}) <= 1:
        return
    wanted = {name for _, run in runs for name in run["providers"]}
    listing = "; ".join(
        f"{path} ({', '.join(sorted(run['providers']))}): manifest {str(_manifest(run))[:12]}"
        for path, run in runs
    )
    trees: dict[str | None, dict[str, Path]] = {}
    for path, run in sorted(usable, key=lambda pr: (pr[1]["finished_at"], str(pr[0]))):
        for name in run["providers"]:
            trees.setdefault(_manifest(run), {})[name] = path
    newest_first = sorted(
        trees, key=lambda t: max(str(r["finished_at"]) for _, r in usable if _manifest(r) == t)
    )[::-1]
    covering = [t for t in newest_first if wanted <= set(trees[t])]
    if covering:
        files = " ".join(sorted({shlex.quote(str(p)) for p in trees[covering[0]].values()}))
        remedy = (
            f"compare the runs of one tree: `ws-bench compare {files}` (manifest "
            f"{str(covering[0])[:12]}); or rerun every provider on the same fixture tree"
        )
    else:
        remedy = (
            "rerun every provider on the same fixture tree (no tree here has a run of each), "
            "or pass the run files of one tree"
        )
    raise CompareError(
        "the newest recording of each provider replayed different fixture trees, and runs of "
        f"different trees are not compared ({listing})",
        remedy,
    )


def _placed_by_finish(
    runs: Sequence[tuple[str, Mapping[str, Any]]], names: Sequence[str], this: str
) -> str:
    """'' when every run of ``runs`` has calls with a capture time, else the clause that
    says which rule placed its recording: a run whose calls carry none (every call faulted,
    an older file) is placed by when it finished (``replays.recording_time``), not by when
    its answers were captured."""
    placed = []
    for path, run in runs:
        if any(s for name in names for s in replayed(run, name).stamps.values()):
            continue
        who = "this run's" if str(path) == this else f"{path}'s"
        placed.append(
            f"{who} calls carry no capture time, so its recording is placed by when its run "
            f"finished ({run.get('finished_at') or 'unknown'})"
        )
    return "".join(f"; {text}" for text in placed)


def _manifest(run: Mapping[str, Any]) -> str | None:
    return fixture_manifest(run)


def _other_tree(
    older: tuple[Path, Mapping[str, Any]],
    newer: tuple[Path, Mapping[str, Any]],
    names: Sequence[str],
) -> str:
    """'' when both runs replayed one fixture tree, else what says they did not: the run
    of the newest recording is shown (ranked, when ranking has others to rank it with),
    picked over a run of another tree (another recording: last
    month's, or a folder re-recorded in place), never silently, with the command that
    compares the two (``diff``: month to month), as ``diff_command`` writes it so that it
    runs as pasted (``--allow-incomplete`` when one of them is partial, and the
    ``--provider`` or ``--common-cases`` diff needs)."""
    old, new = _manifest(older[1]), _manifest(newer[1])
    if old == new:
        return ""
    command = diff_command(names[0] if len(names) == 1 else None, older, newer)
    return (
        f"; from another fixture tree (manifest {str(old)[:12]}, the newer's {str(new)[:12]}: "
        "another recording, such as last month's): the run of the newest recording (the one "
        f"captured last) is shown; `{command}` compares the two (month to month)"
    )


COMPARED_SETTINGS = ("extract_top", "fetch_price_usd", "judge")


def _check_settings(runs: Sequence[tuple[Path, Mapping[str, Any]]]) -> None:
    """Runs made with other pipeline settings measured other work: refuse, naming the
    setting. Each provider's reader is recorded, never compared (it differs by nature)."""
    for key in COMPARED_SETTINGS:
        seen = {
            str(path): (run.get("provenance", {}).get("settings") or {}).get(key, "<unknown>")
            for path, run in runs
        }
        if len({repr(v) for v in seen.values()}) > 1:
            listing = "; ".join(f"{p}: {v!r}" for p, v in seen.items())
            raise CompareError(
                f"the runs were made with a different {key} ({listing})",
                "rerun with the same settings, or pass --allow-different-settings",
            )


def _twice(
    runs: Sequence[tuple[Path, Mapping[str, Any]]],
) -> tuple[str, tuple[Path, Mapping[str, Any]], tuple[Path, Mapping[str, Any]]] | None:
    """The first provider found in two of the runs (``--all`` over two months of it), with
    its first and second run as given; None when each provider is in one run."""
    owners: dict[str, tuple[Path, Mapping[str, Any]]] = {}
    for path, run in runs:
        for name in run["providers"]:
            if name in owners:
                return name, owners[name], (path, run)
            owners[name] = (path, run)
    return None


def diff_command(
    name: str | None, one: tuple[Path, Mapping[str, Any]], other: tuple[Path, Mapping[str, Any]]
) -> str:
    """The ``ws-bench diff OLD NEW`` of two runs of provider ``name`` (the older recording
    first, by its capture times, ``replays.recording_time``; then by ``finished_at``),
    with ``--provider`` and ``--common-cases`` where diff needs them (``name`` None: every
    provider of both, no ``--provider``), and ``--allow-incomplete`` when one of them is
    partial (``compare --allow-incomplete`` took it)."""

    def captured(run: Mapping[str, Any]) -> str:
        names = [name] if name is not None else list(run.get("providers") or {})
        return max((recording_time([replayed(run, n)], [run]) for n in names), default="")

    (old, old_run), (new, new_run) = sorted(
        (one, other),
        key=lambda pr: (captured(pr[1]), str(pr[1].get("finished_at")), str(pr[0])),
    )
    words = ["ws-bench", "diff", shlex.quote(str(old)), shlex.quote(str(new))]
    if name is not None and len(set(old_run["providers"]) & set(new_run["providers"])) > 1:
        words += ["--provider", shlex.quote(name)]
    if (old_run.get("golden") or {}).get("sha256") != (new_run.get("golden") or {}).get("sha256"):
        words.append("--common-cases")
    if why_partial(old_run) is not None or why_partial(new_run) is not None:
        words.append("--allow-incomplete")  # diff refuses a partial run without it
    return " ".join(words)


def months_command(
    before: Mapping[str, tuple[Pair, Pair]],
    replays: Mapping[str, list[str]] | None = None,
    made_by: Mapping[str, list[str]] | None = None,
) -> dict[str, Any] | None:
    """The command that compares the months a comparison of several providers left out
    (their older runs): ``ws-bench diff OLD NEW`` when every provider's two newest runs are
    the same two files (it diffs each provider), else ``ws-bench history`` on the folder
    that holds them all; None when no provider has an older run. ``replays``: providers
    whose older runs only replay the newest run's recording, no month to diff (named
    under ``replays``, with no command); ``made_by``: of those, the runs that recorded
    the recording live (under ``made_by``, when any did)."""
    made = {"made_by": dict(sorted(made_by.items()))} if replays and made_by else {}
    if not before:
        if not replays:
            return None
        return {
            "providers": [],
            "command": None,
            "replays": dict(sorted(replays.items())),
            **made,
        }
    names = sorted(before)
    pairs = {(str(older[0]), str(newer[0])) for older, newer in before.values()}
    if len(pairs) == 1:
        command = diff_command(None, *before[names[0]])
    else:
        paths = [str(p[0]) for pair in before.values() for p in pair]
        folder = os.path.commonpath([os.path.dirname(os.path.abspath(p)) for p in paths])
        command = f"ws-bench history {shlex.quote(folder)}"
    found = {"providers": names, "command": command}
    return {**found, "replays": dict(sorted(replays.items())), **made} if replays else found


def replays_line(
    name: str,
    paths: Sequence[str],
    newest: bool = True,
    compared: str | None = None,
    made_by: Sequence[str] = (),
) -> str:
    """A provider whose other runs (``paths``) are of the recording of the run compared
    (``compared``, the run that stands for the newest recording): no month to diff. The
    run that recorded it live (``made_by``) is said to have made it, never to replay it.
    ``newest`` False: ``paths`` are all the runs (``--all`` given two replays)."""
    runs = ", ".join(paths)
    end = (
        f" ({SAME_RECORDING}: one point in `ws-bench history`): no month to diff; a new "
        "recording makes one (docs/keeping-watch.md)"
    )
    if not newest:
        makers = [p for p in paths if p in made_by]
        if makers:  # one of them recorded it live: it made it, the others replay it
            rest = [p for p in paths if p not in made_by]
            verb = "replays" if len(rest) == 1 else "replay"
            if not rest:
                return f"{name}: {runs} made one recording{end}"
            return f"{name}: {', '.join(rest)} {verb} the recording {', '.join(makers)} made{end}"
        return f"{name}: {runs} replay one recording{end}"
    own = f"the run compared ({compared})" if compared else "the run compared"
    others = [p for p in paths if p not in made_by]
    verb = "replays" if len(others) == 1 else "replay"
    if compared is not None and compared in made_by:  # the run compared recorded it
        return f"{name}: {', '.join(others)} {verb} the recording {own} made{end}"
    maker = [p for p in paths if p in made_by]
    if maker:
        also = f"; {', '.join(others)} {verb} it too" if others else ""
        return f"{name}: {own} replays the recording {', '.join(maker)} made{also}{end}"
    verb = "replays" if len(paths) == 1 else "replay"
    return f"{name}: {runs} {verb} the recording {own} replays{end}"


def months_line(
    months: Mapping[str, Any] | None, compared: Mapping[str, str] | None = None
) -> str | None:
    """The line(s) of a comparison that left older runs out: which command compares months,
    and the providers whose older runs are replays of one recording (nothing to diff);
    ``compared``: the run compared of each provider, by name."""
    if not months:
        return None
    made = months.get("made_by") or {}
    lines = [
        replays_line(name, paths, compared=(compared or {}).get(name), made_by=made.get(name, ()))
        for name, paths in (months.get("replays") or {}).items()
    ]
    if months.get("command"):
        lines.insert(
            0,
            f"compare ranks the newest recording of each provider: `{months['command']}` compares "
            f"{', '.join(months['providers'])} with their older runs (month to month)",
        )
    return "\n".join(lines) or None


def _check(runs: Sequence[tuple[Path, Mapping[str, Any]]]) -> None:
    twice = _twice(runs)
    # two runs of one provider (--all over two months) are its past and present: that is
    # `ws-bench diff`'s question, whatever else keeps them from being compared
    own_past = None
    if twice is not None and twice[1][0] != twice[2][0]:
        if same_recording(twice[1][1], twice[2][1], twice[0]):
            both = [twice[1], twice[2]]
            own_past = replays_line(
                twice[0],
                [str(path) for path, _ in both],
                False,
                made_by=[str(path) for path, run in both if recorded_cases(run, twice[0])],
            )
        else:
            own_past = f"to compare {twice[0]} with its own past: `{diff_command(*twice)}`"
    for key, label in (("golden", "golden set"), ("fixtures", "fixture manifest")):
        field = "sha256" if key == "golden" else "manifest_sha256"
        seen = {str(path): run[key].get(field) for path, run in runs}
        if len(set(seen.values())) > 1:
            listing = "; ".join(f"{p}: {str(h)[:12]}" for p, h in seen.items())
            if twice is not None and own_past is not None:
                raise CompareError(
                    f"the runs do not share the same {label} ({listing}), and provider "
                    f"{twice[0]} is in two of them",
                    f"{own_past}; to rank providers, drop --all (the newest recording of each)",
                )
            raise CompareError(
                f"the runs do not share the same {label} ({listing})",
                f"rerun every provider on the same {label} before comparing",
            )
    if twice is not None:
        name, (first, _), (second, _) = twice
        raise CompareError(
            f"provider {name} is in two runs ({first} and {second})",
            (f"{own_past}; " if own_past else "")
            + "compare one run per provider (drop --all to take the newest of each)",
        )


def unjudged(records: Sequence[CaseRecord]) -> dict[str, list[dict[str, Any]]]:
    """Per case, the origin groups retrieved by any provider that the pool does not judge,
    with their URLs and who retrieved them (for a person to review)."""
    review: dict[str, dict[str, dict[str, Any]]] = {}
    for record in records:
        if record.pool_groups is None:
            continue  # a case outside the pool is reported as such, not as unjudged groups
        for document in record.documents:
            if document.pool is not None:
                continue
            group = review.setdefault(record.case_id, {}).setdefault(
                document.origin_group,
                {"group": document.origin_group, "urls": set(), "providers": set()},
            )
            group["urls"].add(document.url)
            group["providers"].add(record.provider)
    return {
        case_id: [
            {"group": g["group"], "urls": sorted(g["urls"]), "providers": sorted(g["providers"])}
            for g in sorted(groups.values(), key=lambda g: g["group"])
        ]
        for case_id, groups in sorted(review.items())
    }


def hosts_to_review(records: Sequence[CaseRecord]) -> dict[str, list[dict[str, Any]]]:
    """Per case, the hosts of relevant documents outside ``expect.hosts`` and who found
    them: for a person to add to the golden set (or not)."""
    found: dict[str, dict[str, set[str]]] = {}
    for record in records:
        for host in record.new_hosts:
            found.setdefault(record.case_id, {}).setdefault(host, set()).add(record.provider)
    return {
        case_id: [{"host": h, "providers": sorted(p)} for h, p in sorted(hosts.items())]
        for case_id, hosts in sorted(found.items())
    }


# What comparing raises on a stored block of another shape than --ws-report writes (a
# gate without its name, provenance null): the blocks' gates, aggregates and provenance
# are read as stored, only the records are rebuilt and checked.
SHAPE_FAILURES = (TypeError, ValueError, KeyError, AttributeError, IndexError)


def compare_runs(
    paths: Sequence[Path],
    *,
    every: bool = False,
    allow_incomplete: bool = False,
    allow_different_settings: bool = False,
) -> dict[str, Any]:
    """The comparison of the runs in ``paths`` (see ``choose_runs``); a file whose stored
    blocks cannot be compared is a ``RunFileError`` naming it."""
    try:
        return _compare(paths, every, allow_incomplete, allow_different_settings)
    except SHAPE_FAILURES as exc:
        for path in paths:  # which file fails alone: that one is named
            try:
                _compare([path], True, True, False)  # one run: its settings agree
            except SHAPE_FAILURES as alone:
                raise RunFileError(
                    path,
                    f"its stored provider blocks, gates or provenance cannot be compared "
                    f"({type(alone).__name__}: {alone}); the file was edited or damaged",
                ) from None
            except BenchError:
                continue
        raise RunFileError(
            ", ".join(str(p) for p in paths),
            f"their stored blocks cannot be compared together ({type(exc).__name__}: {exc})",
        ) from None


def _compare(
    paths: Sequence[Path], every: bool, allow_incomplete: bool, allow_different_settings: bool
) -> dict[str, Any]:
    before: dict[str, tuple[Pair, Pair]] = {}
    replays: dict[str, list[str]] = {}
    made_by: dict[str, list[str]] = {}  # the runs that recorded what the others replay
    leads: dict[str, str] = {}  # a partial run that stands for its recording: why partial
    runs, skipped = choose_runs(
        paths,
        every=every,
        allow_incomplete=allow_incomplete,
        previous=before,
        replays=replays,
        partial_leads=leads,
        made_by=made_by,
    )
    _check(runs)
    if not allow_different_settings:
        _check_settings(runs)
    providers: dict[str, Mapping[str, Any]] = {}
    records: dict[str, list[CaseRecord]] = {}
    sources: dict[str, str] = {}
    trees: dict[str, str] = {}  # each provider's fixture tree, where its stored pages are
    rebuilt_of: dict[str, dict[str, list[CaseRecord]]] = {}
    ratios: dict[str, Ratios] = {}
    unique: dict[str, dict[str, list[DocumentRecord]]] = {}  # as ``ratios``: one run's
    for path, run in runs:
        for name, block in run["providers"].items():
            providers[name] = block
            sources[name] = str(path)
            trees[name] = run_tree(run)
        rebuilt = rebuild_records(path, run)  # checked: a file's error names it
        # each measured case's ranking without repeated pages, and each provider's per-case
        # ratios, computed once: the check, the ranking and the block's keys read them
        tops = {name: unique_by_case(measured(group)) for name, group in rebuilt.items()}
        found = {name: case_ratios(group, tops[name]) for name, group in rebuilt.items()}
        check_aggregates(path, run, rebuilt, found)  # the stored numbers shown are the records'
        rebuilt_of[str(path)] = rebuilt
        for name, group in rebuilt.items():
            # a provider is in one run (``choose_runs``); were it in two, the ranking would
            # recompute its ratios from the records of both
            if name in records:
                ratios.pop(name, None)
                unique.pop(name, None)
            else:
                ratios[name] = found[name]
                unique[name] = tops[name]
            records.setdefault(name, []).extend(group)
    ranking, unranked = rank(providers, records, ratios)
    for entry in unranked:  # a partial run may only have left the classes out
        why = why_partial(providers_run(runs, entry["provider"]))
        if why is not None and (providers[entry["provider"]].get("missing_classes")):
            entry["whole_set_hint"] = whole_set_hint(why)
    for entry in ranking:  # a value beside the ranking whose gate did not judge it
        why = unjudged_gate(providers[entry["provider"]], "freshness_accuracy")
        if why is not None and entry.get("freshness_accuracy") is not None:
            entry["gates_not_evaluated"] = {"freshness_accuracy": why}
    review = unjudged([r for group in records.values() for r in group])
    failures = [
        failure
        for _, run in runs
        for failure in run.get("failures", [])
        if failure["provider"] in run["providers"]
    ]
    for name, block in providers.items():  # run files from before the failures list
        if not any("failures" in run for _, run in runs if name in run["providers"]):
            failures.extend(
                {"provider": name, "kind": "gate", "what": g["name"], "why": g["consequence"]}
                for g in block["gates"]
                if g["status"] == "failed"
            )
    local: dict[str, list[str]] = {}
    local_endpoints: dict[str, Mapping[str, str]] = {}  # where each was given (flag, ini key)
    local_inis: set[str | None] = set()  # the ini files of those runs (the remedy's ws_gateways)
    for path, run in runs:
        # from the records (each call's recording address), not the stored summary alone
        provenance = read_provenance(run, rebuilt_of[str(path)])
        given = endpoint_overrides(run)
        for name in run["providers"]:
            if local_addresses(provenance, name):
                local[name] = local_addresses(provenance, name)
                if name in given:
                    local_endpoints[name] = given[name]
                local_inis.add((run.get("provenance") or {}).get("ini_file"))
    synthetic = sorted(
        name
        for _, run in runs
        for name, block in run["providers"].items()
        if block.get("synthetic_quality_classes")
        or name in (run.get("provenance") or {}).get("synthetic_quality_fixtures", [])
    )
    edited = [
        {"run": str(path), **entry}
        for path, run in runs
        for entry in edited_fixtures(run.get("fixtures"), run["providers"])
    ]
    first = runs[0][1]
    alone = next(iter(providers)) if len(providers) == 1 else None
    return {
        "schema": COMPARE_SCHEMA,
        "tool_version": __version__,
        "golden": first["golden"],
        "fixtures": first["fixtures"],
        "runs": [
            {
                "path": str(path),
                "started_at": run["started_at"],
                "providers": sorted(run["providers"]),
            }
            for path, run in runs
        ],
        "skipped": skipped,
        "providers": {
            name: {
                "run": sources[name],
                # its run's --ws-cassettes: the tree the reports name its stored pages in
                "cassettes": trees[name],
                "comparable": block["comparable"],
                "missing_classes": block["missing_classes"],
                "qualified": block["qualified"],
                "role": block.get("role"),
                "aggregate": _summary(block["aggregate"]),
                "ci95": block.get("ci95", {}),
                # from the aggregate's count: an older run file has no ci95_reliable
                "ci95_reliable": interval_reliable(block["aggregate"]),
                "ci95_cases": interval_cases(block["aggregate"]),
                "gates": block["gates"],
                "null_reasons": block["null_reasons"],
                **provider_caveats(records.get(name, ())),  # report.caveats
                # what P@10 is over (ret, judged_on): recomputed, as an older file has none
                **_block_keys(records.get(name, []), ratios.get(name), unique.get(name)),
            }
            for name, block in sorted(providers.items())
        },
        "ranking": ranking,
        "unranked": unranked,
        **ranking_caveats(
            ranking,
            records,
            ((first.get("provenance") or {}).get("settings") or {}).get("fetch_price_usd"),
        ),
        # providers whose numbers were recorded at a local address (an emulator, a gateway)
        "local_recordings": dict(sorted(local.items())),
        # their runs' endpoints, so that the warning names where each was given
        "local_endpoints": dict(sorted(local_endpoints.items())),
        # their runs' ini file when they share one (None: none, or several)
        "local_ini_file": next(iter(local_inis)) if len(local_inis) == 1 else None,
        # providers ranked on synthetic quality fixtures (classes 1-3/9): the bundled set
        "synthetic": {
            "providers": synthetic,
            "warning": SYNTHETIC_WARNING if synthetic else None,
        },
        # hand edits accepted with `ws-bench redact --accept-edit` that the runs replayed
        "edited_fixtures": edited,
        "review": {
            "unjudged_groups": sum(len(v) for v in review.values()),
            "by_case": review,
            "new_hosts": hosts_to_review([r for group in records.values() for r in group]),
        },
        "failures": failures,
        "passed": not failures,
        # one provider: nothing to rank; the diff of its two newest runs among those given
        "own_past": (
            {"provider": alone, "command": diff_command(alone, *before[alone])}
            if alone is not None and alone in before
            # its older runs replay the newest one's recording: no month to diff
            else {
                "provider": alone,
                "command": None,
                "replays": replays[alone],
                **({"made_by": made_by[alone]} if alone in made_by else {}),
            }
            if alone is not None and alone in replays
            else None
        ),
        # several providers, older runs left out: the command that compares their months
        "months": months_command(before, replays, made_by) if alone is None else None,
        # a partial run compared for want of a whole run of its recording: why it is partial
        "partial_standing": {
            name: {
                "run": sources[name],
                "why": why,
                "recorded": recorded_cases(providers_run(runs, name), name),
            }
            for name, why in sorted(leads.items())
        },
        # the run compared replays a tree re-recorded in part over its previous run's
        "recorded_in_part": _recorded_in_part(before),
    }


def _summary(aggregate: Mapping[str, Any]) -> dict[str, Any]:
    """A provider's aggregate as a comparison keeps it (``SUMMARY_KEYS``); ``n_measured``
    of a run file written before it is its ``n``, as the terminal's n column reads it
    (``columns.cell``)."""
    out = {k: aggregate.get(k) for k in SUMMARY_KEYS}
    if out["n_measured"] is None:
        out["n_measured"] = aggregate.get("n")
    return out


def _block_keys(
    records: Sequence[CaseRecord],
    ratios: Ratios | None,
    unique: Mapping[str, Sequence[DocumentRecord]] | None,
) -> dict[str, Any]:
    """What a provider's P@10 is over (``block_keys``), recomputed, as an older file has none:
    from its run's ratios and unique documents, or, for a provider in two runs (whose
    ratios the ranking recomputed too), from all of its records at once."""
    if ratios is None or unique is None:
        unique = unique_by_case(measured(records))
        ratios = case_ratios(records, unique)
    return block_keys(records, ratios["precision@10"], unique)


def providers_run(runs: Sequence[Pair], name: str) -> Mapping[str, Any]:
    """The run compared for provider ``name``."""
    return next(run for _, run in runs if name in run["providers"])


def whole_set_hint(why: str) -> str:
    """What a partial run says beside the fixture classes its cases did not use, as the
    terminal says it of a partial run."""
    return f"this run covered part of the golden set ({why}): the whole set may bring them"


def _recorded_in_part(before: Mapping[str, tuple[Pair, Pair]]) -> dict[str, dict[str, Any]]:
    """Per provider whose run compared replays a tree re-recorded in part over its previous
    run's recording (``replays.in_part``): that run, the cases captured again and kept."""
    out: dict[str, dict[str, Any]] = {}
    for name, ((old, old_run), (_, new_run)) in sorted(before.items()):
        part = part_over(new_run, old_run, name)
        if part is not None:
            out[name] = {
                "over": str(old),
                "captured_again": part.again,
                "kept": part.kept,
                "added": list(part.added),
                "captured": part.captured,
                # the run compared is the partial recording itself
                "recording": part.recording,
            }
    return out


def _money(
    value: float | None,
    interval: Sequence[float] | None,
    reliable: bool = True,
    *,
    nothing: bool = False,
) -> str:
    """A cost with its 95 % interval, marked ``~`` when over too few cases; ``nothing``:
    the calls had a cost and bought no useful answer (``none``, as the pytest table)."""
    if value is None:
        return NO_USEFUL if nothing else "—"
    text = f"${value:.4f}"
    if interval:
        text += f" [{interval[0]:.4f}, {interval[1]:.4f}]{'' if reliable else UNRELIABLE}"
    return text


def _ratio(value: float | None) -> str:
    return "—" if value is None else ratio_text(value)


def _unjudged_notes(ranking: Sequence[Mapping[str, Any]]) -> list[str]:
    """The footnote of the ``UNGATED_MARK`` beside a freshness accuracy whose gate was not
    evaluated: per provider why (the hand-verified sample's size when that is the reason)."""
    small, other = [], []
    for entry in ranking:
        why = (entry.get("gates_not_evaluated") or {}).get("freshness_accuracy")
        if why is None:
            continue
        found = re.match(r"only (\d+) dated document", why)
        if found:
            small.append(f"{entry['provider']} {found.group(1)}")
        else:
            other.append(f"{entry['provider']}: {why}")
    if not small and not other:
        return []
    few = f"too few hand-verified dated documents (n < {FRESHNESS_MIN_SAMPLE})"
    parts = [f"{few}: {', '.join(small)}"] if small else []
    return [
        f"  {UNGATED_MARK} fresh.acc: its gate ({THRESHOLDS['freshness_accuracy']}) was not "
        "evaluated, so the value neither passes nor fails and breaks no tie: "
        + "; ".join(parts + other)
    ]


NOTHING_RANKED_EXIT = 3


def nothing_ranked(comparison: Mapping[str, Any]) -> list[str]:
    """One line per provider when providers were compared but none could be ranked (for
    ``ws-bench compare``'s exit status 3); empty when at least one is ranked."""
    if comparison["ranking"] or not comparison["unranked"]:
        return []
    lines = []
    for entry in comparison["unranked"]:
        reason = entry["reason"]
        where = (
            "README 'Your own golden set' (the 9 fixture classes, and how a team brings them)"
            if reason.startswith("not comparable")
            else "README 'Options' (ws_pricing)"
        )
        lines.append(f"NOT RANKED {entry['provider']}: {reason} -> see {where}")
    return lines


RANKED_BY_TEXT = "cost per useful answer [95% CI], then P@10, pooled recall, freshness accuracy"
COLUMNS = "cost per useful answer [95% CI], P@10, pooled recall, freshness accuracy"


def one_provider(own_past: Mapping[str, Any] | None, compared: str | None = None) -> str:
    """The line of a comparison of one provider: nothing to rank, and the commands that
    compare it with its own past (its previous run's diff, when the runs given hold one)."""
    if own_past and own_past.get("command") is None and own_past.get("replays"):
        return "nothing to rank with one provider; " + replays_line(
            str(own_past["provider"]),
            own_past["replays"],
            compared=compared,
            made_by=own_past.get("made_by") or (),
        )
    if own_past:
        diff = f"`{own_past['command']}` compares it with its previous run"
    else:
        diff = "`ws-bench diff OLD NEW` compares it with its own past (month to month)"
    return (
        f"nothing to rank with one provider: {diff}, `ws-bench history FOLDER` with every "
        "run of a folder"
    )


# the ``none`` of a cost per useful answer, said under the rows (walkthrough 68 #4: "—"
# read as a price not known)
NO_USEFUL_NOTE = (
    f"{NO_USEFUL}: {{names}}: the calls had a cost and got no useful answer, so the cost per "
    "useful answer is undefined (not unknown: see $/case in the run file); — is a cost that "
    "cannot be computed (a price not published, calls that cost nothing)"
)
SHOWN_KEYS = ("cost_per_useful_answer_usd", "precision@10", "recall_pooled", "freshness_accuracy")


def _unranked_entry(name: str, block: Mapping[str, Any]) -> dict[str, Any]:
    """An unranked provider's numbers in the shape of a ranking entry, without a position:
    the same columns as the ranked ones (its freshness accuracy starred the same way)."""
    aggregate = block.get("aggregate") or {}
    entry: dict[str, Any] = {
        "position": None,
        "provider": name,
        **{k: aggregate.get(k) for k in SHOWN_KEYS},
        "qualified": block.get("qualified", True),
        "tie_with": [],
    }
    why = unjudged_gate(block, "freshness_accuracy")
    if why is not None and entry["freshness_accuracy"] is not None:
        entry["gates_not_evaluated"] = {"freshness_accuracy": why}
    return entry


def _row_parts(
    entry: Mapping[str, Any], block: Mapping[str, Any], ranking: Sequence[Mapping[str, Any]] = ()
) -> tuple[str, str]:
    """One provider's line, in two parts (its numbers; its role and tie): position (blank
    when it has none), cost per useful answer with its interval, P@10, pooled recall,
    freshness accuracy; role and its tie (its place in its tie group of ``ranking``, on
    every member: ``tie_group_text``)."""
    interval = (block.get("ci95") or {}).get("cost_per_useful_answer_usd")
    reliable = provider_interval_reliable(block)  # under 10 cases: marked ~, noted below
    # (in words: ``run_file.ROLE_WORDS``, the one mapping every report prints)
    role = role_text(block) or (
        ROLE_WORDS["default_candidate"] if entry["qualified"] else "disqualified"
    )
    group = tie_group_text(entry, ranking) if entry.get("position") is not None else None
    tie = f"  {group}" if group else ""
    position = f"{entry['position']:>2}." if entry.get("position") is not None else "   "
    return (
        f"  {position} {entry['provider']:<12} "
        f"{_money(entry['cost_per_useful_answer_usd'], interval, reliable, nothing=bought_nothing(block)):<28} "
        f"P@10 {_ratio(entry['precision@10'])}  recall {_ratio(entry['recall_pooled'])}  "
        f"fresh.acc {_ratio(entry['freshness_accuracy'])}"
        f"{UNGATED_MARK if entry.get('gates_not_evaluated') else ''}",
        f"{role}{tie}",
    )


# where a provider's role (and its tie) goes when its row is wider than the terminal: on
# the next line, under the provider's name
ROW_TAIL = " " * 7


# where a row's quality numbers (``P@10 ...``) go when its numbers are wider than the
# terminal: on the next line, under its cost (``_row_parts``: position, name, cost)
ROW_QUALITY = " " * 19
QUALITY_AT = " P@10 "


def _fit_row(head: str, tail: str, width: int) -> list[str]:
    """A provider's row at ``width`` columns: one line when it fits; else its numbers
    and its role and tie on the lines under it, wrapped (``ROW_TAIL``); numbers wider
    than the terminal are cut once, before ``P@10``: the quality numbers go under the
    cost (``ROW_QUALITY``), each part whole."""
    if len(head) + 2 + len(tail) <= width:
        return [f"{head}  {tail}"]
    numbers = [head]
    if len(head) > width and QUALITY_AT in head:
        cost, quality = head.split(QUALITY_AT, 1)
        numbers = [cost.rstrip(), f"{ROW_QUALITY}{QUALITY_AT.strip()} {quality}"]
    return [*numbers, *wrap(tail, width, indent=ROW_TAIL)]


def _table(
    comparison: Mapping[str, Any], rows: dict[str, tuple[str, str]] | None = None
) -> tuple[list[str], list[dict[str, Any]]]:
    """The ranking, then every unranked provider's numbers in the same columns (never
    withheld: only the position is); with one provider, its numbers with no position.
    Also the entries shown, for the footnotes; ``rows``: filled with each row's two parts
    (``_row_parts``), by its line."""
    rows = {} if rows is None else rows

    def row(
        entry: Mapping[str, Any],
        block: Mapping[str, Any],
        ranking: Sequence[Mapping[str, Any]] = (),
    ) -> str:
        parts = _row_parts(entry, block, ranking)
        rows["  ".join(parts)] = parts
        return "  ".join(parts)

    blocks = comparison["providers"]
    ranking = list(comparison["ranking"])
    apart = [
        _unranked_entry(e["provider"], blocks.get(e["provider"]) or {})
        for e in comparison["unranked"]
    ]
    if len(blocks) == 1:
        alone = [{**e, "position": None} for e in ranking] + apart
        lines = [f"numbers ({COLUMNS}):"] if alone else []
        lines += [row(e, blocks[e["provider"]]) for e in alone]
        return lines + _unjudged_notes(alone), alone
    if ranking or not apart:
        lines = [f"ranking ({RANKED_BY_TEXT}):"]
    else:
        lines = [f"ranking: none of the {len(apart)} providers can be ranked (why below)"]
    lines += [row(e, blocks[e["provider"]], ranking) for e in ranking]
    # the UNGATED_MARK footnote once, right under the block of the first row it marks (as
    # diff's), not under the whole table
    marked = any(e.get("gates_not_evaluated") for e in ranking)
    if marked:
        lines += _unjudged_notes(ranking + apart)
    if apart:
        lines.append(f"not ranked ({COLUMNS}; no position):")
        lines += [row(e, blocks.get(e["provider"]) or {}) for e in apart]
        if not marked:
            lines += _unjudged_notes(apart)
    return lines, ranking + apart


def fit_lines(
    lines: Sequence[str], width: int, rows: Mapping[str, tuple[str, str]] | None = None
) -> list[str]:
    """``lines`` at ``width`` columns (``wrap.wrap_lines``): every prose line wrapped, its
    next lines two spaces deeper than it (a heading's, ``ranking (...):``, four); a table
    row (``rows``) kept one row, its role and tie under it when it is wider
    (``_fit_row``)."""
    found = rows or {}
    return wrap_lines(
        lines,
        width,
        kept=lambda line: _fit_row(*found[line], width) if line in found else None,
    )


def render_comparison(comparison: Mapping[str, Any], width: int | None = None) -> list[str]:
    """The comparison as terminal lines: the ranking with intervals and ties, and the
    numbers of the providers left out of it; at ``width`` columns when given (``fit_lines``:
    ``ws-bench compare``), else one line a line."""
    lines = []
    rows: dict[str, tuple[str, str]] = {}
    synthetic = comparison.get("synthetic") or {}
    if synthetic.get("warning"):
        lines.append(f"WARNING {synthetic['warning']} ({', '.join(synthetic['providers'])})")
    edited = edited_warning(comparison.get("edited_fixtures") or [])
    if edited:
        lines.append(f"WARNING {edited}")
    table, shown = _table(comparison, rows)
    lines.extend(table)
    # the ~ of an interval over too few cases, said under the rows it marks
    shown_blocks = {e["provider"]: comparison["providers"].get(e["provider"]) for e in shown}
    few = run_intervals_note({n: b for n, b in shown_blocks.items() if b is not None})
    if few:
        lines.append(f"  note: {few}")
    nothing = [
        e["provider"]
        for e in shown
        if e.get("cost_per_useful_answer_usd") is None
        and bought_nothing(comparison["providers"].get(e["provider"]) or {})
    ]
    if nothing:
        lines.append(f"  note: {NO_USEFUL_NOTE.format(names=', '.join(nothing))}")
    if any(entry["tie_with"] for entry in comparison["ranking"]):
        lines.append(f"  note: ties: {ties_text(comparison['ranking'])}")
    if comparison["ranking"] and comparison["ranking"][0].get("compared_on"):
        lines.append(f"  note: {compared_on_text(comparison['ranking'][0]['compared_on'])}")
    for note in ranking_notes(comparison["ranking"], comparison["providers"], comparison):
        lines.append(f"  note: {note}")  # report.caveats: assumed reads, sensitivity, pool
    # what P@10 is over, as the terminal's ret column says (under the table's notes,
    # with the ranking it qualifies: before the providers left out of it, walkthrough 66)
    volume = [
        row
        for entry in shown
        if (
            row := volume_row(
                entry["provider"], comparison["providers"].get(entry["provider"]) or {}
            )
        )
    ]
    if volume:
        lines += [VOLUME_HEADING, *volume]  # a heading, its rows as deep as the table's
    for entry in comparison["unranked"]:
        hint = f" ({entry['whole_set_hint']})" if entry.get("whole_set_hint") else ""
        lines.append(f"  unranked: {entry['provider']}: {entry['reason']}{hint}")
    if len(comparison["providers"]) == 1:
        (block,) = comparison["providers"].values()
        lines.append(one_provider(comparison.get("own_past"), block.get("run")))
    for name, standing in (comparison.get("partial_standing") or {}).items():
        recorded = standing.get("recorded") or []
        what = f" (a partial recording, of {shown_cases(recorded)})" if recorded else ""
        lines.append(
            f"  note: {name}: {standing['run']}{what} is {standing['why']}; no run of its "
            "recording among those given ran its whole selection, so it stands for it "
            "(--allow-incomplete)"
        )
    for name, part in (comparison.get("recorded_in_part") or {}).items():
        made = InPart(
            part["captured_again"],
            part["kept"],
            part["captured"],
            bool(part.get("recording")),
            tuple(part.get("added") or ()),
        )
        lines.append(
            f"  note: {name}: the run compared {in_part_verb(made)} "
            f"{in_part_text(made, part['over'])}"
        )
    for name, block in comparison["providers"].items():
        tree = block.get("cassettes") or DEFAULT_TREE  # (a comparison written before: none)
        source = useful_source_text(block.get("aggregate") or {}, name, tree)
        if source:
            lines.append(f"{name}: {source}")
        found = flagged_lines(block.get("aggregate") or {})
        if found:
            lines.append(f"{name}: {found[0].strip()}")
            lines.extend(found[1:])
    if comparison.get("local_recordings"):
        overrides = comparison.get("local_endpoints")  # (a comparison written before: none)
        said = local_warning(
            comparison["local_recordings"],
            overrides=overrides,
            ini_file=comparison.get("local_ini_file"),
        )
        lines.append(f"WARNING {said}")
    for entry in comparison.get("skipped", []):
        lines.append(f"  skipped {entry['path']}: {entry['reason']}")
    compared = {n: str(b["run"]) for n, b in comparison["providers"].items() if b.get("run")}
    months = months_line(comparison.get("months"), compared)  # (written before: none)
    if months:
        lines.append(months)
    review = comparison["review"]
    if review.get("new_hosts"):
        hosts = {e["host"] for entries in review["new_hosts"].values() for e in entries}
        lines.append(
            f"{len(hosts)} host(s) of relevant documents are outside expect.hosts in "
            f"{len(review['new_hosts'])} case(s) (review.new_hosts): review them for the golden set"
        )
    if review["unjudged_groups"]:
        lines.append(
            f"{review['unjudged_groups']} origin groups retrieved but not judged in "
            "golden/pool.yaml (listed under review.by_case): review them before trusting recall"
        )
    return lines if width is None else fit_lines(lines, width, rows)
