"""The offline session lock, wired into pytest.

With ``--ws-record=none`` (and a provider named) the lock starts in
``pytest_load_initial_conftests``, before any conftest is imported, and holds until
the process exits (an in-process session, ``pytest.main()``, gives it back when its
config is cleaned up): the OS sandbox first (``isolation.sandbox``, while the process
is still single-threaded), then the audit gate (``isolation.gate``). Everything after
is inside: conftest and test-module imports, every hook (the plugin's own, run by
users, included), fixtures and their teardowns, session finish, atexit handlers.

pytest-socket gives the vocabulary: a test marked ``enable_socket`` (or using the
``socket_enabled`` fixture, or ``--force-enable-socket``) is exempt during its own
setup, call and teardown; every fixture's teardown runs under the context its setup
had. Those hooks are registered only when some collected item is exempt, so bench
items (single-phase, no fixtures) pay the audit hook alone. Recording keeps
pytest-socket's per-test allow-list of the providers' hosts.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from ..config import (
    BenchConfig,
    IniFile,
    climbed,
    ini_name,
    offline_sandbox,
    relative_path,
)
from ..errors import BenchError, in_ini_file
from ..isolation import gate as gates
from .state import COUNTED_KEY, ISOLATION_KEY, WORKER_VIEWS_KEY, record_commands

if TYPE_CHECKING:  # pragma: no cover
    from ..isolation.level import Isolation


def remedy(bench: BenchConfig | None) -> str:
    """What a call the lock refused is told (``bench``: the run's configuration, for the
    command that records its providers; None when it cannot be read)."""
    return (
        "The bench is offline (--ws-record=none): the network is locked for the whole "
        "session, conftests, hooks and fixtures included. A test that needs a loopback "
        "server it starts marks itself @pytest.mark.enable_socket; to record, run "
        f"{record_commands(bench)}."
    )


def _sandbox_off(bench: BenchConfig | None) -> str:
    """Where ``off`` was given, as the network header names it: the flag, the command
    line's ``-o ws_sandbox=off``, or the key in the ini file the run read (by the name
    ``IniFile.named`` gives it)."""
    if bench is None or bench.source_kind("ws-sandbox") in ("flag", "default"):
        return "--ws-sandbox=off"
    if bench.source_kind("ws-sandbox") == "override":
        return bench.given("ws-sandbox")  # ``-o ws_sandbox=off`` as given
    return f"{ini_name('ws-sandbox')} = off {in_ini_file(bench.ini_file)}"


try:  # pytest-socket's vocabulary: what users already catch, what reports recognise
    from pytest_socket import SocketBlockedError as _SocketBlocked
except ImportError:  # pragma: no cover - a declared dependency
    _SocketBlocked = RuntimeError  # type: ignore[assignment,misc]


class NetworkLockedError(gates.NetworkLockedError, _SocketBlocked):
    """A call refused by the offline lock: a pytest-socket ``SocketBlockedError`` too."""

    def __init__(self, message: str) -> None:  # without pytest-socket's warnings.warn
        RuntimeError.__init__(self, message)


def _where() -> str:
    current = os.environ.get("PYTEST_CURRENT_TEST")  # set by pytest around each test phase
    if current:
        return f"test {current}"
    return "the session, outside a test's phases (an import, collection, a hook, a bench item)"


def _xdist_worker() -> str | None:
    """The worker id when this process is an xdist worker: execnet starts it with
    ``python -c``, and xdist sets the variable before the worker's config exists. (A
    pytest run from inside a worker, pytester's subprocess runs, inherits the variable
    but not the ``-c``.)"""
    return os.environ.get("PYTEST_XDIST_WORKER") if sys.argv[:1] == ["-c"] else None


def _pytest_command() -> bool:
    """The process is the pytest command (``pytest``, ``python -m pytest``)."""
    head = sys.argv[0] if sys.argv else ""
    name = os.path.basename(head)
    return name in ("pytest", "py.test") or head.endswith(os.path.join("pytest", "__main__.py"))


def session_opened(config: pytest.Config) -> None:
    """Count the sessions alive in this process (dormant ones too): one nested in another
    (pytester's inline runs, ``pytest.main()`` in a test) does not own the process."""
    if COUNTED_KEY in config.stash:
        return
    config.stash[COUNTED_KEY] = True
    gate = gates.current()
    gate.sessions += 1

    def closed() -> None:
        gate.sessions -= 1

    config.add_cleanup(closed)


# workerinput key: the folder the xdist controller was run in, relative to its rootdir
# (``invocation_from_root``, read by ``invocation_dir``); the string is unchanged since
# the constant was named INVOCATION_DIR_KEY
INVOCATION_FROM_ROOT_KEY = "ws_invocation_from_root"


def invocation_from_root(config: pytest.Config) -> str:
    """The folder pytest was run in relative to the rootdir (``.``, ``tests``, ``..``),
    sent to every xdist worker (``pytest_configure_node``): a remote, ``chdir`` or
    ``--rsyncdir`` worker has the project under another folder (``<chdir>/<project>``)
    and its own folder is not the controller's; the same place relative to the rootdir
    is. Absolute when there is no relative path (another drive)."""
    return relative_path(config.invocation_params.dir, config.rootpath)


def invocation_dir(config: pytest.Config) -> Path:
    """The folder pytest was run in, which the command line's relative paths are read
    from (``BenchConfig.from_sources``): an xdist worker's is its controller's, relative
    to the worker's rootdir (``invocation_from_root``, set by ``pytest_configure_node``:
    on a local worker the controller's folder itself; before it is known, the worker's
    own, the same folder for a local worker)."""
    given = getattr(config, "workerinput", {}).get(INVOCATION_FROM_ROOT_KEY)
    if not given:
        return config.invocation_params.dir
    return climbed(config.rootpath, Path(given))  # a ``..`` climbs as the OS does


def start(config: pytest.Config, when: str) -> None:
    """Lock an offline bench session (``when``: ``session`` from the initial conftests,
    ``configure`` when the plugin was registered too late for that)."""
    if ISOLATION_KEY in config.stash:
        return
    namespace = config.known_args_namespace
    if getattr(namespace, "help", False) or getattr(namespace, "version", False):
        return
    if when == "session":  # the options pytest has parsed so far: all of this plugin's
        option = lambda name: getattr(namespace, ini_name(name), None)  # noqa: E731
    else:  # loaded late, the plugin's options were unknown then: the full parse
        option = lambda name: config.getoption(ini_name(name), default=None)  # noqa: E731
    here = invocation_dir(config)
    try:  # the ini file read and named once, for this check and the configuration below
        ini = IniFile.read(config.inipath, config.rootpath, option, here)
        mode = offline_sandbox(option, config.getini, ini.named(config.rootpath))
    except BenchError as error:
        raise pytest.UsageError(f"websearch-bench: {error}") from None
    if mode is None:
        return  # dormant, or recording (pytest-socket's allow-list, per test)
    from ..isolation import sandbox
    from ..isolation.level import Isolation

    gate = gates.current()
    # The session owns the process (the pytest command, an xdist worker) unless it runs
    # inside another one (pytester's inline runs, pytest.main() from a test): only then
    # may the sandbox and the lock outlive its config (atexit handlers stay locked).
    nested = gate.sessions > 1
    worker = None if nested else _xdist_worker()
    owns = not nested and (worker is not None or _pytest_command())
    if owns:  # inherited from a parent pytest (pytester), it would name the wrong test
        os.environ.pop("PYTEST_CURRENT_TEST", None)
    previous_marker = os.environ.get(sandbox.ENV_MARKER)
    open_before = gates.open_inet_sockets()
    try:  # the run's configuration, read as pytest_configure reads it (its errors said there)
        bench: BenchConfig | None = BenchConfig.from_sources(
            config.rootpath,
            option,
            config.getini,
            ini_file=ini,
            invocation_dir=here,
        )
    except BenchError:
        bench = None
    try:
        entered = sandbox.enter(mode, owns_process=owns, worker=worker, off=_sandbox_off(bench))
    except BenchError as error:
        raise pytest.UsageError(f"websearch-bench: {error}") from None
    gates.engage(NetworkLockedError, remedy(bench), _where)
    config.stash[ISOLATION_KEY] = Isolation(
        when, entered.level, entered.origin, entered.reason, entered.startup_ms, open_before
    )

    def release() -> None:
        # The pytest process keeps the gate closed until it exits (atexit handlers
        # included); an in-process session gives it back, and the marker its workers read.
        if owns and gate.depth <= 1:
            return
        gates.disengage(gate)
        if not owns:
            if previous_marker is None:
                os.environ.pop(sandbox.ENV_MARKER, None)
            else:
                os.environ[sandbox.ENV_MARKER] = previous_marker

    config.add_cleanup(release)
    config.pluginmanager.register(_LockedSession(), "websearch-bench-lock")


def _item_exempt(item: pytest.Item) -> bool:
    return bool(
        item.get_closest_marker("enable_socket")
        or "socket_enabled" in getattr(item, "fixturenames", ())
        or item.config.getoption("force_enable_socket", False)
    )


class _LockedSession:
    """Registered in a locked session only. Looks at the collected items once: the
    exemption hooks (three phase wrappers and a fixture wrapper, about five times the
    audit hook's cost per test) are registered only when some item is exempt."""

    @pytest.hookimpl(trylast=True)  # after deselection by -k, -m, --lf...
    def pytest_collection_modifyitems(
        self, config: pytest.Config, items: list[pytest.Item]
    ) -> None:
        name = "websearch-bench-exemptions"
        if any(map(_item_exempt, items)) and not config.pluginmanager.has_plugin(name):
            config.pluginmanager.register(_Exemptions(), name)

    @pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook, on the controller
    def pytest_testnodedown(self, node: Any, error: object) -> None:
        view = getattr(node, "workeroutput", {}).get("ws_isolation")
        if view is not None:
            node.config.stash.setdefault(WORKER_VIEWS_KEY, {})[node.gateway.id] = view


class _Exemptions:
    """A marked test is exempt during its setup, call and teardown phases (the hooks
    reporting on it stay locked); a fixture's teardown runs under its setup's context,
    whichever test's teardown it happens in."""

    def _phase(self, item: pytest.Item) -> Iterator[None]:
        gate = gates.current()
        gate.push(_item_exempt(item))
        try:
            return (yield)
        finally:
            gate.pop()

    pytest_runtest_setup = pytest.hookimpl(wrapper=True, tryfirst=True)(_phase)
    pytest_runtest_call = pytest.hookimpl(wrapper=True, tryfirst=True)(_phase)
    pytest_runtest_teardown = pytest.hookimpl(wrapper=True, tryfirst=True)(_phase)

    @pytest.hookimpl(wrapper=True, tryfirst=True)
    def pytest_fixture_setup(
        self, fixturedef: Any, request: pytest.FixtureRequest
    ) -> Iterator[Any]:
        # Finalizers run last in, first out: these two run just before and just after the
        # fixture's own teardown.
        gate = gates.current()
        exempt = gate.exempt
        fixturedef.addfinalizer(gate.pop)  # after the fixture's teardown
        try:
            return (yield)
        finally:
            fixturedef.addfinalizer(lambda: gate.push(exempt))  # before it


def isolation_of(config: pytest.Config) -> Isolation | None:
    return config.stash.get(ISOLATION_KEY, None)


def worker_output(config: pytest.Config) -> None:
    """On an xdist worker: its own view, sent back to the controller."""
    isolation = isolation_of(config)
    workeroutput = getattr(config, "workeroutput", None)
    if isolation is not None and workeroutput is not None:
        workeroutput["ws_isolation"] = isolation.as_dict()


def run_isolation(
    config: pytest.Config, record: str, bench: BenchConfig | None = None
) -> dict[str, Any]:
    """The run file's ``provenance.isolation``: the weakest of the controller and its
    workers (recording: no lock, the providers' hosts open). An ``off`` reason naming the
    ini file (``_sandbox_off``: as the session's header names it, from the folder pytest
    was run in) is named as the run file names it, relative to the rootdir
    (``BenchConfig.rooted``)."""
    from ..isolation.level import Isolation, for_run

    isolation = isolation_of(config)
    if isolation is None:
        isolation = Isolation(
            "off",
            "none",
            reason=f"recording (--ws-record={record}): the named providers' hosts are open",
        )
    views = [isolation.as_dict(), *sorted_views(config)]
    if bench is not None:
        said, rooted = _sandbox_off(bench), _sandbox_off(bench.rooted)
        views = [
            {**view, "reason": rooted} if view.get("reason") == said else view for view in views
        ]
    return for_run(views)


def sorted_views(config: pytest.Config) -> list[dict[str, Any]]:
    views = config.stash.get(WORKER_VIEWS_KEY, {})
    return [views[name] for name in sorted(views)]


def process_views(config: pytest.Config) -> dict[str, dict[str, Any]] | None:
    """Under xdist, the controller's view and each worker's, by worker id, for the
    terminal's ``network:`` line (``isolation.level.describe_processes``); None otherwise."""
    isolation = isolation_of(config)
    views = config.stash.get(WORKER_VIEWS_KEY, {})
    if isolation is None or not views:
        return None
    return {"controller": isolation.as_dict(), **views}
