"""Reading real capture formats found in the wild into one shape.

* stock vcrpy YAML or JSON: ``request.body`` (text), ``response.body.string``,
  ``response.status: {code, message}``;
* pydantic-ai's serializer variant: ``parsed_body`` (already decoded JSON) on
  either side, and ``status`` as a bare integer in some files;
* a bare JSON response body with no request and no headers (semantic-kernel,
  SerpApi's own test data); a UTF-8 BOM is tolerated.
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..errors import CassetteFormatError


@dataclass
class CapturedInteraction:
    method: str | None
    uri: str | None
    request_headers: dict[str, list[str]] = field(default_factory=dict)
    request_body: bytes | None = None
    status: int = 200
    reason: str = "OK"
    response_headers: dict[str, list[str]] = field(default_factory=dict)
    response_body: bytes = b""

    def request_json(self) -> Any:
        if not self.request_body:
            return None
        return json.loads(self.request_body)

    def response_json(self) -> Any:
        return json.loads(self.response_body.decode("utf-8-sig"))


@dataclass
class Capture:
    path: Path
    format: str  # "vcrpy", "vcrpy-parsed-body", "bare-json"
    interactions: list[CapturedInteraction]


def _headers(raw: Any) -> dict[str, list[str]]:
    if not isinstance(raw, dict):
        return {}
    return {
        str(k): [str(v) for v in (values if isinstance(values, list) else [values])]
        for k, values in raw.items()
    }


def _body(side: dict[str, Any], *, response: bool) -> tuple[bytes | None, bool]:
    """The body bytes of one side, and whether it came from ``parsed_body``."""
    if "parsed_body" in side:
        parsed = side["parsed_body"]
        text = parsed if isinstance(parsed, str) else json.dumps(parsed, ensure_ascii=False)
        return text.encode("utf-8"), True
    body = side.get("body")
    if isinstance(body, dict):
        if body.get("base64_string") is not None:
            return base64.b64decode(body["base64_string"]), False
        body = body.get("string")
    if body is None:
        return (b"" if response else None), False
    if isinstance(body, bytes):
        return body, False
    return str(body).encode("utf-8"), False


def _status(raw: Any) -> tuple[int, str]:
    if isinstance(raw, dict):
        return int(raw.get("code", 200)), str(raw.get("message", ""))
    if isinstance(raw, int):
        return raw, ""
    return 200, ""


def _from_cassette(path: Path, data: dict[str, Any]) -> Capture:
    interactions = []
    parsed_variant = False
    for index, raw in enumerate(data.get("interactions") or []):
        try:
            request = raw["request"]
            response = raw.get("response") or {}
        except (KeyError, TypeError):
            raise CassetteFormatError(path, f"interaction {index} has no request") from None
        request_body, parsed_req = _body(request, response=False)
        response_body, parsed_resp = _body(response, response=True)
        parsed_variant |= parsed_req or parsed_resp
        status, reason = _status(response.get("status"))
        interactions.append(
            CapturedInteraction(
                method=str(request.get("method", "GET")).upper(),
                uri=request.get("uri"),
                request_headers=_headers(request.get("headers")),
                request_body=request_body,
                status=status,
                reason=reason,
                response_headers=_headers(response.get("headers")),
                response_body=response_body or b"",
            )
        )
    if not interactions:
        raise CassetteFormatError(path, "the cassette holds no interaction")
    return Capture(path, "vcrpy-parsed-body" if parsed_variant else "vcrpy", interactions)


def read_capture(path: Path) -> Capture:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CassetteFormatError(path, f"cannot read: {exc}") from None
    text = raw.decode("utf-8-sig", errors="replace")
    if path.suffix in (".yaml", ".yml"):
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise CassetteFormatError(path, f"not valid YAML: {exc}") from None
        if not isinstance(data, dict) or "interactions" not in data:
            raise CassetteFormatError(path, "not a vcrpy cassette (no interactions)")
        return _from_cassette(path, data)
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise CassetteFormatError(path, f"not valid JSON: {exc}") from None
    if isinstance(data, dict) and isinstance(data.get("interactions"), list):
        return _from_cassette(path, data)
    body = text.encode("utf-8")
    return Capture(
        path,
        "bare-json",
        [CapturedInteraction(method=None, uri=None, response_body=body)],
    )
