"""``--lf`` after a failed gate of a provider this run does not have (walkthrough, stop 62),
serially and under ``-n 2``: ``gates::precision@10[exa]`` failed in an exa run, the gate
was then removed, and ``--lf --ws-provider=tavily`` runs. This run neither judges nor
reports exa's verdicts, so the header says the entry is a verdict of a provider the run does
not have (pytest keeps it; ``pytest --cache-clear`` forgets it), never "every selected case
runs again to judge them anew", as it says of a removed gate of a provider of the run.
"""

from __future__ import annotations

import pytest

from conftest import make_bench_project
from runkit import unwrapped

CASES = ["gs-001", "gs-065"]
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
HEADER = "websearch-bench: the last failures"


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    make_bench_project(pytester.path, case_ids=CASES, providers=("tavily", "exa"))
    return pytester


@WORKERS
def test_last_failed_names_a_verdict_of_a_provider_this_run_does_not_have(
    project: pytest.Pytester, workers: list[str]
) -> None:
    gate = ["-o", "ws_gates=precision@10 >= 0.99"]
    first = project.runpytest_subprocess("--ws-provider=exa", *gate, "-p", "no:randomly")
    assert first.ret == pytest.ExitCode.TESTS_FAILED, first.stdout.str()[-3000:]
    assert "websearch-bench::gates::precision@10[exa]" in first.stdout.str()
    # the gate is removed, and the next run is of tavily alone
    again = project.runpytest_subprocess(
        "--ws-provider=tavily", "--lf", "-p", "no:randomly", *workers
    )
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:]
    out = again.stdout.str()
    assert "judge them anew" not in out
    assert unwrapped(again.stdout.lines, HEADER) == (
        "websearch-bench: the last failures include gates::precision@10[exa], a verdict of a "
        "provider this run does not have (exa): this run does not report it, and pytest keeps "
        "its entry until a run of that provider reports it again (none does for a gate no "
        "longer in gates.yaml or ws_gates); every selected case runs, and none judges it; "
        "`pytest --cache-clear` forgets it (with every other last failure)"
    )
    assert out.count(HEADER) == 1  # one line, not one per xdist worker


@WORKERS
def test_a_verdict_of_a_provider_of_the_run_is_still_judged_anew(
    project: pytest.Pytester, workers: list[str]
) -> None:
    gate = ["-o", "ws_gates=precision@10 >= 0.99"]
    first = project.runpytest_subprocess("--ws-provider=tavily", *gate, "-p", "no:randomly")
    assert first.ret == pytest.ExitCode.TESTS_FAILED, first.stdout.str()[-3000:]
    again = project.runpytest_subprocess(
        "--ws-provider=tavily", *gate, "--lf", "-p", "no:randomly", *workers
    )
    assert again.ret == pytest.ExitCode.TESTS_FAILED
    header = unwrapped(again.stdout.lines, HEADER)
    assert header.endswith("every selected case runs again to judge them anew")
    assert "does not have" not in header
