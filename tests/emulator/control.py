"""The control endpoints: ``GET /_stats?keys=all|duplicates|none``, ``GET /_health``,
``POST /_reset``, ``POST /_compact`` and
``POST /_inject {"provider", "status", "count", "operation"?}``."""

from __future__ import annotations

import json
import os
from typing import Any, Protocol
from urllib.parse import parse_qsl

from .reply import JSON, Reply, json_bytes


class Controlled(Protocol):
    def stats(self, keys: str = ...) -> dict[str, Any]: ...
    def reset(self) -> None: ...
    def compact(self) -> None: ...
    def inject(
        self, provider: str, status: int, count: int = ..., operation: str | None = ...
    ) -> None: ...


def not_found() -> Reply:
    return Reply(404, [JSON], json_bytes({"detail": "Not Found"}))


def _ok() -> Reply:
    return Reply(200, [JSON], json_bytes({"ok": True}))


def answer(core: Controlled, method: str, path: str, query: str, body: bytes) -> Reply:
    """The answer to a control request (404 for an unknown one)."""
    params = dict(parse_qsl(query))
    if path == "/_health":
        return Reply(200, [JSON], json_bytes({"ok": True, "pid": os.getpid()}))
    if path == "/_stats" and method == "GET":
        return Reply(200, [JSON], json_bytes(core.stats(params.get("keys", "duplicates"))))
    if path == "/_reset" and method == "POST":
        core.reset()
        return _ok()
    if path == "/_compact" and method == "POST":
        core.compact()
        return _ok()
    if path == "/_inject" and method == "POST":
        try:
            spec = json.loads(body)
            core.inject(
                spec["provider"],
                int(spec["status"]),
                int(spec.get("count", 1)),
                spec.get("operation"),
            )
        except (ValueError, KeyError, TypeError) as exc:
            return Reply(400, [JSON], json_bytes({"error": str(exc)}))
        return _ok()
    return not_found()
