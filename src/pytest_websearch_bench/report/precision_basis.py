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
a provider returning page content is judged on the whole page. Since the review's fix
(2026-12-07), a page whose origin group the reviewed pool judges is judged by that
judgement for every provider alike (``pool_judged``, ``relevance.apply_pool``); only the
pages the pool does not judge are judged on the provider's own text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..records import SUPPORT_BASES, CaseRecord, DocumentRecord

DEPTH = 10
UNKNOWN = "unknown"  # a document of a run file from before support_basis


def block_keys(
    records: Sequence[CaseRecord],
    precision_cases: Mapping[str, object],
    unique: Mapping[str, Sequence[DocumentRecord]],
) -> dict[str, Any]:
    """The provider block's keys: ``results_returned_mean`` (rounded to 2 places: a count
    of results), ``results_returned_by_category``, ``judged_on`` and
    ``judged_on_snippet_only``. Each record's top 10 is read from ``unique`` (case id -> its
    ``unique_documents``, worked out once by the caller: ``casewise.unique_by_case``)."""
    returned: dict[str, list[int]] = {}
    counts = dict.fromkeys(SUPPORT_BASES, 0)
    for record in records:
        returned.setdefault(record.category, [])
        if record.case_id not in precision_cases:
            continue
        top = unique[record.case_id][:DEPTH]
        returned[record.category].append(len(top))
        for document in top:
            key = document.support_basis or UNKNOWN
            counts[key] = counts.get(key, 0) + 1
    every = [n for found in returned.values() for n in found]
    return {
        "results_returned_mean": _mean(every),
        "results_returned_by_category": {c: _mean(found) for c, found in returned.items()},
        "judged_on": counts,
        "judged_on_snippet_only": counts["title_snippet"],
    }


def _mean(counts: Sequence[int]) -> float | None:
    return round(sum(counts) / len(counts), 2) if counts else None


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


BASIS_WORDS = {
    "gold_url": "gold URL",
    "gold_grade": "graded 0 in the case",
    "pool_judged": "the reviewed pool",
    "title_snippet": "title and snippet only",
    "provider_content": "the provider's page content",
    "page_read": "the page read",
    UNKNOWN: "not recorded (an older file)",
}


def judged_on_text(block: Mapping[str, Any]) -> str | None:
    """What ranks 1-10 were judged on, for a provider's section: ``relevance of ranks
    1-10 (283 results) judged on: the reviewed pool 183, the page read 44, gold URL 37,
    title and snippet only 19``; None in a file from before it."""
    counts = block.get("judged_on")
    if not counts:
        return None
    total = sum(counts.values())
    shown = ", ".join(
        f"{BASIS_WORDS.get(key, key)} {n}"
        for key, n in sorted(counts.items(), key=lambda item: -item[1])
        if n
    )
    return f"relevance of ranks 1-10 ({total} results) judged on: {shown or 'none'}"


VOLUME_HEADING = (
    "what P@10 is over (ret: mean results returned in ranks 1-10, P@10 divides by 10 "
    "whatever came back; snippet only: of ranks 1-10 judged, those judged on title and "
    "snippet alone):"
)


def volume_row(name: str, block: Mapping[str, Any]) -> str | None:
    """One provider's row under ``VOLUME_HEADING`` (``ws-bench compare``): its ``ret`` (the
    terminal's column) and how many of its ranks 1-10 were judged on title and snippet
    alone (``judged_on_snippet_only``: the rest of ``judged_on`` is in the JSON); None
    when the block has neither (nothing was scored for precision)."""
    mean = block.get("results_returned_mean")
    counts = block.get("judged_on") or {}
    total = sum(counts.values())
    if mean is None and not total:
        return None
    ret = "—" if mean is None else f"{mean:.2f}"
    snippet = counts.get("title_snippet", 0)
    return f"      {name + ':':<12} ret {ret:>5}  snippet only {snippet} of {total}"
