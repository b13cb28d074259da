"""The deterministic fixture generator and the bundled synthetic cassettes."""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bench_tree import BUNDLED_PROVIDERS, bench_config
from pytest_websearch_bench.cases import load_golden_cases
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.pipeline import query_for_case
from pytest_websearch_bench.providers import SearchQuery, SearchResult, get_adapter
from pytest_websearch_bench.replay.manifest import load_manifest
from pytest_websearch_bench.replay.matching import request_key, spec_key
from pytest_websearch_bench.report.aggregate import AggregateContext, aggregate
from pytest_websearch_bench.report.record_json import left_out
from pytest_websearch_bench.session import BenchSession
from pytest_websearch_bench.synthetic.synthesize import (
    synthesize_ranking,
    synthesize_search_cassette,
)
from pytest_websearch_bench.urls import canonical_url, host_of

# How precisely each provider's payload carries a date: None (it carries none), "day" or "second".
DATE_PRECISION = {
    "brave": "second",
    "exa": "second",
    "you": "second",
    "tavily": "second",
    "serpapi": "day",
    "parallel": "day",
    "perplexity": "day",
    "jina": "day",
    "firecrawl": None,
    "linkup": None,
}


@pytest.fixture(scope="module")
def golden(repo_root: Path):
    cases = load_golden_cases(repo_root / "golden")
    families = FamilyTable.load(repo_root / "golden" / "families.yaml")
    return cases, families


def test_bundled_fixtures_are_exactly_what_the_generators_write(
    repo_root, golden, tmp_path, monkeypatch
) -> None:
    """No hand edits: the whole bundled tree (provider fixtures, then the synthetic judge's
    grades over them) and its manifest regenerate byte for byte."""
    from pytest_websearch_bench.cli import main
    from pytest_websearch_bench.synthetic.fixture_writer import write_synthetic_fixtures

    cases, families = golden
    written = write_synthetic_fixtures(
        cases, [get_adapter(p, offline=True) for p in BUNDLED_PROVIDERS], families, tmp_path
    )
    bundled = repo_root / "cassettes"
    shutil.copyfile(bundled / "redaction.yaml", tmp_path / "redaction.yaml")
    monkeypatch.chdir(tmp_path)
    argv = ["synthesize-judge", "--golden", str(repo_root / "golden"), "--cassettes", "."]
    assert main([*argv, "--provider", ",".join(BUNDLED_PROVIDERS)]) == 0

    def tree(root: Path) -> list[str]:
        relative = (p.relative_to(root) for p in root.rglob("*") if p.is_file())
        return sorted(r.as_posix() for r in relative if not r.parts[0].startswith("."))

    assert tree(tmp_path) == tree(bundled)
    judged = {r for r in tree(bundled) if r.startswith("_judge/synthetic-judge/")}
    for provider in ("tavily", "brave"):  # every case with a ranking is judged, no other
        ranked = {r.case_id for r in _records(repo_root, provider) if r.documents}
        assert {f"_judge/synthetic-judge/{provider}/{c}.json" for c in ranked} == {
            r for r in judged if r.split("/")[2] == provider
        }
    for relative in tree(bundled):
        assert (bundled / relative).read_bytes() == (tmp_path / relative).read_bytes(), relative
    forbidden = [c.id for c in cases if c.forbidden]
    assert not any(r.split("/")[-1].split(".")[0] in forbidden for r in written)
    manifest = load_manifest(bundled / "manifest.json")
    assert all(e.synthetic for e in manifest.files.values())
    classes = {
        (e.provider, e.fixture_class) for e in manifest.files.values() if e.operation != "judge"
    }
    for provider in BUNDLED_PROVIDERS:
        assert {c for p, c in classes if p == provider} == {1, 4, 5, 6, 7}
    assert {c for p, c in classes if p is None} == {2, 3, 8, 9}


def _records(repo_root: Path, provider: str):
    config = bench_config(repo_root, provider, report=repo_root / ".ws-bench" / "unused.json")
    session = BenchSession.start(config)
    return [
        session.runner.compute(case, provider).record for case in session.loaded.golden.all_cases()
    ]


def test_bundled_metrics_are_not_trivial_and_differ_between_providers(repo_root: Path) -> None:
    aggregates = {}
    for provider in BUNDLED_PROVIDERS:
        records = _records(repo_root, provider)
        assert all(r.hard_fault is None for r in records)
        aggregates[provider] = aggregate(records, AggregateContext())
    keys = ("precision@5", "precision@10", "ndcg@10", "hit@10", "mrr@10", "freshness_known")
    for provider, agg in aggregates.items():
        values = [agg[k] for k in keys]
        assert all(v is not None for v in values)
        assert not all(v == 1.0 for v in values), f"{provider}: every metric is 1.0"
        assert 0.0 < agg["ndcg@10"] < 1.0
    assert any(aggregates["tavily"][k] != aggregates["exa"][k] for k in keys)


