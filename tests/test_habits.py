"""Every pytest habit on a small golden set: selection is not loss, early stops say so,
reporters see the verdicts, the report fits the terminal, run files land where users
expect them. Serial and ``-n 2`` (except ``--sw`` and interrupts, which xdist lacks)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import assert_item_outcomes, latest_run, make_bench_project
from pytest_websearch_bench.cli import main as ws_bench
from runkit import all_unwrapped, unwrapped

CASES = ["gs-001", "gs-005", "gs-065", "gs-081"]  # gs-005 is forbidden
MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
FORBIDDEN_ANSWERS = """
import pytest

@pytest.hookimpl(optionalhook=True)
def pytest_ws_pipeline(run, config):
    if run.case.web_role == "forbidden":
        run.add_claim({"text": "invented from memory"})
        run.set_outcome("answered", "wrote a claim without asking anyone")
        return True
    return None
"""


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _run(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _break(project: Path, case_id: str = "gs-065") -> None:
    """Change a case's query: its cassette no longer matches (a hard fault)."""
    path = next(
        p for p in (project / "golden" / "cases").glob("*.yaml") if case_id in p.read_text()
    )
    text = path.read_text(encoding="utf-8")
    marker = f"id: {case_id}\n"
    head, _, tail = text.partition(marker)
    path.write_text(head + marker + tail.replace("query: ", "query: changed ", 1), encoding="utf-8")


# -- selection is not loss ----------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "selector",
    [
        pytest.param(["-k", "gs-065"], id="k"),
        pytest.param(["--deselect", "golden/cases/plantas.yaml::gs-065[tavily]"], id="deselect"),
        pytest.param(["golden/cases/plantas.yaml::gs-065[tavily]"], id="nodeid"),
        pytest.param(["--ws-category=plantas"], id="category"),
    ],
)
def test_selection_is_never_counted_as_lost(pytester, project, mode, selector) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json", *selector, *mode)
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    run = _run(project / "run.json")
    block = run["providers"]["tavily"]
    ran = {c["case_id"] for c in block["cases"]}
    assert run["complete"] is True and run["not_run"] == {}
    assert block["lost_cases"] == [] and run["passed"] is True
    assert run["selection"]["selected"] == len(ran)
    assert run["selection"]["selected"] + run["selection"]["not_selected"] == len(CASES)
    assert block["aggregate"]["n"] == len(ran)
    if "gs-005" not in ran:  # no forbidden case ran: abstention is not judged at all
        abstention = next(g for g in block["gates"] if g["name"] == "abstention")
        assert abstention["status"] == "not_evaluated"
    assert "LOST" not in result.stdout.str()
    result.stdout.fnmatch_lines(["*items selected (the rest were not selected*"])


@pytest.mark.parametrize("mode", MODES)
def test_markers_select_bench_items_and_user_tests_apart(pytester, project, mode) -> None:
    pytester.makepyfile(
        test_user="def test_one(ws_record):\n    assert ws_record.case_id\n",
    )
    result = pytester.runpytest(
        "golden",
        "test_user.py",
        "--ws-provider=tavily",
        "--ws-report=run.json",
        "-m",
        "not ws_case",
        *mode,
    )
    assert result.ret == pytest.ExitCode.OK
    run = _run(project / "run.json")
    assert (
        run["selection"]["selected"] == len(CASES)
        and run["providers"]["tavily"]["lost_cases"] == []
    )
    assert_item_outcomes(result, run, passed=len(CASES))  # the user tests were deselected


@pytest.mark.parametrize("mode", MODES)
def test_shard_counts_the_other_shards_as_not_selected(pytester, project, mode) -> None:
    pytester.runpytest("--ws-provider=tavily", "--ws-shard=1/2", "--ws-report=run.json", *mode)
    run = _run(project / "run.json")
    selected = run["selection"]["selected"]
    assert selected == len(run["providers"]["tavily"]["cases"])
    assert run["selection"]["not_selected"] == len(CASES) - selected
    assert run["providers"]["tavily"]["lost_cases"] == []


# -- last failed, failed first, stepwise -------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
def test_last_failed_reruns_the_failed_bench_item(pytester, project, mode) -> None:
    _break(project)
    first = pytester.runpytest("--ws-provider=tavily", "--ws-report=first.json", *mode)
    assert first.ret == pytest.ExitCode.TESTS_FAILED
    again = pytester.runpytest("--ws-provider=tavily", "--lf", "--ws-report=lf.json", *mode)
    assert_item_outcomes(again, _run(project / "lf.json"), failed=1)
    run = _run(project / "lf.json")
    assert [c["case_id"] for c in run["providers"]["tavily"]["cases"]] == ["gs-065"]
    assert run["selection"]["not_selected"] == len(CASES) - 1 and run["complete"] is True


