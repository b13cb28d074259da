"""The terminal section: per provider a table (a row per category, metrics as
columns), the gate block with each breach's consequence, and the ranking."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .run_file import CaseDicts

COLUMNS: tuple[tuple[str, str, str], ...] = (
    # header, aggregate key, format
    ("n", "n", "int"),
    ("P@5", "precision@5", "ratio"),
    ("P@10", "precision@10", "ratio"),
    ("nDCG@10", "ndcg@10", "ratio"),
    ("hit@10", "hit@10", "ratio"),
    ("MRR@10", "mrr@10", "ratio"),
    ("cite", "citation_coverage", "ratio"),
    ("f.known", "freshness_known", "ratio"),
    ("f.within", "freshness_within", "ratio"),
    ("p50 ms", "latency_ms", "p50"),
    ("p95 ms", "latency_ms", "p95"),
    ("$/query", "cost_per_query_usd", "usd"),
    ("$/useful", "cost_per_useful_answer_usd", "usd"),
    ("abst.", "abstention", "ratio"),
)
MISSING = "—"
STATUS_LABEL = {"passed": "PASSED", "failed": "FAILED", "not_evaluated": "not evaluated"}


def cell(agg: Mapping[str, Any], key: str, kind: str) -> str:
    value = agg.get(key)
    if kind == "int":
        return str(value)
    if kind in ("p50", "p95"):
        search = (value or {}).get("search")
        return f"{search[kind]:.0f}" if search else MISSING
    if value is None:
        return MISSING
    if kind == "usd":
        return f"{value:.4f}"
    return f"{value:.3f}"


def _table(rows: Sequence[tuple[str, Mapping[str, Any]]], custom: Sequence[str]) -> list[str]:
    header = ["category", *(c[0] for c in COLUMNS), *custom]
    body = [
        [
            label,
            *(cell(agg, key, kind) for _, key, kind in COLUMNS),
            *(
                MISSING if agg.get("custom", {}).get(name) is None else f"{agg['custom'][name]:.3f}"
                for name in custom
            ),
        ]
        for label, agg in rows
    ]
    widths = [max(len(str(r[i])) for r in [header, *body]) for i in range(len(header))]

    def fmt(row: Sequence[str]) -> str:
        first = row[0].ljust(widths[0])
        rest = "  ".join(str(cell).rjust(widths[i + 1]) for i, cell in enumerate(row[1:]))
        return f"  {first}  {rest}"

    return [fmt(header), "  " + "-" * (sum(widths) + 2 * (len(widths) - 1)), *map(fmt, body)]


def _gate_line(gate: Mapping[str, Any]) -> str:
    status = STATUS_LABEL[gate["status"]]
    value = gate.get("value")
    value_text = "" if value is None else f" value {value:.3f}"
    line = f"  [{status}] {gate['name']} {gate['threshold']}{value_text}"
    if gate["status"] == "failed":
        line += f" -> {gate['consequence']}"
    if gate.get("reason"):
        line += f" ({gate['reason']})"
    if gate.get("cases"):
        line += f"; cases: {', '.join(gate['cases'])}"
    return line


def _cascade_line(cascade: Mapping[str, Any], agg: Mapping[str, Any]) -> str:
    causes = agg.get("fallback_by_cause") or {}
    rate = agg.get("fallback_rate")
    rates = ", ".join(
        f"{tier} {r['answered']}/{r['ran']}" for tier, r in cascade["success_rates"].items()
    )
    return (
        f"  cascade {' > '.join(cascade['tiers'])}: fallback "
        f"{'—' if rate is None else f'{rate:.3f}'} ("
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


def _evidence_line(cases: Sequence[Mapping[str, Any]]) -> str:
    """Claims, how many cite their artifact, contradictions, and reads that failed."""
    claims = citable = neutral = 0
    contested: set[str] = set()
    outcomes: dict[str, int] = {}
    any_read = False
    for case_id, case_claims, reads in _evidence(cases):
        for claim in case_claims:
            claims += 1
            citable += claim.get("citable") is True
            if claim.get("contradicts_claim_ids"):
                contested.add(case_id)
        for outcome, via in reads:
            any_read = True
            if outcome != "read":
                outcomes[outcome] = outcomes.get(outcome, 0) + 1
            elif via == "neutral":
                neutral += 1
    if not claims and not any_read:
        return ""
    line = f"  evidence: {claims} claims, {citable} citable"
    if neutral:
        line += f"; {neutral} pages read through the neutral fetcher (no reader of its own)"
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
        return MISSING if value is None else f"{value:.3f}"

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


def render(run: Mapping[str, Any], run_path: str | None = None) -> list[str]:
    lines: list[str] = []
    for name, block in run["providers"].items():
        agg = block["aggregate"]
        custom = sorted(agg.get("custom", {}))
        state = "comparable" if block["comparable"] else "NOT COMPARABLE"
        if block.get("role") == "enrichment_only":
            state += ", ENRICHMENT ONLY"
        elif not block["qualified"]:
            state += ", DISQUALIFIED"
        lines.append(f"provider {name} ({state})")
        rows = [(cat, cat_agg) for cat, cat_agg in block["by_category"].items()]
        rows.append(("all", agg))
        lines.extend(_table(rows, custom))
        if block["missing_classes"]:
            lines.append(
                "  fixture classes consumed: "
                + (", ".join(map(str, block["classes_consumed"])) or "none")
                + "; missing: "
                + ", ".join(map(str, block["missing_classes"]))
                + " (not comparable: kept out of the ranking)"
            )
        evidence = _evidence_line(block["cases"])
        if evidence:
            lines.append(evidence)
        judge = _judge_line(agg, run.get("judge_model"))
        if judge:
            lines.append(judge)
        if "cascade" in block:
            lines.append(_cascade_line(block["cascade"], agg))
        lines.append("  gates:")
        lines.extend(_gate_line(g) for g in block["gates"])
        for fault in block["hard_faults"]:
            lines.append(f"  hard fault in {fault['case_id']}: {fault['kind']}")
        if block.get("lost_cases"):
            lines.append(f"  LOST cases (worker crashed): {', '.join(block['lost_cases'])}")
        by_reason: dict[str, list[str]] = {}
        for key, reason in block["null_reasons"].items():
            by_reason.setdefault(reason, []).append(key)
        if by_reason:
            lines.append("  not computed (null in the run file):")
            lines.extend(f"    {', '.join(keys)}: {reason}" for reason, keys in by_reason.items())
        lines.append("")
    provenance = run.get("provenance", {})
    if provenance.get("warning"):
        lines.append(
            f"WARNING {provenance['warning']} ({', '.join(provenance['synthetic_quality_fixtures'])})"
        )
    if run["ranking"]:
        lines.append(
            "ranking (cost per useful answer, then P@10, pooled recall, freshness accuracy):"
        )
        for entry in run["ranking"]:
            mark = "" if entry["qualified"] else " DISQUALIFIED"
            tie = f" (tie with {', '.join(entry['tie_with'])})" if entry["tie_with"] else ""
            lines.append(f"  {entry['position']}. {entry['provider']}{mark}{tie}")
    for entry in run.get("unranked", []):
        lines.append(f"unranked: {entry['provider']}: {entry['reason']}")
    failed = [
        (name, g)
        for name, block in run["providers"].items()
        for g in block["gates"]
        if g["status"] == "failed"
    ]
    if failed:
        lines.append("")
        lines.append("HARD GATE BREACHED: the session fails.")
        for name, gate in failed:
            lines.append(f"  {name}: {gate['name']} -> {gate['consequence']}")
    if run_path:
        lines.append(f"run file: {run_path}")
    return lines
