"""Recording real provider traffic (``--ws-record=new|all``) with vcrpy.

vcrpy captures each HTTP exchange of a case's run; the cassette is kept in memory
(a persister that never writes), turned into our format, redacted, truncated where
needed and only then written, with the manifest updated in the same step. Nothing
unredacted touches the disk. The measured end-to-end latency, the cost and the
capture time of each call go into the cassette's ``ws`` blocks.

Failed calls (429, 5xx, timeouts) go to ``<provider>/errors/<case>.<operation>.json``
(classes 4, 5, 6) so that replay plays them first, then the regular recording.
"""

from __future__ import annotations

import base64
import contextlib
import datetime as dt
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..dates import parse_datetime
from ..errors import FixtureError
from ..records import CallRecord, CaseRecord
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
from ..replay.manifest import (
    MANIFEST_NAME,
    ManifestEntry,
    remove_from_manifest,
    sha256_bytes,
    update_manifest,
)
from ..replay.matching import request_key
from ..replay.store import CassetteStore
from ..treepaths import outside
from .fixture_files import manifest_lock, write_fixture
from .redact import RedactionRules, redact_cassette, truncate_text

RECORDER_NAME = "pytest-websearch-bench record"


class _MemoryPersister:
    """vcrpy persister that never touches the disk: the recording is redacted first and
    written by the Recorder."""

    @classmethod
    def load_cassette(cls, cassette_path: str, serializer: Any) -> Any:
        from vcr.persisters.filesystem import CassetteNotFoundError

        raise CassetteNotFoundError()

    @classmethod
    def save_cassette(cls, cassette_path: str, cassette_dict: Any, serializer: Any) -> None:
        return None


@dataclass
class Exchange:
    """One HTTP exchange as vcrpy saw it."""

    method: str
    uri: str
    request_headers: dict[str, list[str]]
    request_body: bytes | None
    status: int
    reason: str
    response_headers: dict[str, list[str]]
    response_body: bytes


@contextlib.contextmanager
def capture() -> Iterator[list[Exchange]]:
    """Record every httpx exchange made inside the block, in memory."""
    import vcr

    recorder = vcr.VCR(
        serializer="json",
        record_mode="all",
        decode_compressed_response=True,
        match_on=["method", "uri", "body"],
    )
    recorder.register_persister(_MemoryPersister)
    exchanges: list[Exchange] = []
    with recorder.use_cassette(f"memory-{id(exchanges)}", allow_playback_repeats=False) as cassette:
        yield exchanges
        for request, response in cassette.data:
            exchanges.append(_exchange(request, response))


def _headers(raw: Any) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, value in dict(raw or {}).items():
        values = value if isinstance(value, list) else [value]
        out[str(name).lower()] = [str(v) for v in values]
    return out


def _exchange(request: Any, response: dict[str, Any]) -> Exchange:
    body = request.body
    if isinstance(body, str):
        body = body.encode("utf-8")
    content = response.get("body", {}).get("string", b"")
    if isinstance(content, str):
        content = content.encode("utf-8")
    status = response.get("status", {})
    return Exchange(
        method=str(request.method).upper(),
        uri=str(request.uri),
        request_headers=_headers(request.headers),
        request_body=body,
        status=int(status.get("code", 0)),
        reason=str(status.get("message", "")),
        response_headers=_headers(response.get("headers")),
        response_body=content or b"",
    )


def _body(raw: bytes) -> RecordedBody:
    try:
        return RecordedBody(string=raw.decode("utf-8"))
    except UnicodeDecodeError:
        return RecordedBody(base64_string=base64.b64encode(raw).decode("ascii"))


def fixture_class_of(call: CallRecord) -> int:
    if call.error_kind == "rate_limited" or call.status == 429:
        return 4
    if call.error_kind == "timeout":
        return 6
    if call.error_kind == "partial":
        return 7
    if (call.status is not None and call.status >= 500) or call.error_kind == "upstream":
        return 5
    return 1


