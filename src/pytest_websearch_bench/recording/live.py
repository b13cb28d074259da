"""The HTTP side of a live recording: each case's own transport, over its provider's
shared connection pool and the shared pacer.

For every request of a case, :class:`CaseTransport`:

1. answers it without a call when the same request was already paid for: a pending
   answer of an interrupted recording of the case (``pending.py``), or, under
   ``--ws-record=new``, the case's cassette on disk (a case re-recorded because its
   extract went stale does not pay for its search again);
2. otherwise stops if the recording is stopping (budget reached, interrupted), waits for
   a slot under the provider's limits (``pacing.py``), and sends it;
3. on a 429 the provider means as a rate limit (the adapter's own reading of the
   answer: a quota 429 is not one), waits its ``Retry-After`` (or an exponential
   backoff), slows the provider down for every process (pausing them all when 429s
   cluster, see ``pacing.py``) and sends it again, so a limit never costs a case; after
   ``max_backoff_s`` of 429 waits for the same call (the pipeline's retries of it
   included: a budget per call, not per attempt; two identical calls of one case each
   have their own) the 429 goes to the pipeline as any failure; a ``Retry-After: 0``
   still waits 0.1 s, doubling up to ``MIN_429_PAUSE_S``, so the budget runs out;
4. captures the exchange as vcrpy does (``capture.py``), keeps a paid answer in the
   pending journal at once, and hands the adapter the answer with its own latency
   (sending to the last byte read) and, apart, the time it waited (outage gate, slot,
   429s: ``Measured.waited_ms``, 0 when it did not wait; kept per exchange in
   ``waits`` for the case's record); a call that got no answer carries the same two
   figures on its error (``NoAnswer``), so its latency is never the time spent waiting.

A connection refused at a loopback, unspecified or link-local address (0.0.0.0 and ::
reach this machine; 169.254.x.x and fe80:: are a metadata endpoint or a gateway on the
local link, never a provider) is final: no outage wait, and the pipeline does not retry
it (``NoAnswer.final``): nothing listens there, and a retry half a second later finds
the same. One refused at a private address (a company gateway restarting) is an
upstream failure as at the provider's own (``outage.py``).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import re
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import httpx

from ..addresses import address_scope
from ..providers.attempt import NO_ANSWER_ATTR, NoAnswer
from ..providers.base import OPERATION_EXTENSION, RECORDED_EXTENSION
from ..providers.fields import retry_after_seconds
from ..replay.cassette import Interaction, InteractionMeta
from ..replay.matching import request_key
from .capture import Exchange, capture_exchange, exchange_of, interaction_of
from .gunzip import gunzip
from .outage import DEFAULT_COOLDOWN_S, OutageGate
from .pacing import MAX_BACKOFF_S, RecordingStopped, SharedPacer
from .pending import PendingLog

CALL_TIMEOUT_S = 30.0  # a live call's connect, write and each read wait at most this
# A 429 whose Retry-After is 0 (or short) still waits 0.1 s, doubling with each 429 of the
# call up to this: a zero pause would spend none of the call's budget, and the 429s would
# go on forever.
MIN_429_PAUSE_S = 1.0
# A connection refused at these scopes (``addresses.py``) is final: nothing listens there.
REFUSED_IS_FINAL = ("loopback", "unspecified", "link-local")

BLOCKED_TEXT = 100  # characters of a blocked answer's text the stop line quotes
BLOCKED_READ = 64 * 1024  # bytes of it read to find them (a block page is small)
_TAG = re.compile(r"<[^>]*>")
_DROP_HEADERS = frozenset({"content-encoding", "transfer-encoding", "content-length"})
# How the adapter reads an error answer (``Adapter.read_error``'s kind): status, headers,
# the raw body and the request's URL.
Classify = Callable[[int, Mapping[str, str], bytes, str], str]


@dataclass(frozen=True, slots=True)
class Measured:
    """What the adapter reports for an answer: its own latency, when it arrived and, live,
    the recording's own waiting before it was sent (never part of the latency)."""

    latency_ms: float | None
    recorded_at: dt.datetime | None
    waited_ms: float | None = None


@dataclass
class LineStats:
    calls: int = 0  # requests sent to the provider (paid or not)
    paid: int = 0  # 2xx answers
    rate_limited: int = 0  # 429s paused for and sent again
    served: int = 0  # answered from a pending journal or a cassette: not paid again
    waited_s: float = 0.0  # at the outage gate, in the limiter, after 429s (never a latency)
    in_flight: int = 0

    def to_dict(self) -> dict[str, float]:
        return {
            "calls": self.calls,
            "paid": self.paid,
            "rate_limited": self.rate_limited,
            "served": self.served,
            "waited_s": round(self.waited_s, 3),
            "in_flight": self.in_flight,
        }


