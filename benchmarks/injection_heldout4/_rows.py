"""Reading the hand-written banks of this set: one attack a line, "addressee ask softness
context | text", with a literal ``\\n`` standing for a line break inside the text."""

from __future__ import annotations

Attack = tuple[str, str, str, str, str]


def rows(raw: str) -> tuple[Attack, ...]:
    out: list[Attack] = []
    for number, line in enumerate(raw.strip().splitlines(), start=1):
        if not line.strip():
            continue
        labels, sep, text = line.partition(" | ")
        fields = labels.split()
        if not sep or len(fields) != 4 or not text.strip():
            raise ValueError(f"attack line {number} is not 'a b c d | text': {line[:60]!r}")
        addressee, ask, soft, context = fields
        out.append((addressee, ask, soft, context, text.strip().replace("\\n", "\n")))
    return tuple(out)
