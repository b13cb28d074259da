"""Calls to the provider: every attempt recorded, under retries, the circuit breaker and
a per-attempt deadline (the base of :class:`~.run.CaseRun`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from ..cases import GoldenCase, SearchParams
from ..dates import isoformat
from ..errors import FixtureError
from ..providers.base import Adapter
from ..providers.errors import WebSearchError
from ..providers.models import ExtractResponse, SearchQuery, SearchResponse
from ..records import CallRecord, CaseRecord
from ..replay.matching import spec_key
from ..replay.transport import RecordedInfo, ReplayTransport
from ..resilience import (
    Attempt,
    CancelScope,
    CircuitBreaker,
    Clock,
    FakeClock,
    RetryPolicy,
    with_retries,
)

T = TypeVar("T")


def query_for_case(case: GoldenCase) -> SearchQuery:
    params = case.params
    return SearchQuery(
        query=case.query,
        max_results=params.max_results,
        include_domains=params.include_domains,
        exclude_domains=params.exclude_domains,
        start_date=params.start_date,
        end_date=params.end_date,
        country=params.country,
        language=params.language,
        topic=params.topic,
        contents="snippets",
    )


def new_record(case: GoldenCase, provider: str) -> CaseRecord:
    return CaseRecord(
        case_id=case.id,
        provider=provider,
        category=case.category,
        web_role=case.web_role,
        claim_type=case.claim_type,
        query=case.query,
        entity=case.entity,
        freshness_days=case.freshness_days,
        gold_urls=sorted(case.gold_urls),
        expected_families=sorted(case.expect.families),
        expected_hosts=sorted(case.expect.hosts),
        params=search_params(case),
        case_sha256=case_digest(case),
        precision_left_out=case.precision_left_out,
        gold_grades=None if case.gold_grades is None else dict(case.gold_grades),
    )


def case_digest(case: GoldenCase) -> str:
    """sha256 of the case's definition (every field but its notes, keys sorted): computed
    once a case (``GoldenCase.definition_sha256``), or read from the parsed-golden cache."""
    return case.definition_sha256


# id(params) -> (params, its set values): golden cases share their (interned) parameters,
# so each distinct set is dumped once, not once a case. The params are kept alive with
# their entry, so an id is never reused while it is a key.
_SEARCH_PARAMS: dict[int, tuple[SearchParams, dict[str, Any]]] = {}


def search_params(case: GoldenCase) -> dict[str, Any]:
    """The parameters a case's search is sent with, unset ones left out (a new dict, its
    lists new too: the record owns it)."""
    params = case.params
    entry = _SEARCH_PARAMS.get(id(params))
    if entry is None or entry[0] is not params:
        entry = (
            params,
            {
                key: value
                for key, value in params.model_dump(mode="json").items()
                if value not in (None, [], ())
            },
        )
        if len(_SEARCH_PARAMS) < 4096:
            _SEARCH_PARAMS[id(params)] = entry
    return {
        key: list(value) if isinstance(value, list) else value for key, value in entry[1].items()
    }


class ProviderCalls:
    """The provider side of a case run: the adapter, the replay transport and the clock."""

    def __init__(
        self,
        case: GoldenCase,
        adapter: Adapter,
        *,
        transport: ReplayTransport | None = None,
        clock: Clock | None = None,
        policy: RetryPolicy | None = None,
        breaker: CircuitBreaker | None = None,
    ) -> None:
        self.case = case
        self.adapter = adapter
        self.provider = adapter.name
        self.transport = transport
        self.record = new_record(case, adapter.name)
        # Operations that failed for good (after retries), in order.
        self.failures: list[tuple[str, WebSearchError]] = []
        self._seen = 0
        # Deterministic per (provider, case): replays choose the same jitter every time.
        self.clock: Clock = clock if clock is not None else FakeClock()
        self._rng: random.Random | None = None
        self.policy = policy or RetryPolicy()
        self.breaker = breaker if breaker is not None else CircuitBreaker()
        self._scopes: list[CancelScope] = []
        # Live runs only: what each call sent (method, url, body), aligned with the calls.
        self.sent: list[tuple[str, str, bytes] | None] = []
        self._cancelled = False
        self._cancel_reason: str | None = None
        # The fixture problem that ended the case (a missing or stale cassette), if any.
        self.fixture_error: FixtureError | None = None

    @property
    def query(self) -> SearchQuery:
        return query_for_case(self.case)

    @property
    def rng(self) -> random.Random:
        """Seeded on first use (a retry's jitter): seeding costs more than most replays."""
        if self._rng is None:
            self._rng = random.Random(f"{self.provider}:{self.case.id}")
        return self._rng

    # -- calls ----------------------------------------------------------------------------

    def _recorded(self) -> RecordedInfo | None:
        if self.transport is None or len(self.transport.consumed) == self._seen:
            return None
        self._seen = len(self.transport.consumed)
        return self.transport.consumed[-1]

    def search(self, query: SearchQuery | None = None) -> SearchResponse:
        """A search through the adapter, with retries; every attempt is recorded."""
        query = query or self.query
        first = len(self.record.calls)
        try:
            response: SearchResponse = self.call("search", lambda: self.adapter.search(query))
        except BaseException:
            # The params a request leaves out are the request's, not its answer's: a search
            # whose every attempt failed names them too (the report's ignored-param line).
            self._note_ignored(query, self.record.calls[first:])
            raise
        last = self.record.calls[-1]
        if last.fingerprint is None:  # live: no replay transport computed it
            spec = self.adapter.build_search_request(query)
            last.fingerprint = spec_key(spec.method, spec.url, spec.params, spec.json).fingerprint
        self._note_ignored(query, self.record.calls[first:], response.ignored_params)
        if query.max_results is not None:  # a short answer is judged by what the provider
            last.requested = query.max_results  # said about it (honest_partial)
            last.partial = len(response.results) < query.max_results
            if last.partial and response.more_available is not None:
                last.short_declared = not response.more_available
        return response

    def _note_ignored(
        self,
        query: SearchQuery,
        calls: list[CallRecord],
        ignored: tuple[str, ...] | None = None,
    ) -> None:
        """Every attempt of one search names the params its request left out, and why
        (the adapter's ``ignored_reason``), answered or not."""
        if ignored is None:
            try:
                ignored = self.adapter.build_search_request(query).ignored
            except Exception:  # the call's own error is the one raised
                return
        why = {p: r for p in ignored if (r := self.adapter.ignored_reason(p)) is not None}
        for call in calls:
            if call.operation == "search":
                call.ignored_params = list(ignored)
                call.ignored_why = dict(why)

    def call(self, operation: str, send: Callable[[], T]) -> T:
        """Run one provider operation under the retry policy, the circuit breaker and a
        per-attempt deadline, writing a CallRecord for every attempt. Raises the final
        WebSearchError (also kept in ``failures``) when the operation fails."""

        def attempt(number: int) -> T:
            call = CallRecord(
                provider=self.provider,
                operation=operation,
                attempt=number,
                breaker_state=self.breaker.state,
            )
            self.record.calls.append(call)
            if self.transport is None:
                self.adapter.last_request = None
            scope = CancelScope(self.clock, self.adapter.timeout_s)
            self._scopes.append(scope)
            try:
                scope.check(self.provider)
                result = send()
            except WebSearchError as error:
                self._fill_from_replay(call)
                if error.kind == "timeout":
                    scope.cancel("deadline")
                call.cancelled = scope.cancelled
                call.error_kind = error.kind
                call.retryable = error.retryable
                call.retry_after_s = error.retry_after_s
                call.status = error.status if error.status is not None else call.status
                if call.cassette is None:  # live; in replay the cassette's latency stands
                    call.latency_ms = error.latency_ms
                    call.waited_ms = error.waited_ms
                call.cost_usd = error.cost_usd
                call.cost_source = "failed-call"
                raise
            except BaseException as error:
                self._fill_from_replay(call)
                # No answer came back (a fixture fault, a blocked socket): nothing was billed.
                call.error_kind = "fixture" if isinstance(error, FixtureError) else "no_response"
                call.cost_usd = 0.0
                call.cost_source = "no-response"
                raise
            self._fill_from_replay(call)
            self._fill_from_result(call, result)
            return result

        def note(outcome: Attempt) -> None:
            if outcome.error is not None and outcome.error.kind == "circuit_open":
                self.record.calls.append(
                    CallRecord(
                        provider=self.provider,
                        operation=operation,
                        attempt=outcome.number,
                        breaker_state="open",
                        error_kind="circuit_open",
                        retryable=False,
                        cost_usd=0.0,
                        cost_source="not-sent",
                    )
                )
                if self.transport is None:
                    self.sent.append(None)
                return
            if self.transport is None:  # live: keep what was sent, for the recorder
                request = self.adapter.last_request
                self.sent.append(
                    None if request is None else (request.method, str(request.url), request.content)
                )
            self.record.calls[-1].delay_after_s = outcome.delay_after_s

        try:
            result = with_retries(
                attempt,
                provider=self.provider,
                policy=self.policy,
                breaker=self.breaker,
                clock=self.clock,
                rng=lambda: self.rng,
                on_attempt=note,
            )
        except WebSearchError as error:
            self.failures.append((operation, error))
            raise
        return result

    def cancel(self, reason: str = "cancelled by the pipeline") -> bool:
        """Cancel the case's calls: the current one and any later one. Idempotent:
        True the first time, False afterwards."""
        self._cancel_reason = self._cancel_reason or reason
        first = not self._cancelled
        self._cancelled = True
        for scope in self._scopes:
            scope.cancel(reason)
        return first

    def _fill_from_result(self, call: CallRecord, result: object) -> None:
        if isinstance(result, ExtractResponse):  # extract or fetch
            call.status = result.status
            call.latency_ms = result.latency_ms
            call.recorded_at = call.recorded_at or isoformat(result.retrieved_at)
            call.request_id = result.request_id
            call.requested = len(result.requested)
            call.partial = result.partial
            call.missing = list(result.missing)
            call.undeclared_missing = list(result.undeclared_missing)
            if result.usage is not None:
                call.cost_usd = result.usage.cost_usd
                call.cost_source = result.usage.source
        elif isinstance(result, SearchResponse):
            call.status = result.status
            call.latency_ms = result.latency_ms
            call.recorded_at = call.recorded_at or isoformat(result.retrieved_at)
            call.request_id = result.request_id
            if result.usage is not None:
                call.cost_usd = result.usage.cost_usd
                call.cost_source = result.usage.source

    def _fill_from_replay(self, call: CallRecord) -> None:
        info = self._recorded()
        if info is None:
            return
        call.cassette = info.cassette
        call.interaction = info.interaction
        call.fingerprint = info.fingerprint
        call.fixture_class = info.fixture_class
        call.synthetic = info.synthetic
        call.local_address = info.local_address
        call.status = info.status
        call.latency_ms = info.latency_ms
        call.recorded_at = isoformat(info.recorded_at)
