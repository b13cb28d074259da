"""What a provider's P@10 is over: how many results came back in the top 10, and what
text the relevance of those results was judged on (an IR-evaluation review of
2026-12-07, findings 3 and 4).

P@10 divides by 10 whatever came back (standard TREC): a provider that returned 6
results on a case can reach 0.6 there at most. ``results_returned_mean`` is the mean
number of distinct results in ranks 1-10 over the cases P@10 is averaged over, so a
short list's P@10 is read for what it is; nothing is divided by it.

Each judged document records what text its relevance was decided on
(``DocumentRecord.support_basis``); ``judged_on`` counts them over ranks 1-10 of the same
cases, and ``judged_on_snippet_only`` is how many were judged on the provider's title and
snippet alone (no content from the provider, no page read): text of ~150 characters where
a provider returning page content is judged on the whole page. How relevance is decided
is unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..metrics.casewise import unique_documents
from ..records import SUPPORT_BASES, CaseRecord

DEPTH = 10
UNKNOWN = "unknown"  # a document of a run file from before support_basis


def _top(records: Iterable[CaseRecord], cases: Mapping[str, object]) -> list[list[Any]]:
    """The distinct top-10 documents of each record whose case P@10 is averaged over."""
    return [unique_documents(r)[:DEPTH] for r in records if r.case_id in cases]


def returned_mean(records: Iterable[CaseRecord], cases: Mapping[str, object]) -> float | None:
    """The mean number of distinct results in ranks 1-10 over ``cases`` (the case ids
    P@10 is defined on), None when there is none."""
    tops = _top(records, cases)
    return sum(len(top) for top in tops) / len(tops) if tops else None


def basis_counts(records: Iterable[CaseRecord], cases: Mapping[str, object]) -> dict[str, int]:
    """How many documents of ranks 1-10 were judged on each kind of text."""
    counts = dict.fromkeys(SUPPORT_BASES, 0)
    for top in _top(records, cases):
        for document in top:
            key = document.support_basis or UNKNOWN
            counts[key] = counts.get(key, 0) + 1
    return counts


def block_keys(
    records: Sequence[CaseRecord], precision_cases: Mapping[str, object]
) -> dict[str, Any]:
    """The provider block's keys: ``results_returned_mean`` (rounded to 2 places: a count
    of results), ``results_returned_by_category``, ``judged_on`` and
    ``judged_on_snippet_only``."""
    mean = returned_mean(records, precision_cases)
    by_category: dict[str, float | None] = {}
    for category in dict.fromkeys(r.category for r in records):
        found = returned_mean([r for r in records if r.category == category], precision_cases)
        by_category[category] = None if found is None else round(found, 2)
    counts = basis_counts(records, precision_cases)
    return {
        "results_returned_mean": None if mean is None else round(mean, 2),
        "results_returned_by_category": by_category,
        "judged_on": counts,
        "judged_on_snippet_only": counts["title_snippet"],
    }


def table_rows(block: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    """A provider block's table rows (each category, then ``all``) with the results
    returned beside each aggregate (``results_returned_mean``, the ``ret`` column: it is
    not an aggregate, which the records recompute and check); None in an older file."""
    returned = block.get("results_returned_by_category") or {}
    rows: list[tuple[str, Mapping[str, Any]]] = [
        (category, {**agg, "results_returned_mean": returned.get(category)})
        for category, agg in block["by_category"].items()
    ]
    rows.append(
        ("all", {**block["aggregate"], "results_returned_mean": block.get("results_returned_mean")})
    )
    return rows
