"""The pytest glue, and the only module (with hookspecs) that knows pytest.

Dormant unless ``--ws-provider`` (or the ``ws_provider`` ini key) names a
provider: then it imports nothing heavy and registers no per-test work. Active,
it collects golden YAML files as test files (one item per case x provider),
locks the network for every test through pytest-socket, ships each CaseRecord
with its test report (so records cross from xdist workers to the controller the
same way in every mode), and at session end builds the run file, prints the
"websearch-bench" section and ORs the hard gates into the exit status.
"""

from __future__ import annotations

import atexit
import datetime as dt
import functools
import gc
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from . import hookspecs
from .config import FLAGS, INI_ONLY, OPTIONS, BenchConfig, ini_name
from .errors import BenchError

if TYPE_CHECKING:  # pragma: no cover
    from .cases import GoldenCase
    from .records import CaseRecord
    from .session import BenchSession

CONFIG_KEY = pytest.StashKey["BenchConfig"]()
STATE_KEY = pytest.StashKey["BenchSession"]()
ITEM_RECORD_KEY = pytest.StashKey["CaseRecord"]()
ITEM_CUSTOM_KEY = pytest.StashKey[dict[str, float]]()
RESULT_KEY = pytest.StashKey[dict[str, Any]]()
TARGET_FIXTURE = "_ws_target"
DORMANT_REASON = (
    "pytest-websearch-bench is dormant: pass --ws-provider=NAME to run tests over golden cases"
)
OFFLINE_MESSAGE = (
    "the bench is offline (--ws-record=none): no test may reach the network. Replay comes "
    "from cassettes; to record, run `pytest --ws-provider=NAME --ws-record=new` with the "
    "provider's key in the environment. A test that needs a loopback server marks itself "
    "@pytest.mark.enable_socket."
)


# -- options, configuration ----------------------------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("websearch-bench", "web search provider benchmark")
    for name, (metavar, help_text) in OPTIONS.items():
        group.addoption(
            f"--{name}", dest=ini_name(name), metavar=metavar, default=None, help=help_text
        )
        parser.addini(ini_name(name), help_text, default=None)
    for name, help_text in FLAGS.items():
        group.addoption(f"--{name}", dest=ini_name(name), action="store_true", help=help_text)
        parser.addini(ini_name(name), help_text, type="bool", default=False)
    for name, help_text in INI_ONLY.items():
        parser.addini(name, help_text, default=None)


def pytest_addhooks(pluginmanager: pytest.PytestPluginManager) -> None:
    pluginmanager.add_hookspecs(hookspecs)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "ws_case: set by pytest-websearch-bench on tests parametrized over golden cases"
    )
    try:
        bench = BenchConfig.from_sources(
            config.rootpath,
            lambda name: config.getoption(ini_name(name), default=None),
            config.getini,
        )
    except BenchError as error:
        raise pytest.UsageError(f"websearch-bench: {error}") from None
    config.stash[CONFIG_KEY] = bench
    if not bench.active:
        return
    from .providers.registry import adapter_class
    from .session import BenchSession

    has_pipeline = bool(config.pluginmanager.hook.pytest_ws_pipeline.get_hookimpls())
    state = BenchSession(
        bench,
        adapter_hook=lambda name: config.hook.pytest_ws_provide_adapter(name=name, config=config),
        pipeline_hook=(
            (lambda run: config.hook.pytest_ws_pipeline(run=run, config=config))
            if has_pipeline
            else None
        ),
    )
    try:
        for provider in state.tiers_of(bench.providers):  # a cascade stands for its tiers
            if config.hook.pytest_ws_provide_adapter(name=provider, config=config) is None:
                adapter_class(provider)
        if bench.invoice is not None:
            from .invoice import load_invoice

            load_invoice(bench.invoice)  # a bad invoice stops the run before it starts
    except BenchError as error:
        raise pytest.UsageError(f"websearch-bench: {error}") from None
    config.stash[STATE_KEY] = state
    config.pluginmanager.register(_ActiveBench(state), "websearch-bench-active")
    # Registered before pytest's own cleanups (this hook runs first), so it runs after
    # them, the final garbage collection included: an in-process session (pytester,
    # pytest.main) hands back what the run froze and the collector's thresholds, a
    # finished process never pays for scanning it.
    config.add_cleanup(functools.partial(_restore_gc, gc.get_threshold()))
    gc.freeze()  # the modules just imported: collection need not rescan them
    # pytest-socket reads these in its own pytest_configure, which runs after this one.
    config.option.allow_unix_socket = True
    if bench.offline:
        config.option.disable_socket = True
    else:
        # Recording: the named providers' hosts only; everything else stays blocked.
        config.option.allow_hosts = ",".join(config.stash[STATE_KEY].hosts())


