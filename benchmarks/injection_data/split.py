"""The split rule: every bank entry goes once to ``dev`` or ``test`` by a fixed hash.

``side(bank, entry)``: bucket = int(sha256("injection-split:" + bank + ":" + entry)[:8], 16)
% 100; ``dev`` if bucket < 60 else ``test``. A bank entry is a wording (an addressee
phrasing, an ask phrasing, a softness frame, a shape, a host paragraph, a hard-negative
sentence, a BIPIA instruction) or a page (a carrier or clean corpus page, by its name). A
document draws all its parts from one side, so the test part's attacks use wordings never
seen in dev. html-dev2 pages keep the split of ``benchmarks/html_dev2_split.json``
(shared with the main-text work). Made once on 2026-12-01, before any tuning.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

SPLIT_DATE = "2026-12-01"
RULE = (
    'bucket = int(sha256(("injection-split:" + bank + ":" + entry).encode()).hexdigest()[:8], 16)'
    " % 100; dev if bucket < 60 else test"
)
DEV_SHARE = 60
PARTS = ("dev", "test")
HTML_DEV2_SPLIT = Path(__file__).resolve().parents[1] / "html_dev2_split.json"

T = TypeVar("T")


def side(bank: str, entry: str) -> str:
    """``dev`` or ``test`` for this entry of this bank (see the module docstring)."""
    digest = hashlib.sha256(f"injection-split:{bank}:{entry}".encode()).hexdigest()
    return "dev" if int(digest[:8], 16) % 100 < DEV_SHARE else "test"


def key_of(entry: object) -> str:
    """The text an entry is hashed by: a string itself, a tuple's first element."""
    if isinstance(entry, str):
        return entry
    if isinstance(entry, tuple) and entry and isinstance(entry[0], str):
        return entry[0]
    raise TypeError(f"cannot split {entry!r}")


def pick(bank: str, entries: Iterable[T], part: str) -> list[T]:
    """The entries of ``bank`` that belong to ``part``, in their written order."""
    if part not in PARTS:
        raise ValueError(f"part must be 'dev' or 'test', not {part!r}")
    return [e for e in entries if side(bank, key_of(e)) == part]


@lru_cache(maxsize=1)
def html_dev2_parts() -> dict[str, str]:
    """page id -> part, from ``benchmarks/html_dev2_split.json``."""
    data = json.loads(HTML_DEV2_SPLIT.read_text(encoding="utf-8"))
    parts = dict.fromkeys(data["dev"], "dev")
    parts.update(dict.fromkeys(data["test"], "test"))
    return parts


def both_sides(bank: str, entries: Sequence[object]) -> bool:
    """Whether the bank has entries on both sides (every bank must)."""
    return {side(bank, key_of(e)) for e in entries} == set(PARTS)
