"""Pacing live calls under each provider's rate limit, shared by every process that
records into the same cassette folder (xdist workers, two sessions at once).

A GCRA (generic cell rate algorithm) scheduler: each limit keeps one number, the
theoretical arrival time of the next call (``tat``), in a 24-byte state file under
``<cassettes>/.recording/pace/``. A call reserves the slot ``max(now, tat)`` of every
limit it is under (its provider's and, when one is set, its operation's), moves each
``tat`` on by that limit's interval, and sleeps until its slot outside any lock. Calls
are therefore spaced evenly, never in bursts at window edges (which a sliding-window
limiter on the provider's side answers with 429s). The state is read and written under
``fcntl.flock`` (and a thread lock, since flock does not exclude threads sharing a
descriptor). ``benchmarks/limiter_compare.py`` measures this against pyrate-limiter's
SQLite bucket.

A 429 pauses the limit for every process: ``paused_until`` is moved to now plus the
provider's ``Retry-After`` (or an exponential backoff without one), calls that already
hold a slot inside the pause take a new one after it, and the interval is stretched
by 25 % (at most 4x), shrinking back by 0.2 % a successful call: a plan whose real
limit is below the configured one settles under it instead of meeting a 429 a second.
"""

from __future__ import annotations

import os
import struct
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from .rates import Rate

try:  # pragma: no cover - fcntl is POSIX; elsewhere the pacing is per process
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]

_STATE = struct.Struct("<ddd")  # tat, paused_until, scale
_STALE_S = 60.0  # a state untouched this long starts afresh (scale 1, no pause)
_MAX_SCALE = 4.0


class RecordingStopped(Exception):
    """The recording was told to stop (budget reached, interrupted): no call is issued.
    Not a WebSearchError, so no retry policy retries it."""


class SharedPacer:
    """Evenly spaced calls under every limit in ``rates`` (keys ``provider`` and
    ``provider.operation``), shared through state files in ``folder``."""

    def __init__(
        self,
        folder: Path,
        rates: Mapping[str, Rate],
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.folder = folder
        self.rates = dict(rates)
        self.clock = clock
        self._lock = threading.Lock()
        self._fds: dict[str, int] = {}

    def keys_for(self, provider: str, operation: str) -> list[str]:
        """The limits a call is under: always its provider's (which a 429 pauses, limited
        or not) and its operation's when one is set."""
        keys = [provider]
        if f"{provider}.{operation}" in self.rates:
            keys.append(f"{provider}.{operation}")
        return keys

    def interval(self, key: str) -> float:
        rate = self.rates.get(key)
        return 0.0 if rate is None else rate.interval_s

    # -- state --------------------------------------------------------------------------

    def _fd(self, key: str) -> int:
        fd = self._fds.get(key)
        if fd is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.folder / key, os.O_RDWR | os.O_CREAT, 0o644)
            self._fds[key] = fd
        return fd

    def _read(self, fd: int, now: float) -> list[float]:
        data = os.pread(fd, _STATE.size, 0)
        if len(data) != _STATE.size:
            return [now, 0.0, 1.0]
        tat, paused, scale = _STATE.unpack(data)
        if tat < now - _STALE_S or tat > now + 3600 or paused > now + 3600 or not scale > 0:
            return [now, 0.0, 1.0]  # another session's, or a clock that jumped
        return [tat, paused, scale]

    @contextmanager
    def _held(self, keys: Sequence[str]) -> Iterator[list[int]]:
        with self._lock:
            fds = [self._fd(key) for key in sorted(keys)]
            if fcntl is not None:
                for fd in fds:
                    fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                yield [self._fd(key) for key in keys]
            finally:
                if fcntl is not None:
                    for fd in reversed(fds):
                        fcntl.flock(fd, fcntl.LOCK_UN)

    # -- calls --------------------------------------------------------------------------

    def reserve(self, keys: Sequence[str]) -> float:
        """Reserve the next slot under every limit in ``keys``; its time (clock seconds)."""
        with self._held(keys) as fds:
            now = self.clock()
            states = [self._read(fd, now) for fd in fds]
            slot = max([now] + [max(s[0], s[1]) for s in states])
            for key, fd, state in zip(keys, fds, states, strict=True):
                state[0] = slot + self.interval(key) * state[2]
                os.pwrite(fd, _STATE.pack(*state), 0)
        return slot

    def paused_until(self, keys: Sequence[str]) -> float:
        now = self.clock()
        return max(self._read(self._fd(key), now)[1] for key in keys)

    def acquire(self, keys: Sequence[str], wait: Callable[[float], bool] | None = None) -> float:
        """Block until a call under ``keys`` may go; the seconds waited. ``wait(seconds)``
        sleeps and returns True when the recording must stop (raising
        :class:`RecordingStopped`)."""
        sleep = wait or _sleep
        started = self.clock()
        while True:
            slot = self.reserve(keys)
            delay = slot - self.clock()
            if delay > 0 and sleep(delay):
                raise RecordingStopped("the recording is stopping")
            if self.paused_until(keys) <= self.clock():
                return max(0.0, self.clock() - started)
            # A 429 paused the limit while this call held a slot inside the pause.

    def penalize(self, keys: Sequence[str], pause_s: float) -> None:
        """A 429: pause every limit in ``keys`` for ``pause_s`` and stretch its interval."""
        with self._held(keys) as fds:
            now = self.clock()
            for fd in fds:
                state = self._read(fd, now)
                state[1] = max(state[1], now + max(0.0, pause_s))
                state[2] = min(_MAX_SCALE, state[2] * 1.25)
                state[0] = max(state[0], state[1])
                os.pwrite(fd, _STATE.pack(*state), 0)

    def relieve(self, keys: Sequence[str]) -> None:
        """A call went through: shrink a stretched interval back toward the limit's."""
        with self._held(keys) as fds:
            now = self.clock()
            for fd in fds:
                state = self._read(fd, now)
                if state[2] > 1.0:
                    state[2] = max(1.0, state[2] * 0.998)
                    os.pwrite(fd, _STATE.pack(*state), 0)

    def close(self) -> None:
        with self._lock:
            for fd in self._fds.values():
                os.close(fd)
            self._fds.clear()


def _sleep(seconds: float) -> bool:
    time.sleep(seconds)
    return False
