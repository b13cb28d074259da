"""Precision's relevance judged per page, not per provider's snippet (an IR-evaluation
review of 2026-12-07): a page whose origin group the reviewed pool (``golden/pool.yaml``)
judges is relevant, or not, for every provider that returns it, whatever its title,
snippet or content say (``support="pool"``, ``support_basis="pool_judged"``); the family
rule still applies, a gold URL and a URL graded 0 keep their precedence, and pages the
pool does not judge keep the answer-pattern route on the provider's own text."""

from __future__ import annotations

import json

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import make_bench_project
from pytest_websearch_bench.cases import GoldenCase
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.metrics.casewise import unique_by_case
from pytest_websearch_bench.pool import CasePool, assign_groups, with_graded_zero
from pytest_websearch_bench.providers.models import SearchResult
from pytest_websearch_bench.records import DocumentRecord
from pytest_websearch_bench.relevance import add_content_support, apply_pool, classify, support_of
from pytest_websearch_bench.report.precision_basis import block_keys, judged_on_text
from pytest_websearch_bench.urls import page_key
from runkit import record

ANSWER = "fixture scopes"
PAGE = "https://docs.example/fixtures"  # the page both providers return
FAMILIES = FamilyTable.from_mapping(
    {"docs": ["docs.example", "mirror.example"], "news": ["gold.example"]}
)


def _case(urls: object = ("https://gold.example/g",), families: tuple[str, ...] = ()) -> GoldenCase:
    expect: dict[str, object] = {"urls": urls, "answer_patterns": [ANSWER]}
    if families:
        expect["families"] = list(families)
    return GoldenCase.model_validate(
        {"id": "c", "category": "docs", "query": "q", "claim_type": "t", "expect": expect}
    )


def _result(
    position: int, url: str, title: str = "a page", snippet: str = "", content: str | None = None
) -> SearchResult:
    host = url.split("/")[2]
    return SearchResult(url, url, title, snippet, None, None, position, host, content=content)


def _pool(judgement: str, *urls: str) -> CasePool:
    relevant = ["g"] if judgement == "relevant" else []
    return CasePool(relevant, {page_key(u): ("g", judgement) for u in urls})  # type: ignore[misc]


def _ranking(
    case: GoldenCase, results: list[SearchResult], pool: CasePool | None, texts: dict[str, str]
) -> list[DocumentRecord]:
    """What ``CaseRun`` does: classify with the pool, group, the read pages' support, and
    the pool's word on the final grouping."""
    documents = classify(case, results, FAMILIES, None, pool)
    assign_groups(documents, pool, {r.url: f"{r.title} {r.snippet}" for r in results})
    add_content_support(case, documents, texts)
    assign_groups(documents, pool, {**{r.url: f"{r.title} {r.snippet}" for r in results}, **texts})
    apply_pool(case, documents)
    return documents


def test_one_pool_judged_page_is_judged_alike_for_a_snippet_and_a_content_provider() -> None:
    case = _case(families=("docs",))
    snippet_only = _result(1, PAGE, snippet="a short excerpt without it")
    with_content = _result(1, PAGE, snippet="an excerpt", content=f"the whole page: {ANSWER}")
    # before the pool judges the page: judged on each provider's own text, unequally
    [short], [full] = (_ranking(case, [r], None, {}) for r in (snippet_only, with_content))
    assert (short.relevant, short.support_basis) == (False, "title_snippet")
    assert (full.relevant, full.support, full.support_basis) == (
        True,
        "answer_pattern",
        "provider_content",
    )
    # judged relevant in the pool: relevant for both, on the pool's word
    for judgement, relevant, support in (("relevant", True, "pool"), ("not_relevant", False, None)):
        pool = _pool(judgement, PAGE)
        [a], [b] = (_ranking(case, [r], pool, {}) for r in (snippet_only, with_content))
        for document in (a, b):
            assert (document.relevant, document.support, document.support_basis) == (
                relevant,
                support,
                "pool_judged",
            ), judgement
        assert support_of(case, snippet_only, pool) == support_of(case, with_content, pool)
        assert support_of(case, with_content, pool) == support
    assert support_of(case, with_content) == "answer_pattern"  # no pool: its text decides


def test_a_page_read_does_not_overturn_the_pools_not_relevant() -> None:
    case = _case()
    pool = _pool("not_relevant", PAGE)
    [document] = _ranking(case, [_result(1, PAGE)], pool, {PAGE: f"the page read: {ANSWER}"})
    assert (document.support, document.relevant, document.support_basis) == (
        None,
        False,
        "pool_judged",
    )


def test_gold_and_grade_zero_come_first_and_the_family_rule_still_applies() -> None:
    gold, zero, elsewhere = "https://gold.example/g", "https://zero.example/z", PAGE
    case = _case({gold: 1, zero: 0}, families=("news",))  # docs.example is family docs
    pool = with_graded_zero(
        CasePool(
            ["r"], {page_key(zero): ("r", "relevant"), page_key(elsewhere): ("r", "relevant")}
        ),
        case.judged_not_relevant,
    )
    pool = CasePool(
        pool.relevant if pool else [],
        {**(pool.judged if pool else {}), page_key(gold): ("n", "not_relevant")},
    )
    results = [
        _result(1, gold),
        _result(2, zero, snippet=ANSWER),
        _result(3, elsewhere, snippet=ANSWER),
    ]
    g, z, e = _ranking(case, results, pool, {})
    assert (g.support, g.support_basis, g.relevant) == ("gold", "gold_url", True)
    assert (z.support, z.support_basis, z.relevant) == (None, "gold_grade", False)
    # the pool makes it support the claim, but docs is not an expected family
    assert (e.support, e.support_basis, e.relevant) == ("pool", "pool_judged", False)


