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


# -- 3. ws-bench history: a run's providers share its label and its place ----------------------


def _row(path: str, started: str, captured: str | None, finished: str, value: float) -> dict:
    return {
        "run": path,
        "path": f"runs/{path}",
        "started_at": started,
        "captured_first": captured or finished,  # as build_history places a run of faults
        "capture_window": [captured, captured] if captured else None,
        "finished_at": finished,
        "git_commit": "abc1234",
        "cases": 3,
        "metrics": {"precision@10": {"value": value if captured else None, "ci95": None}},
        "versus_previous": None,
    }


def _history(providers: dict) -> dict:
    return {"folder": "runs", "metrics": ["precision@10"], "skipped": [], "providers": providers}


def _shown(lines: list[str]) -> dict[str, list[str]]:
    import re

    tables: dict[str, list[str]] = {}
    name = ""
    for line in lines:
        if found := re.match(r"(\w+) \(\d+ run", line):
            name = found.group(1)
        elif found := re.match(r"  ((?:ran )?\d{4}-\d\d-\d\d[^a-z]*?)\s{2,}\S+\.json", line):
            tables.setdefault(name, []).append(found.group(1))
    return tables


def test_a_runs_providers_share_one_label_and_one_x() -> None:
    """Walkthrough 69: two runs 19 s apart, each recording tavily and brave live (their
    first captures a fraction of a second apart): one label per run, to the minute, no
    ``#n``, in both tables; on the trend page a run's two points share their x."""
    import re

    from pytest_websearch_bench.report.history import render_history
    from pytest_websearch_bench.report.trend_html import render_trend

    m1, m2 = "2026-12-08T00:13:58Z", "2026-12-08T00:14:17Z"  # when each session started
    history = _history(
        {
            "tavily": [
                _row("m1.json", m1, "2026-12-08T00:13:59.700Z", "2026-12-08T00:14:05Z", 0.5),
                _row("m2.json", m2, "2026-12-08T00:14:18.900Z", "2026-12-08T00:14:25Z", 0.6),
            ],
            "brave": [
                _row("m1.json", m1, "2026-12-08T00:13:59.200Z", "2026-12-08T00:14:05Z", 0.3),
                _row("m2.json", m2, "2026-12-08T00:14:18.100Z", "2026-12-08T00:14:25Z", 0.4),
            ],
        }
    )
    tables = _shown(render_history(history))
    runs = ["2026-12-08 00:13 UTC", "2026-12-08 00:14 UTC"]
    assert tables == {"tavily": runs, "brave": runs}, tables
    page = render_trend(history, "now")
    cells = re.findall(r"<tr><td>([^<]*)</td><td>[^<]*\.json", page)
    assert cells == runs + runs, cells
    svg = page[page.index("<svg") : page.index("</svg>")]
    axis = re.findall(r'text-anchor="middle">(2026-12-08[^<]*)</text>', svg)
    assert axis == runs, axis
    points = re.findall(r'<circle cx="([\d.]+)"[^>]*><title>(\w+ [\d -]+ [\d:]+ UTC):', svg)
    at = {title: x for x, title in points}
    assert len(at) == len(points) == 4, points
    assert at[f"tavily {runs[0]}"] == at[f"brave {runs[0]}"], at
    assert at[f"tavily {runs[1]}"] == at[f"brave {runs[1]}"], at
    assert at[f"tavily {runs[0]}"] != at[f"tavily {runs[1]}"], at


