"""A provider that is down, while recording: the calls wait, they are never refused.

In production one circuit breaker per provider refuses calls after consecutive failures.
Replaying, the bench derives that breaker in case-id order from what was recorded
(``resilience.breaker_starts``), so every process finds the same states. Recording, a
breaker shared by concurrent cases would see failures in completion order and refuse a
different set of calls than a serial recording of the same answers (and a refused case
would be written without the calls it never made). So while recording each case meets
the provider with a breaker of its own, and across cases this gate only *delays*:

* ``threshold`` consecutive upstream failures (5xx, a timeout, a 429 left to the
  pipeline) of the provider, in any case, open the gate: no call is issued for
  ``cooldown_s``;
* then one call goes through as a trial while the others wait for its answer; an answer
  closes the gate, a failure opens it again;
* after ``max_openings`` openings with no answer in between the provider is taken as
  down: the recording of that provider stops (``RecordingStopped``) and the cases left
  are recorded by the next ``--ws-record=new``, as when a budget is spent.

An auth refusal (a 401 or 403 the adapter reads as ``auth``: a wrong or revoked key) stops
the provider's recording at its first answer (``refuse_key``): every call still to come
would be refused the same way, and no wait cures it.

A 403 the adapter reads as ``blocked`` (a proxy's or an egress filter's answer: an HTML
block page, a body naming a proxy or a WAF, at a local address or with a proxy's header)
stops it after ``BLOCKED_LIMIT`` consecutive blocked answers with no answer of the
provider between them (``block``): one may be a filter's passing rule, two in a row are
the way to the provider shut, and a wait does not open it. The cases not sent are not
recorded (never the provider's failure: it was never reached), as after a refused key.
The count is the session's (``shared``: the session folder's ``blocked.<provider>``), not
each xdist worker's: a block in one worker and one in another are two in a row, and a
worker stops at its next call once another's blocks reached the limit. So at most
``BLOCKED_LIMIT`` blocked calls are sent, plus one per other process whose call was
already on its way (before the stop, ux67b: each worker counted alone, so ``-n 2`` sent up
to twice as many).

A connection refused at a loopback, unspecified or link-local address (an emulator not
started, a wrong port; 0.0.0.0 and :: reach this machine; 169.254.x.x and fe80:: are a
metadata endpoint or a misconfigured gateway on the local link, never a provider: the
scopes of ``addresses.py``) is no outage a wait cures: the transport
fails such calls at once, the pipeline does not retry them, this gate hears nothing of
them (``live.py``), and the recording summary says nothing listens there. One refused at
a private address (10.x, 172.16-31.x, 192.168.x) counts here like any upstream failure:
that may be a company gateway restarting, which a wait does cure. While the gate is open
the progress line says why, when the next trial goes and how long until the provider
is taken as down (``pause_line``); ``ws_outage_cooldown`` shortens the wait, Ctrl-C
ends it.

What a case sends and receives does not depend on when it was let through, so a serial,
threaded or xdist recording of the same answers writes the same cassettes. Waiting here
is never part of a recorded latency. One gate per provider and process (xdist workers
each judge an outage from their own calls; blocked answers are counted together, above).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from .pacing import RecordingStopped

DEFAULT_THRESHOLD = 5  # as the session breaker replay derives (resilience.CircuitBreaker)
DEFAULT_COOLDOWN_S = 30.0
DEFAULT_MAX_OPENINGS = 3
# Consecutive ``blocked`` answers (a proxy's or a filter's 403) after which no further call
# of the provider is sent (``OutageGate.block``).
BLOCKED_LIMIT = 2


class BlockCount(Protocol):
    """Blocked answers in a row counted by every process of the session
    (``coord.SharedBlocks``)."""

    def add(self, answer: str) -> int: ...

    def reset(self) -> None: ...

    def read(self) -> tuple[int, str | None]: ...


@dataclass
class OutageGate:
    """See the module docstring. ``wait(seconds)`` sleeps and returns True when the
    recording is stopping (the provider line's stop event)."""

    provider: str
    threshold: int = DEFAULT_THRESHOLD
    cooldown_s: float = DEFAULT_COOLDOWN_S
    max_openings: int = DEFAULT_MAX_OPENINGS
    clock: Callable[[], float] = time.monotonic
    state: str = "closed"  # closed | open | half_open
    failures: int = 0  # consecutive, across the provider's cases
    openings: int = 0  # consecutive openings with no answer between them
    opened: int = 0  # every opening waited out (a pause), for the run's summary
    trials: int = 0  # trial calls let through after a pause, for the run's summary
    # calls never sent because the provider was taken as down (the run file's
    # recording.providers.NAME.skipped_calls, and the summary's figure)
    skipped: int = 0
    down: str | None = None  # why the provider is taken as down (the recording stopped)
    # the first auth refusal (a 401/403 the adapter reads as ``auth``): the key is wrong,
    # and every call still to come would be refused the same way (``refuse_key``)
    key_refused: str | None = None
    # consecutive ``blocked`` answers (a proxy's 403), and what the last one looked like
    blocks: int = 0
    blocked: str | None = None
    # why no wait cures the stop: "key" (``refuse_key``), "blocked" (``block``), else None
    stop_cause: str | None = None
    last: str = ""  # the last failure, as ``failed`` was told it
    # the session's count of blocked answers in a row (None: this process's alone)
    shared: BlockCount | None = None
    _opened_at: float = 0.0
    _trial: bool = False  # a trial call is in flight
    _cond: threading.Condition = field(default_factory=threading.Condition)

    def before_call(self, wait: Callable[[float], bool]) -> bool:
        """Block while the gate is open; raise ``RecordingStopped`` once the provider is
        down or the recording stops. Returns when this call may be issued: True when it
        is the trial (its outcome alone decides whether the gate closes or opens again)."""
        with self._cond:
            while True:
                self._blocked_elsewhere()
                if self.down is not None:
                    self.skipped += 1
                    raise RecordingStopped(self.down)
                if self.state == "closed":
                    return False
                if self.state == "open":
                    left = self._opened_at + self.cooldown_s - self.clock()
                    if left <= 0:
                        self.state = "half_open"
                        self._trial = True
                        self.trials += 1
                        return True
                    self._cond.release()
                    try:
                        stopping = wait(min(left, 0.5))
                    finally:
                        self._cond.acquire()
                    if stopping:
                        raise RecordingStopped("the recording was interrupted")
                    continue
                # half_open: one trial in flight; wait for its answer
                if not self._trial:
                    self._trial = True
                    self.trials += 1
                    return True
                self._cond.wait(timeout=0.5)
                if wait(0.0):
                    raise RecordingStopped("the recording was interrupted")

    def skip(self) -> None:
        """Once the provider is taken as down: a call that is not sent (counted for the
        summary) raises ``RecordingStopped``; otherwise nothing."""
        with self._cond:
            self._blocked_elsewhere()
            if self.down is not None:
                self.skipped += 1
                raise RecordingStopped(self.down)

    def _blocked_elsewhere(self) -> None:
        """(Under ``_cond``.) Take the provider as blocked when the session's count
        (``shared``) reached the limit in another process."""
        if self.down is not None or self.shared is None:
            return
        count, answer = self.shared.read()
        if count >= BLOCKED_LIMIT:
            self._stop_blocked(count, answer or self.blocked or "a proxy's or a filter's 403")

    def _stop_blocked(self, count: int, what: str) -> None:
        self.blocks = count
        self.blocked = what
        self.down = (
            f"{self.provider}'s calls were blocked {count} time(s) in a row: "
            f"{what}, a proxy's or a filter's answer, not {self.provider}'s"
        )
        self.stop_cause = "blocked"

    def still_open_for(self, trial: bool) -> bool:
        """After a call waited for its slot: whether the gate closed meanwhile for it (an
        ordinary call that was let through before the gate opened asks again)."""
        with self._cond:
            return not trial and self.state != "closed"

    def answered(self) -> None:
        """The provider answered (any status that is not a failure the breaker counts):
        from any call, the provider is up."""
        with self._cond:
            self.state, self.failures, self.openings, self._trial = "closed", 0, 0, False
            self.blocks = 0
            if self.shared is not None:
                self.shared.reset()  # in every process: the way to the provider is open
            self._cond.notify_all()

    def failed(self, what: str, trial: bool = False) -> None:
        """An upstream failure (``what``: e.g. ``HTTP 503`` or ``timeout``). While the gate
        is open or half-open only the trial's failure opens it again: a call sent before
        the gate opened and failing late says nothing new."""
        with self._cond:
            self.failures += 1
            self.last = what
            if (self.state == "half_open" and trial) or (
                self.state == "closed" and self.failures >= self.threshold
            ):
                self.state = "open"
                self._opened_at = self.clock()
                self._trial = False
                self.openings += 1
                if self.openings <= self.max_openings:
                    self.opened += 1  # a pause: a trial call follows it
                else:  # no pause: the calls still to come are not sent (``skip``)
                    self.down = (
                        f"{self.provider} looks down: {self.failures} consecutive upstream "
                        f"failures (last: {what}), the last {self.max_openings} of them trial "
                        f"call(s) {self.cooldown_s:g} s apart"
                    )
            self._cond.notify_all()

    def refuse_key(self, what: str, variable: str | None, trial: bool = False) -> None:
        """The provider refused the API key (``what``: e.g. ``HTTP 401 auth``). No wait
        cures that: the recording of the provider stops at once, as when it is taken as
        down, and the calls still to come are not sent (``skip``). ``variable``: the
        variable the key came from (None: given to the adapter as ``api_key=``)."""
        with self._cond:
            if self.key_refused is None:
                self.key_refused = what
                key = f"in {variable}" if variable else "given to its adapter (api_key=)"
                self.down = f"{self.provider} refused the API key {key} ({what})"
                self.stop_cause = "key"
            if trial and self.state == "half_open":
                self._trial = False
            self._cond.notify_all()

    def block(self, what: str, trial: bool = False) -> None:
        """A ``blocked`` answer (``what``: where it came from and what it looked like, e.g.
        ``403 from 127.0.0.1:8080 (text/html: Access denied by the proxy)``). After
        ``BLOCKED_LIMIT`` of them in a row (no answer of the provider between) the
        recording of the provider stops, as after a refused key: the calls still to come
        are not sent (``skip``); a trial is over without a verdict on an outage."""
        with self._cond:
            self.blocks = self.shared.add(what) if self.shared is not None else self.blocks + 1
            self.blocked = what
            if self.blocks >= BLOCKED_LIMIT and self.down is None:
                self._stop_blocked(self.blocks, what)
            if trial and self.state == "half_open":
                self._trial = False
            self._cond.notify_all()

    def pause_line(self) -> str | None:
        """While the gate holds the calls back: why, when the next trial call goes and
        how long until the provider is taken as down if every trial fails (the trials'
        own time aside). None while it lets calls through."""
        with self._cond:
            if self.state == "closed" or self.down is not None:
                return None
            left = 0.0
            if self.state == "open":
                left = max(0.0, self._opened_at + self.cooldown_s - self.clock())
            trials = self.max_openings - self.openings + 1
            at_most = left + (trials - 1) * self.cooldown_s
            when = f"in {left:.0f} s" if self.state == "open" else "in flight"
            return (
                f"{self.provider} paused: {self.failures} consecutive failures (last: "
                f"{self.last}); trial call {when}, taken as down after {trials} failed "
                f"trial(s) ({_clock(at_most)} from now at most); a lower ws_outage_cooldown "
                "waits less, Ctrl-C stops"
            )

    def neither(self, trial: bool = False) -> None:
        """An answer that says nothing about an outage (a 4xx), or a call that never got
        an answer (stopped): a trial is over without a verdict."""
        with self._cond:
            if trial and self.state == "half_open":
                self._trial = False
            self._cond.notify_all()


def _clock(seconds: float) -> str:
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"
