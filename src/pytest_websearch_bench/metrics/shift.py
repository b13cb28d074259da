"""A provider against its own past: paired shifts of every metric, and a correction.

Two runs of one provider (OLD and NEW, typically two recordings a month apart) are
compared on the cases both ran. Each metric is a ratio of sums over cases (see
``ratios``); a resample draws cases once and both sides are computed on the same
draw, so the interval is of the paired difference ``new - old``. The two-sided
bootstrap p-value of "no change" is twice the share of resamples on the less
populated side of 0 (with the +1 of a permutation test, so it is never 0), and
``holm`` adjusts a family of them (Holm-Bonferroni: the family-wise error rate stays at
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
    p_value: float | None
    cases: int  # common cases where the metric is defined on both sides

    def to_dict(self) -> dict[str, object]:
        return {
            "old": self.old,
            "new": self.new,
            "difference": self.difference,
            "ci95": None if self.ci95 is None else list(self.ci95),
            "p_value": self.p_value,
            "cases": self.cases,
        }


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
            out[key] = Shift(value_a, value_b, None, None, None, both)
            continue
        out[key] = Shift(value_a, value_b, round(value_b - value_a, 6), None, None, both)
        usable.append(key)
    if not usable or not common:
        return out
    columns = [old[k] for k in usable] + [new.get(k, {}) for k in usable]
    values = resampled(*_matrices(columns, common), count=resamples)
    width = len(usable)
    for index, key in enumerate(usable):
        differences = values[:, width + index] - values[:, index]
        found = out[key]
        out[key] = Shift(
            found.old,
            found.new,
            found.difference,
            _interval(differences, resamples),
            _p_value(differences),
            found.cases,
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
