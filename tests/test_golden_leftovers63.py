"""What editors leave beside a golden file is no part of the golden set (stop 63).

``ws-bench import --force`` keeps ``NAME.yaml.bak``; editors keep ``NAME.yaml~`` (Emacs,
many others), ``.#NAME.yaml`` (Emacs's lock), ``#NAME.yaml#`` (Emacs's auto-save) and
``.NAME.yaml.swp`` (Vim). None is read as cases, none is collected by pytest, and none
is in ``golden_sha256``: the hash covers exactly the files a session reads
(``golden_files``), so opening a case file in an editor changes no comparison.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bench_tree import bench_config
from conftest import make_bench_project
from pytest_websearch_bench.cases import case_files, is_leftover, load_golden_cases
from pytest_websearch_bench.session import BenchSession, golden_digest
from pytest_websearch_bench.session.loaded import golden_files

CASES = ["gs-001", "gs-065"]
LEFTOVERS = [
    "{name}.bak",
    "{name}~",
    ".#{name}",
    "#{name}#",
    ".{name}.swp",
    ".{name}.swo",
]


@pytest.fixture
def golden(tmp_path: Path) -> Path:
    return make_bench_project(tmp_path, case_ids=CASES, providers=("tavily",)) / "golden"


def _case_file(golden: Path) -> Path:
    [first, *_] = case_files(golden)
    return first


@pytest.mark.parametrize("pattern", LEFTOVERS)
def test_a_leftover_beside_a_case_file_is_neither_loaded_nor_hashed(
    golden: Path, pattern: str
) -> None:
    cases = _case_file(golden)
    ids = [c.id for c in load_golden_cases(golden)]
    digest = golden_digest(golden)
    leftover = cases.with_name(pattern.format(name=cases.name))
    assert is_leftover(leftover.name)
    # the same cases again, edited: read, they would be duplicates (an error) or new ids
    leftover.write_text(cases.read_text("utf-8").replace("gs-0", "gs-9"), encoding="utf-8")
    assert leftover not in golden_files(golden) and leftover not in case_files(golden)
    assert [c.id for c in load_golden_cases(golden)] == ids
    assert golden_digest(golden) == digest
    cases.write_text(cases.read_text("utf-8") + "\n# a comment\n", encoding="utf-8")
    assert golden_digest(golden) == digest  # prose changes no identity (stop 66)
    cases.write_text(cases.read_text("utf-8").replace("gs-0", "gs-8"), encoding="utf-8")
    assert golden_digest(golden) != digest  # the file itself still counts


@pytest.mark.parametrize("pattern", LEFTOVERS)
def test_a_leftover_of_a_root_data_file_is_not_hashed(golden: Path, pattern: str) -> None:
    digest = golden_digest(golden)
    (golden / pattern.format(name="families.yaml")).write_text("families: {}\n", "utf-8")
    assert golden_digest(golden) == digest
    (golden / "families.yaml").write_text("families: {}\n", encoding="utf-8")
    assert golden_digest(golden) != digest


def test_the_hash_covers_exactly_the_files_a_session_reads(golden: Path) -> None:
    digest = golden_digest(golden)
    (golden / "README.md").write_text("# our golden set\n", encoding="utf-8")
    (golden / "cases" / "notes.txt").write_text("to review\n", encoding="utf-8")
    (golden / "gates.yaml").write_text("gates: ['precision@10 >= 0.3']\n", encoding="utf-8")
    assert golden_digest(golden) == digest  # none of them is read as golden data
    cases = [p.relative_to(golden).as_posix() for p in case_files(golden)]
    assert [p.relative_to(golden).as_posix() for p in golden_files(golden)] == sorted(
        ["categories.yaml", "families.yaml", *cases]
    )
    (golden / "pool.yaml").write_text("{}\n", encoding="utf-8")
    assert golden_digest(golden) != digest  # a data file the session reads
    assert golden / "pool.yaml" in golden_files(golden)


@pytest.mark.parametrize(
    "name",
    ["a.yaml", "a.yml", "gates.yaml", ".hidden.yaml", "#a.yaml", "a#.yaml", "swp.yaml"],
)
def test_only_leftover_names_are_leftovers(name: str) -> None:
    assert not is_leftover(name)


def test_every_file_of_the_bundled_golden_set_is_read(repo_root: Path) -> None:
    """Its files are all read: the hash is the one before stop 63 (every file but
    gates.yaml and backups), so runs before and after stay comparable."""
    golden = repo_root / "golden"
    every = sorted(p for p in golden.rglob("*") if p.is_file())
    assert golden_files(golden) == [p for p in every if p.name != "gates.yaml"]


def test_pytest_collects_no_editor_lock_file(pytester: pytest.Pytester) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    cases = _case_file(root / "golden")
    lock = cases.with_name(f".#{cases.name}")
    lock.write_text(cases.read_text("utf-8"), encoding="utf-8")  # collected: duplicate ids
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider")
    outcomes = result.parseoutcomes()
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()
    assert outcomes["passed"] >= len(CASES) and "errors" not in outcomes
    assert lock.name not in result.stdout.str()
    session = BenchSession.start(bench_config(root, "tavily", cache_dir=pytester.path / "c"))
    try:
        assert not session.loaded.golden.is_golden_file(lock)
        assert session.loaded.golden.is_golden_file(cases)
    finally:
        session.close()
