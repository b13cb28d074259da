"""Which recording a run replayed: the one rule of ``compare``, ``diff`` and ``history``.

A recording of a provider is the answers captured into a fixture tree: the tree's
manifest (``provenance.manifest_sha256``, the hash of every file with its capture date)
names it, and each replayed call carries the time its answer was captured
(``recorded_at``). Two runs replayed one recording of a provider when they replayed the
same tree and the cases both ran were answered by calls captured at the same times. How
many cases or calls a run made is no part of it: a replay that ``-k``, ``-x`` or ``--lf``
cut short replays the same recording as the whole run (the capture window's ``calls``
and its first and last call are those of the cases that ran, so the window cannot tell).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

# What makes two or more runs replays of one recording, in every report's words (said of
# any number of runs: history groups three or more)
SAME_RECORDING = "same fixture manifest, and the same capture times on the cases they share"


class Replayed(NamedTuple):
    """What a run replayed of one provider: the fixture manifest, and per case the capture
    times of its calls (the cases whose calls carry none are left out)."""

    manifest: str | None
    stamps: Mapping[str, frozenset[str]]


def fixture_manifest(run: Mapping[str, Any]) -> str | None:
    """The sha256 of the fixture manifest the run replayed (``provenance``, or the
    ``fixtures`` block every run@1 file has); None when the tree had none."""
    provenance = run.get("provenance")
    found = provenance.get("manifest_sha256") if isinstance(provenance, Mapping) else None
    fixtures = run.get("fixtures")
    if not found and isinstance(fixtures, Mapping):
        found = fixtures.get("manifest_sha256")
    return str(found) if found else None


def replayed(run: Mapping[str, Any], name: str) -> Replayed:
    """What ``run`` replayed of provider ``name``, read from its case records."""
    block = (run.get("providers") or {}).get(name)
    cases = block.get("cases") if isinstance(block, Mapping) else None
    stamps: dict[str, frozenset[str]] = {}
    for case in cases if isinstance(cases, Sequence) and not isinstance(cases, str) else ():
        if not isinstance(case, Mapping) or not isinstance(case.get("case_id"), str):
            continue
        calls = case.get("calls")
        found = frozenset(
            str(call["recorded_at"])
            for call in (
                calls if isinstance(calls, Sequence) and not isinstance(calls, str) else ()
            )
            if isinstance(call, Mapping) and call.get("recorded_at")
        )
        if found:
            stamps[case["case_id"]] = found
    return Replayed(fixture_manifest(run), stamps)


def one_recording(one: Replayed, other: Replayed) -> bool:
    """Whether ``one`` and ``other`` replayed one recording: the same fixture manifest, a
    case both ran, and on every case both ran the capture times of one run's calls among
    the other's (a case cut short, or read with another setting, made fewer calls)."""
    common = one.stamps.keys() & other.stamps.keys()
    if not common or one.manifest != other.manifest:
        return False  # nothing in common to tell by (a run of faults, another golden set)
    return all(
        one.stamps[case] <= other.stamps[case] or other.stamps[case] <= one.stamps[case]
        for case in common
    )


def same_recording(one: Mapping[str, Any], other: Mapping[str, Any], name: str) -> bool:
    """Whether two run files replayed one recording of provider ``name`` (``one_recording``):
    ``ws-bench history`` shows them as one point, ``compare`` offers no month between
    them and ``diff`` says they are two replays."""
    return one_recording(replayed(one, name), replayed(other, name))


def recorded_cases(run: Mapping[str, Any], name: str) -> list[str]:
    """The cases of provider ``name`` that ``run`` recorded live (their record's
    ``recorded``, not failed), sorted: a run that recorded them is a recording of those
    cases, not a replay of them."""
    block = (run.get("providers") or {}).get(name)
    cases = block.get("cases") if isinstance(block, Mapping) else None
    return sorted(
        str(case["case_id"])
        for case in (cases if isinstance(cases, Sequence) and not isinstance(cases, str) else ())
        if isinstance(case, Mapping)
        and isinstance(case.get("recorded"), Mapping)
        and not case["recorded"].get("failed")
    )


