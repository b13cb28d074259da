"""Small truths of stop 64 (ux64c): a user gate on a category of a few cases shows no
degenerate interval as if it were informative; ``golden/pool.yaml`` says what it was
pooled from; ``golden_sha256`` covers the cascade the session reads (ini ``ws_cascade``),
not the golden set's own ``cascade.yaml`` it does not read; a golden set whose cases name
categories with no ``categories.yaml`` is said to be unchecked, once, as a warning."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import ROOT, gated_project, make_bench_project
from pytest_websearch_bench.errors import GoldenFileError
from pytest_websearch_bench.pool import POOL_SCHEMA, load_pool
from pytest_websearch_bench.report.caveats import MIN_INTERVAL_CASES
from pytest_websearch_bench.session.loaded import golden_digest, golden_files
from pytest_websearch_bench.user_gates import parse_rule
from runkit import record, run_of

CASES = ["gs-001", "gs-065"]


def _user_gates(rules: list[str], records: list) -> dict[str, dict]:
    parsed = [parse_rule(r, "test", "test") for r in rules]
    run = run_of(records, user_gates=parsed)
    return {g["rule"]: g for g in run["providers"]["p"]["gates"] if g["kind"] == "user"}


# --- 1. a user gate on a category of a few cases -------------------------------------------


def test_a_gate_on_a_category_of_few_cases_shows_no_interval_and_says_why() -> None:
    # category b: 3 cases at P@10 0.1, 0.5, 0.9 (an interval that straddles 0.4); category
    # c: 3 cases all at 1.0 (the degenerate [1.0, 1.0]); category a: 12 cases
    records = [
        *(record(f"a{i}", category="a", relevant=i % 4) for i in range(12)),
        *(record(f"b{i}", category="b", relevant=r) for i, r in enumerate((1, 5, 9))),
        *(record(f"c{i}", category="c", relevant=10) for i in range(3)),
    ]
    run = run_of(records)
    blocks = run["providers"]["p"]["by_category"]
    lo, hi = blocks["b"]["ci95"]["precision@10"]
    assert lo < 0.4 < hi and blocks["c"]["ci95"]["precision@10"] == [1.0, 1.0]
    gates = _user_gates(
        [
            "category.b.precision@10 >= 0.4",
            "category.c.precision@10 >= 0.9",
            "category.a.precision@10 >= 0.1",
        ],
        records,
    )
    straddled = gates["category.b.precision@10 >= 0.4"]
    assert straddled["status"] == "passed"  # the rule's verdict: 0.5 >= 0.4, unchanged
    assert "straddles" not in straddled and "straddles" not in straddled["reason"]
    assert f"[{lo:.3f}" not in straddled["reason"]  # no interval shown
    assert straddled["ci95_reliable"] is False and straddled["ci95_cases"] == 3
    assert (
        "no reliable 95% interval over so few cases of category 'b' "
        f"(fewer than {MIN_INTERVAL_CASES} measured): another sample of cases could flip "
        "this verdict"
    ) in straddled["reason"]
    certain = gates["category.c.precision@10 >= 0.9"]
    assert certain["status"] == "passed" and certain["ci95_reliable"] is False
    assert "no reliable 95% interval over so few cases of category 'c'" in certain["reason"]
    enough = gates["category.a.precision@10 >= 0.1"]  # 12 cases: its interval is shown
    assert "ci95_reliable" not in enough and enough["straddles"] is True
    assert "its 95% interval [" in enough["reason"] and "no reliable" not in enough["reason"]


def test_the_terminal_line_of_a_gate_on_a_category_of_one_case(
    pytester: pytest.Pytester,
) -> None:
    project = gated_project(
        pytester.path, CASES, "ws_gates =\n    category.plantas.precision@10 >= 0.1"
    )
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    result.stdout.fnmatch_lines(
        [
            "*[[]PASSED] category.plantas.precision@10 >= 0.1 value 0.200 (over 1 case; no "
            "reliable 95% interval over so few cases of category 'plantas' (fewer than 10 "
            "measured)*"
        ]
    )
    [path] = (project / ".ws-bench" / "runs").glob("*.json")
    run = json.loads(path.read_text(encoding="utf-8"))
    [gate] = [g for g in run["providers"]["tavily"]["gates"] if g["kind"] == "user"]
    assert gate["ci95_reliable"] is False and gate["ci95_cases"] == 1


# --- 2. pooled_from in pool.yaml ------------------------------------------------------------

POOL_CASES = "cases:\n  gs-001:\n    relevant:\n    - group: g1\n      urls: [https://a.test/x]\n"


def _pool(tmp_path: Path, pooled_from: str) -> Path:
    path = tmp_path / "pool.yaml"
    path.write_text(f"schema: {POOL_SCHEMA}\n{pooled_from}{POOL_CASES}", encoding="utf-8")
    return path


def test_a_pool_says_what_it_was_pooled_from(tmp_path: Path) -> None:
    pool = load_pool(
        _pool(
            tmp_path,
            "pooled_from:\n  providers: [tavily, exa]\n  depth: 10\n"
            "  source: .ws-bench/runs/20261201T090000Z-tavily.json\n",
        )
    )
    assert pool.pooled_from is not None
    assert pool.pooled_from.providers == ["tavily", "exa"] and pool.pooled_from.depth == 10
    assert pool.pooled_from.source == ".ws-bench/runs/20261201T090000Z-tavily.json"
    assert pool.of("gs-001") is not None
    older = load_pool(_pool(tmp_path, ""))  # a pool written before the field: still read
    assert older.pooled_from is None and older.of("gs-001") is not None


@pytest.mark.parametrize(
    ("pooled_from", "field", "words"),
    [
        ("  providers: [tavily]\n  depth: 0\n  source: run.json\n", "pooled_from.depth", ""),
        (
            "  providers: [tavily, tavily]\n  depth: all\n  source: run.json\n",
            "pooled_from.providers",
            "tavily twice",
        ),
        ("  providers: [tavily]\n  depth: 10\n", "pooled_from.source", ""),
        ("  providers: [tavily]\n  depth: 10\n  source: r\n  runs: 2\n", "pooled_from.runs", ""),
    ],
)
def test_a_bad_pooled_from_is_refused_by_file_and_field(
    tmp_path: Path, pooled_from: str, field: str, words: str
) -> None:
    path = _pool(tmp_path, f"pooled_from:\n{pooled_from}")
    with pytest.raises(GoldenFileError) as raised:
        load_pool(path)
    assert str(path) in str(raised.value) and field in str(raised.value)
    assert words in str(raised.value)


def test_the_synthetic_pool_records_what_it_was_pooled_from(tmp_path: Path) -> None:
    from pytest_websearch_bench.cases import load_golden_cases
    from pytest_websearch_bench.families import FamilyTable
    from pytest_websearch_bench.providers import get_adapter
    from pytest_websearch_bench.synthetic.reviews import write_synthetic_reviews

    golden = ROOT / "golden"
    cases = [c for c in load_golden_cases(golden) if c.id in CASES]
    adapters = [get_adapter(p, offline=True) for p in ("tavily", "exa")]
    write_synthetic_reviews(cases, adapters, FamilyTable.load(golden / "families.yaml"), tmp_path)
    pool = load_pool(tmp_path / "pool.yaml")
    assert pool.pooled_from is not None and pool.synthetic
    assert pool.pooled_from.providers == ["tavily", "exa"]
    assert pool.pooled_from.depth == "all"
    assert "ws-bench synthesize" in pool.pooled_from.source
    # the bundled pool says it too
    bundled = load_pool(golden / "pool.yaml").pooled_from
    assert bundled is not None and "tavily" in bundled.providers and bundled.depth == "all"


# --- 3. the golden hash covers the cascade the session reads --------------------------------


def test_the_golden_hash_covers_the_cascade_file_read_not_the_unread_one(
    tmp_path: Path,
) -> None:
    golden = make_bench_project(tmp_path, case_ids=CASES, providers=("tavily",)) / "golden"
    shutil.copy(ROOT / "golden" / "cascade.yaml", golden / "cascade.yaml")
    other = tmp_path / "cascades" / "fast.yaml"
    other.parent.mkdir()
    shutil.copy(ROOT / "golden" / "cascade.yaml", other)
    default = golden_digest(golden)
    # the same file named by the option, and the same tiers from another path: one hash
    assert golden_digest(golden, golden / "cascade.yaml") == default
    assert golden_digest(golden, other) == default
    assert other in golden_files(golden, other)
    assert golden / "cascade.yaml" not in golden_files(golden, other)
    # (a budget edited, not a comment: prose changes no hash since stop 66)
    unread = golden / "cascade.yaml"
    unread.write_text(
        unread.read_text("utf-8").replace("budget_usd: 0.05", "budget_usd: 0.06"), "utf-8"
    )
    assert golden_digest(golden, other) == default
    assert golden_digest(golden) != default  # the default session reads it
    other.write_text(
        other.read_text("utf-8").replace("budget_usd: 0.05", "budget_usd: 0.07"), "utf-8"
    )
    assert golden_digest(golden, other) != default


def test_a_session_with_ws_cascade_hashes_the_cascade_it_read(pytester: pytest.Pytester) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    shutil.copy(ROOT / "golden" / "cascade.yaml", root / "golden" / "cascade.yaml")
    shutil.copy(ROOT / "golden" / "cascade.yaml", root / "fast.yaml")

    def golden_sha(report: str) -> str:
        args = ("--ws-provider=tavily", "-o", "ws_cascade=fast.yaml", f"--ws-report={report}")
        result = pytester.runpytest(*args, "-p", "no:cacheprovider")
        assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
        run = json.loads((root / report).read_text(encoding="utf-8"))
        return str(run["provenance"]["golden_sha256"])

    first = golden_sha("one.json")
    (root / "golden" / "cascade.yaml").write_text("not read by this session\n", "utf-8")
    assert golden_sha("two.json") == first
    assert first == golden_digest(root / "golden", root / "fast.yaml")


# --- 6. cases naming categories with no categories.yaml -------------------------------------

UNDECLARED = "websearch-bench: no "


def test_a_golden_set_without_categories_yaml_is_warned_of_once(
    pytester: pytest.Pytester,
) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    declared = root / "golden" / "categories.yaml"
    kept = declared.read_text(encoding="utf-8")
    declared.unlink()
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider", "-q")
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]  # not an error
    out = result.stdout.str()
    assert out.count(UNDECLARED) == 1
    result.stdout.fnmatch_lines(
        [
            "*BenchWarning: websearch-bench: no */golden/categories.yaml: the 2 categories "
            "the cases name (contactos_comerciales, plantas) are taken as written, "
            "unchecked*create */golden/categories.yaml declaring them (schema: "
            "pytest-websearch-bench/categories@1*"
        ]
    )
    # a run of some cases says nothing of the golden set's files, as for empty categories
    some = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider", "-k", "gs-001")
    assert UNDECLARED not in some.stdout.str()
    declared.write_text(kept, encoding="utf-8")
    again = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider", "-q")
    assert UNDECLARED not in again.stdout.str()
