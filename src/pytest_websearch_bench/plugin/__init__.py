"""The pytest glue, and the only package (with hookspecs) that knows pytest.

Dormant unless ``--ws-provider`` (or the ``ws_provider`` ini key) names a
provider: then it imports nothing heavy and registers no per-test work. Active,
it collects golden YAML files as test files (one item per case x provider),
keeps an offline session off the network from before the conftests to the end
(``lock``: the audit gate and the OS sandbox), ships each CaseRecord
with its test report (so records cross from xdist workers to the controller the
same way in every mode), and at session end builds the run file, prints the
"websearch-bench" section and ORs the hard gates into the exit status.

This module holds the session-level hooks; ``state`` the stash keys, ``items`` the
collected golden files and bench items, ``fixtures`` the fixtures for users' tests
(imported here so pytest registers them with the plugin), ``active`` the per-test
hooks registered only while the bench is active, ``lock`` the offline session lock,
``partial`` what a session stopped early says, ``golden_warnings`` the warnings about
the golden set (at the user's file and line). Over 400 lines because every
session-level hook pytest calls on the bench (options, configure, start, header, the
end with its run file, verdicts, terminal section and exit status) is here, in order.
"""

from __future__ import annotations

import atexit
import contextlib
import datetime as dt
import functools
import gc
import re
import shlex
import sys
from collections.abc import Generator, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from .. import hookspecs
from ..config import FLAGS, INI_ONLY, LISTS, OPTIONS, BenchConfig, ini_name
from ..errors import BenchError, ConfigError
from . import lock
from .fixtures import _ws_target, ws_adapter, ws_case, ws_cassette, ws_metric, ws_record
from .lock import NetworkLockedError
from .state import CONFIG_KEY, RESULT_KEY, STATE_KEY, _state

if TYPE_CHECKING:
    from ..session import BenchSession

__all__ = [
    "NetworkLockedError",
    "_ws_target",
    "ws_adapter",
    "ws_case",
    "ws_cassette",
    "ws_metric",
    "ws_record",
]

# -- options, configuration ----------------------------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("websearch-bench", "web search provider benchmark")
    for name, (metavar, help_text) in OPTIONS.items():
        group.addoption(
            f"--{name}", dest=ini_name(name), metavar=metavar, default=None, help=help_text
        )
        parser.addini(ini_name(name), help_text, default=None)
    for name, (metavar, help_text) in LISTS.items():
        group.addoption(
            f"--{name}", dest=ini_name(name), metavar=metavar, action="append", help=help_text
        )
        parser.addini(ini_name(name) + "s", f"{help_text} (one per line)", type="linelist")
    for name, help_text in FLAGS.items():
        group.addoption(f"--{name}", dest=ini_name(name), action="store_true", help=help_text)
        parser.addini(ini_name(name), help_text, type="bool", default=False)
    for name, help_text in INI_ONLY.items():
        parser.addini(name, help_text, default=None)


def pytest_addhooks(pluginmanager: pytest.PytestPluginManager) -> None:
    pluginmanager.add_hookspecs(hookspecs)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """xdist: a worker reads the command line's relative paths from the folder the
    controller was run in (``lock.invocation_dir``), whatever its own: sent relative to
    the rootdir, so that a remote, ``chdir`` or ``--rsyncdir`` worker, whose project is
    under another folder, finds the same place in its copy."""
    node.workerinput[lock.INVOCATION_FROM_ROOT_KEY] = lock.invocation_from_root(node.config)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_load_initial_conftests(
    early_config: pytest.Config, parser: pytest.Parser, args: list[str]
) -> Iterator[None]:
    """The earliest hook with the options and ini read: pytest imports the conftests in
    its own (trylast) implementation, so everything after this line is inside the lock.
    ``args``: what pytest parses (the ini's addopts, PYTEST_ADDOPTS, the command line),
    kept to name the flag that stops a session as it was typed (``stop_flag``)."""
    from .stop_flag import keep_args

    keep_args(early_config, parser, args)
    lock.session_opened(early_config)
    lock.start(early_config, "session")
    return (yield)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    lock.session_opened(config)  # when the plugin was registered too late for the above
    lock.start(config, "configure")
    lock.worker_output(config)
    config.addinivalue_line(
        "markers",
        "ws_case: set by pytest-websearch-bench on your own tests that take a ws_ fixture "
        "(ws_case, ws_record, ...), one per golden case x provider; the bench's own items "
        '(golden/cases/*.yaml) do not carry it: -m ws_case selects your tests, -m "not '
        'ws_case" the bench items',
    )
    _check_path_values(config)
    try:
        bench = BenchConfig.from_sources(
            config.rootpath,
            lambda name: config.getoption(ini_name(name), default=None),
            config.getini,
            ini_file=config.inipath,
            invocation_dir=lock.invocation_dir(config),
        )
    except BenchError as error:
        raise pytest.UsageError(f"websearch-bench: {error}") from None
    config.stash[CONFIG_KEY] = bench
    if not bench.active:
        _dormant_options(config)
        return
    has_pipeline = bool(config.pluginmanager.hook.pytest_ws_pipeline.get_hookimpls())
    try:
        from ..providers.registry import adapter_class
        from ..session import BenchSession

        state = BenchSession.start(
            bench,
            adapter_hook=lambda name: config.hook.pytest_ws_provide_adapter(
                name=name, config=config
            ),
            pipeline_hook=(
                (lambda run: config.hook.pytest_ws_pipeline(run=run, config=config))
                if has_pipeline
                else None
            ),
        )
        tiers = state.loaded.tiers_of(bench.providers)  # a cascade stands for its tiers
        for provider in tiers:
            if config.hook.pytest_ws_provide_adapter(name=provider, config=config) is None:
                adapter_class(provider)
        for name in state.config.endpoints:  # the ini's entries for other providers left out
            if name.partition(".")[0] not in tiers:
                import difflib

                close = difflib.get_close_matches(name.partition(".")[0], list(tiers), n=1)
                raise ConfigError(
                    f"--ws-endpoint {name}=... names no provider of this run ({', '.join(tiers)})"
                    + (f"; did you mean {close[0]!r}?" if close else ""),
                    "give NAME=URL for a provider named in --ws-provider",
                )
        from ..config import check_ini_providers
        from ..providers.registry import known_providers

        registered = set(known_providers())
        check_ini_providers(
            state.config,
            lambda name: (
                name in registered
                or config.hook.pytest_ws_provide_adapter(name=name, config=config) is not None
            ),
            [*registered, *tiers],
            state.config.ini_file,
        )
        from ..recording.rates import check_rate_names

        check_rate_names(state.config.rates, tiers)
        if bench.invoice is not None:
            from ..invoice import load_invoice

            load_invoice(bench.invoice)  # a bad invoice stops the run before it starts
    except BenchError as error:
        raise pytest.UsageError(f"websearch-bench: {error}") from None
    except KeyboardInterrupt:
        # pytest reports an interrupt in pytest_configure with nothing at all (its terminal
        # reporter is not there yet): exit status 2 and an empty screen (walkthrough 59 #7).
        # An xdist worker says nothing: the controller reports the stop (``label_uncollected``).
        if not hasattr(config, "workerinput"):
            sys.stderr.write(
                "websearch-bench: interrupted while loading the golden set and the fixtures, "
                "before any test ran: nothing ran, no run file written\n"
            )
        raise
    config.stash[STATE_KEY] = state
    # (the warnings about the golden set wait for the selection: ``_ActiveBench._warn_about``)
    from .active import _ActiveBench

    config.pluginmanager.register(_ActiveBench(state, config), "websearch-bench-active")
    from .verdicts import keep_verdict_ids

    keep_verdict_ids(config)
    if not bench.offline:
        from .recording import RecordingHooks

        config.pluginmanager.register(RecordingHooks(state, config), "websearch-bench-recording")
    # Registered before pytest's own cleanups (this hook runs first), so it runs after
    # them, the final garbage collection included: an in-process session (pytester,
    # pytest.main) hands back what the run froze and the collector's thresholds, a
    # finished process never pays for scanning it.
    config.add_cleanup(functools.partial(_restore_gc, gc.get_threshold()))
    gc.freeze()  # the modules just imported: collection need not rescan them
    if not bench.offline:
        # Recording: the named providers' hosts only; everything else stays blocked.
        # pytest-socket reads these in its own pytest_configure, which runs after this one.
        # (Offline, the session lock started before the conftests covers everything.)
        config.option.allow_unix_socket = True
        config.option.allow_hosts = ",".join(config.stash[STATE_KEY].runner.hosts())


