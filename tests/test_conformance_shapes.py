"""Every documented response shape of every provider, through the real adapter.

The payloads under ``tests/data/shapes/<provider>/`` are ours: written from each
provider's documentation and SDK (the ``source`` of each file), marked ``synthetic``,
with invented ``example-*`` hosts; none is copied from another project's recording.
Each names the operation it exercises and what a correct adapter produces
(``expect``): the text of every result (whatever field the mode puts it in), every
date in the provider's own text beside the parsed value, error kinds, and reads whose
target failed inside a 200 coming back as failed reads with their target's status,
never as content.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from pytest_websearch_bench.providers import SearchQuery, get_adapter
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.providers.models import ExtractResponse, SearchResult
from pytest_websearch_bench.urls import canonical_url

DATA = Path(__file__).parent / "data" / "shapes"
EXAMPLES = sorted(DATA.glob("*/*.json"))
DOCUMENTATION_ONLY = ("you", "parallel", "perplexity", "jina", "linkup")
OWN_HOSTS = ("ydc-index.io", "you.com")


def _load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _utc(text: str | None) -> dt.datetime | None:
    return None if text is None else dt.datetime.fromisoformat(text).astimezone(dt.timezone.utc)


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


# -- search -------------------------------------------------------------------------------


def _check_result(want: dict[str, Any], result: SearchResult) -> None:
    url = want["url"]
    if "text" in want:
        assert want["text"] in result.snippet, (url, result.snippet)
    if "content" in want:
        assert want["content"] in (result.content or ""), (url, result.content)
    if want.get("content_absent"):
        assert result.content is None, f"{url}: the target's failure page kept as content"
    if "published" in want:
        assert result.published_at == _utc(want["published"]), url
    if "published_raw" in want:
        assert result.published_raw == want["published_raw"], url
    if "date_status" in want:
        assert result.date_status == want["date_status"], url
    if "dates" in want:
        assert [d.field for d in result.dates] == want["dates"], url
    if want.get("date_reported"):
        # Never a silent null: the provider's text is kept and marked unparsed.
        assert result.published_at is not None or (
            result.date_status == "unparsed" and result.published_raw
        ), url
    if result.published_at is not None:
        assert result.published_at.tzinfo is not None


def check_search(example: dict[str, Any]) -> None:
    adapter = get_adapter(example["provider"], offline=True)
    expect = example["expect"]
    if "error_kind" in expect:
        with pytest.raises(WebSearchError) as info:
            adapter.parse_search_response(example["payload"])
        assert info.value.kind == expect["error_kind"]
        if "message" in expect:
            assert expect["message"] in str(info.value)
        return
    response = adapter.parse_search_response(example["payload"])
    wanted = expect.get("results", [])
    assert [r.raw_url for r in response.results] == [w["url"] for w in wanted]
    assert [r.position for r in response.results] == list(range(1, len(wanted) + 1))
    for want, result in zip(wanted, response.results, strict=True):
        _check_result(want, result)


# -- extract / fetch ------------------------------------------------------------------------


def check_read_response(expect: dict[str, Any], response: ExtractResponse) -> None:
    documents = {d.url: d for d in response.documents}
    for url, want in expect.get("documents", {}).items():
        document = documents[canonical_url(url)]
        assert want["content"] in document.content, url
        if "published" in want:
            assert document.published_at == _utc(want["published"]), url
        if "published_raw" in want:
            assert document.published_raw == want["published_raw"], url
        if "content_type" in want:
            assert document.content_type == want["content_type"], url
        if "dates" in want:
            assert [d.field for d in document.dates] == want["dates"], url
    for url in expect.get("no_document", []):
        assert canonical_url(url) not in documents, f"{url}: a failed read kept as a document"
    for url in expect.get("failed", []):
        assert canonical_url(url) in response.declared_failed, url
    failures = {f.url: f for f in response.failures}
    for url, want in expect.get("failures", {}).items():
        failure = failures[canonical_url(url)]
        assert failure.outcome == want["outcome"], url
        assert failure.target_status == want.get("target_status"), url
        assert want.get("reason", "") in failure.reason, url
    # A failed read is declared, never silently missing.
    assert not set(response.declared_failed) & set(documents)


def check_read(example: dict[str, Any]) -> None:
    adapter = get_adapter(example["provider"], offline=True)
    if example["operation"] == "extract":
        response = adapter.parse_extract_response(example["payload"], example["requested"])
        assert set(response.requested) == {canonical_url(u) for u in example["requested"]}
    else:
        response = adapter.parse_fetch_response(example["payload"], example["url"])
    check_read_response(example["expect"], response)
    assert response.undeclared_missing == ()


# -- HTTP answers ------------------------------------------------------------------------------


def check_http(example: dict[str, Any]) -> None:
    status = example["status"]
    if "payload_text" in example:
        content = example["payload_text"].encode()
    else:
        content = json.dumps(example["payload"]).encode()
    headers = example.get("headers", {})

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status, headers=headers, content=content)

    adapter = get_adapter(
        example["provider"],
        client=httpx.Client(transport=httpx.MockTransport(handler)),
        api_key="test-key",
    )
    url = example.get("url", "https://www.example.com/page")
    call = {
        "search": lambda: adapter.search(SearchQuery(query="q")),
        "extract": lambda: adapter.extract([url]),
        "fetch": lambda: adapter.fetch(url),
    }[example["call"]]
    expect = example["expect"]
    if expect.get("outcome") == "failed_read":
        # The reader's error answer is about the target: a failed read, not an error.
        response = call()
        assert response.documents == ()
        (failure,) = response.failures
        assert failure.url == canonical_url(url)
        assert failure.outcome == expect["read_outcome"]
        assert failure.reason
        assert response.status == status
        assert response.usage is not None and response.usage.cost_usd == 0.0
        return
    with pytest.raises(WebSearchError) as info:
        call()
    error = info.value
    assert error.status == status
    if "kind" in expect:
        assert error.kind == expect["kind"], error.message
    if "retryable" in expect:
        assert error.retryable == expect["retryable"]
    if "message" in expect:
        assert expect["message"].lower() in error.message.lower()
    if "retry_after_s" in expect:
        assert error.retry_after_s == expect["retry_after_s"]


CHECKS = {"search": check_search, "extract": check_read, "fetch": check_read, "http": check_http}


@pytest.mark.parametrize("path", EXAMPLES, ids=_id)
def test_documented_shape(path: Path) -> None:
    example = _load(path)
    CHECKS[example["operation"]](example)


def test_every_example_is_ours_and_says_where_it_comes_from() -> None:
    assert len(EXAMPLES) >= 80
    for path in EXAMPLES:
        example = _load(path)
        assert example["synthetic"] is True, path
        assert example["provider"] == path.parent.name, path
        assert example["operation"] in CHECKS, path
        assert len(example["source"]) > 20 and example["shape"], path
        text = json.dumps(example.get("payload", ""))
        hosts = {
            httpx.URL(u).host
            for u in _urls(example.get("payload"))
            if u.startswith("http") and "." in u
        }
        # Invented hosts only (the provider's own favicon and billing pages aside).
        assert all("example" in h or h.endswith(OWN_HOSTS) for h in hosts), (path, hosts)
        assert "sk-" not in text and "tvly-" not in text


def _urls(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [u for v in value.values() for u in _urls(v)]
    if isinstance(value, list):
        return [u for v in value for u in _urls(v)]
    return [value] if isinstance(value, str) and value.startswith("http") else []


@pytest.mark.parametrize("provider", DOCUMENTATION_ONLY)
def test_documentation_only_providers_bring_every_kind_of_shape(provider: str) -> None:
    """Search (every mode the documentation shows), an empty answer, error bodies, and
    for a provider with a reader its successful and failed reads."""
    examples = [_load(p) for p in EXAMPLES if p.parent.name == provider]
    operations = {e["operation"] for e in examples}
    assert {"search", "http"} <= operations
    empty = [
        e
        for e in examples
        if (e["operation"] == "search" and e["expect"].get("results") == [])
        or e["expect"].get("kind") == "no_results"
        or e["expect"].get("error_kind") == "no_results"
    ]
    assert empty, f"{provider}: no empty answer"
    assert len([e for e in examples if e["operation"] == "http"]) >= 2
    adapter = get_adapter(provider, offline=True)
    if adapter.capabilities.extract or adapter.capabilities.fetch:
        reads = [e for e in examples if e["operation"] in ("extract", "fetch")]
        assert any(e["expect"].get("documents") for e in reads)
        assert any(
            e["expect"].get("no_document") or e["expect"].get("outcome") == "failed_read"
            for e in [*reads, *examples]
        )


@pytest.mark.parametrize("provider", sorted({p.parent.name for p in EXAMPLES}))
def test_adapter_docstring_records_what_covers_each_shape(provider: str) -> None:
    """Each adapter says which shapes a real capture covers and which only documentation
    does, naming every example of the conformance data."""
    adapter = get_adapter(provider, offline=True)
    doc = sys.modules[type(adapter).__module__].__doc__ or ""
    assert "Real capture" in doc and "Documentation only" in doc, provider
    missing = [p.stem for p in EXAMPLES if p.parent.name == provider and p.stem not in doc]
    assert not missing, f"{provider}: docstring does not list {missing}"
    assert ("real capture: none" in doc.lower()) == (not adapter.verified_against_capture)


def test_an_error_body_states_no_status_but_its_own() -> None:
    """What import-capture relies on to refuse a bare error body given the wrong status:
    a documented error body states its HTTP status or nothing, and a success states none."""
    stated = set()
    for path in EXAMPLES:
        example = _load(path)
        adapter = get_adapter(example["provider"], offline=True)
        found = adapter.error_status_of(example.get("payload"))
        if example["operation"] == "http":
            assert found in (None, example["status"]), path
            if found is not None:
                stated.add(example["provider"])
        else:
            assert found is None, path
    assert {"jina", "linkup", "brave", "perplexity"} <= stated
