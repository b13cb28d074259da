"""The tests' one local HTTP server (``tests/local_http.py``): its own handler class per
server, its counts of requests answered and in flight, and a closed port after its block."""

from __future__ import annotations

import threading
import urllib.error
import urllib.request

import pytest

from local_http import QuietHandler, local_server


class _Held(QuietHandler):
    """Answers each GET once ``release`` is set; notes the path in ``paths``."""

    paths: list[str]
    arrived: threading.Event
    release: threading.Event

    def do_GET(self) -> None:
        self.paths.append(self.path)
        self.arrived.set()
        self.release.wait(30)
        self.send_response(204)
        self.end_headers()


def _get(url: str) -> int:
    with urllib.request.urlopen(url, timeout=30) as answer:
        return int(answer.status)


@pytest.mark.enable_socket
def test_counts_a_request_in_flight_until_it_is_answered() -> None:
    arrived, release = threading.Event(), threading.Event()
    with local_server(_Held, "/x", paths=[], arrived=arrived, release=release) as server:
        assert server.url == f"{server.origin}/x" and server.port > 0
        statuses: list[int] = []
        client = threading.Thread(target=lambda: statuses.append(_get(server.url)))
        client.start()
        assert arrived.wait(30)
        assert (server.in_flight, server.answered) == (1, 0)
        release.set()
        assert server.settled() == 1 and server.in_flight == 0
        client.join()
        assert statuses == [204] and server.handler.paths == ["/x"]


@pytest.mark.enable_socket
def test_each_server_has_its_own_handler_attributes_and_counts() -> None:
    ready = threading.Event()
    ready.set()
    with (
        local_server(_Held, paths=[], arrived=threading.Event(), release=ready) as one,
        local_server(_Held, paths=[], arrived=threading.Event(), release=ready) as two,
    ):
        assert _get(f"{one.origin}/a") == 204 and _get(f"{one.origin}/b") == 204
        assert _get(f"{two.origin}/c") == 204
        assert one.settled() == 2 and two.settled() == 1
        assert one.handler.paths == ["/a", "/b"] and two.handler.paths == ["/c"]
        assert not hasattr(_Held, "paths")  # the class given stays as it was


@pytest.mark.enable_socket
def test_the_port_is_closed_after_the_block() -> None:
    with local_server(_Held, paths=[], arrived=threading.Event(), release=threading.Event()) as s:
        pass
    with pytest.raises(urllib.error.URLError):
        _get(s.origin)
