"""One HTTP attempt of an adapter: the request it sends, the answer it reads.

:class:`HttpAttempt` is the part of :class:`~.base.Adapter` that talks HTTP (the
request built from a ``RequestSpec`` with the key added, the httpx client or the
transport it goes through, the body decoded) and holds ``last_request``. A replayed
call goes to a transport that answers directly without httpx objects (``direct.py``)
when it can; everything else goes through ``send``.
"""

from __future__ import annotations

import datetime as dt
import json
import time
from dataclasses import dataclass
from typing import Any, ClassVar

import httpx
from pydantic_core import from_json

from ..errors import endpoint_where
from .direct import DirectResponse, PendingRequest, ascii_str_headers
from .errors import WebSearchError
from .models import AuthPlacement, RequestSpec

# json.dumps(..., ensure_ascii=False, separators=(",", ":"), allow_nan=False), without
# building the encoder at every call.
_REQUEST_JSON = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)
RECORDED_EXTENSION = "ws_recorded"
OPERATION_EXTENSION = "ws_operation"
NO_ANSWER_ATTR = "ws_no_answer"  # a live transport's NoAnswer, on the TransportError it raises


@dataclass(frozen=True, slots=True)
class NoAnswer:
    """What a live transport measured of an attempt that got no answer: ``wire_ms``, its
    last send's own time (the provider's), ``waited_ms``, the bench's waiting before it
    (outage gate, slot, 429 backoff), and ``final``: a retry cannot cure it (a connection
    refused at a loopback address)."""

    wire_ms: float
    waited_ms: float
    final: bool = False


