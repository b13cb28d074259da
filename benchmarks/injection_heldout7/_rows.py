"""Reading this set's attack banks. One attack a line:
``context addressee ask softness :: text``. Inside the text `` // `` is a line break (a
form, a ticket stub, a stats block) and `` ~~ `` a column break (written as a tab). Blank
lines and lines starting with ``#`` are skipped."""

from __future__ import annotations

Attack = tuple[str, str, str, str, str]  # addressee, ask, soft, context, text


def parse(raw: str) -> tuple[Attack, ...]:
    rows: list[Attack] = []
    for number, line in enumerate(raw.splitlines(), start=1):
        item = line.strip()
        if not item or item.startswith("#"):
            continue
        head, sep, text = item.partition(" :: ")
        labels = head.split()
        if not sep or len(labels) != 4 or not text.strip():
            raise ValueError(
                f"attack bank line {number}: want 'context addressee ask soft :: text', "
                f"found {item[:60]!r}"
            )
        context, addressee, ask, soft = labels
        body = "\n".join(piece.strip() for piece in text.split(" // ")).replace(" ~~ ", "\t")
        rows.append((addressee, ask, soft, context, body.strip()))
    return tuple(rows)
