"""The governing rule, mechanically: an offline bench session does not reach the network,
from before its conftests are imported to its end, in its subprocesses too (the OS
sandbox, where the kernel allows it)."""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Iterator
from typing import ClassVar

import pytest

import network_probes as probes
from conftest import assert_item_outcomes, drop_fixture, latest_run, make_bench_project
from local_http import QuietHandler, local_server


class _Handler(QuietHandler):
    hits: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        type(self).hits.append(self.path)
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.end_headers()
        self.wfile.write(b'{"results": []}')

    do_POST = do_GET


@pytest.fixture
def loopback() -> Iterator[tuple[str, list[str]]]:
    with local_server(_Handler, hits=[]) as server:
        yield server.origin, server.handler.hits


@pytest.mark.enable_socket
def test_a_live_call_in_bench_mode_fails_at_once(pytester: pytest.Pytester, loopback) -> None:
    """The gate and the marker, without the sandbox: under it, the inner run's 127.0.0.1
    is another namespace's loopback and the marked test could not reach this server."""
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
    result = pytester.runpytest_subprocess(
        "golden", "test_live.py", "--ws-provider=tavily", "--ws-sandbox=off"
    )
    assert_item_outcomes(result, latest_run(pytester.path), passed=2, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*test_live_call*",
            "*NetworkLockedError: offline session: socket.getaddrinfo('127.0.0.1') blocked in "
            "test test_live.py::test_live_call (call)*",
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
    # Without the sandbox, so that the gate alone is what keeps the loopback server away.
    result = pytester.runpytest_subprocess("--ws-provider=tavily", "--ws-sandbox=off")
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


# -- the whole session, from outside: a listener on 127.0.0.1 in this (unlocked) process --


@pytest.fixture
def listener(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> Iterator[probes.Listener]:
    with probes.listening() as lis:
        monkeypatch.setenv("NL_PORT", str(lis.port))
        monkeypatch.setenv("NL_OUT", str(pytester.path / "out.jsonl"))
        # This test may itself run in an xdist worker: the inner run is not one.
        monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)
        yield lis


def _hostile_run(pytester: pytest.Pytester, *args: str) -> tuple[pytest.RunResult, dict]:
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
    probes.write_project(pytester.path)
    result = pytester.runpytest_subprocess(
        ".", "-p", "early_sock", "-p", "no:cacheprovider", "--ws-provider=tavily", *args
    )
    run = latest_run(pytester.path)
    # both enable_socket tests pass: one reaches the loopback server it starts itself
    assert_item_outcomes(result, run, passed=2 + probes.PASSED_TESTS)
    outcomes = probes.read_outcomes(pytester.path / "out.jsonl")
    every = probes.IN_PROCESS + probes.OUT_OF_PROCESS + probes.MARKED
    assert not [label for label in every if label not in outcomes], "probes that never ran"
    leaks = {
        label: outcomes[label]
        for label in probes.IN_PROCESS
        if set(outcomes[label].values()) != {"NetworkLockedError"}
    }
    assert not leaks, f"in-process probes the gate let through: {leaks}"
    return result, run


# --dist loadfile: one file per worker, so the order inside a file (a session fixture set
# up by an unmarked test, torn down after a marked one) is the same as in a serial run.
@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
@pytest.mark.parametrize("dist", [[], ["-n", "2", "--dist", "loadfile"]], ids=["serial", "xdist2"])
def test_no_connection_arrives_from_anywhere(
    pytester: pytest.Pytester, listener: probes.Listener, dist: list[str]
) -> None:
    """Conftest and test-module import, the plugin's hooks run by users
    (pytest_ws_provide_adapter, pytest_ws_case_record, pytest_ws_amend_run), other hooks,
    pytest_sessionfinish, fixture teardowns, atexit, a socket created before the lock,
    the C socket class, the resolver, asyncio, and subprocesses (python -c, curl,
    multiprocessing spawn): nothing reaches the listener."""
    result, run = _hostile_run(pytester, *dist)
    isolation = run["provenance"]["isolation"]
    if isolation["sandbox"] == "none":  # pragma: no cover - a kernel without user namespaces
        pytest.skip(f"no OS sandbox here ({isolation['reason']}); the gate was checked")
    assert listener.hits == []
    out = pytester.path / "out.jsonl"  # created inside the sandbox: an identity uid/gid map
    assert (out.stat().st_uid, out.stat().st_gid) == (os.getuid(), os.getgid())
    outcomes = probes.read_outcomes(out)
    for label in probes.OUT_OF_PROCESS + probes.MARKED:
        assert set(outcomes[label].values()) <= probes.REFUSED, (label, outcomes[label])
    assert isolation == {
        "lock": "session",
        "sandbox": "userns+netns",
        "reason": None,
        "open_before_lock": 0,  # early_sock's socket was created, never connected
    }
    result.stdout.fnmatch_lines(
        [
            "websearch-bench network: offline lock (audit gate from before the conftests); "
            "OS sandbox userns+netns, loopback only (entered in *ms)",
        ]
    )
    if dist:  # every worker ran under the same lock, in the controller's namespace
        roles = {role for by_role in outcomes.values() for role in by_role}
        assert roles == {"main", "gw0", "gw1"}, roles
        section = result.stdout.str().split("= websearch-bench =", 1)[1]
        assert "(controller and 2 workers)" in " ".join(section.split())  # one line: one level
        assert "network, gw0" not in section


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_the_gate_alone_refuses_every_in_process_probe(
    pytester: pytest.Pytester, listener: probes.Listener
) -> None:
    """--ws-sandbox=off: the listener is reachable (a marked test reaches it), every
    in-process probe is still refused, and subprocesses get through: the documented limit
    of the in-process lock."""
    result, run = _hostile_run(pytester, "--ws-sandbox=off")
    assert listener.labels() == set(probes.OUT_OF_PROCESS + probes.MARKED) - {
        label
        for label, roles in probes.read_outcomes(pytester.path / "out.jsonl").items()
        if set(roles.values()) == {"absent"}  # no curl on this machine
    }
    assert run["provenance"]["isolation"]["sandbox"] == "none"
    assert run["provenance"]["isolation"]["reason"] == "--ws-sandbox=off"
    result.stdout.fnmatch_lines(
        ["*no OS sandbox (--ws-sandbox=off): subprocesses and native code can reach the network*"]
    )


def test_a_fixture_set_up_for_a_marked_test_keeps_its_exemption(pytester: pytest.Pytester) -> None:
    """A loopback server in a session fixture first set up by a marked test: its teardown
    needs the network and keeps the exemption, though it runs after an unmarked test."""
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makepyfile(
        test_server="""
        import socket, pytest

        @pytest.fixture(scope="session")
        def server():
            srv = socket.create_server(("127.0.0.1", 0))
            yield srv
            socket.create_connection(srv.getsockname()).close()
            srv.close()

        @pytest.mark.enable_socket
        def test_marked(server):
            socket.create_connection(server.getsockname()).close()

        def test_unmarked_last():
            with pytest.raises(RuntimeError, match="offline session"):
                socket.socket()
        """
    )
    result = pytester.runpytest_subprocess("test_server.py", "--ws-provider=tavily")
    assert_item_outcomes(result, latest_run(pytester.path), passed=2)


# -- the sandbox's preconditions and settings -------------------------------------------------

EARLY_THREAD = """
import threading, time
threading.Thread(target=time.sleep, args=(30,), daemon=True).start()
"""


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_a_thread_before_the_lock_means_no_sandbox(pytester: pytest.Pytester) -> None:
    """auto says why and keeps the gate; on is a usage error naming the reason."""
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makepyfile(early_thread=EARLY_THREAD)
    result = pytester.runpytest_subprocess("-p", "early_thread", "--ws-provider=tavily")
    assert result.ret == 0, result.stdout.str()
    result.stdout.fnmatch_lines(
        ["websearch-bench network: offline lock*no OS sandbox (the process already runs 2 threads*"]
    )
    result = pytester.runpytest_subprocess(
        "-p", "early_thread", "--ws-provider=tavily", "--ws-sandbox=on"
    )
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            "*websearch-bench: --ws-sandbox=on: cannot enter the OS sandbox: the process "
            "already runs 2 threads*",
            "*remedy: use --ws-sandbox=auto*",
        ]
    )


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_sandbox_settings_from_the_ini_and_their_errors(pytester: pytest.Pytester) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    (pytester.path / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_provider = tavily\nws_sandbox = off\n"
    )
    result = pytester.runpytest_subprocess()
    assert result.ret == 0, result.stdout.str()
    # named where it was given: the ini (before: "--ws-sandbox=off", never typed)
    result.stdout.fnmatch_lines(
        ["websearch-bench network: *no OS sandbox (ws_sandbox = off in pytest.ini)*"]
    )
    result = pytester.runpytest_subprocess("--ws-sandbox=maybe")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*: --ws-sandbox='maybe' is not one of auto, on, off*"])
    # the ini's value is named as the ini's (the run knows which one it read)
    (pytester.path / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_provider = tavily\nws_sandbox = maybe\n"
    )
    result = pytester.runpytest_subprocess()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*: ws_sandbox = 'maybe' (in pytest.ini) is not one of auto, on, off*"]
    )
    assert "--ws-sandbox='maybe'" not in result.stderr.str()


