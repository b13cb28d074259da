"""Intervals of the aggregates (exact for proportions, bootstrap over cases for the rest)
and paired comparisons between providers.

A *proportion* (``PROPORTION_KEYS``: a count of units over n units, every case adding
whole counts: hit@10, abstention, citation coverage, injection containment...) gets the
exact Clopper-Pearson 95 % interval of its pooled count over its n: the bootstrap gives a
rate of 6/6 the interval [1.0, 1.0], as if six documents settled it; Clopper-Pearson gives
[0.54, 1.0]. Its units are taken as independent (documents of one case share a page's
provider, so for a clustered count the exact interval is, if anything, narrow).

Resampling is over cases (the unit the golden set samples), with a fixed seed, so a
run's intervals are reproducible. A metric is a ratio of sums over cases
(numerators over denominators): a mean has denominators of 1, citation coverage
counts claims, cost per useful answer divides cost by useful answers. A resample
whose denominator is 0 has no value and is left out; an interval needs values from
at least half the resamples. NumPy does the arithmetic: a resample is a row of case
counts, so a metric over all resamples is two matrix products.

Two providers are compared on the cases both ran: the paired bootstrap of the
difference of their metric; a 95 % interval that holds 0 is a tie. The comparisons of one
ranking (its k - 1 neighbours) are one family of tests: their p-values are corrected by
Holm-Bonferroni (``holm``), and a difference that is not significant after it is a tie too.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
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
    return resampled_many([(numerators, denominators)], count, blas_threads=blas_threads)[0]


def resampled_many(
    blocks: Sequence[tuple[np.ndarray, np.ndarray]],
    count: int = RESAMPLES,
    *,
    blas_threads: int | None = 1,
) -> list[np.ndarray]:
    """``resampled`` of each (numerators, denominators) block, in order. The draws depend
    only on n (and the seed), so blocks of the same n (a provider's categories of equal
    size, the providers of one run) share each chunk's draws and counts: the same values
    as one ``resampled`` a block, each count matrix made once instead of once a block
    (memory stays one chunk of counts a size)."""
    if not blocks:
        return []
    import numpy as np
    from threadpoolctl import threadpool_limits

    by_size: dict[int, list[int]] = {}
    for index, (numerators, _) in enumerate(blocks):
        by_size.setdefault(numerators.shape[0], []).append(index)
    outs = [np.empty((count, numerators.shape[1])) for numerators, _ in blocks]
    # One BLAS thread (``blas_threads``; None: the library's default): the products are thin
    # (k ~ 10 metrics); on an idle 2-core machine one thread is ~5 ms slower at 4,326 cases,
    # on a shared one (CI, other sessions) OpenBLAS's spinning threads cost 1.9-6.7x
    # (benchmarks/bootstrap_threads.py measures both).
    with threadpool_limits(limits=blas_threads, user_api="blas"):
        for n, members in by_size.items():
            rng = np.random.default_rng([SEED, n])
            # Row r's picks are counted in bins r*n..r*n+n-1; counting weights of 1.0 gives
            # the counts as float64 at once (exact: whole numbers), without an integer copy.
            offsets = (np.arange(CHUNK) * n)[:, None]
            ones = np.ones(CHUNK * n)
            for start in range(0, count, CHUNK):
                rows = min(CHUNK, count - start)
                picks = rng.integers(0, n, size=(rows, n))
                picks += offsets[:rows]
                counts = np.bincount(picks.ravel(), weights=ones[: rows * n], minlength=rows * n)
                counts = counts.reshape(rows, n)
                for index in members:
                    numerators, denominators = blocks[index]
                    top, bottom = counts @ numerators, counts @ denominators
                    with np.errstate(divide="ignore", invalid="ignore"):
                        outs[index][start : start + rows] = np.where(
                            bottom > 0, top / np.where(bottom > 0, bottom, 1), np.nan
                        )
    return outs


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
    return bootstrap_intervals_many([metrics])[0]


def bootstrap_intervals_many(
    groups: Sequence[Mapping[str, CaseRatios]],
) -> list[dict[str, tuple[float, float] | None]]:
    """``bootstrap_intervals`` of each group of metrics (a block of the run file: a
    provider's overall metrics, a category's), resampled together (``resampled_many``:
    groups of as many cases share their draws); the same intervals as one call a group."""
    keys_of = [[k for k, v in metrics.items() if v] for metrics in groups]
    wanted = [i for i, keys in enumerate(keys_of) if keys]
    blocks = []
    for i in wanted:
        cases = sorted({case for k in keys_of[i] for case in groups[i][k]})
        blocks.append(_matrices([groups[i][k] for k in keys_of[i]], cases))
    values_of = dict(zip(wanted, resampled_many(blocks), strict=True))
    out = []
    for i, metrics in enumerate(groups):
        values = values_of.get(i)
        if values is None:
            out.append(dict.fromkeys(metrics))
            continue
        found = {k: _interval(values[:, c], RESAMPLES) for c, k in enumerate(keys_of[i])}
        out.append({k: found.get(k) for k in metrics})
    return out


# Rates that count whole units over n (each case adds k of its n units): their interval is
# Clopper-Pearson's on the pooled counts. Every other aggregate keeps the bootstrap.
PROPORTION_KEYS = frozenset(
    {
        "hit@10",
        "judged_recall@5",
        "judged_recall@10",
        "judge_coverage",
        "citation_coverage",
        "freshness_accuracy",
        "abstention",
        "fallback_rate",
        "injection_containment",
        "injection_false_positive_rate",
    }
)
LEVEL = 0.95


def _beta_fraction(x: float, a: float, b: float) -> float:
    """The continued fraction of the regularized incomplete beta (modified Lentz).

    Each step's two terms are written out (not a loop over a tuple of them): the same
    operations in the same order, so the same floats, with fewer interpreter steps (a
    Clopper-Pearson interval evaluates this some hundreds of times, more the larger n)."""
    tiny, eps = 1e-300, 1e-15
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 10_000):
        m2 = 2 * m
        numerator = m * (b - m) * x / ((a + m2 - 1.0) * (a + m2))
        d = 1.0 + numerator * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + numerator / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        numerator = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1.0))
        d = 1.0 + numerator * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + numerator / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        if abs(d * c - 1.0) < eps:
            break
    return h


def _log_norm(a: float, b: float) -> float:
    """``lgamma(a + b) - lgamma(a) - lgamma(b)``: the part of ``beta_cdf``'s log front
    that does not depend on ``x`` (computed once for a whole bisection)."""
    return math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)


def _beta_cdf(x: float, a: float, b: float, log_norm: float) -> float:
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(log_norm + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _beta_fraction(x, a, b) / a
    return 1.0 - front * _beta_fraction(1.0 - x, b, a) / b


def beta_cdf(x: float, a: float, b: float) -> float:
    """The regularized incomplete beta I_x(a, b): the CDF of Beta(a, b) at ``x``."""
    return _beta_cdf(x, a, b, _log_norm(a, b))


def beta_quantile(q: float, a: float, b: float) -> float:
    """The ``q`` quantile of Beta(a, b), by bisection on its CDF (to 1e-12)."""
    log_norm = _log_norm(a, b)
    low, high = 0.0, 1.0
    while high - low > 1e-12:
        middle = (low + high) / 2
        if _beta_cdf(middle, a, b, log_norm) < q:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def rounded_beta_quantile(q: float, a: float, b: float, places: int = 6) -> float:
    """``round(beta_quantile(q, a, b), places)``, bisecting only until the rounding is
    settled: the same bisection (the same midpoints, the same comparisons), stopped once
    both ends round to the same value. ``beta_quantile``'s answer lies between the ends
    at every step and rounding never decreases, so it rounds to that value too; about
    half the evaluations of the CDF for 6 places."""
    log_norm = _log_norm(a, b)
    settled = 10.0**-places
    low, high = 0.0, 1.0
    while high - low > 1e-12:
        if high - low < settled and round(low, places) == round(high, places):
            break
        middle = (low + high) / 2
        if _beta_cdf(middle, a, b, log_norm) < q:
            low = middle
        else:
            high = middle
    return round((low + high) / 2, places)


def clopper_pearson(successes: int, trials: int, level: float = LEVEL) -> tuple[float, float]:
    """The exact (Clopper-Pearson) interval of a proportion ``successes``/``trials``:
    Beta(alpha/2; k, n-k+1) to Beta(1-alpha/2; k+1, n-k), 0 and 1 at the ends (6/6 is
    [0.540742, 1.0]); rounded to 6 places as the bootstrap's."""
    if trials <= 0 or not 0 <= successes <= trials:
        raise ValueError(f"not a proportion: {successes} of {trials}")
    return _clopper_pearson(successes, trials, level)


