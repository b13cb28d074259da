"""Ranking metrics against pytrec_eval (trec_eval's reference semantics)."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.metrics import (
    hit_at_k,
    ndcg_at_k,
    precision_at_k,
    recall_at_k,
    reciprocal_rank,
)
from pytest_websearch_bench.metrics.ranking import top_k_unique

pytrec_eval = pytest.importorskip("pytrec_eval", reason="pytrec-eval-terrier is in the test extra")

MEASURES = {
    "P_5",
    "P_10",
    "ndcg_cut_5",
    "ndcg_cut_10",
    "recall_5",
    "recall_10",
    "success_10",
    "recip_rank",
}


def _random_queries(seed: int, n: int, graded: bool):
    rng = random.Random(seed)
    queries = []
    for q in range(n):
        pool = [f"https://h{rng.randint(0, 9)}.example/doc{d}" for d in range(40)]
        n_rel = rng.choice([1, 2, 3, 5, 12, 25])  # includes relevant sets larger than k
        relevant_docs = rng.sample(pool, n_rel)
        qrel = {doc: (rng.randint(1, 3) if graded else 1) for doc in relevant_docs}
        if graded:  # judged non-relevant documents (grade 0) must count as non-relevant
            for doc in rng.sample(pool, 3):
                qrel.setdefault(doc, 0)
        length = rng.choice([0, 1, 3, 7, 10, 15, 30])  # includes empty runs
        ranked = [rng.choice(pool) for _ in range(length)]  # includes repeated URLs
        queries.append((f"q{q}", ranked, qrel))
    return queries


def _trec(queries):
    qrels = {qid: dict(qrel) for qid, _, qrel in queries}
    runs = {}
    for qid, ranked, _ in queries:
        unique = top_k_unique(ranked, None)
        # Strictly decreasing scores pin trec_eval's order to ours.
        runs[qid] = {doc: float(len(unique) - i) for i, doc in enumerate(unique)}
    evaluator = pytrec_eval.RelevanceEvaluator(qrels, MEASURES)
    return evaluator.evaluate({q: r for q, r in runs.items() if r})


@pytest.mark.parametrize("graded", [False, True], ids=["binary", "graded"])
def test_metrics_equal_pytrec_eval_on_random_queries(graded: bool) -> None:
    queries = _random_queries(seed=20261130 + graded, n=1200, graded=graded)
    expected = _trec(queries)
    checked = 0
    for qid, ranked, qrel in queries:
        relevance = qrel if graded else {d for d, g in qrel.items() if g > 0}
        ref = expected.get(qid)
        if ref is None:  # pytrec_eval omits queries with an empty run: every measure is 0
            assert ranked == []
            ref = dict.fromkeys(MEASURES, 0.0)
        assert precision_at_k(ranked, relevance, 5) == pytest.approx(ref["P_5"], abs=1e-9)
        assert precision_at_k(ranked, relevance, 10) == pytest.approx(ref["P_10"], abs=1e-9)
        assert ndcg_at_k(ranked, relevance, 5) == pytest.approx(ref["ndcg_cut_5"], abs=1e-9)
        assert ndcg_at_k(ranked, relevance, 10) == pytest.approx(ref["ndcg_cut_10"], abs=1e-9)
        assert recall_at_k(ranked, relevance, 5) == pytest.approx(ref["recall_5"], abs=1e-9)
        assert recall_at_k(ranked, relevance, 10) == pytest.approx(ref["recall_10"], abs=1e-9)
        assert hit_at_k(ranked, relevance, 10) == pytest.approx(ref["success_10"], abs=1e-9)
        assert reciprocal_rank(ranked, relevance) == pytest.approx(ref["recip_rank"], abs=1e-9)
        checked += 1
    assert checked == 1200


def test_graded_gain_is_the_grade_not_exponential() -> None:
    ranked = ["b", "a"]
    grades = {"a": 1, "b": 3}
    # DCG = 3/log2(2) + 1/log2(3); IDCG is the same ranking: 1.0. With 2**g-1 it would differ
    # only if the order changed, so check a non-ideal order too.
    assert ndcg_at_k(ranked, grades, 10) == pytest.approx(1.0)
    worse = ndcg_at_k(["a", "b"], grades, 10)
    expected = (1 + 3 / math.log2(3)) / (3 + 1 / math.log2(3))
    assert worse == pytest.approx(expected)


def test_repeated_urls_keep_first_position_and_shift_up() -> None:
    ranked = ["x", "x", "x", "a", "b"]
    # After removing copies: x, a, b -> "a" is at rank 2.
    assert reciprocal_rank(ranked, {"a"}) == 0.5
    assert precision_at_k(ranked, {"a", "b"}, 3) == pytest.approx(2 / 3)


def test_missed_gold_lowers_ndcg() -> None:
    assert ndcg_at_k(["a"], {"a", "b", "c"}, 10) < 1.0
    assert ndcg_at_k(["a", "b", "c"], {"a", "b", "c"}, 10) == pytest.approx(1.0)


def test_relevant_set_larger_than_k_uses_k_ideal_items() -> None:
    relevant = {f"d{i}" for i in range(20)}
    ranked = [f"d{i}" for i in range(5)]
    assert ndcg_at_k(ranked, relevant, 5) == pytest.approx(1.0)
    assert recall_at_k(ranked, relevant, 5) == pytest.approx(5 / 20)


@pytest.mark.parametrize("metric", [precision_at_k, ndcg_at_k, recall_at_k, hit_at_k])
def test_empty_relevant_set_raises(metric) -> None:
    with pytest.raises(ValueError, match="empty"):
        metric(["a"], set(), 5)
    with pytest.raises(ValueError, match="empty"):
        metric(["a"], {"a": 0}, 5)


def test_k_must_be_positive() -> None:
    with pytest.raises(ValueError, match="k must be >= 1"):
        precision_at_k(["a"], {"a"}, 0)


@given(
    ranked=st.lists(st.sampled_from("abcdefgh"), max_size=15),
    relevant=st.sets(st.sampled_from("abcdefgh"), min_size=1),
    k=st.integers(min_value=1, max_value=12),
)
def test_metric_bounds_and_relations(ranked, relevant, k) -> None:
    p = precision_at_k(ranked, relevant, k)
    n = ndcg_at_k(ranked, relevant, k)
    r = recall_at_k(ranked, relevant, k)
    h = hit_at_k(ranked, relevant, k)
    rr = reciprocal_rank(ranked, relevant, k)
    for value in (p, n, r, h, rr):
        assert 0.0 <= value <= 1.0 + 1e-12
    assert (h == 1.0) == (p > 0) == (rr > 0) == (n > 0)
    assert rr <= h


@given(
    ranked=st.lists(st.sampled_from("abcdefghijklmnop"), max_size=20),
    gold=st.sets(st.sampled_from("abcdefghijklmnop"), min_size=1),
)
def test_one_pass_case_values_equal_the_public_metrics(ranked, gold) -> None:
    """The run file's per-case path computes four metrics in one pass; it must give the
    public functions' numbers exactly (bit for bit: merged and single runs compare equal)."""
    from pytest_websearch_bench.metrics.casewise import gold_values

    urls = top_k_unique(ranked, None)
    assert gold_values(urls, gold) == {
        "ndcg@5": ndcg_at_k(urls, gold, 5),
        "ndcg@10": ndcg_at_k(urls, gold, 10),
        "hit@10": hit_at_k(urls, gold, 10),
        "mrr@10": reciprocal_rank(urls, gold, 10),
    }
