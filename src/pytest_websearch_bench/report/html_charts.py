"""The HTML report's two SVG charts, drawn without a script or a browser to measure text:
quality against cost per useful answer (a mark per provider, each named by a label
placed clear of the other marks and labels, inside the picture, with a leader line when
it had to move away) and a metric per category as bars labelled with their value and
provider, over a legend that wraps inside the picture. Every ratio is written by
``ratio_text`` (one rounding: equal values read alike)."""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from .columns import NO_USEFUL, bought_nothing, ratio_text


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


# Text is placed without a browser to measure it: a generous width per character of the
# 11 px labels (system sans-serif fonts run 5-6.5 px) keeps placed labels apart.
CHAR_W, LINE_H = 7.0, 13.0
Box = tuple[float, float, float, float]  # x0, y0, x1, y1


def _text_width(text: str) -> float:
    return CHAR_W * len(text) + 2


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def place_label(
    x: float, y: float, text: str, taken: list[Box], frame: Box
) -> tuple[float, float, str, Box | None]:
    """Where the label of a mark at (x, y) goes: the first spot around it (right, left,
    then further up and down) that stays inside ``frame`` and clear of ``taken`` (marks
    and labels placed before); its box is added to ``taken``. (x, baseline, anchor, and
    the box when the label sits away from its mark: a leader line joins them)."""
    width = _text_width(text)
    spots = []
    for step in range(12):
        for dy in (-8.0, 14.0) if step == 0 else (-8.0 - LINE_H * step, 14.0 + LINE_H * step):
            spots += [(x + 9, y + dy, "start"), (x - 9, y + dy, "end")]
    chosen = None
    for tx, ty, anchor in spots:
        x0 = tx if anchor == "start" else tx - width
        box = (x0, ty - LINE_H + 3, x0 + width, ty + 3)
        inside = (
            frame[0] <= box[0] and box[2] <= frame[2] and frame[1] <= box[1] and box[3] <= frame[3]
        )
        if inside and not any(_overlaps(box, other) for other in taken):
            chosen = (tx, ty, anchor, box)
            break
    if chosen is None:  # crowded: right of the mark, clamped inside the frame
        tx = min(x + 9, frame[2] - width)
        chosen = (tx, y - 8, "start", (tx, y - 8 - LINE_H + 3, tx + width, y - 5))
    taken.append(chosen[3])
    away = not (-8.0 <= chosen[1] - y <= 14.0)
    return chosen[0], chosen[1], chosen[2], chosen[3] if away else None


def _leader(x: float, y: float, box: Box | None, color: str) -> str:
    """A thin line from a mark to its label placed away from it ('' when beside it)."""
    if box is None:
        return ""
    end_x = box[0] if box[0] >= x else box[2]
    end_y = box[3] - 2 if box[3] < y else box[1] + 2
    return (
        f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{end_x:.1f}" y2="{end_y:.1f}" '
        f'stroke="{color}" stroke-width="0.75"/>'
    )


