"""Retry, backoff with jitter, the circuit breaker, deadlines and cancellation: on a fake
clock with seeded randomness, observed through the calls they cause."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench_tree import BUNDLED_PROVIDERS, bundled_session
from conftest import make_bench_project
from pytest_websearch_bench.providers import get_adapter
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.resilience import (
    CancelScope,
    CircuitBreaker,
    FakeClock,
    RetryPolicy,
    with_retries,
)
from pytest_websearch_bench.session import BenchSession
from pytest_websearch_bench.synthetic.failures import failure_plan


def _error(kind: str = "rate_limited", retry_after: float | None = None) -> WebSearchError:
    return WebSearchError(kind, "x", provider="p", retry_after_s=retry_after)  # type: ignore[arg-type]


def test_full_jitter_backoff_is_seeded_and_bounded() -> None:
    policy = RetryPolicy(base_delay_s=0.5, max_delay_s=4.0)
    first = [policy.delay(n, _error(), random.Random("seed")) for n in range(1, 8)]
    again = [policy.delay(n, _error(), random.Random("seed")) for n in range(1, 8)]
    assert first == again
    for n, delay in enumerate(first, start=1):
        assert 0.0 <= delay <= min(4.0, 0.5 * 2 ** (n - 1))


def test_retry_after_is_honoured_up_to_the_cap() -> None:
    policy = RetryPolicy(retry_after_cap_s=10.0)
    assert policy.delay(1, _error(retry_after=7.0), random.Random(1)) >= 7.0
    assert policy.delay(1, _error(retry_after=3600.0), random.Random(1)) == 10.0


def test_retries_until_success_on_the_fake_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    clock, rng, policy = FakeClock(), random.Random("p:c"), RetryPolicy(max_attempts=3)
    outcomes = [_error(), _error("upstream"), "ok"]
    seen = []

    def call(attempt: int) -> str:
        seen.append(attempt)
        outcome = outcomes[attempt - 1]
        if isinstance(outcome, WebSearchError):
            raise outcome
        return outcome

    monkeypatch.setattr(time, "sleep", lambda seconds: pytest.fail("slept for real"))
    result = with_retries(
        call, provider="p", policy=policy, breaker=CircuitBreaker(), clock=clock, rng=rng
    )
    assert result == "ok"
    assert seen == [1, 2, 3]
    expected = random.Random("p:c")
    assert clock.sleeps == [
        policy.delay(1, _error(), expected),
        policy.delay(2, _error("upstream"), expected),
    ]


def test_non_retryable_errors_are_not_retried() -> None:
    calls = []

    def call(attempt: int) -> None:
        calls.append(attempt)
        raise _error("quota")

    with pytest.raises(WebSearchError) as info:
        with_retries(
            call,
            provider="p",
            policy=RetryPolicy(),
            breaker=CircuitBreaker(),
            clock=FakeClock(),
            rng=random.Random(0),
        )
    assert calls == [1]
    assert info.value.retryable is False
    assert _error("rate_limited").retryable is True


def test_breaker_opens_refuses_then_lets_one_through_after_the_cooldown() -> None:
    clock = FakeClock()
    breaker = CircuitBreaker(threshold=3, cooldown_s=30.0)
    for _ in range(3):
        breaker.record_failure(clock.now())
    assert breaker.state == "open"
    called = []

    def call(attempt: int) -> str:
        called.append(attempt)
        return "ok"

    with pytest.raises(WebSearchError) as info:
        with_retries(
            call,
            provider="p",
            policy=RetryPolicy(),
            breaker=breaker,
            clock=clock,
            rng=random.Random(0),
        )
    assert info.value.kind == "circuit_open"
    assert called == []  # refused without calling
    clock.advance(30.0)
    assert (
        with_retries(
            call,
            provider="p",
            policy=RetryPolicy(),
            breaker=breaker,
            clock=clock,
            rng=random.Random(0),
        )
        == "ok"
    )
    assert called == [1]
    assert breaker.state == "closed"


def test_half_open_failure_opens_again() -> None:
    clock = FakeClock()
    breaker = CircuitBreaker(threshold=1, cooldown_s=5.0)
    breaker.record_failure(0.0)
    clock.advance(5.0)
    assert breaker.allow(clock.now())
    assert breaker.state == "half_open"
    breaker.record_failure(clock.now())
    assert breaker.state == "open"
    assert not breaker.allow(clock.now())


def test_cancel_is_idempotent_and_the_deadline_cancels() -> None:
    clock = FakeClock()
    scope = CancelScope(clock, timeout_s=10.0)
    assert scope.cancel() is True
    assert scope.cancel() is False
    assert scope.cancelled
    late = CancelScope(clock, timeout_s=10.0)
    clock.advance(10.0)
    with pytest.raises(WebSearchError) as info:
        late.check("p")
    assert info.value.kind == "cancelled"
    assert late.reason == "deadline"


# -- per provider and class, through the bundled fixtures ----------------------------------------


@pytest.fixture(scope="module")
def bundled(repo_root: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[BenchSession]:
    with bundled_session(repo_root, tmp_path_factory, *BUNDLED_PROVIDERS) as bench:
        yield bench


# The providers with a reader of their own (extract or fetch): all but brave, serpapi
# and perplexity, whose reads go through the neutral fetcher.
READERS = tuple(
    p
    for p in BUNDLED_PROVIDERS
    if get_adapter(p, offline=True).capabilities.extract
    or get_adapter(p, offline=True).capabilities.fetch
)


def _case(session: BenchSession, provider: str, fixture_class: int):
    plan = failure_plan(session.loaded.golden.all_cases(), provider)
    return session.loaded.golden.case(plan[fixture_class])


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
def test_rate_limit_is_retried_after_its_delay(bundled: BenchSession, provider: str) -> None:
    record = bundled.runner.compute(_case(bundled, provider, 4), provider).record
    search = [c for c in record.calls if c.operation == "search"]
    assert [c.status for c in search] == [429, 200]
    assert search[0].retryable is True
    assert search[0].error_kind == "rate_limited"
    if provider == "tavily":  # Tavily sends Retry-After: 2
        assert search[0].retry_after_s == 2.0
        assert search[0].delay_after_s >= 2.0
    expected = RetryPolicy().delay(
        1,
        _error(retry_after=search[0].retry_after_s),
        random.Random(f"{provider}:{record.case_id}"),
    )
    assert search[0].delay_after_s == expected
    assert record.hard_fault is None
    assert record.outcome != "error"  # the retried search answered: the case went on
    assert record.documents


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
def test_upstream_errors_with_and_without_body_are_retried(
    bundled: BenchSession, provider: str
) -> None:
    record = bundled.runner.compute(_case(bundled, provider, 5), provider).record
    search = [c for c in record.calls if c.operation == "search"]
    assert [c.status for c in search] == [502, 503, 200]
    assert [c.attempt for c in search] == [1, 2, 3]
    assert all(c.delay_after_s is not None for c in search[:2])
    assert record.outcome != "error"
    assert record.documents


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
def test_timeout_is_cut_at_the_deadline_then_retried(
    bundled: BenchSession, provider: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    slept: list[float] = []
    real_sleep = time.sleep
    monkeypatch.setattr(time, "sleep", lambda s: (slept.append(s), real_sleep(min(s, 0.01))))
    record = bundled.runner.compute(_case(bundled, provider, 6), provider).record
    # The 30 s deadline fired on the fake clock: nothing slept for it (a count, not a
    # wall-clock bound, so a loaded machine cannot fail it).
    assert not [s for s in slept if s >= 1.0]
    first, second = [c for c in record.calls if c.operation == "search"]
    assert first.error_kind == "timeout"
    assert first.cancelled is True
    assert first.latency_ms == 30_000.0
    assert second.status == 200


@pytest.mark.parametrize("provider", READERS)
def test_partial_read_is_flagged_with_its_missing_urls(
    bundled: BenchSession, provider: str
) -> None:
    record = bundled.runner.compute(_case(bundled, provider, 7), provider).record
    reads = [c for c in record.calls if c.operation in ("extract", "fetch")]
    assert any(c.fixture_class == 7 for c in reads)
    missing = [u for c in reads for u in c.missing]
    failed_calls = [c for c in reads if c.error_kind is not None]
    assert len(missing) + len(failed_calls) == 1  # one of three URLs did not come back ...
    assert all(c.undeclared_missing == [] for c in reads)  # ... and the provider said so
    assert record.hard_fault is None


@pytest.mark.parametrize("provider", ["brave", "perplexity", "serpapi"])
def test_search_only_short_answer_is_reported(bundled: BenchSession, provider: str) -> None:
    record = bundled.runner.compute(_case(bundled, provider, 7), provider).record
    search = next(c for c in record.calls if c.operation == "search")
    assert search.fixture_class == 7
    assert search.partial is True
    assert search.requested == 10
    assert len(record.documents) < 10


def test_a_lying_partial_fails_the_gate(pytester: pytest.Pytester) -> None:
    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
    path = root / "cassettes" / "tavily" / "extract" / "gs-065.json"
    cassette = json.loads(path.read_text(encoding="utf-8"))
    response = cassette["interactions"][0]["response"]
    body = json.loads(response["body"]["string"])
    body["results"] = body["results"][:-1]  # one URL silently missing ...
    body["failed_results"] = []  # ... and nothing declared: partial: false
    response["body"]["string"] = json.dumps(body, ensure_ascii=False)
    path.write_text(json.dumps(cassette), encoding="utf-8")
    from pytest_websearch_bench.replay.manifest import load_manifest, sha256_bytes, write_manifest

    manifest = load_manifest(root / "cassettes" / "manifest.json")
    manifest.files["tavily/extract/gs-065.json"].sha256 = sha256_bytes(path.read_bytes())
    write_manifest(manifest, root / "cassettes" / "manifest.json")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        ["*?FAILED? honest_partial*-> disqualified (lies about its coverage)*cases: gs-065*"]
    )
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    assert run["providers"]["tavily"]["qualified"] is False
