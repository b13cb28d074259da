"""Stop 61 (RULES_stop61.md, 21:00 entry): oof5 (stop 58) vs oof6 (short describe-mood payload pieces unlabelled),
document level, non-visible pieces, rules-flagged documents counted as found; cutoff per half and per member giving
1 % of the half's clean documents. Usage: compare6.py HALF (0 design, 1 check: counted once)."""
import pickle
import sys
import zlib

half = int(sys.argv[1])


def docs_of(path):
    docs: dict = {}
    for r in pickle.load(open(path, "rb")):
        if zlib.crc32(r["id"].encode()) % 2 != half:
            continue
        d = docs.setdefault((r["set"], r["id"]), {"inj": r["inj"], "lang": r["lang"], "rules": False, "p": 0.0})
        d["rules"] |= bool(r["rules"])
        d["p"] = max(d["p"], float(r["oof"]))
    return docs


def figures(docs):
    clean = sorted((d["p"] for d in docs.values() if not d["inj"] and not d["rules"]), reverse=True)
    n_clean = sum(not d["inj"] for d in docs.values())
    cut = clean[max(0, int(0.01 * n_clean) - 1)]
    found = lambda d: d["rules"] or d["p"] >= cut  # noqa: E731
    out = {"cutoff": round(cut, 4), "clean_flagged": sum(found(d) for d in docs.values() if not d["inj"]),
           "clean": n_clean}
    inj = [d for d in docs.values() if d["inj"]]
    out["all"] = sum(map(found, inj)) / len(inj)
    for lang in ("en", "es", "pt"):
        sub = [d for d in inj if d["lang"] == lang]
        out[lang] = sum(map(found, sub)) / len(sub)
    return out


a, b = figures(docs_of("/work/scratch/s58/oof5.pkl")), figures(docs_of("/work/scratch/s61/oof6.pkl"))
print("half", half, "(design)" if half == 0 else "(check)")
for k in a:
    d = f"{b[k] - a[k]:+.4f}" if isinstance(a[k], float) and k != "cutoff" else ""
    print(f"  {k:14s} oof5 {a[k]!s:>8}  oof6 {b[k]!s:>8}  {d}")
