"""A Ctrl-C while the plugin loads the golden set and fixtures (pytest_configure): pytest
prints nothing there, so the plugin says it (walkthrough 59 #7: exit 2, an empty screen)."""

from __future__ import annotations

import pytest

from conftest import make_bench_project

CONFTEST = """
import pytest


@pytest.hookimpl(optionalhook=True)
def pytest_ws_provide_adapter(name, config):
    raise KeyboardInterrupt  # as a Ctrl-C would land while the session starts
"""


@pytest.mark.parametrize("workers", [[], ["-n", "2"]])
def test_a_ctrl_c_while_the_session_starts_is_named(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(CONFTEST)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", *workers
    )
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stderr.fnmatch_lines(
        ["websearch-bench: interrupted while loading the golden set and the fixtures, before any*"]
    )
    assert not (pytester.path / ".ws-bench" / "runs").exists()
