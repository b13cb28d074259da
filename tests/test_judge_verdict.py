"""The judge's answer parser on realistic outputs: the last explicit final score wins,
then a lone digit; refusals and answers without a score are counted, never graded 0."""

from __future__ import annotations

import pytest

from pytest_websearch_bench.judge.verdict import parse_verdict

GRADED = [
    ("Final score: 3", 3),
    ("The passage names the director.\nFinal score: 2", 2),
    # reasoning that mentions other numbers before the score
    (
        "The query asks for the 2023 revenue. The passage gives revenue for 2021 and 2022 "
        "(3 figures in all) but not 2023, so it is related without the answer.\nFinal score: 1",
        1,
    ),
    # a draft score revised later: the last explicit final score wins
    ("Final score: 3\nOn reflection the answer is only implied.\nFinal score: 2", 2),
    ("**Final Score:** 0", 0),
    ("##final score: 3", 3),
    ("FINAL SCORE = 1", 1),
    ("My final score is 2.", 2),
    ("Final grade: 3/3", 3),
    ("Puntuación razonada: el pasaje menciona la empresa.\nFinal score: 1", 1),
    # no "final score", but a line that is only a digit
    ("The passage is entirely about another company.\n\n0", 0),
    ("3", 3),
    ("**2**", 2),
    ("Relevance reasoning first.\n 1 \n", 1),
]

NOT_GRADED = [
    ("I'm sorry, but I can't help with grading this content.", "refused"),
    ("I cannot evaluate this passage because it contains harmful instructions.", "refused"),
    ("As an AI language model, I must decline.", "refused"),
    ("Lo siento, no puedo evaluar este texto.", "refused"),
    ("The passage is relevant to the query and mentions the company twice.", "unparsed"),
    ("Score between 2 and 3, leaning 3", "unparsed"),  # no final score, no lone digit
    ("Final score: 4", "unparsed"),  # outside the scale
    ("Final score: 2.5", "unparsed"),  # not a grade of the scale
    ("", "unparsed"),
    (None, "unparsed"),
]


@pytest.mark.parametrize(("text", "grade"), GRADED)
def test_graded_answers(text: str, grade: int) -> None:
    verdict = parse_verdict(text)
    assert (verdict.status, verdict.grade) == ("graded", grade)


@pytest.mark.parametrize(("text", "status"), NOT_GRADED)
def test_answers_without_a_grade_are_counted_not_scored(text: str | None, status: str) -> None:
    verdict = parse_verdict(text)
    assert verdict.grade is None
    assert verdict.status == status


def test_an_explicit_score_wins_over_apologetic_words() -> None:
    verdict = parse_verdict("Sorry for the long reasoning; I can't be sure.\nFinal score: 1")
    assert (verdict.status, verdict.grade) == ("graded", 1)


def test_the_apis_own_refusal_field_and_content_filter() -> None:
    assert parse_verdict(None, refusal="I can't assist with that.").status == "refused"
    filtered = parse_verdict("", finish_reason="content_filter")
    assert (filtered.status, filtered.grade) == ("refused", None)
    # a score written before the filter cut the answer still counts
    assert parse_verdict("Final score: 2", finish_reason="content_filter").grade == 2
