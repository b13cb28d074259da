"""A new user's own inputs (stop 66): a mistyped cassettes folder, a case file that failed
to load, the golden set's identity, and the wording of a few ini and option errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.config import BenchConfig
from pytest_websearch_bench.errors import BenchError, ConfigError
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.history import build_history, replays_text
from pytest_websearch_bench.report.terminal import render
from pytest_websearch_bench.session import golden_digest
from runkit import record, run_of, write

# --- 1. a cassettes folder that does not exist -------------------------------------------


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))


def test_a_mistyped_cassettes_folder_is_a_usage_error_at_start(
    pytester: pytest.Pytester, project: Path
) -> None:
    """Each case failed with "record it with ... --ws-cassettes=nothere --ws-record=new":
    paying to record into the typo. Now one usage error, naming the option, the path and
    both remedies, before any case runs."""
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-cassettes=nothere", "-p", "no:cacheprovider"
    )
    out = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert f"the cassettes folder {project / 'nothere'} does not exist (--ws-cassettes)" in out
    assert "check the path given to --ws-cassettes" in out
    assert "pytest --ws-provider=tavily --ws-cassettes=nothere --ws-record=new" in out
    assert "gs-001[tavily]" not in out  # no case ran


def test_the_ini_s_cassettes_folder_is_checked_too(
    pytester: pytest.Pytester, project: Path
) -> None:
    (project / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_cassettes = cassetes\n", encoding="utf-8"
    )
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "does not exist (ws_cassettes in pytest.ini)" in result.stderr.str()


def _config(root: Path, record: str, cassettes: str, given: bool = True) -> BenchConfig:
    return BenchConfig(
        providers=("tavily",),
        rootdir=root,
        golden=root / "golden",
        cassettes=root / cassettes,
        report=root / "run.json",
        record=record,  # type: ignore[arg-type]
        sources={"ws-cassettes": "--ws-cassettes"} if given else {},
    )


def test_recording_into_a_new_folder_stays_allowed(tmp_path: Path) -> None:
    from pytest_websearch_bench.session.loaded import _check_cassettes

    _check_cassettes(_config(tmp_path, "new", "fresh"))  # recording: allowed
    _check_cassettes(_config(tmp_path, "new", "cassettes", given=False))  # the default too
    # a replay of a default folder that does not exist: refused too (stop 69,
    # test_fix69d: the rootdir pytest chose may have moved it)
    with pytest.raises(ConfigError, match="does not exist \\(the default"):
        _check_cassettes(_config(tmp_path, "none", "cassettes", given=False))
    with pytest.raises(ConfigError, match="does not exist"):
        _check_cassettes(_config(tmp_path, "none", "fresh"))
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    with pytest.raises(ConfigError, match="is not a folder"):
        _check_cassettes(_config(tmp_path, "none", "a-file"))


# --- 2. a declared category whose cases are in a file that failed to load ----------------

FLOW_BROKEN = '- {id: gs-900, category: plantas, query: "planta Ramos, claim_type: x}\n'


def test_no_empty_category_warning_for_a_file_that_failed_to_load(
    pytester: pytest.Pytester, project: Path
) -> None:
    """``plantas.yaml`` is not valid YAML: its cases exist, its file failed; the warning
    called plantas (and the others it may hold) empty."""
    (project / "golden" / "cases" / "plantas.yaml").write_text(FLOW_BROKEN, encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider")
    out = result.stdout.str()
    assert "plantas.yaml" in out and "not valid YAML" in out  # the file's own error
    assert "declared categor" not in out


def test_a_file_whose_data_shows_its_categories_still_lets_the_others_be_called_empty(
    tmp_path: Path,
) -> None:
    from pytest_websearch_bench.session.loaded import GoldenSet

    make_bench_project(tmp_path, case_ids=["gs-001"], providers=("tavily",))
    cases = tmp_path / "golden" / "cases"
    config = _config(tmp_path, "none", "cassettes", given=False)
    empty = GoldenSet(config).categories_without_cases()
    assert "plantas" in empty and "contactos_comerciales" not in empty
    # a case pydantic refuses (a misspelt field): the file fails, its category is known
    (cases / "plantas.yaml").write_text(
        "- id: gs-900\n  category: plantas\n  qeury: x\n", encoding="utf-8"
    )
    empty = GoldenSet(config).categories_without_cases()
    assert "plantas" not in empty and "noticias" in empty
    (cases / "plantas.yaml").write_text(FLOW_BROKEN, encoding="utf-8")
    assert GoldenSet(config).categories_without_cases() == []


# --- 3. the golden set's identity --------------------------------------------------------

CASE = """\
# reviewed 2026-11
- id: c1
  category: a
  query: "planta Saltillo"
  claim_type: estatus
  notes: first draft
