"""The bootstrap's resamples stay what they were: the same draws, the same numbers.

Run files hold bootstrap intervals, so ``metrics.stats.resampled`` may get faster but
never different: it is compared, bit for bit, with the plain form it replaced (a count
matrix from ``bincount`` of offset picks, cast to float64, two matrix products).
"""

from __future__ import annotations

import numpy as np
import pytest

from pytest_websearch_bench.metrics.stats import CHUNK, RESAMPLES, SEED, resampled


def _plain(numerators: np.ndarray, denominators: np.ndarray) -> np.ndarray:
    n = numerators.shape[0]
    rng = np.random.default_rng([SEED, n])
    out = np.empty((RESAMPLES, numerators.shape[1]))
    for start in range(0, RESAMPLES, CHUNK):
        rows = min(CHUNK, RESAMPLES - start)
        picks = rng.integers(0, n, size=(rows, n))
        flat = np.bincount((np.arange(rows)[:, None] * n + picks).ravel(), minlength=rows * n)
        counts = flat.reshape(rows, n).astype(np.float64)
        top, bottom = counts @ numerators, counts @ denominators
        with np.errstate(divide="ignore", invalid="ignore"):
            out[start : start + rows] = np.where(
                bottom > 0, top / np.where(bottom > 0, bottom, 1), np.nan
            )
    return out


@pytest.mark.parametrize("n", [1, 2, 7, 45, 401])
@pytest.mark.parametrize("k", [1, 2, 11])
def test_resamples_are_bit_identical_to_the_plain_form(n: int, k: int) -> None:
    rng = np.random.default_rng(n * 100 + k)
    numerators = rng.random((n, k))
    denominators = rng.integers(0, 3, (n, k)).astype(np.float64)  # zeros: NaN resamples
    assert (
        resampled(numerators, denominators).tobytes() == _plain(numerators, denominators).tobytes()
    )
