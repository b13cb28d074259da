"""Latency percentiles per operation, with n and the capture window.

A p95 over fewer than ``RELIABLE_MIN_CALLS`` calls is reported but marked
``reliable: false``: a p95 over 30 calls is not a p95. In replay the figures
are the recorded ones (``replayed: true``), not CI's wall clock; in a recording run the
calls this run sent are counted as ``measured`` (their latency is this machine's, from
sending to the last byte), and only the answers kept from earlier recordings as replayed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..records import CallRecord, CaseRecord

RELIABLE_MIN_CALLS = 100


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Linear interpolation between closest ranks (numpy's default, type 7)."""
    if not sorted_values:
        raise ValueError("percentile of an empty sequence")
    if len(sorted_values) == 1:
        return float(sorted_values[0])
    position = (len(sorted_values) - 1) * q
    low = math.floor(position)
    high = math.ceil(position)
    fraction = position - low
    return float(sorted_values[low] + (sorted_values[high] - sorted_values[low]) * fraction)


SYNTHETIC_FAILURE_CLASSES = frozenset({4, 5, 6, 7})


def got_no_answer(call: CallRecord) -> bool:
    """A call that failed with no answer and not at its deadline: a connection refused or
    reset, a name that did not resolve. Its time is not the provider's (a refused call
    takes a millisecond; while recording it may include an outage wait)."""
    return call.status is None and call.error_kind is not None and call.error_kind != "timeout"


def measures_latency(call: CallRecord) -> bool:
    """Whether a call's latency is the provider's: it has one, it got an answer (or timed
    out: its deadline is the provider's slowness, see ``got_no_answer``), and it is not a
    synthetic failure fixture (classes 4-7: a 429, a 502 after 5 s, a timeout at the
    deadline, written to test retries, not measured; counted, they made a team's p95 30 s
    and a slower provider look faster in diff)."""
    if call.latency_ms is None or got_no_answer(call):
        return False
    return not (call.synthetic and call.fixture_class in SYNTHETIC_FAILURE_CLASSES)


def measured_calls(records: Iterable[CaseRecord]) -> set[int]:
    """The ids of the calls whose answer this run received live (the record of a case
    recorded in this run, ``recorded`` set, replays the cassettes just written): all of
    its calls but those answered from an earlier recording (``reused_requests``: a pending
    answer of an interrupted recording, or, under ``--ws-record=new``, a cassette kept)
    and the synthetic failure fixtures it kept."""
    out: set[int] = set()
    for record in records:
        if not isinstance(record.recorded, dict):
            continue
        listed = record.recorded.get("reused_requests")  # a run file read back: checked
        reused = {str(f) for f in listed} if isinstance(listed, list) else set()
        out.update(
            id(c)
            for c in record.calls
            if c.cassette is not None and not c.synthetic and c.fingerprint not in reused
        )
    return out


def _never(call: CallRecord) -> bool:
    return False


def latency_summary(
    calls: Iterable[CallRecord], measured: Callable[[CallRecord], bool] = _never
) -> dict[str, dict[str, Any]]:
    """``{operation: {p50, p95, n, reliable, measured, replayed, synthetic, window}}`` over
    calls whose latency is the provider's (``measures_latency``); operations without one
    are left out. ``measured``: whether a call's answer came live in this run (its latency
    is this machine's); ``measured`` counts them, ``replayed`` says whether any other call
    is a replayed one (its latency the recorded one)."""
    by_operation: dict[str, list[CallRecord]] = {}
    for call in calls:
        if measures_latency(call):
            by_operation.setdefault(call.operation, []).append(call)
    summary: dict[str, dict[str, Any]] = {}
    for operation in sorted(by_operation):
        group = by_operation[operation]
        values = sorted(c.latency_ms for c in group if c.latency_ms is not None)
        dates = sorted(c.recorded_at for c in group if c.recorded_at)
        summary[operation] = {
            "p50": round(percentile(values, 0.50), 3),
            "p95": round(percentile(values, 0.95), 3),
            "n": len(values),
            "reliable": len(values) >= RELIABLE_MIN_CALLS,
            "measured": sum(1 for c in group if measured(c)),
            "replayed": any(c.cassette is not None and not measured(c) for c in group),
            "synthetic": any(bool(c.synthetic) for c in group),
            "window": [dates[0], dates[-1]] if dates else None,
        }
    return summary
