"""Stored pages through the provider's own reader, measured against the control copy.

A case document under ``_shared/`` is the control: the same bytes for every provider.
A provider with a reader (extract or fetch) whose recordings hold its answer for the
page reads it with that reader, as a call it pays for; what the reader returned becomes
the evidence (claims, injection checks and the model boundary work on it), and is
compared with the control (``metrics.reader_fidelity``, kept on the read as
``fidelity``). A claim from a reader's text is citable only when its quote is on the
control page too (:meth:`ControlReads.check_against_control`): a reader cannot make
evidence of text the page does not hold. Without a recorded answer (a tree recorded
before readers were measured) the page is read as before, with the reader's
capabilities applied as flags.
"""

from __future__ import annotations

import re

from ..artifacts.base import HTML, MARKDOWN, PDF, Artifact
from ..artifacts.errors import ArtifactError
from ..artifacts.html import HtmlArtifact
from ..artifacts.html.render import element_text
from ..artifacts.pdf import PdfArtifact
from ..claims import Claim
from ..metrics.reader_fidelity import ControlView, compare, contains
from ..providers.errors import WebSearchError
from ..providers.models import ExtractResponse
from ..records import ReadRecord
from ..replay.matching import spec_key
from ..replay.shared import SharedDocument
from ..urls import canonical_url
from .reads import READ_OUTCOME_OF, DocumentReads, unreadable

# Hidden channels whose text a faithful reader of the visible page leaves out.
HIDDEN_CHANNELS = frozenset({"css_hidden", "comment", "invisible_chars"})
_VIEWS: dict[str, ControlView] = {}  # by the control's sha256: built once a process
# A reader's own framing before a line of the page: "Title: ", "URL Source: ", "Published
# Time: " (a reader's metadata header); the words after it are the page's.
_LABEL = re.compile(r"^\s*[A-Z][A-Za-z]*(?: [A-Z]?[a-z]+)?:\s+")
_TITLE_LABEL = re.compile(r"^\s*Title:\s+")


def on_control(quote: str, control_text: str, titles: tuple[str, ...] = ()) -> bool:
    """Whether a quote from a reader's text is on the control page (a reader's label in
    front of it aside). A ``Title:`` line is also on the page when it is one of the
    page's declared ``titles`` (its ``<title>``, ``og:title``, ``twitter:title``): a
    reader that heads its text with ``document.title`` ("Headline | Site", as Jina's
    does) quotes the page, though not its visible text."""
    if contains(quote, control_text):
        return True
    unlabelled = _LABEL.sub("", quote, count=1)
    if unlabelled == quote:
        return False
    if contains(unlabelled, control_text):
        return True
    return bool(_TITLE_LABEL.match(quote)) and any(contains(unlabelled, t) for t in titles)


def page_titles(artifact: Artifact) -> tuple[str, ...]:
    """The titles a control page declares (none for a PDF or text, or a page whose bytes
    were not kept)."""
    if not isinstance(artifact, HtmlArtifact):
        return ()
    try:
        return artifact.titles
    except ArtifactError:
        return ()


def control_view(artifact: Artifact, rendered: Artifact | None, flagged: list[str]) -> ControlView:
    """What the control holds, as text (``flagged``: the injection detector's passages)."""
    key = artifact.sha256 + (rendered.sha256 if rendered is not None else "")
    view = _VIEWS.get(key)
    if view is not None:
        return view
    hidden = list(dict.fromkeys(flagged))
    if isinstance(artifact, PdfArtifact):
        readable = list(artifact.readable_pages())
        pages = [text for _, text in readable]
        tables = artifact.tables_of(number for number, _ in readable)  # one open, every page
        cells = [
            cell.text or ""
            for number, _ in readable
            for table in tables[number]
            for row in table.rows
            for cell in row
        ]
        view = ControlView(
            PDF,
            "\n".join(pages),
            "\n".join(pages),
            tuple(cells),
            tuple(pages),
            artifact.page_count,
            hidden=tuple(hidden),
        )
    else:
        shown = rendered if isinstance(rendered, HtmlArtifact) else artifact
        cells = []
        if isinstance(shown, HtmlArtifact):
            hidden += [h.text for h in shown.hidden if h.channel in HIDDEN_CHANNELS]
            root = shown.dom.root
            if root is not None:
                cells = [element_text(e) for e in root.iter("td", "th")]
        main = shown.main_text if isinstance(shown, HtmlArtifact) else shown.text
        view = ControlView(
            HTML,
            main,
            shown.text,
            tuple(cells),
            rendered_text=main if rendered is not None else None,
            hidden=tuple(dict.fromkeys(h for h in hidden if h.strip())),
        )
    _VIEWS[key] = view
    return view


