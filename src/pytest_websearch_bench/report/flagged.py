"""The documents without an injection label that the detector flagged
(``injection_flagged_unlabelled``), as every report names them.

Such a document (a page a recording fetched, a team's own stored document) is not known
to be clean, so a flag on it is not booked as a false positive: it may be a real
injection, and a person reads it. The terminal, ``compare``, ``diff`` and the HTML report
all use these words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

TITLE = "flagged in your documents"
WHY = "no injection label, so not counted as false positives: read each one"


def flagged_documents(aggregate: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The flagged unlabelled documents of an aggregate block ([] when none or unknown)."""
    block = aggregate.get("injection_flagged_unlabelled")
    if not isinstance(block, Mapping):
        return []
    return [entry for entry in block.get("flagged") or [] if isinstance(entry, Mapping)]


def describe(entry: Mapping[str, Any]) -> str:
    """One document: its URL, the cases that read it and its findings' channels."""
    cases = ", ".join(entry.get("case_ids") or [])
    channels = ", ".join(entry.get("channels") or [])
    details = "; ".join(part for part in (cases, channels) if part)
    return f"{entry.get('url')}" + (f" ({details})" if details else "")


def flagged_lines(aggregate: Mapping[str, Any], indent: str = "  ") -> list[str]:
    """The report's lines for them: a title line, then one line a document."""
    documents = flagged_documents(aggregate)
    if not documents:
        return []
    lines = [f"{indent}{TITLE} ({len(documents)}; {WHY}):"]
    lines.extend(f"{indent}  {describe(entry)}" for entry in documents)
    return lines
