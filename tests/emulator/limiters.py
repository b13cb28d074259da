"""The emulated rate limiters: a sliding window log, a fixed window and a token bucket.

Each answers ``wait(now)`` (0 when a request may pass now, else the seconds until it
could), ``admit(now)``, and ``remaining``/``reset_in`` for Brave's rate-limit headers.
"""

from __future__ import annotations

import collections


class SlidingWindow:
    """At most ``rate`` admissions in any window of ``window_s`` seconds (exact log)."""

    def __init__(self, rate: float, window_s: float) -> None:
        self.limit = max(1, round(rate * window_s))
        self.window = window_s
        self.log: collections.deque[float] = collections.deque()

    def _trim(self, now: float) -> None:
        edge = now - self.window
        while self.log and self.log[0] <= edge:
            self.log.popleft()

    def wait(self, now: float) -> float:
        """0 when a request may be admitted now, else seconds until it could be."""
        self._trim(now)
        if len(self.log) < self.limit:
            return 0.0
        return self.log[len(self.log) - self.limit] + self.window - now

    def admit(self, now: float) -> None:
        self.log.append(now)

    def remaining(self, now: float) -> int:
        self._trim(now)
        return max(0, self.limit - len(self.log))

    def reset_in(self, now: float) -> float:
        self._trim(now)
        return (self.log[0] + self.window - now) if self.log else 0.0


class FixedWindow:
    """At most ``rate`` admissions per aligned window (per clock second, as many gateways
    count): up to twice that can pass across a window boundary."""

    def __init__(self, rate: float, window_s: float) -> None:
        self.limit = max(1, round(rate * window_s))
        self.window = window_s
        self.current = -1
        self.count = 0

    def _roll(self, now: float) -> None:
        index = int(now // self.window)
        if index != self.current:
            self.current, self.count = index, 0

    def wait(self, now: float) -> float:
        self._roll(now)
        return 0.0 if self.count < self.limit else (self.current + 1) * self.window - now

    def admit(self, now: float) -> None:
        self._roll(now)
        self.count += 1

    def remaining(self, now: float) -> int:
        self._roll(now)
        return max(0, self.limit - self.count)

    def reset_in(self, now: float) -> float:
        self._roll(now)
        return (self.current + 1) * self.window - now


class TokenBucket:
    """``rate`` tokens a second, at most ``burst`` banked (default: a window's worth)."""

    def __init__(self, rate: float, window_s: float, burst: float | None) -> None:
        self.rate = rate
        self.limit = int(burst) if burst is not None else max(1, round(rate * window_s))
        self.capacity = float(self.limit)
        self.tokens = self.capacity
        self.last: float | None = None

    def _refill(self, now: float) -> None:
        if self.last is not None:
            self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now

    def wait(self, now: float) -> float:
        self._refill(now)
        return 0.0 if self.tokens >= 1.0 else (1.0 - self.tokens) / self.rate

    def admit(self, now: float) -> None:
        self._refill(now)
        self.tokens -= 1.0

    def remaining(self, now: float) -> int:
        self._refill(now)
        return int(self.tokens)

    def reset_in(self, now: float) -> float:
        self._refill(now)
        return (self.capacity - self.tokens) / self.rate


Limiter = SlidingWindow | FixedWindow | TokenBucket


def make_limiter(kind: str, rate: float, window_s: float, burst: float | None) -> Limiter:
    """A limiter of ``kind`` ("sliding", "fixed" or "bucket")."""
    if kind == "bucket":
        return TokenBucket(rate, window_s, burst)
    if kind == "fixed":
        return FixedWindow(rate, window_s)
    if kind == "sliding":
        return SlidingWindow(rate, window_s)
    raise ValueError(f"unknown limiter {kind!r}; use sliding, fixed or bucket")
