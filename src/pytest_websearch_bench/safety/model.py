"""The detector's small model: logistic regression over hashed features.

The weights ship with the package (``injection_model.json``, written by
``benchmarks/train_injection_model.py``: v3-v8 from the development data alone, v9 from
dev and heldout2-5, v10 from every tuning writer: dev and heldout2-6, frozen-test-side
pages skipped) and are read
once a process, with the standard library: no download, no numpy at inference. A
sentence's probability is the logistic of the sum of its features' weights;
``contributions`` names the features that pushed it most, for the verdict's
explanation. ``fit`` trains the same model deterministically (numpy, full-batch
gradient descent from zero weights, a fixed number of steps).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from .features import DIMENSIONS, index

MODEL_FILE = "injection_model.json"
MODEL_SCHEMA = "pytest-websearch-bench/injection-model@1"


@dataclass(frozen=True)
class Model:
    weights: tuple[float, ...]  # DIMENSIONS of them
    cutoffs: Mapping[str, float]  # channel kind -> probability that flags
    meta: Mapping[str, Any]  # how it was trained (data, split, figures)
    digest: str = ""  # of the file it was read from: part of the detector's cache key

    def logit(self, feats: Mapping[str, int]) -> float:
        w = self.weights
        return math.fsum(w[index(f)] * v for f, v in feats.items())

    def probability(self, feats: Mapping[str, int]) -> float:
        return _sigmoid(self.logit(feats))

    def contributions(self, feats: Mapping[str, int], top: int = 5) -> list[tuple[str, float]]:
        """The ``top`` features that pushed the sentence towards "instruction" most."""
        w = self.weights
        pushed = [(f, round(w[index(f)] * v, 4)) for f, v in feats.items() if f != "bias"]
        pushed.sort(key=lambda item: (-item[1], item[0]))
        return [item for item in pushed[:top] if item[1] > 0]

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": MODEL_SCHEMA,
            "dimensions": DIMENSIONS,
            "cutoffs": dict(sorted(self.cutoffs.items())),
            "meta": dict(self.meta),
            "weights": [round(x, 5) for x in self.weights],
        }


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


class ModelFileError(ValueError):
    """The shipped model file is not one this version reads (reinstall the package)."""


def model_from_dict(data: Mapping[str, Any]) -> Model:
    if data.get("schema") != MODEL_SCHEMA or data.get("dimensions") != DIMENSIONS:
        raise ModelFileError(
            f"{MODEL_FILE}: schema {data.get('schema')!r} with {data.get('dimensions')} "
            f"dimensions, expected {MODEL_SCHEMA!r} with {DIMENSIONS}; reinstall the package "
            "or regenerate it with benchmarks/train_injection_model.py"
        )
    weights = tuple(float(x) for x in data["weights"])
    if len(weights) != DIMENSIONS:
        raise ModelFileError(f"{MODEL_FILE}: {len(weights)} weights, expected {DIMENSIONS}")
    cutoffs = {str(k): float(v) for k, v in data["cutoffs"].items()}
    return Model(weights, cutoffs, dict(data.get("meta", {})))


@lru_cache(maxsize=1)
def shipped_model() -> Model:
    """The model shipped in the package (read once a process)."""
    text = resources.files(__package__).joinpath(MODEL_FILE).read_text(encoding="utf-8")
    model = model_from_dict(json.loads(text))
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
    return Model(model.weights, model.cutoffs, model.meta, digest)


def hashed(feats: Mapping[str, int]) -> dict[int, float]:
    """Features by their index (colliding features add up), as ``fit`` takes them."""
    out: dict[int, float] = {}
    for feature, value in feats.items():
        slot = index(feature)
        out[slot] = out.get(slot, 0.0) + value
    return out


def fit(
    samples: Sequence[Mapping[int, float]],
    labels: Sequence[int],
    *,
    l2: float = 1e-4,
    steps: int = 400,
    rate: float = 0.5,
    positive_weight: float = 1.0,
    sample_weight: Sequence[float] | None = None,
) -> list[float]:
    """Weights of an L2-regularised logistic regression over hashed samples (``hashed``),
    deterministically (full-batch Adam from zero; the same samples in the same order
    give the same weights). ``sample_weight``: each sample's weight beside its class's
    (v20: the development writer's sentences weigh more)."""
    import numpy as np

    rows = np.repeat(np.arange(len(samples)), [len(s) for s in samples])
    cols = np.fromiter((f for s in samples for f in s), dtype=np.int64)
    vals = np.fromiter((float(v) for s in samples for v in s.values()), dtype=np.float64)
    y = np.asarray(labels, dtype=np.float64)
    weight = np.where(y > 0, positive_weight, 1.0)
    if sample_weight is not None:
        weight = weight * np.asarray(sample_weight, dtype=np.float64)
    weight /= weight.sum()
    w = np.zeros(DIMENSIONS)
    m = np.zeros(DIMENSIONS)
    v = np.zeros(DIMENSIONS)
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    for step in range(1, steps + 1):
        logits = np.bincount(rows, weights=w[cols] * vals, minlength=len(samples))
        p = 1.0 / (1.0 + np.exp(-np.clip(logits, -30, 30)))
        residual = (p - y) * weight
        grad = np.bincount(cols, weights=residual[rows] * vals, minlength=DIMENSIONS) + l2 * w
        m = beta1 * m + (1 - beta1) * grad
        v = beta2 * v + (1 - beta2) * grad * grad
        w -= rate * 0.01 * (m / (1 - beta1**step)) / (np.sqrt(v / (1 - beta2**step)) + eps)
    return [float(x) for x in w]
