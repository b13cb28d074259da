"""Paid answers of a case still being recorded, kept the moment they arrive.

A case's cassettes are written when the case ends, but a recording can be killed
between a case's search and its extract: the search was paid for and its answer would
be lost. So every successful (billed) answer is appended, redacted, to
``<cassettes>/.recording/pending/<provider>/<case>.jsonl`` as soon as its body is read,
before the adapter even parses it; the file goes when the case's cassettes are
written. A later recording of the case answers the same request from here instead of
paying for it again (``live.py``). Lines are whole or absent: one ``os.write`` on an
``O_APPEND`` descriptor each, and a torn last line (a kill inside the write) is
ignored when read back.

Nothing unredacted reaches the disk here either: the line is the interaction as the
cassette would store it, after redaction. A cassette rebuilt from it therefore has the
redacted capture as its ``original_sha256``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError

from ..replay.cassette import Interaction

PENDING_DIR = "pending"

Redact = Callable[[Interaction], Interaction]


class PendingLog:
    """The pending answers of one (provider, case)."""

    def __init__(self, path: Path, redact: Redact) -> None:
        self.path = path
        self.redact = redact

    def append(self, interaction: Interaction) -> Interaction:
        """Keep ``interaction``, redacted; the redacted interaction."""
        redacted = self.redact(interaction)
        line = json.dumps(
            redacted.model_dump(mode="json", exclude_none=True),
            ensure_ascii=False,
            sort_keys=True,
        )
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND
        try:
            fd = os.open(self.path, flags, 0o644)
        except FileNotFoundError:  # the provider's first pending case
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, flags, 0o644)
        try:
            os.write(fd, (line + "\n").encode("utf-8"))
        finally:
            os.close(fd)
        return redacted

    def load(self) -> list[Interaction]:
        """The answers kept so far (a torn or unreadable line is skipped)."""
        try:
            text = self.path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return []
        out: list[Interaction] = []
        for line in text.splitlines():
            if not line.strip():
                continue
            try:
                out.append(Interaction.model_validate_json(line))
            except (ValidationError, ValueError):
                continue  # a line cut by a kill: that answer was never kept
        return out

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)


def pending_path(recording_root: Path, provider: str, case_id: str) -> Path:
    return recording_root / PENDING_DIR / provider / f"{case_id}.jsonl"


def pending_cases(recording_root: Path) -> dict[str, list[str]]:
    """provider -> case ids with pending answers (an interrupted recording's)."""
    out: dict[str, list[str]] = {}
    base = recording_root / PENDING_DIR
    if not base.is_dir():
        return out
    for folder in sorted(base.iterdir()):
        if folder.is_dir():
            cases = sorted(p.stem for p in folder.glob("*.jsonl"))
            if cases:
                out[folder.name] = cases
    return out
