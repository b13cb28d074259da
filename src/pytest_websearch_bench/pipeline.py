"""Running one golden case against one provider: the router, the search, the record.

A pipeline is a function of a :class:`CaseRun`. The run object is the only way a
pipeline reaches the provider, so every call lands in the CaseRecord, whatever
the pipeline does; users replace the default pipeline through the
``pytest_ws_pipeline`` hook and keep the bookkeeping.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from .artifacts.base import HTML, MARKDOWN, PDF, Artifact
from .artifacts.errors import (
    ArtifactError,
    FormatTablesOcr,
    NeedsJavascript,
    UnsupportedContentType,
)
from .artifacts.html import HtmlArtifact
from .artifacts.load import ArtifactLoader
from .artifacts.pdf import PdfArtifact
from .cases import GoldenCase
from .claims import (
    Claim,
    ClaimError,
    ReadDocument,
    build_claims,
    link_contradictions,
    verify_claims,
)
from .dates import isoformat
from .errors import BenchError, FixtureError
from .families import FamilyTable
from .pool import CasePool, assign_groups
from .providers.base import Adapter
from .providers.errors import WebSearchError
from .providers.models import ExtractResponse, SearchQuery, SearchResponse, SearchResult
from .records import CallRecord, CaseRecord, DocumentRecord, HardFault, Outcome, ReadRecord
from .relevance import add_content_support, classify
from .replay.matching import spec_key
from .replay.shared import SharedDocument, SharedDocuments
from .replay.transport import RecordedInfo, ReplayTransport
from .resilience import (
    Attempt,
    CancelScope,
    CircuitBreaker,
    Clock,
    FakeClock,
    RetryPolicy,
    with_retries,
)
from .safety.boundary import ModelContext, build_model_context
from .safety.injection import InjectionReport
from .safety.untrusted import UntrustedText, untrusted_from
from .urls import canonical_url

T = TypeVar("T")

# A read's outcome from the typed error that stopped it.
READ_OUTCOME_OF = {
    "needs_javascript": "needs_javascript",
    "format_tables_ocr": "format_tables_ocr",
    "unsupported_content_type": "unsupported",
}

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
        clock: Clock | None = None,
        policy: RetryPolicy | None = None,
        breaker: CircuitBreaker | None = None,
        extract_top: int = 3,
        shared: SharedDocuments | None = None,
        loader: ArtifactLoader | None = None,
        pool: CasePool | None = None,
        verified: Mapping[str, str] | None = None,
    ) -> None:
        self.case = case
        self.adapter = adapter
        self.provider = adapter.name
        self.families = families
        self.transport = transport
        self.record = new_record(case, adapter.name)
        self.pool = pool
        self.verified = verified or {}
        self.record.pool_groups = list(pool.relevant) if pool is not None else None
        self._snippets: dict[str, str] = {}  # canonical url -> title and snippet, for grouping
        self._grouped_on: dict[str, str] | None = None
        # Operations that failed for good (after retries), in order.
        self.failures: list[tuple[str, WebSearchError]] = []
        self.extract_top = extract_top  # results whose contents the default pipeline reads
        self._outcome: tuple[Outcome, str] | None = None
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
        # The evidence: stored documents read in this case, by sha256, and in read order.
        self.shared = shared
        self.loader = loader or ArtifactLoader()
        self.stored: dict[str, Artifact] = {}
        self.injection: dict[str, InjectionReport] = {}
        self.read_documents: list[ReadDocument] = []
        # The results of the ranking (rank()), for the judge's chunks.
        self.results: tuple[SearchResult, ...] = ()

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
        response: SearchResponse = self.call("search", lambda: self.adapter.search(query))
        last = self.record.calls[-1]
        if last.fingerprint is None:  # live: no replay transport computed it
            spec = self.adapter.build_search_request(query)
            last.fingerprint = spec_key(spec.method, spec.url, spec.params, spec.json).fingerprint
        last.ignored_params = list(response.ignored_params)
        if query.max_results is not None:  # a short answer is reported, not judged: search
            last.requested = query.max_results  # makes no coverage promise
            last.partial = len(response.results) < query.max_results
        return response

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

    def extract(self, urls: Sequence[str]) -> ExtractResponse:
        """Contents of ``urls`` through the provider's extract operation, with retries;
        the call records what came back, what is missing and what was not declared."""
        response: ExtractResponse = self.call("extract", lambda: self.adapter.extract(urls))
        self._keep_artifacts(response, "extract")
        return response

    def fetch(self, url: str) -> ExtractResponse:
        """One URL's contents through the provider's reader (fetch), with retries."""
        try:
            response: ExtractResponse = self.call("fetch", lambda: self.adapter.fetch(url))
        except WebSearchError as error:
            # The reader declared it could not read this page: a per-document outcome.
            self.record.reads.append(
                ReadRecord(
                    url=canonical_url(url),
                    via="fetch",
                    outcome="error",
                    fixture_class=self.record.calls[-1].fixture_class,
                    synthetic=self.record.calls[-1].synthetic,
                    detail=str(error),
                )
            )
            raise
        self._keep_artifacts(response, "fetch")
        return response

    def _keep_artifacts(self, response: ExtractResponse, via: str) -> None:
        """Every document a provider's reader returned becomes a stored artifact (the
        content exactly as the stored response carries it, as markdown)."""
        call = self.record.calls[-1]
        for document in response.documents:
            read = ReadRecord(
                url=document.url,
                via=via,
                content_type=MARKDOWN,
                fixture_class=call.fixture_class,
                synthetic=call.synthetic,
                published_at=self._published_at(document.url),
            )
            self.record.reads.append(read)
            try:
                artifact = self.loader.load(
                    document.content.encode("utf-8"), content_type=MARKDOWN, url=document.url
                )
            except ArtifactError as error:
                read.outcome, read.detail = "error", error.message
                continue
            self._store(read, artifact)

    def _store(self, read: ReadRecord, artifact: Artifact) -> None:
        """Keep a document read: its artifact, and the injection detector's verdict on it
        (every document is checked before any of its text goes further)."""
        read.sha256 = artifact.sha256
        self.stored[artifact.sha256] = artifact
        if artifact.sha256 not in self.record.artifacts:
            self.record.artifacts.append(artifact.sha256)
        report = self.loader.injection(artifact)
        self.injection[artifact.sha256] = report
        read.flagged = report.flagged
        if report.flagged and not any(
            f["sha256"] == artifact.sha256 for f in self.record.injection_findings
        ):
            self.record.injection_findings.append(
                {
                    "url": read.url,
                    "sha256": artifact.sha256,
                    "injected": read.injected,
                    "findings": [f.to_dict() for f in report.findings],
                }
            )
        self.read_documents.append(ReadDocument(artifact, read.url, read.published_at))

    # -- the model boundary ---------------------------------------------------------------

    def untrusted(self, claim: Claim | Mapping[str, Any]) -> list[UntrustedText]:
        """A claim's observed text as untrusted text, one per observation whose artifact
        this run stored, carrying the detector's findings inside it."""
        parsed = claim if isinstance(claim, Claim) else Claim.from_dict(claim)
        out = []
        for observation in parsed.observations:
            artifact = self.stored.get(observation.artifact_sha256)
            report = self.injection.get(observation.artifact_sha256)
            if artifact is None:
                continue
            try:
                out.append(
                    untrusted_from(
                        artifact,
                        observation.span,
                        report.findings if report else (),
                        url=observation.url,
                    )
                )
            except BenchError:
                continue  # a span that does not resolve is not citable and crosses nothing
        return out

    def model_context(self, task: str, items: Sequence[UntrustedText]) -> ModelContext:
        """The only way this run's web text reaches a model (``safety.boundary``); what
        crossed is recorded in the CaseRecord's ``model_boundary``."""
        context = build_model_context(task, items)
        self.record.model_boundary.extend(context.crossed)
        return context

    def _published_at(self, url: str) -> str | None:
        """The date the ranking gave this URL (the provider's publishedAt)."""
        for document in self.record.documents:
            if document.url == url:
                return document.published_at
        return None

    # -- stored documents: _shared/ and the neutral fetcher ---------------------------------

    def case_documents(self) -> list[SharedDocument]:
        """The case's stored documents (classes 2, 3 and 9). Every pipeline reads them,
        found by its search or not: they test the reader (JavaScript, PDFs, spans) and
        the claim layer (contradictions), which must not hinge on one ranking."""
        if self.shared is None:
            return []
        return self.shared.for_case(self.case.id)

    def read_shared(self, document: SharedDocument) -> Artifact | None:
        """Read a stored document as this provider's reader would: an app shell needs a
        reader that renders JavaScript, a PDF one that parses PDFs. Search-only providers
        read through the neutral fetcher (plain HTTP: no JavaScript; PDFs parsed here)."""
        capabilities = self.adapter.capabilities
        own_reader = capabilities.extract or capabilities.fetch
        via = "stored" if own_reader else "neutral"
        renders_javascript = own_reader and capabilities.renders_javascript
        parses_pdf = capabilities.parses_pdf if own_reader else True
        return self._read_stored(document, via, renders_javascript, parses_pdf)

    def neutral_fetch(self, url: str) -> Artifact | None:
        """The provider-independent fetcher: the stored copy of ``url`` under ``_shared/``,
        or a ``not_stored`` read when there is none (nothing is fetched live in replay)."""
        document = self.shared.page(url) if self.shared is not None else None
        if document is None:
            self.record.reads.append(
                ReadRecord(
                    url=url,
                    via="neutral",
                    outcome="not_stored",
                    published_at=self._published_at(url),
                    detail="no stored copy under _shared/ (role page)",
                )
            )
            return None
        return self._read_stored(document, "neutral", False, True)

    def _read_stored(
        self,
        document: SharedDocument,
        via: str,
        renders_javascript: bool,
        parses_pdf: bool,
    ) -> Artifact | None:
        assert self.shared is not None
        read = ReadRecord(
            url=document.url,
            via=via,
            content_type=document.content_type,
            fixture_class=document.fixture_class,
            synthetic=document.synthetic,
            published_at=self._published_at(document.url),
            injected=document.injected,
        )
        self.record.reads.append(read)
        try:
            artifact = self._reader_view(document, read, renders_javascript, parses_pdf)
        except ArtifactError as error:
            # The typed outcome is the error's kind: needs_javascript, format_tables_ocr...
            read.outcome = READ_OUTCOME_OF.get(error.kind, "error")
            read.detail = error.message
            return None
        self._store(read, artifact)
        return artifact

    def _reader_view(
        self, document: SharedDocument, read: ReadRecord, renders_javascript: bool, parses_pdf: bool
    ) -> Artifact:
        """The artifact a reader with these capabilities gets, or the typed error why not."""
        assert self.shared is not None
        where = document.raw_url
        if document.content_type == PDF and not parses_pdf:
            raise UnsupportedContentType(
                where, f"{self.provider}'s reader does not parse PDFs (parses_pdf=False)"
            )
        artifact = self.loader.load_shared(self.shared, document)
        if isinstance(artifact, HtmlArtifact):
            read.published_at = artifact.published_at or read.published_at
            if artifact.spa_shell:
                rendered = self.shared.rendered(document.url) if renders_javascript else None
                if rendered is None:
                    raise NeedsJavascript(
                        where,
                        "an app shell whose content is rendered by JavaScript; "
                        + (
                            f"{self.provider}'s reader does not render JavaScript"
                            if not renders_javascript
                            else "no rendered copy is stored (role rendered)"
                        ),
                    )
                artifact = self.loader.load_shared(self.shared, rendered)
                read.content_type = HTML
                read.detail = "rendered by the reader (stored DOM after JavaScript)"
        if isinstance(artifact, PdfArtifact):
            read.ocr_pages = artifact.ocr_pages()
            if len(read.ocr_pages) == artifact.page_count:
                read.sha256 = artifact.sha256
                raise FormatTablesOcr(
                    where, "no page has a text layer: the scan needs OCR before it can be cited"
                )
        return artifact

    # -- claims -------------------------------------------------------------------------------

    def write_claims(self) -> list[Claim]:
        """The default claim builder over the documents read so far (see ``claims``)."""
        prefix = f"{self.case.id}/{self.provider}/"
        claims = build_claims(self.case, self.read_documents, prefix)
        for claim in claims:
            self.add_claim(claim)
        return claims

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
        call.status = info.status
        call.latency_ms = info.latency_ms
        call.recorded_at = isoformat(info.recorded_at)

    # -- results and outcome -----------------------------------------------------------

    def rank(self, response: SearchResponse) -> list[DocumentRecord]:
        """Classify the response's documents against the case and keep them as the ranking
        (with their origin groups from the pool and their verified dates, when known)."""
        self.results = response.results
        self.record.documents = classify(
            self.case, response.results, self.families, response.retrieved_at
        )
        for result in response.results:
            self._snippets.setdefault(result.url, f"{result.title} {result.snippet}")
        for document in self.record.documents:
            document.verified_date = self.verified.get(document.url)
        self.group_documents()
        return self.record.documents

    def group_documents(self) -> None:
        """Origin groups (``pool``): by annotation, else by near-duplicate text (the page
        read for a document, else its title and snippet), else by URL."""
        texts = dict(self._snippets)
        texts.update(readable_texts(self.read_documents))
        if texts == self._grouped_on:
            return  # nothing new was read since the ranking was grouped
        self._grouped_on = texts
        assign_groups(self.record.documents, self.pool, texts)

    def add_claim(self, claim: Claim | Mapping[str, Any]) -> None:
        """Keep a claim; it is checked against the stored artifacts when the case ends
        (a ``citable`` flag passed in is ignored). A mapping may leave out ``id``,
        ``case_id``, ``claim_type`` and ``entity``: the case supplies them."""
        if isinstance(claim, Mapping):
            defaults = {
                "id": f"{self.case.id}/{self.provider}/u{len(self.record.claims) + 1}",
                "case_id": self.case.id,
                "claim_type": self.case.claim_type,
                "entity": self.case.entity,
            }
            claim = Claim.from_dict({**defaults, **claim})
        self.record.claims.append(claim.to_dict())

    def abstain(self, reason: str) -> None:
        self._outcome = ("honest_no_data", reason)

    def set_outcome(self, outcome: Outcome, reason: str) -> None:
        self._outcome = (outcome, reason)

    def fault(self, kind: str, message: str) -> None:
        if self.record.hard_fault is None:
            self.record.hard_fault = HardFault(kind, message)

    def _settle_claims(self) -> None:
        """Check every claim mechanically against this run's stored artifacts and link
        contradictions, whoever wrote the claims."""
        try:
            claims = [Claim.from_dict(c) for c in self.record.claims]
        except ClaimError as error:
            self.fault("claims", str(error))
            return
        verify_claims(claims, self.stored)
        link_contradictions(claims)
        for claim in claims:
            claim.tainted = any(item.flagged for item in self.untrusted(claim))
        self.record.claims = [c.to_dict() for c in claims]

    def finish(self) -> CaseRecord:
        record = self.record
        self._settle_claims()
        record.fixture_classes = sorted(
            {c.fixture_class for c in record.calls if c.fixture_class}
            | {
                r.fixture_class
                for r in record.reads
                if r.fixture_class and r.outcome != "not_stored"
            }
        )
        if record.forbidden and record.calls:
            self.fault(
                "forbidden_call",
                f"case {record.case_id} is web_role=forbidden (only a registry may answer) but the "
                f"pipeline made {len(record.calls)} call(s) to {record.provider}: the router must "
                "cut it before the first call",
            )
        for operation, error in self.failures:
            if record.hard_fault is not None or error.kind in ("unsupported", "cancelled"):
                continue
            if operation == "fetch" and error.status is not None:
                continue  # the reader answered that one page failed: a read outcome (reads)
            expected = any(
                c.fixture_class in ERROR_CLASSES for c in record.calls if c.operation == operation
            )
            if not expected:
                self.fault(
                    "unexpected_error",
                    f"{error} (no error fixture class was recorded for this case's {operation})",
                )
        search_error = next((e for op, e in reversed(self.failures) if op == "search"), None)
        if record.hard_fault is not None and self._outcome is None:
            record.outcome, record.outcome_reason = "error", record.hard_fault.message
        elif search_error is not None and self._outcome is None and not record.documents:
            record.outcome = "unsupported" if search_error.kind == "unsupported" else "error"
            record.outcome_reason = str(search_error)
        elif self._outcome is not None:
            record.outcome, record.outcome_reason = self._outcome
        elif record.claims:
            record.outcome, record.outcome_reason = "answered", "claims written"
        elif record.documents:
            blocked = sorted({r.outcome for r in record.reads} - {"read", "not_stored"})
            record.outcome = "honest_no_data"
            record.outcome_reason = "no document read supports a claim" + (
                f" (reads ended in: {', '.join(blocked)})" if blocked else ""
            )
        else:
            record.outcome, record.outcome_reason = (
                "honest_no_data",
                "the provider returned nothing",
            )
        return record


