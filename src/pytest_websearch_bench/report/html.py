"""``ws-bench report``: a self-contained HTML report (no script, no external file).

Where the runs come from (date, suite commit, package, capture window per provider);
the ranking with its intervals and ties; quality against cost per useful answer as an
SVG scatter (one mark per provider, 95 % intervals as whiskers); precision@10 per
category as SVG bars with an axis and values; per provider its gates, its table by
category (the terminal's numbers) and its cases (``html_cases``); a glossary of every
column (``html_glossary``), linked from each header, "lower is better" said where it is.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .caveats import (
    INTERVALS_RULE,
    end_to_end_text,
    provider_interval_reliable,
    run_intervals_note,
)
from .columns import COLUMNS, UNRELIABLE, cell, gate_number, ratio_text
from .flagged import TITLE, WHY, describe, flagged_documents
from .html_cases import cases_table
from .html_charts import category_bars as category_bars
from .html_charts import scatter as scatter
from .html_glossary import glossary_html, header_cell
from .precision_basis import judged_on_text, table_rows
from .provenance import window_text
from .ranking import compared_on_text, tie_group_text
from .run_file import RunFileError, role_text
from .useful_lines import DEFAULT_TREE, useful_source_text

PALETTE = (
    "#1b6ca8", "#d1495b", "#2e933c", "#edae49", "#66a182", "#8e5572", "#00798c", "#f26419",
    "#6c4f77", "#3d405b", "#a23e48", "#5f0f40",
)  # fmt: skip
STYLE = """
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem;color:#222;max-width:1200px}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem}h3{font-size:1.05rem}
table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.85rem}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:right}
th:first-child,td:first-child{text-align:left}
thead th{background:#f1f3f5}
.warn{background:#fff3cd;border:1px solid #e0c36a;padding:.5rem 1rem}
.passed{color:#1e7b34}.failed{color:#b00020;font-weight:600}.not_evaluated{color:#777}
.muted{color:#666;font-size:.85rem}
svg text{font-size:11px;fill:#333}
svg{max-width:100%;height:auto}
th a{color:inherit;text-decoration:none;border-bottom:1px dotted #888}
.hint{font-weight:normal;color:#666;font-size:.75rem}
td.query,td.why{text-align:left;max-width:28rem}
dl.glossary dt{font-weight:600;margin-top:.4rem}dl.glossary dd{margin-left:1.5rem}
details summary{cursor:pointer;margin:.5rem 0}
"""


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _ci(block: Mapping[str, Any], key: str) -> str:
    """A whole-run interval, marked ``~`` when over too few cases (noted under the table)."""
    interval = block.get("ci95", {}).get(key)
    mark = "" if provider_interval_reliable(block) else UNRELIABLE
    return f"[{interval[0]:.4f}, {interval[1]:.4f}]{mark}" if interval else ""


def _ranked_few(ranking: Sequence[Mapping[str, Any]], providers: Mapping[str, Any]) -> str | None:
    """The note on the ranked providers whose whole-run intervals are over too few cases."""
    return run_intervals_note({e["provider"]: providers[e["provider"]] for e in ranking})


def ranking_table(ranking: Sequence[Mapping[str, Any]], providers: Mapping[str, Any]) -> str:
    rows = []
    for entry in ranking:
        block = providers[entry["provider"]]
        cost = entry["cost_per_useful_answer_usd"]
        rows.append(
            "<tr>"
            f"<td>{entry['position']}. {_e(entry['provider'])}</td>"
            f"<td>{'—' if cost is None else f'${cost:.4f}'} "
            f"<span class=muted>{_e(_ci(block, 'cost_per_useful_answer_usd'))}</span></td>"
            f"<td>{_num(entry['precision@10'])}</td><td>{_num(entry['recall_pooled'])}</td>"
            f"<td>{_num(entry['freshness_accuracy'])}{_unjudged(block, 'freshness_accuracy')}</td>"
            f"<td>{_e(role_text(block) or ('qualified' if entry['qualified'] else 'disqualified'))}</td>"
            f"<td>{_e(tie_text(entry, ranking))}</td>"
            "</tr>"
        )
    return (
        "<table><thead><tr><th>provider</th>"
        + header_cell("$/useful")
        + "".join(
            header_cell(h)
            for h in ("P@10", "pooled recall", "freshness accuracy", "role", "tie with")
        )
        + "</tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )


RANKING_RULE = (
    "Ordered by cost per useful answer (lower first; qualified providers above "
    "disqualified ones). Every pair of ranked providers is compared (paired bootstrap of "
    "the difference in cost per useful answer) and the p-values corrected together by "
    "Holm-Bonferroni (one family; the run file keeps p_value, p_adjusted and, per tie "
    "group, the tests that formed it). A tie group is a run of providers no pair of which "
    "differs at 95%; groups may overlap. Providers that tie are ordered by P@10, then pooled "
    "recall, then freshness accuracy (only where its gate was evaluated), then, all of "
    "those equal, by their point cost per useful answer, but only tied "
    "neighbours change places: a pair that differs keeps the cost order. 'tie with' gives "
    "each member's place in its group(s) and what ordered it."
)


def tie_text(entry: Mapping[str, Any], ranking: Sequence[Mapping[str, Any]]) -> str:
    """Whom a ranking entry ties with and what ordered the tie, on every member of the
    group (as the terminal says: ``ranking.tie_group_text``)."""
    return tie_group_text(entry, ranking) or "—"


def unjudged_gate(block: Mapping[str, Any], metric: str) -> str | None:
    """Why the gate on ``metric`` was not evaluated (None: judged, or no such gate): a
    value shown beside the ranking must not read as one that passed its gate."""
    for gate in block.get("gates") or []:
        if gate.get("name") == metric and gate.get("status") == "not_evaluated":
            return str(gate.get("reason") or "its input is missing")
    return None


def _unjudged(block: Mapping[str, Any], metric: str) -> str:
    why = unjudged_gate(block, metric)
    return "" if why is None else f" <span class=muted>(gate not evaluated: {_e(why)})</span>"


def _num(value: float | None) -> str:
    return "—" if value is None else ratio_text(value)


def _gate_row(gate: Mapping[str, Any]) -> str:
    # written as its reason writes it (0.8999 against >= 0.9 is not 0.900)
    value = "—" if gate["value"] is None else gate_number(gate["value"], gate)
    return (
        f"<tr><td>{_e(gate['name'])}</td><td>{_e(gate['threshold'])}</td><td>{value}</td>"
        f"<td class={_e(gate['status'])}>{_e(gate['status'])}</td>"
        f"<td>{_e(gate['consequence'])}</td><td>{_e(gate.get('reason', ''))}</td></tr>"
    )


INJECTION_HEADERS = (
    ("inj.contain", "injection_containment"),
    ("inj.struct", "injection_structural_containment"),
    ("inj.detect", "injection_detection_rate"),
    ("inj.fp", "injection_false_positive_rate"),
)


def _ratio(value: Any) -> str:
    return "—" if value is None else ratio_text(value)


def _breakdown(groups: Any) -> str:
    if not groups:
        return ""
    return ", ".join(f"{k} {ratio_text(g['rate'])} ({g['documents']})" for k, g in groups.items())


def injection_table(agg: Mapping[str, Any]) -> str:
    """The injection measures, each apart: the gate, structural containment, detection
    and false positives (with their breakdowns by channel and language)."""
    head = "".join(header_cell(h) for h, _ in INJECTION_HEADERS)
    row = "".join(f"<td>{_e(_ratio(agg.get(k)))}</td>" for _, k in INJECTION_HEADERS)
    detail = "".join(
        f"<li>{_e(label)}: {_e(_breakdown(agg.get(key)) or '—')}</li>"
        for label, key in (
            ("detection by channel", "injection_detection_rate_by_channel"),
            ("detection by language", "injection_detection_rate_by_language"),
            ("false positives by channel", "injection_false_positive_by_channel"),
            ("false positives by language", "injection_false_positive_by_language"),
        )
    )
    flagged = flagged_documents(agg)
    listed = (
        f"<p class=warn>{_e(TITLE)} ({len(flagged)}; {_e(WHY)}):</p><ul>"
        + "".join(f"<li>{_e(describe(entry))}</li>" for entry in flagged)
        + "</ul>"
        if flagged
        else ""
    )
    return (
        f"<h3>injection</h3><table><thead><tr>{head}</tr></thead><tbody><tr>{row}</tr>"
        f"</tbody></table><ul>{detail}</ul>{listed}"
    )


def provider_section(name: str, block: Mapping[str, Any]) -> str:
    header = "<th>category</th>" + "".join(header_cell(c.header) for c in COLUMNS)
    rows = table_rows(block)
    body = "".join(
        f"<tr><td>{_e(label)}</td>"
        + "".join(f"<td>{_e(cell(agg, c.key, c.kind))}</td>" for c in COLUMNS)
        + "</tr>"
        for label, agg in rows
    )
    gates = "".join(_gate_row(g) for g in block["gates"])
    few = [
        label for label, agg in block["by_category"].items() if agg.get("ci95_reliable") is False
    ]
    notes = ([end_to_end_text(block["end_to_end_ms"])] if block.get("end_to_end_ms") else []) + (
        [f"{INTERVALS_RULE}: {', '.join(few)}"] if few else []
    )
    nulls = "".join(
        f"<li><code>{_e(k)}</code>: {_e(v)}</li>" for k, v in block["null_reasons"].items()
    )
    state = "comparable" if block["comparable"] else "not comparable"
    # its stored pages named in its run's own tree (``compare``'s block carries it)
    source = useful_source_text(block["aggregate"], name, block.get("cassettes") or DEFAULT_TREE)
    return (
        f"<h2 id='{_e(name)}'>{_e(name)} "
        f"<span class=muted>({state}; {_e(role_text(block))})</span></h2>"
        f"<table><thead><tr>{header}</tr></thead><tbody>{body}</tbody></table>"
        + "".join(f"<p class=muted>{_e(note)}</p>" for note in notes)
        + (f"<p class=muted>{_e(judged)}</p>" if (judged := judged_on_text(block)) else "")
        + "<h3>gates</h3><table><thead><tr><th>gate</th>"
        + header_cell("threshold")
        + "<th>value</th>"
        + header_cell("status")
        + f"<th>if it fails</th><th>detail</th></tr></thead><tbody>{gates}</tbody></table>"
        + (f"<p>{_e(source)}</p>" if source else "")
        + injection_table(block["aggregate"])
        + (f"<h3>not computed</h3><ul>{nulls}</ul>" if nulls else "")
        + "<h3>cases</h3>"
        + cases_table(name, block.get("cases") or [])
    )


def origin_table(origins: Sequence[Mapping[str, Any]]) -> str:
    """When and from what each run was made: its date, the suite's commit, the package
    version and each provider's capture window."""
    if not origins:
        return ""
    rows = "".join(
        f"<tr><td>{_e(o['path'])}</td><td>{_e(str(o.get('finished_at') or '—'))}</td>"
        f"<td>{_e(str(o.get('git_commit') or '—')[:12])}"
        f"{' (uncommitted changes)' if o.get('git_dirty') else ''}</td>"
        f"<td>{_e(o.get('package_version') or '—')}</td>"
        f"<td>{_e('; '.join(f'{n}: {window_text(w)}' for n, w in (o.get('capture_window') or {}).items()))}</td></tr>"
        for o in origins
    )
    return (
        "<table><thead><tr><th>run file</th><th>run date (UTC)</th><th>suite commit</th>"
        "<th>package</th><th>captured (first to last call)</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
    )


def report_order(
    runs: Sequence[Mapping[str, Any]], given: Sequence[Path]
) -> list[Mapping[str, Any]]:
    """The compared runs (``compare``'s ``runs``, listed by path) in the order the run files
    were given (``run_paths``: the command line's order, a folder's files by their path),
    so that the page shows the providers of several run files in a stable order the user
    chose; each run's own providers keep the order typed (``--ws-provider``)."""
    where: dict[str, int] = {}
    for index, path in enumerate(given):
        where.setdefault(str(path), index)
    return sorted(
        runs, key=lambda entry: (where.get(str(entry["path"]), len(where)), entry["path"])
    )


def render_report(
    providers: Mapping[str, Mapping[str, Any]],
    ranking: Sequence[Mapping[str, Any]],
    unranked: Sequence[Mapping[str, Any]],
    meta: Mapping[str, Any],
) -> str:
    # each run file's order, the order typed (--ws-provider), as the terminal's; several
    # run files in the order given (``report_order``); the ranking keeps its rank order
    colors = {name: PALETTE[i % len(PALETTE)] for i, name in enumerate(providers)}
    warning = meta.get("warning")
    sections = "".join(provider_section(n, providers[n]) for n in providers)
    unranked_list = "".join(f"<li>{_e(u['provider'])}: {_e(u['reason'])}</li>" for u in unranked)
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        "<meta name=viewport content='width=device-width, initial-scale=1'>"
        f"<title>websearch-bench report</title><style>{STYLE}</style></head><body>"
        "<h1>websearch-bench report</h1>"
        f"<p class=muted>golden {_e(meta.get('golden', {}).get('path'))} "
        f"(sha256 {_e(str(meta.get('golden', {}).get('sha256'))[:12])}); fixtures manifest "
        f"{_e(str(meta.get('fixtures', {}).get('manifest_sha256'))[:12])}; runs: {_e(', '.join(meta.get('runs', [])))}</p>"
        + (f"<p class=warn>{_e(warning)}</p>" if warning else "")
        + (f"<p class=warn>{_e(meta['edited'])}</p>" if meta.get("edited") else "")
        + "".join(f"<p class=warn>{_e(line)}</p>" for line in meta.get("not_judged") or ())
        + origin_table(meta.get("origins") or [])
        + "<p class=muted>Every column header links to the <a href='#glossary'>glossary</a>; "
        "each provider's section ends with its cases (query, outcome, useful or not and why, "
        "cost).</p>"
        + "<h2>Ranking</h2>"
        + ranking_table(ranking, providers)
        + f"<p class=muted>{_e(RANKING_RULE)}</p>"
        + (f"<p class=muted>{_e(few)}</p>" if (few := _ranked_few(ranking, providers)) else "")
        + "".join(f"<p class=muted>{_e(note)}</p>" for note in meta.get("notes") or ())
        + (
            f"<p class=warn>{_e(compared_on_text(ranking[0]['compared_on']))}</p>"
            if ranking and ranking[0].get("compared_on")
            else ""
        )
        + (f"<p>Not ranked:</p><ul>{unranked_list}</ul>" if unranked_list else "")
        + "<h2>Quality against cost per useful answer</h2>"
        + "<p class=muted>circle: qualified; square: disqualified; whiskers: 95% intervals</p>"
        + scatter(providers, colors)
        + "<h2>precision@10 by category</h2>"
        + category_bars(providers, colors)
        + sections
        + glossary_html()
        + "</body></html>\n"
    )


# What rendering raises on a stored block of another shape than --ws-report writes (a
# string where a rate was, a gate without its consequence): the report shows the stored
# aggregates and gates, which ``load_checked`` does not recompute.
RENDER_FAILURES = (TypeError, ValueError, KeyError, AttributeError, IndexError)


def unrenderable(
    providers: Mapping[str, Mapping[str, Any]],
    sources: Mapping[str, str],
    meta: Mapping[str, Any],
    error: Exception,
) -> RunFileError:
    """The error for a report ``render_report`` failed on with ``error``: it names the
    run file and the provider whose block fails alone (every file when none does)."""
    for name in sorted(providers):
        try:
            render_report({name: providers[name]}, [], [], meta)
        except RENDER_FAILURES as alone:
            error = alone
            return RunFileError(
                sources.get(name, "a run file"),
                f"provider {name!r}: its stored aggregates, categories or gates cannot be "
                f"shown ({type(error).__name__}: {error}); the file was edited or damaged",
            )
    return RunFileError(
        ", ".join(sorted(set(sources.values()))) or "the run files",
        f"their stored aggregates cannot be shown together ({type(error).__name__}: {error})",
    )
