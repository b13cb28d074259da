"""The run's verdicts as test reports, so every reporter sees why a session failed.

Gates are judged on the whole run, after the last bench item, so they cannot be
items of their own (under xdist no worker holds every record). Each gate of each
provider becomes one report logged on the controller through
``pytest_runtest_logreport``: ``--junitxml`` counts it as a test case
(``websearch-bench::gates::abstention[tavily]``), the terminal counts it in its
"N passed, M failed" line and lists it under ``-rA``, ``--lf`` remembers it, and
``-x``, ``--maxfail`` and ``--sw`` stop at a failed one as at a failed item (``--sw``
resumes there next run: every item runs again to judge it).
Provenance (``websearch-bench::provenance[NAME]``: judged under
``--ws-strict-provenance``, skipped without it) and lost cases
(``websearch-bench::lost[NAME]``: failed when selected cases never came back, skipped
when none ran) are reported the same way, in every run, so the next run clears their ``--lf`` entry."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import pytest

from ..gates import GATE_NAMES
from ..report.provenance import from_rootdir, local_strict_why, strict_record_command
from .longrepr import TextRepr
from .pytest_private import end_open_line, fix_junit_skip_texts, hide_progress, junit_properties
from .stop_flag import stop_flag

PREFIX = "websearch-bench"
Outcome = Literal["passed", "failed", "skipped"]


class VerdictReport(pytest.TestReport):
    """A verdict's report: headed by its node id. pytest heads a failure (FAILURES,
    ``-rA``'s PASSES) with the location's last part, which named a verdict
    ``gates::NAME[PROVIDER]`` where the short summary, junit and ``--lf`` say
    ``websearch-bench::gates::NAME[PROVIDER]``. The location's last part is left empty:
    ``-v`` writes the id as it is (it rewrote the dots of a name it found at the id's end,
    ``gates::category::plantas::ndcg@10[tavily]``). Serialized (report logs, xdist) as
    the ``TestReport`` it is, and read back as a verdict (``to_serializable``,
    ``from_serializable``: pytest's report hooks)."""

    @property
    def head_line(self) -> str:
        return str(self.nodeid)


def to_serializable(config: pytest.Config, report: object) -> dict[str, Any] | None:
    """``pytest_report_to_serializable`` for a verdict: pytest's own serialization of the
    ``TestReport`` it is (pytest reads back only its own report types, by class name);
    None for any other report (pytest's, or another plugin's, serializes it)."""
    if not isinstance(report, VerdictReport):
        return None
    plain = pytest.TestReport(**_fields(report))
    data: dict[str, Any] | None = config.hook.pytest_report_to_serializable(
        config=config, report=plain
    )
    return data


def from_serializable(report: object) -> object:
    """A report pytest read back (``pytest_report_from_serializable``): a verdict's (its
    node id under ``websearch-bench::``) as a ``VerdictReport``, headed by its id again;
    any other as it is."""
    if type(report) is pytest.TestReport and str(report.nodeid).startswith(f"{PREFIX}::"):
        return VerdictReport(**_fields(report))
    return report


def _fields(report: pytest.TestReport) -> dict[str, Any]:
    """What builds the same report again: its public attributes (those of
    ``TestReport(...)`` and any a plugin added) with its node id."""
    fields = {key: value for key, value in vars(report).items() if not key.startswith("_")}
    fields["nodeid"] = report.nodeid
    return fields


def _report(
    name: str,
    outcome: Outcome,
    text: str,
    when: Literal["call", "teardown"] = "call",
    properties: Sequence[tuple[str, object]] = (),
) -> pytest.TestReport:
    nodeid = f"{PREFIX}::{name}"
    longrepr: Any = None
    if outcome == "failed":
        # the first line is the short summary's reason (``longrepr``)
        longrepr = TextRepr(text.splitlines(), text.partition("\n")[0], PREFIX)
    elif outcome == "skipped":
        # (path, line, reason): the node id for the path and no line, so ``-rs`` says
        # ``SKIPPED [1] websearch-bench::gates::NAME[PROVIDER]: reason`` as a failed verdict
        # names its id (it said ``websearch-bench:0:``, a file and line that do not exist)
        longrepr = (nodeid, None, f"Skipped: {text}")
    report: pytest.TestReport = VerdictReport(
        nodeid=nodeid,
        location=(PREFIX, None, ""),
        keywords={PREFIX: 1},
        outcome=outcome,
        longrepr=longrepr,
        when=when,
        sections=[("websearch-bench", text)] if outcome == "passed" and text else [],
        duration=0.0,
        user_properties=list(properties),
    )
    return report


def gate_properties(gate: Mapping[str, Any]) -> list[tuple[str, object]]:
    """A judged gate's measured value and its threshold, as the verdict's
    ``user_properties`` (pytest's ``record_property``): junit's ``<property>`` elements,
    for a passed verdict as for a failed one, so a CI dashboard shows the number."""
    if gate.get("status") not in ("passed", "failed"):
        return []
    properties: list[tuple[str, object]] = []
    if gate.get("value") is not None:
        properties.append(("value", gate["value"]))
    if gate.get("threshold") is not None:
        properties.append(("threshold", gate["threshold"]))
    return properties


def _gate_text(provider: str, gate: Mapping[str, Any]) -> str:
    from ..report.terminal import count_text, gate_value_text

    value = gate.get("value")
    counted = count_text(gate)  # a count reads as a sentence, as on the gate's line
    text = f"{provider}: gate {gate['name']}" + (
        f": {counted}" if counted is not None else f" {gate['threshold']}"
    )
    if value is not None and counted is None:
        text += f", value {gate_value_text(gate)}"
    if gate["status"] == "failed":
        text += f"\nconsequence: {gate['consequence']}"
    if gate.get("reason"):
        text += f"\n{gate['reason']}"
    if gate.get("cases"):
        text += f"\ncases: {', '.join(gate['cases'])}"
    return text


def verdict_reports(
    run: Mapping[str, Any], stopped: str | None = None
) -> Iterator[pytest.TestReport]:
    """One report per gate and provider, then one per provider for provenance and one
    for lost cases. ``stopped`` (why, when pytest stopped the session early: ``-x``,
    ``--maxfail``, ``--sw``, Ctrl-C) skips every one with that reason: pytest counts no
    result past its stop ("stopping after 1 failures" then ended "2 failed"); the verdicts
    judged on the items that ran stay in the report and the run file, labelled PARTIAL.
    (A Ctrl-C after the last item stopped nothing: its verdicts are judged, as pytest
    keeps every result it had before an interrupt, with its exit status 2.)

    A provider none of whose cases was run (``reached``: all deselected by ``-k``, ``-m``,
    ``--deselect``; none collected, the golden file broken; none reached before a stop)
    gets no verdict at all: its verdicts depend on its items and go with them, as pytest
    reports nothing of an item it deselected or never ran, so its last line counts what
    pytest counts ("4 deselected", "1 error"), never "16 skipped" for what never ran. The
    run file keeps every gate, not evaluated ("no case ran")."""
    providers = {name: block for name, block in run["providers"].items() if reached(block)}
    if stopped is not None:
        for provider, block in providers.items():
            for gate in block["gates"]:
                yield _unjudged(
                    f"gates::{gate['name']}[{provider}]", f"gate {gate['name']}", provider, stopped
                )
        for provider in providers:
            yield _unjudged(f"provenance[{provider}]", "provenance", provider, stopped)
        for provider in providers:
            yield _unjudged(f"lost[{provider}]", "lost cases", provider, stopped)
        return
    status_outcome: dict[str, Outcome] = {
        "passed": "passed",
        "failed": "failed",
        "not_evaluated": "skipped",
    }
    for provider, block in providers.items():
        for gate in block["gates"]:
            outcome = status_outcome[gate["status"]]
            text = _gate_text(provider, gate)
            if outcome == "skipped":
                text = f"gate {gate['name']} not evaluated for {provider}: {gate.get('reason', '')}"
            yield _report(
                f"gates::{gate['name']}[{provider}]",
                outcome,
                text,
                properties=gate_properties(gate),
            )
    provenance = run.get("provenance", {})
    for provider, block in providers.items():
        yield _provenance_report(provider, provenance, bool(block.get("cases")))
    for provider, block in providers.items():
        # In every run too, passed when every selected case came back: reported on a loss
        # alone, a failure stayed in lastfailed once the cases came back. None when no case
        # of the provider ran (``reached``): a pass then counted what never ran.
        lost = block.get("lost_cases") or []
        if lost:
            yield _report(
                f"lost[{provider}]",
                "failed",
                f"{provider}: {len(lost)} selected case(s) never came back: {', '.join(lost)}; "
                "rerun the session",
            )
        else:
            yield _report(f"lost[{provider}]", "passed", "")


def reached(block: Mapping[str, Any]) -> bool:
    """Whether any selected case of a provider's was run: it came back (``cases``), or it
    was lost on the way (``lost_cases``: a worker that died with it; its ``lost`` verdict
    fails). A provider not reached has no verdict reported (``verdict_reports``)."""
    return bool(block.get("cases") or block.get("lost_cases"))


def _unjudged(name: str, what: str, provider: str, stopped: str) -> pytest.TestReport:
    return _report(name, "skipped", f"{what} not judged for {provider}: {stopped}")


def _provenance_report(
    provider: str, provenance: Mapping[str, Any], ran: bool = True
) -> pytest.TestReport:
    """``provenance[PROVIDER]`` in every run: failed or passed under
    ``--ws-strict-provenance``, skipped without it (as a ``skipif`` test is), and for a
    pass when no case of the provider ran (``ran``: nothing was checked; as a pass,
    ``-k nomatch`` ended "1 passed, 2 deselected" under pytest's exit status 5).
    Reported only under the option, a strict failure stayed in the cache's lastfailed
    until a strict run passed (never, on a synthetic set): every later ``--lf`` named it."""
    name = f"provenance[{provider}]"
    if not provenance.get("strict"):
        return _report(
            name, "skipped", f"provenance not checked for {provider}: no --ws-strict-provenance"
        )
    why = []
    overrides = provenance.get("endpoint_overrides") or {}
    cassettes, golden = provenance.get("cassettes"), provenance.get("golden_option")
    args = provenance.get("record_args") or ()  # the run's paths, --rootdir, -c
    command = strict_record_command(provider, cassettes, overrides.get(provider), golden, args)
    started_in = str(provenance.get("started_in") or ".")
    if provider in set(provenance.get("synthetic_quality_fixtures", [])):
        why.append(
            f"{provider}: --ws-strict-provenance and synthetic fixtures in quality "
            "classes 1-3/9: not a provider comparison; record real captures over them "
            f"(`{command}`{from_rootdir(started_in)} with the provider's key) or drop "
            "--ws-strict-provenance"
        )
    local = provenance.get("local_recordings") or {}
    if provider in local:
        why.append(
            local_strict_why(
                provider,
                local[provider],
                cassettes,
                overrides.get(provider),
                golden,
                args,
                started_in,
                provenance.get("ini_file"),
            )
        )
    if why:
        return _report(name, "failed", "\n".join(why))
    if not ran:
        return _report(name, "skipped", f"provenance not checked for {provider}: no case ran")
    return _report(name, "passed", "")


def keep_verdict_ids(config: pytest.Config) -> None:
    """Print the verdicts' node ids as they are from any folder. pytest shows a node id
    relative to the folder it was started from by reading its first part as a path under
    the rootdir: from ``golden/`` a gate read ``FAILED ../websearch-bench::gates::...``,
    a file that does not exist. A verdict is a result of the whole run, not a file: its id
    (``websearch-bench::...``, what ``--lf``, ``--deselect`` and junit know) is printed as
    written; every other id keeps pytest's rule."""
    relative = config.cwd_relative_nodeid
    if getattr(relative, "_ws_keeps_verdicts", False):
        return

    def cwd_relative_nodeid(nodeid: Any) -> Any:
        if str(nodeid).partition("::")[0] == PREFIX:
            return nodeid
        return relative(nodeid)

    cwd_relative_nodeid._ws_keeps_verdicts = True  # type: ignore[attr-defined]
    config.cwd_relative_nodeid = cwd_relative_nodeid  # type: ignore[method-assign]


def collect_only_lines(
    providers: Sequence[str], user_gates: Sequence[str], items: int
) -> list[str]:
    """What ``--collect-only`` prints after the items it lists, above pytest's "N tests
    collected": the verdict reports a run logs once its ``items`` are done
    (``verdict_reports``: every gate, then provenance and lost, for every provider, in
    every run), counted as the run counts them and named as they will be (``user_gates``:
    user gates by their gate names, ``METRIC#N`` where a hard gate or an earlier rule has
    the metric's), with the sum the run's last line counts. ``providers``: those with a
    selected item (a provider none of whose cases is selected has no verdict: ``reached``)."""
    names = [*GATE_NAMES, *user_gates]
    per = len(names) + 2
    verdicts = per * len(providers)
    if not providers:  # nothing selected: the verdicts go with the items (``reached``)
        return [
            "websearch-bench: no case of a provider is selected, so a run reports no verdict "
            "(the gates, provenance and lost verdicts go with a provider's items)"
        ]
    return [
        f"websearch-bench: after these items a run reports {verdicts} verdict(s) as results, "
        f"not items ({per} per provider; with the {items} item(s), {items + verdicts} results "
        f"in all): the gates {PREFIX}::gates::NAME[PROVIDER] ({', '.join(names)}), "
        "provenance[PROVIDER] (skipped without --ws-strict-provenance) and lost[PROVIDER] "
        "(failed when selected cases never come back)"
    ]


def log_verdicts(
    config: pytest.Config,
    run: Mapping[str, Any],
    session: pytest.Session | None = None,
    stopped: str | None = None,
    late: str | None = None,
) -> None:
    """Log the verdict reports through the ordinary hook (terminal, junitxml, cache,
    stepwise); ``stopped``: skipped with that reason (``verdict_reports``), and kept from
    the cache and stepwise as an item a stop left unrun is, so a failed verdict stays in
    ``--lf`` and ``--sw``. ``late``: the flag that stopped the session when every item had
    run (``-x``, ``--maxfail=N``, ``--sw``): the verdicts are judged (the report and the
    run file have them), and pytest, which counts no result past its stop, gets each one
    skipped as not counted (``_not_counted``). In a whole session, ``-x``/``--maxfail``
    and ``--sw`` stop at a failed verdict as at a failed item (``_log``)."""
    if late is not None:
        at = _stopped_at(config)
        reports = [_not_counted(report, late, at) for report in verdict_reports(run)]
        _log(config, reports, session, "websearch-bench verdicts", heard=False)
        return
    reports = list(verdict_reports(run, stopped))
    _log(
        config,
        reports,
        session,
        "websearch-bench verdicts",
        heard=stopped is None,
        stops=stopped is None,
    )


def log_error(
    config: pytest.Config, name: str, text: str, session: pytest.Session | None = None
) -> None:
    """Log what fails the session at its end without a report of its own as an error,
    ``websearch-bench::NAME``: ``report`` when the run file could not be built or written,
    ``run`` when the run failed for what no verdict counts. The exit status changes, so
    pytest's last line counts it (``3 passed, 1 error``, not ``3 passed``), the short
    summary says ``ERROR websearch-bench::report - ...`` and junit has an ``<error>``.
    Not cached, and not heard by stepwise: ``--lf`` and ``--sw`` cannot rerun it, and no
    later run would clear it."""
    report = _report(name, "failed", text, when="teardown")
    _log(config, [report], session, f"{PREFIX}::{name}", heard=False)


def _log(
    config: pytest.Config,
    reports: Sequence[pytest.TestReport],
    session: pytest.Session | None,
    heading: str,
    heard: bool,
    stops: bool = False,
) -> None:
    """``heard``: the cache (``--lf``) and stepwise (``--sw``) hear the reports, as they
    hear an item's; otherwise the terminal, junit and the other plugins alone do.

    ``stops`` (the verdicts of a whole session): pytest's session counts each failed
    report towards ``-x``/``--maxfail`` and, at the limit, says "stopping after N
    failures"; stepwise takes a failed report for the failure the next ``--sw`` run resumes
    at and stops the session there ("Test failed, continuing from this test next run.").
    As pytest runs no item after its stop, the verdicts after it are reported skipped, not
    counted (``_not_counted``), so the last line, ``-rA`` and junit count no failure past
    the stop (under ``-x``, or ``--sw``: one). Otherwise (the skipped verdicts of a stopped
    session, an error) the limit is lifted while they are logged and the count put back:
    pytest said "stopping after N failures" for the items, and cannot take it back."""
    if not reports:
        return
    limit = int(config.option.maxfail or 0)
    stepwise = heard and config.pluginmanager.get_plugin("stepwiseplugin") is not None
    stops = bool(
        stops
        and session is not None
        and (limit or stepwise)
        and not (session.shouldfail or session.shouldstop)
    )
    maxfail = config.option.maxfail
    failed_items = session.testsfailed if session is not None else 0
    if not stops:
        config.option.maxfail = 0
    terminal = config.pluginmanager.get_plugin("terminalreporter")
    if terminal is not None:
        hide_progress(terminal)  # the run's items are done: a percentage past 100 % confuses
        end_open_line(terminal)
        terminal.write_sep("-", heading)
    log = _logger(config, heard)
    logged: list[pytest.TestReport] = []
    try:
        for index, report in enumerate(reports):
            if stops and session is not None and (session.shouldfail or session.shouldstop):
                # kept from the cache and stepwise as an item the stop left unrun is
                unlogged = _logger(config, heard=False)
                first = next((r.nodeid for r in reversed(logged) if r.failed), "a failure")
                flag = str(session.shouldstop)  # another plugin's stop, in its words
                if session.shouldfail:  # pytest's maxfail: the flag as typed
                    flag = stop_flag(config, limit)
                elif stepwise:
                    flag = "--sw"
                for left in reports[index:]:
                    skipped = _not_counted(left, flag, first)
                    unlogged(report=skipped)
                    logged.append(skipped)
                config.stash[NOT_COUNTED_KEY] = NotCounted(flag, first, reports[index:])
                break
            log(report=report)
            logged.append(report)
    finally:
        if not stops:
            config.option.maxfail = maxfail
            if session is not None:
                session.testsfailed = failed_items
    fix_junit_skip_texts(config, logged)
    junit_properties(config, logged)
    if terminal is not None:
        end_open_line(terminal)


@dataclass(frozen=True)
class NotCounted:
    """The verdicts a whole session's ``-x``/``--maxfail``/``--sw`` stop at a failed
    verdict left uncounted (``_log``): the flag, the verdict it stopped at, and the reports
    after it as judged (before ``_not_counted`` made each one skipped)."""

    flag: str
    first: str
    left: Sequence[pytest.TestReport]


NOT_COUNTED_KEY = pytest.StashKey[NotCounted]()
# The verdicts a ``not_counted_lines`` line names before "and N more".
NAMED_NOT_COUNTED = 4


def not_counted_lines(config: pytest.Config, written: bool = True) -> list[str]:
    """The summary's one line on a stop at a failed verdict (walkthrough 66: the heading
    said only "GATE BREACHED: the session fails.", and which verdicts the stop left
    uncounted showed only under ``-rs``): the flag, where it stopped, the verdicts after it
    (those that failed named), and that they are judged all the same, on every item (the
    report and, when one was ``written``, the run file hold them)."""
    stop = config.stash.get(NOT_COUNTED_KEY, None)
    if stop is None or not stop.left:
        return []
    names = [str(r.nodeid).removeprefix(f"{PREFIX}::") for r in stop.left]
    failed = [name for name, r in zip(names, stop.left, strict=True) if r.failed]
    shown = ", ".join(names[:NAMED_NOT_COUNTED])
    if len(names) > NAMED_NOT_COUNTED:
        shown += f" and {len(names) - NAMED_NOT_COUNTED} more"
    also = f"; {', '.join(failed)} failed too" if failed else ""
    return [
        f"websearch-bench: {stop.flag} stopped the session at {stop.first}, so pytest counts "
        f"none of the {len(names)} verdict(s) after it ({shown}: each reported skipped{also}); "
        "every item ran, so they were judged all the same: "
        + (
            "the report above and the run file hold them whole"
            if written
            else "the report above holds them whole"
        )
    ]


def not_counted_clause(config: pytest.Config) -> str | None:
    """``not_counted_lines`` in brief, for ``--no-summary``'s one line (which stands for
    the summary it hides, as pytest's ``--no-summary`` hides its own summary lines): the
    flag, where it stopped, how many verdicts it left uncounted; None without such a
    stop."""
    stop = config.stash.get(NOT_COUNTED_KEY, None)
    if stop is None or not stop.left:
        return None
    return (
        f"{stop.flag} stopped the session at {stop.first}: pytest counts none of the "
        f"{len(stop.left)} verdict(s) after it (each reported skipped; judged all the same)"
    )


def _logger(config: pytest.Config, heard: bool) -> Any:
    """``pytest_runtest_logreport``, without the cache and stepwise unless ``heard``."""
    if heard:
        return config.hook.pytest_runtest_logreport
    unheard = [
        plugin
        for plugin in (
            config.pluginmanager.get_plugin("lfplugin"),
            config.pluginmanager.get_plugin("stepwiseplugin"),
        )
        if plugin is not None
    ]
    if unheard:
        return config.pluginmanager.subset_hook_caller("pytest_runtest_logreport", unheard)
    return config.hook.pytest_runtest_logreport


def _stopped_at(config: pytest.Config) -> str:
    """The item whose failure stopped the session (the terminal's last failed result,
    an error when none failed), or "a failed item" without a terminal."""
    terminal = config.pluginmanager.get_plugin("terminalreporter")
    stats = getattr(terminal, "stats", {}) if terminal is not None else {}
    for key in ("failed", "error"):
        for report in reversed(stats.get(key, [])):
            nodeid = str(getattr(report, "nodeid", ""))
            if nodeid and nodeid.partition("::")[0] != PREFIX:
                return nodeid
    return "a failed item"


def _not_counted(report: pytest.TestReport, flag: str, first: str) -> pytest.TestReport:
    """A verdict after the failure ``-x``/``--maxfail``/``--sw`` stopped at, skipped:
    judged (the report and the run file have it), not counted by pytest."""
    name = str(report.nodeid).removeprefix(f"{PREFIX}::")
    kind, _, provider = name.removesuffix("]").partition("[")
    what = {"provenance": "provenance", "lost": "lost cases"}.get(
        kind, f"gate {kind.removeprefix('gates::')}"
    )
    return _report(
        name,
        "skipped",
        f"{what} not counted for {provider}: {flag} stopped the session at {first}; the "
        "verdict is in the report and the run file",
    )
