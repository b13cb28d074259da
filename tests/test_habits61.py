"""pytest habits, the last surprises (stop 61), serially and under ``-n 2``:

1. the ``--no-summary`` line and the header's first line (providers, golden, cassettes)
   wrap at the terminal's width (80 columns here), as the plugin's other lines do;
2. a session where nothing ran (every case deselected; the only golden file broken)
   reports no verdict: pytest's last line counts what pytest counts, never "8 skipped";
3. the warning about cases precision cannot score names the selected cases alone: ``-k``
   that leaves such a case out does not warn about it;
4. junit's "generated xml file" line keeps its place in pytest's terminal summary: after
   pytest's sections, before the bench's section (a third-party plugin's, trylast), and
   the short test summary and the last line close the output;
5. a broken golden file beside good ones: pytest-xdist runs the rest (its exit status 1),
   and the gates measured on them are NOT JUDGED, never ``[PASSED]``; serially pytest runs
   nothing (exit status 2).
"""

from __future__ import annotations

import pytest
import yaml

from conftest import make_bench_project
from runkit import unwrapped

CASES = ["gs-001", "gs-005", "gs-065", "gs-081"]
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
ORDER = ["-p", "no:randomly", "-p", "no:cacheprovider"]
BROKEN = "- id: gs-900\n  category: plantas\n  qeury: typo\n"


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    return pytester


@WORKERS
def test_the_header_and_the_one_line_wrap_at_80_columns(
    project: pytest.Pytester, workers: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    result = project.runpytest_subprocess("--ws-provider=tavily", "--no-summary", *ORDER, *workers)
    lines = result.stdout.lines
    header = unwrapped(lines, "websearch-bench: providers tavily; ")
    assert header.endswith("; network locked"), header
    verdict = unwrapped(lines, "websearch-bench: no gate breached")
    assert verdict.endswith(".json") and "run file: " in verdict, verdict
    ours = [at for at, line in enumerate(lines) if line.startswith("websearch-bench")]
    for at in ours:  # each first line and its continuations, within the width
        assert len(lines[at]) <= 80, lines[at]
        for more in lines[at + 1 :]:
            if not more.startswith("  "):
                break
            assert len(more) <= 80 or " " not in more.strip(), more  # a long path alone
    # a wide terminal: each on one line
    monkeypatch.setenv("COLUMNS", "1000")
    wide = project.runpytest_subprocess("--ws-provider=tavily", "--no-summary", *ORDER, *workers)
    [one] = [x for x in wide.stdout.lines if x.startswith("websearch-bench: no gate breached")]
    assert one.partition("run file: ")[0] == verdict.partition("run file: ")[0]
    assert one.endswith(".json")
    assert header.replace("; network locked", "") in "\n".join(wide.stdout.lines)


@WORKERS
def test_nothing_ran_reports_no_verdict(project: pytest.Pytester, workers: list[str]) -> None:
    """Before: "8 skipped, 4 deselected" (16 with two providers) for verdicts of nothing."""
    deselected = project.runpytest_subprocess(
        "--ws-provider=tavily", "-k", "nomatch", *ORDER, *workers
    )
    assert deselected.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    assert "skipped" not in deselected.parseoutcomes()
    assert "websearch-bench verdicts" not in deselected.stdout.str()
    for path in (project.path / "golden" / "cases").glob("*.yaml"):
        path.unlink()
    (project.path / "golden" / "cases" / "plantas.yaml").write_text(BROKEN, encoding="utf-8")
    broken = project.runpytest_subprocess("--ws-provider=tavily", *ORDER, *workers)
    outcomes = broken.parseoutcomes()
    assert outcomes.get("errors", outcomes.get("error")) == 1, outcomes
    assert "skipped" not in outcomes and "passed" not in outcomes, outcomes
    # pytest's own exit status for a collection error: 2 serially, 1 under pytest-xdist
    assert broken.ret == (pytest.ExitCode.TESTS_FAILED if workers else pytest.ExitCode.INTERRUPTED)


@WORKERS
def test_a_case_warning_is_about_the_selection(
    project: pytest.Pytester, workers: list[str]
) -> None:
    path = project.path / "golden" / "cases" / "noticias.yaml"
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))
    for case in cases:
        if case["id"] == "gs-081":
            case["expect"] = {"families": case["expect"]["families"]}  # no pattern, no URL
    path.write_text(yaml.safe_dump(cases, allow_unicode=True, sort_keys=False), "utf-8")
    warned = "have no expect.answer_patterns and no expect.urls"
    left_out = project.runpytest_subprocess(
        "--ws-provider=tavily", "-k", "not gs-081", *ORDER, *workers
    )
    assert left_out.ret == pytest.ExitCode.OK, left_out.stdout.str()[-1500:]
    assert warned not in left_out.stdout.str()
    kept = project.runpytest_subprocess("--ws-provider=tavily", "-k", "gs-081", *ORDER, *workers)
    kept.stdout.fnmatch_lines([f"*BenchWarning: websearch-bench: 1 allowed case(s) {warned}*"])
    assert kept.stdout.str().count(warned) == 1  # once, under xdist too
    # turned into an error: a usage error naming the file, no run file, no verdict
    categories = project.path / "golden" / "categories.yaml"
    declared = yaml.safe_load(categories.read_text(encoding="utf-8"))
    used = {"contactos_comerciales", "noticias", "plantas"}  # no "declared category" warning
    declared["categories"] = {k: v for k, v in declared["categories"].items() if k in used}
    categories.write_text(yaml.safe_dump(declared, allow_unicode=True), encoding="utf-8")
    error = project.runpytest_subprocess(
        "--ws-provider=tavily",
        "-W",
        "error::pytest_websearch_bench.errors.BenchWarning",
        *ORDER,
        *workers,
    )
    assert error.ret == pytest.ExitCode.USAGE_ERROR
    assert "noticias.yaml:" in error.stderr.str() and warned in error.stderr.str()
    assert "run file: " not in error.stdout.str() and "INTERNALERROR" not in error.stdout.str()


