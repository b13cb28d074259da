"""Walkthrough 61 #3: a URL the team grades 0 that ``pool.yaml`` judges relevant was settled
for the team's grade in silence (only the run file's ``pool_overruled`` said so): the
session warns at ``pool.yaml``, naming the case, the URL and the pool's group, for the
selected cases only (``-k`` leaving the case out: no warning), serial and under xdist."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from bench_tree import bench_config
from conftest import make_bench_project
from pytest_websearch_bench.session import BenchSession


def _project(root_dir: Path) -> tuple[Path, str]:
    root = make_bench_project(root_dir, case_ids=["gs-001", "gs-002"], providers=("tavily",))
    config = bench_config(
        root, "tavily", report=root / "probe.json", cache_dir=root / ".probe-cache"
    )
    session = BenchSession.start(config)
    case = next(c for c in session.loaded.golden.all_cases() if c.id == "gs-001")
    returned = [d.url for d in session.runner.compute(case, "tavily").record.documents]
    session.close()
    gold, judged = returned[0], returned[1]
    for cases_file in (root / "golden" / "cases").glob("*.yaml"):
        items = yaml.safe_load(cases_file.read_text(encoding="utf-8"))
        for item in items:
            if item["id"] == "gs-001":
                item["expect"]["urls"] = {gold: 1, judged: 0}
        cases_file.write_text(yaml.safe_dump(items, sort_keys=False), encoding="utf-8")
    pool = {
        "schema": "pytest-websearch-bench/pool@1",
        "synthetic": True,
        "cases": {"gs-001": {"relevant": [{"group": "team-says-no", "urls": [judged]}]}},
    }
    (root / "golden" / "pool.yaml").write_text(yaml.safe_dump(pool), encoding="utf-8")
    return root, judged


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_the_overruled_pool_judgement_is_warned_of(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    _, judged = _project(pytester.path)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", *workers
    )
    out = result.stdout.str()
    assert "1 URL(s) your golden cases grade 0 (judged not relevant) are judged relevant in" in out
    assert f"gs-001 {judged} (group team-says-no)" in out
    assert out.count("are judged relevant in") == 1  # once, whatever the workers
    left_out = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", "-k", "gs-002", *workers
    )
    assert "are judged relevant in" not in left_out.stdout.str()
