import json, glob, collections
ver = {}
for f, part in (("/work/scratch/s53/h52_v55.jsonl", "heldout52"), ("/work/scratch/s53/h53_v63.jsonl", "heldout53")):
    for l in open(f):
        r = json.loads(l); ver[r["id"]] = r["flagged"]
docs = []
for f in sorted(glob.glob("/work/scratch/s54/pt/*.jsonl")):
    for l in open(f):
        r = json.loads(l)
        if r["id"] in ver: r["flagged"] = ver[r["id"]]
        if r["inj"] and r["flagged"]: continue
        r["part"] = f.split("/")[-1][:-6]
        docs.append(r)
atk = [d for d in docs if d["inj"]]; cln = [d for d in docs if not d["inj"]]
print("missed visible attacks", len(atk), "clean", len(cln))
def stats(d):
    by = collections.defaultdict(list)
    for row in d["pieces"]:
        by[row[0]].append(row)
    best_pair_hi = best_pair_lo = 0.0; best_pair_hi_rw = 0.0
    for rows in by.values():
        for a, b in zip(rows, rows[1:]):
            best_pair_hi = max(best_pair_hi, min(a[1], b[1]))
            best_pair_lo = max(best_pair_lo, min(a[2], b[2]))
            if a[4] or b[4]:
                best_pair_hi_rw = max(best_pair_hi_rw, min(a[1], b[1]))
    top = sorted((r[1] for r in d["pieces"]), reverse=True)
    return best_pair_hi, best_pair_lo, best_pair_hi_rw, top[:3] + [0]*(3-len(top[:3]))
A = [stats(d) for d in atk]; Cc = [stats(d) for d in cln]
for name, k in (("pair hi", 0), ("pair lo", 1), ("pair hi rw", 2)):
    print(name)
    for t in (0.5, 0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99, 0.995):
        print(f"  {t}: attacks {sum(s[k] >= t for s in A)} clean {sum(s[k] >= t for s in Cc)}")
print("second highest piece on the page")
for t in (0.9, 0.95, 0.98, 0.99, 0.995):
    print(f"  {t}: attacks {sum(s[3][1] >= t for s in A)} clean {sum(s[3][1] >= t for s in Cc)}")
# payload pieces: how high do they get
pay_hi = collections.Counter()
for d in atk:
    ps = [r for r in d["pieces"] if r[7]]
    if not ps: pay_hi["no payload piece"] += 1; continue
    m = max(r[1] for r in ps)
    pay_hi[min(int(m * 10), 9)] += 1
print("missed attacks by highest payload piece decile", sorted(pay_hi.items(), key=str))
print("payload pieces per missed attack", collections.Counter(min(sum(r[7] for r in d["pieces"]), 6) for d in atk))
