"""A $/useful cell says 'none' when the row spent money and got no useful answer: a '—'
there read as 'not applicable' (review: a recording's category infra, $/case 0.0160,
$/useful —, the reason only in the run file)."""

from __future__ import annotations

from pytest_websearch_bench.report.columns import MISSING, NO_USEFUL, cell, legend
from pytest_websearch_bench.report.html_glossary import glossary_html

KEY = "cost_per_useful_answer_usd"
NOTHING = "no useful answer: no case produced a citable claim that nothing contradicts"


def test_spend_without_a_useful_answer_reads_none_not_a_dash() -> None:
    spent = {"cost_per_case_usd": 0.016, KEY: None, "null_reasons": {KEY: NOTHING}}
    assert cell(spent, KEY, "usd") == NO_USEFUL == "none"
    # the provider's whole-run block keeps its reasons beside the aggregate
    assert cell({"cost_per_case_usd": 0.016, KEY: None}, KEY, "usd") == NO_USEFUL
    unpriced = {"cost_per_case_usd": None, KEY: None, "null_reasons": {KEY: "1 case(s) ..."}}
    assert cell(unpriced, KEY, "usd") == MISSING
    free = {"cost_per_case_usd": 0.0, KEY: None, "null_reasons": {KEY: NOTHING}}
    assert cell(free, KEY, "usd") == MISSING
    assert cell({"cost_per_case_usd": 0.016, "abstention": None}, "abstention", "ratio") == MISSING
    assert any("none: the calls had a cost, no useful answer" in line for line in legend(300, []))
    assert "&#x27;none&#x27;: the calls had a cost, no useful answer" in glossary_html() or (
        "'none': the calls had a cost, no useful answer" in glossary_html()
    )
