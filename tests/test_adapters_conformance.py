"""Adapters against reality: every real capture in the shared corpus parses into
results equal to the payload, and the adapter builds the recorded request."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import httpx
import pytest

from pytest_websearch_bench.providers import SearchQuery, get_adapter
from pytest_websearch_bench.providers.errors import ResponseParseError, WebSearchError
from pytest_websearch_bench.recording.capture_formats import read_capture
from pytest_websearch_bench.urls import canonical_url


def _items(provider: str, payload: dict) -> list[dict]:
    if provider == "brave":
        return payload["web"]["results"]
    if provider == "serpapi":
        return payload["organic_results"]
    if provider == "firecrawl":
        return payload["data"]["web"]
    return payload["results"]


# provider -> (url key, title key, date key or None)
SHAPES = {
    "tavily": ("url", "title", "published_date"),
    "exa": ("url", "title", "publishedDate"),
    "brave": ("url", "title", "page_age"),
    "serpapi": ("link", "title", "date"),
}
SEARCH_CAPTURES = {
    "tavily": "*",
    "exa": "*search*",
    "brave": "*",
    "serpapi": "*basic_search_result*",
    "firecrawl": "*search*",
}


# capture file -> the SearchQuery whose request the capture recorded
RECORDED_QUERIES = {
    "tavily/pydantic-ai__test_basic_search.yaml": SearchQuery(query="What is Pydantic AI?"),
    "tavily/pydantic-ai__test_factory_with_bound_params.yaml": SearchQuery(
        query="attention mechanisms", max_results=2, include_domains=("arxiv.org",)
    ),
    "tavily/pydantic-ai__test_search_with_include_domains.yaml": SearchQuery(
        query="transformer architectures", include_domains=("arxiv.org",)
    ),
    "exa/pydantic-ai__test_search_with_text_content.yaml": SearchQuery(
        query="What is Pydantic AI?",
        max_results=1,
        include_domains=("ai.pydantic.dev",),
        contents="text",
        max_chars=500,
    ),
    "exa/pydantic-ai__test_search_returns_highlights.yaml": SearchQuery(
        query="What is Pydantic AI?", max_results=2, contents="highlights"
    ),
    "firecrawl/crewAI__test_firecrawl_search_tool_integration.yaml": SearchQuery(
        query="firecrawl", max_results=5, contents="text"
    ),
}
# What the official SDKs add to every body they send.
SDK_BODY = {"firecrawl": {"origin": "python-sdk@4.5.0"}}


def _captures(corpus: Path, provider: str) -> list[Path]:
    files = sorted((corpus / "captures" / provider).glob(SEARCH_CAPTURES[provider]))
    assert files, f"no real capture for {provider} in {corpus}"
    return files


def _expected_date(value: object) -> dt.datetime | None:
    from pytest_websearch_bench.dates import parse_loose

    return parse_loose(value)


@pytest.mark.corpus
@pytest.mark.parametrize("provider", sorted(SEARCH_CAPTURES))
def test_every_real_capture_parses_to_the_payload(corpus: Path, provider: str) -> None:
    from pytest_websearch_bench.providers.brave import strip_markup

    adapter = get_adapter(provider)
    url_key, title_key, date_key = SHAPES.get(provider, ("url", "title", None))
    parsed_results = 0
    for path in _captures(corpus, provider):
        for interaction in read_capture(path).interactions:
            payload = interaction.response_json()
            response = adapter.parse_search_response(payload)
            items = _items(provider, payload)
            assert len(response.results) == len(items), path.name
            for result, item in zip(response.results, items, strict=True):
                assert result.raw_url == item[url_key]
                assert result.url == canonical_url(item[url_key])
                title = item.get(title_key) or ""
                assert result.title == (strip_markup(title) if provider == "brave" else title)
                expected_date = _expected_date(item.get(date_key)) if date_key else None
                assert result.published_at == expected_date
                if result.published_at is not None:
                    assert result.published_at.tzinfo is not None
                parsed_results += 1
            assert [r.position for r in response.results] == list(range(1, len(items) + 1))
    assert parsed_results > 0


@pytest.mark.corpus
@pytest.mark.parametrize("capture", sorted(RECORDED_QUERIES))
def test_adapter_builds_the_recorded_request(corpus: Path, capture: str) -> None:
    provider = capture.split("/")[0]
    interaction = read_capture(corpus / "captures" / capture).interactions[0]
    adapter = get_adapter(provider)
    if provider in SDK_BODY:
        adapter.extra_body = SDK_BODY[provider]
    spec = adapter.build_search_request(RECORDED_QUERIES[capture])
    assert spec.method == interaction.method
    assert str(httpx.URL(spec.url, params=list(spec.params))) == interaction.uri
    assert dict(spec.json or {}) == interaction.request_json()
    recorded_headers = {k.lower(): v for k, v in interaction.request_headers.items()}
    recorded_type = recorded_headers.get("content-type", [""])[0]
    assert {k.lower(): v for k, v in spec.headers.items()}["content-type"] == recorded_type


@pytest.mark.parametrize(
    ("provider", "header", "value"),
    [("tavily", "authorization", "Bearer tvly-test-key"), ("exa", "x-api-key", "test-key")],
)
def test_key_goes_where_the_provider_expects_it(provider: str, header: str, value: str) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"results": []})

    key = value.split(" ")[-1]
    adapter = get_adapter(
        provider, client=httpx.Client(transport=httpx.MockTransport(handler)), api_key=key
    )
    adapter.search(SearchQuery(query="q"))
    assert seen[0].headers[header] == value


def test_missing_required_field_names_provider_and_field() -> None:
    with pytest.raises(ResponseParseError) as info:
        get_adapter("tavily").parse_search_response({"results": [{"title": "no url"}]})
    assert info.value.provider == "tavily"
    assert info.value.field == "results[0].url"
    assert "results[0].url" in str(info.value)
    with pytest.raises(ResponseParseError, match="'results'"):
        get_adapter("exa").parse_search_response({"requestId": "x"})


def test_unknown_extra_fields_are_ignored() -> None:
    response = get_adapter("exa").parse_search_response(
        {
            "results": [{"url": "https://a.test/x", "title": "t", "brandNewField": {"x": 1}}],
            "novel": 1,
        }
    )
    assert response.results[0].url == "https://a.test/x"


@pytest.mark.parametrize(
    ("provider", "status", "headers", "body", "kind", "retryable", "retry_after"),
    [
        (
            "tavily",
            429,
            {"retry-after": "7"},
            {"detail": {"error": "Rate limit"}},
            "rate_limited",
            True,
            7.0,
        ),
        ("tavily", 432, {}, {"detail": {"error": "Plan limit"}}, "quota", False, None),
        ("tavily", 401, {}, {"detail": {"error": "Invalid API key"}}, "auth", False, None),
        (
            "exa",
            402,
            {},
            {"requestId": "r", "error": "Credits exhausted", "tag": "NO_MORE_CREDITS"},
            "quota",
            False,
            None,
        ),
        (
            "exa",
            429,
            {},
            {"error": "You've exceeded your Exa rate limit of 10 requests per second"},
            "rate_limited",
            True,
            None,
        ),
        ("exa", 503, {}, None, "upstream", True, None),
        (
            "tavily",
            429,
            {
                "retry-after": "Wed, 21 Oct 2026 07:28:30 GMT",
                "date": "Wed, 21 Oct 2026 07:28:00 GMT",
            },
            {"detail": {"error": "slow down"}},
            "rate_limited",
            True,
            30.0,
        ),
    ],
)
def test_error_mapping(provider, status, headers, body, kind, retryable, retry_after) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        content = b"" if body is None else json.dumps(body).encode()
        return httpx.Response(status, headers=headers, content=content)

    adapter = get_adapter(
        provider, client=httpx.Client(transport=httpx.MockTransport(handler)), api_key="k"
    )
    with pytest.raises(WebSearchError) as info:
        adapter.search(SearchQuery(query="q"))
    error = info.value
    assert (error.kind, error.retryable, error.status, error.retry_after_s) == (
        kind,
        retryable,
        status,
        retry_after,
    )
    if isinstance(body, dict):
        assert error.body == body


def test_live_call_without_key_is_refused_before_any_request(monkeypatch) -> None:
    monkeypatch.delenv("TAVILY_API_KEY", raising=False)
    called = []
    client = httpx.Client(
        transport=httpx.MockTransport(lambda r: called.append(r) or httpx.Response(200))
    )
    with pytest.raises(WebSearchError, match="TAVILY_API_KEY"):
        get_adapter("tavily", client=client).search(SearchQuery(query="q"))
    assert called == []


def test_provider_cost_figures() -> None:
    exa = get_adapter("exa")
    payload = {"results": [], "costDollars": {"total": 0.012}}
    assert exa.parse_search_response(payload).usage.cost_usd == 0.012
    tavily = get_adapter("tavily")
    usage = tavily.parse_search_response({"results": [], "usage": {"credits": 2}}).usage
    assert usage.credits == 2 and usage.cost_usd == pytest.approx(0.016)
    # without a provider figure the pricing table prices it, and says so
    response = tavily.parse_search_response({"results": []})
    cost = tavily.search_cost(SearchQuery(query="q"), response)
    assert cost.cost_usd == pytest.approx(0.008) and cost.source.startswith("pricing:tavily@")
