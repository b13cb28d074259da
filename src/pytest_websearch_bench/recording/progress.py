"""What a recording says on the terminal: the estimate before the first call, a progress
line while it runs, and what it recorded and left at the end. Plain functions of the
plan and the processes' status files (``coord.py``); the plugin decides where and how
often to print them (a line rewritten in place on a terminal, a line every
``PERIODIC_S`` seconds otherwise)."""

from __future__ import annotations

import math
from collections import Counter, deque
from collections.abc import Mapping, Sequence
from typing import Any

from ..addresses import address_scope
from ..errors import NO_CONTEXT, RecordContext
from .outage import BLOCKED_LIMIT
from .pacing import MAX_BACKOFF_S
from .redact import MIN_KEY_VALUE

PERIODIC_S = 10.0  # a progress line this often when the output is not a terminal


def _usd(value: float | None) -> str:
    return "unknown" if value is None else f"${value:,.4f}" if value < 1 else f"${value:,.2f}"


def _operations(operations: Sequence[str]) -> str:
    counts = Counter(operations)
    return " + ".join(f"{n} {op}" if n > 1 else op for op, n in counts.items())


def total_estimate(plan: Mapping[str, Any]) -> float | None:
    values = [b["estimate_usd"] for b in plan["providers"].values()]
    return None if any(v is None for v in values) else math.fsum(values)


def estimate_lines(plan: Mapping[str, Any]) -> list[str]:
    """The estimate, per provider: cases x operations x price (the adapter's prices)."""
    providers = plan["providers"]
    cases = sum(len(b["cases"]) for b in providers.values())
    if not cases:
        return ["websearch-bench recording: nothing to record (every selected case is on disk)"]
    budget = plan.get("budget_usd")
    unpriced = sorted(
        name for name, b in providers.items() if b["cases"] and b["estimate_usd"] is None
    )
    estimate = _usd(total_estimate(plan))
    if unpriced:
        priced = math.fsum(b["estimate_usd"] or 0.0 for b in providers.values())
        rest = f", {_usd(priced)} for the others" if len(unpriced) < len(providers) else ""
        estimate = f"unknown ({', '.join(unpriced)}: no published price{rest})"
    head = (
        f"websearch-bench recording: {cases} case(s) to record, estimate {estimate}"
        + (f" (budget {_usd(budget)})" if budget is not None else "")
        + f"; {plan['concurrency']} call(s) in flight per provider"
    )
    lines = [head]
    rates = plan.get("rates", {})
    for name, block in sorted(providers.items()):
        n = len(block["cases"])
        if not n:
            continue
        limits = [
            f"{k} {v['limit']}" for k, v in sorted(rates.items()) if k.partition(".")[0] == name
        ]
        if block["estimate_usd"] is None:
            # no price published for a call (Jina, Firecrawl): the cost is not guessed
            cost = f"= cost unknown ({name} publishes no price: set it in the ws_pricing file)"
        else:
            each = block["estimate_usd"] / n
            cost = f"({_usd(each)} a case) = {_usd(block['estimate_usd'])}"
        lines.append(
            f"  {name}: {n} case(s) x {_operations(block['operations'])} {cost}; "
            f"limit {', '.join(limits) or 'none documented'}"
        )
    for name, short in sorted((plan.get("short_keys") or {}).items()):
        lines.append(short_key_line(name, short))
    return lines


def short_key_line(provider: str, short: Mapping[str, Any]) -> str:
    """The warning for a key too short to be searched for as text (``redact.short_key``):
    redacted by name only, so sent anywhere else it would be written to disk."""
    names = " and ".join(short.get("names") or ()) or "its auth header or parameter"
    return (
        f"  WARNING {provider}: {short['variable']} is {short['length']} character(s), "
        f"shorter than {MIN_KEY_VALUE}: a key that short is not searched for as text, only "
        f"redacted by name ({names}); sent anywhere else (a body field, an answer echoing "
        "it) it is written to the cassettes as it is. Name such a field in secret_keys of "
        f"{short['rules']}, or record with a key of {MIN_KEY_VALUE} characters or more "
        "(docs/recording.md 'Redaction, verification, provenance')"
    )


def provider_counts(statuses: Sequence[Mapping[str, Any]]) -> dict[str, Counter[str]]:
    """Per provider, the counters of every process summed."""
    out: dict[str, Counter[str]] = {}
    for status in statuses:
        for name, counts in status.get("providers", {}).items():
            bucket = out.setdefault(name, Counter())
            for key, value in counts.items():
                bucket[key] += value
    return out