def pytest_sessionstart(session: pytest.Session) -> None:
    state = _state(session.config)
    if state is None:
        return
    if hasattr(session.config, "workerinput"):
        _settle_worker(state)  # the controller checks the fixtures, once
        return
    if _verbosity(session.config) < 0:  # read before --lf/--sw rewrite the cache at the end
        session.config.stash[_RERUN_KEY] = _quiet_rerun_line(session.config, state)
    from ..errors import GoldenFileError
    from ..recording.commit import recover

    if not state.config.offline:
        # Recording: a recording of this user's killed before its manifest journal was
        # folded is folded first, so the manifest agrees with the files it left. (Replay
        # never folds a journal: it is reported by the fixture check below.)
        recover(state.config.cassettes)
    try:
        errors = state.loaded.verify_fixtures()
    except GoldenFileError:
        return  # reported as a collection error, with the file and the field
    if errors:
        from .fixture_check import FIXTURE_ERRORS_KEY, by_file

        # Reported as collection errors (``fixture_check``), before anything is collected.
        session.config.stash[FIXTURE_ERRORS_KEY] = by_file(errors, session.config.rootpath)


def _settle_worker(state: BenchSession) -> None:
    """A replaying worker lets the parsed manifest go, as the controller does after its
    check (``FixtureTree.settle``). A manifest it cannot read is left for the item that
    needs it (the controller reports it before anything runs)."""
    if not state.config.offline:
        return  # recording rewrites the manifest: parsed again as it changes
    with contextlib.suppress(BenchError):
        state.loaded.fixtures.settle_worker()


@pytest.hookimpl(tryfirst=True)  # before xdist's controller and pytest's own collection
def pytest_collection(session: pytest.Session) -> None:
    from .fixture_check import FIXTURE_ERRORS_KEY, report

    grouped = session.config.stash.get(FIXTURE_ERRORS_KEY, None)
    if grouped:
        report(session, grouped)


def pytest_report_header(config: pytest.Config) -> list[str] | None:
    state = _state(config)
    if state is None:
        return None
    bench = state.config
    mode = "network locked" if bench.offline else f"RECORDING ({bench.record})"
    lines = [
        f"websearch-bench: providers {', '.join(bench.providers)}; golden {bench.golden}; "
        f"cassettes {bench.cassettes}; {mode}"
    ]
    isolation = lock.isolation_of(config)
    if isolation is not None:
        lines.append(f"websearch-bench network: {isolation.describe()}")
    if bench.ignored_ini:
        lines.append(
            f"websearch-bench: ini entries for providers not in this run ignored: "
            f"{', '.join(bench.ignored_ini)}"
        )
    notes = (
        _last_failed_verdicts(config, state)
        + _stepwise_verdict(config, state)
        + _empty_shard(state)
    )
    # every line wrapped at the terminal's width, the first (providers, paths) too
    return _wrap_lines(config, lines + notes)


def _width(config: pytest.Config) -> int:
    """The terminal's width, as pytest's terminal writer measures it (120 without one)."""
    terminal = config.pluginmanager.get_plugin("terminalreporter")
    return int(getattr(getattr(terminal, "_tw", None), "fullwidth", 120))


def _wrap_lines(config: pytest.Config, lines: Sequence[str]) -> list[str]:
    """The plugin's own prose lines (a header note, the ``--co`` verdicts line, the
    PARTIAL RUN line) wrapped at the terminal's width as the report's are (``report.wrap``:
    between words, the next lines two spaces in)."""
    from ..report.wrap import wrap

    width = _width(config)
    return [wrapped for line in lines for wrapped in wrap(line, width)]


def _empty_shard(state: Any) -> list[str]:
    """Under ``--ws-shard I/N``, one header line when shard I draws no case (a small
    golden set split into many shards): which shard, how many cases the set (or its
    ``--ws-category``) has and which shards draw them, instead of a silent empty run."""
    bench = state.config
    if bench.shard is None:
        return []
    from ..errors import GoldenFileError
    from ..session import shard_draw_words, shard_of

    try:
        cases = [
            case.id
            for case in state.loaded.golden.all_cases()
            if bench.category is None or case.category == bench.category
        ]
    except GoldenFileError:
        return []  # reported as a collection error, with the file and the field
    index, total = bench.shard
    if any(shard_of(case, total) == index for case in cases):
        return []
    return [
        f"websearch-bench: shard {index}/{total} is empty: it "
        f"{shard_draw_words(total, cases, bench.category)}, so this session runs no case: the "
        "other shards run them"
    ]


def pytest_report_collectionfinish(
    config: pytest.Config, items: Sequence[pytest.Item]
) -> list[str] | None:
    """Under ``--collect-only``, name the verdicts the session reports after its items
    (they are results, not items: ``--co`` would otherwise count fewer than a run)."""
    state = _state(config)
    if state is None or not config.option.collectonly or hasattr(config, "workerinput"):
        return None
    from .items import BenchItem
    from .state import TARGET_FIXTURE

    targets = any(
        TARGET_FIXTURE in getattr(getattr(item, "callspec", None), "params", {}) for item in items
    )
    # a provider's verdicts go with its items (``verdicts.reached``): none when none selected
    selected = {item.provider for item in items if isinstance(item, BenchItem)}
    providers = [p for p in state.config.providers if targets or p in selected]
    reached = targets or bool(selected)
    outside = [] if reached else _golden_outside_args(config, state.config)
    from ..errors import GoldenFileError

    try:
        rules = state.loaded.gate_rules
    except GoldenFileError:
        return None  # reported as a collection error, with the file and the field
    from ..user_gates import gate_labels
    from .verdicts import collect_only_lines

    # Printed by the terminal summary, after the items and next to pytest's own "N tests
    # collected" (lines returned here come before the items, and were read first).
    config.stash[_COLLECTED_KEY] = collect_only_lines(providers, gate_labels(rules), len(items))
    return _wrap_lines(config, outside) or None


