"""``ws-bench history DIR``: every run in a folder, per provider, ordered in time.

Each run file is read by checking it (``checked.py``); files of another schema (a
comparison, a diff) are skipped and listed, shards and partial runs too (unless
``allow_incomplete``). A provider's runs are ordered by their capture window (the
first recorded call; the run's end when no call carries a time), each with its
numbers recomputed from its records and their 95 % intervals (as the run file's: exact
for a proportion, the bootstrap over cases for the rest), and each compared
with the provider's previous run by the rule of ``ws-bench diff`` (paired, thresholds,
Holm): a regression is marked on the run where it appeared. A run with no capture window
(every case faulted: nothing was replayed or recorded) is shown, never a baseline, and a
run with no case in common (a run of another golden set in the same folder) is no
baseline either: each run is compared with the latest earlier run that has a capture
window and shares cases with it, and names the runs it passed over and why. Each row is
labelled by its run file beside its capture window (replays of one recording share it).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, NamedTuple, TypeVar

from .. import __version__
from ..metrics.stats import metric_intervals, point
from .checked import CheckedRun, load_checked
from .columns import ratio_text
from .compare import why_partial, why_unusable
from .diff import DiffError, check_comparable, diff_checked, diff_ratios, failed_items
from .diff_gates import gate_lines, value_text
from .diff_pairing import changed_definitions
from .diff_render import commit_text, failed_text
from .diff_thresholds import (
    DEFAULT_THRESHOLDS,
    SEARCH_LATENCY,
    TOO_FEW,
    USEFUL_RATE,
    Threshold,
)
from .golden_identity import golden_difference
from .older import renamed_gates, renamed_note
from .provenance import local_addresses, local_warning
from .replays import (
    SAME_RECORDING,
    InPart,
    by_recording,
    in_part_text,
    part_over,
    recorded_cases,
    shown_cases,
)
from .run_folder import FolderRuns, find_runs
from .wrap import wrap_lines

HISTORY_SCHEMA = "pytest-websearch-bench/history@1"
TREND_KEYS: tuple[str, ...] = (
    "precision@10",
    "ndcg@10",
    "recall_pooled",
    USEFUL_RATE,
    "citation_coverage",
    "cost_per_useful_answer_usd",
    "cost_per_case_usd",
    SEARCH_LATENCY,
)


def history_folder(folder: Path) -> FolderRuns:
    """The folder's run files and what was skipped, by the walk compare and report share
    (``run_folder.find_runs``: the bench's cache is never read)."""
    if not folder.is_dir():
        raise DiffError(f"{folder} is not a folder", "pass the folder that holds the run files")
    return find_runs(folder)


def history_files(folder: Path) -> list[Path]:
    return history_folder(folder).paths


def _typed_order(runs: Sequence[CheckedRun]) -> list[str]:
    """The providers in the order the newest run lists them (the order typed:
    ``--ws-provider``, as the terminal prints them), then those of older runs alone, each
    in its run's order."""
    newest_first = sorted(runs, key=lambda r: str(r.run.get("finished_at") or ""), reverse=True)
    order = [n for run in newest_first for n in run.run.get("providers") or () if n in run.records]
    return list(dict.fromkeys(order))


def _when(run: CheckedRun, name: str) -> str:
    window = run.window(name)
    return str(window["first"]) if window else str(run.run.get("finished_at") or "")


def _made(run: CheckedRun) -> float:
    """When the run was made, by its own timestamp (``finished_at``, else ``started_at``;
    unknown: first): what orders two runs of one capture time, before their file names."""
    for key in ("finished_at", "started_at"):
        stamp = run.run.get(key)
        when = _utc(str(stamp)) if stamp else None
        if when is not None:
            return when.timestamp()
    return float("-inf")


def _point(run: CheckedRun, name: str) -> dict[str, dict[str, Any]]:
    ratios = diff_ratios(run.records[name], run.ratios[name])
    wanted = {key: ratios[key] for key in TREND_KEYS}
    # exact (Clopper-Pearson) for a proportion, the bootstrap for the rest: the run file's rule
    found = metric_intervals({k: v for k, v in wanted.items() if point(v) is not None})
    older = run.not_recorded(name)
    return {
        key: {
            "value": point(wanted[key]),
            "ci95": None if found.get(key) is None else list(found[key] or ()),
            **({"why": older[key]} if key in older else {}),
        }
        for key in TREND_KEYS
    }


def _same_numbers(one: CheckedRun, other: CheckedRun, name: str) -> bool:
    """Whether two replays of one recording gave the same numbers: each trend metric the
    same on every case both ran (a partial replay is held to the cases it ran)."""
    mine = diff_ratios(one.records[name], one.ratios[name])
    theirs = diff_ratios(other.records[name], other.ratios[name])
    common = {r.case_id for r in one.records[name]} & {r.case_id for r in other.records[name]}
    return all(
        {c: v for c, v in mine[key].items() if c in common}
        == {c: v for c, v in theirs[key].items() if c in common}
        for key in TREND_KEYS
    )


def _one_per_recording(
    runs: Sequence[CheckedRun], name: str
) -> tuple[list[CheckedRun], dict[str, list[tuple[CheckedRun, bool]]]]:
    """One point per recording: the replays of one recording (``replays.one_recording``:
    a CI replaying it daily, a replay cut short by ``-k``) collapse into the run that
    stands for it (``replays.by_recording``: the newest that ran its whole selection, a
    partial one only when none did), which lists the others and whether their numbers were
    the same on the cases they ran (a difference is the bench's code or settings, never the
    provider)."""
    groups = {
        id(runs[group[0]]): [runs[i] for i in group]
        for group in by_recording(
            [run.run for run in runs], name, [why_partial(run.run) is None for run in runs]
        )
    }
    kept = [run for run in runs if id(run) in groups]  # in capture order
    replays = {
        str(run.path): [
            (other, _same_numbers(other, run, name))
            for other in sorted(groups[id(run)][1:], key=lambda r: str(r.path))
        ]
        for run in kept
        if len(groups[id(run)]) > 1
    }
    return kept, replays


def _in_part(
    kept: Sequence[CheckedRun], name: str, folder: Path
) -> dict[int, tuple[InPart, CheckedRun]]:
    """Per point (by id) re-recorded in part over another point's recording
    (``replays.in_part``), that part and the point it was made over (the one it keeps the
    most cases of)."""
    out: dict[int, tuple[InPart, CheckedRun]] = {}
    for run in kept:
        over = [
            (part, other)
            for other in kept
            if other is not run
            for part in [part_over(run.run, other.run, name)]
            if part is not None
        ]
        if over:
            out[id(run)] = max(over, key=lambda po: (len(po[0].kept), _when(po[1], name)))
    return out


def _recorded_by(
    run: CheckedRun, others: Sequence[tuple[CheckedRun, bool]], name: str, folder: Path
) -> str | None:
    """The run file of the recording session of ``run``'s recording when ``run`` (its
    newest whole run) is another one: the other run of the point that recorded every case
    of its selection live and ran it whole (the month-named file of a recording); None
    when ``run`` recorded it, or no such run is among those read."""
    if recorded_cases(run.run, name) and why_partial(run.run) is None:
        return None
    found = [
        other
        for other, _ in others
        if recorded_cases(other.run, name) and why_partial(other.run) is None
    ]
    if not found:
        return None
    return _label(folder, max(found, key=lambda r: str(r.run.get("finished_at") or "")).path)


def _recorded(run: CheckedRun, name: str) -> dict[str, list[str]]:
    found = recorded_cases(run.run, name)
    return {"recorded": found} if found else {}


def _in_part_entry(found: tuple[InPart, CheckedRun] | None, folder: Path) -> dict[str, Any] | None:
    """A history row's ``recorded_in_part``: the run of the recording it was made over,
    the cases captured again and kept, and the first new capture (None: not in part)."""
    if found is None:
        return None
    part, over = found
    return {
        "over": _label(folder, over.path),
        "captured_again": part.again,
        "kept": part.kept,
        # the cases the recording it was made over did not have (not captured again)
        "added": list(part.added),
        "captured": part.captured,
        # the row is the partial recording itself (it ran the cases captured again only)
        "recording": part.recording,
    }


def _why_no_baseline(run: CheckedRun, name: str) -> str | None:
    """Why ``run`` cannot be the baseline of the next run of ``name`` (None: it can)."""
    if run.window(name) is not None:
        return None
    records = [r for r in run.records[name] if r.calls or not r.forbidden]  # abstained: not run
    faulted = sum(1 for r in records if r.hard_fault is not None or r.outcome == "error")
    if records and faulted == len(records):
        return (
            f"every case that ran faulted ({faulted}): no capture window, placed by when its "
            "run finished"
        )
    # the row is placed (and labelled ``ran DAY``) by when the run finished
    return "no call carries a capture time: no capture window, placed by when its run finished"


def _shares_cases(previous: CheckedRun, current: CheckedRun, name: str) -> bool:
    """Whether the two runs of ``name`` have a case in common with the same definition
    (what ``diff`` pairs on): a run of another golden set in the same folder has none."""
    before = {r.case_id: r for r in previous.records[name]}
    after = {r.case_id: r for r in current.records[name]}
    shared = sorted(set(before) & set(after))
    changed, _ = changed_definitions(before, after, shared)
    return len(shared) > len(changed)


def _baseline(
    earlier: Sequence[tuple[CheckedRun, str | None]],
    run: CheckedRun,
    name: str,
    folder: Path,
    limits: Mapping[str, Threshold],
) -> dict[str, Any] | None:
    """``run`` against the latest of the ``earlier`` runs (oldest first, each with why it
    cannot be a baseline) that has a capture window and shares cases with it; the runs
    between are passed over, each with why. None: no earlier run has a capture window."""
    captured = [e for e, why in earlier if why is None]
    if not captured:
        return None
    passed: list[tuple[str, str]] = []  # newest first
    for previous, why in reversed(earlier):
        label = _label(folder, previous.path)
        if why is not None:
            passed.append((label, "not captured"))
            continue
        if not _shares_cases(previous, run, name):
            passed.append((label, f"no case of {name} in common"))
            continue
        versus = _versus(previous, run, name, limits)
        if passed:
            versus["passed_over"] = [label for label, _ in reversed(passed)]
            versus["passed_over_why"] = dict(reversed(passed))
        return versus
    tried = ", ".join(_label(folder, e.path) for e in captured)
    return {
        "previous": str(captured[-1].path),
        "compared": False,
        "why": f"no earlier run has a case of {name} in common with it ({tried})",
    }


def _label(folder: Path, path: Path) -> str:
    try:
        return str(path.relative_to(folder))
    except ValueError:
        return path.name


def _golden_key(other: CheckedRun, run: CheckedRun, folder: Path) -> dict[str, str]:
    """``{"golden": what differs}`` when a replay of a point's recording used another
    golden set than the run standing for the point (``golden_identity``); empty when not."""
    found = golden_difference(other, run, (_label(folder, other.path), "this row's run"))
    return {"golden": found} if found else {}


def _versus(
    previous: CheckedRun, current: CheckedRun, name: str, limits: Mapping[str, Threshold]
) -> dict[str, Any]:
    try:
        # paired on the cases both ran (diff --common-cases): a golden set that grew or
        # had a case edited keeps its trend line; a case whose definition changed is left
        # out of the pairing (and named), as in diff
        check_comparable(previous, current, True, False, True)
        diff = diff_checked(previous, current, name, limits)  # diff's rule, resamples included
    except DiffError as error:  # other golden sets, other settings, no case in common
        return {"previous": str(previous.path), "compared": False, "why": error.message}
    return {
        "previous": str(previous.path),
        "compared": True,
        "common_cases": diff["common_cases"],
        "changed_cases": sorted(c["case_id"] for c in diff.get("changed_cases") or ()),
        "golden_changed": previous.provenance.get("golden_sha256")
        != current.provenance.get("golden_sha256"),
        "regressions": [
            {"scope": r["scope"], "metric": r["metric"], "difference": r["difference"]}
            for r in diff["regressions"]
        ],
        "too_few_worse": [
            {"scope": r["scope"], "metric": r["metric"], "difference": r["difference"]}
            for r in diff["too_few_worse"]
        ],
        "gates": diff["gates"],  # paired by id, or by rule (diff_gates)
        "improvements": [
            f"{scope}:{key}"
            for scope, block in [("overall", diff["overall"]), *diff["categories"].items()]
            for key, metric in block["metrics"].items()
            if metric["status"] == "improved"
        ],
    }


def _failing_since(
    versus: dict[str, Any] | None,
    failing: dict[str, dict[str, str]],
    path: Path,
    folder: Path,
) -> None:
    """The run each gate failing in this run and its baseline has failed since, followed
    back through the baselines (``still_failing`` in ``versus``: name, rule, value,
    threshold, since), and this run's failed gates with theirs in ``failing`` (a gate
    that failed first here: this run)."""
    gates = (versus or {}).get("gates") or {}
    if not versus or not versus.get("compared") or not gates.get("compared"):
        return
    label = _label(folder, path)
    previous = str(versus["previous"])
    before = failing.get(previous, {})
    first = _label(folder, Path(previous))
    mine: dict[str, str] = {}
    standing = []
    for pair in gates.get("pairs") or []:
        old, new = pair["old"], pair["new"]
        if pair.get("still_failing"):
            since = before.get(str(old["name"]), first)
            mine[str(new["name"])] = since
            standing.append(
                {k: new.get(k) for k in ("name", "rule", "value", "threshold")}
                | {k: new[k] for k in ("kind", "n", "reliable") if k in new}
                | {"since": since}
            )
        elif new.get("status") == "failed":
            mine[str(new["name"])] = label
    for gate in gates.get("only_new") or []:
        if gate.get("status") == "failed":
            mine[str(gate["name"])] = label
    failing[str(path)] = mine
    versus["still_failing"] = standing


def build_history(
    folder: Path,
    *,
    allow_incomplete: bool = False,
    thresholds: Mapping[str, Threshold] | None = None,
) -> dict[str, Any]:
    """Every run of the folder, per provider in capture order (see the module)."""
    limits = dict(thresholds or DEFAULT_THRESHOLDS)
    found = history_folder(folder)
    # a damaged file is named as damaged, one of another schema by its schema, any other
    # JSON counted once (``run_folder``)
    skipped: list[dict[str, str]] = list(found.skipped)
    runs: list[CheckedRun] = []
    renamed: list[dict[str, Any]] = []  # older files whose user gates were renamed on reading
    for path in found.paths:
        run = load_checked(path)  # a run file that lies is refused, not skipped
        if renamed_gates(run.run):
            renamed.append(
                {
                    "path": str(path),
                    "renamed_gates": renamed_gates(run.run),
                    "note": renamed_note(_label(folder, path), run.run),
                }
            )
        reason = why_unusable(run.run)  # never usable, whatever --allow-incomplete says
        if reason is not None:
            skipped.append({"path": str(path), "reason": reason})
            continue
        reason = why_partial(run.run)
        if reason is not None and not allow_incomplete:
            skipped.append({"path": str(path), "reason": reason})
            continue
        runs.append(run)
    summary = found.summary()  # the JSON counted, not named, said once
    if summary is not None:
        skipped.append(summary)
    if not runs:
        raise DiffError(
            f"no usable run file in {folder}"
            + "".join(f"; {s['path']}: {s['reason']}" for s in skipped),
            "point at the folder of --ws-report files of sessions that ran cases "
            "(--allow-incomplete takes shards and partial runs too)",
        )
    providers: dict[str, list[dict[str, Any]]] = {}
    for name in _typed_order(runs):
        mine, replays = _one_per_recording(
            sorted(
                (r for r in runs if name in r.records),
                # capture time, then when the run was made, then its name: a replay made
                # later of the same capture time comes after (its gates read forwards)
                key=lambda r: (_when(r, name), _made(r), str(r.path)),
            ),
            name,
        )
        # a tree re-recorded in part stands at its new captures, after the recording it
        # was made over (its first call is that recording's: the two would share a place)
        parts = _in_part(mine, name, folder)
        when = {
            id(run): parts[id(run)][0].captured if id(run) in parts else _when(run, name)
            for run in mine
        }
        mine = sorted(mine, key=lambda r: (when[id(r)], _made(r), str(r.path)))
        entries = []
        earlier: list[tuple[CheckedRun, str | None]] = []  # each with why it is no baseline
        failing: dict[str, dict[str, str]] = {}  # run path -> failed gate -> failing since
        for run in mine:
            provenance = run.provenance
            no_baseline = _why_no_baseline(run, name)
            latest = [e for e, why in earlier if why is None]
            if not latest:
                versus = None
            elif no_baseline is not None:
                versus = {"previous": str(latest[-1].path), "compared": False, "why": no_baseline}
            else:
                versus = _baseline(earlier, run, name, folder, limits)
            _failing_since(versus, failing, run.path, folder)
            entries.append(
                {
                    "path": str(run.path),
                    "run": _label(folder, run.path),
                    "started_at": run.run.get("started_at"),
                    "no_baseline": no_baseline,
                    # where the point stands: its first capture (a tree re-recorded in
                    # part: the first of its new captures, recorded_in_part)
                    "captured_first": when[id(run)],
                    "capture_window": run.window(name),
                    "finished_at": run.run.get("finished_at"),
                    "git_commit": provenance.get("git_commit"),
                    # why it is None, as the run file says (as diff's header gives it)
                    "git_commit_reason": (provenance.get("null_reasons") or {}).get("git_commit"),
                    "package_version": provenance.get("package_version"),
                    "manifest_sha256": provenance.get("manifest_sha256"),
                    "local_recordings": local_addresses(provenance, name),
                    "cases": len(run.records[name]),
                    **failed_items(run, name),
                    "metrics": _point(run, name),
                    "versus_previous": versus,
                    # why it stands for part of its selection (--allow-incomplete), or None
                    "partial": why_partial(run.run),
                    # the cases this run recorded live (a recording, not a replay of them)
                    "recorded": recorded_cases(run.run, name),
                    "recorded_in_part": _in_part_entry(parts.get(id(run)), folder),
                    # the run that recorded this point's recording, when another run (a
                    # later whole replay) stands for it: the row is labelled with it too
                    "recorded_by": _recorded_by(run, replays.get(str(run.path), []), name, folder),
                    "replays": [
                        {
                            "run": _label(folder, other.path),
                            "same_values": same,
                            "cases": len(other.records[name]),
                            "partial": why_partial(other.run) is not None,
                            # what differs, when it used another golden set (else no key)
                            **_golden_key(other, run, folder),
                            # the cases it recorded live, when it recorded any
                            **_recorded(other, name),
                        }
                        for other, same in replays.get(str(run.path), [])
                    ],
                }
            )
            earlier.append((run, no_baseline))
        providers[name] = entries
    return {
        "schema": HISTORY_SCHEMA,
        "tool_version": __version__,
        "folder": str(folder),
        "metrics": list(TREND_KEYS),
        "providers": providers,
        "skipped": skipped,
        "renamed_gates": renamed,
    }


def _utc(stamp: str) -> dt.datetime | None:
    try:
        when = dt.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return None
    return (when if when.tzinfo else when.replace(tzinfo=dt.timezone.utc)).astimezone(
        dt.timezone.utc
    )


K = TypeVar("K")
# A capture stamp's label, coarsest first: a finer one only where a coarser is shared
STAMP_FORMATS = ("%Y-%m-%d", "%Y-%m-%d %H:%M UTC", "%Y-%m-%d %H:%M:%S UTC")


def stamp_format(stamps: Sequence[str]) -> str:
    """The coarsest of ``STAMP_FORMATS`` that tells every capture time of ``stamps`` apart
    (the UTC day; day and time to the minute when two fall on one day; to the second when
    two fall in one minute); one that cannot be read is left out."""
    whens = {w.isoformat(): w for w in map(_utc, stamps) if w is not None}
    for form in STAMP_FORMATS:
        if len({when.strftime(form) for when in whens.values()}) == len(whens):
            return form
    return STAMP_FORMATS[-1]


def stamp_labels(stamps: Sequence[str]) -> dict[str, str]:
    """A distinct label per capture time of ``stamps``, all in one format
    (``stamp_format``), so a column never mixes ``13:35:49 UTC`` with ``13:36 UTC``;
    numbered (``#1``, ``#2``, in time order) when two fall in one second. Stamps that
    write one instant share a label; one that cannot be read is labelled by its first 10
    characters."""
    instants = {stamp: _utc(stamp) for stamp in stamps}

    def key(stamp: str) -> str:  # one instant, however written
        when = instants[stamp]
        return when.isoformat() if when else f"?{stamp}"

    whens = {key(stamp): instants[stamp] for stamp in stamps}
    raw = {key(stamp): stamp for stamp in sorted(stamps)}
    form = stamp_format(stamps)
    labels = {k: (when.strftime(form) if when else raw[k][:10]) for k, when in whens.items()}
    for shared in _shared(labels):
        ordered = sorted(shared, key=lambda k: (_seconds(whens[k]), raw[k]))
        for index, k in enumerate(ordered, start=1):
            labels[k] = f"{labels[k]} #{index}"
    return {stamp: labels[key(stamp)] for stamp in stamps}


def stamp_text(stamp: str, form: str) -> str:
    """``stamp`` in ``form`` (one of ``STAMP_FORMATS``); its first 10 characters when it
    cannot be read."""
    when = _utc(stamp)
    return when.strftime(form) if when is not None else stamp[:10]


def _seconds(when: dt.datetime | None) -> float:
    """A capture time's place in time order (one that cannot be read: last)."""
    return when.timestamp() if when is not None else float("inf")


def _shared(labels: Mapping[K, str]) -> list[list[K]]:
    """The keys of ``labels`` that share a label with another, grouped by label."""
    by_label: dict[str, list[K]] = {}
    for k, label in labels.items():
        by_label.setdefault(label, []).append(k)
    return [keys for keys in by_label.values() if len(keys) > 1]


def cell_text(key: str, value: float | None) -> str:
    if value is None:
        return "—"
    if key.endswith("_usd"):
        return f"${value:.4f}"
    if key.endswith("_ms"):
        return f"{value:.0f}"
    return ratio_text(value)


SHORT = {
    "precision@10": "P@10",
    "ndcg@10": "nDCG@10",
    "recall_pooled": "recall",
    USEFUL_RATE: "useful",
    "citation_coverage": "cited",
    "cost_per_useful_answer_usd": "$/useful",
    "cost_per_case_usd": "$/case",
    SEARCH_LATENCY: "mean ms",  # the mean search call (diff's latency line: the p50)
}
# what ``mean ms`` is the mean of (``user_gates.record_pairs``, the diff's and the gates'
# ``latency.search.mean_ms``): the terminal's legend under the tables and the trend page's
# line above its charts
MEAN_MS_TEXT = (
    "the mean latency of a search call, in ms, over the search calls of the run's measured "
    "cases (allowed, no hard fault): one per HTTP attempt answered, an error status included, "
    "or timed out; no backoff wait, no read; failed connections and synthetic failure "
    "fixtures (classes 4-7) left out; a replay's are the recorded latencies"
)


def column_legends(history: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The trend columns whose name cannot say what they show (``mean ms``), with what
    they show."""
    return [(SHORT[SEARCH_LATENCY], MEAN_MS_TEXT)] if SEARCH_LATENCY in history["metrics"] else []


def row_stamps(providers: Mapping[str, Sequence[Mapping[str, Any]]]) -> dict[str, list[str]]:
    """Where each row of each provider's table stands in time (its label, its x on the
    trend page): its first capture; a run's providers it recorded live (their captures
    after it started) stand at the run's first such capture, together (walkthrough 69: a
    run's tavily and brave, captured a second apart, read ``#1`` and ``#2`` and were two
    points on the axis); a provider a run replayed stands at its own recording. A run with
    no capture time: when it ran (its ``finished_at``), or empty when unknown."""
    live: dict[str, list[str]] = {}
    for entries in providers.values():
        for entry in entries:
            if _live(entry):
                live.setdefault(str(entry.get("path")), []).append(str(entry["captured_first"]))
    first = {path: min(stamps, key=_place) for path, stamps in live.items()}
    return {
        name: [
            (first[str(e.get("path"))] if _live(e) else str(e["captured_first"]))
            if e.get("capture_window")
            else str(e.get("finished_at") or "")
            for e in entries
        ]
        for name, entries in providers.items()
    }


def _live(entry: Mapping[str, Any]) -> bool:
    """Whether the run of ``entry`` recorded it live: captured after the run started."""
    if not entry.get("capture_window") or not entry.get("path"):
        return False
    started = _utc(str(entry.get("started_at") or ""))
    captured = _utc(str(entry["captured_first"]))
    return started is not None and captured is not None and captured >= started


def _place(stamp: str) -> float:
    return _seconds(_utc(stamp))


def history_format(history: Mapping[str, Any]) -> str:
    """The one label format of ``ws-bench history``'s output and its trend page: the
    coarsest that tells every row's place (``row_stamps``) apart, over every provider's
    table (walkthrough 68: tavily's rows to the second, brave's to the day); a run's
    providers count once."""
    return stamp_format(
        [stamp for stamps in row_stamps(history["providers"]).values() for stamp in stamps if stamp]
    )


def history_labels(history: Mapping[str, Any]) -> dict[str, list[str]]:
    """The ``captured`` label of each row of each provider's table, in ``history_format``;
    a run with no capture time labelled by when it ran (``ran ...``). Two rows of one
    table that share a label are numbered ``#1``, ``#2`` in time order: within that
    table only (review 69: brave's one run read ``#2`` because tavily's had ``#1``)."""
    form = history_format(history)
    labels: dict[str, list[str]] = {}
    for name, stamps in row_stamps(history["providers"]).items():
        entries = history["providers"][name]
        text = [
            ("" if e.get("capture_window") else "ran ") + stamp_text(stamp, form)
            if stamp
            else "no capture time"
            for e, stamp in zip(entries, stamps, strict=True)
        ]
        for shared in _shared(dict(enumerate(text))):
            in_time = sorted(shared, key=lambda at: (_place(stamps[at]), at))
            for index, at in enumerate(in_time, start=1):
                text[at] = f"{text[at]} #{index}"
        labels[name] = text
    return labels


class Note(NamedTuple):
    """A note under a provider's trend table: the run(s) it is about, its words, and how
    the trend page marks it (``warn``: above the table; ``bad``: in red)."""

    run: str
    text: str
    kind: Literal["note", "warn", "bad"] = "note"


def _overall_regressions(entry: Mapping[str, Any]) -> set[str]:
    versus = entry.get("versus_previous") or {}
    return {r["metric"] for r in versus.get("regressions") or [] if r["scope"] == "overall"}


def _commit_notes(entries: Sequence[Mapping[str, Any]], runs: Sequence[str]) -> list[Note]:
    """The footnote of the commit column: the runs shown as ``—``, by reason, in the run
    file's words as diff's header gives them."""
    reasons: dict[str, list[str]] = {}
    for entry, label in zip(entries, runs, strict=True):
        if not entry.get("git_commit"):
            text = commit_text(None, entry.get("git_commit_reason"))
            reasons.setdefault(text, []).append(label)
    return [Note(", ".join(labels), text) for text, labels in reasons.items()]


def still_failing_text(gate: Mapping[str, Any]) -> str:
    """One standing failure of a history row: ``NAME (value vs threshold), since RUN``."""
    return f"{gate['name']} ({value_text(gate)}), since {gate['since']}"


def standing_text(entry: Mapping[str, Any]) -> str | None:
    """The gates a run fails that failed in its baseline too, each since the run it has
    failed since (``still failing: NAME (value vs threshold), since RUN; ...``; None when
    there is none): the terminal's note and the trend page's line."""
    standing = (entry.get("versus_previous") or {}).get("still_failing") or []
    if not standing:
        return None
    return "still failing: " + "; ".join(still_failing_text(g) for g in standing)


def run_label(entry: Mapping[str, Any]) -> str:
    """The run file a history row names (a history file written before ``run``: its name),
    with the file of the session that recorded its recording when a later replay stands
    for it (``recorded_by``): ``2026-12-ci.json (recording: 2026-11.json)``."""
    label = str(entry.get("run") or Path(entry["path"]).name)
    recorded_by = entry.get("recorded_by")
    return f"{label} (recording: {recorded_by})" if recorded_by else label


def _local_notes(entries: Sequence[Mapping[str, Any]], runs: Sequence[str]) -> list[Note]:
    """The runs recorded at a local address (an emulator, a local gateway), one warning
    naming them all per address list (an emulator's runs: one, not one a run), in the
    words of every report (``local_warning``)."""
    by_address: dict[tuple[str, ...], list[str]] = {}
    for entry, label in zip(entries, runs, strict=True):
        local = entry.get("local_recordings") or []
        if local:
            by_address.setdefault(tuple(map(str, local)), []).append(label)
    return [
        Note(", ".join(labels), f"WARNING {local_warning(address, 'meaning')}", "warn")
        for address, labels in by_address.items()
    ]


def _failed_notes(entries: Sequence[Mapping[str, Any]], runs: Sequence[str]) -> list[Note | None]:
    """Each row's failures (None: none, or the same as the next row's): the same failures
    in consecutive runs (a case that fails every month) are said once, at the last of
    them, with the run they have failed since."""
    texts = [failed_text(entry) for entry in entries]
    notes: list[Note | None] = []
    for index, (text, label) in enumerate(zip(texts, runs, strict=True)):
        if not text or (index + 1 < len(texts) and texts[index + 1] == text):
            notes.append(None)
            continue
        first = index
        while first > 0 and texts[first - 1] == text:
            first -= 1
        since = f", failing since {runs[first]} (each row since counts them)"
        tail = since if first < index else " (this row counts them)"
        notes.append(Note(label, f"failed: {text}{tail}", "bad"))
    return notes


def replays_text(entry: Mapping[str, Any], replays: Sequence[Mapping[str, Any]]) -> str:
    """The note of a history row that stands for several replays of one recording: the
    others, a partial replay with its count of cases, and whether the numbers agree (on
    the cases each ran)."""
    partial = [r for r in replays if r.get("partial")]  # (a history file written before: none)
    recorded_by = entry.get("recorded_by")
    others = ", ".join(_other_text(entry, r) for r in replays if r["run"] != recorded_by)
    where = " on the cases each ran" if partial else ""
    differ = [str(r["run"]) for r in replays if not r["same_values"]]
    newest = (
        "the newest that ran its whole selection"
        if partial and not entry.get("partial")
        else "the newest"
    )
    verdict = (
        f"{', '.join(differ)} gave other numbers{where}: the bench's code or settings changed "
        f"between them, not the provider; this row is {newest}"
        if differ
        else f"the same numbers{where}"
    )
    # a replay of the recording on another golden set (``golden_identity``), as diff says
    # it: the numbers agree on the cases both ran, which is not the same golden set
    golden = [
        f"{r['run']} used another golden set ({r['golden']})" for r in replays if r.get("golden")
    ]
    if golden:
        verdict += "; " + "; ".join(golden) + ": compared on the cases both ran"
    if recorded_by:
        # the recording's own file is the recording's, not one of "the others"
        this = "its newest that ran its whole selection" if partial else "its newest"
        return (
            f"one point for {len(replays) + 1} runs of the same recording ({SAME_RECORDING}): "
            f"{recorded_by} recorded it, this row replays it ({this})"
            + (f"; the others: {others}" if others else "")
            + f" ({verdict})"
        )
    return (
        f"one point for {len(replays) + 1} runs of the same recording ({SAME_RECORDING}); "
        f"the others: {others} ({verdict})"
    )


def _other_text(entry: Mapping[str, Any], other: Mapping[str, Any]) -> str:
    """One of the other runs of a history row's recording: a partial replay with its count
    of cases, a run that recorded cases of it (a recording, not a replay: ``recorded``)."""
    recorded = other.get("recorded") or []  # (a history file written before: none)
    if other.get("partial") and recorded:
        return (
            f"{other['run']} ({other['cases']} of {entry['cases']} cases: a partial recording, "
            f"the run that recorded {shown_cases(recorded)} into this tree)"
        )
    if other.get("partial"):
        return f"{other['run']} ({other['cases']} of {entry['cases']} cases: a partial replay)"
    if recorded:
        return f"{other['run']} (the run that recorded it)"
    return str(other["run"])


def standing_partial_text(entry: Mapping[str, Any]) -> str | None:
    """Why a partial run stands for its recording (no whole run of it among the runs
    read), what it is (a partial recording or replay); None for a whole run."""
    partial = entry.get("partial")
    if not partial:
        return None
    recorded = entry.get("recorded") or []
    what = f"a partial recording (of {shown_cases(recorded)})" if recorded else "a partial replay"
    return (
        f"{what} stands for its recording: no run of that recording here ran its whole "
        f"selection (it is {partial})"
    )


def in_part_note(entry: Mapping[str, Any]) -> str | None:
    """The note of a row whose fixture tree was re-recorded in part (``recorded_in_part``)."""
    part = entry.get("recorded_in_part")
    if not part:
        return None
    found = InPart(
        list(part["captured_again"]),
        list(part["kept"]),
        str(part["captured"]),
        bool(part.get("recording")),  # (a history file written before: a replay's)
        tuple(part.get("added") or ()),
    )
    return (
        f"{in_part_text(found, str(part['over']))}; the row stands at its new captures, "
        f"after {part['over']}"
    )


def _run_notes(
    entry: Mapping[str, Any], label: str, newest: bool, failed: Note | None = None
) -> list[Note]:
    """The notes of one history row, in the order the terminal prints them (``failed``:
    its failures, ``_failed_notes``)."""
    notes: list[Note] = []
    replays = entry.get("replays") or []
    for text in (in_part_note(entry), standing_partial_text(entry)):
        if text:
            notes.append(Note(label, text))
    if replays:
        notes.append(Note(label, replays_text(entry, replays)))
    older = sorted({m["why"] for m in entry["metrics"].values() if m.get("why")})
    if older:
        blank = [SHORT[k] for k in entry["metrics"] if entry["metrics"][k].get("why")]
        notes.append(Note(label, f"{', '.join(blank)}: {'; '.join(older)}"))
    if failed is not None:
        notes.append(failed)
    if entry.get("no_baseline"):
        notes.append(
            Note(
                label,
                f"{entry['no_baseline']}: not a baseline (the next run is "
                "compared with the latest earlier run that shares cases with it)",
            )
        )
    previous = entry["versus_previous"]
    if previous and previous.get("passed_over"):
        why = previous.get("passed_over_why") or {}  # (a history file written before: none)
        notes.append(
            Note(
                label,
                f"compared with {Path(previous['previous']).name}, passing over "
                + ", ".join(f"{r} ({why[r]})" if r in why else r for r in previous["passed_over"]),
            )
        )
    regressions = (previous or {}).get("regressions") or []
    scoped = [f"{r['scope']}:{r['metric']}" for r in regressions if r["scope"] != "overall"]
    if scoped:
        notes.append(Note(label, "regressed in " + ", ".join(scoped), "bad"))
    few = (previous or {}).get("too_few_worse") or []
    if few:
        notes.append(
            Note(
                label,
                f"worse, {TOO_FEW}: " + ", ".join(f"{r['scope']}:{r['metric']}" for r in few),
            )
        )
    standing = standing_text(entry)
    if standing and newest:  # the standing failures of today, once
        notes.append(Note(label, standing, "bad"))
    gates = gate_lines((previous or {}).get("gates") or {})
    if gates:
        notes.append(
            Note(label, f"gates vs {Path(previous['previous']).name}: " + "; ".join(gates))
        )
    if previous and previous.get("golden_changed"):
        changed = previous.get("changed_cases") or []
        notes.append(
            Note(
                label,
                f"the golden set changed since {Path(previous['previous']).name}: "
                f"paired on the {previous['common_cases']} case(s) both ran"
                + (
                    f", {len(changed)} whose definition changed left out ({', '.join(changed)})"
                    if changed
                    else ""
                ),
            )
        )
    if previous and not previous["compared"] and not entry.get("no_baseline"):
        notes.append(Note(label, f"not compared: {previous['why']}"))
    return notes


def provider_notes(entries: Sequence[Mapping[str, Any]]) -> list[Note]:
    """The notes under a provider's trend table, the terminal's and the trend page's: the
    commit column's footnote, then each run's notes in capture order."""
    runs = [run_label(e) for e in entries]
    notes = _local_notes(entries, runs) + _commit_notes(entries, runs)
    failed = _failed_notes(entries, runs)
    for entry, label, fails in zip(entries, runs, failed, strict=True):
        notes.extend(_run_notes(entry, label, entry is entries[-1], fails))
    return notes


def folder_notes(history: Mapping[str, Any]) -> list[str]:
    """The lines about the folder's files, after the tables: older run files whose gates
    were renamed on reading, and the files left out and why."""
    lines = [f"note: {item['note']}" for item in history.get("renamed_gates") or []]
    return lines + [f"skipped {item['path']}: {item['reason']}" for item in history["skipped"]]


def _columns(texts: Sequence[str], sizes: Sequence[int]) -> str:
    """A line of history's two-line rows (the metrics' names, or a run's numbers): the
    first column left-aligned, so that its name and its numbers start together four deep
    under the run's line, the others right-aligned; no space at its end."""
    cells = [
        f"{text:<{size}}" if at == 0 else f"{text:>{size}}"
        for at, (text, size) in enumerate(zip(texts, sizes, strict=True))
    ]
    return " ".join(cells).rstrip()


def render_history(history: Mapping[str, Any], width: int | None = None) -> list[str]:
    """The trend tables: per provider one row per run (its capture window and its run
    file), one column per metric; ``!`` marks a value that regressed against the
    previous run (overall), a regression in a category only is listed under the table.
    ``width`` (``ws-bench history``: the terminal's): a row wider than it is printed on two
    lines, the run's, then its numbers four spaces deep in columns as wide as they need
    (the first column's name starts where its numbers do, four deep; the others end
    where theirs do, their ``!`` included), and the notes follow a blank line two deep,
    not at the numbers' depth; the notes are wrapped (``wrap.wrap_lines``);
    None: one line a row and a note. No line ends with a space (a number's unmarked
    ``!`` column)."""
    lines: list[str] = []
    rows: set[str] = set()
    labels = history_labels(history)  # one format over every provider's table
    for name, entries in history["providers"].items():
        whens = labels[name]
        runs = [run_label(e) for e in entries]
        when_width = max([12, *(len(w) + 1 for w in whens)])
        run_width = max([4, *(len(r) + 1 for r in runs)])
        marked = any(_overall_regressions(e) & set(history["metrics"]) for e in entries)
        legend = "; ! regressed vs the previous run" if marked else ""
        lines.append(f"{name} ({len(entries)} run(s){legend}):")
        cells: list[list[str]] = []
        commits: list[str] = []
        for entry in entries:
            overall = _overall_regressions(entry)
            cells.append(
                [
                    cell_text(key, entry["metrics"][key]["value"])
                    + ("!" if key in overall else " ")
                    for key in history["metrics"]
                ]
            )
            commits.append(str(entry["git_commit"] or "—")[:7])
        head = f"  {'captured':<{when_width}} {'run':<{run_width}} {'commit':<8} "
        wide = head + " ".join(f"{SHORT[k]:>10}" for k in history["metrics"])
        split = not (width is None or len(wide) <= width)
        if not split:
            table = [wide] + [
                (
                    f"  {when:<{when_width}} {label:<{run_width}} {commit:<8} "
                    + " ".join(f"{cell:>10}" for cell in row)
                ).rstrip()
                for when, label, commit, row in zip(whens, runs, commits, cells, strict=True)
            ]
        else:  # two lines a run: who, then its numbers, each column as wide as it needs
            sizes = [
                max(len(SHORT[key]) + 1, *(len(row[at]) for row in cells))
                for at, key in enumerate(history["metrics"])
            ]
            names = [SHORT[key] for key in history["metrics"]]
            table = [head.rstrip(), "    " + _columns(names, sizes)]
            for when, label, commit, row in zip(whens, runs, commits, cells, strict=True):
                table.append(f"  {when:<{when_width}} {label:<{run_width}} {commit}".rstrip())
                table.append("    " + _columns(row, sizes))
        rows.update(table)
        lines.extend(table)
        notes = provider_notes(entries)
        if split and notes:
            # under two-line rows the numbers are four deep: the notes follow a blank line,
            # two deep (their next lines four), never at the numbers' depth
            lines.append("")
        depth = "  " if split else "    "
        lines.extend(f"{depth}{note.run}: {note.text}" for note in notes)
    legends = column_legends(history)  # as the pytest report's: abbreviation, then words
    if legends:
        lines.append("legend: " + "; ".join(f"{name} {text}" for name, text in legends) + ".")
    lines += folder_notes(history)
    if width is None:
        return lines
    return wrap_lines(lines, width, kept=lambda line: [line] if line in rows else None)