@WORKERS
def test_junit_s_line_keeps_its_place_before_the_bench_section(
    project: pytest.Pytester, workers: list[str]
) -> None:
    result = project.runpytest_subprocess(
        "--ws-provider=tavily", "--junitxml=j.xml", *ORDER, *workers
    )
    lines = result.stdout.lines

    def at(marker: str) -> int:
        return next(i for i, line in enumerate(lines) if marker in line)

    order = [
        at("websearch-bench verdicts"),
        at("warnings summary"),
        at("generated xml file"),
        at("= websearch-bench ="),
        at("run file: "),
    ]
    assert order == sorted(order), order
    assert lines[-1].startswith("=") and " in " in lines[-1]  # pytest's last line closes it
    assert (project.path / "j.xml").is_file()


@WORKERS
def test_a_broken_golden_file_beside_good_ones_never_passes_a_gate(
    project: pytest.Pytester, workers: list[str]
) -> None:
    (project.path / "golden" / "cases" / "zz_broken.yaml").write_text(BROKEN, encoding="utf-8")
    result = project.runpytest_subprocess("--ws-provider=tavily", "-rs", *ORDER, *workers)
    out = result.stdout.str()
    assert "[PASSED]" not in out and "GATE BREACHED" not in out
    outcomes = result.parseoutcomes()
    if not workers:  # pytest's own: a collection error interrupts before the first item
        assert result.ret == pytest.ExitCode.INTERRUPTED
        assert unwrapped(result.stdout.lines, "THE RUN FAILS", more=4) == (
            "THE RUN FAILS: files not collected."
        )
        assert "passed" not in outcomes and "skipped" not in outcomes, outcomes
        return
    # pytest-xdist's own for a collection error: the other files run, exit status 1
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert unwrapped(result.stdout.lines, "GATES NOT JUDGED", more=4).startswith(
        "GATES NOT JUDGED: 1 file(s) could not be collected, so the gates measured the cases "
        "of the golden files collected alone"
    )
    assert "[NOT JUDGED] citation_coverage >= 0.95 value" in out
    # the items passed; no verdict did (each skipped, with the reason)
    assert outcomes["passed"] == len(CASES) and outcomes["errors"] == 1, outcomes
    result.stdout.fnmatch_lines(
        [
            "SKIPPED [[]1[]] websearch-bench::gates::citation_coverage[[]tavily[]]: gate "
            "citation_coverage not judged for tavily: 1 file(s) could not be collected*"
        ]
    )
