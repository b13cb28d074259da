"""Freshness, three numbers that fail differently (SPEC "freshness").

``known``: documents with a publication date / documents. ``within``: documents
published inside the case's ``freshness_days`` window, measured back from the
document's own ``retrieved_at`` (never from today, so replays stay
deterministic); an undated document is outside. ``accuracy``: dated documents
whose date matches a hand-verified date within one day / dated documents that
have a verified date.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from ..dates import parse_datetime
from ..records import DocumentRecord

ACCURACY_TOLERANCE = dt.timedelta(days=1)


def freshness_known(documents: Sequence[DocumentRecord]) -> float | None:
    if not documents:
        return None
    return sum(1 for d in documents if d.published_at) / len(documents)


def is_within(document: DocumentRecord, window_days: int) -> bool:
    if document.published_at is None or document.retrieved_at is None:
        return False
    published = parse_datetime(document.published_at)
    retrieved = parse_datetime(document.retrieved_at)
    if published is None or retrieved is None:
        return False
    age = retrieved - published
    # A date slightly after retrieval (time zones, scheduled posts) is still fresh.
    return -ACCURACY_TOLERANCE <= age <= dt.timedelta(days=window_days)


def freshness_within(documents: Sequence[DocumentRecord], window_days: int | None) -> float | None:
    if not documents or window_days is None:
        return None
    return sum(1 for d in documents if is_within(d, window_days)) / len(documents)


def accuracy_counts(documents: Sequence[DocumentRecord]) -> tuple[int, int]:
    """(dated documents matching their verified date within a day, dated documents that
    have a verified date)."""
    matched = judged = 0
    for document in documents:
        if document.verified_date is None:
            continue
        published = parse_datetime(document.published_at)
        if published is None:
            continue
        judged += 1
        delta = abs(published.date() - dt.date.fromisoformat(document.verified_date))
        matched += delta <= ACCURACY_TOLERANCE
    return matched, judged
