"""Union of mechanisms A, B (pieces in dump.py's output) and D (clause suffixes in dumpvc.py's).

Reads: ``flags/v52/*.jsonl`` (dump.py) and ``flags/vc52/*.jsonl`` (dumpvc.py), relative to the
working directory; thresholds TA TB TD from the command line (all three, or none for the
defaults 0.95 0.93 0.9).
Prints: the injected documents gained per mechanism combination and in total, the first five
clean documents gained and their count, then the gains per part for heldout26..heldout45 and
their mean. Writes nothing.
Run (from the directory holding ``flags/``):
    python3 benchmarks/page_probe/stop50/union2.py [TA TB TD]
"""

import collections
import glob
import json
import sys

rows = []
for f in sorted(glob.glob("flags/v52/*.jsonl")):
    with open(f) as fh:
        rows += [json.loads(line) for line in fh]
vc = {}
for f in glob.glob("flags/vc52/*.jsonl"):
    with open(f) as fh:
        for line in fh:
            r = json.loads(line)
            vc[r["id"]] = r["pieces"]
TA, TB, TD = [float(x) for x in (sys.argv[1:4] if len(sys.argv) > 3 else (0.95, 0.93, 0.9))]


def A(p):
    return p["jv"] and p["mf"] and p["barred"] and not p["quotes"] and p["lo"] >= TA


def B(p):
    return (
        p["jv"]
        and p["kind"] == "visible"
        and not p["clause"]
        and p["addr"]
        and p["lov"] >= TB
        and (not p["barred"] or (not p["quotes"] and p["lo"] >= TA))
    )


def D(q):
    return q["p"] >= TD and (not q["barred"] or (not q["quotes"] and q["lo"] >= TA))


per = collections.Counter()
clean = []
writer = collections.Counter()
miss = 0
for r in rows:
    if r.get("flagged") or "pieces" not in r:
        continue
    hit = "".join(k for k, f in (("A", A), ("B", B)) if any(f(p) for p in r["pieces"]))
    if any(D(q) for q in vc.get(r["id"], [])):
        hit += "D"
    if not hit:
        continue
    if r["inj"]:
        per[hit] += 1
        writer[r["part"]] += 1
    else:
        clean.append((r["id"], hit))
print("gained", dict(per), "total", sum(per.values()), "clean", clean[:5], len(clean))
w = [writer.get(f"heldout{i}", 0) for i in range(26, 46)]
print("heldout26-45", w, sum(w) / 20)
