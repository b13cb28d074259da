"""``--ws-strict-provenance`` on cassettes recorded at an emulator: the remedy is the
run's own recording command (``errors.record_command``), with its ``--ws-cassettes``
(a custom tree here, never a ``TREE`` placeholder), the local ``--ws-endpoint`` named
where it was given to be left out, and the gateway declaration with the address."""

from __future__ import annotations

import json

import pytest

from conftest import make_bench_project
from emulator import EmulatorConfig, ProviderEmulator

CASES = ["gs-001", "gs-065"]


@pytest.mark.enable_socket
def test_the_strict_remedy_names_the_runs_tree_and_endpoint(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "cassettes").rename(root / "fx")
    with ProviderEmulator(EmulatorConfig.for_tests()) as emu:
        url = emu.url("tavily")
        flags = ["--ws-provider=tavily", "--ws-cassettes=fx", f"--ws-endpoint=tavily={url}"]
        recorded = pytester.runpytest_subprocess(*flags, "--ws-record=all", "--ws-report=r.json")
        assert recorded.ret == 0, recorded.stdout.str()[-3000:]
    origin = url.rsplit("/", 1)[0]
    strict = pytester.runpytest_subprocess(*flags, "--ws-strict-provenance", "--ws-report=s.json")
    assert strict.ret == pytest.ExitCode.TESTS_FAILED
    remedy = (
        "re-record that fixture tree against the provider with its key: `pytest "
        "--ws-provider=tavily --ws-cassettes=fx --ws-record=all` (your test selection kept, "
        f"without this run's --ws-endpoint tavily={url} (a local address)); or, if the "
        f"address is your gateway to the provider, declare it (--ws-gateway {origin}, or "
        "ws_gateways in pytest.ini)"  # the project's ini file, by its name (ux68a)
    )
    out = strict.stdout.str()
    # the verdict's failure and the report's line both say it (read as one text: the
    # report wraps its lines at the terminal's width)
    assert " ".join(out.split()).count(remedy) >= 2, out[-4000:]
    assert "TREE" not in out and "ORIGIN" not in out
    run = json.loads((root / "s.json").read_text(encoding="utf-8"))
    assert run["provenance"]["cassettes"] == "fx"
    assert run["provenance"]["endpoint_overrides"] == {
        "tavily": {"url": url, "source": "--ws-endpoint"}
    }
    (failure,) = [f for f in run["failures"] if f["kind"] == "provenance"]
    assert remedy in failure["why"]
