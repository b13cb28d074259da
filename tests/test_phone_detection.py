"""Phone numbers in common formats are found (scan) and replaced (redaction); runs of dates
and plain numbers are not phones. Before, "16 2015 5 15 2018" (a date and numbers, as in
a public report's table) was a "personal phone" and "+34 612 34 56 78" was not."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.recording.redact import PHONE_PLACEHOLDER, redact_text, text_edits
from pytest_websearch_bench.recording.scan import Scanner


def _phones(text: str) -> list[str]:
    return [text[e.start : e.end] for e in text_edits(text) if e.kind == "personal_phone"]


def _scanned(text: str) -> list[str]:
    return [f.kind for f in Scanner().scan_text(text, "page.html") if f.kind == "personal_phone"]


@pytest.mark.parametrize(
    "phone",
    [
        "+1 415 555 0100",
        "(415) 555-0100",
        "+34 612 34 56 78",
        "+55 11 91234-5678",
        "0800 123 4567",
        "+52 55 1234 5678",
        "55 1234 5678",
        "1-800-555-0100",
        "+52 (55) 1234 5678",
        "+525512345678",
        "15 2015 5678",  # an area code and eight digits, though "15 2015" reads as a date
    ],
)
def test_common_formats_are_phones(phone: str) -> None:
    text = f"Llame al {phone}. Gracias"
    assert _phones(text) == [phone]
    assert _scanned(text) == ["personal_phone"]
    assert redact_text(text) == f"Llame al {PHONE_PLACEHOLDER}. Gracias"


@pytest.mark.parametrize(
    "run",
    [
        "16 2015 5 15",
        "2015 16 5 15",
        "16 2015 5 15 2018",
        "2015 16 5 15 1234",
        "2015-16-05 1515",
        "12 of 2015 1999 2000",
        "2722 9952 2721",
        "1 2 3 4 5 6 7 8 9 10",
        "00000000-0000-4000-8000-000000000429",  # an API error id (a UUID in digits)
        "0000 0000 0000",
        "15 2015 2018",  # a day and two years
        "05 2015 1999",
    ],
)
def test_dates_and_number_runs_are_not_phones(run: str) -> None:
    text = f"WARN report {run} employees"
    assert _phones(text) == []
    assert _scanned(text) == []
    assert redact_text(text) == text


def test_a_phone_next_to_a_date_or_a_count_is_still_found() -> None:
    assert _phones("2015 55 1234 5678") == ["55 1234 5678"]
    assert _phones("llame al 55 1234 5678 5 veces") == ["55 1234 5678"]
    # Before, a national number whose area code and first four digits read as a day and
    # a year was missed, alone and right after a date.
    assert _phones("2015 15 2015 5678") == ["15 2015 5678"]
    assert _phones("16 5 2015 15 2015 5678") == ["15 2015 5678"]
    assert _phones("publicado 03 2015 tel 15 2015 5678") == ["15 2015 5678"]


# -- properties -----------------------------------------------------------------------------

_SEP = st.sampled_from([" ", "-", ".", "  "])


def _padded(low: int, high: int) -> st.SearchStrategy[str]:
    return st.tuples(st.integers(low, high), st.booleans()).map(
        lambda t: f"{t[0]:02d}" if t[1] else str(t[0])
    )


_DAY = _padded(1, 31)
_MONTH = _padded(1, 12)
_YEAR = st.integers(1900, 2099).map(str)


@st.composite
def _joined(draw: st.DrawFn, groups: list[str]) -> str:
    out = groups[0]
    for group in groups[1:]:
        out += draw(_SEP) + group
    return out


@st.composite
def _date_runs(draw: st.DrawFn) -> str:
    """A date in any order, with day-, month-sized numbers or years around it."""
    date = draw(st.permutations([draw(_DAY), draw(_MONTH), draw(_YEAR)]))
    extra = st.lists(st.one_of(_DAY, _YEAR), max_size=3)
    return draw(_joined([*draw(extra), *date, *draw(extra)]))


@st.composite
def _number_runs(draw: st.DrawFn) -> str:
    """Counts and page numbers (up to three digits), or four-digit numbers and years."""
    small = st.lists(st.integers(0, 999).map(str), min_size=2, max_size=12)
    large = st.lists(st.integers(1000, 9999).map(str), min_size=2, max_size=6)
    return draw(_joined(draw(st.one_of(small, large))))


_WORDS = st.sampled_from(["", "Total ", "Fecha: ", "employees ", "p. "])


@settings(max_examples=300)
@given(run=st.one_of(_date_runs(), _number_runs()), before=_WORDS, after=_WORDS)
def test_date_like_and_numeric_runs_never_read_as_phones(run: str, before: str, after: str) -> None:
    text = f"{before}{run} {after}".strip()
    assert _phones(text) == []
    assert _scanned(text) == []
    assert redact_text(text) == text


_FORMATS = st.one_of(
    st.from_regex(r"\+1 [2-9][0-9]{2} [2-9][0-9]{2} [0-9]{4}", fullmatch=True),
    st.from_regex(r"\([2-9][0-9]{2}\) [2-9][0-9]{2}-[0-9]{4}", fullmatch=True),
    st.from_regex(r"\+34 6[0-9]{2} [0-9]{2} [0-9]{2} [0-9]{2}", fullmatch=True),
    st.from_regex(r"\+55 [1-9][0-9] 9[0-9]{4}-[0-9]{4}", fullmatch=True),
    st.from_regex(r"0800 [0-9]{3} [0-9]{4}", fullmatch=True),
    st.from_regex(r"\+52 [1-9][0-9] [0-9]{4} [0-9]{4}", fullmatch=True),
)


@settings(max_examples=300)
@given(phone=_FORMATS, before=_WORDS, after=st.sampled_from(["", ".", ", gracias", " hoy"]))
def test_phones_in_common_formats_are_always_found(phone: str, before: str, after: str) -> None:
    text = f"{before}tel. {phone}{after}"
    assert _phones(text) == [phone]
    assert _scanned(text) == ["personal_phone"]
    assert PHONE_PLACEHOLDER in redact_text(text) and phone not in redact_text(text)


_NOT_A_YEAR = st.integers(0, 9999).filter(lambda n: not 1900 <= n <= 2099).map(lambda n: f"{n:04d}")


@settings(max_examples=300)
@given(
    run=_date_runs(),
    day=_DAY.filter(lambda d: len(d) == 2),
    year=_YEAR,
    last=_NOT_A_YEAR,
    after=_WORDS,
)
def test_a_two_four_four_number_after_a_date_run_is_found(
    run: str, day: str, year: str, last: str, after: str
) -> None:
    """A national number whose first groups read as a day and a year ("15 2015 5678"),
    after any date run: found whole, and the date run is left as it is."""
    phone = f"{day} {year} {last}"
    text = f"{run} {phone} {after}".strip()
    assert _phones(text) == [phone]
    assert redact_text(text) == f"{run} {PHONE_PLACEHOLDER} {after}".strip()
