"""The ranking's neighbour tests are one family: Holm-Bonferroni over its k - 1 paired
tests (evaluation review, 2026-12-06, the rest). Before, each neighbour pair was tested at
95 % on its own, so with ten providers the chance of some false difference was far above
5 %. The run file keeps the raw ``p_value`` beside ``p_adjusted``; a tie stays ordered by
P@10 and is said to be a tie."""

from __future__ import annotations

import itertools
import random
from typing import Any

from pytest_websearch_bench.metrics.stats import Comparison, holm, paired
from pytest_websearch_bench.report.html import RANKING_RULE
from pytest_websearch_bench.report.ranking import rank
from pytest_websearch_bench.report.terminal import render
from runkit import record, run_of, unwrapped


def test_holm_multiplies_the_ith_smallest_by_m_minus_i_plus_1_and_keeps_the_order() -> None:
    assert holm([0.001, 0.03, 0.5]) == [0.003, 0.06, 0.5]
    assert holm([0.5, 0.03, 0.001]) == [0.5, 0.06, 0.003]  # in the order given
    assert holm([0.04, None, 0.01]) == [0.04, None, 0.02]  # None is no test: m = 2
    assert holm([0.02, 0.021, 0.9]) == [0.06, 0.06, 0.9]  # monotone: never below an earlier
    assert holm([0.6, 0.7]) == [1.0, 1.0]  # capped at 1
    assert holm([]) == []


def test_a_difference_not_significant_after_holm_is_a_tie_its_raw_interval_kept() -> None:
    comparison = Comparison(-0.0005, (-0.00098, -0.00005), 40, p_value=0.031)
    assert not comparison.tie  # alone, as before: the interval excludes 0
    corrected = Comparison(-0.0005, (-0.00098, -0.00005), 40, p_value=0.031, p_adjusted=0.062)
    assert corrected.tie
    assert corrected.to_dict() == {
        "difference": -0.0005,
        "ci95": [-0.00098, -0.00005],
        "cases": 40,
        "tie": True,
        "p_value": 0.031,
        "p_adjusted": 0.062,
    }


N = 40
TIES = (
    "no pair of a tie group differs in cost per useful answer at 95 % after "
    "Holm-Bonferroni over all 1 pair of the 2 ranked providers (groups may overlap); "
    "providers that tie are ordered by P@10, then pooled recall, freshness accuracy, then "
    "(all equal) the point cost, but a pair that differs keeps the cost order"
)


def _costs() -> dict[str, list[float]]:
    """Four providers' costs per case (one useful answer each): B clearly dearer than A, C
    a little dearer than B (raw p 0.031), D no different from C (raw p 0.86)."""
    rng = random.Random(1)
    a = [rng.uniform(0.01, 0.02) for _ in range(N)]
    r = random.Random(66)
    b = [x + 0.005 + r.gauss(0, 0.001) for x in a]
    r = random.Random(66 + 1000)
    c = [x + 0.0006 + r.gauss(0, 0.0015) for x in b]
    r = random.Random(66 + 2000)
    d = [x + r.gauss(0, 0.002) for x in c]
    return {"a": a, "b": b, "c": c, "d": d}


def _ratios(costs: list[float]) -> dict[str, tuple[float, float]]:
    return {f"c{i:02}": (cost, 1.0) for i, cost in enumerate(costs)}


def _block(costs: list[float], precision: float) -> dict[str, Any]:
    return {
        "comparable": True,
        "qualified": True,
        "aggregate": {
            "cost_per_useful_answer_usd": sum(costs) / len(costs),
            "precision@10": precision,
            "recall_pooled": None,
            "freshness_accuracy": None,
        },
        "gates": [],
    }


