"""The run of one golden case against one provider: what a pipeline works with.

A pipeline is a function of a :class:`CaseRun`. The run object is the only way a
pipeline reaches the provider, so every call lands in the CaseRecord, whatever
the pipeline does; users replace the default pipeline through the
``pytest_ws_pipeline`` hook and keep the bookkeeping. Calls live in ``calls``,
reading documents in ``reads``; this module ranks, keeps claims and settles the
outcome.
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping
from typing import Any

from ..artifacts.load import ArtifactLoader
from ..cases import GoldenCase
from ..claims import (
    Claim,
    ClaimError,
    build_claims,
    link_contradictions,
    not_relevant_pages,
    verify_claims,
)
from ..errors import NO_CONTEXT, RecordContext, restore_hint
from ..families import FamilyTable
from ..pool import CasePool, assign_groups, overruled_by_golden, with_graded_zero
from ..providers.base import Adapter
from ..providers.errors import WebSearchError
from ..providers.models import SearchResponse, SearchResult, Usage
from ..records import CaseRecord, DocumentRecord, HardFault, Outcome
from ..relevance import apply_pool, classify, new_hosts, precision_left_out
from ..replay.shared import SharedDocuments
from ..replay.transport import ReplayTransport
from ..resilience import CircuitBreaker, Clock, RetryPolicy
from ..urls import page_key
from .control_reads import ControlReads
from .reads import neutral_fetch_price, readable_texts

# Fixture classes whose cassettes record a failure on purpose (429, 5xx, timeout, partial).
ERROR_CLASSES = frozenset({4, 5, 6, 7})


_BY_PAGE: list[tuple[Mapping[str, str], dict[str, str]]] = []  # the last mapping keyed


def by_page(verified: Mapping[str, str]) -> dict[str, str]:
    """Hand-verified dates (canonical URL -> ISO date) keyed by page (``urls.page_key``):
    a provider's ``http://`` or ``www.`` spelling of a verified page, or one with a trailing
    slash, finds its date. Two spellings of one page in the file share one date (the
    loader refuses two dates for one page: ``verified_dates.load_verified_dates``).
    Keyed once per mapping (every case of a run gets the same one)."""
    if _BY_PAGE and _BY_PAGE[0][0] is verified:
        return _BY_PAGE[0][1]
    keyed: dict[str, str] = {}
    for url, day in verified.items():
        keyed.setdefault(page_key(url), day)
    _BY_PAGE[:] = [(verified, keyed)]
    return keyed


class CaseRun(ControlReads):
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
        fetch_price: Usage | None = None,
        context: RecordContext = NO_CONTEXT,
        record_mode: str = "new",
    ) -> None:
        super().__init__(
            case, adapter, transport=transport, clock=clock, policy=policy, breaker=breaker
        )
        self.families = families
        self.context = context  # what of the run the remedies' commands keep
        # the --ws-record mode a remedy's command gives: a failed call of a --ws-record=all
        # run keeps the case's older cassette, which =new would find on disk and skip
        # ("nothing to record": walkthrough 63 #1, as session.runner's not-recorded remedy)
        self.record_mode = record_mode
        # the team's grade 0 wins over the pool's "relevant" (pool.with_graded_zero): merged
        # here, once, so the record's relevant groups leave out a group it emptied, and each
        # conflict is listed (pool_overruled)
        self.pool = with_graded_zero(pool, case.judged_not_relevant)
        self.verified = by_page(verified or {})
        self.record.pool_groups = list(self.pool.relevant) if self.pool is not None else None
        # a case the pool judges relevant groups of is scored for precision (its pages are
        # relevant by the pool's judgement), whatever its expect says
        self.record.precision_left_out = precision_left_out(case, self.pool)
        if pool is not None and case.judged_not_relevant:
            self.record.pool_overruled = overruled_by_golden(pool, case.expect.grades)
        self._snippets: dict[str, str] = {}  # canonical url -> title and snippet, for grouping
        self._grouped_on: dict[str, str] | None = None
        self.extract_top = extract_top  # results whose contents the default pipeline reads
        self._outcome: tuple[Outcome, str] | None = None
        # The evidence: stored documents read in this case, by sha256, and in read order.
        self.shared = shared
        self.loader = loader or ArtifactLoader()
        self.stored = {}
        self.injection = {}
        self.controls = {}
        self.read_documents = []
        self.case_reads = []
        self.fetch_price = fetch_price or neutral_fetch_price()
        # The results of the ranking (rank()), for the judge's chunks.
        self.results: tuple[SearchResult, ...] = ()

    # -- claims -------------------------------------------------------------------------------

    def write_claims(self) -> list[Claim]:
        """The default claim builder over the documents read so far (see ``claims``)."""
        prefix = f"{self.case.id}/{self.provider}/"
        # pages the reviewed pool judges not relevant give no claim (as a grade 0)
        judged = self.pool.judged if self.pool is not None else {}
        out = not_relevant_pages(self.case, judged, self.record.documents)
        claims = build_claims(self.case, self.read_documents, prefix, out)
        for claim in claims:
            self.add_claim(claim)
        return claims

    # -- results and outcome -----------------------------------------------------------

    def rank(self, response: SearchResponse) -> list[DocumentRecord]:
        """Classify the response's documents against the case and keep them as the ranking
        (with their origin groups from the pool and their verified dates, when known). A
        page the pool lists is judged by the pool, the same for every provider; its near
        duplicates are when the case ends (``relevance.apply_pool``, ``finish``)."""
        self.results = response.results
        self.record.documents = classify(
            self.case, response.results, self.families, response.retrieved_at, self.pool
        )
        for result in response.results:
            self._snippets.setdefault(result.url, f"{result.title} {result.snippet}")
        if self.verified:  # most runs have no verified dates: nothing to look up
            for document in self.record.documents:
                document.verified_date = self.verified.get(page_key(document.url))
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
        self.check_against_control(claims)
        link_contradictions(claims)
        tests = self._reader_test_artifacts()
        for claim in claims:
            claim.tainted = any(item.flagged for item in self.untrusted(claim))
            # Whatever a pipeline passed in: only what the case read decides.
            cited = [
                o.artifact_sha256 for o in claim.observations if o.artifact_sha256 in self.stored
            ]
            claim.reader_test = bool(cited) and all(sha in tests for sha in cited)
        self.record.claims = [c.to_dict() for c in claims]

    def _reader_test_artifacts(self) -> set[str]:
        """The artifacts stored only by reader tests (case documents the search did not
        return): a claim citing nothing else is a reader test's too."""
        tests = {r.sha256 for r in self.record.reads if r.reader_test and r.sha256}
        if not tests:
            return tests
        return tests - {r.sha256 for r in self.record.reads if not r.reader_test}

    def _unexpected_note(self, operation: str, kind: str = "") -> str:
        """What an operation's failure that no fixture class expected means: in replay, the
        cassettes hold no error fixture for it; live (a recording), the call itself failed
        and nothing of the case was written. ``kind`` ``blocked`` (a proxy's or a filter's
        answer, not the provider's): the case is not recorded, and the recording summary
        says what to fix for all such cases at once (``session.live_case`` files it so,
        ``recording.outage`` stops the provider after a few); no command here, as the
        item's own line gives none."""
        if self.transport is not None:
            return f"(no error fixture class was recorded for this case's {operation})"
        if kind == "blocked":
            return (
                f"(the live {operation} was blocked by a proxy or a filter, not answered by "
                f"{self.provider}, so nothing of this case was recorded; the recording "
                "summary above the items says what to fix)"
            )
        waiting = {
            "wrong_endpoint": "once the endpoint's path is fixed",
        }.get(kind, f"once {self.provider} answers")
        return (
            f"(the live {operation} failed, so nothing of this case was recorded; {waiting}, "
            f"`{self._record_command()}` records it)"
        )

    def _provider_failed(self, operation: str, error: WebSearchError) -> bool:
        """Live (a recording): whether the operation ended in one of the provider's own
        documented failure classes after its retries, a 5xx (class 5) or a timeout (class
        6), answered by the provider itself. That is the provider's failure, recorded
        (``recording/record.py`` writes it to ``errors/``) and scored as its replay will
        be: the case counts against the provider, never as the bench's own fault. A call
        that never reached it (a connection refused: nothing listens, an endpoint to fix)
        is no such failure."""
        if error.kind not in ("upstream", "timeout"):
            return False
        last = next((c for c in reversed(self.record.calls) if c.operation == operation), None)
        if last is None:
            return False
        if last.error_kind == "timeout":
            return True
        return last.status is not None and last.status >= 500

    def _record_command(self) -> str:
        """The command that records this case again, the run's tree and endpoint kept."""
        return self.context.record_command(self.provider, self.record_mode, case_id=self.case.id)

    def _unreadable_answer(self, operation: str, error: WebSearchError) -> str:
        """For a replayed answer the adapter cannot read (a 200 whose body is not JSON, or
        lacks a field): the cassette that holds it and the remedy."""
        call = next(
            (c for c in reversed(self.record.calls) if c.operation == operation and c.cassette),
            None,
        )
        if error.kind != "parse" or call is None or call.cassette is None:
            return ""
        root = self.transport.store.root if self.transport is not None else None
        path = root / call.cassette if root is not None else call.cassette
        return (
            f"; the answer was replayed from {path} (interaction {call.interaction}, status "
            f"{call.status}), which holds what {self.provider} would not send\n  remedy: "
            f"if the cassette was edited, {restore_hint(path)}; or delete it "
            f"and record the case again (`{self._record_command()}`); `ws-bench verify "
            f"{shlex.quote(str(root)) if root is not None else 'cassettes'}` lists edited files"
        )

    def finish(self) -> CaseRecord:
        record = self.record
        record.stored = self.stored
        if self.pool is not None:  # the final grouping's near duplicates take the pool's word
            apply_pool(self.case, record.documents)
        self.mark_reader_tests()
        self._settle_claims()
        if self.case.expect.hosts:  # an imported set lists no hosts: nothing to review
            record.new_hosts = new_hosts(self.case.expect.hosts, record.documents)
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
            if record.hard_fault is not None or error.kind in (
                "unsupported",
                "cancelled",
                "circuit_open",  # the session breaker refused: the expected end of an outage
            ):
                continue
            if operation == "fetch" and error.status is not None:
                continue  # the reader answered that one page failed: a read outcome (reads)
            expected = any(
                c.fixture_class in ERROR_CLASSES for c in record.calls if c.operation == operation
            ) or (self.transport is None and self._provider_failed(operation, error))
            if not expected:
                self.fault(
                    "unexpected_error",
                    f"{error} {self._unexpected_note(operation, error.kind)}"
                    + self._unreadable_answer(operation, error),
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
