"""URL variants of one page (review of 2026-12-06): http and https, a leading ``www.``, a
trailing slash and ports 80/443 are one page for the evaluation (``urls.page_key``):
gold matching, duplicates in a ranking, pool groups and judged grades compare page keys,
while fetching and cassette matching keep ``canonical_url``. Two gold URLs of one page in
a golden file are an error at the second one's line, never a silent merge."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.cases import GoldenCase, load_case_file, load_golden_cases
from pytest_websearch_bench.errors import GoldenFileError
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.importers import gold_urls
from pytest_websearch_bench.metrics import ndcg_at_k, precision_at_k, reciprocal_rank
from pytest_websearch_bench.metrics.casewise import case_values, unique_documents
from pytest_websearch_bench.metrics.judged import judged_ndcg
from pytest_websearch_bench.metrics.useful_source import from_results
from pytest_websearch_bench.pipeline import new_record
from pytest_websearch_bench.pool import CasePool, assign_groups, load_pool, recall_pooled
from pytest_websearch_bench.providers.models import SearchResult
from pytest_websearch_bench.relevance import classify
from pytest_websearch_bench.urls import canonical_url, page_key
from runkit import doc

pytrec_eval = pytest.importorskip("pytrec_eval", reason="pytrec-eval-terrier is in the test extra")

GOLDEN = Path(__file__).resolve().parents[1] / "golden"

# --- the key ---------------------------------------------------------------------------

HOSTS = st.sampled_from(["acme.example", "b.example", "docs.b.example", "c.example:8080"])
SEGMENTS = st.lists(
    st.sampled_from(["a", "b", "Contact", "x_(y)", "%7Euser", "p.html"]), max_size=3
)
QUERIES = st.sampled_from(["", "?id=1", "?id=2", "?b=2&a=1", "?a=1&b=2", "?utm_source=x"])


def _page(host: str, segments: list[str], query: str) -> str:
    return f"https://{host}/{'/'.join(segments)}{query}"


def _variants(url: str) -> st.SearchStrategy[str]:
    """Spellings of ``url`` that name the same page."""
    rest = url.split("://", 1)[1]
    host, _, tail = rest.partition("/")
    path, mark, query = tail.partition("?")
    return st.builds(
        lambda http, www, slash, port, upper, fragment: (
            f"{'http' if http else 'https'}://{'www.' if www else ''}"
            f"{host.upper() if upper else host}"
            f"{':443' if port and ':' not in host else ''}/{path}"
            f"{'/' if slash and path else ''}{mark}{query}{'#top' if fragment else ''}"
        ),
        st.booleans(),
        st.booleans(),
        st.booleans(),
        st.booleans(),
        st.booleans(),
        st.booleans(),
    )


@given(st.text(max_size=40) | st.builds(_page, HOSTS, SEGMENTS, QUERIES))
def test_the_page_key_is_idempotent(url: str) -> None:
    assert page_key(page_key(url)) == page_key(url)
    assert page_key(canonical_url(url)) == page_key(url)


@given(
    st.builds(_page, HOSTS, SEGMENTS, QUERIES).flatmap(
        lambda u: st.tuples(st.just(u), _variants(u))
    )
)
def test_variants_of_one_page_have_one_key(pair: tuple[str, str]) -> None:
    url, variant = pair
    assert page_key(variant) == page_key(url)


@given(st.builds(_page, HOSTS, SEGMENTS, QUERIES), st.builds(_page, HOSTS, SEGMENTS, QUERIES))
def test_distinct_pages_keep_distinct_keys(a: str, b: str) -> None:
    def page(url: str) -> tuple[str, tuple[str, ...], frozenset[str]]:
        rest = url.split("://", 1)[1]
        host, _, tail = rest.partition("/")
        path, _, query = tail.partition("?")
        pairs = frozenset(p for p in query.split("&") if p and not p.startswith("utm_"))
        steps = tuple(s.replace("%7E", "~") for s in path.split("/") if s)
        return host, steps, pairs

    assert (page_key(a) == page_key(b)) == (page(a) == page(b))


def test_what_the_key_keeps_and_drops() -> None:
    assert page_key("http://www.Acme.example/contact/") == "https://acme.example/contact"
    assert page_key("https://acme.example") == page_key("http://acme.example:80/")
    assert page_key("https://acme.example/") == "https://acme.example/"
    assert page_key("https://acme.example:8443/a/?b=2&utm_source=x#f") == (
        "https://acme.example:8443/a?b=2"
    )
    assert page_key("https://acme.example/a?id=1") != page_key("https://acme.example/a?id=2")
    assert page_key("https://acme.example/A") != page_key("https://acme.example/a")
    assert page_key("https://shop.acme.example/") != page_key("https://acme.example/")
    # what is fetched and matched against a cassette keeps its scheme, www. and slash
    assert canonical_url("http://www.acme.example/contact/") == "http://www.acme.example/contact/"


# --- the review's case: 10 results, two distinct relevant pages ---------------------------

GOLD = ["https://acme.example/contact", "https://acme.example/pricing"]
RANKED = [
    "https://acme.example/contact",
    "http://acme.example/contact/",
    "https://www.acme.example/contact",
    "https://acme.example/pricing/",
    *(f"https://other{i}.example/page" for i in range(6)),
]


def _case(urls: object) -> GoldenCase:
    return GoldenCase.model_validate(
        {
            "id": "acme-1",
            "category": "docs",
            "query": "acme contact",
            "claim_type": "t",
            "expect": {"urls": urls},
        }
    )


def _results(urls: list[str]) -> list[SearchResult]:
    return [
        SearchResult(
            url=canonical_url(url),
            raw_url=url,
            title=f"t{i}",
            snippet="",
            published_at=None,
            score=None,
            position=i,
            host=url.split("/")[2].removeprefix("www."),
        )
        for i, url in enumerate(urls, start=1)
    ]


def test_variants_of_a_gold_page_are_one_relevant_document_counted_once() -> None:
    case = _case(GOLD)
    record = new_record(case, "p")
    record.documents = classify(
        case, _results(RANKED), FamilyTable.from_mapping({}), dt.datetime(2026, 12, 6)
    )
    assert [d.gold for d in record.documents[:4]] == [True, True, True, True]
    documents = unique_documents(record)
    assert [d.url for d in documents[:2]] == [GOLD[0], "https://acme.example/pricing/"]
    assert len(documents) == 8
    values = case_values(record)
    assert values["precision@10"] == pytest.approx(0.2)  # was 0.5
    assert values["precision@5"] == pytest.approx(0.4)  # was 1.0
    assert values["ndcg@10"] == pytest.approx(1.0)  # was 0.877: pricing back at rank 2
    assert values["mrr@10"] == 1.0
    # the public functions agree, fed the variants as returned
    assert precision_at_k(RANKED, GOLD, 10) == pytest.approx(0.2)
    assert ndcg_at_k(RANKED, set(GOLD), 10) == pytest.approx(1.0)


@given(
    st.lists(
        st.sampled_from([*GOLD, "https://x.example/1", "https://x.example/2"]), max_size=12
    ).flatmap(lambda pages: st.tuples(*(_variants(p) for p in pages)) if pages else st.just(()))
)
def test_a_ranking_with_variants_scores_as_pytrec_eval_scores_its_pages(
    ranked: tuple[str, ...],
) -> None:
    """trec_eval ranks pages (each once, first position): our numbers on the ranking as
    returned, variants and all, equal pytrec_eval's on the distinct pages."""
    grades = {GOLD[0]: 2, GOLD[1]: 1, "https://x.example/2": 0}
    case = _case(grades)
    record = new_record(case, "p")
    record.documents = [doc(i, canonical_url(u)) for i, u in enumerate(ranked, start=1)]
    values = case_values(record)
    pages = list(dict.fromkeys(page_key(u) for u in ranked))[:10]
    qrels = {page_key(u): g for u, g in grades.items()}
    evaluator = pytrec_eval.RelevanceEvaluator(
        {"q": qrels}, {"ndcg_cut_5", "ndcg_cut_10", "success_10", "recip_rank"}
    )
    run = {p: float(len(pages) - i) for i, p in enumerate(pages)}
    ref = evaluator.evaluate({"q": run}).get("q") if run else None
    if ref is None:
        ref = {"ndcg_cut_5": 0.0, "ndcg_cut_10": 0.0, "success_10": 0.0, "recip_rank": 0.0}
    assert values["ndcg@5"] == pytest.approx(ref["ndcg_cut_5"], abs=1e-9)
    assert values["ndcg@10"] == pytest.approx(ref["ndcg_cut_10"], abs=1e-9)
    assert values["hit@10"] == pytest.approx(ref["success_10"], abs=1e-9)
    assert values["mrr@10"] == pytest.approx(ref["recip_rank"], abs=1e-9)
    assert reciprocal_rank(list(ranked), grades, 10) == pytest.approx(ref["recip_rank"], abs=1e-9)