@dataclass
class Written:
    path: Path
    relative: str
    entry: ManifestEntry


class Recorder:
    def __init__(self, store: CassetteStore, rules: RedactionRules, mode: str) -> None:
        self.store = store
        self.rules = rules
        self.mode = mode

    def has_cassettes(self, provider: str, case_id: str) -> bool:
        """Whether the case has a search cassette on disk for this provider."""
        return bool(self.store.candidates(provider, "search", case_id))

    def write(
        self,
        record: CaseRecord,
        exchanges: Sequence[Exchange],
        requests: Sequence[tuple[str, str, bytes] | None],
        *,
        account_fields: Sequence[str] = (),
        needles: Sequence[str] = (),
    ) -> list[Written]:
        """Turn a recorded case into cassettes: failures to errors/, the rest per operation.

        ``requests`` are the requests of the calls in order (for timeouts, which vcrpy
        cannot see). Refuses to write a recording whose calls failed for reasons a replay
        should not reproduce (a bad key, a bad request)."""
        bad = [c for c in record.calls if c.error_kind in ("auth", "bad_request", "quota")]
        if bad:
            status = f"HTTP {bad[0].status} " if bad[0].status is not None else ""
            raise FixtureError(
                f"not recording {record.provider}/{record.case_id}: the call failed with "
                f"{status}{bad[0].error_kind}",
                f"check {record.provider}'s key and parameters, then record again",
            )
        groups: dict[tuple[str, bool], list[tuple[Interaction, CallRecord]]] = {}
        queue = list(exchanges)
        for index, call in enumerate(record.calls):
            if call.status is None and call.error_kind != "timeout":
                continue  # never reached the provider: nothing to replay
            interaction = self._interaction(
                call, queue, requests[index] if index < len(requests) else None
            )
            if interaction is None:
                continue
            failed = call.error_kind is not None and call.error_kind != "partial"
            groups.setdefault((call.operation, failed), []).append((interaction, call))
        written: list[Written] = []
        for (operation, failed), items in sorted(groups.items()):
            classes = {fixture_class_of(call) for _, call in items}
            written.append(
                self._write_file(
                    record,
                    operation,
                    failed,
                    [i for i, _ in items],
                    max(classes) if failed else (7 if 7 in classes else 1),
                    account_fields,
                    needles,
                )
            )
        if written:
            with manifest_lock(self.store.root / f"{MANIFEST_NAME}.lock"):
                manifest = update_manifest(
                    self.store.root, [(w.relative, w.entry) for w in written]
                )
                # The case's earlier files this recording did not rewrite (an old error
                # fixture, an extract the case no longer makes) would replay stale traffic.
                kept = {w.relative for w in written}
                superseded = [
                    relative
                    for relative, entry in manifest.files.items()
                    if entry.provider == record.provider
                    and entry.case_ids == [record.case_id]
                    and relative not in kept
                ]
                for relative in superseded:
                    (self.store.root / relative).unlink(missing_ok=True)
                if superseded:
                    remove_from_manifest(self.store.root, superseded)
            self.store.forget_listing()
        return written

    def _interaction(
        self,
        call: CallRecord,
        queue: list[Exchange],
        request: tuple[str, str, bytes] | None,
    ) -> Interaction | None:
        recorded_at = parse_datetime(call.recorded_at) or dt.datetime.now(dt.timezone.utc)
        if call.status is None and call.error_kind == "timeout":
            if request is None:
                return None
            method, uri, body = request
            return Interaction(
                request=RecordedRequest(
                    method=method, uri=uri, body=(body or b"").decode("utf-8") or None
                ),
                response=None,
                ws=InteractionMeta(
                    kind="timeout",
                    waited_ms=call.latency_ms,
                    recorded_at=recorded_at,
                    fingerprint=request_key(method, uri, body).fingerprint,
                    cost_usd=call.cost_usd,
                ),
            )
        if not queue:
            return None
        exchange = queue.pop(0)
        return Interaction(
            request=RecordedRequest(
                method=exchange.method,
                uri=exchange.uri,
                body=(exchange.request_body or b"").decode("utf-8", errors="replace") or None,
                headers=exchange.request_headers,
            ),
            response=RecordedResponse(
                status=RecordedStatus(code=exchange.status, message=exchange.reason),
                headers=exchange.response_headers,
                body=_body(exchange.response_body),
            ),
            ws=InteractionMeta(
                kind="response",
                latency_ms=call.latency_ms,
                cost_usd=call.cost_usd,
                recorded_at=recorded_at,
                fingerprint=request_key(
                    exchange.method, exchange.uri, exchange.request_body
                ).fingerprint,
            ),
        )

    def _write_file(
        self,
        record: CaseRecord,
        operation: str,
        failed: bool,
        interactions: list[Interaction],
        fixture_class: int,
        account_fields: Sequence[str],
        needles: Sequence[str],
    ) -> Written:
        captured_at = min(
            (i.ws.recorded_at for i in interactions if i.ws.recorded_at),
            default=dt.datetime.now(dt.timezone.utc),
        )
        cassette = Cassette(
            interactions=interactions,
            ws=CassetteMeta(
                provider=record.provider,
                operation=operation,
                case_id=record.case_id,
                fixture_class=fixture_class,
                synthetic=False,
                captured_at=captured_at,
                generator=RECORDER_NAME,
            ),
        )
        original = dump_cassette(cassette)
        rules = self.rules.with_account_fields(account_fields)
        redacted = redact_cassette(cassette, rules)
        for interaction in redacted.interactions:  # the fingerprint of what is on disk
            request = interaction.request
            interaction.ws.fingerprint = request_key(
                request.method, request.uri, request.body
            ).fingerprint
        truncated = truncate_bodies(redacted, needles)
        stored = dump_cassette(redacted)
        if failed:
            path = self.store.error_path(record.provider, operation, record.case_id)
        else:
            path = self.store.expected_path(record.provider, operation, record.case_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        if outside(self.store.root, path.parent) is not None:
            raise FixtureError(
                f"not recording {path}: its folder leads outside the fixture tree "
                f"{self.store.root} (a link?)",
                "replace the link with a real folder inside the tree",
            )
        write_fixture(path, stored)
        relative = self.store.relative(path)
        entry = ManifestEntry(
            case_ids=[record.case_id],
            fixture_class=fixture_class,
            provider=record.provider,
            operation=operation,
            sha256=sha256_bytes(stored),
            original_sha256=sha256_bytes(original),
            captured_at=captured_at,
            synthetic=False,
            truncated=truncated,
            source_url=redacted.interactions[0].request.uri if redacted.interactions else None,
        )
        return Written(path, relative, entry)


def truncate_bodies(cassette: Cassette, needles: Sequence[str]) -> bool:
    """Cut text bodies over 512 KB (JSON: their longest strings) to the first relevant
    block + 2 KB; binary bodies are never cut here."""
    truncated = False
    for interaction in cassette.interactions:
        response = interaction.response
        if response is None or response.body.string is None:
            continue
        text = response.body.string
        if len(text.encode("utf-8")) <= 512 * 1024:
            continue
        try:
            data = json.loads(text)
        except ValueError:
            response.body = RecordedBody(string=truncate_text(text, needles)[0])
            truncated = True
            continue
        response.body = RecordedBody(string=json.dumps(_shrink(data, needles), ensure_ascii=False))
        truncated = True
    return truncated


def _shrink(value: Any, needles: Sequence[str]) -> Any:
    if isinstance(value, dict):
        return {k: _shrink(v, needles) for k, v in value.items()}
    if isinstance(value, list):
        return [_shrink(v, needles) for v in value]
    if isinstance(value, str) and len(value) > 16 * 1024:
        return truncate_text(value, needles, limit=16 * 1024)[0]
    return value
