"""A hostile bench project: every place issue 17 lists dials a listener on 127.0.0.1.

Each probe appends one JSON line ``{"label", "role", "outcome"}`` to ``$NL_OUT`` and,
when it gets through, sends ``label@role`` to the listener, which records it. Probes
never fail the run: they record what happened. Used by tests/test_network_lock.py.
"""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

PROBES = '''
import asyncio, ctypes, json, multiprocessing, os, shutil, socket, struct, subprocess, sys
import _socket

PORT = int(os.environ["NL_PORT"])
OUT = os.environ["NL_OUT"]
ROLE = os.environ.get("PYTEST_XDIST_WORKER", "main")


def record(label, outcome):
    line = json.dumps({"label": label, "role": ROLE, "outcome": outcome}) + "\\n"
    fd = os.open(OUT, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666)
    os.write(fd, line.encode())
    os.close(fd)


def outcome_of(error):
    if isinstance(error, OSError) and error.errno:
        return f"{type(error).__name__}:{error.errno}"
    return type(error).__name__


def dial(label, make=lambda: socket.socket(socket.AF_INET, socket.SOCK_STREAM)):
    try:
        sock = make()
        sock.settimeout(3)
        sock.connect(("127.0.0.1", PORT))
        sock.sendall(f"{label}@{ROLE}\\n".encode())
        sock.close()
        record(label, "connected")
    except BaseException as error:
        record(label, outcome_of(error))


def dial_c(label):
    dial(label, lambda: _socket.socket(socket.AF_INET, socket.SOCK_STREAM))


def dial_type(label):
    dial(label, lambda: socket.SocketType(socket.AF_INET, socket.SOCK_STREAM))


def dial_create_connection(label):
    try:
        sock = socket.create_connection(("127.0.0.1", PORT), timeout=3)
        sock.sendall(f"{label}@{ROLE}\\n".encode())
        sock.close()
        record(label, "connected")
    except BaseException as error:
        record(label, outcome_of(error))


def resolve(label):
    for name, call in (
        ("gethostbyname_ex", lambda: socket.gethostbyname_ex("localhost")),
        ("gethostbyname", lambda: socket.gethostbyname("localhost")),
        ("getaddrinfo", lambda: _socket.getaddrinfo("localhost", 80)),
        ("gethostbyaddr", lambda: socket.gethostbyaddr("127.0.0.1")),
    ):
        try:
            call()
            record(f"{label}-{name}", "resolved")
        except BaseException as error:
            record(f"{label}-{name}", outcome_of(error))


def dial_asyncio(label):
    async def go():
        reader, writer = await asyncio.open_connection("127.0.0.1", PORT)
        writer.write(f"{label}@{ROLE}\\n".encode())
        await writer.drain()
        writer.close()

    try:
        asyncio.run(go())
        record(label, "connected")
    except BaseException as error:
        record(label, outcome_of(error))


SUB_CODE = """
import socket
try:
    s = socket.create_connection(("127.0.0.1", {port}), timeout=3)
    s.sendall(b"{label}@{role}" + bytes([10]))
    print("connected")
except Exception as error:
    print(type(error).__name__ + (":" + str(error.errno) if getattr(error, "errno", None) else ""))
"""


def sub_python(label):
    code = SUB_CODE.format(port=PORT, label=label, role=ROLE)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    record(label, done.stdout.strip() or ("exit:" + str(done.returncode)))


def sub_curl(label):
    if shutil.which("curl") is None:
        record(label, "absent")
        return
    url = f"http://127.0.0.1:{PORT}/{label}@{ROLE}"
    done = subprocess.run(["curl", "-s", "-o", "/dev/null", "--max-time", "3", url])
    record(label, "connected" if done.returncode in (0, 52, 56) else f"curl-exit:{done.returncode}")


def mp_spawn(label):
    process = multiprocessing.get_context("spawn").Process(target=dial, args=(label,))
    process.start()
    process.join(30)
'''

# Loaded with -p, before the lock (and outside the sandbox's namespace).
EARLY_SOCK = """
import socket
TCP = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
"""

CONFTEST = """
import atexit
import pytest
import probes

probes.dial("conftest-import")
probes.dial_c("conftest-import-_socket")
probes.dial_create_connection("conftest-import-create_connection")
probes.resolve("conftest-import")
atexit.register(probes.dial, "atexit")


def pytest_configure(config):
    probes.dial("hook-configure")


def pytest_collection_modifyitems(session, config, items):
    probes.dial("hook-collection_modifyitems")


@pytest.hookimpl(optionalhook=True)
def pytest_ws_provide_adapter(name, config):
    probes.dial("hook-pytest_ws_provide_adapter")


@pytest.hookimpl(optionalhook=True)
def pytest_ws_case_record(record, config):
    probes.dial("hook-pytest_ws_case_record")


@pytest.hookimpl(optionalhook=True)
def pytest_ws_amend_run(run, config):
    probes.dial("hook-pytest_ws_amend_run")


def pytest_sessionfinish(session):
    probes.dial("hook-sessionfinish")


def pytest_unconfigure(config):
    probes.dial("hook-unconfigure")


@pytest.fixture(scope="session")
def session_fx():
    yield
    probes.dial("fixture-teardown-session")


@pytest.fixture
def fn_fx():
    probes.dial("fixture-setup")
    yield
    probes.dial("fixture-teardown")
"""

