"""Run files read by checking them, not believing them.

``diff``, ``history`` and the HTML report rely on a run's CaseRecords, never on the
aggregates stored beside them: the file is validated (``load_run``), every record is
rebuilt, each must belong to the provider block that holds it (once per case), and
every number those commands show is recomputed from the records (the record's fields
held to their types first: ``record_check``). A file that fails any of this is refused
with a ``RunFileError`` naming it, the provider and the case. ``compare`` and ``report``
show the aggregates and gates stored in the file: ``check_aggregates`` refuses a file
whose stored aggregate or gate verdicts are not what its records give (a stored block the
page cannot show is refused naming the file and the provider,
``report.html.unrenderable``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..metrics.casewise import unique_by_case
from ..metrics.ratios import case_ratios
from ..metrics.stats import point
from ..records import CaseRecord, measured
from .older import NOT_RECORDED, not_recorded, recomputable, recomputed
from .provenance import read_provenance
from .record_check import record_problem
from .run_file import RunFileError, load_run

Ratios = dict[str, dict[str, tuple[float, float]]]


@dataclass
class CheckedRun:
    """A run file whose records were rebuilt and checked; ``ratios`` are each provider's
    per-case (numerator, denominator) pairs, recomputed from its records."""

    path: Path
    run: dict[str, Any]
    records: dict[str, list[CaseRecord]]
    provenance: dict[str, Any]
    ratios: dict[str, Ratios] = field(default_factory=dict)
    # each provider's gates recomputed from its records, once (``checked_gates``)
    gates: dict[str, list[dict[str, Any]]] = field(default_factory=dict)

    @property
    def providers(self) -> list[str]:
        """The run's providers in its own order (the order ``--ws-provider`` gave them)."""
        return list(self.records)

    def not_recorded(self, provider: str) -> dict[str, str]:
        """The keys an older version did not write for ``provider``, with the reason."""
        return not_recorded(self.run["providers"].get(provider) or {})

    def window(self, provider: str) -> Mapping[str, Any] | None:
        windows = self.provenance.get("capture_window") or {}
        found = windows.get(provider)
        return found if isinstance(found, Mapping) else None


def _rebuild(path: Path, name: str, cases: Sequence[Any]) -> list[CaseRecord]:
    out: list[CaseRecord] = []
    seen: set[str] = set()
    for index, case in enumerate(cases):
        where = f"provider {name!r}, case record {index}"
        if not isinstance(case, dict):
            raise RunFileError(path, f"{where} is not an object")
        problem = record_problem(case)  # types first: from_dict trusts what it is given
        if problem is not None:
            raise RunFileError(path, f"{where} ({case.get('case_id')!r}) cannot be read: {problem}")
        try:
            record = CaseRecord.from_dict(case)
        except (TypeError, KeyError, ValueError, AttributeError) as exc:
            raise RunFileError(path, f"{where} cannot be read: {exc}") from None
        if not isinstance(record.case_id, str) or not isinstance(record.category, str):
            raise RunFileError(path, f"{where} has no case id or category")
        if record.provider != name:
            raise RunFileError(
                path,
                f"{where} ({record.case_id}) belongs to provider {record.provider!r}: the "
                "records disagree with the provider names (a relabelled file)",
            )
        if record.case_id in seen:
            raise RunFileError(path, f"{where}: case {record.case_id} appears twice for {name}")
        seen.add(record.case_id)
        out.append(record)
    return sorted(out, key=lambda r: r.case_id)


def check_aggregates(
    path: Path,
    run: Mapping[str, Any],
    records: Mapping[str, Sequence[CaseRecord]],
    ratios: Mapping[str, Ratios] | None = None,
) -> None:
    """Refuse ``run`` when a provider's stored aggregate is not what its records give, or
    a stored gate's verdict is not what that aggregate gives: ``compare`` and ``report``
    show the stored blocks, so an edited number or verdict (or one an older version
    computed otherwise) would be ranked and printed as if measured. ``ratios``: each
    provider's per-case ratios when the caller computed them (``case_ratios``, once)."""
    from .aggregate import AggregateContext, aggregate

    for name, block in run["providers"].items():
        context = AggregateContext(
            judge_model=run.get("judge_model"), cascade=bool(block.get("cascade"))
        )
        recomputed = aggregate(records.get(name, []), context, (ratios or {}).get(name))
        for key, stored in block["aggregate"].items():
            if isinstance(stored, bool) or not isinstance(stored, (int, float)):
                continue
            again = recomputed.get(key)
            if isinstance(again, (int, float)) and math.isclose(
                stored, again, rel_tol=1e-9, abs_tol=1e-12
            ):
                continue
            raise RunFileError(
                path,
                f"provider {name!r}: its stored aggregate {key} is {stored!r}, its case "
                f"records give {again!r}: the file was edited, or written by a version that "
                "computed it otherwise; rerun the session (or restore the file)",
            )
        _check_gates(path, run, name, recomputed, records.get(name, []), context)


