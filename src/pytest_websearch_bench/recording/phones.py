"""Where a text holds a phone number: hand-written, for the scanner and redaction.

A run of digit groups is a candidate; a phone is a stretch of its groups in one of the
shapes people write phones in:

* international: ``+`` and a country code, then two or more groups, the last of two
  digits or more (``+1 415 555 0100``, ``+34 612 34 56 78``, ``+55 11 91234-5678``,
  ``+52 (55) 1234 5678``), or ``+`` and 10-13 digits in one piece;
* an area code in parentheses, then groups ending in four digits (``(415) 555-0100``);
* national: groups of 2-5 digits, the first of two or three (four when it starts with
  0, a trunk code), the last of four (``0800 123 4567``, ``55 1234 5678``,
  ``415.555.0100``; and ``1-800-555-0100``), unless the groups read as a date or a list
  of numbers: a year (1900-2099) next to a day- or month-sized number (``16 2015``,
  ``2015-16-05``), or two years (``2015 1999 2000``). A one-digit group (``16 2015 5
  15``) is never part of a national number but for North America's leading 1.
  One shape is a phone although its groups hold a day and a year: exactly three groups
  of two, four and four digits whose last is no year (``15 2015 5678``, an area code
  and eight digits, as Mexico writes them). A date has no four-digit group but its
  year, so a day, a year and a four-digit number that is not a year are no date; the
  price is that a date written without a comma before a four-digit figure (``May 15
  2015 1200 guests``) reads as a phone too: a figure redacted rather than a phone kept.

In every shape the digits number 10-13 (``redact.is_personal_phone`` decides about
published numbers). A run that is not a phone as a whole may hold one (``55 1234 5678
5 veces``): the longest phone-shaped stretch from each group is taken, left to right.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_SEP = r"[ \t\u00a0.-]"
_RUN = re.compile(
    r"(?<![\w/=.+-])\+?(?:\(\d{1,4}\)|\d{1,15})"
    rf"(?:{_SEP}?\(\d{{1,4}}\)|{_SEP}\d{{1,15}})*"
    r"(?!\w)"
)
_GROUP = re.compile(r"\(\d+\)|\d+")
# A UUID written in digits only (8-4-4-4-12: "00000000-0000-4000-8000-000000000429", an
# API's error id) is an identifier, whatever stretch of it looks like a phone.
_UUID = re.compile(r"\d{8}-\d{4}-\d{4}-\d{4}-\d{12}")
# What every phone shape holds: four digits in a row, or "+" and a digit.
MAYBE_PHONE = r"\d{4}|\+\d"

MIN_DIGITS, MAX_DIGITS = 10, 13


def phone_spans(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each phone-shaped stretch of ``text``, left to right."""
    for run in _RUN.finditer(text):
        if _UUID.fullmatch(run.group(0)):
            continue
        groups = [
            (m.start() + run.start(), m.end() + run.start(), m.group(0))
            for m in _GROUP.finditer(run.group(0))
        ]
        plus = run.group(0).startswith("+")
        index = 0
        while index < len(groups):
            for end in range(len(groups), index, -1):
                if _is_phone([g[2] for g in groups[index:end]], plus and index == 0):
                    start = groups[index][0] - (1 if plus and index == 0 else 0)
                    yield start, groups[end - 1][1]
                    index = end
                    break
            else:
                index += 1


def _is_phone(groups: list[str], plus: bool) -> bool:
    digits = sum(len(g.strip("()")) for g in groups)
    if not MIN_DIGITS <= digits <= MAX_DIGITS:
        return False
    if not "".join(groups).replace("(", "").replace(")", "").strip("0"):
        return False  # only zeros ("0000 0000 0000"): a placeholder, not a number
    parens = [i for i, g in enumerate(groups) if g.startswith("(")]
    if plus:
        return _international(groups, parens)
    if parens:
        return parens == [0] and _area_code(groups)
    return _national(groups)


def _international(groups: list[str], parens: list[int]) -> bool:
    if len(groups) == 1:
        return True  # "+525512345678"
    code, rest = groups[0], groups[1:]
    if parens not in ([], [1]) or not 1 <= len(code) <= 3:
        return False
    if len(code) == 1 and code not in ("1", "7"):  # the only one-digit country codes
        return False
    plain = [g for g in rest if not g.startswith("(")]
    return len(rest) >= 2 and len(rest[-1]) >= 2 and all(len(g) <= 5 for g in plain)


def _area_code(groups: list[str]) -> bool:
    area, rest = groups[0].strip("()"), groups[1:]
    return (
        2 <= len(area) <= 4
        and bool(rest)
        and len(rest[-1]) == 4
        and all(2 <= len(g) <= 5 for g in rest)
    )


def _national(groups: list[str]) -> bool:
    if [len(g) for g in groups] == [1, 3, 3, 4]:
        return groups[0] == "1"  # "1-800-555-0100": North America's trunk prefix
    if len(groups) < 2 or len(groups[-1]) != 4 or any(not 2 <= len(g) <= 5 for g in groups):
        return False
    first = groups[0]
    if len(first) > 4 or (len(first) == 4 and not first.startswith("0")):
        return False  # an area code of four digits is a trunk code ("0800"); else a number
    return not _date_like(groups)


def _date_like(groups: list[str]) -> bool:
    years = [i for i, g in enumerate(groups) if len(g) == 4 and 1900 <= int(g) <= 2099]
    if len(years) >= 2:
        return True
    if years == [1] and [len(g) for g in groups] == [2, 4, 4]:
        return False  # "15 2015 5678": an area code and eight digits (module docstring)
    for i in years:
        for j in (i - 1, i + 1):
            if 0 <= j < len(groups) and len(groups[j]) <= 2 and int(groups[j]) <= 31:
                return True
    return False
