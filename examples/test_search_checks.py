"""A team's own checks over the golden cases, beside the bench (run by CI).

Run it as part of the bench:

    pytest --ws-provider=tavily examples/test_search_checks.py

Each test that asks for a ``ws_`` fixture is parametrized over golden case x provider.
It reads the CaseRecord the bench computed for that pair (``ws_record``: shared, never
recomputed), may replay the case's cassettes itself (``ws_adapter``, ``ws_cassette``)
and records metrics of its own (``ws_metric``), which the run file aggregates per
provider and category under ``aggregate["custom"]``. Without ``--ws-provider`` these
tests are skipped, with the reason.
"""

from __future__ import annotations

import pytest

from pytest_websearch_bench.assertions import assert_citable, assert_span
from pytest_websearch_bench.pipeline import query_for_case
from pytest_websearch_bench.providers import WebSearchError
from pytest_websearch_bench.resilience import RetryPolicy


def test_forbidden_cases_never_reach_the_web(ws_case, ws_record):
    """A case only a registry may answer ends without a call and without a claim."""
    if not ws_case.forbidden:
        pytest.skip("an allowed case: the web may answer it")
    assert ws_record.calls == []
    assert ws_record.outcome == "honest_no_data"
    assert ws_record.claims == []


def test_every_claim_cites_what_the_case_read(ws_record):
    """Each claim's span, applied to the stored page or PDF, gives back its text."""
    assert_citable(ws_record)


def test_quotes_come_back_from_their_spans(ws_record):
    for claim in ws_record.claims:
        for observation in claim["observations"]:
            artifact = ws_record.stored[observation["artifact_sha256"]]
            assert_span(artifact, observation["span"], observation["quote"])


def test_own_search_replays_and_measures_dates(ws_case, ws_adapter, ws_cassette, ws_metric):
    """Our own call through the adapter, answered from the case's cassette: the share of
    results that carry a publication date becomes a metric of our own."""
    if ws_case.forbidden:
        pytest.skip("a forbidden case has no search cassette: the router cuts it")
    files = ws_cassette.paths("search")  # recorded failures first, then the answer
    assert files, f"no search cassette for {ws_case.id}"
    # Recorded failures (429, 5xx, timeouts) play first, as they did for the bench's
    # retries: retry the same way, as often as the bench does.
    for _ in range(RetryPolicy().max_attempts):
        try:
            response = ws_adapter.search(query_for_case(ws_case))
            break
        except WebSearchError as error:
            if not error.retryable:
                pytest.skip(f"the recorded search failed for good: {error}")
    else:
        pytest.skip("the recorded search failed on every attempt")
    if not response.results:
        pytest.skip("the provider returned nothing for this case")
    dated = sum(result.published_at is not None for result in response.results)
    ws_metric("dated_results", dated / len(response.results))
