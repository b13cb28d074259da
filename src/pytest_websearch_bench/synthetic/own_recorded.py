"""Answers made from a real recording (``ws-bench synthesize --failures-only``): the
recorded request answered otherwise (an error, a timeout), and the partial answers of
class 7 built from the case's real recorded answer (an extract without its last
document, the last recorded fetch of a search result failing, the first 6 of every 10 search results)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ..cases import GoldenCase
from ..dates import rfc2822
from ..errors import BenchError
from ..pipeline import query_for_case
from ..providers.base import Adapter
from ..providers.errors import WebSearchError
from ..replay.cassette import (
    Interaction,
    InteractionMeta,
    RecordedBody,
    RecordedResponse,
    RecordedStatus,
)
from .synthesize import HTTP_REASONS

PARTIAL_FAILURE = "Failed to fetch url: timeout after 15s"
# A recorded answer the adapter cannot read back: no partial is made from it.
UNREADABLE = (BenchError, WebSearchError, KeyError, TypeError, ValueError)


def json_body(interaction: Interaction) -> Any:
    assert interaction.response is not None
    try:
        return json.loads(interaction.response.body.as_bytes())
    except ValueError:
        return None


def _response(
    status: int, headers: dict[str, str], body: bytes, recorded: Interaction
) -> RecordedResponse:
    response_headers = {k.lower(): [v] for k, v in headers.items()}
    if recorded.ws.recorded_at is not None:
        response_headers.setdefault("date", [rfc2822(recorded.ws.recorded_at)])
    return RecordedResponse(
        status=RecordedStatus(code=status, message=HTTP_REASONS.get(status, "")),
        headers=response_headers,
        body=RecordedBody(string=body.decode("utf-8")),
    )


def answered_otherwise(
    recorded: Interaction,
    *,
    status: int | None,
    headers: dict[str, str] | None = None,
    body: bytes = b"",
    latency_ms: float | None = None,
    cost_usd: float = 0.0,
    waited_ms: float | None = None,
) -> Interaction:
    """The recorded request, answered otherwise (``status`` None: never answered)."""
    meta = InteractionMeta(
        kind="timeout" if status is None else "response",
        fingerprint=recorded.ws.fingerprint,
        latency_ms=None if status is None else latency_ms,
        cost_usd=None if status is None else cost_usd,
        waited_ms=waited_ms,
        recorded_at=recorded.ws.recorded_at,
    )
    response = None if status is None else _response(status, headers or {}, body, recorded)
    return Interaction(request=recorded.request.model_copy(deep=True), response=response, ws=meta)


def answered_with_json(
    recorded: Interaction,
    payload: Any,
    *,
    status: int = 200,
    latency_ms: float | None = None,
    cost_usd: float = 0.0,
) -> Interaction:
    """The recorded request answered with ``payload`` as compact UTF-8 JSON."""
    return answered_otherwise(
        recorded,
        status=status,
        headers={"content-type": "application/json; charset=utf-8"},
        body=json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
        latency_ms=latency_ms,
        cost_usd=cost_usd,
    )


def partial_extract(adapter: Adapter, extract: Interaction) -> Interaction | None:
    payload = json_body(extract)
    if payload is None:
        return None
    try:
        parsed = adapter.parse_extract_response(payload, ())
    except UNREADABLE:
        return None
    if len(parsed.documents) < 2:
        return None
    documents = list(parsed.documents)
    dropped = documents.pop()
    failed = [(f.raw_url, f.reason or PARTIAL_FAILURE) for f in parsed.failures]
    failed.append((dropped.raw_url, PARTIAL_FAILURE))
    body = adapter.render_extract_payload(
        documents,
        failed,
        request_id=parsed.request_id or "partial",
        latency_ms=extract.ws.latency_ms or 0.0,
    )
    usage = adapter.extract_cost(adapter.parse_extract_response(body, ()))
    return answered_with_json(
        extract, body, latency_ms=extract.ws.latency_ms, cost_usd=usage.cost_usd or 0.0
    )


def partial_fetch(adapter: Adapter, fetches: Sequence[Interaction]) -> Interaction | None:
    if len(fetches) < 2:
        return None
    last = fetches[-1]
    body = adapter.render_fetch_payload(None, PARTIAL_FAILURE)
    return answered_with_json(
        last, body, status=adapter.fetch_failure_status, latency_ms=last.ws.latency_ms
    )


def partial_search(adapter: Adapter, case: GoldenCase, search: Interaction) -> Interaction | None:
    payload = json_body(search)
    if not isinstance(payload, dict):
        return None
    try:
        parsed = adapter.parse_search_response(payload)
        results = list(parsed.results)
        if len(results) < 2:
            return None
        body = adapter.render_search_payload(
            query_for_case(case),
            results[: max(1, len(results) * 6 // 10)],
            request_id=parsed.request_id or "partial",
            latency_ms=search.ws.latency_ms or 0.0,
        )
    except (*UNREADABLE, NotImplementedError):
        return None
    return answered_with_json(
        search, body, latency_ms=search.ws.latency_ms, cost_usd=search.ws.cost_usd or 0.0
    )
