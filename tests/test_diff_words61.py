"""Walkthrough 61 #4: `ws-bench diff` said "Holm-corrected over 26 tests" above 14 rows and
3 category rows, with nothing to say where 26 came from."""

from __future__ import annotations

from pytest_websearch_bench.report.diff_render import _tests_text


def test_the_holm_count_says_what_it_is_over() -> None:
    assert _tests_text({"tests": 26, "scopes": 3}) == (
        "26 tests: each metric overall and in each of 2 categories"
    )
    assert _tests_text({"tests": 13, "scopes": 1}) == "13 tests"
    assert _tests_text({"tests": 13}) == "13 tests"  # a diff JSON of an older version
