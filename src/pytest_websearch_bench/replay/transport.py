"""The replay transport: an httpx transport that answers from cassettes, never a socket.

Adapters keep their real httpx client; only the transport changes. One transport
serves one (provider, case) run, so "played" state never leaks between cases.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx

from ..addresses import local_origin
from ..errors import (
    NO_CONTEXT,
    CassetteFormatError,
    CassetteNotFoundError,
    RecordContext,
    ReplayExhaustedError,
    ReplayMismatchError,
)
from ..providers.base import OPERATION_EXTENSION, RECORDED_EXTENSION
from ..providers.direct import DirectAnswer
from ..resilience import Clock, FakeClock
from .matching import RequestKey, Scrub, first_difference, keys_match, request_key
from .store import CassetteStore, LoadedCassette


@dataclass(frozen=True, slots=True)
class RecordedInfo:
    """What the cassette says about one replayed interaction."""

    cassette: str  # relative to the cassette root
    interaction: int
    fingerprint: str  # of the request that was matched
    kind: str
    status: int | None
    latency_ms: float | None
    cost_usd: float | None
    recorded_at: dt.datetime | None
    fixture_class: int | None
    synthetic: bool | None
    # ``scheme://host[:port]`` when the answer was recorded at a local address (an
    # emulator, a local gateway), from the cassette's ``ws.local_address`` or, for a file
    # written before that field, its request's URI; None otherwise.
    local_address: str | None = None


class ReplayTransport(httpx.BaseTransport):
    def __init__(
        self,
        store: CassetteStore,
        provider: str,
        case_id: str,
        clock: Clock | None = None,
        scrub: Scrub | None = None,
        context: RecordContext = NO_CONTEXT,
    ) -> None:
        self.store = store
        self.context = context  # what of the run the remedies' commands keep
        # Requests are compared in their redacted form (the cassette holds that form).
        self.scrub = scrub
        self.provider = provider
        self.case_id = case_id
        self.clock: Clock = clock if clock is not None else FakeClock()
        self._played: set[tuple[str, int]] = set()
        self.consumed: list[RecordedInfo] = []

    def _load(self, path: str) -> LoadedCassette:
        """The store's cassette; one that cannot be read says the command that records
        this case again with the run's options (``RecordContext.record_command``)."""
        try:
            return self.store.load(path)
        except CassetteFormatError as error:
            if error.command is not None:
                raise
            command = self.context.record_command(self.provider, "all", case_id=self.case_id)
            raise CassetteFormatError(error.path, error.problem, command) from None

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        answer = self._answer(
            request.method, str(request.url), request.content, request.extensions, lambda: request
        )
        return httpx.Response(
            answer.status,
            headers=answer.headers,
            content=answer.content,
            request=request,
            extensions={RECORDED_EXTENSION: answer.recorded},
        )

    def direct_answer(
        self,
        method: str,
        url: str,
        content: bytes,
        extensions: Mapping[str, Any],
        request: Callable[[], httpx.Request],
    ) -> DirectAnswer | None:
        """The answer ``handle_request`` gives, without httpx objects (``method``, ``url``
        and ``content`` as the httpx request would hold them; ``request`` builds it, for a
        recorded timeout's error); None for a subclass that answers otherwise."""
        if type(self).handle_request is not ReplayTransport.handle_request:
            return None
        return self._answer(method, url, content, extensions, request)

    def _answer(
        self,
        method: str,
        url: str,
        content: bytes,
        extensions: Mapping[str, Any],
        request: Callable[[], httpx.Request],
    ) -> DirectAnswer:
        operation = str(extensions.get(OPERATION_EXTENSION, "search"))
        paths = self.store.candidate_files(self.provider, operation, self.case_id)
        if not paths:
            raise CassetteNotFoundError(
                self.provider,
                operation,
                self.case_id,
                self.store.expected_path(self.provider, operation, self.case_id),
                self.context,
            )
        raw = (method, url, content)
        key: RequestKey | None = None
        first_unplayed: tuple[str, int] | None = None
        played_matches = 0
        for path in paths:
            loaded = self._load(path)
            for index, recorded_raw in enumerate(loaded.raw):
                # Byte-equal requests match at once; otherwise compare canonical forms
                # (JSON key order, query order and secrets do not take part, nor a field
                # recorded as a secret's placeholder: ``keys_match``).
                matches = recorded_raw == raw
                if not matches:
                    key = key or request_key(*raw, scrub=self.scrub)
                    matches = keys_match(loaded.key(index, self.scrub), key)
                if (path, index) in self._played:
                    played_matches += matches
                    continue
                if first_unplayed is None:
                    first_unplayed = (path, index)
                if matches:
                    self._played.add((path, index))
                    return self._play(extensions, request, loaded, index)
        if first_unplayed is None or played_matches:
            raise ReplayExhaustedError(
                [self.store.relative(p) for p in paths],
                self.provider,
                played_matches,
                self.context,
            )
        path, index = first_unplayed
        loaded = self._load(path)
        field, recorded, requested = first_difference(
            loaded.key(index, self.scrub), key or request_key(*raw, scrub=self.scrub)
        )
        meta = loaded.cassette.ws
        uri = loaded.cassette.interactions[index].request.uri
        parts = urlsplit(uri)
        raise ReplayMismatchError(
            Path(path),
            field,
            recorded,
            requested,
            self.provider,
            (meta.local_address if meta else None) or local_origin(uri),
            recorded_origin=(
                recorded_base(uri, url, self.context.endpoint(self.provider))
                if parts.netloc
                else None
            ),
            context=self.context,
        )

    def holds(self, operation: str, key: RequestKey) -> bool:
        """Whether the case's recordings of ``operation`` hold an answer not played yet to
        a request with this key (a step a pipeline takes only when it was recorded, such
        as a stored page read through the provider's reader)."""
        for path in self.store.candidate_files(self.provider, operation, self.case_id):
            loaded = self._load(path)
            for index in range(len(loaded.raw)):
                if (path, index) not in self._played and keys_match(
                    loaded.key(index, self.scrub), key
                ):
                    return True
        return False

    def _play(
        self,
        extensions: Mapping[str, Any],
        request: Callable[[], httpx.Request],
        loaded: LoadedCassette,
        index: int,
    ) -> DirectAnswer:
        interaction = loaded.cassette.interactions[index]
        meta = loaded.cassette.ws
        ws = interaction.ws
        response = interaction.response
        latency_ms = ws.latency_ms
        if ws.kind == "timeout" or response is None:
            # The recorded call never answered: it waits, on this run's clock, until the
            # request's own deadline fires (never a real sleep).
            timeout = (extensions.get("timeout") or {}).get("read")
            waited_s = float(timeout) if timeout else (ws.waited_ms or 0.0) / 1000.0
            self.clock.sleep(waited_s)
            latency_ms = waited_s * 1000.0
        info = RecordedInfo(
            cassette=loaded.relative,
            interaction=index,
            fingerprint=loaded.fingerprint(index),
            kind=ws.kind,
            status=response.status.code if response is not None else None,
            latency_ms=latency_ms,
            cost_usd=ws.cost_usd,
            recorded_at=ws.recorded_at or (meta.captured_at if meta else None),
            fixture_class=meta.fixture_class if meta else None,
            synthetic=meta.synthetic if meta else None,
            local_address=(meta.local_address if meta else None)
            or local_origin(interaction.request.uri),
        )
        self.consumed.append(info)
        if ws.kind == "timeout" or response is None:
            raise httpx.ReadTimeout(
                f"recorded timeout in {info.cassette} (interaction {index})", request=request()
            )
        return DirectAnswer(
            response.status.code, loaded.headers[index], response.body.as_bytes(), info
        )