def test_a_near_duplicate_of_a_judged_page_takes_its_judgement_and_unjudged_pages_keep_text() -> (
    None
):
    case = _case()
    story = "agency story on the plant that opens in march with four hundred jobs announced"
    pool = _pool("relevant", PAGE)
    results = [
        _result(1, PAGE, title=story),
        _result(2, "https://mirror.example/reprint", title=story),  # a reprint: same text
        _result(3, "https://other.example/a", snippet=f"says {ANSWER}"),  # unjudged, matches
        _result(4, "https://other.example/b", snippet="nothing"),  # unjudged, no match
    ]
    listed, reprint, matches, nothing = _ranking(case, results, pool, {})
    assert (listed.support, listed.support_basis) == ("pool", "pool_judged")
    assert (reprint.pool, reprint.support, reprint.support_basis) == (
        "relevant",
        "pool",
        "pool_judged",
    )
    assert (matches.support, matches.support_basis, matches.relevant) == (
        "answer_pattern",
        "title_snippet",
        True,
    )
    assert (nothing.support, nothing.support_basis, nothing.relevant) == (
        None,
        "title_snippet",
        False,
    )


def test_judged_on_counts_the_pool_basis() -> None:
    made = record("c1", "p", relevant=2)
    for document in made.documents[:4]:
        document.support_basis = "pool_judged"
    keys = block_keys([made], {"c1": 1}, unique_by_case([made]))
    assert keys["judged_on"]["pool_judged"] == 4
    text = judged_on_text(keys)
    assert text is not None and "the reviewed pool 4" in text


TEXT = st.text(alphabet=st.sampled_from(list("abcdefixturescop ")), max_size=60)


@settings(max_examples=60, deadline=None)
@given(
    judgement=st.sampled_from(["relevant", "not_relevant"]),
    title=TEXT,
    snippet=TEXT,
    content=st.none() | TEXT,
    read=st.none() | TEXT,
    answer_in=st.sampled_from(["", "title", "snippet", "content", "read"]),
)
def test_the_relevance_of_a_pool_judged_page_does_not_depend_on_its_text(
    judgement: str,
    title: str,
    snippet: str,
    content: str | None,
    read: str | None,
    answer_in: str,
) -> None:
    texts = {"title": title, "snippet": snippet, "content": content or "", "read": read or ""}
    if answer_in:
        texts[answer_in] += f" {ANSWER} "
    case = _case()
    pool = _pool(judgement, PAGE)
    result = _result(
        1, PAGE, title=texts["title"], snippet=texts["snippet"], content=texts["content"] or None
    )
    reads = {PAGE: texts["read"]} if texts["read"] else {}
    [document] = _ranking(case, [result], pool, reads)
    expected = judgement == "relevant"
    assert document.relevant is expected
    assert document.support == ("pool" if expected else None)
    assert document.support_basis == "pool_judged"
    assert support_of(case, result, pool) == document.support


def _documents(run: dict, provider: str) -> list[dict]:
    [case] = run["providers"][provider]["cases"]
    return list(case["documents"])


def test_through_the_plugin_the_pool_decides_a_shared_page_for_both_providers(
    pytester: pytest.Pytester,
) -> None:
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily", "exa"))
    args = ("--ws-provider=tavily,exa", "--ws-report=run.json", "-p", "no:cacheprovider")
    first = pytester.runpytest(*args)
    assert first.ret == pytest.ExitCode.OK, first.stdout.str()[-3000:]
    before = json.loads((root / "run.json").read_text(encoding="utf-8"))
    docs = {p: _documents(before, p) for p in ("tavily", "exa")}
    # a page both providers return that neither's text shows relevant, in an expected family
    shared = [
        d["url"]
        for d in docs["tavily"]
        if not d["relevant"]
        and d["family"] in ("corporate", "directory")
        and any(e["url"] == d["url"] and not e["relevant"] for e in docs["exa"])
    ]
    # the pages each provider's own text makes relevant (no gold URL)
    by_text = {
        p: [d["url"] for d in found if d["support"] in ("answer_pattern", "content")]
        for p, found in docs.items()
    }
    assert shared and by_text["tavily"] and by_text["exa"]
    pool = {
        "schema": "pytest-websearch-bench/pool@1",
        "synthetic": True,
        "cases": {
            "gs-001": {
                "relevant": [{"group": "shared", "urls": shared[:1]}],
                "not_relevant": [
                    {"group": f"text-{p}", "urls": urls} for p, urls in sorted(by_text.items())
                ],
            }
        },
    }
    (root / "golden" / "pool.yaml").write_text(yaml.safe_dump(pool), encoding="utf-8")
    second = pytester.runpytest(*args)
    assert second.ret == pytest.ExitCode.OK, second.stdout.str()[-3000:]
    after = json.loads((root / "run.json").read_text(encoding="utf-8"))
    for provider in ("tavily", "exa"):
        found = {d["url"]: d for d in _documents(after, provider)}
        page = found[shared[0]]
        assert (page["support"], page["support_basis"], page["relevant"]) == (
            "pool",
            "pool_judged",
            True,
        ), provider
        for url in by_text[provider]:
            judged = found[url]
            assert (judged["support"], judged["support_basis"], judged["relevant"]) == (
                None,
                "pool_judged",
                False,
            ), (provider, url)
        judged_on = after["providers"][provider]["judged_on"]
        assert judged_on["pool_judged"] == 1 + len(by_text[provider])
        precision = after["providers"][provider]["aggregate"]["precision@10"]
        old = before["providers"][provider]["aggregate"]["precision@10"]
        assert precision == pytest.approx(old + (1 - len(by_text[provider])) / 10)
