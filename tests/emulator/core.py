"""The emulator's logic, without sockets: it decides every answer and keeps the counters.

Per request, in this order: route and canonicalise it (the key); check the provider's
auth header (401); answer a forced response queued with :meth:`EmulatorCore.inject`;
apply the provider's rate limit (and ``provider.operation``'s: an immediate 429 with
``Retry-After``); apply the optional quota; validate (400, or 422 for Brave); fail a
deterministic fraction with 502/503; otherwise answer 200 with a body derived from the
request alone. The HTTP layer only sleeps ``reply.delay_s``, calls :meth:`book`, writes
and calls :meth:`complete`.
"""

from __future__ import annotations

import collections
import hashlib
import json
import math
import threading
import time
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from . import brave, control, exa, tavily
from .config import PROVIDERS, ROUTES, EmulatorConfig
from .draws import hex_id, lognormal_ms, uniform
from .journal import Journal
from .ledger import Ledger, summarise
from .limiters import Limiter, make_limiter
from .reply import JSON, JSON_UTF8, Header, Key, Reply, gateway_error, json_bytes


def canonical_request(method: str, query: str, body: bytes) -> str:
    """The request's identity: JSON body with sorted keys, or the sorted query string."""
    if method == "GET":
        pairs = sorted(parse_qsl(query, keep_blank_values=True))
        return json.dumps(pairs, ensure_ascii=False, separators=(",", ":"))
    try:
        parsed = json.loads(body) if body else None
    except ValueError:
        return "raw:" + hashlib.sha256(body).hexdigest()
    return json.dumps(parsed, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


class EmulatorCore:
    """Decides every answer and keeps the counters; the HTTP layer only sleeps and writes."""

    def __init__(self, config: EmulatorConfig) -> None:
        self.config = config
        self._lock = threading.RLock()
        self._ledger = Ledger()
        self._limiters: dict[str, Limiter] = {}
        self._injected: dict[str, collections.deque[tuple[int, str | None]]] = (
            collections.defaultdict(collections.deque)
        )
        self._in_flight: collections.Counter[str] = collections.Counter()
        self._max_in_flight: collections.Counter[str] = collections.Counter()
        # provider -> [admitted, first monotonic time, last monotonic time]
        self._admitted: dict[str, list[float]] = {}
        self._started = time.time()
        self._build_limiters()
        self._journal = Journal(config.state_path) if config.state_path else None
        if self._journal is not None:
            self._ledger.replay(self._journal.events())
            self._journal.open()

    def _build_limiters(self) -> None:
        self._limiters.clear()
        c = self.config
        for name in set(PROVIDERS) | set(c.rates):
            rate = c.rate_for(name)
            if rate is not None and rate > 0:
                self._limiters[name] = make_limiter(c.limiter, rate, c.rate_window_s, c.burst)

    def _limiters_for(self, provider: str, operation: str) -> list[Limiter]:
        names = (provider, f"{provider}.{operation}")
        return [self._limiters[name] for name in names if name in self._limiters]

    # -- persistence ------------------------------------------------------------------

    def compact(self) -> None:
        """Rewrite the journal as one snapshot line (atomically)."""
        if self._journal is None:
            return
        with self._lock:
            self._journal.compact(self._ledger.snapshot())

    def close(self) -> None:
        """Compact and close the journal (a clean stop)."""
        if self._journal is not None and self._journal.is_open:
            self.compact()
            with self._lock:
                self._journal.close()

    def _log(self, event: Mapping[str, Any]) -> None:
        if self._journal is not None:
            self._journal.append(event)

    # -- counting ---------------------------------------------------------------------

    def book(self, reply: Reply, write_started: float) -> None:
        """Count an answer just before it is written (so a client that reads the answer and
        then the stats sees it counted); :meth:`complete` adds whether it was delivered."""
        if reply.key is None:
            return
        t = time.time()
        with self._lock:
            if 200 <= reply.status < 300:
                reply.after_delivery = self._ledger.was_delivered_before(reply.key, reply.arrived)
            self._in_flight[reply.key[0]] -= 1
            rec = self._ledger.record(reply.key)
            self._ledger.apply(
                rec, reply.status, False, reply.after_delivery, reply.cost_usd, reply.credits, t
            )
            reply.booked_t = t
            reply.write_started = write_started

    def complete(self, reply: Reply, delivered: bool) -> None:
        """Record whether the booked answer reached the client, and journal the request. A
        paid answer whose write began before a later request of the same key arrived makes
        that later request, if paid too, a ``paid_after_delivery``."""
        if reply.key is None:
            return
        with self._lock:
            if delivered and 200 <= reply.status < 300:
                self._ledger.mark_delivered(reply.key, reply.write_started)
            self._log(
                {
                    "e": "r",
                    "p": reply.key[0],
                    "o": reply.key[1],
                    "q": reply.key[2],
                    "s": reply.status,
                    "d": delivered,
                    "a": reply.after_delivery,
                    "c": reply.cost_usd,
                    "cr": reply.credits,
                    "t": round(reply.booked_t, 3),
                }
            )

    # -- control ----------------------------------------------------------------------

    def inject(
        self, provider: str, status: int, count: int = 1, operation: str | None = None
    ) -> None:
        """Answer the next ``count`` requests of ``provider`` (optionally one operation) with
        ``status`` in the provider's shape (429 carries Retry-After: 1), before the limiter."""
        if provider not in PROVIDERS:
            raise ValueError(f"inject: no emulated provider {provider!r}; have {PROVIDERS}")
        with self._lock:
            for _ in range(count):
                self._injected[provider].append((status, operation))

    def reset(self) -> None:
        """Forget every counter and limiter state (and truncate the journal)."""
        with self._lock:
            self._ledger.clear()
            self._admitted.clear()
            self._injected.clear()
            self._max_in_flight = collections.Counter(self._in_flight)
            self._build_limiters()
            if self._journal is not None:
                self._journal.truncate()

    def stats(self, keys: str = "duplicates") -> dict[str, Any]:
        """Counters (named in ``ledger.py``): ``totals``, ``providers[NAME]`` with
        ``operations[OP]``, and per key (``keys``: "all", "duplicates" or "none")."""
        with self._lock:
            records = list(self._ledger.records.values())
            in_flight = dict(self._in_flight)
            max_in_flight = dict(self._max_in_flight)
            admitted = {p: (int(a[0]), a[1], a[2]) for p, a in self._admitted.items()}
            unrouted = self._ledger.unrouted
        totals, per = summarise(records)
        for name, p in per.items():
            p["in_flight"] = in_flight.get(name, 0)
            p["max_in_flight"] = max_in_flight.get(name, 0)
            if name in admitted:
                n, first, last = admitted[name]
                p["admitted"] = n
                p["admitted_rate"] = round((n - 1) / (last - first), 3) if last > first else None
            p["rate_limit"] = self.config.rate_for(name)
        totals["unrouted"] = unrouted
        out: dict[str, Any] = {
            "totals": totals,
            "providers": per,
            "uptime_s": round(time.time() - self._started, 3),
            "config": self.config.to_json(),
        }
        if keys == "all":
            out["keys"] = [r.to_json() for r in records]
        elif keys == "duplicates":
            out["keys"] = [r.to_json() for r in records if r.paid > 1]
        return out

    # -- answering --------------------------------------------------------------------

    def handle(self, method: str, target: str, headers: Mapping[str, str], body: bytes) -> Reply:
        """The answer to one request (``headers`` with lower-case names)."""
        parts = urlsplit(target)
        path = parts.path
        if path.startswith("/_"):
            return control.answer(self, method, path, parts.query, body)
        segments = path.split("/", 2)
        provider = segments[1] if len(segments) > 1 else ""
        rest = "/" + (segments[2] if len(segments) > 2 else "")
        operation = ROUTES.get((provider, method, rest.rstrip("/") or "/"))
        if operation is None:
            with self._lock:
                self._ledger.unrouted += 1
                self._log({"e": "u", "m": method, "path": path})
            return control.not_found()
        key = (provider, operation, canonical_request(method, parts.query, body))
        now = time.monotonic()
        with self._lock:
            rec = self._ledger.record(key)
            occurrence = rec.arrivals
            rec.arrivals += 1
            self._in_flight[provider] += 1
            if self._in_flight[provider] > self._max_in_flight[provider]:
                self._max_in_flight[provider] = self._in_flight[provider]
            reply = self._decide(provider, operation, headers, now, occurrence, key)
        if reply is None:
            try:
                reply = self._answer(provider, operation, parts.query, body, key, occurrence)
            except Exception as exc:  # a body the emulator cannot handle: the provider's 400
                status = 422 if provider == "brave" else 400
                with self._lock:
                    reply = self._error(
                        provider, status, key, occurrence, message=f"{type(exc).__name__}: {exc}"
                    )
        reply.key = key
        reply.arrived = now
        if self.config.debug_headers:
            reply.headers.append(("x-emulator-arrival", f"{now:.6f}"))
            reply.headers.append(("x-emulator-occurrence", str(occurrence)))
            reply.headers.append(("x-emulator-latency-ms", f"{reply.delay_s * 1000:.3f}"))
        return reply

    def _decide(
        self,
        provider: str,
        operation: str,
        headers: Mapping[str, str],
        now: float,
        occurrence: int,
        key: Key,
    ) -> Reply | None:
        """Auth, injected answers, rate limit and quota (under the lock)."""
        if self.config.require_auth and not self._authorised(provider, headers):
            return self._error(provider, 401, key, occurrence)
        queue = self._injected.get(provider)
        if queue:
            for i, (status, op) in enumerate(queue):
                if op is None or op == operation:
                    del queue[i]
                    reply = self._error(provider, status, key, occurrence, retry_after=1.0)
                    if status >= 500:
                        reply.delay_s = self.latency_s(key, occurrence)
                    return reply
        limiters = self._limiters_for(provider, operation)
        if limiters:
            wait = max(limiter.wait(now) for limiter in limiters)
            if wait > 0:
                return self._error(provider, 429, key, occurrence, retry_after=wait, now=now)
            for limiter in limiters:
                limiter.admit(now)
        seen = self._admitted.get(provider)
        if seen is None:
            self._admitted[provider] = [1, now, now]
        else:
            seen[0] += 1
            seen[2] = now
        quota = self.config.quotas.get(provider)
        if quota is not None and self._ledger.paid[provider] >= quota:
            return self._error(provider, 402, key, occurrence)
        return None

    def _authorised(self, provider: str, headers: Mapping[str, str]) -> bool:
        module = {"tavily": tavily, "exa": exa, "brave": brave}[provider]
        tokens = [t for t in module.credentials(headers) if t]
        expected = self.config.api_keys.get(provider)
        return bool(tokens) and (expected is None or expected in tokens)

    def latency_s(self, key: Key, occurrence: int) -> float:
        """The served delay of the ``occurrence``-th ask of ``key`` (time scale applied)."""
        c = self.config
        u = uniform(c.seed, "latency", *key, occurrence)
        ms = lognormal_ms(u, c.latency_median_ms, c.latency_p95_ms)
        return min(ms, c.latency_cap_ms) * c.time_scale / 1000.0

    def _retry_after(self, wait: float) -> str:
        if self.config.retry_after == "exact":
            return f"{max(wait, 0.001):.3f}"
        return str(max(1, math.ceil(wait)))

    def _brave_headers(self, now: float) -> list[Header]:
        c = self.config
        used = self._ledger.paid["brave"]
        limiter = self._limiters.get("brave")
        return brave.rate_headers(limiter, c.rate_window_s, c.quotas.get("brave"), used, now)

    def _error(
        self,
        provider: str,
        status: int,
        key: Key,
        occurrence: int,
        *,
        retry_after: float | None = None,
        now: float | None = None,
        message: str | None = None,
    ) -> Reply:
        """An error in ``provider``'s documented shape (under the lock)."""
        if status in (500, 502, 503, 504) and message is None:
            return gateway_error(status)
        headers: list[Header] = []
        if status == 429 and retry_after is not None:
            headers.append(("Retry-After", self._retry_after(retry_after)))
        request_id = hex_id("rid", *key, occurrence)
        if provider == "tavily":
            return tavily.error(status, message, headers)
        if provider == "exa":
            return exa.error(status, request_id, self.config.rate_for(provider), message, headers)
        now = time.monotonic() if now is None else now
        quota = self.config.quotas.get("brave")
        used = self._ledger.paid["brave"]
        headers += self._brave_headers(now)
        limiter = self._limiters.get("brave")
        return brave.error(status, request_id, message, headers, limiter, quota, used, now)

    def _answer(
        self,
        provider: str,
        operation: str,
        query: str,
        raw: bytes,
        key: Key,
        occurrence: int,
    ) -> Reply:
        """Validation, the 5xx draw, and the 200 body (outside the lock)."""
        c = self.config
        delay = self.latency_s(key, occurrence)
        payload: Any = None
        params: dict[str, str] = {}
        if provider == "brave":
            params = dict(parse_qsl(query, keep_blank_values=True))
            problem = brave.validate(params)
        else:
            try:
                payload = json.loads(raw) if raw else None
            except ValueError:
                payload = None
            if not isinstance(payload, dict):
                problem = "Invalid JSON body"
            elif provider == "tavily":
                problem = tavily.validate(operation, payload)
            else:
                problem = exa.validate(operation, payload)
        if problem is not None:
            status = 422 if provider == "brave" else 400
            with self._lock:
                reply = self._error(provider, status, key, occurrence, message=problem)
            reply.delay_s = delay * 0.1
            return reply
        if c.error_fraction > 0 and uniform(c.seed, "5xx", *key, occurrence) < c.error_fraction:
            pick = uniform(c.seed, "5xx-status", *key, occurrence)
            status = c.error_statuses[int(pick * len(c.error_statuses))]
            with self._lock:
                reply = self._error(provider, status, key, occurrence)
            reply.delay_s = delay
            return reply
        # The body's own timing field is the first draw for the key, so the body depends on
        # the request alone (a retried request gets the same bytes).
        body_ms = self.latency_s(key, 0) * 1000.0 / max(c.time_scale, 1e-9)
        request_id = hex_id("request", *key)
        headers = [JSON]
        if provider == "tavily" and operation == "search":
            body, cost, credits = tavily.search(payload, request_id, body_ms, c.drawn_content_seed)
        elif provider == "tavily":
            body, cost, credits = tavily.extract(
                payload, request_id, body_ms, c.extract_fail_fraction
            )
        elif provider == "exa" and operation == "search":
            body, cost, credits = exa.search(payload, request_id, body_ms, c.drawn_content_seed)
        elif provider == "exa":
            body, cost, credits = exa.contents(
                payload, request_id, body_ms, c.extract_fail_fraction
            )
        else:
            body, cost, credits = (
                brave.search(params, c.drawn_content_seed),
                brave.USD_PER_SEARCH,
                0.0,
            )
        if provider == "exa":
            headers = [JSON_UTF8]
        if provider == "brave":
            with self._lock:
                headers += self._brave_headers(time.monotonic())
        return Reply(200, headers, json_bytes(body), delay, cost_usd=cost, credits=credits)
