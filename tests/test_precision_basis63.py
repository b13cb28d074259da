"""What P@10 is over (IR-evaluation review of 2026-12-07, findings 3 and 4): the mean
number of results returned in ranks 1-10 beside P@10 (P@10 still divides by 10), and,
per judged document, the text its relevance was judged on, counted per provider (how
many of ranks 1-10 were judged on the snippet only). Relevance is decided as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cases import GoldenCase
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.metrics.casewise import case_values, unique_by_case
from pytest_websearch_bench.providers.models import SearchResult
from pytest_websearch_bench.records import CaseRecord, DocumentRecord
from pytest_websearch_bench.relevance import add_content_support, classify
from pytest_websearch_bench.report.precision_basis import block_keys
from pytest_websearch_bench.report.terminal import render
from runkit import record, run_of

ANSWER = "fixture scopes"


def _case() -> GoldenCase:
    return GoldenCase.model_validate(
        {
            "id": "c",
            "category": "docs",
            "query": "q",
            "claim_type": "t",
            "expect": {
                "urls": {"https://g.example/gold": 2, "https://z.example/zero": 0},
                "answer_patterns": [ANSWER],
            },
        }
    )


def _result(position: int, url: str, snippet: str = "", content: str | None = None) -> SearchResult:
    host = url.split("/")[2]
    return SearchResult(url, url, "title", snippet, None, None, position, host, content=content)


def test_each_document_records_what_text_it_was_judged_on_and_relevance_is_unchanged() -> None:
    case = _case()
    results = [
        _result(1, "https://g.example/gold"),
        _result(2, "https://z.example/zero", snippet=ANSWER),
        _result(3, "https://s.example/snippet", snippet=f"on {ANSWER}"),
        _result(4, "https://c.example/content", content=f"a page on {ANSWER}"),
        _result(5, "https://r.example/read", snippet="nothing here"),
        _result(6, "https://n.example/none", snippet="nothing here"),
    ]
    documents = classify(case, results, FamilyTable(), None)
    before = [(d.support, d.relevant) for d in documents]
    add_content_support(case, documents, {"https://r.example/read": f"the page: {ANSWER}"})
    assert [d.support_basis for d in documents] == [
        "gold_url",
        "gold_grade",
        "title_snippet",
        "provider_content",
        "page_read",
        "title_snippet",
    ]
    after = [(d.support, d.relevant) for d in documents]
    assert after[:4] + after[5:] == before[:4] + before[5:]  # only the read page changed
    assert after[4] == ("content", True) and before[4] == (None, False)  # as before this
    # an older run file's document (no support_basis) reads back with None
    old = documents[0].to_dict()
    del old["support_basis"]
    assert DocumentRecord.from_dict(old).support_basis is None


def _short(case_id: str, returned: int, category: str = "a") -> CaseRecord:
    made = record(case_id, "p", relevant=2, category=category)
    made.documents = made.documents[:returned]
    made.documents[0].support_basis = "title_snippet"
    return made


def test_results_returned_mean_is_over_the_cases_p10_is_averaged_on() -> None:
    records = [_short("c1", 10), _short("c2", 6), _short("c3", 2, category="b")]
    left_out = _short("c4", 1)
    left_out.precision_left_out = "no answer pattern and no gold URL"
    records.append(left_out)
    cases = {r.case_id: 1 for r in records if case_values(r)["precision@10"] is not None}
    assert set(cases) == {"c1", "c2", "c3"}
    keys = block_keys(records, cases, unique_by_case(records))
    assert keys["results_returned_mean"] == 6.0  # (10 + 6 + 2) / 3: c4 is not in P@10
    assert keys["results_returned_by_category"] == {"a": 8.0, "b": 2.0}
    assert keys["judged_on_snippet_only"] == 3  # one a case, ranks 1-10 of c1-c3
    assert keys["judged_on"]["unknown"] == 15  # runkit's documents predate the field
    # P@10 still divides by 10: 2 relevant of 2 returned is 0.2
    assert case_values(records[2])["precision@10"] == pytest.approx(0.2)


def test_the_run_file_and_the_terminal_show_results_returned_beside_p10(tmp_path: Path) -> None:
    records = [_short("c1", 10), _short("c2", 5)]
    run = run_of(records)
    block = run["providers"]["p"]
    assert block["results_returned_mean"] == 7.5
    assert block["judged_on_snippet_only"] == 2
    lines = render(run, None, width=200)
    [header] = [line for line in lines if line.startswith("  category ")]
    columns = header.split()
    assert columns[columns.index("P@10") + 1] == "ret"
    [row] = [line for line in lines if line.strip().startswith("all ")]
    cells = row.split()
    assert cells[columns.index("ret")] == "7.5"
    assert any("ret mean results returned in ranks 1-10" in line for line in lines)


def test_the_html_section_says_what_ranks_1_to_10_were_judged_on() -> None:
    from pytest_websearch_bench.report.html import provider_section

    run = run_of([_short("c1", 10), _short("c2", 5)])
    page = provider_section("p", run["providers"]["p"])
    said = "relevance of ranks 1-10 (15 results) judged on: not recorded (an older file) 13"
    assert f"{said}, title and snippet only 2</p>" in page
    assert "<td>7.5</td>" in page  # the ret column of the all row