"""


def _golden(root: Path, case: str = CASE, categories: str | None = None) -> Path:
    (root / "cases").mkdir(parents=True, exist_ok=True)
    (root / "cases" / "a.yaml").write_text(case, encoding="utf-8")
    if categories is not None:
        (root / "categories.yaml").write_text(categories, encoding="utf-8")
    return root


def test_prose_and_categories_yaml_change_no_hash(tmp_path: Path) -> None:
    before = golden_digest(_golden(tmp_path))
    declared = "schema: pytest-websearch-bench/categories@1\ncategories:\n  a: plants\n"
    assert golden_digest(_golden(tmp_path, categories=declared)) == before  # created
    reworded = declared.replace("plants", "plants a company runs")
    assert golden_digest(_golden(tmp_path, categories=reworded)) == before  # reworded
    prose = CASE.replace("# reviewed 2026-11", "# reviewed again").replace(
        "first draft", "checked by hand"
    )
    assert golden_digest(_golden(tmp_path, prose)) == before  # a comment, a note
    assert (
        golden_digest(_golden(tmp_path, CASE.replace('"planta Saltillo"', "planta Saltillo")))
        == before
    )
    # what changes a score changes the hash
    assert golden_digest(_golden(tmp_path, CASE.replace("Saltillo", "Monterrey"))) != before
    assert golden_digest(_golden(tmp_path, CASE.replace("category: a", "category: b"))) != before
    (tmp_path / "pool.yaml").write_text("note: a\n", encoding="utf-8")
    with_pool = golden_digest(_golden(tmp_path))
    assert with_pool != before
    (tmp_path / "pool.yaml").write_text("note: another word\n", encoding="utf-8")
    assert golden_digest(_golden(tmp_path)) == with_pool


def _with_sha(case_id: str, sha: str | None) -> Any:
    made = record(case_id, useful=True)
    made.case_sha256 = sha
    return made


def test_the_diff_refusal_names_the_cases_that_differ(tmp_path: Path) -> None:
    old = write(
        tmp_path / "old.json",
        run_of([_with_sha("c1", "1" * 64), _with_sha("c2", "2" * 64), _with_sha("c3", "3" * 64)]),
    )
    new = write(
        tmp_path / "new.json",
        run_of(
            [_with_sha("c1", "1" * 64), _with_sha("c2", "x" * 64), _with_sha("c4", "4" * 64)],
            golden_sha="h" * 64,
        ),
    )
    with pytest.raises(BenchError) as caught:
        diff_runs(old, new)
    text = str(caught.value)
    assert "different golden sets (1 case(s) changed: c2;" in text
    assert f"1 case(s) only in {old}: c3" in text and f"1 case(s) only in {new}: c4" in text
    assert "g" * 64 not in text and "--common-cases" in text


def test_the_diff_refusal_says_when_no_case_differs(tmp_path: Path) -> None:
    runs = [_with_sha("c1", "1" * 64)]
    old = write(tmp_path / "old.json", run_of(runs))
    new = write(tmp_path / "new.json", run_of(runs, golden_sha="h" * 64))
    with pytest.raises(BenchError, match=r"no case both ran differs in its definition"):
        diff_runs(old, new)


def test_history_says_a_replay_used_another_golden_set(tmp_path: Path) -> None:
    """Two replays of one recording on different golden sets were "one point ... (the same
    numbers)" with no word of it."""
    runs = [_with_sha("c1", "1" * 64), _with_sha("c2", "2" * 64)]
    write(tmp_path / "a.json", run_of(runs, finished="2026-11-20T13:00:00Z"))
    changed = [_with_sha("c1", "1" * 64), _with_sha("c2", "9" * 64)]
    write(
        tmp_path / "b.json",
        run_of(changed, finished="2026-11-21T13:00:00Z", golden_sha="h" * 64),
    )
    history = build_history(tmp_path)
    [entry] = history["providers"]["p"]
    [replay] = entry["replays"]
    assert replay["golden"] == "1 case(s) changed: c2"
    assert "used another golden set (1 case(s) changed: c2)" in replays_text(
        entry, entry["replays"]
    )