@pytest.mark.parametrize("mode", MODES)
def test_last_failed_after_a_gate_says_every_case_runs_again(pytester, project, mode) -> None:
    gate = ["-o", "ws_gates=precision@10 >= 0.99"]  # fails: a verdict, not an item
    first = pytester.runpytest("--ws-provider=tavily", *gate, "--ws-report=first.json", *mode)
    assert first.ret == pytest.ExitCode.TESTS_FAILED
    again = pytester.runpytest("--ws-provider=tavily", *gate, "--lf", "--ws-report=lf.json", *mode)
    assert unwrapped(again.stdout.lines, "websearch-bench: the last failures") == (  # wrapped
        "websearch-bench: the last failures include verdicts over the whole run "
        "(gates::precision@10[tavily]): verdicts are decided after the run and are not "
        'items, so pytest counts them as "known failures not in selected tests" and every '
        "selected case runs again to judge them anew"
    )
    assert len(_run(project / "lf.json")["providers"]["tavily"]["cases"]) == len(CASES)
    plain = pytester.runpytest("--ws-provider=tavily", *gate, "--ws-report=plain.json")
    assert "the last failures include verdicts" not in plain.stdout.str()


def test_failed_first_runs_the_failure_first(pytester, project) -> None:
    _break(project)
    pytester.runpytest("--ws-provider=tavily", "--ws-report=first.json")
    again = pytester.runpytest("--ws-provider=tavily", "--ff", "-v", "--ws-report=ff.json")
    lines = [line for line in again.stdout.lines if "::gs-" in line and "[tavily]" in line]
    assert "gs-065" in lines[0] and "FAILED" in lines[0]
    assert len(_run(project / "ff.json")["providers"]["tavily"]["cases"]) == len(CASES)


def test_stepwise_stops_then_resumes_at_the_failure(pytester, project) -> None:
    _break(project, "gs-001")  # the first item
    first = pytester.runpytest("--ws-provider=tavily", "--sw", "--ws-report=sw1.json")
    assert first.ret == pytest.ExitCode.INTERRUPTED  # pytest's own status for --sw
    run = _run(project / "sw1.json")
    assert run["complete"] is False and sorted(run["not_run"]["tavily"]) == [
        "gs-005",
        "gs-065",
        "gs-081",
    ]
    assert run["providers"]["tavily"]["lost_cases"] == []
    _break(project, "gs-001")  # undo nothing: it still fails, and --sw starts there again
    second = pytester.runpytest("--ws-provider=tavily", "--sw", "--ws-report=sw2.json")
    assert second.ret == pytest.ExitCode.INTERRUPTED
    assert [c["case_id"] for c in _run(project / "sw2.json")["providers"]["tavily"]["cases"]] == [
        "gs-001"
    ]


def _stepwise_last_failed(project: Path) -> str | None:
    """The item ``--sw`` resumes at: pytest >= 8.4 keeps it in a dict ("last_failed"),
    older versions keep the node id (or null) alone."""
    cached = json.loads((project / ".pytest_cache/v/cache/stepwise").read_text(encoding="utf-8"))
    if isinstance(cached, dict):
        return cached["last_failed"]
    assert cached is None or isinstance(cached, str), cached
    return cached


def test_stepwise_resumes_at_the_failed_item_when_a_gate_fails_too(pytester, project) -> None:
    """A failed gate is logged after the items: it must not become the failure --sw
    resumes at (it is no item, so the next run started from the first item)."""
    _break(project, "gs-081")  # the third of four items
    gate = ["-o", "ws_gates=precision@10 >= 0.99"]
    first = pytester.runpytest("--ws-provider=tavily", "--sw", *gate, "--ws-report=sw1.json")
    assert first.ret == pytest.ExitCode.INTERRUPTED
    # pytest stopped: the gate is not judged, so --sw cannot take it for its failure either
    assert "FAILED websearch-bench::" not in first.stdout.str()
    assert first.parseoutcomes()["failed"] == 1
    assert _stepwise_last_failed(project) == "golden/cases/noticias.yaml::gs-081[tavily]"
    assert unwrapped(first.stdout.lines, "INCOMPLETE: ").startswith(  # wrapped: read whole
        "INCOMPLETE: 1 of 4 selected items not run (the session stopped early: --sw "
        "(stepwise) stopped at the first failure)"
    )
    second = pytester.runpytest("--ws-provider=tavily", "--sw", *gate, "--ws-report=sw2.json")
    second.stdout.fnmatch_lines(["stepwise: skipping 2 already passed items*"])
    assert "previously failed test not found" not in second.stdout.str()
    ran = [c["case_id"] for c in _run(project / "sw2.json")["providers"]["tavily"]["cases"]]
    assert ran == ["gs-081"]


