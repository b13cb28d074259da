"""Hostile and malformed golden files: every one is an error naming the file, the case and
the field, found at once (no hang, no traceback). Nothing here is timed (speed belongs to
``benchmarks/``): "at once" is shown by what is never done (an alias bomb is never
constructed) and by every regex search carrying the engine's time budget."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench_tree import bench_config
from pytest_websearch_bench import patterns, yaml_files
from pytest_websearch_bench.cases import load_case_file, load_golden_cases
from pytest_websearch_bench.categories import load_categories, write_categories
from pytest_websearch_bench.config import BenchConfig
from pytest_websearch_bench.errors import GoldenFileError
from pytest_websearch_bench.patterns import AnswerMatcher, PatternBudgetError, pattern_problem
from pytest_websearch_bench.session.loaded import GoldenSet
from pytest_websearch_bench.yaml_files import YAMLError, parse_yaml

CASE = "- id: {id}\n  category: {category}\n  query: q\n  claim_type: c\n"


def _case(case_id: str = "gs-1", category: str = "plantas", extra: str = "") -> str:
    return CASE.format(id=case_id, category=category) + extra


def _golden(tmp_path: Path, files: dict[str, str], categories: list[str] | None = None) -> Path:
    golden = tmp_path / "golden"
    (golden / "cases").mkdir(parents=True)
    for name, text in files.items():
        (golden / "cases" / name).write_text(text, encoding="utf-8")
    if categories is not None:
        write_categories(golden, categories)
    return golden


# -- YAML: alias bombs, recursive aliases, duplicate keys -------------------------------------

LAUGHS = "a: &a ['lol','lol','lol','lol','lol','lol','lol','lol','lol']\n" + "\n".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]" for i in range(9)
)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (LAUGHS, "alias bomb"),
        ("- &x [*x]\n", "recursive alias"),
        ("x: &x\n  y: *x\n", "recursive alias"),
        ("a: 1\nb: 2\na: 3\n", "duplicate key 'a' (first at line 1)"),
        ("- id: gs-1\n  query: q\n  query: r\n", "duplicate key 'query'"),
        ("- {id: gs-1, expect: {urls: [], urls: []}}\n", "duplicate key 'urls'"),
        ("[" * 2000 + "]" * 2000, "nesting depth"),
    ],
)
def test_hostile_yaml_fails_fast_with_the_reason(text: str, problem: str) -> None:
    with pytest.raises(YAMLError) as raised:
        parse_yaml(text)
    assert problem in str(raised.value)


@pytest.mark.parametrize("text", [LAUGHS, "- &x [*x]\n", "x: &x\n  y: *x\n"])
def test_an_alias_bomb_is_refused_before_anything_is_built(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The expansion is counted on the composed nodes (linear in what is written); the
    data itself, billions of values for LAUGHS, is never constructed."""

    built: list[str] = []
    monkeypatch.setattr(
        yaml_files.StrictLoader, "construct_document", lambda self, node: built.append("x")
    )
    with pytest.raises(YAMLError, match="alias"):
        parse_yaml(text)
    assert built == []


@pytest.mark.parametrize(
    "text",
    [
        "base: &b {k: 1}\nother:\n  <<: *b\n  k: 2\n",  # overriding a merged key is allowed
        "- &p {a: 1}\n- *p\n- *p\n",
        "a: '&not an anchor'\n",
    ],
)
def test_legitimate_aliases_and_merges_still_load(text: str) -> None:
    assert parse_yaml(text)


def test_an_alias_bomb_in_a_golden_file_names_the_file(tmp_path: Path) -> None:
    golden = _golden(tmp_path, {"bomb.yaml": LAUGHS})
    with pytest.raises(GoldenFileError) as raised:
        load_golden_cases(golden)
    assert "bomb.yaml" in str(raised.value) and "alias bomb" in str(raised.value)