class ProviderLine:
    """One provider's live calls in this process: a connection pool shared by its
    cases, the pacer shared by every process, the stop signal and the counters."""

    def __init__(
        self,
        provider: str,
        pacer: SharedPacer,
        *,
        pool_size: int,
        stop: threading.Event,
        may_call: Callable[[], str | None] = lambda: None,
        max_backoff_s: float = MAX_BACKOFF_S,
        outage_cooldown_s: float = DEFAULT_COOLDOWN_S,
    ) -> None:
        self.provider = provider
        self.pacer = pacer
        self.stop = stop
        self.may_call = may_call  # None, or why no further call may be issued
        self.max_backoff_s = max_backoff_s
        limits = httpx.Limits(max_connections=pool_size, max_keepalive_connections=pool_size)
        self.http = httpx.HTTPTransport(limits=limits)
        self.stats = LineStats()
        self.outage = OutageGate(provider, cooldown_s=outage_cooldown_s)
        self.nothing_listens: str | None = None  # a loopback or link-local host:port that refused
        # the variable the provider's key came from (its adapter's; None: given as api_key=)
        self.key_env: str | None = None
        self._lock = threading.Lock()

    def wait(self, seconds: float) -> bool:
        """Sleep ``seconds``; True when the recording is stopping."""
        return self.stop.wait(seconds)

    def count(self, **deltas: float) -> None:
        with self._lock:
            for name, delta in deltas.items():
                setattr(self.stats, name, getattr(self.stats, name) + delta)

    def check(self) -> None:
        if not self.stop.is_set():
            self.outage.skip()  # the provider is down: this call is not sent (counted)
        reason = "the recording was interrupted" if self.stop.is_set() else self.may_call()
        if reason is not None:
            raise RecordingStopped(reason)

    def close(self) -> None:
        self.http.close()


def _no_answer(
    error: httpx.TransportError, started: float, waited_s: float, final: bool = False
) -> None:
    """Tell the adapter what this attempt measured though it got no answer (``NoAnswer``)."""
    wire_ms = (time.perf_counter() - started) * 1000.0
    setattr(error, NO_ANSWER_ATTR, NoAnswer(wire_ms, waited_s * 1000.0, final))


def blocked_answer(status: int, url: httpx.URL, headers: Mapping[str, str], raw: bytes) -> str:
    """What a blocked answer looked like, for the one line that stops the provider: where
    it came from, its content type and its text (tags dropped, on one line, cut)."""
    kind = str(headers.get("content-type") or "no content type").split(";")[0].strip()
    body = raw
    if "gzip" in str(headers.get("content-encoding") or "").lower():
        try:
            body = gunzip(raw, limit=BLOCKED_READ)
        except OSError:  # not whole gzip, or larger than what is quoted of it
            body = b""
    text = " ".join(_TAG.sub(" ", body[:BLOCKED_READ].decode("utf-8", "replace")).split())
    shown = text[:BLOCKED_TEXT] + "..." if len(text) > BLOCKED_TEXT else text
    return f"HTTP {status} from {_host_port(url)} ({kind}: {shown or 'no text'})"


def _host_port(url: httpx.URL) -> str:
    host = f"[{url.host}]" if ":" in url.host else url.host
    return f"{host}:{url.port}" if url.port is not None else host


