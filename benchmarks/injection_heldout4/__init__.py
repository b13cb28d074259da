"""placeholder"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout4"
WRITTEN = "2026-12-01"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order; the corpus-carried ones only when the
    shared corpus (default ``../shared/corpus``) has ``html-dev2``."""
    from .build import build

    path = (corpus if corpus is not None else default_corpus()).resolve()
    return list(build(path))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