def test_stepwise_stops_at_a_failed_gate_alone_and_reruns_every_item_for_it(
    pytester, project
) -> None:
    """Stop 58: a failed gate is the failure --sw stops at, as a failed item is (it was
    never heard: the next run started from the first item as if nothing had failed).
    Resuming at a verdict runs every item again, and a header line says why (stop 58's
    tests/test_habits58.py has the rest)."""
    gate = ["-o", "ws_gates=precision@10 >= 0.99"]
    first = pytester.runpytest("--ws-provider=tavily", "--sw", *gate, "--ws-report=sw1.json")
    assert first.ret == pytest.ExitCode.TESTS_FAILED  # the gate; every item passed
    assert _stepwise_last_failed(project) == "websearch-bench::gates::precision@10[tavily]"
    first.stdout.fnmatch_lines(["*!! Test failed, continuing from this test next run. !!*"])
    second = pytester.runpytest("--ws-provider=tavily", "--sw", *gate, "--ws-report=sw2.json")
    second.stdout.fnmatch_lines(
        ["websearch-bench: --sw resumes at websearch-bench::gates::precision@10[[]tavily[]], *"]
    )
    assert len(_run(project / "sw2.json")["providers"]["tavily"]["cases"]) == len(CASES)


@pytest.mark.parametrize("mode", MODES)
def test_verdict_ids_read_the_same_from_a_subfolder(
    pytester, project, mode, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pytest prints node ids relative to the folder it runs in; a verdict is no file, so
    from golden/ it is not '../websearch-bench::...'; items keep pytest's rule."""
    _break(project, "gs-065")
    monkeypatch.chdir(project / "golden")
    result = pytester.runpytest(
        "--ws-provider=tavily", "-rA", "-o", "ws_gates=precision@10 >= 0.99", *mode
    )
    result.stdout.fnmatch_lines(
        [
            "FAILED cases/plantas.yaml::gs-065[[]tavily[]]*",
            "FAILED websearch-bench::gates::precision@10[[]tavily[]]*",
        ],
        consecutive=False,
    )
    assert "../websearch-bench" not in result.stdout.str()
    verbose = pytester.runpytest("--ws-provider=tavily", "-v", "-p", "no:randomly", *mode)
    verbose.stdout.fnmatch_lines(["websearch-bench::gates::abstention[[]tavily[]] PASSED*"])


# -- early stops -----------------------------------------------------------------------------


# Three whole categories, gs-001 the first item. xdist < 3.6 sends every item of a run
# of 4 to the two workers at once, and -x stops neither of them (every item ran): with 15,
# each worker starts with 2 and gets more as it goes, none once the first failure is in.
EARLY_STOP_CASES = [
    *("gs-001", "gs-002", "gs-003", "gs-004", "gs-005"),  # contactos_comerciales
    *("gs-061", "gs-062", "gs-063", "gs-064", "gs-065"),  # plantas
    *("gs-081", "gs-082", "gs-083", "gs-084", "gs-085"),  # noticias
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("stop", [["-x"], ["--maxfail=1"]], ids=["x", "maxfail"])
def test_an_early_stop_is_incomplete_not_lost(pytester, mode, stop) -> None:
    project = make_bench_project(pytester.path, case_ids=EARLY_STOP_CASES, providers=("tavily",))
    _break(project, "gs-001")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json", *stop, *mode)
    assert result.ret in (pytest.ExitCode.TESTS_FAILED, pytest.ExitCode.INTERRUPTED)
    run = _run(project / "run.json")
    assert run["complete"] is False and run["not_run"]
    assert run["providers"]["tavily"]["lost_cases"] == []
    missing = len(run["not_run"]["tavily"])
    total = len(EARLY_STOP_CASES)
    assert missing + len(run["providers"]["tavily"]["cases"]) == total
    result.stdout.fnmatch_lines([f"*INCOMPLETE: {missing} of {total} selected items not run*"])


def test_an_interrupt_is_incomplete(pytester, project) -> None:
    pytester.makeconftest(
        """
        def pytest_runtest_logfinish(nodeid, location):
            if "gs-005" in nodeid:
                raise KeyboardInterrupt
        """
    )
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    run = _run(project / "run.json")
    assert run["complete"] is False
    assert sorted(run["not_run"]["tavily"]) == ["gs-065", "gs-081"]
    assert unwrapped(result.stdout.lines, "INCOMPLETE: ").startswith(  # wrapped: read whole
        "INCOMPLETE: 2 of 4 selected items not run (the session stopped early: an interrupt"
    )


@pytest.mark.parametrize("mode", MODES)
def test_a_golden_file_that_cannot_be_collected_makes_the_run_incomplete(
    pytester, project, mode
) -> None:
    broken = project / "golden" / "cases" / "zz_broken.yaml"
    broken.write_text("- id: gs-900\n  category: plantas\n  qeury: typo\n", encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json", *mode)
    # pytest stops at a collection error; xdist runs the other files' items and fails
    assert result.ret in (pytest.ExitCode.INTERRUPTED, pytest.ExitCode.TESTS_FAILED)
    run = _run(project / "run.json")
    assert run["complete"] is False and run["passed"] is False
    assert [f["kind"] for f in run["failures"]] == ["collection"]
    result.stdout.fnmatch_lines(["*INCOMPLETE: 1 file(s) could not be collected*"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--ws-golden=nowhere"], "*the golden set */nowhere does not exist*"),
        (["--ws-category=plantaz"], "*has no category 'plantaz'; did you mean 'plantas'?*"),
        (["--ws-report=."], "*--ws-report=* is a folder, not a file*"),
        (["-o", "ws_gates=category.plantaz.ndcg@10 >= 0.4"], "*no category 'plantaz'*"),
    ],
    ids=["golden", "category", "report", "gate"],
)
def test_a_typo_in_a_path_or_category_is_a_usage_error_before_anything_runs(
    pytester, project, args, message
) -> None:
    result = pytester.runpytest("--ws-provider=tavily", *args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([message, "*remedy:*"])
    assert not (project / ".ws-bench" / "runs").exists()


@pytest.mark.parametrize("mode", MODES)
def test_collect_only_writes_no_run_file_and_no_report(pytester, project, mode) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--co", *mode)
    assert result.ret == pytest.ExitCode.OK
    assert not (project / ".ws-bench" / "runs").exists()
    after = result.stdout.str().split("collected", 1)[-1].split("\n", 1)[-1]
    mentions = [  # (a golden-set warning in pytest's warnings summary aside), wrapped
        line
        for line in all_unwrapped(after.splitlines(), "websearch-bench")
        if "Warning" not in line
    ]
    # The verdicts a run would report are named (they are results, not items); no report.
    assert len(mentions) == 1, mentions
    assert mentions[0].startswith("websearch-bench: after these items a run reports 8 verdict")
    assert "websearch-bench::gates::NAME[PROVIDER]" in mentions[0]
    assert "run file" not in after
    result.stdout.fnmatch_lines(["*gs-065?tavily?*"])


# -- reporters see the verdicts -------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
def test_junit_counts_a_breached_gate(pytester, project, mode) -> None:
    pytester.makeconftest(FORBIDDEN_ANSWERS)
    result = pytester.runpytest("--ws-provider=tavily", "--junitxml=junit.xml", *mode)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    suite = ET.parse(project / "junit.xml").getroot().find("testsuite")
    assert suite is not None and int(suite.get("failures", "0")) == 1
    cases = {(c.get("classname"), c.get("name")): c for c in suite.iter("testcase")}
    gate = cases[("websearch-bench.gates", "abstention[tavily]")]
    assert "router bug" in gate.find("failure").get("message", "") + (
        gate.find("failure").text or ""
    )
    assert cases[("websearch-bench.gates", "cost_divergence[tavily]")].find("skipped") is not None


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_verdicts_in_the_short_summary_and_quiet_modes(pytester, project) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "-rA", "--ws-report=run.json")
    result.stdout.fnmatch_lines(
        [
            "*PASSED websearch-bench::gates::citation_coverage?tavily?*",
            "*SKIPPED*cost_divergence not evaluated for tavily: no --ws-invoice*",
        ]
    )
    quiet = pytester.runpytest("--ws-provider=tavily", "-q", "--ws-report=run.json")
    assert "category" not in quiet.stdout.str()  # no tables
    quiet.stdout.fnmatch_lines(
        ["*gates on the provider:*", "*?PASSED? abstention*", "*run file: *run.json*"]
    )
    bare = pytester.runpytest("--ws-provider=tavily", "--no-summary", "--ws-report=run.json")
    assert "= websearch-bench =" not in bare.stdout.str()
    bare.stdout.fnmatch_lines(
        [
            "websearch-bench: no gate breached (* not evaluated: *[[]tavily[]]*; each gate's reason "
            "is in the run file); WARNING synthetic fixtures: not a provider comparison (tavily); "
            "run file: *run.json"
        ]
    )
    # pytest < 9 calls no terminal summary hook under --no-summary, 9.x does: once in both
    assert bare.stdout.str().count("websearch-bench: no gate breached") == 1


def test_strict_provenance_says_why_the_session_fails(pytester, project) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--ws-strict-provenance", "-rf")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "*tavily: strict provenance -> synthetic fixtures in quality classes*",
            "*FAILED websearch-bench::provenance?tavily?*",
        ]
    )


@pytest.mark.parametrize(
    ("columns", "shown", "hidden"), [("200", "P@5", None), ("80", "P@10", "P@5")]
)
def test_the_report_fits_the_terminal(
    pytester, project, monkeypatch, columns, shown, hidden
) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    result = pytester.runpytest("--ws-provider=tavily")
    section = result.stdout.str().split("= websearch-bench =", 1)[1]
    table = [
        line for line in section.splitlines() if line.lstrip().startswith(("category", "all "))
    ]
    assert all(len(line) <= int(columns) for line in table)
    assert shown in table[0] and (hidden is None or hidden not in table[0])
    assert "legend:" in section and "$/useful cost per useful answer" in " ".join(section.split())
    lines = result.stdout.lines
    search = unwrapped(lines, "  latency search: p50")  # wrapped at the width
    assert search.endswith(
        "n=3 calls, one per HTTP attempt answered or timed out (failed connections and synthetic failure fixtures left out) [replayed, synthetic, unreliable (n < 100)]"
    )
    assert unwrapped(lines, "  latency extract: p50")
    assert all(len(line) <= int(columns) for line in lines if line.startswith("  latency"))


# -- run files and compare -------------------------------------------------------------------------


def test_run_files_are_named_after_time_and_providers_and_compare_takes_the_newest(
    pytester, project, capsys
) -> None:
    assert pytester.runpytest("--ws-provider=tavily").ret == 0
    assert pytester.runpytest("--ws-provider=tavily", "-k", "gs-001").ret == 0  # partial
    assert pytester.runpytest("--ws-provider=tavily").ret == 0  # newest complete run
    runs = sorted((project / ".ws-bench" / "runs").glob("*.json"))
    assert len(runs) == 3 and all("Z-tavily" in p.stem for p in runs)  # none overwritten
    code = ws_bench(["compare", str(project / ".ws-bench" / "runs"), "-o", "cmp.json"])
    out = capsys.readouterr().out
    assert code == 3  # read and compared; too few fixture classes to rank anyone
    comparison = json.loads((pytester.path / "cmp.json").read_text(encoding="utf-8"))
    assert len(comparison["runs"]) == 1
    reasons = [s["reason"] for s in comparison["skipped"]]
    assert any("partial selection" in r for r in reasons) and "  skipped" in out
    assert ws_bench(["compare", "--all", str(project / ".ws-bench" / "runs")]) == 2
    assert "a partial selection" in capsys.readouterr().err


# -- no silent locale -----------------------------------------------------------------------------


def test_a_golden_set_without_defaults_sends_no_locale(pytester, project) -> None:
    latest = latest_run  # the default location is used below
    assert pytester.runpytest("--ws-provider=tavily").ret == 0
    params = {c["case_id"]: c["params"] for c in latest(project)["providers"]["tavily"]["cases"]}
    assert params["gs-065"]["country"] == "MX"  # the bundled cases carry it themselves
    assert latest(project)["golden"]["defaults"] == {}
    (project / "golden" / "defaults.yaml").write_text("params:\n  country: CO\n", encoding="utf-8")
    for path in (project / "golden" / "cases").glob("*.yaml"):
        path.write_text(
            path.read_text(encoding="utf-8").replace("    country: MX\n", ""), encoding="utf-8"
        )
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=co.json")
    run = _run(project / "co.json")
    assert run["golden"]["defaults"] == {"country": "CO"}
    assert all(c["params"].get("country") == "CO" for c in run["providers"]["tavily"]["cases"])
    result.stdout.fnmatch_lines(["*request does not match*country*"])  # recorded with MX


@pytest.mark.parametrize("mode", MODES)
def test_ctrl_c_inside_a_bench_item_stops_the_session(pytester, project, mode) -> None:
    """Ctrl-C while a case replays (inside the single-phase item protocol) stops the
    session as pytest's own protocol does: exit status 2, the rest not run; never a
    failed item and a session that goes on."""
    pytester.makeconftest(
        """
        import pytest

        @pytest.hookimpl(optionalhook=True)
        def pytest_ws_pipeline(run, config):
            if run.case.id == "gs-005":
                raise KeyboardInterrupt
        """
    )
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-report=run.json", "-p", "no:randomly", *mode
    )
    assert result.ret == pytest.ExitCode.INTERRUPTED, result.stdout.str()[-2000:]
    said = (result.stdout.str() + result.stderr.str()).lower()
    assert "keyboardinterrupt" in said or "keyboard-interrupt" in said  # xdist's wording
    if not mode:  # serial: the cases after it never ran, and the run file says so
        run = _run(pytester.path / "run.json")
        assert run["complete"] is False
        assert {"gs-065", "gs-081"} <= set(run["not_run"]["tavily"])