class CaseSwitch(httpx.BaseTransport):
    """One transport per provider for the session: it forwards to the current case's
    ReplayTransport, so a single httpx client and adapter serve every case."""

    def __init__(self) -> None:
        self.current: httpx.BaseTransport | None = None

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if self.current is None:
            raise RuntimeError("no case is running: the replay client is used outside a case")
        return self.current.handle_request(request)

    def direct_answer(
        self,
        method: str,
        url: str,
        content: bytes,
        extensions: Mapping[str, Any],
        request: Callable[[], httpx.Request],
    ) -> DirectAnswer | None:
        """The current case's transport's direct answer (``providers/direct.py``), or None
        when it gives none (the adapter then sends an httpx request)."""
        if self.current is None:
            raise RuntimeError("no case is running: the replay client is used outside a case")
        answer_directly = getattr(self.current, "direct_answer", None)
        if answer_directly is None:
            return None
        answer: DirectAnswer | None = answer_directly(method, url, content, extensions, request)
        return answer


def recorded_base(recorded: str, requested: str, endpoint: str | None = None) -> str:
    """The base URL a cassette was recorded through, for the remedy's ``--ws-endpoint``:
    the recorded origin and the part of its path before what it shares at the end with
    the path requested now (the operation's own path). ``/tavily/search`` recorded and
    ``/search`` requested give ``http://127.0.0.1:18931/tavily``: the origin alone would
    replay at ``/search`` and fail again on ``url.path``. ``endpoint``: this run's base URL
    for the provider (``--ws-endpoint``/``ws_endpoints``), whose path is no part of the
    operation's: ``/tavily/search`` recorded and requested through ``.../tavily`` give
    ``.../tavily`` too (before: the origin alone, as the whole path matched)."""
    old, new = urlsplit(recorded), urlsplit(requested)
    origin = f"{old.scheme}://{old.netloc}"
    mine = [p for p in old.path.split("/") if p]
    theirs = [p for p in new.path.split("/") if p]
    base = [p for p in urlsplit(endpoint).path.split("/") if p] if endpoint else []
    if base and theirs[: len(base)] == base:
        theirs = theirs[len(base) :]  # the operation's own path, after this run's base
    shared = 0
    while shared < min(len(mine), len(theirs)) and mine[-1 - shared] == theirs[-1 - shared]:
        shared += 1
    if not shared:
        return origin
    prefix = mine[: len(mine) - shared]
    return origin + ("/" + "/".join(prefix) if prefix else "")
