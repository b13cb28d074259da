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

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

# NumPy (and threadpoolctl) are imported when a bootstrap is computed, not with the module:
# importing NumPy starts OpenBLAS's threads, which then wait by spinning, and the module
# is imported at the plugin's start (gates, the aggregate), so the threads would spin
# through the whole replay before the session's end needs them.

RESAMPLES = 2000
SEED = 20261120

CaseRatios = Mapping[str, tuple[float, float]]  # case id -> (numerator, denominator)


CHUNK = 40  # resamples held in memory at once (a chunk is CHUNK x cases counts, 3 arrays)


def resampled(
    numerators: np.ndarray,
    denominators: np.ndarray,
    count: int = RESAMPLES,
    *,
    blas_threads: int | None = 1,
) -> np.ndarray:
    """``count`` x k values of k metrics over ``count`` resamples of the n cases (rows of
    ``numerators``/``denominators``, n x k); NaN where a resample's denominator is 0.

    The resamples depend only on n and the seed, so every metric of a provider (and both
    sides of a paired comparison) is resampled with the same draws, in chunks that keep
    memory flat whatever the number of cases."""
    import numpy as np
    from threadpoolctl import threadpool_limits

    n = numerators.shape[0]
    rng = np.random.default_rng([SEED, n])
    out = np.empty((count, numerators.shape[1]))
    # Row r's picks are counted in bins r*n..r*n+n-1; counting weights of 1.0 gives the
    # counts as float64 at once (exact: whole numbers), without an integer copy to cast.
    offsets = (np.arange(CHUNK) * n)[:, None]
    ones = np.ones(CHUNK * n)
    # One BLAS thread (``blas_threads``; None: the library's default): the products are thin
    # (k ~ 10 metrics); on an idle 2-core machine one thread is ~5 ms slower at 4,326 cases,
    # on a shared one (CI, other sessions) OpenBLAS's spinning threads cost 1.9-6.7x
    # (benchmarks/bootstrap_threads.py measures both).
    with threadpool_limits(limits=blas_threads, user_api="blas"):
        for start in range(0, count, CHUNK):
            rows = min(CHUNK, count - start)
            picks = rng.integers(0, n, size=(rows, n))
            picks += offsets[:rows]
            counts = np.bincount(picks.ravel(), weights=ones[: rows * n], minlength=rows * n)
            counts = counts.reshape(rows, n)
            top, bottom = counts @ numerators, counts @ denominators
            with np.errstate(divide="ignore", invalid="ignore"):
                out[start : start + rows] = np.where(
                    bottom > 0, top / np.where(bottom > 0, bottom, 1), np.nan
                )
    return out


def _matrices(ratios: Sequence[CaseRatios], cases: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """n x k numerators and denominators; a case where a metric is undefined adds 0/0.
    Filled as lists and converted once: an item assignment into an array costs more than
    the whole conversion (the same float64 values either way)."""
    import numpy as np

    n, k = len(cases), len(ratios)
    tops = [[0.0] * k for _ in range(n)]
    bottoms = [[0.0] * k for _ in range(n)]
    index = {case: i for i, case in enumerate(cases)}
    for column, metric in enumerate(ratios):
        for case, (top, bottom) in metric.items():
            row = index.get(case)
            if row is not None:
                tops[row][column] = top
                bottoms[row][column] = bottom
    return (
        np.array(tops, dtype=np.float64).reshape(n, k),
        np.array(bottoms, dtype=np.float64).reshape(n, k),
    )


def _interval(values: np.ndarray, total: int) -> tuple[float, float] | None:
    import numpy as np

    kept = values[~np.isnan(values)]
    if kept.size < total / 2:
        return None
    low, high = np.quantile(kept, [0.025, 0.975], method="inverted_cdf")
    return round(float(low), 6), round(float(high), 6)


def bootstrap_intervals(metrics: Mapping[str, CaseRatios]) -> dict[str, tuple[float, float] | None]:
    """The 95 % percentile interval of each metric, resampling the cases (all of a
    provider's cases, whether a metric is defined on them or not: the case is the unit)."""
    keys = [k for k, v in metrics.items() if v]
    if not keys:
        return dict.fromkeys(metrics)
    cases = sorted({case for k in keys for case in metrics[k]})
    values = resampled(*_matrices([metrics[k] for k in keys], cases))
    found = {k: _interval(values[:, i], RESAMPLES) for i, k in enumerate(keys)}
    return {k: found.get(k) for k in metrics}


def bootstrap_ci(ratios: CaseRatios) -> tuple[float, float] | None:
    return bootstrap_intervals({"metric": ratios})["metric"]


def point(ratios: CaseRatios) -> float | None:
    """The ratio of sums in case-id order (exact sums: serial, xdist and merged runs agree
    to the last bit)."""
    ordered = [ratios[c] for c in sorted(ratios)]
    denominator = math.fsum([d for _, d in ordered])
    if not ordered or denominator == 0:
        return None
    return math.fsum([n for n, _ in ordered]) / denominator


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
    value_a = point({c: a[c] for c in common})
    value_b = point({c: b[c] for c in common})
    if value_a is None or value_b is None:
        return None
    values = resampled(*_matrices([a, b], common))
    interval = _interval(values[:, 0] - values[:, 1], RESAMPLES)
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
