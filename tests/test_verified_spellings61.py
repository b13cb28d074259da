"""Two spellings of one page in ``golden/verified_dates.yaml`` (http/https, ``www.``, a
trailing slash) with two dates: refused at the second one's line, both named; with one
date they are one verified page."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.errors import GoldenFileError
from pytest_websearch_bench.verified_dates import load_verified_dates

HEAD = "schema: pytest-websearch-bench/verified-dates@1\ndates:\n"


def test_two_dates_for_one_page_are_refused_at_the_line(tmp_path: Path) -> None:
    path = tmp_path / "verified_dates.yaml"
    path.write_text(
        HEAD
        + "  https://example.com/a: 2026-01-02\n"
        + "  https://example.com/b: 2026-01-03\n"
        + "  http://www.example.com/a/: 2026-02-01\n",
        encoding="utf-8",
    )
    with pytest.raises(GoldenFileError) as caught:
        load_verified_dates(path)
    text = str(caught.value)
    assert "'https://example.com/a' (2026-01-02)" in text
    assert "'http://www.example.com/a/' (2026-02-01)" in text
    assert "line 5" in text, text
    assert "keep one of the two lines" in text


def test_one_date_under_two_spellings_is_one_page(tmp_path: Path) -> None:
    path = tmp_path / "verified_dates.yaml"
    path.write_text(
        HEAD + "  https://example.com/a: 2026-01-02\n  http://example.com/a/: 2026-01-02\n",
        encoding="utf-8",
    )
    dates = load_verified_dates(path)
    assert set(dates.values()) == {"2026-01-02"}
