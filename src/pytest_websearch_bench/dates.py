"""Parsing the dates providers return (ISO 8601, RFC 2822, bare dates) into aware datetimes."""

from __future__ import annotations

import datetime as dt
import re
from email.utils import format_datetime, parsedate_to_datetime
from functools import lru_cache

# The capture date of the bundled synthetic fixtures (and of judge recordings made without
# a Date header): a fixed instant, so regenerated fixtures are byte-identical.
DEFAULT_CAPTURED_AT = dt.datetime(2026, 11, 20, 12, 0, tzinfo=dt.timezone.utc)

_BARE_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def parse_datetime(value: object) -> dt.datetime | None:
    """An aware datetime (UTC when the source gives no zone), or None when absent or unparseable.

    Accepts ISO 8601 (``2024-06-21T15:55:04.000Z``), bare dates (``2024-06-21``),
    RFC 2822 (``Wed, 15 Oct 2025 14:02:00 GMT``) and epoch seconds.
    """
    if value is None or value == "":
        return None
    if isinstance(value, dt.datetime):
        parsed = value
    elif isinstance(value, dt.date):
        parsed = dt.datetime(value.year, value.month, value.day)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        return dt.datetime.fromtimestamp(float(value), tz=dt.timezone.utc)
    elif isinstance(value, str):
        text = value.strip()
        if _BARE_DATE.match(text):
            try:
                parsed = dt.datetime.fromisoformat(text)
            except ValueError:
                return None
        else:
            try:
                parsed = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
            except ValueError:
                try:
                    parsed = parsedate_to_datetime(text)
                except (TypeError, ValueError, IndexError):
                    return None
    else:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=dt.timezone.utc)
    return parsed


def isoformat(value: dt.datetime | None) -> str | None:
    """Stable ISO text in UTC (``2024-06-21T15:55:04Z``) for records and run files."""
    if value is None:
        return None
    return _iso_utc(value)


@lru_cache(maxsize=8192)
def _iso_utc(value: dt.datetime) -> str:
    # Equal instants in other zones hash alike and give the same UTC text, so caching by
    # value is exact; a run formats the same capture times thousands of times.
    return value.astimezone(dt.timezone.utc).isoformat().replace("+00:00", "Z")


def rfc2822(value: dt.datetime) -> str:
    """``Wed, 15 Oct 2025 14:02:00 GMT``: the form of HTTP dates and of Tavily's news dates."""
    return format_datetime(value.astimezone(dt.timezone.utc), usegmt=True)


def iso_millis(value: dt.datetime) -> str:
    """``2024-06-21T15:55:04.000Z``: the form Exa and most JSON APIs use."""
    return value.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")


_RELATIVE = re.compile(
    r"^(?:about\s+|hace\s+)?(\d+|an?|un[ao]?)\s+"
    r"(second|minute|hour|day|week|month|year|segundo|minuto|hora|d[ií]a|semana|mes|año)(?:e?s)?(?:\s+ago)?$",
    re.IGNORECASE,
)
_UNIT_DAYS = {
    "second": 1 / 86400,
    "segundo": 1 / 86400,
    "minute": 1 / 1440,
    "minuto": 1 / 1440,
    "hour": 1 / 24,
    "hora": 1 / 24,
    "day": 1,
    "dia": 1,
    "día": 1,
    "week": 7,
    "semana": 7,
    "month": 30,
    "mes": 30,
    "year": 365,
    "año": 365,
}
_HUMAN_FORMATS = ("%b %d, %Y", "%B %d, %Y", "%d %b %Y", "%d %B %Y", "%Y/%m/%d", "%d/%m/%Y")


def parse_loose(value: object, reference: dt.datetime | None = None) -> dt.datetime | None:
    """:func:`parse_datetime`, then human forms search engines print (``Mar 5, 2019``)
    and relative ones (``3 days ago``, ``hace 2 semanas``), the latter only against a
    ``reference`` the provider gave (its own timestamp), never today."""
    parsed = parse_datetime(value)
    if parsed is not None or not isinstance(value, str):
        return parsed
    text = value.strip()
    for fmt in _HUMAN_FORMATS:
        try:
            return dt.datetime.strptime(text, fmt).replace(tzinfo=dt.timezone.utc)
        except ValueError:
            continue
    match = _RELATIVE.match(text)
    if match and reference is not None:
        amount_text, unit = match.groups()
        amount = int(amount_text) if amount_text.isdigit() else 1
        key = unit.lower().rstrip("s") if unit.lower() not in _UNIT_DAYS else unit.lower()
        days = _UNIT_DAYS.get(key) or _UNIT_DAYS.get(key.replace("í", "i"))
        if days is not None:
            return reference - dt.timedelta(days=amount * days)
    return None
