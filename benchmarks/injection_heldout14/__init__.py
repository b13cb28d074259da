"""(docstring written below once the counts are known)"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout14"
WRITTEN = "2026-12-03"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """All documents of the set, in a fixed order. ``corpus`` (default ``default_corpus()``)
    is accepted like the other sets' loaders and never read: no document of this set is
    carried by a corpus page, so the set is the same with or without one."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
