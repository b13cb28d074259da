"""Recorded judgments: cassettes under ``<cassettes>/_judge/<model>/<provider>/<case>.json``.

The files are ordinary cassettes (vcrpy JSON plus ``ws`` blocks) listed in the
manifest like any fixture. Each interaction carries its judgment key: the hash of
(model, prompt version, query, chunk hash). A judgment is a function of its key,
so a lookup searches the case's files of every provider: a chunk two providers both
returned is graded once per recording, and replays in any order (xdist, shards)
find it. One file per (provider, case) keeps xdist workers from writing one file.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from ..replay.store import CassetteStore, LoadedCassette
from .prompt import PROMPT_VERSION

JUDGE_DIR = "_judge"


def model_slug(model: str) -> str:
    """The model's name as a folder name."""
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", model).strip("-.")
    return slug or "model"


def judge_key(model: str, query: str, chunk_sha256: str) -> str:
    text = "\0".join((model, PROMPT_VERSION, query, chunk_sha256))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class JudgeStore:
    def __init__(self, cassettes: CassetteStore, model: str) -> None:
        self.cassettes = cassettes
        self.model = model
        self.root = cassettes.root / JUDGE_DIR / model_slug(model)
        self._providers: list[str] | None = None

    def path(self, provider: str, case_id: str) -> Path:
        return self.root / provider / f"{case_id}.json"

    def relative(self, path: Path) -> str:
        return self.cassettes.relative(path)

    def providers(self) -> list[str]:
        if self._providers is None:
            try:
                self._providers = sorted(e.name for e in os.scandir(self.root) if e.is_dir())
            except OSError:
                self._providers = []
        return self._providers

    def lookup(self, provider: str, case_id: str, key: str) -> tuple[LoadedCassette, int] | None:
        """The recorded judgment with this key: the provider's own file first, then the
        case's files of the other providers."""
        order = [provider, *(p for p in self.providers() if p != provider)]
        for name in order:
            path = self.path(name, case_id)
            if not self.cassettes.exists(path):
                continue
            loaded = self.cassettes.load(path)
            for index, interaction in enumerate(loaded.cassette.interactions):
                if interaction.ws.judge_key == key and interaction.response is not None:
                    return loaded, index
        return None

    def forget(self) -> None:
        """Drop listings after a recording wrote files."""
        self._providers = None
        self.cassettes.forget_listing()
