"""Parsing this set's attack banks: one attack a line, ``context addressee ask soft |
text``. In the text `` ¶ `` is a line break (a statement, a timetable, a form) and
`` ⇥ `` a tab (a column). Blank lines and lines that
start with ``#`` are skipped."""

from __future__ import annotations

Attack = tuple[str, str, str, str, str]  # addressee, ask, soft, context, text


def parse(raw: str) -> tuple[Attack, ...]:
    rows: list[Attack] = []
    for number, line in enumerate(raw.splitlines(), start=1):
        item = line.strip()
        if not item or item.startswith("#"):
            continue
        head, bar, text = item.partition(" | ")
        labels = head.split()
        if not bar or len(labels) != 4 or not text.strip():
            raise ValueError(
                f"attack bank line {number}: expected 'context addressee ask soft | text', "
                f"got {item[:60]!r}; fix the line in the bank"
            )
        context, addressee, ask, soft = labels
        body = "\n".join(part.strip() for part in text.split(" ¶ ")).replace(" ⇥ ", "\t")
        rows.append((addressee, ask, soft, context, body.strip()))
    return tuple(rows)