class CaseTransport(httpx.BaseTransport):
    """One case's transport (see the module docstring). ``known`` are answers already
    paid for: (request fingerprint, interaction, where it is kept). ``call_of``, when
    set, names the pipeline call the request belongs to (its retries share it): the 429
    budget is per call; unset, per request in the case."""

    def __init__(
        self,
        line: ProviderLine,
        *,
        known: list[tuple[str, Interaction, str]] = (),  # type: ignore[assignment]
        pending: PendingLog | None = None,
    ) -> None:
        self.line = line
        self.known = list(known)
        self.pending = pending
        self.classify: Classify | None = None
        self.exchanges: list[Exchange] = []
        # the bench's waiting before each exchange was sent, in ms (None: answered from
        # what was kept, never sent)
        self.waits: list[float | None] = []
        self.call_of: Callable[[], object] | None = None
        # 429 waits per (request fingerprint, call): every attempt of the call
        self.backoff: dict[tuple[str, object], float] = {}

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        content = request.read()
        fingerprint = request_key(request.method, str(request.url), content).fingerprint
        for index, (known, interaction, source) in enumerate(self.known):
            if known == fingerprint:
                del self.known[index]
                return self._serve(interaction, source)
        return self._live(request, fingerprint)

    def _serve(self, interaction: Interaction, source: str) -> httpx.Response:
        exchange = exchange_of(interaction, source)
        self.exchanges.append(exchange)
        self.waits.append(None)
        self.line.count(served=1)
        headers = [
            (name, value)
            for name, values in exchange.response_headers.items()
            if name.lower() not in _DROP_HEADERS
            for value in values
        ]
        return httpx.Response(
            exchange.status,
            headers=headers,
            content=exchange.response_body,
            extensions={
                RECORDED_EXTENSION: Measured(interaction.ws.latency_ms, interaction.ws.recorded_at)
            },
        )

    def _rate_limit(self, request: httpx.Request, response: httpx.Response, raw: bytes) -> bool:
        if response.status_code != 429:
            return False
        if self.classify is None:
            return True
        try:
            return self.classify(429, response.headers, raw, str(request.url)) == "rate_limited"
        except Exception:  # an adapter that cannot read it: treat it as the status says
            return True

    def _judge_outage(
        self, request_url: httpx.URL, response: httpx.Response, raw: bytes, trial: bool
    ) -> None:
        """Tell the provider's outage gate what this answer says (``outage.py``)."""
        gate = self.line.outage
        status = response.status_code
        if status < 400:
            gate.answered()
            return
        kind = "upstream" if status >= 500 else "rate_limited" if status == 429 else "other"
        if self.classify is not None:
            with contextlib.suppress(Exception):  # unreadable: as the status says
                kind = self.classify(status, response.headers, raw, str(request_url))
        if kind in ("upstream", "timeout", "rate_limited"):
            gate.failed(f"HTTP {status}", trial)
        elif kind == "auth":  # a wrong key: every call to come is refused the same way
            gate.refuse_key(f"HTTP {status} auth", self.line.key_env, trial)
        elif kind == "blocked":  # a proxy's or a filter's 403: stops after BLOCKED_LIMIT
            gate.block(blocked_answer(status, request_url, response.headers, raw), trial)
        else:
            gate.neither(trial)  # a 4xx: the request's fault, neither an answer nor an outage

    def _live(self, request: httpx.Request, fingerprint: str) -> httpx.Response:
        line = self.line
        operation = str(request.extensions.get(OPERATION_EXTENSION, "search"))
        keys = line.pacer.keys_for(line.provider, operation)
        budget_key = (fingerprint, None if self.call_of is None else self.call_of())
        attempt = 0
        waited = 0.0  # this attempt's waiting, in seconds: gate, slots, 429s
        while True:
            line.check()
            gate = time.monotonic()
            trial = line.outage.before_call(line.wait)
            gated = time.monotonic() - gate
            slot = line.pacer.acquire(keys, line.wait)
            waited += gated + slot
            line.count(waited_s=gated + slot)
            if line.outage.still_open_for(trial):
                continue  # the provider failed while this call waited for its slot
            line.check()  # the budget may have been reached while this call waited
            line.count(calls=1, in_flight=1)
            recorded_at = dt.datetime.now(dt.timezone.utc)
            started = time.perf_counter()
            try:
                response = line.http.handle_request(request)
                try:
                    raw = b"".join(response.iter_raw())
                finally:
                    response.close()
            except httpx.ConnectError as error:
                scope = address_scope(request.url.host)
                final = scope in REFUSED_IS_FINAL  # this machine, or the local link
                if final:
                    # nothing listens there: waiting out a cooldown cures nothing
                    line.nothing_listens = _host_port(request.url)
                    line.outage.neither(trial)
                else:  # the provider, or a gateway to it (a restart is waited out)
                    at = f" at {_host_port(request.url)}, a {scope} address" if scope else ""
                    line.outage.failed(f"{type(error).__name__}{at}", trial)
                _no_answer(error, started, waited, final)
                raise
            except httpx.TransportError as error:
                line.outage.failed(type(error).__name__, trial)
                _no_answer(error, started, waited)
                raise
            except BaseException:
                line.outage.neither(trial)  # not an answer of the provider
                raise
            finally:
                line.count(in_flight=-1)
            latency_ms = (time.perf_counter() - started) * 1000.0
            spent = self.backoff.get(budget_key, 0.0)
            if self._rate_limit(request, response, raw) and spent < line.max_backoff_s:
                pause = retry_after_seconds(response.headers, recorded_at)
                if pause is None:
                    pause = min(30.0, 2.0**attempt)
                pause = max(pause, min(MIN_429_PAUSE_S, 0.1 * 2.0**attempt))
                pause = min(pause, line.max_backoff_s - spent)  # the call's budget, in all
                attempt += 1
                self.backoff[budget_key] = spent + pause
                waited += pause
                line.count(rate_limited=1, waited_s=pause)
                line.outage.neither(trial)
                if not line.pacer.penalize(keys, pause) and line.wait(pause):
                    stopped = RecordingStopped("the recording was interrupted")
                    stopped.sent = True  # this call went out: a 429 was being waited out
                    raise stopped
                continue
            break
        self._judge_outage(request.url, response, raw, trial)
        paid = 200 <= response.status_code < 300
        if paid:
            line.count(paid=1)
            line.pacer.relieve(keys)
        exchange = capture_exchange(request, response, raw)
        self.exchanges.append(exchange)
        self.waits.append(waited * 1000.0)
        if paid and self.pending is not None:
            meta = InteractionMeta(
                kind="response",
                latency_ms=latency_ms,
                recorded_at=recorded_at,
                fingerprint=fingerprint,
            )
            exchange.redacted = self.pending.append(interaction_of(exchange, meta))
        extensions: dict[str, Any] = {
            k: v for k, v in response.extensions.items() if k in ("http_version", "reason_phrase")
        }
        extensions[RECORDED_EXTENSION] = Measured(latency_ms, recorded_at, waited * 1000.0)
        return httpx.Response(
            response.status_code,
            headers=response.headers,
            stream=httpx.ByteStream(raw),
            extensions=extensions,
        )
