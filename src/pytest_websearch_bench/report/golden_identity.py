"""What differs between the golden sets of two runs, said by case id.

Two runs' golden sets differ when their ``golden_sha256`` does (``session.loaded.
golden_digest``: what of the golden files can change a score). Each record holds its
case's own identity (``case_sha256``: every field of the case but its notes), so what
differs is said as the cases changed, added or removed, by id, rather than as two hashes
nobody can read; when no case differs, the rest of the golden set did (its data files),
or one hash is from before stop 66, which hashed the files' bytes (comments and
``categories.yaml`` too).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..records import CaseRecord
from .checked import CheckedRun

# the golden set's data files that count in its hash besides its cases
# (``session.loaded.DATA_FILES`` less ``categories.yaml``, which counts for nothing)
OTHER_DATA = "defaults.yaml, families.yaml, pool.yaml, verified_dates.yaml, cascade.yaml"
_SHOWN = 5


def case_identities(records: Mapping[str, Iterable[CaseRecord]]) -> dict[str, str | None]:
    """Each case id the run ran -> its ``case_sha256`` (None when the run file predates it),
    over every provider of the run."""
    out: dict[str, str | None] = {}
    for rows in records.values():
        for row in rows:
            if out.get(row.case_id) is None:
                out[row.case_id] = row.case_sha256
    return out


def _ids(ids: Iterable[str]) -> str:
    shown = sorted(ids)
    more = f" and {len(shown) - _SHOWN} more" if len(shown) > _SHOWN else ""
    return ", ".join(shown[:_SHOWN]) + more


def golden_difference(old: CheckedRun, new: CheckedRun, names: tuple[str, str]) -> str | None:
    """What differs between the golden sets of ``old`` and ``new`` (named ``names`` in the
    text, e.g. ``("OLD", "NEW")`` or the files' names); None when their hashes agree (or
    neither run file holds one)."""
    hashes = (old.provenance.get("golden_sha256"), new.provenance.get("golden_sha256"))
    if hashes[0] == hashes[1]:
        return None
    mine, theirs = case_identities(old.records), case_identities(new.records)
    unknown = [
        name for name, ids in zip(names, (mine, theirs), strict=True) if None in ids.values()
    ]
    changed = [
        case
        for case in mine.keys() & theirs.keys()
        if mine[case] is not None and theirs[case] is not None and mine[case] != theirs[case]
    ]
    parts = []
    if changed:
        parts.append(f"{len(changed)} case(s) changed: {_ids(changed)}")
    for name, ids in (
        (names[0], mine.keys() - theirs.keys()),
        (names[1], theirs.keys() - mine.keys()),
    ):
        if ids:
            parts.append(f"{len(ids)} case(s) only in {name}: {_ids(ids)}")
    if unknown:
        parts.append(
            f"{' and '.join(unknown)} hold(s) no per-case identity (a run file of an older "
            "version): which cases changed is not known"
        )
    if parts:
        return "; ".join(parts)
    return (
        "no case both ran differs in its definition: the golden set's other data differs "
        f"({OTHER_DATA}), or one hash is from before stop 66 (it counted each file's bytes, "
        "comments and categories.yaml too)"
    )
