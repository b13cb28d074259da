"""What a number a team decides on includes, and how far it can be trusted (review 63r,
findings 1, 5, 6, 8, 9): the labels and run-file keys beside the figures, never the
figures themselves (no metric value changes here).

* ``assumed_reads``: the pages the bench read itself for a provider with no reader (the
  neutral fetcher), priced at ``ws_fetch_price``, an assumed price inside its cost per
  useful answer; ``fetch_price_sensitivity``: who would lead the ranking at $0 a page and
  at the highest reader price per page among the ranked providers (from the run's own
  counts).
* ``end_to_end``: a case's time as a user waits for it (its calls' latencies, the
  recorded backoff waits, its reads: those with no measured time are counted 0 and
  said to be), beside the latency columns, which are one search call per HTTP attempt.
* ``pool_unjudged``: the share of a provider's returned documents the pool has not judged
  (they count for nothing in pooled recall); ``recall_breaks_ties``: pooled recall breaks
  no tie of a ranking where a ranked provider's share is over ``UNJUDGED_LEVEL``.
* ``mark_category_intervals``: a category's 95 % intervals over fewer than
  ``MIN_INTERVAL_CASES`` cases are marked unreliable (``ci95_reliable: false``), as a
  latency over fewer than 100 calls is; a provider block's whole-run intervals too
  (``ci95_reliable``, ``ci95_cases``: ``provider_interval_reliable``, since stop 65).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ..metrics.latency import RELIABLE_MIN_CALLS, SYNTHETIC_FAILURE_CLASSES, percentile
from ..metrics.ratios import useful_answer_pairs
from ..records import CaseRecord, measured

FETCH_SOURCE = "ws_fetch_price"
NEUTRAL = "neutral"
READER_OPERATIONS = frozenset({"extract", "fetch"})
# Below this many cases measured, a category's bootstrap interval is degenerate as often
# as not (4 cases that all scored 1.0 give [1.0, 1.0]): printed as unreliable.
MIN_INTERVAL_CASES = 10
# Pooled recall breaks no tie when more than this share of a ranked provider's returned
# documents is unjudged: one document in five that could be relevant and counts for
# nothing moves recall by more than the differences a tie-breaker decides on.
UNJUDGED_LEVEL = 0.2

INTERVALS_RULE = (
    f"a category's 95 % intervals (run file ci95) over fewer than {MIN_INTERVAL_CASES} "
    "cases measured are unreliable (ci95_reliable: false), as a latency over fewer than "
    f"{RELIABLE_MIN_CALLS} calls is"
)
# the same rule for a whole run of few cases (a provider block's ``ci95_reliable``)
RUN_INTERVALS_RULE = (
    f"~ a 95 % interval (run file ci95) over fewer than {MIN_INTERVAL_CASES} cases measured "
    "is unreliable (ci95_reliable: false), as a latency over fewer than "
    f"{RELIABLE_MIN_CALLS} calls is"
)
PIPELINE_MEASURES = (
    "cite and abst. measure this bench's pipeline (its router abstains before any call, its "
    "claim builder cites the page it checks): identical by construction for every provider "
    "run through the default pipeline"
)


def useful_words(extract_top: Any = 3) -> str:
    """What a useful answer is, for the $/useful legend and glossary."""
    top = extract_top if isinstance(extract_top, int) else 3
    return (
        f"useful: an answer pattern matched in the top-{top} pages read (extract_top), "
        "not contradicted"
    )


def _ranked_cases(records: Sequence[CaseRecord]) -> list[CaseRecord]:
    """The records cost per useful answer is over (``metrics.ratios.useful_answer_pairs``)."""
    pairs = useful_answer_pairs(records)
    return [r for r in records if r.case_id in pairs]


def _neutral_reads(record: CaseRecord) -> tuple[int, float]:
    """(reads, their cost) of the neutral fetcher priced into the case's own cost."""
    found = [
        r
        for r in record.reads
        if r.via == NEUTRAL and r.cost_usd is not None and r.cost_source is not None
    ]
    own = [r for r in found if not r.reader_test]
    return len(own), math.fsum(float(r.cost_usd or 0.0) for r in own)