def _last_failed_verdicts(config: pytest.Config, state: BenchSession | None = None) -> list[str]:
    """Under ``--lf`` (or ``--ff``), one header line when the last failures include the
    run's verdicts (gates, provenance, lost cases): pytest cannot select them, nor run them
    first (they are not items), and says only "known failures not in selected tests" (and
    under xdist nothing)."""
    cache = getattr(config, "cache", None)
    last_failed = bool(getattr(config.option, "lf", False))
    if cache is None or not (last_failed or getattr(config.option, "failedfirst", False)):
        return []
    from .verdicts import PREFIX

    failed = [key for key in cache.get("cache/lastfailed", {}) if isinstance(key, str)]
    verdicts = [key[len(PREFIX) + 2 :] for key in failed if key.startswith(f"{PREFIX}::")]
    gone = _verdicts_gone(state, verdicts)
    elsewhere = _verdicts_elsewhere(state, verdicts)
    if gone or elsewhere:
        verdicts = [v for v in verdicts if v not in gone and v not in elsewhere]
        failed = [key for key in failed if key[len(PREFIX) + 2 :] not in {*gone, *elsewhere}]
    notes = _gone_note(gone, everything=not failed) + _elsewhere_note(
        elsewhere, everything=not failed
    )
    if not verdicts:
        return notes
    named = ", ".join(verdicts[:3]) + (
        f" and {len(verdicts) - 3} more" if len(verdicts) > 3 else ""
    )
    why = "verdicts are decided after the run and are not items, so"
    if not last_failed:  # --ff (walkthrough 62 #3: pytest's line alone read as a lost test)
        ff = (
            f'{why} --ff cannot run them first (pytest counts them as "known failures not in '
            'selected tests"): every selected case runs, and they are judged anew after the last'
            if len(verdicts) == len(failed)
            else "verdicts are decided after the run and are not items: --ff runs the failed "
            "cases first, then every other case, and judges the verdicts anew after the last"
        )
        return [
            f"websearch-bench: the last failures include verdicts over the whole run ({named}): "
            f"{ff}",
            *notes,
        ]
    items = [key for key in failed if not key.startswith(f"{PREFIX}::")]
    dead = [key for key in items if not _still_collected(config, state, key)]
    if len(verdicts) == len(failed):
        what = (
            f'{why} pytest counts them as "known failures not in selected tests" and every '
            "selected case runs again to judge them anew"
        )
    elif len(dead) == len(items):  # walkthrough 68 #2: a failed case since deleted
        what = (
            f"{why} and the failed items among them ({_cached_failures_words(dead)[0]}) "
            "are not collected by this run (no such case or provider in the selection), "
            'pytest counts every last failure as "known failures not in selected tests": '
            "every selected case runs again, and the verdicts are judged anew"
        )
    elif dead:
        what = (
            f"{why} --lf reruns the failed cases this run still collects alone and judges "
            f"the verdicts on those ({_cached_failures_words(dead)[0]}: not collected)"
        )
    else:
        what = f"{why} --lf reruns the failed cases alone and judges the verdicts on those"
    return [
        f"websearch-bench: the last failures include verdicts over the whole run ({named}): {what}",
        *notes,
    ]


def _still_collected(config: pytest.Config, state: BenchSession | None, nodeid: str) -> bool:
    """Whether this run collects the cached failed item ``nodeid``, as far as the header
    can tell before the collection: a bench item's golden file, case (selected) and
    provider; another test's file (its test is assumed there). pytest's ``--lf`` reruns
    the failed items alone only when it collects one of them, else it runs every selected
    item ("known failures not in selected tests")."""
    path = config.rootpath / nodeid.partition("::")[0]
    if not path.exists():
        return False
    from .items import bench_key

    key = bench_key(nodeid)
    if key is None or state is None:
        return True
    case_id, provider = key
    if provider not in state.config.providers:
        return False
    try:
        cases = state.loaded.golden.cases_in(path)
    except BenchError:
        return True  # the file's own collection error says what is wrong
    return any(case.id == case_id and state.loaded.golden.selected(case) for case in cases)


def _verdicts_gone(state: BenchSession | None, verdicts: Sequence[str]) -> list[str]:
    """The cached failed ``verdicts`` (``gates::NAME[PROVIDER]``) of a provider of this run
    that this run does not report: a user gate removed from ``gates.yaml`` or ``ws_gates``
    (or renamed). No run reports them again, so pytest keeps their entry, as it keeps a
    deleted test's, and ``--lf`` runs every case for them."""
    if state is None:
        return []
    from ..gates import GATE_NAMES
    from ..user_gates import gate_labels

    try:
        names = [*GATE_NAMES, *gate_labels(state.loaded.gate_rules)]
    except BenchError:
        return []  # a bad gates.yaml is its own error
    providers = state.config.providers
    reported = {f"{what}[{p}]" for p in providers for what in ("provenance", "lost")}
    reported.update(f"gates::{name}[{p}]" for p in providers for name in names)
    return [
        verdict
        for verdict in verdicts
        if verdict not in reported and verdict.rpartition("[")[2].rstrip("]") in providers
    ]


def _verdict_provider(verdict: str) -> str | None:
    """The provider a cached verdict (``gates::NAME[PROVIDER]``, ``lost[PROVIDER]``) is of."""
    if not verdict.endswith("]") or "[" not in verdict:
        return None
    return verdict.rpartition("[")[2][:-1]


def _verdicts_elsewhere(state: BenchSession | None, verdicts: Sequence[str]) -> list[str]:
    """The cached failed ``verdicts`` of a provider this run does not have (another
    ``--ws-provider``): this run neither judges nor reports them, so pytest keeps their
    entry, and ``--lf`` runs every case for them without judging them anew."""
    if state is None:
        return []
    providers = set(state.config.providers)
    return [
        verdict
        for verdict in verdicts
        if _verdict_provider(verdict) is not None and _verdict_provider(verdict) not in providers
    ]


def _cached_failures_words(items: Sequence[str]) -> tuple[str, bool, str, str]:
    """The words a header line about cached failures uses: the first three named (and how
    many more), whether there is one, and the pronouns for it or them."""
    named = ", ".join(items[:3]) + (f" and {len(items) - 3} more" if len(items) > 3 else "")
    one = len(items) == 1
    it, its = ("it", "its entry") if one else ("them", "their entries")
    return named, one, it, its


def _elsewhere_note(elsewhere: Sequence[str], *, everything: bool) -> list[str]:
    """The header line naming the cached failures of providers this run does not have
    (``_verdicts_elsewhere``); ``everything``: they are all the cached failures, so every
    selected case runs (pytest's "known failures not in selected tests")."""
    if not elsewhere:
        return []
    named, one, it, its = _cached_failures_words(elsewhere)
    names = sorted({str(_verdict_provider(v)) for v in elsewhere})
    whose = (
        f"a provider this run does not have ({names[0]})"
        if len(names) == 1
        else (f"providers this run does not have ({', '.join(names)})")
    )
    runs = f"; every selected case runs, and none judges {it}" if everything else ""
    return [
        f"websearch-bench: the last failures include {named}, "
        f"{'a verdict' if one else 'verdicts'} of {whose}: this run does not report {it}, "
        f"and pytest keeps {its} until a run of {'that provider' if len(names) == 1 else 'those providers'} "
        f"reports {it} again (none does for a gate no longer in gates.yaml or "
        f"ws_gates){runs}; `pytest --cache-clear` forgets {it} (with every other last failure)"
    ]


# Where a cached failed gate this run does not have went (``_verdicts_gone``).
_GATE_GONE = "no longer in gates.yaml or ws_gates"


def _gone_note(gone: Sequence[str], *, everything: bool) -> list[str]:
    """The header line naming the cached failures of gates this run no longer has
    (``_verdicts_gone``); ``everything``: they are all the cached failures, so every
    selected case runs (pytest's "known failures not in selected tests")."""
    if not gone:
        return []
    named, one, it, its = _cached_failures_words(gone)
    runs = f"; every selected case runs for {it}" if everything else ""
    return [
        f"websearch-bench: the last failures include {named}, "
        f"{'a gate' if one else 'gates'} this run does not have ({_GATE_GONE}): "
        f"no run reports {it} again, and pytest keeps {its} as it keeps a deleted "
        f"test's{runs}; `pytest --cache-clear` forgets {it} (with every other last failure)"
    ]


