"""Reading the capture formats people save into one shape (``ws-bench import-capture``).

* vcrpy cassettes, YAML or JSON, of any vcrpy version: ``{version, interactions:
  [{request: {method, uri, body, headers}, response: {status: {code, message}, headers,
  body: {string}}}]}`` (kevin1024/vcrpy ``vcr/serialize.py``); text bodies as strings,
  undecodable ones as ``!!binary`` (gzip when recorded compressed); Python 2's
  ``!!python/unicode`` / ``!!python/str`` tags (vcrpy 1.x under PyYAML's Python 2
  dumper); the pre-1.0 layout, a top-level list of ``{request: {host, port, path,
  protocol, method...}, response}``; pydantic-ai's serializer variant, ``parsed_body``
  (decoded JSON) on either side and ``status`` as a bare integer;
* HAR 1.2: ``log.entries[].{startedDateTime, time, request{method, url, headers[],
  postData{text}}, response{status, statusText, headers[], content{text, encoding}}}``;
* envelope JSON: ``{request: {method, url, headers, body|json|params}, response:
  {status|status_code, headers, body|text|json}}`` (and ``captured_at``), one or a list;
* a bare JSON response body: no request, no status, no headers (semantic-kernel,
  SerpApi's own test data). Its status must be given (``--status``).

Anything else is refused with a :class:`~..errors.CaptureFormatError` naming the file
and the formats accepted. A UTF-8 BOM is tolerated.
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import yaml

from ..dates import parse_datetime
from ..errors import CaptureFormatError
from ..yaml_files import StrictLoader, parse_yaml

# vcrpy's pre-1.0 cassettes carried no "uri"; the migration (vcr/migration.py) builds it.
PRE1_KEYS = ("host", "path")


class CaptureLoader(StrictLoader):
    """The safe loader with its alias limits, plus the two text tags PyYAML's Python 2
    dumper wrote (vcrpy 1.x cassettes): ``!!python/unicode`` and ``!!python/str`` are
    text. No other Python tag builds anything. A capture is someone else's file: a
    duplicate key in it is read as PyYAML reads it (the last one wins)."""

    reject_duplicate_keys = False


def _text(loader: yaml.SafeLoader, node: yaml.Node) -> str:
    return str(loader.construct_scalar(node))  # type: ignore[arg-type]


for _tag in ("tag:yaml.org,2002:python/unicode", "tag:yaml.org,2002:python/str"):
    CaptureLoader.add_constructor(_tag, _text)


@dataclass
class CapturedInteraction:
    method: str | None
    uri: str | None
    request_headers: dict[str, list[str]] = field(default_factory=dict)
    request_body: bytes | None = None
    status: int | None = 200  # None: the file does not say (a bare body)
    reason: str = "OK"
    response_headers: dict[str, list[str]] = field(default_factory=dict)
    response_body: bytes = b""
    captured_at: dt.datetime | None = None  # HAR startedDateTime, an envelope's timestamp
    latency_ms: float | None = None  # HAR time

    def request_json(self) -> Any:
        if not self.request_body:
            return None
        return json.loads(self.request_body)

    def response_json(self) -> Any:
        return json.loads(self.response_body.decode("utf-8-sig"))

    @property
    def date(self) -> dt.datetime | None:
        """When it was captured: the response's ``Date`` header, else the file's own
        timestamp for it."""
        for name, values in self.response_headers.items():
            if name.lower() == "date" and values:
                parsed = parse_datetime(values[0])
                if parsed is not None:
                    return parsed
        return self.captured_at


@dataclass
class Capture:
    path: Path
    # "vcrpy", "vcrpy-parsed-body", "vcrpy-pre1", "har", "envelope", "bare-json"
    format: str
    interactions: list[CapturedInteraction]


# -- the pieces every format shares ------------------------------------------------------


def _headers(raw: Any) -> dict[str, list[str]]:
    """vcrpy's ``{name: [values]}``, an envelope's ``{name: value}`` or HAR's
    ``[{name, value}]``."""
    if isinstance(raw, list):
        out: dict[str, list[str]] = {}
        for item in raw:
            if isinstance(item, Mapping) and "name" in item:
                out.setdefault(str(item["name"]), []).append(str(item.get("value", "")))
        return out
    if not isinstance(raw, Mapping):
        return {}
    return {
        str(k): [str(v) for v in (values if isinstance(values, list) else [values])]
        for k, values in raw.items()
    }


def _encode(value: Any) -> bytes | None:
    """A body as bytes: text as UTF-8, bytes as they are, decoded JSON re-encoded."""
    if value is None:
        return None
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8")
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def _body(side: Mapping[str, Any]) -> tuple[bytes | None, bool]:
    """The body bytes of one side, and whether it came from ``parsed_body``."""
    if "parsed_body" in side:
        return _encode(side["parsed_body"]), True
    body = side.get("body")
    if isinstance(body, Mapping) and ("string" in body or "base64_string" in body):
        if body.get("base64_string") is not None:
            return base64.b64decode(body["base64_string"]), False
        return _encode(body.get("string")), False
    if body is not None:
        return _encode(body), False
    for key in ("text", "content", "data"):
        if isinstance(side.get(key), (str, bytes)):
            return _encode(side[key]), False
    if "json" in side:
        return _encode(side["json"]), False
    return None, False


def _status(response: Mapping[str, Any]) -> tuple[int | None, str]:
    raw = response.get("status")
    if isinstance(raw, Mapping):
        code, message = raw.get("code"), str(raw.get("message") or "")
    else:
        code = raw if raw is not None else response.get("status_code", response.get("statusCode"))
        message = str(response.get("reason") or response.get("statusText") or "")
    if isinstance(code, str) and code.strip().isdigit():
        code = int(code)
    if isinstance(code, bool) or not isinstance(code, int):
        return None, message
    return code, message


def _uri(request: Mapping[str, Any]) -> str | None:
    uri = request.get("uri") or request.get("url")
    if not uri and all(request.get(k) for k in PRE1_KEYS):
        scheme = request.get("protocol") or "https"
        port = request.get("port")
        default = {"https": 443, "http": 80}.get(str(scheme))
        netloc = str(request["host"]) + (f":{port}" if port and port != default else "")
        uri = f"{scheme}://{netloc}{request['path']}"
    if not isinstance(uri, str) or not uri:
        return None
    params = request.get("params")
    if isinstance(params, (Mapping, list)) and params:
        uri = str(httpx.URL(uri).copy_merge_params(params))
    return uri


def _exchange(raw: Any, where: str, path: Path) -> tuple[CapturedInteraction, bool]:
    """One ``{request, response}`` of a vcrpy cassette (any version) or an envelope."""
    if not isinstance(raw, Mapping) or not isinstance(raw.get("request"), Mapping):
        raise CaptureFormatError(path, f"{where} has no request")
    request = raw["request"]
    response = raw.get("response")
    if not isinstance(response, Mapping):
        raise CaptureFormatError(path, f"{where} has no response")
    uri = _uri(request)
    if uri is None:
        raise CaptureFormatError(path, f"{where}: the request has no uri or url")
    request_body, parsed_request = _body(request)
    response_body, parsed_response = _body(response)
    status, reason = _status(response)
    when = next(
        (
            parse_datetime(holder.get(key))
            for holder in (raw, response)
            for key in ("captured_at", "recorded_at", "timestamp")
            if isinstance(holder.get(key), (str, int, float))
        ),
        None,
    )
    latency = raw.get("latency_ms") if isinstance(raw.get("latency_ms"), (int, float)) else None
    return (
        CapturedInteraction(
            method=str(request.get("method") or "GET").upper(),
            uri=uri,
            request_headers=_headers(request.get("headers")),
            request_body=request_body,
            status=status,
            reason=reason or ("OK" if status == 200 else ""),
            response_headers=_headers(response.get("headers")),
            response_body=response_body or b"",
            captured_at=when,
            latency_ms=float(latency) if latency is not None else None,
        ),
        parsed_request or parsed_response,
    )


# -- the formats ---------------------------------------------------------------------------


def _from_vcrpy(path: Path, items: list[Any], pre1: bool) -> Capture:
    interactions, parsed = [], False
    for index, raw in enumerate(items):
        interaction, parsed_body = _exchange(raw, f"interaction {index}", path)
        interactions.append(interaction)
        parsed |= parsed_body
    if not interactions:
        raise CaptureFormatError(path, "the cassette holds no interaction")
    kind = "vcrpy-pre1" if pre1 else ("vcrpy-parsed-body" if parsed else "vcrpy")
    return Capture(path, kind, interactions)


def _from_envelopes(path: Path, items: list[Any]) -> Capture:
    interactions = [_exchange(raw, f"exchange {i}", path)[0] for i, raw in enumerate(items)]
    if not interactions:
        raise CaptureFormatError(path, "the file holds no exchange")
    return Capture(path, "envelope", interactions)


def _from_har(path: Path, log: Mapping[str, Any]) -> Capture:
    interactions = []
    for index, entry in enumerate(log.get("entries") or []):
        request = entry.get("request") if isinstance(entry, Mapping) else None
        response = entry.get("response") if isinstance(entry, Mapping) else None
        if not isinstance(request, Mapping) or not isinstance(response, Mapping):
            raise CaptureFormatError(path, f"HAR entry {index} has no request or response")
        post = request.get("postData")
        content = response.get("content")
        content = content if isinstance(content, Mapping) else {}
        text = content.get("text")
        body = b""
        if isinstance(text, str) and content.get("encoding") == "base64":
            try:
                body = base64.b64decode(text)
            except binascii.Error as exc:
                raise CaptureFormatError(
                    path,
                    f"HAR entry {index}: response.content.text is not valid base64 ({exc})",
                    "export the HAR again (its encoding says base64), or drop the entry",
                ) from None
        elif isinstance(text, str):
            body = text.encode()
        status = response.get("status")
        time = entry.get("time")
        interactions.append(
            CapturedInteraction(
                method=str(request.get("method") or "GET").upper(),
                uri=str(request.get("url") or "") or None,
                request_headers=_headers(request.get("headers")),
                request_body=_encode(post.get("text")) if isinstance(post, Mapping) else None,
                # HAR writes 0 for a request that got no response (blocked, aborted).
                status=status if isinstance(status, int) and status > 0 else None,
                reason=str(response.get("statusText") or ""),
                response_headers=_headers(response.get("headers")),
                response_body=body,
                captured_at=parse_datetime(entry.get("startedDateTime")),
                latency_ms=float(time) if isinstance(time, (int, float)) and time >= 0 else None,
            )
        )
    if not interactions:
        raise CaptureFormatError(path, "the HAR log holds no entry")
    return Capture(path, "har", interactions)


def _is_exchange_list(data: Any) -> bool:
    return (
        isinstance(data, list)
        and bool(data)
        and all(isinstance(i, Mapping) and "request" in i and "response" in i for i in data)
    )


def _looks_vcrpy(item: Mapping[str, Any]) -> bool:
    response = item.get("response")
    request = item.get("request")
    return isinstance(response, Mapping) and (
        isinstance(response.get("status"), Mapping)
        or (isinstance(response.get("body"), Mapping) and "string" in response["body"])
        or (isinstance(request, Mapping) and all(k in request for k in PRE1_KEYS))
    )


def _load(path: Path, text: str) -> Any:
    if path.suffix.lower() in (".yaml", ".yml"):
        try:
            return parse_yaml(text, CaptureLoader)
        except yaml.YAMLError as exc:
            problem = " ".join(str(exc).split())[:300]
            raise CaptureFormatError(path, f"not valid YAML: {problem}") from None
    try:
        return json.loads(text)
    except ValueError as exc:
        raise CaptureFormatError(path, f"not valid JSON: {exc}") from None


def read_capture(path: Path) -> Capture:
    """The exchanges of one capture file, whatever format it is in (see the module)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CaptureFormatError(path, f"cannot read: {exc}") from None
    text = raw.decode("utf-8-sig", errors="replace")
    data = _load(path, text)
    if isinstance(data, Mapping):
        log = data.get("log")
        if isinstance(log, Mapping) and isinstance(log.get("entries"), list):
            return _from_har(path, log)
        if isinstance(data.get("interactions"), list):
            return _from_vcrpy(path, data["interactions"], pre1=False)
        if isinstance(data.get("request"), Mapping) and isinstance(data.get("response"), Mapping):
            return _from_envelopes(path, [data])
    if _is_exchange_list(data):
        if all(_looks_vcrpy(item) for item in data):
            return _from_vcrpy(path, data, pre1=True)
        return _from_envelopes(path, data)
    if path.suffix.lower() in (".yaml", ".yml"):
        raise CaptureFormatError(path, "YAML that is no vcrpy cassette (no interactions)")
    if isinstance(data, (Mapping, list)):
        body = text.encode("utf-8")
        return Capture(
            path,
            "bare-json",
            [
                CapturedInteraction(
                    method=None, uri=None, status=None, reason="", response_body=body
                )
            ],
        )
    raise CaptureFormatError(path, f"a JSON {type(data).__name__}, not a capture or a body")
