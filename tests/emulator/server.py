"""The HTTP layer: a threading server on 127.0.0.1 and :class:`ProviderEmulator`, which runs
it in a background thread of this process.

A thread per connection, keep-alive. Each request: read the body, let the core decide,
sleep the drawn latency, count the answer (:meth:`EmulatorCore.book`), write headers and
body in one write, then record whether it was delivered (:meth:`EmulatorCore.complete`).
A client that went away while the provider "worked" is found by peeking the socket before
writing (a heuristic): its answer is paid but not delivered.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from .config import PROVIDERS, EmulatorConfig
from .core import EmulatorCore


def _peer_closed(sock: socket.socket) -> bool:
    """True when the client has closed its end (it sends nothing while awaiting an answer)."""
    try:
        readable, _, _ = select.select([sock], [], [], 0)
        if not readable:
            return False
        return sock.recv(1, socket.MSG_PEEK) == b""
    except OSError:
        return True


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "provider-emulator/1"
    server: _Server

    def setup(self) -> None:
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.server.track(self.connection, True)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.server.track(self.connection, False)

    def version_string(self) -> str:
        return self.server_version

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _read_body(self) -> bytes:
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    break
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            return b"".join(chunks)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _dispatch(self) -> None:
        body = self._read_body()
        core = self.server.core
        headers = {k.lower(): v for k, v in self.headers.items()}
        reply = core.handle(self.command, self.path, headers, body)
        if reply.delay_s > 0:
            time.sleep(reply.delay_s)
        core.book(reply, time.monotonic())
        delivered = False
        try:
            if reply.key is not None and _peer_closed(self.connection):
                raise ConnectionResetError("client went away")
            self.send_response(reply.status)
            for name, value in reply.headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(reply.body)))
            if self.close_connection:
                self.send_header("Connection", "close")
            # One write for headers and body (no Nagle/delayed-ACK stall on keep-alive).
            buffer: list[bytes] = self._headers_buffer  # type: ignore[attr-defined]
            buffer.append(b"\r\n")
            buffer.append(reply.body)
            self.flush_headers()
            delivered = True
        except OSError:
            self.close_connection = True
        finally:
            core.complete(reply, delivered)

    do_GET = _dispatch
    do_POST = _dispatch
    do_PUT = _dispatch
    do_DELETE = _dispatch


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    allow_reuse_address = True
    request_queue_size = 512

    def __init__(self, address: tuple[str, int], core: EmulatorCore) -> None:
        self.core = core
        self._connections: set[socket.socket] = set()
        self._conn_lock = threading.Lock()
        super().__init__(address, _Handler)

    def get_request(self) -> tuple[socket.socket, Any]:
        """``socket.accept()`` with the listening socket's own class: a test that blocks
        sockets in this process (pytest-socket replaces ``socket.socket``) blocks its own
        clients, never the emulator's accepting thread."""
        listener = self.socket
        fd, address = listener._accept()  # type: ignore[attr-defined]
        conn = type(listener)(listener.family, listener.type, listener.proto, fileno=fd)
        if socket.getdefaulttimeout() is None and listener.gettimeout():
            conn.setblocking(True)
        return conn, address

    def track(self, conn: socket.socket, add: bool) -> None:
        with self._conn_lock:
            (self._connections.add if add else self._connections.discard)(conn)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Clients that vanish mid-request are normal here (killed recorders): stay quiet."""
        if isinstance(sys.exc_info()[1], OSError):
            return
        super().handle_error(request, client_address)

    def close_all(self) -> None:
        with self._conn_lock:
            conns = list(self._connections)
            self._connections.clear()
        for conn in conns:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)


class ProviderEmulator:
    """The emulator in this process (a background thread). A context manager::

    with ProviderEmulator(EmulatorConfig(time_scale=0.01)) as emu:
        adapter = TavilyAdapter(base_url=emu.url("tavily"), api_key="k")
        ...
        assert emu.stats()["totals"]["duplicate_paid_calls"] == 0
    """

    def __init__(self, config: EmulatorConfig | None = None, **overrides: Any) -> None:
        self.config = dataclasses.replace(config or EmulatorConfig(), **overrides)
        self.core: EmulatorCore | None = None
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("the emulator is not running: call start() first")
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://{self.config.host}:{self.port}"

    def url(self, provider: str) -> str:
        """The base URL to give ``provider``'s adapter (``--ws-endpoint NAME=URL``)."""
        if provider not in PROVIDERS:
            raise KeyError(f"no emulated provider {provider!r}; have {PROVIDERS}")
        return f"{self.base_url}/{provider}"

    def start(self) -> ProviderEmulator:
        if self._server is not None:
            return self
        self.core = EmulatorCore(self.config)
        self._server = _Server((self.config.host, self.config.port), self.core)
        # A restart keeps the port.
        self.config = dataclasses.replace(self.config, port=int(self._server.server_address[1]))
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving, drop open connections, and compact the journal."""
        server, self._server = self._server, None
        if server is None:
            return
        server.shutdown()
        server.close_all()
        server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self.core is not None:
            self.core.close()

    def restart(self) -> ProviderEmulator:
        """Stop and start again on the same port (counters survive with ``state_path``)."""
        self.stop()
        return self.start()

    def _running(self) -> EmulatorCore:
        if self.core is None:
            raise RuntimeError("the emulator was never started: call start() first")
        return self.core

    def stats(self, keys: str = "duplicates") -> dict[str, Any]:
        """The counters, as ``GET /_stats?keys=...`` answers them (still readable after
        :meth:`stop`: the last run's counters)."""
        return self._running().stats(keys)

    def queries(self, provider: str, operation: str = "search") -> list[str]:
        """The queries ``provider`` was sent for ``operation``, sorted (one per distinct
        request the ledger keeps)."""
        keys = self.stats(keys="all")["keys"]
        return sorted(
            json.loads(k["request"])["query"]
            for k in keys
            if k["provider"] == provider and k["operation"] == operation
        )

    def reset(self) -> None:
        self._running().reset()

    def inject(
        self, provider: str, status: int, count: int = 1, operation: str | None = None
    ) -> None:
        self._running().inject(provider, status, count, operation)

    def __enter__(self) -> ProviderEmulator:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
