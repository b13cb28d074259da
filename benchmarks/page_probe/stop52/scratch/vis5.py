import json, pickle, collections, sys, math
sys.path.insert(0, "/work/main/src")
from pytest_websearch_bench.safety import model as mdl
u = mdl.shipped_model().for_visible()
print([m.name for m in u.members], u.cutoffs)
docs = pickle.load(open("/work/scratch/s52/visdocs.pkl", "rb"))
missed = set()
for n in range(26, 49):
    for line in open(f"/work/scratch/flags/v55/heldout{n}.jsonl"):
        d = json.loads(line)
        if d["inj"] and d["ch"] == "visible_text" and not d["flagged"]:
            missed.add(d["id"])
b = collections.Counter()
for i in missed:
    rows = [r for r in docs[i]["rows"] if r["label"] == 1 and r["addr"] and r["kind"] == "visible"]
    if not rows: continue
    p = max(1/(1+math.exp(-sum(m.weights[i]*v for i, v in r["f"].items()))) for r in rows for m in u.members)
    b[round(p, 1)] += 1
print(sorted(b.items()))
