"""The plugin end to end, through pytester: collection, replay, lock, run file, gates, xdist."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import (
    assert_item_outcomes,
    drop_fixture,
    latest_run,
    list_fixtures,
    make_bench_project,
)
from pytest_websearch_bench.report.aggregate import AGGREGATE_KEYS
from pytest_websearch_bench.report.run_file import dumps, without_timestamps

CASES = ["gs-001", "gs-005", "gs-065", "gs-081"]  # gs-005 is forbidden


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES)


def _run_file(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_bench_runs_offline_reports_and_writes_the_run_file(pytester, project, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")  # the wide layout: every column
    result = pytester.runpytest("--ws-provider=tavily,exa", "--ws-report=run.json", "-v")
    assert_item_outcomes(result, _run_file(project / "run.json"), passed=len(CASES) * 2)
    assert result.ret == 0
    result.stdout.fnmatch_lines(
        [
            "*golden/cases/contactos_comerciales.yaml::gs-005?exa? PASSED*",
            "*golden/cases/plantas.yaml::gs-065?tavily? PASSED*",
            "*= websearch-bench =*",
            "provider tavily (NOT COMPARABLE)*",  # the order typed (stop 56: was by name)
            "*category*P@5*P@10*nDCG@10*",
            "*plantas*",
            "*all*",
            "*?PASSED? abstention = 1.00*",
            "*?not evaluated? cost_divergence*no --ws-invoice*",
            "*not a provider comparison*",
        ]
    )
    run = _run_file(project / "run.json")
    assert run["schema"] == "pytest-websearch-bench/run@1"
    assert run["golden"]["cases"] == len(CASES) and len(run["golden"]["sha256"]) == 64
    assert (
        len(run["fixtures"]["manifest_sha256"]) == 64 and run["fixtures"]["synthetic_files"] == 12
    )  # search + extract, 3 allowed cases x 2 providers
    assert run["passed"] is True and run["shard"] is None
    for name, block in run["providers"].items():
        agg = block["aggregate"]
        assert set(AGGREGATE_KEYS) <= set(agg), name
        for key in AGGREGATE_KEYS:
            if agg[key] is None:
                assert block["null_reasons"][key], f"{name}.{key} is null without a reason"
        assert [g["name"] for g in block["gates"]] == [
            "citation_coverage",
            "abstention",
            "injection_containment",
            "honest_partial",
            "freshness_accuracy",
            "cost_divergence",
        ]
        assert {g["status"] for g in block["gates"]} <= {"passed", "failed", "not_evaluated"}
        assert [c["case_id"] for c in block["cases"]] == sorted(CASES)
        assert block["comparable"] is False and 1 in block["classes_consumed"]
        for category in block["by_category"].values():
            assert set(AGGREGATE_KEYS) <= set(category) and "null_reasons" in category
        forbidden = next(c for c in block["cases"] if c["case_id"] == "gs-005")
        assert forbidden["outcome"] == "honest_no_data" and forbidden["calls"] == []
    assert run["ranking"] == [] and {u["provider"] for u in run["unranked"]} == {"tavily", "exa"}


def test_default_run_file_location_and_no_cacheprovider(pytester, project) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == 0
    runs = list((project / ".ws-bench" / "runs").glob("*.json"))
    assert len(runs) == 1 and runs[0].stem.endswith("Z-tavily")
    assert not (project / ".pytest_cache").exists()


def test_an_in_process_session_gives_back_what_it_froze(pytester, project) -> None:
    """An active bench freezes long-lived objects out of the garbage collector's reach
    and collects young objects less often during the run; a session run in-process
    (pytester, pytest.main) must leave nothing frozen and the thresholds as they were."""
    import gc

    before = gc.get_freeze_count(), gc.get_threshold()
    result = pytester.runpytest_inprocess("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == 0
    assert (gc.get_freeze_count(), gc.get_threshold()) == before


def test_serial_and_xdist_write_identical_run_files(pytester, project) -> None:
    serial = pytester.runpytest(
        "--ws-provider=tavily,exa", "--ws-report=serial.json", "-p", "no:randomly"
    )
    assert serial.ret == 0
    parallel = pytester.runpytest("--ws-provider=tavily,exa", "--ws-report=xdist.json", "-n", "2")
    assert parallel.ret == 0
    a = without_timestamps(_run_file(project / "serial.json"))
    b = without_timestamps(_run_file(project / "xdist.json"))
    assert dumps(a) == dumps(b)
    assert len(a["providers"]["tavily"]["cases"]) == len(CASES)


def test_malformed_golden_file_is_a_clean_collection_error(pytester, project) -> None:
    (project / "golden" / "cases" / "broken.yaml").write_text(
        "- id: gs-900\n  category: x\n  query: q\n  claim_type: c\n  web_role: sometimes\n",
        encoding="utf-8",
    )
    result = pytester.runpytest("--ws-provider=tavily")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(
        [
            "*ERROR collecting golden/cases/broken.yaml*",
            "*broken.yaml: 2 problems:*",
            "*case 'gs-900', field 'category' (line 2, column 13)*",
            "*case 'gs-900', field 'web_role' (line 5, column 13)*",
        ]
    )
    assert "Traceback" not in result.stdout.str()


def test_forbidden_case_that_calls_the_provider_fails_the_session(
    pytester, project, monkeypatch
) -> None:
    from pytest_websearch_bench.cases import load_golden_cases
    from pytest_websearch_bench.families import FamilyTable
    from pytest_websearch_bench.providers import get_adapter
    from pytest_websearch_bench.replay.cassette import dump_cassette
    from pytest_websearch_bench.synthetic.synthesize import synthesize_search_cassette

    # a cassette for the forbidden case, as a careless recording would leave one
    case = next(c for c in load_golden_cases(project / "golden") if c.id == "gs-005")
    cassette = synthesize_search_cassette(
        case,
        get_adapter("tavily", offline=True),
        FamilyTable.load(project / "golden" / "families.yaml"),
    )
    (project / "cassettes" / "tavily" / "search" / "gs-005.json").write_bytes(
        dump_cassette(cassette)
    )
    list_fixtures(project, ["tavily/search/gs-005.json"])
    pytester.makeconftest(
        """
        import pytest

        @pytest.hookimpl(optionalhook=True)
        def pytest_ws_pipeline(run, config):
            response = run.search()          # no router: every case reaches the web
            run.rank(response)
            if response.results:
                run.add_claim({"text": response.results[0].title, "citable": True})
            return True
        """
    )
    monkeypatch.setenv("COLUMNS", "300")  # the gate line on one line (it wraps at 80)
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-report=run.json", "-p", "no:cacheprovider"
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "*gs-005?tavily? forbidden_call*the router must cut it before the first call*",
            "*?FAILED? abstention = 1.00 value 0.000 -> disqualified; it is a router bug: fix the router and rerun"
            " (0.000 < 1.00 over * forbidden case*: * called a provider or did not end in"
            " honest_no_data without a claim); cases:?gs-005*",
            # the forbidden call is a failed item too: the heading names both causes
            "HARD GATE BREACHED, and failed items: the session fails.",
        ]
    )
    run = _run_file(project / "run.json")
    assert run["passed"] is False
    gate = next(g for g in run["providers"]["tavily"]["gates"] if g["name"] == "abstention")
    assert gate["status"] == "failed" and gate["cases"] == ["gs-005"]
    assert run["providers"]["tavily"]["qualified"] is False
    assert run["providers"]["tavily"]["aggregate"]["wasted_cost_usd"] > 0


def test_gate_failure_is_unmistakable_under_xdist(pytester, project) -> None:
    pytester.makeconftest(
        """
        import pytest

        @pytest.hookimpl(optionalhook=True)
        def pytest_ws_pipeline(run, config):
            if run.case.web_role == "forbidden":
                run.add_claim({"text": "invented from memory", "citable": False})
                run.set_outcome("answered", "wrote a claim without asking anyone")
                return True
            return None
        """
    )
    result = pytester.runpytest("--ws-provider=tavily", "-n", "2", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "*= websearch-bench =*",
            "*?FAILED? abstention*",
            "*HARD GATE BREACHED*",
            "*FAILED websearch-bench::gates::abstention?tavily?*",
            "*1 failed, 7 passed, 4 skipped*",  # 4 items, 2 gates, lost; 3 gates not evaluated, provenance
        ]
    )


def test_dormant_plugin_skips_ws_tests_and_collects_no_yaml(pytester, project) -> None:
    pytester.makepyfile(
        test_user="""
        def test_uses_case(ws_case):
            assert ws_case.id

        def test_plain():
            assert True
        """
    )
    result = pytester.runpytest("golden", "test_user.py", "-rs")
    result.assert_outcomes(passed=1, skipped=1)
    result.stdout.fnmatch_lines(["*pytest-websearch-bench is dormant: pass --ws-provider=NAME*"])
    assert (
        "websearch-bench" not in result.stdout.str().split("short test summary")[0].split("=")[-1]
    )
    assert not (project / ".ws-bench").exists()


def test_user_tests_share_records_and_add_custom_metrics(pytester, project) -> None:
    pytester.makepyfile(
        test_user="""
        def test_top_result_is_on_an_expected_family(ws_case, ws_record, ws_metric, ws_adapter):
            assert ws_record.case_id == ws_case.id
            assert ws_adapter.name == ws_record.provider
            ranked = [d for d in ws_record.documents if d.position <= 3]
            ws_metric("top3_relevant", sum(d.relevant for d in ranked) / 3)
        """
    )
    result = pytester.runpytest(
        "golden", "test_user.py", "--ws-provider=tavily", "--ws-report=run.json", "-n", "2"
    )
    run = _run_file(project / "run.json")
    assert_item_outcomes(result, run, passed=len(CASES) * 2)
    block = run["providers"]["tavily"]
    assert len(block["cases"]) == len(CASES)  # one record per case, not one per test
    assert block["aggregate"]["custom"]["top3_relevant"] is not None
    assert "top3_relevant" in block["by_category"]["plantas"]["custom"]
    cases_with_metric = [c for c in block["cases"] if "top3_relevant" in c["custom"]]
    assert len(cases_with_metric) == len(CASES)


def test_unknown_provider_is_a_usage_error(pytester, project) -> None:
    result = pytester.runpytest("--ws-provider=tavilly")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*unknown provider 'tavilly'; did you mean 'tavily'? known providers: *exa*tavily*"]
    )


@pytest.mark.parametrize("xdist", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_a_usage_error_at_session_start_is_printed_once(pytester, project, xdist) -> None:
    """An earlier session saw a session-start exit reason printed twice; the plugin now
    raises usage errors from pytest_configure and reports fixture errors as collection
    errors, each printed once, serial and under xdist."""
    result = pytester.runpytest("--ws-provider=tavilly", *xdist)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    out = result.stdout.str() + result.stderr.str()
    assert out.count("unknown provider 'tavilly'") == 1, out
    assert out.count("remedy:") == 1, out


def test_bad_shard_is_a_usage_error(pytester, project) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--ws-shard=3/2")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--ws-shard='3/2' is out of range*"])


def test_category_filter(pytester, project) -> None:
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-category=plantas", "--ws-report=run.json"
    )
    assert_item_outcomes(result, _run_file(project / "run.json"), passed=1)
    assert [
        c["case_id"] for c in _run_file(project / "run.json")["providers"]["tavily"]["cases"]
    ] == ["gs-065"]


def test_provider_added_by_hook(pytester, project) -> None:
    import shutil

    shutil.copytree(project / "cassettes" / "tavily", project / "cassettes" / "mysearch")
    copied = (project / "cassettes" / "mysearch").rglob("*.json")
    list_fixtures(project, [p.relative_to(project / "cassettes").as_posix() for p in copied])
    pytester.makeconftest(
        """
        import pytest
        from pytest_websearch_bench.providers.tavily import TavilyAdapter

        class MySearch(TavilyAdapter):
            name = "mysearch"

        @pytest.hookimpl(optionalhook=True)
        def pytest_ws_provide_adapter(name, config):
            return MySearch if name == "mysearch" else None
        """
    )
    result = pytester.runpytest("--ws-provider=mysearch", "--ws-report=run.json")
    assert result.ret == 0
    assert "mysearch" in _run_file(project / "run.json")["providers"]


def test_amend_run_and_case_record_hooks(pytester, project) -> None:
    pytester.makeconftest(
        """
        import pytest
        SEEN = []

        @pytest.hookimpl(optionalhook=True)
        def pytest_ws_case_record(record, config):
            SEEN.append(record.case_id)

        @pytest.hookimpl(optionalhook=True)
        def pytest_ws_amend_run(run, config):
            run["team"] = {"seen": list(SEEN)}
        """
    )
    assert pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json").ret == 0
    assert _run_file(project / "run.json")["team"]["seen"] == sorted(CASES)


@pytest.mark.enable_socket
def test_network_lock_is_lifted_when_the_run_stops_between_bench_items(pytester, project) -> None:
    """An in-process session (pytest.main()) gives the session lock back when its config
    is cleaned up, also when the loop stops after a passing bench item (here: a plugin
    asking to stop)."""
    import socket

    pytester.makeconftest(
        """
        import pytest

        @pytest.hookimpl(tryfirst=True)
        def pytest_runtest_makereport(item, call):
            item.session.shouldstop = "stop after the first bench item"
        """
    )
    result = pytester.runpytest_inprocess("--ws-provider=tavily", "-p", "no:cacheprovider")
    from pytest_websearch_bench.plugin.verdicts import verdict_reports

    # the session was stopped: every verdict is reported skipped, none judged past the stop
    verdicts = len(list(verdict_reports(latest_run(project))))
    result.assert_outcomes(passed=1, skipped=verdicts)
    socket.socket(socket.AF_INET, socket.SOCK_STREAM).close()  # raises if still locked


def test_item_failure_does_not_stop_the_session(pytester, project) -> None:
    drop_fixture(project, "tavily/search/gs-081.json")  # a case added but never recorded
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert_item_outcomes(result, _run_file(project / "run.json"), passed=len(CASES) - 1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*gs-081?tavily? fixture: no cassette for provider 'tavily', operation 'search', case 'gs-081'*"
        ]
    )
    block = _run_file(project / "run.json")["providers"]["tavily"]
    assert block["hard_faults"][0]["case_id"] == "gs-081"
    assert next(c for c in block["cases"] if c["case_id"] == "gs-081")["outcome"] == "error"


def test_changed_request_fails_only_that_case(pytester, project) -> None:
    path = project / "golden" / "cases" / "plantas.yaml"
    path.write_text(
        path.read_text(encoding="utf-8").replace("estatus construcción", "estatus obra"),
        encoding="utf-8",
    )
    result = pytester.runpytest("--ws-provider=exa")
    assert_item_outcomes(result, latest_run(project), passed=len(CASES) - 1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*gs-065?exa? fixture: request does not match cassette*exa/search/gs-065.json: field 'body.query'*",
            "*remedy*--ws-provider=exa --ws-record=new*",
        ]
    )
