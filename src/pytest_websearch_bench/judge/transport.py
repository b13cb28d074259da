"""The judge's transport: recorded judgments by key, under the network lock.

In replay it answers every judge request from the recorded cassettes, by the key
the client puts on the request, after checking that the recorded request body is
the one the judge would send now (same prompt, same parameters), by the rule provider
replay follows (``replay.matching.keys_match``: both redacted by the fixture tree's
rules, a field recorded as ``<redacted>`` never compared). When recording
(``--ws-record=new|all``) a missing judgment goes to the real endpoint through
``live``, and the exchange is kept to be written with the case (``flush``).
"""

from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from ..atomic_files import write_whole
from ..dates import DEFAULT_CAPTURED_AT
from ..errors import (
    NO_CONTEXT,
    FixtureError,
    JudgeMismatchError,
    JudgeRecordingMissingError,
    RecordContext,
)
from ..recording.fixture_files import manifest_lock
from ..recording.record import truncate_bodies
from ..recording.redact import RedactionRules, redact_cassette
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
    load_cassette,
)
from ..replay.manifest import (
    MANIFEST_NAME,
    entry_for_cassette,
    load_manifest,
    sha256_bytes,
    update_manifest,
)
from ..replay.matching import Scrub, first_difference, keys_match, request_key
from .prompt import PROMPT_VERSION
from .store import JudgeStore

JUDGE_KEY_EXTENSION = "ws_judge_key"
RECORDER_NAME = "pytest-websearch-bench judge record"
_KEEP_HEADERS = frozenset({"content-type", "x-request-id", "openai-model", "openai-version"})


@dataclass
class Played:
    cassette: str
    interaction: int
    latency_ms: float | None
    recorded: bool  # recorded in this run (False: replayed)
    synthetic: bool  # generated grades (the synthesizer's rule-based judge), not a model's


