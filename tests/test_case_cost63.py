"""Instructions a case (stop 63): whether a URL is already canonical is matched once per URL
string (``urls._already_canonical``) and answers as the pattern does, on generated URLs and
on every URL the repository's tests and bundled cassettes hold; ``claims.useful`` and a
case's own and reader-test costs take a short way for the common case (no claim; one call,
no read) with the answers of the long one, and a run file is the same text either way."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import runkit
from pytest_websearch_bench import urls
from pytest_websearch_bench.cases import GoldenCase, SearchParams
from pytest_websearch_bench.claims import Claim, counts_as_useful, useful
from pytest_websearch_bench.records import CallRecord, CaseRecord, ReadRecord
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


# --- useful answers and a case's costs: the short ways answer as the long ones -----------
# (the code before stop 63, kept here as the reference)


def _useful_before(claims: Iterable[Claim | Mapping[str, Any]]) -> bool:
    data = [c.to_dict() if isinstance(c, Claim) else c for c in claims]
    tests = [str(c.get("id")) for c in data if c.get("reader_test")]
    return any(not c.get("reader_test") and counts_as_useful(c, tests) for c in data)


def _own_cost_before(self: CaseRecord) -> float | None:
    if not any(c.reader_test for c in self.calls) and not any(r.reader_test for r in self.reads):
        return self.cost_usd
    costs = [c.cost_usd for c in self.calls if not c.reader_test] + [
        r.cost_usd for r in self.reads if r.cost_source is not None and not r.reader_test
    ]
    if any(c is None for c in costs):
        return None
    return math.fsum(c for c in costs if c is not None)


def _reader_test_cost_before(self: CaseRecord) -> float | None:
    costs = [c.cost_usd for c in self.calls if c.reader_test] + [
        r.cost_usd for r in self.reads if r.cost_source is not None and r.reader_test
    ]
    if any(c is None for c in costs):
        return None
    return math.fsum(c for c in costs if c is not None)


COSTS = st.sampled_from([None, 0.0, 0.008, 0.1, 1e-9, 0.3])
CALLS = st.builds(
    lambda op, cost, test, error: CallRecord(
        "p", op, cost_usd=cost, reader_test=test, error_kind=error, status=200
    ),
    st.sampled_from(["search", "extract"]),
    COSTS,
    st.booleans(),
    st.sampled_from([None, "timeout"]),
)
READS = st.builds(
    lambda cost, source, test: ReadRecord(
        url="https://a.example/x", via="stored", cost_usd=cost, cost_source=source, reader_test=test
    ),
    COSTS,
    st.sampled_from([None, "pricing:p", "neutral"]),
    st.booleans(),
)
CLAIMS = st.builds(
    lambda i, citable, tainted, test, contradicts: {
        "id": f"c{i}",
        "citable": citable,
        "tainted": tainted,
        "reader_test": test,
        "contradicts_claim_ids": contradicts,
    },
    st.integers(0, 3),
    st.sampled_from([True, False, None, 1]),
    st.booleans(),
    st.booleans(),
    st.one_of(st.none(), st.lists(st.sampled_from(["c0", "c1", "c2", "c9"]), max_size=2)),
)


def _case(calls: list[CallRecord], reads: list[ReadRecord], claims: list[Any]) -> CaseRecord:
    return CaseRecord(
        case_id="c",
        provider="p",
        category="a",
        web_role="allowed",
        claim_type="c",
        query="q",
        calls=calls,
        reads=reads,
        claims=claims,
    )


@settings(max_examples=500)
@given(st.lists(CALLS, max_size=3), st.lists(READS, max_size=3), st.lists(CLAIMS, max_size=3))
def test_a_case_costs_and_answers_as_before(
    calls: list[CallRecord], reads: list[ReadRecord], claims: list[Any]
) -> None:
    record = _case(calls, reads, claims)
    assert record.own_cost_usd == _own_cost_before(record)
    assert record.reader_test_cost_usd == _reader_test_cost_before(record)
    assert useful(record.claims) is _useful_before(record.claims)
    assert useful(iter(record.claims)) is _useful_before(record.claims)  # not a list
    assert useful(tuple(record.claims)) is _useful_before(record.claims)


def _before(monkeypatch: pytest.MonkeyPatch) -> None:
    """The code before stop 63 wherever the run file's numbers are computed."""
    import pytest_websearch_bench.metrics.cost as cost
    import pytest_websearch_bench.metrics.ratios as ratios
    import pytest_websearch_bench.metrics.useful_source as useful_source
    import pytest_websearch_bench.report.aggregate as aggregate

    for module in (cost, ratios, useful_source, aggregate):
        monkeypatch.setattr(module, "useful", _useful_before)
    monkeypatch.setattr(CaseRecord, "own_cost_usd", property(_own_cost_before))
    monkeypatch.setattr(CaseRecord, "reader_test_cost_usd", property(_reader_test_cost_before))
    monkeypatch.setattr(
        urls, "_already_canonical", lambda url: _ALREADY_CANONICAL.fullmatch(url) is not None
    )


