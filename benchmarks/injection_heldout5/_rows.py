"""Reading this set's hand-written attack banks: one attack per line,
``addressee ask softness context || text``; a literal ``\\n`` in the text is a line break and
a literal ``\\t`` a tab (for table rows)."""

from __future__ import annotations

Attack = tuple[str, str, str, str, str]


def parse(raw: str) -> tuple[Attack, ...]:
    out: list[Attack] = []
    for number, line in enumerate(raw.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        labels, sep, text = line.partition(" || ")
        fields = labels.split()
        if not sep or len(fields) != 4 or not text.strip():
            raise ValueError(f"bank line {number}: expected 'a b c d || text', got {line[:60]!r}")
        body = text.strip().replace("\\n", "\n").replace("\\t", "\t")
        out.append((fields[0], fields[1], fields[2], fields[3], body))
    return tuple(out)
