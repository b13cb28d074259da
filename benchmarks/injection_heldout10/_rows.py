"""Parsing this set's attack banks: one attack per line,

    context addressee ask soft | text

where `` ¶ `` inside the text starts a new line (a log, a list, a record) and `` » `` is
a tab between two columns. Blank lines and lines starting with ``#`` are skipped."""

from __future__ import annotations

Row = tuple[str, str, str, str, str]  # addressee, ask, soft, context, text

ADDRESSEES = (
    "assistant",
    "agent",
    "model",
    "system",
    "named_ai",
    "the_ai",
    "role",
    "implicit",
    "none",
)
ASKS = (
    "ignore",
    "rank_first",
    "verified",
    "hide",
    "reveal",
    "exfiltrate",
    "change_answer",
    "recommend",
    "tool_call",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "indirect",
    "question",
    "conditional",
    "disguised",
)


def parse(raw: str) -> tuple[Row, ...]:
    out: list[Row] = []
    for number, line in enumerate(raw.splitlines(), start=1):
        item = line.strip()
        if not item or item.startswith("#"):
            continue
        head, bar, text = item.partition(" | ")
        labels = head.split()
        problem = ""
        if not bar or len(labels) != 4 or not text.strip():
            problem = "want 'context addressee ask soft | text'"
        elif labels[1] not in ADDRESSEES or labels[2] not in ASKS or labels[3] not in SOFTS:
            problem = "unknown addressee, ask or soft label"
        if problem:
            raise ValueError(
                f"attack bank line {number}: {problem}, found {item[:60]!r}; fix that line"
            )
        context, addressee, ask, soft = labels
        body = "\n".join(part.strip() for part in text.split(" ¶ ")).replace(" » ", "\t")
        out.append((addressee, ask, soft, context, body.strip()))
    return tuple(out)
