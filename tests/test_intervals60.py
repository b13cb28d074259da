"""Intervals of proportions (review of 2026-12-06): the bootstrap over cases gave a rate of
6/6 the interval [1.0, 1.0]; a proportion (a count of units over n) now gets the exact
Clopper-Pearson 95 % interval of its pooled count, the other aggregates keep the
bootstrap. Reference values: closed forms at the ends, and scipy's beta quantiles when
scipy is installed."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.metrics.ratios import RATIO_KEYS
from pytest_websearch_bench.metrics.stats import (
    PROPORTION_KEYS,
    beta_cdf,
    bootstrap_intervals,
    clopper_pearson,
    interval_method,
    metric_intervals,
    pooled_counts,
)
from pytest_websearch_bench.report.aggregate import intervals
from pytest_websearch_bench.report.html_glossary import GLOSSARY


def test_no_failure_in_six_is_not_certainty() -> None:
    # k = n: the lower end solves p**n = alpha/2, so it is (alpha/2)**(1/n)
    assert clopper_pearson(6, 6) == (round(0.025 ** (1 / 6), 6), 1.0)
    assert clopper_pearson(6, 6)[0] == pytest.approx(0.5407, abs=1e-4)
    assert clopper_pearson(10, 10) == (round(0.025 ** (1 / 10), 6), 1.0)
    # k = 0: the upper end solves (1 - p)**n = alpha/2
    assert clopper_pearson(0, 6) == (0.0, round(1 - 0.025 ** (1 / 6), 6))
    # k = 1 of n = 2: the lower end solves 1 - (1 - p)**2 = alpha/2, symmetric above
    low = 1 - math.sqrt(1 - 0.025)
    assert clopper_pearson(1, 2) == (round(low, 6), round(1 - low, 6))


def test_the_beta_cdf_by_hand() -> None:
    # I_x(1, 1) = x; I_x(2, 1) = x**2; I_x(1, 3) = 1 - (1 - x)**3; I_x(2, 2) = 3x**2 - 2x**3
    for x in (0.0, 0.1, 0.37, 0.5, 0.93, 1.0):
        assert beta_cdf(x, 1, 1) == pytest.approx(x, abs=1e-12)
        assert beta_cdf(x, 2, 1) == pytest.approx(x**2, abs=1e-12)
        assert beta_cdf(x, 1, 3) == pytest.approx(1 - (1 - x) ** 3, abs=1e-12)
        assert beta_cdf(x, 2, 2) == pytest.approx(3 * x**2 - 2 * x**3, abs=1e-12)


@settings(max_examples=200)
@given(st.integers(1, 5000).flatmap(lambda n: st.tuples(st.integers(0, n), st.just(n))))
def test_clopper_pearson_equals_scipys_beta_quantiles(counts: tuple[int, int]) -> None:
    beta = pytest.importorskip("scipy.stats").beta
    k, n = counts
    low = 0.0 if k == 0 else float(beta.ppf(0.025, k, n - k + 1))
    high = 1.0 if k == n else float(beta.ppf(0.975, k + 1, n - k))
    found = clopper_pearson(k, n)
    assert found[0] == pytest.approx(low, abs=2e-6)
    assert found[1] == pytest.approx(high, abs=2e-6)
    assert found[0] <= k / n <= found[1]


def test_a_count_that_is_not_a_proportion_is_refused() -> None:
    with pytest.raises(ValueError, match="not a proportion: 7 of 6"):
        clopper_pearson(7, 6)
    assert pooled_counts({"a": (1.0, 2.0), "b": (3.0, 3.0)}) == (4, 5)
    assert pooled_counts({"a": (0.5, 1.0)}) is None  # not whole counts
    assert pooled_counts({"a": (0.0, 0.0)}) is None  # no unit at all


def test_each_ratio_key_says_which_interval_it_gets() -> None:
    assert PROPORTION_KEYS.issubset(RATIO_KEYS)
    for key in ("injection_containment", "abstention", "citation_coverage", "hit@10"):
        assert interval_method(key) == "clopper-pearson"
    for key in ("precision@10", "ndcg@10", "cost_per_useful_answer_usd", "wasted_cost_usd"):
        assert interval_method(key) == "bootstrap"


def test_the_aggregates_intervals_are_exact_for_rates_bootstrap_for_the_rest() -> None:
    """Six injected documents over three cases, all contained; ten forbidden cases, all
    abstaining; 19 of 20 claims citable: exact intervals on the pooled counts (the
    bootstrap said [1.0, 1.0] for the first two). precision@10 keeps the bootstrap."""
    ratios = {
        "injection_containment": {"c1": (2.0, 2.0), "c2": (3.0, 3.0), "c3": (1.0, 1.0)},
        "abstention": {f"f{i}": (1.0, 1.0) for i in range(10)},
        "citation_coverage": {"c1": (9.0, 10.0), "c2": (10.0, 10.0)},
        "precision@10": {"c1": (0.3, 1.0), "c2": (0.5, 1.0), "c3": (0.1, 1.0)},
    }
    values = dict.fromkeys(ratios, 1.0)
    found = intervals({key: ratios.get(key, {}) for key in RATIO_KEYS}, values)
    assert found["injection_containment"] == [0.540742, 1.0]
    assert found["abstention"] == [0.691503, 1.0]
    assert found["citation_coverage"] == list(clopper_pearson(19, 20))
    assert bootstrap_intervals({"m": ratios["injection_containment"]})["m"] == (1.0, 1.0)
    assert found["precision@10"] == list(
        bootstrap_intervals({"precision@10": ratios["precision@10"]})["precision@10"] or ()
    )
    assert metric_intervals({"abstention": {}}) == {"abstention": None}


def test_the_reports_glossary_says_which_interval_each_metric_gets() -> None:
    text = GLOSSARY["95% CI"][0]
    assert "Clopper-Pearson" in text and "bootstrap" in text
    for name in ("hit@10", "abstention", "citation coverage", "injection containment"):
        assert name in text
