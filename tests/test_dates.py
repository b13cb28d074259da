"""Provider dates: the forms seen in production parse, the provider's text is kept,
and a date that cannot be parsed says so."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.dates import (
    is_relative,
    parse_datetime,
    parse_loose,
    parse_us_datetime,
    provider_date,
)

UTC = dt.timezone.utc


@given(
    st.datetimes(min_value=dt.datetime(1990, 1, 1), max_value=dt.datetime(2099, 12, 31)).map(
        lambda d: d.replace(microsecond=0)
    )
)
def test_us_month_first_form_reads_back_the_instant(when: dt.datetime) -> None:
    hour = when.hour % 12 or 12
    meridiem = "AM" if when.hour < 12 else "PM"
    text = (
        f"{when.month}/{when.day}/{when.year} {hour}:{when.minute:02d}:{when.second:02d} {meridiem}"
    )
    assert parse_us_datetime(text) == when.replace(tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("7/29/2024 10:38:56 AM", dt.datetime(2024, 7, 29, 10, 38, 56, tzinfo=UTC)),
        # Month first: 12 March would be the day-first reading.
        ("12/3/2023 4:05:00 PM", dt.datetime(2023, 12, 3, 16, 5, tzinfo=UTC)),
        ("12/3/2023 12:05 AM", dt.datetime(2023, 12, 3, 0, 5, tzinfo=UTC)),
        ("1/2/2024", dt.datetime(2024, 1, 2, tzinfo=UTC)),
        ("2025-06-25T11:41:00", dt.datetime(2025, 6, 25, 11, 41, tzinfo=UTC)),
        ("13/1/2024", None),  # no 13th month: not silently read day-first
        ("2/30/2023", None),
        ("7/29/2024 13:00 PM", None),
        ("yesterday", None),
    ],
)
def test_us_form(text: str, expected: dt.datetime | None) -> None:
    assert parse_us_datetime(text) == expected


def test_the_day_first_parser_would_misread_the_us_form() -> None:
    # Why You.com's page_age never goes through parse_loose.
    assert parse_loose("12/3/2023") == dt.datetime(2023, 3, 12, tzinfo=UTC)
    assert parse_us_datetime("12/3/2023") == dt.datetime(2023, 12, 3, tzinfo=UTC)


def test_a_provider_date_keeps_its_text_and_says_whether_it_parsed() -> None:
    parsed = provider_date("page_age", "7/29/2024 10:38:56 AM", parse_us_datetime)
    assert parsed is not None
    assert (parsed.field, parsed.raw, parsed.status) == (
        "page_age",
        "7/29/2024 10:38:56 AM",
        "parsed",
    )
    assert parsed.to_dict() == {
        "field": "page_age",
        "raw": "7/29/2024 10:38:56 AM",
        "parsed": "2024-07-29T10:38:56Z",
    }
    unparsed = provider_date("date", "the other week")
    assert unparsed is not None and unparsed.status == "unparsed" and unparsed.value is None
    assert unparsed.to_dict()["raw"] == "the other week"
    number = provider_date("published", 1_700_000_000)
    assert number is not None and number.raw == "1700000000" and number.value is not None
    for absent in (None, "", "   ", False):
        assert provider_date("date", absent) is None


@pytest.mark.parametrize(
    ("text", "relative"),
    [("2 hours ago", True), ("hace 3 días", True), ("a week ago", True), ("Oct 12, 2025", False)],
)
def test_relative_dates_are_recognised(text: str, relative: bool) -> None:
    assert is_relative(text) is relative


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Wed, 15 Oct 2025 14:02:00 GMT", dt.datetime(2025, 10, 15, 14, 2, tzinfo=dt.timezone.utc)),
        (
            "Wed, 15 Oct 2025 16:02:00 +0200",
            dt.datetime(2025, 10, 15, 14, 2, tzinfo=dt.timezone.utc),
        ),
        ("2024-06-21T15:55:04Z", dt.datetime(2024, 6, 21, 15, 55, 4, tzinfo=dt.timezone.utc)),
        ("2024-06-21", dt.datetime(2024, 6, 21, tzinfo=dt.timezone.utc)),
        ("not a date", None),
    ],
)
def test_parsed_texts_are_cached_without_changing_the_value(
    text: str, expected: dt.datetime | None
) -> None:
    # Replay parses every answer's Date header; texts are parsed once (cached) and the
    # second answer is the same instant, aware, with the same offset as the first.
    first, again, padded = parse_datetime(text), parse_datetime(text), parse_datetime(f" {text} ")
    assert first == again == padded == expected
    if expected is not None:
        assert first is not None and again is not None
        assert first.utcoffset() == again.utcoffset() and first.tzinfo is not None