@lru_cache(maxsize=1024)
def _clopper_pearson(successes: int, trials: int, level: float) -> tuple[float, float]:
    """``clopper_pearson`` of a valid proportion, kept: a run asks the same counts of
    several metrics and categories (a category of 13 cases, every one a hit)."""
    alpha = 1.0 - level
    low = (
        0.0
        if successes == 0
        else rounded_beta_quantile(alpha / 2, successes, trials - successes + 1)
    )
    high = (
        1.0
        if successes == trials
        else rounded_beta_quantile(1 - alpha / 2, successes + 1, trials - successes)
    )
    return low, high


def pooled_counts(ratios: CaseRatios) -> tuple[int, int] | None:
    """(k, n) summed over cases when every case adds whole counts k <= n, else None."""
    successes = trials = 0
    for top, bottom in ratios.values():
        if top != int(top) or bottom != int(bottom) or not 0 <= top <= bottom:
            return None
        successes, trials = successes + int(top), trials + int(bottom)
    return (successes, trials) if trials else None


def interval_method(key: str) -> str:
    """``clopper-pearson`` or ``bootstrap``: which interval ``metric_intervals`` gives ``key``."""
    return "clopper-pearson" if key in PROPORTION_KEYS else "bootstrap"


def metric_intervals(
    metrics: Mapping[str, CaseRatios],
) -> dict[str, tuple[float, float] | None]:
    """The 95 % interval of each metric: Clopper-Pearson on the pooled counts for a
    proportion (``PROPORTION_KEYS``), the bootstrap over cases for the others (and for a
    proportion whose counts are not whole: never the case for what ``case_ratios`` gives)."""
    return metric_intervals_many([metrics])[0]


