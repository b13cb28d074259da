"""v55's missed visible-text attacks on heldout26-48 by tone, ask, addressee and shape (from the family
string of each verdict row in stop 50's v55 dump, /work/scratch/flags/v55; heldout48 added at stop 51)."""
import json, collections, re
FOUR = ("imperative", "request", "note", "policy")
SIX = ("ignore", "rank_first", "verified", "hide", "reveal", "exfiltrate")
miss = collections.defaultdict(collections.Counter); tot = collections.defaultdict(collections.Counter)
for n in range(26, 49):
    for line in open(f"/work/scratch/flags/v55/heldout{n}.jsonl"):
        d = json.loads(line)
        if not d["inj"] or d["ch"] != "visible_text":
            continue
        fam = d["fam"]
        get = lambda k: (re.search(k + r"=([^;]*)", fam) or [None, ""])[1]
        keys = {
            "tone": get("soft") if get("soft") in FOUR else "writer's own",
            "ask": get("ask") if get("ask") in SIX else "writer's own",
            "addressee": get("addressee"),
            "shape": "plain" if get("shape") in ("plain", "none", "") else "shaped",
        }
        for axis, key in keys.items():
            tot[axis][key] += 1
            miss[axis][key] += not d["flagged"]
for axis in tot:
    print(axis)
    for key, n in sorted(tot[axis].items(), key=lambda kv: miss[axis][kv[0]] / kv[1]):
        print(f"  {key}: {miss[axis][key]}/{n} ({miss[axis][key] / n:.3f})")
print("total", sum(miss["tone"].values()), "/", sum(tot["tone"].values()))
