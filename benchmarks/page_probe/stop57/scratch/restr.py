exec(open("feat.py").read().split("print(collections.Counter(c for c,*_ in ev))")[0])
recent = [f"heldout{n}" for n in range(40, 54)]
R = {
 "none": lambda r,p: True,
 "no repeats": lambda r,p: not r["repeats"],
 "lang es/en/pt": lambda r,p: p[0]["lang"] in ("es","en","pt"),
 "both": lambda r,p: not r["repeats"] and p[0]["lang"] in ("es","en","pt"),
 "both + words>=5": lambda r,p: not r["repeats"] and p[0]["lang"] in ("es","en","pt") and r["words"]>=5,
 "both + addr": lambda r,p: not r["repeats"] and p[0]["lang"] in ("es","en","pt") and r["addr"],
 "both + oof>=.95": lambda r,p: not r["repeats"] and p[0]["lang"] in ("es","en","pt") and r["oof"]>=.95,
}
for name, f in R.items():
    g = collections.Counter(); cl = collections.Counter()
    for cls, d, p, e in ev:
        if not any(f(r,p) for r in e): continue
        if cls == "atk": g[p[0]["set"]] += 1
        else: cl[cls] += 1
    per = [g.get(w,0) for w in recent]
    print(f"{name:22s} gained {sum(g.values()):4d} clean real {cl['real']:3d} own {cl['own']:3d}  h40-53 {per} median {statistics.median(per)}")
# real pages: of how many dev real pages (the denominator)
pages = {d for c, d, p, e in ev}
allreal = {r["id"] for r in rows if not r["inj"] and str(r["src"]).startswith("corpus:")}
print("real clean documents in the dump:", len(allreal))
