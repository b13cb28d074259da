"""The decision report's numbers: pooled recall by origin group, freshness accuracy,
cost per useful answer (the spec's example), the invoice gate, bootstrap intervals and
ties, cascades, and `ws-bench compare`."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.cascade import (
    CascadeError,
    escalation_cause,
    load_cascade,
    success_rates,
    suggested_order,
)
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.errors import GoldenFileError
from pytest_websearch_bench.invoice import InvoiceError, divergence, load_invoice
from pytest_websearch_bench.metrics.cost import cost_per_useful_answer
from pytest_websearch_bench.metrics.freshness import accuracy_counts
from pytest_websearch_bench.metrics.stats import bootstrap_ci, paired, point, ties
from pytest_websearch_bench.pool import CasePool, assign_groups, load_pool, recall_pooled
from pytest_websearch_bench.records import CallRecord, CaseRecord, DocumentRecord
from pytest_websearch_bench.report.compare import CompareError, compare_runs
from pytest_websearch_bench.verified_dates import load_verified_dates


def doc(position: int, url: str, title: str = "", **kw: object) -> DocumentRecord:
    document = DocumentRecord(
        position=position, url=url, host=url.split("/")[2], family="news", title=title,
        published_at=None, retrieved_at="2026-11-20T12:00:00Z", origin_group=url, gold=False,
        support=None, relevant=False,
    )  # fmt: skip
    for key, value in kw.items():
        setattr(document, key, value)
    return document


def record(case_id: str, provider: str = "p", **kw: object) -> CaseRecord:
    base = CaseRecord(
        case_id=case_id, provider=provider, category="c", web_role="allowed", claim_type="t",
        query="q",
    )  # fmt: skip
    for key, value in kw.items():
        setattr(base, key, value)
    return base


# -- pooled recall ------------------------------------------------------------------------------

STORY = "Grupo Tepeyac anuncia nueva planta en Ramos Arizpe con inversión de 3,500 millones"


def test_groups_by_annotation_then_near_duplicate_text_then_url() -> None:
    pool = CasePool(
        ["story"],
        {"https://a.mx/nota": ("story", "relevant"), "https://d.mx/x": ("spam", "not_relevant")},
    )
    documents = [
        doc(1, "https://a.mx/nota"),
        doc(2, "https://b.mx/reprint"),  # a reprint of the story on another host
        doc(3, "https://c.mx/other"),
        doc(4, "https://d.mx/x"),
        doc(5, "https://e.mx/copy-of-other"),
    ]
    texts = {
        "https://a.mx/nota": STORY,
        "https://b.mx/reprint": STORY + ". Reproducción autorizada.",
        "https://c.mx/other": "Directorio de empresas industriales del Bajío con teléfonos y mapas",
        "https://e.mx/copy-of-other": "Directorio de empresas industriales del Bajío con teléfonos y mapas",
        "https://d.mx/x": "algo distinto",
    }
    assign_groups(documents, pool, texts)
    groups = [(d.origin_group, d.pool) for d in documents]
    assert groups == [
        ("story", "relevant"),
        ("story", "relevant"),
        ("https://c.mx/other", None),
        ("spam", "not_relevant"),
        ("https://e.mx/copy-of-other", None),  # unjudged documents are not clustered
    ]
    # recall counts groups, not URLs: two URLs of one story are one group out of one
    assert recall_pooled(documents, pool.relevant) == 1.0
    assert recall_pooled(documents, ["story", "second-story"]) == 0.5
    assert recall_pooled(documents, None) is None


def test_pool_file_errors_name_the_file_and_case(tmp_path: Path) -> None:
    path = tmp_path / "pool.yaml"
    path.write_text(
        "schema: pytest-websearch-bench/pool@1\ncases:\n  gs-1:\n    relevant:\n"
        "      - {group: a, urls: [https://x.mx/1]}\n      - {group: b, urls: [https://x.mx/1]}\n",
        encoding="utf-8",
    )
    with pytest.raises(GoldenFileError, match=r"pool.yaml, case 'gs-1'.*two groups"):
        load_pool(path)
    assert load_pool(tmp_path / "absent.yaml").cases == {}


def test_bundled_pool_and_dates_are_synthetic_and_large_enough(repo_root: Path) -> None:
    pool = load_pool(repo_root / "golden" / "pool.yaml")
    assert pool.synthetic and len(pool.cases) >= 30
    dates = load_verified_dates(repo_root / "golden" / "verified_dates.yaml")
    assert len(dates) >= 40


# -- freshness accuracy --------------------------------------------------------------------------


def test_freshness_accuracy_counts_dated_verified_documents_within_a_day() -> None:
    documents = [
        doc(1, "https://a.mx/1", published_at="2026-03-04T23:00:00Z", verified_date="2026-03-05"),
        doc(2, "https://a.mx/2", published_at="2026-03-01T10:00:00Z", verified_date="2026-03-05"),
        doc(3, "https://a.mx/3", published_at=None, verified_date="2026-03-05"),  # undated
        doc(4, "https://a.mx/4", published_at="2026-03-01T10:00:00Z"),  # not in the sample
    ]
    assert accuracy_counts(documents) == (1, 2)


def test_a_verified_date_is_found_by_page_whatever_the_spelling(repo_root: Path) -> None:
    """The file verifies ``https://www.a.mx/nota/``; a provider that returns it as
    ``http://a.mx/nota`` (scheme, www. and trailing slash changed) ranks the same page:
    it finds its date (before: looked up by canonical URL, it missed it and the document
    dropped out of the freshness_accuracy sample)."""
    import datetime as dt

    from pytest_websearch_bench.cases import load_golden_cases
    from pytest_websearch_bench.families import FamilyTable
    from pytest_websearch_bench.pipeline import CaseRun
    from pytest_websearch_bench.providers import get_adapter
    from pytest_websearch_bench.providers.models import SearchResponse, SearchResult
    from pytest_websearch_bench.urls import canonical_url

    case = next(c for c in load_golden_cases(repo_root / "golden") if c.id == "gs-011")
    families = FamilyTable.load(repo_root / "golden" / "families.yaml")
    verified = {canonical_url("https://www.a.mx/nota/"): "2026-03-05"}
    run = CaseRun(case, get_adapter("tavily", offline=True), families=families, verified=verified)
    spellings = ("http://a.mx/nota", "https://www.a.mx/nota/", "https://a.mx/otra")
    day = dt.datetime(2026, 3, 5, tzinfo=dt.UTC)
    results = tuple(
        SearchResult(canonical_url(url), url, "t", "s", day, None, i, "a.mx")
        for i, url in enumerate(spellings, 1)
    )
    documents = run.rank(SearchResponse("tavily", results))
    assert [d.verified_date for d in documents] == ["2026-03-05", "2026-03-05", None]


# -- cost per useful answer ------------------------------------------------------------------------


def _priced(case_id: str, costs: list[float], useful: bool, provider: str) -> CaseRecord:
    claims = [{"id": "c", "citable": True, "contradicts_claim_ids": []}] if useful else []
    calls = [CallRecord(provider=provider, operation="search", cost_usd=c) for c in costs]
    return record(case_id, provider, calls=calls, claims=claims)


def test_the_specs_example_cheap_per_request_costs_more_per_useful_answer() -> None:
    """$1/1k needing three passes and failing half the cases costs more than $5/1k that
    answers first time."""
    cheap = [_priced(f"c{i}", [0.001] * 3, i % 2 == 0, "cheap") for i in range(100)]
    dear = [_priced(f"c{i}", [0.005], True, "dear") for i in range(100)]
    cheap_value, _ = cost_per_useful_answer(cheap)
    dear_value, _ = cost_per_useful_answer(dear)
    assert cheap_value == pytest.approx(0.3 / 50)
    assert dear_value == pytest.approx(0.005)
    assert cheap_value > dear_value
    nothing = [_priced("x", [0.001], False, "p")]
    assert cost_per_useful_answer(nothing) == (
        None,
        pytest.approx(cost_per_useful_answer(nothing)[1]),
    )
    assert "no useful answer" in cost_per_useful_answer(nothing)[1]


# -- invoice gate ------------------------------------------------------------------------------------


def test_invoice_divergence_and_its_errors(tmp_path: Path) -> None:
    path = tmp_path / "invoice.csv"
    path.write_text(
        "provider,period,amount_usd\ntavily,2026-10,0.50\ntavily,2026-11,0.50\n", "utf-8"
    )
    invoice = load_invoice(path)
    records = [_priced(f"c{i}", [0.01], True, "tavily") for i in range(104)]  # $1.04 reported
    value, reason = divergence(invoice, "tavily", records)
    assert value == pytest.approx(0.04) and "2026-10, 2026-11" in reason
    records = [_priced(f"c{i}", [0.01], True, "tavily") for i in range(110)]
    assert divergence(invoice, "tavily", records)[0] == pytest.approx(0.10)
    assert divergence(invoice, "exa", records) == (None, f"{path} has no row for exa")
    assert divergence(None, "tavily", records)[0] is None
    unknown = [_priced("c", [None], True, "tavily")]  # type: ignore[list-item]
    assert "no known price" in divergence(invoice, "tavily", unknown)[1]
    for text, problem in (
        ("provider,amount_usd\ntavily,1\n", "no column period"),
        ("provider,period,amount_usd\ntavily,2026-11,lots\n", "line 2: amount_usd 'lots'"),
        ("provider,period,amount_usd\n", "no rows"),
    ):
        path.write_text(text, encoding="utf-8")
        with pytest.raises(InvoiceError, match=problem):
            load_invoice(path)


# -- statistics ------------------------------------------------------------------------------------


@given(st.lists(st.floats(min_value=0, max_value=1), min_size=2, max_size=60))
@settings(max_examples=60, deadline=None)
def test_property_the_interval_holds_the_point_and_is_reproducible(values: list[float]) -> None:
    ratios = {f"c{i:03d}": (v, 1.0) for i, v in enumerate(values)}
    interval = bootstrap_ci(ratios)
    assert interval is not None
    value = point(ratios)
    assert value is not None
    assert interval[0] - 1e-9 <= value <= interval[1] + 1e-9 or math.isclose(
        interval[0], interval[1]
    )
    assert bootstrap_ci(ratios) == interval  # fixed seed


def test_paired_comparison_tells_a_difference_from_a_tie() -> None:
    rng = random.Random(3)
    base = {f"c{i}": (rng.uniform(0, 1), 1.0) for i in range(80)}
    shifted = {c: (v + 0.3, d) for c, (v, d) in base.items()}
    noisy = {c: (v + rng.uniform(-0.01, 0.01), d) for c, (v, d) in base.items()}
    different = paired(shifted, base)
    assert (
        different is not None and not different.tie and different.difference == pytest.approx(0.3)
    )
    same = paired(noisy, base)
    assert same is not None and same.tie
    assert ties(["a", "b", "c"], {("a", "b"): same, ("a", "c"): different, ("b", "c"): None}) == {
        "a": ["b"],
        "b": ["a"],
        "c": [],
    }


# -- cascades ------------------------------------------------------------------------------------------


def test_escalation_causes() -> None:
    answered = record("a", documents=[doc(1, "https://x.mx/")], claims=[{"citable": True}])
    assert escalation_cause(answered) is None
    assert escalation_cause(record("b", outcome="error")) == "error"
    assert escalation_cause(record("c")) == "no_result"
    assert escalation_cause(record("d", documents=[doc(1, "https://x.mx/")])) == "low_confidence"


def test_reordering_rule_is_deterministic() -> None:
    steps = [
        record(f"c{i}", cascade=[
            {"tier": "a", "skipped": False, "cause": "low_confidence" if i % 2 else None},
            *([{"tier": "b", "skipped": False, "cause": None}] if i % 2 else []),
        ])
        for i in range(10)
    ]  # fmt: skip
    rates = success_rates(steps, ["a", "b"])
    assert rates["a"] == {"ran": 10, "answered": 5, "rate": 0.5}
    assert rates["b"] == {"ran": 5, "answered": 5, "rate": 1.0}
    assert suggested_order(["a", "b"], rates, {"a": 0.008, "b": 0.005}, 5) == ["b", "a"]
    assert suggested_order(["a", "b"], rates, {"a": 0.008, "b": 0.005}, 6) == ["a", "b"]


def test_cascade_file_errors(tmp_path: Path) -> None:
    path = tmp_path / "cascade.yaml"
    path.write_text("tiers: [tavily]\n", encoding="utf-8")
    with pytest.raises(CascadeError, match=r"cascade\.yaml"):
        load_cascade(path)
    path.write_text("name: brave\ntiers: [brave, tavily]\n", encoding="utf-8")
    with pytest.raises(CascadeError, match="named like one of its tiers"):
        load_cascade(path)


def test_bundled_cascade_hits_every_fallback_cause(repo_root: Path, tmp_path: Path) -> None:
    from bench_tree import bench_config
    from pytest_websearch_bench.session import BenchSession

    session = BenchSession.start(
        bench_config(
            repo_root, "cascade", report=tmp_path / "run.json", cache_dir=tmp_path / "cache"
        )
    )
    records = [
        session.runner.compute(case, "cascade").record for case in session.loaded.golden.all_cases()
    ]
    causes = {r.fallback_cause for r in records if r.fallback_cause}
    assert causes == {"no_result", "error", "low_confidence", "budget"}
    budget = next(r for r in records if r.fallback_cause == "budget")
    assert budget.cascade and budget.cascade[0]["skipped"] is True
    assert all(c.provider in ("tavily", "brave") for r in records for c in r.calls)
    escalated = next(r for r in records if r.fallback_cause == "error")
    assert {c.provider for c in escalated.calls} == {"tavily", "brave"}  # both tiers' calls
    assert escalated.cost_usd == pytest.approx(sum(c.cost_usd or 0 for c in escalated.calls))
    session.close()


# -- compare --------------------------------------------------------------------------------------------


@pytest.fixture
def matrix(pytester: pytest.Pytester, repo_root: Path) -> Path:
    """One run file per provider on the bundled golden set and fixtures (a tox matrix)."""
    pytester.makeini("[pytest]\n")
    pytester.chdir()
    for provider in ("tavily", "brave"):
        report = pytester.path / "matrix" / f"{provider}.json"
        result = pytester.runpytest(
            str(repo_root / "golden"),
            f"--ws-provider={provider}",
            f"--ws-golden={repo_root / 'golden'}",
            f"--ws-cassettes={repo_root / 'cassettes'}",
            f"--ws-report={report}",
            f"--ws-cache-dir={pytester.path / 'cache'}",
            "-p",
            "no:cacheprovider",
            "-q",
        )
        assert result.ret == 0, result.stdout.str()[-3000:]
    return pytester.path / "matrix"


def test_compare_ranks_every_provider_with_intervals(matrix: Path, capsys) -> None:
    out = matrix.parent / "compare.json"
    assert ws_bench(["compare", str(matrix), "-o", str(out)]) == 0
    text = capsys.readouterr().out
    assert "ranking (cost per useful answer [95% CI]" in text
    comparison = json.loads(out.read_text(encoding="utf-8"))
    assert comparison["schema"] == "pytest-websearch-bench/compare@1"
    assert [e["provider"] for e in comparison["ranking"]] == sorted(
        ["tavily", "brave"],
        key=lambda p: comparison["providers"][p]["aggregate"]["cost_per_useful_answer_usd"],
    )
    for block in comparison["providers"].values():
        assert "cost_per_useful_answer_usd" in block["ci95"]
    assert comparison["ranking"][0]["versus_next"]["metric"] == "cost_per_useful_answer_usd"
    review = comparison["review"]
    assert review["unjudged_groups"] == sum(len(v) for v in review["by_case"].values())


def test_compare_refuses_runs_on_different_golden_sets(matrix: Path, capsys) -> None:
    path = matrix / "brave.json"
    run = json.loads(path.read_text(encoding="utf-8"))
    run["golden"]["sha256"] = "0" * 64
    path.write_text(json.dumps(run), encoding="utf-8")
    assert ws_bench(["compare", str(matrix)]) == 2
    assert "do not share the same golden set" in capsys.readouterr().err
    with pytest.raises(CompareError, match="provider tavily is in two runs"):
        compare_runs([matrix / "tavily.json", matrix / "tavily.json"], every=True)  # --all


def test_invoice_gate_through_the_plugin(pytester: pytest.Pytester) -> None:
    from conftest import make_bench_project

    make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-002", "gs-011"], providers=("tavily",)
    )
    first = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert first.ret == 0
    run = json.loads((pytester.path / "run.json").read_text(encoding="utf-8"))
    reported = sum(
        c["cost_usd"] for case in run["providers"]["tavily"]["cases"] for c in case["calls"]
    )
    assert reported > 0
    invoice = pytester.path / "invoice.csv"
    invoice.write_text(
        f"provider,period,amount_usd\ntavily,2026-11,{reported * 1.02:.6f}\n", "utf-8"
    )
    close = pytester.runpytest("--ws-provider=tavily", f"--ws-invoice={invoice}")
    assert close.ret == 0
    # the value in %, as its reason writes it (not 0.020 then 2.0%)
    close.stdout.fnmatch_lines(["*?PASSED? cost_divergence <= 5 % value 2.0% (2.0%: reported*"])
    invoice.write_text(
        f"provider,period,amount_usd\ntavily,2026-11,{reported * 1.25:.6f}\n", "utf-8"
    )
    far = pytester.runpytest("--ws-provider=tavily", f"--ws-invoice={invoice}")
    assert far.ret == pytest.ExitCode.TESTS_FAILED
    far.stdout.fnmatch_lines(
        [
            "*?FAILED? cost_divergence <= 5 % value 20.0% -> blocks promotion to active until "
            "reconciled (20.0%: *"
        ]
    )
    invoice.write_text("provider,amount_usd\ntavily,1\n", "utf-8")
    bad = pytester.runpytest("--ws-provider=tavily", f"--ws-invoice={invoice}")
    assert bad.ret == pytest.ExitCode.USAGE_ERROR
    bad.stderr.fnmatch_lines(["*invoice*invoice.csv: no column period*"])
