"""Golden search params a provider did not send: said once in the terminal report.

An adapter maps what its API can express and lists the rest in each search call's
``ignored_params`` (the run file). Without a line here, a golden ``language: es`` that
Tavily cannot send, or a ``country`` it has no name for, gave a silent un-localized
benchmark: the cases passed and nothing said the locale was dropped.
"""

from __future__ import annotations

from typing import Any

DEFAULTS_FILE = "golden/defaults.yaml"
SHOWN = 3  # case ids named per line; the rest are counted


def ignored_lines(run: dict[str, Any]) -> list[str]:
    """One line per provider and param it did not send, naming the cases, where the
    param was set (``golden/defaults.yaml`` or the cases' own ``params``) and the remedy."""
    defaults = (run.get("golden") or {}).get("defaults") or {}
    lines: list[str] = []
    for provider, block in sorted((run.get("providers") or {}).items()):
        # (param, where it was set) -> {case id: its value}
        dropped: dict[tuple[str, str], dict[str, Any]] = {}
        for case in (block or {}).get("cases") or ():
            params = case.get("params") or {}
            for call in case.get("calls") or ():
                for param in call.get("ignored_params") or ():
                    name = str(param).split("[", 1)[0]
                    value = params.get(name)
                    from_defaults = name in defaults and defaults[name] == value
                    where = DEFAULTS_FILE if from_defaults else "the case's params"
                    dropped.setdefault((str(param), where), {})[str(case.get("case_id"))] = value
        for (param, where), cases in sorted(dropped.items()):
            ids = sorted(cases)
            more = len(ids) - SHOWN
            named = ", ".join(ids[:SHOWN]) + (f" and {more} more" if more > 0 else "")
            values = sorted({repr(v) for v in cases.values() if v is not None})
            shown = f" {', '.join(values)}" if values else ""
            lines.append(
                f"websearch-bench: {provider} did not send the golden param {param}{shown} "
                f"of {len(ids)} case(s) ({named}; set in {where}): its results are not "
                f"narrowed by it. remedy: remove {param} from {where}, or use a value "
                f"{provider} can send (docs/providers.md)"
            )
    return lines
