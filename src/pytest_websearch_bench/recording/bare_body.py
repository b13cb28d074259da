"""A bare response body for ``ws-bench import-capture``: a body with no request, no
status and no headers (semantic-kernel's and SerpApi's test data).

It says neither its status nor what was asked, so it needs ``--status`` (a documented
error body without one is refused, never turned into a 200, and a status that
contradicts the one the body states is refused too), and a successful body must read
through the provider's own parser (any JSON is not a search answer). It stands for the
adapter's own request for an empty query, and replays for that request only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import httpx

from ..errors import CaptureFormatError
from ..providers.base import Adapter
from ..providers.errors import ResponseParseError, WebSearchError
from ..providers.models import RequestSpec, SearchQuery
from .capture_formats import Capture, CapturedInteraction

# A stand-in URL to check a bare reader body against the provider's parser.
PROBE_URL = "https://example.invalid/"


@dataclass
class Group:
    """The exchanges of one capture file that become one cassette."""

    provider: str
    operation: str
    failed: bool
    items: list[CapturedInteraction] = field(default_factory=list)


def _default_request(adapter: Adapter, operation: str) -> RequestSpec:
    """What a bare body stands for: the adapter's own request for the operation."""
    if operation == "extract":
        return adapter.build_extract_request([])
    if operation == "fetch":
        return adapter.build_fetch_request(PROBE_URL)
    return adapter.build_search_request(SearchQuery(query=""))


def _check_bare(
    capture: Capture, adapter: Adapter, operation: str, status: int | None
) -> tuple[int, RequestSpec]:
    """A bare body's status and stand-in request, or the reason it is refused: it needs
    ``--status``, and a body the provider's parser does not read is no answer of it."""
    path = capture.path
    name = adapter.name
    try:
        body = capture.interactions[0].response_json()
    except ValueError as exc:
        raise CaptureFormatError(path, f"the body is not JSON: {exc}") from None
    stated = adapter.error_status_of(body)
    if status is None:
        what = (
            f"it is a documented {name} error body (HTTP {stated})"
            if stated is not None
            else "its status is unknown"
        )
        raise CaptureFormatError(
            path,
            f"a bare response body carries no HTTP status and {what}",
            (f"pass --status {stated}" if stated is not None else "pass --status N")
            + " (the status it was answered with), or import the capture it came from "
            "(vcrpy, HAR or an envelope, which keep the status and the request)",
        )
    if stated is not None and stated != status:
        raise CaptureFormatError(
            path,
            f"--status {status} was given but the body is a {name} error answer stating "
            f"HTTP {stated}",
            f"pass --status {stated}",
        )
    if status < 400:
        try:
            if operation == "extract":
                adapter.parse_extract_response(body, [])
            elif operation == "fetch":
                adapter.parse_fetch_response(body, PROBE_URL)
            else:
                adapter.parse_search_response(body)
        except ResponseParseError as error:
            raise CaptureFormatError(
                path,
                f"not a {name} {operation} response body ({error.message})",
                "pass the right --provider and --operation, or import a real capture",
            ) from None
        except WebSearchError:
            pass  # a documented answer that reads as an error (SerpApi's 200 "error")
    return status, _default_request(adapter, operation)


def bare_group(
    capture: Capture,
    adapters: dict[str, Adapter],
    provider: str | None,
    operation: str | None,
    status: int | None,
) -> Group:
    name = provider
    if name is None:
        parent = capture.path.parent.name.lower()
        name = parent if parent in adapters else None
    if name is None:
        raise CaptureFormatError(
            capture.path,
            "a bare response body names no provider",
            "pass --provider (and --status), or keep it in a folder named after the provider",
        )
    op = operation or "search"
    code, spec = _check_bare(capture, adapters[name], op, status)
    # It stands for the adapter's own request (an empty query): it replays for that only.
    item = capture.interactions[0]
    item.status, item.method = code, spec.method
    item.uri = str(httpx.URL(spec.url, params=list(spec.params))) if spec.params else spec.url
    if spec.json is not None:
        item.request_body = json.dumps(spec.json, separators=(",", ":")).encode("utf-8")
    return Group(name, op, code >= 400, [item])
