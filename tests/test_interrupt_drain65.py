"""A Ctrl-C on xdist's controller while recording (walkthrough 65 #1): the session waits
for the cases the workers have in progress and for nothing else, and a stop says where
it stopped one way on every line."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import make_bench_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.plugin.partial import label_uncollected, partial_lines, unjudged_reason
from pytest_websearch_bench.recording.coord import SessionFolder
from pytest_websearch_bench.report.terminal import INTERRUPT
from pytest_websearch_bench.session.record_phase import drain_workers

PLAN: dict[str, Any] = {
    "workers": 2,
    "providers": {"tavily": {"cases": ["gs-001", "gs-003", "gs-011"]}},
}


def _folder(tmp_path: Path) -> SessionFolder:
    folder = SessionFolder(tmp_path, "uid")
    folder.write_plan(PLAN)
    return folder


def test_no_case_in_progress_is_not_waited_for(tmp_path: Path) -> None:
    """Neither worker had claimed a case (nor written a status yet): nothing is waited for,
    and the line says the workers had no call in flight (it said "waiting for 2 worker(s)
    ... (0 at last count ...)" and waited the calls' whole timeout)."""
    folder = _folder(tmp_path)
    said: list[str] = []
    started = time.monotonic()
    drain_workers(folder, PLAN, said.append, deadline_s=3.0)
    assert time.monotonic() - started < 1.0
    assert said == [
        "websearch-bench: interrupted; no worker had a call in flight: nothing to wait for"
    ]
    assert folder.stopped("tavily") == "the recording was interrupted"  # no new claim
    assert folder.claim("tavily", 3) is None


def test_a_case_in_progress_is_waited_for_until_it_ends(tmp_path: Path) -> None:
    """gw0 records gs-001 (between two calls: 0 in flight at its last status), gw1 has
    not started: the session waits for gs-001's outcome, and for no worker beside it."""
    folder = _folder(tmp_path)
    assert folder.claim("tavily", 3) == 0  # claimed by this (live) process
    folder.write_status(
        "gw0",
        {"worker": "gw0", "pid": os.getpid(), "state": "recording", "providers": {"tavily": {}}},
    )
    said: list[str] = []
    waiting = threading.Event()

    def say(text: str) -> None:
        said.append(text)
        if "waiting for" in text:
            waiting.set()

    def the_case_ends() -> None:
        assert waiting.wait(10)
        folder.finish("tavily", "gs-001", {"state": "recorded"})

    ender = threading.Thread(target=the_case_ends)
    ender.start()
    drain_workers(folder, PLAN, say, deadline_s=10.0)
    ender.join()
    assert said == [
        "websearch-bench: interrupted; waiting for 1 worker(s) to end their 1 case(s) in "
        "progress (0 call(s) in flight at last count, each at most 30 s) so that their "
        "answers are kept; Ctrl-C again to leave now"
    ]


def test_a_stop_before_collection_says_so_on_every_line() -> None:
    """Walkthrough 65 #1: "stopped ... before any item was collected" beside "after 0 of 5
    items" in one report."""
    run: dict[str, Any] = {"selection": {"selected": 0, "not_selected": 5}, "providers": {}}
    label_uncollected(run, INTERRUPT)
    said = " ".join([*partial_lines(run), str(unjudged_reason(run, INTERRUPT))])
    assert "before any item was collected" in said
    assert "0 of 5" not in said, said


# -- through pytest and xdist ---------------------------------------------------------------

KEY = {"TAVILY_API_KEY": "tvly-test-key"}

# The controller is interrupted once the recording is planned (as a Ctrl-C sent to it
# alone would land); the workers start recording only after the controller has handled
# the interrupt (a flag file), so that no case is in progress when it looks.
PLANNED_THEN_INTERRUPTED = """
import time

import pytest

_WORKER = []
_ROOT = []


# Registered after the bench's own plugins (pytest_configure below), so its runtestloop
# wrapper runs outside theirs: a worker waits here before the bench's worker phase can claim
# a case (as a conftest hook it ran inside that phase, and a controller slow to reach its
# drain after writing the plan let a worker claim both cases first: CI106, CI107).
class _WaitForTheInterrupt:
    @pytest.hookimpl(wrapper=True, tryfirst=True)
    def pytest_runtestloop(self, session):
        if _WORKER[0]:
            end = time.monotonic() + 60
            while not (_ROOT[0] / ".ws-interrupted").exists() and time.monotonic() < end:
                time.sleep(0.02)
        return (yield)


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    _WORKER.append(hasattr(config, "workerinput"))
    _ROOT.append(config.rootpath)
    config.pluginmanager.register(_WaitForTheInterrupt(), "ws-test-wait-for-the-interrupt")


@pytest.hookimpl(optionalhook=True, trylast=True)
def pytest_xdist_node_collection_finished(node, ids):
    raise KeyboardInterrupt


@pytest.hookimpl(trylast=True)
def pytest_keyboard_interrupt(excinfo):
    if not _WORKER[0]:
        (_ROOT[0] / ".ws-interrupted").touch()


"""


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests(time_scale=0.03)) as server:
        yield server


@pytest.mark.enable_socket
def test_a_ctrl_c_with_nothing_in_flight_under_xdist_ends_at_once(
    pytester: pytest.Pytester, emu: ProviderEmulator, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", KEY["TAVILY_API_KEY"])
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-003"], providers=("tavily",))
    pytester.makeconftest(PLANNED_THEN_INTERRUPTED)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily",
        f"--ws-endpoint=tavily={emu.url('tavily')}",
        "--ws-record=all",
        "-n",
        "2",
        "-p",
        "no:cacheprovider",
        timeout=120,
    )
    said = " ".join((result.stdout.str() + result.stderr.str()).split())
    assert result.ret == pytest.ExitCode.INTERRUPTED, said[-3000:]
    assert "no worker had a call in flight: nothing to wait for" in said, said[-3000:]
    assert "waiting for" not in said and "left while" not in said, said[-3000:]
    assert "Traceback" not in said, said[-3000:]
    assert emu.stats()["totals"]["requests"] == 0  # stopped before any claim
    # the controller knew the items (the plan): the stop is "after 0 of 2", said once so
    assert "before any item was collected" not in said, said[-3000:]
    assert "after 0 of 2 items" in said, said[-3000:]


INTERRUPTED_AS_THE_COLLECTION_ARRIVES = """
import pytest


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_node_collection_finished(node, ids):
    raise KeyboardInterrupt  # a Ctrl-C as the controller hears of the first collection
"""


def test_a_ctrl_c_as_the_collection_arrives_knows_the_items(pytester: pytest.Pytester) -> None:
    """The items a worker reported are known before any other hook of the report runs
    (the recording's plan, which ran first and could be interrupted before the items were
    noted; a conftest's, even one marked tryfirst): the stop is "after 0 of 2 items",
    never "before any item was collected"."""
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-003"], providers=("tavily",))
    pytester.makeconftest(INTERRUPTED_AS_THE_COLLECTION_ARRIVES)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-n", "2", "-p", "no:cacheprovider", timeout=120
    )
    said = " ".join((result.stdout.str() + result.stderr.str()).split())
    assert result.ret == pytest.ExitCode.INTERRUPTED, said[-3000:]
    assert "before any item was collected" not in said, said[-3000:]
    assert "after 0 of 2 items" in said, said[-3000:]
