"""One HTTP exchange as the recorder keeps it, captured the way vcrpy captures it.

vcrpy's ``use_cassette`` patches httpx's transport class for the whole process, so two
cases recorded at once in two threads would land in each other's cassettes. Recording
therefore captures in each case's own transport (``live.py``) but with vcrpy's own
functions: its ``Request`` (request headers as vcrpy keeps them) and its
``decode_response`` filter (a gzip or deflate body decoded, ``content-encoding``
dropped, ``content-length`` set), so a cassette is byte for byte what vcrpy's capture
gave (a test compares the two).
"""

from __future__ import annotations

import base64
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

import httpx

from ..replay.cassette import (
    Interaction,
    InteractionMeta,
    RecordedBody,
    RecordedRequest,
    RecordedResponse,
    RecordedStatus,
)


@dataclass
class Exchange:
    """One HTTP exchange as vcrpy saw it. ``source`` is where an exchange answered
    without a call came from: ``pending`` (the journal of an interrupted recording) or
    the cassette it was read from; None for a live call."""

    method: str
    uri: str
    request_headers: dict[str, list[str]]
    request_body: bytes | None
    status: int
    reason: str
    response_headers: dict[str, list[str]]
    response_body: bytes
    source: str | None = None
    # The interaction as the pending journal stored it (redacted): the cassette reuses it
    # rather than redacting the same answer twice.
    redacted: Interaction | None = None


def _headers(raw: Any) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, value in dict(raw or {}).items():
        values = value if isinstance(value, list) else [value]
        out[str(name).lower()] = [str(v) for v in values]
    return out


def vcr_exchange(request: Any, response: dict[str, Any]) -> Exchange:
    """An :class:`Exchange` from vcrpy's request object and response dict."""
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


def capture_exchange(request: httpx.Request, response: httpx.Response, raw: bytes) -> Exchange:
    """What vcrpy would record for ``request`` answered by ``response`` whose body (as it
    came off the wire) is ``raw``."""
    from vcr.filters import decode_response
    from vcr.request import Request as VcrRequest

    headers: defaultdict[str, list[str]] = defaultdict(list)
    for name, value in response.headers.multi_items():
        headers[name].append(value)
    serialized = {
        "status": {"code": response.status_code, "message": response.reason_phrase},
        "headers": dict(headers),
        "body": {"string": raw},
    }
    vcr_request = VcrRequest(request.method, str(request.url), request.content, request.headers)
    return vcr_exchange(vcr_request, decode_response(serialized))


def recorded_body(raw: bytes) -> RecordedBody:
    try:
        return RecordedBody(string=raw.decode("utf-8"))
    except UnicodeDecodeError:
        return RecordedBody(base64_string=base64.b64encode(raw).decode("ascii"))


def interaction_of(exchange: Exchange, meta: InteractionMeta) -> Interaction:
    """The cassette interaction of a captured exchange."""
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
            body=recorded_body(exchange.response_body),
        ),
        ws=meta,
    )


def exchange_of(interaction: Interaction, source: str) -> Exchange:
    """The exchange a stored interaction holds (the inverse of :func:`interaction_of`)."""
    response = interaction.response
    assert response is not None, "a timeout marker holds no exchange"
    body = interaction.request.body
    return Exchange(
        method=interaction.request.method,
        uri=interaction.request.uri,
        request_headers=dict(interaction.request.headers),
        request_body=None if body is None else body.encode("utf-8"),
        status=response.status.code,
        reason=response.status.message,
        response_headers=dict(response.headers),
        response_body=response.body.as_bytes(),
        source=source,
    )
