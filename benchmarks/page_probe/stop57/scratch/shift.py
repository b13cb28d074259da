"""How the augmentation moved the out-of-fold member on hidden pieces (oof2.pkl: stop 56's recipe; oof4.pkl: this
stop's), by group: the attacks' payload pieces, their other pieces, real corpus pages, writers' own clean pages."""
import pickle, collections, statistics
a = pickle.load(open("oof4.pkl", "rb")); b = pickle.load(open("/work/scratch/s56/oof2.pkl", "rb"))
assert len(a) == len(b)
def grp(r): return "atk-payload" if r["inj"] and r["label"] else ("atk-other" if r["inj"] else ("real" if str(r["src"]).startswith("corpus:") else "own"))
d = collections.defaultdict(list)
for x, y in zip(a, b):
    assert x["id"] == y["id"]
    if x["kind"] == "hidden": d[grp(x)].append((y["oof"], x["oof"]))
for k, v in d.items():
    print(k, len(v), "median before %.3f after %.3f" % (statistics.median(p for p, _ in v), statistics.median(q for _, q in v)),
          ">=0.9 before", sum(p >= .9 for p, _ in v), "after", sum(q >= .9 for _, q in v))
