"""The ten adapters: requests, keys, errors, capabilities, reads (extract/fetch), cost."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from bench_tree import BUNDLED_PROVIDERS
from pytest_websearch_bench.providers import (
    SearchQuery,
    WebSearchError,
    get_adapter,
    known_providers,
)
from pytest_websearch_bench.providers.pricing import pricing_for
from pytest_websearch_bench.providers.registry import BUILTIN
from pytest_websearch_bench.recording.capture_formats import read_capture

KEYS = {
    "tavily": ("authorization", "Bearer K"),
    "exa": ("x-api-key", "K"),
    "brave": ("x-subscription-token", "K"),
    "serpapi": (None, "K"),  # in the query string
    "you": ("x-api-key", "K"),
    "parallel": ("x-api-key", "K"),
    "perplexity": ("authorization", "Bearer K"),
    "jina": ("authorization", "Bearer K"),
    "firecrawl": ("authorization", "Bearer K"),
    "linkup": ("authorization", "Bearer K"),
}


def test_the_tests_provider_list_is_the_registrys_and_the_bundled_trees(repo_root: Path) -> None:
    """BUNDLED_PROVIDERS (tests/bench_tree.py) is what every all-provider test goes through:
    a provider added to or dropped from the registry, or from the bundled cassettes/, must
    be added to or dropped from it too, or these tests would silently skip it."""
    assert list(BUNDLED_PROVIDERS) == sorted(BUILTIN)
    assert set(BUNDLED_PROVIDERS) <= set(known_providers())
    bundled = sorted(p.name for p in (repo_root / "cassettes").iterdir() if p.is_dir())
    assert [name for name in bundled if not name.startswith("_")] == list(BUNDLED_PROVIDERS)


def _client(handler) -> httpx.Client:
    return httpx.Client(transport=httpx.MockTransport(handler))


def _minimal_payload(provider: str) -> object:
    return {
        "brave": {"type": "search", "query": {"original": "q"}, "web": {"results": []}},
        "serpapi": {"search_metadata": {"id": "x"}, "organic_results": []},
        "you": {"results": {"web": [], "news": []}},
        "jina": {"code": 200, "data": []},
        "firecrawl": {"success": True, "data": {"web": []}},
    }.get(provider, {"results": []})


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
def test_the_key_goes_where_each_provider_expects_it(provider: str) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=_minimal_payload(provider))

    get_adapter(provider, client=_client(handler), api_key="K").search(SearchQuery(query="q"))
    header, value = KEYS[provider]
    if header is None:
        assert parse_qs(urlsplit(str(seen[0].url)).query)["api_key"] == [value]
    else:
        assert seen[0].headers[header] == value


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
def test_search_parameters_are_mapped_or_reported_ignored(provider: str) -> None:
    query = SearchQuery(
        query="Aceros del Bajío",
        max_results=7,
        include_domains=("gob.mx",),
        exclude_domains=("facebook.com",),
        start_date=dt.date(2026, 1, 1),
        end_date=dt.date(2026, 6, 30),
        country="MX",
        language="es",
    )
    spec = get_adapter(provider).build_search_request(query)
    text = (
        json.dumps(spec.json, ensure_ascii=False)
        + " "
        + " ".join(f"{k}={v}" for k, v in spec.params)
    )
    text += " " + json.dumps(dict(spec.headers))
    # Every parameter lands in the request, or is named in `ignored`: never dropped silently.
    checks = {
        "max_results": "7",
        "include_domains": "gob.mx",
        "exclude_domains": "facebook.com",
        "start_date": "2026",
        "country": ("MX", "mx", "mexico"),
        "language": "es",
    }
    for field, needle in checks.items():
        needles = needle if isinstance(needle, tuple) else (needle,)
        assert any(n in text for n in needles) or field in " ".join(spec.ignored), (provider, field)
    assert "Aceros del Bajío" in text


@pytest.mark.parametrize(
    ("provider", "status", "body", "kind", "retryable"),
    [
        (
            "brave",
            429,
            {
                "type": "ErrorResponse",
                "error": {
                    "status": 429,
                    "code": "RATE_LIMITED",
                    "detail": "Request rate limit exceeded for plan.",
                },
            },
            "rate_limited",
            True,
        ),
        (
            "brave",
            429,
            {
                "type": "ErrorResponse",
                "error": {
                    "status": 429,
                    "code": "QUOTA_LIMITED",
                    "detail": "Request quota limit exceeded for plan.",
                },
            },
            "quota",
            False,
        ),
        (
            "brave",
            422,
            {
                "type": "ErrorResponse",
                "error": {
                    "status": 422,
                    "code": "VALIDATION",
                    "detail": "Unable to validate request parameter(s).",
                },
            },
            "bad_request",
            False,
        ),
        ("serpapi", 429, {"error": "Your account has run out of searches."}, "quota", False),
        (
            "serpapi",
            429,
            {"error": "Your account has exceeded the hourly throughput limit."},
            "rate_limited",
            True,
        ),
        (
            "serpapi",
            401,
            {
                "error": "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key"
            },
            "auth",
            False,
        ),
        (
            "exa",
            402,
            {"requestId": "r", "error": "Credits exhausted", "tag": "NO_MORE_CREDITS"},
            "quota",
            False,
        ),
        ("tavily", 433, {"detail": {"error": "PAYG limit reached"}}, "quota", False),
        (
            "linkup",
            400,
            {"error": {"code": "SEARCH_QUERY_NO_RESULT", "message": "No result"}},
            "no_results",
            False,
        ),
        (
            "linkup",
            429,
            {"error": {"code": "TOO_MANY_REQUESTS", "message": "slow down"}},
            "rate_limited",
            True,
        ),
        (
            "linkup",
            429,
            {"error": {"code": "INSUFFICIENT_FUNDS_CREDITS", "message": "no credits"}},
            "quota",
            False,
        ),
        (
            "linkup",
            429,
            {"error": {"code": "EXCEED_BUDGET_LIMIT", "message": "budget"}},
            "quota",
            False,
        ),
        ("jina", 402, {"code": 402, "message": "Insufficient balance"}, "quota", False),
        ("jina", 429, {"code": 429, "message": "Whoa there, turbo!"}, "rate_limited", True),
        (
            "perplexity",
            429,
            {
                "error": {
                    "message": "Request rate limit exceeded, please try again later.",
                    "type": "request_rate_limit_exceeded",
                    "code": 429,
                }
            },
            "rate_limited",
            True,
        ),
        ("you", 403, {"detail": "Forbidden"}, "auth", False),
        (
            "parallel",
            422,
            {"error": {"message": "max_results must be inside advanced_settings"}},
            "bad_request",
            False,
        ),
        ("firecrawl", 502, None, "upstream", True),
    ],
)
def test_documented_error_shapes_map_to_kinds(provider, status, body, kind, retryable) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status, content=b"" if body is None else json.dumps(body).encode())

    with pytest.raises(WebSearchError) as info:
        get_adapter(provider, client=_client(handler), api_key="K").search(SearchQuery(query="q"))
    assert (info.value.kind, info.value.retryable, info.value.status) == (kind, retryable, status)
    if body is not None:
        assert info.value.body == body
        assert info.value.message


def test_serpapi_200_carrying_error_raises(corpus: Path) -> None:
    payload = (
        read_capture(
            corpus / "captures" / "serpapi" / "google-search-results-java__error_sample.json"
        )
        .interactions[0]
        .response_json()
    )
    with pytest.raises(WebSearchError) as info:
        get_adapter("serpapi").parse_search_response(payload)
    assert info.value.kind == "quota"
    assert info.value.status == 200
    assert "credit" in info.value.message
    with pytest.raises(WebSearchError) as none:
        get_adapter("serpapi").parse_search_response(
            {"error": "Google hasn't returned any results for this query."}
        )
    assert none.value.kind == "no_results"


@pytest.mark.parametrize(
    ("provider", "payload", "field"),
    [
        (
            "brave",
            {"type": "search", "query": {}, "web": {"results": [{"title": "t"}]}},
            "web.results[0].url",
        ),
        (
            "serpapi",
            {"search_metadata": {}, "organic_results": [{"title": "t"}]},
            "organic_results[0].link",
        ),
        ("serpapi", {"search_metadata": {}}, "organic_results"),
        ("you", {"metadata": {}}, "results"),
        ("perplexity", {"results": [{"title": "t"}]}, "results[0].url"),
        ("jina", {"code": 200, "data": [{"title": "t"}]}, "data[0].url"),
        ("firecrawl", {"success": True}, "data"),
        ("linkup", {"results": [{"type": "text", "name": "t"}]}, "results[0].url"),
        ("parallel", {"search_id": "s"}, "results"),
    ],
)
def test_missing_required_field_is_a_typed_error(provider, payload, field) -> None:
    from pytest_websearch_bench.providers.errors import ResponseParseError

    with pytest.raises(ResponseParseError) as info:
        get_adapter(provider).parse_search_response(payload)
    assert info.value.provider == provider
    assert info.value.field == field


@pytest.mark.parametrize("provider", ["brave", "serpapi", "perplexity"])
def test_a_missing_operation_is_unsupported_never_empty(provider: str) -> None:
    adapter = get_adapter(provider, offline=True)
    assert not adapter.capabilities.extract
    assert not adapter.capabilities.fetch
    with pytest.raises(WebSearchError) as info:
        adapter.extract(["https://a.test/x"])
    assert info.value.kind == "unsupported"
    with pytest.raises(WebSearchError):
        adapter.fetch("https://a.test/x")


def test_capabilities_are_declared() -> None:
    table = {name: get_adapter(name).capabilities for name in BUNDLED_PROVIDERS}
    assert {n for n, c in table.items() if c.extract} == {"exa", "parallel", "tavily", "you"}
    assert {n for n, c in table.items() if c.fetch} == {"firecrawl", "jina", "linkup"}
    assert {n for n, c in table.items() if c.gives_scores} == {"exa", "tavily"}
    assert not table["linkup"].gives_dates
    assert table["firecrawl"].gives_dates  # news date, scrape metadata.publishedTime


def test_documentation_only_adapters_say_so() -> None:
    unverified = {n for n in BUNDLED_PROVIDERS if not get_adapter(n).verified_against_capture}
    assert unverified == {"you", "parallel", "perplexity", "jina", "linkup"}
    for name in BUNDLED_PROVIDERS:
        assert get_adapter(name).documentation  # each cites its sources


@pytest.mark.corpus
def test_firecrawl_scrape_capture_conforms(corpus: Path) -> None:
    interaction = read_capture(
        corpus / "captures" / "firecrawl" / "crewAI__test_firecrawl_scrape_tool_integration.yaml"
    ).interactions[0]
    adapter = get_adapter("firecrawl")
    adapter.extra_body = {"origin": "python-sdk@4.5.0"}
    spec = adapter.build_fetch_request("https://firecrawl.dev")
    assert spec.method == interaction.method
    assert spec.url == interaction.uri
    assert dict(spec.json or {}) == interaction.request_json()
    response = adapter.parse_fetch_response(interaction.response_json(), "https://firecrawl.dev")
    payload = interaction.response_json()
    assert response.documents[0].content == payload["data"]["markdown"]
    assert response.documents[0].title == payload["data"]["metadata"]["title"]
    assert response.partial is False


@pytest.mark.corpus
def test_exa_contents_capture_conforms(corpus: Path) -> None:
    interaction = read_capture(
        corpus / "captures" / "exa" / "pydantic-ai__test_get_contents.yaml"
    ).interactions[0]
    adapter = get_adapter("exa")
    urls = interaction.request_json()["urls"]
    assert dict(adapter.build_extract_request(urls).json or {}) == interaction.request_json()
    response = adapter.parse_extract_response(interaction.response_json(), urls)
    assert [d.raw_url for d in response.documents] == [
        r["url"] for r in interaction.response_json()["results"]
    ]
    assert response.usage is not None
    assert response.usage.cost_usd == interaction.response_json()["costDollars"]["total"]


@pytest.mark.parametrize(
    ("provider", "payload", "missing", "undeclared"),
    [
        (
            "tavily",
            {
                "results": [{"url": "https://a.test/1", "raw_content": "x"}],
                "failed_results": [{"url": "https://a.test/2", "error": "timeout"}],
            },
            1,
            0,
        ),
        (
            "tavily",
            {"results": [{"url": "https://a.test/1", "raw_content": "x"}], "failed_results": []},
            1,
            1,
        ),
        (
            "exa",
            {
                "results": [{"url": "https://a.test/1", "text": "x"}],
                "statuses": [{"id": "https://a.test/2", "status": "error"}],
            },
            1,
            0,
        ),
        (
            "parallel",
            {
                "results": [{"url": "https://a.test/1", "full_content": "x"}],
                "errors": [{"url": "https://a.test/2", "error_type": "fetch_error"}],
            },
            1,
            0,
        ),
        ("you", [{"url": "https://a.test/1", "markdown": "x"}], 1, 1),
        (
            "you",
            [
                {"url": "https://a.test/1", "markdown": "x"},
                {"url": "https://a.test/2", "error": "blocked"},
            ],
            1,
            0,
        ),
    ],
)
def test_partial_reads_name_what_is_missing_and_whether_it_was_declared(
    provider, payload, missing, undeclared
) -> None:
    response = get_adapter(provider).parse_extract_response(
        payload, ["https://a.test/1", "https://a.test/2"]
    )
    assert response.partial is True
    assert len(response.missing) == missing
    assert len(response.undeclared_missing) == undeclared


def test_pricing_can_be_overridden(tmp_path: Path) -> None:
    from pytest_websearch_bench.providers.pricing import load_overrides

    path = tmp_path / "pricing.yaml"
    path.write_text(
        "firecrawl:\n  as_of: '2026-11'\n  source: our invoice\n  prices: {usd_per_credit: 0.00083}\n",
        encoding="utf-8",
    )
    pricing = pricing_for("firecrawl", load_overrides(path))
    assert pricing.as_of == "2026-11"
    adapter = get_adapter("firecrawl", pricing=pricing)
    usage = adapter.parse_search_response(
        {"success": True, "data": {"web": []}, "creditsUsed": 2}
    ).usage
    assert usage.cost_usd == pytest.approx(0.00166)
    assert (
        get_adapter("firecrawl")
        .parse_search_response({"success": True, "data": {"web": []}, "creditsUsed": 2})
        .usage.cost_usd
        is None
    )


def test_bundled_prices_carry_date_and_source() -> None:
    for name in BUNDLED_PROVIDERS:
        pricing = pricing_for(name)
        assert pricing.as_of not in ("", "unknown"), name
        assert pricing.source, name
