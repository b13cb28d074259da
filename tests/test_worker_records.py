"""Records xdist workers send to the controller are validated there (pydantic, as run
files are read): a malformed one is a typed error naming the worker, the case and the
field, and its case is lost (the run fails), never half-read into the aggregates."""

from __future__ import annotations

import json

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.errors import WorkerRecordError
from pytest_websearch_bench.session.results import check_worker_record

CONFTEST = """
import pytest

@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    record = getattr(report, "ws_record", None)
    if record is not None and record["case_id"] == "gs-005":
        record["fixture_classes"] = ["nine"]
    return report
"""


def test_a_malformed_record_from_a_worker_is_named_and_its_case_lost(
    pytester: pytest.Pytester,
) -> None:
    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-005"], providers=("tavily",))
    (root / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json", "-n", "2")
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.TESTS_FAILED, out[-3000:]
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    cases = {c["case_id"]: c for c in run["providers"]["tavily"]["cases"]}
    assert run["providers"]["tavily"]["lost_cases"] == ["gs-005"]
    reason = cases["gs-005"]["outcome_reason"]
    assert "the record of gs-005[tavily] sent by xdist worker gw" in reason
    assert "field fixture_classes.0" in reason
    assert cases["gs-001"]["outcome"] != "error"  # the sound record is kept
    result.stdout.fnmatch_lines(["*lost*gs-005*"])


def test_the_check_accepts_a_record_and_names_what_is_wrong() -> None:
    record = {"case_id": "c", "provider": "p", "category": "x", "web_role": "open"}
    record |= {"claim_type": "fact", "query": "q"}
    check_worker_record(record, "gw0")  # sound: no error
    with pytest.raises(WorkerRecordError) as raised:
        check_worker_record({**record, "calls": [{"provider": "p", "operation": 3}]}, "gw1")
    assert raised.value.key == ("c", "p") and raised.value.worker == "gw1"
    assert "xdist worker gw1" in str(raised.value) and "calls.0.operation" in str(raised.value)
    with pytest.raises(WorkerRecordError, match="not a mapping"):
        check_worker_record(["c", "p"], "gw0")
