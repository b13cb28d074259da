"""A URL the team grades 0 (``expect.urls: {URL: 0}``) that ``golden/pool.yaml`` judges
relevant: the team's grade wins (the page is not relevant, and a relevant group it alone
made is no longer asked of pooled recall), and the conflict is written under the case in
the run file (``pool_overruled``), once per page however often it is spelt or returned."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from pydantic_core import to_json

from bench_tree import bench_config
from conftest import make_bench_project
from pytest_websearch_bench.cases import GoldenCase
from pytest_websearch_bench.pool import CasePool, overruled_by_golden, with_graded_zero
from pytest_websearch_bench.report.record_json import left_out, record_json
from pytest_websearch_bench.session import BenchSession
from pytest_websearch_bench.urls import page_key


def _case(urls: dict[str, int]) -> GoldenCase:
    return GoldenCase.model_validate(
        {"id": "c", "category": "d", "query": "q", "claim_type": "t", "expect": {"urls": urls}}
    )


def test_the_team_grade_zero_wins_over_the_pools_relevant() -> None:
    case = _case({"https://a.example/x": 0, "https://b.example/": 1})
    page = page_key("http://www.a.example/x/")  # the pool's spelling of the page graded 0
    pool = CasePool(
        ["alone", "shared", "other"],
        {
            page: ("alone", "relevant"),
            page_key("https://b.example"): ("shared", "relevant"),
            page_key("https://c.example"): ("other", "relevant"),
        },
    )
    merged = with_graded_zero(pool, case.judged_not_relevant)
    assert merged is not None
    assert merged.judged[page] == (page, "not_relevant")
    assert merged.relevant == ["shared", "other"]  # "alone" had no other page
    assert with_graded_zero(merged, case.judged_not_relevant) == merged  # settled once
    assert pool.relevant == ["alone", "shared", "other"]  # not changed in place
    # the page as the case writes it, whatever the pool's spelling
    assert overruled_by_golden(pool, case.expect.grades) == [
        {
            "url": "https://a.example/x",
            "golden_grade": 0,
            "pool_group": "alone",
            "pool": "relevant",
            "kept": "the golden grade: not relevant",
        }
    ]
    # a group that keeps another relevant page stays one of the case's
    both = CasePool(
        ["g"], {page: ("g", "relevant"), page_key("https://d.example"): ("g", "relevant")}
    )
    kept = with_graded_zero(both, case.judged_not_relevant)
    assert kept is not None and kept.relevant == ["g"]
    # the pool's own not_relevant is no conflict and keeps its group
    agreed = CasePool([], {page: ("n", "not_relevant")})
    assert overruled_by_golden(agreed, case.expect.grades) == []
    assert with_graded_zero(agreed, case.judged_not_relevant) == agreed
    assert overruled_by_golden(None, case.expect.grades) == []


def test_the_run_file_record_names_the_conflict_and_recall_drops_the_group(
    tmp_path: Path,
) -> None:
    root = make_bench_project(tmp_path, case_ids=["gs-001"], providers=("tavily",))
    config = bench_config(
        root, "tavily", report=tmp_path / "run.json", cache_dir=tmp_path / "cache"
    )
    first = BenchSession.start(config)
    case = first.loaded.golden.all_cases()[0]
    returned = [d.url for d in first.runner.compute(case, "tavily").record.documents]
    first.close()
    gold, judged = returned[0], returned[1]
    cases_file = next((root / "golden" / "cases").glob("*.yaml"))
    items = yaml.safe_load(cases_file.read_text(encoding="utf-8"))
    items[0]["expect"]["urls"] = {gold: 1, judged: 0}
    cases_file.write_text(yaml.safe_dump(items, sort_keys=False), encoding="utf-8")
    pool = {
        "schema": "pytest-websearch-bench/pool@1",
        "synthetic": True,
        "cases": {
            "gs-001": {
                "relevant": [
                    {"group": "kept", "urls": [gold]},
                    {"group": "team-says-no", "urls": [judged]},
                ]
            }
        },
    }
    (root / "golden" / "pool.yaml").write_text(yaml.safe_dump(pool), encoding="utf-8")

    session = BenchSession.start(config)
    case = session.loaded.golden.all_cases()[0]
    record = session.runner.compute(case, "tavily").record
    session.close()
    assert record.pool_groups == ["kept"]
    assert [item["url"] for item in record.pool_overruled] == [judged]
    assert record.pool_overruled[0]["pool_group"] == "team-says-no"
    document = next(d for d in record.documents if d.url == judged)
    assert (document.pool, document.relevant) == ("not_relevant", False)
    # written under the case in the run file, the record's fast JSON the same text
    data = record.to_dict()
    assert data["pool_overruled"] == record.pool_overruled
    assert to_json(record, exclude=left_out(record)) == to_json(data)
    fast = record_json(record)
    assert fast is None or json.loads(fast)["pool_overruled"] == record.pool_overruled
