"""Stop 66's per-case savings hold the numbers: blocks of as many cases resampled
together give each block's own intervals bit for bit, and the cost per useful answer the
caveats read alone is ``case_ratios``'s."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.metrics.casewise import unique_by_case
from pytest_websearch_bench.metrics.ratios import case_ratios, useful_answer_pairs
from pytest_websearch_bench.metrics.stats import (
    bootstrap_intervals,
    bootstrap_intervals_many,
    metric_intervals,
    metric_intervals_many,
    resampled,
    resampled_many,
)
from pytest_websearch_bench.records import CallRecord, measured
from pytest_websearch_bench.report.aggregate import intervals, intervals_many
from runkit import record


def _block(n: int, k: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.random((n, k)), rng.integers(0, 3, (n, k)).astype(np.float64)


def test_blocks_resampled_together_are_each_blocks_own_resamples_bit_for_bit() -> None:
    # sizes repeated (shared draws), interleaved with others, and a size met once
    blocks = [
        _block(n, k, seed)
        for seed, (n, k) in enumerate(
            [(13, 4), (14, 2), (13, 9), (1, 3), (14, 2), (13, 1), (120, 10)]
        )
    ]
    together = resampled_many(blocks)
    assert len(together) == len(blocks)
    for (numerators, denominators), values in zip(blocks, together, strict=True):
        assert values.tobytes() == resampled(numerators, denominators).tobytes()
    assert resampled_many([]) == []


def _ratios(n: int, seed: int, prefix: str) -> dict[str, dict[str, tuple[float, float]]]:
    rng = np.random.default_rng(seed)
    cases = [f"{prefix}-{i:03d}" for i in range(n)]
    return {
        "cost_per_case_usd": {c: (float(rng.random()), 1.0) for c in cases},
        "hit@10": {c: (float(rng.integers(0, 2)), 1.0) for c in cases},  # Clopper-Pearson
        "citation_coverage": {c: (float(rng.integers(0, 3)), 2.0) for c in cases[::2]},
        "freshness_known": {},
    }


@pytest.mark.parametrize("sizes", [(13, 14, 13, 13), (5,), (40, 40), (2, 30, 2)])
def test_intervals_of_blocks_together_are_each_blocks_own(sizes: tuple[int, ...]) -> None:
    groups = [_ratios(n, seed, f"g{seed}") for seed, n in enumerate(sizes)]
    assert bootstrap_intervals_many(groups) == [bootstrap_intervals(g) for g in groups]
    assert metric_intervals_many(groups) == [metric_intervals(g) for g in groups]
    values = [{"cost_per_case_usd": 1.0, "hit@10": 0.5, "citation_coverage": None} for _ in groups]
    blocks = list(zip(groups, values, strict=True))
    assert intervals_many(blocks) == [intervals(r, v) for r, v in blocks]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.one_of(st.none(), st.floats(0, 1, allow_nan=False)),  # a call's cost
            st.booleans(),  # useful
            st.booleans(),  # forbidden
        ),
        max_size=8,
    )
)
def test_useful_answer_pairs_are_case_ratios_cost_per_useful_answer(
    cases: list[tuple[float | None, bool, bool]],
) -> None:
    records = []
    for i, (cost, useful, forbidden) in enumerate(cases):
        base = record(f"c-{i}", "p", useful=useful, cost=0.0)
        call = CallRecord("p", "search", status=200, latency_ms=10.0, cost_usd=cost)
        records.append(
            dataclasses.replace(
                base, calls=[call], web_role="forbidden" if forbidden else "allowed"
            )
        )
    assert (
        useful_answer_pairs(records)
        == case_ratios(records, unique_by_case(measured(records)))["cost_per_useful_answer_usd"]
    )