# --- 4. wording ---------------------------------------------------------------------------


def _from(cli: dict[str, Any], ini: dict[str, Any]) -> BenchConfig:
    return BenchConfig.from_sources(Path("/p"), cli.get, ini.get, ini_file="/p/pyproject.toml")


@pytest.mark.parametrize(
    ("cli", "ini", "words"),
    [
        (
            {"ws-record": "missing"},
            {},
            "or all (record every selected case again, replacing its cassettes)",
        ),
        ({}, {"ws_outage_cooldown": "-3"}, "'-3' (in pyproject.toml) is negative: it must be >= 0"),
        ({}, {"ws_extract_top": "many"}, "ws_extract_top = 'many' (in pyproject.toml)"),
        ({}, {"ws_fetch_price": "x"}, "ws_fetch_price = 'x' (in pyproject.toml)"),
        ({}, {"ws_concurrency": "0"}, "ws_concurrency = '0' (in pyproject.toml)"),
        ({}, {"ws_record": "x"}, "ws_record = 'x' (in pyproject.toml)"),
    ],
)
def test_option_and_ini_errors_say_what_is_wrong_and_where(
    cli: dict[str, Any], ini: dict[str, Any], words: str
) -> None:
    with pytest.raises(ConfigError) as caught:
        _from({"ws-provider": "tavily", **cli}, ini)
    assert words in str(caught.value)


def test_a_provider_named_twice_is_refused() -> None:
    with pytest.raises(ConfigError) as caught:
        _from({"ws-provider": "tavily,Tavily"}, {})
    assert "--ws-provider='tavily,Tavily' names tavily more than once" in str(caught.value)
    assert "--ws-provider=tavily" in caught.value.remedy
    assert _from({"ws-provider": "tavily,brave"}, {}).providers == ("tavily", "brave")


def _reader_test_run(cassettes: str | None) -> dict[str, Any]:
    made = record("c1", useful=True)
    made.claims = [{**made.claims[0], "reader_test": True}]
    run = run_of([made, record("c2", useful=True)], cassettes=cassettes)
    block = run["providers"]["p"]["aggregate"]
    block["useful_by_source"] = {"reader_tests": 1, "reader_test_cases": ["c1"]}
    return run


def test_the_evidence_line_agrees_in_number_and_names_the_run_s_tree() -> None:
    lines = render(_reader_test_run("cassettes-m4"), None, width=400)
    [evidence] = [x for x in lines if x.startswith("  evidence: ")]
    assert "; 1 claim from reader tests not counted" in evidence and "1 claim," in evidence
    text = json.dumps(lines)
    assert "cassettes-m4/_shared/ pages" in text and "(cassettes/_shared/" not in text
    default = json.dumps(render(_reader_test_run(None), None, width=400))
    assert "cassettes/_shared/ pages" in default
