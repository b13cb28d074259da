"""Storing a real downloaded document (classes 2, 3 and 9) under ``_shared/``
(``ws-bench add-document``).

A page or PDF saved from the web becomes a case document: its bytes are sniffed (HTML
or PDF, whatever the file's name says), redacted and truncated by the same code
``ws-bench redact`` applies to a stored page (``redact_files.redact_file``), scanned
by the same scanner ``ws-bench verify`` runs (``scan.Scanner``), written to
``_shared/html/`` or ``_shared/pdf/`` and listed in the manifest with the sha256 of
both the stored and the downloaded bytes, ``synthetic: false``. Nothing is written
when anything is refused; every refusal is a ``DocumentImportError`` naming the file
and the remedy.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..artifacts.base import HTML, PDF
from ..artifacts.errors import ArtifactError
from ..artifacts.html import HtmlArtifact
from ..artifacts.load import load_artifact
from ..cases import GoldenCase
from ..cassette_tree import SHARED_DIR
from ..errors import FixtureError, RecordContext
from ..metrics.useful_source import CASE_DOCUMENT_CLASSES
from ..replay.document_check import HEAD, sniff
from ..replay.manifest import (
    MANIFEST_NAME,
    ManifestEntry,
    load_manifest,
    sha256_bytes,
    update_manifest,
)
from ..replay.verify import REDACTION_RULES_NAME
from .redact import RedactionRules
from .redact_files import RedactReport, redact_file
from .scan import Scanner

_FOLDER = {HTML: "html", PDF: "pdf"}
_SUFFIX = {HTML: ".html", PDF: ".pdf"}
DATE_TAG = '<meta property="article:published_time" content="2026-03-01T09:00:00Z">'


class DocumentImportError(FixtureError):
    """A document ``ws-bench add-document`` refuses to store; names the file and the remedy."""


@dataclass(frozen=True)
class AddedDocument:
    relative: str  # under the fixture root
    entry: ManifestEntry
    redacted: bool  # personal data or secrets were replaced (``entry.truncated``: it was cut)
    unchanged: bool  # the same file and entry were there already


def sniff_content_type(data: bytes) -> str | None:
    """``application/pdf`` or ``text/html`` from the bytes themselves (None: neither),
    by the sniffing ``verify`` applies to stored documents."""
    return {"a PDF": PDF, "an HTML page": HTML}.get(sniff(data[:HEAD]))


def document_class(content_type: str, given: int | None, source: Path) -> int:
    """The fixture class: the one given, else 2 for a page and 3 for a PDF (a page of a
    contradictory pair, class 9, is never guessed: it needs ``--class 9``)."""
    inferred = 3 if content_type == PDF else 2
    if given is None:
        return inferred
    if given not in CASE_DOCUMENT_CLASSES:
        raise DocumentImportError(
            f"{source}: class {given} is not a stored-document class",
            "give --class 2 (a page), 3 (a PDF) or 9 (one of a contradictory pair); classes "
            "4-8 come from ws-bench synthesize --failures-only",
        )
    if given != 9 and given != inferred:
        kind = "a PDF" if content_type == PDF else "an HTML page"
        raise DocumentImportError(
            f"{source} is {kind} (sniffed from its bytes), not class {given}",
            f"give --class {inferred} (or --class 9 for one of a contradictory pair), or the "
            "file you meant",
        )
    return given


def _cases(cases: Sequence[GoldenCase], case_ids: Sequence[str], source: Path) -> list[GoldenCase]:
    by_id = {c.id: c for c in cases}
    unknown = [i for i in case_ids if i not in by_id]
    if unknown:
        raise DocumentImportError(
            f"{source}: case id(s) {', '.join(unknown)} not in the golden set",
            "give the id of an existing case (golden/cases/*.yaml; --golden names another "
            "golden set)",
        )
    chosen = [by_id[i] for i in case_ids]
    forbidden = [c.id for c in chosen if c.forbidden]
    if forbidden:
        raise DocumentImportError(
            f"{source}: case(s) {', '.join(forbidden)} are forbidden (web_role: forbidden): "
            "the web is never asked for them, so no pipeline reads a document of theirs",
            "store the document for an allowed case",
        )
    return chosen


def _check_pair(source: Path, data: bytes, content_type: str, cases: Sequence[GoldenCase]) -> None:
    """Class 9: the case names its entity, and the document a date the claim layer reads."""
    without = [c.id for c in cases if not c.entity]
    if without:
        raise DocumentImportError(
            f"{source}: class 9 (contradictory pair) for case(s) {', '.join(without)}, which "
            "set no `entity`: the claim layer links two claims only about one named entity",
            f'add `entity: "..."` to case {without[0]} in golden/cases/',
        )
    if content_type != HTML:
        raise DocumentImportError(
            f"{source}: a class-9 document must be an HTML page: the pipeline reads a "
            "publication date from a page's metadata only, never from a PDF",
            "store the page that announced it, or give this PDF --class 3",
        )
    artifact = load_artifact(data, content_type=HTML, url=str(source))
    if not (isinstance(artifact, HtmlArtifact) and artifact.published_at):
        raise DocumentImportError(
            f"{source}: no publication date the pipeline can read (a class-9 document is one "
            "of two dated documents: the later one is told apart by its date)",
            f"add to its <head> `{DATE_TAG}` with the date the page states (other accepted "
            "tags: og:published_time, datePublished, a <time datetime=...>)",
        )


def add_document(
    source: Path,
    root: Path,
    cases: Sequence[GoldenCase],
    case_ids: Sequence[str],
    *,
    source_url: str,
    fixture_class: int | None = None,
    captured_at: dt.datetime | None = None,
    name: str | None = None,
    overwrite: bool = False,
) -> AddedDocument:
    """Store ``source`` under ``root/_shared/`` for ``case_ids`` and list it in the
    manifest; DocumentImportError (nothing written) on any refusal."""
    if not source.is_file():
        raise DocumentImportError(f"{source}: no such file", "give the downloaded page or PDF")
    if not case_ids:
        raise DocumentImportError(f"{source}: no case id", "give --case ID (repeatable)")
    if not source_url.startswith(("http://", "https://")):
        raise DocumentImportError(
            f"{source}: --source-url {source_url!r} is not an http(s) URL",
            "give the address the document was downloaded from",
        )
    if not (root / MANIFEST_NAME).is_file():
        raise DocumentImportError(
            f"{root}: no {MANIFEST_NAME}: not a fixture tree",
            "record the golden set first (`"
            + RecordContext(
                cassettes=None if str(root) == "cassettes" else str(root)
            ).record_command("NAME")
            + "`, NAME each provider you benchmark, with your run's --ws-golden and paths) "
            "or give --cassettes",
        )
    original = source.read_bytes()
    content_type = sniff_content_type(original)
    if content_type is None:
        raise DocumentImportError(
            f"{source}: neither HTML nor PDF but {sniff(original[:HEAD])} (sniffed from its "
            "first bytes, whatever its name)",
            "save the page as HTML (the page source, not a screenshot or an archive) or the "
            "PDF as downloaded",
        )
    chosen = _cases(cases, case_ids, source)
    cls = document_class(content_type, fixture_class, source)
    try:  # a document the pipeline cannot open is refused here, not at replay
        load_artifact(original, content_type=content_type, url=source_url)
    except ArtifactError as exc:
        raise DocumentImportError(f"{source}: {exc.message}", "download it again") from None
    if cls == 9:
        _check_pair(source, original, content_type, chosen)
    stem = Path(name).stem if name else source.stem
    relative = f"{SHARED_DIR}/{_FOLDER[content_type]}/{stem}{_SUFFIX[content_type]}"
    target = root / relative
    rules = RedactionRules.load(root / REDACTION_RULES_NAME)
    report = RedactReport()
    needles = [n for c in chosen for n in (c.entity, c.query) if n]  # as recording cuts
    result = redact_file(target, original, rules, root, report, needles)
    if result is None:
        why = report.refused[0].removeprefix(f"{target}: ")
        raise DocumentImportError(
            f"{source}: refused by redaction (as `ws-bench redact` would refuse it): {why}",
            "fix what it names in the downloaded file (save the page as UTF-8; remove the "
            "personal data or secret from a PDF's source and export it again), then run the "
            "command again; a phone number or e-mail address the document publishes (a "
            "switchboard, a role mailbox) is listed under keep_phones or keep_emails in "
            f"{root / REDACTION_RULES_NAME} instead",
        )
    stored = result.data if result.data is not None else original
    findings = list(Scanner(rules).scan_bytes(stored, str(source)))
    if findings:  # what ws-bench verify would find in the stored file
        first = findings[0]
        raise DocumentImportError(
            f"{source}: {first.kind} at {first.location} ({first.excerpt}) survives redaction",
            "remove it from the source document (or list a published contact in "
            f"{REDACTION_RULES_NAME}) and run the command again",
        )
    manifest = load_manifest(root / MANIFEST_NAME)
    when = captured_at or dt.datetime.fromtimestamp(source.stat().st_mtime, dt.timezone.utc)
    entry = ManifestEntry(
        case_ids=sorted(set(case_ids)),
        fixture_class=cls,
        operation="document",
        source_url=source_url,
        content_type=content_type,
        sha256=sha256_bytes(stored),
        original_sha256=sha256_bytes(original),
        captured_at=when,
        synthetic=False,
        truncated=result.truncated,
    )
    if target.exists() or target.is_symlink():
        on_disk = target.read_bytes() if target.is_file() else b""
        if on_disk == stored and manifest.files.get(relative) == entry:
            return AddedDocument(relative, entry, result.redacted, unchanged=True)
        if on_disk != stored and not overwrite:
            raise DocumentImportError(
                f"{target} exists with other bytes than {source} (after redaction)",
                "give --name to store it under another name, or --overwrite to replace it",
            )
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(stored)
    update_manifest(root, [(relative, entry)])
    return AddedDocument(relative, entry, result.redacted, unchanged=False)
