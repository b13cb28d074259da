"""The out-of-fold screen (screen_oof.py's OUT dir) against v63's verdicts (stop 54's screen dir; heldout54: its first
scoring's v63 file): attacks gained, attacks lost, clean documents added, overall, by writer and by the channel; and
what a restriction of the sixth member would keep (a document v63 leaves unflagged counts when a finding survives: one
not reported by the sixth member, or one the restriction keeps). Tuning writers only."""
import json, glob, collections, sys, os
sys.path.insert(0, "/work/wt/d66/src")
from pytest_websearch_bench.safety.injection import ADDRESSING, PASSAGE_NOTE
d = sys.argv[1]
base = {}
for p in glob.glob("/work/scratch/s54/v63all/*.jsonl") + ["/work/scratch/s54/heldout54_v63.jsonl"]:
    for l in open(p):
        r = json.loads(l); base[r["id"]] = r["flagged"]
rows = []
for p in sorted(glob.glob(f"{d}/*.jsonl")):
    part = os.path.basename(p)[:-6]
    for l in open(p):
        r = json.loads(l); r["part"] = part; rows.append(r)
missing = [r["id"] for r in rows if r["id"] not in base]
print("documents", len(rows), "without a v63 verdict", len(missing))
addr = lambda f: bool(ADDRESSING.intersection(f["signals"] + f["structural"]))
passage = lambda f: bool(f["page"]) and PASSAGE_NOTE.split("{")[0] in f["page"]
RULES = {
  "v65 as it is": lambda f: True,
  "sixth only where the piece addresses a model": addr,
  "sixth only at 0.95 and addressing": lambda f: addr(f) and (f["p"] or 0) >= 0.95,
  "sixth never (the passage alone)": lambda f: False,
}
for name, keep in RULES.items():
    gained, lost, added = collections.Counter(), 0, collections.Counter()
    real_added = 0; by_ch = collections.Counter()
    for r in rows:
        b = base.get(r["id"])
        if b is None: continue
        if b and not r["flagged"]:
            lost += 1; continue
        if b or not r["flagged"]: continue
        ok = any(f["member"] != "v64" or keep(f) for f in r["findings"])
        if not ok: continue
        if r["inj"]:
            gained[r["part"]] += 1; by_ch[r["ch"]] += 1
        else:
            added[r["part"]] += 1; real_added += str(r["src"]).startswith("corpus:")
    print(f"\n== {name}: gained {sum(gained.values())}, lost {lost}, clean added {sum(added.values())} (real pages {real_added})")
    print("   gained by channel", dict(by_ch))
    print("   writers with clean added", dict(added))
    print("   gained per writer: median", sorted(gained.values())[len(gained)//2] if gained else 0, "heldout54", gained.get("heldout54", 0))

# per writer, the newest writers (heldout40-54), for the restricted rules
print("\nper writer (heldout40-54): gained under each rule")
for name, keep in RULES.items():
    per = collections.Counter()
    for r in rows:
        b = base.get(r["id"])
        if b or b is None or not r["flagged"] or not r["inj"]: continue
        if any(f["member"] != "v64" or keep(f) for f in r["findings"]):
            per[r["part"]] += 1
    print(f"{name:45s}", [per.get(f"heldout{n}", 0) for n in range(40, 55)])
