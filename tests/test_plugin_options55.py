"""The plugin's options and pytest's own habits, as a new user walking the README met
them: a spaced path value that pytest took for another project's test path (its ini
found, so the guard never fired), a ``--ws-category`` typo hidden by a bad gates file
and an empty ``--ws-category=`` that ran everything, the dormant hint lost under
``--no-summary`` (pytest < 9), ``--co`` counting fewer verdicts than the run reports,
``websearch-bench:0:`` as a skipped verdict's location, and the ``--lf`` line that
read as a contradiction of pytest's."""

from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import make_bench_project
from runkit import all_unwrapped, assert_unwrapped

CASES = ["gs-001", "gs-005", "gs-065", "gs-081"]
MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
BAD_GATES = "gates:\n  - bogus >= 3\n"


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _lastfailed(project: Path) -> dict:
    return json.loads((project / ".pytest_cache/v/cache/lastfailed").read_text(encoding="utf-8"))


# -- 1. a path option's value taken for a test path of another project ---------------------


def test_a_spaced_golden_in_a_project_with_its_own_ini_is_a_usage_error(
    pytester: pytest.Pytester, project: Path
) -> None:
    other = pytester.path.parent / f"{pytester.path.name}-other"  # a project of its own
    (other / "tests").mkdir(parents=True)
    (other / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    (other / "tests" / "test_foreign.py").write_text(
        "def test_foreign():\n    pass\n", encoding="utf-8"
    )
    shutil.copytree(project / "golden", other / "golden")
    pytester.makepyfile(test_mine="def test_mine():\n    pass\n")
    golden = str(other / "golden")

    spaced = pytester.runpytest("--ws-provider=tavily", "--ws-golden", golden, "--co")
    assert spaced.ret == pytest.ExitCode.USAGE_ERROR
    spaced.stderr.fnmatch_lines(
        [
            f"ERROR: websearch-bench: pytest took {golden} (the value of --ws-golden) for a "
            f"test path, so it took its configuration from {other / 'pytest.ini'}, not "
            f"{project / 'pytest.ini'} (plugin options are not known yet at that step)",
            f"  remedy: write --ws-golden={golden} (with '=')",
        ]
    )
    assert "test_foreign" not in spaced.stdout.str() + spaced.stderr.str()
    # a real test path after the value does not save it: the ini is still the other's
    with_path = pytester.runpytest(
        "--ws-provider=tavily", "--ws-golden", golden, "test_mine.py", "--co", "-q"
    )
    assert with_path.ret == pytest.ExitCode.USAGE_ERROR
    with_path.stderr.fnmatch_lines(["*the value of --ws-golden*", "*write --ws-golden=*"])

    # with '=', and with a real test path after it: the project's own ini, as intended
    joined = pytester.runpytest(
        "--ws-provider=tavily", f"--ws-golden={golden}", "test_mine.py", "--co", "-q"
    )
    assert joined.ret == pytest.ExitCode.OK, joined.stderr.str()
    joined.stdout.fnmatch_lines(["test_mine.py::test_mine", "1 test collected*"])
    # a spaced value inside the project changes nothing pytest found: no error
    inside = pytester.runpytest(
        "--ws-provider=tavily", "--ws-golden", "golden", "test_mine.py", "--co", "-q"
    )
    assert inside.ret == pytest.ExitCode.OK, inside.stderr.str()
    inside.stdout.fnmatch_lines(["test_mine.py::test_mine"])


# -- 2. --ws-category: a typo with a bad gates file, an empty value ----------------------------


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        (
            "plantaz",
            "  --ws-category: the golden set in golden/ has no category 'plantaz'; "
            "did you mean 'plantas'?",
        ),
        ("", "  --ws-category is empty: it names no category of the golden set in golden/"),
    ],
    ids=["typo", "empty"],
)
def test_a_category_problem_and_a_bad_gates_file_are_named_together(
    pytester: pytest.Pytester, project: Path, value: str, problem: str
) -> None:
    (project / "golden" / "gates.yaml").write_text(BAD_GATES, encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", f"--ws-category={value}")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            "ERROR: websearch-bench: 2 usage errors:",
            problem,
            "    remedy: use one of: certificaciones, *, plantas, sanciones*",
            "  golden/gates.yaml, gate 1: no metric 'bogus'",
            "    remedy: name one of: *",
        ]
    )
    assert not (project / ".ws-bench" / "runs").exists()