def _state(config: pytest.Config) -> BenchSession | None:
    return config.stash.get(STATE_KEY, None)


def pytest_sessionstart(session: pytest.Session) -> None:
    state = _state(session.config)
    if state is None or hasattr(session.config, "workerinput"):
        return
    from .errors import GoldenFileError

    try:
        errors = state.verify_fixtures()
    except GoldenFileError:
        return  # reported as a collection error, with the file and the field
    if errors:
        listing = "\n  ".join(errors)
        pytest.exit(
            f"websearch-bench: the fixtures failed verification; nothing was run.\n  {listing}",
            returncode=pytest.ExitCode.INTERRUPTED,
        )


def pytest_report_header(config: pytest.Config) -> list[str] | None:
    state = _state(config)
    if state is None:
        return None
    bench = state.config
    lock = "network locked" if bench.offline else f"RECORDING ({bench.record})"
    return [
        f"websearch-bench: providers {', '.join(bench.providers)}; golden {bench.golden}; "
        f"cassettes {bench.cassettes}; {lock}"
    ]


# -- collection: golden files as test files ---------------------------------------------


class BenchFault(Exception):
    """A hard fault of a bench item (missing cassette, unmatched request, forbidden call...)."""


class GoldenFile(pytest.File):
    def collect(self) -> Iterator[pytest.Item]:
        state = _state(self.config)
        assert state is not None
        from .errors import GoldenFileError

        try:
            cases = state.cases_in(self.path)
        except GoldenFileError as error:
            raise self.CollectError(str(error)) from None
        for case in cases:
            if not state.selected(case):
                continue
            for provider in state.config.providers:
                yield BenchItem.from_parent(
                    self, name=f"{case.id}[{provider}]", case=case, provider=provider
                )


class BenchItem(pytest.Item):
    """One golden case against one provider. Fails for hard faults only: low quality
    is a metric and the gates judge the aggregate."""

    def __init__(self, *, case: GoldenCase, provider: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case
        self.provider = provider
        if getattr(self.config.option, "dist", None) == "loadgroup":
            # user tests on the same (case, provider) land on this worker: one computation
            self.add_marker(pytest.mark.xdist_group(f"ws:{case.id}:{provider}"))

    def setup(self) -> None:
        # pytest-socket locks only items with fixturenames; this item has none.
        from pytest_socket import disable_socket, socket_allow_hosts

        state = _state(self.config)
        if state is None:
            return
        if state.config.offline:
            disable_socket(allow_unix_socket=True)
        else:
            socket_allow_hosts(state.hosts(), allow_unix_socket=True)

    def runtest(self) -> None:
        state = _state(self.config)
        assert state is not None
        computed = state.compute(self.case, self.provider)
        self.stash[ITEM_RECORD_KEY] = computed.record
        if computed.unexpected is not None:
            raise computed.unexpected
        fault = computed.record.hard_fault
        if fault is not None:
            raise BenchFault(f"{fault.kind}: {fault.message}")

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, BenchFault):
            return f"{self.case.id}[{self.provider}] {excinfo.value}"
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self) -> tuple[Path, int | None, str]:
        return self.path, None, f"golden case {self.case.id} [{self.provider}]"


# -- user tests over golden cases -------------------------------------------------------


_WS_FIXTURES = ("ws_case", "ws_adapter", "ws_cassette", "ws_record", "ws_metric", TARGET_FIXTURE)


@pytest.fixture
def _ws_target(request: pytest.FixtureRequest) -> tuple[str, str]:
    # Dormant, nothing parametrizes the test (pytest_generate_tests is not registered).
    if not hasattr(request, "param"):
        pytest.skip(DORMANT_REASON)
    target: tuple[str, str] = request.param
    return target