def test_an_in_process_session_leaves_the_host_process_as_it_was(pytester: pytest.Pytester) -> None:
    """pytest.main() inside this process: no namespace under auto (it would outlive the
    session), the gate closed during the run and open again after it."""
    before = os.stat("/proc/self/ns/net").st_ino
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makepyfile(
        test_one="""
        import socket, pytest
        def test_blocked():
            with pytest.raises(RuntimeError, match="offline session: socket.__new__"):
                socket.socket()
        """
    )
    result = pytester.runpytest_inprocess(".", "--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == 0, result.stdout.str()
    isolation = latest_run(pytester.path)["provenance"]["isolation"]
    assert isolation["sandbox"] == "none" and "in-process run" in isolation["reason"]
    assert os.stat("/proc/self/ns/net").st_ino == before
    socket.socket().close()  # unlocked again


def test_a_plugin_loaded_late_locks_from_configure_and_says_so(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Autoload off and the plugin named in a conftest's pytest_plugins: the conftest was
    imported before the plugin existed, so the lock starts at pytest_configure, and the
    report says what that leaves out."""
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    pytester.makeconftest('pytest_plugins = ["pytest_websearch_bench.plugin"]\n')
    pytester.makepyfile(
        test_one="""
        import socket, pytest
        def test_blocked():
            with pytest.raises(RuntimeError, match="offline session: socket.__new__"):
                socket.socket()
        """
    )
    result = pytester.runpytest_subprocess(".", "--ws-provider=tavily", "--ws-sandbox=off")
    assert result.ret == 0, result.stdout.str()
    assert latest_run(pytester.path)["provenance"]["isolation"]["lock"] == "configure"
    result.stdout.fnmatch_lines(
        ["websearch-bench network: offline lock from pytest_configure only (the plugin was*"]
    )


def test_a_recording_session_says_it_was_not_locked(pytester: pytest.Pytester) -> None:
    """Recording keeps pytest-socket's allow-list of the providers' hosts, and says so."""
    from pytest_websearch_bench.plugin.lock import run_isolation

    config = pytester.parseconfigure("-p", "no:cacheprovider")
    assert run_isolation(config, "new") == {
        "lock": "off",
        "sandbox": "none",
        "reason": "recording (--ws-record=new): the named providers' hosts are open",
        "open_before_lock": 0,
    }


# -- documented limits, as tests ---------------------------------------------------------------

EARLY_CONNECTED = """
import os, socket
CONN = socket.create_connection(("127.0.0.1", int(os.environ["NL_PORT"])))
"""


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_limit_a_socket_connected_before_the_lock_stays_usable(
    pytester: pytest.Pytester, listener: probes.Listener
) -> None:
    """Code that runs before the plugin's first hook (a -p module, sitecustomize, a .pth
    file) is outside the lock: a connection it made keeps working (send() raises no audit
    event) and stays in the outer namespace. The header and the run file count them."""
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makepyfile(
        early_connected=EARLY_CONNECTED,
        test_send="""
        import early_connected
        def test_send():
            early_connected.CONN.sendall(b"sent-in-test@main\\n")
        """,
    )
    result = pytester.runpytest_subprocess(".", "-p", "early_connected", "--ws-provider=tavily")
    assert result.ret == 0, result.stdout.str()
    result.stdout.fnmatch_lines(["*WARNING 1 inet socket(s) were open before the lock*"])
    assert latest_run(pytester.path)["provenance"]["isolation"]["open_before_lock"] == 1
    assert listener.labels() == {"sent-in-test"}


def test_merged_shards_keep_the_weakest_isolation() -> None:
    from pytest_websearch_bench.isolation.level import describe_run, for_run

    strong = {"lock": "session", "sandbox": "userns+netns", "reason": None, "open_before_lock": 0}
    weak = {"lock": "session", "sandbox": "none", "reason": "--ws-sandbox=off"}
    assert for_run([strong, weak, strong]) == {**weak, "open_before_lock": 0}
    late = {**strong, "lock": "configure", "open_before_lock": 2}
    assert for_run([strong, late]) == {**strong, "lock": "configure", "open_before_lock": 2}
    assert describe_run(weak).startswith("offline lock (audit gate from before the conftests)")
    assert json.dumps(for_run([]))  # no process said: a plain, weakest answer
