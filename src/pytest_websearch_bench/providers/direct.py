"""Replayed answers without httpx objects, built only when something asks for them.

A replayed call used to build an ``httpx.Request`` for the transport and an
``httpx.Response`` for the adapter, about a tenth of a replayed case's cost, though
an answer in the bench is read for four things: its status, its ``Date`` header, its
bytes and what the cassette says about it. A transport that can answer directly (the
replay transport: :class:`DirectTransport`) gets the request as (method, URL text,
body) and gives back a :class:`DirectAnswer`; the adapter reads it through a
:class:`DirectResponse`. The httpx objects are built, the same as before, when
something asks for them: ``Adapter.last_request``, an error status (its headers go to
``error_for``), a body that is not JSON (its text), a header httpx cannot encode
(httpx's own error, at the same point of the call as before).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import httpx


class PendingRequest:
    """The arguments of the ``httpx.Request`` a call would have sent, built on the first
    call (once: the adapter's ``last_request`` and the response's ``request`` are the
    same object, as before)."""

    __slots__ = ("_args", "_request")

    def __init__(
        self,
        method: str,
        url: httpx.URL,
        params: Any,
        content: bytes | None,
        headers: Mapping[str, str],
        extensions: dict[str, Any],
    ) -> None:
        self._args = (method, url, params, content, headers, extensions)
        self._request: httpx.Request | None = None

    def __call__(self) -> httpx.Request:
        if self._request is None:
            method, url, params, content, headers, extensions = self._args
            self._request = httpx.Request(
                method, url, params=params, content=content, headers=headers, extensions=extensions
            )
        return self._request


class DirectAnswer:
    """What a transport answered directly: the status, the headers as httpx takes them,
    the body's bytes and what the recording says about the call (``recorded``: latency,
    retrieval time)."""

    __slots__ = ("content", "headers", "recorded", "status")

    def __init__(
        self, status: int, headers: Sequence[tuple[str, str]], content: bytes, recorded: Any
    ) -> None:
        self.status = status
        self.headers = headers
        self.content = content
        self.recorded = recorded


class DirectTransport(Protocol):
    def direct_answer(
        self,
        method: str,
        url: str,
        content: bytes,
        extensions: Mapping[str, Any],
        request: Callable[[], httpx.Request],
    ) -> DirectAnswer | None:
        """The answer to the request, or None when this transport cannot answer without
        httpx objects (the caller then sends the ``httpx.Request`` as usual). A recorded
        timeout raises ``httpx.ReadTimeout`` with ``request()``."""
        ...


def ascii_str_headers(headers: Mapping[str, str]) -> bool:
    """Whether httpx takes every header as it is (names and values ASCII text): then
    building the request cannot fail, and may wait."""
    return all(
        type(name) is str and type(value) is str and name.isascii() and value.isascii()
        for name, value in headers.items()
    )


def header_value(headers: Sequence[tuple[str, str]], name: str) -> tuple[bool, str | None]:
    """(whether every header is ASCII text, ``httpx.Headers(headers).get(name)``) for a
    lower-case ``name``: httpx joins repeated headers with ", "."""
    found = []
    for key, value in headers:
        if not (type(key) is str and type(value) is str and key.isascii() and value.isascii()):
            return False, None
        if key.lower() == name:
            found.append(value)
    return True, ", ".join(found) if found else None


class DirectResponse:
    """The part of ``httpx.Response`` the adapter reads, for an answer given directly;
    ``response()`` builds the httpx.Response itself (with the request) when asked."""

    __slots__ = ("_extensions", "_request", "_response", "answer", "date")

    def __init__(
        self,
        answer: DirectAnswer,
        request: PendingRequest,
        extensions: dict[str, Any],
    ) -> None:
        self.answer = answer
        self._request = request
        self._extensions = extensions
        self._response: httpx.Response | None = None
        ascii_only, self.date = header_value(answer.headers, "date")
        if not ascii_only:
            self.response()  # httpx refuses such a header: its error, as before

    @property
    def status_code(self) -> int:
        return self.answer.status

    @property
    def content(self) -> bytes:
        return self.answer.content

    @property
    def headers(self) -> httpx.Headers:
        return self.response().headers

    @property
    def text(self) -> str:
        return self.response().text

    def response(self) -> httpx.Response:
        if self._response is None:
            answer = self.answer
            response = httpx.Response(
                answer.status,
                headers=answer.headers,
                content=answer.content,
                request=self._request(),
                extensions=self._extensions,
            )
            response.read()
            self._response = response
        return self._response
