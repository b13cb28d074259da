"""What a case records of its reads: a reader's answer that its target failed is a
failed read with a typed outcome and the target's status, never a stored document;
the reader's own dates and warnings are kept; relative dates are read from the
answer's own Date header."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from pytest_websearch_bench.cases import load_golden_cases
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.pipeline import CaseRun
from pytest_websearch_bench.providers import SearchQuery, get_adapter
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.urls import canonical_url

SHAPES = Path(__file__).parent / "data" / "shapes"


def _shape(name: str) -> dict[str, Any]:
    return json.loads((SHAPES / f"{name}.json").read_text(encoding="utf-8"))


def _answering(status: int, body: Any, headers: dict[str, str] | None = None) -> httpx.Client:
    content = json.dumps(body).encode()

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status, headers=headers or {}, content=content)

    return httpx.Client(transport=httpx.MockTransport(handler))


@pytest.fixture(scope="module")
def golden(repo_root: Path) -> tuple[Any, FamilyTable]:
    case = next(c for c in load_golden_cases(repo_root / "golden") if c.id == "gs-011")
    return case, FamilyTable.load(repo_root / "golden" / "families.yaml")


def _run(golden: tuple[Any, FamilyTable], provider: str, client: httpx.Client) -> CaseRun:
    case, families = golden
    adapter = get_adapter(provider, client=client, api_key="test-key")
    return CaseRun(case, adapter, families=families)


def test_a_target_404_inside_a_200_is_a_failed_read(golden) -> None:
    shape = _shape("jina/reader_target_404_in_200")
    run = _run(golden, "jina", _answering(200, shape["payload"]))
    response = run.fetch(shape["url"])
    assert response.documents == ()
    (read,) = run.record.reads
    assert (read.outcome, read.target_status, read.via) == ("target_error", 404, "fetch")
    assert "Target URL returned error 404" in read.detail
    assert read.sha256 is None and run.record.artifacts == [] and run.stored == {}
    (call,) = run.record.calls
    assert call.error_kind is None and call.status == 200
    assert call.missing == [canonical_url(shape["url"])] and call.undeclared_missing == []
    # The run file keeps it, and reads it back.
    again = CaseRecord.from_dict(json.loads(json.dumps(run.record.to_dict())))
    assert again.reads[0].target_status == 404 and again.reads[0].outcome == "target_error"


def test_a_reader_error_about_the_target_is_a_read_outcome_not_a_failed_call(golden) -> None:
    shape = _shape("linkup/err_400_fetch_too_large")
    run = _run(golden, "linkup", _answering(400, shape["payload"]))
    run.fetch(shape["url"])
    (read,) = run.record.reads
    assert read.outcome == "too_large" and "FETCH_RESPONSE_TOO_LARGE" in read.detail
    assert run.failures == []
    assert run.record.calls[-1].cost_usd == 0.0  # a failed read is not billed


def test_an_extract_keeps_documents_dates_and_declared_failures(golden) -> None:
    shape = _shape("parallel/extract_errors")
    payload = shape["payload"]
    payload["results"][0]["publish_date"] = "2026-01-15"
    run = _run(golden, "parallel", _answering(200, payload))
    run.extract(shape["requested"])
    read, failed = run.record.reads
    assert read.outcome == "read" and read.sha256 is not None
    assert (read.published_at, read.published_raw, read.date_status) == (
        "2026-01-15T00:00:00Z",
        "2026-01-15",
        "parsed",
    )
    assert read.dates == [
        {"field": "publish_date", "raw": "2026-01-15", "parsed": "2026-01-15T00:00:00Z"}
    ]
    assert (failed.outcome, failed.target_status, failed.detail) == (
        "target_error",
        404,
        "http_error",
    )
    # The target's own 404 page (errors[].content) is never stored.
    assert all("<h1>404</h1>" not in a.text for a in run.stored.values())


def test_a_url_left_out_without_a_word_is_not_returned(golden) -> None:
    urls = ["https://www.example-co.com/a", "https://www.example-co.com/b"]
    payload = [{"url": urls[0], "title": "A", "markdown": "Text of A."}]
    run = _run(golden, "you", _answering(200, payload))
    run.extract(urls)
    outcomes = {r.url: r.outcome for r in run.record.reads}
    assert outcomes == {canonical_url(urls[0]): "read", canonical_url(urls[1]): "not_returned"}
    assert run.record.calls[-1].undeclared_missing == [canonical_url(urls[1])]


def test_an_html_only_document_is_read_as_html(golden) -> None:
    shape = _shape("you/contents_html_only")
    run = _run(golden, "you", _answering(200, shape["payload"]))
    run.extract(shape["requested"])
    (read,) = run.record.reads
    assert read.outcome == "read" and read.content_type == "text/html"
    (artifact,) = run.stored.values()
    assert "Founded in 1998" in artifact.text and "<p>" not in artifact.text


def test_a_reader_warning_is_kept_on_the_read(golden) -> None:
    shape = _shape("jina/reader_ok_published")
    shape["payload"]["data"]["warning"] = "This is a cached snapshot of the original page"
    run = _run(golden, "jina", _answering(200, shape["payload"]))
    run.fetch(shape["url"])
    (read,) = run.record.reads
    assert read.outcome == "read"
    assert read.warnings == ["This is a cached snapshot of the original page"]
    assert read.published_raw == "2025-03-02T09:15:00+01:00"
    assert read.published_at == "2025-03-02T08:15:00Z"


@pytest.mark.parametrize(
    ("provider", "name", "url", "expected"),
    [
        (
            "firecrawl",
            "search_news_relative_date",
            "https://www.example-city-news.com/bridge",
            dt.datetime(2026, 3, 3, 8, 0, tzinfo=dt.timezone.utc),  # 2 hours before
        ),
        (
            "brave",
            "search_age_only",
            "https://www.example-energy.gov/grants",
            dt.datetime(2025, 3, 23, 7, 28, 42, tzinfo=dt.timezone.utc),  # page_age wins
        ),
    ],
)
def test_relative_dates_are_read_from_the_answer_date(provider, name, url, expected) -> None:
    shape = _shape(f"{provider}/{name}")
    client = _answering(200, shape["payload"], {"date": "Tue, 03 Mar 2026 10:00:00 GMT"})
    adapter = get_adapter(provider, client=client, api_key="test-key")
    results = {r.raw_url: r for r in adapter.search(SearchQuery(query="q")).results}
    result = results[url]
    assert result.published_at == expected
    assert all(d.value is not None for d in result.dates)  # "2 weeks ago" resolved too
    # Without a Date header the text stays, marked unparsed: never a silent null.
    bare = get_adapter(provider, client=_answering(200, shape["payload"]), api_key="k")
    unresolved = {r.raw_url: r for r in bare.search(SearchQuery(query="q")).results}[url]
    assert any(d.status == "unparsed" for d in unresolved.dates)


@pytest.mark.parametrize(
    ("body", "outcome", "target_status"),
    [
        # a page whose body code is the target's status (the HTTP answer was 200)
        (
            {
                "code": 404,
                "status": 40400,
                "data": {"url": "https://a.example-x.org/", "content": "gone"},
            },
            "target_error",
            404,
        ),
        # an error envelope about the target inside a 200
        (
            {"code": 451, "data": None, "name": "HarmfulContentError", "message": "no"},
            "target_refused",
            None,
        ),
    ],
)
def test_a_jina_code_inside_a_200_is_read_as_the_targets(body, outcome, target_status) -> None:
    response = get_adapter("jina").parse_fetch_response(body, "https://a.example-x.org/")
    assert response.documents == ()
    (failure,) = response.failures
    assert (failure.outcome, failure.target_status) == (outcome, target_status)


def test_a_jina_request_error_inside_a_200_stays_an_error() -> None:
    body = {"code": 402, "data": None, "name": "InsufficientBalanceError", "message": "recharge"}
    with pytest.raises(WebSearchError) as info:
        get_adapter("jina").parse_fetch_response(body, "https://a.example-x.org/")
    assert info.value.kind == "quota"