def metric_intervals_many(
    groups: Sequence[Mapping[str, CaseRatios]],
) -> list[dict[str, tuple[float, float] | None]]:
    """``metric_intervals`` of each group of metrics, their bootstraps resampled together
    (``bootstrap_intervals_many``); the same intervals as one call a group."""
    exacts: list[dict[str, tuple[float, float] | None]] = []
    for metrics in groups:
        exact: dict[str, tuple[float, float] | None] = {}
        for key, ratios in metrics.items():
            counts = pooled_counts(ratios) if key in PROPORTION_KEYS and ratios else None
            if counts is not None:
                exact[key] = clopper_pearson(*counts)
        exacts.append(exact)
    rests = bootstrap_intervals_many(
        [
            {k: v for k, v in metrics.items() if k not in exact}
            for metrics, exact in zip(groups, exacts, strict=True)
        ]
    )
    return [
        {k: exact[k] if k in exact else rest.get(k) for k in metrics}
        for metrics, exact, rest in zip(groups, exacts, rests, strict=True)
    ]


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
    # the paired bootstrap's two-sided p-value of a - b = 0 (None: not computed), and the
    # same after a multiple-comparison correction over its family of tests (``holm``)
    p_value: float | None = None
    p_adjusted: float | None = None

    @property
    def tie(self) -> bool:
        """No significant difference: the (unadjusted) 95 % interval holds 0, or the
        corrected p-value is not under 0.05 (a correction only turns differences into
        ties, never a tie into a difference)."""
        if self.ci95[0] <= 0.0 <= self.ci95[1]:
            return True
        return self.p_adjusted is not None and self.p_adjusted >= ALPHA

    def to_dict(self) -> dict[str, object]:
        return {
            "difference": self.difference,
            "ci95": list(self.ci95),
            "cases": self.cases,
            "tie": self.tie,
            "p_value": self.p_value,
            "p_adjusted": self.p_adjusted,
        }


ALPHA = 0.05  # the level of the paired tests (their intervals are 95 %)


def bootstrap_p_value(differences: np.ndarray) -> float | None:
    """The two-sided p-value of a paired bootstrap's differences against 0: twice the
    smaller share of resampled differences on either side of 0 (ties with 0 counted on
    both), at most 1; None when fewer than half the resamples have a value (as
    ``_interval``)."""
    import numpy as np

    kept = differences[~np.isnan(differences)]
    if kept.size == 0 or kept.size < RESAMPLES / 2:
        return None
    size = int(kept.size)
    below = int(np.count_nonzero(kept <= 0.0)) / size
    above = int(np.count_nonzero(kept >= 0.0)) / size
    p_value: float = round(min(1.0, 2.0 * min(below, above)), 6)
    return p_value


def holm(p_values: Sequence[float | None]) -> list[float | None]:
    """Holm-Bonferroni adjusted p-values of one family of tests, in the order given (None
    stays None and is no test): the i-th smallest of m is multiplied by m - i + 1, capped
    at 1 and made monotone (never below an earlier one's). A test is significant at 0.05
    after the correction when its adjusted p-value is under 0.05: the chance of any false
    difference among the m stays at most 0.05."""
    tested = sorted((p, i) for i, p in enumerate(p_values) if p is not None)
    m = len(tested)
    adjusted: list[float | None] = [None] * len(p_values)
    running = 0.0
    for rank, (p, index) in enumerate(tested):
        running = max(running, min(1.0, (m - rank) * p))
        adjusted[index] = round(running, 6)
    return adjusted


def adjusted(comparisons: Sequence[Comparison | None]) -> list[Comparison | None]:
    """The comparisons with ``p_adjusted`` set by ``holm`` over all of them (one family)."""
    corrected = holm([c.p_value if c is not None else None for c in comparisons])
    return [
        None if c is None else replace(c, p_adjusted=p)
        for c, p in zip(comparisons, corrected, strict=True)
    ]


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
    differences = values[:, 0] - values[:, 1]
    interval = _interval(differences, RESAMPLES)
    if interval is None:
        return None
    return Comparison(
        round(value_a - value_b, 6), interval, len(common), bootstrap_p_value(differences)
    )


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
