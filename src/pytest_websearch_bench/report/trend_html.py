"""``ws-bench history -o trend.html``: one self-contained page, a time series per metric.

Inline SVG only (no script, no external resource): per metric, time of capture on the
x axis, the metric with its unit on the y axis, one series per provider (a point and
its 95 % interval per run), regressions against the provider's previous run marked
with a red ring, and "lower is better" where it is. Below, each provider's trend as a
table with the notes the terminal prints under it, in its words (a run recorded at a local
address above the table), then the notes about the folder's files (skipped, renamed gates).
"""

from __future__ import annotations

import datetime as dt
import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .diff_thresholds import SEARCH_LATENCY, higher_is_better
from .history import (
    MEAN_MS_TEXT,
    SHORT,
    Note,
    cell_text,
    column_legends,
    folder_notes,
    history_format,
    history_labels,
    provider_notes,
    row_stamps,
    run_label,
    stamp_text,
)
from .html import PALETTE

STYLE = """
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem;color:#222;max-width:1100px}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem}
table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.85rem}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:right}
th:first-child,td:first-child,th:nth-child(2),td:nth-child(2){text-align:left}
thead th{background:#f1f3f5}
.muted{color:#666;font-size:.85rem}.bad{color:#b00020;font-weight:600}
.warn{background:#fff3cd;border:1px solid #e0c36a;padding:.5rem 1rem;margin:.5rem 0}
.note{margin:.2rem 0;font-size:.85rem}
svg text{font-size:11px;fill:#333}
"""
UNITS = {"_usd": "USD", "_ms": "ms"}


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _seconds(stamp: str) -> float:
    try:
        when = dt.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return 0.0
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.timezone.utc)
    return when.timestamp()


def _unit(key: str) -> str:
    for suffix, unit in UNITS.items():
        if key.endswith(suffix):
            return unit
    return "ratio 0-1"


def _regressed(entry: Mapping[str, Any], key: str) -> bool:
    versus = entry.get("versus_previous") or {}
    return any(
        r["metric"] == key and r["scope"] == "overall" for r in versus.get("regressions") or []
    )


# The width of a character of the axis labels (11px system-ui; digits are about 0.55em,
# DejaVu Sans's 0.64em, narrow dashes, colons and spaces making up for it over a label):
# an upper bound of a whole label's width, so that labels set apart by it never touch
# (tests/test_month_replays58.py measures the longest labels ``stamp_labels`` writes in
# DejaVu Sans, Debian's chromium's system-ui when no other font is installed), and the
# gap kept between two.
LABEL_CHAR_PX = 6.6
LABEL_GAP_PX = 8.0
LABEL_ROWS = 2  # rows of time labels under the axis, 13px apart (the axis title below)
LABEL_ROW_PX = 13


def label_extent(x: float, text: str) -> tuple[float, float]:
    """Where a label centred on ``x`` (``text-anchor="middle"``) starts and ends, in px."""
    half = len(text) * LABEL_CHAR_PX / 2
    return x - half, x + half


def _spaced_ticks(
    ticks: Mapping[float, str], sx: Callable[[float], float]
) -> list[tuple[float, int]]:
    """The capture times to label on the time axis, each with its row, none overlapping
    another: one per label (``stamp_labels`` gives each capture time its own; stamps
    of one instant written otherwise share it), then, left to right, each
    in the first row where it clears the labels kept there by ``LABEL_GAP_PX``, left out
    where no row has room; the newest run is always labelled (in the first row, where the
    labels it would overlap give way)."""
    first: dict[str, float] = {}
    for stamp in sorted(ticks):
        first.setdefault(ticks[stamp], stamp)
    rows: list[list[float]] = [[] for _ in range(LABEL_ROWS)]
    for stamp in sorted(first.values()):
        for row in rows:
            if all(_clear(kept, stamp, ticks, sx) for kept in row):
                row.append(stamp)
                break
    newest = max(first.values(), default=None)
    if newest is not None and not any(newest in row for row in rows):
        rows[0] = [kept for kept in rows[0] if _clear(kept, newest, ticks, sx)] + [newest]
    return sorted((stamp, index) for index, row in enumerate(rows) for stamp in row)


def _clear(a: float, b: float, ticks: Mapping[float, str], sx: Callable[[float], float]) -> bool:
    """Whether the labels of ``a`` and ``b`` are ``LABEL_GAP_PX`` apart or more."""
    a0, a1 = label_extent(sx(a), ticks[a])
    b0, b1 = label_extent(sx(b), ticks[b])
    return a1 + LABEL_GAP_PX <= b0 or b1 + LABEL_GAP_PX <= a0


