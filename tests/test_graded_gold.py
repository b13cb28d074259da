"""Graded gold URLs in a team's own golden cases: ``expect.urls`` as a mapping of each URL
to its TREC grade (0 judged not relevant, 1, 2, 3...). nDCG takes the grade as its gain;
hit, MRR and the relevant set take grade >= 1; a list is grade 1 for every URL, scored as
before. Every bad grade is a golden-file error naming the file, case, field and line."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.cases import (
    PRECISION_LEFT_OUT_ZERO,
    GoldenCase,
    load_case_file,
)
from pytest_websearch_bench.errors import GoldenFileError, GoldenFileErrors
from pytest_websearch_bench.metrics import hit_at_k, ndcg_at_k, reciprocal_rank
from pytest_websearch_bench.metrics.casewise import case_values, gold_values
from pytest_websearch_bench.metrics.ranking import top_k_unique
from pytest_websearch_bench.pipeline import new_record
from runkit import doc

pytrec_eval = pytest.importorskip("pytrec_eval", reason="pytrec-eval-terrier is in the test extra")

HEAD = """\
- id: {case_id}
  category: docs
  query: "fixture scopes"
  claim_type: behaviour
  expect:
    urls:
"""


def _file(tmp_path: Path, urls: str, case_id: str = "graded-1") -> Path:
    path = tmp_path / "cases.yaml"
    path.write_text(HEAD.format(case_id=case_id) + urls, encoding="utf-8")
    return path


def _case(urls: object, **expect: object) -> GoldenCase:
    return GoldenCase.model_validate(
        {
            "id": "c",
            "category": "docs",
            "query": "q",
            "claim_type": "t",
            "expect": {"urls": urls, **expect},
        }
    )


def test_a_mapping_grades_each_url_and_a_list_is_grade_one(tmp_path: Path) -> None:
    path = _file(
        tmp_path,
        '      "https://A.example/x?utm_source=feed": 3\n'
        '      "https://b.example/y": 1\n'
        '      "https://c.example/z": 0\n',
    )
    (case,) = load_case_file(path)
    assert case.gold_urls == {"https://a.example/x", "https://b.example/y"}  # grade >= 1
    assert case.gold_grades == {
        "https://a.example/x": 3,
        "https://b.example/y": 1,
        "https://c.example/z": 0,
    }
    record = new_record(case, "tavily")
    assert record.gold_urls == ["https://a.example/x", "https://b.example/y"]
    assert record.gold_grades == case.gold_grades
    listed = _case(["https://a.example/x", "https://b.example/y"])
    assert listed.gold_grades is None and new_record(listed, "tavily").gold_grades is None
    assert listed.expect.grades == {"https://a.example/x": 1, "https://b.example/y": 1}
    ones = _case({"https://a.example/x": 1, "https://b.example/y": 1})
    assert ones.gold_grades is None  # grade 1 everywhere: binary, the list's numbers
    assert ones.gold_urls == listed.gold_urls


def test_a_case_whose_urls_are_all_graded_zero_has_no_gold() -> None:
    case = _case({"https://a.example/x": 0})
    assert case.gold_urls == frozenset()
    assert case.precision_left_out == PRECISION_LEFT_OUT_ZERO
    record = new_record(case, "p")
    record.documents = [doc(1, "https://a.example/x")]
    values = case_values(record)
    assert values["ndcg@10"] is None and values["mrr@10"] is None  # left out, never a 0
    with_pattern = _case({"https://a.example/x": 0}, answer_patterns=["scope"])
    assert with_pattern.precision_left_out is None


def test_graded_cases_survive_the_parsed_golden_cache(tmp_path: Path) -> None:
    path = _file(tmp_path, '      "https://a.example/x": 2\n      "https://b.example/y": 0\n')
    cache = tmp_path / "cache"
    first = load_case_file(path, cache)
    assert list((cache / "golden").glob("*.json"))
    again = load_case_file(path, cache)  # read back from the cache
    assert again == first
    assert again[0].gold_grades == {"https://a.example/x": 2, "https://b.example/y": 0}


BAD_GRADES = [
    ("-1", "found the number -1"),
    ("true", "found true"),
    ("2.5", "found the number 2.5"),
    ("4", "found the number 4"),
    ("11", "found the number 11"),
    ("high", "found the text 'high'"),
    ('"3"', "found the text '3'"),
]


@pytest.mark.parametrize(("grade", "found"), BAD_GRADES, ids=[g for g, _ in BAD_GRADES])
def test_a_grade_that_is_not_a_whole_number_from_0_to_3_is_refused(
    tmp_path: Path, grade: str, found: str
) -> None:
    path = _file(
        tmp_path, f'      "https://a.example/x": 2\n      "https://b.example/y": {grade}\n'
    )
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(path)
    error = caught.value
    assert (error.case_id, error.field) == ("graded-1", "expect.urls")
    assert error.position is not None and error.position[0] == 8  # the bad grade's line
    message = str(error)
    assert message.startswith(f"invalid golden file {path}, case 'graded-1', field 'expect.urls'")
    assert (
        "the grade of gold url 'https://b.example/y' should be a whole number from 0 to 3, " + found
    ) in message
    assert "remedy: write the grade as a whole number from 0 to 3" in message
    assert "or write expect.urls as a list" in message


def test_every_bad_grade_of_a_file_is_listed_at_once(tmp_path: Path) -> None:
    path = _file(
        tmp_path,
        '      "https://a.example/x": -2\n      "https://b.example/y": 1\n'
        '      "https://c.example/z": 12\n',
    )
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(path)
    lines = str(caught.value).splitlines()
    assert lines[0] == f"invalid golden file {path}: 2 problems:"
    assert "(line 7, column 30)" in lines[1] and "'https://a.example/x'" in lines[1]
    assert "(line 9, column 30)" in lines[3] and "'https://c.example/z'" in lines[3]
    assert lines[4].strip() == "remedy: as for line 7"


def test_urls_canonicalized_alike_with_different_grades_are_refused(tmp_path: Path) -> None:
    path = _file(
        tmp_path,
        '      "https://A.example:443/x#top": 3\n      "https://a.example/x": 1\n',
    )
    with pytest.raises(GoldenFileErrors) as caught:
        load_case_file(path)
    problem = (
        "gold urls 'https://A.example:443/x#top' (grade 3) and 'https://a.example/x' (grade 1) "
        "are the same page once canonicalized (https://a.example/x), with different grades"
    )
    # each URL at its own line (7 and 8), not the mapping's first line twice
    placed = [(e.case_id, e.field, e.position, e.problem) for e in caught.value.errors]
    assert placed == [
        ("graded-1", "expect.urls", (7, 7), problem),
        ("graded-1", "expect.urls", (8, 7), problem),
    ]
    assert "remedy: keep one of the two URLs, with the grade the page deserves" in str(caught.value)
    # the same page twice with the same grade is one gold URL
    same = _case({"https://A.example/x": 2, "https://a.example/x#top": 2})
    assert same.gold_grades == {"https://a.example/x": 2}


def test_a_relative_url_or_a_scalar_names_both_forms(tmp_path: Path) -> None:
    path = _file(tmp_path, '      "a.example/x": 3\n')
    with pytest.raises(GoldenFileError, match=r"'a\.example/x' is not an absolute http"):
        load_case_file(path)
    path.write_text(
        HEAD.format(case_id="scalar").replace("    urls:\n", "    urls: https://a.example/x\n"),
        encoding="utf-8",
    )
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(path)
    message = str(caught.value)
    assert "should be a list of URLs or a mapping of URL to grade, found the text" in message
    assert "or as a mapping of each URL to its grade (`https://...: 2`, 0 to 3" in message


POOL = [f"https://h{i % 3}.example/doc{i}" for i in range(14)]


@given(
    grades=st.dictionaries(st.sampled_from(POOL), st.integers(0, 3), min_size=1),
    ranked=st.lists(st.sampled_from(POOL), max_size=16),
)
def test_graded_case_values_equal_pytrec_eval(grades: dict[str, int], ranked: list[str]) -> None:
    """A golden case with graded URLs, scored as a run scores it (its record, the
    one-pass case values), gives trec_eval's ndcg_cut_5/10, success_10 and recip_rank."""
    case = _case(grades)
    record = new_record(case, "p")
    record.documents = [doc(position, url) for position, url in enumerate(ranked, start=1)]
    values = case_values(record)
    if not any(grade > 0 for grade in grades.values()):
        assert values["ndcg@10"] is None and values["hit@10"] is None
        return
    top = top_k_unique(ranked, 10)  # mrr@10 is trec_eval's recip_rank of the top 10
    evaluator = pytrec_eval.RelevanceEvaluator(
        {"q": dict(grades)}, {"ndcg_cut_5", "ndcg_cut_10", "success_10", "recip_rank"}
    )
    run = {doc_url: float(len(top) - i) for i, doc_url in enumerate(top)}
    ref = evaluator.evaluate({"q": run}).get("q") if run else None
    if ref is None:  # pytrec_eval leaves out a query with an empty run: every measure is 0
        ref = {"ndcg_cut_5": 0.0, "ndcg_cut_10": 0.0, "success_10": 0.0, "recip_rank": 0.0}
    assert values["ndcg@5"] == pytest.approx(ref["ndcg_cut_5"], abs=1e-9)
    assert values["ndcg@10"] == pytest.approx(ref["ndcg_cut_10"], abs=1e-9)
    assert values["hit@10"] == pytest.approx(ref["success_10"], abs=1e-9)
    assert values["mrr@10"] == pytest.approx(ref["recip_rank"], abs=1e-9)
    # and bit for bit the public functions' numbers (merged and single runs compare equal)
    assert gold_values(top_k_unique(ranked, None), grades) == {
        "ndcg@5": ndcg_at_k(ranked, grades, 5),
        "ndcg@10": ndcg_at_k(ranked, grades, 10),
        "hit@10": hit_at_k(ranked, grades, 10),
        "mrr@10": reciprocal_rank(ranked, grades, 10),
    }


