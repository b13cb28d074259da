"""A golden file with many kinds of mistakes: each problem is listed with its own remedy
(stop 59: eight problems came with one remedy, the family's, that fitted one of them)."""

from __future__ import annotations

from fnmatch import fnmatchcase
from pathlib import Path

import pytest

from conftest import make_bench_project

BROKEN = """\
- id: gs-900
  category: plantas
  qeury: "planta Ramos Arizpe"
  claim_type: estatus_planta
  web_role: sometimes
  expect:
    families: [nwes]
- id: gs-901
  category: plantaz
  query: "planta Saltillo"
  claim_type: estatus_planta
  expect:
    families: [goverment]
  params: {max_results: 0}
- just a line
"""

# Each problem of BROKEN (in the file's order) and the remedy under it.
EXPECTED = [
    (
        "case 'gs-900', field 'web_role' (line 5, column 13): *",
        "remedy: set web_role to 'allowed' or 'forbidden'",
    ),
    (
        "case 'gs-900', field 'expect.families' (line 7, column 16): family 'nwes' is not "
        "declared in families.yaml*did you mean 'news'?",
        "remedy: fix the name, or declare the family in families.yaml (its host suffixes), "
        "or give a host of it in expect.family_overrides",
    ),
    (
        "case 'gs-901', field 'category' (line 9, column 13): category 'plantaz' is not "
        "declared in categories.yaml; did you mean 'plantas'?",
        "remedy: fix the name, or declare the category in categories.yaml "
        "(`categories: {name: description}`)",
    ),
    (
        "case 'gs-901', field 'expect.families' (line 13, column 16): family 'goverment'*",
        "remedy: as for line 7",  # the same remedy as nwes's, once
    ),
    (
        "case 'gs-901', field 'params.max_results' (line 14, column 25): *",
        "remedy: set params.max_results to 1 or more, or leave it out for its default "
        "(README 'Golden cases')",
    ),
    (
        "case '#3' (line 15, column 3): each case must be a mapping",
        "remedy: write the case as a mapping: `- id: ...` then its other fields, each "
        "`key: value` indented under it",
    ),
]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    (root / "golden" / "cases" / "broken.yaml").write_text(BROKEN, encoding="utf-8")
    return root


@pytest.mark.parametrize("xdist", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_each_problem_of_a_golden_file_has_its_own_remedy(
    pytester: pytest.Pytester, project: Path, xdist: list[str]
) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider", *xdist)
    # serial: pytest stops at the collection error; xdist runs what the workers collected
    assert result.ret == (pytest.ExitCode.TESTS_FAILED if xdist else pytest.ExitCode.INTERRUPTED)
    out = result.stdout.str()
    assert "Traceback" not in out
    start = out.index("broken.yaml: 8 problems:")
    listed = [line.strip() for line in out[start:].splitlines()[1:17]]
    # `qeury` is two problems, `query` missing (placed at its case, line 1) and `qeury`
    # unknown: one remedy, the rename, given at the first of them
    assert listed[:4] == [
        "case 'gs-900', field 'query' (line 1, column 3): Field required",
        "remedy: rename 'qeury' to 'query'",
        "case 'gs-900', field 'qeury' (line 3, column 3): unknown field; did you mean 'query'?",
        "remedy: as for line 1",
    ]
    del listed[:4]
    pairs = list(zip(listed[0::2], listed[1::2], strict=True))
    assert len(pairs) == len(EXPECTED)
    for (problem, remedy), (pattern, expected) in zip(pairs, EXPECTED, strict=True):
        assert fnmatchcase(problem, pattern), (problem, pattern)
        assert remedy == expected, problem
    # no closing remedy of one problem under all of them
    after = out[start:].splitlines()[17]
    assert not after.strip().startswith("remedy:"), after


@pytest.mark.parametrize(
    ("field", "value", "remedy"),
    [
        ("expect", {"families": "news"}, "write expect.families as a list (`[a, b]`"),
        ("params", {"start_date": "2026-13-01"}, "write params.start_date as a real calendar"),
        ("id", "a b", "rename the case: letters, digits"),
        ("expect", {"urls": ["example.com/x"]}, "write each gold URL whole"),
        ("claim_type", "", "give claim_type a text: it may not be empty"),
        ("favourite", "red", "delete 'favourite' or correct its name (the fields a case takes"),
        ("colour", "MX", "rename 'colour' to 'country' and move it under params"),
        (
            "params",
            {"familes": ["news"]},
            "rename 'familes' to 'families' and move it under expect",
        ),
        (
            "expect",
            {"qeury": "q"},
            "rename 'qeury' to 'query' and move it out to the case's own fields",
        ),
        ("params", {"topic": "sports"}, "set params.topic to 'general' or 'news'"),
    ],
)
def test_a_case_s_problem_comes_with_a_remedy_for_its_field(
    tmp_path: Path, field: str, value: object, remedy: str
) -> None:
    import yaml

    from pytest_websearch_bench.cases import load_case_file
    from pytest_websearch_bench.errors import GoldenFileError

    case = {"id": "gs-1", "category": "c", "query": "q", "claim_type": "t", field: value}
    path = tmp_path / "cases" / "x.yaml"
    path.parent.mkdir()
    path.write_text(yaml.safe_dump([case]), encoding="utf-8")
    with pytest.raises(GoldenFileError) as raised:
        load_case_file(path)
    assert f"\n  remedy: {remedy}" in str(raised.value)
    assert "fix the YAML" not in str(raised.value)
