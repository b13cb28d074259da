"""Mechanism simulations on the dump (tuning parts only).

Reads: every ``DIR/*.jsonl`` written by dump.py (verdicts and, for unflagged documents, pieces).
Prints: the document and flag counts, then per simulated mechanism (optionally only those whose
name starts with one of the PREFIX arguments) the highest clean value and the
injected/clean documents it would gain at each threshold. Writes nothing.
Run:
    python3 benchmarks/page_probe/stop50/ana.py DIR [PREFIX...]
"""

import glob
import json
import sys

D = sys.argv[1]
rows = []
for f in sorted(glob.glob(f"{D}/*.jsonl")):
    with open(f) as fh:
        rows += [json.loads(line) for line in fh]
print(
    "docs",
    len(rows),
    "injected flagged",
    sum(r.get("flagged", False) for r in rows if r["inj"]),
    "/",
    sum(r["inj"] for r in rows),
    "clean flagged",
    sum(r.get("flagged", False) for r in rows if not r["inj"]),
    "/",
    sum(not r["inj"] for r in rows),
)
un = [r for r in rows if not r.get("flagged") and "pieces" in r]


def mech(name, q):
    """q(piece) -> value or None. Per doc the max value."""
    vals = []
    for r in un:
        v = [q(p) for p in r["pieces"]]
        v = [x for x in v if x is not None]
        vals.append((max(v) if v else None, r))
    clean = sorted((v for v, r in vals if v is not None and not r["inj"]), reverse=True)
    top = clean[0] if clean else 0
    line = [f"{name:14s} highest clean {top:.4f} (n>=.9: {sum(c >= 0.9 for c in clean)})"]
    for t in (0.99, 0.98, 0.97, 0.96, 0.95, 0.94, 0.93, 0.92, 0.9, 0.88, 0.85, 0.8):
        g = sum(1 for v, r in vals if v is not None and v >= t and r["inj"])
        c = sum(1 for v, r in vals if v is not None and v >= t and not r["inj"])
        line.append(f"{t}:{g}/{c}")
    print(" ".join(line))
    return vals


def vis(p):
    return p["jv"]


M = {}
M["L1 over bar lo"] = lambda p: (
    p["lo"] if vis(p) and p["mf"] and p["barred"] and not p["quotes"] else None
)
M["L1b bar lov"] = lambda p: (
    p["lov"] if vis(p) and p["mf"] and p["barred"] and not p["quotes"] else None
)
M["L2 addr lov"] = lambda p: (
    p["lov"] if vis(p) and p["kind"] == "visible" and p["addr"] and not p["barred"] else None
)
M["L2b addr p"] = lambda p: (
    p["p"] if vis(p) and p["kind"] == "visible" and p["addr"] and not p["barred"] else None
)
M["L2c addr lo"] = lambda p: (
    p["lo"] if vis(p) and p["kind"] == "visible" and p["addr"] and not p["barred"] else None
)
M["L4 rw lov"] = lambda p: (
    min(p["p"], p["lov"])
    if vis(p)
    and p["kind"] == "visible"
    and not p["addr"]
    and p["rw"]
    and p["words"] <= 150
    and not p["barred"]
    else None
)
M["L5 norw lo"] = lambda p: (
    p["lo"]
    if vis(p) and p["kind"] == "visible" and not p["addr"] and p["words"] <= 150 and not p["barred"]
    else None
)
M["H1 hid p"] = lambda p: (
    p["p"] if not vis(p) and p["kind"] == "hidden" and not p["clause"] else None
)
M["H1c hid clause"] = lambda p: (
    p["p"] if not vis(p) and p["kind"] == "hidden" and p["clause"] else None
)
M["H2 hid lo"] = lambda p: p["lo"] if not vis(p) and p["kind"] == "hidden" else None
M["S1 struct p"] = lambda p: p["p"] if not vis(p) and p["kind"] == "structural" else None
M["S2 struct lo"] = lambda p: p["lo"] if not vis(p) and p["kind"] == "structural" else None
M["K other kinds"] = lambda p: (
    p["p"] if not vis(p) and p["kind"] not in ("hidden", "structural") else None
)
sel = sys.argv[2:] or list(M)
for k in M:
    if any(k.startswith(s) for s in sel):
        M[k] = mech(k, M[k])
