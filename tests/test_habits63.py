"""``--sw`` resuming at a verdict this run does not judge (stop 63), serially and under
``-n 2``: a failed gate since removed from ``gates.yaml`` (or ``ws_gates``) is never
reported again, so stepwise keeps it, skips no item and starts every ``--sw`` run from
the first item. The header said "every selected case runs again to judge it anew",
which no run did; it now says, as ``--lf``'s line does since stop 62, that the run does
not have that gate, and what forgets it (``--sw-reset``; under ``-n``, where pytest's
reset never runs on xdist's controller, ``--cache-clear``). A verdict of another provider
is likewise named, and judged by a ``--sw`` run of that provider.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import make_bench_project
from runkit import unwrapped

CASES = ["gs-001", "gs-065"]
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
ORDER = ["-p", "no:randomly"]
FAILING = "gates: ['precision@10 >= 0.99']\n"  # fails on the fixtures
GATE = "websearch-bench::gates::precision@10[{provider}]"
NOTE = "websearch-bench: --sw resumes at"


def _resumes_at(root: Path) -> str | None:
    """What ``--sw`` resumes at: a dict's ``last_failed`` (pytest >= 8.4), else the id."""
    cached = json.loads((root / ".pytest_cache/v/cache/stepwise").read_text(encoding="utf-8"))
    value = cached["last_failed"] if isinstance(cached, dict) else cached
    return None if value is None else str(value)


def _forget(pytester: pytest.Pytester, workers: list[str]) -> tuple[list[str], str]:
    """The arguments of a run that forgets the stepwise failure and the words the note
    gives it: ``--sw-reset`` (pytest >= 8.4) resets in the collection, which xdist's
    controller does not run, so under ``-n`` the note names a serial ``--sw-reset`` (the
    run that forgets it here: the cache is the same) or ``--cache-clear``."""
    can_reset = "--sw-reset" in pytester.runpytest("--help").stdout.str()
    if can_reset and not workers:  # no word of -n nor of --cache-clear: --sw-reset works here
        return ["--sw-reset"], "`pytest --sw-reset` forgets it"
    if can_reset:  # under -n: the serial --sw-reset, which works, or --cache-clear
        return ["--sw-reset"], (
            "`pytest --sw-reset` run without -n (under -n it resets nothing: xdist's "
            "controller never runs stepwise's reset) or `pytest --cache-clear` (with every "
            "last failure) forgets it"
        )
    return [
        "--cache-clear",
        *workers,
    ], "`pytest --cache-clear` forgets it (with every last failure)"


@WORKERS
def test_sw_names_a_failed_gate_removed_from_gates_yaml(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    gates = root / "golden" / "gates.yaml"
    gates.write_text(FAILING, encoding="utf-8")
    first = pytester.runpytest("--ws-provider=tavily", "--sw", *ORDER, *workers)
    assert first.ret == pytest.ExitCode.TESTS_FAILED, first.stdout.str()[-3000:]
    gate = GATE.format(provider="tavily")
    assert _resumes_at(root) == gate
    option, forget = _forget(pytester, workers)

    gates.unlink()  # the gate is removed: no run reports it again
    again = pytester.runpytest("--ws-provider=tavily", "--sw", *ORDER, *workers)
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:]
    assert "judge it anew" not in again.stdout.str()
    assert unwrapped(again.stdout.lines, NOTE) == (
        f"{NOTE} {gate}, a gate this run does not have (no longer in gates.yaml or ws_gates): "
        "stepwise skips no item, and no run reports it again, so every --sw run starts from "
        f"the first item until {forget}"
    )
    assert _resumes_at(root) == gate  # what the line says: kept, every run long
    if not workers:  # pytest's own line (under xdist the controller collects nothing)
        assert "stepwise: previously failed test not found, not skipping." in again.stdout.str()

    reset = pytester.runpytest("--ws-provider=tavily", "--sw", *option, *ORDER)
    assert reset.ret == pytest.ExitCode.OK, reset.stdout.str()[-3000:]
    fresh = pytester.runpytest("--ws-provider=tavily", "--sw", *ORDER, *workers)
    assert NOTE not in fresh.stdout.str()


def test_sw_names_a_failed_verdict_of_another_provider(pytester: pytest.Pytester) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily", "exa"))
    (root / "golden" / "gates.yaml").write_text(FAILING, encoding="utf-8")
    first = pytester.runpytest("--ws-provider=exa", "--sw", *ORDER)
    assert first.ret == pytest.ExitCode.TESTS_FAILED, first.stdout.str()[-3000:]
    gate = GATE.format(provider="exa")
    assert _resumes_at(root) == gate
    _, forget = _forget(pytester, [])

    other = pytester.runpytest("--ws-provider=tavily", "--sw", *ORDER, "-o", "ws_gates=")
    assert unwrapped(other.stdout.lines, NOTE) == (
        f"{NOTE} {gate}, a verdict of a provider this run does not have (exa): stepwise "
        f"skips no item, and this run does not judge it; a --sw run of that provider does, "
        f"or {forget}"
    )
    assert "judge it anew" not in other.stdout.str()