def scatter(providers: Mapping[str, Mapping[str, Any]], colors: Mapping[str, str]) -> str:
    """Precision@10 against cost per useful answer, one mark per provider, each named by a
    label placed clear of the other marks and labels, inside the picture."""
    height, left, bottom, top, plot_w = 420, 70, 50, 20, 540
    points = []
    unknown = []
    for name, block in providers.items():
        agg = block["aggregate"]
        x, y = agg.get("cost_per_useful_answer_usd"), agg.get("precision@10")
        if y is None:
            continue
        if x is None:  # off the cost axis: undefined (bought nothing), or unknown
            unknown.append((name, y, _off_axis_label(name, block)))
        else:
            points.append((name, x, y, block))
    xs = [p[1] for p in points] + [
        i for p in points for i in p[3].get("ci95", {}).get("cost_per_useful_answer_usd", [])
    ]
    ys = [p[2] for p in points] + [y for _, y, _ in unknown]
    x_max = (max(xs) if xs else 1.0) * 1.1 or 1.0
    y_max = min(1.0, (max(ys) if ys else 1.0) * 1.2) or 1.0
    plot_h = height - top - bottom
    unknown_x = left + plot_w + 30
    widest = max((_text_width(text) for _, _, text in unknown), default=0.0)
    width = max(760, int(unknown_x + 9 + widest + 10)) if unknown else 760

    def sx(x: float) -> float:
        return left + plot_w * x / x_max

    def sy(y: float) -> float:
        return top + plot_h * (1 - y / y_max)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" '
        'aria-label="precision at 10 against cost per useful answer">',
        f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" stroke="#999"/>',
        f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" stroke="#999"/>',
        f'<text x="{left + plot_w / 2}" y="{height - 10}" text-anchor="middle">cost per useful answer (USD, lower is better: left)</text>',
        f'<text x="15" y="{top + plot_h / 2}" transform="rotate(-90 15 {top + plot_h / 2})" '
        'text-anchor="middle">precision@10 (ratio 0-1, higher is better)</text>',
    ]
    for tick in range(5):
        value = x_max * tick / 4
        parts.append(
            f'<text x="{sx(value):.1f}" y="{top + plot_h + 16}" text-anchor="middle">{value:.4f}</text>'
        )
        level = y_max * tick / 4
        parts.append(
            f'<text x="{left - 6}" y="{sy(level) + 4:.1f}" text-anchor="end">{level:.2f}</text>'
        )
    # every mark is taken before any label is placed: no label covers a mark
    taken: list[Box] = [(sx(x) - 7, sy(y) - 7, sx(x) + 7, sy(y) + 7) for _, x, y, _ in points]
    taken += [(unknown_x - 7, sy(y) - 7, unknown_x + 7, sy(y) + 7) for _, y, _ in unknown]
    labels = []
    for name, x, y, block in points:
        color = colors[name]
        interval = block.get("ci95", {})
        if "cost_per_useful_answer_usd" in interval:
            low, high = interval["cost_per_useful_answer_usd"]
            parts.append(
                f'<line x1="{sx(low):.1f}" y1="{sy(y):.1f}" x2="{sx(high):.1f}" y2="{sy(y):.1f}" stroke="{color}"/>'
            )
        if "precision@10" in interval:
            low, high = interval["precision@10"]
            parts.append(
                f'<line x1="{sx(x):.1f}" y1="{sy(low):.1f}" x2="{sx(x):.1f}" y2="{sy(high):.1f}" stroke="{color}"/>'
            )
        marker = "circle" if block.get("qualified") else "rect"
        if marker == "circle":
            parts.append(
                f'<circle cx="{sx(x):.1f}" cy="{sy(y):.1f}" r="6" fill="{color}"><title>{_e(name)}</title></circle>'
            )
        else:
            parts.append(
                f'<rect x="{sx(x) - 6:.1f}" y="{sy(y) - 6:.1f}" width="12" height="12" fill="{color}"><title>{_e(name)} (disqualified)</title></rect>'
            )
    plot_frame: Box = (left + 2, 0, left + plot_w + 20, top + plot_h)
    for name, x, y, _ in sorted(points, key=lambda p: (-p[2], p[1])):
        tx, ty, anchor, away = place_label(sx(x), sy(y), name, taken, plot_frame)
        labels.append(_leader(sx(x), sy(y), away, colors[name]))
        labels.append(
            f'<text x="{tx:.1f}" y="{ty:.1f}" text-anchor="{anchor}" class=label>{_e(name)}</text>'
        )
    column: Box = (unknown_x - 10, 0, width, top + plot_h)
    for name, y, text in unknown:
        parts.append(
            f'<circle cx="{unknown_x}" cy="{sy(y):.1f}" r="6" fill="none" stroke="{colors[name]}"/>'
        )
        tx, ty, anchor, away = place_label(unknown_x, sy(y), text, taken, column)
        labels.append(_leader(unknown_x, sy(y), away, colors[name]))
        labels.append(
            f'<text x="{tx:.1f}" y="{ty:.1f}" text-anchor="{anchor}" class=label>{_e(text)}</text>'
        )
    parts.extend(labels)
    parts.append("</svg>")
    return "".join(parts)