@dataclass
class JudgeTransport(httpx.BaseTransport):
    store: JudgeStore
    provider: str
    case_id: str
    live: httpx.BaseTransport | None = None  # recording only
    rerecord: bool = False  # --ws-record=all: ask again even when recorded
    synthetic: bool = False  # what ``live`` answers is generated, not a model's (synthesize)
    generator: str = RECORDER_NAME
    context: RecordContext = NO_CONTEXT  # what of the run the remedy's command keeps
    # How a request is redacted before it is compared with the recorded one: as recording
    # redacted it (the fixture tree's rules), so a personal address or a key in the judged
    # results still replays. None: compared as sent.
    scrub: Scrub | None = None
    pending: list[Interaction] = field(default_factory=list)
    played: list[Played] = field(default_factory=list)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        key = str(request.extensions[JUDGE_KEY_EXTENSION])
        body = request.content
        if not self.rerecord:
            hit = self.store.lookup(self.provider, self.case_id, key)
            if hit is not None:
                loaded, index = hit
                method, uri, recorded_body = loaded.raw[index]
                # The provider replay's rule (``replay.matching.keys_match``): both sides
                # redacted alike, a field recorded as a secret's placeholder not compared.
                recorded_key = request_key(method, uri, recorded_body, self.scrub)
                requested_key = request_key(method, uri, body, self.scrub)
                if not keys_match(recorded_key, requested_key):
                    field_name, was, now = first_difference(recorded_key, requested_key)
                    command = self.context.record_command(self.provider, judge=self.store.model)
                    raise JudgeMismatchError(loaded.path, field_name, was, now, command)
                interaction = loaded.cassette.interactions[index]
                response = interaction.response
                assert response is not None  # lookup() only returns answered interactions
                meta = loaded.cassette.ws
                self.played.append(
                    Played(
                        loaded.relative,
                        index,
                        interaction.ws.latency_ms,
                        recorded=False,
                        synthetic=bool(meta and meta.synthetic),
                    )
                )
                return httpx.Response(
                    response.status.code,
                    headers=loaded.headers[index],
                    content=response.body.as_bytes(),
                    request=request,
                )
        if self.live is None:
            raise JudgeRecordingMissingError(
                self.store.model,
                self.provider,
                self.case_id,
                self.store.path(self.provider, self.case_id),
                self.context,
            )
        started = time.perf_counter()
        answer = self.live.handle_request(request)
        content = answer.read()
        latency_ms = (time.perf_counter() - started) * 1000.0
        recorded_at = dt.datetime.now(dt.timezone.utc)
        if self.synthetic:
            # generated answers carry no timing worth keeping, and fixed stamps let the
            # bundled synthetic judgments regenerate byte for byte
            latency_ms, recorded_at = 0.0, DEFAULT_CAPTURED_AT
        if answer.status_code == 200:  # failures are retried by the client, never replayed
            self.pending.append(
                _interaction(request, answer, content, key, latency_ms, recorded_at)
            )
            self.played.append(
                Played(
                    self.store.relative(self.store.path(self.provider, self.case_id)),
                    len(self.pending) - 1,
                    latency_ms,
                    recorded=True,
                    synthetic=self.synthetic,
                )
            )
        return httpx.Response(
            answer.status_code,
            headers=[(k, v) for k, v in answer.headers.items() if k.lower() in _KEEP_HEADERS],
            content=content,
            request=request,
        )

    def flush(self, rules: RedactionRules) -> str | None:
        """Write the judgments recorded for this (provider, case), appended to what the
        file already holds (replacing it under ``rerecord``), and list it in the manifest."""
        if not self.pending:
            return None
        path = self.store.path(self.provider, self.case_id)
        root = self.store.cassettes.root
        kept: list[Interaction] = []
        if path.exists() and not self.rerecord:
            _check_unedited(root, self.store.relative(path), path.read_bytes())
            kept = load_cassette(path).interactions
        new_keys = {i.ws.judge_key for i in self.pending}
        interactions = [i for i in kept if i.ws.judge_key not in new_keys] + self.pending
        captured = min(
            (i.ws.recorded_at for i in interactions if i.ws.recorded_at),
            default=dt.datetime.now(dt.timezone.utc),
        )
        cassette = Cassette(
            interactions=interactions,
            ws=CassetteMeta(
                provider=self.provider,
                operation="judge",
                case_id=self.case_id,
                fixture_class=1,
                synthetic=self.synthetic,
                captured_at=captured,
                generator=self.generator,
                note=f"judge {self.store.model}, prompt {PROMPT_VERSION}",
            ),
        )
        original = dump_cassette(cassette)
        redacted = redact_cassette(cassette, rules)
        truncated = truncate_bodies(redacted, ())
        stored = dump_cassette(redacted)
        write_whole(path, stored)
        relative = self.store.relative(path)
        entry = entry_for_cassette(relative, cassette, stored, original)
        entry.truncated = truncated
        with manifest_lock(root / f"{MANIFEST_NAME}.lock"):
            update_manifest(root, [(relative, entry)])
        self.pending = []
        self.store.forget()
        return relative


def _check_unedited(root: Path, relative: str, data: bytes) -> None:
    """A recorded judgment file is appended to only as it was recorded: keeping a hand
    edit under a new hash would launder it (FixtureError naming both hashes)."""
    manifest_path = root / MANIFEST_NAME
    entry = load_manifest(manifest_path).files.get(relative) if manifest_path.exists() else None
    actual = sha256_bytes(data)
    if entry is not None and entry.sha256 != actual:
        raise FixtureError(
            f"{root / relative}: sha256 {actual} does not match the manifest's {entry.sha256}: "
            "the recorded judgments were edited after they were recorded, and a new "
            "recording never keeps a hand edit under a new hash",
            "restore the file from version control, or record its judgments again with "
            "--ws-record=all",
        )


def _interaction(
    request: httpx.Request,
    answer: httpx.Response,
    content: bytes,
    key: str,
    latency_ms: float,
    recorded_at: dt.datetime,
) -> Interaction:
    uri = str(request.url)
    return Interaction(
        request=RecordedRequest(
            method=request.method,
            uri=uri,
            body=request.content.decode("utf-8"),  # no headers: the key travels in one
        ),
        response=RecordedResponse(
            status=RecordedStatus(code=answer.status_code, message=answer.reason_phrase),
            headers={
                k.lower(): [v] for k, v in answer.headers.items() if k.lower() in _KEEP_HEADERS
            },
            body=RecordedBody(string=content.decode("utf-8", errors="replace")),
        ),
        ws=InteractionMeta(
            kind="response",
            latency_ms=latency_ms,
            recorded_at=recorded_at,
            fingerprint=request_key(request.method, uri, request.content).fingerprint,
            judge_key=key,
        ),
    )
