"""Running one golden case against one provider: the router, the search, the record.

A pipeline is a function of a :class:`CaseRun`. The run object is the only way a
pipeline reaches the provider, so every call lands in the CaseRecord, whatever
the pipeline does; users replace the default pipeline through the
``pytest_ws_pipeline`` hook and keep the bookkeeping.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .cases import GoldenCase
from .dates import isoformat
from .errors import BenchError, FixtureError
from .families import FamilyTable
from .providers.base import Adapter
from .providers.errors import WebSearchError
from .providers.models import SearchQuery, SearchResponse
from .records import CallRecord, CaseRecord, DocumentRecord, HardFault, Outcome
from .relevance import classify
from .replay.matching import spec_key
from .replay.transport import RecordedInfo, ReplayTransport

# Fixture classes whose cassettes record a failure on purpose (429, 5xx, timeout, partial).
ERROR_CLASSES = frozenset({4, 5, 6, 7})


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
    )


class CaseRun:
    """The building blocks of a pipeline for one (case, provider)."""

    def __init__(
        self,
        case: GoldenCase,
        adapter: Adapter,
        *,
        families: FamilyTable,
        transport: ReplayTransport | None = None,
    ) -> None:
        self.case = case
        self.adapter = adapter
        self.provider = adapter.name
        self.families = families
        self.transport = transport
        self.record = new_record(case, adapter.name)
        self.final_error: WebSearchError | None = None
        self._outcome: tuple[Outcome, str] | None = None
        self._seen = 0

    @property
    def query(self) -> SearchQuery:
        return query_for_case(self.case)

    # -- calls ----------------------------------------------------------------------------

    def _recorded(self) -> RecordedInfo | None:
        if self.transport is None or len(self.transport.consumed) == self._seen:
            return None
        self._seen = len(self.transport.consumed)
        return self.transport.consumed[-1]

    def _attempt_number(self, operation: str) -> int:
        return 1 + sum(1 for c in self.record.calls if c.operation == operation)

    def search(self, query: SearchQuery | None = None) -> SearchResponse:
        """One search through the adapter, recorded whatever happens."""
        query = query or self.query
        call = CallRecord(
            provider=self.provider,
            operation="search",
            attempt=self._attempt_number("search"),
        )
        self.record.calls.append(call)
        try:
            response = self.adapter.search(query)
        except WebSearchError as error:
            self._fill_from_replay(call)
            call.error_kind = error.kind
            call.retryable = error.retryable
            call.retry_after_s = error.retry_after_s
            call.status = error.status if error.status is not None else call.status
            call.latency_ms = error.latency_ms if error.latency_ms is not None else call.latency_ms
            call.cost_usd = error.cost_usd
            call.cost_source = "failed-call"
            self.final_error = error
            raise
        except BaseException as error:
            self._fill_from_replay(call)
            # No answer came back (a fixture fault, a blocked socket): nothing was billed.
            call.error_kind = "fixture" if isinstance(error, FixtureError) else "no_response"
            call.cost_usd = 0.0
            call.cost_source = "no-response"
            raise
        self._fill_from_replay(call)
        if call.fingerprint is None:  # live: no transport computed it
            spec = self.adapter.build_search_request(query)
            call.fingerprint = spec_key(spec.method, spec.url, spec.params, spec.json).fingerprint
        call.ignored_params = list(response.ignored_params)
        call.status = response.status
        call.latency_ms = response.latency_ms
        call.recorded_at = call.recorded_at or isoformat(response.retrieved_at)
        call.request_id = response.request_id
        if response.usage is not None:
            call.cost_usd = response.usage.cost_usd
            call.cost_source = response.usage.source
        self.final_error = None
        return response

    def _fill_from_replay(self, call: CallRecord) -> None:
        info = self._recorded()
        if info is None:
            return
        call.cassette = info.cassette
        call.interaction = info.interaction
        call.fingerprint = info.fingerprint
        call.fixture_class = info.fixture_class
        call.synthetic = info.synthetic
        call.status = info.status
        call.latency_ms = info.latency_ms
        call.recorded_at = isoformat(info.recorded_at)

    # -- results and outcome -----------------------------------------------------------

    def rank(self, response: SearchResponse) -> list[DocumentRecord]:
        """Classify the response's documents against the case and keep them as the ranking."""
        self.record.documents = classify(
            self.case, response.results, self.families, response.retrieved_at
        )
        return self.record.documents

    def add_claim(self, claim: Mapping[str, Any]) -> None:
        self.record.claims.append(dict(claim))

    def abstain(self, reason: str) -> None:
        self._outcome = ("honest_no_data", reason)

    def set_outcome(self, outcome: Outcome, reason: str) -> None:
        self._outcome = (outcome, reason)

    def fault(self, kind: str, message: str) -> None:
        if self.record.hard_fault is None:
            self.record.hard_fault = HardFault(kind, message)

    def finish(self) -> CaseRecord:
        record = self.record
        record.fixture_classes = sorted({c.fixture_class for c in record.calls if c.fixture_class})
        if record.forbidden and record.calls:
            self.fault(
                "forbidden_call",
                f"case {record.case_id} is web_role=forbidden (only a registry may answer) but the "
                f"pipeline made {len(record.calls)} call(s) to {record.provider}: the router must "
                "cut it before the first call",
            )
        if self.final_error is not None and record.hard_fault is None:
            expected = any(c.fixture_class in ERROR_CLASSES for c in record.calls)
            if not expected:
                self.fault(
                    "unexpected_error",
                    f"{self.final_error} (no error fixture class was recorded for this case)",
                )
        if record.hard_fault is not None and self._outcome is None:
            record.outcome, record.outcome_reason = "error", record.hard_fault.message
        elif self.final_error is not None and self._outcome is None:
            kind = self.final_error.kind
            record.outcome = "unsupported" if kind == "unsupported" else "error"
            record.outcome_reason = str(self.final_error)
        elif self._outcome is not None:
            record.outcome, record.outcome_reason = self._outcome
        elif record.claims:
            record.outcome, record.outcome_reason = "answered", "claims written"
        elif record.documents:
            record.outcome, record.outcome_reason = "answered", "documents retrieved"
        else:
            record.outcome, record.outcome_reason = (
                "honest_no_data",
                "the provider returned nothing",
            )
        return record


Pipeline = Callable[[CaseRun], None]


def default_pipeline(run: CaseRun) -> None:
    """Warehouse-first router, then one search ranked against the case."""
    case = run.case
    if case.forbidden:
        registry = case.registry or "the registry"
        run.abstain(f"web_role=forbidden: only {registry} may answer; cut before any call")
        return
    response = run.search()
    run.rank(response)


def execute(run: CaseRun, pipeline: Pipeline) -> tuple[CaseRecord, BaseException | None]:
    """Run ``pipeline`` and always return a record; the exception to show, if any.

    Fixture problems and provider errors end the case (they are in the record);
    anything else is a bug in the pipeline and is returned to be shown with its
    traceback.
    """
    unexpected: BaseException | None = None
    try:
        pipeline(run)
    except FixtureError as error:
        run.fault("fixture", str(error))
    except WebSearchError:
        pass  # recorded by CaseRun.search; finish() decides whether it was expected
    except BenchError as error:
        run.fault("config", str(error))
    except Exception as error:
        run.fault("pipeline_exception", f"{type(error).__name__}: {error}")
        unexpected = error
    return run.finish(), unexpected