def _stepwise_verdict(config: pytest.Config, state: BenchSession | None = None) -> list[str]:
    """Under ``--sw``, one header line when the failure it resumes at is a verdict (a
    failed gate, strict provenance, lost cases): a verdict is no item, so stepwise skips
    none and says only "previously failed test not found, not skipping"; every case runs
    again, and the verdict is judged anew (cleared when it passes, stopped at again when
    it fails). A verdict this run does not judge (a gate no longer in ``gates.yaml`` or
    ``ws_gates``: ``_verdicts_gone``; another provider's: ``_verdicts_elsewhere``) is never
    cleared by it, and the line says what forgets it. The cache holds the node id
    (pytest < 8.4) or ``{"last_failed": ...}``."""
    cache = getattr(config, "cache", None)
    if cache is None or not config.getoption("stepwise", False):
        return []
    if config.getoption("stepwise_reset", False):  # pytest >= 8.4: the failure is forgotten
        return []
    from .verdicts import PREFIX

    cached = cache.get("cache/stepwise", None)
    last = cached.get("last_failed") if isinstance(cached, dict) else cached
    if not isinstance(last, str) or not last.startswith(f"{PREFIX}::"):
        return []
    verdict = last[len(PREFIX) + 2 :]
    # --sw-reset (pytest >= 8.4) resets in the collection, which xdist's controller never
    # runs: under -n the failure is kept; a serial --sw-reset forgets it (the cache is the
    # same), as clearing the cache does. A serial run is told of --sw-reset alone.
    can_reset = hasattr(config.option, "stepwise_reset")
    xdist = config.pluginmanager.hasplugin("dsession")
    if can_reset and not xdist:
        forget = "`pytest --sw-reset` forgets it"
    elif can_reset:
        forget = (
            "`pytest --sw-reset` run without -n (under -n it resets nothing: xdist's "
            "controller never runs stepwise's reset) or `pytest --cache-clear` (with every "
            "last failure) forgets it"
        )
    else:
        forget = "`pytest --cache-clear` forgets it (with every last failure)"
    if _verdicts_gone(state, [verdict]):
        return [
            f"websearch-bench: --sw resumes at {last}, a gate this run does not have "
            f"({_GATE_GONE}): stepwise skips no item, and no run reports it again, so every "
            f"--sw run starts from the first item until {forget}"
        ]
    if _verdicts_elsewhere(state, [verdict]):
        return [
            f"websearch-bench: --sw resumes at {last}, a verdict of a provider this run does "
            f"not have ({_verdict_provider(verdict)}): stepwise skips no item, and this run "
            f"does not judge it; a --sw run of that provider does, or {forget}"
        ]
    return [
        f"websearch-bench: --sw resumes at {last}, a verdict decided after the run, not an "
        "item: stepwise skips no item, and every selected case runs again to judge it anew"
    ]


def _quiet_rerun_line(config: pytest.Config, state: BenchSession) -> list[str]:
    """Under ``-q``, where pytest prints no header (its own "run-last-failure:" and
    "stepwise:" lines included, ``verbosity >= 0`` only), one short line for the summary
    when ``--lf`` or ``--sw`` runs every selected case again because what they resume from
    is a verdict, not an item (the header's lines, ``_last_failed_verdicts`` and
    ``_stepwise_verdict``, say it at length without ``-q``): walkthrough 66 saw all the
    cases rerun with no reason given."""
    cache = getattr(config, "cache", None)
    if cache is None:
        return []
    from .verdicts import PREFIX

    why: list[str] = []
    if getattr(config.option, "lf", False):
        failed = [key for key in cache.get("cache/lastfailed", {}) if isinstance(key, str)]
        verdicts = [key for key in failed if key.startswith(f"{PREFIX}::")]
        items = [key for key in failed if not key.startswith(f"{PREFIX}::")]
        if verdicts and not any(_still_collected(config, state, key) for key in items):
            named = _cached_failures_words([key[len(PREFIX) + 2 :] for key in verdicts])[0]
            lost = (
                f"; the failed items ({_cached_failures_words(items)[0]}) are not collected by "
                "this run"
                if items
                else ""
            )
            why.append(f"--lf's last failures are verdicts ({named}), not items{lost}")
    if _stepwise_verdict(config, state):
        cached = cache.get("cache/stepwise", None)
        last = str(cached.get("last_failed") if isinstance(cached, dict) else cached)
        why.append(f"--sw resumes at {last[len(PREFIX) + 2 :]}, a verdict, not an item")
    if not why:
        return []
    return [
        f"websearch-bench: every selected case runs again: {'; '.join(why)} (run without -q "
        "for more)"
    ]


def _golden_outside_args(config: pytest.Config, bench: BenchConfig) -> list[str]:
    """A line when the golden set lies outside every path pytest collects from
    (``_outside_command``), else none."""
    remedy = _outside_remedy(config, bench)
    if remedy is None:
        return []
    return [
        f"websearch-bench: the golden set {bench.golden} is outside what pytest collects "
        f"({', '.join(config.args)}): none of its cases ran; {remedy}"
    ]


def golden_outside(config: pytest.Config, bench: BenchConfig) -> str | None:
    """Why nothing ran, for the run file's ``selection.why`` and the "nothing ran" line,
    when the golden set lies outside what pytest collects; None when it lies inside."""
    remedy = _outside_remedy(config, bench)
    if remedy is None:
        return None
    return (
        f"the golden set {bench.golden} is outside what pytest collects "
        f"({', '.join(config.args)}): {remedy}"
    )


def _outside_remedy(config: pytest.Config, bench: BenchConfig) -> str | None:
    """The way out when the golden set lies outside what pytest collects, said for how
    pytest chose its paths: ``testpaths`` count only when pytest runs from the rootdir with
    no path argument (``Config._decide_args``), so "add it to testpaths" is given only
    there; from a sub-folder the remedy is the rootdir, or the path passed from where the
    user is (walkthrough 68: "add it to testpaths" when it already was in them). None when
    it lies inside."""
    command = _outside_command(config, bench)
    if command is None:
        return None
    short = _outside_short_command(config, bench)
    passed = (
        f"pass it as a path (`{short}`)"
        if short is not None
        else f"pass it as a path and keep the rootdir (`{command}`)"
    )
    source = config.args_source
    if source is pytest.Config.ArgsSource.ARGS:
        return f"testpaths do not apply when paths are given; {passed}"
    root = config.rootpath
    # (pytest < 8.1 spells the invocation-dir source INCOVATION_DIR: name the other two)
    from_here = source not in (pytest.Config.ArgsSource.ARGS, pytest.Config.ArgsSource.TESTPATHS)
    if from_here and config.invocation_params.dir != root:
        if _in_testpaths(config, bench):
            return (
                f"pytest was run in {config.invocation_params.dir}, not the rootdir {root}, "
                "and reads testpaths (which hold it) only when run from the rootdir with no "
                f"path: run from {root}, or {passed}"
            )
        return f"{passed}, or add it to testpaths and run from the rootdir {root}"
    return f"add it to testpaths, or {passed}"


