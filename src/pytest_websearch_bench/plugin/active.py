"""The hooks an active bench registers: per file, per test function and per test. A
dormant plugin never registers them, so it adds nothing to a host suite's tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from ..config import climbed
from .fixtures import _WS_FIXTURES
from .items import BenchItem, GoldenFile, bench_key
from .partial import WORKER_IDS_DOWN_KEY, WORKERS_DOWN_KEY, keep_interrupt
from .state import CONFIG_KEY, ITEM_CUSTOM_KEY, ITEM_RECORD_KEY, TARGET_FIXTURE, offline_message
from .streak import BenchStreak

if TYPE_CHECKING:  # pragma: no cover
    from ..session import BenchSession


# -- reports: records travel with them ------------------------------------------------------


def _is_socket_block(error: BaseException) -> bool:
    from ..isolation.gate import NetworkLockedError

    if isinstance(error, NetworkLockedError):  # the offline session lock
        return True
    try:  # recording: pytest-socket's allow-list
        from pytest_socket import SocketBlockedError, SocketConnectBlockedError
    except ImportError:  # pragma: no cover - a declared dependency
        return False
    return isinstance(error, (SocketBlockedError, SocketConnectBlockedError))


def _target_cases(state: BenchSession, ids: list[str]) -> set[str]:
    """The cases of the tests of yours over golden cases (the ``ws_`` fixtures) among the
    node ids ``ids``: their parameter id is ``CASE-PROVIDER`` (``test_x[gs-001-tavily]``)."""
    from ..errors import BenchError

    params = [
        nodeid.rpartition("[")[2]
        for nodeid in ids
        if nodeid.endswith("]") and bench_key(nodeid) is None
    ]
    if not params:
        return set()
    try:
        cases = state.loaded.golden.selected_cases()
    except BenchError:  # a golden file that cannot be loaded: its own collection error
        return set()
    found = set()
    for case in cases:
        for provider in state.config.providers:
            if any(f"{case.id}-{provider}" in param for param in params):
                found.add(case.id)
    return found


# -- hooks of an active bench ---------------------------------------------------------------


class _ActiveBench:
    """The hooks that run per file, per test function or per test, registered only while
    the bench is active, so a dormant plugin adds nothing to a host suite's tests. It
    also gathers records from reports (its own in a serial run, the workers' under
    xdist), whatever process computed them."""

    def __init__(self, state: BenchSession, config: pytest.Config | None = None) -> None:
        self.state = state
        self.config = config  # the session's (the controller's under xdist)
        self.streak = BenchStreak()  # collector tuning (and the recording lock) per streak
        self._stops: tuple[type[BaseException], ...] | None = None
        self._selection_made = False  # pytest_collection_modifyitems ran (collection ended)
        self._warned = False  # the warnings about the selected cases were issued

    def _reraise(self, config: pytest.Config) -> tuple[type[BaseException], ...]:
        """What stops the session from inside an item, as in pytest's own protocol:
        ``pytest.exit()``, and Ctrl-C unless ``--pdb`` (where it is the debugger's)."""
        if self._stops is None:
            stops: tuple[type[BaseException], ...] = (pytest.exit.Exception,)
            if not config.getoption("usepdb", False):
                stops += (KeyboardInterrupt,)
            self._stops = stops
        return self._stops

    @pytest.hookimpl(wrapper=True)
    def pytest_runtestloop(self, session: pytest.Session) -> Iterator[None]:
        try:
            return (yield)
        except BaseException as error:  # what ended the loop: partial.stopped_early says it
            keep_interrupt(session.config, error)
            raise
        finally:
            self.streak.leave()  # a loop cut short inside a streak (-x, interrupts)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_protocol(
        self, item: pytest.Item, nextitem: pytest.Item | None
    ) -> bool | None:
        """Bench items run in one phase. They have no fixtures, so pytest's separate setup
        and teardown phases (with their reports and per-phase capture) would only add cost:
        about 0.3 ms an item, more than replaying the case. The item still gets logstart,
        one call report through the usual hooks (terminal, junitxml, xdist, -x, --lf) and
        logfinish. What holds while bench items run one after the other (the collector's
        tuning, and when recording the network lock) is ``streak``'s: entered here, left
        before any other item. Recording keeps pytest's full protocol until its recording
        phase is over and no item can call a provider any more."""
        offline = item.config.stash[CONFIG_KEY].offline
        if not isinstance(item, BenchItem) or not (offline or self.state.runner.recording_done):
            self.streak.leave()
            return None
        ihook = item.ihook
        ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
        streak = self.streak

        def run() -> None:
            streak.enter(lock=not offline)
            try:
                item.runtest()
            except BaseException:
                streak.leave()
                raise
            if not isinstance(nextitem, BenchItem):
                streak.leave()

        call = pytest.CallInfo.from_call(run, when="call", reraise=self._reraise(item.config))
        report = ihook.pytest_runtest_makereport(item=item, call=call)
        ihook.pytest_runtest_logreport(report=report)
        if (
            call.excinfo is not None
            and report.failed
            and not isinstance(call.excinfo.value, pytest.skip.Exception)
        ):
            ihook.pytest_exception_interact(node=item, call=call, report=report)
        ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
        streak.item_done()
        return True

    def pytest_collect_file(
        self, file_path: Path, parent: pytest.Collector
    ) -> pytest.Collector | None:
        if not self.state.loaded.golden.is_golden_file(file_path):
            return None
        return GoldenFile.from_parent(parent, path=file_path)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        # A golden file that could not be collected (also an xdist worker's, which the
        # controller is sent): its cases never run, so the run file says it is incomplete.
        # Another collector's failure (a broken test module beside the golden set) holds no
        # case: pytest reports it, the bench's "golden files not collected" does not count it.
        if report.failed and self._golden_file(report):
            self.state.results.collection_errors += 1

    def _golden_file(self, report: pytest.CollectReport) -> bool:
        """Whether ``report`` is a golden file's (by its node id's path, relative to the
        rootdir as pytest and every xdist worker spell it)."""
        path = report.nodeid.partition("::")[0]
        if not path:
            return False
        config = self.state.loaded.config
        return self.state.loaded.golden.is_golden_file(climbed(config.rootdir, Path(path)))

    @pytest.hookimpl(trylast=True)  # after every deselection (-k, -m, --lf, --sw)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        self._selection_made = True

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        # After every deselection (-k, -m, --deselect, --lf, --sw): what was not selected
        # is not expected, so it is never counted as lost. pytest calls this hook from a
        # ``finally``: a Ctrl-C during collection comes here with no item, and nothing was
        # selected then (walkthrough 60 #4: "all 92 items were deselected", complete).
        if not self._selection_made:
            return
        self.state.results.expect(
            (item.case.id, item.provider) for item in session.items if isinstance(item, BenchItem)
        )
        if not hasattr(session.config, "workerinput"):  # a worker's warnings are not shown
            selected = {item.case.id for item in session.items if isinstance(item, BenchItem)}
            for item in session.items:
                target = getattr(getattr(item, "callspec", None), "params", {}).get(TARGET_FIXTURE)
                if target is not None:
                    selected.add(target[0])
            self._warn_about(session.config, selected)

    @pytest.hookimpl(trylast=True)  # after pytest's own INTERNALERROR lines
    def pytest_internalerror(self, excrepr: object, excinfo: Any) -> None:
        """A pytest-xdist worker's internal error (a conftest hook that raised there),
        said in one line: the worker, the error, the conftest's file, line and function.
        pytest-xdist 3.8 then ends the session with an INTERNALERROR of its own (a
        KeyError: it removes that worker twice), whose traceback names none of them."""
        if self.config is None or hasattr(self.config, "workerinput"):
            return
        from . import _wrap_lines
        from .partial import worker_error_line

        line = worker_error_line(self.config, excinfo)
        terminal = self.config.pluginmanager.get_plugin("terminalreporter")
        if line is not None and terminal is not None:
            terminal.ensure_newline()
            for wrapped in _wrap_lines(self.config, [line]):
                terminal.write_line(wrapped, red=True)

    @pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook, on the controller
    def pytest_testnodedown(self, node: Any, error: object | None) -> None:
        # A worker that went down with an error (crashed): said when no worker collected.
        if error is not None and self.config is not None:
            self.config.stash.setdefault(WORKERS_DOWN_KEY, []).append(str(error))
            worker = getattr(getattr(node, "gateway", None), "id", None)
            if isinstance(worker, str):
                self.config.stash.setdefault(WORKER_IDS_DOWN_KEY, []).append(worker)

    # pytest-xdist's hook (absent when xdist is not installed); first, before the recording
    # plans on it: a Ctrl-C while it plans finds the items known (walkthrough 65 #1: the
    # report said "before any item was collected" and "after 0 of 5 items" at once)
    @pytest.hookimpl(optionalhook=True, tryfirst=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        # A worker's final selection (xdist sends it after the worker's own deselection).
        keys = [key for key in map(bench_key, ids) if key is not None]
        self.state.results.expect(keys)
        selected = {case_id for case_id, _ in keys} | _target_cases(self.state, ids)
        self._warn_about(getattr(node, "config", None), selected)

    def _warn_about(self, config: pytest.Config | None, selected: set[str]) -> None:
        """The warnings about the golden set, on the cases selected (``-k``, ``-m``,
        ``--deselect``, ``--lf``): never about a case the session did not select (nor about
        an empty category when it left cases out). Once (the first xdist
        worker's selection: every worker collects the same)."""
        if self._warned:
            return
        self._warned = True
        from .golden_warnings import (
            warn_cases_without_support,
            warn_categories_undeclared,
            warn_categories_without_cases,
            warn_gold_outside_families,
            warn_pool_overruled,
        )

        config = config or self.config
        if config is not None:
            warn_categories_undeclared(config, self.state, selected)
            warn_categories_without_cases(config, self.state, selected)
            warn_cases_without_support(config, self.state, selected)
            warn_pool_overruled(config, self.state, selected)
            warn_gold_outside_families(config, self.state, selected)

    def pytest_generate_tests(self, metafunc: pytest.Metafunc) -> None:
        if not any(name in metafunc.fixturenames for name in _WS_FIXTURES):
            return
        state = self.state
        state.runner.keep_records = True
        targets = [
            (c.id, p) for c in state.loaded.golden.selected_cases() for p in state.config.providers
        ]
        # Each parameter carries the ws_case marker, so -m ws_case / -m "not ws_case"
        # select these tests apart from the bench items.
        metafunc.parametrize(
            TARGET_FIXTURE,
            [
                pytest.param(target, id=f"{target[0]}-{target[1]}", marks=pytest.mark.ws_case)
                for target in targets
            ],
            indirect=True,
        )

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        report = yield
        state = self.state
        if call.excinfo is not None and _is_socket_block(call.excinfo.value):
            report.sections.append(("websearch-bench", offline_message(state.config)))
        if report.when == "call" or (report.when == "setup" and report.failed):
            record = item.stash.get(ITEM_RECORD_KEY, None)
            if record is not None and state.runner.first_report_of(record):
                if hasattr(item.config, "workerinput"):
                    report.ws_record = record.to_dict()  # crosses to the controller with the report
                else:
                    state.results.receive(record)  # same process: no serialisation round trip
            custom = item.stash.get(ITEM_CUSTOM_KEY, None)
            target = getattr(getattr(item, "callspec", None), "params", {}).get(TARGET_FIXTURE)
            if custom and target is not None:
                report.ws_custom = {"case_id": target[0], "provider": target[1], "values": custom}
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        key = bench_key(report.nodeid)
        if key is not None:
            self.state.results.reported.add(key)
        data = getattr(report, "ws_record", None)
        if data is not None:
            node = getattr(report, "node", None)  # xdist's controller: the worker that sent it
            if node is None:
                self.state.results.receive(data)
            else:
                worker = str(getattr(node, "workerinput", {}).get("workerid", node))
                self.state.results.receive_from_worker(data, worker, key)
        custom = getattr(report, "ws_custom", None)
        if custom is not None:
            self.state.results.receive_custom(
                custom["case_id"], custom["provider"], custom["values"]
            )
