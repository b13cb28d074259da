"""Out-of-fold sixth member (oof.pkl) against v63's verdicts (stop 54's screen, every tuning writer but heldout54):
documents v63 leaves unflagged where a non-visible piece would flag by the sixth member alone (five shipped members
under the cutoff), by restriction. Tuning writers only."""
import pickle, json, glob, collections, sys
rows = pickle.load(open("/work/scratch/s55/oof.pkl", "rb"))
v63 = {}
for p in glob.glob("/work/scratch/s54/v63all/*.jsonl"):
    for l in open(p):
        r = json.loads(l); v63[r["id"]] = r["flagged"]
def cut(r):
    c = 0.5 if r["weak"] else {"hidden": 0.9, "structural": 0.8}.get(r["kind"], 1.0)
    if r["addr"]: c = min(c, 0.8)
    return c
def event(r, p, level=None):
    c = cut(r)
    if r["five"] >= c: return False
    c6 = max(c, 0.9) if r["kind"] == "structural" else c
    if level is not None: c6 = max(c6, level)
    return p >= c6
RULES = {
  "v65 (none)": lambda r: True,
  "addressing": lambda r: r["addr"],
  "addressing or rule signal": lambda r: r["addr"] or bool(r["sig"]),
  "not css_hidden unless addressing": lambda r: r["addr"] or r["vector"] != "css_hidden",
  "rule signal": lambda r: bool(r["sig"]),
}
real = lambda src: str(src).startswith("corpus:")
for which in ("six", "oof"):
  print(f"=== {which} ===")
  for level in (None, 0.95, 0.98):
    for name, ok in RULES.items():
        gained, clean, cleanreal = set(), set(), set()
        for r in rows:
            if v63.get(r["id"], True): continue
            if not ok(r) or not event(r, r[which], level): continue
            if r["inj"]: gained.add(r["id"])
            else:
                clean.add(r["id"])
                if real(r["src"]): cleanreal.add(r["id"])
        print(f"level {level} {name:35s} gained {len(gained):5d}  clean {len(clean):4d} (real-page {len(cleanreal)})")
