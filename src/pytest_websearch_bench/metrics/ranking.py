"""Ranking metrics with trec_eval semantics (checked against pytrec_eval in tests).

URLs are compared as pages (``urls.page_key``: canonical, and insensitive to the
scheme, a leading ``www.`` and trailing slashes), on both sides: a URL repeated in
``ranked``, or another spelling of the same page, keeps its first position; later
copies are removed and the rest shift up. Two relevance grades of one page: the
highest counts. Relevance is binary for a collection; for a
mapping the gain is the grade itself (trec_eval, not ``2**grade - 1``) and a
grade >= 1 counts as relevant for the binary measures. An empty relevant set
raises :class:`ValueError`: aggregation leaves such cases out and says how many.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence

from ..urls import page_key

Relevance = Collection[str] | Mapping[str, int]

# log2(i + 1) for ranks 1..n, computed once; rankings longer than this fall back.
_DISCOUNTS = tuple(1.0 / math.log2(i + 1) for i in range(1, 1025))


def _check_k(k: int) -> None:
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")


def top_k_unique(ranked: Sequence[str], k: int | None) -> list[str]:
    """The first ``k`` distinct pages of ``ranked`` as page keys (all when ``k`` is None)."""
    seen: set[str] = set()
    out: list[str] = []
    for url in ranked:
        item = page_key(url)
        if item in seen:
            continue
        seen.add(item)
        out.append(item)
        if k is not None and len(out) == k:
            break
    return out


def page_grades(relevant: Mapping[str, int]) -> dict[str, int]:
    """Grades by page key; two spellings of one page keep the higher grade."""
    grades: dict[str, int] = {}
    for url, grade in relevant.items():
        key = page_key(url)
        grades[key] = max(grade, grades.get(key, grade))
    return grades


def _positive(relevant: Relevance) -> Collection[str]:
    positive: Collection[str]
    if isinstance(relevant, Mapping):
        positive = {doc for doc, grade in page_grades(relevant).items() if grade > 0}
    else:
        positive = {page_key(url) for url in relevant}
    if not positive:
        raise ValueError("the relevant set is empty: the metric is undefined for this query")
    return positive


def precision_at_k(ranked: Sequence[str], relevant: Relevance, k: int) -> float:
    """Relevant items in the top ``k`` divided by ``k`` (even when fewer were returned)."""
    _check_k(k)
    positive = _positive(relevant)
    return sum(1 for doc in top_k_unique(ranked, k) if doc in positive) / k


def recall_at_k(ranked: Sequence[str], relevant: Relevance, k: int) -> float:
    """Relevant items in the top ``k`` divided by all relevant items."""
    _check_k(k)
    positive = _positive(relevant)
    return sum(1 for doc in top_k_unique(ranked, k) if doc in positive) / len(positive)


def hit_at_k(ranked: Sequence[str], relevant: Relevance, k: int) -> float:
    """1.0 when some relevant item is in the top ``k``, else 0.0 (trec_eval ``success``)."""
    _check_k(k)
    positive = _positive(relevant)
    return 1.0 if any(doc in positive for doc in top_k_unique(ranked, k)) else 0.0


def reciprocal_rank(ranked: Sequence[str], relevant: Relevance, k: int | None = None) -> float:
    """1 / rank of the first relevant item (within the top ``k`` when given), else 0.0."""
    if k is not None:
        _check_k(k)
    positive = _positive(relevant)
    for rank, doc in enumerate(top_k_unique(ranked, k), start=1):
        if doc in positive:
            return 1.0 / rank
    return 0.0


def rank_discount(rank: int) -> float:
    """1 / log2(rank + 1), the DCG discount of a 1-based rank."""
    if rank <= len(_DISCOUNTS):
        return _DISCOUNTS[rank - 1]
    return 1.0 / math.log2(rank + 1)


_IDEAL: dict[tuple[int, int], float] = {}


def ideal_dcg(relevant: int, k: int) -> float:
    """The ideal DCG at ``k`` of ``relevant`` binary-relevant items (cached: a run asks
    for the same few values thousands of times)."""
    value = _IDEAL.get((relevant, k))
    if value is None:
        value = _IDEAL[(relevant, k)] = math.fsum(
            rank_discount(rank) for rank in range(1, min(relevant, k) + 1)
        )
    return value


def ndcg_at_k(ranked: Sequence[str], relevant: Relevance, k: int) -> float:
    """Normalized DCG at ``k``: gain / log2(rank + 1), divided by the ideal DCG
    of the min(k, |relevant|) best relevant items, so missed relevant items lower it."""
    _check_k(k)
    if isinstance(relevant, Mapping):
        grades: Mapping[str, int] = page_grades(relevant)
        ideal_gains = sorted((g for g in grades.values() if g > 0), reverse=True)
    else:
        positive = _positive(relevant)
        grades = dict.fromkeys(positive, 1)
        ideal_gains = [1] * len(positive)
    if not ideal_gains:
        raise ValueError("the relevant set is empty: the metric is undefined for this query")
    dcg = math.fsum(
        grades.get(doc, 0) * rank_discount(rank)
        for rank, doc in enumerate(top_k_unique(ranked, k), start=1)
        if grades.get(doc, 0) > 0
    )
    ideal = math.fsum(g * rank_discount(rank) for rank, g in enumerate(ideal_gains[:k], start=1))
    return dcg / ideal
