"""Scoring main-text extraction (used by ``html_main_text.py``).

1. Word-shingle precision / recall / F1 as scrapinghub/article-extraction-benchmark
   (``evaluate.py``) computes them: tokens are ``\\w+`` runs (case kept), shingles are
   4-grams (a text of fewer than 4 tokens is one shorter shingle), per page tp/fp/fn are
   counted over shingle multisets and normalised to sum 1; precision is the mean over
   pages with tp+fp > 0, recall the mean over pages with tp+fn > 0, F1 the harmonic mean
   of the two means. An empty prediction is left out of the precision mean and counts 0
   in recall, as in the benchmark.
2. Bootstrap 95 % intervals: 1,000 resamples of pages with a fixed seed, percentile
   interval; and the paired bootstrap of an F1 difference between two extractors.
3. The snippet check of ``tests/test_artifacts_html.py`` on ``html/`` and ``html-dev/``:
   the share of ``with`` snippets found in the whitespace-normalised main text, and of
   ``without`` snippets leaked into it.
"""

from __future__ import annotations

import random
import re
import statistics
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

TpFpFn = tuple[float, float, float]
BOOTSTRAP = 1000
SEED = 0

_TOKEN = re.compile(r"\w+")


def _shingles(text: str, n: int = 4) -> Counter[tuple[str, ...]]:
    tokens = _TOKEN.findall(text or "")
    grams = (tuple(tokens[i : i + n]) for i in range(max(1, len(tokens) - n + 1)))
    return Counter(g for g in grams if g)


def shingle_match(true: str, pred: str, n: int = 4) -> TpFpFn:
    """(tp, fp, fn) over shingle multisets, normalised to sum 1."""
    truth, guess = _shingles(true, n), _shingles(pred, n)
    tp = fp = fn = 0.0
    for key in truth.keys() | guess.keys():
        t, p = truth.get(key, 0), guess.get(key, 0)
        tp += min(t, p)
        fp += max(0, p - t)
        fn += max(0, t - p)
    total = tp + fp + fn
    return (tp / total, fp / total, fn / total) if total else (0.0, 0.0, 0.0)


def _precision(tp: float, fp: float, fn: float) -> float:
    if fp == fn == 0:
        return 1.0
    return 0.0 if tp == fp == 0 else tp / (tp + fp)


def _recall(tp: float, fp: float, fn: float) -> float:
    if fp == fn == 0:
        return 1.0
    return 0.0 if tp == fn == 0 else tp / (tp + fn)


def metrics(rows: Sequence[TpFpFn]) -> dict[str, float]:
    precision = statistics.mean([_precision(*r) for r in rows if r[0] + r[1] > 0] or [0.0])
    recall = statistics.mean([_recall(*r) for r in rows if r[0] + r[2] > 0] or [0.0])
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1}


@dataclass(frozen=True)
class Scored:
    precision: float
    recall: float
    f1: float
    intervals: dict[str, tuple[float, float]]  # percentile 95 % interval per metric
    n: int

    def line(self) -> str:
        def one(key: str) -> str:
            low, high = self.intervals[key]
            return f"{getattr(self, key):.3f} [{low:.3f}, {high:.3f}]"

        return f"P {one('precision')}  R {one('recall')}  F1 {one('f1')}  (n={self.n})"


def _percentile_interval(values: list[float]) -> tuple[float, float]:
    values = sorted(values)
    return values[int(0.025 * len(values))], values[int(0.975 * len(values)) - 1]


def score(truth: Mapping[str, str], predicted: Mapping[str, str]) -> Scored:
    """Shingle P/R/F1 over the pages of ``truth`` (a missing prediction is empty)."""
    keys = sorted(truth)
    rows = [shingle_match(truth[k], predicted.get(k) or "") for k in keys]
    point = metrics(rows)
    rng = random.Random(SEED)
    samples: dict[str, list[float]] = {k: [] for k in point}
    for _ in range(BOOTSTRAP):
        drawn = [rows[rng.randrange(len(rows))] for _ in rows]
        for key, value in metrics(drawn).items():
            samples[key].append(value)
    intervals = {k: _percentile_interval(v) for k, v in samples.items()}
    return Scored(point["precision"], point["recall"], point["f1"], intervals, len(rows))


def paired_difference(
    truth: Mapping[str, str], a: Mapping[str, str], b: Mapping[str, str]
) -> tuple[float, float, float]:
    """F1(a) - F1(b) with its paired bootstrap 95 % percentile interval."""
    keys = sorted(truth)
    rows_a = [shingle_match(truth[k], a.get(k) or "") for k in keys]
    rows_b = [shingle_match(truth[k], b.get(k) or "") for k in keys]
    rng = random.Random(SEED)
    diffs = []
    for _ in range(BOOTSTRAP):
        index = [rng.randrange(len(keys)) for _ in keys]
        diffs.append(
            metrics([rows_a[i] for i in index])["f1"] - metrics([rows_b[i] for i in index])["f1"]
        )
    low, high = _percentile_interval(diffs)
    return metrics(rows_a)["f1"] - metrics(rows_b)["f1"], low, high


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@dataclass(frozen=True)
class Snippets:
    found: int
    wanted: int
    leaked: int
    unwanted: int

    def line(self) -> str:
        return (
            f"with {self.found}/{self.wanted} = {self.found / self.wanted:.3f}; "
            f"without {self.leaked}/{self.unwanted} = {self.leaked / self.unwanted:.3f}"
        )


def snippets(pages: Mapping[str, tuple[Mapping[str, object], str]]) -> Snippets:
    """``pages``: name -> (manifest entry, main text)."""
    found = wanted = leaked = unwanted = 0
    for meta, main_text in pages.values():
        main = norm(main_text)
        with_ = meta.get("with", [])
        without = meta.get("without", [])
        assert isinstance(with_, list) and isinstance(without, list)
        wanted += len(with_)
        found += sum(norm(s) in main for s in with_)
        unwanted += len(without)
        leaked += sum(norm(s) in main for s in without)
    return Snippets(found, wanted, leaked, unwanted)
