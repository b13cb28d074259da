"""Cassettes recorded against an emulator on 127.0.0.1 say so, and every later replay says
so too: the cassettes and the manifest note the address, a replay (the endpoint kept in
the ini file, not on the command line) warns and names it in the run file, and
``--ws-strict-provenance`` fails the session naming provider, address and remedy; the
same under ``-n 2``. Replayed without the endpoint at all, the requests no longer match
and the error says the recording address is local."""

from __future__ import annotations

import fnmatch
import json
from pathlib import Path

import pytest

from conftest import make_bench_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.replay.manifest import load_manifest
from pytest_websearch_bench.report.run_file import without_timestamps
from runkit import unwrapped

CASES = ["gs-001", "gs-065"]


@pytest.fixture
def recorded(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> str:
    """The project with CASES recorded at an emulator that is gone afterwards; returns the
    emulator's base URL for tavily."""
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    with ProviderEmulator(EmulatorConfig.for_tests()) as emu:
        url = emu.url("tavily")
        result = pytester.runpytest_subprocess(
            "--ws-provider=tavily", f"--ws-endpoint=tavily={url}", "--ws-record=all",
            "--ws-report=rec.json",
        )  # fmt: skip
        assert result.ret == 0, result.stdout.str()[-3000:]
    return url


def _origin(url: str) -> str:
    return url.rsplit("/", 1)[0]  # http://127.0.0.1:PORT


def _keep_endpoint_in_ini(root: Path, url: str) -> None:
    (root / "pytest.ini").write_text(
        f"[pytest]\ntestpaths = golden\nws_endpoints =\n    tavily={url}\n", encoding="utf-8"
    )


def _run(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.enable_socket
def test_recording_at_an_emulator_is_noted_and_every_replay_says_so(
    pytester: pytest.Pytester, recorded: str
) -> None:
    origin = _origin(recorded)
    root = pytester.path
    manifest = load_manifest(root / "cassettes" / "manifest.json")
    entry = manifest.files["tavily/search/gs-065.json"]
    assert entry.synthetic is False and entry.local_address == origin
    cassette = _run(root / "cassettes" / "tavily" / "search" / "gs-065.json")
    assert cassette["ws"]["local_address"] == origin
    assert _run(root / "rec.json")["provenance"]["local_recordings"] == {"tavily": [origin]}

    # a month later, without --ws-endpoint: the requests go to the provider's own
    # address and no longer match; the error says the recording address was local
    bare = pytester.runpytest_subprocess("--ws-provider=tavily", "--ws-report=bare.json")
    assert bare.ret == pytest.ExitCode.TESTS_FAILED
    assert f"recorded at {origin}, a local address (an emulator or a local gateway)" in (
        bare.stdout.str()
    )

    _keep_endpoint_in_ini(root, recorded)
    replay = pytester.runpytest_subprocess("--ws-provider=tavily", "--ws-report=replay.json")
    assert replay.ret == 0, replay.stdout.str()[-3000:]
    warning = unwrapped(replay.stdout.lines, "WARNING recorded at a local address")  # wrapped
    assert warning.startswith(
        f"WARNING recorded at a local address, not at the provider (tavily: {origin})"
    )
    assert _run(root / "replay.json")["provenance"]["local_recordings"] == {"tavily": [origin]}

    strict = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-strict-provenance", "--ws-report=strict.json"
    )
    assert strict.ret == pytest.ExitCode.TESTS_FAILED
    strict.stdout.fnmatch_lines(["THE RUN FAILS*", "  tavily: strict provenance: *"])
    cause = unwrapped(strict.stdout.lines, "  tavily: strict provenance: ")  # wrapped
    assert fnmatch.fnmatch(
        cause,
        f"*tavily: strict provenance: recorded at a local address -> tavily's cassettes "
        f"were recorded at a local address ({origin}*re-record that fixture tree against "
        "the provider with its key: `pytest --ws-provider=tavily --ws-record=all` (your "
        f"test selection kept, with the ws_endpoints entry tavily={recorded} in "
        "pytest.ini (a local address) removed)*",
    ), cause
    # said twice, as a failed gate is (its item's failure, the verdict), not a third time;
    # pytest's short summary repeats the failure line when the terminal is wide enough
    assert "WARNING recorded at a local address" not in strict.stdout.str()
    told = " ".join(  # the lines read as one text: the report wraps them
        " ".join(line for line in strict.stdout.lines if not line.startswith("FAILED ")).split()
    )
    assert told.count("re-record that fixture tree") == 2, told
    run = _run(root / "strict.json")
    assert run["passed"] is False
    assert [f["provider"] for f in run["failures"] if f["kind"] == "provenance"] == ["tavily"]

    # -n 2: the same run file (timestamps aside), the same strict failure
    parallel = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-n", "2", "--ws-report=parallel.json"
    )
    assert parallel.ret == 0, parallel.stdout.str()[-3000:]
    parallel.stdout.fnmatch_lines(["WARNING recorded at a local address*"])
    assert without_timestamps(_run(root / "parallel.json")) == without_timestamps(
        _run(root / "replay.json")
    )
    strict_parallel = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-n", "2", "--ws-strict-provenance", "--ws-report=sp.json"
    )
    assert strict_parallel.ret == pytest.ExitCode.TESTS_FAILED
    assert f"recorded at a local address ({origin}" in strict_parallel.stdout.str()
    assert _run(root / "sp.json")["failures"] == run["failures"]

    # the address declared as the team's gateway to the provider: counted as the
    # provider's, strict provenance passes, the run file keeps the declaration
    declared = pytester.runpytest_subprocess(
        "--ws-provider=tavily",
        "--ws-strict-provenance",
        f"--ws-gateway={origin}",
        "--ws-report=gateway.json",
    )
    assert declared.ret == 0, declared.stdout.str()[-3000:]
    declared.stdout.fnmatch_lines([f"note: recorded through a declared gateway (tavily: {origin}*"])
    assert "WARNING recorded at a local address" not in declared.stdout.str()
    provenance = _run(root / "gateway.json")["provenance"]
    assert provenance["declared_gateways"] == [origin]
    assert provenance["local_recordings"] == {}
