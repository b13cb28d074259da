"""What the ``ws_cassette`` fixture hands a user test: the files serving one (case, provider)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .cassette import Cassette
from .store import CassetteStore


@dataclass(frozen=True)
class CaseCassettes:
    store: CassetteStore
    provider: str
    case_id: str

    def paths(self, operation: str = "search") -> list[Path]:
        """Files serving ``operation``, in play order (recorded failures first)."""
        return self.store.candidates(self.provider, operation, self.case_id)

    def load(self, operation: str = "search") -> Cassette:
        """The regular (non-error) cassette of ``operation``."""
        return self.store.load(
            self.store.expected_path(self.provider, operation, self.case_id)
        ).cassette

    @property
    def path(self) -> Path:
        return self.store.expected_path(self.provider, "search", self.case_id)
