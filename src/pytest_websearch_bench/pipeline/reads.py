"""Reading documents: the provider's reader (extract, fetch), the stored documents of
``_shared/`` through the reader's capabilities, the neutral fetcher for search-only
providers, and the way their text reaches a model (the base of
:class:`~.run.CaseRun`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from ..artifacts.base import HTML, MARKDOWN, PDF, Artifact
from ..artifacts.errors import (
    ArtifactError,
    FormatTablesOcr,
    NeedsJavascript,
    UnsupportedContentType,
)
from ..artifacts.html import HtmlArtifact
from ..artifacts.load import ArtifactLoader
from ..artifacts.pdf import PdfArtifact
from ..claims import Claim, ReadDocument
from ..dates import isoformat
from ..errors import BenchError
from ..providers.errors import WebSearchError
from ..providers.models import ExtractResponse, Usage
from ..providers.pricing import pricing_for
from ..records import CallRecord, ReadRecord
from ..replay.shared import SharedDocument, SharedDocuments
from ..safety.boundary import ModelContext, build_model_context
from ..safety.injection import InjectionReport
from ..safety.untrusted import UntrustedText, untrusted_from
from ..urls import canonical_url, page_key
from .calls import ProviderCalls


@lru_cache(maxsize=16, typed=True)  # asked once a case; the bundled table never changes
def neutral_fetch_price(override: float | None = None) -> Usage:
    """The neutral fetcher's price per page: ``ws_fetch_price`` when set, else the bundled
    one (the cheapest per-page reader of the pricing table)."""
    bundled = pricing_for("neutral")
    if override is not None:
        return Usage(cost_usd=override, source="ws_fetch_price")
    return Usage(cost_usd=bundled.price("fetch_per_page"), source=bundled.label)


# A read's outcome from the typed error that stopped it.
READ_OUTCOME_OF = {
    "needs_javascript": "needs_javascript",
    "format_tables_ocr": "format_tables_ocr",
    "unsupported_content_type": "unsupported",
    "html_limit": "too_large",  # past the HTML reader's size or nesting limits
}


def unreadable(read: ReadRecord, document: SharedDocument, error: ArtifactError) -> None:
    """A stored document that cannot be read at all (not a PDF, empty, over a limit) is a
    fault of the fixture, not of the provider's reader: the read says so and does not
    count the document's fixture class as consumed. (The session-start check names such
    files before anything runs: ``replay.document_check``.)"""
    note = (
        f"the stored document {document.path} cannot be read ({error.message}): a fault of "
        f"the fixture, not of the reader, so its fixture class {document.fixture_class} is "
        "not counted (`ws-bench verify` names the file and the remedy)"
    )
    read.fixture_class = None
    read.detail = f"{read.detail}; {note}" if read.detail else note


class DocumentReads(ProviderCalls):
    """What the case read: its stored artifacts, their injection reports, in read order."""

    shared: SharedDocuments | None
    loader: ArtifactLoader
    stored: dict[str, Artifact]
    injection: dict[str, InjectionReport]
    read_documents: list[ReadDocument]
    fetch_price: Usage  # what the neutral fetcher bills a page (ws_fetch_price)
    # Each case document read: its canonical URL, the reads and the calls of that read
    # (reader tests are decided on them when the case ends: ``CaseRun.finish``).
    case_reads: list[tuple[str, list[ReadRecord], list[CallRecord]]]

    def _price(self, read: ReadRecord) -> None:
        """Price a read no call paid for: the same work costs every provider money.
        A neutral read at the neutral fetcher's price; a stored read at what the
        provider's own reader bills for one page."""
        if read.via == "neutral":
            usage: Usage | None = self.fetch_price
        elif read.via == "stored":
            usage = self.adapter.read_cost(read.url)
        else:
            return
        if usage is None:
            return
        read.cost_usd, read.cost_source = usage.cost_usd, usage.source

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
        content exactly as the stored response carries it, as markdown, or HTML when
        the reader gave HTML only), dated by the reader when it gave a date. Every page
        it declared failed is a read with its typed outcome and the target's status
        (never content), and a requested page it left out undeclared is ``not_returned``."""
        call = self.record.calls[-1]
        for document in response.documents:
            content_type = HTML if document.content_type == HTML else MARKDOWN
            read = ReadRecord(
                url=document.url,
                via=via,
                content_type=content_type,
                fixture_class=call.fixture_class,
                synthetic=call.synthetic,
                published_at=isoformat(document.published_at) or self._published_at(document.url),
                published_raw=document.published_raw,
                date_status=document.date_status,
                dates=[d.to_dict() for d in document.dates] if document.dates else None,
                warnings=list(document.warnings),
            )
            self.record.reads.append(read)
            try:
                artifact = self.loader.load(
                    document.content.encode("utf-8"), content_type=content_type, url=document.url
                )
            except ArtifactError as error:
                read.outcome = READ_OUTCOME_OF.get(error.kind, "error")
                read.detail = error.message
                continue
            self._store(read, artifact)
        unread: list[tuple[str, str, int | None, str]] = [
            (f.url, f.outcome, f.target_status, f.reason) for f in response.failures
        ]
        unread += [
            (url, "not_returned", None, "requested, not returned and not declared failed")
            for url in response.undeclared_missing
        ]
        for url, outcome, target_status, reason in unread:
            self.record.reads.append(
                ReadRecord(
                    url=url,
                    via=via,
                    outcome=outcome,
                    fixture_class=call.fixture_class,
                    synthetic=call.synthetic,
                    published_at=self._published_at(url),
                    target_status=target_status,
                    detail=reason,
                )
            )

    def _store(self, read: ReadRecord, artifact: Artifact, control: Artifact | None = None) -> None:
        """Keep a document read: its artifact, and the injection detector's verdict on it
        (every document is checked before any of its text goes further; a reader's output
        of a stored page against its ``control``, whose hidden passages stay hidden)."""
        read.sha256 = artifact.sha256
        self.stored[artifact.sha256] = artifact
        if artifact.sha256 not in self.record.artifacts:
            self.record.artifacts.append(artifact.sha256)
        report = self.loader.injection(artifact, control)
        self.injection[artifact.sha256] = report
        read.flagged = report.flagged
        read.language = report.language
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
        """The case's stored documents (classes 2, 3, 8 and 9). Every pipeline reads them,
        found by its search or not: they test the reader (JavaScript, PDFs, spans) and
        the claim layer (contradictions), which must not hinge on one ranking. One its
        search did not return is a reader test (``mark_reader_tests``): read and checked,
        never credited to the provider."""
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
        with self.case_document_read(document):
            return self._read_stored(document, via, renders_javascript, parses_pdf)

    @contextmanager
    def case_document_read(self, document: SharedDocument) -> Iterator[None]:
        """Keep the reads and calls made inside as the reading of a case document: when the
        case ends, those of a document its search did not return are marked ``reader_test``
        (read and checked, never credited to the provider)."""
        reads, calls = len(self.record.reads), len(self.record.calls)
        try:
            yield
        finally:
            self.case_reads.append(
                (document.url, self.record.reads[reads:], self.record.calls[calls:])
            )

    def mark_reader_tests(self) -> None:
        """Mark the reads (and the reader's calls) of the case documents whose page is not
        among the results the provider's search returned for the case (``urls.page_key``:
        an http or ``www.`` spelling of it in the results is the page, found)."""
        if not self.case_reads:  # most cases read no case document
            return
        found = {page_key(d.url) for d in self.record.documents}
        for url, reads, calls in self.case_reads:
            if page_key(url) in found:
                continue
            for read in reads:
                read.reader_test = True
            for call in calls:
                call.reader_test = True

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
            injected_vector=document.injected_vector,
        )
        self.record.reads.append(read)
        self._price(read)
        try:
            artifact = self._reader_view(document, read, renders_javascript, parses_pdf)
        except ArtifactError as error:
            # The typed outcome is the error's kind: needs_javascript, format_tables_ocr...
            read.outcome = READ_OUTCOME_OF.get(error.kind, "error")
            read.detail = read.detail or error.message
            return None
        self._store(read, artifact)
        return artifact

    def _load_stored(self, document: SharedDocument, read: ReadRecord) -> Artifact:
        assert self.shared is not None
        try:
            return self.loader.load_shared(self.shared, document)
        except ArtifactError as error:
            unreadable(read, document, error)
            raise

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
        artifact = self._load_stored(document, read)
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
                artifact = self._load_stored(rendered, read)
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
