"""Month to month (stop 61): ``diff``, ``compare`` and ``history`` tell the truth plainly.

- history's trend intervals are the run file's: exact (Clopper-Pearson) for a proportion;
- ``compare`` computes each provider's per-case ratios once, for the check of its stored
  numbers and for the ranking alike;
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.metrics import ratios as ratios_module
from pytest_websearch_bench.metrics.stats import clopper_pearson
from pytest_websearch_bench.report import compare as compare_module
from pytest_websearch_bench.report import ranking as ranking_module
from pytest_websearch_bench.report.compare import compare_runs
from pytest_websearch_bench.report.history import build_history
from runkit import record, run_of, write

OCTOBER, NOVEMBER = "2026-10-20T09:00:00Z", "2026-11-20T09:00:00Z"


# -- 6. history's intervals: exact for a proportion ---------------------------------------------


def test_history_gives_a_proportion_its_exact_interval(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    records = [record(f"c{i}", "p", relevant=2, useful=True, captured=OCTOBER) for i in range(6)]
    write(runs / "oct.json", run_of(records, finished=OCTOBER))
    [entry] = build_history(runs)["providers"]["p"]
    coverage = entry["metrics"]["citation_coverage"]
    # 6 citable claims of 6: the bootstrap said [1.0, 1.0], as if six settled it
    assert coverage["value"] == 1.0
    assert coverage["ci95"] == list(clopper_pearson(6, 6)) == [0.540742, 1.0]
    # a metric that is no proportion keeps the bootstrap over cases
    assert entry["metrics"]["cost_per_case_usd"]["ci95"] == [0.01, 0.01]


# -- 7. compare: the per-case ratios once ------------------------------------------------------


def test_compare_computes_each_providers_ratios_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = [
        *(record(f"c{i}", "p", relevant=2, useful=True, captured=OCTOBER) for i in range(4)),
        *(record(f"c{i}", "q", relevant=1, useful=i < 2, captured=OCTOBER) for i in range(4)),
    ]
    path = write(tmp_path / "run.json", run_of(records, finished=OCTOBER))
    expected = compare_runs([path])["ranking"]
    calls: list[int] = []
    real = ratios_module.case_ratios

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    for module in (compare_module, ranking_module):
        monkeypatch.setattr(module, "case_ratios", counted)
    from pytest_websearch_bench.report import aggregate as aggregate_module

    monkeypatch.setattr(aggregate_module, "case_ratios", counted)
    assert compare_runs([path])["ranking"] == expected
    assert len(calls) == 2  # one per provider: the check and the ranking read the same
