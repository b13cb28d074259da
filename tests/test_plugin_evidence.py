"""Evidence through the plugin (pytester): stored documents, claims verified against
them, contradictions in the run file, citation coverage as a gate, a user's own claims,
serial and xdist runs agreeing, and the artifact cache under --ws-cache-dir."""

from __future__ import annotations

import json
from fnmatch import fnmatch
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.report.run_file import without_timestamps
from runkit import unwrapped

CASES = ["gs-012", "gs-033", "gs-051", "gs-065", "gs-071", "gs-005"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(
        pytester.path, case_ids=CASES, providers=("tavily", "brave"), shared=True
    )


def _run(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_run_reports_verified_claims_contradictions_and_reads(pytester, project) -> None:
    result = pytester.runpytest(
        "--ws-provider=tavily,brave",
        "--ws-report=run.json",
        "--ws-cache-dir=cache",
        "-p",
        "no:cacheprovider",
    )
    assert result.ret == 0, result.stdout.str()
    lines = result.stdout.lines
    brave = lines[lines.index(next(line for line in lines if line.startswith("provider brave"))) :]
    brave = brave[: next(n for n, line in enumerate(brave) if line == "")]  # its block
    assert fnmatch(
        unwrapped(brave, "  evidence:"),  # wrapped at the width
        "*evidence: * claims, * citable; * pages read through the neutral fetcher (no reader "
        "of its own); contradictions in gs-065; reads not used: "
        "1 format_tables_ocr, 1 needs_javascript*",
    )
    run = _run(project / "run.json")
    claims = run["providers"]["brave"]["aggregate"]["n_by_metric"]["citation_coverage"]
    assert f"  [PASSED] citation_coverage >= 0.95 value 1.000 (over {claims} claims)" in brave
    for name in ("tavily", "brave"):
        block = run["providers"][name]
        assert {2, 3, 9} <= set(block["classes_consumed"])
        assert block["role"] == "default_candidate"
        aggregate = block["aggregate"]
        assert aggregate["citation_coverage"] == 1.0
        assert aggregate["cost_per_useful_answer_usd"] is not None
        assert block["by_category"]["plantas"]["citation_coverage"] == 1.0
        case = next(c for c in block["cases"] if c["case_id"] == "gs-065")
        linked = [c for c in case["claims"] if c["contradicts_claim_ids"]]
        assert len(linked) >= 2 and all(c["citable"] for c in linked)
        ids = {c["id"] for c in case["claims"]}
        assert all(set(c["contradicts_claim_ids"]) <= ids for c in linked)
    # the artifact cache lives where --ws-cache-dir says, keyed by sha256
    entries = list((project / "cache").glob("artifacts-v*/*/*/meta.json"))
    assert len(entries) >= 5


def test_serial_and_xdist_give_the_same_evidence(pytester, project) -> None:
    serial = pytester.runpytest("--ws-provider=tavily,brave", "--ws-report=serial.json")
    assert serial.ret == 0
    parallel = pytester.runpytest("--ws-provider=tavily,brave", "--ws-report=xdist.json", "-n", "2")
    assert parallel.ret == 0
    assert without_timestamps(_run(project / "serial.json")) == without_timestamps(
        _run(project / "xdist.json")
    )


UNCITED = """
import pytest

@pytest.hookimpl(optionalhook=True)
def pytest_ws_pipeline(run, config):
    if run.case.forbidden:
        run.abstain("registry only")
        return True
    response = run.search()
    run.rank(response)
    # Claims from snippets, citing pages that were never read: not evidence.
    for result in response.results[:3]:
        run.add_claim({
            "text": result.snippet,
            "value": result.title,
            "citable": True,  # ignored: citability is checked, never trusted
            "observations": [{"artifact_sha256": "0" * 64, "span": "offset:0-10",
                              "quote": result.snippet, "url": result.url}],
        })
    return True
"""


def test_uncited_claims_fail_the_gate_and_leave_enrichment_only(pytester, project) -> None:
    pytester.makeconftest(UNCITED)
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "provider tavily (*ENRICHMENT ONLY)*",
            "*?FAILED? citation_coverage >= 0.95 value 0.000 -> disqualified as default; "
            "usable for enrichment only*",
            "*HARD GATE BREACHED*",
        ]
    )
    block = _run(project / "run.json")["providers"]["tavily"]
    assert block["role"] == "enrichment_only"
    claim = next(c for case in block["cases"] for c in case["claims"])
    assert claim["citable"] is False and "was not stored by this run" in claim["citable_reason"]
    assert block["aggregate"]["cost_per_useful_answer_usd"] is None
    assert "no useful answer" in block["null_reasons"]["cost_per_useful_answer_usd"]


OWN_SELECTOR = """
import pytest
from pytest_websearch_bench.claims import Claim, Observation

@pytest.hookimpl(optionalhook=True)
def pytest_ws_pipeline(run, config):
    if run.case.id != "gs-033":
        return None  # the default pipeline for the rest
    response = run.search()
    run.rank(response)
    (document,) = run.case_documents()
    artifact = run.read_shared(document)
    row = "tr:nth-of-type(2)"
    quote = artifact.select_text(row)
    run.add_claim(Claim(
        id="mine-1", case_id=run.case.id, claim_type=run.case.claim_type, text=quote,
        value="OEA", entity=run.case.entity,
        observations=[Observation(artifact.sha256, "selector:" + row, quote, document.url)],
    ))
    return True
"""


def test_a_users_own_claim_with_a_selector_span_is_verified(pytester, project) -> None:
    pytester.makeconftest(OWN_SELECTOR)
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == 0, result.stdout.str()
    block = _run(project / "run.json")["providers"]["tavily"]
    case = next(c for c in block["cases"] if c["case_id"] == "gs-033")
    (claim,) = case["claims"]
    assert claim["id"] == "mine-1" and claim["citable"] is True
    assert claim["text"].startswith("Empaques Sustentables del Golfo")