def test_history_numbers_rows_within_a_provider_table_only() -> None:
    """Review 69 #4: tavily's and brave's first runs fall in one second (two runs, not
    recorded together): the format goes to the second for every table, but neither
    table reads ``#1`` or ``#2``: each has one row in that second."""
    from pytest_websearch_bench.report.history import render_history
    from pytest_websearch_bench.report.trend_html import render_trend

    history = _history(
        {
            "tavily": [
                _row("t1.json", "2026-12-01T09:59:00Z", "2026-12-01T10:00:01.2Z",
                     "2026-12-01T10:05:00Z", 0.5),
                _row("t2.json", "2026-12-05T09:59:00Z", "2026-12-05T10:00:00Z",
                     "2026-12-05T10:05:00Z", 0.6),
            ],
            "brave": [
                _row("b1.json", "2026-12-01T09:59:00Z", "2026-12-01T10:00:01.7Z",
                     "2026-12-01T10:05:00Z", 0.3),
                _row("b2.json", "2026-12-06T08:59:00Z", None, "2026-12-06T09:00:00Z", 0.4),
            ],
        }
    )  # fmt: skip
    tables = _shown(render_history(history))
    assert tables == {
        "tavily": ["2026-12-01 10:00:01 UTC", "2026-12-05 10:00:00 UTC"],
        "brave": ["2026-12-01 10:00:01 UTC", "ran 2026-12-06 09:00:00 UTC"],
    }, tables
    assert " UTC #" not in render_trend(history, "now")
    # two runs of one table in one second are still told apart, in time order
    history["providers"]["tavily"][1] = _row(
        "t2.json", "2026-12-01T09:59:30Z", "2026-12-01T10:00:01.9Z", "2026-12-01T10:06:00Z", 0.6
    )
    tables = _shown(render_history(history))
    assert tables["tavily"] == ["2026-12-01 10:00:01 UTC #1", "2026-12-01 10:00:01 UTC #2"]
    assert tables["brave"][0] == "2026-12-01 10:00:01 UTC", tables


# -- 2. one golden identity with libyaml or without it ----------------------------------------

# texts libyaml and the pure-Python loader read differently, and two they read alike
DIFFERING = [
    "a: b\tc\n",  # review 69: data to libyaml, an error to the pure loader
    "a:\tb\n",
    "k: !\n",  # libyaml: '', pure: None
    "[  1e3:]\n",  # libyaml refuses it, the pure loader reads it
    "note: x\u2028y\n",
]
ALIKE = ["a: b\n", "- id: x\n  urls: ['https://a.example/x']\n"]

WITHOUT_LIBYAML = """
import json, sys, yaml
del yaml.CSafeLoader  # as PyYAML built without libyaml
from pytest_websearch_bench import yaml_files
from pytest_websearch_bench.file_identity import parsed_identity
assert yaml_files.YAML_LOADER is yaml.SafeLoader
texts = json.loads(sys.stdin.read())
print(json.dumps([parsed_identity(t.encode("utf-8")) for t in texts]))
"""


def test_a_golden_files_identity_is_the_same_with_libyaml_and_without() -> None:
    import json
    import subprocess

    import yaml

    from pytest_websearch_bench.file_identity import parsed_identity

    if not hasattr(yaml, "CSafeLoader"):
        pytest.skip("this PyYAML has no libyaml: the other side of the comparison")
    texts = DIFFERING + ALIKE
    here = [parsed_identity(t.encode("utf-8")) for t in texts]
    src = Path(__import__("pytest_websearch_bench").__file__).parents[1]
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_LIBYAML],
        input=json.dumps(texts),
        capture_output=True,
        text=True,
        timeout=120,
        env={**__import__("os").environ, "PYTHONPATH": str(src)},
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == here
    # the pure loader decided: a tab after a colon is not data, anywhere
    assert here[0].startswith("bytes:") and here[1].startswith("bytes:")
    assert here[3].startswith("data:")


@pytest.mark.parametrize("text", DIFFERING + ALIKE)
def test_the_golden_loader_reads_as_the_pure_loader(text: str) -> None:
    import yaml

    from pytest_websearch_bench.yaml_files import parse_yaml, parse_yaml_all_problems

    try:
        pure = yaml.load(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        with pytest.raises(yaml.YAMLError):
            parse_yaml(text)
        with pytest.raises(yaml.YAMLError):
            parse_yaml_all_problems(text)
    else:
        assert parse_yaml(text) == pure
        assert parse_yaml_all_problems(text) == (pure, [])


def test_a_case_file_with_a_tab_after_a_colon_fails_to_load_on_every_machine(
    tmp_path: Path,
) -> None:
    from pytest_websearch_bench.errors import GoldenFileError

    path = tmp_path / "cases.yaml"
    path.write_text(GOLDEN.replace('query: "a question"', "query:\ta question"), "utf-8")
    with pytest.raises(GoldenFileError) as caught:
        load_case_file(path)
    assert caught.value.case_id == "gs-1" and caught.value.field == "query", caught.value
    assert "replace the tab at line 3 with spaces" in str(caught.value), caught.value
