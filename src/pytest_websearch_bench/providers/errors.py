"""The one error type providers raise, with the kinds the pipeline and the metrics rely on."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any, Literal
from urllib.parse import urlsplit

from ..addresses import address_scope

ErrorKind = Literal[
    "rate_limited",
    "quota",
    "upstream",
    "timeout",
    "partial",
    "auth",
    "blocked",
    "wrong_endpoint",
    "bad_request",
    "parse",
    "unsupported",
    "no_results",
    "cancelled",
    "circuit_open",
]

# ``blocked``: a 403 from a loopback or link-local address in no shape of the provider's
# errors (``blocked_403``): a proxy or an egress filter in the way, not the provider.
# ``wrong_endpoint``: a 404 or 405 from the endpoint (``wrong_endpoint``): no such path
# there, most likely a mistyped ``ws_endpoints`` path, not a bad request.
# Kinds that a retry may cure. Quota, auth, blocked and wrong_endpoint never recover by
# waiting a few seconds.
RETRYABLE_KINDS: frozenset[str] = frozenset({"rate_limited", "upstream", "timeout"})


class WebSearchError(Exception):
    """A provider call that did not produce a usable answer.

    ``retryable`` follows the kind unless given; ``retry_after_s`` comes from the
    provider (``Retry-After`` in seconds or as an HTTP date); ``body`` is the
    provider's own error payload, kept for the CaseRecord.
    """

    def __init__(
        self,
        kind: ErrorKind,
        message: str,
        *,
        provider: str,
        status: int | None = None,
        retryable: bool | None = None,
        retry_after_s: float | None = None,
        body: Any = None,
        latency_ms: float | None = None,
        cost_usd: float = 0.0,
    ) -> None:
        self.kind: ErrorKind = kind
        self.provider = provider
        self.status = status
        self.retryable = kind in RETRYABLE_KINDS if retryable is None else retryable
        self.retry_after_s = retry_after_s
        self.body = body
        self.latency_ms = latency_ms
        # live: the bench's own waiting before the attempt (outage gate, slot, 429 backoff),
        # apart from ``latency_ms``, the provider's time; None when not measured
        self.waited_ms: float | None = None
        self.cost_usd = cost_usd
        self.message = message
        status_text = f" HTTP {status}" if status is not None else ""
        super().__init__(f"{provider}{status_text} {kind}: {message}")


class ResponseParseError(WebSearchError):
    """A payload that lacks a field the adapter needs; names the provider and the field."""

    def __init__(
        self, provider: str, field: str, problem: str = "missing", body: Any = None
    ) -> None:
        self.field = field
        super().__init__(
            "parse",
            f"response field {field!r} is {problem}",
            provider=provider,
            retryable=False,
            body=body,
        )


# What an adapter's parser raises on a body of another shape than its documented one (a
# number where a list was, NaN where a date was, text where an object was, a date out of
# range): each becomes a ResponseParseError recorded for the case, never a traceback.
SHAPE_ERRORS = (
    TypeError,
    AttributeError,
    KeyError,
    IndexError,
    ValueError,
    OverflowError,
    RecursionError,
)


@contextmanager
def unexpected_shape(provider: str, what: str, body: Any) -> Iterator[None]:
    """Run an adapter's reading of ``body``; a crash of the reader on a body it did not
    expect is a :class:`ResponseParseError` naming the provider and ``what`` it read."""
    try:
        yield
    except WebSearchError:
        raise
    except SHAPE_ERRORS as exc:
        detail = str(exc)
        detail = detail[:200] + "..." if len(detail) > 200 else detail
        raise ResponseParseError(
            provider,
            f"<{what}>",
            f"of an unexpected shape ({type(exc).__name__}: {detail}); the provider's "
            "answer changed or the cassette was edited: re-record it",
            body=body,
        ) from exc


# Where a 403 is more likely a proxy's or a filter's than the provider's (``addresses.py``):
# this machine, or the local link (169.254.x.x, fe80::: a metadata endpoint, a gateway).
BLOCKING_SCOPES = ("loopback", "link-local")
_TAG = re.compile(r"<[^>]*>")


def blocked_403(
    provider: str,
    url: str,
    headers: Mapping[str, str],
    body: Any,
    given: str,
    sign: str | None = None,
) -> WebSearchError | None:
    """The error of a 403 the provider did not send, or None: at a loopback or
    link-local address (``url``, the request's) and not in the provider's own error shape
    (the caller decides that: ``Adapter.own_error_shape``), it is most likely a proxy or
    an egress filter on the way, not the provider refusing its key (``auth``, which keeps
    the provider's own 403). With ``sign``, the header that says a proxy made the answer
    (``error_shapes.proxy_sign``), at any address and whatever the body. ``given``:
    where the endpoint was given, for the remedy."""
    try:
        parts = urlsplit(url)
        host, port = parts.hostname or "", parts.port
    except ValueError:
        return None
    scope = address_scope(host)
    if scope not in BLOCKING_SCOPES and sign is None:
        return None
    shown = f"[{host}]" if ":" in host else host
    address = f"{shown}:{port}" if port is not None else shown
    kind = str(headers.get("content-type") or "no content type").split(";")[0].strip()
    if body is None or body == "":
        said = "an empty body"
    elif isinstance(body, str):
        said = " ".join(_TAG.sub(" ", body).split())
    else:
        said = json.dumps(body, ensure_ascii=False, default=str)
    said = said[:160] + "..." if len(said) > 160 else said
    target = f"{parts.scheme}://{parts.netloc}{parts.path}"
    where = f"{address} (a {scope} address)" if scope in BLOCKING_SCOPES else address
    if sign is not None:
        message = (
            f"{where} answered 403 and its {sign} header says a proxy or a filter made that "
            f"answer ({kind}: {said or 'no text'}): not {provider} refusing its key; check "
            f"the proxy between this machine and {target} (HTTPS_PROXY, a company "
            f"filter) or what answers there ({given})"
        )
    else:
        message = (
            f"{where} answered 403 with no error of {provider}'s in its body ({kind}: "
            f"{said or 'no text'}): most likely a proxy or an egress filter in the way, not "
            f"{provider} refusing its key; check what answers at {target} ({given})"
        )
    return WebSearchError(
        "blocked",
        message,
        provider=provider,
        status=403,
        retryable=False,
        body=body,
    )


# What a 404 or a 405 says of the endpoint: nothing at that path, or not that method.
_ROUTE_STATUSES = {404: "nothing at {path}", 405: "no {method} at {path}"}


def wrong_endpoint(
    provider: str,
    method: str,
    url: str,
    status: int,
    said: str,
    given: str | None,
) -> WebSearchError | None:
    """The error of a 404 or a 405 from ``provider``'s endpoint (``url``, the request's),
    or None for another status: no route there, so the endpoint's path is most likely
    wrong (a mistyped ``ws_endpoints`` path, a gateway's prefix left out), never a bad
    request of the case's nor a reason to retry. ``said``: the body's own message, if
    any; ``given``: where the run's endpoint was given (``errors.endpoint_where``), None
    when the calls went to the provider's own address (then the adapter's path is out of
    date, or something on the way rewrote it)."""
    what = _ROUTE_STATUSES.get(status)
    if what is None:
        return None
    said = " ".join(_TAG.sub(" ", said).split())  # an HTML page's text, on one line
    body = f" ({said[:160]})" if said else ""
    try:
        parts = urlsplit(url)
        target = f"{parts.scheme}://{parts.netloc}{parts.path}"
    except ValueError:
        target = url
    head = f"{method.upper()} {target} answered {status}{body}"
    if given is not None:
        message = (
            f"{head}: {what.format(path='that path', method=method.upper())}, so {provider}'s endpoint path is most likely wrong (mistyped, "
            f"or a gateway's prefix left out), not the case's request; fix the path of "
            f"{given}: the address {provider}'s API is served at, to which the bench adds "
            "each operation's own path"
        )
    else:
        message = (
            f"{head}: {provider}'s own address has "
            f"{what.format(path='the path the adapter calls', method=method.upper())} (its API moved, or something on the way rewrote the URL), "
            f"not the case's request; check {provider}'s API reference and update "
            "pytest-websearch-bench, or report it"
        )
    return WebSearchError(
        "wrong_endpoint",
        message,
        provider=provider,
        status=status,
        retryable=False,
    )
