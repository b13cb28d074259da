"""The gates of two runs of one provider, paired: what ``ws-bench diff`` and ``history``
say about verdicts that changed between them.

A hard gate is paired with the gate of the same name. A user gate is paired with the
other run's gate of the same rule (metric, scope, comparison, threshold), under the same
id or, when the ids differ by their ``#N`` alone, by that rule: a rule's id
(``user_gates.gate_labels``) depends on the rules before it (a rule added above it this
month, a file written before ids were unique), so ``citation_coverage`` last month and
``citation_coverage#2`` now are one gate when their rule is the same. Two rules that
differ are never paired, whatever their ids: each is listed in the one run that has it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..records import CaseRecord, measured
from ..user_gates import recorded_rule
from .columns import gate_number

_SUFFIX = re.compile(r"#\d+$")


def base_name(name: str) -> str:
    """A gate id without its ``#N`` (``citation_coverage#2`` -> ``citation_coverage``)."""
    return _SUFFIX.sub("", name)


def _rule(gate: Mapping[str, Any]) -> tuple[str, str, float] | str | None:
    """What a user gate checks, as one comparable value (None: not a user gate, or an
    entry without its rule, paired by name alone)."""
    if gate.get("kind") != "user" or not gate.get("rule"):
        return None
    text = str(gate["rule"])
    rule = recorded_rule(text)
    return text if rule is None else (rule.metric, rule.operator, rule.threshold)


def _entry(gate: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "name": str(gate.get("name")),
        "rule": gate.get("rule"),
        "status": gate.get("status"),
        # what a standing failure's line shows: the value against its threshold
        "value": gate.get("value"),
        "threshold": gate.get("threshold"),
        "kind": gate.get("kind"),
        **{key: gate[key] for key in ("n", "reliable") if key in gate},
        **({"not_recorded": True} if gate.get("not_recorded") else {}),
    }


def _same_gate(gate: Mapping[str, Any], other: Mapping[str, Any], same_id: bool) -> bool:
    """Whether ``other`` is ``gate`` in the other run: the same id (``same_id``) or ids that
    differ by their ``#N`` alone, and, for user gates, the same rule (a gate without its
    rule, a hard gate, pairs by its id alone)."""
    if (gate.get("kind") == "user") != (other.get("kind") == "user"):
        return False
    names = str(gate.get("name")), str(other.get("name"))
    rules = _rule(gate), _rule(other)
    if rules[0] is None or rules[1] is None:
        return rules[0] is None and rules[1] is None and same_id and names[0] == names[1]
    if rules[0] != rules[1]:
        return False
    return names[0] == names[1] if same_id else base_name(names[0]) == base_name(names[1])


