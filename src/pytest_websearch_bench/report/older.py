"""Run files written by an earlier version of this tool: the schema stays ``run@1`` and
only grows, so a file may lack aggregate keys or gates added since it was written.

``read_older`` fills each such key with ``null`` (its reason in the provider's
``null_reasons``: "not recorded by pytest-websearch-bench VERSION (an older run file)")
and each such gate as ``not_evaluated`` with the same reason, marked ``not_recorded``;
``not_recorded`` in the block maps the filled aggregate keys to that reason. Readers show these as any null or
unevaluated value (never as measured). ``diff`` and ``history`` recompute from the
records: a filled cost key whose inputs every record holds (each call's ``cost_usd``,
each read's ``cost_usd`` and ``cost_source``: ``recomputable``) is recomputed there like
any other and loses its reason (``recomputed``); the others, and every other filled key,
stay null with it (the older records may lack what they need). The stored-verdict
check (``checked._check_gates``) skips the filled gates.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..gates import CONSEQUENCES, GATE_NAMES, KINDS, THRESHOLDS
from .aggregate import AGGREGATE_KEYS

NOT_RECORDED = "not_recorded"
FALSE_POSITIVE_KEYS = (
    "injection_false_positive_rate",
    "injection_false_positive_by_channel",
    "injection_false_positive_by_language",
)


def older_reason(version: object) -> str:
    return f"not recorded by pytest-websearch-bench {version} (an older run file)"


def read_older(data: dict[str, Any]) -> None:
    """Fill, in place, what an older run file lacks (see the module's docstring); the
    file has already been validated as a run file (its blocks have their types)."""
    reason = older_reason(data.get("tool_version", "an unknown version"))
    for block in data["providers"].values():
        aggregate = block["aggregate"]
        missing = [key for key in AGGREGATE_KEYS if key not in aggregate]
        if "injection_flagged_unlabelled" in missing:
            # written when every unlabelled document counted as clean: its false-positive
            # figures are of another definition, never compared with today's
            missing += [k for k in FALSE_POSITIVE_KEYS if aggregate.get(k) is not None]
        for key in missing:
            aggregate[key] = None
            block["null_reasons"][key] = (
                f"{reason}: it counted documents without an injection label as clean"
                if key in FALSE_POSITIVE_KEYS
                else block["null_reasons"].get(key, reason)
            )
        for category in block["by_category"].values():
            if isinstance(category, dict):
                for key in missing:
                    if key in FALSE_POSITIVE_KEYS:
                        category[key] = None
                    category.setdefault(key, None)
        named = {g.get("name") for g in block["gates"] if isinstance(g, Mapping)}
        gates = [name for name in GATE_NAMES if name not in named]
        block["gates"] = list(block["gates"]) + [
            {
                "name": name,
                "threshold": THRESHOLDS[name],
                "value": None,
                "status": "not_evaluated",
                "kind": KINDS[name],
                "consequence": CONSEQUENCES[name],
                "reason": reason,
                NOT_RECORDED: True,
            }
            for name in gates
        ]
        if missing:
            block[NOT_RECORDED] = {key: block["null_reasons"][key] for key in missing}


# The cost keys a file may lack and still hold the inputs of, in its records: each
# call's cost, and each read's cost and whether one was priced (``CaseRecord.cost_usd``).
COST_KEYS = (
    "cost_per_case_usd",
    "cost_per_search_usd",
    "read_cost_per_case_usd",
    "cost_per_useful_answer_usd",
    "wasted_cost_usd",
)
_CALL_INPUTS = ("cost_usd",)
_READ_INPUTS = ("cost_usd", "cost_source")


def recomputable(block: Mapping[str, Any]) -> set[str]:
    """The keys ``read_older`` filled in ``block`` that its records can give anyway: the
    cost keys, when every call and every read of every case holds its cost inputs."""
    wanted = {key for key in not_recorded(block) if key in COST_KEYS}
    if not wanted:
        return set()
    for case in block.get("cases") or ():
        if not isinstance(case, Mapping):
            return set()
        for field, inputs in (("calls", _CALL_INPUTS), ("reads", _READ_INPUTS)):
            for item in case.get(field) or ():
                if not isinstance(item, Mapping) or any(k not in item for k in inputs):
                    return set()
    return wanted


def recomputed(block: dict[str, Any], values: Mapping[str, float | None]) -> None:
    """Record in ``block`` the keys recomputed from its records (``recomputable``): their
    values in the aggregate, and no "not recorded" reason any more."""
    older = block.get(NOT_RECORDED)
    for key, value in values.items():
        block["aggregate"][key] = value
        if isinstance(older, dict) and key in older:
            reason = older.pop(key)
            if block["null_reasons"].get(key) == reason:
                if value is None:
                    block["null_reasons"][key] = "no case of the run defines it (a cost unknown)"
                else:
                    del block["null_reasons"][key]


def not_recorded(block: Mapping[str, Any]) -> dict[str, str]:
    """The aggregate keys ``read_older`` filled in ``block``, with the reason (the gates
    it filled carry ``not_recorded`` themselves)."""
    found = block.get(NOT_RECORDED)
    return dict(found) if isinstance(found, Mapping) else {}
