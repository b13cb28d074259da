"""Walkthrough 61 #7: an unpriced provider's line gave the ws_pricing remedy twice (the
metric's reason already names it)."""

from __future__ import annotations

from pytest_websearch_bench.report.ranking import unpriced


def test_the_pricing_remedy_is_said_once() -> None:
    block = {
        "aggregate": {"cost_per_useful_answer_usd": None, "cost_per_case_usd": None},
        "null_reasons": {
            "cost_per_useful_answer_usd": "3 case(s) have calls without a known price (e.g. "
            "gs-001); give the provider a price with the ini key ws_pricing (docs/providers.md)"
        },
    }
    text = unpriced(block)
    assert text is not None
    assert text.count("ws_pricing") == 1, text
    assert text.endswith("; then it is ranked (its quality numbers are in its block)")


def test_a_reason_without_the_remedy_gets_it() -> None:
    block = {"aggregate": {}, "null_reasons": {}}
    text = unpriced(block)
    assert text == (
        "unpriced: no known price; give its price per call in a pricing file named by "
        "ws_pricing in your ini file (pytest.ini, or -o ws_pricing=FILE; docs/providers.md) "
        "to rank it (its quality numbers are in its block)"
    )