def series_chart(
    key: str,
    providers: Mapping[str, Sequence[Mapping[str, Any]]],
    colors: Mapping[str, str],
    form: str,
) -> str:
    """One metric over time: providers as series, intervals as whiskers. A run's points
    stand where its rows do (``row_stamps``: a run's providers recorded together share
    one x), the time axis labelled in ``form``, the page's one format
    (``history_format``)."""
    width, height, left, right, top, bottom = 760, 300, 80, 150, 24, 56
    plot_w, plot_h = width - left - right, height - top - bottom
    rows = row_stamps(providers)
    placed = {  # a row with no time at all stands where build_history put it
        name: [s or str(e["captured_first"]) for e, s in zip(entries, rows[name], strict=True)]
        for name, entries in providers.items()
    }
    points = [
        (name, entry, _seconds(stamp), entry["metrics"][key])
        for name, entries in providers.items()
        for entry, stamp in zip(entries, placed[name], strict=True)
        if entry["metrics"][key]["value"] is not None
    ]
    stamps = {_seconds(stamp): stamp for row in placed.values() for stamp in row}
    label = f"{key} ({_unit(key)})" + ("" if higher_is_better(key) else ", lower is better")
    if not points:
        return f"<p class=muted>{_e(label)}: no run has a value</p>"
    times = [p[2] for p in points]
    values = [v for p in points for v in [p[3]["value"], *(p[3]["ci95"] or [])]]
    t0, t1 = min(times), max(times)
    span = (t1 - t0) or 86400.0
    low: float = min(0.0, float(min(values)))
    high: float = float(max(values)) * 1.1 or 1.0
    if _unit(key).startswith("ratio") and max(values) <= 1.0:
        high = 1.0  # a rate's axis ends at 1

    def sx(t: float) -> float:
        return left + (plot_w / 2 if t1 == t0 else plot_w * (t - t0) / span)

    def sy(v: float) -> float:
        return top + plot_h * (1 - (v - low) / ((high - low) or 1.0))

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
        f'aria-label="{_e(label)} over time">',
        f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" stroke="#999"/>',
        f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" stroke="#999"/>',
        f'<text x="{left + plot_w / 2}" y="{height - 8}" text-anchor="middle">capture date (UTC, first call of the run)</text>',
        f'<text x="14" y="{top + plot_h / 2}" transform="rotate(-90 14 {top + plot_h / 2})" '
        f'text-anchor="middle">{_e(label)}</text>',
    ]
    for tick in range(5):
        level = low + (high - low) * tick / 4
        text = cell_text(key, level) if not key.endswith("_ms") else f"{level:.0f}"
        parts.append(
            f'<text x="{left - 6}" y="{sy(level) + 4:.1f}" text-anchor="end">{_e(text)}</text>'
            f'<line x1="{left}" y1="{sy(level):.1f}" x2="{left + plot_w}" y2="{sy(level):.1f}" stroke="#eee"/>'
        )
    ticks = {p[2]: stamp_text(stamps[p[2]], form) for p in points}
    for stamp, row in _spaced_ticks(ticks, sx):
        parts.append(
            f'<text x="{sx(stamp):.1f}" y="{top + plot_h + 16 + LABEL_ROW_PX * row}" '
            'text-anchor="middle">'
            f"{_e(ticks[stamp])}</text>"
        )
    for index, name in enumerate(providers):
        mine = [p for p in points if p[0] == name]
        color = colors[name]
        if len(mine) > 1:
            path = " ".join(f"{sx(p[2]):.1f},{sy(p[3]['value']):.1f}" for p in mine)
            parts.append(
                f'<polyline points="{path}" fill="none" stroke="{color}" stroke-width="1.5"/>'
            )
        for _, entry, t, metric in mine:
            x, y = sx(t), sy(metric["value"])
            if metric["ci95"]:
                a, b = metric["ci95"]
                parts.append(
                    f'<line x1="{x:.1f}" y1="{sy(a):.1f}" x2="{x:.1f}" y2="{sy(b):.1f}" stroke="{color}"/>'
                )
            title = f"{name} {ticks[t]}: {cell_text(key, metric['value'])}"
            if _regressed(entry, key):
                title += " (regressed vs the previous run)"
                parts.append(
                    f'<circle cx="{x:.1f}" cy="{y:.1f}" r="10" fill="none" stroke="#b00020" stroke-width="2"/>'
                )
            parts.append(
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5" fill="{color}"><title>{_e(title)}</title></circle>'
            )
        legend_y = top + 14 + 16 * index
        parts.append(
            f'<rect x="{left + plot_w + 16}" y="{legend_y - 9}" width="10" height="10" fill="{color}"/>'
            f'<text x="{left + plot_w + 30}" y="{legend_y}">{_e(name)}</text>'
        )
    parts.append(
        f'<circle cx="{left + plot_w + 21}" cy="{top + 30 + 16 * len(providers)}" r="6" fill="none" '
        f'stroke="#b00020" stroke-width="2"/><text x="{left + plot_w + 30}" '
        f'y="{top + 34 + 16 * len(providers)}">regressed</text>'
    )
    parts.append("</svg>")
    return "".join(parts)


