"""Where the verdicts reach past pytest's public API, each in one small function, because
pytest offers no public way to do it. Checked against pytest 7.4.4 (the lower bound) and
9.2.0; each function leaves things as they are when the attribute it reads is missing, so
a pytest that moved it prints a little more, never fails.

* ``hide_progress``: the terminal writes a progress percentage after each result, counted
  against the collected items; the verdicts are results after the last item (``[108%]``).
  Whether it writes one is decided when the reporter is built, from the
  ``console_output_style`` ini value: nothing public turns it off later.
* ``end_open_line``: ``-q`` writes its letters without a file name, so the reporter's
  public ``ensure_newline`` does not know a line is open; the writer does.
* ``fix_junit_skip_texts``: junitxml writes a skip's text as ``PATH:LINE: reason`` from
  the report's ``longrepr``, the tuple ``-rs`` reads too. A verdict has no line, and
  ``-rs`` (``SKIPPED [1] websearch-bench::lost[tavily]: reason``) needs it ``None``,
  which junit wrote ``websearch-bench::lost[tavily]:None: reason``: a report's
  ``location`` does not enter that text, and junitxml has no hook for it.
* ``xdist_summary``: pytest-xdist's controller keeps why it gave up (``maximum crashed
  workers reached: N``) for its own summary line, and no hook passes it on.
* ``junit_properties``: a gate verdict carries its measured value and threshold as
  ``user_properties`` (what ``record_property`` fills), but junitxml writes a report's
  ``user_properties`` only when its teardown report closes the test case: a verdict has
  no teardown, so they are added to its test case directly.
* ``worker_internal_error``: pytest-xdist's controller passes a worker's internal error
  (a conftest hook that raised in the worker) on to ``pytest_internalerror`` as an
  AssertionError raised in its ``DSession.worker_internal_error`` holding the worker's
  traceback as text; which worker it was is a local of that frame alone."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest


def hide_progress(terminal: Any) -> None:
    """No progress percentage after the verdicts (``TerminalReporter._show_progress_info``,
    pytest 7.4.4 and 9.2.0: ``False``, or a style name, read at each result)."""
    if hasattr(terminal, "_show_progress_info"):
        terminal._show_progress_info = False


def end_open_line(terminal: Any) -> None:
    """End the line the progress output left open (the letters of ``-q``):
    ``TerminalReporter._tw.width_of_current_line``, pytest 7.4.4 and 9.2.0."""
    writer = getattr(terminal, "_tw", None)
    if writer is not None and int(getattr(writer, "width_of_current_line", 0)):
        writer.line()
    terminal.currentfspath = None  # public: the next result starts a line of its own


def fix_junit_skip_texts(config: pytest.Config, reports: Sequence[pytest.TestReport]) -> None:
    """Put ``websearch-bench::provenance[tavily]:None: ...`` in junit's ``<skipped>`` text
    right to ``websearch-bench::provenance[tavily]: ...``, as ``-rs`` says it.
    (``_pytest.junitxml.xml_key``, ``LogXML.node_reporters_ordered`` and
    ``_NodeReporter.nodes``, pytest 7.4.4 and 9.2.0: the elements are written out at the
    session's end, after the verdicts.)"""
    try:
        from _pytest.junitxml import xml_key
    except ImportError:  # pragma: no cover - a pytest without the module
        return
    xml = config.stash.get(xml_key, None)
    reporters = getattr(xml, "node_reporters_ordered", None)
    skipped = {f"{r.nodeid}:None: ": f"{r.nodeid}: " for r in reports if r.outcome == "skipped"}
    if not isinstance(reporters, list) or not skipped:
        return
    for reporter in reporters:
        for node in getattr(reporter, "nodes", []):
            text = getattr(node, "text", None)
            if getattr(node, "tag", None) != "skipped" or not isinstance(text, str):
                continue
            head = text[: text.find(":None: ") + len(":None: ")]
            if head in skipped:
                node.text = skipped[head] + text[len(head) :]


def xdist_workers(config: pytest.Config) -> int | None:
    """How many workers pytest-xdist starts (``-n N`` or ``--tx``: xdist turns ``-n`` into
    ``N`` ``popen`` specs, and ``N*spec`` counts ``N``, as its ``parse_tx_spec_config``
    does); None when it starts none or the option is not there."""
    count = 0
    for spec in config.getoption("tx", None) or ():
        number, star, _ = str(spec).partition("*")
        count += int(number) if star and number.isdigit() else 1
    return count or None


def xdist_summary(config: pytest.Config) -> str | None:
    """Why pytest-xdist's controller gave up, as its summary line says it (``DSession.
    _summary_report``, pytest-xdist 3.5 to 3.8: ``maximum crashed workers reached: 8``, or
    ``worker gw0 crashed and worker restarting disabled``); None when it said nothing."""
    said = getattr(config.pluginmanager.getplugin("dsession"), "_summary_report", None)
    return said if isinstance(said, str) and said else None


def junit_properties(config: pytest.Config, reports: Sequence[pytest.TestReport]) -> None:
    """Write each report's ``user_properties`` as junit ``<property>`` elements of its test
    case, as junitxml writes an item's (``LogXML.node_reporter(report)`` and
    ``_NodeReporter.add_property``, pytest 7.4.4 and 9.2.0; ``xml_key`` as above)."""
    try:
        from _pytest.junitxml import xml_key
    except ImportError:  # pragma: no cover - a pytest without the module
        return
    xml = config.stash.get(xml_key, None)
    node_reporter = getattr(xml, "node_reporter", None)
    if node_reporter is None:
        return
    for report in reports:
        if not report.user_properties:
            continue
        reporter = node_reporter(report)
        add = getattr(reporter, "add_property", None)
        if add is None:
            continue
        for name, value in report.user_properties:
            add(name, str(value))


@dataclass(frozen=True)
class WorkerError:
    """A pytest-xdist worker's internal error, as its traceback text gives it: the worker
    (``gw0``), the exception's last line, and the innermost frame of a conftest (else the
    innermost frame outside installed packages): ``path:line``, in ``function``."""

    worker: str
    error: str
    where: str | None
    function: str | None


_FRAME = re.compile(r'^\s*File "(?P<path>[^"]+)", line (?P<line>\d+), in (?P<function>\S+)')


def worker_internal_error(excinfo: Any) -> WorkerError | None:
    """The worker's error when ``excinfo`` is pytest-xdist's controller passing one on
    (``DSession.worker_internal_error``, pytest-xdist 2.2 to 3.8: ``assert False,
    formatted_error``), else None."""
    try:
        entries = list(excinfo.traceback)
        frame = next(e.frame for e in entries if e.name == "worker_internal_error")
        node = frame.f_locals.get("node")
        worker = str(getattr(getattr(node, "gateway", None), "id", None) or "a worker")
        text = str(excinfo.value.args[0]) if excinfo.value.args else ""
    except (StopIteration, AttributeError, TypeError):
        return None
    lines = [line for line in text.splitlines() if line.strip()]
    while lines and lines[-1].strip() == "assert False":  # pytest's rewrite of xdist's assert
        lines.pop()
    if not lines:
        return None
    frames = [m for m in map(_FRAME.match, lines) if m is not None]
    own = [m for m in frames if m["path"].endswith("conftest.py")] or [
        m for m in frames if "site-packages" not in m["path"]
    ]
    found = own[-1] if own else (frames[-1] if frames else None)
    return WorkerError(
        worker=worker,
        error=lines[-1].strip(),
        where=None if found is None else f"{found['path']}:{found['line']}",
        function=None if found is None else found["function"],
    )
