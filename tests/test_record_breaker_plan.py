"""``--ws-record=new`` plans the cases the session breaker refused in replay too.

The bundled tavily fixtures record two outages (gs-081, gs-082: 502/503, five failures
in a row) and the breaker they open refuses gs-083 in replay, so gs-083's own cassettes
are never read. Recorded through a gateway, every case is stale at the new address and
the outages come back as answers: the breaker stays closed and gs-083 calls. One
recording pass must record it as well (it used to be left out, and the session failed on
its cassette recorded at the provider's own address); the mismatch remedy names both
addresses instead of asking for the `--ws-endpoint` the run was given.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import ROOT, make_bench_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.errors import RecordContext, ReplayMismatchError
from pytest_websearch_bench.replay.manifest import load_manifest, write_manifest

CASES = ["gs-081", "gs-082", "gs-083"]


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


def _bundled_tavily(root: Path) -> None:
    """The project's tavily fixtures replaced by the bundled ones for CASES."""
    cassettes = root / "cassettes"
    bundled = load_manifest(ROOT / "cassettes" / "manifest.json")
    manifest = load_manifest(cassettes / "manifest.json")
    for relative in [p for p in manifest.files if p.startswith("tavily/")]:
        (cassettes / relative).unlink()
        del manifest.files[relative]
    for relative, entry in bundled.files.items():
        if relative.startswith("tavily/") and set(entry.case_ids) & set(CASES):
            (cassettes / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / "cassettes" / relative, cassettes / relative)
            manifest.files[relative] = entry
    write_manifest(manifest, cassettes / "manifest.json")


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    _bundled_tavily(root)
    return root


def _uri(root: Path, relative: str) -> str:
    cassette = json.loads((root / "cassettes" / relative).read_text(encoding="utf-8"))
    return str(cassette["interactions"][0]["request"]["uri"])


@pytest.mark.enable_socket
@pytest.mark.parametrize("workers", [None, "2"])
def test_one_gateway_recording_records_the_case_the_breaker_refused(
    pytester: pytest.Pytester, project: Path, emu: ProviderEmulator, workers: str | None
) -> None:
    replay = pytester.runpytest_subprocess("--ws-provider=tavily", "--ws-report=before.json")
    assert replay.ret == 0, replay.stdout.str()[-3000:]
    before = json.loads((project / "before.json").read_text(encoding="utf-8"))
    refused = {c["case_id"]: c.get("breaker") for c in before["providers"]["tavily"]["cases"]}
    assert (refused["gs-083"] or {}).get("state") == "open"  # the scenario holds
    assert _uri(project, "tavily/search/gs-083.json").startswith("https://")

    url = emu.url("tavily")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", f"--ws-endpoint=tavily={url}", "--ws-record=new",
        "--ws-report=rec.json", *(["-n", workers] if workers else []),
    )  # fmt: skip
    out = result.stdout.str()
    assert result.ret == 0, out[-3000:]
    assert "url.scheme" not in out
    run = json.loads((project / "rec.json").read_text(encoding="utf-8"))
    recorded = sorted(c["case_id"] for c in run["providers"]["tavily"]["cases"] if c["recorded"])
    assert recorded == CASES
    assert _uri(project, "tavily/search/gs-083.json").startswith(url.rsplit("/", 1)[0])
    # nothing is left for a second pass
    again = pytester.runpytest_subprocess(
        "--ws-provider=tavily", f"--ws-endpoint=tavily={url}", "--ws-record=new",
        "--ws-report=again.json",
    )  # fmt: skip
    assert again.ret == 0, again.stdout.str()[-3000:]
    second = json.loads((project / "again.json").read_text(encoding="utf-8"))
    assert not [c for c in second["providers"]["tavily"]["cases"] if c["recorded"]]


def test_the_address_mismatch_remedy_names_both_addresses() -> None:
    """Recorded at the provider's address, replayed through a gateway: the remedy does not
    ask for the --ws-endpoint the run was given."""
    error = ReplayMismatchError(
        "c.json", "url.scheme", "https", "http", "tavily",
        recorded_origin="https://api.tavily.com",
        context=RecordContext(endpoints={"tavily": "http://127.0.0.1:8000/tavily"}),
    )  # fmt: skip
    text = str(error)
    assert "recorded at https://api.tavily.com" in text
    assert (
        "this run sends tavily's requests to the address of --ws-endpoint "
        "tavily=http://127.0.0.1:8000/tavily: replay at"
    ) in text
    assert "the same `--ws-endpoint" not in text
    assert "--ws-record=new" in text
    bare = str(ReplayMismatchError("c.json", "url.netloc", "gw:1", "api", "tavily",
                                   recorded_origin="http://gw:1"))  # fmt: skip
    assert "`--ws-endpoint tavily=http://gw:1" in bare and "no --ws-endpoint" in bare


def test_the_address_remedy_keeps_the_recorded_endpoint_path() -> None:
    """Recorded through --ws-endpoint tavily=http://127.0.0.1:18931/tavily and replayed
    without it: the remedy gives that whole base URL, not its origin (following the origin
    alone failed on 'url.path' next, whose remedy was to re-record against the provider)."""
    from pytest_websearch_bench.replay.transport import recorded_base

    recorded = "http://127.0.0.1:18931/tavily/search"
    assert recorded_base(recorded, "https://api.tavily.com/search") == (
        "http://127.0.0.1:18931/tavily"
    )
    assert recorded_base("https://gw:1/search", "https://api.tavily.com/search") == "https://gw:1"
    assert recorded_base("https://gw:1/x", "https://api.tavily.com/search") == "https://gw:1"
    # replayed through another local port with the same path (the walkthrough of stop 58):
    # the run's own base path is no part of the operation's, so the remedy keeps /tavily
    moved = "http://127.0.0.1:18959/tavily/search"
    assert recorded_base(recorded, moved, "http://127.0.0.1:18959/tavily") == (
        "http://127.0.0.1:18931/tavily"
    )
    assert recorded_base(recorded, moved, "http://127.0.0.1:18959/tavily/") == (
        "http://127.0.0.1:18931/tavily"
    )
    assert recorded_base(recorded, moved) == "http://127.0.0.1:18931"  # base unknown: as before
    error = ReplayMismatchError(
        "c.json", "url.netloc", "127.0.0.1:18931", "api.tavily.com", "tavily",
        recorded_origin=recorded_base(recorded, "https://api.tavily.com/search"),
    )  # fmt: skip
    assert "`--ws-endpoint tavily=http://127.0.0.1:18931/tavily`" in str(error)
