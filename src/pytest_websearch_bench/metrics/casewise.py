"""The per-case value of every case-level metric, from one CaseRecord.

A value is ``None`` when the metric is undefined for the case (no gold URLs for
NDCG, neither answer patterns nor gold URLs for precision, no documents for freshness, no window for ``freshness_within``);
aggregation leaves such cases out and reports how many were counted.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from operator import attrgetter

from ..records import CaseRecord, DocumentRecord
from ..urls import page_key
from .freshness import freshness_known, freshness_within
from .ranking import ideal_dcg, page_grades, rank_discount

RANKING_KEYS = ("precision@5", "precision@10", "ndcg@5", "ndcg@10", "hit@10", "mrr@10")
FRESHNESS_KEYS = ("freshness_known", "freshness_within")
_POSITION = attrgetter("position")


def unique_documents(record: CaseRecord) -> list[DocumentRecord]:
    """The ranking with repeated pages removed (first position kept): a URL repeated, or
    another spelling of it (``page_key``: http/https, ``www.``, a trailing slash)."""
    seen: set[str] = set()
    out: list[DocumentRecord] = []
    for document in sorted(record.documents, key=_POSITION):
        key = page_key(document.url)
        if key not in seen:
            seen.add(key)
            out.append(document)
    return out


def unique_by_case(records: Iterable[CaseRecord]) -> dict[str, list[DocumentRecord]]:
    """Case id -> ``unique_documents`` of each of ``records`` (one provider's: case ids are
    unique), worked out once a case for every reader of a run's rankings (``case_ratios``
    and ``report.precision_basis.block_keys``)."""
    return {record.case_id: unique_documents(record) for record in records}


def gold_values(urls: Sequence[str], gold: set[str] | Mapping[str, int]) -> dict[str, float]:
    """nDCG@5, nDCG@10, hit@10 and MRR@10 of a ranking of distinct pages against a
    non-empty gold set (or a mapping of gold URLs to grades, a grade of 1 or more relevant),
    both compared by ``page_key``, in one pass over the top 10: the same numbers as ``ndcg_at_k``, ``hit_at_k`` and
    ``reciprocal_rank`` (a property test holds them equal), computed once per case for
    every case of a run."""
    if isinstance(gold, Mapping):
        return _graded_values(urls, page_grades(gold))
    pages = {page_key(url) for url in gold}
    gains5: list[float] = []
    gains10: list[float] = []
    first = 0
    for rank, url in enumerate(urls[:10], start=1):
        if page_key(url) in pages:
            gain = rank_discount(rank)
            gains10.append(gain)
            if rank <= 5:
                gains5.append(gain)
            if not first:
                first = rank
    return {
        "ndcg@5": math.fsum(gains5) / ideal_dcg(len(pages), 5),
        "ndcg@10": math.fsum(gains10) / ideal_dcg(len(pages), 10),
        "hit@10": 1.0 if first else 0.0,
        "mrr@10": 1.0 / first if first else 0.0,
    }


def _graded_values(urls: Sequence[str], grades: Mapping[str, int]) -> dict[str, float]:
    """``gold_values`` against graded gold URLs: the gain of a URL is its grade (trec_eval),
    the ideal ranking the grades from the highest down; hit and MRR take grade >= 1."""
    gains5: list[float] = []
    gains10: list[float] = []
    first = 0
    for rank, url in enumerate(urls[:10], start=1):
        grade = grades.get(page_key(url), 0)
        if grade > 0:
            gain = grade * rank_discount(rank)
            gains10.append(gain)
            if rank <= 5:
                gains5.append(gain)
            if not first:
                first = rank
    ideal = sorted((g for g in grades.values() if g > 0), reverse=True)
    if not ideal:
        raise ValueError("the relevant set is empty: the metric is undefined for this query")
    ideal5, ideal10 = (
        math.fsum(g * rank_discount(rank) for rank, g in enumerate(ideal[:k], start=1))
        for k in (5, 10)
    )
    return {
        "ndcg@5": math.fsum(gains5) / ideal5,
        "ndcg@10": math.fsum(gains10) / ideal10,
        "hit@10": 1.0 if first else 0.0,
        "mrr@10": 1.0 / first if first else 0.0,
    }


def case_values(
    record: CaseRecord, documents: Sequence[DocumentRecord] | None = None
) -> dict[str, float | None]:
    """Ranking and freshness values of an allowed case (``documents``: its
    ``unique_documents``, when the caller has them already)."""
    if documents is None:
        documents = unique_documents(record)
    values: dict[str, float | None]
    if record.precision_left_out is not None:  # nothing could count as relevant
        values = {"precision@5": None, "precision@10": None}
    else:
        values = {
            "precision@5": sum(1 for d in documents[:5] if d.relevant) / 5,
            "precision@10": sum(1 for d in documents[:10] if d.relevant) / 10,
        }
    if record.gold_urls and record.gold_grades is not None:  # graded: the grade is the gain
        values.update(gold_values([d.url for d in documents], record.gold_grades))
    elif record.gold_urls:
        values.update(gold_values([d.url for d in documents], set(record.gold_urls)))
    else:
        values.update({"ndcg@5": None, "ndcg@10": None, "hit@10": None, "mrr@10": None})
    values["freshness_known"] = freshness_known(documents)
    values["freshness_within"] = freshness_within(documents, record.freshness_days)
    return values
