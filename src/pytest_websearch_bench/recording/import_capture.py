"""Converting real captures into this project's cassettes (``ws-bench import-capture``).

Reads the formats of :mod:`.capture_formats` (vcrpy of any version, HAR 1.2, envelope
JSON, bare bodies) and files every exchange on its own:

* only exchanges addressed to a provider's hosts are imported (``--provider`` names
  the provider, else each request's host does); an LLM's or a tracing service's
  traffic in the same cassette is listed as skipped, with why;
* the operation comes from each request's endpoint (``/search``, ``/contents``,
  ``r.jina.ai``...), so one cassette holding a search and a contents call becomes a
  search cassette and an extract cassette; failed answers (HTTP >= 400) go to
  ``errors/<case>.<operation>.json``, as recording files them;
* a bare body says neither its status nor its request: it needs ``--status`` (an error
  body without it is refused, never turned into a 200) and is checked against the
  provider's parser (any JSON is not a search answer);
* the capture date is the response's ``Date`` header, the file's own timestamp (HAR
  ``startedDateTime``, an envelope's ``captured_at``) or ``--captured-at``: a fixture
  without a date cannot say which web it reflects.

Each cassette is redacted, its text bodies over 512 KB cut (``truncated: true``) as
recording does, and listed in the manifest with the hash of its source file.
"""

from __future__ import annotations

import base64
import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from urllib.parse import urlsplit

from ..cases import CASE_ID
from ..dates import parse_datetime
from ..errors import BenchError, CaptureFormatError
from ..providers.base import Adapter
from ..providers.registry import adapter_class, known_providers
from ..replay.cassette import (
    Cassette,
    CassetteMeta,
    Interaction,
    InteractionMeta,
    RecordedBody,
    RecordedRequest,
    RecordedResponse,
    RecordedStatus,
    dump_cassette,
)
from ..replay.manifest import ManifestEntry, sha256_bytes, update_manifest
from ..replay.matching import request_key
from ..replay.store import ERRORS_DIR
from ..replay.verify import REDACTION_RULES_NAME
from ..treepaths import outside
from .bare_body import Group, bare_group
from .capture_formats import Capture, CapturedInteraction, read_capture
from .record import recorded_locally, truncate_bodies
from .redact import RedactionRules, redact_cassette

IMPORTER = "pytest-websearch-bench import-capture"
SUFFIXES = (".yaml", ".yml", ".json", ".har")
OPERATIONS = ("search", "extract", "fetch")


@dataclass
class ImportReport:
    written: list[str] = field(default_factory=list)
    # Exchanges left out, each with why (another host, no operation, no status...).
    skipped: list[str] = field(default_factory=list)
    # Whole files refused (not a capture, a bare body without --status...).
    refused: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return bool(self.written)


def _adapters() -> dict[str, Adapter]:
    return {name: adapter_class(name)(offline=True) for name in known_providers()}


def _case_id(path: Path, given: str | None) -> str:
    if given:
        return given
    return re.sub(r"[^A-Za-z0-9._-]+", "-", path.stem).strip("-.") or "capture"


def _class_for(status: int) -> int:
    if status == 429:
        return 4
    if status >= 500:
        return 5
    return 1


