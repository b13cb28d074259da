"""Stop 61 (RULES_stop61.md, 20:59 entry): which piece carries each model find, design half only (read only)."""
import collections
import pickle
import zlib

rows = [r for r in pickle.load(open("/work/scratch/s58/oof5.pkl", "rb")) if zlib.crc32(r["id"].encode()) % 2 == 0]
docs: dict = {}
for r in rows:
    d = docs.setdefault((r["set"], r["id"]), {"inj": r["inj"], "lang": r["lang"], "rules": False, "best": None})
    d["rules"] |= bool(r["rules"])
    if d["best"] is None or r["oof"] > d["best"]["oof"]:
        d["best"] = r
clean = sorted((d["best"]["oof"] for d in docs.values() if not d["inj"]), reverse=True)
cut = clean[max(0, int(0.01 * len(clean)) - 1)]
print(f"design half: {sum(d['inj'] for d in docs.values())} injected, {len(clean)} clean documents; cutoff {cut:.4f}")


def shape(r):
    size = "short<=8" if r["words"] <= 8 else "long"
    return ("payload" if r["label"] else "host"), r["mood"], size


for inj in (True, False):
    tally: collections.Counter = collections.Counter()
    by_lang: collections.Counter = collections.Counter()
    n = 0
    for d in docs.values():
        if d["inj"] != inj or d["rules"] or d["best"]["oof"] < cut:
            continue
        n += 1
        tally[shape(d["best"])] += 1
        by_lang[(d["lang"],) + shape(d["best"])] += 1
    print("\ninjected" if inj else "\nclean", "documents found by the model only:", n)
    for k, v in tally.most_common():
        print(f"  {v:6d} {v / max(n, 1):.3f} {k}")
    if inj:
        for k, v in sorted(by_lang.items()):
            print(f"    {k} {v}")
