"""The JSON Lines journal that lets the emulator itself survive ``kill -9``.

Each answered request is appended as one line in one ``write(2)`` (no fsync: the page
cache survives the death of the process). A clean stop compacts the file into a single
``{"e": "snapshot"}`` line, written to a temporary file and renamed over the journal.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from typing import Any

from .reply import json_bytes


class Journal:
    def __init__(self, path: str) -> None:
        self.path = path
        self._fd: int | None = None

    def events(self) -> Iterator[dict[str, Any]]:
        """The events already in the file (a line cut by a kill is skipped)."""
        if not os.path.exists(self.path):
            return
        with open(self.path, encoding="utf-8") as fh:
            for line in fh:
                try:
                    event = json.loads(line)
                except ValueError:
                    continue
                if isinstance(event, dict):
                    yield event

    def open(self) -> None:
        self._fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    @property
    def is_open(self) -> bool:
        return self._fd is not None

    def append(self, event: Mapping[str, Any]) -> None:
        if self._fd is not None:
            os.write(self._fd, json_bytes(event) + b"\n")

    def compact(self, snapshot: Mapping[str, Any]) -> None:
        """Replace the file by ``snapshot`` alone (atomically) and keep appending to it."""
        tmp = f"{self.path}.tmp.{os.getpid()}"
        with open(tmp, "wb") as fh:
            fh.write(json_bytes(snapshot) + b"\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, self.path)
        self.close()
        self.open()

    def truncate(self) -> None:
        if self._fd is not None:
            os.ftruncate(self._fd, 0)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
