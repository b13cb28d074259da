"""Tie groups that are true (IR-evaluation review of 2026-12-07, finding 2): every pair of
ranked providers is tested once, Holm-corrected as one family; a group is a run (in cost
order) of providers no pair of which differs; tied providers are ordered by P@10 (tied neighbours swap only); the
run file keeps the tests that formed each group, and no text says "tie with" of a pair
the run file says differs. Also finding 10: a bootstrap p-value of 0 reads ``p < 0.001``."""

from __future__ import annotations

import itertools
import random
import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.metrics.stats import Comparison, paired
from pytest_websearch_bench.report.ranking import rank, tie_group_text, ties_text
from pytest_websearch_bench.report.tie_groups import groups, p_text, paired_family

N = 40
COST = "cost_per_useful_answer_usd"


def _ratios(costs: list[float]) -> dict[str, tuple[float, float]]:
    return {f"c{i:02}": (cost, 1.0) for i, cost in enumerate(costs)}


def _block(costs: list[float], precision: float, qualified: bool = True) -> dict[str, Any]:
    return {
        "comparable": True,
        "qualified": qualified,
        "aggregate": {
            COST: sum(costs) / len(costs),
            "precision@10": precision,
            "recall_pooled": None,
            "freshness_accuracy": None,
        },
        "gates": [],
    }


def _chain() -> dict[str, list[float]]:
    """The review's shape: a < b < c in cost, a-b and b-c not significant after Holm,
    a-c clearly significant (brave, linkup ... exa of the bundled run)."""
    rng = random.Random(1)
    a = [rng.uniform(0.008, 0.012) for _ in range(N)]
    b = [x + 0.0006 + rng.gauss(0, 0.0015) for x in a]
    c = [x + 0.0012 + rng.gauss(0, 0.0015) for x in a]
    return {"a": a, "b": b, "c": c}


def _ranked(costs: dict[str, list[float]], precision: dict[str, float]) -> list[dict[str, Any]]:
    ratios = {n: {COST: _ratios(c)} for n, c in costs.items()}
    blocks = {n: _block(c, precision[n]) for n, c in costs.items()}
    ranking, unranked = rank(blocks, {}, ratios)
    assert unranked == []
    return ranking


def test_a_chained_tie_is_ordered_by_p10_only_where_neighbours_tie() -> None:
    # c has the best P@10: the old chain {a, b, c}, ordered by P@10, put c first and
    # said "tie 1/3 with b, a" though c is significantly dearer than a. The tie-breakers
    # still order providers that tie (the ranking rule), but only tied neighbours swap:
    # b passes a (they tie, b's P@10 is higher); c never passes a (they differ)
    ranking = _ranked(_chain(), {"a": 0.19, "b": 0.2, "c": 0.21})
    by = {e["provider"]: e for e in ranking}
    assert [e["provider"] for e in ranking] == ["b", "a", "c"]
    [ba] = by["b"]["tie_groups"][0]["tests"]
    assert ba["providers"] == ["b", "a"] and ba["tie"] and ba["difference"] > 0  # b - a
    assert by["b"]["versus_next"]["tie"] and not by["a"]["versus_next"]["tie"]
    assert by["a"]["versus_next"]["provider"] == "c" and by["a"]["versus_next"]["difference"] < 0
    assert by["b"]["tie_with"] == ["a"] and by["a"]["tie_with"] == ["b"]
    assert by["c"]["tie_with"] == [] and by["c"]["tie_groups"] == []
    assert by["b"]["tie_broken_by"] == "P@10"
    assert tie_group_text(by["b"], ranking) == "tie 1/2 with a; ordered by P@10"
    assert tie_group_text(by["a"], ranking) == "tie 2/2 with b; ordered by P@10"
    assert not _named(tie_group_text(by["c"], ranking))
    family = by["a"]["tie_family"]
    assert family["tests"] == 3 and family["correction"] == "holm-bonferroni"
    # the pair a-c, tested in the family, differs: no group holds both, no text names it
    a_c = paired(_ratios(_chain()["a"]), _ratios(_chain()["c"]))
    assert a_c is not None and a_c.p_value == 0.0


def test_a_chain_in_p10_order_keeps_two_overlapping_groups() -> None:
    ranking = _ranked(_chain(), {"a": 0.21, "b": 0.2, "c": 0.19})
    by = {e["provider"]: e for e in ranking}
    assert [e["provider"] for e in ranking] == ["a", "b", "c"]
    assert by["b"]["tie_with"] == ["a", "c"]
    assert [g["providers"] for g in by["b"]["tie_groups"]] == [["a", "b"], ["b", "c"]]
    assert tie_group_text(by["b"], ranking) == (
        "group a: tie 2/2 with a; group b: tie 1/2 with c; ordered by P@10"
    )
    assert _named(tie_group_text(by["a"], ranking)) == {"b"}


def test_the_ties_line_names_the_neighbours_that_differ_with_p_below_the_resolution() -> None:
    rng = random.Random(3)
    cheap = [rng.uniform(0.008, 0.012) for _ in range(N)]
    dear = [x + 0.004 + rng.gauss(0, 0.0005) for x in cheap]
    same = [x + rng.gauss(0, 0.0005) for x in dear]
    ranking = _ranked({"p": cheap, "q": dear, "r": same}, {"p": 0.1, "q": 0.3, "r": 0.2})
    assert [e["provider"] for e in ranking] == ["p", "q", "r"] or [
        e["provider"] for e in ranking
    ] == ["p", "r", "q"]
    assert ranking[0]["versus_next"]["p_adjusted"] == 0.0
    assert ranking[0]["tie_with"] == []
    text = ties_text(ranking)
    assert f"neighbours that differ (Holm-adjusted): p/{ranking[1]['provider']} p < 0.001" in text
    assert "all 3 pairs of the 3 ranked providers" in text