class Progress:
    """The live line: recorded/total per provider and the cases that failed or were left
    (never counted as recorded), calls per second (``lately``: over the last 10 s; the
    last line, as the summary: the calls over the phase's wall time), 429s, spend, ETA."""

    def __init__(self, plan: Mapping[str, Any]) -> None:
        self.plan = plan
        self.samples: deque[tuple[float, float]] = deque()

    def line(
        self,
        statuses: Sequence[Mapping[str, Any]],
        now: float,
        spent: float,
        *,
        final: bool = False,
        wall_s: float | None = None,
    ) -> str:
        """``final``: the phase has ended; what no process recorded or failed is left (a
        stop leaves cases no process claimed), and the ETA gives way to ``ended``.
        ``wall_s``: the phase's wall time so far; given, the rate is the summary's (calls
        / wall time), else the recent one, labelled ``lately``."""
        counts = provider_counts(statuses)
        calls = sum(c["calls"] for c in counts.values())
        self.samples.append((now, calls))
        while len(self.samples) > 2 and now - self.samples[0][0] > 10.0:
            self.samples.popleft()
        first_t, first_calls = self.samples[0]
        rate = (calls - first_calls) / (now - first_t) if now > first_t else 0.0
        shown = f"{rate:.1f} calls/s lately"
        if wall_s is not None:
            shown = f"{phase_rate(calls, wall_s):.1f} calls/s"
        parts = []
        remaining_calls = 0.0
        for name, block in sorted(self.plan["providers"].items()):
            total = len(block["cases"])
            if not total:
                continue
            c = counts.get(name, Counter())
            left = max(0, total - c["recorded"] - c["failed"]) if final else c["left"]
            done = c["recorded"] + c["failed"] + left
            parts.append(
                f"{name} {c['recorded']}/{total} recorded"
                + (f", {c['failed']} failed" if c["failed"] else "")
                + (f", {left} left" if left else "")
            )
            remaining_calls += max(0, total - done) * len(block["operations"])
        limited = sum(c["rate_limited"] for c in counts.values())
        budget = self.plan.get("budget_usd")
        eta = "-" if rate <= 0 else _clock(remaining_calls / rate)
        # while 429s come: how long a call waits them out before its 429 fails it
        patience = f" (waited out, {MAX_BACKOFF_S / 60:g} min a call at most)" if limited else ""
        paused = sorted({t for status in statuses for t in (status.get("paused") or {}).values()})
        return (
            "recording "
            + "; ".join(parts)
            + f" | {shown} | 429s {limited}{patience} | cost {_usd(spent)}"
            + (f" of {_usd(budget)}" if budget is not None else "")
            + (" | ended" if final else f" | ETA {eta}")
            + ("".join(f" | {t}" for t in paused) if not final else "")
        )


def phase_rate(calls: float, wall_s: float) -> float:
    """The recording's calls per second: every call it sent over the phase's wall time
    (waits for a slot, after a 429 or an outage included)."""
    return calls / wall_s if wall_s > 0 else 0.0


def _clock(seconds: float) -> str:
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def skipped_calls(counts: Mapping[str, float]) -> int:
    """The calls of a provider's cases under way that were not sent once it was taken as
    down (``OutageGate.skipped``, summed over the processes): the summary says this
    number, and the run file keeps it as ``recording.providers.NAME.skipped_calls``."""
    return int(counts.get("outage_skipped", 0))