def test_a_duplicate_key_in_a_case_names_the_file_and_line(tmp_path: Path) -> None:
    golden = _golden(tmp_path, {"x.yaml": _case(extra="  query: other\n")})
    with pytest.raises(GoldenFileError) as raised:
        load_golden_cases(golden)
    assert "x.yaml" in str(raised.value)
    assert "duplicate key 'query'" in str(raised.value) and "line 3" in str(raised.value)


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("2024-13-45", "as timestamp: month must be in 1..12"),
        ("2024-02-30", "as timestamp: day is out of range"),
        ("2024-01-01 25:00:00", "as timestamp: hour must be in 0..23"),
        ("1" * 5000, "as int: Exceeds the limit (4300 digits)"),
        ("!!int abc", "as int: invalid literal"),
        ("!!timestamp abc", "as timestamp"),
        ("!!bool abc", "as bool"),
    ],
)
def test_a_scalar_its_type_cannot_hold_names_the_line(value: str, problem: str) -> None:
    """PyYAML lets its constructors' ValueError, AttributeError, KeyError through: a
    bare traceback. Each is a YAMLError naming the line and the remedy."""
    with pytest.raises(YAMLError) as raised:
        parse_yaml(f"a: 1\nb: [{value}]\n")
    assert problem in str(raised.value) and "line 2" in str(raised.value)
    assert "quote it" in str(raised.value) and "set_int_max_str_digits" not in str(raised.value)


def test_an_impossible_date_in_a_case_names_the_file(tmp_path: Path) -> None:
    golden = _golden(tmp_path, {"x.yaml": _case(extra="  params: {start_date: 2024-13-45}\n")})
    with pytest.raises(GoldenFileError) as raised:
        load_golden_cases(golden)
    assert "x.yaml" in str(raised.value) and "month must be in 1..12" in str(raised.value)
    assert "line 5" in str(raised.value)


# -- answer patterns ------------------------------------------------------------------------

BAD_PATTERNS = [
    ("", "empty or blank"),
    ("   ", "empty or blank"),
    ("(", "not a valid regex"),
    ("a?", "matches the empty string"),
    ("(foo)?", "matches the empty string"),
    (".*", "matches the empty string"),
    ("(.*)*zq", "backtracks catastrophically"),
    ("(a+)+b", "backtracks catastrophically"),
    ("(x+x+)+y", "backtracks catastrophically"),
    ("(\\w+\\s?)+z", "backtracks catastrophically"),
    ("((a+)b?)+c", "backtracks catastrophically"),
    ("(a|a)*b", "backtracks catastrophically"),
    ("(a|aa)+b", "backtracks catastrophically"),
    ("(ventas|venta)+s", "backtracks catastrophically"),
    ("(a|)+b", "backtracks catastrophically"),
    ("x" * 1001, "at most 1000 characters"),
]


@pytest.mark.parametrize(("pattern", "problem"), BAD_PATTERNS)
def test_bad_answer_patterns_name_file_case_and_field(
    tmp_path: Path, pattern: str, problem: str
) -> None:
    quoted = pattern.replace("\\", "\\\\")
    path = tmp_path / "cases.yaml"
    path.write_text(_case(extra=f'  expect: {{answer_patterns: ["{quoted}"]}}\n'), "utf-8")
    with pytest.raises(GoldenFileError) as raised:
        load_case_file(path)
    message = str(raised.value)
    assert str(path) in message and "case 'gs-1'" in message
    assert "field 'expect.answer_patterns" in message and problem in message


@pytest.mark.parametrize(
    "pattern",
    [
        "ampliación de (la |su )?planta",
        "inaugura(ción)? (de )?(la |su )?(nueva )?planta",
        "(\\d+,)*\\d+ toneladas",
        "(?:ab|cd)+",
        "(\\d|x)+y",
        "ventas@acme\\.mx",
        "\\bIMMEX\\b",
    ],
)
def test_ordinary_answer_patterns_pass(pattern: str) -> None:
    assert pattern_problem(pattern) is None


def test_the_bundled_patterns_pass(repo_root: Path) -> None:
    cases = load_golden_cases(repo_root / "golden")
    patterns_seen = [p for c in cases for p in c.expect.answer_patterns]
    assert patterns_seen and all(pattern_problem(p) is None for p in patterns_seen)


class _Spy:
    """A compiled pattern that records the time budget of every search it is asked for."""

    def __init__(self, compiled: object, budgets: list[object]) -> None:
        self.compiled, self.budgets = compiled, budgets

    def search(self, text: str, timeout: object = None) -> object:
        self.budgets.append(timeout)
        return self.compiled.search(text, timeout=timeout)  # type: ignore[attr-defined]

    def finditer(self, text: str, timeout: object = None) -> object:
        self.budgets.append(timeout)
        return self.compiled.finditer(text, timeout=timeout)  # type: ignore[attr-defined]


