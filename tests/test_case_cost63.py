"""Instructions a case (stop 63): whether a URL is already canonical is matched once per URL
string (``urls._already_canonical``) and answers as the pattern does, on generated URLs and
on every URL the repository's tests and bundled cassettes hold."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench import urls
from pytest_websearch_bench.urls import _ALREADY_CANONICAL, _already_canonical

ROOT = Path(__file__).resolve().parents[1]
# Broader than urls.extract_urls: stops only at whitespace, quotes and JSON/markup
# delimiters, so escapes, ports, queries, fragments and odd characters are kept.
_ANY_URL = re.compile(r"""[A-Za-z][A-Za-z0-9+.-]*://[^\s"'<>\\]+""")


def _real_urls() -> Iterator[str]:
    files = [*sorted((ROOT / "tests").glob("*.py"))]
    for folder in (ROOT / "cassettes", ROOT / "examples"):
        files += sorted(p for p in folder.rglob("*") if p.suffix in (".json", ".yaml", ".yml"))
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        for found in _ANY_URL.finditer(text):
            url = found.group(0)
            yield url
            yield url.rstrip(".,;:)]}")


REAL = sorted(set(_real_urls()))


def test_real_urls_were_found() -> None:
    # both answers are among them, so the comparison below compares something
    assert len(REAL) > 1000
    assert any(_ALREADY_CANONICAL.fullmatch(u) for u in REAL)
    assert any(not _ALREADY_CANONICAL.fullmatch(u) for u in REAL)


def test_every_real_url_answers_as_the_pattern_asked_twice() -> None:
    _already_canonical.cache_clear()
    wrong = [u for u in REAL if _already_canonical(u) != bool(_ALREADY_CANONICAL.fullmatch(u))]
    again = [u for u in REAL if _already_canonical(u) != bool(_ALREADY_CANONICAL.fullmatch(u))]
    assert wrong == again == []


CHARS = st.sampled_from(
    [*"abcxyzABZ019-._~!$&'()*+,=:@/%?#;[] \t\n", "é", "ß", "\u0130", "\u212a", "\x00"]
)
SCHEMES = st.sampled_from(["http://", "https://", "HTTP://", "ftp://", "https:/", "", "https://"])
HOSTS = st.lists(
    st.sampled_from(["www", "acme", "b", "x-y", "9", "", "A", "é", "co"]), min_size=1, max_size=4
).map(".".join)


@settings(max_examples=600)
@given(SCHEMES, HOSTS, st.lists(CHARS, max_size=30).map("".join))
def test_a_generated_url_answers_as_the_pattern(scheme: str, host: str, rest: str) -> None:
    for url in (f"{scheme}{host}{rest}", f"{scheme}{host}/{rest}", rest):
        expected = bool(_ALREADY_CANONICAL.fullmatch(url))
        assert _already_canonical(url) is expected
        assert _already_canonical(url) is expected  # remembered


@settings(max_examples=200)
@given(st.text(max_size=40))
def test_any_text_answers_as_the_pattern(text: str) -> None:
    for url in (text, "https://" + text, "http://a.b/" + text):
        assert _already_canonical(url) is bool(_ALREADY_CANONICAL.fullmatch(url))


class _Counting:
    def __init__(self) -> None:
        self.asked: list[str] = []

    def fullmatch(self, url: str) -> re.Match[str] | None:
        self.asked.append(url)
        return _ALREADY_CANONICAL.fullmatch(url)


@pytest.mark.parametrize(
    "url", ["https://www.acme.example/contact/", "https://acme.example/a?utm_source=x"]
)
def test_a_url_is_matched_once_whatever_asks(monkeypatch: pytest.MonkeyPatch, url: str) -> None:
    counting = _Counting()
    monkeypatch.setattr(urls, "_ALREADY_CANONICAL", counting)
    _already_canonical.cache_clear()
    urls.page_key.cache_clear()
    try:
        answers = (
            urls.canonical_url_and_host(url),
            urls.page_key(url),
            urls.canonical_url(url),
            urls.host_of(url),
        )
    finally:
        _already_canonical.cache_clear()
        urls.page_key.cache_clear()
    # each string matched once (a URL that is not canonical: its canonical form too)
    assert counting.asked[0] == url
    assert sorted(counting.asked) == sorted(set(counting.asked))
    canonical = urls._canonical_url(url)
    assert answers == (
        (canonical, urls.host_of(canonical)),
        urls._page_key(canonical),
        canonical,
        urls.host_of(canonical),
    )