def test_p_text_never_prints_a_bootstrap_p_of_zero() -> None:
    assert p_text(0.0) == "p < 0.001"  # 2,000 resamples: the smallest p above 0 is 2/2000
    assert p_text(0.0, resamples=10_000) == "p < 0.0002"
    assert p_text(0.001) == "p 0.001"
    assert p_text(0.0123) == "p 0.012"
    assert p_text(None) == "p n/a"


def _c(tie: bool) -> Comparison:
    return Comparison(0.0 if tie else -1.0, (-1.0, 1.0) if tie else (-2.0, -0.5), 10)


def test_groups_are_maximal_runs_where_every_pair_ties_and_keep_to_one_standing() -> None:
    order = ["a", "b", "c", "d", "e"]
    tied = {("a", "b"), ("a", "c"), ("b", "c"), ("b", "d"), ("c", "d"), ("d", "e")}
    tests: dict[tuple[str, str], Comparison | None] = {
        (x, y): _c((x, y) in tied) for i, x in enumerate(order) for y in order[i + 1 :]
    }
    same = dict.fromkeys(order, True)
    assert groups(order, tests, same) == [["a", "b", "c"], ["b", "c", "d"], ["d", "e"]]
    tests["a", "c"] = None  # untested: never a tie
    assert groups(order, tests, same) == [["a", "b"], ["b", "c", "d"], ["d", "e"]]
    split = {**same, "d": False, "e": False}  # d, e disqualified: no group across
    assert groups(order, tests, split) == [["a", "b"], ["b", "c"], ["d", "e"]]
    assert groups(order, {}, same) == []


def test_one_resample_for_the_family_gives_what_each_paired_test_gives() -> None:
    rng = random.Random(7)
    ratios = {
        n: {f"c{i}": (rng.uniform(0, 0.02), float(rng.random() < 0.8)) for i in range(23)}
        for n in "pqrs"
    }
    pairs = [("p", "q"), ("p", "s"), ("r", "s"), ("q", "r")]
    assert paired_family(ratios, pairs) == [paired(ratios[a], ratios[b]) for a, b in pairs]
    ratios["s"].pop("c3")  # different cases: each pair on its own common cases
    assert paired_family(ratios, pairs) == [paired(ratios[a], ratios[b]) for a, b in pairs]


_NAME = re.compile(r"tie \d+/\d+ with ([^;]+)")


def _named(text: str | None) -> set[str]:
    """The providers a tie text says its entry ties with."""
    return {m.strip() for found in _NAME.findall(text or "") for m in found.split(",")}


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
@given(
    k=st.integers(min_value=2, max_value=5),
    n=st.integers(min_value=8, max_value=30),
    seed=st.integers(min_value=0, max_value=10_000),
    spread=st.sampled_from([0.0, 0.0005, 0.002, 0.006]),
)
def test_every_pair_inside_a_printed_group_is_not_significant(
    k: int, n: int, seed: int, spread: float
) -> None:
    rng = random.Random(seed)
    base = [rng.uniform(0.005, 0.015) for _ in range(n)]
    names = [f"p{i}" for i in range(k)]
    costs = {
        name: [max(0.0, x + rng.uniform(0, spread) * i + rng.gauss(0, 0.002)) for x in base]
        for i, name in enumerate(names)
    }
    ratios = {
        name: {COST: {f"c{j:02}": (v, 1.0) for j, v in enumerate(c)}} for name, c in costs.items()
    }
    blocks = {name: _block(c, rng.random(), rng.random() < 0.8) for name, c in costs.items()}
    ranking, _ = rank(blocks, {}, ratios)
    by = {e["provider"]: e for e in ranking}
    for entry in ranking:
        for group in entry["tie_groups"]:
            members = group["providers"]
            assert entry["provider"] in members
            assert len(group["tests"]) == len(members) * (len(members) - 1) // 2
            assert all(t["tie"] for t in group["tests"])  # no pair inside differs
            assert len({by[m]["qualified"] for m in members}) == 1
        named = _named(tie_group_text(entry, ranking))
        assert named == set(entry["tie_with"])
        for other in named:  # the text never claims a tie the run file denies
            tests = [
                t
                for g in entry["tie_groups"]
                for t in g["tests"]
                if set(t["providers"]) == {entry["provider"], other}
            ]
            assert tests and all(t["tie"] for t in tests)
        versus = entry.get("versus_next")
        if versus is not None and not versus["tie"]:
            assert versus["provider"] not in named
    # a pair that differs keeps the cost order; tied neighbours are in tie-breaker order
    order = [e["provider"] for e in ranking]
    cost = {name: blocks[name]["aggregate"][COST] for name in order}
    for i, upper in enumerate(order):
        for lower in order[i + 1 :]:
            if blocks[upper]["qualified"] != blocks[lower]["qualified"]:
                continue
            test = paired_family({n: ratios[n][COST] for n in (upper, lower)}, [(upper, lower)])[0]
            if test is not None and test.p_value == 0.0 and not (test.ci95[0] <= 0 <= test.ci95[1]):
                assert cost[upper] <= cost[lower]
    for entry, below in itertools.pairwise(ranking):
        versus = entry.get("versus_next")
        if versus is not None and versus["tie"] and entry["qualified"] == below["qualified"]:
            assert (
                blocks[entry["provider"]]["aggregate"]["precision@10"]
                >= (blocks[below["provider"]]["aggregate"]["precision@10"])
            )
