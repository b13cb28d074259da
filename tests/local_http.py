"""A provider-like HTTP server on 127.0.0.1 for tests that record: a handler class that
notes what it saw, served on a free port for the length of a ``with`` block."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class JsonHandler(BaseHTTPRequestHandler):
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

    def log_message(self, *args: object) -> None:
        pass


@contextmanager
def serving(handler: type[JsonHandler]) -> Iterator[tuple[str, list[dict]]]:
    """(the server's origin, the list its handler appends what it saw to)."""
    own = type("Handler", (handler,), {"seen": []})
    server = ThreadingHTTPServer(("127.0.0.1", 0), own)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", own.seen
    finally:
        server.shutdown()
        server.server_close()


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
