"""restr.py's 'both' restriction on oof2.pkl, gains with the passage's documents removed (a document counts as the
passage's when stop 55's out-of-fold screen of v65, oof65/, reports a passage finding for it). Tuning writers only."""
import os, json, glob, sys
os.environ.setdefault("OOF", "oof2.pkl")
exec(open("feat.py").read().split("print(collections.Counter(c for c,*_ in ev))")[0])
sys.path.insert(0, "/work/wt/d66/src")
from pytest_websearch_bench.safety.injection import PASSAGE_NOTE
pas = set()
for p in glob.glob("/work/scratch/s55/oof65/*.jsonl"):
    for l in open(p):
        r = json.loads(l)
        if any(f.get("page") and PASSAGE_NOTE.split("{")[0] in f["page"] for f in r.get("findings") or []): pas.add(r["id"])
ok = lambda r,p: not r["repeats"] and p[0]["lang"] in ("es","en","pt")
recent = [f"heldout{n}" for n in range(40, 54)]
g = collections.Counter(); gp = collections.Counter(); cl = collections.Counter()
for cls, d, p, e in ev:
    if not any(ok(r,p) for r in e): continue
    if cls == "atk":
        g[p[0]["set"]] += 1
        if d not in pas: gp[p[0]["set"]] += 1
    else: cl[cls] += 1
for name, c in (("both", g), ("both, passage's documents removed", gp)):
    per = [c.get(w,0) for w in recent]
    print(f"{name}: gained {sum(c.values())}, h40-53 {per} median {statistics.median(per)}; clean {dict(cl)}")
print("passage documents in oof65:", len(pas))
evd = {d for c, d, p, e in ev}
print("passage documents v63 leaves unflagged (in the dump):", len(pas & set(by_doc)), "; among the sixth member's events:", len(pas & evd))
chs = collections.Counter(); 
for p in glob.glob("/work/scratch/s55/oof65/*.jsonl"):
    for l in open(p):
        r = json.loads(l)
        if r["id"] in pas: chs[(r["ch"], r["inj"], v63.get(r["id"]))] += 1
print(chs.most_common(12))
