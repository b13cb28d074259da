"""The cassette file: vcrpy's JSON format plus a ``ws`` block per interaction and per file.

One cassette per (provider, operation, case). vcrpy reads these files as they are
(it ignores the ``ws`` keys); the extra blocks carry what replay needs and vcrpy
does not record: the end-to-end latency and the cost of each interaction, when
it was captured, the fixture class and whether the file is synthetic. A timeout
is an interaction whose ``ws.kind`` is ``timeout`` and whose response is null: the
replay transport turns it into a call that never answers before the deadline.

Binary bodies (gzip, PDF) are stored base64 in ``body.base64_string``, because
vcrpy's JSON serializer cannot hold bytes; text bodies stay in ``body.string``.
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..errors import CassetteFormatError

CASSETTE_VERSION = 1
InteractionKind = Literal["response", "timeout"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="allow")


class RecordedRequest(_Model):
    method: str
    uri: str
    body: str | None = None
    headers: dict[str, list[str]] = Field(default_factory=dict)


class RecordedStatus(_Model):
    code: int = Field(ge=100, le=599)  # an HTTP status
    message: str = ""


class RecordedBody(_Model):
    string: str | None = None
    base64_string: str | None = None

    @field_validator("base64_string")
    @classmethod
    def _decodes(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                base64.b64decode(value, validate=True)
            except (binascii.Error, ValueError) as exc:
                raise ValueError(f"the body is not valid base64 ({exc})") from None
        return value

    def as_bytes(self) -> bytes:
        if self.base64_string is not None:
            return base64.b64decode(self.base64_string)
        return (self.string or "").encode("utf-8")


class RecordedResponse(_Model):
    status: RecordedStatus
    headers: dict[str, list[str]] = Field(default_factory=dict)
    body: RecordedBody = Field(default_factory=RecordedBody)


class InteractionMeta(_Model):
    kind: InteractionKind = "response"
    # Finite and >= 0: a NaN or a negative latency or cost would reach the run's numbers
    # (and the run file's writer refuses NaN: the session would end without its report).
    latency_ms: float | None = Field(default=None, ge=0, allow_inf_nan=False)
    cost_usd: float | None = Field(default=None, ge=0, allow_inf_nan=False)
    recorded_at: dt.datetime | None = None
    # For a timeout marker: how long the original call waited before it was cut.
    waited_ms: float | None = Field(default=None, ge=0, allow_inf_nan=False)
    # The canonical request fingerprint (replay/matching.py), written when recorded.
    fingerprint: str | None = None
    # A judge call's key: (model, prompt version, query, chunk hash), hashed (judge/store.py).
    judge_key: str | None = None


class Interaction(_Model):
    request: RecordedRequest
    response: RecordedResponse | None = None
    ws: InteractionMeta = Field(default_factory=InteractionMeta)


class CassetteMeta(_Model):
    provider: str
    operation: str
    case_id: str
    fixture_class: int = Field(ge=1, le=9)
    synthetic: bool
    captured_at: dt.datetime
    generator: str | None = None
    note: str | None = None
    # ``scheme://host[:port]`` when it was recorded at a local address (an emulator, a
    # local gateway: ``addresses.py``); absent for the provider's own address. Files
    # written before this field are judged by their requests' URIs.
    local_address: str | None = None


class Cassette(_Model):
    version: int = CASSETTE_VERSION
    interactions: list[Interaction]
    ws: CassetteMeta | None = None

    @field_validator("version")
    @classmethod
    def _known_version(cls, value: int) -> int:
        if value != CASSETTE_VERSION:
            raise ValueError(
                f"cassette version {value} is not the one this bench reads "
                f"({CASSETTE_VERSION}): upgrade pytest-websearch-bench, or re-record"
            )
        return value


def load_cassette(path: Path | str) -> Cassette:
    try:
        with open(path, "rb") as stream:
            data = stream.read()
    except OSError as exc:
        raise CassetteFormatError(path, f"cannot read: {exc}") from None
    try:
        cassette = Cassette.model_validate_json(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        at = f" at {where}" if where else ""
        raise CassetteFormatError(path, f"{first['msg']}{at}") from None
    for index, interaction in enumerate(cassette.interactions):
        if interaction.ws.kind == "response" and interaction.response is None:
            raise CassetteFormatError(path, f"interaction {index} has no response")
    return cassette


def dump_cassette(cassette: Cassette) -> bytes:
    """Stable bytes for a cassette: sorted keys, two-space indent, UTF-8, final newline."""
    data: dict[str, Any] = cassette.model_dump(mode="json", exclude_none=True)
    return (json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n").encode("utf-8")
