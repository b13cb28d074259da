"""Recording one case live: its adapter over its own capturing transport (``recording/
live.py``), the pipeline run for real, and the cassettes written when it ends.

Thread-safe: the recording phase runs many cases at once. What a case shares with the
others (the provider's connection pool and pacer, the loaded golden set and stored
documents, the recorder's journal) is either read-only or locked.
"""

from __future__ import annotations

import copy
import math
import os
import traceback
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import httpx

from ..addresses import local_origin
from ..cases import GoldenCase
from ..errors import NO_CONTEXT, ConfigError, FixtureError
from ..pipeline import execute, new_record, provider_calls_only
from ..providers.base import Adapter
from ..recording.capture import Exchange
from ..recording.live import CALL_TIMEOUT_S, CaseTransport
from ..recording.pacing import RecordingStopped
from ..recording.pending import PendingLog, pending_path
from ..recording.redact import ProviderKey, short_key
from ..recording.synthetic_failures import DroppedFixture
from ..records import CallRecord, CaseRecord, HardFault, sent_calls
from ..replay.cassette import Interaction, load_cassette
from ..replay.matching import request_key
from ..replay.verify import REDACTION_RULES_NAME
from ..resilience import CircuitBreaker, SystemClock

if TYPE_CHECKING:  # pragma: no cover
    from .record_phase import LiveContext
    from .runner import CaseRunner

OPERATIONS = ("search", "extract", "fetch")


def known_answers(
    runner: CaseRunner, provider: str, case_id: str, pending: PendingLog
) -> list[tuple[str, Interaction, str]]:
    """Answers already paid for: the case's pending ones, and under ``--ws-record=new``
    the successful interactions of its cassettes on disk."""
    known: list[tuple[str, Interaction, str]] = []
    for interaction in pending.load():
        if interaction.ws.fingerprint and interaction.response is not None:
            known.append((interaction.ws.fingerprint, interaction, "pending"))
    if runner.config.record != "new":
        return known
    store = runner.loaded.store
    for operation in OPERATIONS:
        path = store.expected_path(provider, operation, case_id)
        if not path.exists():
            continue
        try:
            cassette = load_cassette(path)
        except FixtureError:
            continue  # unreadable: recorded again
        relative = store.relative(path)
        for interaction in cassette.interactions:
            response = interaction.response
            if response is None or not 200 <= response.status.code < 300:
                continue
            request = interaction.request
            fingerprint = interaction.ws.fingerprint or (
                request_key(request.method, request.uri, request.body).fingerprint
            )
            known.append((fingerprint, interaction, relative))
    return known


def live_adapter(runner: CaseRunner, provider: str, client: httpx.Client) -> Adapter:
    """The provider's adapter calling for real through ``client``, at its endpoint."""
    from .runner import point_at

    source = runner.adapter_source(provider)
    if isinstance(source, Adapter):
        adapter = copy.copy(source)
        adapter._client = client
        adapter.transport = None
        adapter.offline = False
    else:
        adapter = source(client=client, offline=False, pricing=runner.loaded.pricing(provider))
    return point_at(adapter, runner.config)


class MissingKeyError(ConfigError):
    """A recording would call a provider whose adapter has no API key."""


def check_keys(runner: CaseRunner, todo: Mapping[str, list[str]]) -> dict[str, dict[str, Any]]:
    """MissingKeyError, before any call, when a provider with cases to record has no key
    (the adapter's own lookup: its ``api_key=``, else its variable); replay needs none.

    Returns the providers whose key looks real but is too short to be searched for as
    text (``redact.short_key``), each with where the key came from (its variable, or
    ``api_key=``), its length and the header and parameter it is redacted under by name:
    the recording's estimate warns of them (``progress.short_key_line``)."""
    missing: list[tuple[str, str, int]] = []  # (provider, variable, cases to record)
    short: dict[str, dict[str, Any]] = {}
    with httpx.Client() as client:  # never used: the adapter is built, not called
        for provider in sorted(p for p, cases in todo.items() if cases):
            adapter = live_adapter(runner, provider, client)
            variable = str(getattr(adapter, "key_env", "") or "its API key variable")
            if not (adapter.api_key or "").strip():  # a blank variable is no key
                missing.append((provider, variable, len(todo[provider])))
            elif short_key(adapter.api_key):
                from_env = os.environ.get(variable) == adapter.api_key
                short[provider] = {
                    "variable": variable if from_env else f"{provider}'s api_key=",
                    "length": len((adapter.api_key or "").strip()),
                    "names": list(ProviderKey.of_adapter(adapter).names),
                    "rules": str(runner.config.cassettes / REDACTION_RULES_NAME),
                }
    if not missing:
        return short
    raise MissingKeyError(
        f"--ws-record={runner.config.record} needs the API key of each provider it records; "
        "none is set for "
        + "; ".join(f"{p} ({v}: {n} case(s) to record)" for p, v, n in missing)
        + "; nothing was called",
        f"set {' and '.join(v for _, v, _ in missing)} and run again; or leave "
        f"{', '.join(p for p, _, _ in missing)} out of --ws-provider; or replay what is "
        "recorded (--ws-record=none needs no key)",
    )


