from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.cases import load_case_file, load_golden_cases
from pytest_websearch_bench.errors import GoldenFileError
from pytest_websearch_bench.families import FamilyTable


def test_bundled_golden_set_shape(repo_root: Path) -> None:
    cases = load_golden_cases(repo_root / "golden")
    allowed = [c for c in cases if not c.forbidden]
    forbidden = [c for c in cases if c.forbidden]
    per_category = Counter(c.category for c in allowed)
    assert len(allowed) >= 30
    assert len(per_category) == 9
    assert min(per_category.values()) >= 3
    assert len(forbidden) == 10
    assert all(c.registry for c in forbidden), "a forbidden case names the registry that may answer"
    gs065 = next(c for c in cases if c.id == "gs-065")
    assert gs065.category == "plantas" and len(gs065.expect.urls) == 2
    # every allowed case can be scored: families to judge precision, gold for NDCG
    assert all(c.expect.families and c.expect.urls and c.expect.answer_patterns for c in allowed)


def test_bundled_families_classify_gold_hosts(repo_root: Path) -> None:
    families = FamilyTable.load(repo_root / "golden" / "families.yaml")
    assert families.family_of("https://www.dof.gob.mx/nota") == "government"
    assert families.family_of("siem.economia.gob.mx") == "registry"
    assert families.family_of("https://mx.computrabajo.com/x") == "jobs"
    assert families.family_of("unknown.example") == "other"
    assert families.family_of("acme.mx", {"acme.mx": "corporate"}) == "corporate"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cases.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("text", "case_id", "field", "problem"),
    [
        (
            "- id: gs-1\n  category: x\n  query: q\n  claim_type: c\n  web_role: maybe\n",
            "gs-1",
            "web_role",
            "'allowed' or 'forbidden'",
        ),
        (
            "- id: gs-2\n  category: x\n  query: q\n  claim_type: c\n  expect: {answer_patterns: ['(']}\n",
            "gs-2",
            "expect.answer_patterns",
            "not a valid regex",
        ),
        (
            "- id: gs-3\n  category: x\n  query: q\n  claim_type: c\n  expect: {urlz: []}\n",
            "gs-3",
            "expect.urlz",
            "unknown field",
        ),
        ("- id: gs-4\n  category: x\n  claim_type: c\n", "gs-4", "query", "Field required"),
        (
            "- id: 'bad id!'\n  category: x\n  query: q\n  claim_type: c\n",
            "bad id!",
            "id",
            "must match",
        ),
        (
            "- id: gs-5\n  category: x\n  query: q\n  claim_type: c\n  expect: {urls: [www.x.mx/a]}\n",
            "gs-5",
            "expect.urls",
            "absolute",
        ),
    ],
)
def test_malformed_case_names_file_case_and_field(tmp_path, text, case_id, field, problem) -> None:
    path = _write(tmp_path, text)
    with pytest.raises(GoldenFileError) as info:
        load_case_file(path)
    message = str(info.value)
    assert str(path) in message
    assert repr(case_id) in message
    assert repr(field) in message
    assert problem in message
    assert "remedy" in message


def test_file_must_hold_a_list(tmp_path: Path) -> None:
    with pytest.raises(GoldenFileError, match="must hold a list of cases"):
        load_case_file(_write(tmp_path, "id: gs-1\n"))


def test_invalid_yaml_is_named(tmp_path: Path) -> None:
    with pytest.raises(GoldenFileError, match="not valid YAML"):
        load_case_file(_write(tmp_path, "- id: [unclosed\n"))


def test_a_value_yaml_cannot_read_is_named_by_its_case_and_field(tmp_path: Path) -> None:
    """Walkthrough (stop 52): a 13th month stopped the parser before there were cases, and
    the error named only a line; it now names the case and the field around that line."""
    text = (
        "- id: gs-1\n  category: x\n  query: q\n  claim_type: c\n"
        "- category: x   # id below the first key\n  id: 'gs-2'\n  query: q\n"
        "  notes: 2024-13-45\n  claim_type: c\n"
    )
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(_write(tmp_path, text))
    error = caught.value
    assert (error.case_id, error.field) == ("gs-2", "notes")
    assert "cannot read this value as timestamp: month must be in 1..12" in str(error)
    assert 'or quote the value to keep it as text ("2024-13-45")' in str(error)
    assert "line 8" in str(error)


def test_around_reads_the_case_and_key_from_the_text_alone() -> None:
    from pytest_websearch_bench.golden_messages import around

    text = '- id: "a b"  # note\n  query: [x\n- query: y\n  id: c\n  expect:\n    families: [z\n'
    assert around(text, 1) == ("a b", "query")
    assert around(text, 5) == ("c", "families")  # the nearest key, inside ``expect``
    assert around(text, 99) == (None, None) and around("", 0) == (None, None)
    assert around("query: x\n", 0) == (None, "query")  # not a list: no case
    assert around("- {id: a}\n", 0) == (None, None)  # flow style: not guessed


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    cases = tmp_path / "golden" / "cases"
    cases.mkdir(parents=True)
    one = "- id: gs-1\n  category: x\n  query: q\n  claim_type: c\n"
    (cases / "a.yaml").write_text(one, encoding="utf-8")
    (cases / "b.yaml").write_text(one, encoding="utf-8")
    with pytest.raises(GoldenFileError, match="duplicate case id") as raised:
        load_golden_cases(tmp_path / "golden")
    assert "give one of the two cases another id" in str(raised.value)


