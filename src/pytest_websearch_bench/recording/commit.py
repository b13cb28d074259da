"""Writing a case's fixture files and their manifest entries so that a kill at any point
leaves the tree consistent, at a cost that does not grow with the manifest.

Rewriting ``manifest.json`` for every recorded case costs a parse and a dump of the
whole file (72 ms at 2,000 entries, 0.7 s at 17,000): quadratic over a large
recording. So each recording process keeps an intent journal,
``<cassettes>/.recording/manifest/<pid>-<n>.jsonl``: before a case's files are
renamed into place, one line says which files (with their entries) the case now has;
the journal is folded into ``manifest.json`` under the manifest lock every few
seconds and when the recording ends.

Folding (and recovery after a kill) applies a line file by file: an entry whose file
on disk has the entry's sha256 is written to the manifest; one whose file never got
its new bytes is left as it was (its file still has the old ones, or none). Only when
every file of the line is in place are the case's other entries dropped and their
files removed (what the new recording superseded). Every session start (and ``ws-bench
manifest``/``verify``) folds the journals of processes that are gone, so the manifest
always agrees with the files on disk.
"""

from __future__ import annotations

import itertools
import json
import os
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..replay.manifest import (
    MANIFEST_NAME,
    Manifest,
    ManifestEntry,
    load_manifest,
    sha256_file,
    write_manifest,
)
from ..treepaths import outside, relative_problem

JOURNAL_DIR = "manifest"
RECORDING_DIR = ".recording"
_COUNTER = itertools.count()


@dataclass(frozen=True)
class CaseFiles:
    """What one recorded case now has: its provider and case, each new file's entry, and
    the files it keeps unchanged."""

    provider: str
    case_id: str
    entries: dict[str, ManifestEntry]  # relative path -> entry (files written anew)
    keep: tuple[str, ...] = ()  # files the case keeps as they are

    def to_line(self) -> str:
        return json.dumps(
            {
                "provider": self.provider,
                "case_id": self.case_id,
                "keep": list(self.keep),
                "files": {
                    rel: e.model_dump(mode="json", exclude_none=True)
                    for rel, e in sorted(self.entries.items())
                },
            },
            sort_keys=True,
            ensure_ascii=False,
        )

    @classmethod
    def from_line(cls, line: str) -> CaseFiles:
        data: dict[str, Any] = json.loads(line)
        return cls(
            provider=str(data["provider"]),
            case_id=str(data["case_id"]),
            entries={
                rel: ManifestEntry.model_validate(e) for rel, e in dict(data["files"]).items()
            },
            keep=tuple(str(k) for k in data.get("keep", [])),
        )


def recording_root(cassettes: Path) -> Path:
    """Where a recording keeps its journals and coordination files (ignored by git and by
    the fixture checks: a dot folder)."""
    root = cassettes / RECORDING_DIR
    if not root.is_dir():
        root.mkdir(parents=True, exist_ok=True)
        (root / ".gitignore").write_text("*\n", encoding="utf-8")
    return root


def _on_disk(root: Path, relative: str, entry: ManifestEntry) -> bool:
    path = root / relative
    try:
        return sha256_file(path) == entry.sha256
    except OSError:
        return False


def apply(root: Path, manifest: Manifest, lines: Iterable[CaseFiles]) -> None:
    """Apply journal lines to ``manifest`` (see the module docstring)."""
    for case in lines:
        if any(_leaves(root, rel) for rel in (*case.entries, *case.keep)):
            continue  # never written by a recorder: it names a path out of the tree
        placed = {rel: e for rel, e in case.entries.items() if _on_disk(root, rel, e)}
        manifest.files.update(placed)
        if len(placed) != len(case.entries):
            continue  # the case's write was cut short: its older files still stand
        for relative, entry in list(manifest.files.items()):
            if (
                entry.provider == case.provider
                and entry.case_ids == [case.case_id]
                and entry.operation != "judge"  # grades are the judge store's to keep
                and relative not in case.entries
                and relative not in case.keep
            ):
                (root / relative).unlink(missing_ok=True)
                del manifest.files[relative]