class HttpAttempt:
    """The HTTP side of an adapter (see the module docstring); ``Adapter`` sets the
    attributes declared here."""

    name: ClassVar[str]
    key_env: ClassVar[str]
    auth: ClassVar[AuthPlacement]
    base_url: ClassVar[str]
    endpoint: str  # where calls go: base_url, or the run's --ws-endpoint
    # where the run gave ``endpoint`` ("--ws-endpoint", "ws_endpoints": the ini, or "-o
    # ws_endpoints": the command line's override of the ini key); None: the adapter's own
    # base_url (as constructed)
    endpoint_source: str | None = None
    endpoint_ini: str | None = None  # the ini file of a ``ws_endpoints`` entry, when known
    api_key: str | None
    offline: bool
    timeout_s: float
    transport: httpx.BaseTransport | None
    _client: httpx.Client | None
    _urls: dict[str, httpx.URL]
    _last_request: httpx.Request | None
    _pending_request: PendingRequest | None

    @property
    def last_request(self) -> httpx.Request | None:
        pending = self._pending_request
        if pending is not None:
            self._last_request, self._pending_request = pending(), None
        return self._last_request

    @last_request.setter
    def last_request(self, request: httpx.Request | None) -> None:
        self._last_request, self._pending_request = request, None

    @property
    def client(self) -> httpx.Client:
        if self._client is None:
            self._client = httpx.Client(timeout=self.timeout_s)
        return self._client

    def auth_headers(self) -> dict[str, str]:
        if not self.api_key or self.auth.header is None:
            return {}
        value = f"{self.auth.scheme} {self.api_key}" if self.auth.scheme else self.api_key
        return {self.auth.header: value}

    # -- one HTTP attempt ------------------------------------------------------------------

    def send(self, spec: RequestSpec) -> tuple[httpx.Response, float | None, dt.datetime | None]:
        """Send ``spec`` once; returns the response, the end-to-end latency in ms and
        when it was retrieved. In replay both come from the cassette, never the clock."""
        params, headers, content, extensions = self._request_parts(spec)
        started = time.perf_counter()
        request: httpx.Request | None = None
        try:
            if self.transport is not None:
                request = httpx.Request(
                    spec.method,
                    self._url(spec.url),
                    params=params or None,
                    content=content,
                    headers=headers,
                    extensions=extensions,
                )
                response = self.transport.handle_request(request)
            else:
                request = self.client.build_request(
                    spec.method,
                    spec.url,
                    params=params or None,
                    content=content,
                    headers=headers,
                    extensions=extensions,
                )
                response = self.client.send(request)
            response.read()
        except httpx.TransportError as exc:
            if isinstance(exc, httpx.TimeoutException):
                self.last_request = request
            raise self._transport_failure(exc, started) from exc
        self.last_request = request
        recorded = response.extensions.get(RECORDED_EXTENSION)
        if recorded is not None:
            return response, recorded.latency_ms, recorded.recorded_at
        latency_ms = (time.perf_counter() - started) * 1000.0
        return response, latency_ms, dt.datetime.now(dt.timezone.utc)

    def _transport_failure(self, exc: httpx.TransportError, started: float) -> WebSearchError:
        """The error an attempt that got no answer raises: a timeout (past the deadline)
        or an upstream transport error, with the time it took."""
        told = getattr(exc, NO_ANSWER_ATTR, None)
        told = told if isinstance(told, NoAnswer) else None
        latency_ms = (time.perf_counter() - started) * 1000.0 if told is None else told.wire_ms
        if isinstance(exc, httpx.TimeoutException):
            error = WebSearchError(
                "timeout",
                f"no answer within the deadline ({exc.__class__.__name__})",
                provider=self.name,
                latency_ms=latency_ms,
            )
        else:
            error = WebSearchError(
                "upstream",
                f"transport error: {exc}{self.calling()}",
                provider=self.name,
                latency_ms=latency_ms,
                retryable=False if told is not None and told.final else None,
            )
        error.waited_ms = None if told is None else told.waited_ms
        return error

    def own_address(self) -> bool:
        """Whether the calls go to the provider's own address (no endpoint of the run's)."""
        return self.endpoint.rstrip("/") == self.base_url.rstrip("/")

    def calling(self) -> str:
        """Where the calls went, for an error that may be the address's fault (nothing
        answers there): with an endpoint not the provider's own, where it was given
        (``endpoint_given``) and the remedy of checking it (a server not started, a
        closed port)."""
        if self.own_address():
            return f" (calling {self.endpoint})"
        return (
            f" (calling {self.endpoint}: is it up? start what should answer there, or fix "
            f"{self.endpoint_given()})"
        )

    def endpoint_given(self) -> str:
        """Where ``endpoint`` was given, in the one wording of every message that names a
        run's endpoint (``errors.endpoint_where``): ``--ws-endpoint NAME=URL``, ``the
        ws_endpoints entry NAME=URL in pytest.ini``, ``-o ws_endpoints=NAME=URL``; an
        adapter built with its own ``base_url`` (no run's endpoint): ``the adapter's
        base_url URL``."""
        if self.endpoint_source is None:
            return f"the adapter's base_url {self.endpoint}"
        return endpoint_where(self.name, self.endpoint, self.endpoint_source, self.endpoint_ini)

    def _request_parts(
        self, spec: RequestSpec
    ) -> tuple[list[tuple[str, Any]], dict[str, str], bytes | None, dict[str, Any]]:
        """The query parameters, headers, body and extensions ``send`` gives httpx."""
        if not self.api_key and not self.offline:
            raise WebSearchError(
                "auth",
                f"no API key: set {self.key_env} (or pass api_key=) to call {self.name} live",
                provider=self.name,
                retryable=False,
            )
        params: list[tuple[str, Any]] = list(spec.params)
        if self.api_key and self.auth.query_param:
            params.append((self.auth.query_param, self.api_key))
        headers = {**spec.headers, **self.auth_headers()}
        content: bytes | None = None
        if spec.json is not None:
            # The bytes httpx's json= would send; encoded here because json= costs a third
            # of a replayed call's request building.
            content = _REQUEST_JSON.encode(spec.json).encode("utf-8")
            if not any(name.lower() == "content-type" for name in headers):
                headers["Content-Type"] = "application/json"
        timeout = self.timeout_s
        extensions: dict[str, Any] = {
            OPERATION_EXTENSION: spec.operation,
            "timeout": {"connect": timeout, "read": timeout, "write": timeout, "pool": timeout},
        }
        return params, headers, content, extensions

    def _replayed(self, spec: RequestSpec) -> DirectResponse | None:
        """``send`` for a transport that answers directly (``providers/direct.py``): the
        same answer, errors and ``last_request``, without building httpx objects. None
        when it does not apply (then ``send``): another transport, an overridden
        ``send``, a header httpx would refuse."""
        answer_directly = getattr(self.transport, "direct_answer", None)
        if answer_directly is None or type(self).send is not HttpAttempt.send:
            return None
        params, headers, content, extensions = self._request_parts(spec)
        if not ascii_str_headers(headers):
            return None
        url = self._url(spec.url)
        pending = PendingRequest(spec.method, url, params or None, content, headers, extensions)
        url_text = str(url) if not params else str(httpx.URL(url, params=params))
        started = time.perf_counter()
        try:
            answer = answer_directly(
                spec.method.upper(), url_text, content or b"", extensions, pending
            )
        except httpx.TransportError as exc:
            if isinstance(exc, httpx.TimeoutException):
                self._pending_request = pending
            raise self._transport_failure(exc, started) from exc
        if answer is None:
            return None
        response = DirectResponse(answer, pending, {RECORDED_EXTENSION: answer.recorded})
        self._pending_request = pending
        return response

    def _url(self, url: str) -> httpx.URL:
        """Parsed endpoint URLs, kept: a replayed call should not parse the same URL twice."""
        parsed = self._urls.get(url)
        if parsed is None:
            parsed = self._urls[url] = httpx.URL(url)
        return parsed

    @staticmethod
    def decode_body(response: httpx.Response | DirectResponse) -> Any:
        content = response.content
        if not content:
            return None
        try:
            # pydantic-core's parser: half the time of the json module's on an answer. It
            # refuses what the json module would read differently (a BOM, a lone
            # surrogate, nesting past 200), and on valid JSON it reads the same values;
            # anything it refuses goes to the json module, as before. Only keys go through
            # its string cache (the same values; caching every value string, its default,
            # costs half the parse of an answer whose values are mostly unique text).
            return from_json(content, cache_strings="keys")
        except ValueError:
            pass
        try:
            return json.loads(content)
        except (ValueError, RecursionError):  # nested past json's depth too: not JSON here
            return response.text