def assumed_reads(records: Sequence[CaseRecord]) -> dict[str, Any] | None:
    """The neutral fetcher's reads inside a provider's cost per useful answer: how many,
    at what price per page, their cost, and the words the reports print; None when its
    cost has none (a provider with a reader of its own)."""
    cases = _ranked_cases(records)
    prices = sorted(
        {
            float(r.cost_usd)
            for record in cases
            for r in record.reads
            if r.via == NEUTRAL and r.cost_usd is not None and not r.reader_test
        }
    )
    counted = [_neutral_reads(record) for record in cases]
    reads = sum(n for n, _ in counted)
    if not reads:
        return None
    cost = math.fsum(c for _, c in counted)
    price = prices[0] if len(prices) == 1 else cost / reads
    return {
        "reads": reads,
        "price_usd": price,
        "cost_usd": cost,
        "source": FETCH_SOURCE,
        # what the count is over (walkthrough 69: "96 reads" here and "105 reads" under
        # the table, neither said of what): the end-to-end line counts other reads
        "text": (
            f"includes {reads} reads at ${price:.4f} assumed ({FETCH_SOURCE}): the neutral "
            f"fetcher's pages in the {len(cases)} case(s) its $/useful is over, reader tests "
            "apart"
        ),
    }


def reader_price(records: Sequence[CaseRecord]) -> float | None:
    """A provider's own reader price per page in this run: what its extract/fetch calls
    and its priced stored reads cost over the pages its reader read (None: no reader, or a
    price unknown)."""
    pages = [r for record in records for r in record.reads if r.via != NEUTRAL]
    if not pages:
        return None
    costs = [
        c.cost_usd for record in records for c in record.calls if c.operation in READER_OPERATIONS
    ]
    costs += [r.cost_usd for r in pages if r.cost_source is not None]
    if any(c is None for c in costs):
        return None
    return math.fsum(float(c or 0.0) for c in costs) / len(pages)


def _costs_at(records: Sequence[CaseRecord], cases: set[str] | None, price: float) -> float | None:
    """Cost per useful answer with the neutral fetcher's pages priced at ``price``."""
    pairs = useful_answer_pairs(records)
    spent = useful = 0.0
    for record in records:
        if record.case_id not in pairs or (cases is not None and record.case_id not in cases):
            continue
        cost, answer = pairs[record.case_id]
        reads, paid = _neutral_reads(record)
        spent += cost - paid + reads * price
        useful += answer
    return spent / useful if useful else None


