"""Stop 67, EXPLORATORY (written after the counts and after seeing that a page's second-highest piece is often
the top one read again at another cut: the sentence and the line or paragraph holding it).

N2' = the highest value among the page's distinct pieces whose folded text neither contains the top piece's folded
text nor is contained in it (0 when none). The "next" grid again with N2', per half; and the widest clean gap.

    python page_third.py OUTDIR
"""

from __future__ import annotations

import gzip
import json
import sys
from collections import Counter
from pathlib import Path

from page import FEWEST, GAPS, LEVELS, agree, fold, half

out = Path(sys.argv[1])
rows = []
for path in sorted(out.glob("*.jsonl.gz")):
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            best: dict[str, float] = {}
            for piece in row["pieces"]:
                key = fold(piece["t"])
                best[key] = max(best.get(key, 0.0), agree(piece["p"]))
            ranked = sorted(best.items(), key=lambda kv: -kv[1])
            top_text, m = ranked[0]
            n2 = max((v for k, v in ranked[1:] if top_text not in k and k not in top_text), default=0.0)
            rows.append(
                {
                    "id": row["id"],
                    "vis": bool(row["injected"]) and row["channel"] == "visible_text",
                    "clean": not row["injected"],
                    "real": row["id"].startswith("clean-html"),
                    "n": len(ranked),
                    "m": m,
                    "n2": n2,
                    "top": top_text[:120],
                }
            )
print("== next, with N2' (pieces holding the top one, or held by it, left out) ==")
for level in LEVELS:
    for gap in GAPS:
        g, c, real = Counter(), Counter(), 0
        for r in rows:
            if r["n"] >= FEWEST and r["m"] >= level and r["m"] - r["n2"] >= gap:
                if r["vis"]:
                    g[half(r["id"])] += 1
                elif r["clean"]:
                    c[half(r["id"])] += 1
                    real += r["real"]
        print(f"  L={level:<4} D={gap:<4} gained {g[0]:4d}/{g[1]:<4d} | clean {c[0]:4d}/{c[1]:<4d} ({real})")
widest = max(r["m"] - r["n2"] for r in rows if r["clean"] and r["n"] >= FEWEST and r["m"] >= 0.5)
above = Counter(half(r["id"]) for r in rows if r["vis"] and r["m"] >= 0.5 and r["m"] - r["n2"] > widest)
print(f"widest clean gap (M >= 0.5) {widest:.4f}; injected visible above it {above[0]}/{above[1]}")
top = sorted((r for r in rows if r["clean"] and r["m"] >= 0.9), key=lambda r: r["n2"] - r["m"])[:8]
for r in top:
    print(f"  clean {r['m'] - r['n2']:.3f} M={r['m']:.4f} {r['id']}: {r['top']!r}")
