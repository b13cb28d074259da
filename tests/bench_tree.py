"""The BenchConfig of a bench project on disk, for the tests that start a session, load a
golden set or build a remedy without pytest's option parsing: one place that says where a
project keeps its golden set, its fixtures and its run file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytest_websearch_bench.config import BenchConfig


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
