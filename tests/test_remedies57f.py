"""Remedies that work as printed, and one wording for one thing (stop 57, ux57f).

* the "golden set is outside what pytest collects" command keeps the run's ini (``-c``):
  given a path outside the project, pytest reads no ini above it, ``--rootdir`` or not;
* the recording block keeps each provider's ``waited_s`` (outage gate, rate limiter,
  429s), against the emulator.
"""

from __future__ import annotations

import json
import shlex
import shutil
from pathlib import Path

import pytest

from conftest import make_bench_project, record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator

CASES = ["gs-001", "gs-065"]


# -- 1. the outside-golden command reads the run's ini ------------------------------------


def test_the_outside_golden_command_keeps_the_ini(pytester: pytest.Pytester) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    # the provider comes from the ini alone: a command that does not read it runs no bench
    (root / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_provider = tavily\n", encoding="utf-8"
    )
    golden = pytester.path.parent / f"{pytester.path.name}-gx"
    shutil.copytree(root / "golden", golden)
    first = pytester.runpytest(f"--ws-golden={golden}")
    out = "".join(first.stdout.lines)
    command = out.split("keep the rootdir (`", 1)[1].split(" ...`)", 1)[0]
    words = shlex.split(command)
    assert words[:2] == ["pytest", str(golden)]
    assert words[words.index("-c") + 1] == str(root / "pytest.ini")
    again = pytester.runpytest(*words[1:])
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-2000:]
    assert again.parseoutcomes()["passed"] >= len(CASES)  # the ini's provider ran them
    assert "nothing ran" not in again.stdout.str()


# -- 3. the recording block's waited_s ------------------------------------------------------


@pytest.mark.enable_socket
def test_the_recording_block_keeps_each_providers_wait(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the emulator answers 2 calls a second, the bench asks for more: 429s, waited out
    config = EmulatorConfig.for_tests(rate=2.0)
    with ProviderEmulator(config) as emu:
        root = tavily_endpoint_project(pytester, monkeypatch, emu.url("tavily"), CASES)
        result = record_tavily(pytester, "all", "--ws-concurrency=2")
    assert result.ret == 0, result.stdout.str()[-3000:]
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    block = run["recording"]["providers"]["tavily"]
    assert block["rate_limited"] >= 1, block
    assert block["waited_s"] > 0.0, block  # the pauses after those 429s
    calls_waited = sum(
        (c.get("recorded") or {}).get("waited_ms", 0.0)
        for c in run["providers"]["tavily"]["cases"]
    )
    # the block sums the same waits the cases' records carry (rounded to ms)
    assert block["waited_s"] == pytest.approx(calls_waited / 1000.0, abs=0.01), block
