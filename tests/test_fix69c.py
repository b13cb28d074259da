"""Review 69's findings fixed on branch fix69c.

1. The parsed-golden cache's key holds what its skipped checks depend on: ``regex``'s
   version and the running Python (review 3).
2. A golden file's identity is one on every machine, with PyYAML's C loader or without
   it: the pure-Python loader decides what is data where the two disagree (review 9).
3. ``ws-bench history``: one label format over every table, ``#n`` within a provider's
   table, one x position per run on the trend page (review 4, walk 1).
4. The emulator names its ``--state`` file when that is what failed (review 6).
5. ``ws-bench compare``'s "gate not evaluated" mark is not the "lower is better" ``*``
   (review 7).
6. Nits: the docs' exit 5, the ``--lf`` quiet line's words (review 10).
"""

from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path

import pytest

from pytest_websearch_bench import code_digest
from pytest_websearch_bench.cases import load_case_file
from pytest_websearch_bench.code_digest import source_digest

GOLDEN = """- id: gs-1
  category: general
  query: "a question"
  claim_type: fact
  expect:
    answer_patterns: ['an answer']
"""

# -- 1. the parsed-golden cache's key ---------------------------------------------------------


@pytest.fixture
def _fresh_digests() -> object:
    source_digest.cache_clear()
    yield
    source_digest.cache_clear()


def _entries(cache_dir: Path) -> int:
    return len(list((cache_dir / "golden").iterdir()))


@pytest.mark.usefixtures("_fresh_digests")
def test_a_regex_upgrade_misses_the_golden_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(GOLDEN, encoding="utf-8")
    cache_dir = tmp_path / "cache"
    first = load_case_file(path, cache_dir)
    assert load_case_file(path, cache_dir) == first and _entries(cache_dir) == 1
    source_digest.cache_clear()
    real = metadata.version
    monkeypatch.setattr(
        code_digest.metadata, "version", lambda name: "9999.1.1" if name == "regex" else real(name)
    )
    assert load_case_file(path, cache_dir) == first
    assert _entries(cache_dir) == 2  # parsed and checked again, under a new key


@pytest.mark.usefixtures("_fresh_digests")
def test_another_python_misses_the_golden_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(GOLDEN, encoding="utf-8")
    cache_dir = tmp_path / "cache"
    first = load_case_file(path, cache_dir)
    assert load_case_file(path, cache_dir) == first and _entries(cache_dir) == 1
    major, minor = sys.version_info[:2]
    monkeypatch.setattr(sys, "version_info", (major, minor + 1, 0, "final", 0))
    assert load_case_file(path, cache_dir) == first
    assert _entries(cache_dir) == 2


# -- 4. the emulator's --state journal ---------------------------------------------------------


@pytest.mark.parametrize("where", ["missing-folder/j.jsonl", "a-folder"])
def test_the_emulator_names_its_state_file_when_that_fails(tmp_path: Path, where: str) -> None:
    import subprocess

    (tmp_path / "a-folder").mkdir()
    state = tmp_path / where
    tests = Path(__file__).resolve().parent
    done = subprocess.run(
        [sys.executable, "-m", "emulator", "serve", "--port", "0", "--state", str(state)],
        cwd=tests,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert f"cannot use the --state journal {state}" in line, line
    assert "a folder that exists" in line and "leave --state out" in line, line
    assert "listen" not in line and "--host" not in line, line
    assert done.stdout == ""


# -- 6. the --lf quiet line's words ------------------------------------------------------------


def test_lf_quiet_says_the_failed_items_are_not_collected(pytester: pytest.Pytester) -> None:
    import json

    from conftest import make_bench_project
    from runkit import unwrapped

    project = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    golden = sorted((project / "golden/cases").iterdir())[0].relative_to(project).as_posix()
    cache = project / ".pytest_cache" / "v" / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    failed = [f"{golden}::gs-999[tavily]", "websearch-bench::provenance[tavily]"]
    (cache / "lastfailed").write_text(json.dumps(dict.fromkeys(failed, True)), encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "--lf", "-q", "-p", "no:randomly")
    line = unwrapped(result.stdout.lines, "websearch-bench: every selected case runs again")
    assert "not items and items" not in line, line
    assert "not items; the failed items (" in line, line
    assert "gs-999[tavily]) are not collected by this run" in line, line


# -- 5. one meaning per mark: compare's "gate not evaluated" is not "lower is better" -----------


def test_compare_marks_an_unevaluated_gate_with_its_own_mark() -> None:
    from pytest_websearch_bench.report.columns import LOWER_MARK, UNGATED_MARK
    from pytest_websearch_bench.report.compare import render_comparison

    assert UNGATED_MARK != LOWER_MARK
    why = "only 3 dated document(s) hand-verified"
    block = {
        "aggregate": {"cost_per_useful_answer_usd": 0.02, "freshness_accuracy": 0.5},
        "gates": [{"name": "freshness_accuracy", "status": "not_evaluated", "reason": why}],
        "ci95": {},
        "qualified": True,
        "role": "default_candidate",
    }
    comparison = {
        "ranking": [],
        "unranked": [{"provider": "p", "reason": "not comparable: ..."}],
        "providers": {"p": block},
        "review": {"unjudged_groups": 0},
    }
    lines = render_comparison(comparison)
    assert f"fresh.acc 0.500{UNGATED_MARK}  default candidate" in lines[1], lines[1]
    assert LOWER_MARK not in "\n".join(lines), lines
    assert lines[2].startswith(f"  {UNGATED_MARK} fresh.acc: its gate"), lines[2]