def test_an_empty_category_is_a_usage_error_that_lists_the_categories(
    pytester: pytest.Pytester, project: Path
) -> None:
    for args in (["--ws-category="], ["--ws-category", ""]):
        result = pytester.runpytest("--ws-provider=tavily", *args)
        assert result.ret == pytest.ExitCode.USAGE_ERROR
        result.stderr.fnmatch_lines(
            [
                "ERROR: websearch-bench: --ws-category is empty: it names no category of "
                "the golden set in golden/",
                "  remedy: use one of: certificaciones, *, sanciones; or leave the option "
                "out to run every category",
            ]
        )
    assert not (project / ".ws-bench" / "runs").exists()
    # an empty ini key is no choice at all, as pytest reads one: every category runs
    assert pytester.runpytest("--ws-provider=tavily", "-o", "ws_category=").ret == 0


# -- 3. the dormant hint ------------------------------------------------------------------


@pytest.mark.parametrize("summary", [[], ["--no-summary"]], ids=["summary", "no-summary"])
@pytest.mark.parametrize("mode", MODES)
def test_the_dormant_hint_shows_once_with_and_without_a_summary(
    pytester: pytest.Pytester,
    project: Path,
    summary: list[str],
    mode: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "80")  # narrower than the hint: it stays one line
    result = pytester.runpytest(*summary, *mode)
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    hint = (
        f"websearch-bench: dormant (no --ws-provider); {project / 'golden'} holds a golden "
        "set: run it with e.g. `pytest --ws-provider=tavily` (provider names: "
        "pytest-websearch-bench's docs/providers.md)"
    )
    # one line, whole at any width (as a gate line): what a user greps for (stop 64)
    result.stdout.fnmatch_lines([hint])
    assert result.stdout.str().count("websearch-bench: dormant") == 1
    assert "README 'Providers'" not in result.stdout.str()


# -- 4. --co counts what the run reports --------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
def test_collect_only_counts_the_verdicts_the_run_reports(
    pytester: pytest.Pytester, mode: list[str]
) -> None:
    make_bench_project(pytester.path, case_ids=CASES, providers=("tavily", "exa"))
    gate = ["-o", "ws_gates=citation_coverage >= 0.5"]  # a user gate: citation_coverage#2
    collected = pytester.runpytest("--ws-provider=tavily,exa", *gate, "--co", "-q", *mode)
    assert collected.ret == pytest.ExitCode.OK
    [line] = all_unwrapped(collected.stdout.lines, "websearch-bench: after")  # wrapped
    found = re.match(r"websearch-bench: after these items a run reports (\d+) verdict", line)
    assert found is not None, line
    assert "(9 per provider; " in line and "citation_coverage#2" in line
    assert "provenance[PROVIDER]" in line and "lost[PROVIDER]" in line
    run = pytester.runpytest("--ws-provider=tavily,exa", *gate, "--ws-report=run.json", *mode)
    outcomes = run.parseoutcomes()
    reported = sum(outcomes.get(k, 0) for k in ("passed", "failed", "skipped"))
    items = len(CASES) * 2
    assert int(found.group(1)) == reported - items == 18
    assert f"with the {items} item(s), {reported} results in all" in line  # the run's sum