def fetch_price_sensitivity(
    ranking: Sequence[Mapping[str, Any]],
    records: Mapping[str, Sequence[CaseRecord]] | None,
    price: Any,
) -> dict[str, Any] | None:
    """Who would have the lowest cost per useful answer (qualified providers first; point
    costs, the ties not retested) at ``ws_fetch_price`` $0 and at the highest reader
    price per page among the ranked providers, and whether first place changes; None when
    no ranked provider's cost includes a neutral read, or without records."""
    if not ranking or records is None:
        return None
    names = [str(e["provider"]) for e in ranking]
    if not any(assumed_reads(records.get(n, ())) for n in names):
        return None
    compared_on = ranking[0].get("compared_on") or {}
    left_out = compared_on.get("left_out") or {}
    qualified = {str(e["provider"]): bool(e.get("qualified")) for e in ranking}
    readers = {n: reader_price(records.get(n, ())) for n in names}
    priced = {n: p for n, p in readers.items() if p is not None}
    points: list[tuple[float, str]] = [(0.0, "$0 a page")]
    if priced:
        top = max(priced, key=lambda n: (priced[n], n))
        points.append(
            (priced[top], f"{top}'s reader price per page, the highest among the ranked providers")
        )
    first = names[0]
    out: list[dict[str, Any]] = []
    for at, basis in points:
        costs = {}
        for name in names:
            group = records.get(name, ())
            cases = None
            if compared_on:
                cases = {r.case_id for r in group} - set(left_out.get(name) or ())
            costs[name] = _costs_at(group, cases, at)
        order = sorted(
            names,
            key=lambda n: (not qualified[n], math.inf if costs[n] is None else costs[n], n),
        )
        out.append(
            {
                "price_usd": at,
                "basis": basis,
                "leader": order[0],
                "first_changes": order[0] != first,
                "position_of_first": order.index(first) + 1,
                "cost_per_useful_answer_usd": costs,
            }
        )
    return {
        "price_usd": price if isinstance(price, (int, float)) else None,
        "first": first,
        "at": out,
        "rule": "point cost per useful answer, qualified first; ties not retested",
    }


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def sensitivity_text(found: Mapping[str, Any]) -> str:
    """``fetch_price_sensitivity`` as one line of the reports."""
    parts = []
    for point in found["at"]:
        cost = point["cost_per_useful_answer_usd"].get(point["leader"])
        shown = "—" if cost is None else f"{cost:.4f}"
        head = f"at ${point['price_usd']:.4f} ({point['basis']}) {point['leader']} leads ({shown})"
        if point["first_changes"]:
            head += (
                f": first place changes ({found['first']} would be "
                f"{_ordinal(point['position_of_first'])})"
            )
        else:
            head += ": first place unchanged"
        parts.append(head)
    return "sensitivity to ws_fetch_price (point costs, ties not retested): " + "; ".join(parts)


def end_to_end(records: Sequence[CaseRecord]) -> dict[str, Any] | None:
    """Per measured case the time a user waits: every call's latency (each HTTP attempt:
    searches, retries, reader calls), the recorded backoff waits, and its reads; a read
    with no measured time (the neutral fetcher's, a stored case document's) counts 0 and
    is counted in ``untimed_reads``. p50/p95 over cases; None when no case is left.

    A case that met a synthetic failure fixture (classes 4-7: a 429, a 502 after 5 s, a
    timeout at the deadline, a partial answer) is left out and counted in
    ``synthetic_cases``, as the per-call latency leaves the fixture calls out
    (``metrics.latency.measures_latency``): its time is the fixture's made-up wait and the
    backoff it caused, not the provider's (counted, one timeout fixture made p95 26 s)."""
    totals: list[float] = []
    untimed = 0
    synthetic = 0
    for record in measured(records):
        if not record.calls:
            continue
        if any(c.synthetic and c.fixture_class in SYNTHETIC_FAILURE_CLASSES for c in record.calls):
            synthetic += 1
            continue
        total = math.fsum(
            float(c.latency_ms or 0.0) + float(c.waited_ms or 0.0) for c in record.calls
        )
        untimed += sum(1 for r in record.reads if r.via not in READER_OPERATIONS)
        totals.append(total)
    if not totals:
        return None
    ordered = sorted(totals)
    return {
        "p50": percentile(ordered, 0.5),
        "p95": percentile(ordered, 0.95),
        "n": len(ordered),
        "unit": "case",
        "untimed_reads": untimed,
        "synthetic_cases": synthetic,
        "reliable": len(ordered) >= RELIABLE_MIN_CALLS,
    }


def end_to_end_text(found: Mapping[str, Any]) -> str:
    """The end-to-end line under a provider's table."""
    # a no-break space holds the mark to its word: no wrapped line starts with "[" (a gate's)
    marks = "" if found.get("reliable") else "\xa0[unreliable (n < 100)]"
    untimed = int(found.get("untimed_reads") or 0)
    said = (
        f"; {untimed} reads with no measured time (neutral fetcher, stored pages) counted 0: "
        f"every read of these {found['n']} cases that no reader call timed, reader tests "
        "included"
        if untimed
        else ""
    )
    left = int(found.get("synthetic_cases") or 0)
    if left:
        said += (
            f"; {left} case(s) that met a synthetic failure fixture (classes 4-7) left out, "
            "as in the per-call latency"
        )
    return (
        f"end-to-end per case: p50 {found['p50']:.0f} ms, p95 {found['p95']:.0f} ms, "
        f"n={found['n']} cases{marks} (its calls' latencies, retries and reader calls "
        f"included, plus recorded backoff waits{said})"
    )