def test_every_problem_of_a_case_is_named_and_a_typo_gets_the_closest_field(
    tmp_path: Path,
) -> None:
    text = (
        "- id: gs-1\n  category: x\n  qeury: q\n  claim_type: c\n  expect: {answer_pattern: [a]}\n"
    )
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(_write(tmp_path, text))
    message = str(caught.value)
    assert "field 'qeury' (line 3, column 3): unknown field; did you mean 'query'?" in message
    assert "'expect.answer_pattern'" in message and "did you mean 'answer_patterns'?" in message
    assert "field 'query' (line 1, column 3): Field required" in message


def test_every_problem_of_a_file_is_named_at_its_own_line(tmp_path: Path) -> None:
    """An unknown key is placed at the key (not at its value on the next line), every bad
    pattern at its own item and as written (no doubled backslashes), and a second case's
    problems come with the first's, not one run later."""
    golden = tmp_path / "golden"
    (golden / "cases").mkdir(parents=True)
    (golden / "categories.yaml").write_text("categories: {infra: x}\n", "utf-8")
    text = (
        "- id: a-1\n  category: infra\n  query: q\n  claim_type: c\n"
        "  expcet:\n    families: [reference]\n"
        "- id: a-2\n  category: infar\n  query: q\n  claim_type: c\n"
        "  expect:\n    answer_patterns: ['ok', '(\\w+\\s?)*$', '']\n"
    )
    path = golden / "cases" / "x.yaml"
    path.write_text(text, "utf-8")
    with pytest.raises(GoldenFileError) as caught:
        load_golden_cases(golden)
    message = str(caught.value)
    assert "x.yaml: 4 problems:" in message
    listed = [line.strip() for line in message.splitlines()[1:9]]
    lines, remedies = listed[0::2], listed[1::2]  # each problem, then its own remedy
    assert remedies == [
        "remedy: rename 'expcet' to 'expect'",
        "remedy: fix the name, or declare the category in categories.yaml "
        "(`categories: {name: description}`)",
        "remedy: rewrite the pattern (what a pattern may not be and why: docs/golden-files.md)",
        "remedy: as above",  # the second bad pattern of line 12
    ]
    assert lines[0].startswith("case 'a-1', field 'expcet' (line 5, column 3): unknown field")
    assert lines[1].startswith("case 'a-2', field 'category' (line 8, column 13): category 'infar'")
    assert lines[2] == (
        "case 'a-2', field 'expect.answer_patterns' (line 12, column 29): answer pattern "
        "'(\\w+\\s?)*$' matches the empty string, so it matches every document"
    )
    assert lines[3].startswith("case 'a-2', field 'expect.answer_patterns' (line 12, column 43)")
    assert "empty or blank" in lines[3]


def test_a_bad_pattern_is_said_in_the_golden_file_s_words(tmp_path: Path) -> None:
    text = "- id: gs-2\n  category: x\n  query: q\n  claim_type: c\n  expect: {answer_patterns: ['(']}\n"
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(_write(tmp_path, text))
    assert "Value error" not in str(caught.value)
    assert "not a valid regex" in str(caught.value)


@given(st.text(st.sampled_from("- id:abc\n '\"#{}[]\t"), max_size=80), st.integers(-2, 12))
def test_around_never_fails_and_names_only_what_the_text_holds(text: str, line: int) -> None:
    from pytest_websearch_bench.golden_messages import around

    case, key = around(text, line)
    for found in (case, key):
        assert found is None or (found and found in text)


def test_a_date_that_is_no_calendar_date_says_the_form(tmp_path: Path) -> None:
    text = "- id: gs-1\n  category: x\n  query: q\n  claim_type: c\n  params: {start_date: '2026-02-30'}\n"
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(_write(tmp_path, text))
    assert caught.value.field == "params.start_date"
    assert "found the text '2026-02-30'; write a real calendar date as YYYY-MM-DD" in str(
        caught.value
    )


def test_a_refused_case_is_still_checked_for_its_family_and_duplicate_id(tmp_path: Path) -> None:
    """Walkthrough (stop 52): a bad answer pattern hid the same case's misspelt family, and
    that the next case repeated its id; fixing one file took a run per problem."""
    from pytest_websearch_bench.errors import GoldenFileErrors

    text = (
        "- id: gs-1\n  category: x\n  query: q\n  claim_type: c\n"
        "  expect: {answer_patterns: ['('], families: [refrence]}\n"
        "- id: gs-1\n  category: x\n  query: q\n  claim_type: c\n"
    )
    families = frozenset({"reference", "news"})
    with pytest.raises(GoldenFileErrors) as caught:
        load_case_file(_write(tmp_path, text), families=families)
    found = [(e.case_id, e.field, e.problem) for e in caught.value.errors]
    fields = [field for _, field, _ in found]
    assert "expect.answer_patterns.0" in fields or any(
        f and f.startswith("expect.answer_patterns") for f in fields
    )
    assert any(f == "expect.families" and "did you mean 'reference'" in p for _, f, p in found)
    assert any("duplicate case id (also case #1)" in p for _, _, p in found)
