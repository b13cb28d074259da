"""Hostile provider answers during replay: whatever the body (wrong JSON types, NaN where
a date was, nesting past the parser's depth, a date out of range), each adapter's reading
ends in a typed WebSearchError recorded for the case, never another exception (which
would be a bare traceback in place of the case's outcome). Found by fuzzing each adapter
with mutated recorded bodies."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.providers import SearchQuery, get_adapter
from pytest_websearch_bench.providers.errors import ResponseParseError, WebSearchError
from pytest_websearch_bench.providers.registry import BUILTIN

URLS = ["https://example.com/a", "https://example.com/b"]


def _adapter(provider: str, status: int, content: bytes) -> Any:
    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status, content=content, headers={"content-type": "application/json"})

    client = httpx.Client(transport=httpx.MockTransport(answer))
    return get_adapter(provider, client=client, api_key="k")


def _call(adapter: Any, operation: str) -> object:
    if operation == "search":
        return adapter.search(SearchQuery(query="q"))
    if operation == "extract":
        return adapter.extract(URLS)
    return adapter.fetch(URLS[0])


def _body(value: object) -> bytes:
    return json.dumps(value).encode()  # NaN and Infinity written as JSON's extensions


# (provider, operation, HTTP status, body): each crashed its adapter before, with the
# exception it raised.
CRASHED = [
    (
        "firecrawl",
        "search",
        200,
        _body({"success": True, "data": 5, "creditsUsed": 2}),
    ),  # TypeError
    ("firecrawl", "search", 200, _body({"success": True, "data": {"web": 1.5}})),  # TypeError
    ("you", "search", 200, _body({"results": {"web": 1.5, "news": []}})),  # TypeError
    ("you", "search", 200, _body({"results": float("inf")})),  # AttributeError
    ("jina", "search", 200, _body({"code": 200, "status": 20000, "data": 0})),  # TypeError
    ("jina", "search", 200, _body({"code": float("nan"), "data": []})),  # ValueError
    ("perplexity", "search", 200, _body({"id": "x", "results": -1})),  # TypeError
    ("tavily", "search", 200, _body({"results": [{"url": 1.5, "title": "t"}]})),  # TypeError
    ("tavily", "extract", 200, _body({"results": [{"url": 0, "raw_content": "x"}]})),  # TypeError
    ("parallel", "extract", 200, _body({"results": float("nan"), "errors": []})),  # TypeError
    ("exa", "extract", 200, _body({"results": -1, "statuses": []})),  # TypeError
    ("brave", "search", 200, _body({"type": "search", "web": {"results": [{"url": {}}]}})),
    ("serpapi", "search", 200, _body({"search_metadata": [None], "search_parameters": ""})),
    ("tavily", "search", 200, b"[" * 5000 + b"]" * 5000),  # RecursionError in json
]


@pytest.mark.parametrize(("provider", "operation", "status", "content"), CRASHED)
def test_a_body_of_another_shape_is_a_parse_error_naming_the_provider(
    provider: str, operation: str, status: int, content: bytes
) -> None:
    with pytest.raises(ResponseParseError) as raised:
        _call(_adapter(provider, status, content), operation)
    assert raised.value.kind == "parse" and raised.value.provider == provider
    assert provider in str(raised.value)


def test_an_error_body_of_another_shape_keeps_the_status_kind() -> None:
    """Linkup's error reader crashed on ``details: 1.5``: the status decides the kind."""
    body = {"error": {"statusCode": 429, "code": True, "message": "slow down", "details": 1.5}}
    with pytest.raises(WebSearchError) as raised:
        _call(_adapter("linkup", 429, _body(body)), "search")
    assert raised.value.kind == "rate_limited" and raised.value.status == 429
    assert "unexpected shape" in str(raised.value) and raised.value.body == body


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats()
    | st.text(max_size=12)
    | st.sampled_from(["https://example.com/a", "2026-01-01", "99999-99-99", "200", "web"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(
                [
                    "results",
                    "data",
                    "web",
                    "url",
                    "title",
                    "content",
                    "error",
                    "code",
                    "status",
                    "published_date",
                    "date",
                    "age",
                    "markdown",
                    "text",
                    "items",
                    "snippets",
                ]
            ),
            inner,
            max_size=4,
        )
    ),
    max_leaves=12,
)


@pytest.mark.parametrize("provider", sorted(BUILTIN))
@settings(
    max_examples=40,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(body=JSON, status=st.sampled_from([200, 200, 200, 400, 422, 429, 500]))
def test_any_json_body_ends_in_a_typed_error_or_an_answer(
    provider: str, body: object, status: int
) -> None:
    adapter = _adapter(provider, status, _body(body))
    for operation in ("search", "extract", "fetch"):
        if operation != "search" and not getattr(adapter.capabilities, operation):
            continue
        try:
            outcome: object = _call(adapter, operation)
        except WebSearchError as error:  # any other exception fails the test
            outcome = error
        assert getattr(outcome, "provider", None) == provider