def by_recording(
    runs: Sequence[Mapping[str, Any]], name: str, whole: Sequence[bool]
) -> list[list[int]]:
    """The indices of ``runs`` grouped per recording of provider ``name``
    (``one_recording``), the newest recording first (``recording_time``: when its answers
    were captured, never when a run of it finished: a late replay of an old tree does not
    make its recording the newest), each group led by the run that stands for its
    recording: the newest of its runs that ran their whole selection (``whole``), a
    partial one only when none did; the others follow, newest first. Newest run: by
    ``finished_at``, then the later in ``runs``. The one rule of ``compare``, ``diff``'s
    suggestions and ``history``."""
    found = [replayed(run, name) for run in runs]
    order = sorted(
        range(len(runs)),
        key=lambda i: (whole[i], str(runs[i].get("finished_at") or ""), i),
        reverse=True,
    )
    groups: list[list[int]] = []
    for index in order:
        group = next((g for g in groups if one_recording(found[g[0]], found[index])), None)
        if group is None:
            groups.append([index])
        else:
            group.append(index)
    return sorted(
        groups,
        key=lambda g: (recording_time([found[i] for i in g], [runs[i] for i in g]), max(g)),
        reverse=True,
    )


def recording_time(found: Sequence[Replayed], runs: Sequence[Mapping[str, Any]]) -> str:
    """When a recording was made, by the runs of it (``found``, each ``replayed``): the
    latest capture time of their calls (a tree re-recorded in part is as new as its new
    captures); when none carries one (every call faulted), the latest ``finished_at``."""
    stamps = [max(s) for one in found for s in one.stamps.values() if s]
    if stamps:
        return max(stamps)
    return max((str(run.get("finished_at") or "") for run in runs), default="")


class InPart(NamedTuple):
    """A recording made in part over an earlier one: the cases captured again (the earlier
    recording had them), the cases it kept, with the very capture times of the earlier
    recording, and the cases new to it (``added``: absent from the earlier recording,
    never said to be captured again). ``recording``: the run is the partial recording
    itself (``--ws-record=... -k``), which ran the cases it captured (again) only; else it
    replayed the mixed tree."""

    again: list[str]
    kept: list[str]
    captured: str  # the first capture time of the cases captured again or added
    recording: bool = False
    added: tuple[str, ...] = ()


def in_part(point: Replayed, earlier: Replayed) -> InPart | None:
    """``point`` is ``earlier``'s recording re-recorded in part (``--ws-record=all -k ...``
    into the same tree) when it replayed another tree, keeps some cases with ``earlier``'s
    very capture times, and every other case of it was captured after ``earlier``
    captured that case (or is new to it); None otherwise (the other way round too)."""
    if point.manifest == earlier.manifest:
        return None
    kept = sorted(c for c, s in point.stamps.items() if earlier.stamps.get(c) == s)
    fresh = sorted(c for c in point.stamps if c not in kept)  # captured again or added
    if not kept or not fresh:
        return None
    if any(c in earlier.stamps and min(point.stamps[c]) <= max(earlier.stamps[c]) for c in fresh):
        return None
    return InPart(
        [c for c in fresh if c in earlier.stamps],
        kept,
        min(min(point.stamps[c]) for c in fresh),
        added=tuple(c for c in fresh if c not in earlier.stamps),
    )


# The run file's key (``fixtures``) of the manifest a recording session found when it
# started, before it wrote to the tree (added 2026-12-06; absent in replays and older files)
MANIFEST_BEFORE = "manifest_before_sha256"


def manifest_before(run: Mapping[str, Any]) -> str | None:
    """The sha256 of the fixture manifest the run's recording found when it started
    (``fixtures.manifest_before_sha256``); None in a replay, an older run file, or when
    the tree had no manifest yet."""
    fixtures = run.get("fixtures")
    found = fixtures.get(MANIFEST_BEFORE) if isinstance(fixtures, Mapping) else None
    return str(found) if found else None