def _in_testpaths(config: pytest.Config, bench: BenchConfig) -> bool:
    """Whether a ``testpaths`` entry (a glob from the rootdir, as pytest reads it) holds
    the golden set's cases."""
    import glob

    cases = (bench.golden / "cases").resolve()
    root = config.rootpath
    for entry in config.getini("testpaths"):
        for found in glob.glob(str(root / entry), recursive=True):
            path = Path(found).resolve()
            if cases == path or path in cases.parents:
                return True
    return False


_INI_NAMES = ("pytest.ini", ".pytest.ini", "pyproject.toml", "tox.ini", "setup.cfg")


def _outside_short_command(config: pytest.Config, bench: BenchConfig) -> str | None:
    """``pytest ../golden --ws-provider=...`` relative to the folder pytest was run in,
    when pytest, given that path alone, finds the same ini file and rootdir: the ini was
    found by pytest's own search (no ``-c``, no ``--rootdir``), it sits in the rootdir,
    the golden set lies under it and no folder between holds an ini-like file. None
    otherwise (the long command, ``_outside_command``, keeps ``-c`` and ``--rootdir``)."""
    inipath = config.inipath
    root = config.rootpath
    if inipath is None or config.option.inifilename or config.option.rootdir:
        return None
    golden = bench.golden.resolve()
    if inipath.parent.resolve() != root.resolve() or root.resolve() not in golden.parents:
        return None
    folder = golden
    while folder != root.resolve():
        if any((folder / name).exists() for name in _INI_NAMES):
            return None
        folder = folder.parent
    import os

    from ..errors import override_args, shell_words

    context = bench.record_context
    flags = context.options(",".join(bench.providers), bench.record, judge=bench.judge)
    kept = [word for pair in override_args(context.args) for word in ("-o", "=".join(pair))]
    relative = os.path.relpath(golden, config.invocation_params.dir)
    return shell_words(["pytest", relative, *flags, *kept])


def _outside_command(config: pytest.Config, bench: BenchConfig) -> str | None:
    """The command that collects the golden set when it lies outside every path pytest
    collects from (its arguments, else ``testpaths``, else the current folder); None when
    it lies inside. Both ways out work (a ``testpaths`` entry may be absolute); the
    command keeps the run's ini (``-c``: pytest looks for one only above the paths it is
    given, whatever ``--rootdir`` says) and the run's own flags, as a re-record command
    keeps them (``RecordContext.options``: its providers, --ws-cassettes, --ws-endpoint,
    --ws-judge and --ws-record; the ``-o ws_*=...`` overrides), so that it runs as
    pasted, shell-quoted. The callers ask only when no case was reached: tests of one's
    own that take a ``ws_`` fixture run the golden cases without collecting the golden
    folder (README "Using it inside an existing test-suite")."""
    golden = bench.golden
    cases = (golden / "cases").resolve()
    for arg in config.args:
        path = (config.invocation_params.dir / arg.split("::")[0]).resolve()
        if cases == path or path in cases.parents or cases in path.parents:
            return None
    from dataclasses import replace

    from ..errors import override_args, shell_words

    # without -c the run's ini (ws_provider, ws_endpoints, testpaths ...) is not read
    ini = ["-c", str(config.inipath)] if config.inipath is not None else []
    context = replace(bench.record_context, golden=str(golden))
    flags = context.options(",".join(bench.providers), bench.record, judge=bench.judge)
    kept = [word for pair in override_args(context.args) for word in ("-o", "=".join(pair))]
    return shell_words(["pytest", str(golden), f"--rootdir={config.rootpath}", *ini, *flags, *kept])


# -- session end: run file, terminal section, exit status ----------------------------------


@pytest.hookimpl(tryfirst=True)  # before junitxml writes its file: it must see the verdicts
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    state = _state(config)
    if state is not None and not state.config.offline:
        state.runner.close_recording()  # the manifest journal folded before the run file
    if state is None and config.option.no_summary:
        # pytest < 9 calls no pytest_terminal_summary under --no-summary (9.x does)
        terminal = config.pluginmanager.get_plugin("terminalreporter")
        if terminal is not None:
            _dormant_hint(terminal, exitstatus, config)
    if state is None or hasattr(config, "workerinput") or config.option.collectonly:
        return  # --collect-only: nothing ran, so no run file and no report
    if state.results.refused:
        return  # the recording refused to start: nothing ran
    from .fixture_check import FIXTURE_ERRORS_KEY

    if config.stash.get(FIXTURE_ERRORS_KEY, None):
        return  # the fixtures failed verification: nothing ran
    from .golden_warnings import WARNING_ERROR_KEY

    if config.stash.get(WARNING_ERROR_KEY, False):
        return  # a warning about the selected cases turned into an error: a usage error
    from .partial import label_partial, label_selection, label_uncollected, stopped_early

    cause = stopped_early(session, exitstatus)
    state.results.stopped_early = cause is not None
    target = state.config.report  # where the run file goes (``free_path`` may number it)
    written: Path | None = None
    try:
        records = state.results.records()
        if config.pluginmanager.hook.pytest_ws_case_record.get_hookimpls():
            for record in records:
                config.hook.pytest_ws_case_record(record=record, config=config)
        finished = dt.datetime.now(dt.timezone.utc)
        state.results.isolation = lock.run_isolation(config, state.config.record, state.config)
        run = state.results.build_run(records, finished)
        if not any((p or {}).get("cases") for p in (run.get("providers") or {}).values()):
            outside = golden_outside(config, state.config)
            if outside:  # not a selection: the cases were never collected
                run["selection"]["why"] = outside
                run["complete"] = False
        from ..report.terminal import INTERNAL
        from .partial import label_workers_crashed, workers_crashed

        # (a Ctrl-C while the workers load takes them down too: that is the stop's to say;
        # pytest-xdist ends some crashes as an INTERNALERROR of its own: the crash's to say)
        stop = cause is not None and cause != INTERNAL
        crashed = None if state.results.collected or stop else workers_crashed(config)
        if crashed is not None:
            label_workers_crashed(run, crashed)  # xdist's workers died before collecting
        elif cause is not None and not state.results.collected:
            if not _only_uncollectable(state):  # else nothing was there to run: not a stop
                label_uncollected(run, cause)  # a Ctrl-C while xdist's workers load
        elif cause is not None:
            from .partial import crashed_first

            # a worker's crash before an INTERNALERROR: both, in the order they came
            cause = crashed_first(config, cause)
            assert cause is not None
            label_partial(run, cause)  # -x, --maxfail, Ctrl-C: verdicts on what ran
        label_selection(run)
        from .partial import label_uncollected_files

        uncollected = label_uncollected_files(run)  # xdist ran the files beside a broken one
        from .partial import late_stop, not_judged, unjudged_reason

        # A session pytest stopped (-x, --maxfail, --sw, Ctrl-C, an INTERNALERROR) has
        # failed or was interrupted already: before its last item, its verdicts are
        # reported skipped, not judged; when every item had run, they are judged, and
        # counted after an interrupt alone (pytest counts no result past an
        # -x/--maxfail/--sw stop).
        unjudged = late = None
        if cause is not None and session.exitstatus != pytest.ExitCode.OK:
            unjudged = unjudged_reason(run, cause)
            late = late_stop(run, cause)
        elif uncollected is not None:  # measured on part of the golden set: not judged
            unjudged = uncollected
        if crashed is not None:  # nothing was collected: no verdict is judged on it
            unjudged = crashed
        config.hook.pytest_ws_amend_run(run=run, config=config)
        not_judged(run, unjudged)  # passed: null when nothing failed but nothing was judged
        from ..report.run_file import RunFileWriteError, free_path, write_run

        path = state.config.report
        if state.config.report_default:
            path = free_path(path)  # two runs in the same second never overwrite each other
        target = path
        unwritten: RunFileWriteError | None = None
        try:
            written = path = write_run(run, path)  # atomic: whole, or not there at all
        except OSError as error:  # the run was built: its report and verdicts still stand
            unwritten = RunFileWriteError(
                path, error, state.config.source_kind("ws-report"), state.config.ini_file
            )
        from .partial import late_flag
        from .verdicts import log_error, log_verdicts

        config.stash[RESULT_KEY] = {
            "run": run,
            "path": None if unwritten else str(path),
            "error": None,
            "late": late,
            "unwritten": None if unwritten is None else str(unwritten),
        }
        log_verdicts(config, run, session, unjudged, late_flag(late) if late else None)
        from ..report.terminal import empty_draw

        if (
            crashed is None
            and session.exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED
            and empty_draw(run)
        ):
            # A shard that draws no case of a set that has some is a valid part of a matrix
            # (the other shards run them): it passes, and its run file says why it ran none
            # (``selection.empty``). One whose draw -k, -m... left out keeps pytest's 5.
            session.exitstatus = pytest.ExitCode.OK
        # a failed run exits 1, also over "no tests collected" (5, ``_failed_exit``); when
        # failed for what no report counts (a hard fault in a record of a test of yours
        # that passed; a pytest_ws_amend_run that failed the run), the last line must not
        # read "N passed" (or "N deselected") under exit status 1
        if run["passed"] is False and _failed_exit(session) and not _failed_verdicts(config):
            log_error(config, "run", _unreported_failures(run), session)
        if unwritten is not None:
            # pytest's convention for an error outside a test (as a fixture's teardown): an
            # error result, exit status 1 (TESTS_FAILED), counted in the last line; also
            # over "no tests collected" (5), as pytest's own errors are (``_failed_exit``)
            _failed_exit(session)
            log_error(config, "report", str(unwritten), session)
    except KeyboardInterrupt:  # a Ctrl-C while the run file is built: pytest's exit, no traceback
        session.exitstatus = pytest.ExitCode.INTERRUPTED
        config.stash[RESULT_KEY] = {
            "run": None,
            "path": None,
            "error": None,
            "interrupted": _interrupted_line(target, written),
        }
    except Exception as error:  # never a traceback instead of a report
        text = f"{type(error).__name__}: {error}"
        config.stash[RESULT_KEY] = {"run": None, "path": None, "error": text}
        _failed_exit(session)
        from .verdicts import log_error

        # the exit status changes: pytest's last line counts the error (never "N passed")
        log_error(config, "report", f"could not build the report: {text}", session)
    terminal = config.pluginmanager.get_plugin("terminalreporter")
    if config.option.no_summary and terminal is not None:
        _write_one_line(terminal, config)
    elif session.exitstatus == pytest.ExitCode.INTERNAL_ERROR and terminal is not None:
        # pytest calls no pytest_terminal_summary after an INTERNALERROR: no report
        for line in _wrap_lines(config, _internal_error_lines(config)):
            terminal.write_line(line, red=True)
    # The records stay alive until the end: pytest's final garbage collection (and any
    # before it) need not walk them. Given back with the rest by the configure cleanup.
    gc.freeze()


