"""Stop 58, written after the bar was read (disclosed): gains against clean documents added as the member's
cutoff rises, for stop 56's dump (oof2.pkl) and stop 58's (oof5.pkl). The events are restr.py's "no repeats" row
(v65's hearing: a piece that does not repeat the visible prose, the five members under their cutoff), with the
member's cutoff max(c, t) (structural: max(c, 0.9, t)). Tuning writers only."""
import pickle, json, glob, collections, statistics
v63 = {}
for p in glob.glob("/work/scratch/s54/v63all/*.jsonl"):
    for l in open(p):
        r = json.loads(l); v63[r["id"]] = r["flagged"]
def cut(r):
    c = 0.5 if r["weak"] else {"hidden": 0.9, "structural": 0.8}.get(r["kind"], 1.0)
    if r["addr"]: c = min(c, 0.8)
    return c
recent = [f"heldout{n}" for n in range(40, 54)]
for name in ("/work/scratch/s56/seed3/oof2.pkl", "/work/scratch/s58/oof5.pkl"):
    rows = [r for r in pickle.load(open(name, "rb")) if not v63.get(r["id"], True) and not r["repeats"]]
    print(name)
    for t in (0.0, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99, 0.995):
        best = {}
        for r in rows:
            c = cut(r)
            if r["five"] >= c: continue
            need = max(c, 0.9, t) if r["kind"] == "structural" else max(c, t)
            if r["oof"] >= need: best[r["id"]] = r
        g = collections.Counter(); cl = collections.Counter()
        for doc, r in best.items():
            if r["inj"]: g[r["set"]] += 1
            else: cl["real" if str(r["src"]).startswith("corpus:") else "own"] += 1
        per = [g.get(w, 0) for w in recent]
        print(f"  t={t:<6} gained {sum(g.values()):4d} real {cl['real']:2d} own {cl['own']:3d} h40-53 median {statistics.median(per)}")