def _table(
    key_order: Sequence[str], entries: Sequence[Mapping[str, Any]], labels: Sequence[str]
) -> str:
    head = "<th>captured</th><th>run</th><th>commit</th><th>cases</th>" + "".join(
        f"<th title='{_e(MEAN_MS_TEXT)}'>{_e(SHORT[k])}</th>"
        if k == SEARCH_LATENCY  # what it is the mean of, said above the charts too
        else f"<th>{_e(SHORT[k])}</th>"
        for k in key_order
    )
    rows = []
    for entry, when in zip(entries, labels, strict=True):
        cells = "".join(
            f"<td class={'bad' if _regressed(entry, k) else 'ok'}>"
            f"{_e(cell_text(k, entry['metrics'][k]['value']))}</td>"
            for k in key_order
        )
        rows.append(
            f"<tr><td>{_e(when)}</td><td>{_e(run_label(entry))}</td>"
            f"<td>{_e(str(entry['git_commit'] or '—')[:12])}</td><td>{entry['cases']}</td>{cells}</tr>"
        )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _notes(notes: Sequence[Note]) -> str:
    """Notes in the terminal's words (``RUN: TEXT``), one a line, escaped."""
    return "".join(
        f"<p class='{'note bad' if n.kind == 'bad' else 'note'}'>{_e(n.run)}: {_e(n.text)}</p>"
        for n in notes
    )


def _provider(
    name: str,
    keys: Sequence[str],
    entries: Sequence[Mapping[str, Any]],
    labels: Sequence[str],
) -> str:
    """A provider's section: its warnings (the runs recorded at a local address) in one
    box above its table, every other note the terminal prints under it, in the
    terminal's order."""
    notes = provider_notes(entries)
    warnings = [n for n in notes if n.kind == "warn"]
    return (
        f"<h2 id='{_e(name)}'>{_e(name)}</h2>"
        + (f"<div class=warn>{_notes(warnings)}</div>" if warnings else "")
        + _table(keys, entries, labels)
        + _notes([n for n in notes if n.kind != "warn"])
    )


def render_trend(history: Mapping[str, Any], generated: str) -> str:
    providers = history["providers"]
    # the order of ``history`` (the terminal's): charts, legends and tables alike
    colors = {name: PALETTE[i % len(PALETTE)] for i, name in enumerate(providers)}
    keys = history["metrics"]
    form = history_format(history)  # one format over every chart and every table
    charts = "".join(f"<h2>{_e(k)}</h2>" + series_chart(k, providers, colors, form) for k in keys)
    labels = history_labels(history)
    tables = "".join(
        _provider(name, keys, entries, labels[name]) for name, entries in providers.items()
    )
    files = folder_notes(history)
    about = (
        "<h2>Run files</h2>" + "".join(f"<p class=note>{_e(line)}</p>" for line in files)
        if files
        else ""
    )
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        "<meta name=viewport content='width=device-width, initial-scale=1'>"
        f"<title>websearch-bench trend</title><style>{STYLE}</style></head><body>"
        "<h1>websearch-bench trend</h1>"
        f"<p class=muted>{_e(history['folder'])}; generated {_e(generated)}; "
        "points: value of each run over its own cases; whiskers: 95% intervals (exact, "
        "Clopper-Pearson, for a proportion; bootstrap over cases for the rest); "
        "red ring: regressed against the provider's previous run (paired on common cases, "
        "threshold, Holm correction; as ws-bench diff)</p>"
        + "".join(
            f"<p class=muted>{_e(name)}: {_e(text)}</p>" for name, text in column_legends(history)
        )
        + charts
        + tables
        + about
        + "</body></html>\n"
    )