def _failed_exit(session: pytest.Session) -> bool:
    """Exit status 1 (TESTS_FAILED) for a session the bench fails (a failed run, the run
    file not written or not built), where pytest would say 0 or 5: pytest counts an error
    (a fixture's teardown, a collection error under --continue-on-collection-errors) in
    ``session.testsfailed``, and ``_pytest.main._main`` returns TESTS_FAILED for it before
    it looks at whether any test was collected (NO_TESTS_COLLECTED). A worse status
    (interrupted, internal error, usage error) stays. True when it changed the status
    (the caller then makes pytest's last line count the error)."""
    if session.exitstatus in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED):
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        return True
    return False


def _internal_error_lines(config: pytest.Config) -> list[str]:
    """What the run file says, after an INTERNALERROR (pytest prints no report then):
    whether it was written, and its verdict (``passed``, ``not_evaluated_because``)."""
    result = config.stash.get(RESULT_KEY, None)
    if result is None or result.get("run") is None:
        return []
    run = result["run"]
    head = "websearch-bench: pytest ended with an INTERNALERROR (above), so no report is printed"
    if not result.get("path"):
        return [f"{head}; no run file was written", *_unwritten_lines(result)]
    passed = {True: "true", False: "false", None: "null"}.get(run.get("passed"), "?")
    why = run.get("not_evaluated_because")
    return [
        f"{head}; the run file {result['path']} says passed: {passed}, complete: "
        f"{'true' if run.get('complete') else 'false'}"
        + (f" (not evaluated because {why})" if why else "")
    ]


def _only_uncollectable(state: Any) -> bool:
    """Whether the golden set's every file failed to load (a collection error), so no case
    could be collected: xdist's controller, told of the error before any worker's
    collection, stops under ``-x`` with nothing collected, as a serial session that
    collected nothing. The report says "no golden case was collected", not a stop."""
    if not state.results.collection_errors:
        return False
    try:
        return not state.loaded.golden.owners()
    except Exception:  # the golden set cannot be read at all: its errors say why
        return True


@pytest.hookimpl(tryfirst=True)  # before pytest's own, which names the class
def pytest_report_to_serializable(config: pytest.Config, report: object) -> Any:
    """A verdict crosses (report logs, xdist) as the ``TestReport`` it is."""
    from .verdicts import to_serializable

    return to_serializable(config, report)


@pytest.hookimpl(wrapper=True)
def pytest_report_from_serializable(
    config: pytest.Config, data: dict[str, Any]
) -> Generator[None, object, object]:
    """...and is read back as a verdict (headed by its node id)."""
    report = yield
    from .verdicts import from_serializable

    return from_serializable(report)


def _failed_verdicts(config: pytest.Config) -> bool:
    """Whether the terminal counted a failed verdict: pytest's last line then says why
    the bench made the exit status 1 (``1 failed``)."""
    from .verdicts import PREFIX

    terminal = config.pluginmanager.get_plugin("terminalreporter")
    stats = getattr(terminal, "stats", {}) if terminal is not None else {}
    return any(
        str(getattr(report, "nodeid", "")).startswith(f"{PREFIX}::")
        for report in stats.get("failed", [])
    )


def _unreported_failures(run: dict[str, Any]) -> str:
    """The run's failures, for the error that stands for them (one line each)."""
    lines = [
        f"{failure['provider']}: {failure['what']} -> {failure['why']}"
        + (f" ({', '.join(failure['cases'])})" if failure.get("cases") else "")
        for failure in run.get("failures") or []
    ]
    if not lines:
        return "the run failed (its run file says passed: false)"
    if len(lines) == 1:
        return f"the run failed: {lines[0]}"
    return "\n".join([f"the run failed ({len(lines)} reasons):", *lines])


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

# Set once the --no-summary line is written: never a second time.
_ONE_LINE_KEY = pytest.StashKey[bool]()
_HINT_KEY = pytest.StashKey[bool]()  # the same for the dormant hint
# --collect-only: the verdicts a run reports after the items (pytest_report_collectionfinish)
_COLLECTED_KEY = pytest.StashKey[list[str]]()
# -q: why --lf/--sw run every selected case again (``_quiet_rerun_line``), for the summary
_RERUN_KEY = pytest.StashKey[list[str]]()