def test_judged_grades_of_two_spellings_are_one_page() -> None:
    block = {
        "chunks": [
            {"position": 1, "url": "http://www.a.example/x/", "grade": 3},
            {"position": 2, "url": "https://a.example/x", "grade": 3},
            {"position": 3, "url": "https://a.example/y", "grade": 1},
        ]
    }
    # one page graded 3 at rank 1, then y at rank 2: the ideal ranking, not a repeated gain
    assert judged_ndcg(block) == pytest.approx(1.0)


# --- pool groups ----------------------------------------------------------------------------


def test_a_variant_joins_its_annotated_group_not_a_near_duplicate(tmp_path: Path) -> None:
    pool = CasePool(
        ["contact"],
        {
            page_key("https://acme.example/contact"): ("contact", "relevant"),
            page_key("https://acme.example/team"): ("team", "not_relevant"),
        },
    )
    documents = [doc(1, "https://acme.example/team"), doc(2, "http://acme.example/contact/")]
    texts = {d.url: "the same boilerplate words of every page of the acme site" for d in documents}
    assign_groups(documents, pool, texts)
    assert [(d.origin_group, d.pool) for d in documents] == [
        ("team", "not_relevant"),
        ("contact", "relevant"),
    ]
    assert recall_pooled(documents, pool.relevant) == 1.0
    loose = [doc(1, "http://www.b.example/x/"), doc(2, "https://b.example/x")]
    assign_groups(loose, None, {})
    assert {d.origin_group for d in loose} == {"https://b.example/x"}  # one unjudged group


