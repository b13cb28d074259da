"""A recorded 200 whose body the adapter cannot read (a gateway's HTML page where the
JSON answer was) names the cassette that holds it and the remedy: restore it or record
the case again, and ``ws-bench verify`` to find edited files. Serial and ``-n 2``."""

from __future__ import annotations

import json

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.cli import main as ws_bench

CASSETTE = "tavily/search/gs-001.json"


@pytest.mark.parametrize("mode", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_a_recorded_answer_that_is_not_json_names_its_cassette(
    pytester: pytest.Pytester, mode: list[str]
) -> None:
    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
    path = root / "cassettes" / CASSETTE
    cassette = json.loads(path.read_text(encoding="utf-8"))
    cassette["interactions"][0]["response"]["body"]["string"] = "<html>Bad gateway</html> x"
    path.write_text(json.dumps(cassette), encoding="utf-8")
    assert ws_bench(["redact", "--accept-edit", "a gateway page", str(path)]) == 0
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json", *mode)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    [case] = [c for c in run["providers"]["tavily"]["cases"] if c["case_id"] == "gs-001"]
    message = case["hard_fault"]["message"]
    assert "response field '<body>' is not JSON" in message
    assert f"the answer was replayed from {path} (interaction 0, status 200)" in message
    assert "remedy: if the cassette was edited, restore it from version control if the " in message
    assert f"(`git checkout -- {path}`) or from a backup" in message  # git is not assumed
    assert "--ws-record=new -k gs-001" in message and "ws-bench verify" in message
    assert str(path) in result.stdout.str()
