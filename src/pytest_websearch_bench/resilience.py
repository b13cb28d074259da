"""Retry with exponential backoff and full jitter, a circuit breaker, deadlines and
idempotent cancellation: deterministic under an injected clock and seeded randomness.

In replay everything runs on a :class:`FakeClock`: backoff "sleeps" advance it, a
recorded timeout advances it to the deadline, and nothing waits for real. Live
(recording) uses :class:`SystemClock`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol, TypeVar

from .providers.errors import WebSearchError

T = TypeVar("T")
BreakerState = Literal["closed", "open", "half_open"]


class Clock(Protocol):
    def now(self) -> float: ...

    def sleep(self, seconds: float) -> None: ...


class SystemClock:
    def now(self) -> float:
        return time.monotonic()

    def sleep(self, seconds: float) -> None:
        if seconds > 0:
            time.sleep(seconds)


@dataclass
class FakeClock:
    """A clock that only moves when told to; every sleep is recorded, none is real."""

    current: float = 0.0
    sleeps: list[float] = field(default_factory=list)

    def now(self) -> float:
        return self.current

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.current += max(0.0, seconds)

    def advance(self, seconds: float) -> None:
        self.current += max(0.0, seconds)


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with full jitter (delay ~ U(0, min(cap, base * 2**(n-1)))),
    raised to the provider's ``Retry-After`` when it asks for longer, up to a cap."""

    max_attempts: int = 3
    base_delay_s: float = 0.5
    max_delay_s: float = 20.0
    retry_after_cap_s: float = 60.0

    def delay(self, attempt: int, error: WebSearchError, rng: random.Random) -> float:
        ceiling = min(self.max_delay_s, self.base_delay_s * 2 ** (attempt - 1))
        delay = rng.uniform(0.0, ceiling)
        if error.retry_after_s is not None:
            delay = max(delay, min(error.retry_after_s, self.retry_after_cap_s))
        return round(delay, 3)  # milliseconds are precision enough for a backoff

    def should_retry(self, attempt: int, error: WebSearchError) -> bool:
        return error.retryable and attempt < self.max_attempts


@dataclass
class CircuitBreaker:
    """Closed; open after ``threshold`` consecutive failures; half-open (one call let
    through) after ``cooldown_s``; closed again on a success, open again on a failure."""

    threshold: int = 5
    cooldown_s: float = 30.0
    state: BreakerState = "closed"
    failures: int = 0
    opened_at: float | None = None

    def allow(self, now: float) -> bool:
        if self.state == "open":
            if self.opened_at is not None and now - self.opened_at >= self.cooldown_s:
                self.state = "half_open"
                return True
            return False
        return True

    def record_success(self) -> None:
        self.state = "closed"
        self.failures = 0
        self.opened_at = None

    def record_failure(self, now: float) -> None:
        self.failures += 1
        if self.state == "half_open" or self.failures >= self.threshold:
            self.state = "open"
            self.opened_at = now


@dataclass(frozen=True)
class BreakerStart:
    """The session breaker as a case finds it: its state and consecutive failures."""

    state: BreakerState = "closed"
    failures: int = 0

    def breaker(self, threshold: int = 5) -> CircuitBreaker:
        """A breaker in this state (an open one refuses every call of the case)."""
        return CircuitBreaker(
            threshold=threshold,
            state=self.state,
            failures=self.failures,
            opened_at=0.0 if self.state == "open" else None,
        )


CLOSED = BreakerStart()


def breaker_starts(
    cases: Sequence[tuple[str, Sequence[bool]]], threshold: int = 5
) -> dict[str, BreakerStart]:
    """One breaker per provider for a whole session, as in production, made deterministic:
    the state each case finds, derived in case-id order from what earlier cases recorded
    (each attempt: True answered, False a failure the breaker counts: 429, 5xx, timeout).

    A failure counts; an answer closes the breaker; ``threshold`` consecutive failures
    open it, and the attempts left in that case are refused. A case that finds it open is
    refused whole (its recordings are not played) and, its cooldown spent, leaves it
    half-open: the next case's first attempt is the trial. Serial, xdist and sharded runs
    derive the same states, since each case's depends only on the recordings of the
    cases before it. Cases absent from ``cases`` find it closed."""
    out: dict[str, BreakerStart] = {}
    state: BreakerState = "closed"
    failures = 0
    for case_id, attempts in sorted(cases, key=lambda c: c[0]):
        # one object for the common state (closed, no failure): one entry a case
        out[case_id] = (
            CLOSED if state == "closed" and not failures else BreakerStart(state, failures)
        )
        if state == "open":
            state = "half_open"  # refused whole; the cooldown passes meanwhile
            continue
        for answered in attempts:
            if answered:
                state, failures = "closed", 0
                continue
            failures += 1
            if state == "half_open" or failures >= threshold:
                state = "open"
                break  # the case's remaining attempts are refused
    return out


@dataclass
class CancelScope:
    """A call's deadline and cancellation; ``cancel()`` may be called any number of times."""

    clock: Clock
    timeout_s: float | None = None
    started: float = 0.0
    cancelled: bool = False
    reason: str | None = None

    def __post_init__(self) -> None:
        self.started = self.clock.now()

    @property
    def deadline(self) -> float | None:
        return None if self.timeout_s is None else self.started + self.timeout_s

    def remaining(self) -> float | None:
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - self.clock.now())

    def expired(self) -> bool:
        deadline = self.deadline
        return deadline is not None and self.clock.now() >= deadline

    def cancel(self, reason: str = "cancelled") -> bool:
        """Cancel; True the first time, False when it was already cancelled."""
        if self.cancelled:
            return False
        self.cancelled = True
        self.reason = reason
        return True

    def check(self, provider: str) -> None:
        if self.expired():
            self.cancel("deadline")
        if self.cancelled:
            raise WebSearchError(
                "cancelled", f"call cancelled ({self.reason})", provider=provider, retryable=False
            )


@dataclass
class Attempt:
    """What one attempt did, for the CaseRecord."""

    number: int
    breaker_state: BreakerState
    error: WebSearchError | None = None
    delay_after_s: float | None = None


def with_retries(
    call: Callable[[int], T],
    *,
    provider: str,
    policy: RetryPolicy,
    breaker: CircuitBreaker,
    clock: Clock,
    rng: random.Random | Callable[[], random.Random],
    on_attempt: Callable[[Attempt], None] | None = None,
) -> T:
    """Run ``call(attempt_number)`` until it succeeds, the error is not retryable, the
    attempts run out or the breaker refuses. Raises the last error. ``rng`` (or what it
    returns, asked only when a retry needs jitter) draws the backoff."""
    attempt = 0
    while True:
        attempt += 1
        if not breaker.allow(clock.now()):
            error = WebSearchError(
                "circuit_open",
                f"circuit breaker open after {breaker.failures} consecutive failures",
                provider=provider,
                retryable=False,
            )
            if on_attempt:
                on_attempt(Attempt(attempt, breaker.state, error))
            raise error
        state = breaker.state
        try:
            result = call(attempt)
        except WebSearchError as error:
            if error.kind in ("rate_limited", "upstream", "timeout"):
                breaker.record_failure(clock.now())
            record = Attempt(attempt, state, error)
            if not policy.should_retry(attempt, error):
                if on_attempt:
                    on_attempt(record)
                raise
            draws = rng if isinstance(rng, random.Random) else rng()
            record.delay_after_s = policy.delay(attempt, error, draws)
            if on_attempt:
                on_attempt(record)
            clock.sleep(record.delay_after_s)
            continue
        breaker.record_success()
        if on_attempt:
            on_attempt(Attempt(attempt, state))
        return result