TESTS_A = '''
import pytest
import early_sock
import probes

probes.dial("module-import")


def test_body(fn_fx, session_fx):
    probes.dial("test-body")


def test_c_class():
    probes.dial_c("test-_socket.socket")
    probes.dial_type("test-socket.SocketType")


def test_socket_created_before_the_lock():
    probes.dial("test-precreated-connect", lambda: early_sock.TCP)


def test_resolver_and_asyncio():
    probes.resolve("test")
    probes.dial_asyncio("test-asyncio")


@pytest.mark.enable_socket
def test_marked_last(session_fx):
    """Last in its file: the session fixture set up by an unmarked test is torn down in
    this marked test's teardown phase, and stays locked."""
'''

TESTS_B = """
import socket
import threading
import pytest
import probes


def test_subprocesses():
    probes.sub_python("subprocess-python-c")
    probes.sub_curl("subprocess-curl")
    probes.mp_spawn("multiprocessing-spawn")


@pytest.mark.enable_socket
def test_marked_loopback_server():
    server = socket.create_server(("127.0.0.1", 0))
    thread = threading.Thread(target=lambda: server.accept()[0].sendall(b"pong"), daemon=True)
    thread.start()
    client = socket.create_connection(server.getsockname(), timeout=5)
    assert client.recv(4) == b"pong"
    client.close()
    server.close()
    probes.dial("marked-test-dials-the-outer-listener")
"""

# Refused by the in-process gate, whatever the sandbox.
IN_PROCESS = [
    "conftest-import",
    "conftest-import-_socket",
    "conftest-import-create_connection",
    "hook-configure",
    "hook-collection_modifyitems",
    "hook-pytest_ws_provide_adapter",
    "hook-pytest_ws_case_record",
    "hook-pytest_ws_amend_run",
    "hook-sessionfinish",
    "hook-unconfigure",
    "atexit",
    "fixture-setup",
    "fixture-teardown",
    "fixture-teardown-session",
    "module-import",
    "test-body",
    "test-_socket.socket",
    "test-socket.SocketType",
    "test-precreated-connect",
    "test-asyncio",
] + [
    f"{where}-{name}"
    for where in ("conftest-import", "test")
    for name in ("gethostbyname_ex", "gethostbyname", "getaddrinfo", "gethostbyaddr")
]
# Out of any in-process lock's reach: only the OS sandbox stops these.
OUT_OF_PROCESS = ["subprocess-python-c", "subprocess-curl", "multiprocessing-spawn"]
MARKED = ["marked-test-dials-the-outer-listener"]
# What a refused connection looks like from inside the sandbox (nothing listens on its
# own loopback) or from curl.
REFUSED = {"ConnectionRefusedError:111", "OSError:111", "curl-exit:7", "absent"}
PASSED_TESTS = 7  # the user tests of TESTS_A and TESTS_B


def write_project(root: Path) -> None:
    (root / "probes.py").write_text(PROBES)
    (root / "early_sock.py").write_text(EARLY_SOCK)
    (root / "conftest.py").write_text(CONFTEST)
    (root / "test_probes_a.py").write_text(TESTS_A)
    (root / "test_probes_b.py").write_text(TESTS_B)


@dataclass
class Listener:
    port: int
    hits: list[str] = field(default_factory=list)

    def labels(self) -> set[str]:
        return {hit.split("@")[0].lstrip("/") for hit in self.hits}


@contextmanager
def listening() -> Iterator[Listener]:
    """A TCP listener on 127.0.0.1 recording the first line of whatever arrives."""
    server = socket.create_server(("127.0.0.1", 0))
    listener = Listener(server.getsockname()[1])
    stop = threading.Event()

    def receive(conn: socket.socket) -> None:
        with conn:
            conn.settimeout(60)  # a connection made before a slow start-up sends late
            data = b""
            try:
                while b"\n" not in data and len(data) < 4096:
                    chunk = conn.recv(1024)
                    if not chunk:
                        break
                    data += chunk
            except OSError:
                pass
            first = data.decode(errors="replace").split("\n")[0]
            if first.startswith("GET "):
                first = first.split()[1]
                conn.sendall(b"HTTP/1.0 200 OK\r\ncontent-length: 0\r\n\r\n")
            listener.hits.append(first or "<empty>")

    def serve() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except OSError:
                continue
            threading.Thread(target=receive, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield listener
    finally:
        stop.set()
        thread.join(2)
        server.close()


def read_outcomes(path: Path) -> dict[str, dict[str, str]]:
    """label -> role -> outcome."""
    outcomes: dict[str, dict[str, str]] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            row = json.loads(line)
            outcomes.setdefault(row["label"], {})[row["role"]] = row["outcome"]
    return outcomes