def test_two_raw_differences_one_left_after_holm_and_the_tie_said() -> None:
    costs = _costs()
    ratios = {n: {"cost_per_useful_answer_usd": _ratios(c)} for n, c in costs.items()}
    raw = [
        paired(ratios[x]["cost_per_useful_answer_usd"], ratios[y]["cost_per_useful_answer_usd"])
        for x, y in (("a", "b"), ("b", "c"), ("c", "d"))
    ]
    assert all(c is not None for c in raw)
    p = [c.p_value for c in raw if c is not None]
    assert p[0] < 0.05 / 3 and 0.025 < p[1] < 0.05 and p[2] > 0.05  # two significant raw
    assert [c.tie for c in raw if c is not None] == [False, False, True]  # as before

    precision = {"a": 0.3, "b": 0.25, "c": 0.2, "d": 0.1}
    blocks = {n: _block(c, precision[n]) for n, c in costs.items()}
    ranking, unranked = rank(blocks, {}, ratios)
    assert unranked == []
    by = {e["provider"]: e for e in ranking}
    assert [e["provider"] for e in ranking] == ["a", "b", "c", "d"]
    versus = [by[n]["versus_next"] for n in "abc"]
    assert [v["p_value"] for v in versus] == p  # the raw p-value kept
    # one family, every pair of the four (2026-12-07): six tests, corrected together
    pairs = list(itertools.combinations("abcd", 2))
    every = [
        paired(ratios[x]["cost_per_useful_answer_usd"], ratios[y]["cost_per_useful_answer_usd"])
        for x, y in pairs
    ]
    family = dict(zip(pairs, holm([c.p_value if c else None for c in every]), strict=True))
    assert [v["p_adjusted"] for v in versus] == [family[x, y] for x, y in ("ab", "bc", "cd")]
    assert by["a"]["tie_family"]["tests"] == 6
    assert versus[1]["p_adjusted"] > 0.05  # over 0.05 now
    assert versus[1]["ci95"][1] < 0  # its unadjusted interval still excludes 0
    assert [v["tie"] for v in versus] == [False, True, True]  # a-b survives, b-c does not
    assert by["a"]["tie_with"] == []
    assert by["b"]["tie_with"] == ["c", "d"]
    assert by["b"]["tie_broken_by"] == "P@10"
    assert by["c"]["tie_with"] == ["b", "d"]
    [group] = by["b"]["tie_groups"]
    assert group["providers"] == ["b", "c", "d"]
    assert [t["providers"] for t in group["tests"]] == [["b", "c"], ["b", "d"], ["c", "d"]]
    assert all(t["tie"] for t in group["tests"])


def test_the_reports_state_the_correction_and_the_tie() -> None:
    assert "Holm-Bonferroni" in RANKING_RULE and "Every pair" in RANKING_RULE
    records = {n: [record(f"c{i}", n, useful=True, cost=0.01) for i in range(3)] for n in "pq"}
    run = run_of([*records["p"], *records["q"]])
    for block in run["providers"].values():
        block["comparable"] = True  # every fixture class, as a bundled run has them
    run["ranking"], run["unranked"] = rank(run["providers"], records)
    entries = run["ranking"]
    assert [e["provider"] for e in entries] == ["p", "q"]
    assert entries[0]["tie_with"] == ["q"]  # the same costs: a tie
    lines = render(run, None, width=300)
    ordered = "ordered by cost per useful answer (every tie-breaker equal)"
    assert f"  1. p (tie 1/2 with q; {ordered})" in lines
    assert f"  2. q (tie 2/2 with p; {ordered})" in lines  # the last member is in it too
    # the note wraps at the width (longer since it names the point cost as the last order)
    assert unwrapped(lines, "  ties: ") == "  ties: " + TIES


def test_compare_says_what_a_tie_is_under_a_ranking_that_has_one() -> None:
    from pytest_websearch_bench.report.compare import render_comparison

    records = {n: [record(f"c{i}", n, useful=True, cost=0.01) for i in range(3)] for n in "pq"}
    run = run_of([*records["p"], *records["q"]])
    for block in run["providers"].values():
        block["comparable"] = True
    ranking, unranked = rank(run["providers"], records)
    lines = render_comparison(
        {
            "providers": run["providers"],
            "ranking": ranking,
            "unranked": unranked,
            "review": {"unjudged_groups": 0},
        }
    )
    assert "  note: ties: " + TIES in lines
