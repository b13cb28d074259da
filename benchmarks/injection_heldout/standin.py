"""Trivial stand-in detectors to check the held-out set's plumbing without running the real
detector on it: ``flag_nothing`` and ``flag_everything``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class StandInReport:
    flagged: bool


def flag_nothing(artifact: Any) -> StandInReport:
    return StandInReport(flagged=False)


def flag_everything(artifact: Any) -> StandInReport:
    return StandInReport(flagged=True)
