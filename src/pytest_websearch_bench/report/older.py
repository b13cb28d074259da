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

A provider block written before stop 65 holds the pool's unjudged share under
``pool_judged`` (the name a document's ``support_basis`` now gives a page the pool
judges): ``read_older`` moves it to ``pool_unjudged`` (``RENAMED_KEYS``), unchanged.

A file written before verdict ids were unique (``user_gates.gate_labels``) stored a user
gate on a hard gate's metric under the hard gate's name (two gates ``citation_coverage``)
and counted ``#N`` among the user's rules alone. ``read_older`` renames each such gate to
the id ``gate_labels`` gives it today (``citation_coverage#2``), marked ``renamed_from``
with its stored name, when the file's user gates are exactly what that writer wrote for
its recorded rules; any other clash is left to the check, which refuses the file.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..gates import CONSEQUENCES, GATE_NAMES, KINDS, THRESHOLDS
from ..user_gates import GateRuleError, gate_labels, rules_from_run
from .aggregate import AGGREGATE_KEYS

NOT_RECORDED = "not_recorded"
RENAMED_FROM = "renamed_from"
FALSE_POSITIVE_KEYS = (
    "injection_false_positive_rate",
    "injection_false_positive_by_channel",
    "injection_false_positive_by_language",
)


def older_reason(version: object) -> str:
    return f"not recorded by pytest-websearch-bench {version} (an older run file)"


# a provider block's key renamed since it was written: old name -> today's (stop 65: the
# share of returned documents the pool has not judged was ``pool_judged``, which is also a
# document's ``support_basis`` value, the opposite: judged by the pool)
RENAMED_KEYS = {"pool_judged": "pool_unjudged"}


def _rename_pool_unjudged(block: dict[str, Any]) -> None:
    """A provider block written under an old key name, read under today's (the values
    are the same; the old key is dropped so a reader finds one)."""
    for old, new in RENAMED_KEYS.items():
        if old in block:
            value = block.pop(old)
            block.setdefault(new, value)


def read_older(data: dict[str, Any]) -> None:
    """Fill, in place, what an older run file lacks (see the module's docstring); the
    file has already been validated as a run file (its blocks have their types)."""
    reason = older_reason(data.get("tool_version", "an unknown version"))
    renames = _renames(data.get("user_gates"))
    for block in data["providers"].values():
        _rename_user_gates(block, renames)
        _rename_pool_unjudged(block)
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


def _renames(entries: object) -> list[tuple[str, str, str]] | None:
    """Per recorded rule, (its rule, the name the writer before unique verdict ids gave
    it, its id today); None when nothing was renamed (or the rules cannot be read: the
    check names that)."""
    if not isinstance(entries, list) or not entries:
        return None
    try:
        rules = rules_from_run(entries)
    except (GateRuleError, KeyError, TypeError):
        return None
    today = gate_labels(rules)
    before: list[str] = []
    seen: dict[str, int] = {}
    for rule in rules:  # that writer: METRIC, then METRIC#N counting the user's rules alone
        seen[rule.metric] = seen.get(rule.metric, 0) + 1
        before.append(
            rule.metric if seen[rule.metric] == 1 else f"{rule.metric}#{seen[rule.metric]}"
        )
    if before == today:
        return None
    # each rule as the file wrote it (the stored gates carry the same text)
    written = [str(entry["rule"]) for entry in entries]
    return list(zip(written, before, today, strict=True))


def _rename_user_gates(block: dict[str, Any], renames: list[tuple[str, str, str]] | None) -> None:
    """Rename, in place, the user gates of ``block`` to today's ids, when they are the
    older writer's gates for the file's rules: the same rules, in order, under its names."""
    if renames is None:
        return
    user = [g for g in block["gates"] if isinstance(g, dict) and g.get("kind") == "user"]
    stored = [(str(g.get("rule")), g.get("name")) for g in user]
    if stored != [(rule, old) for rule, old, _ in renames]:
        return  # not that writer's pattern: the check judges the file as it is
    for gate, (_, old, new) in zip(user, renames, strict=True):
        if old != new:
            gate["name"], gate[RENAMED_FROM] = new, old


def _renamed(run: Mapping[str, Any]) -> dict[str, tuple[str, str]]:
    """The gates ``read_older`` renamed in ``run`` (any provider): stored name -> (id
    today, rule)."""
    return {
        str(gate[RENAMED_FROM]): (str(gate["name"]), str(gate.get("rule")))
        for block in run["providers"].values()
        for gate in block["gates"]
        if isinstance(gate, Mapping) and gate.get(RENAMED_FROM)
    }


def renamed_gates(run: Mapping[str, Any]) -> dict[str, str]:
    """The gates ``read_older`` renamed in ``run``: stored name -> id today."""
    return {old: new for old, (new, _) in _renamed(run).items()}


def renamed_note(path: object, run: Mapping[str, Any]) -> str | None:
    """The one line a command prints for a run file whose gates ``read_older`` renamed."""
    renamed = _renamed(run)
    if not renamed:
        return None
    shown = "; ".join(f"{old} ({rule}) is read as {new}" for old, (new, rule) in renamed.items())
    return (
        f"{path} is an older run file: its user gate {shown} (a user gate no longer takes "
        "a hard gate's or an earlier rule's name)"
    )


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
