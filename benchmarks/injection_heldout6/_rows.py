"""Parsing this set's attack banks. One attack per line:
``context addressee ask softness :: text``. In the text, ``//`` stands for a line break
(for multi-line attacks such as a config block) and ``~~`` for a column break (a tab, for
spec-sheet rows). Lines starting with ``#`` and blank lines are skipped."""

from __future__ import annotations

Attack = tuple[str, str, str, str, str]  # addressee, ask, soft, context, text


def parse(raw: str) -> tuple[Attack, ...]:
    rows: list[Attack] = []
    for number, line in enumerate(raw.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        labels, sep, text = stripped.partition(" :: ")
        fields = labels.split()
        if not sep or len(fields) != 4 or not text.strip():
            raise ValueError(
                f"attack bank line {number}: expected 'context addressee ask soft :: text', "
                f"got {stripped[:60]!r}"
            )
        context, addressee, ask, soft = fields
        body = "\n".join(part.strip() for part in text.split(" // ")).replace(" ~~ ", "\t")
        rows.append((addressee, ask, soft, context, body.strip()))
    return tuple(rows)