def test_gold_is_never_echoed_back(repo_root: Path, golden) -> None:
    cases, families = golden
    partial = noisy = dated_stale = missing_dates = duplicates = 0
    for case in cases:
        if case.forbidden:
            continue
        for provider in BUNDLED_PROVIDERS:
            results, _ = synthesize_ranking(case, provider, families)
            urls = [r.url for r in results]
            gold = case.gold_urls
            assert urls[: len(gold)] != sorted(gold) or len(urls) > len(gold)
            partial += not gold <= set(urls)
            noisy += any(u not in gold for u in urls)
            duplicates += len(urls) != len(set(urls))
            missing_dates += any(r.published_at is None for r in results)
            window = dt.timedelta(days=case.freshness_days or 365)
            dated_stale += any(
                r.published_at is not None
                and dt.datetime(2026, 11, 20, 12, tzinfo=dt.timezone.utc) - r.published_at > window
                for r in results
            )
    assert (
        partial > 10 and noisy > 60 and duplicates > 3 and missing_dates > 10 and dated_stale > 10
    )


_result = st.builds(
    lambda n, title, snippet, days, score: (n, title, snippet, days, score),
    st.integers(0, 10_000),
    st.text(min_size=1, max_size=30),
    st.text(max_size=60),
    st.one_of(st.none(), st.integers(0, 3000)),
    st.floats(0, 1, allow_nan=False),
)


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
@given(items=st.lists(_result, max_size=8, unique_by=lambda t: t[0]), news=st.booleans())
def test_render_is_the_inverse_of_parse(provider: str, items, news: bool) -> None:
    adapter = get_adapter(provider)
    base = dt.datetime(2026, 1, 1, 8, 30, 15, tzinfo=dt.timezone.utc)
    results = [
        SearchResult(
            url=canonical_url(f"https://site{n}.test/p/{n}"),
            raw_url=f"https://site{n}.test/p/{n}",
            title=title.strip() or "t",
            snippet=snippet.strip(),
            published_at=None if days is None else base - dt.timedelta(days=days),
            score=round(score, 6),
            position=i + 1,
            host=host_of(f"https://site{n}.test"),
        )
        for i, (n, title, snippet, days, score) in enumerate(items)
    ]
    query = SearchQuery(query="q", topic="news" if news else "general", contents="snippets")
    payload = adapter.render_search_payload(query, results, request_id="r", latency_ms=10.0)
    parsed = adapter.parse_search_response(payload)
    assert [r.raw_url for r in parsed.results] == [r.raw_url for r in results]
    assert [r.title for r in parsed.results] == [r.title for r in results]
    assert [r.snippet for r in parsed.results] == [r.snippet for r in results]
    precision = DATE_PRECISION[provider]
    if provider == "tavily" and not news:
        precision = None  # Tavily dates results for topic=news only

    def expected(value: dt.datetime | None) -> dt.datetime | None:
        if value is None or precision is None:
            return None
        if precision == "day":
            return dt.datetime(value.year, value.month, value.day, tzinfo=dt.timezone.utc)
        return value

    assert [r.published_at for r in parsed.results] == [expected(r.published_at) for r in results]


def test_generated_cassette_request_is_what_the_adapter_sends(golden) -> None:
    cases, families = golden
    case = next(c for c in cases if c.id == "gs-081")
    for provider in BUNDLED_PROVIDERS:
        adapter = get_adapter(provider, offline=True)
        cassette = synthesize_search_cassette(case, adapter, families)
        meta = cassette.ws
        assert meta is not None and meta.synthetic and meta.fixture_class == 1
        interaction = cassette.interactions[0]
        assert interaction.ws.latency_ms and interaction.ws.latency_ms > 0
        if provider in ("firecrawl", "jina"):  # no USD price published: unknown, never 0
            assert interaction.ws.cost_usd is None
        else:
            assert interaction.ws.cost_usd and interaction.ws.cost_usd > 0
        spec = adapter.build_search_request(query_for_case(case))
        recorded = interaction.request
        assert request_key(recorded.method, recorded.uri, recorded.body) == spec_key(
            spec.method, spec.url, spec.params, spec.json
        )


