"""Fixtures that fail the session-start verification, reported as collection errors.

A tampered, missing or unlisted cassette is a broken setup in the project's files, like a
test module that does not import: pytest's way to refuse such a run is a collection error
per file (the ``ERRORS`` section, a short-summary ``ERROR`` line, a junitxml ``<error>``)
and ``Interrupted: ...`` with exit code 2 (``ExitCode.INTERRUPTED``). The golden files
already report their errors that way; the fixtures follow.

The controller verifies (once, under xdist too: the workers never do), keeps the errors
in the stash, and emits them from the first ``pytest_collection`` implementation, before
any item is collected or run, and before a recording phase could call a provider. The
session then stops even under ``--continue-on-collection-errors``: a bench on fixtures it
cannot trust has nothing to report.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from .longrepr import TextRepr

FIXTURE_ERRORS_KEY = pytest.StashKey[dict[str, list[str]]]()

HEADLINE = "websearch-bench: the fixtures failed verification; nothing was run"


def by_file(errors: list[str], rootpath: Path) -> dict[str, list[str]]:
    """The errors grouped by the file they name (each error starts ``PATH: what``), keyed
    by a node id: the path relative to the rootdir when inside it, else as written. A
    file with two problems is one entry, so it is named once."""
    grouped: dict[str, list[str]] = {}
    for error in errors:
        head, sep, rest = error.partition(": ")
        if not sep or "\n" in head:
            head, rest = "fixtures", error
        try:  # not resolved: a link out of the tree is named where it lies
            nodeid = Path(os.path.abspath(head)).relative_to(os.path.abspath(rootpath))
        except ValueError:
            nodeid = Path(head)
        grouped.setdefault(nodeid.as_posix(), []).append(f"{head}: {rest}")
    return grouped


def fixture_error_repr(problems: list[str]) -> TextRepr:
    """A collection error's text with a crash line, so the short summary reads
    ``ERROR path - what is wrong``: each problem in red, the first one's reason as the line."""
    first = problems[0].partition(": ")[2] or problems[0]
    return TextRepr(problems, first.splitlines()[0], red=True)


def report(session: pytest.Session, grouped: dict[str, list[str]]) -> None:
    """One failed collection report per file, then stop as a collection error does."""
    for nodeid, problems in grouped.items():
        longrepr: Any = fixture_error_repr(problems)
        session.ihook.pytest_collectreport(
            report=pytest.CollectReport(nodeid, "failed", longrepr, [])
        )
    count = len(grouped)
    files = f"{count} fixture file{'' if count == 1 else 's'}"
    raise session.Interrupted(f"{HEADLINE} ({files}, listed under ERRORS)")