def _leaves(root: Path, relative: str) -> bool:
    return relative_problem(relative) is not None or outside(root, root / relative) is not None


def _read_lines(path: Path) -> list[CaseFiles]:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    out = []
    for line in text.splitlines():
        try:
            out.append(CaseFiles.from_line(line))
        except (ValueError, KeyError, TypeError):
            continue  # a line torn by a kill: its files were never renamed into place
    return out


def _fold(root: Path, journals: Sequence[Path]) -> None:
    from .fixture_files import manifest_lock

    with manifest_lock(root / f"{MANIFEST_NAME}.lock"):
        path = root / MANIFEST_NAME
        manifest = load_manifest(path) if path.exists() else Manifest()
        for journal in journals:
            apply(root, manifest, _read_lines(journal))
        write_manifest(manifest, path)
        for journal in journals:
            journal.unlink(missing_ok=True)


def process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def unfolded_journals(root: Path) -> list[str]:
    """Journals of recordings that ended without folding them into the manifest, as
    verification errors. Replay and ``ws-bench verify`` never fold them: a journal is as
    untrusted as any file of a pull request, and folding one would re-hash the files it
    names (a hand edit laundered). The user folds their own with ``ws-bench manifest``."""
    folder = root / RECORDING_DIR / JOURNAL_DIR
    if not folder.is_dir():
        return []
    return [
        f"{journal}: a recording's manifest journal was never folded into {MANIFEST_NAME} "
        f"(the recording was killed?); if the recording was yours, `ws-bench manifest "
        f"{root}` folds it (then verify again); otherwise delete the {RECORDING_DIR} folder"
        for journal in sorted(folder.glob("*.jsonl"))
        if not _alive_writer(journal)
    ]


def _alive_writer(journal: Path) -> bool:
    """Whether the journal belongs to a recording process still running (not this one)."""
    pid_text = journal.name.partition("-")[0]
    return pid_text.isdigit() and int(pid_text) != os.getpid() and process_alive(int(pid_text))


def recover(root: Path) -> int:
    """Fold the journals left by recording processes that are gone; how many. Only for
    a user's own recordings: a recording session and ``ws-bench manifest`` call it,
    replay and ``ws-bench verify`` report the journals instead (``unfolded_journals``)."""
    folder = root / RECORDING_DIR / JOURNAL_DIR
    if not folder.is_dir():
        return 0
    orphans = []
    for journal in sorted(folder.glob("*.jsonl")):
        if not _alive_writer(journal):
            orphans.append(journal)
    if orphans:
        _fold(root, orphans)
    return len(orphans)


class ManifestJournal:
    """This process's intent journal: :meth:`commit` journals a case and writes its files,
    :meth:`fold` (now and then, and at the end) moves the journal into the manifest."""

    def __init__(self, root: Path, fold_every_s: float = 3.0) -> None:
        self.root = root
        self.path = recording_root(root) / JOURNAL_DIR / f"{os.getpid()}-{next(_COUNTER)}.jsonl"
        self.fold_every_s = fold_every_s
        self._lock = threading.Lock()
        self._last_fold = time.monotonic()
        self._pending = False

    def commit(self, case: CaseFiles, write: Callable[[], None]) -> None:
        """Journal ``case``, then ``write()`` its files (and remove the superseded ones);
        a fold never runs in between."""
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
            try:
                os.write(fd, (case.to_line() + "\n").encode("utf-8"))
            finally:
                os.close(fd)
            self._pending = True
            write()

    def maybe_fold(self) -> None:
        if self._pending and time.monotonic() - self._last_fold >= self.fold_every_s:
            self.fold()

    def fold(self) -> None:
        with self._lock:
            if not self._pending:
                return
            started = time.monotonic()
            _fold(self.root, [self.path])
            self._pending = False
            self._last_fold = time.monotonic()
            # Never spend more than a tenth of the time folding, however large the manifest.
            self.fold_every_s = max(self.fold_every_s, 10 * (self._last_fold - started))
