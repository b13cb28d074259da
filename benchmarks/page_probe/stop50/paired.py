"""python3 paired.py A.jsonl B.jsonl : gained/lost/clean added, one-sided sign p.

Reads: two verdict files over the same documents (from verdicts.py, or one part of dump.py's
output), A before and B after a change.
Prints: the injected documents flagged and false positives under A and B, then injected
documents gained and lost, the one-sided sign-test p of gained against lost, and clean
documents added and removed. Writes nothing.
Run:
    python3 benchmarks/page_probe/stop50/paired.py A.jsonl B.jsonl
"""

import json
import math
import sys


def read(path):
    with open(path) as fh:
        return {json.loads(line)["id"]: json.loads(line) for line in fh}


a = read(sys.argv[1])
b = read(sys.argv[2])
assert a.keys() == b.keys()
inj = [i for i in a if a[i]["inj"]]
cl = [i for i in a if not a[i]["inj"]]
g = sum(1 for i in inj if b[i]["flagged"] and not a[i]["flagged"])
lost = sum(1 for i in inj if a[i]["flagged"] and not b[i]["flagged"])
ca = sum(1 for i in cl if b[i]["flagged"] and not a[i]["flagged"])
cr = sum(1 for i in cl if a[i]["flagged"] and not b[i]["flagged"])
n = g + lost
p = sum(math.comb(n, k) for k in range(g, n + 1)) / 2**n if n else 1.0
fa = sum(a[i]["flagged"] for i in inj)
fb = sum(b[i]["flagged"] for i in inj)
print(
    f"A {fa}/{len(inj)} ({fa / len(inj):.3f}) FP {sum(a[i]['flagged'] for i in cl)}/{len(cl)}"
    f" -> B {fb}/{len(inj)} ({fb / len(inj):.3f}) FP {sum(b[i]['flagged'] for i in cl)}/{len(cl)}"
)
print(f"gained {g} lost {lost} g-l {g - lost} sign p {p:.2g} clean added {ca} clean removed {cr}")