def _phrase(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return ""


def _interaction(
    item: CapturedInteraction, status: int, captured_at: dt.datetime, uri: str, method: str
) -> Interaction:
    try:
        body = RecordedBody(string=item.response_body.decode("utf-8-sig"))
    except UnicodeDecodeError:
        body = RecordedBody(base64_string=base64.b64encode(item.response_body).decode("ascii"))
    request_body = (
        item.request_body.decode("utf-8", errors="replace") if item.request_body else None
    )
    return Interaction(
        request=RecordedRequest(
            method=method, uri=uri, body=request_body, headers=item.request_headers
        ),
        response=RecordedResponse(
            status=RecordedStatus(code=status, message=item.reason or _phrase(status)),
            headers=item.response_headers,
            body=body,
        ),
        ws=InteractionMeta(
            kind="response",
            recorded_at=item.date or captured_at,
            latency_ms=item.latency_ms,
            fingerprint=request_key(method, uri, item.request_body).fingerprint,
        ),
    )


# -- filing each exchange ---------------------------------------------------------------------


def _groups(
    capture: Capture,
    adapters: dict[str, Adapter],
    provider: str | None,
    operation: str | None,
    status: int | None,
    report: ImportReport,
) -> list[Group]:
    """The exchanges of ``capture`` by (provider, operation, failed); the others are
    reported as skipped, each with why."""
    groups: dict[tuple[str, str, bool], Group] = {}
    candidates = [adapters[provider]] if provider else list(adapters.values())
    for index, item in enumerate(capture.interactions):
        where = f"{capture.path} exchange {index} ({item.method} {item.uri})"
        uri = item.uri or ""
        host = (urlsplit(uri).hostname or "").lower()
        owner = next((a for a in candidates if host in a.hosts), None)
        if owner is None:
            whose = (
                f"not {provider}'s (its hosts: {', '.join(adapters[provider].hosts)})"
                if provider
                else "no known provider's"
            )
            report.skipped.append(f"{where}: host {host or '?'} is {whose}")
            continue
        op = operation or owner.operation_of(uri)
        if op is None:
            report.skipped.append(
                f"{where}: not a search, extract or fetch endpoint of {owner.name}"
            )
            continue
        code = item.status if item.status is not None else status
        if code is None:
            report.skipped.append(f"{where}: no response status recorded; pass --status")
            continue
        item.status = code
        key = (owner.name, op, code >= 400)
        groups.setdefault(key, Group(owner.name, op, code >= 400)).items.append(item)
    return list(groups.values())


def _write_group(
    group: Group,
    capture: Capture,
    out: Path,
    *,
    case: str,
    captured_at: dt.datetime | None,
    rules: RedactionRules,
    source_label: str | None,
) -> tuple[str, ManifestEntry] | str:
    """The cassette of one group, written; or why it was not (no capture date). Each
    exchange's own date wins; ``captured_at`` dates those that have none."""
    when = min((i.date for i in group.items if i.date), default=None) or captured_at
    if when is None:
        return (
            f"{capture.path} ({group.provider} {group.operation}): capture date unknown "
            "(no Date header, no timestamp in the file); pass --captured-at"
        )
    interactions = [
        _interaction(item, item.status or 200, when, item.uri or "", item.method or "GET")
        for item in group.items
    ]
    statuses = [item.status or 200 for item in group.items]
    fixture_class = max(_class_for(code) for code in statuses)
    cassette = Cassette(
        interactions=interactions,
        ws=CassetteMeta(
            provider=group.provider,
            operation=group.operation,
            case_id=case,
            fixture_class=fixture_class,
            synthetic=False,
            captured_at=when,
            generator=IMPORTER,
            note=f"imported from {source_label or capture.path.name} ({capture.format})",
            local_address=recorded_locally(interactions),
        ),
    )
    redacted = redact_cassette(cassette, rules)
    truncated = truncate_bodies(redacted, ())
    stored = dump_cassette(redacted)
    relative = (
        f"{group.provider}/{ERRORS_DIR}/{case}.{group.operation}.json"
        if group.failed
        else f"{group.provider}/{group.operation}/{case}.json"
    )
    target = out / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    if outside(out, target.parent) is not None:
        return f"{target}: its folder leads outside {out} (a link?); nothing written there"
    target.write_bytes(stored)
    entry = ManifestEntry(
        case_ids=[case],
        fixture_class=fixture_class,
        provider=group.provider,
        operation=group.operation,
        sha256=sha256_bytes(stored),
        original_sha256=sha256_bytes(capture.path.read_bytes()),
        captured_at=when,
        synthetic=False,
        truncated=truncated,
        source_url=source_label or str(capture.path),
        local_address=recorded_locally(interactions),
    )
    return relative, entry


def _files(source: Path) -> Sequence[Path]:
    if source.is_file():
        return [source]
    return sorted(p for p in source.rglob("*") if p.suffix.lower() in SUFFIXES and p.is_file())


def import_capture(
    source: Path,
    out: Path,
    *,
    provider: str | None = None,
    case_id: str | None = None,
    operation: str | None = None,
    captured_at: dt.datetime | None = None,
    status: int | None = None,
    source_label: str | None = None,
) -> ImportReport:
    """Convert every capture file under ``source`` into cassettes under ``out``."""
    adapters = _adapters()
    if provider is not None and provider not in adapters:
        raise BenchError(
            f"--provider {provider!r} is not a known provider",
            f"use one of: {', '.join(sorted(adapters))}",
        )
    if operation is not None and operation not in OPERATIONS:
        raise BenchError(
            f"--operation {operation!r} is not an operation", f"use one of: {', '.join(OPERATIONS)}"
        )
    if case_id is not None and not CASE_ID.match(case_id):
        raise BenchError(
            f"--case {case_id!r} is not a case id: it must match {CASE_ID.pattern} (no path "
            "separators, no leading dot: a cassette is never written outside -o)",
            "give the golden case's id, as in golden/cases/*.yaml",
        )
    if status is not None and not 100 <= status <= 599:
        raise BenchError(f"--status {status} is not an HTTP status", "give a status in 100-599")
    report = ImportReport()
    if not source.exists():
        report.refused.append(f"{source}: no such file or folder")
        return report
    rules = RedactionRules.load(out / REDACTION_RULES_NAME)
    entries: list[tuple[str, ManifestEntry]] = []
    for path in _files(source):
        try:
            capture = read_capture(path)
            if capture.format == "bare-json":
                groups = [bare_group(capture, adapters, provider, operation, status)]
            else:
                groups = _groups(capture, adapters, provider, operation, status, report)
        except CaptureFormatError as error:
            report.refused.append(str(error))
            continue
        if not groups:
            report.refused.append(f"{path}: no exchange addressed to a provider's hosts")
        case = _case_id(path, case_id)
        for group in groups:
            written = _write_group(
                group,
                capture,
                out,
                case=case,
                captured_at=captured_at,
                rules=rules,
                source_label=source_label,
            )
            if isinstance(written, str):
                report.refused.append(written)
                continue
            entries.append(written)
            report.written.append(written[0])
    if entries:
        out.mkdir(parents=True, exist_ok=True)
        update_manifest(out, entries)
    return report


def parse_captured_at(text: str | None) -> dt.datetime | None:
    if text is None:
        return None
    value = parse_datetime(text)
    if value is None:
        raise BenchError(
            f"--captured-at={text!r} is not a date", "write it as 2026-03-06 or an ISO datetime"
        )
    return value
