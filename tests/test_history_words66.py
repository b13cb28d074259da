"""``ws-bench history``'s words (walkthrough 66): the latency column says it is the mean,
the captured column is in one format, and a tie ordered by point cost says why there
(it said "untested", which no note explained, while the notes named P@10 as the order)."""

from __future__ import annotations

from pytest_websearch_bench.report.diff_thresholds import SEARCH_LATENCY
from pytest_websearch_bench.report.history import SHORT, stamp_labels
from pytest_websearch_bench.report.ranking import POINT_TEXT, ties_text


def test_the_captured_column_is_in_one_format() -> None:
    stamps = ["2026-12-06T13:35:49Z", "2026-12-06T13:35:58Z", "2026-12-06T13:36:20Z"]
    labels = stamp_labels(stamps)
    assert [labels[s] for s in stamps] == [
        "2026-12-06 13:35:49 UTC",
        "2026-12-06 13:35:58 UTC",
        "2026-12-06 13:36:20 UTC",  # not "13:36 UTC" beside the others' seconds
    ]
    days = stamp_labels(["2026-11-20T10:00:00Z", "2026-12-02T09:05:00Z", "2026-12-02T17:30:00Z"])
    assert sorted(days.values()) == [
        "2026-11-20 10:00 UTC",
        "2026-12-02 09:05 UTC",
        "2026-12-02 17:30 UTC",
    ]


def test_the_latency_column_says_it_is_the_mean() -> None:
    assert SHORT[SEARCH_LATENCY] == "mean ms"


def test_a_tie_ordered_by_point_cost_says_why_and_the_rule_names_it() -> None:
    assert "untested" not in POINT_TEXT
    assert "P@10, pooled recall and freshness accuracy being equal" in POINT_TEXT
    ranking = [{"provider": "a", "versus_next": {"provider": "b", "tie": True}}, {"provider": "b"}]
    assert "then (all equal) the point cost" in ties_text(ranking)