def test_the_grade_is_the_gain() -> None:
    """By hand: a grade-3 URL at rank 2 and a grade-1 one at rank 1, a grade-2 URL never
    returned, a grade-0 URL at rank 3 (judged not relevant: no gain)."""
    case = _case(
        {
            "https://a.example/1": 1,
            "https://a.example/3": 3,
            "https://a.example/2": 2,
            "https://a.example/0": 0,
        }
    )
    record = new_record(case, "p")
    record.documents = [
        doc(1, "https://a.example/1"),
        doc(2, "https://a.example/3"),
        doc(3, "https://a.example/0"),
    ]
    values = case_values(record)
    dcg = 1 + 3 / math.log2(3)
    ideal = 3 + 2 / math.log2(3) + 1 / math.log2(4)
    assert values["ndcg@10"] == pytest.approx(dcg / ideal)
    assert values["hit@10"] == 1.0 and values["mrr@10"] == 1.0  # grade 1 is relevant
    binary = _case(["https://a.example/1", "https://a.example/3", "https://a.example/2"])
    record.gold_urls, record.gold_grades = sorted(binary.gold_urls), None
    assert case_values(record)["ndcg@10"] == pytest.approx(
        (1 + 1 / math.log2(3)) / (1 + 1 / math.log2(3) + 1 / math.log2(4))
    )