def _verbosity(config: pytest.Config) -> int:
    """The ``-v``/``-q`` level: ``Config.get_verbosity`` from pytest 8.0, the option before."""
    get_verbosity = getattr(config, "get_verbosity", None)
    if get_verbosity is not None:
        return int(get_verbosity())
    return int(config.getoption("verbose"))


def _failed_elsewhere(terminalreporter: Any) -> int:
    """The items that failed outside the bench (a user's test, with the ``ws_`` fixtures
    or not): pytest's exit status counts them, the run file does not. Bench items are in
    the run's failures, verdicts are the run's own, collection errors its INCOMPLETE line."""
    from .items import bench_key
    from .verdicts import PREFIX

    stats = getattr(terminalreporter, "stats", {})
    failed = {
        str(report.nodeid)
        for key in ("failed", "error")
        for report in stats.get(key, [])
        if getattr(report, "when", None) in ("setup", "call", "teardown")
        and str(report.nodeid).partition("::")[0] != PREFIX
        and bench_key(str(report.nodeid)) is None
    }
    return len(failed)


def _new_line(terminalreporter: Any) -> None:
    """End the line pytest's progress left open (xdist's dots, under ``--no-summary``,
    where nothing else ends it), so the bench's line starts a line of its own."""
    writer = getattr(terminalreporter, "_tw", None)
    if getattr(writer, "width_of_current_line", 0):
        terminalreporter.write("\n")


def _interrupted_line(target: Path, written: Path | None) -> str:
    """What a Ctrl-C while the session's end built the run file left: nothing at
    ``target`` (the file is written whole or not at all: an earlier run's file there is
    left as it was), or, after ``written``, a whole run file whose verdicts were not
    reported."""
    if written is not None:
        return (
            f"websearch-bench: interrupted after writing the run file; {written} is whole, "
            "but its verdicts were not reported: rerun to report them"
        )
    earlier = " (the file there is an earlier run's)" if target.exists() else ""
    return (
        f"websearch-bench: interrupted while writing the run file; {target} was not "
        f"written{earlier}: rerun to get it"
    )


def _report_error(terminalreporter: Any, result: dict[str, Any]) -> bool:
    """Whether the run file could not be built: then say so (the one line the report is),
    or, after a Ctrl-C while it was built, the one line pytest's own interrupt would
    stand beside (``_interrupted_line``)."""
    if result.get("interrupted"):
        _new_line(terminalreporter)
        for line in _wrap_lines(terminalreporter.config, [str(result["interrupted"])]):
            terminalreporter.write_line(line, red=True)
        return True
    if not result["error"]:
        return False
    terminalreporter.write_sep("=", "websearch-bench", red=True)
    terminalreporter.write_line(f"could not build the report: {result['error']}", red=True)
    return True


def _write_one_line(terminalreporter: Any, config: pytest.Config) -> None:
    """``--no-summary``: the verdict in one line (or why there is none), once. Written
    from the session's end: pytest < 9 calls no ``pytest_terminal_summary`` under
    ``--no-summary`` (the line was lost), 9.x does (there it finds it written)."""
    result = config.stash.get(RESULT_KEY, None)
    if result is None or config.stash.get(_ONE_LINE_KEY, False):
        return
    config.stash[_ONE_LINE_KEY] = True
    if _report_error(terminalreporter, result):
        return
    from ..report.terminal import one_line

    run = result["run"]
    elsewhere = _failed_elsewhere(terminalreporter)
    _new_line(terminalreporter)
    red = not run["passed"] or bool(elsewhere) or result.get("late") is not None
    # wrapped at the terminal's width as every other line of the plugin's (the next
    # lines two spaces in: ``tests/runkit.unwrapped`` reads it back whole)
    from .verdicts import not_counted_clause

    # the summary's not-counted line, in brief (the summary is hidden, as pytest's is)
    stop = not_counted_clause(config)
    text = one_line(run, result["path"], elsewhere, result.get("late"), stop)
    for line in _wrap_lines(terminalreporter.config, [text]):
        terminalreporter.write_line(line, red=red)
    for line in _wrap_lines(terminalreporter.config, _unwritten_lines(result)):
        terminalreporter.write_line(line, red=True)


def _unwritten_lines(result: dict[str, Any]) -> list[str]:
    """Why the run has no run file, when it was built but could not be written (the
    ``--ws-report`` path, the OS error, the remedy): in the bench's section, as well as in
    pytest's error for it (``websearch-bench::report``)."""
    if not result.get("unwritten"):
        return []
    first, *rest = str(result["unwritten"]).splitlines()
    return [f"websearch-bench: {first}", *rest]


# The verdict's headings: a wrap continues them four spaces in (``terminal.HEADING``), past
# the cause lines under them (two), which are not red.
_RED_HEADINGS = (
    "HARD GATE",
    "GATE BREACHED",
    "THE RUN FAILS",
    "THE SESSION FAILS",
    "GATES NOT JUDGED",
)
# The report's lines written red: what fails the session, and what it did not run.
_RED = (
    *_RED_HEADINGS,
    "  [FAILED]",
    "INCOMPLETE",
    "websearch-bench: the",
    "websearch-bench: PARTIAL",
)
# A stop at a failed verdict left verdicts uncounted (``verdicts.not_counted_lines``: "-x",
# "--exitfirst", "--maxfail=N", "--sw"): a warning, red as the PARTIAL line of a stop is
_RED_STOP = re.compile(r"websearch-bench: -[-\w=]+ stopped the session at\b")


def _red_start(line: str) -> bool:
    return line.startswith(_RED) or _RED_STOP.match(line) is not None


def red_lines(lines: Sequence[str]) -> list[bool]:
    """Whether each line of the report is written red: a line that starts with one of
    ``_RED``'s words (or ``_RED_STOP``'s), and every line a wrap continued it on (indented past its first line
    by the wrap's ``more``: four spaces under a verdict heading, two under any other line),
    so a red block is red to its end. A gate line is never wrapped (it is grepped and
    matched whole): the next line is its own."""
    from ..report.terminal import HEADING

    red: list[bool] = []
    more: str | None = None  # the indent of the red block's continuation lines
    for line in lines:
        if _red_start(line):
            lead = line[: len(line) - len(line.lstrip(" "))]
            gate = line.lstrip().startswith("[")
            more = None if gate else lead + (HEADING if line.startswith(_RED_HEADINGS) else "  ")
            red.append(True)
        elif more is not None and line.startswith(more) and line.strip():
            red.append(True)
        else:
            more = None
            red.append(False)
    return red


