"""A team's golden case with graded gold URLs, run as a user runs it (serial and -n 2):
the run file's nDCG is the hand computation with the grades as gains, the record keeps
its relevant ``gold_urls`` and adds ``gold_grades``; the same case as a list keeps its
binary numbers and writes no ``gold_grades``."""

from __future__ import annotations

import json
import math
import re

import pytest
import yaml

from conftest import make_bench_project

CASE = "gs-012"


def _run(pytester: pytest.Pytester, name: str, xdist: list[str]) -> dict:
    report = pytester.path / f"{name}.json"
    result = pytester.runpytest(
        "--ws-provider=tavily", f"--ws-report={report}", "-p", "no:cacheprovider", *xdist
    )
    assert "Traceback" not in result.stdout.str()
    assert report.is_file(), result.stdout.str()
    return json.loads(report.read_text(encoding="utf-8"))


def _record(run: dict) -> dict:
    (record,) = run["providers"]["tavily"]["cases"]
    assert record["case_id"] == CASE
    return record


def _unique_urls(record: dict) -> list[str]:
    urls: list[str] = []
    for document in sorted(record["documents"], key=lambda d: d["position"]):
        if document["url"] not in urls:
            urls.append(document["url"])
    return urls


@pytest.mark.parametrize("xdist", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_graded_urls_give_the_hand_computed_ndcg(pytester: pytest.Pytester, xdist: list[str]):
    root = make_bench_project(pytester.path, case_ids=[CASE], providers=("tavily",))
    listed = _run(pytester, "listed", xdist)
    record = _record(listed)
    assert "gold_grades" not in record  # a list: binary, the record as before
    ranked = _unique_urls(record)
    gold = record["gold_urls"]
    found = [url for url in ranked[:10] if url in gold]
    assert len(found) == 2 and len(gold) == 2  # the bundled case: both gold URLs returned
    first, second = found
    other = next(url for url in ranked if url not in gold)  # ranked, judged not relevant
    assert listed["providers"]["tavily"]["aggregate"]["ndcg@10"] == pytest.approx(
        sum(1 / math.log2(ranked.index(u) + 2) for u in found) / (1 + 1 / math.log2(3))
    )

    path = next((root / "golden" / "cases").glob("*.yaml"))
    (case,) = yaml.safe_load(path.read_text(encoding="utf-8"))
    unseen = "https://unseen.example/graded"
    case["expect"]["urls"] = {first: 1, second: 3, other: 0, unseen: 2}
    # an answer pattern the page graded 0 matches (its title): judged, it still does not count
    title = next(d["title"] for d in record["documents"] if d["url"] == other)
    case["expect"]["answer_patterns"] = [
        *case["expect"].get("answer_patterns", []),
        re.escape(title),
    ]
    path.write_text(yaml.safe_dump([case], allow_unicode=True, sort_keys=False), "utf-8")
    graded = _run(pytester, "graded", xdist)
    record = _record(graded)
    assert record["gold_urls"] == sorted([first, second, unseen])  # relevant: grade >= 1
    assert record["gold_grades"] == dict(sorted({first: 1, second: 3, other: 0, unseen: 2}.items()))
    assert _unique_urls(record) == ranked  # the same answer, scored with the grades
    dcg = 1 / math.log2(ranked.index(first) + 2) + 3 / math.log2(ranked.index(second) + 2)
    ideal = 3 / math.log2(2) + 2 / math.log2(3) + 1 / math.log2(4)
    aggregate = graded["providers"]["tavily"]["aggregate"]
    assert aggregate["ndcg@10"] == pytest.approx(dcg / ideal)
    assert aggregate["mrr@10"] == pytest.approx(1 / (ranked.index(first) + 1))
    assert aggregate["hit@10"] == 1.0
    # the URL graded 0 is judged not relevant: no answer pattern makes it count for precision
    judged = [d for d in record["documents"] if d["url"] == other]
    assert judged and all(not d["relevant"] and d["support"] is None for d in judged)