def recorded_in_part(
    run: Mapping[str, Any], earlier: Mapping[str, Any], name: str
) -> InPart | None:
    """``run`` is a partial recording over ``earlier``'s recording of provider ``name``:
    it recorded cases live into the very tree ``earlier`` replayed (its manifest when the
    recording started is ``earlier``'s), which keeps ``earlier``'s other cases with their
    capture times (``--ws-record=all -k ...``, no whole replay of the tree since); None
    otherwise."""
    before = manifest_before(run)
    if before is None or before != fixture_manifest(earlier) or before == fixture_manifest(run):
        return None
    point, old = replayed(run, name), replayed(earlier, name)
    fresh = [case for case in recorded_cases(run, name) if case in point.stamps]
    kept = sorted(case for case in old.stamps if case not in fresh)
    if not fresh or not kept:
        return None
    captured = min(min(point.stamps[case]) for case in fresh)
    return InPart(
        [case for case in fresh if case in old.stamps],
        kept,
        captured,
        recording=True,
        added=tuple(case for case in fresh if case not in old.stamps),
    )


def part_over(run: Mapping[str, Any], earlier: Mapping[str, Any], name: str) -> InPart | None:
    """``run``'s recording of provider ``name`` made in part over ``earlier``'s: a replay
    of a tree re-recorded in part (``in_part``), or the partial recording itself
    (``recorded_in_part``); None otherwise. The one test of ``compare``, ``diff`` and
    ``history``."""
    found = in_part(replayed(run, name), replayed(earlier, name))
    return found if found is not None else recorded_in_part(run, earlier, name)


def shown_cases(cases: Sequence[str], most: int = 5) -> str:
    """``gs-001, gs-065`` (the first ``most``, then ``, ...``)."""
    return ", ".join(cases[:most]) + (", ..." if len(cases) > most else "")


def _fresh_text(part: InPart, of: int | None = None) -> str:
    """The cases a recording in part captured, and from when: ``1 of 3 case(s) captured
    again (gs-065, from 2026-12-06 14:42 UTC)``; with cases the earlier recording did not
    have, named apart as new (never said to be captured again): ``1 of 3 case(s) captured
    again (gs-065) and 1 new case(s) (gs-099: not in the earlier recording), from ...
    UTC,``."""
    since = f"from {part.captured[:16].replace('T', ' ')} UTC"
    count = f"{len(part.again)} of {of}" if of is not None else f"{len(part.again)}"
    if not part.added:
        return f"{count} case(s) captured again ({shown_cases(part.again)}, {since})"
    said = [f"{count} case(s) captured again ({shown_cases(part.again)})"] if part.again else []
    said.append(
        f"{len(part.added)} new case(s) ({shown_cases(list(part.added))}: not in the "
        "earlier recording)"
    )
    return f"{' and '.join(said)}, {since},"


def in_part_text(part: InPart, earlier: str) -> str:
    """What a tree re-recorded in part is, in every report's words (after ``replays`` or
    ``is``: ``in_part_verb``)."""
    if part.recording:
        return (
            f"a partial recording over {earlier}'s: {_fresh_text(part)} into "
            f"the tree {earlier} replayed, which keeps the other {len(part.kept)} as {earlier} "
            "captured them: a whole replay of that tree replays a recording in part (a change "
            "on the kept cases is the bench's code or settings, not the provider)"
        )
    fresh = _fresh_text(part, len(part.again) + len(part.kept))
    return (
        f"a recording in part over {earlier}'s: {fresh.rstrip(',')}, the "
        f"other {len(part.kept)} replay {earlier}'s very captures (a change on them is the "
        "bench's code or settings, not the provider)"
    )


def in_part_verb(part: InPart) -> str:
    """The verb before ``in_part_text``: a run ``replays`` a tree re-recorded in part, a
    partial recording ``is`` one."""
    return "is" if part.recording else "replays"
