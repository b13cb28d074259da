"""Tie groups of a ranking: sets of providers no pair of which differs significantly in
the ranking metric, from one family of paired tests computed once.

Every pair of the k ranked providers is compared (the paired bootstrap of the
difference in cost per useful answer on their common cases: ``metrics.stats.paired``),
and the k (k - 1) / 2 p-values are corrected together by Holm-Bonferroni: one declared
family, never a second one after reordering. A pair *ties* when its 95 % interval holds 0
or its Holm-adjusted p-value is not under 0.05 (``Comparison.tie``).

In the ranking's order (by the metric's point value) a *tie group* is a maximal run of
consecutive providers of the same standing (qualified or not) in which every pair ties:
a compact letter display over an ordered list. Ties are not transitive (a ties b, b ties
c, a and c differ), so two groups may overlap (``a`` = {a, b}, ``b`` = {b, c}); a provider
shares a group with another only if their own test, and every test between them, found
no difference. The order is the point values' with the tie-breakers (P@10, then pooled
recall, then freshness accuracy) ordering providers that tie, as the project's ranking rule
says, but only by swapping neighbours that tie (``ranking.by_tie_breakers``): a pair whose
own test differs never changes places, so a significantly dearer provider is never put
above a cheaper one (a review of 2026-12-07: the groups were chained from neighbour tests
and a whole chained group was reordered by P@10, so the terminal said "tie with exa" of a
pair the run file said differs, and exa stood above a provider it was dearer than).
"""

from __future__ import annotations

import itertools
import string
from collections.abc import Mapping, Sequence

from ..metrics.stats import (
    ALPHA,
    RESAMPLES,
    CaseRatios,
    Comparison,
    _interval,
    _matrices,
    adjusted,
    bootstrap_p_value,
    paired,
    point,
    resampled,
)

Pair = tuple[str, str]


def paired_family(
    ratios: Mapping[str, CaseRatios], pairs: Sequence[Pair]
) -> list[Comparison | None]:
    """``paired(ratios[a], ratios[b])`` for each pair, not yet corrected. When every
    provider has the same cases (the ranking's common cases) the cases are resampled once
    for all of them: the draws depend only on the number of cases and the seed, so each
    pair's resampled values are those ``paired`` draws for it (one resample, k columns,
    instead of one per pair)."""
    names = list(dict.fromkeys(name for pair in pairs for name in pair))
    cases = {frozenset(ratios[name]) for name in names}
    if len(cases) != 1:
        return [paired(ratios[a], ratios[b]) for a, b in pairs]
    common = sorted(next(iter(cases)))
    if not common:
        return [None] * len(pairs)
    values = resampled(*_matrices([ratios[name] for name in names], common))
    column = {name: i for i, name in enumerate(names)}
    found: list[Comparison | None] = []
    for a, b in pairs:
        value_a, value_b = point(ratios[a]), point(ratios[b])
        differences = values[:, column[a]] - values[:, column[b]]
        interval = _interval(differences, RESAMPLES)
        if value_a is None or value_b is None or interval is None:
            found.append(None)
            continue
        found.append(
            Comparison(
                round(value_a - value_b, 6),
                interval,
                len(common),
                bootstrap_p_value(differences),
            )
        )
    return found


def family(order: Sequence[str], ratios: Mapping[str, CaseRatios]) -> dict[Pair, Comparison | None]:
    """Every pair (a, b) of ``order``, a above b, compared and Holm-corrected as one
    family (``p_adjusted`` over all the pairs that have a test)."""
    pairs = list(itertools.combinations(order, 2))
    return dict(zip(pairs, adjusted(paired_family(ratios, pairs)), strict=True))


def oriented(tests: Mapping[Pair, Comparison | None], a: str, b: str) -> Comparison | None:
    """The test of ``a`` against ``b`` (a - b), from the family whichever way it was stored:
    the same p-values, the difference and its interval negated when it was stored b - a."""
    found = tests.get((a, b))
    if found is not None or (b, a) not in tests:
        return found
    back = tests[(b, a)]
    if back is None:
        return None
    low, high = back.ci95
    return Comparison(-back.difference, (-high, -low), back.cases, back.p_value, back.p_adjusted)


def ties(tests: Mapping[Pair, Comparison | None], a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` were tested and found no different (either order)."""
    found = tests.get((a, b)) or tests.get((b, a))
    return found is not None and found.tie


def groups(
    order: Sequence[str], tests: Mapping[Pair, Comparison | None], standing: Mapping[str, object]
) -> list[list[str]]:
    """The maximal runs of consecutive providers of ``order`` of one ``standing`` in which
    every pair ties, in order (each of two or more; they may overlap)."""
    found: list[list[str]] = []
    end = -1  # the end of the previous start's run: a run ending there is inside it
    for start in range(len(order)):
        stop = max(end, start)
        while stop + 1 < len(order) and all(
            standing[order[m]] == standing[order[stop + 1]]
            and ties(tests, order[m], order[stop + 1])
            for m in range(start, stop + 1)
        ):
            stop += 1
        if stop > start and stop > end:
            found.append(list(order[start : stop + 1]))
        end = stop
    return found


def label(index: int) -> str:
    """A group's letter: a, b, ... z, then g27, g28 ..."""
    return string.ascii_lowercase[index] if index < 26 else f"g{index + 1}"


def group_record(
    name: str, members: Sequence[str], tests: Mapping[Pair, Comparison | None]
) -> dict[str, object]:
    """A tie group as the run file keeps it: its letter, its members in ranking order and
    the pairwise tests that formed it (every pair of them, from the one family)."""
    pairs = []
    for a, b in itertools.combinations(members, 2):
        found = oriented(tests, a, b)
        pairs.append({"providers": [a, b], **(found.to_dict() if found is not None else {})})
    return {"label": name, "providers": list(members), "tests": pairs}


def family_record(
    metric: str, tests: Mapping[Pair, Comparison | None], k: int
) -> dict[str, object]:
    """What the family was: its metric, its size and the correction (the run file's
    ``tie_family``, on every ranking entry)."""
    return {
        "metric": metric,
        "providers": k,
        "tests": sum(1 for found in tests.values() if found is not None),
        "correction": "holm-bonferroni",
        "alpha": ALPHA,
        "resamples": RESAMPLES,
    }


def p_text(p: float | None, resamples: int = RESAMPLES) -> str:
    """A bootstrap p-value as text: ``p < 0.001`` for a 0 out of 2,000 resamples (twice
    the share on the smaller side of 0: its smallest value above 0 is 2/B, so a 0 says
    only that no resample fell on the other side, never that p is 0), ``p 0.012``
    otherwise, ``p n/a`` when there is none."""
    if p is None:
        return "p n/a"
    floor = 2 / resamples
    if p < floor:
        return f"p < {floor:.3g}"
    return f"p {p:.3f}"