def _paid_now(record_calls: list[Any], exchanges: list[Exchange]) -> tuple[float, int]:
    """What the calls answered live cost, and how many were answered from what was kept."""
    queue = list(exchanges)
    paid = 0.0
    reused = 0
    for call in record_calls:
        if call.status is None or not queue:
            continue
        exchange = queue.pop(0)
        if exchange.source is not None:
            reused += 1
        elif call.cost_usd is not None:
            paid += call.cost_usd
    return paid, reused


def _first_attempts(calls: list[CallRecord]) -> int:
    """How many pipeline calls a case has begun: a retry is another CallRecord of the same
    call (``attempt`` > 1), so the transport's 429 budget follows the call, not the
    request (two identical calls of one case each have their own)."""
    return sum(1 for call in calls if call.attempt == 1)


def _waits(calls: list[CallRecord], exchanges: list[Exchange], waits: list[float | None]) -> None:
    """Give every call that went out live its ``waited_ms`` (outage gate, a slot under the
    rate limit, 429s; 0 when it did not wait), an answered one too: a failed call's came
    with its error already. The calls with a status took the exchanges in order (as
    ``_paid_now`` pairs them); one answered from what was kept waited for nothing and
    keeps none."""
    queue = list(zip(exchanges, waits, strict=True))
    for call in calls:
        if call.status is None or not queue:
            continue
        _, waited = queue.pop(0)
        if call.waited_ms is None and waited is not None:
            call.waited_ms = waited


def _aimed_at(calls: list[CallRecord], sent: list[Any], endpoint: str) -> None:
    """Give the live calls of a case that was not recorded the local address they were
    aimed at (an emulator, a local gateway: ``addresses.py``): the request's, else the
    adapter's endpoint (a connection refused leaves no request). A call that was never
    sent (the breaker refused it) went nowhere. Replay reads a recorded call's address
    from its cassette; provenance counts only those (``local_recordings``): a failed call
    recorded nothing."""
    for index, call in enumerate(calls):
        if call.cassette is not None or call.local_address or call.cost_source == "not-sent":
            continue
        request = sent[index] if index < len(sent) else None
        call.local_address = local_origin(request[1] if request else endpoint)


def reused_requests(exchanges: list[Exchange]) -> list[str]:
    """The request fingerprints answered from an earlier recording (a pending answer, a
    cassette kept under ``--ws-record=new``): their latency is the recorded one, not this
    run's (``metrics/latency.py``)."""
    return sorted(
        {
            request_key(e.method, e.uri, e.request_body).fingerprint
            for e in exchanges
            if e.source is not None
        }
    )


