"""A new user's walkthrough (stop 64, findings 3, 4, 6, 15b): the end-to-end latency
leaves out the cases that met a synthetic failure fixture as the per-call latency leaves
the fixture calls out, the latency line and legend say what n counts, the legend is a
sentence of its own, and a reader test's cost shows in the terminal when no case was
answered from stored documents alone."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from pytest_websearch_bench.records import CallRecord, CaseRecord
from pytest_websearch_bench.report.caveats import end_to_end, end_to_end_text
from pytest_websearch_bench.report.columns import legend
from pytest_websearch_bench.report.terminal import render
from pytest_websearch_bench.report.useful_lines import useful_source_text
from runkit import record, run_of


def _prose(lines: Sequence[str]) -> str:
    return " ".join(" ".join(lines).split())


def _timed_out_then_answered(case_id: str) -> CaseRecord:
    """A synthetic class 6 timeout (30 s), then the recorded search after a backoff wait."""
    base = record(case_id, "s", useful=True, cost=0.002, latency=100.0)
    fixture = CallRecord(
        "s", "search", status=None, error_kind="timeout", latency_ms=30000.0,
        fixture_class=6, synthetic=True,
    )  # fmt: skip
    retry = dataclasses.replace(base.calls[0], attempt=2, waited_ms=1000.0)
    return dataclasses.replace(base, calls=[fixture, retry])


def test_end_to_end_leaves_out_a_case_that_met_a_synthetic_failure_fixture() -> None:
    cases = [record(f"c-{i}", "s", useful=True, latency=100.0) for i in range(3)]
    found = end_to_end([*cases, _timed_out_then_answered("c-9")])
    assert found is not None
    assert (found["n"], found["p95"], found["synthetic_cases"]) == (3, 100.0, 1)
    assert (
        "n=3 cases\xa0[unreliable (n < 100)] (its calls' latencies, retries and reader calls "
        "included, plus recorded backoff waits; 1 case(s) that met a synthetic failure fixture "
        "(classes 4-7) left out, as in the per-call latency)"
    ) in end_to_end_text(found)


def test_the_latency_line_and_the_legend_say_what_n_counts() -> None:
    cases = [record(f"c-{i}", "s", useful=True, latency=100.0) for i in range(3)]
    text = _prose(render(run_of([*cases, _timed_out_then_answered("c-9")]), width=200))
    assert (
        "n=4 calls, one per HTTP attempt answered or timed out (failed connections and "
        "synthetic failure fixtures left out)"
    ) in text
    assert (
        "n counts the attempts answered, an error status included, or timed out: failed "
        "connections and synthetic failure fixtures, classes 4-7, left out"
    ) in " ".join(legend(400))


def test_the_legend_ends_its_sentence_before_the_line_after_it() -> None:
    lines = legend(80, extra=["a latency over fewer than 100 calls is"])
    assert lines[-1].endswith("calls is.")


def test_a_reader_test_paid_for_shows_its_cost_when_no_case_was_answered_from_it() -> None:
    aggregate = {
        "useful_by_source": {"provider_results": 3, "reader_tests": 0},
        "reader_test_cost_usd": 0.032,
    }
    text = useful_source_text(aggregate, "tavily", "cassettes")
    assert text.startswith("reader tests: stored case documents tavily's search did not return")
    assert "were read for $0.0320 (reader_test_cost_usd), not counted in $/case" in text
    assert (
        useful_source_text({**aggregate, "reader_test_cost_usd": 0.0}, "tavily", "cassettes") == ""
    )