class ControlReads(DocumentReads):
    """Case documents read by the provider's reader when it was recorded reading them."""

    # reader artifact sha256 -> the control's full text, the page's URL and the control
    controls: dict[str, tuple[str, str, Artifact]]

    def read_case_document(self, document: SharedDocument) -> Artifact | None:
        """A case document through the provider's own reader when its answer is recorded
        (or live), measured against the control; otherwise ``read_shared`` (the control
        with the reader's capabilities as flags, which a pipeline may also call itself,
        e.g. to cite the stored page by selector)."""
        capabilities = self.adapter.capabilities
        operation = "extract" if capabilities.extract else "fetch" if capabilities.fetch else None
        if operation is None or not self._reader_recorded(operation, document.raw_url):
            return self.read_shared(document)
        with self.case_document_read(document):
            return self._read_through_reader(operation, document)

    def _reader_recorded(self, operation: str, url: str) -> bool:
        """Live, the reader is asked; in replay, only when its answer was recorded (an
        offline adapter without a replay transport has no answers to give)."""
        if self.transport is None:
            return not self.adapter.offline
        spec = (
            self.adapter.build_extract_request([url])
            if operation == "extract"
            else self.adapter.build_fetch_request(url)
        )
        key = spec_key(spec.method, spec.url, spec.params, spec.json, self.transport.scrub)
        return self.transport.holds(operation, key)

    def _control(
        self, document: SharedDocument, read: ReadRecord
    ) -> tuple[ControlView, Artifact] | None:
        assert self.shared is not None
        try:
            artifact = self.loader.load_shared(self.shared, document)
        except ArtifactError as error:
            unreadable(read, document, error)  # the control copy itself cannot be read
            return None
        spa = isinstance(artifact, HtmlArtifact) and artifact.spa_shell
        copy = self.shared.rendered(document.url) if spa else None
        rendered = None
        try:
            if copy is not None:
                rendered = self.loader.load_shared(self.shared, copy)
            report = self.loader.injection(rendered or artifact)
        except ArtifactError as error:
            if copy is not None and rendered is None:
                unreadable(read, copy, error)
            return None
        flagged = [f.text for f in report.findings]
        return control_view(artifact, rendered, flagged), rendered or artifact

    def _read_through_reader(self, operation: str, document: SharedDocument) -> Artifact | None:
        url = document.raw_url
        read = ReadRecord(
            url=document.url,
            via=operation,
            content_type=document.content_type,
            fixture_class=document.fixture_class,
            synthetic=document.synthetic,
            published_at=self._published_at(document.url),
            injected=document.injected,
            injected_vector=document.injected_vector,
            detail="a stored page (_shared/) through the provider's reader, against the control",
        )
        control = self._control(document, read)
        try:
            response: ExtractResponse = self.call(
                operation,
                (lambda: self.adapter.extract([url]))
                if operation == "extract"
                else (lambda: self.adapter.fetch(url)),
            )
        except WebSearchError as error:
            read.outcome, read.detail = "error", str(error)
            self._measure(read, control, None)
            self.record.reads.append(read)
            return None
        self.record.reads.append(read)
        key = canonical_url(url)
        returned = next((d for d in response.documents if canonical_url(d.url) == key), None)
        if returned is None:
            failure = next((f for f in response.failures if canonical_url(f.url) == key), None)
            read.outcome = failure.outcome if failure is not None else "not_returned"
            read.target_status = failure.target_status if failure is not None else None
            read.detail = failure.reason if failure is not None else "requested, not returned"
            self._measure(read, control, None)
            return None
        read.content_type = HTML if returned.content_type == HTML else MARKDOWN
        read.warnings = list(returned.warnings)
        try:
            artifact = self.loader.load(
                returned.content.encode("utf-8"), content_type=read.content_type, url=returned.url
            )
        except ArtifactError as error:
            read.outcome = READ_OUTCOME_OF.get(error.kind, "error")
            read.detail = error.message
            self._measure(read, control, None)
            return None
        if control is not None and isinstance(control[1], HtmlArtifact):
            read.published_at = control[1].published_at or read.published_at
        self._measure(read, control, artifact.text)
        self._store(read, artifact, control[1] if control is not None else None)
        if control is not None:
            self.controls[artifact.sha256] = (control[0].full_text, document.url, control[1])
        return artifact

    def _measure(
        self, read: ReadRecord, control: tuple[ControlView, Artifact] | None, text: str | None
    ) -> None:
        """The read's fidelity; an injected page whose every flagged or hidden passage the
        reader left out reached the bench without its injection (``injected`` False)."""
        if control is None:
            read.fidelity = None
            return
        fidelity = compare(control[0], text, read.outcome)
        read.fidelity = fidelity.to_dict()
        if read.injected and text is not None and fidelity.hidden and not fidelity.hidden_passed:
            read.injected = False
            read.detail += "; the reader dropped every hidden or injected passage"

    def check_against_control(self, claims: list[Claim]) -> None:
        """A citable claim whose observations cite a reader's text of a stored page stays
        citable only when its quote is on the control page too."""
        for claim in claims:
            if not claim.citable:
                continue
            for observation in claim.observations:
                control = self.controls.get(observation.artifact_sha256)
                if control is None or on_control(observation.quote, control[0]):
                    continue
                if on_control(observation.quote, control[0], page_titles(control[2])):
                    continue  # a Title: line (the page's titles read only for it)
                claim.citable = False
                claim.citable_reason = (
                    f"the reader's text is not on the stored page {control[1]} (the control): "
                    "a reader's words are evidence only where the page holds them"
                )
                break