# -- 5. a skipped verdict's location ---------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
def test_a_skipped_verdict_is_located_at_its_node_id(
    pytester: pytest.Pytester, project: Path, mode: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for flag in ("-rs", "-rA"):
        result = pytester.runpytest("--ws-provider=tavily", flag, "--junitxml=j.xml", *mode)
        assert result.ret == pytest.ExitCode.OK
        result.stdout.fnmatch_lines(
            [
                "SKIPPED [[]1[]] websearch-bench::gates::cost_divergence[[]tavily[]]: gate "
                "cost_divergence not evaluated for tavily: no --ws-invoice*",
                "SKIPPED [[]1[]] websearch-bench::provenance[[]tavily[]]: provenance not checked "
                "for tavily: no --ws-strict-provenance",
            ],
            consecutive=False,
        )
        assert "websearch-bench:0:" not in result.stdout.str()
    suite = ET.parse(project / "j.xml").getroot().find("testsuite")
    assert suite is not None
    [case] = [c for c in suite.iter("testcase") if c.get("name") == "provenance[tavily]"]
    skipped = case.find("skipped")
    assert skipped is not None
    assert skipped.get("message") == "provenance not checked for tavily: no --ws-strict-provenance"
    assert skipped.text == (
        "websearch-bench::provenance[tavily]: provenance not checked for tavily: "
        "no --ws-strict-provenance"
    )
    # the same from a subfolder: a verdict's id is not a path under it
    monkeypatch.chdir(project / "golden")
    sub = pytester.runpytest("--ws-provider=tavily", "-rs", *mode)
    sub.stdout.fnmatch_lines(["SKIPPED [[]1[]] websearch-bench::provenance[[]tavily[]]: *"])


# -- 6. --lf after verdicts --------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
def test_last_failed_after_a_verdict_says_why_every_case_runs_again(
    pytester: pytest.Pytester, project: Path, mode: list[str]
) -> None:
    gate = ["-o", "ws_gates=precision@10 >= 0.99"]  # fails: a verdict, not an item
    first = pytester.runpytest("--ws-provider=tavily", *gate, *mode)
    assert first.ret == pytest.ExitCode.TESTS_FAILED
    again = pytester.runpytest("--ws-provider=tavily", *gate, "--lf", *mode)
    said = all_unwrapped(again.stdout.lines, "websearch-bench: the last failures")  # wrapped
    assert said == [
        "websearch-bench: the last failures include verdicts over the whole run "
        "(gates::precision@10[tavily]): verdicts are decided after the run and are not "
        'items, so pytest counts them as "known failures not in selected tests" and every '
        "selected case runs again to judge them anew"
    ]
    if not mode:  # pytest-xdist's controller does not print the lastfailed status
        again.stdout.fnmatch_lines(["run-last-failure: 1 known failures not in selected tests"])
    again.assert_outcomes(passed=len(CASES) + 4, failed=1, skipped=4)


def test_an_older_cache_entry_of_a_renamed_user_gate_is_cleared_by_the_next_run(
    pytester: pytest.Pytester, project: Path
) -> None:
    """Before verdict ids were unique, a user gate on a hard gate's metric was logged under
    the hard gate's id. That id is still reported in every run (a ``#N`` exists only when
    its plain name is taken), so the entry never goes stale: the next run replaces it by
    the hard gate's outcome, and the user gate's failure is remembered under its ``#N``."""
    cache = project / ".pytest_cache/v/cache"
    cache.mkdir(parents=True)
    old = "websearch-bench::gates::citation_coverage[tavily]"
    (cache / "lastfailed").write_text(json.dumps({old: True}), encoding="utf-8")
    gate = ["-o", "ws_gates=citation_coverage < 0.5"]  # 1.0 here: fails, as #2
    result = pytester.runpytest("--ws-provider=tavily", *gate, "--lf")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert_unwrapped(
        result.stdout.lines,
        "websearch-bench: the last failures include verdicts * (gates::citation_coverage[[]*",
    )
    assert _lastfailed(project) == {"websearch-bench::gates::citation_coverage#2[tavily]": True}
