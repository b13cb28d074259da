"""Metric throughput on 10,000 queries with canonical URLs, against pytrec_eval.

Both compute precision@10, NDCG@10, recall@10 and reciprocal rank for 10,000 queries
(rankings of 10 canonical URLs drawn from a pool of 30, 1-5 relevant URLs each, some
graded). pytrec_eval is timed from its own input format (qrels and run dicts) to its
results; ours from ranked lists and relevant sets to the same four numbers. Best of
``--repeat`` rounds each. Target: ours <= 3x pytrec_eval's time.

Run: ``python benchmarks/metric_throughput.py [--repeat 5]``. Not a test: machines are noisy.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import pytrec_eval

from pytest_websearch_bench.metrics import ndcg_at_k, precision_at_k, recall_at_k, reciprocal_rank

QUERIES = 10_000


def dataset(seed: int = 7) -> tuple[list[list[str]], list[dict[str, int]]]:
    rng = random.Random(seed)
    rankings, relevant = [], []
    for q in range(QUERIES):
        pool = [f"https://host{rng.randrange(50)}.example/q{q}/doc{i}" for i in range(30)]
        rankings.append(rng.sample(pool, 10))
        relevant.append(
            {url: rng.choice((1, 1, 2, 3)) for url in rng.sample(pool, rng.randint(1, 5))}
        )
    return rankings, relevant


def ours(rankings: list[list[str]], relevant: list[dict[str, int]]) -> list[tuple[float, ...]]:
    out = []
    for ranked, grades in zip(rankings, relevant, strict=True):
        binary = set(grades)
        out.append(
            (
                precision_at_k(ranked, binary, 10),
                ndcg_at_k(ranked, grades, 10),
                recall_at_k(ranked, binary, 10),
                reciprocal_rank(ranked, binary),
            )
        )
    return out


def theirs(
    rankings: list[list[str]], relevant: list[dict[str, int]]
) -> dict[str, dict[str, float]]:
    qrels = {f"q{i}": dict(grades) for i, grades in enumerate(relevant)}
    run = {
        f"q{i}": {url: float(10 - position) for position, url in enumerate(ranked)}
        for i, ranked in enumerate(rankings)
    }
    evaluator = pytrec_eval.RelevanceEvaluator(
        qrels, {"P_10", "ndcg_cut_10", "recall_10", "recip_rank"}
    )
    return evaluator.evaluate(run)


def best(function, *args, repeat: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function(*args)
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    rankings, relevant = dataset()
    mine = ours(rankings, relevant)
    reference = theirs(rankings, relevant)
    for i in (0, 17, QUERIES - 1):  # the numbers agree before the clocks are compared
        got, want = mine[i], reference[f"q{i}"]
        assert abs(got[0] - want["P_10"]) < 1e-9 and abs(got[1] - want["ndcg_cut_10"]) < 1e-9
        assert abs(got[2] - want["recall_10"]) < 1e-9 and abs(got[3] - want["recip_rank"]) < 1e-9
    our_time = best(ours, rankings, relevant, repeat=args.repeat)
    their_time = best(theirs, rankings, relevant, repeat=args.repeat)
    ratio = our_time / their_time
    print(f"{QUERIES} queries, 4 metrics each, best of {args.repeat}")
    print(f"  pytrec_eval: {their_time * 1e3:.1f} ms")
    print(
        f"  ours:        {our_time * 1e3:.1f} ms  = {ratio:.2f}x  {'OK' if ratio <= 3 else 'OVER TARGET'} (target <= 3x)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
