"""Pacing live calls under each provider's rate limit, shared by every process that
records into the same cassette folder (xdist workers, two sessions at once).

A GCRA (generic cell rate algorithm) scheduler: each limit keeps the theoretical
arrival time of the next call (``tat``) in a small state file under
``.ws-bench/recording/pace/``. A call reserves the slot ``max(now, tat)`` of every limit
it is under (its provider's and, when one is set, its operation's), moves each ``tat``
on by that limit's interval, and sleeps until its slot outside any lock. Calls are
therefore spaced evenly, never in bursts at window edges (which a sliding-window limiter
on the provider's side answers with 429s). A thread woken late by a busy machine would
still squeeze the next calls together, so a guard also keeps the actual send times of
the last ``per_window`` calls and holds a call until sending it keeps every window of
the limit (1 s, or 60 s for a /min limit) at ``per_window`` calls, ``MARGIN_S`` to
spare. The state is read and written under ``fcntl.flock`` (and a thread lock, since
flock does not exclude threads sharing a descriptor). ``benchmarks/limiter_compare.py``
measures this against pyrate-limiter's SQLite bucket.

A 429 is honoured and backed off from at two levels. The call that got it waits its
``Retry-After`` (or an exponential backoff without one) before it takes a new slot, and
every process's interval is stretched by 10 % (at most 4x), shrinking back by 1 % a
successful call: an isolated 429 (the arrival jitter of a provider's sliding window)
costs that call alone. A second 429 within ``CLUSTER_S`` of the previous one means the
limit is really being met: the whole provider pauses for the ``Retry-After`` (calls
that already hold a slot inside the pause take a new one after it) and the stretch is
25 %. A plan whose real limit is below the configured one thus settles under it
instead of meeting a 429 a second.
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

_STATE = struct.Struct("<dddd")  # tat, paused_until, scale, time of the last 429
_SEND = struct.Struct("<d")  # then a ring of the last per_window send times
_STALE_S = 60.0  # a state untouched this long starts afresh (scale 1, no pause)
_MAX_SCALE = 4.0
CLUSTER_S = 1.0  # two 429s this close pause the whole provider
MARGIN_S = 0.025  # spare time in each window, for the network's and the provider's jitter
# The 429 waits of one call, its pipeline retries included, at most: past them its 429
# fails it as any upstream failure (``live.py``; docs/recording.md, *429s*).
MAX_BACKOFF_S = 600.0


class RecordingStopped(Exception):
    """The recording was told to stop (budget reached, interrupted): no call is issued.
    Not a WebSearchError, so no retry policy retries it. ``sent``: the call it ends had
    gone out (a 429 was being waited out when the stop came)."""

    sent = False


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
            return [now, 0.0, 1.0, 0.0]
        tat, paused, scale, last = _STATE.unpack(data)
        if tat < now - _STALE_S or tat > now + 3600 or paused > now + 3600 or not scale > 0:
            return [now, 0.0, 1.0, 0.0]  # another session's, or a clock that jumped
        return [tat, paused, scale, last]

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

    def _ring_slot(self, key: str, fd: int) -> tuple[int, int, float] | None:
        """(ring size, index of the oldest send, its time) of a limited key."""
        rate = self.rates.get(key)
        if rate is None:
            return None
        size = rate.per_window
        want = _SEND.size * (size + 1)
        data = os.pread(fd, want, _STATE.size).ljust(want, b"\0")  # unwritten: zeros
        position = int(_SEND.unpack_from(data, 0)[0]) % size
        return size, position, _SEND.unpack_from(data, _SEND.size * (position + 1))[0]

    def admit(self, keys: Sequence[str]) -> float:
        """The guard on actual send times: 0 when the call may go now (its send time is
        then kept), else how long it must still wait."""
        with self._held(keys) as fds:
            now = self.clock()
            wait = 0.0
            slots = []
            for key, fd in zip(keys, fds, strict=True):
                found = self._ring_slot(key, fd)
                slots.append(found)
                if found is not None:
                    window = self.rates[key].window_s
                    wait = max(wait, found[2] + window + MARGIN_S - now)
            if wait > 0:
                return wait
            for fd, found in zip(fds, slots, strict=True):
                if found is not None:
                    _, position, _ = found
                    os.pwrite(fd, _SEND.pack(float(position + 1)), _STATE.size)
                    os.pwrite(fd, _SEND.pack(now), _STATE.size + _SEND.size * (position + 1))
            return 0.0

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
            if self.paused_until(keys) > self.clock():
                continue  # a 429 paused the limit while this call held a slot inside it
            while (hold := self.admit(keys)) > 0:
                if sleep(hold):
                    raise RecordingStopped("the recording is stopping")
            return max(0.0, self.clock() - started)

    def penalize(self, keys: Sequence[str], pause_s: float) -> bool:
        """A 429 with ``Retry-After: pause_s``: stretch the interval of every limit in
        ``keys``, and pause them all when it follows another 429 closely (True then)."""
        clustered = False
        with self._held(keys) as fds:
            now = self.clock()
            for fd in fds:
                state = self._read(fd, now)
                if now - state[3] <= CLUSTER_S:
                    clustered = True
                    state[1] = max(state[1], now + max(0.0, pause_s))
                    state[0] = max(state[0], state[1])
                state[2] = min(_MAX_SCALE, state[2] * (1.25 if clustered else 1.1))
                state[3] = now
                os.pwrite(fd, _STATE.pack(*state), 0)
        return clustered

    def relieve(self, keys: Sequence[str]) -> None:
        """A call went through: shrink a stretched interval back toward the limit's."""
        with self._held(keys) as fds:
            now = self.clock()
            for fd in fds:
                state = self._read(fd, now)
                if state[2] > 1.0:
                    state[2] = max(1.0, state[2] * 0.99)
                    os.pwrite(fd, _STATE.pack(*state), 0)

    def close(self) -> None:
        with self._lock:
            for fd in self._fds.values():
                os.close(fd)
            self._fds.clear()


def _sleep(seconds: float) -> bool:
    time.sleep(seconds)
    return False
