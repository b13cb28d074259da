"""Recording without a provider's key stops before any call, with a typed error naming
the provider, its variable and the remedy (it was each case's "unexpected_error");
a provider with nothing to record, and replay, need no key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import drop_fixture, make_bench_project


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("TAVILY_API_KEY", raising=False)
    monkeypatch.delenv("EXA_API_KEY", raising=False)
    return make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"])


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_recording_without_a_key_stops_before_any_call(pytester, project, workers) -> None:
    drop_fixture(project, "tavily/search/gs-001.json")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily,exa",
        "--ws-record=new",
        "-p",
        "no:cacheprovider",
        *workers,
    )
    text = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR, text[-3000:]
    assert (
        "--ws-record=new needs the API key of each provider it records; none is set for "
        "tavily (TAVILY_API_KEY: 1 case(s) to record); nothing was called"
    ) in text
    assert "remedy: set TAVILY_API_KEY and run again" in text
    assert "EXA_API_KEY" not in text  # exa has nothing to record
    assert "unexpected_error" not in text
    assert re.search(r"(no tests ran|\d+ warnings?) in [\d.]+s", text), text[-2000:]
    # a plain error line, as pytest prints a usage error: never "! _pytest.outcomes.Exit:"
    # (serial) or the error as xdist's "Interrupted:" reason
    assert "ERROR: websearch-bench: --ws-record=new needs the API key" in result.stderr.str()
    assert "outcomes.Exit" not in text and "Interrupted: websearch-bench: --ws-record" not in text
    assert not (project / ".ws-bench" / "runs").exists() or not any(
        (project / ".ws-bench" / "runs").iterdir()
    )


def test_replay_and_a_recording_with_nothing_to_record_need_no_key(pytester, project) -> None:
    replay = pytester.runpytest("--ws-provider=tavily,exa", "-p", "no:cacheprovider")
    assert replay.ret == pytest.ExitCode.OK, replay.stdout.str()[-3000:]
    nothing = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-record=new", "-p", "no:cacheprovider"
    )
    assert nothing.ret == pytest.ExitCode.OK, nothing.stdout.str()[-3000:]


def test_a_blank_key_is_no_key(pytester, project, monkeypatch) -> None:
    """BRAVE_API_KEY="  " passed the check, recorded the other providers, then failed with
    'Illegal header value': a blank variable is reported as unset, before any call."""
    drop_fixture(project, "tavily/search/gs-001.json")
    monkeypatch.setenv("TAVILY_API_KEY", "  ")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-record=new", "-p", "no:cacheprovider"
    )
    text = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR, text[-3000:]
    assert "none is set for tavily (TAVILY_API_KEY: 1 case(s) to record)" in text