def test_an_uppercase_scheme_is_an_absolute_url() -> None:
    """Walkthrough 59b #4: ``HTTPS://...`` was refused, while the collision remedy says
    the scheme is lowercased."""
    case = _case({"HTTPS://Docs.Python.org:443/x#top": 3})
    assert case.gold_grades == {"https://docs.python.org/x": 3}
    assert _case(["HTTP://a.example/y"]).gold_urls == {"http://a.example/y"}


def test_every_clash_of_a_mapping_is_named_at_each_url_line(tmp_path: Path) -> None:
    path = _file(
        tmp_path,
        '      "https://a.example/x": 3\n'
        '      "https://b.example/y": 2\n'
        '      "https://a.example/x#top": 1\n'
        '      "https://B.example/y": 0\n'
        '      "https://a.example/x?utm_source=feed": 2\n',
    )
    with pytest.raises(GoldenFileErrors) as caught:
        load_case_file(path)
    lines = {e.position[0]: e.problem for e in caught.value.errors if e.position is not None}
    assert sorted(lines) == [7, 8, 9, 10, 11]
    assert (
        lines[7]
        == lines[9]
        == lines[11]
        == (
            "gold urls 'https://a.example/x' (grade 3), 'https://a.example/x#top' (grade 1) and "
            "'https://a.example/x?utm_source=feed' (grade 2) are the same page once canonicalized "
            "(https://a.example/x), with different grades"
        )
    )
    assert lines[8] == lines[10] and "'https://B.example/y' (grade 0)" in lines[8]
