"""``ws-bench diff OLD NEW``: one provider against its own past.

Both runs are read by checking them (``checked.py``); the comparison is on the cases
both ran with the same definition (``diff_pairing.py``), paired per case, for every metric overall and per category
(``metrics/shift.py``); a regression needs an interval that excludes 0 on the bad
side, a change of at least the metric's threshold, and to survive the Holm correction
over every test of the diff (``diff_thresholds.py``). Different fixtures are the point
(a new recording); a different golden set is refused unless ``common_cases``. A metric
that moved without being called says why (``not_significant``, ``below_threshold``,
``too_few``); ``no_change`` is a metric that did not move.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .. import __version__
from ..errors import BenchError
from ..metrics.injection import injection_flagged_unlabelled
from ..metrics.shift import DIFF_RESAMPLES, Shift, holm, paired_shifts
from ..metrics.useful_source import case_documents, useful_by_source
from ..records import CaseRecord
from ..user_gates import record_pairs
from .checked import CheckedRun, Ratios, checked_gates, load_checked
from .compare import COMPARED_SETTINGS, unusable_remedy, why_partial, why_unusable
from .diff_explain import explain
from .diff_gates import count_gate_cases, gate_regressions, new_gate_failures, pair_gates
from .diff_pairing import changed_definitions, fixture_differences
from .diff_thresholds import (
    DEFAULT_THRESHOLDS,
    DIFF_KEYS,
    SEARCH_LATENCY,
    TOO_FEW,
    USEFUL_RATE,
    Threshold,
    higher_is_better,
    threshold_table,
)
from .flagged import describe
from .golden_identity import golden_difference
from .older import renamed_gates, renamed_note
from .provenance import endpoint_overrides, local_addresses, local_warning, window_text
from .replays import in_part_text, in_part_verb, part_over, recorded_cases, same_recording
from .run_file import RunFileError

DIFF_SCHEMA = "pytest-websearch-bench/diff@1"
# ``ws-bench diff`` of runs that share several providers, no --provider: one diff each
DIFFS_SCHEMA = "pytest-websearch-bench/diffs@1"
ALPHA = 0.05
FEW_CASES = 10  # a category with fewer common cases is labelled (never suppressed)


class DiffError(BenchError):
    def __init__(self, problem: str, remedy: str) -> None:
        super().__init__(problem, remedy)


def diff_ratios(records: Sequence[CaseRecord], ratios: Ratios) -> Ratios:
    """The run's per-case ratios plus the diff's own: the useful-answer rate and the
    mean latency of search calls per case."""
    out = {key: dict(pairs) for key, pairs in ratios.items()}
    for key in (USEFUL_RATE, SEARCH_LATENCY):
        out[key] = record_pairs(records, key)  # the user gates' definition
    return out


def _provider(old: CheckedRun, new: CheckedRun, wanted: str | None) -> str:
    if wanted is not None:
        for run in (old, new):
            if wanted not in run.records:
                raise DiffError(
                    f"{run.path} has no provider {wanted!r} (it has {', '.join(run.providers)})",
                    "pass --provider with a provider both runs measured",
                )
        return wanted
    both = [name for name in new.providers if name in old.providers]
    if len(both) == 1:
        return both[0]
    if not both:
        raise DiffError(
            f"{old.path} ({', '.join(old.providers)}) and {new.path} "
            f"({', '.join(new.providers)}) share no provider",
            "diff two runs of the same provider (ws-bench compare ranks different ones)",
        )
    raise DiffError(
        f"both runs hold several providers ({', '.join(both)})",
        "pass --provider NAME to say which one to diff (ws-bench diff without it diffs each)",
    )


def check_comparable(
    old: CheckedRun, new: CheckedRun, common_cases: bool, settings: bool, partial: bool
) -> None:
    for run in (old, new):
        reason = why_partial(run.run)
        if reason is not None and not partial:
            raise DiffError(
                f"{run.path} is {reason}", "diff complete runs, or pass --allow-incomplete"
            )
    golden = golden_difference(old, new, (str(old.path), str(new.path)))
    if golden is not None and not common_cases:
        raise DiffError(
            f"the runs used different golden sets ({golden})",
            "rerun on the same golden set, or pass --common-cases to diff the cases both ran",
        )
    if settings:
        return
    for key in COMPARED_SETTINGS:
        values = [((r.provenance.get("settings") or {}).get(key, "<unknown>")) for r in (old, new)]
        if repr(values[0]) != repr(values[1]):
            raise DiffError(
                f"the runs were made with a different {key} ({old.path}: {values[0]!r}; "
                f"{new.path}: {values[1]!r})",
                "rerun with the same settings, or pass --allow-different-settings",
            )


def _status(
    key: str, shift: Shift, adjusted: float | None, threshold: Threshold
) -> tuple[str, str]:
    """The metric's status and why. ``no_change`` only when it did not move: a move not
    called is ``not_significant`` (its interval holds 0, too few cases to resample, or
    Holm), ``below_threshold`` or ``too_few`` (clear in the cases at hand, too few of
    them for an exact test to call)."""
    if shift.difference is None or shift.old is None:
        side = "OLD" if shift.old is None else "NEW"
        if shift.old is None and shift.new is None:
            side = "either run"
        return "not_compared", f"undefined in {side} on the common cases"
    if shift.difference == 0:
        return "no_change", "the same value in both runs"
    if shift.ci95 is None or adjusted is None:
        return "not_significant", "too few cases where it is defined to resample"
    low, high = shift.ci95
    if low <= 0.0 <= high:
        return "not_significant", "the 95% interval holds 0"
    if not threshold.exceeded(shift.old, shift.difference):
        return "below_threshold", f"smaller than its threshold ({threshold.text()})"
    if adjusted >= ALPHA:
        if shift.p_value is not None and shift.p_value <= shift.p_floor:
            # the change is clear in the cases at hand, but no exact test on so few of them
            # could make it significant: shown under its own label, never "no change"
            return "too_few", (
                f"{TOO_FEW} ({shift.cases} case{'' if shift.cases == 1 else 's'}: an exact "
                f"test on them cannot go below p = {shift.p_floor:.3g}; Holm-adjusted p = "
                f"{adjusted:.3g})"
            )
        return "not_significant", (
            f"not significant after the Holm correction (Holm-adjusted p = {adjusted:.3g}, "
            f"raw p = {shift.p_value:.3g}; the 95% interval is not adjusted)"
        )
    better = (shift.difference > 0) == higher_is_better(key)
    return ("improved" if better else "regressed"), f"Holm-adjusted p = {adjusted:.3g}"


def _worse(key: str, shift: Shift) -> bool:
    return (
        shift.difference is not None
        and shift.difference != 0
        and ((shift.difference > 0) != higher_is_better(key))
    )


def too_few_to_call(common: int) -> str | None:
    """Why nothing may be called a regression or an improvement when the runs have
    ``common`` cases in common, or None. The rule is the one that labels a category
    ``few cases`` (fewer than ``FEW_CASES``), applied to the overall section: below it
    the bootstrap interval collapses (one case resamples to itself) and a point change
    would pass for a certain one. Every category is a part of the overall cases, so
    none of them is called either."""
    if common >= FEW_CASES:
        return None
    return (
        f"{TOO_FEW} ({common} case{'' if common == 1 else 's'} in common, fewer than {FEW_CASES})"
    )


def _scopes(records: Sequence[CaseRecord], common: Sequence[str]) -> dict[str, list[str]]:
    wanted = set(common)
    scopes: dict[str, list[str]] = {"overall": sorted(wanted)}
    for record in records:
        if record.case_id in wanted:
            scopes.setdefault(f"category.{record.category}", []).append(record.case_id)
    return {name: sorted(ids) for name, ids in scopes.items()}


def diff_runs(
    old_path: Path,
    new_path: Path,
    *,
    provider: str | None = None,
    common_cases: bool = False,
    allow_incomplete: bool = False,
    allow_different_settings: bool = False,
    thresholds: Mapping[str, Threshold] | None = None,
) -> dict[str, Any]:
    """The diff of one provider between two run files (see the module's docstring)."""
    old, new = load_checked(old_path), load_checked(new_path)
    for run in (old, new):
        reason = why_unusable(run.run)
        if reason is not None:
            raise DiffError(f"{run.path} {reason}", unusable_remedy(run.run))
    name = _provider(old, new, provider)
    check_comparable(old, new, common_cases, allow_different_settings, allow_incomplete)
    return diff_checked(old, new, name, thresholds)


def diff_each(
    old_path: Path,
    new_path: Path,
    *,
    common_cases: bool = False,
    allow_incomplete: bool = False,
    allow_different_settings: bool = False,
    thresholds: Mapping[str, Threshold] | None = None,
) -> dict[str, Any]:
    """The diff of every provider both run files measured, one ``diff_checked`` each (what
    ``ws-bench diff`` does without ``--provider`` when they share several): ``providers``
    (name -> its diff), ``only_old`` and ``only_new`` (providers of one run, not diffed),
    ``regressed`` when any provider's diff is."""
    old, new = load_checked(old_path), load_checked(new_path)
    for run in (old, new):
        reason = why_unusable(run.run)
        if reason is not None:
            raise DiffError(f"{run.path} {reason}", unusable_remedy(run.run))
    both = [name for name in new.providers if name in old.providers]
    if not both:
        _provider(old, new, None)  # the refusal that names both runs' providers
    check_comparable(old, new, common_cases, allow_different_settings, allow_incomplete)
    diffs = {name: diff_checked(old, new, name, thresholds) for name in both}
    return {
        "schema": DIFFS_SCHEMA,
        "tool_version": __version__,
        "providers": diffs,
        "only_old": [name for name in old.providers if name not in new.providers],
        "only_new": [name for name in new.providers if name not in old.providers],
        "regressed": any(d["regressed"] for d in diffs.values()),
        "unmeasured_in_new": any(d["unmeasured_in_new"] for d in diffs.values()),
    }


def diff_checked(
    old: CheckedRun,
    new: CheckedRun,
    name: str,
    thresholds: Mapping[str, Threshold] | None = None,
    *,
    resamples: int = DIFF_RESAMPLES,
) -> dict[str, Any]:
    """The diff of provider ``name`` between two checked runs (no refusal: the caller
    checked they may be compared)."""
    limits = dict(thresholds or DEFAULT_THRESHOLDS)
    before = {r.case_id: r for r in old.records[name]}
    after = {r.case_id: r for r in new.records[name]}
    shared = sorted(set(before) & set(after))
    changed, unchecked = changed_definitions(before, after, shared)
    left_out = {c["case_id"] for c in changed}
    common = [c for c in shared if c not in left_out]
    if not common:
        raise DiffError(
            f"{old.path} and {new.path} have no case of {name} in common"
            + (
                f" ({len(changed)} shared case id(s) changed definition between the runs)"
                if changed
                else ""
            ),
            "diff runs of the same golden set (or of overlapping ones with --common-cases)",
        )
    old_ratios = diff_ratios(old.records[name], old.ratios[name])
    new_ratios = diff_ratios(new.records[name], new.ratios[name])
    scopes = _scopes(new.records[name], common)
    shifts = {
        scope: paired_shifts(
            {k: old_ratios[k] for k in DIFF_KEYS}, new_ratios, ids, resamples=resamples
        )
        for scope, ids in scopes.items()
    }
    tested = {
        f"{scope}|{key}": s.p_value
        for scope, found in shifts.items()
        for key, s in found.items()
        if s.p_value is not None and s.difference is not None
    }
    adjusted = holm({k: v for k, v in tested.items() if v is not None})
    blocks: dict[str, Any] = {}
    regressions: list[dict[str, Any]] = []
    too_few_worse: list[dict[str, Any]] = []  # for the worse, shown, never called
    too_few = too_few_to_call(len(common))
    unrecorded = [("OLD", old.not_recorded(name)), ("NEW", new.not_recorded(name))]
    for scope, found in shifts.items():
        metrics = {}
        for key in DIFF_KEYS:
            shift = found[key]
            status, why = _status(key, shift, adjusted.get(f"{scope}|{key}"), limits[key])
            older = [f"{side}: {o[key]}" for side, o in unrecorded if key in o]
            if older:  # null in an older run file, not an undefined metric
                why = "; ".join(older)
            if too_few and status in ("regressed", "improved"):
                # every scope is a part of the common cases: none has more to call on
                status, why = "too_few", f"{too_few} (else {status}: {why})"
            metrics[key] = {
                **shift.to_dict(),
                "p_adjusted": adjusted.get(f"{scope}|{key}"),
                "status": status,
                "why": why,
            }
            if status == "regressed":
                regressions.append({"scope": scope, "metric": key, **metrics[key]})
            elif status == "too_few" and _worse(key, shift):
                too_few_worse.append({"scope": scope, "metric": key, **metrics[key]})
        size = len(scopes[scope])
        blocks[scope] = {
            "cases": size,
            "few_cases": size < FEW_CASES,
            "metrics": metrics,
        }
    overall = blocks.pop("overall")
    gates = paired_gates(old, new, name)
    if gates.get("compared"):  # what each gate's value is over beside the rows' count
        count_gate_cases(gates, old.records[name], new.records[name], common)
    # a gate NEW fails that passed in OLD, or that OLD did not have (added or changed
    # since OLD: a threshold tightened): counted by --fail-on-regression too
    gates_worse = (
        [{**p, "since_old": "passed"} for p in gate_regressions(gates)] + new_gate_failures(gates)
        if gates.get("compared")
        else []
    )
    unmeasured = unmeasured_cases([before[c] for c in common], [after[c] for c in common])
    return {
        "schema": DIFF_SCHEMA,
        "tool_version": __version__,
        "provider": name,
        "old": _side(old, name),
        "new": _side(new, name),
        "common_cases": len(common),
        "only_old": sorted(set(before) - set(after)),
        "only_new": sorted(set(after) - set(before)),
        "changed_cases": changed,
        "definition_check": unchecked,
        # OLD and NEW are runs of one recording (as history makes them one point): no month
        "same_recording": same_recording(old.run, new.run, name),
        # of those, the side(s) that recorded it live ("OLD", "NEW"): made it, not a replay
        "made_by": _made_by(old, new, name) if same_recording(old.run, new.run, name) else [],
        # NEW's tree re-recorded in part over OLD's recording (replays.in_part), or None
        "recorded_in_part": _in_part(old, new, name),
        "notes": _notes(old, new, name, common),
        "rule": {
            "alpha": ALPHA,
            "correction": "holm",
            "tests": len(adjusted),
            "scopes": len(scopes),  # overall and each category: the tests are over them all
            "few_cases_below": FEW_CASES,
            "too_few_to_call": too_few,
            "thresholds": threshold_table(limits),
        },
        "overall": overall,
        # shown beside the metrics, never tested nor gated: not the provider's own work
        "shown": {READER_TEST_COST: reader_test_costs(old, new, name, common)},
        "categories": dict(sorted(blocks.items())),
        "error_cases": error_cases([before[c] for c in common], [after[c] for c in common]),
        "gates": gates,
        "explain": explain([before[c] for c in common], [after[c] for c in common]),
        "regressions": regressions,
        "too_few_worse": too_few_worse,
        "gate_regressions": [
            {
                key: p[key]
                for key in ("old", "new", "paired_by", "since_old", "common_cases")
                if key in p
            }
            for p in gates_worse
        ],
        # a metric that regressed, or a gate that went from passed to failed
        "regressed": bool(regressions or gates_worse),
        # the common cases OLD measured and NEW did not (a hard fault: not recorded, a
        # cassette missing...): no metric compares them, so --fail-on-regression fails on
        # them too (walkthrough 65 #1: a month of outage or a refused key said "no regression")
        "unmeasured_in_new": unmeasured,
    }


READER_TEST_COST = "reader_test_cost_usd"


def _reader_test_cost(run: CheckedRun, name: str, common: Sequence[str]) -> float | None:
    keep = set(common)
    costs = [r.reader_test_cost_usd for r in run.records[name] if r.case_id in keep]
    if any(c is None for c in costs):
        return None
    return math.fsum(c for c in costs if c is not None)


def reader_test_costs(
    old: CheckedRun, new: CheckedRun, name: str, common: Sequence[str]
) -> dict[str, Any]:
    """``reader_test_cost_usd`` of both runs on the common cases (a total, as the run
    file's): what reading the case documents the provider's search did not return cost.
    Shown, never tested nor gated: it is not the provider's work, and a change of the
    stored documents moves it. A run that does not mark reader tests (an older file) has
    none (``why``)."""
    values: list[float | None] = []
    why: list[str] = []
    for side, run in (("OLD", old), ("NEW", new)):
        if not marks_reader_tests(run, name):
            values.append(None)
            why.append(f"{side}: {run.not_recorded(name)[READER_TEST_COST]}")
        else:
            values.append(_reader_test_cost(run, name, common))
            if values[-1] is None:
                why.append(f"{side}: a read of a case document has no known price")
    before, after = values
    return {
        "old": before,
        "new": after,
        "difference": None if before is None or after is None else after - before,
        "ci95": None,
        "status": "shown",
        "why": "; ".join(why) or "not the provider's work: shown, never tested nor gated",
    }


def _in_part(old: CheckedRun, new: CheckedRun, name: str) -> dict[str, Any] | None:
    part = part_over(new.run, old.run, name)
    if part is None:
        return None
    return {
        "captured_again": part.again,
        "kept": part.kept,
        "added": list(part.added),
        "captured": part.captured,
        # NEW is the partial recording itself (it ran the cases captured again only)
        "recording": part.recording,
    }


def paired_gates(old: CheckedRun, new: CheckedRun, name: str) -> dict[str, Any]:
    """Provider ``name``'s gates in both runs, each verdict recomputed from the run's
    records, paired (``diff_gates``): ``compared`` false with ``why`` when a run's gates
    cannot be recomputed (its metrics are still diffed)."""
    try:
        gates = pair_gates(checked_gates(old, name), checked_gates(new, name))
    except RunFileError as error:
        return {"compared": False, "why": error.message}
    return {"compared": True, **gates}


def error_cases(old: Sequence[CaseRecord], new: Sequence[CaseRecord]) -> list[dict[str, Any]]:
    """The common cases whose outcome is ``error`` on either side, listed apart: they stay
    in every metric (a run counts an error case as it counts any case: a failure is not
    allowed to shrink the denominator), so a change there may be a failure, not the
    provider."""
    before = {r.case_id: r for r in old}
    out = []
    for record in sorted(new, key=lambda r: r.case_id):
        other = before[record.case_id]
        if "error" in (other.outcome, record.outcome):
            out.append(
                {
                    "case_id": record.case_id,
                    "category": record.category,
                    "old_outcome": other.outcome,
                    "new_outcome": record.outcome,
                    "old_reason": other.outcome_reason,
                    "new_reason": record.outcome_reason,
                }
            )
    return out


def unmeasured_cases(old: Sequence[CaseRecord], new: Sequence[CaseRecord]) -> list[dict[str, Any]]:
    """The common cases OLD measured and NEW did not: NEW's record holds a hard fault (the
    bench's, or a case left unrecorded), which every metric leaves out, so the diff has
    nothing of NEW to compare there. A provider's own failure (outcome ``error``, no hard
    fault) is measured and is not one of them."""
    before = {r.case_id: r for r in old}
    return [
        {
            "case_id": record.case_id,
            "kind": record.hard_fault.kind,
            "message": record.hard_fault.message,
        }
        for record in sorted(new, key=lambda r: r.case_id)
        if record.hard_fault is not None and before[record.case_id].hard_fault is None
    ]


def failed_items(run: CheckedRun, name: str) -> dict[str, Any]:
    """What failed in ``run`` for provider ``name``: its cases with an ``error`` outcome
    and the run's item failures and lost cases (a request that no longer matches its
    cassette, a crashed worker...), as the run file records them."""
    return {
        "errored_cases": sorted(r.case_id for r in run.records[name] if r.outcome == "error"),
        "item_failures": [
            {"kind": f["kind"], "what": f["what"], "cases": list(f.get("cases") or [])}
            for f in run.run.get("failures") or []
            if f.get("provider") == name and f.get("kind") in ("item", "lost")
        ],
    }


def _side(run: CheckedRun, name: str) -> dict[str, Any]:
    provenance = run.provenance
    return {
        **failed_items(run, name),
        "path": str(run.path),
        "finished_at": run.run.get("finished_at"),
        "package_version": provenance.get("package_version"),
        "git_commit": provenance.get("git_commit"),
        # why it is None, as the run file says (no commit yet, not a work tree...)
        "git_commit_reason": (provenance.get("null_reasons") or {}).get("git_commit"),
        "golden_sha256": provenance.get("golden_sha256"),
        "manifest_sha256": provenance.get("manifest_sha256"),
        "capture_window": run.window(name),
        "captured": window_text(run.window(name)),
        "local_recordings": local_addresses(provenance, name),
        # an older file's user gates read under today's ids: stored name -> id
        "renamed_gates": renamed_gates(run.run),
    }


def _made_by(old: CheckedRun, new: CheckedRun, name: str) -> list[str]:
    """The sides, ``OLD`` and ``NEW``, whose run recorded cases of provider ``name`` live
    (``replays.recorded_cases``): a run that made a recording is never said to replay it."""
    return [side for side, run in (("OLD", old), ("NEW", new)) if recorded_cases(run.run, name)]


def _same_fixtures(old: CheckedRun, new: CheckedRun, name: str) -> str:
    """The note of two runs that used the same fixtures: both replayed them, or one of
    them recorded them live (it made them: never said to replay them) and the other
    replayed them."""
    made = _made_by(old, new, name)
    why = "a change measures the bench's code or settings, not the provider"
    if len(made) == 1:
        other = "NEW" if made == ["OLD"] else "OLD"
        return f"{other} replays the fixtures {made[0]} recorded: {why}"
    if made:
        return f"OLD and NEW recorded the same fixtures: {why}"
    return f"both runs replay the same fixtures: {why}"


def _notes(old: CheckedRun, new: CheckedRun, name: str, common: Sequence[str]) -> list[str]:
    notes = []
    a, b = old.window(name), new.window(name)
    if a and b and str(a["first"]) > str(b["first"]):
        notes.append("OLD was captured after NEW: the signs read backwards (swap the arguments)")
    if old.provenance.get("manifest_sha256") == new.provenance.get("manifest_sha256"):
        differ = fixture_differences(old.records[name], new.records[name], common)
        if not differ:
            notes.append(_same_fixtures(old, new, name))
        else:
            shown = ", ".join(differ[:5]) + (", ..." if len(differ) > 5 else "")
            notes.append(
                f"the runs share a fixture manifest, but {len(differ)} case(s) replayed other "
                f"fixtures or none in one of them ({shown}): files missing, changed or "
                "re-recorded at replay; a change there is neither the provider's nor the "
                "bench's code alone"
            )
    part = part_over(new.run, old.run, name)
    if part is not None:  # NEW's tree: OLD's recording, some of its cases captured again
        notes.append(f"NEW {in_part_verb(part)} {in_part_text(part, 'OLD')}")
    notes.extend(n for n in (renamed_note(r.path, r.run) for r in (old, new)) if n)
    if old.provenance.get("golden_sha256") != new.provenance.get("golden_sha256"):
        notes.append("different golden sets: only the cases both ran are compared (--common-cases)")
    marks = (marks_reader_tests(old, name), marks_reader_tests(new, name))
    notes.extend(stored_document_notes(old.records[name], new.records[name], common, marks))
    notes.extend(flagged_notes(old.records[name], new.records[name]))
    made = [_synthetic_failures(run.records[name], common) for run in (old, new)]
    if made[0] != made[1]:
        more, fewer = ("OLD", "NEW") if made[0] > made[1] else ("NEW", "OLD")
        notes.append(
            # (replayed from the fixture tree by a replay and a recording run alike: a
            # recording run "replays" nothing else, so the verb is not the run's)
            f"{more} used {max(made)} synthetic failure or injection fixture(s) on the common "
            "cases (classes 4-8, ws-bench synthesize: replayed from the fixture tree whether "
            f"the run recorded or replayed), {fewer} {min(made)}: error classes, spend and cost "
            "per case differ by them, not by the provider"
        )
    said: dict[str, str] = {}  # the warning -> the side(s) it was said of
    for side, run in (("OLD", old), ("NEW", new)):
        local = local_addresses(run.provenance, name)
        overrides = endpoint_overrides(run.run)
        if local:  # the one sentence every report says (``provenance.local_warning``)
            ini_file = (run.run.get("provenance") or {}).get("ini_file")
            warning = local_warning({name: local}, overrides=overrides, ini_file=ini_file)
            said[warning] = f"{said[warning]} and {side} were" if warning in said else side
    # both recorded at the same local address: said once (walkthrough 61 #4)
    notes.extend(
        f"{sides if sides.endswith(' were') else sides + ' was'} {warning}"
        for warning, sides in said.items()
    )
    return notes


def flagged_notes(old: Sequence[CaseRecord], new: Sequence[CaseRecord]) -> list[str]:
    """The documents without an injection label the detector flagged in one run and not
    the other, by name (flagged in your documents): never a false-positive change."""
    sides: list[dict[tuple[str, str], dict[str, Any]]] = []
    for records in (old, new):
        found, _, _ = injection_flagged_unlabelled(records)
        flagged = (found or {}).get("flagged", [])
        sides.append({(str(e["url"]), str(e["sha256"])): e for e in flagged})
    before, after = sides
    notes = []
    for side, other, mine, theirs in (("NEW", "OLD", after, before), ("OLD", "NEW", before, after)):
        changed = [mine[key] for key in sorted(set(mine) - set(theirs))]
        if changed:
            notes.append(
                f"flagged in your documents in {side}, not in {other} (no injection label, so "
                "not counted as false positives: read each one): "
                + "; ".join(describe(entry) for entry in changed)
            )
    return notes


def marks_reader_tests(run: CheckedRun, name: str) -> bool:
    """Whether ``run`` was written by a version that marks reader tests (a case document the
    provider's search did not return, never counted): told by the fields present, its
    ``reader_test_cost_usd`` (an older run file lacks it, ``older.read_older``)."""
    return "reader_test_cost_usd" not in run.not_recorded(name)


def _stored_tail(marks: tuple[bool, bool], only: tuple[int, int], tests: tuple[int, int]) -> str:
    """What a change of the stored case documents moves, true of the two run files in hand:
    in a run that marks reader tests a document its search did not return counts in no
    useful answer nor cost per useful answer (``reader_test_cost_usd`` shows what reading it
    cost); in an older one it counted."""
    head = "; every provider reads them whatever its search returned"
    if all(marks):
        return (
            f"{head}, and in both runs one its search did not return is a reader test, never "
            "counted: useful answers, citation coverage, $/case and $/useful do not move with "
            "them (only with a page the search returned, which is the provider's), "
            f"reader_test_cost_usd does (reader tests: OLD {tests[0]}, NEW {tests[1]})"
        )
    if not any(marks):
        return (
            f"{head}, so useful answers and cost per useful answer move with them, not with "
            "the provider: both run files were written before reader tests were marked and "
            "count such answers (useful answers from stored documents only: OLD "
            f"{only[0]}, NEW {only[1]})"
        )
    older, newer = ("OLD", "NEW") if not marks[0] else ("NEW", "OLD")
    counted = only[0] if not marks[0] else only[1]
    uncounted = tests[1] if not marks[0] else tests[0]
    return (
        f"{head}; {older} was written before reader tests were marked and counts the useful "
        f"answers they alone gave ({counted}), {newer} never does (its reader tests: "
        f"{uncounted}): useful answers and $/useful move with them in {older} only"
    )


def stored_document_notes(
    old: Sequence[CaseRecord],
    new: Sequence[CaseRecord],
    common: Sequence[str],
    marks: tuple[bool, bool] = (True, True),
) -> list[str]:
    """A fixture-tree change named as the cause: the stored case documents (``_shared/``,
    read by every provider whatever its search returned) one run's common cases read and
    the other's did not, or read with other content, with what they move in the two run
    files in hand (``marks``: whether OLD and NEW mark reader tests, ``marks_reader_tests``;
    ``_stored_tail``). A document both runs read alike is no change, even where one
    provider's search also returned it and the other's did not (that is the provider's).
    Runs of which one marks reader tests and the other does not get a note of the change
    of rule when the older one counted answers from stored documents alone."""
    keep = set(common)
    sides = []
    for records in (old, new):
        mine = [r for r in records if r.case_id in keep]
        read = {(r.case_id, url): sha for r in mine for url, sha in case_documents(r).items()}
        found = useful_by_source(mine)
        sides.append((read, found["stored_documents_only"], found["reader_tests"]))
    (before, old_only, old_tests), (after, new_only, new_tests) = sides
    notes = []
    tail = _stored_tail(marks, (old_only, new_only), (old_tests, new_tests))
    for side, other, ours, theirs in (("NEW", "OLD", after, before), ("OLD", "NEW", before, after)):
        changed = sorted(set(ours) - set(theirs))
        if changed:
            notes.append(
                f"the fixture tree changed: {side} reads {len(changed)} stored case document(s) "
                f"{other} did not ({_shown(changed)}){tail}"
            )
    edited = sorted(key for key in set(before) & set(after) if before[key] != after[key])
    if edited:
        notes.append(
            f"the fixture tree changed: {len(edited)} stored case document(s) read in both runs "
            f"hold other content in NEW (another sha256: {_shown(edited)}){tail}"
        )
    counted = old_only if not marks[0] else new_only
    if marks[0] != marks[1] and counted:
        older, newer = ("OLD", "NEW") if not marks[0] else ("NEW", "OLD")
        notes.append(
            f"{older} was written before reader tests were marked: its useful answers count "
            f"{counted} answered from stored case documents alone, which {newer} counts as "
            "reader tests, never useful: useful_answer_rate and cost_per_useful_answer_usd "
            "move by that change of rule, not by the provider"
        )
    return notes


def _shown(keys: Sequence[tuple[str, str]]) -> str:
    shown = "; ".join(f"{case}: {url}" for case, url in keys[:5])
    return shown + (f"; and {len(keys) - 5} more" if len(keys) > 5 else "")


def _synthetic_failures(records: Sequence[CaseRecord], common: Sequence[str]) -> int:
    """Calls and reads of the common cases that replay a synthetic fixture of classes 4-8
    (a 429, a 5xx, a timeout, a partial answer, an injected document)."""
    keep = set(common)
    mine = [r for r in records if r.case_id in keep]
    marks = [(c.synthetic, c.fixture_class) for r in mine for c in r.calls]
    marks += [(d.synthetic, d.fixture_class) for r in mine for d in r.reads]
    return sum(1 for synthetic, fixture in marks if synthetic and 4 <= (fixture or 0) <= 8)
