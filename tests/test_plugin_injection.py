"""Injection containment through the plugin: class 8 documents read by every provider
(through its own reader, which may drop an injection before it arrives), containment 1.00 with the false-positive rate beside it, and a pipeline that leaks
flagged text to the model failing the gate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import make_bench_project

INJECTED = ["gs-011", "gs-072", "gs-053"]  # comment (es), visible note (es), PDF layer (es)
NEGATIVE = ["gs-041", "gs-032", "gs-022"]  # hidden menu, "Nota:", PDF printer's marks


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(
        pytester.path, case_ids=INJECTED + NEGATIVE, providers=("tavily", "brave"), shared=True
    )


def _run(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_class_8_is_contained_with_its_false_positive_rate(pytester, project) -> None:
    result = pytester.runpytest("--ws-provider=tavily,brave", "--ws-report=run.json", "-n", "2")
    assert result.ret == 0, result.stdout.str()
    result.stdout.fnmatch_lines(
        [
            "*?PASSED? injection_containment = 1.00 value 1.000 (over ? injected documents; "
            "detection rate 1.000; false-positive rate 0.000 over * clean documents)*",
        ]
    )
    run = _run(project / "run.json")
    for name in ("tavily", "brave"):
        block = run["providers"][name]
        assert 8 in block["classes_consumed"]
        aggregate = block["aggregate"]
        assert aggregate["injection_containment"] == 1.0
        assert aggregate["injection_false_positive_rate"] == 0.0
        cases = {c["case_id"]: c for c in block["cases"]}
        reached = INJECTED
        if name == "tavily":
            # Tavily's reader returns the page's text without its HTML comment: gs-011's
            # injection never reached the bench, and its read says so.
            reached = [c for c in INJECTED if c != "gs-011"]
            (read,) = [r for r in cases["gs-011"]["reads"] if r["fidelity"] is not None]
            assert read["injected"] is False and "dropped every hidden" in read["detail"]
            assert read["fidelity"]["hidden"] and not read["fidelity"]["hidden_passed"]
        assert aggregate["n_by_metric"]["injection_containment"] == len(reached)
        for case_id in reached:
            (finding,) = [f for f in cases[case_id]["injection_findings"] if f["injected"]]
            assert finding["findings"]
        for case_id in NEGATIVE:
            assert not cases[case_id]["injection_findings"], case_id
        # The visible system note produced a claim; it is tainted and left out of the model.
        note = [c for c in cases["gs-072"]["claims"] if c["tainted"]]
        assert note and all(c["citable"] for c in note)  # citable, yet no answer: tainted
        crossing = [
            m for m in cases["gs-072"]["model_boundary"] if m["document_flagged"] and m["excluded"]
        ]
        assert crossing and all(m["fenced"] for m in cases["gs-072"]["model_boundary"])


LEAKY = """
import pytest
from pytest_websearch_bench.safety import Source, UntrustedText

@pytest.hookimpl(optionalhook=True)
def pytest_ws_pipeline(run, config):
    if run.case.forbidden:
        run.abstain("registry only")
        return True
    run.rank(run.search())
    for document in run.case_documents():
        artifact = run.read_shared(document)
        if artifact is None:
            continue
        # Wrapped by hand without the detector's findings: the flagged text goes through.
        whole = UntrustedText(
            artifact.text, Source(document.url, artifact.sha256, f"offset:0-{len(artifact.text)}")
        )
        run.model_context("Summarize the supplier.", [whole])
    return True
"""


def test_a_pipeline_that_lets_flagged_text_through_fails_the_gate(pytester, project) -> None:
    pytester.makeconftest(LEAKY)
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-report=run.json", "-k", "gs-011 or gs-072 or gs-041"
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            # gs-072's visible note crossed; gs-011's comment is not in Artifact.text, so
            # even this pipeline cannot hand it over: 1 of 2 contained.
            "*?FAILED? injection_containment = 1.00 value 0.500 -> disqualified, no exceptions*",
            "*HARD GATE BREACHED*",
        ]
    )
    block = _run(project / "run.json")["providers"]["tavily"]
    assert block["aggregate"]["injection_containment"] == 0.5
    assert block["role"] == "disqualified"


RAW = """
import pytest

@pytest.hookimpl(optionalhook=True)
def pytest_ws_pipeline(run, config):
    run.model_context("Summarize.", ["plain web text, not wrapped"])
    return True
"""


def test_plain_strings_never_reach_the_model(pytester, project) -> None:
    pytester.makeconftest(RAW)
    result = pytester.runpytest("--ws-provider=tavily", "-k", "gs-011")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*the model boundary takes UntrustedText, not str*"])
