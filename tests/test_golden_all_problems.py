"""A value YAML cannot read as its type (a 13th month, a 25th hour) and a duplicate key
are problems of a golden file among its others: every one is reported at once, each with
the file, line, case, field and remedy (they stopped the loader before the rest)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cases import load_case_file
from pytest_websearch_bench.errors import GoldenFileError, GoldenFileErrors
from pytest_websearch_bench.yaml_files import (
    UnreadableScalar,
    YAMLError,
    parse_yaml,
    parse_yaml_all_problems,
    unreadable_scalars,
)

TEXT = """\
- id: a-1
  category: docs
  query: q
  claim_type: c
  params: {start_date: 2026-13-45}
  expect:
    answer_patterns: ["a?"]
- id: a-2
  category: docs
  query: q
  query: again
  claim_type: c
  notes: 2024-02-30
  params: {end_date: 2024-01-01 25:00:00}
  expect: {answer_patterns: [b], urls: {"https://a.example/x": 1, "https://a.example/x#t": 2}}
"""


def test_every_problem_of_the_file_is_reported_with_its_case_field_and_line(
    tmp_path: Path,
) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(TEXT, encoding="utf-8")
    with pytest.raises(GoldenFileErrors) as caught:
        load_case_file(path)
    placed = [
        (e.position[0] if e.position else None, e.case_id, e.field, e.problem)
        for e in caught.value.errors
    ]
    assert [p[:3] for p in placed] == [
        (5, "a-1", "params.start_date"),
        (7, "a-1", "expect.answer_patterns"),
        (11, "a-2", "query"),
        (13, "a-2", "notes"),
        (14, "a-2", "params.end_date"),
        (15, "a-2", "expect.urls"),
        (15, "a-2", "expect.urls"),
    ]
    assert placed[0][3] == "cannot read this value as timestamp: month must be in 1..12"
    assert placed[2][3] == "duplicate key 'query' (first at line 10): a key may appear once"
    assert placed[4][3] == "cannot read this value as timestamp: hour must be in 0..23"
    message = str(caught.value)
    assert message.startswith(f"invalid golden file {path}: 7 problems:")
    # a date field wants a date; a text field (notes) its text quoted
    assert "remedy: write params.start_date as a real calendar date, YYYY-MM-DD" in message
    assert 'or quote the value to keep it as text ("2024-02-30")' in message
    assert "remedy: keep one of the two, with the value meant" in message
    # the date's own problem, never pydantic's about the same value as well
    assert "valid date" not in message and "input" not in message


def test_a_lone_unreadable_value_is_one_error_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(
        "- id: a-1\n  category: docs\n  query: q\n  claim_type: c\n"
        "  expect: {answer_patterns: [b]}\n  freshness_days: !!int abc\n",
        encoding="utf-8",
    )
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(path)
    error = caught.value
    assert not isinstance(error, GoldenFileErrors)
    assert (error.case_id, error.field, error.position) == ("a-1", "freshness_days", (6, 19))
    assert error.problem.startswith("cannot read this value as int: invalid literal")
    assert 'quote the value to keep it as text ("abc"), or write a value of its type' in str(error)


def test_a_file_that_is_one_unreadable_value_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text("# a comment\n2024-13-45\n", encoding="utf-8")
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(path)
    assert caught.value.position == (2, 1)
    assert "month must be in 1..12" in str(caught.value)


def test_the_loader_goes_on_only_when_asked() -> None:
    text = "a: [2024-13-45, 1]\nb: {2024-02-30: x}\nc: 1\nc: 2\n"
    with pytest.raises(YAMLError):
        parse_yaml(text)  # every other file of the bench: the first problem stops it
    data, problems = parse_yaml_all_problems(text)
    assert data == {"a": ["2024-13-45", 1], "b": {"2024-02-30": "x"}, "c": 2}
    assert [(p.line, p.problem.split(" (")[0]) for p in problems] == [(3, "duplicate key 'c'")]
    found = unreadable_scalars(data)
    assert [(where, at_key) for where, _, at_key in found] == [
        (("a", 0), False),
        (("b", "2024-02-30"), True),
    ]
    assert all(isinstance(value, UnreadableScalar) for _, value, _ in found)
    assert (found[0][1].line, found[0][1].column) == (0, 4)


BROKEN = """\
- id: gs-900
  category: plantas
  query: "planta Ramos Arizpe"
  claim_type: estatus_planta
  params: {start_date: 2026-13-45}
  expect:
    families: [nwes]
- id: gs-901
  category: plantas
  query: "planta Saltillo"
  claim_type: estatus_planta
  freshness_days: 0
"""


@pytest.mark.parametrize("xdist", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_a_session_lists_a_bad_date_with_the_file_s_other_problems(
    pytester: pytest.Pytester, xdist: list[str]
) -> None:
    from conftest import make_bench_project

    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    (root / "golden" / "cases" / "broken.yaml").write_text(BROKEN, encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider", *xdist)
    assert result.ret == (pytest.ExitCode.TESTS_FAILED if xdist else pytest.ExitCode.INTERRUPTED)
    out = result.stdout.str()
    assert "Traceback" not in out and "not valid YAML" not in out
    start = out.index("broken.yaml: 3 problems:")
    listed = [line.strip() for line in out[start:].splitlines()[1:7]]
    assert listed[0] == (
        "case 'gs-900', field 'params.start_date' (line 5, column 24): cannot read this value "
        "as timestamp: month must be in 1..12"
    )
    assert listed[1].startswith("remedy: write params.start_date as a real calendar date")
    assert listed[2].startswith("case 'gs-900', field 'expect.families' (line 7, column 16)")
    assert listed[4].startswith("case 'gs-901', field 'freshness_days' (line 12, column 19)")
