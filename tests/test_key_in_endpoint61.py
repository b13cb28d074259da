"""A key the user typed into an endpoint (``--ws-endpoint tavily=https://gw/v1/KEY``, a
self-hosted gateway's way): the calls go there, and the run file's provenance (endpoints,
endpoint_overrides, record_args) keeps the URL with the key redacted, as the cassettes do."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from conftest import make_bench_project
from local_http import JsonHandler, TavilyGateway, serving

KEY = "tvly-GW61endpointKey7Qx"


@pytest.fixture
def gateway() -> Iterator[tuple[str, list[dict]]]:
    with serving(TavilyGateway) as served:
        yield served


@pytest.mark.enable_socket
def test_a_key_in_an_endpoint_is_redacted_in_the_run_files_provenance(
    pytester: pytest.Pytester, gateway, monkeypatch
) -> None:
    url, seen = gateway
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    monkeypatch.setenv("TAVILY_API_KEY", KEY)
    endpoint = f"tavily={url}/v1/{KEY}"
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily",
        "--ws-record=new",
        f"--ws-endpoint={endpoint}",
        "--ws-report=rec.json",
        "-p",
        "no:cacheprovider",
    )
    assert seen and seen[0]["path"].startswith(f"/v1/{KEY}/"), seen  # the key did travel
    run_text = (root / "rec.json").read_text(encoding="utf-8")
    assert KEY not in run_text
    provenance = json.loads(run_text)["provenance"]
    assert provenance["endpoints"]["tavily"] == f"{url}/v1/<redacted>"
    assert provenance["endpoint_overrides"]["tavily"]["url"] == f"{url}/v1/<redacted>"
    assert KEY not in result.stdout.str()


class _NotFound(JsonHandler):
    def do_POST(self) -> None:
        self.seen.append({"path": self.path})
        self.answer({"detail": "no such route"}, status=404)


@pytest.mark.enable_socket
@pytest.mark.parametrize("server", ["dead", "404"])
def test_a_key_in_an_endpoint_is_redacted_when_the_call_fails(
    pytester: pytest.Pytester, monkeypatch, server: str
) -> None:
    """Walkthrough 61 #1: a failed call's message names the URL it called (connection
    refused, a 404 on a gateway's path): the run file, the terminal and junit hold the URL
    with the key redacted."""
    import socket

    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    monkeypatch.setenv("TAVILY_API_KEY", KEY)
    args = ["--ws-provider=tavily", "--ws-record=all", "--ws-report=rec.json", "--junitxml=j.xml"]

    def run(url: str) -> pytest.RunResult:
        return pytester.runpytest_subprocess(
            *args, f"--ws-endpoint=tavily={url}/v1/{KEY}", "-p", "no:cacheprovider"
        )

    if server == "dead":
        with socket.socket() as sock:  # a port nothing listens on
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
        result = run(f"http://127.0.0.1:{port}")
    else:
        with serving(_NotFound) as (url, seen):
            result = run(url)
        assert seen, "the gateway was called"
    assert result.ret != 0
    run_text = (root / "rec.json").read_text(encoding="utf-8")
    assert "/v1/<redacted>" in run_text
    # each failure as it was meant: nothing listening, or the gateway's own 404
    assert ("answered 404" in run_text) == (server == "404"), run_text[-2000:]
    for text in (run_text, result.stdout.str(), (root / "j.xml").read_text(encoding="utf-8")):
        assert KEY not in text
    leftovers = [
        p for p in root.rglob("*") if p.is_file() and KEY in p.read_text("utf-8", "replace")
    ]
    assert leftovers == []