def _off_axis_label(name: str, block: Mapping[str, Any]) -> str:
    """The label of a provider with no cost per useful answer, beside the plot: ``none``
    (its calls had a cost and bought no useful answer: undefined, as the tables say) or a
    cost unknown (a price not published, calls that cost nothing)."""
    if bought_nothing(block):
        return f"{name} ({NO_USEFUL}: no useful answer)"
    return f"{name} (cost unknown)"


def category_bars(
    providers: Mapping[str, Mapping[str, Any]], colors: Mapping[str, str], key: str = "precision@10"
) -> str:
    """``key`` per category, a bar per provider labelled with its value and its provider
    (one rounding: ``ratio_text``); an x axis from 0 to 1; a legend that wraps inside."""
    categories = sorted({c for block in providers.values() for c in block["by_category"]})
    names = list(providers)
    if not categories or not names:
        return ""
    width, bar, gap, left = 760, 12, 14, 170
    widest = max(_text_width(f"0.000 {name}") for name in names)
    plot_w = width - left - widest - 10
    top = 20
    group = bar * len(names) + gap
    axis_y = top + group * len(categories)
    rows: list[list[tuple[str, float]]] = [[]]
    x = 10.0
    for name in names:  # the legend, wrapped to the picture's width
        step = 14 + _text_width(name) + 12
        if rows[-1] and x + step > width - 10:
            rows.append([])
            x = 10.0
        rows[-1].append((name, x))
        x += step
    legend_top = axis_y + 50
    height = int(legend_top + LINE_H * 1.3 * len(rows) + 6)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{_e(key)} by category">',
        f'<line x1="{left}" y1="{top - 4}" x2="{left}" y2="{axis_y}" stroke="#999"/>',
        f'<line x1="{left}" y1="{axis_y}" x2="{left + plot_w}" y2="{axis_y}" stroke="#999"/>',
        f'<text x="{left + plot_w / 2}" y="{axis_y + 32}" text-anchor="middle">'
        f"{_e(key)} (ratio 0-1, higher is better)</text>",
    ]
    for tick in range(6):
        x = left + plot_w * tick / 5
        parts.append(
            f'<line x1="{x:.1f}" y1="{axis_y}" x2="{x:.1f}" y2="{axis_y + 4}" stroke="#999"/>'
            f'<text x="{x:.1f}" y="{axis_y + 16}" text-anchor="middle">{tick / 5:.1f}</text>'
        )
    for index, category in enumerate(categories):
        y0 = top + index * group
        parts.append(
            f'<text x="{left - 8}" y="{y0 + bar * len(names) / 2 + 4:.1f}" text-anchor="end">{_e(category)}</text>'
        )
        for offset, name in enumerate(names):
            value = providers[name]["by_category"].get(category, {}).get(key)
            y = y0 + offset * bar
            if value is None:
                parts.append(
                    f'<text x="{left + 4}" y="{y + bar - 2}" class=muted>— {_e(name)} (no value)</text>'
                )
                continue
            shown = ratio_text(value)
            parts.append(
                f'<rect x="{left}" y="{y}" width="{plot_w * value:.1f}" height="{bar - 1}" '
                f'fill="{colors[name]}"><title>{_e(name)} {_e(category)}: {shown}</title></rect>'
                f'<text x="{left + plot_w * value + 4:.1f}" y="{y + bar - 2}">{shown} {_e(name)}</text>'
            )
    for number, row in enumerate(rows):
        legend_y = legend_top + LINE_H * 1.3 * number + 10
        for name, x in row:
            parts.append(
                f'<rect x="{x:.1f}" y="{legend_y - 9:.1f}" width="10" height="10" fill="{colors[name]}"/>'
                f'<text x="{x + 14:.1f}" y="{legend_y:.1f}" class=legend>{_e(name)}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)
