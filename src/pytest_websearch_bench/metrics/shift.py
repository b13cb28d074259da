"""A provider against its own past: paired shifts of every metric, and a correction.

Two runs of one provider (OLD and NEW, typically two recordings a month apart) are
compared on the cases both ran. Each metric is a ratio of sums over cases (see
``ratios``); a resample draws cases once and both sides are computed on the same
draw, so the interval is of the paired difference ``new - old``. The two-sided
bootstrap p-value of "no change" is twice the share of resamples on the less
populated side of 0 (with the +1 of a permutation test, so it is never 0), floored at
``exact_floor(n)``: on n cases the bootstrap is far too sure (six cases that all moved the
same way resample to one side every time, p = 2/10 001), while an exact paired permutation
test, which swaps OLD and NEW within each case, can never go below 2/2**n (the observed
arrangement and its mirror). A p-value no exact test on those cases could give is not
reported. ``holm`` adjusts a family of them (Holm-Bonferroni: the family-wise error rate stays at
alpha whatever the number of metrics and categories tested).

More resamples than a run's intervals use: a correction over a hundred tests asks for
p-values near 1/10 000, which 2 000 resamples cannot give.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from .stats import CaseRatios, _interval, _matrices, point, resampled

DIFF_RESAMPLES = 10_000


@dataclass(frozen=True)
class Shift:
    """One metric on the common cases: its value in each run, ``new - old`` with its
    paired 95 % interval and bootstrap p-value (None when a side is undefined)."""

    old: float | None
    new: float | None
    difference: float | None
    ci95: tuple[float, float] | None
    p_value: float | None  # the bootstrap's, never below ``p_floor``
    cases: int  # common cases where the metric is defined on both sides
    p_floor: float = 0.0  # exact_floor(cases): what the p-value can never go below

    def to_dict(self) -> dict[str, object]:
        return {
            "old": self.old,
            "new": self.new,
            "difference": self.difference,
            "ci95": None if self.ci95 is None else list(self.ci95),
            "p_value": self.p_value,
            "p_floor": self.p_floor,
            "cases": self.cases,
        }


def exact_floor(cases: int) -> float:
    """The smallest two-sided p-value an exact paired permutation test can give on
    ``cases`` cases: 2 of the 2**cases swaps (the observed one and its mirror) are at
    least as extreme as the observation. 1.0 for one case, 0.031 for six, 0.002 for ten."""
    if cases <= 1:
        return 1.0
    return min(1.0, 2.0 ** (1 - cases))


def _p_value(differences: np.ndarray) -> float | None:
    kept = differences[~np.isnan(differences)]
    if kept.size == 0:
        return None
    below = int(np.count_nonzero(kept <= 0.0))
    above = int(np.count_nonzero(kept >= 0.0))
    return float(min(1.0, 2.0 * (min(below, above) + 1) / (kept.size + 1)))


def paired_shifts(
    old: Mapping[str, CaseRatios],
    new: Mapping[str, CaseRatios],
    cases: Sequence[str],
    *,
    resamples: int = DIFF_RESAMPLES,
) -> dict[str, Shift]:
    """Per metric (the keys of ``old``), its shift on ``cases`` (the cases both runs
    ran). A case where a metric is undefined on one side adds nothing to that side: each
    side is the metric as its run defines it, on the same cases."""
    common = sorted(set(cases))
    out: dict[str, Shift] = {}
    usable: list[str] = []
    for key in old:
        a = {c: old[key][c] for c in common if c in old[key]}
        b = {c: new.get(key, {})[c] for c in common if c in new.get(key, {})}
        value_a, value_b = point(a), point(b)
        both = len(set(a) & set(b))
        if value_a is None or value_b is None:
            out[key] = Shift(value_a, value_b, None, None, None, both, exact_floor(both))
            continue
        out[key] = Shift(
            value_a, value_b, round(value_b - value_a, 6), None, None, both, exact_floor(both)
        )
        usable.append(key)
    if not usable or not common:
        return out
    columns = [old[k] for k in usable] + [new.get(k, {}) for k in usable]
    values = resampled(*_matrices(columns, common), count=resamples)
    width = len(usable)
    for index, key in enumerate(usable):
        differences = values[:, width + index] - values[:, index]
        found = out[key]
        raw = _p_value(differences)
        floor = exact_floor(found.cases)
        out[key] = Shift(
            found.old,
            found.new,
            found.difference,
            _interval(differences, resamples),
            None if raw is None else max(raw, floor),
            found.cases,
            floor,
        )
    return out


def holm(p_values: Mapping[str, float]) -> dict[str, float]:
    """Holm-Bonferroni adjusted p-values of a family of tests (monotone in the raw
    order, never below the raw value, at most 1)."""
    ordered = sorted(p_values.items(), key=lambda item: (item[1], item[0]))
    size = len(ordered)
    adjusted: dict[str, float] = {}
    running = 0.0
    for rank, (key, value) in enumerate(ordered):
        running = max(running, min(1.0, (size - rank) * value))
        adjusted[key] = running
    return adjusted
