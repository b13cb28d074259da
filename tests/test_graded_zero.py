"""A URL graded 0 in ``expect.urls`` (``URL: 0``) is a judged non-relevant document: it
is not gold, and no other route makes it relevant (an answer pattern in its title,
snippet or extracted text), as trec_eval counts a judged grade 0; the pool takes it as
judged (never listed as unjudged for review)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.cases import GoldenCase
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.metrics.casewise import case_values
from pytest_websearch_bench.pipeline import new_record
from pytest_websearch_bench.pool import CasePool, assign_groups, recall_pooled, with_graded_zero
from pytest_websearch_bench.providers.models import SearchResult
from pytest_websearch_bench.relevance import add_content_support, classify, support_of
from pytest_websearch_bench.report.compare import unjudged

pytrec_eval = pytest.importorskip("pytrec_eval", reason="pytrec-eval-terrier is in the test extra")

ANSWER = "fixture scopes"


def _case(urls: object, patterns: tuple[str, ...] = (ANSWER,)) -> GoldenCase:
    return GoldenCase.model_validate(
        {
            "id": "c",
            "category": "docs",
            "query": "q",
            "claim_type": "t",
            "expect": {"urls": urls, "answer_patterns": list(patterns)},
        }
    )


def _result(position: int, url: str, title: str = "other") -> SearchResult:
    host = url.split("/")[2]
    return SearchResult(url, url, title, "", None, None, position, host)


def test_an_answer_pattern_never_makes_a_url_graded_zero_relevant() -> None:
    case = _case({"https://a.example/judged": 0, "https://b.example/gold": 2})
    assert case.judged_not_relevant == {"https://a.example/judged"}
    results = [
        _result(1, "https://a.example/judged", f"all about {ANSWER}"),  # graded 0, matches
        _result(2, "https://c.example/unlisted", f"all about {ANSWER}"),  # not graded, matches
        _result(3, "https://b.example/gold"),
    ]
    judged, unlisted, gold = classify(case, results, FamilyTable(), None)
    assert (judged.gold, judged.support, judged.relevant) == (False, None, False)
    assert (unlisted.support, unlisted.relevant) == ("answer_pattern", True)
    assert (gold.gold, gold.support, gold.relevant) == (True, "gold", True)
    assert support_of(case, results[0]) is None and support_of(case, results[1]) is not None
    # nor the text the pipeline read for it
    judged.support, judged.relevant = None, False
    add_content_support(case, [judged], {"https://a.example/judged": f"on {ANSWER}"})
    assert (judged.support, judged.relevant) == (None, False)
    record = new_record(case, "p")
    record.documents = [judged, unlisted, gold]
    assert case_values(record)["precision@5"] == pytest.approx(2 / 5)
    # a list, or a URL graded 1 or more, is unchanged: no URL is judged not relevant
    assert _case(["https://a.example/judged"]).judged_not_relevant == frozenset()


def test_a_case_whose_urls_are_all_graded_zero_scores_precision_by_its_pattern_alone() -> None:
    case = _case({"https://a.example/judged": 0})
    assert case.precision_left_out is None  # the pattern can still show support elsewhere
    documents = classify(
        case,
        [_result(1, "https://a.example/judged", ANSWER), _result(2, "https://c.example/x", ANSWER)],
        FamilyTable(),
        None,
    )
    assert [d.relevant for d in documents] == [False, True]


URLS = [f"https://h{i % 3}.example/doc{i}" for i in range(12)]


@given(
    grades=st.dictionaries(st.sampled_from(URLS), st.integers(0, 3), min_size=1),
    matching=st.sets(st.sampled_from(URLS)),
    ranked=st.lists(st.sampled_from(URLS), max_size=14, unique=True),
)
def test_precision_equals_pytrec_eval_with_grade_zero_judged(
    grades: dict[str, int], matching: set[str], ranked: list[str]
) -> None:
    """precision@5/@10 of a graded case with an answer pattern equal trec_eval's P_5 and
    P_10 over qrels where a graded URL keeps its grade (0: judged not relevant, whatever
    its text) and an ungraded URL whose text matches the pattern is relevant."""
    case = _case(grades)
    results = [
        _result(position, url, ANSWER if url in matching else "other")
        for position, url in enumerate(ranked, start=1)
    ]
    record = new_record(case, "p")
    record.documents = classify(case, results, FamilyTable(), None)
    values = case_values(record)
    qrels = dict.fromkeys(matching, 1) | dict(grades)  # a grade, once given, decides
    if not any(qrels.values()) or not ranked:
        assert values["precision@5"] in (None, 0.0)
        return
    evaluator = pytrec_eval.RelevanceEvaluator({"q": qrels}, {"P_5", "P_10"})
    run = {url: float(len(ranked) - i) for i, url in enumerate(ranked)}
    reference = evaluator.evaluate({"q": run})["q"]
    assert values["precision@5"] == pytest.approx(reference["P_5"], abs=1e-9)
    assert values["precision@10"] == pytest.approx(reference["P_10"], abs=1e-9)


def test_the_pool_takes_a_url_graded_zero_as_judged() -> None:
    case = _case({"https://a.example/judged": 0, "https://b.example/gold": 1})
    pool = CasePool(["g1"], {"https://b.example/gold": ("g1", "relevant")})
    merged = with_graded_zero(pool, case.judged_not_relevant)
    assert merged is not None
    assert merged.judged["https://a.example/judged"] == ("https://a.example/judged", "not_relevant")
    assert pool.judged == {"https://b.example/gold": ("g1", "relevant")}  # not changed in place
    # the pool's "not_relevant" is kept with its group; its "relevant" loses to the team's
    # grade 0 (tests/test_pool_overruled61.py); a case outside the pool stays outside
    own = CasePool(["g2"], {"https://a.example/judged": ("g3", "not_relevant")})
    kept = with_graded_zero(own, case.judged_not_relevant)
    assert kept is not None and kept.judged == own.judged
    assert with_graded_zero(None, case.judged_not_relevant) is None
    record = new_record(case, "p")
    record.pool_groups = ["g1"]
    record.documents = classify(
        case,
        [_result(1, "https://a.example/judged", ANSWER), _result(2, "https://c.example/new")],
        FamilyTable(),
        None,
    )
    assign_groups(record.documents, merged, {})
    assert [d.pool for d in record.documents] == ["not_relevant", None]
    assert unjudged([record]) == {
        "c": [
            {
                "group": "https://c.example/new",
                "urls": ["https://c.example/new"],
                "providers": ["p"],
            }
        ]
    }
    assert recall_pooled(record.documents, record.pool_groups) == 0.0


def test_the_default_claim_builder_takes_no_claim_from_a_url_graded_zero() -> None:
    """A claim is what makes an answer useful (citation coverage, cost per useful answer):
    a page judged not relevant gives none, whatever its text matches."""
    from pytest_websearch_bench.artifacts import load_artifact
    from pytest_websearch_bench.claims import ReadDocument, build_claims

    def read(url: str) -> ReadDocument:
        body = f"<html><body><article><p>All about {ANSWER} today.</p></article></body></html>"
        return ReadDocument(load_artifact(body.encode(), content_type="text/html", url=url), url)

    case = _case({"https://A.example/judged#top": 0, "https://b.example/gold": 1})
    claims = build_claims(
        case, [read("https://a.example/judged"), read("https://c.example/other")], "c/p/"
    )
    assert [claim.observations[0].url for claim in claims] == ["https://c.example/other"]
    listed = _case(["https://a.example/judged"])
    assert len(build_claims(listed, [read("https://a.example/judged")], "c/p/")) == 1


def test_a_url_graded_zero_is_judged_out_whatever_its_spelling() -> None:
    """A grade 0 holds for the page, as a gold grade does (``urls.page_key``): a provider
    returning its http:// or www. spelling with a trailing slash gets no answer-pattern
    credit for it either (merge of stop 60's graded-0 rule with its URL-variant rule)."""
    case = _case({"https://a.example/judged": 0, "https://b.example/gold": 2})
    variant = _result(1, "http://www.a.example/judged/", f"all about {ANSWER}")
    (document,) = classify(case, [variant], FamilyTable(), None)
    assert (document.gold, document.support, document.relevant) == (False, None, False)
    assert support_of(case, variant) is None
    add_content_support(case, [document], {document.url: f"on {ANSWER}"})
    assert document.support is None