def _records() -> list[CaseRecord]:
    out = [
        runkit.record(f"c{i}", category="ab"[i % 2], relevant=i % 4, useful=i % 3 == 0)
        for i in range(12)
    ]
    out += [runkit.record("e1", error="timeout"), runkit.record("g1", gold=["https://g.test/"])]
    tested = runkit.record("r1", useful=True)
    tested.reads.append(
        ReadRecord(
            url="https://r.test/doc",
            via="stored",
            cost_usd=0.002,
            cost_source="pricing:p",
            reader_test=True,
        )
    )
    tested.claims.append({"id": "r1-2", "citable": True, "reader_test": True})
    out.append(tested)
    return out


def test_the_run_file_is_the_same_text_as_before(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    after = runkit.write(tmp_path / "after.json", runkit.run_of(_records())).read_bytes()
    with monkeypatch.context() as patched:
        _before(patched)
        assert CaseRecord.own_cost_usd.fget is _own_cost_before  # type: ignore[attr-defined]
        before = runkit.write(tmp_path / "before.json", runkit.run_of(_records())).read_bytes()
    assert b'"reader_test_cost_usd"' in after
    assert after == before


# --- cases that search the same way share one SearchParams ------------------------------

PARAMS = st.fixed_dictionaries(
    {},
    optional={
        "max_results": st.sampled_from([1, 5, 10]),
        "country": st.sampled_from(["MX", "ES"]),  # ISO codes: a name is refused at load
        "language": st.sampled_from(["es", "en"]),
        "topic": st.sampled_from(["general", "news"]),
        "include_domains": st.lists(st.sampled_from(["a.mx", "b.mx"]), max_size=2),
        "start_date": st.sampled_from(["2026-01-01", "2026-02-01"]),
    },
)


def _golden(params: dict[str, Any]) -> GoldenCase:
    return GoldenCase.model_validate(
        {"id": "c-1", "category": "a", "query": "q", "claim_type": "c", "params": params}
    )


@settings(max_examples=300)
@given(PARAMS, PARAMS)
def test_cases_share_params_exactly_when_pydantic_calls_them_equal(
    one: dict[str, Any], two: dict[str, Any]
) -> None:
    first, second = _golden(one).params, _golden(two).params
    assert (first is second) is (
        SearchParams.model_validate(one) == SearchParams.model_validate(two)
    )
    assert first == SearchParams.model_validate(one)
    assert second == SearchParams.model_validate(two)


def test_the_remembered_answers_do_not_grow_with_the_run() -> None:
    # a URL is asked again within its case; answers kept for the whole run would cost
    # ~1.2 KB a case of memory
    maxsize = _already_canonical.cache_info().maxsize
    assert maxsize is not None
    assert maxsize <= 1024
