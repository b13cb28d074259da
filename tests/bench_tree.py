"""The BenchConfig of a bench project on disk, for the tests that start a session, load a
golden set or build a remedy without pytest's option parsing: one place that says where a
project keeps its golden set, its fixtures and its run file, which providers the bundled
example tree has fixtures for, and how a test module starts a session over that tree."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.config import BenchConfig
from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.session import BenchSession

# The ten built-in providers, each with fixtures under the bundled cassettes/: written out
# once for every test that goes through all of them. test_providers.py fails when the
# registry's built-ins or the bundled cassettes/ name another set.
BUNDLED_PROVIDERS: tuple[str, ...] = (
    "brave",
    "exa",
    "firecrawl",
    "jina",
    "linkup",
    "parallel",
    "perplexity",
    "serpapi",
    "tavily",
    "you",
)


def bench_config(root: Path, *providers: str, **fields: Any) -> BenchConfig:
    """The config of a run of ``providers`` over the project at ``root``: its ``golden/``
    and ``cassettes/``, the run file ``run.json`` there; ``fields`` set any other field
    or replace these (``report`` and ``cache_dir`` in ``tmp_path`` for the bundled tree
    at the repository root). ``cache_dir`` is BenchConfig's own default unless given."""
    paths: dict[str, Any] = {
        "golden": root / "golden",
        "cassettes": root / "cassettes",
        "report": root / "run.json",
    }
    return BenchConfig(providers=providers, rootdir=root, **(paths | fields))


@contextmanager
def bundled_session(
    repo_root: Path,
    tmp_path_factory: pytest.TempPathFactory,
    *providers: str,
    **fields: Any,
) -> Iterator[BenchSession]:
    """A session of ``providers`` over the bundled example tree at ``repo_root``, for a
    module fixture that starts it once and reads records back with :func:`case_record`:
    the run file is named under the tree's ``.ws-bench/`` (never written, as no test ends
    the session with a report), the artifact cache is a fresh temporary directory, and
    the session is closed on leaving. ``fields`` set any other config field."""
    config = bench_config(
        repo_root,
        *providers,
        **(
            {
                "report": repo_root / ".ws-bench" / "unused.json",
                "cache_dir": tmp_path_factory.mktemp("artifact-cache"),
            }
            | fields
        ),
    )
    session = BenchSession.start(config)
    try:
        yield session
    finally:
        session.close()


def case_record(session: BenchSession, case_id: str, provider: str) -> CaseRecord:
    """The record of ``provider`` on the golden case ``case_id`` in ``session``."""
    return session.runner.compute(session.loaded.golden.case(case_id), provider).record
