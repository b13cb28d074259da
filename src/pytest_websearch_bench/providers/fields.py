"""Reading a provider's own fields the same way in every adapter: its dates (kept in
its own text beside the parsed value), its text (joined from every documented text
field) and the failures of its reader (a typed outcome with the target's status).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from ..dates import ProviderDate, is_relative, parse_datetime, parse_loose, provider_date
from ..urls import canonical_url
from .errors import ResponseParseError
from .models import ReadFailure, ReadOutcome, SearchResult

DateParser = Callable[[object], dt.datetime | None]


def collect_dates(
    pairs: Iterable[tuple[str, object]],
    *,
    publication: Sequence[str],
    parse: DateParser = parse_datetime,
    parsers: Mapping[str, DateParser] | None = None,
) -> tuple[ProviderDate | None, tuple[ProviderDate, ...]]:
    """(the publication date, every date) from ``(field, value)`` pairs, absent ones
    left out. The publication date is the first of ``publication`` present, parsed or
    not: an unparseable publication date stays the publication date (and says so)
    rather than a later field standing in for it. ``parsers`` overrides ``parse`` for
    some fields."""
    dates: list[ProviderDate] = []
    for name, raw in pairs:
        parser = parsers.get(name, parse) if parsers else parse
        date = provider_date(name, raw, parser)
        if date is not None:
            dates.append(date)
    published = next((d for name in publication for d in dates if d.field == name), None)
    return published, tuple(dates)


def texts(*values: object) -> list[str]:
    """The non-empty strings among ``values``, lists of strings flattened, in order and
    without repeats (a provider may repeat its description among its snippets)."""
    out: list[str] = []
    for value in values:
        items = value if isinstance(value, (list, tuple)) else (value,)
        for item in items:
            if isinstance(item, str):
                text = item.strip()
                if text and text not in out:
                    out.append(text)
    return out


def first_text(*values: object) -> str:
    """The first non-blank string among ``values`` ("" when none)."""
    for value in values:
        if isinstance(value, str) and value.strip():
            return value
    return ""


def mapping(value: object) -> Mapping[str, Any]:
    """``value`` when it is a JSON object, else an empty one (a field sent as null)."""
    return value if isinstance(value, Mapping) else {}


def int_or_none(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def read_failure(
    url: str,
    *,
    outcome: ReadOutcome | None = None,
    target_status: int | None = None,
    reason: object = "",
) -> ReadFailure:
    """A failed read of ``url``. Without an explicit ``outcome`` it follows the target's
    status: 408/504 a timeout, any other 4xx/5xx an error of the target, none a failure
    the reader did not explain."""
    if outcome is None:
        if target_status in (408, 504):
            outcome = "target_timeout"
        elif target_status is not None and target_status >= 400:
            outcome = "target_error"
        else:
            outcome = "read_failed"
    return ReadFailure(
        url=canonical_url(url),
        raw_url=url,
        outcome=outcome,
        target_status=target_status,
        reason=reason if isinstance(reason, str) else str(reason or ""),
    )


def target_failed(status: int | None) -> bool:
    """Whether a target status reported inside a reader's answer means the page failed."""
    return status is not None and not 200 <= status < 400


def retry_after_seconds(
    headers: Mapping[str, str], reference: dt.datetime | None = None
) -> float | None:
    """``Retry-After`` as seconds: either a number or an HTTP date, measured from the
    response's own ``Date`` header (or ``reference``), never from today."""
    value = headers.get("retry-after")
    if value is None:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    when = parse_datetime(value)
    if when is None:
        return None
    base = parse_datetime(headers.get("date")) or reference
    if base is None:
        return None
    return max(0.0, (when - base).total_seconds())


def require(payload: Mapping[str, Any], key: str, provider: str, where: str = "") -> Any:
    """``payload[key]`` or a :class:`ResponseParseError` naming the provider and the field."""
    if type(payload) is not dict and not isinstance(payload, Mapping):  # a dict: no ABC check
        raise ResponseParseError(provider, where or "<root>", "not an object")
    value = payload.get(key)
    if value is None:
        raise ResponseParseError(provider, f"{where}{key}")
    return value


def text_or_empty(value: object) -> str:
    return value if isinstance(value, str) else ""


def float_or_none(value: object) -> float | None:
    if value is None or isinstance(value, bool):
        return None
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None


def resolve_relative_dates(results: Sequence[SearchResult], reference: dt.datetime) -> None:
    """Read relative dates (``2 hours ago``) against the response's own ``Date`` header,
    in place; the provider's text stays as it was."""
    for result in results:
        if not any(d.value is None and is_relative(d.raw) for d in result.dates):
            continue
        dates = tuple(
            ProviderDate(d.field, d.raw, parse_loose(d.raw, reference))
            if d.value is None and is_relative(d.raw)
            else d
            for d in result.dates
        )
        result.dates = dates
        if result.published is not None:
            result.published = next(
                (d for d in dates if d.field == result.published.field), result.published
            )
            result.published_at = result.published.value
