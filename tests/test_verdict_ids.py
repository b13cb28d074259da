"""Verdict ids and what the verdicts say when nothing ran.

- A user gate on a hard gate's metric (``citation_coverage < 0.5``) was reported under the
  hard gate's id: ``-rA`` printed ``PASSED`` and ``FAILED`` for one id, junit lost a test
  case (tests="14", 13 <testcase>), ``--lf`` could not tell them apart, and ``--co`` listed
  the name twice. Every gate now has its own id: the next free ``#N``.
- ``-k nomatch`` counted ``lost[NAME]`` as a pass ("2 passed" when nothing ran), then every
  verdict as skipped ("8 skipped, 4 deselected"): a provider none of whose cases ran has no
  verdict reported (they go with its items, as pytest reports nothing of those).
- ``THE RUN FAILS: the session fails.`` said one thing twice: it names what fails the run.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from conftest import assert_item_outcomes, make_bench_project
from pytest_websearch_bench.gates import GATE_NAMES
from pytest_websearch_bench.plugin.verdicts import verdict_reports
from pytest_websearch_bench.report.terminal import verdict
from pytest_websearch_bench.user_gates import evaluate_user_gates, gate_labels, parse_rule
from runkit import assert_unwrapped

MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
CASES = ["gs-001", "gs-065"]
GATES = (
    "gates:\n  - citation_coverage < 0.5\n  - citation_coverage >= 0.9\n  - n >= 1\n  - n <= 9\n"
)


def _rules(*texts: str) -> list[Any]:
    return [parse_rule(text, f"gate {i}", "golden/gates.yaml") for i, text in enumerate(texts)]


def test_a_user_gate_never_takes_a_hard_gate_s_or_an_earlier_rule_s_name() -> None:
    rules = _rules(
        "citation_coverage < 0.5",
        "precision@10 >= 0.3",
        "citation_coverage >= 0.9",
        "precision@10 >= 0.5",
        "category.plantas.citation_coverage >= 0.5",
    )
    labels = gate_labels(rules)
    assert labels == [
        "citation_coverage#2",
        "precision@10",
        "citation_coverage#3",
        "precision@10#2",
        "category.plantas.citation_coverage",
    ]
    assert not set(labels) & set(GATE_NAMES)
    # stable: the same rules give the same names, and a later rule renames no earlier one
    assert gate_labels(rules) == labels
    assert gate_labels(rules[:3]) == labels[:3]
    gates = evaluate_user_gates(rules, {"citation_coverage": 1.0, "precision@10": 0.4}, {}, {})
    assert [g["name"] for g in gates] == labels
    assert [g["status"] for g in gates[:4]] == ["failed", "passed", "passed", "failed"]


def test_every_verdict_of_a_run_has_its_own_node_id() -> None:
    rules = _rules("citation_coverage < 0.5", "citation_coverage >= 0.9")
    user = evaluate_user_gates(rules, {"citation_coverage": 1.0}, {}, {})
    hard = [
        {"name": name, "threshold": ">= 0", "status": "passed", "value": 1.0, "consequence": ""}
        for name in GATE_NAMES
    ]
    run = {"providers": {"tavily": {"gates": hard + user, "cases": [{}]}}}
    reports = list(verdict_reports(run))
    ids = [r.nodeid for r in reports]
    assert len(ids) == len(set(ids)) == len(GATE_NAMES) + 2 + 2  # + provenance, lost
    outcomes = {r.nodeid: r.outcome for r in reports}
    assert outcomes["websearch-bench::gates::citation_coverage[tavily]"] == "passed"
    assert outcomes["websearch-bench::gates::citation_coverage#2[tavily]"] == "failed"
    assert outcomes["websearch-bench::gates::citation_coverage#3[tavily]"] == "passed"


def test_a_provider_none_of_whose_cases_ran_has_no_verdict() -> None:
    """Its verdicts go with its items (deselected, never collected): none is reported, as
    pytest reports nothing of an item it did not run; before, each one was skipped."""
    run = {
        "providers": {
            "tavily": {"gates": [], "cases": [{"case_id": "gs-001"}]},
            "exa": {"gates": [{"name": "abstention", "status": "not_evaluated"}], "cases": []},
            "brave": {"gates": [], "cases": [], "lost_cases": ["gs-001"]},
        }
    }
    reports = {r.nodeid: r.outcome for r in verdict_reports(run)}
    assert {k: v for k, v in reports.items() if "::lost[" in k} == {
        "websearch-bench::lost[tavily]": "passed",
        "websearch-bench::lost[brave]": "failed",  # its one case ran, and never came back
    }
    assert not [k for k in reports if "[exa]" in k]
    stopped = {r.nodeid for r in verdict_reports(run, "-x")}  # a stop: the same rule
    assert not [k for k in stopped if "[exa]" in k] and "websearch-bench::lost[brave]" in stopped


@pytest.mark.parametrize(
    ("kinds", "head"),
    [
        (["provenance", "provenance"], "THE RUN FAILS: strict provenance."),
        (["item", "lost", "item"], "THE RUN FAILS: failed items, lost cases."),
        (["collection"], "THE RUN FAILS: files not collected."),
    ],
)
def test_the_run_fails_line_says_what_fails_it(kinds: list[str], head: str) -> None:
    run = {
        "providers": {"p": {"gates": []}},
        "failures": [{"provider": "p", "kind": k, "what": k, "why": "why"} for k in kinds],
    }
    lines = verdict(run)
    assert lines[1] == head
    assert "the session fails" not in "\n".join(lines)
    assert lines[2:] == [f"  p: {k} -> why" for k in kinds]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "golden" / "gates.yaml").write_text(GATES, encoding="utf-8")
    return root


def _lastfailed(project: Path) -> dict[str, bool]:
    path = project / ".pytest_cache/v/cache/lastfailed"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


@pytest.mark.parametrize("mode", MODES)
def test_a_user_gate_on_a_hard_gate_s_metric_is_its_own_result(
    pytester: pytest.Pytester, project: Path, mode: list[str]
) -> None:
    result = pytester.runpytest(
        "--ws-provider=tavily", "-rA", "--junitxml=j.xml", "--ws-report=run.json", *mode
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "PASSED websearch-bench::gates::citation_coverage?tavily?",
            "FAILED websearch-bench::gates::citation_coverage#2?tavily? - *",
        ],
        consecutive=False,
    )
    out = result.stdout.str()
    assert "FAILED websearch-bench::gates::citation_coverage[tavily]" not in out
    assert "PASSED websearch-bench::gates::citation_coverage#3[tavily]" in out
    assert "websearch-bench::gates::n#2[tavily]" in out
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    names = [g["name"] for g in run["providers"]["tavily"]["gates"]]
    assert names == [*GATE_NAMES, "citation_coverage#2", "citation_coverage#3", "n", "n#2"]
    assert_item_outcomes(result, run, passed=len(CASES))
    # junit: one test case per result, none lost to a shared name
    suite = ET.parse(project / "j.xml").getroot().find("testsuite")
    assert suite is not None
    cases = [c.get("name") for c in suite.iter("testcase")]
    assert len(cases) == int(suite.get("tests", "0")) == len(CASES) + len(names) + 2
    assert len(set(cases)) == len(cases)
    assert _lastfailed(project) == {"websearch-bench::gates::citation_coverage#2[tavily]": True}


def test_collect_only_names_the_gates_as_the_run_does(
    pytester: pytest.Pytester, project: Path
) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--co", "-q")
    assert result.ret == pytest.ExitCode.OK
    assert_unwrapped(  # wrapped at the terminal's width
        result.stdout.lines,
        "websearch-bench: after these items a run reports 12 verdict(s) as results, not "
        "items (12 per provider; with the 2 item(s), 14 results in all): the gates "
        "*::gates::NAME[[]PROVIDER[]] (citation_coverage, abstention, *, cost_divergence, "
        "citation_coverage#2, citation_coverage#3, n, n#2), provenance[[]PROVIDER[]] *",
    )


@pytest.mark.parametrize("mode", MODES)
def test_nothing_selected_passes_no_verdict(
    pytester: pytest.Pytester, project: Path, mode: list[str]
) -> None:
    """Nothing ran: no verdict is reported (it goes with the items ``-k`` deselected, as
    pytest reports nothing of them): pytest's exit 5 and its own last line, never "8
    skipped" for what never ran; a lastfailed entry stays, as a deselected item's does."""
    # (``n >= 1`` is judged when nothing ran: n is 0; not this test's subject)
    (project / "golden" / "gates.yaml").write_text(
        "gates:\n  - citation_coverage < 0.5\n  - citation_coverage >= 0.9\n", encoding="utf-8"
    )
    cache = project / ".pytest_cache/v/cache"
    cache.mkdir(parents=True)
    (cache / "lastfailed").write_text(
        json.dumps({"websearch-bench::lost[tavily]": True}), encoding="utf-8"
    )
    result = pytester.runpytest("--ws-provider=tavily", "-k", "nomatch", "-rs", *mode)
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    outcomes = result.parseoutcomes()
    assert "passed" not in outcomes and "skipped" not in outcomes, outcomes
    assert "websearch-bench verdicts" not in result.stdout.str()
    assert "SKIPPED" not in result.stdout.str()
    assert _lastfailed(project) == {"websearch-bench::lost[tavily]": True}


def test_a_user_gate_is_not_judged_when_no_case_ran() -> None:
    from pytest_websearch_bench.user_gates import evaluate_user_gates, parse_rule

    rules = [parse_rule(t, "gates.yaml", "gates.yaml") for t in ("n >= 1", "n <= 9")]
    gates = evaluate_user_gates(rules, {"n": 0, "null_reasons": {}}, {}, {})
    assert [g["status"] for g in gates] == ["not_evaluated", "not_evaluated"]
    assert {g["reason"] for g in gates} == {"no case ran"}
    ran = evaluate_user_gates(rules, {"n": 3, "null_reasons": {}}, {}, {})
    assert [g["status"] for g in ran] == ["passed", "passed"]
