"""Request matching for replay: method, canonical URL (query sorted, secrets ignored)
and canonical JSON body; and, when nothing matches, the first field that differs.

Both sides are compared in their redacted form when a :class:`Scrub` is given (the
session passes the fixture tree's redaction rules): a request whose body holds a
personal address was stored with ``redacted@example.test``, and the live request
still matches it. Redaction is idempotent, so scrubbing the recorded side changes
nothing; the byte-equal fast path never scrubs at all.

A field the recording holds as ``<redacted>`` held a secret (a key the adapter sends
under an ordinary name, ``{"client_ref": KEY}``; a ``secret_keys`` field of the rules
file; a key in the URL's path, ``/v1/<redacted>/search``): its value is never compared
(:func:`keys_match`). A replay without the key set
sends ``None``, an empty string or nothing there and still matches; a replay with it
set sends the key, which the scrub turns into the placeholder. Only that field is left
out: every other field, and the text around a placeholder inside a longer value
(``"Bearer <redacted>"``), is compared as before."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from .secrets import SECRET_PLACEHOLDER, is_secret_key, is_secret_param

SECRET = "<secret>"


class Scrub(Protocol):
    """Redaction applied to a request before it is compared (``recording.redact``)."""

    def url(self, uri: str) -> str: ...

    def json(self, value: Any) -> Any: ...

    def text(self, text: str) -> str: ...

    def secret_param(self, name: str) -> bool:
        """Whether a query parameter carries a key (an adapter's own, beside the known
        names): left out of the match like them."""
        ...


_MISSING = object()


@dataclass(frozen=True, slots=True)
class RequestKey:
    method: str
    url: str  # scheme://host[:port]/path?sorted-query-without-secrets
    body: str  # canonical JSON text, or the raw text of a non-JSON body

    @property
    def fingerprint(self) -> str:
        digest = hashlib.sha256(f"{self.method} {self.url}\n{self.body}".encode()).hexdigest()
        return digest[:16]


def canonical_request_url(uri: str, scrub: Scrub | None = None) -> str:
    parts = urlsplit(scrub.url(uri) if scrub is not None else uri)
    pairs = sorted(
        (k, v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
        if not is_secret_param(k) and (scrub is None or not scrub.secret_param(k))
    )
    netloc = (parts.hostname or "").lower()
    if parts.port is not None and parts.port not in (80, 443):
        netloc = f"{netloc}:{parts.port}"
    return urlunsplit((parts.scheme.lower(), netloc, parts.path or "/", urlencode(pairs), ""))


def parse_body(body: bytes | str | None) -> Any:
    """The JSON value of a body, or its text when it is not JSON, or None when empty."""
    if body is None or body in (b"", ""):
        return None
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
    try:
        return json.loads(text)
    except ValueError:
        return text


def _without_secrets(value: Any) -> Any:
    """Secret-keyed values replaced: a recorded (redacted) body and a replayed one sent
    without a key still match."""
    if isinstance(value, dict):
        return {k: SECRET if is_secret_key(k) else _without_secrets(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_without_secrets(v) for v in value]
    return value


def canonical_body(body: bytes | str | None, scrub: Scrub | None = None) -> str:
    value = parse_body(body)
    if value is None:
        return ""
    if isinstance(value, str):
        return scrub.text(value) if scrub is not None else value
    if scrub is not None:
        value = scrub.json(value)
    return json.dumps(
        _without_secrets(value), sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )


def request_key(
    method: str, uri: str, body: bytes | str | None, scrub: Scrub | None = None
) -> RequestKey:
    return RequestKey(
        method.upper(), canonical_request_url(uri, scrub), canonical_body(body, scrub)
    )


def spec_key(
    method: str, url: str, params: Any, json_body: Any, scrub: Scrub | None = None
) -> RequestKey:
    """The key of a request an adapter is about to send (before httpx encodes it)."""
    if params:
        url += ("&" if "?" in url else "?") + urlencode(list(params))
    body = (
        ""
        if json_body is None
        else canonical_body(json.dumps(json_body, ensure_ascii=False), scrub)
    )
    return RequestKey(method.upper(), canonical_request_url(url, scrub), body)


# How the placeholder reads in a canonical URL's query (``urlencode``).
_QUERY_PLACEHOLDER = urlencode({"": SECRET_PLACEHOLDER})[1:]
# What a secret's place in a longer value may hold in a replay: the key (redacted), or
# what a keyless adapter writes there ("None", nothing); never text with spaces.
_SECRET_RUN = r"\S*"
_PATH_RUN = r"[^/\s]*"


def _holds_placeholder(key: RequestKey) -> bool:
    return (
        SECRET_PLACEHOLDER in key.body
        or _QUERY_PLACEHOLDER in key.url
        or SECRET_PLACEHOLDER in key.url  # a path segment (``/v1/<redacted>/search``)
    )


def _fits(recorded: str, requested: str, run: str = _SECRET_RUN) -> bool:
    """Whether ``requested`` is ``recorded`` with each placeholder standing for any run of
    non-space characters (the key, or what a keyless adapter sends: ``None``, nothing);
    in a URL path, of characters other than ``/`` (``_PATH_RUN``: the segments stay)."""
    pattern = run.join(re.escape(part) for part in recorded.split(SECRET_PLACEHOLDER))
    return re.fullmatch(pattern, requested) is not None


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, (str, int, float, bool))


def _mask_value(recorded: Any, requested: Any) -> Any:
    """``requested`` with the recorded value put back wherever the recording holds a
    secret's placeholder and the replay sends what may stand in its place: the whole
    value a placeholder (any scalar: the key, ``None``, ``""``), or a string around one
    (``"Bearer <redacted>"`` for ``"Bearer None"``)."""
    if isinstance(recorded, str) and SECRET_PLACEHOLDER in recorded:
        if recorded == SECRET_PLACEHOLDER and _is_scalar(requested):
            return recorded
        if isinstance(requested, str) and _fits(recorded, requested):
            return recorded
        return requested
    if isinstance(recorded, dict) and isinstance(requested, dict):
        out = {k: _mask_value(recorded[k], v) if k in recorded else v for k, v in requested.items()}
        for k, v in recorded.items():
            if k not in requested and v == SECRET_PLACEHOLDER:
                out[k] = v  # a keyless adapter leaves the field out
        return out
    if (
        isinstance(recorded, list)
        and isinstance(requested, list)
        and len(recorded) == len(requested)
    ):
        return [_mask_value(a, b) for a, b in zip(recorded, requested, strict=True)]
    return requested


def _mask_url(recorded: str, requested: str) -> str:
    rec, req = urlsplit(recorded), urlsplit(requested)
    path = req.path
    if SECRET_PLACEHOLDER in rec.path and _fits(rec.path, req.path, _PATH_RUN):
        path = rec.path  # a key in the path: any segment text stands in for it
    secret = {
        k: v for k, v in parse_qsl(rec.query, keep_blank_values=True) if SECRET_PLACEHOLDER in v
    }
    if not secret:
        if path == req.path:
            return requested
        return urlunsplit((req.scheme, req.netloc, path, req.query, ""))
    pairs = parse_qsl(req.query, keep_blank_values=True)
    sent = {k for k, _ in pairs}
    masked = [(k, _mask_value(secret[k], v) if k in secret else v) for k, v in pairs]
    masked += [(k, v) for k, v in secret.items() if k not in sent and v == SECRET_PLACEHOLDER]
    return urlunsplit((req.scheme, req.netloc, path, urlencode(sorted(masked)), ""))


def _mask_body(recorded: str, requested: str) -> str:
    if SECRET_PLACEHOLDER not in recorded:
        return requested
    rec, req = parse_body(recorded), parse_body(requested)
    if isinstance(rec, str) or isinstance(req, str) or rec is None or req is None:
        if isinstance(rec, str) and isinstance(req, str) and _fits(rec, req):
            return recorded
        return requested
    masked = _mask_value(rec, req)
    if masked == req:
        return requested
    return json.dumps(masked, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def masked_key(recorded: RequestKey, requested: RequestKey) -> RequestKey:
    """``requested`` with the fields the recording holds as a secret's placeholder taken
    from the recording where the replay's value may stand in for the secret (see the
    module docstring): what is left to compare is what is not a secret."""
    if recorded == requested or not _holds_placeholder(recorded):
        return requested
    return RequestKey(
        requested.method,
        _mask_url(recorded.url, requested.url),
        _mask_body(recorded.body, requested.body),
    )


def keys_match(recorded: RequestKey, requested: RequestKey) -> bool:
    """Whether a live request (``requested``) is the recorded one: equal keys, or equal
    once the secrets the recording holds as placeholders are left out (``masked_key``)."""
    if recorded == requested:
        return True
    if recorded.method != requested.method or not _holds_placeholder(recorded):
        return False
    return masked_key(recorded, requested) == recorded


def _first_json_difference(recorded: Any, requested: Any, path: str) -> tuple[str, Any, Any] | None:
    if isinstance(recorded, dict) and isinstance(requested, dict):
        for key in sorted(set(recorded) | set(requested)):
            a = recorded.get(key, _MISSING)
            b = requested.get(key, _MISSING)
            if a is _MISSING or b is _MISSING:
                return (
                    f"{path}.{key}",
                    "<absent>" if a is _MISSING else a,
                    "<absent>" if b is _MISSING else b,
                )
            found = _first_json_difference(a, b, f"{path}.{key}")
            if found:
                return found
        return None
    if (
        isinstance(recorded, list)
        and isinstance(requested, list)
        and len(recorded) == len(requested)
    ):
        for index, (a, b) in enumerate(zip(recorded, requested, strict=True)):
            found = _first_json_difference(a, b, f"{path}[{index}]")
            if found:
                return found
        return None
    if recorded != requested:
        return path, recorded, requested
    return None


def first_difference(recorded: RequestKey, requested: RequestKey) -> tuple[str, Any, Any]:
    """The first field (method, URL part, query parameter, body path) that differs; a
    field the recording holds as a secret's placeholder differs only when the replay's
    value cannot stand in for it (``masked_key``)."""
    requested = masked_key(recorded, requested)
    if recorded.method != requested.method:
        return "method", recorded.method, requested.method
    rec_url, req_url = urlsplit(recorded.url), urlsplit(requested.url)
    for part in ("scheme", "netloc", "path"):
        a, b = getattr(rec_url, part), getattr(req_url, part)
        if a != b:
            return f"url.{part}", a, b
    rec_q, req_q = dict(parse_qsl(rec_url.query)), dict(parse_qsl(req_url.query))
    for key in sorted(set(rec_q) | set(req_q)):
        a, b = rec_q.get(key, "<absent>"), req_q.get(key, "<absent>")
        if a != b:
            return f"query.{key}", a, b
    found = _first_json_difference(parse_body(recorded.body), parse_body(requested.body), "body")
    if found:
        return found
    return "body", recorded.body, requested.body