def without_keys(value: Any, redact: Callable[[str], str]) -> Any:
    """``value`` (a recording outcome: dicts, lists, strings) with every string redacted
    (``CaseRunner.redact_text``: the selected providers' keys, the tree's secrets)."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {k: without_keys(v, redact) for k, v in value.items()}
    if isinstance(value, list):
        return [without_keys(v, redact) for v in value]
    return value


def record_case(
    runner: CaseRunner, case: GoldenCase, provider: str, live: LiveContext
) -> dict[str, Any]:
    """Run ``case`` live and write its cassettes. The outcome: ``recorded`` (with the
    record's ``recorded`` summary), ``failed`` (the record, with its fault) or ``left``
    (the recording stopped before the case could end); ``paid_usd`` is what its live calls
    cost (answers already paid for are not paid again)."""
    recorder = runner.recorder
    assert recorder is not None
    pending = PendingLog(pending_path(live.root, provider, case.id), redact=lambda i: i)
    transport = CaseTransport(
        live.line(provider), known=known_answers(runner, provider, case.id, pending)
    )
    client = httpx.Client(transport=transport, timeout=CALL_TIMEOUT_S)
    adapter = live_adapter(runner, provider, client)
    key = ProviderKey.of_adapter(adapter)
    pending.redact = recorder.redactor(adapter.account_fields, key)
    transport.pending = pending

    def classify(status: int, headers: Any, raw: bytes, url: str) -> str:
        body = Adapter.decode_body(httpx.Response(status, headers=headers, content=raw))
        return adapter.read_error(status, headers, body, url=url).kind

    transport.classify = classify
    from_env = os.environ.get(adapter.key_env) == adapter.api_key
    transport.line.key_env = adapter.key_env if from_env else None  # named if it is refused
    # The case's own breaker: across cases, the provider's outage gate delays calls and
    # never refuses one (recording/outage.py), so the cassettes do not depend on the
    # order cases end in; replay derives the session breaker in case-id order.
    run = runner._case_run(case, adapter, clock=SystemClock(), breaker=CircuitBreaker())
    transport.call_of = lambda: _first_attempts(run.record.calls)
    # The default pipeline's calls alone: the evidence is built when the case is replayed.
    pipeline = runner._pipeline() if runner.pipeline_hook is not None else provider_calls_only
    try:
        record, unexpected = execute(run, pipeline)
    finally:
        client.close()
    paid, reused = _paid_now(record.calls, transport.exchanges)
    _waits(record.calls, transport.exchanges, transport.waits)
    gate = transport.line.outage
    # why the provider's recording stopped with no wait that cures it: "key", "blocked"
    cause = gate.stop_cause
    refused = gate.down if cause is not None else None
    if isinstance(unexpected, RecordingStopped):  # its calls so far went out: kept
        _aimed_at(record.calls, run.sent, adapter.endpoint)
        last = record.calls[-1] if record.calls else None
        if last is not None and last.error_kind == "no_response" and not unexpected.sent:
            last.cost_source = "not-sent"  # the call the stop ended was never issued
        calls = [c.to_dict() for c in record.calls]
        stopped_so = refused is not None and str(unexpected) == refused
        return {
            "state": "left",
            "reason": str(unexpected),
            "calls": calls,
            "paid_usd": paid,
            "refused": cause if stopped_so else None,
            "stopped": stopped_so,
        }
    if refused is not None and cause == "key" and any(c.error_kind == "auth" for c in record.calls):
        # the provider refused the key: this case is not recorded for the same reason as
        # the cases the refusal stopped (one remedy, in the recording summary)
        _aimed_at(record.calls, run.sent, adapter.endpoint)
        calls = [c.to_dict() for c in record.calls]
        return {
            "state": "left",
            "reason": refused,
            "calls": calls,
            "paid_usd": paid,
            "refused": "key",
            "stopped": True,
        }
    if any(c.error_kind == "blocked" for c in record.calls):
        # a proxy's or a filter's 403: the case is not recorded (the provider was never
        # reached: no failure of its own), for the reason that stopped the provider once
        # BLOCKED_LIMIT of them came in a row (outage.OutageGate.block), else its own
        _aimed_at(record.calls, run.sent, adapter.endpoint)
        stopped_so = cause == "blocked" and refused is not None
        reason = (
            refused
            if stopped_so
            else f"{provider}'s call was blocked: {gate.blocked}, a proxy's or a filter's "
            f"answer, not {provider}'s"
        )
        return {
            "state": "left",
            "reason": reason,
            "calls": [c.to_dict() for c in record.calls],
            "paid_usd": paid,
            "refused": "blocked",
            "stopped": stopped_so,
        }
    if unexpected is not None or record.hard_fault is not None or not record.calls:
        _aimed_at(record.calls, run.sent, adapter.endpoint)
        return {
            "state": "failed",
            "record": record.to_dict(),
            "error": None
            if unexpected is None
            else "".join(traceback.format_exception(unexpected)).strip(),
            "paid_usd": paid,
        }
    dropped: list[DroppedFixture] = []
    try:
        written = recorder.write(
            record,
            transport.exchanges,
            run.sent,
            account_fields=adapter.account_fields,
            key=key,
            needles=[n for n in (case.entity, case.query) if n],
            dropped=dropped,
        )
    except FixtureError as error:
        record.hard_fault = HardFault("recording", str(error))
        _aimed_at(record.calls, run.sent, adapter.endpoint)
        return {"state": "failed", "record": record.to_dict(), "error": None, "paid_usd": paid}
    pending.discard()
    costs = [c.cost_usd for c in record.calls]
    sent = sent_calls(record.calls)  # not those the case's own breaker refused
    summary: dict[str, Any] = {
        "calls": len(sent),
        # those of them that failed, as they went out (the replay of the case may play
        # fewer of them: the session breaker, derived in case-id order, refuses the rest)
        "failed_calls": sum(1 for c in sent if c.error_kind not in (None, "partial")),
        "errors_kept": sorted(
            {c.error_kind for c in sent if c.error_kind and c.error_kind != "partial"}
        ),
        "files": sorted(w.relative for w in written),
        "spend_usd": None if any(c is None for c in costs) else math.fsum(costs),  # type: ignore[arg-type]
        "endpoint": runner.scrub(provider).url(adapter.endpoint),  # a key in it redacted
    }
    if record.outcome == "error":  # the provider's own failure (a 5xx, a timeout) recorded
        summary["provider_failed"] = record.outcome_reason
    if len(sent) < len(record.calls):  # refused by the case's breaker: never sent
        summary["refused_calls"] = len(record.calls) - len(sent)
    if dropped:  # synthetic failure fixtures the new recording made invalid
        summary["synthetic_dropped"] = [d.to_dict() for d in dropped]
    waited = math.fsum(c.waited_ms or 0.0 for c in sent)
    if waited > 0:  # the bench's own waiting before the calls went out: never a latency
        summary["waited_ms"] = round(waited, 3)
    if reused:
        summary["answers_reused"] = reused  # paid for by an earlier, interrupted recording
    again = reused_requests(transport.exchanges)
    if again:  # their latency is the recorded one: `measured` leaves them out
        summary["reused_requests"] = again
    return {"state": "recorded", "recorded": summary, "paid_usd": paid}


def not_recorded(
    case: GoldenCase, provider: str, outcome: dict[str, Any], command: str | None = None
) -> CaseRecord:
    """The record of a case whose recording failed (its record says why) or was left
    for the next run; ``command``: the one that records it (``RecordContext.record_command``,
    the run's options kept)."""
    if outcome.get("state") == "failed" and outcome.get("record") is not None:
        record = CaseRecord.from_dict(outcome["record"])
        error = outcome.get("error")
        if error and record.hard_fault is not None:
            record.hard_fault = HardFault(record.hard_fault.kind, error)
        # its calls went out, though nothing was written: the run's `recorded` counts them
        record.recorded = {"failed": True, "calls": len(sent_calls(record.calls))}
        return record
    record = new_record(case, provider)
    record.outcome = "error"
    if outcome.get("state") == "left":
        # the calls it made before the recording stopped (a provider down): they failed,
        # and they went where the run's endpoints say (the local-address warning)
        record.calls = [CallRecord.from_dict(c) for c in outcome.get("calls") or []]
        reason = str(outcome.get("reason"))
        record.outcome_reason = f"not recorded: {reason}"
        if outcome.get("refused"):  # one remedy for them all: the recording summary's
            after = f"; no further call to {provider} was sent" if outcome.get("stopped") else ""
            record.hard_fault = HardFault(
                "not_recorded",
                f"not recorded: {reason}{after} (the recording summary above the items "
                "says what to do)",
            )
            return record
        record.hard_fault = HardFault(
            "not_recorded",
            f"left for the next run: {reason}; "
            f"`{command or NO_CONTEXT.record_command(provider)}` records it (answers already paid for "
            "are not asked again)",
        )
    else:
        error = str(outcome.get("error") or "the recording failed")
        record.outcome_reason = error
        record.hard_fault = HardFault("recording", error)
    return record
