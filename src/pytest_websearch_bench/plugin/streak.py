"""What holds while consecutive bench items run, in one place: the garbage collector's
tuning and, in a recording session, pytest-socket's lock.

Bench items that cannot call a provider (replay, or recording once its recording phase
is over) run pytest's protocol in one phase (``active.pytest_runtest_protocol``).
Measured with ``benchmarks/replay_overhead.py`` (README, Performance), a replayed case
costs 1.35x a bare pytest test with the single phase and the tuning below, 1.61x with
the tuning alone and 4.3x with neither (target 1.5x), so both stay, and only for them:

* **The collector.** A replayed case allocates thousands of short-lived objects:
  collecting the youngest generation every 10,000 allocations instead of 700 halves the
  time spent in it. What is alive when a streak begins (modules, validators, collected
  items, the records so far) lives until the session ends, so it is frozen out of the
  collector's reach (a full collection no longer rescans it), and again every 40 items,
  right after the youngest generation is collected (the garbage cycles the last items
  left are freed, not frozen). What a case leaves alive (its record, the cassettes the store keeps) is then
  looked at by the collector about once, where it used to be scanned again in each
  generation it was promoted to, finding nothing (a replay makes no garbage cycles):
  0.016M fewer instructions a case under callgrind.
  The thresholds are set when a streak of bench items begins and given back when the
  next item is not a bench item, so a host suite's own tests run with the collector as
  they found it.
* **The recording lock.** In a recording session the items after the recording phase
  replay what was written: pytest-socket's lock is held from one bench item to the next
  (it builds a guard class at every ``disable_socket``, which costs more than some
  replays). An offline session needs nothing here: its lock covers the whole session.

The session's other freezes (after the plugin's imports at configure, at the end of the
session and at exit) and the cleanup that gives everything back are in
``plugin/__init__.py`` and only run when the bench is active.
"""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 10_000  # allocations between collections of the youngest generation
FREEZE_EVERY = 40  # bench items between freezes of what has been gathered


class BenchStreak:
    """Entered by a bench item in the single-phase protocol, left when the next item is
    not one (or the run loop ends)."""

    def __init__(self) -> None:
        self._threshold: tuple[int, int, int] | None = None  # the host's, while tuned
        self._locked = False
        self._ran = 0

    def enter(self, *, lock: bool) -> None:
        if self._threshold is None:
            self._threshold = gc.get_threshold()
            gc.freeze()
            gc.set_threshold(YOUNG_THRESHOLD, *self._threshold[1:])
        if lock and not self._locked:
            from pytest_socket import disable_socket

            disable_socket(allow_unix_socket=True)
            self._locked = True

    def item_done(self) -> None:
        self._ran += 1
        if self._ran % FREEZE_EVERY == 0:
            gc.collect(0)  # garbage cycles of the last items are freed, not frozen
            gc.freeze()  # the records gathered so far live until the end, like the rest

    def leave(self) -> None:
        if self._threshold is not None:
            gc.set_threshold(*self._threshold)
            self._threshold = None
        if self._locked:
            from pytest_socket import enable_socket

            self._locked = False
            enable_socket()