def _recomputed_gates(
    path: Path,
    run: Mapping[str, Any],
    name: str,
    recomputed: Mapping[str, Any],
    records: Sequence[CaseRecord],
    context: Any,
) -> list[dict[str, Any]]:
    """Each gate of provider ``name`` as its records give it: SPEC's gates from the
    recomputed aggregate (cost divergence from its stored value: the invoice is not in
    the file, but the verdict must follow from the value), the user's from the rules the
    file recorded, named as ``user_gates.gate_labels`` names them today."""
    from ..gates import evaluate_gates
    from ..user_gates import GateRuleError, evaluate_user_gates, rules_from_run
    from .aggregate import by_category

    block = run["providers"][name]
    stored = {str(g.get("name")): g for g in block["gates"] if isinstance(g, Mapping)}
    cost = stored.get("cost_divergence") or {}
    value = cost.get("value") if cost.get("status") != "not_evaluated" else None
    gates = [
        g.to_dict()
        for g in evaluate_gates(
            recomputed,
            records,
            cost_divergence=value if isinstance(value, (int, float)) else None,
        )
    ]
    try:
        rules = rules_from_run(run.get("user_gates") or [])
    except (GateRuleError, KeyError, TypeError) as exc:
        raise RunFileError(path, f"its user_gates cannot be read: {exc}") from None
    if rules:
        categories = (
            by_category(records, context) if any(r.category is not None for r in rules) else {}
        )
        gates += evaluate_user_gates(rules, recomputed, {}, categories, records)
    return gates


def checked_gates(run: CheckedRun, name: str) -> list[dict[str, Any]]:
    """Provider ``name``'s gates in ``run``, each verdict recomputed from its records (as
    ``check_aggregates`` does) and named by today's ids; a gate an older version did not
    write stays as ``read_older`` filled it (``not_recorded``)."""
    from .aggregate import AggregateContext, aggregate

    found = run.gates.get(name)
    if found is not None:
        return found
    block = run.run["providers"][name]
    context = AggregateContext(
        judge_model=run.run.get("judge_model"), cascade=bool(block.get("cascade"))
    )
    records = run.records[name]
    try:
        again = _recomputed_gates(
            run.path, run.run, name, aggregate(records, context), records, context
        )
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise RunFileError(
            run.path, f"the gates of provider {name!r} cannot be recomputed: {exc}"
        ) from None
    stored = {str(g.get("name")): g for g in block["gates"] if isinstance(g, Mapping)}
    run.gates[name] = [
        dict(stored[g["name"]]) if (stored.get(g["name"]) or {}).get(NOT_RECORDED) else g
        for g in again
    ]
    return run.gates[name]


def _check_gates(
    path: Path,
    run: Mapping[str, Any],
    name: str,
    recomputed: Mapping[str, Any],
    records: Sequence[CaseRecord],
    context: Any,
) -> None:
    """Each stored gate's status against the one its records give (``_recomputed_gates``);
    ``qualified`` and the run's ``passed`` must follow from them. A name stored twice is
    refused (an older file's user gate under a hard gate's name was renamed on reading:
    ``older.read_older``)."""
    from ..gates import DISQUALIFYING

    block = run["providers"][name]
    names = [str(g.get("name")) for g in block["gates"] if isinstance(g, Mapping)]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise RunFileError(
            path,
            f"provider {name!r}: gate {twice[0]} is stored twice: the file was edited; rerun "
            "the session (or restore the file)",
        )
    stored = {str(g.get("name")): g for g in block["gates"] if isinstance(g, Mapping)}
    gates = _recomputed_gates(path, run, name, recomputed, records, context)
    # a gate an older version did not write is not judged here (``older.read_older``)
    gates = [g for g in gates if not (stored.get(g["name"]) or {}).get(NOT_RECORDED)]
    for gate in gates:
        kept = stored.get(gate["name"])
        status = kept.get("status") if kept is not None else "missing"
        if status != gate["status"]:
            raise RunFileError(
                path,
                f"provider {name!r}: its stored gate {gate['name']} is {status!r}, its case "
                f"records give {gate['status']!r}: the file was edited, or written by a "
                "version that judged it otherwise; rerun the session (or restore the file)",
            )
    failed = {g["name"] for g in gates if g["status"] == "failed"}
    qualified = not (failed & DISQUALIFYING)
    if block.get("qualified") is not qualified:
        raise RunFileError(
            path,
            f"provider {name!r}: it is stored as qualified={block.get('qualified')!r}, its "
            f"gates give {qualified!r}: the file was edited; rerun the session (or restore "
            "the file)",
        )
    if failed and run.get("passed") is True:
        raise RunFileError(
            path,
            f"provider {name!r}: gate(s) {', '.join(sorted(failed))} failed, yet the file "
            "says the run passed: the file was edited; rerun the session (or restore the file)",
        )


def rebuild_records(path: Path, run: Mapping[str, Any]) -> dict[str, list[CaseRecord]]:
    """Each provider's records of ``run`` (read from ``path``), rebuilt and checked."""
    return {name: _rebuild(path, name, block["cases"]) for name, block in run["providers"].items()}


def check_run(path: Path, run: dict[str, Any]) -> CheckedRun:
    """``run`` (already read from ``path``) with its records rebuilt and checked."""
    records = rebuild_records(path, run)
    ratios: dict[str, Ratios] = {}
    for name, group in records.items():
        try:
            ratios[name] = case_ratios(group, unique_by_case(measured(group)))
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise RunFileError(
                path, f"the records of provider {name!r} cannot be recomputed: {exc}"
            ) from None
        block = run["providers"][name]
        again = recomputable(block)  # an older file's cost keys, when its records hold them
        for key in not_recorded(block):
            if key in ratios[name] and key not in again:  # null, not recomputed
                ratios[name][key] = {}
        recomputed(block, {key: point(ratios[name].get(key) or {}) for key in sorted(again)})
    try:
        provenance = read_provenance(run, records)
    except (TypeError, ValueError, AttributeError) as exc:
        raise RunFileError(path, f"its provenance cannot be read: {exc}") from None
    return CheckedRun(path, run, records, provenance, ratios)


def load_checked(path: Path) -> CheckedRun:
    """Read, validate and check a run file (see the module's docstring)."""
    return check_run(path, load_run(path))
