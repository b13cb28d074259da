"""CaseRecord: the single contract between a run and its numbers.

One record per (golden case, provider): what was asked, every call made, the
ranked documents, artifacts, claims, injection findings, what crossed the model
boundary, the fallback cause and the outcome. Records are plain dataclasses that
serialise to JSON-able dicts (``to_dict``/``from_dict``), so they cross from xdist
workers to the controller, are saved in the run file and are re-aggregated later
(``ws-bench merge``/``compare``) to exactly the numbers a single run gives.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any, Literal

Outcome = Literal["answered", "honest_no_data", "unsupported", "error"]
OUTCOMES: tuple[str, ...] = ("answered", "honest_no_data", "unsupported", "error")
# What text a document's relevance was judged on (``DocumentRecord.support_basis``)
# ("pool_judged": the page's origin group is judged in the reviewed pool, golden/pool.yaml)
SUPPORT_BASES = (
    "gold_url",
    "gold_grade",
    "pool_judged",
    "title_snippet",
    "provider_content",
    "page_read",
)


def _names(cls: type[Any]) -> tuple[str, ...]:
    """The serialised fields (a field with ``metadata={"serialise": False}`` is not)."""
    return tuple(f.name for f in fields(cls) if f.metadata.get("serialise", True))


def _from(cls: type[Any], names: tuple[str, ...], data: dict[str, Any]) -> Any:
    return cls(**{k: data[k] for k in names if k in data})


@dataclass(slots=True)
class CallRecord:
    """One HTTP attempt (a retry is another CallRecord with the next ``attempt``)."""

    provider: str
    operation: str
    attempt: int = 1
    fingerprint: str | None = None
    cassette: str | None = None
    interaction: int | None = None
    fixture_class: int | None = None
    synthetic: bool | None = None
    status: int | None = None
    latency_ms: float | None = None  # the provider's time: the attempt's own, on the wire
    # live, an attempt that went out (answered or failed): the bench's own waiting before
    # it was sent (outage gate, a slot under the rate limit, 429 backoff; 0 when none),
    # never part of ``latency_ms``
    waited_ms: float | None = None
    recorded_at: str | None = None  # when the answer was captured (ISO, UTC)
    cost_usd: float | None = None
    cost_source: str | None = None
    error_kind: str | None = None
    retryable: bool | None = None
    retry_after_s: float | None = None
    delay_after_s: float | None = None  # backoff chosen before the next attempt
    cancelled: bool = False
    request_id: str | None = None
    breaker_state: str = "closed"
    ignored_params: list[str] = field(default_factory=list)
    # Why each ignored param was left out, as the adapter declares it: ``absent`` (its API
    # has no such parameter) or the condition under which it sends it. A param without
    # an entry: the adapter did not say. Empty in run files written before it.
    ignored_why: dict[str, str] = field(default_factory=dict)
    # extract/fetch of N URLs: how many were asked, which did not come back, and which of
    # those the provider did not declare (a coverage lie: the honest_partial gate).
    requested: int | None = None
    partial: bool | None = None
    missing: list[str] = field(default_factory=list)
    undeclared_missing: list[str] = field(default_factory=list)
    # A short search answer (fewer results than asked): whether the provider accounted for
    # it (True: it said no more exist; False: it said more exist, a coverage lie; None:
    # its API cannot say). None for answers that were not short.
    short_declared: bool | None = None
    # The answer replayed was recorded at a local address (an emulator, a local gateway):
    # its ``scheme://host[:port]``. None: the provider's own address, or synthetic.
    local_address: str | None = None
    # A call of the provider's reader for a case document its search did not return (a
    # reader test, ``ReadRecord.reader_test``): paid, reported apart (``reader_test_cost_usd``),
    # never in the case's own cost. False in run files written before it.
    reader_test: bool = False

    def to_dict(self) -> dict[str, Any]:
        return dict(zip(_CALL_FIELDS, _CALL_VALUES(self), strict=True))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CallRecord:
        return _from(cls, _CALL_FIELDS, data)  # type: ignore[no-any-return]


def sent_calls(calls: Iterable[CallRecord]) -> list[CallRecord]:
    """The calls that went out: not those a breaker refused (``not-sent``), nor a
    fixture's fault (replay found nothing to answer with)."""
    return [c for c in calls if c.cost_source != "not-sent" and c.error_kind != "fixture"]