@pytest.fixture
def ws_case(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> GoldenCase:
    """The golden case this test runs on (the test is parametrized over case x provider)."""
    state = _state(request.config)
    assert state is not None
    return state.case(_ws_target[0])


@pytest.fixture
def ws_adapter(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> Any:
    """The provider's adapter, its client wired to the case's cassettes (replay)."""
    state = _state(request.config)
    assert state is not None
    case_id, provider = _ws_target
    return state.replay_adapter(state.case(case_id), provider)


@pytest.fixture
def ws_cassette(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> Any:
    """The cassettes serving this (case, provider): ``.paths``, ``.load(operation)``."""
    from .replay.refs import CaseCassettes

    state = _state(request.config)
    assert state is not None
    case_id, provider = _ws_target
    return CaseCassettes(state.store, provider, case_id)


@pytest.fixture
def ws_record(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> CaseRecord:
    """The CaseRecord of this (case, provider), shared with the bench item, never recomputed."""
    state = _state(request.config)
    assert state is not None
    case_id, provider = _ws_target
    computed = state.compute(state.case(case_id), provider)
    request.node.stash[ITEM_RECORD_KEY] = computed.record
    return computed.record


@pytest.fixture
def ws_metric(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> Any:
    """``ws_metric(name, value)`` records a per-case metric of your own, aggregated per
    provider and category and reported under ``aggregate["custom"][name]``."""
    values: dict[str, float] = request.node.stash.setdefault(ITEM_CUSTOM_KEY, {})

    def record_metric(name: str, value: float) -> None:
        if not isinstance(name, str) or not name:
            raise TypeError("ws_metric(name, value): name must be a non-empty string")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"ws_metric({name!r}, value): value must be a number, got {value!r}")
        values[name] = float(value)

    return record_metric


# -- reports: records travel with them ------------------------------------------------------


def _is_socket_block(error: BaseException) -> bool:
    try:
        from pytest_socket import SocketBlockedError, SocketConnectBlockedError
    except ImportError:  # pragma: no cover - a declared dependency
        return False
    return isinstance(error, (SocketBlockedError, SocketConnectBlockedError))


# Full collections rescan every record gathered so far; freezing them every so many
# items keeps that cost flat as a run grows (they live until the session ends anyway).
_FREEZE_EVERY = 500


# -- hooks of an active bench ---------------------------------------------------------------


class _ActiveBench:
    """The hooks that run per file, per test function or per test, registered only while
    the bench is active, so a dormant plugin adds nothing to a host suite's tests. It
    also gathers records from reports (its own in a serial run, the workers' under
    xdist), whatever process computed them."""

    def __init__(self, state: BenchSession) -> None:
        self.state = state
        self.ran = 0
        self.locked = False  # the network lock is on, left by the previous bench item

    @pytest.hookimpl(wrapper=True)
    def pytest_runtestloop(self, session: pytest.Session) -> Iterator[None]:
        # What is alive now (imported modules, validators, the collected items) lives until
        # the session ends. Out of the cyclic collector's reach, each full collection during
        # the run no longer rescans it: that was a fifth of a bench run's time at 1,000
        # cases. The cleanup registered in pytest_configure gives it back.
        gc.freeze()
        # A replayed case allocates thousands of short-lived objects; collecting the
        # youngest generation every 10,000 allocations instead of 700 halves the time
        # spent in it. Restored by the same cleanup.
        gc.set_threshold(10_000, *gc.get_threshold()[1:])
        try:
            return (yield)
        finally:
            if self.locked:  # a loop cut short after a bench item (-x, interrupts)
                from pytest_socket import enable_socket

                self.locked = False
                enable_socket()

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_protocol(
        self, item: pytest.Item, nextitem: pytest.Item | None
    ) -> bool | None:
        """Bench items run in one phase. They have no fixtures, so pytest's separate setup
        and teardown phases (with their reports and per-phase capture) would only add cost:
        about 0.3 ms an item, more than replaying the case. The item still gets logstart,
        one call report through the usual hooks (terminal, junitxml, xdist, -x, --lf) and
        logfinish; the network lock is on while it runs (and stays on into the next item
        when that is a bench item too). Recording keeps pytest's full protocol."""
        if not isinstance(item, BenchItem) or not item.config.stash[CONFIG_KEY].offline:
            return None
        from pytest_socket import disable_socket, enable_socket

        ihook = item.ihook
        ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)

        def run() -> None:
            # The lock is held from one bench item to the next (only pytest's reporting
            # runs in between): pytest-socket builds a new guard class at every
            # disable_socket, which cost more than some replays.
            if not self.locked:
                disable_socket(allow_unix_socket=True)
                self.locked = True
            try:
                item.runtest()
            except BaseException:
                self.locked = False
                enable_socket()
                raise
            if not isinstance(nextitem, BenchItem):
                self.locked = False
                enable_socket()

        call = pytest.CallInfo.from_call(run, when="call")
        report = ihook.pytest_runtest_makereport(item=item, call=call)
        ihook.pytest_runtest_logreport(report=report)
        if (
            call.excinfo is not None
            and report.failed
            and not isinstance(call.excinfo.value, pytest.skip.Exception)
        ):
            ihook.pytest_exception_interact(node=item, call=call, report=report)
        ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
        self.ran += 1
        if self.ran % _FREEZE_EVERY == 0:
            gc.freeze()  # the records gathered so far live until the end, like the rest
        return True

    def pytest_collect_file(
        self, file_path: Path, parent: pytest.Collector
    ) -> pytest.Collector | None:
        if not self.state.is_golden_file(file_path):
            return None
        return GoldenFile.from_parent(parent, path=file_path)

    def pytest_collection_modifyitems(
        self, config: pytest.Config, items: list[pytest.Item]
    ) -> None:
        self.state.expect(
            (item.case.id, item.provider) for item in items if isinstance(item, BenchItem)
        )

    @pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: absent when xdist is not installed
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        expected = []
        for nodeid in ids:
            _, sep, name = nodeid.rpartition("::")
            if (
                sep
                and name.endswith("]")
                and "[" in name
                and nodeid.split("::")[0].endswith((".yaml", ".yml"))
            ):
                case_id, _, provider = name[:-1].partition("[")
                expected.append((case_id, provider))
        self.state.expect(expected)

    def pytest_generate_tests(self, metafunc: pytest.Metafunc) -> None:
        if not any(name in metafunc.fixturenames for name in _WS_FIXTURES):
            return
        state = self.state
        state.keep_records = True
        targets = [(c.id, p) for c in state.selected_cases() for p in state.config.providers]
        metafunc.parametrize(
            TARGET_FIXTURE,
            targets,
            ids=[f"{case_id}-{provider}" for case_id, provider in targets],
            indirect=True,
        )
        metafunc.definition.add_marker(pytest.mark.ws_case)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        report = yield
        state = self.state
        if call.excinfo is not None and _is_socket_block(call.excinfo.value):
            report.sections.append(("websearch-bench", OFFLINE_MESSAGE))
        if report.when == "call" or (report.when == "setup" and report.failed):
            record = item.stash.get(ITEM_RECORD_KEY, None)
            if record is not None and state.first_report_of(record):
                if hasattr(item.config, "workerinput"):
                    report.ws_record = record.to_dict()  # crosses to the controller with the report
                else:
                    state.receive(record)  # same process: no serialisation round trip
            custom = item.stash.get(ITEM_CUSTOM_KEY, None)
            target = getattr(getattr(item, "callspec", None), "params", {}).get(TARGET_FIXTURE)
            if custom and target is not None:
                report.ws_custom = {"case_id": target[0], "provider": target[1], "values": custom}
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        data = getattr(report, "ws_record", None)
        if data is not None:
            self.state.receive(data)
        custom = getattr(report, "ws_custom", None)
        if custom is not None:
            self.state.receive_custom(custom["case_id"], custom["provider"], custom["values"])


# -- session end: run file, terminal section, exit status ----------------------------------


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    state = _state(config)
    if state is None or hasattr(config, "workerinput"):
        return
    try:
        records = state.records()
        if config.pluginmanager.hook.pytest_ws_case_record.get_hookimpls():
            for record in records:
                config.hook.pytest_ws_case_record(record=record, config=config)
        finished = dt.datetime.now(dt.timezone.utc)
        run = state.build_run(records, finished)
        config.hook.pytest_ws_amend_run(run=run, config=config)
        from .report.run_file import write_run

        path = write_run(run, state.config.report)
        config.stash[RESULT_KEY] = {"run": run, "path": str(path), "error": None}
        if state.config.shard and session.exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED:
            # A shard that drew no case is a valid part of a matrix: its run file says so.
            session.exitstatus = pytest.ExitCode.OK
        if not run["passed"] and session.exitstatus == pytest.ExitCode.OK:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
    except Exception as error:  # never a traceback instead of a report
        config.stash[RESULT_KEY] = {
            "run": None,
            "path": None,
            "error": f"{type(error).__name__}: {error}",
        }
        if session.exitstatus == pytest.ExitCode.OK:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
    # The records stay alive until the end: pytest's final garbage collection (and any
    # before it) need not walk them. Given back with the rest by the configure cleanup.
    gc.freeze()


def _restore_gc(threshold: tuple[int, int, int]) -> None:
    gc.unfreeze()
    gc.set_threshold(*threshold)


def _freeze_at_exit() -> None:
    # Nothing of a finished run is needed at exit; without this, the interpreter's final
    # garbage collection walks every record and report of a large run (about 0.15 ms a case).
    gc.freeze()


def pytest_unconfigure(config: pytest.Config) -> None:
    state = config.stash.get(STATE_KEY, None)
    if state is not None:
        state.close()  # open PDF documents, on workers and the controller alike
    if state is not None and not _EXIT_HOOK:
        atexit.register(_freeze_at_exit)
        _EXIT_HOOK.append(True)


_EXIT_HOOK: list[bool] = []


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    result = config.stash.get(RESULT_KEY, None)
    if result is None:
        return
    if result["error"]:
        terminalreporter.write_sep("=", "websearch-bench", red=True)
        terminalreporter.write_line(f"could not build the report: {result['error']}", red=True)
        return
    from .report.terminal import render

    run = result["run"]
    failed = not run["passed"]
    terminalreporter.write_sep("=", "websearch-bench", red=failed, green=not failed)
    for line in render(run, result["path"]):
        terminalreporter.write_line(line, red=line.startswith(("HARD GATE", "  [FAILED]")))
