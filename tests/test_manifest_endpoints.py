"""``ws-bench manifest`` compares search cassettes at the endpoint pytest replays them
at: the project ini's ``ws_endpoints`` (or ``--endpoint``); a cassette recorded at a
local address with no endpoint given is compared at the address its request went to,
with a note, and a stale one's remedy always carries that endpoint."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import make_bench_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.cli import main as ws_bench


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


@pytest.fixture
def recorded(pytester: pytest.Pytester, monkeypatch, emu) -> Path:
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    project = make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",)
    )
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily",
        "--ws-record=all",
        f"--ws-endpoint=tavily={emu.url('tavily')}",
        "-p",
        "no:cacheprovider",
    )
    assert result.ret == 0, result.stdout.str()[-3000:]
    return project


def _manifest(project: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = ws_bench(["manifest", str(project / "cassettes"), "--golden", str(project / "golden")])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


@pytest.mark.enable_socket
def test_manifest_reads_the_ini_endpoints_and_names_a_local_recording(
    recorded, emu, capsys
) -> None:
    url = emu.url("tavily")
    (recorded / "pytest.ini").write_text(
        f"[pytest]\ntestpaths = golden\nws_endpoints =\n    tavily={url}\n", encoding="utf-8"
    )
    code, out = _manifest(recorded, capsys)
    assert code == 0 and "STALE" not in out, out  # was: every search cassette STALE (https)
    assert f"endpoints from {recorded / 'pytest.ini'} (ws_endpoints): tavily" in out
    (recorded / "pytest.ini").write_text("[pytest]\ntestpaths = golden\n", encoding="utf-8")
    code, out = _manifest(recorded, capsys)
    assert code == 0 and "STALE" not in out, out
    assert (
        f"note tavily: recorded at a local address ({url}) and no endpoint was given" in out
        and f"add `--ws-endpoint tavily={url}` to your pytest command" in out
    )
    cases = recorded / "golden" / "cases" / "plantas.yaml"
    cases.write_text(
        cases.read_text(encoding="utf-8").replace("estatus construcción", "estatus obra"),
        encoding="utf-8",
    )
    code, out = _manifest(recorded, capsys)
    assert code == 1
    stale = [line for line in out.splitlines() if line.startswith("STALE")]
    assert len(stale) == 1 and "tavily/search/gs-065.json: recorded body.query" in stale[0]
    command = stale[0].split(": `", 1)[1].split("`", 1)[0]
    assert command == (
        f"pytest --ws-provider=tavily --ws-golden={recorded / 'golden'} "
        f"--ws-cassettes={recorded / 'cassettes'} --ws-endpoint tavily={url} --ws-record=new"
    )
    assert stale[0].endswith("records it again (with your run's paths and options)")
