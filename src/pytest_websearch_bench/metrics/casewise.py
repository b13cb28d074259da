"""The per-case value of every case-level metric, from one CaseRecord.

A value is ``None`` when the metric is undefined for the case (no gold URLs for
NDCG, no documents for freshness, no window for ``freshness_within``);
aggregation leaves such cases out and reports how many were counted.
"""

from __future__ import annotations

from ..records import CaseRecord, DocumentRecord
from .freshness import freshness_known, freshness_within
from .ranking import hit_at_k, ndcg_at_k, reciprocal_rank

RANKING_KEYS = ("precision@5", "precision@10", "ndcg@5", "ndcg@10", "hit@10", "mrr@10")
FRESHNESS_KEYS = ("freshness_known", "freshness_within")


def unique_documents(record: CaseRecord) -> list[DocumentRecord]:
    """The ranking with repeated canonical URLs removed (first position kept)."""
    seen: set[str] = set()
    out: list[DocumentRecord] = []
    for document in sorted(record.documents, key=lambda d: d.position):
        if document.url not in seen:
            seen.add(document.url)
            out.append(document)
    return out


def case_values(record: CaseRecord) -> dict[str, float | None]:
    """Ranking and freshness values of an allowed case."""
    documents = unique_documents(record)
    urls = [d.url for d in documents]
    values: dict[str, float | None] = {
        "precision@5": sum(1 for d in documents[:5] if d.relevant) / 5,
        "precision@10": sum(1 for d in documents[:10] if d.relevant) / 10,
    }
    if record.gold_urls:
        gold = set(record.gold_urls)
        values["ndcg@5"] = ndcg_at_k(urls, gold, 5)
        values["ndcg@10"] = ndcg_at_k(urls, gold, 10)
        values["hit@10"] = hit_at_k(urls, gold, 10)
        values["mrr@10"] = reciprocal_rank(urls, gold, 10)
    else:
        values.update({"ndcg@5": None, "ndcg@10": None, "hit@10": None, "mrr@10": None})
    values["freshness_known"] = freshness_known(documents)
    values["freshness_within"] = freshness_within(documents, record.freshness_days)
    return values
