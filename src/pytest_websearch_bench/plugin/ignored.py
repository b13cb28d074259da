"""Golden search params a provider did not send: said once in the terminal report.

An adapter maps what its API can express and lists the rest in each search call's
``ignored_params`` (the run file). Without a line here, a golden ``language: es`` that
Tavily cannot send, or a ``country`` it has no name for, gave a silent un-localized
benchmark: the cases passed and nothing said the locale was dropped.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from ..providers.base import NO_PARAMETER
from ..records import sent_calls
from ..report.run_file import CaseDicts

# the golden set's defaults file as a line names it when the session's is not known
DEFAULTS_FILE = "golden/defaults.yaml"
SHOWN = 3  # case ids named per line; the rest are counted
DOCS = 'docs/providers.md, "Params a provider does not send"'


def ignored_lines(run: dict[str, Any], defaults_file: str = DEFAULTS_FILE) -> list[str]:
    """One line per provider and param it did not send, naming the cases, where the
    param was set (``defaults_file``, the golden set's ``defaults.yaml`` as the session
    names paths: from the folder pytest was run in, ``BenchConfig.from_here``; or the
    cases' own ``params``), why (the provider has no such parameter, or sends it only
    under a condition) and the remedy.

    A search names what its request left out whether it got an answer or not, so a case
    whose every search failed counts as much as one that was answered; a search never sent
    (no cassette to replay, a breaker's refusal: ``records.sent_calls``) does not count
    (walkthrough 68: a case with no cassette was counted as not narrowed)."""
    defaults = (run.get("golden") or {}).get("defaults") or {}
    lines: list[str] = []
    for provider, block in sorted((run.get("providers") or {}).items()):
        # (param, where it was set) -> {case id: its value}
        dropped: dict[tuple[str, str], dict[str, Any]] = {}
        why: dict[str, str] = {}
        for case_id, params, calls in _searches((block or {}).get("cases") or ()):
            for ignored, reasons in calls:
                for param in ignored:
                    name = str(param).split("[", 1)[0]
                    value = params.get(name)
                    from_defaults = name in defaults and defaults[name] == value
                    where = defaults_file if from_defaults else "the case's params"
                    dropped.setdefault((str(param), where), {})[case_id] = value
                    if param in reasons:
                        why[str(param)] = str(reasons[param])
        for (param, where), cases in sorted(dropped.items()):
            ids = sorted(cases)
            more = len(ids) - SHOWN
            named = ", ".join(ids[:SHOWN]) + (f" and {more} more" if more > 0 else "")
            values = sorted({repr(v) for v in cases.values() if v is not None})
            shown = f" {', '.join(values)}" if values else ""
            said = (
                f"websearch-bench: {provider} did not send the golden param {param}{shown} "
                f"of {len(ids)} case(s) ({named}; set in {where}): "
            )
            reason = why.get(param)
            name = param.split("[", 1)[0]
            if reason == NO_PARAMETER:
                said += (
                    f"{provider} has no {name} parameter ({DOCS}), so its results are not "
                    f"narrowed by it. remedy: remove {name} from {where}, or accept "
                    f"results from {provider} not narrowed by {name}"
                )
            elif reason is not None:
                said += (
                    f"{provider} {reason}, so these results are not narrowed by it. remedy: "
                    f"remove {name} from {where}, or use a value {provider} can send, with "
                    f"the params it needs ({DOCS})"
                )
            else:
                said += (
                    f"its adapter left it out without saying why, so its results are not "
                    f"narrowed by it. remedy: remove {name} from {where}, or accept "
                    f"results from {provider} not narrowed by {name} (an adapter of your own "
                    f"says why in no_parameter_for and sent_only: docs/providers.md)"
                )
            lines.append(said)
    return lines


def _searches(
    cases: Iterable[Mapping[str, Any]],
) -> Iterator[tuple[str, Mapping[str, Any], list[tuple[Iterable[Any], Mapping[str, Any]]]]]:
    """(case id, its params, (ignored params, why) of each call) of every case. A live
    run's cases are read from its records (``CaseDicts``): a dict of every case, its
    documents and calls, only to read these cost more than the lines themselves."""
    if isinstance(cases, CaseDicts):
        for record in cases.records:
            calls: list[tuple[Iterable[Any], Mapping[str, Any]]] = [
                (c.ignored_params, c.ignored_why)
                for c in sent_calls(record.calls)
                if c.ignored_params
            ]
            yield record.case_id, record.params, calls
        return
    for case in cases:
        listed = [
            (call.get("ignored_params") or (), call.get("ignored_why") or {})
            for call in case.get("calls") or ()
            if call.get("cost_source") != "not-sent" and call.get("error_kind") != "fixture"
        ]
        yield str(case.get("case_id")), case.get("params") or {}, listed