def refusals(statuses: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per provider whose answers refused the recording's calls in a way no wait cures
    (the run file's ``recording.providers.NAME.refused``): ``{"cause": "key", "variable":
    ...}`` when it refused its API key (the variable it came from; null: ``api_key=``), or
    ``{"cause": "blocked", "answer": ..., "stopped": ...}`` when a proxy or a filter
    blocked its calls (what the last blocked answer looked like; whether the recording of
    the provider stopped for it). Their cases not recorded are not left for a next run as
    it is: it would be refused the same way until that is fixed."""
    out: dict[str, dict[str, Any]] = {}
    for status in statuses:
        for name, seen in (status.get("blocked") or {}).items():
            if name not in out or seen.get("stopped"):
                out[name] = {
                    "cause": "blocked",
                    "answer": seen.get("answer"),
                    "stopped": seen.get("stopped") is not None,
                }
    for status in statuses:  # a refused key is the first thing to fix
        for name, refused in (status.get("key_refused") or {}).items():
            out[name] = {"cause": "key", "variable": refused.get("variable")}
    return out


def _outage_lines(name: str, c: Mapping[str, float], stopped: str | None) -> list[str]:
    """The outage gate's pauses, its trial calls and, once the provider was taken as
    down, the calls it did not send (``outage.py``): each count as the gate kept it."""
    pauses, trials, skipped = (
        int(c["outage_pauses"]),
        int(c["outage_trials"]),
        skipped_calls(c),
    )
    down = stopped is not None and " looks down: " in stopped
    if not pauses and not skipped and not down:
        return []
    if not skipped and not down:
        return [
            f"  {name}: paused {pauses} time(s) after consecutive upstream failures (the "
            "calls waited ws_outage_cooldown, then were sent: none of this run's calls was "
            "skipped)"
        ]
    tried = f"{trials} trial call(s) after them" if trials != pauses else "a trial call after each"
    return [
        f"  {name}: paused {pauses} time(s) after consecutive upstream failures, "
        f"{tried}; its last trials failed, so {name} was taken as down: {skipped} call(s) of "
        "the cases under way were not sent (the run file's recording.providers."
        f"{name}.skipped_calls) and no further case was begun"
    ]


def _provider_failed_line(name: str, ids: list[str], context: RecordContext) -> str:
    """The cases recorded as the provider's own failure: what that means and how to ask
    the provider again (``--ws-record=all``: =new finds the failure on disk, a recording)."""
    ids = sorted(ids)
    shown = ", ".join(ids[:5]) + (f" and {len(ids) - 5} more" if len(ids) > 5 else "")
    select = " or ".join(ids) if len(ids) <= 5 else None
    again = (
        context.record_command(name, "all", case_id=select)
        if select is not None
        else context.record_command(name, "all")
    )
    return (
        f"  {name}: {len(ids)} case(s) recorded as {name}'s own failure ({shown}: a 5xx or "
        "a timeout after the retries, kept as fixture class 5 or 6): scored against "
        f"{name}, as their replays will be; `{again}` asks {name} again"
    )


def _key_refused_line(
    name: str,
    refused: Mapping[str, Any],
    left: int,
    skipped: int,
    context: RecordContext,
    mode: str = "new",
) -> str:
    """The one line for a provider that refused its API key (``outage.OutageGate
    .refuse_key``): what it answered, what was not sent and the remedy, once. The command
    repeats the run's mode: after ``--ws-record=all`` the cases keep their older
    cassettes, which ``=new`` would find on disk and not record."""
    return (
        f"  {refused['reason']}: the recording of {name} stopped at the first refusal; "
        f"{left} case(s) not recorded, {skipped} more call(s) of the cases under way not "
        f"sent; check {refused.get('variable') or 'the key given to its adapter'}, then "
        f"`{context.record_command(name, mode)}` records them"
    )


def _blocked_line(
    name: str,
    blocked: Mapping[str, Any],
    counts: Mapping[str, float],
    left: int,
    context: RecordContext,
    mode: str = "new",
) -> str:
    """The one line for a provider whose calls a proxy or a filter blocked (a 403 the
    adapter reads as ``blocked``; ``outage.OutageGate.block``): what the answer looked
    like, whether the recording of the provider stopped (after ``BLOCKED_LIMIT`` in a
    row), what was not recorded and not sent, and the remedy. Its cases are not recorded,
    never the provider's failure: the provider was never reached."""
    where = context.endpoint_where(name) if context.endpoint(name) else None
    check = (
        "check what answers on the way to "
        + name
        + (f" ({where})" if where else "")
        + ": a proxy (HTTPS_PROXY), a company filter or a WAF"
    )
    again = f"`{context.record_command(name, mode)}` records them"
    if blocked.get("stopped"):
        return (
            f"  {blocked['stopped']}: the recording of {name} stopped after "
            f"{BLOCKED_LIMIT} blocked answers in a row; {left} case(s) not recorded (not "
            f"{name}'s failure: it was never reached), {skipped_calls(counts)} more call(s) "
            f"of the cases under way not sent; {check}, then {again}"
        )
    n = int(counts.get("blocked", 0))
    return (
        f"  {name}: {n} case(s) not recorded, their calls blocked: {blocked['answer']}, a "
        f"proxy's or a filter's answer, not {name}'s (fewer than {BLOCKED_LIMIT} in a row: "
        f"the recording of {name} went on); {check}, then {again}"
    )


def _listens_line(name: str, address: str, context: RecordContext) -> str:
    """Nothing listens at ``address`` (``host:port``, ``[v6]:port``), where ``name``'s
    calls went: the endpoint named where it was given (the flag, the ini entry and its
    file, or the ``-o``: ``RecordContext.endpoint_where``); a link-local one said to be no
    server's."""
    where = context.endpoint_where(name) if context.endpoint(name) else "--ws-endpoint"
    if address.startswith("["):
        host = address[1:].partition("]")[0]
    else:
        host = address.rpartition(":")[0] or address
    head = (
        f"  {name}: nothing listens at {address} (connection refused): its calls failed at "
        "once, without an outage wait; "
    )
    if address_scope(host) == "link-local":
        return (
            f"{head}it is a link-local address (a metadata endpoint or a misconfigured "
            f"gateway), not the provider: fix {where}"
        )
    return f"{head}start the server or fix {where}"


def summary_lines(
    plan: Mapping[str, Any],
    statuses: Sequence[Mapping[str, Any]],
    spent: float,
    wall_s: float,
    stopped: Mapping[str, str],
    context: RecordContext = NO_CONTEXT,
) -> list[str]:
    """What the recording did and what it left for the next run; ``context``: what of the
    run the command that records the rest keeps (``RecordContext.record_command``)."""
    counts = provider_counts(statuses)
    total = Counter[str]()
    for c in counts.values():
        total.update(c)
    recorded = total["recorded"]
    rate = phase_rate(total["calls"], wall_s)
    failed = f", {total['failed']} failed" if total["failed"] else ""
    lines = [
        f"websearch-bench recording: {recorded} case(s) recorded{failed} in {wall_s:.1f} s "
        f"({total['calls']} call(s), {rate:.1f} calls/s; {total['rate_limited']} 429(s) "
        f"paused for; {total['served']} answer(s) already paid for, not asked again); "
        f"estimated cost {_usd(spent)} at the providers' prices"
        + (f" (budget {_usd(plan['budget_usd'])})" if plan.get("budget_usd") else "")
    ]
    listens = {
        name: address
        for status in statuses
        for name, address in status.get("nothing_listens", {}).items()
    }
    failures: dict[str, list[str]] = {}
    for status in statuses:
        for name, ids in (status.get("provider_failed") or {}).items():
            failures.setdefault(name, []).extend(ids)
    refused = {
        name: reason
        for status in statuses
        for name, reason in (status.get("key_refused") or {}).items()
    }
    blocked = {
        name: seen for status in statuses for name, seen in (status.get("blocked") or {}).items()
    }
    for status in statuses:  # a process whose gate stopped the provider says so
        for name, seen in (status.get("blocked") or {}).items():
            if seen.get("stopped"):
                blocked[name] = seen
    mode = str(plan.get("mode") or "new")
    for name, block in sorted(plan["providers"].items()):
        c = counts.get(name, Counter())
        left = len(block["cases"]) - c["recorded"] - c["failed"]
        if name in listens:
            lines.append(_listens_line(name, listens[name], context))
        if name not in refused and name not in blocked:  # stopped without an outage
            lines.extend(_outage_lines(name, c, stopped.get(name)))
        if c["failed"]:
            lines.append(f"  {name}: {c['failed']} case(s) failed to record (see their items)")
        if failures.get(name):
            lines.append(_provider_failed_line(name, failures[name], context))
        if name in refused:
            lines.append(
                _key_refused_line(name, refused[name], left, skipped_calls(c), context, mode)
            )
        elif name in blocked:
            lines.append(_blocked_line(name, blocked[name], c, left, context, mode))
            if not blocked[name].get("stopped") and left > int(c["blocked"]):
                why = stopped.get(name) or "the recording stopped before them"
                lines.append(
                    f"  {name}: {left - int(c['blocked'])} more case(s) left for the next "
                    f"run ({why}); `{context.record_command(name)}` records them and pays "
                    "for no answer already kept"
                )
        elif left > 0:
            why = stopped.get(name) or "the recording stopped before them"
            lines.append(
                f"  {name}: {left} case(s) left for the next run ({why}); "
                f"`{context.record_command(name)}` records them and pays for no answer "
                "already kept"
            )
    return lines