def test_a_page_in_two_pool_groups_under_two_spellings_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "pool.yaml"
    path.write_text(
        "schema: pytest-websearch-bench/pool@1\ncases:\n  c-1:\n    relevant:\n"
        "      - group: contact\n        urls:\n          - https://acme.example/contact\n"
        "    not_relevant:\n      - group: other\n        urls:\n"
        "          - https://acme.example/other\n          - http://www.acme.example/contact/\n",
        encoding="utf-8",
    )
    with pytest.raises(GoldenFileError) as caught:
        load_pool(path)
    error = caught.value
    assert (error.case_id, error.position) == ("c-1", (12, 13))
    assert "http://www.acme.example/contact/ is in two groups (contact, other)" in str(error)
    assert "as https://acme.example/contact: one page" in str(error)
    assert "remedy: keep the page in one group" in str(error)


# --- golden files ---------------------------------------------------------------------------

HEAD = """\
- id: v-1
  category: docs
  query: "acme contact"
  claim_type: behaviour
  expect:
    urls:
"""


def test_two_gold_urls_of_one_page_are_a_golden_file_error(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(
        HEAD + "      - https://acme.example/contact\n      - https://acme.example/about\n"
        "      - http://www.acme.example/contact/\n",
        encoding="utf-8",
    )
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(path)
    error = caught.value
    assert (error.case_id, error.field) == ("v-1", "expect.urls")
    assert error.position is not None and error.position[0] == 9  # the second spelling
    message = str(error)
    assert str(path) in message
    assert (
        "gold urls 'https://acme.example/contact' and 'http://www.acme.example/contact/' are "
        "one page for the evaluation (https://acme.example/contact)"
    ) in message
    assert "remedy: keep one of the two URLs (delete 'http://www.acme.example/contact/'" in message
    path.write_text(
        HEAD
        + '      "https://acme.example/contact": 2\n      "https://www.acme.example/contact": 2\n',
        encoding="utf-8",
    )
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(path)
    assert caught.value.position is not None and caught.value.position[0] == 8
    assert "are one page for the evaluation" in str(caught.value)


def test_the_bundled_golden_set_and_pool_still_load() -> None:
    cases = load_golden_cases(GOLDEN)
    assert cases
    load_pool(GOLDEN / "pool.yaml")
    for case in cases:
        assert len(case.gold_pages) == len(case.gold_urls), case.id


def test_an_imported_case_keeps_one_spelling_of_a_page() -> None:
    assert gold_urls(["http://www.a.example/x/ https://a.example/x", "https://a.example/y"]) == [
        "http://www.a.example/x/",
        "https://a.example/y",
    ]


def test_a_claim_cited_from_another_spelling_of_a_result_is_from_the_results() -> None:
    record = new_record(_case(GOLD), "p")
    record.documents = [doc(1, "https://acme.example/contact")]
    record.claims = [
        {"citable": True, "observations": [{"url": "http://www.acme.example/contact/"}]}
    ]
    assert from_results(record)
