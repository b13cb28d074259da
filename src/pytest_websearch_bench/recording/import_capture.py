"""Converting real captures into this project's cassettes (``ws-bench import-capture``).

Reads stock vcrpy YAML/JSON, the ``parsed_body`` variant and bare JSON bodies
(:mod:`.capture_formats`), infers the provider from the request host (or takes it
from ``--provider``), the operation from the endpoint path, the capture date from
the response's ``Date`` header (or ``--captured-at``: a fixture without a date
cannot say which web it reflects), redacts, and writes cassettes plus manifest
entries whose ``original_sha256`` is the hash of the source file.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..dates import parse_datetime
from ..errors import BenchError, CassetteFormatError
from ..providers.models import SearchQuery
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
from .capture_formats import Capture, CapturedInteraction, read_capture
from .redact import RedactionRules, redact_cassette

IMPORTER = "pytest-websearch-bench import-capture"
# Endpoint path endings -> operation.
OPERATIONS = (
    (re.compile(r"/(search|search\.json|findSimilar|v\d/search|web/search)$"), "search"),
    (re.compile(r"/(extract|contents|v\d/extract)$"), "extract"),
    (re.compile(r"/(scrape|fetch|v\d/scrape|v\d/fetch)$"), "fetch"),
)


@dataclass
class ImportReport:
    written: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return bool(self.written)


def _provider_for(capture: Capture, given: str | None) -> str | None:
    if given:
        return given
    host = ""
    for interaction in capture.interactions:
        if interaction.uri:
            host = re.sub(r"^https?://", "", interaction.uri).split("/")[0].lower()
            break
    for name in known_providers():
        adapter = adapter_class(name)(offline=True)
        if host and host in adapter.hosts:
            return name
    parent = capture.path.parent.name.lower()
    return parent if parent in known_providers() else None


def _operation_for(uri: str | None, given: str | None) -> str:
    if given:
        return given
    if uri:
        path = re.sub(r"^https?://[^/]+", "", uri).split("?")[0].rstrip("/")
        for pattern, operation in OPERATIONS:
            if pattern.search(path):
                return operation
    return "search"


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


def _interaction(
    item: CapturedInteraction, captured_at: dt.datetime, uri: str, method: str
) -> Interaction:
    try:
        body = RecordedBody(string=item.response_body.decode("utf-8-sig"))
    except UnicodeDecodeError:
        import base64

        body = RecordedBody(base64_string=base64.b64encode(item.response_body).decode("ascii"))
    request_body = item.request_body.decode("utf-8") if item.request_body else None
    return Interaction(
        request=RecordedRequest(
            method=method, uri=uri, body=request_body, headers=item.request_headers
        ),
        response=RecordedResponse(
            status=RecordedStatus(code=item.status, message=item.reason or "OK"),
            headers=item.response_headers,
            body=body,
        ),
        ws=InteractionMeta(
            kind="response",
            recorded_at=captured_at,
            fingerprint=request_key(method, uri, item.request_body).fingerprint,
        ),
    )


def import_capture(
    source: Path,
    out: Path,
    *,
    provider: str | None = None,
    case_id: str | None = None,
    operation: str | None = None,
    captured_at: dt.datetime | None = None,
    source_label: str | None = None,
) -> ImportReport:
    report = ImportReport()
    files = (
        [source]
        if source.is_file()
        else sorted(
            p for p in source.rglob("*") if p.suffix in (".yaml", ".yml", ".json") and p.is_file()
        )
    )
    rules = RedactionRules.load(out / REDACTION_RULES_NAME)
    entries: list[tuple[str, ManifestEntry]] = []
    for path in files:
        try:
            capture = read_capture(path)
        except CassetteFormatError as error:
            report.skipped.append(str(error))
            continue
        name = _provider_for(capture, provider)
        if name is None:
            report.skipped.append(f"{path}: provider unknown; pass --provider")
            continue
        adapter = adapter_class(name)(offline=True)
        first = capture.interactions[0]
        when = captured_at
        if when is None:
            dates = {k.lower(): v for k, v in first.response_headers.items()}.get("date") or []
            when = parse_datetime(dates[0]) if dates else None
        if when is None:
            report.skipped.append(
                f"{path}: capture date unknown (no Date header); pass --captured-at"
            )
            continue
        op = _operation_for(first.uri, operation)
        # A bare body keeps no request: the adapter's own endpoint and method stand in.
        default = adapter.build_search_request(SearchQuery(query=""))
        uri = first.uri or default.url
        method = first.method or default.method
        interactions = [
            _interaction(item, when, item.uri or uri, item.method or method)
            for item in capture.interactions
        ]
        statuses = [i.response.status.code for i in interactions if i.response is not None]
        failed = any(code >= 400 for code in statuses)
        fixture_class = max(_class_for(code) for code in statuses) if statuses else 1
        case = _case_id(path, case_id)
        cassette = Cassette(
            interactions=interactions,
            ws=CassetteMeta(
                provider=name,
                operation=op,
                case_id=case,
                fixture_class=fixture_class,
                synthetic=False,
                captured_at=when,
                generator=IMPORTER,
                note=f"imported from {source_label or path.name} ({capture.format})",
            ),
        )
        stored = dump_cassette(redact_cassette(cassette, rules))
        relative = f"{name}/{ERRORS_DIR}/{case}.{op}.json" if failed else f"{name}/{op}/{case}.json"
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(stored)
        entries.append(
            (
                relative,
                ManifestEntry(
                    case_ids=[case],
                    fixture_class=fixture_class,
                    provider=name,
                    operation=op,
                    sha256=sha256_bytes(stored),
                    original_sha256=sha256_bytes(path.read_bytes()),
                    captured_at=when,
                    synthetic=False,
                    source_url=source_label or str(path),
                ),
            )
        )
        report.written.append(relative)
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
