"""The files through which the processes of one recording session share its work:
``<cassettes>/.recording/sessions/<uid>/``.

``plan.json``
    what to record (per provider, the cases in case-id order, each with its estimated
    price), written once by the process that planned (the serial process, or xdist's
    controller) before any call;
``claims.<provider>``
    one fixed-width line per claimed case, in plan order, holding the claimer's pid:
    the next case is the next line (under ``flock``), so cases start in case-id order
    whichever worker takes them, and a claim whose process is gone is visible;
``done/<provider>/<case>.json``
    how a claimed case ended (recorded, with its summary; failed, with its record;
    left, with why): read by whichever worker runs the case's item;
``stopped.<provider>``
    why a provider stopped taking cases (the budget);
``ledger``
    the spend so far and the estimates reserved by cases in progress (the budget);
``blocked.<provider>``
    the provider's ``blocked`` answers in a row (a proxy's or a filter's 403s), counted
    across the processes (``{"count": n, "answer": ...}``, rewritten whole under the
    ``blocked.<provider>.lock`` flock; an answer of the provider in any process resets
    it): ``outage.BLOCKED_LIMIT`` is the session's, not each xdist worker's;
``status/<worker>.json``
    each process's counters, for the progress line.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..atomic_files import write_whole
from .commit import process_alive

try:  # pragma: no cover - POSIX; elsewhere one process records alone
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]

SESSIONS_DIR = "sessions"
_CLAIM_WIDTH = 12  # "%011d\n"
_LEDGER = struct.Struct("<dd")  # spent, reserved


def _write_json(path: Path, data: Any) -> None:
    write_whole(path, json.dumps(data, sort_keys=True, ensure_ascii=False).encode("utf-8"))


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


class SessionFolder:
    """One recording session's shared files (see the module docstring)."""

    def __init__(self, recording_root: Path, uid: str) -> None:
        self.uid = uid
        self.path = recording_root / SESSIONS_DIR / uid
        self._lock = threading.Lock()

    @contextmanager
    def _locked(self, name: str) -> Iterator[int]:
        self.path.mkdir(parents=True, exist_ok=True)
        with self._lock:
            fd = os.open(self.path / name, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                if fcntl is not None:
                    fcntl.flock(fd, fcntl.LOCK_EX)
                yield fd
            finally:
                os.close(fd)  # releases the flock

    # -- the plan ---------------------------------------------------------------------

    def write_plan(self, plan: dict[str, Any]) -> None:
        _write_json(self.path / "plan.json", plan)

    def plan(self) -> dict[str, Any] | None:
        data = _read_json(self.path / "plan.json")
        return data if isinstance(data, dict) else None

    # -- claims -----------------------------------------------------------------------

    def claim(self, provider: str, total: int) -> int | None:
        """The plan index of the next case of ``provider`` for this process, or None when
        every case is taken or the provider stopped."""
        if self.stopped(provider) is not None:
            return None
        with self._locked(f"claims.{provider}") as fd:
            index = os.fstat(fd).st_size // _CLAIM_WIDTH
            if index >= total:
                return None
            os.pwrite(fd, f"{os.getpid():0{_CLAIM_WIDTH - 1}d}\n".encode(), index * _CLAIM_WIDTH)
            return index

    def claims(self, provider: str) -> list[int]:
        """The pid of each claimed case, in plan order."""
        try:
            data = (self.path / f"claims.{provider}").read_bytes()
        except OSError:
            return []
        whole = len(data) // _CLAIM_WIDTH
        return [int(data[i * _CLAIM_WIDTH : (i + 1) * _CLAIM_WIDTH]) for i in range(whole)]

    # -- outcomes ---------------------------------------------------------------------

    def finish(self, provider: str, case_id: str, outcome: dict[str, Any]) -> None:
        _write_json(self.path / "done" / provider / f"{case_id}.json", outcome)

    def outcome(self, provider: str, case_id: str) -> dict[str, Any] | None:
        data = _read_json(self.path / "done" / provider / f"{case_id}.json")
        return data if isinstance(data, dict) else None

    def finished(self, provider: str) -> set[str]:
        folder = self.path / "done" / provider
        try:
            return {n[:-5] for n in os.listdir(folder) if n.endswith(".json")}
        except OSError:
            return set()

    def stop(self, provider: str, reason: str, *, cause: str | None = None) -> None:
        """No further case of ``provider`` is begun, for ``reason``; ``cause``: why no wait
        cures it (``OutageGate.stop_cause``): ``key`` (the provider refused its API key),
        ``blocked`` (a proxy's or a filter's 403s), else None. With a cause, the cases left
        say so without a remedy each: the recording summary has the one remedy."""
        path = self.path / f"stopped.{provider}"
        if not path.exists():
            _write_json(path, {"reason": reason, "cause": cause})

    def stopped(self, provider: str) -> str | None:
        data = _read_json(self.path / f"stopped.{provider}")
        return str(data["reason"]) if isinstance(data, dict) and "reason" in data else None

    def refused(self, provider: str) -> str | None:
        """Why the recording of ``provider`` stopped with no wait that cures it: ``key``,
        ``blocked`` (``stop``), or None."""
        data = _read_json(self.path / f"stopped.{provider}")
        cause = data.get("cause") if isinstance(data, dict) else None
        return cause if cause in ("key", "blocked") else None

    def in_progress(self, plan: dict[str, Any]) -> list[int]:
        """The pid of the process recording each case claimed and not yet ended (its
        claimer still alive): the cases whose calls may be in flight."""
        pids: list[int] = []
        for provider, block in plan["providers"].items():
            cases = block["cases"]
            done = self.finished(provider)
            pids += [
                pid
                for index, pid in enumerate(self.claims(provider))
                if index < len(cases) and cases[index] not in done and process_alive(pid)
            ]
        return pids

    def settled(self, plan: dict[str, Any]) -> bool:
        """Whether every case of the plan is taken and ended, or left: each claimed case
        has its outcome or its claimer is gone, and what is unclaimed was stopped."""
        for provider, block in plan["providers"].items():
            cases = block["cases"]
            pids = self.claims(provider)
            if len(pids) < len(cases) and self.stopped(provider) is None:
                return False
            done = self.finished(provider)
            for index, pid in enumerate(pids):
                if cases[index] not in done and process_alive(pid):
                    return False
        return True

    # -- the budget ---------------------------------------------------------------------

    def _ledger(self, fd: int) -> list[float]:
        data = os.pread(fd, _LEDGER.size, 0)
        return list(_LEDGER.unpack(data)) if len(data) == _LEDGER.size else [0.0, 0.0]

    def reserve(self, amount: float, budget: float | None) -> bool:
        """Reserve a case's estimate; False when it would take the spend and the other
        reservations over ``budget`` (None: no budget)."""
        with self._locked("ledger") as fd:
            spent, reserved = self._ledger(fd)
            if budget is not None and spent + reserved + amount > budget + 1e-12:
                return False
            os.pwrite(fd, _LEDGER.pack(spent, reserved + amount), 0)
            return True

    def settle(self, reserved: float, spent: float) -> None:
        """A case ended: its reservation goes, what it really spent stays."""
        with self._locked("ledger") as fd:
            total, held = self._ledger(fd)
            os.pwrite(fd, _LEDGER.pack(total + spent, max(0.0, held - reserved)), 0)

    def spent(self) -> tuple[float, float]:
        """(spent, reserved) so far."""
        try:
            data = (self.path / "ledger").read_bytes()
        except OSError:
            return 0.0, 0.0
        if len(data) != _LEDGER.size:
            return 0.0, 0.0
        spent, reserved = _LEDGER.unpack(data)
        return spent, reserved

    # -- blocked answers ----------------------------------------------------------------

    def block(self, provider: str, answer: str) -> int:
        """One more ``blocked`` answer of ``provider`` in a row (``answer``: what it looked
        like), in any process: the count so far."""
        with self._locked(f"blocked.{provider}.lock"):
            count = self.blocks(provider)[0] + 1
            _write_json(self.path / f"blocked.{provider}", {"count": count, "answer": answer})
            return count

    def unblock(self, provider: str) -> None:
        """The provider answered: no blocked answer in a row (a file read when none was)."""
        if not self.blocks(provider)[0]:
            return
        with self._locked(f"blocked.{provider}.lock"):
            _write_json(self.path / f"blocked.{provider}", {"count": 0, "answer": None})

    def blocks(self, provider: str) -> tuple[int, str | None]:
        """The provider's blocked answers in a row, across the processes, and the last."""
        data = _read_json(self.path / f"blocked.{provider}")
        if not isinstance(data, dict):
            return 0, None
        answer = data.get("answer")
        return int(data.get("count") or 0), None if answer is None else str(answer)

    # -- progress -----------------------------------------------------------------------

    def write_status(self, worker: str, status: dict[str, Any]) -> None:
        _write_json(self.path / "status" / f"{worker}.json", status)

    def statuses(self) -> list[dict[str, Any]]:
        folder = self.path / "status"
        try:
            names = sorted(n for n in os.listdir(folder) if n.endswith(".json"))
        except OSError:
            return []
        found = [_read_json(folder / n) for n in names]
        return [s for s in found if isinstance(s, dict)]

    def remove(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)


class SharedBlocks:
    """One provider's blocked answers in a row, shared by the session's processes through
    its folder (``OutageGate.shared``)."""

    def __init__(self, folder: SessionFolder, provider: str) -> None:
        self.folder = folder
        self.provider = provider

    def add(self, answer: str) -> int:
        return self.folder.block(self.provider, answer)

    def reset(self) -> None:
        self.folder.unblock(self.provider)

    def read(self) -> tuple[int, str | None]:
        return self.folder.blocks(self.provider)
