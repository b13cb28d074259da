"""Bootstrap intervals over cases and paired comparisons between providers.

Resampling is over cases (the unit the golden set samples), with a fixed seed, so a
run's intervals are reproducible. A metric is a ratio of sums over cases
(numerators over denominators): a mean has denominators of 1, citation coverage
counts claims, cost per useful answer divides cost by useful answers. A resample
whose denominator is 0 has no value and is left out; an interval needs values from
at least half the resamples. NumPy does the arithmetic: a resample is a row of case
counts, so a metric over all resamples is two matrix products.

Two providers are compared on the cases both ran: the paired bootstrap of the
difference of their metric; a 95 % interval that holds 0 is a tie.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

RESAMPLES = 2000
SEED = 20261120

CaseRatios = Mapping[str, tuple[float, float]]  # case id -> (numerator, denominator)


def resample_counts(n: int, count: int = RESAMPLES, seed: int = SEED) -> np.ndarray:
    """``count`` x ``n`` matrix: how often each case is drawn in each resample."""
    rng = np.random.default_rng([seed, n])
    picks = rng.integers(0, n, size=(count, n))
    rows = np.repeat(np.arange(count), n)
    flat = np.bincount(rows * n + picks.ravel(), minlength=count * n)
    return flat.reshape(count, n).astype(np.float64)


def _values(numerators: np.ndarray, denominators: np.ndarray, counts: np.ndarray) -> np.ndarray:
    top = counts @ numerators
    bottom = counts @ denominators
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(bottom > 0, top / np.where(bottom > 0, bottom, 1.0), np.nan)


def _interval(values: np.ndarray, total: int) -> tuple[float, float] | None:
    kept = values[~np.isnan(values)]
    if kept.size < total / 2:
        return None
    low, high = np.quantile(kept, [0.025, 0.975], method="inverted_cdf")
    return round(float(low), 6), round(float(high), 6)


def bootstrap_ci(ratios: CaseRatios) -> tuple[float, float] | None:
    """The 95 % percentile interval of a metric over cases resampled with replacement."""
    if not ratios:
        return None
    ordered = sorted(ratios)
    numerators = np.array([ratios[c][0] for c in ordered], dtype=np.float64)
    denominators = np.array([ratios[c][1] for c in ordered], dtype=np.float64)
    counts = resample_counts(len(ordered))
    return _interval(_values(numerators, denominators, counts), RESAMPLES)


def point(ratios: CaseRatios) -> float | None:
    denominator = sum(d for _, d in ratios.values())
    if not ratios or denominator == 0:
        return None
    return sum(n for n, _ in ratios.values()) / denominator


@dataclass(frozen=True)
class Comparison:
    difference: float  # a - b on the cases both ran
    ci95: tuple[float, float]
    cases: int

    @property
    def tie(self) -> bool:
        return self.ci95[0] <= 0.0 <= self.ci95[1]

    def to_dict(self) -> dict[str, object]:
        return {
            "difference": self.difference,
            "ci95": list(self.ci95),
            "cases": self.cases,
            "tie": self.tie,
        }


def paired(a: CaseRatios, b: CaseRatios) -> Comparison | None:
    """a - b on the cases both have, with the paired 95 % interval (each resample draws
    the same cases for both)."""
    common = sorted(set(a) & set(b))
    if not common:
        return None
    counts = resample_counts(len(common))

    def column(ratios: CaseRatios, side: int) -> np.ndarray:
        return np.array([ratios[c][side] for c in common], dtype=np.float64)

    left = _values(column(a, 0), column(a, 1), counts)
    right = _values(column(b, 0), column(b, 1), counts)
    value_a = point({c: a[c] for c in common})
    value_b = point({c: b[c] for c in common})
    if value_a is None or value_b is None:
        return None
    interval = _interval(left - right, RESAMPLES)
    if interval is None:
        return None
    return Comparison(round(value_a - value_b, 6), interval, len(common))


def ties(
    order: Sequence[str], comparisons: Mapping[tuple[str, str], Comparison | None]
) -> dict[str, list[str]]:
    """Who ties with whom, from pairwise comparisons keyed (a, b) in ranking order."""
    tied: dict[str, list[str]] = {name: [] for name in order}
    for (a, b), comparison in comparisons.items():
        if comparison is not None and comparison.tie:
            tied[a].append(b)
            tied[b].append(a)
    return {name: sorted(others, key=order.index) for name, others in tied.items()}
