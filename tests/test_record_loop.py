"""The record-replay loop against a server on 127.0.0.1 (the synthetic emulator), through
``--ws-endpoint``: record, change a case, record again exactly what is stale, delete a
cassette to ask for a new recording, and let the manifest follow."""

from __future__ import annotations

import json
from collections.abc import Iterator
from fnmatch import fnmatch
from pathlib import Path

import pytest

from conftest import make_bench_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.replay.manifest import load_manifest
from runkit import unwrapped

CASES = ["gs-001", "gs-005", "gs-065"]  # gs-005 is forbidden: never recorded


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _bench(pytester: pytest.Pytester, emu: ProviderEmulator, *args: str) -> pytest.RunResult:
    return pytester.runpytest_subprocess(
        "--ws-provider=tavily", f"--ws-endpoint=tavily={emu.url('tavily')}", *args
    )


def _run(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _record_all(pytester: pytest.Pytester, emu: ProviderEmulator) -> None:
    result = _bench(pytester, emu, "--ws-record=all", "--ws-report=all.json")
    assert result.ret == 0, result.stdout.str()[-3000:]
    emu.reset()


@pytest.mark.enable_socket
def test_record_at_an_endpoint_then_replay_offline(pytester, project, emu) -> None:
    result = _bench(pytester, emu, "--ws-record=all", "--ws-report=rec.json")
    assert result.ret == 0, result.stdout.str()[-3000:]
    run = _run(project / "rec.json")
    assert run["provenance"]["endpoints"]["tavily"] == emu.url("tavily")
    recorded = run["providers"]["tavily"]["recorded"]
    assert recorded["cases"] == len(CASES) - 1  # the forbidden case never calls
    assert recorded["calls"] >= 2 and recorded["spend_usd"] is not None
    recorded_line = unwrapped(result.stdout.lines, "  recorded live:")  # wrapped at the width
    assert fnmatch(
        recorded_line,
        "*recorded live: 2 case(s), * call(s)*; estimated cost $* at the providers' prices; "
        f"no money spent: the calls went to a local address (tavily: {emu.base_url})",
    )
    assert emu.stats()["totals"]["duplicate_paid_calls"] == 0
    manifest = load_manifest(project / "cassettes" / "manifest.json")
    entry = manifest.files["tavily/search/gs-065.json"]
    assert entry.synthetic is False and emu.url("tavily") in (entry.source_url or "")
    # offline: the same endpoint, every request answered from the new cassettes
    emu.reset()
    replay = _bench(pytester, emu, "--ws-report=replay.json")
    assert replay.ret == 0, replay.stdout.str()[-3000:]
    assert emu.stats()["totals"]["requests"] == 0
    assert (
        ws_bench(
            [
                "manifest",
                str(project / "cassettes"),
                "--golden",
                str(project / "golden"),
                "--endpoint",
                f"tavily={emu.url('tavily')}",
            ]
        )
        == 0
    )


@pytest.mark.enable_socket
def test_record_new_records_exactly_what_is_stale(pytester, project, emu, capsys) -> None:
    _record_all(pytester, emu)
    path = project / "golden" / "cases" / "plantas.yaml"
    path.write_text(
        path.read_text(encoding="utf-8").replace("estatus construcción", "estatus obra"),
        encoding="utf-8",
    )
    offline = _bench(pytester, emu, "--ws-report=stale.json")
    assert offline.ret == pytest.ExitCode.TESTS_FAILED
    offline.stdout.fnmatch_lines(["*gs-065?tavily? fixture: request does not match cassette*"])
    assert (
        ws_bench(
            [
                "manifest",
                str(project / "cassettes"),
                "--golden",
                str(project / "golden"),
                "--endpoint",
                f"tavily={emu.url('tavily')}",
            ]
        )
        == 1
    )
    assert "STALE tavily/search/gs-065.json: recorded body.query" in capsys.readouterr().out
    emu.reset()
    again = _bench(pytester, emu, "--ws-record=new", "--ws-report=new.json")
    assert again.ret == 0, again.stdout.str()[-3000:]
    assert emu.queries("tavily") == [q for q in emu.queries("tavily") if "estatus obra" in q] != []
    run = _run(project / "new.json")
    recorded = {c["case_id"]: c["recorded"] for c in run["providers"]["tavily"]["cases"]}
    assert recorded["gs-065"] is not None and recorded["gs-001"] is None
    emu.reset()
    assert _bench(pytester, emu, "--ws-report=after.json").ret == 0
    assert emu.stats()["totals"]["requests"] == 0


@pytest.mark.enable_socket
@pytest.mark.parametrize("mode", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_a_deleted_cassette_asks_for_a_new_recording(pytester, project, emu, mode, capsys) -> None:
    _record_all(pytester, emu)
    (project / "cassettes" / "tavily" / "search" / "gs-001.json").unlink()
    offline = _bench(pytester, emu, "--ws-report=gone.json", *mode)
    assert offline.ret == pytest.ExitCode.INTERRUPTED
    offline.stdout.fnmatch_lines(
        ["*gs-001.json: listed in manifest.json but missing on disk*--prune*"]
    )
    again = _bench(pytester, emu, "--ws-record=new", "--ws-report=new.json", *mode)
    assert again.ret == 0, again.stdout.str()[-3000:]
    queries = emu.queries("tavily")
    assert len(queries) == 1  # only gs-001 went to the provider
    assert (
        ws_bench(
            [
                "manifest",
                str(project / "cassettes"),
                "--golden",
                str(project / "golden"),
                "--endpoint",
                f"tavily={emu.url('tavily')}",
            ]
        )
        == 0
    )
    assert ws_bench(["verify", str(project / "cassettes")]) in (0, 1)  # synthetic leftovers warn
    emu.reset()
    assert _bench(pytester, emu, "--ws-report=after.json", *mode).ret == 0


def test_manifest_prune_drops_only_missing_entries(pytester, project, capsys) -> None:
    cassettes = project / "cassettes"
    (cassettes / "tavily" / "search" / "gs-001.json").unlink()
    edited = cassettes / "tavily" / "search" / "gs-065.json"
    edited.write_text(
        edited.read_text(encoding="utf-8").replace("Tepeyac", "Tepeyak"), encoding="utf-8"
    )
    assert ws_bench(["manifest", str(cassettes), "--golden", str(project / "golden")]) == 1
    out = capsys.readouterr().out
    assert "MISSING" in out and "gs-001.json" in out and "CHANGED" in out and "gs-065.json" in out
    assert ws_bench(["manifest", str(cassettes), "--prune"]) == 1  # the edit is still there
    out = capsys.readouterr().out
    assert "pruned tavily/search/gs-001.json" in out and "CHANGED" in out
    manifest = load_manifest(cassettes / "manifest.json")
    assert "tavily/search/gs-001.json" not in manifest.files
    assert "tavily/search/gs-065.json" in manifest.files  # a changed file is never re-hashed


def test_an_endpoint_for_no_provider_of_the_run_is_a_usage_error(pytester, project) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "--ws-endpoint=tavli=http://127.0.0.1:9")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*--ws-endpoint tavli=... names no provider of this run (tavily)*"]
    )
    bad = pytester.runpytest("--ws-provider=tavily", "--ws-endpoint=tavily=ftp://x")
    assert bad.ret == pytest.ExitCode.USAGE_ERROR
    bad.stderr.fnmatch_lines(["*is not an http(s) URL*"])
