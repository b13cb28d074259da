"""The terminal section: per provider a table (a row per category, metrics as
columns), the gate block with each breach's consequence, and the ranking.

The table fits the terminal: below the width all columns need, the reader columns
(``rd.*``) are left out first, then the least decisive ones (``columns.COLUMNS``'s
priorities; named, with where to find them). A legend spells out every
abbreviation. ``-q`` keeps the gates, the ranking and the verdict and drops the tables.

Over 400 lines because the section is one text read top to bottom (tables, gates,
selection, warnings, ranking): its lines share the width and the wording, and are
kept in one place so a change to one is seen beside the others.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .caveats import (
    INTERVALS_RULE,
    PIPELINE_MEASURES,
    end_to_end_text,
    ranking_notes,
    useful_words,
)
from .columns import (
    COLUMNS,
    MISSING,
    READER_PRIORITY,
    UNRELIABLE,
    Column,
    gate_number,
    legend,
    ratio_text,
    table,
)
from .flagged import flagged_lines
from .precision_basis import table_rows
from .provenance import edited_fixtures, edited_warning, gateway_note, local_warning
from .ranking import compared_on_text, tie_group_text, ties_text
from .recording_cost import estimated_cost, local_calls, local_endpoints, local_listing
from .run_file import CaseDicts, uncollected
from .useful_lines import run_tree, useful_source_text
from .wrap import wrap

STATUS_LABEL = {"passed": "PASSED", "failed": "FAILED", "not_evaluated": "not evaluated"}
DEFAULT_WIDTH = 120
UNJUDGED_NAMED = 8  # --no-summary names up to this many gates not evaluated
GATE_GROUPS = (
    ("provider", "  gates on the provider:"),
    (
        "pipeline",
        "  gates on this bench's pipeline (the same router and claim builder for every "
        "provider; cite and abst. are identical by construction under the default pipeline):",
    ),
    ("user", "  your gates (golden/gates.yaml, ini ws_gates):"),
)
# What stopped a session early (``run["stopped_early"]["cause"]``, ``plugin.partial``)
STEPWISE = "--sw (stepwise) stopped at the first failure"
COLLECTION = "during collection"  # pytest's words: "1 error during collection"
INTERRUPT = "an interrupt (Ctrl-C)"
# pytest's exit status 3: a plugin's or pytest-xdist's own error ended the run loop
INTERNAL = "an INTERNALERROR (pytest's traceback above)"
# A stop while xdist's workers collect (``plugin.partial.label_uncollected``, whose
# ``selection.why`` ends so)
UNCOLLECTED = "before any item was collected"


def stop_point(run: Mapping[str, Any]) -> str:
    """Where a session that stopped early stopped, said one way on every line: ``before
    any item was collected`` or ``after N of M items`` (walkthrough 65 #1: one report said
    both)."""
    stopped = run.get("stopped_early") or {}
    why = str((run.get("selection") or {}).get("why") or "")
    if not stopped.get("items_ran") and why.endswith(UNCOLLECTED):
        return UNCOLLECTED
    return f"after {stopped.get('items_ran')} of {stopped.get('items_selected')} items"


def _latency_lines(agg: Mapping[str, Any]) -> list[str]:
    """One line per operation (search first): p50/p95 with n and what the figures are."""
    latency = agg.get("latency_ms") or {}
    lines = []
    for operation in sorted(latency, key=lambda op: (op != "search", op)):
        stats = latency[operation]
        marks = []
        measured = stats.get("measured")  # a recording run's own calls (none: older file)
        measured = measured if type(measured) is int and measured > 0 else 0
        if measured and stats.get("replayed"):
            marks.append(f"{measured} measured, {stats['n'] - measured} replayed")
        elif measured:
            marks.append("measured")
        elif stats.get("replayed"):
            marks.append("replayed")
        if stats.get("synthetic"):
            marks.append("synthetic")
        if not stats.get("reliable"):
            marks.append("unreliable (n < 100)")
        lines.append(
            f"  latency {operation}: p50 {stats['p50']:.0f} ms, p95 {stats['p95']:.0f} ms, "
            f"n={stats['n']} calls, one per HTTP attempt answered or timed out (failed "
            "connections and synthetic failure fixtures left out)"
            # held to its mark (a no-break space): no wrapped line starts with "[", a gate's
            + (f"\xa0[{', '.join(marks)}]" if marks else "")
        )
    if any(s.get("measured") for s in latency.values()):
        lines.append("  (measured latencies are this run's calls, sending to the last byte)")
    if any(s.get("replayed") for s in latency.values()):
        lines.append("  (replayed latencies are the recorded ones, not this machine's)")
    return lines


def _few_cases(run: Mapping[str, Any]) -> bool:
    """Whether a category of a provider shown has intervals over too few cases."""
    return any(
        isinstance(cat, Mapping) and cat.get("ci95_reliable") is False
        for block in (run.get("providers") or {}).values()
        for cat in (block.get("by_category") or {}).values()
    )


def gate_value_text(gate: Mapping[str, Any]) -> str:
    """A gate's value as the table shows it and as its reason writes it (``gate_number``):
    a ratio with 3 decimals (more when 3 would hide its side of the threshold); a latency
    in whole ms with its n, and ``~`` when n is too small to trust (``185~ ms (n=6)``)."""
    value = gate_number(gate["value"], gate)
    if "n" not in gate:
        return value
    mark = "" if gate.get("reliable") else UNRELIABLE
    return f"{value}{mark} ms (n={gate['n']})"


# A threshold that counts something (``honest_partial``'s ``= 0 answers short of what was
# asked yet presented as whole``): its gate line reads as a sentence, the count first.
_COUNTED = re.compile(r"^(>=|<=|>|<|=)\s*(\d+)\s+([^\d\s%].*)$")
_BOUND = {
    "=": "must be {}",
    "<=": "at most {} allowed",
    "<": "fewer than {} allowed",
    ">=": "at least {} needed",
    ">": "more than {} needed",
}


def count_text(gate: Mapping[str, Any]) -> str | None:
    """A gate on a count as a sentence, the count first (``2 answers short of what was
    asked yet presented as whole (must be 0)``), for its gate line and its verdict report;
    None for a gate whose threshold is a number alone."""
    counted = _COUNTED.match(str(gate.get("threshold", "")).strip())
    if counted is None:
        return None
    op, bound, words = counted.groups()
    number = "" if gate.get("value") is None else f"{gate_value_text(gate)} "
    return f"{number}{words} ({_BOUND[op].format(bound)})"


def _gate_line(
    gate: Mapping[str, Any], stopped: bool = False, shared: Mapping[str, str] | None = None
) -> str:
    """``stopped``: the session stopped early, so a verdict is a value measured on the
    items that ran, labelled NOT JUDGED (as the heading of the verdict says); ``shared``:
    the reasons said once above the gates, and how a gate line refers to them."""
    status = STATUS_LABEL[gate["status"]]
    not_judged = stopped and gate["status"] in ("passed", "failed")
    if not_judged:
        status = "NOT JUDGED"
    value = gate.get("value")
    counted = count_text(gate)
    if counted is not None:  # a count: the number, what it counts, then the bound
        line = f"  [{status}] {gate['name']}: {counted}"
    else:
        value_text = "" if value is None else f" value {gate_value_text(gate)}"
        line = f"  [{status}] {gate['name']} {gate['threshold']}{value_text}"
    if gate["status"] == "failed":
        line += (
            " -> under the threshold on the items that ran"
            if not_judged
            else f" -> {gate['consequence']}"
        )
    reason = gate.get("reason")
    if reason:
        line += f" ({(shared or {}).get(reason, reason)})"
    if gate.get("cases"):
        line += f"; cases:\xa0{', '.join(gate['cases'])}"  # the label kept with an id
    return line


HEADING = "    "  # a heading's continuation: deeper than the lines under it (two spaces)


def _wrapped(line: str, width: int, more: str = "  ") -> list[str]:
    """A report line wrapped at the terminal's width (``wrap.wrap``: between words only, a
    name kept with its URL), its continuation lines indented two more spaces than its own
    (a no-break space holds two words together: ``cases: ID``); a heading's (``more``:
    ``HEADING``) four, past the lines under it."""
    return wrap(line, width, more=more)


def _shared_reasons(gates: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """The reasons of gates not evaluated that two or more gates give (every call to a
    provider failed: each gate's reason is that one), each said once above the gates
    (the gate lines and the numbers not computed for that reason refer to it)."""
    counts: dict[str, int] = {}
    for gate in gates:
        if gate.get("status") == "not_evaluated" and gate.get("reason"):
            counts[gate["reason"]] = counts.get(gate["reason"], 0) + 1
    return {reason: "see above" for reason, n in counts.items() if n > 1}


def _cascade_line(cascade: Mapping[str, Any], agg: Mapping[str, Any]) -> str:
    causes = agg.get("fallback_by_cause") or {}
    rate = agg.get("fallback_rate")
    rates = ", ".join(
        f"{tier} {r['answered']}/{r['ran']}" for tier, r in cascade["success_rates"].items()
    )
    return (
        f"  cascade {' > '.join(cascade['tiers'])}: fallback "
        f"{'—' if rate is None else ratio_text(rate)} ("
        + ", ".join(f"{cause} {count}" for cause, count in causes.items())
        + f"); answered per tier: {rates}; suggested order: {' > '.join(cascade['suggested_order'])}"
    )


def _evidence(
    cases: Sequence[Mapping[str, Any]],
) -> Iterator[tuple[str, Sequence[Mapping[str, Any]], list[tuple[str, str]]]]:
    """(case id, claims, (outcome, via) of each read) of every case. A live run's cases
    are read from its records: making each case's dict only to count would cost more
    than the rest of the report."""
    if isinstance(cases, CaseDicts):
        for record in cases.records:
            yield record.case_id, record.claims, [(r.outcome, r.via) for r in record.reads]
        return
    for case in cases:
        reads = [(r["outcome"], r["via"]) for r in case.get("reads", [])]
        yield case["case_id"], case.get("claims", []), reads


def _review_line(cases: Sequence[Mapping[str, Any]]) -> str:
    """Relevant documents on hosts the golden set does not list, for a person to review."""
    if isinstance(cases, CaseDicts):
        found = [(r.case_id, r.new_hosts) for r in cases.records if r.new_hosts]
    else:
        found = [(c["case_id"], c.get("new_hosts") or []) for c in cases if c.get("new_hosts")]
    if not found:
        return ""
    hosts = {h for _, listed in found for h in listed}
    return (
        f"  review: relevant documents on {len(hosts)} host(s) outside expect.hosts in "
        f"{len(found)} case(s) (new_hosts in the run file): add them to the golden set if right"
    )


def _count(n: int, noun: str) -> str:
    """``1 claim``, ``2 claims``: a count with its noun in agreement."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _evidence_line(cases: Sequence[Mapping[str, Any]]) -> str:
    """Claims, how many cite their artifact, contradictions, and reads that failed; the
    provider's own claims only, as citation coverage counts them (a reader test's claims,
    from a case document its search did not return, are counted apart: they neither
    answer nor contradict, ``claims.useful``)."""
    claims = citable = neutral = tests = 0
    contested: set[str] = set()
    outcomes: dict[str, int] = {}
    any_read = False
    for case_id, case_claims, reads in _evidence(cases):
        apart = {str(c.get("id")) for c in case_claims if c.get("reader_test")}
        tests += len(apart)
        for claim in case_claims:
            if claim.get("reader_test"):
                continue
            claims += 1
            citable += claim.get("citable") is True
            if [i for i in claim.get("contradicts_claim_ids") or () if i not in apart]:
                contested.add(case_id)
        for outcome, via in reads:
            any_read = True
            if outcome != "read":
                outcomes[outcome] = outcomes.get(outcome, 0) + 1
            elif via == "neutral":
                neutral += 1
    if not claims and not tests and not any_read:
        return ""
    line = f"  evidence: {_count(claims, 'claim')}, {citable} citable"
    if tests:
        line += f"; {_count(tests, 'claim')} from reader tests not counted"
    if neutral:
        line += (
            f"; {_count(neutral, 'page')} read through the neutral fetcher (no reader of its own)"
        )
    if contested:
        line += f"; contradictions in {', '.join(sorted(contested))}"
    if outcomes:
        line += "; reads not used: " + ", ".join(f"{n} {k}" for k, n in sorted(outcomes.items()))
    return line


def _judge_line(agg: Mapping[str, Any], model: str | None) -> str:
    counts = agg.get("judge_counts")
    if not counts:
        return ""

    def show(key: str) -> str:
        value = agg.get(key)
        return MISSING if value is None else ratio_text(value)

    line = (
        f"  judge {model or '?'}: judged recall@5 {show('judged_recall@5')}, "
        f"@10 {show('judged_recall@10')}, graded nDCG@10 {show('judged_ndcg@10')}, "
        f"coverage {show('judge_coverage')} ({counts['asked']} chunks asked: "
        f"{counts['graded']} graded, {counts['unparsed']} unparsed, {counts['refused']} refused)"
    )
    if counts.get("undecided@10"):
        line += f"; {counts['undecided@10']} cases undecided (left out of judged recall)"
    if counts.get("no_chunks"):
        line += f"; {counts['no_chunks']} cases without chunks"
    if counts.get("failed_cases"):
        line += f"; {counts['failed_cases']} cases the judge could not grade (hard faults)"
    if counts.get("synthetic_cases"):
        line += "; SYNTHETIC rule-based grades, not a model's"
    return line


def _partial_run(run: Mapping[str, Any]) -> str | None:
    """What made the run cover part of its golden set, or None for a whole run: a
    selection (``-k``, ``--ws-category``...), a shard, a stop before its last item (Ctrl-C,
    ``-x``, ``--maxfail``, ``--sw``), golden files pytest could not collect. The one rule
    by which the fixture classes no case used are said to be missing from the cases that
    ran (the whole set may bring them), not from the golden set: on the ``fixture classes
    consumed`` line, the ``unranked`` line and ``-q``'s provider line alike."""
    selection = run.get("selection") or {}
    causes = []
    shard = run.get("shard")
    if isinstance(shard, Mapping):  # its draw: the other shards run the rest
        category = selection.get("category")
        causes.append(f"--ws-category {category}, " if category else "")
        causes[-1] += f"shard {shard.get('index')}/{shard.get('total')}"
    elif int(selection.get("not_selected") or 0):
        causes.append(_deselected_by(run))
    stopped = run.get("stopped_early")
    missing = uncollected(run)
    if isinstance(stopped, Mapping):
        causes.append(f"the session stopped early: {stopped.get('cause')}")
    elif missing is not None:
        causes.append(missing)
    elif any((run.get("not_run") or {}).values()):
        causes.append("the session stopped early")
    elif run.get("complete") is False:
        causes.append("the run file says complete: false")
    return "; ".join(causes) or None


def _whole_set_hint(run: Mapping[str, Any]) -> str:
    """What a partial run (``_partial_run``) says beside the classes its cases did not use."""
    return (
        f"this run covered part of the golden set ({_partial_run(run)}): the whole set may "
        "bring them"
    )


def _missing_classes(missing: Sequence[int], run: Mapping[str, Any]) -> str:
    """Why a provider is not comparable, and what to do: a partial run may only have left
    the classes out; a whole golden set lacks them."""
    listed = ", ".join(map(str, missing))
    if _partial_run(run) is not None:
        return (
            f"not used by the cases that ran: {listed} (not comparable: kept out of the "
            f"ranking; {_whole_set_hint(run)})"
        )
    return (
        f"missing: {listed} (not comparable: kept out of the ranking; a comparison needs "
        "cases of all 9 fixture classes: README 'Your own golden set' and docs/recording.md "
        f"'Completeness'; `{verify_command(run)}` lists them, from the project's root)"
    )


def verify_command(run: Mapping[str, Any]) -> str:
    """The ``ws-bench verify`` command that lists the fixture classes a run's tree lacks,
    as pasted in the project's root: the run's ``--ws-cassettes`` (relative to the rootdir,
    shell-quoted), else the default tree ``cassettes``; on a tree not recorded yet it says
    so, with the command that records it."""
    from ..errors import shell_words

    return shell_words(["ws-bench", "verify", "--allow-incomplete", run_tree(run)])


def _state(block: Mapping[str, Any], run: Mapping[str, Any], quiet: bool) -> str:
    state = "comparable" if block["comparable"] else "NOT COMPARABLE"
    if quiet and block["missing_classes"]:  # -q drops the line that says why: say it here
        listed = ", ".join(map(str, block["missing_classes"]))
        state += (
            f": fixture class(es) {listed} not used by the cases that ran (the whole set "
            "may bring them)"
            if _partial_run(run) is not None
            else f": no case of fixture class(es) {listed}"
        )
    if block.get("role") == "enrichment_only":
        state += ", ENRICHMENT ONLY"
    elif not block["qualified"]:
        state += ", DISQUALIFIED"
    return state


def _recorded_line(name: str, recorded: Mapping[str, Any], run: Mapping[str, Any]) -> str:
    """What a recording run recorded for a provider. The cost is the providers' prices
    applied to the calls (their own figure where an answer carries one), not a bill; calls
    sent to a local address (``--ws-endpoint``: an emulator, a local gateway not declared
    with ``--ws-gateway``) cost nothing, and the line says so."""
    kept = ", ".join(f"{kind} in {n} case(s)" for kind, n in recorded["errors_kept"].items())
    free = local_calls(run, (name,))
    return (
        f"  recorded live: {recorded['cases']} case(s), {recorded['calls']} call(s)"
        + (f" ({recorded['failed_calls']} failed)" if recorded.get("failed_calls") else "")
        + (f"; failures kept as fixtures: {kept}" if kept else "")
        + (
            f"; ended in {name}'s own failure (a 5xx or a timeout after the retries, "
            f"counted against {name}): {', '.join(recorded['provider_failed'])}"
            if recorded.get("provider_failed")
            else ""
        )
        + f"; {estimated_cost(recorded['spend_usd'])}"
        + (f"; {free}" if free else "")
        + (_left_words(name, len(recorded["left"]), run) if recorded.get("left") else "")
    )


def _left_words(name: str, left: int, run: Mapping[str, Any]) -> str:
    """The ``recorded live`` line's end for the cases not recorded: left for the next run,
    unless the provider refused the key or a proxy blocked its calls (the run file's
    ``recording.providers.NAME.refused``): then a next run as it is would be refused the
    same way, and the line says what to fix first, as the recording summary does."""
    recording = run.get("recording") or {}
    refused = ((recording.get("providers") or {}).get(name) or {}).get("refused")
    if not isinstance(refused, Mapping):
        return f"; left for the next run: {left} case(s)"
    mode = recording.get("mode") or "new"
    if refused.get("cause") == "key":
        variable = refused.get("variable") or "the key given to its adapter (api_key=)"
        return (
            f"; not recorded: {left} case(s), the key was refused: fix {variable} and run "
            f"again with --ws-record={mode}"
        )
    return (
        f"; not recorded: {left} case(s), {name}'s calls were blocked (a proxy's or a "
        f"filter's 403): fix what answers on the way to {name} and run again with "
        f"--ws-record={mode}"
    )


def _provider_lines(
    name: str, block: Mapping[str, Any], run: Mapping[str, Any], width: int, quiet: bool
) -> tuple[list[str], list[Column]]:
    agg = block["aggregate"]
    lines = _wrapped(f"provider {name} ({_state(block, run, quiet)})", width, HEADING)
    dropped: list[Column] = []
    if not quiet:
        custom = sorted(agg.get("custom", {}))
        rows = table_rows(block)  # the results returned beside P@10 (ret) too
        table_lines, dropped = table(rows, custom, width)
        lines.extend(table_lines)
        for latency in _latency_lines(agg):
            lines.extend(_wrapped(latency, width))
        if block.get("end_to_end_ms"):  # report.caveats: a line, not a column (80 columns)
            lines.extend(_wrapped(f"  {end_to_end_text(block['end_to_end_ms'])}", width))
        if block["missing_classes"]:
            lines.extend(
                _wrapped(
                    "  fixture classes consumed: "
                    + (", ".join(map(str, block["classes_consumed"])) or "none")
                    + "; "
                    + _missing_classes(block["missing_classes"], run),
                    width,
                )
            )
        for extra in (
            _evidence_line(block["cases"]),
            # a paragraph: wrapped below; its pages named in the run's own tree
            useful_source_text(agg, name, run_tree(run)),
            _review_line(block["cases"]),
            _judge_line(agg, run.get("judge_model")),
        ):
            if extra:  # prose, wrapped (an indented line keeps its indent)
                lines.extend(_wrapped(extra if extra.startswith(" ") else f"  {extra}", width))
        if "cascade" in block:
            lines.extend(_wrapped(_cascade_line(block["cascade"], agg), width))
    breaker = block.get("breaker") or {}
    if breaker.get("refused_cases"):
        lines.extend(
            _wrapped(
                f"  circuit breaker: refused {len(breaker['refused_cases'])} case(s) "
                f"({', '.join(breaker['refused_cases'])}) after consecutive upstream failures; "
                f"half-open trials: {', '.join(breaker.get('half_open_trials') or ['none'])}",
                width,
            )
        )
    recorded = block.get("recorded")
    if recorded:
        lines.extend(_wrapped(_recorded_line(name, recorded, run), width))
    # a stop, or golden files not collected: the gates' values are measured, not judged
    stopped = isinstance(run.get("stopped_early"), Mapping) or uncollected_beside(run) is not None
    shared = _shared_reasons(block["gates"])
    for reason in shared:
        lines.extend(_wrapped(f"  gates not evaluated: {reason}", width))
    for kind, title in GATE_GROUPS:
        gates = [g for g in block["gates"] if g.get("kind", "provider") == kind]
        if gates:
            if kind == "user":  # the sources the rules came from, those alone
                title = _user_title(gates, title)
            lines.extend(_wrapped(title, width))  # a title is prose: wrapped
            for gate in gates:
                # one line a gate, never wrapped: what a CI log is searched for
                # (`grep "\[FAILED\]"`) and a test matches whole, as pytest keeps a
                # result on one line
                lines.append(_gate_line(gate, stopped, shared).replace("\xa0", " "))
    for at, line in enumerate(flagged_lines(agg)):  # a title, then a document (its URL) a line
        lines.extend(_wrapped(line, width, HEADING if at == 0 else "  "))
    faults = block["hard_faults"]
    if faults:
        kinds: dict[str, list[str]] = {}
        for fault in faults:
            kinds.setdefault(fault["kind"], []).append(fault["case_id"])
        for kind, ids in kinds.items():
            lines.extend(_wrapped(f"  hard faults ({kind}): {', '.join(ids)}", width))
    if block.get("lost_cases"):
        lost = ", ".join(block["lost_cases"])
        lines.extend(_wrapped(f"  LOST cases (selected, never reported): {lost}", width))
    if not quiet:
        by_reason: dict[str, list[str]] = {}
        for key, reason in block["null_reasons"].items():
            by_reason.setdefault(reason, []).append(key)
        if by_reason:
            lines.append("  not computed (null in the run file):")
            for reason, keys in by_reason.items():
                lines.extend(
                    _wrapped(f"    {', '.join(keys)}: {shared.get(reason, reason)}", width)
                )
    lines.append("")
    return lines, dropped


def _user_title(gates: Sequence[Mapping[str, Any]], title: str) -> str:
    """The user gates' title naming the sources their rules came from (``golden/gates.yaml``,
    ``ini ws_gates``), not both when one gave them all; ``title`` for a run file whose gates
    name no source."""
    sources = list(dict.fromkeys(str(g["source"]) for g in gates if g.get("source")))
    return f"  your gates ({', '.join(sources)}):" if sources else title


def _nothing_ran(run: Mapping[str, Any]) -> bool:
    """Whether no item of the session ran (every item deselected, a golden file pytest could
    not collect, a stop before the first item): no record, and none lost on the way."""
    providers = run.get("providers") or {}
    return bool(providers) and not any(
        len(block.get("cases") or ()) or block.get("lost_cases") for block in providers.values()
    )


def empty_draw(run: Mapping[str, Any]) -> bool:
    """Whether the run is a shard that ran no case because it draws none of a golden set
    that has some (``selection.empty``, ``shard.drew`` 0; since stop 67): a valid part of a
    matrix, so the session passes (exit status 0) where pytest says 5 of a session that ran
    no test; a shard whose draw ``-k``, ``-m``... left out keeps pytest's 5."""
    shard = run.get("shard")
    selection = run.get("selection") or {}
    return (
        isinstance(shard, Mapping)
        and shard.get("drew") == 0
        and bool(selection.get("empty"))
        and not selection.get("why")
    )


# said of a shard that passes though it ran no case (``empty_draw``)
EMPTY_SHARD_PASSES = (
    "this shard passes (exit status 0, not pytest's 5 for a session that runs no test: an empty "
    "shard is a valid part of the matrix)"
)


def _nothing_ran_text(run: Mapping[str, Any]) -> str:
    """What ran (nothing) and why, when it is known; the INCOMPLETE lines give the details."""
    selection = run.get("selection") or {}
    not_selected = int(selection.get("not_selected") or 0)
    if selection.get("why"):  # the golden set outside what pytest collects
        why = str(selection["why"])
    elif run.get("not_run"):
        why = "the session stopped before its first item"
    elif selection.get("empty"):  # a shard (stop 67): it drew none, or -k... left its draw out
        why = str(selection["empty"])
        if empty_draw(run):
            why += f"; {EMPTY_SHARD_PASSES}"
    elif not_selected and not selection.get("selected"):
        shard = run.get("shard")
        if isinstance(shard, Mapping) and not selection.get("category"):
            why = (
                f"shard {shard.get('index')}/{shard.get('total')} drew none of the "
                f"{not_selected} case x provider items"
            )
        else:
            why = (
                f"all {not_selected} case x provider items were deselected ({_deselected_by(run)})"
            )
    else:
        why = "no golden case was collected"
    return f"nothing ran: {why}"


def stop_flag_cause(cause: str) -> bool:
    """The session was stopped by a flag the user typed to stop it (``-x``,
    ``--exitfirst``, ``--maxfail=N``, ``--sw``), not by an interrupt, a crash, an
    INTERNALERROR or a collection error."""
    return cause == STEPWISE or cause in ("-x", "--exitfirst") or cause.startswith("--maxfail")


# Where a session's own output is, said of a run file read back (``ws-bench report``,
# ``ws-bench merge``), where nothing above it is that session's: "above" is said only in
# the session's own terminal.
READ_BACK = "in that session's output"


def stop_remedy(cause: str, merged: bool = False, read_back: bool = False) -> str:
    """What to do about a session that stopped early, by what stopped it (the flag the
    user typed: ``-x``, ``--exitfirst``, ``--maxfail=2``). ``merged``: said of a shard of
    a merged run (``report.stopped.merged_stop_remedy``), whose errors are in that
    shard's own session output, not above; ``read_back``: said of a single run's file
    read back (``READ_BACK``), not in its session's terminal."""
    above = "in that shard's session output" if merged else READ_BACK if read_back else "above"
    if cause == STEPWISE:
        return (
            "--sw resumes at that failure next time; rerun without --sw (and --sw-skip) to "
            "judge the gates"
        )
    if COLLECTION in cause:
        return (
            f"fix the files named {above} and rerun (--continue-on-collection-errors runs "
            "the rest meanwhile)"
        )
    if cause == INTERRUPT:
        return "rerun to the end to judge the gates"
    if cause == INTERNAL:
        return "fix the error the INTERNALERROR names and rerun to judge the gates"
    if cause.endswith(INTERNAL):  # a pytest-xdist worker crashed first (``crashed_first``)
        return (
            f"fix what crashed the worker (its error {above}; run without -n to see it as "
            "pytest reports it) and the error the INTERNALERROR names, then rerun to judge the "
            "gates"
        )
    if cause in ("-x", "--exitfirst") or cause.startswith("--maxfail"):
        return f"a debugging run: rerun without {cause} to judge the gates"
    return "a debugging run: rerun without -x/--maxfail to judge the gates"


def _not_judged(run: Mapping[str, Any], read_back: bool = False) -> str | None:
    """Why no gate verdict of a session that stopped early counts (pytest reports them
    skipped: ``plugin.partial.unjudged_reason``), or of one that ran beside golden files
    it could not collect (``uncollected_beside``), or None for a whole session.
    ``read_back``: said of its run file read back (``ws-bench report``, ``ws-bench
    merge``), where the session's errors are not above (``READ_BACK``)."""
    stopped = run.get("stopped_early")
    if not isinstance(stopped, Mapping):
        missing = uncollected_beside(run)
        if missing is not None:
            errors = f"the collection errors {READ_BACK if read_back else 'above'}"
            return (
                f"{missing}, so the gates measured the cases of the golden files collected "
                f"alone; fix the file(s) ({errors}) and rerun to judge them"
            )
        return None
    cause = str(stopped.get("cause"))
    from .stopped import merged_stop_remedy

    # merged shards: rerun those (their own words say where each shard's errors are)
    remedy = merged_stop_remedy(stopped) or stop_remedy(cause, read_back=read_back)
    if read_back:  # pytest's traceback is in that session's (or shard's) output
        where = "in that shard's session output" if stopped.get("shards") else READ_BACK
        cause = cause.replace(INTERNAL, INTERNAL.replace("above", where))
    return f"the session stopped early ({cause}) {stop_point(run)}; {remedy}"


def gates_not_judged(run: Mapping[str, Any], read_back: bool = False) -> str | None:
    """Why the run's gates are measured, not judged (``_not_judged``), or None;
    ``read_back``: of a run file read back, not in its session's terminal."""
    return _not_judged(run, read_back)


def uncollected_beside(run: Mapping[str, Any]) -> str | None:
    """What of the golden set could not be collected (``1 file(s) could not be
    collected``) in a session that still ran the other files' cases (pytest-xdist's own
    handling of a collection error; serially pytest runs nothing), or None. Its gates saw a
    part of the golden set nobody chose: measured, not judged (``_not_judged``), never
    PASSED."""
    if isinstance(run.get("stopped_early"), Mapping) or _nothing_ran(run):
        return None
    return uncollected(run)


def _collection_stop(run: Mapping[str, Any]) -> bool:
    """Whether a golden file pytest could not collect stopped the session (serially: pytest
    runs no item then)."""
    stopped = run.get("stopped_early")
    return isinstance(stopped, Mapping) and COLLECTION in str(stopped.get("cause"))


def judged_on(run: Mapping[str, Any]) -> str | None:
    """What the gates of a run were judged on when it was not the whole golden set, as
    the heading and the run file (``selection.gates``) say it: ``judged on a selection of
    1 of 4 cases (-k, -m, --deselect, --lf, node ids)`` (a record remedy's ``-k CASE``
    pasted as printed, a shard, ``--ws-category``), or on the cases of the files collected
    beside one that could not be (pytest-xdist runs the rest, as it does beside any
    collection error; serially pytest runs nothing). None for a whole run, a run that
    stopped early (its gates are PARTIAL, not judged) and one where nothing ran."""
    if isinstance(run.get("stopped_early"), Mapping) or _nothing_ran(run):
        return None
    if uncollected_beside(run) is not None:
        return None  # not judged: ``_not_judged`` says why
    selection = run.get("selection") or {}
    selected = int(selection.get("selected") or 0)
    total = selected + int(selection.get("not_selected") or 0)
    one = len(selection.get("providers") or ()) == 1
    parts = []
    if selected < total:
        unit = "cases" if one else "case x provider items"
        parts.append(f"a selection of {selected} of {total} {unit} ({_deselected_by(run)})")
    missing = uncollected(run)
    if missing is not None:
        parts.append(f"the cases of the golden files collected ({missing})")
    if not parts:
        return None
    return f"judged on {' and '.join(parts)}, not on the whole golden set"


def _interrupted(run: Mapping[str, Any]) -> bool:
    """Whether an interrupt stopped the session (pytest's exit status 2)."""
    stopped = run.get("stopped_early")
    return isinstance(stopped, Mapping) and stopped.get("cause") == INTERRUPT


# What leaves items out of a selection without a trace in the run file
DESELECTORS = "-k, -m, --deselect, --lf, node ids"


def _deselected_by(run: Mapping[str, Any]) -> str:
    """What left the run's items out, as far as its run file tells: ``--ws-category``
    (``selection.category``) and the shard (``shard``), each named only when given; pytest's
    own selectors (``DESELECTORS``) when those two do not account for every item left out
    (a category's items are ``selection.cases`` x ``selection.providers``; a shard's are
    ``shard.drew``, recorded since stop 67: beside a shard of an older file they are not
    named)."""
    selection = run.get("selection") or {}
    shard = run.get("shard")
    causes: list[str] = []
    category = selection.get("category")
    if category:
        causes.append(f"--ws-category {category}")
    if isinstance(shard, Mapping):
        named = f"shard {shard.get('index')}/{shard.get('total')}"
        causes.append(named if category else f"{named} (the other shards draw them)")
    in_category = len(selection.get("cases") or ()) * len(selection.get("providers") or ())
    selected = int(selection.get("selected") or 0)
    # a shard's draw (``shard.drew``, stop 67; a file from before has none: the draw explains)
    drew = shard.get("drew") if isinstance(shard, Mapping) else None
    explained = (
        (selected >= drew if isinstance(drew, int) else True)
        if isinstance(shard, Mapping)
        else bool(category) and selected >= in_category
    )
    if not explained:
        causes.append(DESELECTORS)
    return ", ".join(causes)


def _selection_lines(
    run: Mapping[str, Any],
    nothing_ran: bool = False,
    width: int = DEFAULT_WIDTH,
    written: bool = True,
) -> list[str]:
    """What the run covered: the selection (unless nothing ran: that line says it), then one
    ``INCOMPLETE:`` line per reason the selection was not run to the end; wrapped, each
    first line starting with its word (``grep INCOMPLETE``). ``written``: whether a run
    file holds the run (the last ``INCOMPLETE`` line says it has ``complete: false``), else
    it says no run file was written (the session's report when writing it failed)."""
    selection = run.get("selection") or {}
    lines: list[str] = []
    if selection.get("not_selected") and not nothing_ran:
        lines.append(
            f"{selection['selected']} of {selection['selected'] + selection['not_selected']} "
            f"case x provider items selected (the rest were not selected: {_deselected_by(run)}); "
            "numbers cover what ran"
        )
    incomplete: list[str] = []
    files = uncollected(run)
    if files is not None:
        incomplete.append(
            f"INCOMPLETE: {files}: the cases in them never ran (see the errors above)"
        )
    not_run = run.get("not_run") or {}
    if not_run:
        missing = sum(len(ids) for ids in not_run.values())
        named = (run.get("stopped_early") or {}).get("cause")  # what the PARTIAL line names
        if named and "during collection" not in named:  # -x beside a collection error
            cause = f"the session stopped early: {named}"
        elif files is not None:
            cause = "pytest stopped at a golden file it could not collect"
        elif named:
            cause = f"the session stopped early: {named}"
        else:
            cause = "the session stopped early: -x, --maxfail or an interrupt"
        incomplete.append(
            f"INCOMPLETE: {missing} of {selection.get('selected', missing)} selected items not "
            f"run ({cause})"
        )
    if incomplete and written:
        incomplete[-1] += "; the run file says complete: false"
    elif incomplete:  # (walkthrough 66: said of a run file that was never written)
        incomplete[-1] += "; no run file was written to record it (below)"
    return [wrapped for line in lines + incomplete for wrapped in _wrapped(line, width)]


def render(
    run: Mapping[str, Any],
    run_path: str | None = None,
    *,
    width: int = DEFAULT_WIDTH,
    verbosity: int = 0,
    processes: Mapping[str, Mapping[str, Any]] | None = None,
    failed_elsewhere: int = 0,
    late: str | None = None,
) -> list[str]:
    """The section, top to bottom. ``verbosity`` below 0 (``-q``, ``-qq``) drops the
    tables, legends and explanations, never a gate, the ranking or the verdict;
    ``failed_elsewhere``: the session's failed items outside the bench, ``late``: what
    stopped the session when every item had run (``verdict``); ``run_path``: the run file
    written, None when none was (its ``INCOMPLETE`` line then names no run file's keys)."""
    quiet = verbosity < 0
    lines: list[str] = []
    dropped: dict[str, Column] = {}
    nothing_ran = _nothing_ran(run)
    shown: Mapping[str, Any] = run["providers"]
    if nothing_ran:  # no table, gate or comparability line would describe anything
        lines.extend(
            _wrapped(
                f"{_nothing_ran_text(run)}, so no gate was judged and no provider compared", width
            )
        )
        shown = {}
    for name, block in shown.items():
        provider_lines, gone = _provider_lines(name, block, run, width, quiet)
        lines.extend(provider_lines)
        dropped.update((c.header, c) for c in gone)
    if not quiet and shown:
        unmeasured = (
            []
            if any(b["aggregate"].get("reader_fidelity") for b in run["providers"].values())
            else [c for c in COLUMNS if c.priority == READER_PRIORITY]
        )
        settings = (run.get("provenance") or {}).get("settings") or {}
        extra = [useful_words(settings.get("extract_top", 3)), PIPELINE_MEASURES]
        if _few_cases(run):
            extra.append(INTERVALS_RULE)
        lines.extend(legend(width, [*dropped.values(), *unmeasured], extra))
        if dropped:  # wrapped as the legend is (a header, "p50 ms", never split)
            names = ", ".join(header.replace(" ", "\xa0") for header in dropped)
            text = (
                f"not shown at {width} columns: {names} "
                "(widen the terminal; every number is in the run file)"
            )
            lines.extend(wrap(text, width - 2, indent="  ", more=""))
    lines.extend(_selection_lines(run, nothing_ran, width, written=run_path is not None))
    provenance = run.get("provenance", {})
    # the warnings and notes are prose, wrapped; each one's first line starts with its word
    # (``grep WARNING`` on a CI log finds it)
    notes: list[str] = []
    if provenance.get("warning"):
        names = ", ".join(provenance["synthetic_quality_fixtures"])
        notes.append(f"WARNING {provenance['warning']} ({names})")
    edited = edited_warning(edited_fixtures(run.get("fixtures")))
    if edited:
        notes.append(f"WARNING {edited}")
    recorded = provenance.get("local_recordings") or {}
    if recorded and not provenance.get("strict"):
        # under --ws-strict-provenance the verdict below says it, with the remedy
        overrides = provenance.get("endpoint_overrides")
        ini_file = provenance.get("ini_file")
        notes.append(f"WARNING {local_warning(recorded, overrides=overrides, ini_file=ini_file)}")
    through = provenance.get("gateway_recordings") or {}
    if through:
        notes.append(f"note: {gateway_note(through)}")
    notes.extend(_local_called_warnings(run))
    for note in notes:
        lines.extend(_wrapped(note, width))
    if provenance.get("isolation"):
        from ..isolation.level import describe_processes, describe_run

        added, detail = describe_processes(processes or {})  # xdist: the controller, workers
        text = f"network: {describe_run(provenance['isolation'])}{added}"
        lines.extend(_wrapped(text, width))
        for line in detail:
            lines.extend(_wrapped(line, width))
    if run["ranking"]:  # the decision: kept under -q
        lines.extend(
            _wrapped(
                "ranking (cost per useful answer, then P@10, pooled recall, freshness accuracy):",
                width,
                HEADING,
            )
        )
        for entry in run["ranking"]:
            mark = "" if entry["qualified"] else " DISQUALIFIED"
            group = tie_group_text(entry, run["ranking"])  # on every member of a tie
            tie = f" ({group})" if group else ""
            lines.extend(_wrapped(f"  {entry['position']}. {entry['provider']}{mark}{tie}", width))
        if any(entry["tie_with"] for entry in run["ranking"]):
            lines.extend(_wrapped(f"  ties: {ties_text(run['ranking'])}", width))
        if run["ranking"][0].get("compared_on"):
            lines.extend(
                _wrapped(f"  note: {compared_on_text(run['ranking'][0]['compared_on'])}", width)
            )
        for note in ranking_notes(run["ranking"], run["providers"], run):
            lines.extend(_wrapped(f"  note: {note}", width))
    if not nothing_ran:
        for entry in run.get("unranked", []):
            block = run["providers"].get(entry["provider"]) or {}
            if quiet and block.get("missing_classes"):
                continue  # -q: its provider line says why (``_state``)
            reason = str(entry["reason"])
            if block.get("missing_classes") and _partial_run(run) is not None:
                reason += f" ({_whole_set_hint(run)})"  # as the fixture classes line says
            lines.extend(_wrapped(f"unranked: {entry['provider']}: {reason}", width))
    lines.extend(verdict(run, failed_elsewhere, late, width=width))
    if run_path:
        lines.append(f"run file: {run_path}")
    return lines


def failures(run: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """(provider, what failed, why) for every reason the run fails the session."""
    if "failures" in run:
        return [(f["provider"], _what(f), f["why"]) for f in run["failures"]]
    # a run file from before the failures list: gates and strict provenance
    out = [
        (name, f"gate {gate['name']}", gate["consequence"])
        for name, block in run["providers"].items()
        for gate in block["gates"]
        if gate["status"] == "failed"
    ]
    provenance = run.get("provenance", {})
    if provenance.get("strict"):
        out.extend(
            (name, "strict provenance", "synthetic fixtures in quality classes 1-3/9")
            for name in provenance.get("synthetic_quality_fixtures", [])
        )
    return out


def _what(failure: Mapping[str, Any]) -> str:
    what = f"gate {failure['what']}" if failure["kind"] == "gate" else str(failure["what"])
    cases = failure.get("cases") or []
    if cases:
        shown = ", ".join(cases[:5]) + (f" and {len(cases) - 5} more" if len(cases) > 5 else "")
        what += f" ({shown})"
    return what


def _hard_gate_failed(run: Mapping[str, Any]) -> bool:
    """Whether a hard gate (SPEC's, not a user's ``kind: user`` rule) failed."""
    return any(
        gate.get("status") == "failed" and gate.get("kind") != "user"
        for block in run.get("providers", {}).values()
        for gate in block.get("gates", [])
    )


# A failure's kind (``run_file.run_failures``) in the verdict's heading.
_FAILS = {
    "provenance": "strict provenance",
    "lost": "lost cases",
    "item": "failed items",
    "collection": "files not collected",
}


def _kinds(run: Mapping[str, Any]) -> list[str]:
    """The kinds of what fails the run, in the order its failures give them (a run file
    from before the failures list: breached gates, then strict provenance)."""
    if "failures" in run:
        return list(dict.fromkeys(str(f["kind"]) for f in run["failures"]))
    kinds = []
    if any(gate["status"] == "failed" for b in run["providers"].values() for gate in b["gates"]):
        kinds.append("gate")
    provenance = run.get("provenance", {})
    if provenance.get("strict") and provenance.get("synthetic_quality_fixtures"):
        kinds.append("provenance")
    return kinds


def _elsewhere(failed_elsewhere: int) -> str:
    return f"{failed_elsewhere} item(s) outside the bench failed"


def _causes(run: Mapping[str, Any], failed_elsewhere: int) -> tuple[str, list[str]]:
    """The gate words of the heading (``HARD GATE BREACHED``, ``GATE BREACHED``, or ""
    when no gate failed) and the other causes the session fails, named: items that failed
    count whether the run file lists them (bench items) or not (pytest's own: a user's
    test, ``failed_elsewhere``), since either sets pytest's exit status to 1."""
    kinds = _kinds(run)
    gate = ""
    if "gate" in kinds:
        gate = "HARD GATE BREACHED" if _hard_gate_failed(run) else "GATE BREACHED"
    others = [_FAILS.get(kind, kind) for kind in kinds if kind != "gate"]
    if failed_elsewhere and _FAILS["item"] not in others:
        others.append(_FAILS["item"])
    return gate, others


def _late(late: str) -> str:
    """What a stop that came when every item had run did (``verdict``'s ``late``): a
    Ctrl-C, after which pytest keeps every result and returns 2; ``-x``, ``--maxfail``,
    ``--sw``, past whose stop pytest counts no result."""
    if late == INTERRUPT:
        return (
            "Interrupted (Ctrl-C) when every item had run: the gates are judged on the whole "
            "selection; pytest's exit status is 2."
        )
    flag = "--sw" if late == STEPWISE else late
    return (
        f"{flag} stopped the session when every item had run: the gates are judged on the "
        "whole selection; pytest counts no verdict past its stop (each is reported skipped, "
        "not counted)."
    )


def verdict(
    run: Mapping[str, Any],
    failed_elsewhere: int = 0,
    late: str | None = None,
    *,
    width: int = DEFAULT_WIDTH,
) -> list[str]:
    """The heading naming what fails the session (a gate breach, keeping its words when it
    is the only cause; failed items; both), then one line per cause. A session that stopped
    early judged no gate (pytest reports the verdicts skipped): the heading says so, and a
    gate that failed on the items that ran is listed PARTIAL, not as a breach. ``late``:
    what stopped the session when every item had run (``INTERRUPT``, ``-x``,
    ``--maxfail=N``, ``STEPWISE``): the gates are judged, and the heading names the stop.
    Each line is wrapped at ``width``, its first line starting with its words (``GATE
    BREACHED``, the provider's name), a heading's next lines past its causes'."""
    return [
        wrapped
        for line in _verdict(run, failed_elsewhere, late)
        for wrapped in _wrapped(line, width, "  " if line.startswith(" ") else HEADING)
    ]


def _verdict(run: Mapping[str, Any], failed_elsewhere: int, late: str | None) -> list[str]:
    found = failures(run)
    not_judged = _not_judged(run)
    if not found and not failed_elsewhere:
        if not_judged is not None and _interrupted(run):
            # nothing failed, yet pytest's exit status is 2: the heading says why
            return [
                "",
                f"GATES NOT JUDGED: {not_judged}. Interrupted: the session fails (exit status 2).",
            ]
        if late == INTERRUPT:  # the same, with every item run
            return [
                "",
                "THE SESSION FAILS: interrupted (Ctrl-C) when every item had run; the gates "
                "are judged on the whole selection and none is breached (exit status 2).",
            ]
        return []
    gate, others = _causes(run, failed_elsewhere)
    if not_judged is not None and (gate or _interrupted(run) or not _collection_stop(run)):
        # a stop names itself whatever else fails (the first --sw run and the one resumed
        # at its failure alike, whether a gate failed on the items before it or not); a
        # Ctrl-C with failed items alone (a test of yours) leaves pytest's exit status at 2.
        # A golden file not collected heads as under xdist: "THE RUN FAILS: files not
        # collected." (the "nothing ran" line and the PARTIAL line say the rest)
        fails = f" {', '.join(others).capitalize()}: the session fails." if others else ""
        if _interrupted(run):  # pytest's exit status 2, with or without failed items
            fails = f" {', '.join(['interrupted', *others]).capitalize()}: the session fails "
            fails += "(exit status 2)."
        head = f"GATES NOT JUDGED: {not_judged}.{fails}"
    elif gate:
        also = f", and {', '.join(others)}" if others else ""
        head = f"{gate}{also}: the session fails."
    else:
        # what fails it, in the order the lines below give it ("the session fails" again
        # said nothing: the run failing is the session failing)
        head = f"THE {'RUN' if found else 'SESSION'} FAILS: {', '.join(others)}."
    if late is not None and not_judged is None:
        head += f" {_late(late)}"
    judged = judged_on(run) if not_judged is None and gate else None
    if judged is not None:
        head += f" The gates are {judged}."
    lines = ["", head]
    kinds = [f["kind"] for f in run["failures"]] if "failures" in run else [""] * len(found)
    for (name, what, why), kind in zip(found, kinds, strict=True):
        if not_judged is not None and kind == "gate":
            lines.append(f"  {name}: {what} -> {_partial_failure(run, name, what, why)}")
        else:
            lines.append(f"  {name}: {what} -> {why}")
    if failed_elsewhere:
        lines.append(
            f"  pytest: {_elsewhere(failed_elsewhere)} -> see their reports above; "
            "the run file does not count them"
        )
    return lines


def _partial_failure(run: Mapping[str, Any], provider: str, what: str, why: str) -> str:
    """A gate that failed on the items a stopped session ran: not a breach, a PARTIAL value."""
    name = what.removeprefix("gate ")
    block = (run.get("providers") or {}).get(provider) or {}
    gate: Mapping[str, Any] = next(
        (g for g in block.get("gates") or () if g.get("name") == name), {}
    )
    partial = gate.get("partial")
    if not partial:
        return f"not judged; {why}"
    return f"not judged (PARTIAL: failed on the items that ran; {partial})"


def _listing(found: Mapping[str, Any]) -> str:
    """The local addresses as every report lists them (``recording_cost.local_listing``)."""
    return local_listing({str(name): _urls(url) for name, url in found.items()})


def _urls(url: Any) -> str | list[str]:
    return [str(u) for u in url] if isinstance(url, list) else str(url)


# An answer came back (``records.unmeasured_reason``'s words): a call with no error, or short
_ANSWER_KINDS = frozenset({"partial", "no_results"})


def _local_endpoints_called(
    run: Mapping[str, Any],
) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """The local --ws-endpoint addresses a call of this run reached, for providers whose
    replayed answers were not recorded at a local address (that warning says it): those
    of providers that got an answer there, those of providers answered there only with
    errors (an HTTP 401 or 503 is an answer), and those of providers that got none."""
    provenance = run.get("provenance") or {}
    recorded = provenance.get("local_recordings") or {}
    local = {
        name: url
        for name, url in local_endpoints(
            provenance.get("endpoints") or {}, provenance.get("declared_gateways") or ()
        ).items()
        if name.split(".", 1)[0] not in recorded
    }
    if not local:
        return {}, {}, {}  # most runs: no call to look at
    called: set[Any] = set()  # the providers a call of this run reached (not those that
    # ran no item, nor a call that never left: no cassette to replay, a request refused)
    answered: set[Any] = set()
    refused: set[Any] = set()  # an answer, though an error one (a 401, a 503)
    for block in run["providers"].values():
        for provider, status, cassette, kind in _call_facts(block.get("cases") or []):
            if status is not None or cassette or kind != "fixture":
                called.add(provider)
                if kind is None or kind in _ANSWER_KINDS:
                    answered.add(provider)
                elif status is not None:
                    refused.add(provider)
    reached = {n: u for n, u in local.items() if n.split(".", 1)[0] in called}
    got = {n: u for n, u in reached.items() if n.split(".", 1)[0] in answered}
    errors = {n: u for n, u in reached.items() if n not in got and n.split(".", 1)[0] in refused}
    silent = {n: u for n, u in reached.items() if n not in got and n not in errors}
    return got, errors, silent


def _call_facts(cases: Sequence[Mapping[str, Any]]) -> Iterator[tuple[Any, Any, Any, Any]]:
    """(provider, status, cassette, error_kind) of every call of ``cases``; a live run's
    from its records (as ``_evidence``: no case's dict made to read four fields)."""
    if isinstance(cases, CaseDicts):
        for record in cases.records:
            for c in record.calls:
                yield c.provider, c.status, c.cassette, c.error_kind
        return
    for case in cases:
        for call in case.get("calls") or []:
            yield (
                call.get("provider"),
                call.get("status"),
                call.get("cassette"),
                call.get("error_kind"),
            )


def _local_called_warnings(run: Mapping[str, Any], brief: bool = False) -> list[str]:
    """The warning on calls sent to a local address (``--ws-endpoint``), in
    ``local_warning``'s form; a provider that got no answer there has no number to doubt,
    and the warning says it got none. [] when no call went to one."""
    answered, errors, silent = _local_endpoints_called(run)
    parts = []
    if answered:
        parts.append(
            f"calls went to a local address, not to the provider ({_listing(answered)})"
            + (
                ""
                if brief
                else ": an emulator's or a local gateway's numbers are not the provider's"
            )
        )
    if errors:  # an answer, every one an error: not "no answer" (a 401 is one)
        parts.append(
            f"calls went to a local address and got only error answers ({_listing(errors)})"
            + ("" if brief else ": nothing was measured of the provider there")
        )
    if silent:
        parts.append(
            f"calls went to a local address and got no answer ({_listing(silent)})"
            + ("" if brief else ": nothing was measured of the provider there")
        )
    return [f"WARNING {part}" for part in parts]


def _unjudged_named(unjudged: list[str], written: bool = True) -> str:
    """The gates not evaluated, for the one-line summary: every one named, up to a list too
    long for one line, then the first ones and where the rest are: the run file, or, when
    none was ``written`` (``--ws-report`` could not be written), the full report a run
    without ``--no-summary`` prints (it gives each gate's reason)."""
    named = unjudged if len(unjudged) <= UNJUDGED_NAMED else unjudged[: UNJUDGED_NAMED - 1]
    shown = ", ".join(named)
    where = "each gate's reason is in the run file"
    if len(named) < len(unjudged):
        shown += f" and {len(unjudged) - len(named)} more"
        where = "every one, with its reason, is in the run file"
    if not written:
        where = "no run file was written (below), so rerun without --no-summary to see " + (
            "each gate's reason" if len(named) == len(unjudged) else "every one, with its reason"
        )
    return f"{len(unjudged)} not evaluated: {shown}; {where}"


def one_line(
    run: Mapping[str, Any],
    run_path: str | None,
    failed_elsewhere: int = 0,
    late: str | None = None,
    not_counted: str | None = None,
) -> str:
    """The verdict in one line (``--no-summary``), with each warning of the summary that
    changes how its numbers read (synthetic or hand-edited fixtures, a local address,
    sockets open before the network lock), briefly; ``late`` as ``verdict``'s;
    ``not_counted``: the verdicts a stop at a failed verdict left uncounted, in brief (the
    summary's own line on them is hidden with the summary, as pytest's are).
    ``run_path``: None when no run file was written (``--ws-report`` could not be): the
    line then sends no one to it."""
    found = failures(run)
    unjudged = [
        f"{gate.get('name')}[{name}]"
        for name, block in run.get("providers", {}).items()
        for gate in block.get("gates", [])
        if gate.get("status") == "not_evaluated"
    ]
    not_judged = _not_judged(run)
    if found:
        gate, others = _causes(run, failed_elsewhere)
        if gate and not_judged is not None:
            head = f"GATES NOT JUDGED ({not_judged})"
            head += ", interrupted (exit status 2)" if _interrupted(run) else ""
            head += f", and {', '.join(others)}" if others else ""
        elif gate:
            head = "HARD GATE BREACHED" if gate.startswith("HARD") else "BREACHED"
            head += f", and {', '.join(others)}" if others else ""
        elif not_judged is not None and (_interrupted(run) or not _collection_stop(run)):
            head = f"GATES NOT JUDGED ({not_judged})"
            head += ", interrupted (exit status 2)" if _interrupted(run) else ""
            head += f", and {', '.join(others)}" if others else ""
        else:
            head = "THE RUN FAILS"
        partial = " (PARTIAL)" if not_judged is not None else ""
        status = f"{head}: " + "; ".join(
            [
                f"{name} {what}{partial if what.startswith('gate ') else ''}"
                for name, what, _ in found
            ]
            + ([_elsewhere(failed_elsewhere)] if failed_elsewhere else [])
        )
    elif _nothing_ran(run):
        status = _nothing_ran_text(run)
    elif not_judged is not None:  # stopped early with nothing failed: no gate was judged
        status = f"GATES NOT JUDGED ({not_judged})"
        status += ", interrupted (exit status 2)" if _interrupted(run) else ""
    else:
        status = "no gate breached" + (
            f" ({_unjudged_named(unjudged, run_path is not None)})" if unjudged else ""
        )
    if failed_elsewhere and not found:
        status = f"THE SESSION FAILS: {_elsewhere(failed_elsewhere)}; {status}"
    # beside a verdict on the gates (breached, or none breached), as the heading says it
    judged = judged_on(run) if not_judged is None else None
    if judged is not None and (_causes(run, 0)[0] or not found):
        status += f"; gates {judged}"
    if late is not None and not_judged is None:
        if late == INTERRUPT:
            said = "interrupted (Ctrl-C) when every item had run (exit status 2)"
            status = (
                f"{status}; {said}"
                if found or failed_elsewhere
                else (f"THE SESSION FAILS: {said}; {status}")
            )
        else:
            flag = "--sw" if late == STEPWISE else late
            status += (
                f"; {flag} stopped the session when every item had run (gates judged; "
                "pytest counts no verdict past its stop)"
            )
    if not_counted is not None:
        status += f"; {not_counted}"
    provenance = run.get("provenance") or {}
    if provenance.get("warning"):
        names = ", ".join(provenance.get("synthetic_quality_fixtures") or [])
        status += "; WARNING synthetic fixtures: not a provider comparison" + (
            f" ({names})" if names else ""
        )
    edited = [entry["path"] for entry in edited_fixtures(run.get("fixtures"))]
    if edited:
        more = f" and {len(edited) - 3} more" if len(edited) > 3 else ""
        status += (
            "; WARNING hand-edited fixtures feed these numbers, not the recorded answers "
            f"({', '.join(edited[:3])}{more})"
        )
    recorded = provenance.get("local_recordings") or {}
    if recorded and not provenance.get("strict"):  # strict: the verdict says it
        status += f"; WARNING {local_warning(recorded, 'brief')}"
    for warning in _local_called_warnings(run, brief=True):
        status += f"; {warning}"
    opened = int((provenance.get("isolation") or {}).get("open_before_lock") or 0)
    if opened:
        status += f"; WARNING {opened} inet socket(s) were open before the network lock"
    if found and unjudged and not_judged is None and _causes(run, failed_elsewhere)[0]:
        # a breach judged: and what was not
        status += f"; {_unjudged_named(unjudged, run_path is not None)}"
    return f"websearch-bench: {status}" + (f"; run file: {run_path}" if run_path else "")
