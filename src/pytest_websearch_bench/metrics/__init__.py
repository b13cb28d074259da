"""Metrics: pure functions over rankings and CaseRecords."""

from ..urls import canonical_url, page_key
from .ranking import hit_at_k, ndcg_at_k, precision_at_k, recall_at_k, reciprocal_rank

__all__ = [
    "canonical_url",
    "hit_at_k",
    "ndcg_at_k",
    "page_key",
    "precision_at_k",
    "recall_at_k",
    "reciprocal_rank",
]
