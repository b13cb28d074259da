"""The HTML report's charts with eleven providers (the README's matrix): every provider
named in the bar chart's legend and by its bars, every scatter label readable (inside the
picture, no two overlapping), and equal values labelled alike. Checked on the SVG's own
geometry, and measured in a headless browser when chromium is installed."""

from __future__ import annotations

import json
import re
import subprocess
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.report.html import PALETTE, STYLE, category_bars, scatter
from test_report_html import CHROMIUM, FLAGS

# the bundled matrix's numbers (2026-12-02; docs/decision-report.md): four providers within $0.0004 and 0.03 P@10
POINTS = {
    "brave": (0.009194, 0.2111),
    "cascade": (0.024094, 0.1972),
    "exa": (0.011387, 0.2),
    "firecrawl": (None, 0.1417),
    "jina": (None, 0.1444),
    "linkup": (0.009567, 0.1944),
    "parallel": (0.009567, 0.1861),
    "perplexity": (0.009533, 0.1917),
    "serpapi": (0.0204, 0.1694),
    "tavily": (0.026571, 0.1722),
    "you": (0.009931, 0.1694),
}
EQUAL = (0.175, 0.525 / 3, 0.2 - 0.025, 2.1 / 12)  # 0.175 and 0.17500000000000002


def _blocks() -> dict[str, dict[str, Any]]:
    out = {}
    for index, (name, (cost, p10)) in enumerate(POINTS.items()):
        ci = {"precision@10": [p10 - 0.04, p10 + 0.04]}
        if cost is not None:
            ci["cost_per_useful_answer_usd"] = [cost * 0.92, cost * 1.15]
        out[name] = {
            "aggregate": {"cost_per_useful_answer_usd": cost, "precision@10": p10},
            "ci95": ci,
            "qualified": True,
            "by_category": {
                "certificaciones": {"precision@10": EQUAL[index % len(EQUAL)]},
                "sanciones": {"precision@10": 0.225},
            },
        }
    return out


COLORS = {name: PALETTE[i] for i, name in enumerate(sorted(POINTS))}
TEXT = re.compile(r'<text x="([\d.]+)" y="([\d.]+)"(?: text-anchor="(\w+)")?[^>]*>([^<]*)</text>')


def _size(svg: str) -> tuple[float, float]:
    found = re.search(r'width="(\d+)" height="(\d+)"', svg)
    assert found is not None
    return float(found.group(1)), float(found.group(2))


def test_equal_floats_of_one_value_exist_on_this_platform() -> None:
    assert len(set(EQUAL)) > 1  # else the next test proves nothing


def _texts(svg: str) -> list[tuple[float, float, str, str]]:
    """(x, baseline, anchor, text) of every text of ``svg``."""
    return [
        (float(m.group(1)), float(m.group(2)), m.group(3) or "start", m.group(4))
        for m in TEXT.finditer(svg)
    ]


def _box(x: float, y: float, anchor: str, text: str) -> tuple[float, float, float, float]:
    width = 7.0 * len(text)  # wider than the 11 px font's characters
    x0 = x if anchor == "start" else x - width / 2 if anchor == "middle" else x - width
    return (x0, y - 10, x0 + width, y + 3)


def _named(text: str) -> str | None:
    name = text.split(" (cost unknown)")[0]
    return name if name in POINTS else None


def test_the_bar_chart_names_every_provider_inside_its_width() -> None:
    svg = category_bars(_blocks(), COLORS)
    width, _ = _size(svg)
    texts = _texts(svg)
    legend = [t for t in texts if t[3] in POINTS]
    assert sorted(t[3] for t in legend) == sorted(POINTS)
    for x, y, anchor, text in legend:
        assert _box(x, y, anchor, text)[2] <= width, text
    labels = [t[3].split() for t in texts if t[3][:1].isdigit() and " " in t[3]]
    # every bar names its provider (not only in its hover title)
    assert sorted(label[1] for label in labels) == sorted([*POINTS, *POINTS])
    # one value, one label: 0.175 from either float is "0.175" on every bar
    assert {label[0] for label in labels} == {"0.175", "0.225"}
    assert svg.count(": 0.175</title>") == len(POINTS)


def test_scatter_labels_do_not_overlap_and_stay_inside() -> None:
    svg = scatter(_blocks(), COLORS)
    width, height = _size(svg)
    boxes = {t[3]: _box(*t) for t in _texts(svg) if _named(t[3])}
    assert sorted(_named(t) for t in boxes) == sorted(POINTS)
    for text, (x0, y0, x1, y1) in boxes.items():
        assert x0 >= 0 and x1 <= width and y0 >= 0 and y1 <= height, text
    for (a, p), (b, q) in combinations(boxes.items(), 2):
        apart = p[2] <= q[0] or q[2] <= p[0] or p[3] <= q[1] or q[3] <= p[1]
        assert apart, (a, b)


MEASURE = """<script>
const out = [...document.querySelectorAll('svg')].map(svg => {
  const frame = svg.getBoundingClientRect();
  return [...svg.querySelectorAll('text')].map(t => {
    const r = t.getBoundingClientRect();
    return {text: t.textContent, x0: r.left - frame.left, y0: r.top - frame.top,
            x1: r.right - frame.left, y1: r.bottom - frame.top, w: frame.width, h: frame.height};
  });
});
document.body.insertAdjacentHTML('beforeend', '<pre id=out>' + JSON.stringify(out) + '</pre>');
</script>"""


@pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)"
)
def test_a_browser_draws_every_label_inside_and_apart(tmp_path: Path) -> None:
    """The browser's own text boxes (its fonts, not the 7 px estimate)."""
    page = tmp_path / "charts.html"
    blocks = _blocks()
    page.write_text(
        f"<!doctype html><html><head><meta charset=utf-8><style>{STYLE}</style></head>"
        f"<body style='margin:0'>{scatter(blocks, COLORS)}{category_bars(blocks, COLORS)}"
        f"{MEASURE}</body></html>",
        encoding="utf-8",
    )
    assert CHROMIUM is not None
    done = subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1400,2000",
         "--dump-dom", page.as_uri()],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    found = re.search(r"<pre id=\"out\">(.*?)</pre>", done.stdout, re.S)
    assert found is not None, done.stderr[-2000:]
    charts = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    points, bars = charts
    labels = [t for t in points if t["text"].split(" (cost unknown)")[0] in POINTS]
    legend = [t for t in bars if t["text"] in POINTS]
    assert sorted(t["text"].split(" (")[0] for t in labels) == sorted(POINTS)
    assert sorted(t["text"] for t in legend) == sorted(POINTS)
    for box in points + bars:  # every text of both charts, inside its picture
        assert box["x0"] >= -0.5 and box["x1"] <= box["w"] + 0.5, box
        assert box["y0"] >= -0.5 and box["y1"] <= box["h"] + 0.5, box
    for a, b in combinations(labels, 2):
        apart = a["x1"] <= b["x0"] or b["x1"] <= a["x0"] or a["y1"] <= b["y0"] or b["y1"] <= a["y0"]
        assert apart, (a, b)
