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

# What makes two runs replays of one recording, in every report's words
SAME_RECORDING = "same fixture manifest, and the same capture times on the cases both ran"


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