# trylast: after pytest's own sections and the lines of the plugins pytest ships
# (junitxml's "generated xml file", the --pastebin link), as a third-party plugin's
# section normally comes (pytest-cov's report), right above pytest's short test summary
# and its last line; never between two of pytest's own lines, whatever the plugins'
# registration order.
@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    collected: list[str] = config.stash.get(_COLLECTED_KEY, [])  # --co: the verdicts' count
    for line in _wrap_lines(config, collected):
        terminalreporter.write_line(line)
    result = config.stash.get(RESULT_KEY, None)
    if result is None:
        _dormant_hint(terminalreporter, exitstatus, config)
        return
    if config.option.no_summary:
        _write_one_line(terminalreporter, config)
        return
    if _report_error(terminalreporter, result):
        return
    from ..report.terminal import render

    run = result["run"]
    elsewhere = _failed_elsewhere(terminalreporter)
    failed = not run["passed"] or bool(elsewhere) or result.get("late") is not None
    terminalreporter.write_sep("=", "websearch-bench", red=failed, green=not failed)
    width = getattr(terminalreporter, "_tw", None)
    lines = render(
        run,
        result["path"],
        width=getattr(width, "fullwidth", 120),
        verbosity=_verbosity(config),
        processes=lock.process_views(config),  # xdist: the controller's and each worker's
        failed_elsewhere=elsewhere,
        late=result.get("late"),
    )
    from ..cases import DEFAULTS_NAME
    from .ignored import DEFAULTS_FILE, ignored_lines
    from .partial import partial_lines
    from .verdicts import not_counted_lines

    own = partial_lines(run)
    # -x/--sw stopped at a failed verdict
    own.extend(not_counted_lines(config, written=result["path"] is not None))
    rerun: list[str] = config.stash.get(_RERUN_KEY, [])
    own.extend(rerun)  # -q: why --lf/--sw run every case again
    state = _state(config)
    bench = None if state is None else state.config  # its defaults file, named from here
    defaults = DEFAULTS_FILE if bench is None else bench.from_here(bench.golden / DEFAULTS_NAME)
    own.extend(ignored_lines(run, defaults))
    reached = any((p or {}).get("cases") for p in (run.get("providers") or {}).values())
    said = (run.get("selection") or {}).get("why")  # the "nothing ran" line said it
    if state is not None and not reached and not said:  # bench items or ws_ fixtures ran
        own.extend(_golden_outside_args(config, state.config))  # also under xdist
    own.extend(_unwritten_lines(result))
    lines.extend(_wrap_lines(config, own))
    for line, red in zip(lines, red_lines(lines), strict=True):
        terminalreporter.write_line(line, red=red)


def _dormant_options(config: pytest.Config) -> None:
    """A bench option given on the command line of a dormant session (no
    ``--ws-provider``): a ``PytestConfigWarning``, pytest's own for a setting it leaves
    unused (walkthrough 69: ``pytest --ws-report=x.json`` wrote no run file, silently). Only
    the command line's: the ini's values (and its ``addopts``) stay silent, as a host suite
    that runs without the bench must (README: the dormant plugin changes nothing there)."""
    if hasattr(config, "workerinput"):
        return  # the controller warned
    flags = [str(arg).partition("=")[0] for arg in config.invocation_params.args]
    given = list(dict.fromkeys(flag for flag in flags if flag.startswith("--ws-")))
    if not given:
        return
    config.issue_config_time_warning(
        pytest.PytestConfigWarning(
            f"websearch-bench: {', '.join(given)} given without --ws-provider: the bench is "
            "dormant, so it runs no case and writes no run file; add --ws-provider=NAME "
            "(e.g. --ws-provider=tavily) to run it"
        ),
        stacklevel=2,
    )


def _dormant_hint(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    """A bare ``pytest`` that collected nothing, in a project with a golden set: one line
    saying how to start the bench (the plugin is otherwise silent when dormant). Once:
    from the terminal summary, or from the session's end under ``--no-summary`` (pytest
    < 9 calls no ``pytest_terminal_summary`` there, 9.x does)."""
    bench = config.stash.get(CONFIG_KEY, None)
    if bench is None or bench.active or exitstatus != pytest.ExitCode.NO_TESTS_COLLECTED:
        return
    if config.stash.get(_HINT_KEY, False) or hasattr(config, "workerinput"):
        return
    if (bench.golden / "cases").is_dir():
        config.stash[_HINT_KEY] = True
        # one line, never wrapped (as a gate line): what a user greps for and a test
        # matches whole, its path never split from the words around it
        terminalreporter.write_line(
            f"websearch-bench: dormant (no --ws-provider); {bench.golden} holds a golden set: "
            "run it with e.g. `pytest --ws-provider=tavily` (provider names: "
            "pytest-websearch-bench's docs/providers.md)"
        )


def _check_path_values(config: pytest.Config) -> None:
    """UsageError when pytest took a path option's value for a test path, and that
    changed the configuration it found.

    pytest finds its rootdir and ini file before it knows a plugin's options, so in
    ``--ws-golden /elsewhere/golden`` the value counts as a path argument: pytest looks
    for its configuration from there and may find another project's ``pytest.ini``, or
    none (the project's own, its ``testpaths``, lost; the rootdir, which the default
    ``golden/`` and ``cassettes/`` are read from, moved). Seen: the current directory
    collected whole (1,409 items of the project's own tests; 2,947 with another
    project's ini). It stops
    when pytest, asked again without the spaced values, finds another rootdir or ini
    file; a value that changes nothing (``--ws-golden golden`` inside the project) is
    left alone. ``--ws-golden=/elsewhere/golden`` is read after, as intended."""
    if hasattr(config, "workerinput"):
        return  # the controller checked the same command line
    args = list(config.invocation_params.args)
    here = config.invocation_params.dir
    paths = {f"--{name}" for name, (metavar, _help) in OPTIONS.items() if metavar == "PATH"}
    spaced = [
        (arg, str(args[index + 1]))
        for index, arg in enumerate(args[:-1])
        if arg in paths and (here / str(args[index + 1])).exists()
    ]  # pytest looks for its configuration from existing paths alone
    if not spaced:
        return
    intended = _setup_given(config)
    if intended is None:
        return
    rootdir, inipath = intended
    took_ini = config.inipath.resolve() if config.inipath is not None else None
    if rootdir == config.rootpath.resolve() and inipath == took_ini:
        return
    if took_ini is not None:
        took = f"took its configuration from {config.inipath}" + (
            f", not {inipath}" if inipath is not None else ""
        )
    elif inipath is not None:
        took = f"found no configuration file (not {inipath})"
    else:
        took = f"took {config.rootpath} for the rootdir, not {rootdir}"
    # named: the first value that moves the configuration alone (all are written with '=')
    flag, value = next(
        (pair for pair in spaced if _setup_given(config, pair[1]) != intended), spaced[0]
    )
    written = " ".join(f"{f}={shlex.quote(v)}" for f, v in spaced)
    raise pytest.UsageError(
        f"websearch-bench: pytest took {value} (the value of {flag}) for a test path, so "
        f"it {took} (plugin options are not known yet at that step)\n"
        f"  remedy: write {written} (with '=')"
    )


def _setup_given(config: pytest.Config, *extra: str) -> tuple[Path, Path | None] | None:
    """The rootdir and ini file pytest finds for the test paths the session took from
    the command line, and ``extra`` (its own ``determine_setup``, with the command
    line's ``-c`` and ``--rootdir``), resolved; None when this pytest's function cannot
    be called as known (7.4 to 9.x)."""
    import inspect

    try:
        from _pytest.config.findpaths import determine_setup

        here = config.invocation_params.dir
        given = config.args if config.args_source == pytest.Config.ArgsSource.ARGS else []
        wanted: dict[str, Any] = {
            "inifile": config.option.inifilename,
            "args": [str(here / arg) for arg in [*given, *extra]],
            "rootdir_cmd_arg": config.option.rootdir or None,
            "invocation_dir": here,  # pytest 8+
            "override_ini": None,  # pytest 9+
            "config": config,  # pytest 7: its invocation folder
        }
        known = inspect.signature(determine_setup).parameters
        found = determine_setup(**{k: v for k, v in wanted.items() if k in known})
    except Exception:  # pytest's internals moved: no guess
        return None
    rootdir, inipath = Path(found[0]).resolve(), found[1]
    return rootdir, None if inipath is None else Path(inipath).resolve()
