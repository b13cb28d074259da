"""Synthetic hard negatives (placeholder, filled in next)."""

from __future__ import annotations

from . import LabeledDoc


def hard_negatives(part: str) -> list[LabeledDoc]:
    return []