Pipeline = Callable[[CaseRun], None]


def top_urls(results: Sequence[SearchResult], k: int) -> list[str]:
    """The first ``k`` distinct results (by canonical URL), as the provider spelled them."""
    top: list[str] = []
    seen: set[str] = set()
    for result in results:
        if result.url not in seen:
            seen.add(result.url)
            top.append(result.raw_url)
            if len(top) == k:
                break
    return top


def default_pipeline(run: CaseRun) -> None:
    """Warehouse-first router; a search ranked against the case; the top ``extract_top``
    results read through the provider's extract or fetch (the neutral fetcher for
    search-only providers); the case's stored documents the ranking reaches; then the
    default claim builder over everything read."""
    case = run.case
    if case.forbidden:
        registry = case.registry or "the registry"
        run.abstain(f"web_role=forbidden: only {registry} may answer; cut before any call")
        return
    response = run.search()
    documents = run.rank(response)
    if run.extract_top > 0 and response.results:
        urls = top_urls(response.results, run.extract_top)
        capabilities = run.adapter.capabilities
        if capabilities.extract:
            # A failure is recorded in the case's calls; the ranking still stands.
            with contextlib.suppress(WebSearchError):
                run.extract(urls)
        elif capabilities.fetch:
            for url in urls:  # a reader takes one URL a call
                try:
                    run.fetch(url)
                except WebSearchError:
                    continue  # the provider said this URL failed: recorded, declared
        else:
            for url in urls:
                run.neutral_fetch(url)
        already = {r.url for r in run.record.reads if r.via == "neutral"}
        for document in run.case_documents():
            if document.url not in already:
                run.read_shared(document)
    add_content_support(case, documents, readable_texts(run.read_documents))
    run.group_documents()  # again, now that pages were read
    claims = run.write_claims()
    if claims:
        # What a product would hand its answer-writing model: the task, then the evidence.
        task = (
            f"Establish {case.claim_type} for {case.entity or case.query}. Use only the "
            "evidence below and cite it by its source."
        )
        run.model_context(task, [item for claim in claims for item in run.untrusted(claim)])


def readable_texts(documents: Sequence[ReadDocument]) -> dict[str, str]:
    """Each read URL's text (a PDF's pages that have a text layer), for content support."""
    texts: dict[str, str] = {}
    for document in documents:
        artifact = document.artifact
        if isinstance(artifact, PdfArtifact):
            text = "\f".join(page for _, page in artifact.readable_pages())
        else:
            text = artifact.text
        texts[document.url] = texts.get(document.url, "") + "\n" + text
    return texts


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