def test_bundled_reviews_are_exactly_what_the_generator_writes(repo_root, golden, tmp_path) -> None:
    """golden/pool.yaml and golden/verified_dates.yaml regenerate byte for byte, are marked
    synthetic, and a reviewed (non-synthetic) pool is never overwritten."""
    from pytest_websearch_bench.synthetic.reviews import write_synthetic_reviews

    cases, families = golden
    adapters = [get_adapter(p, offline=True) for p in BUNDLED_PROVIDERS]
    written = write_synthetic_reviews(cases, adapters, families, tmp_path)
    assert written == ["pool.yaml", "verified_dates.yaml"]
    for name in written:
        assert (tmp_path / name).read_bytes() == (repo_root / "golden" / name).read_bytes(), name
    reviewed = "schema: pytest-websearch-bench/pool@1\nsynthetic: false\ncases: {}\n"
    (tmp_path / "pool.yaml").write_text(reviewed, encoding="utf-8")
    assert write_synthetic_reviews(cases, adapters, families, tmp_path) == ["verified_dates.yaml"]
    assert (tmp_path / "pool.yaml").read_text(encoding="utf-8") == reviewed


def test_records_encode_the_same_as_their_dicts(repo_root: Path) -> None:
    """The run file encodes CaseRecords straight from the dataclasses; that text must be
    the text of ``to_dict`` (a field added to one and not the other would break it)."""
    from pydantic_core import to_json

    config = bench_config(
        repo_root,
        "tavily",
        "brave",
        "cascade",
        report=repo_root / ".ws-bench" / "unused.json",
        judge="synthetic-judge",
    )
    session = BenchSession.start(config)
    records = [
        session.runner.compute(case, provider).record
        for provider in config.providers
        for case in session.loaded.golden.all_cases()
    ]
    assert any(r.claims for r in records) and any(r.judge for r in records)
    assert any(r.reads for r in records) and any(r.cascade for r in records)
    assert any(r.hard_fault for r in records) or any(r.outcome == "error" for r in records)
    for record in records:
        assert to_json(record, exclude=left_out(record)) == to_json(record.to_dict()), record.key


def test_the_neutral_fetchers_pages_are_the_ones_a_written_answer_reads(
    golden, tmp_path, capsys
) -> None:
    """A page is written only for a URL among the top results of a search answer written
    for a search-only provider, naming the cases whose answer reads it. Before, pages came
    from each case's full ranking, also where the written answer was an outage (no answer)
    or empty: 17 pages of the bundled tree stood for URLs no recording held, which the
    neutral fetcher never read and ``ws-bench manifest --adopt`` refused after a lost
    manifest. Now such a tree adopts whole and verifies."""
    from pytest_websearch_bench.cli import main
    from pytest_websearch_bench.pipeline import top_urls
    from pytest_websearch_bench.replay.cassette import load_cassette
    from pytest_websearch_bench.synthetic.failures import outcome_plan, storm_run
    from pytest_websearch_bench.synthetic.fixture_writer import write_synthetic_fixtures

    cases, families = golden
    # The outage's cases (gs-081..084), two with stored documents and three others.
    chosen = [c for c in cases if c.id in ("gs-001", "gs-004", "gs-043", "gs-065", "gs-073")]
    chosen += [c for c in cases if c.id in ("gs-081", "gs-082", "gs-083", "gs-084")]
    providers = ("brave", "serpapi", "tavily")
    adapters = [get_adapter(p, offline=True) for p in providers]
    write_synthetic_fixtures(chosen, adapters, families, tmp_path, failures=True, shared=True)
    # The misfortunes that used to leave pages behind are in this tree.
    assert len(storm_run(chosen)) >= 3
    assert any(
        "; no results" in (load_cassette(p).ws.note or "") for p in tmp_path.rglob("search/*.json")
    )
    assert outcome_plan(sorted(chosen, key=lambda c: c.id), "brave", [], [])["exhausted"]
    assert (tmp_path / "brave" / "errors" / "gs-081.search.json").is_file()

    read: dict[str, set[str]] = {}  # canonical URL -> the cases whose written answer reads it
    for adapter in adapters:
        if adapter.capabilities.extract or adapter.capabilities.fetch:
            continue
        for path in sorted((tmp_path / adapter.name / "search").glob("*.json")):
            cassette = load_cassette(path)
            body = cassette.interactions[0].response.body.as_bytes()  # type: ignore[union-attr]
            results = adapter.parse_search_response(json.loads(body)).results
            for raw in top_urls(results, 3):
                read.setdefault(canonical_url(raw), set()).add(cassette.ws.case_id)  # type: ignore[union-attr]
    manifest = load_manifest(tmp_path / "manifest.json")
    pages = {p: e for p, e in manifest.files.items() if e.operation == "page"}
    assert pages
    for path, entry in pages.items():
        url = canonical_url(entry.source_url or "")
        assert url in read, path
        assert set(entry.case_ids) <= read[url], path

    (tmp_path / "manifest.json").unlink()
    assert main(["manifest", str(tmp_path), "--adopt"]) == 0
    out = capsys.readouterr().out
    assert "NOT ADOPTED" not in out
    assert set(load_manifest(tmp_path / "manifest.json").files) == set(manifest.files)
    assert main(["verify", "--allow-incomplete", str(tmp_path)]) == 0
    assert "unlisted" not in capsys.readouterr().out
