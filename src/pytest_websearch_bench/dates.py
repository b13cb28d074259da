"""Parsing the dates providers return (ISO 8601, RFC 2822, bare dates) into aware datetimes."""

from __future__ import annotations

import datetime as dt
import re
from email.utils import format_datetime, parsedate_to_datetime

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
    utc = value.astimezone(dt.timezone.utc)
    text = utc.isoformat()
    return text.replace("+00:00", "Z")


def rfc2822(value: dt.datetime) -> str:
    """``Wed, 15 Oct 2025 14:02:00 GMT``: the form of HTTP dates and of Tavily's news dates."""
    return format_datetime(value.astimezone(dt.timezone.utc), usegmt=True)


def iso_millis(value: dt.datetime) -> str:
    """``2024-06-21T15:55:04.000Z``: the form Exa and most JSON APIs use."""
    return value.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")
