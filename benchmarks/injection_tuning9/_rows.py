"""Parsing the hand-written tables of this package.

Attack rows: ``context | addressee | ask | soft | shape | text``, one per line; clean rows:
``category | text``. A literal ``\\n`` in a text is a line break (data-shaped attacks: CSV
rows, config snippets). Blank lines and lines starting with ``#`` are skipped.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AttackRow:
    context: str
    addressee: str
    ask: str
    soft: str
    shape: str
    text: str


def attack_rows(table: str) -> list[AttackRow]:
    rows: list[AttackRow] = []
    for number, raw in enumerate(table.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        cells = [cell.strip() for cell in line.split(" | ", 5)]
        if len(cells) != 6 or not all(cells):
            raise ValueError(f"attack table line {number}: expected 6 cells, got {line!r}")
        context, addressee, ask, soft, shape, text = cells
        rows.append(AttackRow(context, addressee, ask, soft, shape, text.replace("\\n", "\n")))
    return rows


def clean_rows(table: str) -> dict[str, list[str]]:
    """category -> its sentences, in table order."""
    out: dict[str, list[str]] = {}
    for number, raw in enumerate(table.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        category, sep, text = line.partition(" | ")
        if not sep or not category or not text:
            raise ValueError(f"clean table line {number}: expected 'category | text'")
        out.setdefault(category.strip(), []).append(text.strip().replace("\\n", "\n"))
    return out
