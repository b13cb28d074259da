"""The bootstrap's BLAS threads: ``metrics.stats.resampled`` at 4,326 cases (the shared
dataset's size) with one BLAS thread, as shipped, against the library's default threads.

The resampled products are thin (rows x n times n x k, k ~ 10 metrics): OpenBLAS's extra
threads buy little and, beside xdist's workers on a small machine, spin against them.
Prints best-of-``--repeat`` wall times and the ratio default / one thread (> 1: the
shipped setting is faster). Same process, same draws, alternated rounds.

Run: ``python benchmarks/bootstrap_threads.py [--repeat 5] [--cases 4326]``. Not a test:
machines are noisy.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable

import numpy as np

from pytest_websearch_bench.metrics import stats


def _timed(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--cases", type=int, default=4326)
    parser.add_argument("--metrics", type=int, default=12)
    args = parser.parse_args(argv)
    rng = np.random.default_rng(7)
    numerators = rng.integers(0, 2, (args.cases, args.metrics)).astype(np.float64)
    denominators = np.ones_like(numerators)

    def shipped() -> object:
        return stats.resampled(numerators, denominators)

    def default_threads() -> object:
        return stats.resampled(numerators, denominators, blas_threads=None)

    assert np.array_equal(shipped(), default_threads(), equal_nan=True)  # same numbers
    one, many = [], []
    for _ in range(args.repeat):
        one.append(_timed(shipped))
        many.append(_timed(default_threads))
    best_one, best_many = min(one), min(many)
    print(f"bootstrap at {args.cases} cases x {args.metrics} metrics, {stats.RESAMPLES} resamples")
    print(f"  one BLAS thread (shipped): {best_one * 1000:8.1f} ms")
    print(f"  library default threads:   {best_many * 1000:8.1f} ms")
    print(f"  ratio default / shipped:   {best_many / best_one:8.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
