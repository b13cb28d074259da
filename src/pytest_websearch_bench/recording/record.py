"""Writing what a live case recorded (``--ws-record=new|all``) as cassettes.

Each case's exchanges are captured in memory as vcrpy captures them (``capture.py``,
``live.py``), turned into our format, redacted, truncated where needed and only then
written, with the manifest updated through the intent journal (``commit.py``): nothing
unredacted touches the disk, and a kill leaves every file whole and the manifest in
agreement with the files. The call's own latency, its cost and its capture time go
into the cassette's ``ws`` blocks.

Failed calls (429, 5xx, timeouts) go to ``<provider>/errors/<case>.<operation>.json``
(classes 4, 5, 6) so that replay plays them first, then the regular recording. A
cassette whose every interaction was answered from that same file (a request already
paid for, see ``live.py``) is kept as it is.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..addresses import local_origin
from ..atomic_files import write_whole
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
    dump_cassette,
    load_cassette,
)
from ..replay.manifest import ManifestEntry, sha256_bytes
from ..replay.matching import request_key
from ..replay.store import ERRORS_DIR, CassetteStore
from ..treepaths import outside
from .capture import Exchange, interaction_of
from .commit import CaseFiles, ManifestJournal
from .redact import ProviderKey, RedactionRules, redact_cassette, truncate_text
from .synthetic_failures import DroppedFixture, settle

RECORDER_NAME = "pytest-websearch-bench record"


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
    entry: ManifestEntry | None  # None: kept as it was on disk
    data: bytes = b""


class Recorder:
    def __init__(
        self,
        store: CassetteStore,
        rules: RedactionRules,
        mode: str,
        journal: ManifestJournal | None = None,
    ) -> None:
        self.store = store
        self.rules = rules
        self.mode = mode
        self.journal = journal or ManifestJournal(store.root)

    def has_cassettes(self, provider: str, case_id: str) -> bool:
        """Whether the case has a search cassette on disk for this provider."""
        return bool(self.store.candidates(provider, "search", case_id))

    def redactor(
        self, account_fields: Sequence[str], key: ProviderKey | None = None
    ) -> Callable[[Interaction], Interaction]:
        """Redaction of one interaction (for the pending journal)."""
        rules = self.rules.with_account_fields(account_fields).with_key(key)

        def redact(interaction: Interaction) -> Interaction:
            return redact_cassette(Cassette(interactions=[interaction]), rules).interactions[0]

        return redact

    def write(
        self,
        record: CaseRecord,
        exchanges: Sequence[Exchange],
        requests: Sequence[tuple[str, str, bytes] | None],
        *,
        account_fields: Sequence[str] = (),
        key: ProviderKey | None = None,
        needles: Sequence[str] = (),
        dropped: list[DroppedFixture] | None = None,
    ) -> list[Written]:
        """Turn a recorded case into cassettes: failures to errors/, the rest per operation.

        The case's synthetic failure fixtures that are no longer valid are removed and
        appended to ``dropped``; the valid ones are kept.

        ``requests`` are the requests of the calls in order (for timeouts, which vcrpy
        cannot see). Refuses to write a recording whose calls failed for reasons a replay
        should not reproduce (a bad key, a bad request)."""
        refused = ("auth", "blocked", "wrong_endpoint", "bad_request", "quota")
        bad = [c for c in record.calls if c.error_kind in refused]
        if bad:
            status = f"HTTP {bad[0].status} " if bad[0].status is not None else ""
            remedy = f"check {record.provider}'s key and parameters, then record again"
            if bad[0].error_kind == "blocked":  # a proxy's 403 at a local address
                remedy = (
                    f"check what answers at {record.provider}'s endpoint (a proxy or an "
                    "egress filter answered, not the provider), then record again"
                )
            elif bad[0].error_kind == "wrong_endpoint":  # a 404/405: no such path there
                remedy = (
                    f"fix the path of {record.provider}'s endpoint (nothing answers the "
                    "operation's path there; the error names the URL), then record again"
                )
            raise FixtureError(
                f"not recording {record.provider}/{record.case_id}: the call failed with "
                f"{status}{bad[0].error_kind}",
                remedy,
            )
        groups: dict[tuple[str, bool], list[tuple[Interaction, CallRecord, str | None]]] = {}
        redacted: dict[int, Interaction] = {}  # id(interaction) -> its redaction, when kept
        queue = list(exchanges)
        for index, call in enumerate(record.calls):
            if call.status is None and call.error_kind != "timeout":
                continue  # never reached the provider: nothing to replay
            found = self._interaction(
                call, queue, requests[index] if index < len(requests) else None
            )
            if found is None:
                continue
            failed = call.error_kind is not None and call.error_kind != "partial"
            groups.setdefault((call.operation, failed), []).append((found[0], call, found[1]))
            if found[2] is not None:
                redacted[id(found[0])] = found[2]
        written: list[Written] = []
        for (operation, failed), items in sorted(groups.items()):
            kept = None if failed else self._kept(record, operation, [s for _, _, s in items])
            if kept is not None:
                written.append(kept)
                continue
            classes = {fixture_class_of(call) for _, call, _ in items}
            written.append(
                self._write_file(
                    record,
                    operation,
                    failed,
                    [i for i, _, _ in items],
                    max(classes) if failed else (7 if 7 in classes else 1),
                    account_fields,
                    needles,
                    redacted,
                    key,
                )
            )
        if written:
            # The case's synthetic failure fixtures: kept while still valid, else dropped
            # and reported (recording/synthetic_failures.py).
            keep, gone = settle(
                self.store.root,
                record.provider,
                record.case_id,
                {w.relative: w.data if w.entry is not None else None for w in written},
                {
                    w.relative: w.entry.fixture_class
                    for w in written
                    if w.entry is not None and f"/{ERRORS_DIR}/" in w.relative
                },
            )
            if dropped is not None:
                dropped.extend(gone)
            placed = [*written, *(Written(self.store.root / r, r, None) for r in keep)]
            case = CaseFiles(
                record.provider,
                record.case_id,
                {w.relative: w.entry for w in placed if w.entry is not None},
                keep=tuple(sorted(w.relative for w in placed if w.entry is None)),
            )
            self.journal.commit(case, lambda: self._place(record, placed))
            self.journal.maybe_fold()
        return written

    def _kept(
        self, record: CaseRecord, operation: str, sources: list[str | None]
    ) -> Written | None:
        """The cassette itself, when every interaction of the group was answered from it."""
        path = self.store.expected_path(record.provider, operation, record.case_id)
        relative = self.store.relative(path)
        if not sources or any(source != relative for source in sources):
            return None
        try:
            if len(load_cassette(path).interactions) != len(sources):
                return None
        except FixtureError:
            return None
        return Written(path, relative, None)

    def _place(self, record: CaseRecord, written: Sequence[Written]) -> None:
        """Rename the case's new files into place and remove the ones they supersede."""
        for w in written:
            if w.entry is not None:
                write_whole(w.path, w.data)
        mine = {w.relative for w in written}
        base = self.store.root / record.provider
        try:
            folders = [f for f in os.scandir(base) if f.is_dir()]
        except OSError:
            folders = []
        for folder in folders:
            if folder.name == ERRORS_DIR:
                names = [n for n in os.listdir(folder.path) if n.startswith(f"{record.case_id}.")]
            else:
                names = [f"{record.case_id}.json"]
            for name in names:
                relative = f"{record.provider}/{folder.name}/{name}"
                if relative not in mine:
                    (self.store.root / relative).unlink(missing_ok=True)

    def _interaction(
        self,
        call: CallRecord,
        queue: list[Exchange],
        request: tuple[str, str, bytes] | None,
    ) -> tuple[Interaction, str | None, Interaction | None] | None:
        recorded_at = parse_datetime(call.recorded_at) or dt.datetime.now(dt.timezone.utc)
        if call.status is None and call.error_kind == "timeout":
            if request is None:
                return None
            method, uri, body = request
            return (
                Interaction(
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
                ),
                None,
                None,
            )
        if not queue:
            return None
        exchange = queue.pop(0)
        meta = InteractionMeta(
            kind="response",
            latency_ms=call.latency_ms,
            cost_usd=call.cost_usd,
            recorded_at=recorded_at,
            fingerprint=request_key(
                exchange.method, exchange.uri, exchange.request_body
            ).fingerprint,
        )
        return interaction_of(exchange, meta), exchange.source, exchange.redacted

    def _write_file(
        self,
        record: CaseRecord,
        operation: str,
        failed: bool,
        interactions: list[Interaction],
        fixture_class: int,
        account_fields: Sequence[str],
        needles: Sequence[str],
        kept: Mapping[int, Interaction] | None = None,
        key: ProviderKey | None = None,
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
                local_address=recorded_locally(interactions),
            ),
        )
        original = dump_cassette(cassette)
        rules = self.rules.with_account_fields(account_fields).with_key(key)
        kept = kept or {}
        if any(id(i) in kept for i in interactions):
            # Redaction is per interaction: an answer the pending journal already redacted
            # (with the same rules) is reused, with this call's ws block.
            redacted = Cassette(
                interactions=[
                    kept[id(i)].model_copy(update={"ws": i.ws.model_copy()})
                    if id(i) in kept
                    else redact_cassette(Cassette(interactions=[i]), rules).interactions[0]
                    for i in interactions
                ],
                ws=cassette.ws.model_copy() if cassette.ws else None,
            )
        else:
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
        if outside(self.store.root, path.parent) is not None:
            raise FixtureError(
                f"not recording {path}: its folder leads outside the fixture tree "
                f"{self.store.root} (a link?)",
                "replace the link with a real folder inside the tree",
            )
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
            local_address=recorded_locally(interactions),
        )
        return Written(path, relative, entry, stored)


def recorded_locally(interactions: Sequence[Interaction]) -> str | None:
    """Where the interactions were recorded when that is a local address (an emulator, a
    local gateway: ``addresses.py``), else None."""
    return next(
        (o for o in (local_origin(i.request.uri) for i in interactions) if o is not None), None
    )


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