def pair_gates(
    old: Sequence[Mapping[str, Any]], new: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    """The gates of ``old`` and ``new`` (one provider's, each run's) paired (see the
    module): ``pairs`` (each with ``old`` and ``new`` entries, ``paired_by`` ``name`` or
    ``rule``, ``changed`` when both verdicts were recorded and differ, ``still_failing``
    when both were recorded as failed), ``only_old``, ``only_new``."""
    left = [g for g in old if isinstance(g, Mapping)]
    right = [g for g in new if isinstance(g, Mapping)]
    found: dict[int, tuple[int, str]] = {}  # old index -> (new index, paired by)
    # the same id first, so that a rule renamed in one run never takes another's id
    for same_id, how in ((True, "name"), (False, "rule")):
        for index, gate in enumerate(left):
            if index in found:
                continue
            taken = {other for other, _ in found.values()}
            for other, candidate in enumerate(right):
                if other not in taken and _same_gate(gate, candidate, same_id):
                    found[index] = (other, how)
                    break
    pairs = []
    for index, (other, how) in sorted(found.items()):
        before, after = _entry(left[index]), _entry(right[other])
        recorded = not (before.get("not_recorded") or after.get("not_recorded"))
        pairs.append(
            {
                "old": before,
                "new": after,
                "paired_by": how,
                "changed": recorded and before["status"] != after["status"],
                # failing in both runs: no change, yet the team must see it every month
                "still_failing": recorded and before["status"] == after["status"] == "failed",
            }
        )
    taken = {other for other, _ in found.values()}
    return {
        "pairs": pairs,
        "only_old": [_entry(g) for index, g in enumerate(left) if index not in found],
        "only_new": [_entry(g) for index, g in enumerate(right) if index not in taken],
    }


# what a gate's value is over, said in the diff's JSON (``gates.judged``) and, where it
# differs from the rows' count, on the gate's line (docs/keeping-watch.md)
JUDGED = (
    "each run's own verdict, its value over the cases that run measured in the gate's "
    "scope (over_cases), as its session passed or failed on it; the metric rows are over "
    "the cases in common (common_cases)"
)


def _scope(entry: Mapping[str, Any]) -> str | None:
    """The category a gate's value is over (a user gate on ``category.X.metric``), else
    None: the whole run."""
    if entry.get("kind") != "user" or not entry.get("rule"):
        return None
    rule = recorded_rule(str(entry["rule"]))
    return None if rule is None else rule.category


def count_gate_cases(
    gates: dict[str, Any],
    old: Sequence[CaseRecord],
    new: Sequence[CaseRecord],
    common: Sequence[str],
) -> None:
    """Each gate entry's ``over_cases`` (the cases its run measured in the gate's scope:
    what its value is over) and each pair's ``common_cases`` (the diff's common cases in
    that scope, what the metric rows are over): a gate's verdict is its run's own."""

    def count(records: Sequence[CaseRecord], scope: str | None, keep: set[str] | None) -> int:
        return sum(
            1
            for r in measured(records)
            if (scope is None or r.category == scope) and (keep is None or r.case_id in keep)
        )

    keep = set(common)
    gates["judged"] = JUDGED
    for pair in gates.get("pairs") or []:
        scope = _scope(pair["new"])
        pair["old"]["over_cases"] = count(old, scope, None)
        pair["new"]["over_cases"] = count(new, scope, None)
        pair["common_cases"] = count(new, scope, keep)
    for key, records in (("only_old", old), ("only_new", new)):
        for entry in gates.get(key) or []:  # a gate of one run: its own count, none paired
            entry["over_cases"] = count(records, _scope(entry), None)
            entry["common_cases"] = count(records, _scope(entry), keep)


def over_text(entry: Mapping[str, Any], side: str, common: int | None) -> str:
    """``, as NEW's run judged it over its 2 cases, 1 of them in common`` when a gate's value is
    over other cases than the rows' (``common``); empty when the same or not known."""
    cases = entry.get("over_cases")
    if not isinstance(cases, int) or common is None or cases == common:
        return ""
    them = "it" if cases == 1 else "them"
    return (
        f", as {side}'s run judged it over its {cases} case{'' if cases == 1 else 's'}, "
        f"{common} of {them} in common"
    )


def gate_text(entry: Mapping[str, Any]) -> str:
    """A gate as a line names it: a hard gate by its name, a user gate by its id and rule."""
    rule = entry.get("rule")
    return f"{entry['name']} ({rule})" if rule else str(entry["name"])


def gate_lines(gates: Mapping[str, Any]) -> list[str]:
    """What changed between the two runs' gates, one item a line (empty: nothing did):
    verdicts that changed, gates paired by their rule under another id, gates of one
    run only."""
    lines = []
    for pair in gates.get("pairs") or []:
        old, new = pair["old"], pair["new"]
        moved = f": {old['status']} -> {new['status']}" if pair.get("changed") else ""
        if pair.get("paired_by") == "rule":
            lines.append(
                f"{gate_text(new)}{moved}; paired by their rule with OLD's {old['name']} "
                "(the same rule under another id)"
            )
        elif moved:
            lines.append(f"{gate_text(new)}{moved}")
    lines += [f"only in OLD: {gate_text(g)} ({g['status']})" for g in gates.get("only_old") or []]
    lines += [f"only in NEW: {gate_text(g)} ({g['status']})" for g in gates.get("only_new") or []]
    return lines


def gate_regressions(gates: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The pairs whose gate passed in OLD and failed in NEW: what ``--fail-on-regression``
    counts beside the metrics that regressed (a gate's verdict is a threshold on a number,
    not a claim about another sample: it counts on few cases too)."""
    return [
        pair
        for pair in gates.get("pairs") or []
        if pair.get("changed")
        and pair["old"].get("status") == "passed"
        and pair["new"].get("status") == "failed"
    ]


def _metric_of(entry: Mapping[str, Any]) -> str:
    """What a gate checks (a user gate's rule's metric, else its name without ``#N``): a
    gate of NEW that fails is matched with the OLD gate on the same metric it replaced."""
    rule = _rule(entry)
    return rule[0] if isinstance(rule, tuple) else base_name(str(entry.get("name")))


def new_gate_failures(gates: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The gates NEW fails that OLD did not have (``only_new``, failed): a gate added or
    changed since OLD (a threshold tightened). ``--fail-on-regression`` counts them: a gate
    NEW breaches is a regression whether or not OLD had it. Each with ``old``, the OLD gate
    on the same metric it replaced (``only_old``; None: the gate is new since OLD),
    ``new``, ``paired_by`` None and ``since_old``: ``changed`` or ``added``."""
    olds = list(gates.get("only_old") or [])
    found = []
    for entry in gates.get("only_new") or []:
        if entry.get("status") != "failed" or entry.get("not_recorded"):
            continue
        before = next((g for g in olds if _metric_of(g) == _metric_of(entry)), None)
        found.append(
            {
                "old": before,
                "new": entry,
                "paired_by": None,
                "since_old": "added" if before is None else "changed",
                **({"common_cases": entry["common_cases"]} if "common_cases" in entry else {}),
            }
        )
    return found


def _checked(entry: Mapping[str, Any]) -> str:
    """A gate as the ``since_old_text`` line shows it: a user gate's rule, a hard gate's
    name and threshold, then its verdict and value (``precision@10 >= 0.3, passed at
    0.350``)."""
    what = str(entry.get("rule") or f"{entry['name']} {entry.get('threshold') or ''}".strip())
    value = entry.get("value")
    at = "" if value is None else f" at {gate_number(float(value), entry)}"
    return f"{what}, {entry.get('status')}{at}"


def _old_value_fails(item: Mapping[str, Any]) -> bool | None:
    """Whether OLD's value of the metric would fail NEW's gate too (the gate moved, not
    the provider); None when that cannot be told (a hard gate, no value)."""
    old, new = item.get("old") or {}, item["new"]
    if old.get("value") is None or new.get("kind") != "user" or not new.get("rule"):
        return None
    rule = recorded_rule(str(new["rule"]))
    return None if rule is None else not rule.holds(float(old["value"]))


def since_old_text(item: Mapping[str, Any]) -> str:
    """Why a gate NEW fails is a regression though OLD did not fail it: the gate changed
    since OLD (``OLD: ..., NEW: ...``, and whether OLD's value fails NEW's gate too), or
    OLD had none on its metric."""
    new, old = item["new"], item.get("old")
    if old is None:
        return f"the gate is new since OLD (OLD had no gate on {_metric_of(new)})"
    text = f"the gate changed since OLD (OLD: {_checked(old)}; NEW: {_checked(new)})"
    fails = _old_value_fails(item)
    if fails is True:
        text += "; OLD's value fails NEW's gate too: the gate moved, not the provider"
    elif fails is False:
        text += "; OLD's value passes NEW's gate: the provider moved too"
    return text


def value_text(entry: Mapping[str, Any]) -> str:
    """A gate's value against its threshold, as its line writes both (``0.100 vs >= 0.5``)."""
    value = entry.get("value")
    shown = "no value" if value is None else gate_number(float(value), entry)
    return f"{shown} vs {entry.get('threshold')}" if entry.get("threshold") else shown


def still_failing(gates: Mapping[str, Any], since: Mapping[str, str] | str) -> list[str]:
    """The gates that failed in both runs, one item each: ``NAME (value vs threshold),
    since RUN``. ``since`` is the run each has failed since, by the NEW gate's name (the
    run that ``history`` followed it back to), or one run for all (``diff``: OLD)."""
    out = []
    for pair in gates.get("pairs") or []:
        if not pair.get("still_failing"):
            continue
        new = pair["new"]
        first = since if isinstance(since, str) else since.get(str(new["name"]), "?")
        over = over_text(new, "NEW", pair.get("common_cases"))
        out.append(f"{new['name']} ({value_text(new)}{over}), since {first}")
    return out