def test_a_bare_pytest_in_a_bench_project_says_how_to_start(pytester, project) -> None:
    result = pytester.runpytest()
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    result.stdout.fnmatch_lines(["websearch-bench: dormant (no --ws-provider); *--ws-provider=*"])
    elsewhere = pytester.mkdir("plain")
    (elsewhere / "test_x.py").write_text("def test_x():\n    pass\n", encoding="utf-8")
    ordinary = pytester.runpytest("plain")
    assert ordinary.ret == pytest.ExitCode.OK and "dormant" not in ordinary.stdout.str()


def test_a_golden_set_elsewhere_is_named_when_pytest_would_not_collect_it(
    pytester, project
) -> None:
    elsewhere = pytester.path.parent / f"{pytester.path.name}-golden"  # outside the project
    (project / "golden").rename(elsewhere)
    (project / "golden").mkdir()  # testpaths still points here
    # pytest looks for its rootdir and ini before it knows a plugin's options: with a space,
    # the value counts as a test path and the project's ini is not found.
    spaced = pytester.runpytest("--ws-provider=tavily", "--ws-golden", str(elsewhere))
    assert spaced.ret == pytest.ExitCode.USAGE_ERROR
    spaced.stderr.fnmatch_lines(["*the value of --ws-golden*", "*write --ws-golden=*"])
    for mode in ([], ["-n", "2"]):
        joined = pytester.runpytest("--ws-provider=tavily", f"--ws-golden={elsewhere}", *mode)
        said = unwrapped(joined.stdout.lines, "nothing ran: ")  # wrapped at the width
        assert f"the golden set {elsewhere} is outside what pytest collects" in said, said
    passed = pytester.runpytest(
        str(elsewhere), f"--rootdir={project}", "--ws-provider=tavily", f"--ws-golden={elsewhere}"
    )
    assert "outside what pytest collects" not in passed.stdout.str()
    assert passed.ret == pytest.ExitCode.OK, passed.stdout.str()[-2000:]


@pytest.mark.parametrize("mode", MODES)
def test_a_case_precision_cannot_score_is_warned_and_left_out(pytester, project, mode) -> None:
    import yaml

    path = project / "golden" / "cases" / "noticias.yaml"
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))
    for case in cases:
        if case["id"] == "gs-081":
            case["expect"] = {"families": case["expect"]["families"]}  # no pattern, no URL
    path.write_text(yaml.safe_dump(cases, allow_unicode=True, sort_keys=False), "utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json", "-q", *mode)
    result.stdout.fnmatch_lines(
        [
            "*BenchWarning: websearch-bench: 1 allowed case(s) have no expect.answer_patterns "
            "and no expect.urls, so no document can count as relevant*: gs-081; add an answer*"
        ]
    )
    block = _run(project / "run.json")["providers"]["tavily"]
    allowed = [c for c in block["cases"] if c["web_role"] == "allowed"]
    assert block["aggregate"]["n_by_metric"]["precision@10"] == len(allowed) - 1
    left_out = next(c for c in block["cases"] if c["case_id"] == "gs-081")
    assert left_out["precision_left_out"].startswith("no expect.answer_patterns")