PROVIDER_KEYS = ("assumed_reads", "end_to_end_ms", "pool_unjudged")


def provider_caveats(records: Sequence[CaseRecord]) -> dict[str, Any]:
    """The keys a provider block of the run file (and of ``ws-bench compare``'s JSON)
    carries beside its numbers: ``assumed_reads``, ``end_to_end_ms``, ``pool_unjudged``."""
    return {
        "assumed_reads": assumed_reads(records),
        "end_to_end_ms": end_to_end(records),
        "pool_unjudged": pool_unjudged(records),
    }


def ranking_caveats(
    ranking: Sequence[Mapping[str, Any]],
    records: Mapping[str, Sequence[CaseRecord]] | None,
    price: Any,
) -> dict[str, Any]:
    """The keys a run file (and ``ws-bench compare``'s JSON) carries beside its ranking:
    ``fetch_price_sensitivity`` and ``recall_tie_breaker``."""
    return {
        "fetch_price_sensitivity": fetch_price_sensitivity(ranking, records, price),
        "recall_tie_breaker": recall_breaks_ties([str(e["provider"]) for e in ranking], records),
    }


def pool_unjudged(records: Sequence[CaseRecord]) -> dict[str, Any] | None:
    """Of the documents a provider returned for pooled cases, how many the pool has not
    judged (they count for nothing in pooled recall), and of those precision calls
    relevant; None when no measured case is pooled."""
    documents = unjudged = relevant = relevant_unjudged = 0
    for record in measured(records):
        if record.pool_groups is None:
            continue
        for document in record.documents:
            documents += 1
            unjudged += document.pool is None
            relevant += document.relevant
            relevant_unjudged += document.relevant and document.pool is None
    if not documents:
        return None
    return {
        "documents": documents,
        "unjudged": unjudged,
        "unjudged_share": unjudged / documents,
        "relevant": relevant,
        "relevant_unjudged": relevant_unjudged,
    }


def recall_breaks_ties(
    names: Sequence[str], records: Mapping[str, Sequence[CaseRecord]] | None
) -> dict[str, Any]:
    """Whether pooled recall may break a tie among the ranked ``names``: not when a
    ranked provider's unjudged share is over ``UNJUDGED_LEVEL`` (named in ``over``)."""
    if records is None:
        return {"used": True, "level": UNJUDGED_LEVEL, "over": {}}
    over = {}
    for name in names:
        found = pool_unjudged(records.get(name, ()))
        if found is not None and found["unjudged_share"] > UNJUDGED_LEVEL:
            over[name] = found["unjudged_share"]
    return {"used": not over, "level": UNJUDGED_LEVEL, "over": over}


def guard_recall(
    blocks: Mapping[str, Mapping[str, Any]], records: Mapping[str, Sequence[CaseRecord]] | None
) -> dict[str, Mapping[str, Any]]:
    """The ranking's blocks, each marked ``recall_breaks_ties`` (``ranking.breakers`` reads
    it): False for all when ``recall_breaks_ties`` refuses pooled recall as a tie-breaker."""
    used = recall_breaks_ties(list(blocks), records)["used"]
    return {name: {**block, "recall_breaks_ties": used} for name, block in blocks.items()}


def recall_text(guard: Mapping[str, Any], judged: Mapping[str, Any]) -> str | None:
    """The note beside a ranking: each ranked provider's unjudged share, and whether
    pooled recall broke ties; None when no provider has pooled cases."""
    shares = [f"{name} {found['unjudged_share']:.2f}" for name, found in judged.items() if found]
    if not shares:
        return None
    text = "pooled recall counts judged documents only; share of returned documents unjudged: "
    text += ", ".join(shares)
    if guard.get("used", True):
        return text
    over = ", ".join(guard.get("over") or {})
    return (
        f"{text}; over {guard['level']:.2f} for {over}: pooled recall breaks no tie here "
        "(an unjudged document that is relevant counts for nothing)"
    )


