from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.urls import canonical_url, extract_urls, host_of


@pytest.mark.parametrize(
    ("raw", "canonical"),
    [
        (
            "https://en.wikipedia.org/wiki/Bug_(Breaking_Bad)",
            "https://en.wikipedia.org/wiki/Bug_(Breaking_Bad)",
        ),
        (
            "https://en.wikipedia.org/wiki/Bug_%28Breaking_Bad%29",
            "https://en.wikipedia.org/wiki/Bug_(Breaking_Bad)",
        ),
        ("HTTPS://Example.COM:443/a#frag", "https://example.com/a"),
        ("http://example.com:80", "http://example.com/"),
        ("http://example.com:8080/x", "http://example.com:8080/x"),
        ("https://example.com/a?utm_source=x&b=2&a=1&gclid=abc", "https://example.com/a?a=1&b=2"),
        ("https://example.com/a?fbclid=1", "https://example.com/a"),
        ("https://www.bafa.de/x.html;jsessionid=ABC123?nn=1", "https://www.bafa.de/x.html?nn=1"),
        ("https://example.com/caf%C3%A9", "https://example.com/caf%C3%A9"),
        ("https://example.com/café", "https://example.com/caf%C3%A9"),
        ("https://example.com/a/", "https://example.com/a/"),
    ],
)
def test_canonical_url(raw: str, canonical: str) -> None:
    assert canonical_url(raw) == canonical


def test_not_a_url_is_returned_stripped() -> None:
    assert canonical_url("  urn:isbn:123 ") == "urn:isbn:123"


def test_host_of_strips_www() -> None:
    assert host_of("https://WWW.Example.com.mx/x") == "example.com.mx"
    assert host_of("nonsense") == ""


def test_extract_urls_keeps_parenthesised_paths() -> None:
    text = (
        "See https://en.wikipedia.org/wiki/Bug_(Breaking_Bad)\n"
        "(also https://en.wikipedia.org/wiki/Heisenberg_(disambiguation)). "
        "And https://example.com/a, then https://example.com/b."
    )
    assert extract_urls(text) == [
        "https://en.wikipedia.org/wiki/Bug_(Breaking_Bad)",
        "https://en.wikipedia.org/wiki/Heisenberg_(disambiguation)",
        "https://example.com/a",
        "https://example.com/b",
    ]


def test_extract_urls_drops_duplicates_in_order() -> None:
    assert extract_urls("https://a.test/x https://b.test/y https://a.test/x") == [
        "https://a.test/x",
        "https://b.test/y",
    ]


_segment = st.text(alphabet=st.characters(codec="utf-8", exclude_characters="/?#%\x00"), max_size=8)


@given(
    host=st.from_regex(r"[a-z]{1,8}\.(com|mx|org)", fullmatch=True),
    segments=st.lists(_segment, max_size=4),
    params=st.lists(
        st.tuples(st.from_regex(r"[a-z_]{1,6}", fullmatch=True), st.text(max_size=5)), max_size=4
    ),
)
def test_canonical_url_is_idempotent(host, segments, params) -> None:
    from urllib.parse import quote, urlencode

    url = f"https://{host}/" + "/".join(quote(s) for s in segments)
    if params:
        url += "?" + urlencode(params)
    once = canonical_url(url)
    assert canonical_url(once) == once
