"""The governing rule, mechanically: in bench mode no test reaches the network."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import pytest

from conftest import assert_item_outcomes, drop_fixture, latest_run, make_bench_project


class _Handler(BaseHTTPRequestHandler):
    hits: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        type(self).hits.append(self.path)
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.end_headers()
        self.wfile.write(b'{"results": []}')

    do_POST = do_GET

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def loopback() -> Iterator[tuple[str, list[str]]]:
    handler = type("Handler", (_Handler,), {"hits": []})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", handler.hits
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.enable_socket
def test_a_live_call_in_bench_mode_fails_at_once(pytester: pytest.Pytester, loopback) -> None:
    url, hits = loopback
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makepyfile(
        test_live=f"""
        import urllib.request
        import pytest

        def test_live_call():
            urllib.request.urlopen("{url}/live", timeout=5)

        @pytest.mark.enable_socket
        def test_marked_loopback_server():
            assert urllib.request.urlopen("{url}/marked", timeout=5).status == 200
        """
    )
    result = pytester.runpytest_subprocess("golden", "test_live.py", "--ws-provider=tavily")
    assert_item_outcomes(result, latest_run(pytester.path), passed=2, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*test_live_call*",
            "*SocketBlockedError*",
            "*websearch-bench*",
            "*the bench is offline (--ws-record=none)*--ws-record=new*",
        ]
    )
    assert hits == ["/marked"], "only the test marked enable_socket reached the server"


@pytest.mark.enable_socket
def test_bench_item_without_cassette_cannot_reach_the_network(
    pytester: pytest.Pytester, loopback
) -> None:
    url, hits = loopback
    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
    drop_fixture(root, "tavily/search/gs-065.json")
    pytester.makeconftest(
        f"""
        import pytest
        from pytest_websearch_bench.providers.tavily import TavilyAdapter

        class LoopbackTavily(TavilyAdapter):
            base_url = "{url}"

        @pytest.hookimpl(optionalhook=True)
        def pytest_ws_provide_adapter(name, config):
            return LoopbackTavily if name == "tavily" else None
        """
    )
    result = pytester.runpytest_subprocess("--ws-provider=tavily")
    # gs-001's recorded request names api.tavily.com
    assert_item_outcomes(result, latest_run(pytester.path), failed=2)
    result.stdout.fnmatch_lines(["*gs-065?tavily? fixture: no cassette for provider 'tavily'*"])
    assert hits == []


def test_dormant_plugin_imports_nothing_heavy(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(
        """
        import sys
        HEAVY = ("pydantic", "httpx", "vcr", "lxml", "trafilatura", "pdfplumber", "pypdfium2", "yaml")

        def pytest_sessionfinish(session):
            loaded = sorted(m for m in HEAVY if m in sys.modules)
            print("HEAVY-LOADED:", ",".join(loaded) or "none")
        """
    )
    pytester.makepyfile(test_plain="def test_plain():\n    assert True\n")
    result = pytester.runpytest_subprocess("-s")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*HEAVY-LOADED: none*"])
    assert "= websearch-bench =" not in result.stdout.str()  # registered, but silent
    lines = [line for line in result.stdout.lines if line.startswith("plugins:")]
    assert lines and "websearch-bench" in lines[0]
