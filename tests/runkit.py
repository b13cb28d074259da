"""Small CaseRecords and run files for the tests of diff, history, user gates and
provenance: pure functions of records, no session needed."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pytest_websearch_bench.records import CallRecord, CaseRecord, DocumentRecord
from pytest_websearch_bench.report.run_file import RunContext, build_run, write_run

CAPTURED = "2026-11-20T12:00:00Z"


def doc(position: int, url: str, *, relevant: bool = False, gold: bool = False) -> DocumentRecord:
    host = url.split("/")[2]
    return DocumentRecord(
        position=position,
        url=url,
        host=host,
        family="news",
        title=f"title {position}",
        published_at=None,
        retrieved_at=CAPTURED,
        origin_group=url,
        gold=gold,
        support="gold" if gold else ("answer_pattern" if relevant else None),
        relevant=relevant or gold,
    )


def claim(case_id: str) -> dict[str, Any]:
    return {"id": f"{case_id}-1", "claim_type": "c", "value": "v", "text": "t", "citable": True}


def record(
    case_id: str,
    provider: str = "p",
    *,
    category: str = "a",
    relevant: int = 0,
    gold: Sequence[str] = (),
    found_gold: bool = False,
    useful: bool = False,
    cost: float = 0.01,
    latency: float = 100.0,
    captured: str = CAPTURED,
    error: str | None = None,
    hosts: Sequence[str] = (),
    query: str | None = None,
) -> CaseRecord:
    """An allowed case with ``relevant`` relevant documents in its top 10 (the rest not),
    its gold URLs found at position 1 when ``found_gold``, a useful answer when ``useful``."""
    docs = []
    position = 1
    if found_gold:
        for url in gold:
            docs.append(doc(position, url, gold=True))
            position += 1
    for index in range(relevant):
        docs.append(doc(position, f"https://rel{index}.test/{case_id}", relevant=True))
        position += 1
    for host in hosts:
        docs.append(doc(position, f"https://{host}/{case_id}"))
        position += 1
    while position <= 10:
        docs.append(doc(position, f"https://noise{position}.test/{case_id}"))
        position += 1
    call = CallRecord(
        provider,
        "search",
        status=None if error else 200,
        latency_ms=latency,
        cost_usd=0.0 if error else cost,
        recorded_at=captured,
        error_kind=error,
    )
    return CaseRecord(
        case_id=case_id,
        provider=provider,
        category=category,
        web_role="allowed",
        claim_type="c",
        query=query or f"query of {case_id}",
        gold_urls=list(gold),
        documents=[] if error else docs,
        calls=[call],
        claims=[claim(case_id)] if useful else [],
        outcome="error" if error else ("answered" if useful else "honest_no_data"),
        outcome_reason=f"failed: {error}" if error else "",
    )


def run_of(
    records: Sequence[CaseRecord],
    *,
    golden_sha: str = "g" * 64,
    manifest_sha: str = "m" * 64,
    finished: str = "2026-11-20T13:00:00Z",
    **context: Any,
) -> dict[str, Any]:
    return build_run(
        list(records),
        RunContext(
            started_at=finished,
            finished_at=finished,
            golden={"path": "golden", "sha256": golden_sha, "cases": len(records)},
            fixtures={"manifest_sha256": manifest_sha},
            **context,
        ),
    )


def write(path: Path, run: dict[str, Any]) -> Path:
    return write_run(run, path)


def read(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def unwrapped(lines: list[str], start: str, more: int = 2) -> str:
    """The one report line that starts with ``start``, its wrapped continuation lines (two
    spaces deeper; a heading's four: ``more``) joined: the terminal report wraps prose at
    the terminal's width."""
    (line,) = all_unwrapped(lines, start, more)
    return line


def all_unwrapped(lines: list[str], start: str, more: int = 2) -> list[str]:
    """Every report line that starts with ``start``, each with its wrapped continuation
    lines (``more`` spaces deeper than it, not more) joined by a space."""
    found = []
    for at, line in enumerate(lines):
        if not line.startswith(start):
            continue
        indent = " " * (len(line) - len(line.lstrip(" ")) + more)
        tail = []
        for after in lines[at + 1 :]:
            if not after.startswith(indent) or after.startswith(indent + " "):
                break
            tail.append(after.strip())
        found.append(" ".join([line, *tail]))
    return found


def literal(text: str) -> str:
    """``text`` as an fnmatch pattern that matches it: brackets taken literally."""
    return re.sub(r"([\[\]])", r"[\1]", text)


def assert_unwrapped(lines: list[str], pattern: str, more: int = 2) -> str:
    """The report line (or the plugin's own line) that matches the fnmatch ``pattern``
    once its wrapped continuation lines are joined (``all_unwrapped``): found by the
    pattern's words before its first wildcard, which start the line."""
    from fnmatch import fnmatchcase

    start = re.split(r"[*?\[]", pattern, maxsplit=1)[0]
    if len(start) > 36:  # no more than a wrapped first line surely holds (40 columns at least)
        start = start[: start.rfind(" ", 0, 36) + 1]
    found = all_unwrapped(lines, start, more)
    matched = [line for line in found if fnmatchcase(line, pattern)]
    assert matched, (pattern, found)
    return matched[0]
