"""Recording a case again keeps its synthetic failure fixture (classes 4-7 from
``ws-bench synthesize --failures-only``) while it is still valid, and otherwise drops it
with a line naming the case, the class and the remedy, at the end of the recording and
in the run file's ``recording`` block (it was deleted silently: the next report said
``missing: 4``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.replay.manifest import load_manifest
from test_own_golden_set import _project

REMEDY = "`ws-bench synthesize --failures-only --provider tavily` adds the class again"


def _dropped(run_file: Path) -> list[dict]:
    run = json.loads(run_file.read_text(encoding="utf-8"))
    return list(run["recording"].get("synthetic_dropped", []))


@pytest.mark.enable_socket
def test_rerecording_keeps_valid_failure_fixtures_and_reports_dropped_ones(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    root = pytester.path
    cassettes = root / "cassettes"
    monkeypatch.setenv("TAVILY_API_KEY", "any")
    with ProviderEmulator(EmulatorConfig.for_tests()) as emu:
        _project(root, emu.url("tavily").rsplit("/", 1)[0])
        first = pytester.runpytest_subprocess("--ws-provider=tavily", "--ws-record=new")
        assert first.ret == 0, first.stdout.str()[-3000:]
        assert (
            main(["synthesize", "--failures-only", "--provider", "tavily", "--no-injection"]) == 0
        )
        out = capsys.readouterr().out
        assert "tavily: class 4 (429) on tm-003; class 5 (5xx) on tm-002" in out
        failures = {
            "tavily/errors/tm-003.search.json": 4,
            "tavily/errors/tm-002.search.json": 5,
            "tavily/errors/tm-101.search.json": 6,
            "tavily/errors/tm-001.extract.json": 7,
        }
        before = {r: (cassettes / r).read_bytes() for r in failures}

        # tm-003's query changes: its recording is stale, recorded again; its 429 was
        # built on the old request and is dropped, said at the end and in the run file
        docs = root / "golden" / "cases" / "docs.yaml"
        docs.write_text(
            docs.read_text(encoding="utf-8").replace(
                "lxml html cleaner remove javascript", "lxml html cleaner remove scripts"
            ),
            encoding="utf-8",
        )
        again = pytester.runpytest_subprocess(
            "--ws-provider=tavily", "--ws-record=new", "--ws-report=runs/new.json"
        )
        assert again.ret == 0, again.stdout.str()[-3000:]
        text = again.stdout.str()
        assert (
            "tavily: tm-003 dropped its synthetic class 4 (429) fixture "
            "tavily/errors/tm-003.search.json (its request is not the one the case sends now"
        ) in text
        assert REMEDY in text
        assert [(d["case_id"], d["fixture_class"]) for d in _dropped(root / "runs/new.json")] == [
            ("tm-003", 4)
        ]
        manifest = load_manifest(cassettes / "manifest.json")
        assert "tavily/errors/tm-003.search.json" not in manifest.files
        assert not (cassettes / "tavily/errors/tm-003.search.json").exists()

        # everything recorded again with the same requests: the 5xx and the timeout still
        # retry into the new recording and are kept byte for byte; the partial was built
        # from the replaced answer and is dropped, said so
        full = pytester.runpytest_subprocess(
            "--ws-provider=tavily", "--ws-record=all", "--ws-report=runs/all.json"
        )
        assert full.ret == 0, full.stdout.str()[-3000:]
    for relative in ("tavily/errors/tm-002.search.json", "tavily/errors/tm-101.search.json"):
        assert (cassettes / relative).read_bytes() == before[relative]
    manifest = load_manifest(cassettes / "manifest.json")
    assert manifest.files["tavily/errors/tm-002.search.json"].synthetic
    assert manifest.files["tavily/errors/tm-101.search.json"].synthetic
    assert [(d["case_id"], d["fixture_class"]) for d in _dropped(root / "runs/all.json")] == [
        ("tm-001", 7)
    ]
    assert "tm-001 dropped its synthetic class 7 (partial)" in full.stdout.str()
    assert main(["verify", "cassettes", "--allow-incomplete"]) == 0
    # the remedy brings back exactly the classes dropped
    assert main(["synthesize", "--failures-only", "--provider", "tavily", "--no-injection"]) == 0
    out = capsys.readouterr().out
    assert "class 4 (429)" in out and "class 7 (partial)" in out and "already had 5, 6" in out
