"""Per-part comparison of two flag directories written by dump.py (or verdicts.py).

Reads: every ``A/*.jsonl`` and the ``B/*.jsonl`` of the same part.
Prints: for each part with a change, injected documents lost and clean documents added
(their ids) or removed going from A to B; then the totals, and the injected documents
gained per part. Writes nothing.
Run:
    python3 benchmarks/page_probe/stop50/design.py A_DIR B_DIR
"""

import glob
import json
import os
import sys


def read(path):
    with open(path) as fh:
        return {json.loads(line)["id"]: json.loads(line) for line in fh}


A, B = sys.argv[1], sys.argv[2]
tg = tl = tc = 0
per = {}
for f in sorted(glob.glob(f"{A}/*.jsonl")):
    part = os.path.basename(f)[:-6]
    a = read(f)
    b = read(f"{B}/{part}.jsonl")
    g = sum(1 for i in a if a[i]["inj"] and b[i].get("flagged") and not a[i].get("flagged"))
    lost = sum(1 for i in a if a[i]["inj"] and a[i].get("flagged") and not b[i].get("flagged"))
    c = [i for i in a if not a[i]["inj"] and b[i].get("flagged") and not a[i].get("flagged")]
    cr = sum(1 for i in a if not a[i]["inj"] and a[i].get("flagged") and not b[i].get("flagged"))
    tg += g
    tl += lost
    tc += len(c)
    per[part] = g
    if lost or c or cr:
        print(part, "lost", lost, "clean added", c, "clean removed", cr)
print("total gained", tg, "lost", tl, "clean added", tc)
print(sorted(per.items(), key=lambda x: (len(x[0]), x[0])))
