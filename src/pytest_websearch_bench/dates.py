"""Parsing the dates providers return (ISO 8601, RFC 2822, bare dates, the human and
relative forms search engines print, You.com's US month-first form) into aware
datetimes, and keeping each date in the provider's own text beside the parsed value
(:class:`ProviderDate`): a date that cannot be parsed is kept and said so, never a
silent null."""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from email.utils import format_datetime, parsedate_to_datetime
from functools import lru_cache
from typing import Literal

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
        return _parse_text(value.strip())
    else:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=dt.timezone.utc)
    return parsed


@lru_cache(maxsize=8192)
def _parse_text(text: str) -> dt.datetime | None:
    # A replay parses every answer's Date header, mostly the same few texts: an RFC 2822
    # date fails ``fromisoformat`` first (an exception) and then goes through the email
    # parser. Datetimes are immutable, so the cached value is the one parsing gives.
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


def is_relative(value: object) -> bool:
    """Whether ``value`` is a relative date (``2 hours ago``, ``hace 3 días``): it needs a
    reference instant, which only the response itself can give."""
    return isinstance(value, str) and _RELATIVE.match(value.strip()) is not None


# You.com's page_age as seen in production: "7/29/2024 10:38:56 AM" (US locale: month
# first, 12-hour clock). Never read through parse_loose, which tries day-first.
_US_DATETIME = re.compile(
    r"^(\d{1,2})/(\d{1,2})/(\d{4})"
    r"(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?[Mm]\.?)?)?$"
)


def parse_us_datetime(value: object) -> dt.datetime | None:
    """:func:`parse_datetime`, then the US month-first form ``M/D/YYYY [h:mm[:ss] AM|PM]``
    (UTC when no zone is given, as for every other zoneless provider date)."""
    parsed = parse_datetime(value)
    if parsed is not None or not isinstance(value, str):
        return parsed
    match = _US_DATETIME.match(value.strip())
    if match is None:
        return None
    month, day, year, hour, minute, second, meridiem = match.groups()
    hours = int(hour) if hour else 0
    if meridiem:
        if not 1 <= hours <= 12:
            return None
        hours = hours % 12 + (12 if meridiem.lower() == "p" else 0)
    try:
        return dt.datetime(
            int(year),
            int(month),
            int(day),
            hours,
            int(minute or 0),
            int(second or 0),
            tzinfo=dt.timezone.utc,
        )
    except ValueError:
        return None


DateStatus = Literal["parsed", "unparsed", "absent"]


@dataclass(frozen=True, slots=True)
class ProviderDate:
    """One date a response carried: the field it came in, the provider's own text
    (exactly; a number as its JSON text) and the instant it was read as (None: the text
    could not be parsed, which the record says)."""

    field: str
    raw: str
    value: dt.datetime | None

    @property
    def status(self) -> DateStatus:
        return "parsed" if self.value is not None else "unparsed"

    def to_dict(self) -> dict[str, str | None]:
        return {"field": self.field, "raw": self.raw, "parsed": isoformat(self.value)}


def provider_date(
    field: str,
    raw: object,
    parse: Callable[[object], dt.datetime | None] = parse_datetime,
) -> ProviderDate | None:
    """The date in ``field`` as the provider sent it, parsed with ``parse``; None when the
    field is absent, null or blank (no date is not an unparseable date)."""
    if raw is None or isinstance(raw, bool):
        return None
    if isinstance(raw, str):
        if not raw.strip():
            return None
        text = raw
    else:
        text = json.dumps(raw, ensure_ascii=False, default=str)
    return ProviderDate(field, text, parse(raw))


def date_status(published: ProviderDate | None) -> DateStatus:
    return "absent" if published is None else published.status