@dataclass(slots=True)
class DocumentRecord:
    """A ranked document as the provider returned it, classified against the case."""

    position: int
    url: str  # canonical
    host: str
    family: str
    title: str
    published_at: str | None  # ISO, UTC
    retrieved_at: str | None
    origin_group: str
    gold: bool  # in the case's gold URLs (NDCG relevance)
    # why it supports the claim_type: "gold", "pool" (its origin group is judged relevant in
    # golden/pool.yaml), "answer_pattern", "content"
    support: str | None
    relevant: bool  # precision relevance: supports the claim_type and its family is expected
    score: float | None = None
    pool: str | None = None  # its origin group's judgement in golden/pool.yaml (None: unjudged)
    verified_date: str | None = None  # hand-verified publication date (golden/verified_dates.yaml)
    # The publication date in the provider's own text, and whether it was "parsed",
    # "unparsed" (kept, never a silent null) or "absent" (None: a run file from before).
    published_raw: str | None = None
    date_status: str | None = None
    # Every date the provider gave the result: {"field", "raw", "parsed"} (parsed: ISO or
    # null); None when it gave none (most results: no list is kept for them).
    dates: list[dict[str, str | None]] | None = None
    # What text its relevance was judged on (``SUPPORT_BASES``): "gold_url",
    # "gold_grade" (graded 0 in the case), "pool_judged" (its origin group is judged in
    # golden/pool.yaml: the same for every provider, whatever its text), "title_snippet"
    # (the provider's title and snippet only), "provider_content" (the provider returned
    # page content too) or "page_read" (a read of the page gave its text). None: a run
    # file from before it.
    support_basis: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return dict(zip(_DOCUMENT_FIELDS, _DOCUMENT_VALUES(self), strict=True))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DocumentRecord:
        return _from(cls, _DOCUMENT_FIELDS, data)  # type: ignore[no-any-return]


@dataclass(slots=True)
class ReadRecord:
    """One document the pipeline tried to read, and what came of it.

    ``via`` says whose reader: the provider's ``extract`` or ``fetch`` (a call in
    ``calls`` paid for it); ``stored`` (a case document from ``_shared/`` read with the
    capabilities of the provider's reader; no call is recorded for it); or ``neutral``
    (the provider-independent fetcher of search-only providers; no provider is billed). ``outcome`` is ``read``,
    ``needs_javascript`` (an app shell and a reader that does not render JavaScript),
    ``format_tables_ocr`` (a PDF whose pages have no text layer), ``unsupported``
    (a PDF and a reader that does not parse PDFs, or a content type the provider's
    reader declared it does not read), ``not_stored`` (the neutral fetcher has no stored
    copy), ``error`` (the reader's call failed), or what the provider's reader declared
    about the page, even inside a 200 (never its content): ``target_error`` (the target
    answered ``target_status``), ``target_timeout``, ``target_refused``, ``too_large``
    (also a page past the bench's own HTML limits: size, nesting depth),
    ``empty`` (no text), ``read_failed`` (declared failed, no reason given); and
    ``not_returned`` when the reader left a requested URL out without declaring it.
    ``detail`` holds the reader's own words (tag, warning, message)."""

    url: str
    via: str
    outcome: str = "read"
    sha256: str | None = None
    content_type: str | None = None
    fixture_class: int | None = None
    synthetic: bool | None = None
    published_at: str | None = None
    ocr_pages: list[int] = field(default_factory=list)  # pages that need OCR (format_tables_ocr)
    detail: str = ""
    flagged: bool | None = None  # the injection detector flagged it (None: not read)
    injected: bool | None = None  # ground truth from the fixture (class 8), when known
    # The channel the injection was planted in (class 8 ground truth, when the fixture
    # says) and the document's language as the detector read it (es, en, pt, other).
    injected_vector: str | None = None
    language: str | None = None
    target_status: int | None = None  # the target's own HTTP status, when the reader gave it
    # The provider reader's own publication date (text and status, as on DocumentRecord;
    # None for stored and neutral reads), every date it gave, and its warnings.
    published_raw: str | None = None
    date_status: str | None = None
    dates: list[dict[str, str | None]] | None = None
    warnings: list[str] = field(default_factory=list)
    # What reading it costs when no call in ``calls`` paid for it: a ``stored`` read at the
    # provider's own reader price, a ``neutral`` read at the neutral fetcher's price
    # (ws_fetch_price). None for reads an extract/fetch call paid for, and unknown prices.
    cost_usd: float | None = None
    cost_source: str | None = None
    # A case document read by the provider's own reader: its output against the control
    # copy (``metrics.reader_fidelity``: shingle precision and recall, table cells, PDF
    # pages, rendered text, hidden passages). None for every other read.
    fidelity: dict[str, Any] | None = None
    # A reader test: a case document (``_shared/``, read whatever the search returned) whose
    # URL the provider's search did not return (canonical URLs, the case's final ranking).
    # It is read (it tests the reader and the claim layer), but nothing from it is credited
    # to the provider: its claims are ``reader_test`` (not useful answers, not citation
    # coverage), its cost is ``reader_test_cost_usd``. False in run files written before it.
    reader_test: bool = False

    def to_dict(self) -> dict[str, Any]:
        return dict(zip(_READ_FIELDS, _READ_VALUES(self), strict=True))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ReadRecord:
        return _from(cls, _READ_FIELDS, data)  # type: ignore[no-any-return]


