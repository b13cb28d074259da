"""A twelfth held-out set (docstring written at the end)."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout12"
WRITTEN = "2026-12-02"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (default
    ``default_corpus()``) is accepted like the other sets' loaders and never read: this set
    rides on no corpus page, so it is the same with or without the shared corpus."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