def test_every_regex_search_carries_the_time_budget() -> None:
    """Why no pattern can hang a run: the engine is never asked to search without the
    budget (the load-time check is only the first line)."""
    budgets: list[object] = []
    matcher = AnswerMatcher("(a|b)+c", "case 'p'")
    assert matcher.regex is not None
    matcher.regex = _Spy(matcher.regex, budgets)  # type: ignore[assignment]
    matcher.search("ab" * 10 + "c")
    list(matcher.find_all("abc abc"))
    matcher.find("xabc")
    assert budgets == [patterns.MATCH_BUDGET_S] * 3


def test_a_pattern_past_its_budget_is_a_typed_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the shape check cannot prove runs on a time budget: a pattern over it ends
    with an error naming the pattern and the case, never a hang."""
    monkeypatch.setattr(patterns, "MATCH_BUDGET_S", 0.05)
    matcher = AnswerMatcher("(x+x+)+y", "case 'gs-9'")  # built without the load-time check
    with pytest.raises(PatternBudgetError) as raised:
        matcher.search("x" * 5000)
    with pytest.raises(PatternBudgetError):
        list(matcher.find_all("x" * 5000))
    assert "'(x+x+)+y'" in str(raised.value) and "case 'gs-9'" in str(raised.value)


_PIECES = ["a", "b", "x", ".", "\\w", "\\s", "\\d", "(", ")", "(?:", "|", "*", "+", "?", "{2,}"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=12).map("".join))
def test_any_pattern_is_refused_or_bounded(pattern: str) -> None:
    """The check never raises, and a pattern it lets through finishes on a long hostile
    text within its budget (or says it ran past it)."""
    problem = pattern_problem(pattern)
    if problem is not None:
        assert isinstance(problem, str) and problem
        return
    matcher = AnswerMatcher(pattern, "case 'p'")
    assert not matcher.search("")  # nothing that matches every document gets through
    with contextlib.suppress(PatternBudgetError):
        matcher.search("ab x1 " * 400 + "!")


# -- ids across files, categories -------------------------------------------------------------


def _config(golden: Path, tmp_path: Path) -> BenchConfig:
    return bench_config(tmp_path, "tavily", golden=golden, cache_dir=tmp_path / "cache")


def test_a_case_id_in_two_files_is_an_error_of_both(tmp_path: Path) -> None:
    golden = _golden(tmp_path, {"a.yaml": _case("gs-1"), "b.yaml": _case("gs-2") + _case("gs-1")})
    with pytest.raises(GoldenFileError) as raised:
        load_golden_cases(golden)
    assert "b.yaml" in str(raised.value) and "a.yaml" in str(raised.value)
    # collected file by file (as pytest does), in either order: both files are refused,
    # each naming the other and its line (stop 65: the file in error was the one the user
    # did not touch, when the new one came first in path order)
    for order in (["b.yaml", "a.yaml"], ["a.yaml", "b.yaml"]):
        golden_set = GoldenSet(_config(golden, tmp_path))
        for name in order:
            with pytest.raises(GoldenFileError) as raised:
                golden_set.cases_in(golden / "cases" / name)
            message = str(raised.value)
            other = "a.yaml" if name == "b.yaml" else "b.yaml"
            assert f"{name}, case 'gs-1': duplicate case id (line " in message
            assert f"also defined in {golden / 'cases' / other} line " in message


@pytest.mark.parametrize(
    ("category", "suggestion"),
    [("compras_publica", "did you mean 'compras_publicas'?"), ("planta", "'plantas'")],
)
def test_an_undeclared_category_suggests_the_closest(
    tmp_path: Path, category: str, suggestion: str
) -> None:
    golden = _golden(
        tmp_path, {"x.yaml": _case(category=category)}, ["compras_publicas", "plantas"]
    )
    with pytest.raises(GoldenFileError) as raised:
        load_golden_cases(golden)
    message = str(raised.value)
    assert "x.yaml, case 'gs-1', field 'category'" in message
    assert "not declared in categories.yaml" in message and suggestion in message


def test_without_categories_yaml_categories_are_free(tmp_path: Path) -> None:
    golden = _golden(tmp_path, {"x.yaml": _case(category="anything")})
    assert [c.category for c in load_golden_cases(golden)] == ["anything"]


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("categories: [a, b]\n", "categories"),
        ("categories: {}\n", "categories"),
        ("categories: {'bad name': x}\n", "categories"),
        ("categoris: {a: x}\n", "categories"),
        ("categories: {a: x, a: y}\n", None),
        ("\xff\xfe", None),
    ],
)
def test_invalid_categories_file_names_it(tmp_path: Path, text: str, field: str | None) -> None:
    golden = _golden(tmp_path, {"x.yaml": _case()})
    (golden / "categories.yaml").write_bytes(text.encode("latin-1"))
    with pytest.raises(GoldenFileError) as raised:
        load_categories(golden)
    assert "categories.yaml" in str(raised.value)
    if field is not None:
        assert f"field {field!r}" in str(raised.value)


def test_the_bundled_set_declares_its_categories(repo_root: Path) -> None:
    declared = load_categories(repo_root / "golden")
    assert declared == {c.category for c in load_golden_cases(repo_root / "golden")}


def test_a_category_cache_entry_does_not_outlive_the_declaration(tmp_path: Path) -> None:
    golden = _golden(tmp_path, {"x.yaml": _case(category="plantas")}, ["plantas"])
    assert load_golden_cases(golden, tmp_path / "cache")
    write_categories(golden, [])  # declarations are only added: plantas stays
    assert load_categories(golden) == {"plantas"}
    (golden / "categories.yaml").write_text("categories: {otra: null}\n", "utf-8")
    with pytest.raises(GoldenFileError, match=r"not declared"):
        load_golden_cases(golden, tmp_path / "cache")


# -- families ------------------------------------------------------------------------------------

FAMILIES = "families:\n  reference: [docs.python.org]\n  news: [reuters.com]\n"


def _with_families(tmp_path: Path, expect: str) -> Path:
    golden = _golden(tmp_path, {"x.yaml": _case(extra=f"  expect: {expect}\n")})
    (golden / "families.yaml").write_text(FAMILIES, encoding="utf-8")
    return golden


def test_an_undeclared_family_suggests_the_closest_and_names_its_line(tmp_path: Path) -> None:
    golden = _with_families(tmp_path, "{families: [news, refrence], answer_patterns: [x]}")
    with pytest.raises(GoldenFileError) as raised:
        load_golden_cases(golden)
    message = str(raised.value)
    assert "x.yaml, case 'gs-1', field 'expect.families'" in message
    assert "family 'refrence' is not declared in families.yaml" in message
    assert "did you mean 'reference'?" in message
    line = next(i for i, t in enumerate(_case().splitlines(), 1) if "claim_type" in t) + 1
    column = len("  expect: {families: [news, ") + 1
    assert f"(line {line}, column {column})" in message
    # the session refuses it too (the file's collection error), and so does the cache
    golden_set = GoldenSet(_config(golden, tmp_path))
    with pytest.raises(GoldenFileError, match="refrence"):
        golden_set.cases_in(golden / "cases" / "x.yaml")


@pytest.mark.parametrize(
    "expect",
    [
        "{families: [reference, other], answer_patterns: [x]}",
        "{families: [corporate], family_overrides: {acme.mx: corporate}, answer_patterns: [x]}",
    ],
)
def test_declared_other_and_overridden_families_load(tmp_path: Path, expect: str) -> None:
    assert load_golden_cases(_with_families(tmp_path, expect), tmp_path / "cache")


def test_without_families_yaml_a_named_family_is_a_problem(tmp_path: Path) -> None:
    """Walkthrough 59: deleting families.yaml turned precision to 0 without a word."""
    golden = _golden(tmp_path, {"x.yaml": _case(extra="  expect: {families: [anything]}\n")})
    with pytest.raises(GoldenFileError, match=r"golden set has no families\.yaml") as raised:
        load_golden_cases(golden)
    assert "case 'gs-1', field 'expect.families'" in str(raised.value)
    assert "declare the family in families.yaml" in str(raised.value)


def test_without_families_yaml_other_and_a_cases_own_overrides_still_load(tmp_path: Path) -> None:
    extra = "  expect: {families: [other, own], family_overrides: {x.org: own}}\n"
    golden = _golden(tmp_path, {"x.yaml": _case(extra=extra)})
    assert load_golden_cases(golden)[0].expect.families == ("other", "own")


def test_a_family_cache_entry_does_not_outlive_the_declaration(tmp_path: Path) -> None:
    golden = _with_families(tmp_path, "{families: [news], answer_patterns: [x]}")
    assert load_golden_cases(golden, tmp_path / "cache")
    (golden / "families.yaml").write_text("families:\n  reference: [x.org]\n", "utf-8")
    with pytest.raises(GoldenFileError, match="family 'news' is not declared"):
        load_golden_cases(golden, tmp_path / "cache")