@dataclass(slots=True)
class HardFault:
    """Why the item failed (missing cassette, unmatched request, forbidden call, ...)."""

    kind: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": self.message}


@dataclass(slots=True)
class CaseRecord:
    case_id: str
    provider: str
    category: str
    web_role: str
    claim_type: str
    query: str
    entity: str | None = None
    freshness_days: int | None = None
    gold_urls: list[str] = field(default_factory=list)
    expected_families: list[str] = field(default_factory=list)
    expected_hosts: list[str] = field(default_factory=list)
    # the search parameters the case was sent with (the case's own, else the golden set's
    # defaults): what the provider was asked, with no silent locale
    params: dict[str, Any] = field(default_factory=dict)
    pool_groups: list[str] | None = None  # the case's relevant origin groups (None: not pooled)
    # URLs the case grades 0 that golden/pool.yaml judges relevant, each with its pool
    # group: the team's grade wins (not relevant), reported here once per page; written
    # to the run file only when there is one (absent: none)
    pool_overruled: list[dict[str, Any]] = field(default_factory=list)
    # hosts of relevant documents the case's expect.hosts does not list: for a person to
    # review (and add to the golden set), never added silently
    new_hosts: list[str] = field(default_factory=list)
    outcome: Outcome = "honest_no_data"
    outcome_reason: str = ""
    calls: list[CallRecord] = field(default_factory=list)
    documents: list[DocumentRecord] = field(default_factory=list)
    artifacts: list[str] = field(default_factory=list)
    reads: list[ReadRecord] = field(default_factory=list)
    claims: list[dict[str, Any]] = field(default_factory=list)
    injection_findings: list[dict[str, Any]] = field(default_factory=list)
    model_boundary: list[dict[str, Any]] = field(default_factory=list)
    fallback_cause: str | None = None
    cascade: list[dict[str, Any]] | None = None  # a cascade's steps: tier, outcome, cause, cost
    fixture_classes: list[int] = field(default_factory=list)
    hard_fault: HardFault | None = None
    custom: dict[str, float] = field(default_factory=dict)  # user metrics (ws_metric)
    judge: dict[str, Any] | None = None  # the LLM judge's grades (judge/grading.py), when on
    # the provider's session circuit breaker as the case found it, when not closed
    # ({"state": "open" | "half_open" | "closed", "failures": n}); an open one refused it
    breaker: dict[str, Any] | None = None
    # what this run recorded live for the case (calls, failures kept, files, spend); None
    # when the case was replayed from cassettes already on disk
    recorded: dict[str, Any] | None = None
    # sha256 of the case's definition (query, expect, params..., its notes left out): a
    # diff pairs a case only with the same definition (None in files written before it)
    case_sha256: str | None = None
    # why precision is not defined for the case (no answer pattern and no gold URL: nothing
    # can show that a document supports the claim, and a family alone is not relevance);
    # None: scored. Written only when set (files before it: every case scored).
    precision_left_out: str | None = None
    # Each gold URL's relevance grade (canonical URL -> 0..3, 0 judged not relevant) when
    # the case grades them (expect.urls a mapping with a grade other than 1): nDCG's gain;
    # ``gold_urls`` stays the relevant set (grade 1 or more). None: every gold URL of grade
    # 1. Written only when set (files before it, and binary cases: none).
    gold_grades: dict[str, int] | None = None
    # The artifacts this run stored, by sha256, while the record lives in the process that
    # computed it (assertions check claims against them); never serialised.
    stored: Mapping[str, Any] = field(
        default_factory=dict, repr=False, compare=False, metadata={"serialise": False}
    )

    @property
    def key(self) -> tuple[str, str]:
        return (self.case_id, self.provider)

    @property
    def forbidden(self) -> bool:
        return self.web_role == "forbidden"

    @property
    def cost_usd(self) -> float | None:
        """Total cost of the case: every call (retries included) and every read no call
        paid for (stored and neutral reads, priced), reader tests included (what was spent;
        ``own_cost_usd`` is what the metrics use); None if a cost is unknown."""
        calls = self.calls
        priced = [r for r in self.reads if r.cost_source is not None]
        if len(calls) == 1 and not priced:  # most cases: fsum of one value is the value
            return calls[0].cost_usd
        costs = [c.cost_usd for c in calls] + [r.cost_usd for r in priced]
        if any(c is None for c in costs):
            return None
        return math.fsum(c for c in costs if c is not None)

    @property
    def read_cost_usd(self) -> float | None:
        """The part of ``own_cost_usd`` that reads no call paid for cost (0.0 without any):
        reader tests left out (``reader_test_cost_usd``)."""
        costs = [r.cost_usd for r in self.reads if r.cost_source is not None and not r.reader_test]
        if any(c is None for c in costs):
            return None
        return math.fsum(c for c in costs if c is not None)

    @property
    def own_cost_usd(self) -> float | None:
        """What the provider's own work for the case cost: ``cost_usd`` without its reader
        tests (case documents its search did not return, ``reader_test_cost_usd``). The
        cost per case and per useful answer are over this; None if a cost is unknown."""
        calls = self.calls
        if len(calls) == 1 and not self.reads and not calls[0].reader_test:
            # most cases (one search, no read): asked ~6 times a case by the aggregates
            return calls[0].cost_usd
        if not any(c.reader_test for c in self.calls) and not any(
            r.reader_test for r in self.reads
        ):
            return self.cost_usd
        costs = [c.cost_usd for c in self.calls if not c.reader_test] + [
            r.cost_usd for r in self.reads if r.cost_source is not None and not r.reader_test
        ]
        if any(c is None for c in costs):
            return None
        return math.fsum(c for c in costs if c is not None)

    @property
    def reader_test_cost_usd(self) -> float | None:
        """What reading the case documents its provider's search did not return cost (the
        reader's calls, or the reads priced at its reader's or the neutral fetcher's
        price): spent, reported apart, never credited (0.0 without any; None if unknown)."""
        if not self.reads and not any(c.reader_test for c in self.calls):
            return 0.0  # most cases: no reader test (what fsum of no cost is)
        costs = [c.cost_usd for c in self.calls if c.reader_test] + [
            r.cost_usd for r in self.reads if r.cost_source is not None and r.reader_test
        ]
        if any(c is None for c in costs):
            return None
        return math.fsum(c for c in costs if c is not None)

    @property
    def answered(self) -> bool:
        """Whether some call of the case got an answer from the provider (not a case whose
        every call failed, was refused by the breaker or found no fixture)."""
        return any(c.error_kind is None or c.error_kind in _ANSWERED for c in self.calls)

    @property
    def search_costs(self) -> tuple[list[float | None], int]:
        """The cost of each search call (failed attempts included) and how many of them
        answered (a search that was billed as a search)."""
        searches = [c for c in self.calls if c.operation == "search"]
        answered = sum(1 for c in searches if c.error_kind is None)
        return [c.cost_usd for c in searches], answered

    @property
    def relevance(self) -> list[str] | dict[str, int]:
        """What the ranking metrics score the case against: its grades when it has them,
        else its gold URLs (binary)."""
        return self.gold_urls if self.gold_grades is None else self.gold_grades

    @property
    def ranked_urls(self) -> list[str]:
        return [d.url for d in sorted(self.documents, key=lambda d: d.position)]

    def to_dict(self) -> dict[str, Any]:
        data = self._to_dict()
        # null when precision scores the case: the run file encodes the dataclass itself
        # (record_json), and the two must be the same text
        data["precision_left_out"] = self.precision_left_out
        if self.gold_grades is not None:
            data["gold_grades"] = dict(self.gold_grades)
        return data

    def _to_dict(self) -> dict[str, Any]:
        return {
            "case_id": self.case_id,
            "provider": self.provider,
            "category": self.category,
            "web_role": self.web_role,
            "claim_type": self.claim_type,
            "query": self.query,
            "entity": self.entity,
            "freshness_days": self.freshness_days,
            "gold_urls": list(self.gold_urls),
            "expected_families": list(self.expected_families),
            "expected_hosts": list(self.expected_hosts),
            "params": dict(self.params),
            "pool_groups": None if self.pool_groups is None else list(self.pool_groups),
            # written only when set (report.record_json.WHEN_SET), in the field's place
            **(
                {"pool_overruled": [dict(item) for item in self.pool_overruled]}
                if self.pool_overruled
                else {}
            ),
            "new_hosts": list(self.new_hosts),
            "outcome": self.outcome,
            "outcome_reason": self.outcome_reason,
            "calls": [c.to_dict() for c in self.calls],
            "documents": [d.to_dict() for d in self.documents],
            "artifacts": list(self.artifacts),
            "reads": [r.to_dict() for r in self.reads],
            "claims": list(self.claims),
            "injection_findings": list(self.injection_findings),
            "model_boundary": list(self.model_boundary),
            "fallback_cause": self.fallback_cause,
            "cascade": None if self.cascade is None else [dict(s) for s in self.cascade],
            "fixture_classes": list(self.fixture_classes),
            "hard_fault": self.hard_fault.to_dict() if self.hard_fault else None,
            "custom": dict(sorted(self.custom.items())),
            "judge": self.judge,
            "breaker": self.breaker,
            "recorded": self.recorded,
            "case_sha256": self.case_sha256,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CaseRecord:
        record: CaseRecord = _from(cls, _CASE_FIELDS, data)
        record.calls = [CallRecord.from_dict(c) for c in data.get("calls", [])]
        record.documents = [DocumentRecord.from_dict(d) for d in data.get("documents", [])]
        record.reads = [ReadRecord.from_dict(r) for r in data.get("reads", [])]
        fault = data.get("hard_fault")
        record.hard_fault = HardFault(**fault) if fault else None
        return record


_CALL_FIELDS = _names(CallRecord)
_CALL_VALUES = attrgetter(*_CALL_FIELDS)
_DOCUMENT_FIELDS = _names(DocumentRecord)
_DOCUMENT_VALUES = attrgetter(*_DOCUMENT_FIELDS)
_READ_FIELDS = _names(ReadRecord)
_READ_VALUES = attrgetter(*_READ_FIELDS)
_CASE_FIELDS = _names(CaseRecord)


def measured(records: Iterable[CaseRecord]) -> list[CaseRecord]:
    """The cases a provider's quality is measured on: allowed (not ``web_role: forbidden``)
    and without a hard fault. A hard fault (a fixture that no longer matches, a missing
    key, a pipeline error) is the bench's failure, so its empty ranking is not a 0 of the
    provider's: such a case is left out (README "never 0 for unknown")."""
    return [r for r in records if not r.forbidden and r.hard_fault is None]


# The measures of forbidden cases alone: present when every allowed case has a hard fault.
FORBIDDEN_ONLY: tuple[str, ...] = ("abstention", "wasted_cost_usd")
_NOT_SENT = frozenset({"fixture", "circuit_open"})  # no cassette to replay; the breaker refused
_ANSWERED = frozenset({"partial", "no_results"})  # an answer came back


def unmeasured_reason(records: Iterable[CaseRecord]) -> str | None:
    """The one reason for every number (and every gate) on allowed cases when each of them
    has a hard fault, naming the cause: ``every call to tavily failed: every allowed case
    (3) has a hard fault (unexpected_error 2, not_recorded 1; see hard_faults)`` when calls
    went out and none got an answer, else ``no case was measured: ...``. None when a case
    was measured, or no allowed case ran."""
    allowed = [r for r in records if not r.forbidden]
    kinds: dict[str, int] = {}
    for record in allowed:
        if record.hard_fault is None:
            return None
        kinds[record.hard_fault.kind] = kinds.get(record.hard_fault.kind, 0) + 1
    if not allowed:
        return None
    listed = ", ".join(
        f"{kind} {count}" for kind, count in sorted(kinds.items(), key=lambda k: (-k[1], k[0]))
    )
    faults = f"every allowed case ({len(allowed)}) has a hard fault ({listed}; see hard_faults)"
    sent = [c for r in allowed for c in r.calls if c.error_kind not in _NOT_SENT]
    if sent and all(c.error_kind is not None and c.error_kind not in _ANSWERED for c in sent):
        return f"every call to {', '.join(sorted({c.provider for c in sent}))} failed: {faults}"
    return f"no case was measured: {faults}"
