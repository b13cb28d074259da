"""One HTTP server on 127.0.0.1 for the tests that need a provider, a gateway, a proxy or a
judge to answer (``local_server``): bound to a free port, served in a daemon thread, shut
down, closed and joined when its ``with`` block (or its fixture) ends. It counts the
requests it answered and those in flight, so a test that reads what the server saw after a
subprocess ended first waits until nothing is in flight (``LocalServer.settled``).

Also a handler that answers JSON (``JsonHandler``) and ``serving``, its shorter form.
``tests/emulator/`` keeps its own server: it is a separate tool with its own command line."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Generic, TypeVar

H = TypeVar("H", bound=BaseHTTPRequestHandler)

# how long ``settled`` waits for the requests in flight to end: a bound on a wait, never a
# timing assertion (a loaded machine stretches it; the caller asserts counts)
SETTLE_S = 30.0


@dataclass
class Counts:
    """The requests a server answered (a response written, or the connection lost while
    writing it) and those it is handling now, under one condition."""

    answered: int = 0
    in_flight: int = 0
    changed: threading.Condition = field(default_factory=threading.Condition)

    def start(self) -> None:
        with self.changed:
            self.in_flight += 1

    def end(self) -> None:
        with self.changed:
            self.in_flight -= 1
            self.answered += 1
            self.changed.notify_all()


@dataclass
class LocalServer(Generic[H]):
    """A running server: its origin (``http://127.0.0.1:PORT``), ``url`` (the origin and the
    path asked for), the handler class made for it (class attributes given to
    ``local_server`` are its own, never shared with another server) and its counts."""

    origin: str
    url: str
    handler: type[H]
    counts: Counts

    @property
    def port(self) -> int:
        return int(self.origin.rsplit(":", 1)[1])

    @property
    def answered(self) -> int:
        return self.counts.answered

    @property
    def in_flight(self) -> int:
        return self.counts.in_flight

    def settled(self, timeout: float = SETTLE_S) -> int:
        """The requests answered once none is in flight (a subprocess that ended may have
        left one being answered); raises when some are still in flight after ``timeout``."""
        with self.counts.changed:
            if not self.counts.changed.wait_for(lambda: self.counts.in_flight == 0, timeout):
                raise AssertionError(
                    f"{self.counts.in_flight} request(s) still in flight at {self.origin} "
                    f"after {timeout:g} s"
                )
            return self.counts.answered


def _counted(handler: type[H], counts: Counts, attrs: Mapping[str, Any]) -> type[H]:
    """``handler`` with ``attrs`` as its own class attributes, counting each request from
    the moment it is parsed to the end of its response."""

    class Counted(handler):  # type: ignore[valid-type,misc]
        _counting = False

        def parse_request(self) -> bool:
            parsed = super().parse_request()
            if parsed:
                counts.start()
                self._counting = True
            return parsed

        def handle_one_request(self) -> None:
            self._counting = False
            try:
                super().handle_one_request()
            finally:
                if self._counting:
                    counts.end()

    for name, value in attrs.items():
        setattr(Counted, name, value)
    Counted.__name__ = Counted.__qualname__ = handler.__name__
    return Counted


@contextmanager
def local_server(handler: type[H], path: str = "", **attrs: Any) -> Iterator[LocalServer[H]]:
    """Serve ``handler`` on 127.0.0.1 at a free port for the ``with`` block; ``attrs``: class
    attributes of this server's own handler class (a body, a list it appends to, a lock).
    ``path`` is appended to the origin in ``LocalServer.url``."""
    counts = Counts()
    own = _counted(handler, counts, attrs)
    server = ThreadingHTTPServer(("127.0.0.1", 0), own)
    thread = threading.Thread(target=server.serve_forever, name="local-http", daemon=True)
    thread.start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield LocalServer(origin, origin + path, own, counts)
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


class QuietHandler(BaseHTTPRequestHandler):
    """A handler that writes no access log to stderr."""

    def log_message(self, *args: object) -> None:
        pass


class JsonHandler(QuietHandler):
    """A handler that answers JSON (``answer``) and keeps quiet; ``seen`` is per server."""

    seen: list[dict]

    def answer(
        self, payload: Any, headers: Mapping[str, str] | None = None, status: int = 200
    ) -> None:
        data = json.dumps(payload).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@contextmanager
def serving(handler: type[JsonHandler]) -> Iterator[tuple[str, list[dict]]]:
    """(the server's origin, the list its handler appends what it saw to)."""
    with local_server(handler, seen=[]) as server:
        yield server.origin, server.handler.seen


def tavily_answer(query: Any, **extra: Any) -> dict[str, Any]:
    """A Tavily-shaped search answer with one result (a gateway in front of Tavily), and
    ``extra`` top-level fields (an echo of the request, say)."""
    return {
        "query": query,
        "results": [
            {
                "title": "Aceros Finos del Altiplano",
                "url": "https://acerosfinosaltiplano.com.mx/contacto",
                "content": "Venta de acero.",
                "score": 0.9,
                "raw_content": None,
            }
        ],
        "request_id": "req-gw",
        **extra,
    }


class TavilyGateway(JsonHandler):
    """A gateway in front of Tavily: keeps each POST's path in ``seen`` and answers
    ``tavily_answer`` for the request's query (the key-in-endpoint tests)."""

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length", 0))
        body = json.loads(self.rfile.read(length) or b"{}")
        self.seen.append({"path": self.path})
        self.answer(tavily_answer(body.get("query")))