def mark_category_intervals(categories: Mapping[str, Any]) -> None:
    """Mark each category block's ``ci95`` reliable or not (``MIN_INTERVAL_CASES``)."""
    for block in categories.values():
        if not isinstance(block, dict):
            continue
        block["ci95_reliable"] = interval_reliable(block)


def interval_cases(block: Mapping[str, Any]) -> int | None:
    """How many cases a block's ``ci95`` is over (its ``n_measured``, else its ``n``); None
    when the block gives no count."""
    n = block.get("n_measured", block.get("n"))
    return n if isinstance(n, int) and not isinstance(n, bool) else None


def interval_reliable(block: Mapping[str, Any]) -> bool:
    """Whether a block's 95 % intervals are over enough cases (``MIN_INTERVAL_CASES``)."""
    n = interval_cases(block)
    return n is not None and n >= MIN_INTERVAL_CASES


def run_intervals_note(providers: Mapping[str, Mapping[str, Any]]) -> str | None:
    """The note under a table of whole-run intervals (``ws-bench compare``, the HTML
    ranking) when some provider's are over too few cases (``provider_interval_reliable``):
    the rule, and each such provider with its n; None when every one is reliable."""
    few = [
        f"{name} n={provider_interval_cases(block)}"
        for name, block in providers.items()
        if not provider_interval_reliable(block)
    ]
    return f"{RUN_INTERVALS_RULE}: {', '.join(few)}" if few else None


def provider_interval_cases(block: Mapping[str, Any]) -> int | None:
    """How many cases a provider block's whole-run intervals are over: its ``ci95_cases``
    (since stop 65), else its aggregate's ``n_measured`` (a forbidden case is in ``n``, in
    no interval), else ``n``. A comparison's block keeps a few aggregate keys: its
    ``n`` counted the forbidden case (``tavily n=6`` over 5 cases measured)."""
    cases = block.get("ci95_cases")
    if isinstance(cases, int) and not isinstance(cases, bool):
        return cases
    return interval_cases(block.get("aggregate") or {})


def provider_interval_reliable(block: Mapping[str, Any]) -> bool:
    """Whether a provider block's whole-run intervals are over enough cases: its
    ``ci95_reliable`` (since stop 65), else (an older file) its aggregate's count."""
    marked = block.get("ci95_reliable")
    if isinstance(marked, bool):
        return marked
    aggregate = block.get("aggregate")
    return (
        not isinstance(aggregate, Mapping)
        or interval_cases(aggregate) is None
        or (interval_reliable(aggregate))
    )


def ranking_notes(
    ranking: Sequence[Mapping[str, Any]],
    providers: Mapping[str, Mapping[str, Any]],
    run: Mapping[str, Any],
) -> list[str]:
    """The notes under a ranking (the terminal's, ``ws-bench compare``'s, the HTML's):
    the assumed reads inside each ranked provider's cost per useful answer, the
    sensitivity of first place to ``ws_fetch_price``, the pool's unjudged shares."""
    notes = []
    names = [str(e["provider"]) for e in ranking]
    assumed = [
        f"{name} {found['text']}"
        for name in names
        if (found := (providers.get(name) or {}).get("assumed_reads"))
    ]
    if assumed:
        notes.append(
            "$/useful includes pages the bench read itself for providers with no reader, "
            "at an assumed price: " + "; ".join(assumed)
        )
    sensitivity = run.get("fetch_price_sensitivity")
    if sensitivity:
        notes.append(sensitivity_text(sensitivity))
    guard = run.get("recall_tie_breaker") or {"used": True}
    judged = {name: (providers.get(name) or {}).get("pool_unjudged") for name in names}
    recall = recall_text(guard, judged) if len(names) > 1 else None
    if recall:
        notes.append(recall)
    return notes
