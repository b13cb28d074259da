"""The page-level idea, approximate (ana.py's approximation of the detector, out-of-fold dump oof.pkl): the sixth
member counts on a piece only when no other piece of the same channel vector in that document has an out-of-fold
probability at LEVEL or more (the lone high piece). Documents v63 leaves unflagged; per writer on heldout40-53; the
clean side split real corpus pages / writers' own. Tuning writers only."""
import pickle, json, glob, collections, statistics
rows = pickle.load(open("/work/scratch/s55/oof.pkl", "rb"))
v63 = {}
for p in glob.glob("/work/scratch/s54/v63all/*.jsonl"):
    for l in open(p):
        r = json.loads(l); v63[r["id"]] = r["flagged"]
def cut(r):
    c = 0.5 if r["weak"] else {"hidden": 0.9, "structural": 0.8}.get(r["kind"], 1.0)
    if r["addr"]: c = min(c, 0.8)
    return c
def event(r):
    c = cut(r)
    if r["five"] >= c: return False
    return r["oof"] >= (max(c, 0.9) if r["kind"] == "structural" else c)
by_doc = collections.defaultdict(list)
for r in rows:
    if not v63.get(r["id"], True): by_doc[r["id"]].append(r)
recent = {f"heldout{n}" for n in range(40, 54)}
for level in (None, 0.3, 0.5, 0.7):
    gained, clean_real, clean_own = collections.Counter(), 0, 0
    for doc, pieces in by_doc.items():
        hit = False
        for r in pieces:
            if not event(r): continue
            if level is not None:
                others = [o for o in pieces if o is not r and o["vector"] == r["vector"] and o["oof"] >= level]
                if others: continue
            hit = True; break
        if not hit: continue
        r = pieces[0]
        if r["inj"]: gained[r["set"]] += 1
        elif str(r["src"]).startswith("corpus:"): clean_real += 1
        else: clean_own += 1
    per = [gained.get(w, 0) for w in sorted(recent, key=lambda w: int(w[7:]))]
    print(f"lone at {level}: gained {sum(gained.values())}, clean added real {clean_real} own {clean_own}; "
          f"heldout40-53 {per} median {statistics.median(per)}")
